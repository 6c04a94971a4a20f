"""Two-player gin's score sheet (C2-C6): a row per hand with each game's running totals, and
at a game's end its bonuses as rows that say what they are for, then its result.

With Hollywood scoring the three games stand side by side, two columns each; a hand's points
show in every game they count in (C6). The rows are worked out again from the match's hands
with the engine's own scoring (:func:`gin3.engine.credit`), so the sheet and the match agree
by construction; words are made when shown, in the current language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from gin3.engine import GameScore, HandDead, HandScored, Match, Mode, credit, new_games
from gin3.gui.text.games import signed
from gin3.gui.text.moves import result_text
from gin3.session import MatchStarted, Notice, Played, Session

__all__ = ["GameSheetModel", "LineKind"]

_FIXED = 3  # hand, result, points; then two columns (the players) per game


class LineKind(Enum):
    """What a row of the sheet is: a hand, or one of a finished game's closing rows."""

    HAND = "hand"
    GAME_BONUS = "game bonus"
    LINE_BONUS = "line bonus"
    SHUTOUT = "shutout"
    FINAL = "final"
    RESULT = "result"
    SESSION = "session"


@dataclass(frozen=True, slots=True)
class _Line:
    kind: LineKind
    number: int  # the hand's number, or the game's number in the evening
    cells: dict[tuple[int, int], int] = field(default_factory=dict)  # (game index, seat) -> value
    result: HandScored | HandDead | None = None
    game: GameScore | None = None


class GameSheetModel(QAbstractTableModel):
    """Hands, points and each game's running totals; each finished game's bonuses and result."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._lines: list[_Line] = []
        self._names: tuple[str, ...] = ()
        self._games = 0
        self._before = 0  # games of the evening before this match (C5)

    # -- following the session ---------------------------------------------------

    def follow(self, notice: Notice) -> None:
        """A new sheet per match, the rows of each finished hand as it ends."""
        match = self.session.match
        if isinstance(notice, MatchStarted) or match is None:
            self.beginResetModel()
            classic = match is not None and match.mode is Mode.CLASSIC
            self._names = match.players if match is not None and classic else ()
            self._games = len(new_games(match.rules)) if match is not None and classic else 0
            self._before = match.games_before if match is not None and classic else 0
            self._lines = self._work_out(match) if match is not None and classic else []
            self.endResetModel()
        elif (
            isinstance(notice, Played)
            and self._games
            and any(isinstance(e, HandScored | HandDead) for e in notice.events)
        ):
            lines = self._work_out(match)
            first, last = len(self._lines), len(lines) - 1
            if last >= first:
                self.beginInsertRows(QModelIndex(), first, last)
                self._lines = lines
                self.endInsertRows()

    def _work_out(self, match: Match) -> list[_Line]:
        """Every row, from the hands played: the engine's scoring run again, hand by hand."""
        games = new_games(match.rules, match.games[0].opening)
        lines: list[_Line] = []
        for hand in match.hands:
            result = hand.result
            if not isinstance(result, HandScored):
                lines.append(_Line(LineKind.HAND, hand.number, result=result))
                continue
            after, closed = credit(games, result.winner, result.points, match.rules)
            cells = {
                (i, seat): after[i].totals[seat]
                for i in range(len(after))
                if after[i].entries != games[i].entries
                for seat in (0, 1)
            }
            lines.append(_Line(LineKind.HAND, hand.number, cells, result))
            for game in closed:
                lines.extend(self._closing(after.index(game), game))
            games = after
        if match.is_over and (self._before or any(match.carried)):
            session = match.session_result
            lines.append(
                _Line(LineKind.SESSION, self._before + len(games), {(0, 0): session[0], (0, 1): session[1]})
            )
        return lines

    def _closing(self, index: int, game: GameScore) -> list[_Line]:
        """A finished game's rows: game bonus, line bonuses, shutout, final totals, result."""
        assert game.winner is not None and game.loser is not None
        number = self._before + game.number
        winner, loser = int(game.winner), int(game.loser)
        rows = [
            _Line(LineKind.GAME_BONUS, number, {(index, winner): game.game_bonus}, game=game),
            _Line(
                LineKind.LINE_BONUS,
                number,
                {(index, 0): game.line_bonuses[0], (index, 1): game.line_bonuses[1]},
                game=game,
            ),
        ]
        if game.shutout:
            rows.append(_Line(LineKind.SHUTOUT, number, {(index, winner): 2}, game=game))
        rows.append(
            _Line(LineKind.FINAL, number, {(index, 0): game.final[0], (index, 1): game.final[1]}, game=game)
        )
        rows.append(
            _Line(
                LineKind.RESULT,
                number,
                {(index, winner): game.result, (index, loser): -game.result},
                game=game,
            )
        )
        return rows

    # -- reading the sheet ---------------------------------------------------------

    def kinds(self) -> list[LineKind]:
        """What each row is, top to bottom (for the tests and the accessibility text)."""
        return [line.kind for line in self._lines]

    def hand_at(self, row: int) -> int | None:
        """The number of the hand on ``row``; ``None`` for a game's closing rows."""
        if not 0 <= row < len(self._lines) or self._lines[row].kind is not LineKind.HAND:
            return None
        return self._lines[row].number

    def game_columns(self, game: int) -> tuple[int, int]:
        """The columns of game ``game`` (1-based within this match): one per player."""
        first = _FIXED + 2 * (game - 1)
        return first, first + 1

    # -- the model -------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self._games else _FIXED + 2 * self._games

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        fixed = (
            QCoreApplication.translate("ScoreModel", "Hand"),
            QCoreApplication.translate("ScoreModel", "Result"),
            QCoreApplication.translate("ScoreModel", "Points"),
        )
        if section < _FIXED:
            return fixed[section]
        game, seat = divmod(section - _FIXED, 2)
        if game >= self._games or seat >= len(self._names):
            return None
        if self._games == 1:
            return self._names[seat]
        return QCoreApplication.translate("GameSheet", "Game {number}\n{player}").format(
            number=self._before + game + 1, player=self._names[seat]
        )

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line = self._lines[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column != 1:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role == Qt.ItemDataRole.FontRole and line.kind in (LineKind.RESULT, LineKind.SESSION):
            font = QFont()
            font.setBold(True)
            return font
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return None
        if column >= _FIXED:
            value = line.cells.get(divmod(column - _FIXED, 2))
            return "" if value is None else self._cell(line.kind, value)
        if line.kind is LineKind.HAND:
            result = line.result
            if column == 0:
                return str(line.number)
            if column == 2:
                return str(result.points) if isinstance(result, HandScored) else ""
            winner = self._names[result.winner] if isinstance(result, HandScored) else ""
            return result_text(result, winner) if result is not None else ""
        return self._label(line) if column == 1 else ""

    def _cell(self, kind: LineKind, value: int) -> str:
        if kind is LineKind.SHUTOUT:
            return QCoreApplication.translate("GameSheet", "× {factor}").format(factor=value)
        if kind in (LineKind.GAME_BONUS, LineKind.LINE_BONUS, LineKind.RESULT, LineKind.SESSION):
            return signed(value)
        return QLocale().toString(value)

    def _label(self, line: _Line) -> str:
        """What a closing row is for, in words."""
        game = line.game
        number = line.number
        if line.kind is LineKind.SESSION:
            games = number  # lupdate reads a plural's count only when it is a plain name
            return QCoreApplication.translate("GameSheet", "Running result after %n game(s)", None, games)
        assert game is not None and game.winner is not None
        winner = self._names[game.winner]
        if line.kind is LineKind.GAME_BONUS:
            return QCoreApplication.translate("GameSheet", "Game {number}: game bonus for {winner}").format(
                number=number, winner=winner
            )
        if line.kind is LineKind.LINE_BONUS:
            match = self.session.match
            bonus = match.rules.line_bonus if match is not None else 0
            return QCoreApplication.translate(
                "GameSheet", "Game {number}: line bonus, {bonus} for each hand won"
            ).format(number=number, bonus=bonus)
        if line.kind is LineKind.SHUTOUT:
            return QCoreApplication.translate(
                "GameSheet", "Game {number}: shutout, {winner}'s total doubled"
            ).format(number=number, winner=winner)
        if line.kind is LineKind.FINAL:
            return QCoreApplication.translate("GameSheet", "Game {number}: final totals").format(
                number=number
            )
        return QCoreApplication.translate("GameSheet", "Game {number}: {winner} wins by {result}").format(
            number=number, winner=winner, result=QLocale().toString(game.result)
        )

    def retranslate(self) -> None:
        """Say the headers and every row again in the current language."""
        columns = self.columnCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        rows = self.rowCount()
        if rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1))
