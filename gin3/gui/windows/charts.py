"""A small bar chart drawn with QPainter, for the statistics window's pictures.

QtCharts is not part of PySide6-Essentials, the Qt the app ships, and a
handful of bars needs nothing more than QPainter. Each bar carries its value,
the text written over it and the label under it; a bar may be accented (drawn
in the highlight colour: a match won). :meth:`BarChart.plotted` says where
each bar is painted at the chart's size, so what is drawn can be checked
against the data; with no bars the chart says ``empty`` instead of drawing
an empty frame. Screen readers get the title as the name and every bar in
words as the description.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, QRectF, QSignalBlocker, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gin3.gui.text.templates import level_name
from gin3.store.statshistory import MIXED, PEOPLE, PlayerHistory

__all__ = ["Bar", "BarChart", "FormPanel", "opponents_name"]

_GAP = 0.25  # of each bar's slot, left empty between bars


@dataclass(frozen=True, slots=True)
class Bar:
    """One bar: ``value`` sets its height, ``text`` is written over it, ``label`` under it."""

    value: float
    text: str = ""
    label: str = ""
    accent: bool = False
    words: str = ""
    """The bar for a screen reader (``label: text`` when empty)."""


class BarChart(QWidget):
    """Bars from a common base line; their tallest is ``maximum`` (or the highest value)."""

    def __init__(
        self, title: str, empty: str, *, maximum: float | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.title = title
        self.empty = empty
        self.maximum = maximum
        self.bars: tuple[Bar, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(title)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a screen reader's user can reach the figures
        self._describe()

    def set_bars(self, bars: Sequence[Bar]) -> None:
        self.bars = tuple(bars)
        self._describe()
        self.update()

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(max(240, 26 * len(self.bars)), 7 * line + 24)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, self.sizeHint().height())

    def top(self) -> float:
        """The value a bar reaching the top of the plot would have."""
        highest = max((max(bar.value, 0.0) for bar in self.bars), default=0.0)
        return self.maximum if self.maximum is not None else highest or 1.0

    def plot_area(self) -> QRectF:
        """Where the bars stand: under the title and the values, over the labels."""
        line = QFontMetricsF(self.font()).height()
        return QRectF(4, 2 * line + 6, max(self.width() - 8, 1), max(self.height() - 4 * line - 12, 1))

    def plotted(self) -> list[tuple[Bar, QRectF]]:
        """Each bar and the rectangle painted for it at the chart's present size."""
        if not self.bars:
            return []
        area, top = self.plot_area(), self.top()
        slot = area.width() / len(self.bars)
        width = max(slot * (1 - _GAP), 1.0)
        result = []
        for index, bar in enumerate(self.bars):
            height = area.height() * min(max(bar.value, 0.0), top) / top
            left = area.left() + index * slot + (slot - width) / 2
            result.append((bar, QRectF(left, area.bottom() - height, width, height)))
        return result

    def colours(self) -> tuple[QColor, QColor]:
        """A bar's colour and an accented bar's, from the palette (light and dark themes)."""
        palette = self.palette()
        ground, text = palette.color(QPalette.ColorRole.Window), palette.color(QPalette.ColorRole.WindowText)
        # half-way between the ground and the words: seen on either theme (the palette's Mid
        # is nearly the ground in the dark one)
        plain = QColor(
            (ground.red() + text.red()) // 2,
            (ground.green() + text.green()) // 2,
            (ground.blue() + text.blue()) // 2,
        )
        return plain, palette.color(QPalette.ColorRole.Highlight)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        bold = self.font()
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(text)
        title = QFontMetricsF(bold).elidedText(self.title, Qt.TextElideMode.ElideRight, self.width())
        painter.drawText(QRectF(0, 0, self.width(), line + 2), Qt.AlignmentFlag.AlignLeft, title)
        painter.setFont(self.font())
        if not self.bars:
            painter.drawText(
                QRectF(8, line + 4, self.width() - 16, self.height() - line - 8),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.empty,
            )
            return
        area = self.plot_area()
        painter.setPen(palette.color(QPalette.ColorRole.Mid))
        painter.drawLine(area.bottomLeft(), area.bottomRight())  # the base line
        plain, accent = self.colours()
        plotted = self.plotted()
        slot = area.width() / len(plotted)
        # every value and label, or none of them (a row of some numbers would mislead)
        values = all(metrics.horizontalAdvance(bar.text) <= slot - 2 for bar, _ in plotted)
        labels = all(metrics.horizontalAdvance(bar.label) <= slot - 2 for bar, _ in plotted)
        centre = Qt.AlignmentFlag.AlignCenter
        for bar, rect in plotted:
            painter.fillRect(rect, accent if bar.accent else plain)
            painter.setPen(text)
            wide = QRectF(rect.center().x() - slot / 2, 0, slot, line)
            if values and bar.text:
                painter.drawText(wide.translated(0, rect.top() - line - 1), centre, bar.text)
            if labels and bar.label:
                painter.drawText(wide.translated(0, area.bottom() + 3), centre, bar.label)

    def _describe(self) -> None:
        words = "; ".join(bar.words or f"{bar.label}: {bar.text}" for bar in self.bars)
        self.setAccessibleDescription(words or self.empty)


_LEVEL_ORDER = ("random", "easy", "simple", "medium", "hard")
_RECENT = 20  # matches in the points chart


def _number(value: float) -> str:
    return QLocale().toString(value, "f", 1)


def _rate(won: int, played: int) -> str:
    """``3 of 5 (60%)``, or a dash before any match."""
    if not played:
        return "—"
    return QCoreApplication.translate("StatisticsForm", "{won} of {played} ({rate}%)").format(
        won=won, played=played, rate=round(100 * won / played)
    )


def opponents_name(opponents: str) -> str:
    """Who a player met, in the current language: people, a computer level, or several levels."""
    if opponents == PEOPLE:
        return QCoreApplication.translate("StatisticsForm", "people")
    if opponents == MIXED:
        return QCoreApplication.translate("StatisticsForm", "mixed levels")
    return level_name(opponents)


def _opponents_order(opponents: str) -> tuple[int, str]:
    if opponents == PEOPLE:
        return (-1, "")
    if opponents == MIXED:
        return (len(_LEVEL_ORDER) + 1, "")
    return (_LEVEL_ORDER.index(opponents) if opponents in _LEVEL_ORDER else len(_LEVEL_ORDER), opponents)


class FormPanel(QWidget):
    """One player's form: win rates per kind of game and per opponent level, streaks, gins and
    undercuts per hundred hands, and points per hand over the last matches.

    People are listed first, computer players after them (each level its own player), so a
    person's figures never mix with a computer player's of the same name.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.histories: tuple[PlayerHistory, ...] = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.heading = QLabel(QCoreApplication.translate("StatisticsForm", "Form of"))
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        top.addWidget(self.heading)
        self.choice = QComboBox()
        self.choice.setAccessibleName(
            QCoreApplication.translate("StatisticsForm", "Player whose form is shown")
        )
        self.heading.setBuddy(self.choice)
        self.choice.currentIndexChanged.connect(lambda _index: self.show_player())
        top.addWidget(self.choice)
        top.addStretch(1)
        layout.addLayout(top)
        self.rates = QLabel()
        self.streaks = QLabel()
        self.per_hundred = QLabel()
        for label in (self.rates, self.streaks, self.per_hundred):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        charts = QHBoxLayout()
        self.opponents_chart = BarChart(
            QCoreApplication.translate("StatisticsForm", "Matches won per opponent level"),
            QCoreApplication.translate("StatisticsForm", "No finished match yet."),
            maximum=100,
        )
        self.points_chart = BarChart(
            QCoreApplication.translate(
                "StatisticsForm", "Points per hand in the last matches (highlighted: won)"
            ),
            QCoreApplication.translate(
                "StatisticsForm", "No finished match yet: the chart fills as matches end."
            ),
        )
        charts.addWidget(self.opponents_chart, 2)
        charts.addWidget(self.points_chart, 3)
        layout.addLayout(charts)

    def set_histories(self, histories: Sequence[PlayerHistory]) -> None:
        """Every player's history (people first); the player shown stays if still there, else
        the person with the most finished matches."""
        shown = self.current()
        self.histories = tuple(histories)
        keys = [(h.name.casefold(), h.level) for h in self.histories]
        if shown is not None and (shown.name.casefold(), shown.level) in keys:
            chosen = keys.index((shown.name.casefold(), shown.level))
        else:
            people = [i for i, h in enumerate(self.histories) if h.level is None] or list(range(len(keys)))
            chosen = max(people, key=lambda i: len(self.histories[i].finished), default=-1)
        with QSignalBlocker(self.choice):
            self.choice.clear()
            for index, history in enumerate(self.histories):
                first_computer = history.level is not None and self.histories[index - 1].level is None
                if index and first_computer:
                    self.choice.insertSeparator(self.choice.count())  # computer players apart
                name = history.name
                if history.level is not None:
                    name = QCoreApplication.translate("StatisticsForm", "{name} (computer, {level})").format(
                        name=history.name, level=level_name(history.level)
                    )
                self.choice.addItem(name, index)
            self.choice.setCurrentIndex(self.choice.findData(chosen))
        self.show_player()

    def choose(self, name: str, level: str | None = None) -> bool:
        """Show the form of ``name`` (a computer player's with ``level``); ``False`` if unknown."""
        for index, history in enumerate(self.histories):
            if history.name.casefold() == name.casefold() and history.level == level:
                self.choice.setCurrentIndex(self.choice.findData(index))
                return True
        return False

    def current(self) -> PlayerHistory | None:
        index = self.choice.currentData()
        return self.histories[index] if isinstance(index, int) and 0 <= index < len(self.histories) else None

    def show_player(self) -> None:
        from gin3.engine import Mode

        history = self.current()
        if history is None:
            for label in (self.rates, self.streaks, self.per_hundred):
                label.clear()
            self.opponents_chart.set_bars([])
            self.points_chart.set_bars([])
            return
        self.rates.setText(
            QCoreApplication.translate(
                "StatisticsForm", "Matches won — chouette: {chouette}; two-player gin: {two}"
            ).format(
                chouette=_rate(*history.win_rate(Mode.CHOUETTE.value)),
                two=_rate(*history.win_rate(Mode.CLASSIC.value)),
            )
        )
        self.streaks.setText(
            QCoreApplication.translate(
                "StatisticsForm", "Matches won in a row: {current} now, best {best}"
            ).format(current=history.current_streak, best=history.best_streak)
        )
        rates = history.per_hundred_hands()
        self.per_hundred.setText(
            QCoreApplication.translate(
                "StatisticsForm",
                "Per 100 hands: {gins} gins, {dealt} undercuts dealt, {suffered} undercuts suffered",
            ).format(gins=_number(rates[0]), dealt=_number(rates[1]), suffered=_number(rates[2]))
            if rates is not None
            else QCoreApplication.translate("StatisticsForm", "Per 100 hands: no hand played to its end yet")
        )
        self.opponents_chart.set_bars(self._opponent_bars(history))
        self.points_chart.set_bars(self._points_bars(history))

    @staticmethod
    def _opponent_bars(history: PlayerHistory) -> list[Bar]:
        bars = []
        for opponents, (won, played) in sorted(
            history.win_rates_by_opponents().items(), key=lambda item: _opponents_order(item[0])
        ):
            rate = 100 * won / played
            name = opponents_name(opponents)
            bars.append(
                Bar(
                    rate,
                    f"{round(rate)}%",
                    name,
                    words=QCoreApplication.translate("StatisticsForm", "against {opponents}: {rate}").format(
                        opponents=name, rate=_rate(won, played)
                    ),
                )
            )
        return bars

    @staticmethod
    def _points_bars(history: PlayerHistory) -> list[Bar]:
        bars = []
        for match in history.recent(_RECENT):
            value = _number(match.points_per_hand)
            words = (
                QCoreApplication.translate("StatisticsForm", "won, {points} points per hand")
                if match.won
                else QCoreApplication.translate("StatisticsForm", "lost, {points} points per hand")
            )
            bars.append(Bar(match.points_per_hand, value, accent=match.won, words=words.format(points=value)))
        return bars
