"""The main window: the table, the action bar, the score sheet, menus and shortcuts."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gin3.engine import Phase, best_discards, deadwood_value
from gin3.gui.cardart import CardArt
from gin3.gui.controller import GameController, SeatSetup, Stage, default_level
from gin3.gui.dialogs import NewMatchDialog, show_about, show_rules
from gin3.gui.scoresheet import ScoreModel, ScoreSheet
from gin3.gui.showdown import cards_text
from gin3.gui.table.cards import CardDeck
from gin3.gui.table.handorder import SortMode
from gin3.gui.table.layout import CARD_W
from gin3.gui.table.scene import TableScene
from gin3.gui.table.view import TableView

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """One match on the table; Ctrl+N starts another."""

    def __init__(self, controller: GameController | None = None, *, anim_ms: int = 260) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("gin3 — three-handed gin rummy"))
        self.controller = controller or GameController(self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        self.deck = CardDeck(CardArt(), CARD_W)
        self.scene = TableScene(self.controller, self.deck, anim_ms)
        self.view = TableView(self.scene)
        self.buttons: dict[str, QPushButton] = {}
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self._action_bar())
        self.setCentralWidget(central)
        self.score_model = ScoreModel(self.controller, self)
        self.score_sheet = ScoreSheet(self.score_model)
        self.score_dock = QDockWidget(self.tr("Score sheet"), self)
        self.score_dock.setObjectName("score-sheet")
        self.score_dock.setWidget(self.score_sheet)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.score_dock)
        self.resizeDocks([self.score_dock], [130], Qt.Orientation.Vertical)
        self._menus()
        self.last_seats: tuple[SeatSetup, ...] = ()
        self.last_target = 100
        self.controller.stateChanged.connect(self.refresh)
        self.controller.refused.connect(self._refused)
        self.controller.hintReady.connect(self._hint_ready)
        self.scene.message.connect(self._refused)
        self.scene.defaultAction.connect(self.default_action)
        self.scene.hintRequested.connect(self.hint)
        self.resize(1280, 860)
        self.refresh()
        self.view.setFocus()

    # -- building ------------------------------------------------------------

    def _action_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("action-bar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(10, 6, 10, 6)
        specs = [
            ("deal", self.tr("&Deal"), self.controller.begin),
            ("take", self.tr("&Take the upcard"), self.controller.take_upcard),
            ("pass", self.tr("&Pass"), self.controller.pass_upcard),
            ("knock", self.tr("&Knock"), lambda: self.controller.knock(self.scene.selected)),
            ("laydown", self.tr("&Lay down"), self.controller.lay_down),
            ("next", self.tr("&Next hand"), self.controller.next_hand),
            ("newmatch", self.tr("New &match"), self.new_match),
        ]
        for key, text, slot in specs:
            button = QPushButton(text)
            button.setObjectName(key)
            button.clicked.connect(slot)
            button.setMinimumHeight(34)
            button.setMinimumWidth(110)
            font = button.font()
            font.setBold(True)
            button.setFont(font)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys with the table
            row.addWidget(button)
            self.buttons[key] = button
        row.addStretch(1)
        self.deadwood = QLabel()
        self.deadwood.setObjectName("deadwood")
        self.deadwood.setMinimumWidth(320)
        self.deadwood.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.deadwood)
        row.addSpacing(16)
        row.addWidget(QLabel(self.tr("Sort:")))
        for mode, text in (
            (SortMode.SUIT, self.tr("by &suit")),
            (SortMode.RANK, self.tr("by &rank")),
            (SortMode.MELDS, self.tr("by m&elds")),
        ):
            button = QPushButton(text)
            button.setObjectName(f"sort-{mode.value}")
            button.clicked.connect(lambda _=False, m=mode: self.sort(m))
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(button)
            self.buttons[f"sort-{mode.value}"] = button
        return bar

    def _menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New match…"), QKeySequence.StandardKey.New, self.new_match)
        self._action(game, self.tr("&Hint"), QKeySequence("H"), self.hint)
        game.addSeparator()
        self._action(game, self.tr("&Quit"), QKeySequence("Ctrl+Q"), self.close)
        view = self.menuBar().addMenu(self.tr("&View"))
        self._action(view, self.tr("&Full screen"), QKeySequence("F11"), self.toggle_full_screen)
        view.addAction(self.score_dock.toggleViewAction())
        fast = QAction(self.tr("Fast &computer players"), self)
        fast.setCheckable(True)
        fast.toggled.connect(self.set_fast)
        view.addAction(fast)
        helpmenu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(helpmenu, self.tr("&Rules"), QKeySequence("F1"), lambda: show_rules(self))
        about = QAction(self.tr("&About gin3"), self)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(lambda: show_about(self))
        helpmenu.addAction(about)

    def _action(
        self,
        menu: QMenu,
        text: str,
        shortcut: QKeySequence | QKeySequence.StandardKey,
        slot: Callable[[], object],
    ) -> QAction:
        action = QAction(text, self)
        action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)
        return action

    # -- commands ------------------------------------------------------------

    def new_match(self) -> None:
        dialog = NewMatchDialog(self, self.last_seats, self.last_target)
        if dialog.exec() == NewMatchDialog.DialogCode.Accepted:
            self.start(dialog.seats(), target=dialog.rules().target)

    def start(self, seats: tuple[SeatSetup, ...], *, seed: int | None = None, target: int = 100) -> None:
        from gin3.engine import RuleSet

        self.last_seats, self.last_target = seats, target
        self.controller.new_match(seats, seed=seed, rules=RuleSet(target=target))
        self.view.setFocus()

    def start_default(self, seed: int | None = None) -> None:
        """One person against two computer players."""
        level = default_level()
        self.start(
            (SeatSetup(self.tr("Player")), SeatSetup("Ana", level), SeatSetup("Ben", level)), seed=seed
        )

    def sort(self, mode: SortMode) -> None:
        self.scene.order.sort(mode)
        self.scene.sync()

    def hint(self) -> None:
        if not self.controller.request_hint():
            self.statusBar().showMessage(self.tr("No hint now: hints are for your own decisions."))

    def _hint_ready(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def set_fast(self, fast: bool) -> None:
        """Pace: a person can follow every computer move, or the computer plays briskly."""
        self.controller.ai_delay_ms = 150 if fast else 700
        self.scene.anim_ms = 120 if fast else 260

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def default_action(self) -> None:
        """Enter: the one obvious button (Deal, Next hand, Lay down, New match)."""
        for key in ("deal", "next", "laydown", "newmatch"):
            button = self.buttons[key]
            if button.isVisible() and button.isEnabled():
                button.click()
                return

    # -- showing state -------------------------------------------------------

    def _refused(self, reason: str) -> None:
        self.statusBar().showMessage(reason)

    def refresh(self) -> None:
        ctrl = self.controller
        stage = ctrl.stage
        match = ctrl.match
        phase = match.hand.phase if match is not None else None
        human = ctrl.human_to_act()
        shown = {
            "deal": stage is Stage.ROLE_DRAW,
            "take": human and phase is Phase.OFFER,
            "pass": human and phase is Phase.OFFER,
            "knock": stage is Stage.PLAYING and ctrl.viewer is not None,
            "laydown": human and phase is Phase.LAYOFF,
            "next": stage is Stage.HAND_OVER,
            "newmatch": stage in (Stage.MATCH_OVER, Stage.NO_MATCH),
        }
        for key, visible in shown.items():
            self.buttons[key].setVisible(visible)
        self.buttons["knock"].setEnabled(ctrl.can_knock())
        focus = self.focusWidget()
        if focus is None or not focus.isVisible():
            self.view.setFocus()
        self._show_deadwood()
        if stage is Stage.PLAYING and match is not None:
            if human:
                self.statusBar().showMessage(self.tr("Your turn."))
            else:
                self.statusBar().showMessage(
                    self.tr("{name} to play.").format(name=match.name(match.hand.turn))
                )
        elif stage is Stage.HAND_OVER:
            self.statusBar().showMessage(self.tr("The hand is over: press Next hand."))
        elif stage is Stage.MATCH_OVER and match is not None and match.winner is not None:
            self.statusBar().showMessage(
                self.tr("{name} wins the match.").format(name=match.name(match.winner))
            )

    def _show_deadwood(self) -> None:
        cards = self.scene.order.cards
        ctrl = self.controller
        if ctrl.stage is not Stage.PLAYING or not cards or ctrl.viewer is None:
            self.deadwood.setText("")
            return
        if len(cards) == 11:
            card, after = best_discards(cards)[0]
            self.deadwood.setText(
                self.tr("Deadwood {count} — after discarding {card}: {after}").format(
                    count=deadwood_value(cards), card=cards_text([card]), after=after
                )
            )
        else:
            self.deadwood.setText(self.tr("Deadwood {count}").format(count=deadwood_value(cards)))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        super().closeEvent(event)
