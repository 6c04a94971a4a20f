"""The main window: it assembles its parts and hands each what it needs (the parts and who
talks to whom: docs/architecture.md). Each part owns its widgets and talks through the
controller's signals or the callables given to it here; none of them knows this window.

The window is built in two steps so the app shows its first frame quickly:
the frame (menus, the felt, the action bar, the docks' places, the status bar)
needs only Qt, and :meth:`MainWindow.build_table` then adds what needs the
engine, the computer players and the files. The app asks for the second step
right after the first frame is painted; tests and the self-test get both at once.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow

from gin3.gui import i18n
from gin3.gui import settings as settings_module
from gin3.gui.firstframe import after_first_paint
from gin3.gui.settings import AppSettings
from gin3.gui.windows.actionbar import SORT_KEYS, deadwood_line
from gin3.gui.windows.docks import Docks
from gin3.gui.windows.geometry import open_inside_screen
from gin3.gui.windows.language import window_title
from gin3.gui.windows.looks import Looks
from gin3.gui.windows.menus import MenuCommands, Menus
from gin3.gui.windows.status import StatusLine
from gin3.gui.windows.tablearea import TableArea

if TYPE_CHECKING:
    from gin3.engine import Knock, RuleSet
    from gin3.gui.controller import GameController
    from gin3.gui.sound.player import SoundCues
    from gin3.gui.windows.files import FileCommands
    from gin3.gui.windows.language import SideWindows
    from gin3.gui.windows.matchend import MatchEnd
    from gin3.gui.windows.rules import RulesWindow
    from gin3.gui.windows.starting import MatchStarter
    from gin3.gui.windows.statistics import StatisticsWindow
    from gin3.gui.windows.tutorial import Tutor
    from gin3.session import SeatSetup

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """One match on the table; Ctrl+N starts another."""

    firstFrame = Signal()
    """The first frame has been painted (emitted only with ``start_after_first_frame``)."""
    ready = Signal()
    """:meth:`startup` is done: the new match waits at the draw for roles, or the resume question is open."""

    controller: GameController
    files: FileCommands
    starter: MatchStarter
    match_end: MatchEnd
    sound: SoundCues
    side: SideWindows

    def __init__(
        self,
        controller: GameController | None = None,
        *,
        anim_ms: int | None = None,
        settings: AppSettings | None = None,
        data: Path | None = None,
        start_after_first_frame: bool = False,
        ask_name: bool = False,
    ) -> None:
        """Build the window; with ``start_after_first_frame`` (the app's start), build the table
        and panels right after the first frame is painted and call :meth:`startup`, asking a
        first-time player's name first if ``ask_name`` (the app only: tests and benchmarks
        never wait on a dialog); otherwise build them now and leave starting a match to the caller."""
        super().__init__()
        self.settings = settings or AppSettings()
        i18n.apply_language(self.settings.language)
        self.setWindowTitle(window_title(None))
        self._ask_name = ask_name
        slots: dict[str, Callable[[], object]] = {
            "deal": lambda: self.controller.begin(),
            "take": lambda: self.controller.take_upcard(),
            "pass": lambda: self.controller.pass_upcard(),
            "knock": lambda: self.controller.knock(self.scene.selected),
            "laydown": lambda: self.controller.lay_down(),
            "next": lambda: self.controller.next_hand(),
            "newmatch": self.new_match,
            **{f"sort-{key}": partial(self.sort_by, key) for key in SORT_KEYS},
        }
        self.table = self.pages = TableArea(slots)
        self.view, self.bar = self.table.view, self.table.bar
        self.buttons, self.deadwood = self.bar.buttons, self.bar.deadwood
        self.setCentralWidget(self.table)
        self.status = StatusLine(self.statusBar())
        self.announcer = self.status.announcer
        self.docks = Docks(self)
        self.table.add_strip(self.docks.score_pad)
        self.score_dock, self.advice_dock, self.cards_dock, self.log_dock = self.docks.all()
        self.rules_caption = self.docks.rules_caption  # the house rules in a line (the score pad's)
        pad = (self.docks.score_pad.action,)
        self.menus = Menus(self, self._menu_commands(), self.settings, self.docks.all(), pad)
        self.looks = Looks(self, self.settings, self.table.lay_felt)  # theme and felt (issue 20)
        self.screen_fit = open_inside_screen(self, self.settings)  # remembered, or fitted to the screen
        self.view.setFocus()
        if start_after_first_frame:
            after_first_paint(self, lambda: self._start_after_first_frame(controller, anim_ms, data))
        else:
            self.build_table(controller, anim_ms=anim_ms, data=data)

    def _menu_commands(self) -> MenuCommands:
        # the file commands and the controller come with the table: looked up when chosen
        return MenuCommands(
            new_match=lambda: self.new_match(),
            open_match=lambda: self.open_match(),
            save_match=lambda: self.files.save_match(),
            export_log=lambda: self.files.export_log(),
            undo=lambda: self.controller.undo(),
            hint=lambda: self.hint(),
            review=lambda: self.open_review(),
            statistics=lambda: self.show_statistics(),
            settings=lambda: self.show_settings(),
            quit=lambda: self.close(),
            full_screen=lambda: self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen),
            rules=lambda: self.show_rules(),
            shortcuts=lambda: self.show_shortcuts(),
            about=lambda: self.show_about(),
            learn=lambda two_player: self.learn(two_player),
            set_fast=self.set_fast,
            set_language=self.set_language,
            set_computer_advice=self._switch_advice,
            set_muted=lambda muted: self.sound.set_muted(muted),
            say=self.status.say,
            check_deals=self.check_deals,
        )

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
        first_start = self._ask_name and not self.settings.player_name
        if self._ask_name:
            self.starter.ask_player_name()  # once: the question is remembered as asked
        self.startup()
        if first_start:  # then the guided hand is offered, once (Help has it too)
            from gin3.gui.windows.tutorial import offer_first_lesson

            QTimer.singleShot(0, lambda: offer_first_lesson(self, self.settings, self.learn))
        later: list[Callable[[], object]] = [self.files.open_statistics]
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
        unless ``statistics`` is false, the statistics: see ``FileCommands.open_statistics``), the cards
        on the table, the hand-off cover and the panels."""
        from gin3.gui.controller import GameController
        from gin3.gui.sound.player import SoundCues
        from gin3.gui.windows.files import FileCommands
        from gin3.gui.windows.language import SideWindows
        from gin3.gui.windows.matchend import MatchEnd
        from gin3.gui.windows.starting import MatchStarter
        from gin3.store import Autosave

        ctrl = self.controller = controller or GameController(self)
        if ctrl.parent() is None:
            ctrl.setParent(self)
        folder = data or settings_module.data_folder()
        keeps_files = ctrl.autosave is None
        if keeps_files:
            ctrl.keep_files(Autosave(folder), None)
        ctrl.hints_allowed = self.settings.hints
        ctrl.confirm_knock = self._confirm_knock
        self.table.lay_table(ctrl, self.settings, self.settings.animation_ms if anim_ms is None else anim_ms)
        self.scene, self.deck, self.cover = self.table.scene, self.table.deck, self.table.cover
        self.looks.apply()  # the cover takes the felt
        self.docks.fill(ctrl)
        self.score_model = ctrl.score_model
        self.score_sheet, self.advice_panel = self.docks.score_sheet, self.docks.advice_panel
        self.cards_panel, self.log_panel = self.docks.cards_panel, self.docks.log_panel
        self.advice_panel.tableWanted.connect(self.view.setFocus)
        self.score_sheet.handChosen.connect(self.open_review)
        self.docks.score_pad.handChosen.connect(self.open_review)
        say = self.status.say
        keeper = folder if keeps_files else None
        self.files = FileCommands(self, ctrl, say, lambda: self.start_default(), keeper)
        self.starter = MatchStarter(self, ctrl, self.settings, self.files.may_replace_match)
        self.side = SideWindows(self, ctrl, lambda: self.starter.last_rules, self.files.open_statistics)
        ctrl.matchStarted.connect(lambda: self.setWindowTitle(window_title(ctrl.session)))
        ctrl.matchStarted.connect(self.view.setFocus)
        for signal in (ctrl.matchStarted, ctrl.played, ctrl.tableChanged, ctrl.adviceChanged):
            signal.connect(self.refresh)
        ctrl.hand_model.layoutChanged.connect(self.refresh)
        self.status.listen(ctrl)
        from gin3.gui.windows.verify import DealLine  # with the engine, after the first frame

        DealLine(self.statusBar()).listen(ctrl)  # each deal's commitment, small
        ctrl.notice.connect(self.files.notice)  # a file problem: a box that does not stop the game
        self.scene.message.connect(say)
        self.scene.hintRequested.connect(self.hint)
        self.match_end = MatchEnd(  # the summary when a match ends (issue 18)
            self, ctrl, lambda seats, rules: self.start(seats, rules=rules), self.new_match,
            lambda: self.status.say_state(ctrl.session),
        )  # fmt: skip
        enter = partial(self.table.default_action, self.advice_panel.accept, self.match_end.enter_at_a_result)
        self.scene.defaultAction.connect(enter)  # Enter with nothing to act on at the table
        self.sound = SoundCues(ctrl, self.settings, self)  # a cue per move (issue 20)
        self.menus.table_ready(ctrl.session)
        self.refresh()
        self.view.setFocus()
        if statistics:
            self.files.open_statistics()

    @property
    def table_built(self) -> bool:  # the second step of the start is done (see the module)
        return self.table.has_table()

    @property
    def notices(self) -> list[str]:  # every file problem shown, newest last
        return self.files.notices if self.table_built else []

    @property
    def last_seats(self) -> tuple[SeatSetup, ...]:
        return self.starter.last_seats

    @property
    def last_rules(self) -> RuleSet:
        return self.starter.last_rules

    @property
    def rules_window(self) -> RulesWindow | None:
        return self.side.rules_window

    def docks_list(self) -> tuple[object, ...]:  # in the order the View menu lists them
        return self.docks.all()

    # -- language ----------------------------------------------------------------

    def set_language(self, choice: str) -> None:
        """Speak another language at once (remembered for the next start)."""
        self.settings.language = choice
        i18n.apply_language(choice)
        self.retranslate()

    def retranslate(self) -> None:
        """Every part says its texts again, in the current language."""
        session = self.controller.session if self.table_built else None
        self.setWindowTitle(window_title(session))
        self.table.retranslate()
        self.status.retranslate()
        self.docks.retranslate()
        self.menus.rebuild()
        if not self.table_built:
            return  # build_table gives the rest its texts in the language chosen by then
        self.controller.retranslate()
        self.side.retranslate()
        self.match_end.retranslate()
        self.refresh()

    # -- commands ------------------------------------------------------------

    def new_match(self) -> None:
        """New match (Ctrl+N, the button): asks about an unfinished match, then the new-match dialog."""
        self.leave_lesson()  # the question is about the person's own match, not the lesson's
        self.starter.ask_new_match()

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

        self.starter.start(seats, seed, rules or RuleSet(target=target or 100))

    def startup(self) -> None:
        """Offer to resume the autosaved match; else start one person against two computers."""
        if not self.files.offer_resume():
            self.start_default()
        self.ready.emit()

    def start_default(self, seed: int | None = None) -> None:
        """The player against two computer players (see :meth:`MatchStarter.start_default`)."""
        self.starter.start_default(seed)

    def show_rules(self) -> RulesWindow:
        return self.side.show_rules()

    def show_statistics(self) -> StatisticsWindow | None:
        return self.side.show_statistics()

    def show_settings(self) -> None:
        """The settings dialog: the appearance shows while it is open; the rest applies on OK."""
        from gin3.gui.windows.settingsdialog import ask_settings

        fast = ask_settings(self, self.settings, self._apply_settings, self.menus.fast.isChecked())
        if fast is not None:
            self.menus.fast.setChecked(fast)
            self._apply_settings()

    def _apply_settings(self) -> None:
        self.looks.apply()
        self.table.take_settings(self.settings, self._anim_ms(self.menus.fast.isChecked()))
        self.controller.hints_allowed = self.settings.hints

    def _anim_ms(self, fast: bool) -> int:
        return min(120, self.settings.animation_ms) if fast else self.settings.animation_ms

    def open_review(self, number: int | None = None) -> None:
        """Game > Review hand (Ctrl+R), or a hand chosen on the score sheet."""
        from gin3.gui.windows.review import open_review  # with the table: not before the first frame

        open_review(self, self.controller, self.status.say, number)

    def check_deals(self) -> None:
        """Game > Check the deals…: the match on the table, or a match file."""
        from gin3.gui.windows.verify import open_deal_check  # the engine's hashes, when wanted

        open_deal_check(self, self.controller)

    def learn(self, two_player: bool = False) -> Tutor:
        """Help > Learn to play chouette (or two-player gin): the guided hand at this table."""
        from gin3.engine import Mode
        from gin3.gui.windows.tutorial import Tutor

        self.leave_lesson()  # one lesson at a time
        mode = Mode.CLASSIC if two_player else Mode.CHOUETTE
        person = self.settings.player_name
        tutor = Tutor(
            self.controller, self.table, mode, person=person, start_default=self.start_default, parent=self
        )
        tutor.start()
        return tutor

    def open_match(self) -> None:
        """Game > Open (after a lesson under way is left: see :meth:`new_match`)."""
        self.leave_lesson()
        self.files.open_match()

    def leave_lesson(self) -> None:
        """End a lesson under way: the person's own match is back on the table."""
        from gin3.gui.windows.tutorial import Tutor

        for tutor in self.findChildren(Tutor):
            tutor.leave()

    def show_shortcuts(self) -> None:
        """Help > Keyboard shortcuts."""
        from gin3.gui.windows.shortcuts import show_shortcuts

        show_shortcuts(self)

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
            self.status.say(self.tr("Hints are turned off in the settings."))
        elif not self.controller.request_hint():
            self.status.say(self.tr("No hint now: hints are for your own decisions."))

    def set_fast(self, fast: bool) -> None:
        """Pace: a person can follow every computer move, or the computer plays briskly."""
        self.controller.computers.delay_ms = 150 if fast else 700
        self.scene.anim_ms = self._anim_ms(fast)

    def _switch_advice(self, on: bool) -> None:
        self.settings.computer_advice = on
        if self.table_built:
            self.starter.set_computer_advice(on)

    # -- showing the table's state ---------------------------------------------------

    def refresh(self) -> None:
        """The cover or the table, the action bar, the status line and the panels, for now."""
        session = self.controller.session
        cards = self.controller.hand_model.cards
        self.table.show_for(session, cards)
        self.cards_panel.show_title(deadwood_line(session, cards))
        self.status.follow(session)
        self.docks.follow(self.starter.last_rules)
        self.menus.follow(exportable=self.files.export_viewer()[0])

    def shutdown(self) -> None:
        """Stop the computer players and finish the pending writes (nothing before the table is built)."""
        if self.table_built:
            self.controller.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)
