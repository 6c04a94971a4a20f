"""The main window: the table, the action bar, the score sheet, menus and shortcuts.

The window is built in two steps so the app shows its first frame quickly:
the frame (menus, the felt, the action bar, the docks' places, the status bar)
needs only Qt, and :meth:`MainWindow.build_table` then adds what needs the
engine, the computer players and the files (the controller, the cards, the
panels). The app asks for the second step right after the first frame is
painted; tests and the self-test get both at once.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gin3.gui import i18n
from gin3.gui import settings as settings_module
from gin3.gui.firstframe import after_first_paint
from gin3.gui.settings import AppSettings
from gin3.gui.table.view import TableView

if TYPE_CHECKING:
    from gin3.engine import Knock, RuleSet
    from gin3.gui.controller import GameController
    from gin3.gui.cover import HandoffCover
    from gin3.gui.files import FileCommands
    from gin3.gui.panels import AdvicePanel, CardsPanel
    from gin3.gui.scoresheet import ScoreModel, ScoreSheet
    from gin3.gui.setup import SeatSetup
    from gin3.gui.table.cards import CardDeck
    from gin3.gui.table.handorder import SortMode
    from gin3.gui.table.scene import TableScene
    from gin3.gui.windows import RulesWindow, StatisticsWindow

__all__ = ["MainWindow"]

SORT_KEYS = ("suit", "rank", "melds")  # the values of SortMode, for the buttons of the first frame


class MainWindow(QMainWindow):
    """One match on the table; Ctrl+N starts another."""

    firstFrame = Signal()
    """The first frame has been painted (emitted only with ``start_after_first_frame``)."""
    ready = Signal()
    """:meth:`startup` is done: the new match waits at the draw for roles, or the resume question is open."""

    controller: GameController
    scene: TableScene
    deck: CardDeck
    cover: HandoffCover
    files: FileCommands
    score_model: ScoreModel
    score_sheet: ScoreSheet
    advice_panel: AdvicePanel
    cards_panel: CardsPanel
    last_seats: tuple[SeatSetup, ...]
    last_rules: RuleSet

    def __init__(
        self,
        controller: GameController | None = None,
        *,
        anim_ms: int | None = None,
        settings: AppSettings | None = None,
        data: Path | None = None,
        start_after_first_frame: bool = False,
    ) -> None:
        """Build the window; with ``start_after_first_frame`` (the app's start), build the table
        and panels right after the first frame is painted and then call :meth:`startup`;
        otherwise build them now and leave starting a match to the caller."""
        super().__init__()
        self.settings = settings or AppSettings()
        i18n.apply_language(self.settings.language)
        self.setWindowTitle(self.tr("gin3 — three-handed gin rummy"))
        self.table_built = False
        self.buttons: dict[str, QPushButton] = {}
        self.notices: list[str] = []  # every file problem shown, newest last
        self.view = TableView()
        self.pages = QStackedWidget()
        table = QWidget()
        layout = QVBoxLayout(table)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self._action_bar())
        self.pages.addWidget(table)
        self.setCentralWidget(self.pages)
        self._docks()
        self._menus()
        self.resize(1440, 900)
        self.view.setFocus()
        if start_after_first_frame:
            after_first_paint(self, lambda: self._start_after_first_frame(controller, anim_ms, data))
        else:
            self.build_table(controller, anim_ms=anim_ms, data=data)

    def _start_after_first_frame(
        self, controller: GameController | None, anim_ms: int | None, data: Path | None
    ) -> None:
        self.firstFrame.emit()
        # One more turn of the event loop first, so whatever watches the first frame sees it
        # before the table is built.
        QTimer.singleShot(0, lambda: self._build_and_start(controller, anim_ms, data))

    def _build_and_start(
        self, controller: GameController | None, anim_ms: int | None, data: Path | None
    ) -> None:
        self.build_table(controller, anim_ms=anim_ms, data=data)
        self.startup()

    def build_table(
        self,
        controller: GameController | None = None,
        *,
        anim_ms: int | None = None,
        data: Path | None = None,
    ) -> None:
        """The parts that need the engine and the files: the controller (with the autosave and
        the statistics), the cards on the table, the hand-off cover and the panels."""
        from gin3.gui.cardart import CardArt
        from gin3.gui.controller import GameController
        from gin3.gui.cover import HandoffCover
        from gin3.gui.files import FileCommands
        from gin3.gui.panels import AdvicePanel, CardsPanel
        from gin3.gui.table.cards import CardDeck
        from gin3.gui.table.scene import TableScene
        from gin3.store import Autosave, Statistics

        self.controller = controller or GameController(self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        folder = data or settings_module.data_folder()
        if self.controller.autosave is None:
            self.controller.autosave = Autosave(folder)
        if self.controller.stats is None:
            self.controller.stats = Statistics(folder / "statistics.sqlite3")
        self.controller.hints_allowed = self.settings.hints
        self.controller.confirm_knock = self._confirm_knock
        self.deck = CardDeck(CardArt(four_colour=self.settings.four_colour), self.settings.card_width)
        anim = self.settings.animation_ms if anim_ms is None else anim_ms
        self.scene = TableScene(self.controller, self.deck, anim)
        self.scene.setParent(self)  # dies with the window, not whenever Python collects it
        self.view.show_table(self.scene)
        self.cover = HandoffCover()
        self.cover.taken.connect(self.controller.take_the_table)
        self.pages.addWidget(self.cover)
        self._score_sheet()
        self.advice_panel = AdvicePanel(self.controller)
        self.advice_dock.setWidget(self.advice_panel)
        self.cards_panel = CardsPanel(self.controller)
        self.cards_dock.setWidget(self.cards_panel)
        self.files = FileCommands(self)
        self.last_seats = self.settings.seats
        self.last_rules = self.settings.rules
        self.controller.stateChanged.connect(self.refresh)
        self.controller.eventsApplied.connect(self._announce_events)
        self.controller.refused.connect(self._refused)
        self.controller.hintReady.connect(self._hint_ready)
        self.controller.notice.connect(self.show_notice)
        self.scene.message.connect(self._refused)
        self.scene.defaultAction.connect(self.default_action)
        self.scene.hintRequested.connect(self.hint)
        self.table_built = True
        for action in self._table_actions:
            action.setEnabled(True)
        self.refresh()
        self.view.setFocus()

    @property
    def last_target(self) -> int:
        return self.last_rules.target

    def _docks(self) -> None:
        """The docks' places and titles; :meth:`build_table` puts the sheet and panels in them."""
        self.score_dock = self._dock(self.tr("Score sheet"), "score-sheet")
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.score_dock)
        self.advice_dock = self._dock(self.tr("The sitter's advice"), "advice")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.advice_dock)
        self.cards_dock = self._dock(self.tr("Your cards"), "cards")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.cards_dock)
        self.resizeDocks([self.score_dock], [150], Qt.Orientation.Vertical)
        self.resizeDocks([self.advice_dock], [330], Qt.Orientation.Horizontal)
        self.resizeDocks([self.advice_dock, self.cards_dock], [420, 260], Qt.Orientation.Vertical)
        self.announcer = QLabel()
        self.announcer.setObjectName("announcer")
        self.announcer.setAccessibleName(self.tr("Last move"))
        self.statusBar().addPermanentWidget(self.announcer)

    def _score_sheet(self) -> None:
        from gin3.gui.scoresheet import ScoreModel, ScoreSheet

        self.score_model = ScoreModel(self.controller, self)
        self.score_sheet = ScoreSheet(self.score_model)
        sheet = QWidget()
        column = QVBoxLayout(sheet)
        column.setContentsMargins(4, 2, 4, 2)
        self.rules_caption = QLabel()
        self.rules_caption.setObjectName("rules-caption")
        self.rules_caption.setWordWrap(True)
        column.addWidget(self.rules_caption)
        column.addWidget(self.score_sheet, 1)
        self.score_dock.setWidget(sheet)

    def _dock(self, title: str, name: str) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        return dock

    # -- building ------------------------------------------------------------

    def _action_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("action-bar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(10, 6, 10, 6)
        texts = self._button_texts()
        # The controller comes with build_table: the buttons look it up when clicked, and
        # refresh() shows the ones that apply.
        specs: list[tuple[str, Callable[[], object]]] = [
            ("deal", lambda: self.controller.begin()),
            ("take", lambda: self.controller.take_upcard()),
            ("pass", lambda: self.controller.pass_upcard()),
            ("knock", lambda: self.controller.knock(self.scene.selected)),
            ("laydown", lambda: self.controller.lay_down()),
            ("next", lambda: self.controller.next_hand()),
            ("newmatch", self.new_match),
        ]
        for key, slot in specs:
            button = QPushButton(texts[key])
            button.setObjectName(key)
            button.setVisible(False)
            button.clicked.connect(slot)
            button.setMinimumHeight(34)
            button.setMinimumWidth(80)
            font = button.font()
            font.setBold(True)
            button.setFont(font)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys with the table
            row.addWidget(button)
            self.buttons[key] = button
        self.deadwood = QLabel()
        self.deadwood.setObjectName("deadwood")
        self.deadwood.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.deadwood.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.deadwood, 1)
        row.addSpacing(16)
        self.sort_label = QLabel(texts["sort"])
        row.addWidget(self.sort_label)
        for key in SORT_KEYS:
            button = QPushButton(texts[f"sort-{key}"])
            button.setObjectName(f"sort-{key}")
            button.clicked.connect(lambda _=False, k=key: self.sort_by(k))
            button.setMinimumHeight(34)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(button)
            self.buttons[f"sort-{key}"] = button
        return bar

    def _button_texts(self) -> dict[str, str]:
        return {
            "deal": self.tr("&Deal"),
            "take": self.tr("&Take the upcard"),
            "pass": self.tr("&Pass"),
            "knock": self.tr("&Knock"),
            "laydown": self.tr("&Lay down"),
            "next": self.tr("&Next hand"),
            "newmatch": self.tr("New &match"),
            "sort": self.tr("Sort:"),
            "sort-suit": self.tr("by &suit"),
            "sort-rank": self.tr("by &rank"),
            "sort-melds": self.tr("by m&elds"),
        }

    def _language_menu(self, parent: QMenu) -> None:
        menu = parent.addMenu(self.tr("&Language"))
        group = QActionGroup(menu)
        chosen = self.settings.language
        choices = [(i18n.SYSTEM, self.tr("System language")), *i18n.LANGUAGES.items()]
        for code, name in choices:
            action = QAction(name, menu)
            action.setObjectName(f"language-{code}")
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(action)
            menu.addAction(action)

    def set_language(self, choice: str) -> None:
        """Speak another language at once (remembered for the next start)."""
        self.settings.language = choice
        i18n.apply_language(choice)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the window, the table and the panels again, in the current language."""
        self.setWindowTitle(self.tr("gin3 — three-handed gin rummy"))
        texts = self._button_texts()
        for key, button in self.buttons.items():
            button.setText(texts[key])
        self.sort_label.setText(texts["sort"])
        self.score_dock.setWindowTitle(self.tr("Score sheet"))
        self.advice_dock.setWindowTitle(self.tr("The sitter's advice"))
        self.cards_dock.setWindowTitle(self.tr("Your cards"))
        self.announcer.setAccessibleName(self.tr("Last move"))
        self.announcer.setText("")
        fast = self.fast_action.isChecked()
        for action in self._menu_actions:
            self.removeAction(action)
        self.menuBar().clear()
        self._menus()
        self.fast_action.setChecked(fast)
        self.view.retranslate()
        if not self.table_built:
            return  # build_table gives the rest its texts in the language chosen by then
        self.advice_panel.retranslate()
        self.cards_panel.retranslate()
        self.cover.retranslate()
        self.scene.retranslate()
        self._reopen_windows()
        self.controller.desk.retranslate()
        self.score_model.refresh()
        self.advice_panel.refresh()
        self.scene.sync()
        self.refresh()

    def _reopen_windows(self) -> None:
        """The rules and statistics windows, if open, open again in the new language."""
        from shiboken6 import isValid

        for name, show in (("rules_window", self.show_rules), ("stats_window", self.show_statistics)):
            window = getattr(self, name, None)
            if window is not None and isValid(window) and window.isVisible():
                window.close()
                show()

    def _menus(self) -> None:
        self._menu_actions: list[QAction] = []
        self._table_actions: list[QAction] = []
        game = self.menuBar().addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New match…"), QKeySequence.StandardKey.New, self.new_match)
        # FileCommands comes with build_table: these look it up when chosen.
        self._action(
            game, self.tr("&Open match…"), QKeySequence.StandardKey.Open, lambda: self.files.open_match()
        )
        self._action(
            game, self.tr("&Save match as…"), QKeySequence("Ctrl+Shift+S"), lambda: self.files.save_match()
        )
        self._action(game, self.tr("&Export log…"), QKeySequence("Ctrl+E"), lambda: self.files.export_log())
        game.addSeparator()
        self._action(game, self.tr("&Hint"), QKeySequence("H"), self.hint)
        self._action(game, self.tr("&Statistics…"), QKeySequence("Ctrl+T"), self.show_statistics)
        self._action(game, self.tr("Se&ttings…"), QKeySequence.StandardKey.Preferences, self.show_settings)
        game.addSeparator()
        self._action(game, self.tr("&Quit"), QKeySequence("Ctrl+Q"), self.close, needs_table=False)
        view = self.menuBar().addMenu(self.tr("&View"))
        self._action(
            view, self.tr("&Full screen"), QKeySequence("F11"), self.toggle_full_screen, needs_table=False
        )
        for dock in (self.score_dock, self.advice_dock, self.cards_dock):
            view.addAction(dock.toggleViewAction())
        fast = QAction(self.tr("Fast &computer players"), self)
        fast.setCheckable(True)
        fast.toggled.connect(self.set_fast)
        fast.setEnabled(self.table_built)
        self._table_actions.append(fast)
        view.addAction(fast)
        self.fast_action = fast
        view.addSeparator()
        self._language_menu(view)
        helpmenu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(helpmenu, self.tr("&Rules"), QKeySequence("F1"), lambda: self.show_rules())
        about = QAction(self.tr("&About gin3"), self)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(self.show_about)
        helpmenu.addAction(about)

    def _action(
        self,
        menu: QMenu,
        text: str,
        shortcut: QKeySequence | QKeySequence.StandardKey,
        slot: Callable[[], object],
        *,
        needs_table: bool = True,
    ) -> QAction:
        """A menu command with its shortcut; one that ``needs_table`` stays disabled
        until :meth:`build_table` has run (the first frame comes before the table)."""
        action = QAction(text, self)
        action.setShortcut(shortcut)
        action.setEnabled(self.table_built or not needs_table)
        if needs_table:
            self._table_actions.append(action)
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)
        self._menu_actions.append(action)
        return action

    # -- commands ------------------------------------------------------------

    def new_match(self) -> None:
        from gin3.gui.dialogs import NewMatchDialog

        dialog = NewMatchDialog(self, self.last_seats, rules=self.last_rules)
        if dialog.exec() == NewMatchDialog.DialogCode.Accepted:
            self.start(dialog.seats(), rules=dialog.rules())

    def start(
        self,
        seats: tuple[SeatSetup, ...],
        *,
        seed: int | None = None,
        target: int | None = None,
        rules: RuleSet | None = None,
    ) -> None:
        """Start a match; the seats and rules become the new-match dialog's first offer."""
        from gin3.engine import RuleSet

        rules = rules or RuleSet(target=target or 100)
        self.last_seats, self.last_rules = seats, rules
        self.settings.seats, self.settings.rules = seats, rules
        self.controller.new_match(seats, seed=seed, rules=rules)
        self.view.setFocus()

    # -- start-up: resume an unfinished match ----------------------------------

    def startup(self) -> None:
        """Offer to resume the autosaved match; else start one person against two computers."""
        stats = self.controller.stats
        if stats is not None and stats.notice:
            self.show_notice(stats.notice)
        if not self.files.offer_resume():
            self.start_default()
        self.ready.emit()

    def show_notice(self, text: str) -> None:
        """A file problem, in a message box that does not stop the game."""
        self.files.notice(text)

    # -- windows ---------------------------------------------------------------

    def show_rules(self) -> RulesWindow:
        from gin3.gui.windows import RulesWindow

        match = self.controller.match
        window = RulesWindow(match.rules if match is not None else self.last_rules, self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        self.rules_window = window
        return window

    def show_statistics(self) -> StatisticsWindow | None:
        from gin3.gui.windows import StatisticsWindow

        if self.controller.stats is None:
            return None
        window = StatisticsWindow(self.controller.stats, self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        self.stats_window = window
        return window

    def show_settings(self) -> None:
        from gin3.gui.windows import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_settings()

    def apply_settings(self) -> None:
        """Animation speed, four colours and hints at once; the card size from the next start."""
        from gin3.gui.cardart import CardArt

        s = self.settings
        self.scene.anim_ms = s.animation_ms
        self.controller.hints_allowed = s.hints
        if self.deck.art.four_colour != s.four_colour:
            self.deck.art = CardArt(four_colour=s.four_colour)
            for item in self.scene.cards.values():
                item.update()

    def _confirm_knock(self, action: Knock) -> bool:
        if not self.settings.confirm_knock:
            return True
        from PySide6.QtWidgets import QMessageBox

        from gin3.gui.showdown import describe

        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Knock?"),
            self.tr("Do you want to {move}?").format(move=describe(action)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        i18n.name_buttons(box)
        return box.exec() == QMessageBox.StandardButton.Yes

    def start_default(self, seed: int | None = None) -> None:
        """One person against two computer players."""
        from gin3.gui.setup import SeatSetup, default_level

        level = default_level()
        self.start(
            (SeatSetup(self.tr("Player")), SeatSetup("Ana", level), SeatSetup("Ben", level)), seed=seed
        )

    def sort(self, mode: SortMode) -> None:
        self.scene.order.sort(mode)
        self.scene.sync()

    def sort_by(self, key: str) -> None:
        """Sort the hand by one of :data:`SORT_KEYS`."""
        from gin3.gui.table.handorder import SortMode

        self.sort(SortMode(key))

    def show_about(self) -> None:
        from gin3.gui.dialogs import show_about

        show_about(self)

    def hint(self) -> None:
        if not self.controller.hints_allowed:
            self.statusBar().showMessage(self.tr("Hints are turned off in the settings."))
        elif not self.controller.request_hint():
            self.statusBar().showMessage(self.tr("No hint now: hints are for your own decisions."))

    def _hint_ready(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def set_fast(self, fast: bool) -> None:
        """Pace: a person can follow every computer move, or the computer plays briskly."""
        self.controller.ai_delay_ms = 150 if fast else 700
        self.scene.anim_ms = min(120, self.settings.animation_ms) if fast else self.settings.animation_ms

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def default_action(self) -> None:
        """Enter: the one obvious button (Accept the suggestion, Deal, Next hand, Lay down, New match)."""
        if self.advice_panel.accept.isVisible() and self.advice_panel.accept.isEnabled():
            self.advice_panel.accept.click()
            return
        for key in ("deal", "next", "laydown", "newmatch"):
            button = self.buttons[key]
            if button.isVisible() and button.isEnabled():
                button.click()
                return

    # -- showing state -------------------------------------------------------

    def _refused(self, reason: str) -> None:
        self.statusBar().showMessage(reason)

    def refresh(self) -> None:
        from gin3.engine import Phase
        from gin3.gui.setup import Stage

        ctrl = self.controller
        stage = ctrl.stage
        match = ctrl.match
        phase = match.hand.phase if match is not None else None
        human = ctrl.human_to_act()
        if ctrl.covered:
            self.cover.show_for(ctrl)
            if self.pages.currentWidget() is not self.cover:
                self.pages.setCurrentWidget(self.cover)
                self.cover.setFocus()
        elif self.pages.currentWidget() is not self.pages.widget(0):
            self.pages.setCurrentIndex(0)
            self.view.setFocus()
        advice = ctrl.shown_advice()
        advised = advice.action if advice is not None and ctrl.is_human(advice.captain) else None
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
        self._mark_advised_buttons(advised)
        focus = self.focusWidget()
        if not ctrl.covered and (focus is None or not focus.isVisible()):
            self.view.setFocus()
        self._show_deadwood()
        self._show_cards()
        self._show_rules_caption()
        if ctrl.covered:
            self.statusBar().showMessage(self.cover.heading.text())
        elif ctrl.suggesting() and match is not None:
            self.statusBar().showMessage(
                self.tr("Suggest a move for {captain}.").format(captain=match.name(match.hand.turn))
            )
        elif stage is Stage.PLAYING and match is not None:
            if human:
                self.statusBar().showMessage(
                    self.tr("{name}, your turn.").format(name=match.name(match.hand.turn))
                    if len(ctrl.humans) > 1
                    else self.tr("Your turn.")
                )
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

    def _mark_advised_buttons(self, advised: object) -> None:
        """The suggested move on its button: Take, Pass or Knock (R20)."""
        from gin3.engine import Knock, PassUpcard, TakeUpcard

        texts = {
            "take": (self.tr("&Take the upcard"), self.tr("&Take the upcard (suggested)"), TakeUpcard),
            "pass": (self.tr("&Pass"), self.tr("&Pass (suggested)"), PassUpcard),
            "knock": (self.tr("&Knock"), self.tr("&Knock (suggested)"), Knock),
        }
        for key, (plain, marked, kind) in texts.items():
            on = isinstance(advised, kind)
            button = self.buttons[key]
            button.setText(marked if on else plain)
            button.setStyleSheet("QPushButton { border: 3px solid #ff8a65; }" if on else "")

    def _show_cards(self) -> None:
        from gin3.gui.setup import Stage

        ctrl = self.controller
        match, side = ctrl.match, ctrl.viewer_side()
        if match is None or side is None or ctrl.stage is not Stage.PLAYING:
            self.cards_panel.show_cards([], "", None, "")
            return
        self.cards_panel.show_cards(
            list(self.scene.order.cards), match.name(side), ctrl.shown_roles.get(side), self.deadwood.text()
        )

    def _show_rules_caption(self) -> None:
        from gin3.gui.windows import house_rules_text

        match = self.controller.match
        rules = match.rules if match is not None else self.last_rules
        text = " ".join(line[2:] for line in house_rules_text(self, rules).splitlines())
        self.rules_caption.setText(self.tr("House rules of this match: {rules}").format(rules=text))

    def _announce_events(self, events: tuple[object, ...]) -> None:
        """Moves are announced: the status label changes and screen readers hear it."""
        from gin3.gui.announce import announce_text

        text = announce_text(self.controller, events)
        if text:
            self.announcer.setText(text)
            from gin3.gui.announce import announce

            announce(self.announcer, text)

    def _show_deadwood(self) -> None:
        from gin3.engine import best_discards, deadwood_value
        from gin3.gui.setup import Stage
        from gin3.gui.showdown import cards_text

        cards = self.scene.order.cards
        ctrl = self.controller
        if ctrl.stage is not Stage.PLAYING or not cards or ctrl.viewer is None:
            self.deadwood.setText("")
            return
        if ctrl.viewer_side() is None:
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

    def shutdown(self) -> None:
        """Stop the computer players' thread work (nothing to stop before the table is built)."""
        if self.table_built:
            self.controller.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)
