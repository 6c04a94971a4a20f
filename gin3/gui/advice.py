"""The sitter's advice (R20): the suggestion for the captain's decision, and how it fared.

:class:`Advice` is one suggestion with its runner-ups; :class:`AdviceTally`
counts, per hand, how often the captain followed the sitter and what the
advisor estimated the ignored suggestions were worth. :class:`AdviceModel`
feeds the advice panel (a Qt list model; widgets only display it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from gin3.engine import Action, Knock, Seat
from gin3.gui.showdown import describe

__all__ = ["Advice", "AdviceModel", "AdviceTally", "same_move", "tally_sentences"]

RUNNER_UPS = 3


def same_move(a: Action, b: Action) -> bool:
    """Whether move ``b`` follows suggestion ``a``: a knock with the same discard counts."""
    if isinstance(a, Knock) and isinstance(b, Knock):
        return a.discard == b.discard
    return a == b


@dataclass(frozen=True, slots=True)
class Advice:
    """The sitter's suggestion for the captain's decision number ``key``.

    ``choices`` are the suggestion first, then the runner-ups, each a move
    and its one-line reason; ``values`` the advisor's estimate of each move
    (points expected in this hand, weighed by the score near the end of a
    match), empty when a person suggested.
    """

    key: int
    captain: Seat
    sitter: Seat
    choices: tuple[tuple[Action, str], ...]
    values: tuple[tuple[Action, float], ...] = ()
    by_person: bool = False

    @property
    def action(self) -> Action:
        return self.choices[0][0]

    @property
    def reason(self) -> str:
        return self.choices[0][1]

    def value_of(self, action: Action) -> float | None:
        for move, value in self.values:
            if same_move(move, action):
                return value
        return None


@dataclass(slots=True)
class AdviceTally:
    """One hand's advice: offered, followed, and the advisor's estimate of what was ignored."""

    captain: str = ""
    offered: int = 0
    followed: int = 0
    estimate: float = 0.0  # advisor's value of the suggestions minus that of the moves played
    estimated: int = 0
    unestimated: int = 0
    by_person: bool = False

    def count(self, advice: Advice, played: Action) -> bool:
        """Count the captain's move ``played`` against ``advice``; returns whether it followed."""
        self.offered += 1
        self.by_person = self.by_person or advice.by_person
        if same_move(advice.action, played):
            self.followed += 1
            return True
        suggested, chosen = advice.value_of(advice.action), advice.value_of(played)
        if suggested is None or chosen is None:
            self.unestimated += 1
        else:
            self.estimate += suggested - chosen
            self.estimated += 1
        return False

    def to_json(self) -> list[object]:
        return [
            self.captain,
            self.offered,
            self.followed,
            self.estimate,
            self.estimated,
            self.unestimated,
            self.by_person,
        ]

    @classmethod
    def from_json(cls, data: object) -> AdviceTally:
        try:
            assert isinstance(data, list | tuple)
            name, offered, followed, estimate, estimated, unestimated, person = data
            return cls(
                str(name),
                int(offered),
                int(followed),
                float(estimate),
                int(estimated),
                int(unestimated),
                bool(person),
            )
        except (AssertionError, TypeError, ValueError):
            return cls()


def tally_sentences(tally: AdviceTally) -> list[str]:
    """What the log and the showdown say about one hand's advice; honest about what is unknown."""
    if not tally.offered:
        return []
    lines = [
        QCoreApplication.translate(
            "Advice", "{captain} followed {followed} of %n suggestion(s) from the sitter.", "", tally.offered
        ).format(captain=tally.captain, followed=tally.followed)
    ]
    overridden = tally.offered - tally.followed
    if not overridden:
        return lines
    if tally.unestimated:
        if tally.by_person:
            lines.append(
                QCoreApplication.translate(
                    "Advice",
                    "What the ignored suggestions would have scored cannot be told: "
                    "a person made them, and only the advisor's own moves are rated.",
                )
            )
        else:
            lines.append(
                QCoreApplication.translate(
                    "Advice",
                    "What the ignored suggestions would have scored cannot be told: "
                    "the advisor did not rate every move the captain played instead.",
                )
            )
        return lines
    points = abs(tally.estimate)
    if tally.estimate >= 0.05:
        lines.append(
            QCoreApplication.translate(
                "Advice",
                "By the advisor's own ratings, the ignored suggestions were worth about {points} "
                "expected points more, in total, than the moves played instead; an estimate, "
                "not a replay of the hand.",
            ).format(points=QLocale().toString(points, "f", 1))
        )
    elif tally.estimate <= -0.05:
        lines.append(
            QCoreApplication.translate(
                "Advice",
                "By the advisor's own ratings, the moves played instead were worth about {points} "
                "expected points more, in total, than the ignored suggestions; an estimate, "
                "not a replay of the hand.",
            ).format(points=QLocale().toString(points, "f", 1))
        )
    else:
        lines.append(
            QCoreApplication.translate(
                "Advice", "By the advisor's own ratings, the moves played instead were worth as much."
            )
        )
    return lines


@dataclass(slots=True)
class _Row:
    move: str
    reason: str
    first: bool = False
    extra: dict[str, str] = field(default_factory=dict)


class AdviceModel(QAbstractListModel):
    """The suggestion and its runner-ups, one row each, for the advice panel."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []

    def set_advice(self, advice: Advice | None, sitter_name: str = "") -> None:
        self.beginResetModel()
        self._rows = []
        if advice is not None:
            for i, (action, reason) in enumerate(advice.choices[: 1 + RUNNER_UPS]):
                self._rows.append(_Row(describe(action), reason, first=i == 0))
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            move = QLocale().toUpper(row.move[:1]) + row.move[1:]
            if row.first:
                return QCoreApplication.translate("Advice", "Suggested: {move}.\n{reason}").format(
                    move=move, reason=row.reason
                )
            return QCoreApplication.translate("Advice", "Also possible: {move}.\n{reason}").format(
                move=move, reason=row.reason
            )
        if role == Qt.ItemDataRole.FontRole and row.first:
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(True)
            return font
        return None


def runner_ups(choices: Sequence[tuple[Action, str]]) -> Sequence[tuple[Action, str]]:
    return choices[1 : 1 + RUNNER_UPS]
