"""Translations (issue 7): compiled catalogues up to date, plurals, runtime switching, completeness."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QAction, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QMenu,
    QMenuBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gin3.engine import HandScored, Mode, Outcome, Role, RuleSet, Seat
from gin3.gui import i18n
from gin3.gui.text.showdown import showdown_html
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.rules import RulesWindow
from gin3.gui.windows.settingsdialog import SettingsDialog
from gin3.session import Stage

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "translations"
CATALOGUES = sorted(FOLDER.glob("gin3_*.ts"))


def _lrelease() -> list[str]:
    tool = shutil.which("pyside6-lrelease")
    if tool:
        return [tool]
    return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()"]


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.stem)
def test_committed_qm_is_up_to_date(ts: Path, tmp_path: Path) -> None:
    """The .qm beside each .ts is exactly what lrelease makes of it (run lrelease and commit both)."""
    qm = ts.with_suffix(".qm")
    assert qm.exists(), f"{qm.name} is missing: run pyside6-lrelease {ts.name}"
    fresh = tmp_path / qm.name
    subprocess.run([*_lrelease(), "-silent", str(ts), "-qm", str(fresh)], check=True, timeout=60)
    assert fresh.read_bytes() == qm.read_bytes(), f"{qm.name} is stale: run pyside6-lrelease {ts.name}"


@pytest.mark.parametrize(
    ("locale", "environ", "code"),
    [
        ("tr_TR", {}, "tr"),
        ("hu_HU", {}, "hu"),
        ("sq_AL", {}, "sq"),
        ("sr_RS", {}, "sr"),
        ("sr_Latn_RS", {}, "sr_Latn"),
        ("de_DE", {}, "en"),
        ("en_GB", {}, "en"),
    ],
)
def test_language_for_locale(locale: str, environ: dict[str, str], code: str) -> None:
    assert i18n.language_for_locale(QLocale(locale), environ) == code


def test_serbian_latin_modifier_of_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("sr_RS")))
    assert i18n.language_for_locale(None, {"LANG": "sr_RS.UTF-8@latin"}) == "sr_Latn"
    assert i18n.language_for_locale(None, {"LANG": "sr_RS.UTF-8"}) == "sr"


def test_english_plurals(qapp: object) -> None:
    try:
        i18n.apply_language("en")
        one = QCoreApplication.translate("Showdown", "{winner} wins %n point(s)", None, 1)
        many = QCoreApplication.translate("Showdown", "{winner} wins %n point(s)", None, 21)
        assert one == "{winner} wins 1 point"
        assert many == "{winner} wins 21 points"
    finally:
        i18n.apply_language("en")


def _messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            out.append((name, msg.findtext("source") or "", msg))
    return out


SHIPPED = sorted(p.stem.removeprefix("gin3_") for p in CATALOGUES if p.stem != "gin3_en")


@pytest.mark.parametrize("code", SHIPPED)
def test_catalogue_is_finished(code: str) -> None:
    """Every message of a shipped language is translated, with every plural form filled."""
    unfinished = []
    for context, source, msg in _messages(FOLDER / f"gin3_{code}.ts"):
        tr = msg.find("translation")
        assert tr is not None
        forms = (
            [f.text or "" for f in tr.iter("numerusform")] if msg.get("numerus") == "yes" else [tr.text or ""]
        )
        if tr.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            unfinished.append(f"{context}: {source}")
        for form in forms:
            for placeholder in re.findall(r"\{\w+\}", source):
                assert placeholder in form, f"{code} {context}: {source!r} lost {placeholder}"
    assert not unfinished, f"{code}: {len(unfinished)} unfinished, e.g. {unfinished[:5]}"


def _english_patterns(code: str) -> list[tuple[re.Pattern[str], str]]:
    """The English source texts that ``code`` translates differently, as patterns of visible text."""
    out = []
    for _context, source, msg in _messages(FOLDER / f"gin3_{code}.ts"):
        tr = msg.find("translation")
        text = (tr.text or "") if tr is not None else ""
        if msg.get("numerus") != "yes" and text == source:
            continue
        plain = source.replace("&", "")
        if len(re.sub(r"\{\w+\}|%L?n|\W", "", plain)) < 3:
            continue
        pattern = re.escape(plain)
        pattern = re.sub(r"\\\{\w+\\\}", ".+", pattern)
        pattern = pattern.replace("%n", r"\d+").replace("%Ln", r"[\d.,\s]+")
        pattern = pattern.replace(re.escape("(s)"), "s?")
        out.append((re.compile(pattern), source))
    return out


def _visible_texts(window: QWidget) -> list[str]:
    texts: list[str] = [window.windowTitle()]
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QDockWidget):
            texts.append(widget.windowTitle())
        if isinstance(widget, QMenuBar):
            for action in widget.actions():
                texts.append(action.text())
                menu = action.menu()
                if isinstance(menu, QMenu):
                    texts += [a.text() for a in menu.actions() if a.text()]
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                if not item.isVisible():
                    continue
                if isinstance(item, QGraphicsSimpleTextItem):
                    texts.append(item.text())
                elif isinstance(item, QGraphicsTextItem):
                    texts += item.toPlainText().splitlines()
    return [t.replace("&", "").strip() for t in texts if t and t.strip()]


def _english_left(code: str, window: QWidget) -> list[str]:
    patterns = _english_patterns(code)
    return [text for text in _visible_texts(window) for p, _ in patterns if p.fullmatch(text)]


def _play_to_showdown(qtbot: QtBot, h: ModuleType) -> MainWindow:
    window: MainWindow = h.open_window(qtbot, role=Role.BOX)
    ctrl = window.controller
    ctrl.begin()
    while ctrl.session.stage is not Stage.HAND_OVER:
        qtbot.waitUntil(
            lambda: ctrl.session.human_to_act() or ctrl.session.stage is Stage.HAND_OVER, timeout=20000
        )
        if ctrl.session.stage is Stage.HAND_OVER:
            break
        h.play_one_move(ctrl)
    return window


def test_no_english_left_in_the_window_dialogs_and_showdown(qtbot: QtBot, h: ModuleType) -> None:
    """With each catalogue loaded, no visible text is an English source that the catalogue translates."""
    window = _play_to_showdown(qtbot, h)
    try:
        for code in SHIPPED:
            window.set_language(code)
            assert _english_left(code, window) == [], code
            for dialog in (
                SettingsDialog(window.settings, window),
                NewMatchDialog(window, window.last_seats),
            ):
                dialog.show()
                qtbot.waitExposed(dialog)
                assert _english_left(code, dialog) == [], (code, type(dialog).__name__)
                dialog.close()
                dialog.deleteLater()
        # the check itself: with English shown, the Turkish catalogue's English sources are found
        window.set_language("en")
        assert len(_english_left(SHIPPED[0], window)) > 5
    finally:
        window.set_language("en")


def test_switching_language_at_run_time_changes_the_labels(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot)
    try:
        window.set_language("en")
        english = window.menuBar().actions()[0].text(), window.score_dock.windowTitle()
        for code in SHIPPED:
            window.set_language(code)
            now = window.menuBar().actions()[0].text(), window.score_dock.windowTitle()
            assert now[0] != english[0] and now[1] != english[1], code
            assert window.settings.language == code
            assert i18n.current_language() == code
        window.set_language("en")
        assert (window.menuBar().actions()[0].text(), window.score_dock.windowTitle()) == english
    finally:
        window.set_language("en")


# the plural forms each language must show for 1, 2, 5 and 21 points
PLURALS = {
    "en": {1: "1 point", 2: "2 points", 5: "5 points", 21: "21 points"},
    "tr": {1: "1 puan", 2: "2 puan", 5: "5 puan", 21: "21 puan"},
    "hu": {1: "1 pont", 2: "2 pont", 5: "5 pont", 21: "21 pont"},
    "sq": {1: "1 pikë", 2: "2 pikë", 5: "5 pikë", 21: "21 pikë"},
    "sr": {1: "1 поен", 2: "2 поена", 5: "5 поена", 21: "21 поен"},
    "sr_Latn": {1: "1 poen", 2: "2 poena", 5: "5 poena", 21: "21 poen"},
}


def _fake_showdown(points: int, outcome: Outcome) -> str:
    """The showdown text of a hand won by the box player (seat 0) for ``points``."""
    result = HandScored(
        winner=Seat(0),
        loser=Seat(1),
        points=points,
        outcome=outcome,
        knocker=Seat(0),
        knocker_deadwood=0,
        defender_deadwood=max(0, points - 25),
    )
    names = ("Ana", "Ben", "Cem")
    before = {Seat(0): Role.BOX, Seat(1): Role.CAPTAIN, Seat(2): Role.SITTER}
    match = SimpleNamespace(
        name=lambda s: names[s],
        totals=[points, 0, 0],
        is_over=False,
        roles_of=lambda number: before,
        undos=[],
        mode=Mode.CHOUETTE,  # a chouette hand: no game of two-player gin to close
    )
    view = SimpleNamespace(result=result, rules=RuleSet(), laid_down=None, hand_number=1)
    return showdown_html(match, view)  # type: ignore[arg-type]


@pytest.mark.parametrize("code", ["en", *SHIPPED])
def test_showdown_plurals(code: str, qapp: object) -> None:
    """The showdown says 1 point, 2 points, 5 points, 21 points the language's way."""
    try:
        i18n.apply_language(code)
        for points, word in PLURALS[code].items():
            html = _fake_showdown(points, Outcome.GIN)
            text = QTextDocumentFragment.fromHtml(html).toPlainText()
            assert re.search(rf"(?<!\d){re.escape(word)}(?!\w)", text), (code, points, text)
            assert "(s)" not in text, (code, text)
        dead = QCoreApplication.translate(
            "Showdown",
            "Only %n card(s) left in the stock and nobody knocked, so nobody scores (R17).",
            None,
            2,
        )
        assert "2" in dead and "(s)" not in dead
    finally:
        i18n.apply_language("en")


RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"


def test_rules_follow_the_language(qtbot: QtBot) -> None:
    """F1 shows the rules in the language when a translation exists, else in English."""
    assert i18n.rules_path("en").name == "rules.en.md"
    assert i18n.rules_path("xx").name == "rules.en.md"
    for path in RULES.glob("rules.*.md"):
        code = path.name.split(".")[1]
        assert i18n.rules_path(code).name == path.name
    try:
        i18n.apply_language("tr")
        window = RulesWindow(RuleSet())
        qtbot.addWidget(window)
        assert "Şuet cin nasıl oynanır" in window.browser.toPlainText()
    finally:
        i18n.apply_language("en")


@pytest.mark.parametrize("path", sorted(RULES.glob("rules.*.md")), ids=lambda p: p.name)
def test_translated_rules_keep_the_structure(path: Path) -> None:
    """Every translated rules file has the English file's headings, list items and table rows."""
    english = (RULES / "rules.en.md").read_text(encoding="utf-8").splitlines()
    text = path.read_text(encoding="utf-8").splitlines()

    def shape(lines: list[str]) -> tuple[int, ...]:
        return tuple(
            sum(1 for line in lines if line.startswith(prefix)) for prefix in ("# ", "## ", "### ", "- ", "|")
        )

    assert shape(text) == shape(english)


def test_texts_tables_match_the_qt_free_packages() -> None:
    """The GUI's copies of the advice reasons, log sentences and store messages are the packages' texts."""
    from gin3.ai.advisor import TEMPLATES
    from gin3.gui.text import templates as texts
    from gin3.store.texts import LOG_TEMPLATES, MESSAGES

    assert texts.ADVICE_REASONS == TEMPLATES
    assert texts.LOG_SENTENCES == LOG_TEMPLATES
    assert texts.STORE_MESSAGES == MESSAGES


def test_store_messages_and_advice_reasons_are_translated(qapp: object) -> None:
    from gin3.ai.advisor import Reason
    from gin3.gui.text.templates import reason_text, store_message_text

    nested = "The match file /tmp/m.json could not be opened: it is empty."
    try:
        i18n.apply_language("hu")
        assert store_message_text(nested) == "A partifájl nem nyitható meg (/tmp/m.json): üres."
        assert store_message_text("something else") == "something else"
        reason = Reason("layoff.cards", (("cards", "8♥"), ("deadwood", "3")))
        assert reason_text(reason) == "Szúrd rá: 8♥; maradék: 3."
        i18n.apply_language("en")
        assert reason_text(reason) == reason.text
    finally:
        i18n.apply_language("en")


def _lupdate() -> list[str]:
    tool = shutil.which("pyside6-lupdate")
    if tool:
        return [tool]
    return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lupdate; lupdate()"]


def test_catalogues_hold_every_string_of_the_code(tmp_path: Path) -> None:
    """lupdate finds no source text that the catalogues lack (and none they hold in vain)."""
    ts = tmp_path / "gin3_hu.ts"
    shutil.copy(FOLDER / "gin3_hu.ts", ts)
    gui = Path(__file__).resolve().parents[2] / "gin3" / "gui"
    subprocess.run(
        [
            *_lupdate(),
            "-silent",
            "-extensions",
            "py",
            "-no-obsolete",
            "-target-language",
            "hu",
            str(gui),
            "-ts",
            str(ts),
        ],
        check=True,
        timeout=120,
    )
    fresh = {(c, s) for c, s, _ in _messages(ts)}
    for catalogue in CATALOGUES:
        held = {(c, s) for c, s, _ in _messages(catalogue)}
        assert fresh - held == set(), f"{catalogue.name} lacks {sorted(fresh - held)[:5]}: run lupdate"
        assert held - fresh == set(), f"{catalogue.name} holds obsolete {sorted(held - fresh)[:5]}"


def test_language_menu_switches_and_system_follows_the_locale(
    qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = h.open_window(qtbot)
    try:
        action = window.findChild(QAction, "language-hu")
        assert action is not None
        action.trigger()
        assert window.buttons["newmatch"].text() == "Új &parti"
        assert window.settings.language == "hu"
        monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("tr_TR")))
        window.findChild(QAction, "language-system").trigger()
        assert i18n.current_language() == "tr"
        assert window.settings.language == "system"
        assert QLocale().name() == "tr_TR"
    finally:
        window.set_language("en")


def test_open_rules_window_follows_a_switch(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot)
    try:
        window.show_rules()
        assert "How to play chouette gin" in window.rules_window.browser.toPlainText()
        window.set_language("sq")
        assert window.rules_window.isVisible()
        assert "Si luhet xhin shueti" in window.rules_window.browser.toPlainText()
    finally:
        window.set_language("en")
        window.rules_window.close()


def test_a_write_problem_is_translated_whole(qapp: object) -> None:
    """ "{reason} The game goes on; …" is read as itself, with its reason translated inside it."""
    from gin3.gui.text.templates import store_message_text

    failing = (
        "gin3 could not save the match to /d/autosave.json: No space left on device. "
        "The game goes on; gin3 tries again after the next move."
    )
    try:
        i18n.apply_language("hu")
        assert store_message_text(failing) == (
            "A gin3 nem tudta ide menteni a partit: /d/autosave.json: No space left on device. "
            "A játék folytatódik; a gin3 a következő lépés után újra próbálkozik."
        )
        assert store_message_text("The match is being saved again.") == "A parti mentése újra működik."
    finally:
        i18n.apply_language("en")


def _access_key(text: str) -> str | None:
    """The letter after a single "&" of a command's text ("&&" is a literal ampersand)."""
    found = re.search(r"(?<!&)&([^&\s])", text)
    return found.group(1).casefold() if found else None


def test_every_menu_has_distinct_access_keys_in_every_language(qtbot: QtBot, h: ModuleType) -> None:
    """Alt and a letter reaches one command of an open menu, in each language (the Turkish Game
    menu had three commands on A)."""
    window = h.open_window(qtbot)
    try:
        for code in ("en", *SHIPPED):
            window.set_language(code)
            menus = [window.menuBar(), *(a.menu() for a in window.menuBar().actions() if a.menu())]
            for menu in menus:
                keys = [_access_key(a.text()) for a in menu.actions() if a.isVisible() and a.text()]
                used = [k for k in keys if k is not None]
                assert len(used) == len(set(used)), (code, [a.text() for a in menu.actions()])
    finally:
        window.set_language("en")
