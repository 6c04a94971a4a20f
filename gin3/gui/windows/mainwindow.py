"""The main window: the table, the action bar, the docks, menus and shortcuts.

The window is built in two steps so the app shows its first frame quickly:
the frame (menus, the felt, the action bar, the docks' places, the status bar)
needs only Qt, and :meth:`MainWindow.build_table` then adds what needs the
engine, the computer players and the files (the controller, the cards, the
panels). The app asks for the second step right after the first frame is
painted; tests and the self-test get both at once.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from gin3.gui import i18n
from gin3.gui import settings as settings_module
from gin3.gui.firstframe import after_first_paint
from gin3.gui.settings import AppSettings
from gin3.gui.table.view import TableView
from gin3.gui.windows.actionbar import SORT_KEYS, ActionBar, deadwood_line, status_line
from gin3.gui.windows.docks import Docks
from gin3.gui.windows.geometry import open_inside_screen
from gin3.gui.windows.language import window_title
from gin3.gui.windows.looks import Looks
from gin3.gui.windows.menus import Menus

if TYPE_CHECKING:
    from gin3.engine import Knock, Mode, RuleSet
    from gin3.gui.controller import GameController
    from gin3.gui.models import ScoreModel
    from gin3.gui.table.cards import CardDeck
    from gin3.gui.table.scene import TableScene
    from gin3.gui.windows.cover import HandoffCover
    from gin3.gui.windows.files import FileCommands
    from gin3.gui.windows.panels import AdvicePanel, CardsPanel, HandLogPanel, ScoreSheet
    from gin3.gui.windows.rules import RulesWindow
    from gin3.gui.windows.statistics import StatisticsWindow
    from gin3.session import Played, SeatSetup

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """One match on the table; Ctrl+N starts another."""

    firstFrame = Signal()
    """The first frame has been painted (emitted only with ``start_after_first_frame``)."""
    ready = Signal()
    """:meth:`startup` is done: the new match waits at the draw for roles, or the resume question is open."""

    controller: GameController
    scene: TableScene
    score_model: ScoreModel
    score_sheet: ScoreSheet
    advice_panel: AdvicePanel
    cards_panel: CardsPanel
    log_panel: HandLogPanel
    deck: CardDeck
    cover: HandoffCover
    files: FileCommands
    last_seats: tuple[SeatSetup, ...]
    last_rules: RuleSet
    last_game: Mode

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
        self.setWindowTitle(self.tr("Three-handed gin rummy"))
        self.table_built = False
        self._opens_statistics = False  # see open_statistics
        self.notices: list[str] = []  # every file problem shown, newest last
        self._state_line = ""  # the status line last shown for the table's state
        self.view = TableView()
        self.pages = QStackedWidget()
        self.bar = ActionBar(
            {
                "deal": lambda: self.controller.begin(),
                "take": lambda: self.controller.take_upcard(),
                "pass": lambda: self.controller.pass_upcard(),
                "knock": lambda: self.controller.knock(self.scene.selected),
                "laydown": lambda: self.controller.lay_down(),
                "next": lambda: self.controller.next_hand(),
                "newmatch": self.new_match,
                **{f"sort-{key}": partial(self.sort_by, key) for key in SORT_KEYS},
            }
        )
        self.buttons = self.bar.buttons
        self.deadwood = self.bar.deadwood
        table = QWidget()
        layout = QVBoxLayout(table)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.bar)
        self.pages.addWidget(table)
        self.setCentralWidget(self.pages)
        self.docks = Docks(self)
        self.score_dock, self.advice_dock, self.cards_dock, self.log_dock = self.docks.all()
        self.rules_caption = self.docks.rules_caption
        self.announcer = QLabel()
        self.announcer.setObjectName("announcer")
        self.announcer.setAccessibleName(self.tr("Last move"))
        self.statusBar().addPermanentWidget(self.announcer)
        self.menus = Menus(self)
        self.looks = Looks(self)  # the theme, the felt and the cards' backs (issue 20)
        self.screen_fit = open_inside_screen(self, self.settings)  # remembered, or fitted to the screen
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
        from gin3.gui.controller import GameController

        # What no input needs before a match is played comes once the table is ready for input,
        # a task per turn of the event loop: the statistics (a database), and the computer
        # players' process (its first question would start it anyway); built before, they
        # would keep the table from the player.
        warm_up = controller is None
        self.build_table(
            controller or GameController(self, warm_up=False), anim_ms=anim_ms, data=data, statistics=False
        )
        self.startup()
        later: list[Callable[[], object]] = [self.open_statistics]
        if warm_up:
            later.append(self.controller.computers.thinker.warm_up)
        for task in later:
            QTimer.singleShot(0, task)

    def build_table(
        self,
        controller: GameController | None = None,
        *,
        anim_ms: int | None = None,
        data: Path | None = None,
        statistics: bool = True,
    ) -> None:
        """The parts that need the engine and the files: the controller (with the autosave and,
        unless ``statistics`` is false, the statistics: see :meth:`open_statistics`), the cards
        on the table, the hand-off cover and the panels."""
        from gin3.gui.controller import GameController
        from gin3.gui.sound.player import SoundCues
        from gin3.gui.table.cards import CardDeck
        from gin3.gui.table.scene import TableScene
        from gin3.gui.windows.cover import HandoffCover
        from gin3.gui.windows.files import FileCommands
        from gin3.gui.windows.matchend import MatchEnd
        from gin3.store import Autosave

        self.controller = controller or GameController(self)
        ctrl = self.controller
        if ctrl.parent() is None:
            ctrl.setParent(self)
        self.data_folder = data or settings_module.data_folder()
        keeps_files = ctrl.autosave is None
        if keeps_files:
            ctrl.keep_files(Autosave(self.data_folder), None)
        ctrl.hints_allowed = self.settings.hints
        ctrl.confirm_knock = self._confirm_knock
        self.deck = CardDeck(self.looks.card_art(), self.settings.card_width)
        anim = self.settings.animation_ms if anim_ms is None else anim_ms
        self.scene = TableScene(ctrl, self.deck, anim)
        self.scene.setParent(self)  # dies with the window, not whenever Python collects it
        self.view.show_table(self.scene)
        self.cover = HandoffCover(felt=self.looks.cover_felt())
        self.cover.taken.connect(ctrl.take_the_table)
        self.pages.addWidget(self.cover)
        self.docks.fill(ctrl)
        self.score_model = ctrl.score_model
        self.score_sheet, self.advice_panel = self.docks.score_sheet, self.docks.advice_panel
        self.cards_panel, self.log_panel = self.docks.cards_panel, self.docks.log_panel
        self.advice_panel.tableWanted.connect(self.view.setFocus)
        self.files = FileCommands(self)
        self.last_seats = self.settings.seats
        self.last_rules = self.settings.rules
        self.last_game = self.settings.game
        self._state_generation = -1  # the match whose state the status line last showed
        ctrl.matchStarted.connect(self.announcer.clear)  # the last move of the match before is gone
        ctrl.matchStarted.connect(lambda: self.setWindowTitle(window_title(self)))
        for signal in (ctrl.matchStarted, ctrl.played, ctrl.tableChanged, ctrl.adviceChanged):
            signal.connect(self.refresh)
        ctrl.hand_model.layoutChanged.connect(self.refresh)
        ctrl.played.connect(self._announce)
        ctrl.refused.connect(self._say)
        ctrl.hintReady.connect(self._say)
        ctrl.notice.connect(self.show_notice)
        self.scene.message.connect(self._say)
        self.scene.defaultAction.connect(self.default_action)
        self.scene.hintRequested.connect(self.hint)
        self.match_end = MatchEnd(self)  # the summary when a match ends (issue 18)
        self.sound = SoundCues(ctrl, self.settings, self)  # a cue per move (issue 20)
        self.table_built = True
        self.menus.enable_table()
        self.refresh()
        self.view.setFocus()
        self._opens_statistics = keeps_files
        if statistics:
            self.open_statistics()

    def open_statistics(self) -> None:
        """Count the matches in the statistics of the data folder from now on, unless the
        controller was given its files (or counts already); a damaged file is moved aside,
        and said. Anything that needs the statistics calls it first."""
        if not self._opens_statistics or self.controller.stats is not None:
            return
        from gin3.store import Statistics

        stats = Statistics(self.data_folder / "statistics.sqlite3")
        self.controller.keep_statistics(stats)
        if stats.notice:
            self.show_notice(stats.notice)

    @property
    def fast_action(self) -> QAction:
        return self.menus.fast

    @property
    def last_target(self) -> int:
        return self.last_rules.target

    def docks_list(self) -> tuple[QDockWidget, ...]:
        """The docks, in the order the View menu lists them."""
        return self.docks.all()

    # -- language ----------------------------------------------------------------

    def set_language(self, choice: str) -> None:
        """Speak another language at once (remembered for the next start)."""
        self.settings.language = choice
        i18n.apply_language(choice)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the window, the table and the panels again, in the current language."""
        from gin3.gui.windows.language import retranslate_window

        retranslate_window(self)

    # -- commands ------------------------------------------------------------

    def new_match(self) -> None:
        """New match (Ctrl+N, the button): asks about an unfinished match, then the new-match dialog."""
        from gin3.gui.windows.starting import ask_new_match

        ask_new_match(self)

    def start(
        self,
        seats: tuple[SeatSetup, ...],
        *,
        seed: int | None = None,
        target: int | None = None,
        rules: RuleSet | None = None,
    ) -> None:
        """Start the match the player set up (two seats: two-player gin; three: chouette); its
        game, seats and rules become the new-match dialog's first offer, now and after a restart."""
        from gin3.engine import RuleSet
        from gin3.gui.windows.starting import remember_and_start

        remember_and_start(self, seats, seed, rules or RuleSet(target=target or 100))

    def startup(self) -> None:
        """Offer to resume the autosaved match; else start one person against two computers."""
        if not self.files.offer_resume():
            self.start_default()
        self.ready.emit()

    def start_default(self, seed: int | None = None) -> None:
        """One person against two computer players (see :func:`starting.start_default`)."""
        from gin3.gui.windows.starting import start_default

        start_default(self, seed)

    def show_notice(self, text: str) -> None:
        """A file problem, in a message box that does not stop the game."""
        self.files.notice(text)

    def show_rules(self) -> RulesWindow:
        from gin3.engine import Mode
        from gin3.gui.windows.rules import RulesWindow

        match = self.controller.session.match
        game = match.mode if match is not None else Mode.CHOUETTE
        window = RulesWindow(match.rules if match is not None else self.last_rules, self, game)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        self.rules_window = window
        return window

    def show_statistics(self) -> StatisticsWindow | None:
        from gin3.gui.windows.statistics import StatisticsWindow

        self.open_statistics()
        stats = self.controller.stats
        if stats is None:
            return None
        self.controller.flush()  # the window shows every finished match
        window = StatisticsWindow(stats, self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        self.stats_window = window
        return window

    def show_settings(self) -> None:
        """The settings dialog; what it changes applies at once (see :func:`apply_settings`)."""
        from gin3.gui.windows.settingsdialog import SettingsDialog, apply_settings

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            apply_settings(self)

    def _confirm_knock(self, action: Knock) -> bool:
        from gin3.gui.windows.dialogs import ask_to_knock

        return not self.settings.confirm_knock or ask_to_knock(self, action)

    def sort_by(self, key: str) -> None:
        """Sort the hand by one of :data:`SORT_KEYS`."""
        from gin3.gui.models import SortMode

        self.controller.hand_model.sort_cards(SortMode(key))

    def show_about(self) -> None:
        from gin3.gui.windows.dialogs import show_about

        show_about(self)

    def hint(self) -> None:
        if not self.controller.hints_allowed:
            self.statusBar().showMessage(self.tr("Hints are turned off in the settings."))
        elif not self.controller.request_hint():
            self.statusBar().showMessage(self.tr("No hint now: hints are for your own decisions."))

    def set_fast(self, fast: bool) -> None:
        """Pace: a person can follow every computer move, or the computer plays briskly."""
        self.controller.computers.delay_ms = 150 if fast else 700
        self.scene.anim_ms = min(120, self.settings.animation_ms) if fast else self.settings.animation_ms

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def default_action(self) -> None:
        """Enter with nothing to act on at the table: Accept the suggestion, Deal or Lay down.

        Enter never passes a result (issue 18): at a showdown it only repeats how to deal the
        next hand (N or Next hand), at the match's end it brings the summary back."""
        if self.advice_panel.accept.isVisible() and self.advice_panel.accept.isEnabled():
            self.advice_panel.accept.click()
            return
        if self.match_end.enter_at_a_result():
            return
        for key in ("deal", "laydown"):
            button = self.buttons[key]
            if button.isVisible() and button.isEnabled():
                button.click()
                return

    # -- showing the table's state ---------------------------------------------------

    def _say(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def refresh(self) -> None:
        """The cover, the action bar, the status line and the rules caption, for the table now."""
        session = self.controller.session
        if session.covered:
            self.cover.show_for(session)
            if self.pages.currentWidget() is not self.cover:
                self.pages.setCurrentWidget(self.cover)
                self.cover.setFocus()
        elif self.pages.currentWidget() is not self.pages.widget(0):
            self.pages.setCurrentIndex(0)
            self.view.setFocus()
        cards = self.controller.hand_model.cards
        self.bar.refresh(session, cards)
        self.cards_panel.show_title(deadwood_line(session, cards))
        focus = self.focusWidget()
        if not session.covered and (focus is None or not focus.isVisible()):
            self.view.setFocus()
        line = status_line(session, self.cover.heading.text())
        # a hint or a refusal stays until the state moves on; nothing stays into another match
        if line != self._state_line or session.generation != self._state_generation:
            self.statusBar().showMessage(line)
        self._state_line, self._state_generation = line, session.generation
        match = session.match
        self.docks.show_rules(match.rules if match is not None else self.last_rules)
        self.menus.follow(exportable=self.files.export_viewer()[0])

    def _announce(self, played: Played) -> None:
        """Moves are announced: the status label changes and screen readers hear it."""
        from gin3.gui.windows.announce import announce_moves

        match = self.controller.session.match
        announce_moves(self.announcer, match.players if match is not None else (), played.events)

    def shutdown(self) -> None:
        """Stop the computer players and finish the pending writes (nothing before the table is built)."""
        if self.table_built:
            self.controller.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)
