"""The table as a screen reader finds it (issue 56): plates, piles, hands and cards are
accessible objects with names in the current language, the keyboard focus is the
accessible focus, and a card the person may not see is never named."""

from __future__ import annotations

from types import ModuleType

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin3.engine import Card, Hand, Role, Seat
from gin3.gui.controller import GameController
from gin3.gui.text.cards import card_name
from gin3.gui.text.moves import role_name
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage

Name, Description = QAccessible.Text.Name, QAccessible.Text.Description
R = QAccessible.Role


def _table(window: MainWindow) -> QAccessibleInterface:
    iface = QAccessible.queryAccessibleInterface(window.view)
    assert iface is not None
    return iface


def _children(iface: QAccessibleInterface) -> list[QAccessibleInterface]:
    return [iface.child(i) for i in range(iface.childCount())]


def _by_role(window: MainWindow, role: QAccessible.Role) -> list[QAccessibleInterface]:
    return [c for c in _children(_table(window)) if c.role() == role]


def _hand(window: MainWindow, title: str) -> QAccessibleInterface:
    return next(c for c in _by_role(window, R.List) if c.text(Name).startswith(title))


def _pile(window: MainWindow, start: str) -> QAccessibleInterface:
    return next(c for c in _by_role(window, R.Button) if c.text(Name).startswith(start))


def _two_player(qtbot: QtBot, seats: tuple[SeatSetup, ...], seed: int = 3) -> MainWindow:
    window = MainWindow(GameController(ai_delay_ms=0), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start(seats, seed=seed)
    return window


def test_card_names_keep_the_naming_contract(qapp: object) -> None:
    assert card_name(Card.parse("7h")) == "Seven of hearts"
    assert card_name(Card.parse("Qs")) == "Queen of spades"
    assert card_name(Card.parse("Tc")) == "Ten of clubs"
    assert card_name(Card.parse("Ad")) == "Ace of diamonds"


def test_chouette_table_has_plates_piles_and_the_cards_of_both_hands(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act, timeout=20000)
    match = ctrl.session.match
    view = match.hand
    table = _table(window)
    assert table.text(Name) == "Card table"
    plates = {p.text(Name) for p in _by_role(window, R.StaticText)}
    expected = set()
    for seat in match.seats:
        role = match.roles[seat]
        to_play = ", to play" if view.turn == seat else ""
        expected.add(f"{match.name(seat)}, {role_name(role)}, 0 points{to_play}")
    assert plates == expected
    assert _pile(window, "Stock").text(Name) == f"Stock, {len(view.stock)} cards"
    upcard = view.discard_pile[-1]
    assert _pile(window, "Discard pile").text(Name).startswith(f"Discard pile, top card {card_name(upcard)}")
    assert _pile(window, "Knock spot").text(Description)
    mine = _hand(window, "Your hand")
    assert mine.text(Name) == "Your hand, 10 cards"
    cards = _children(mine)
    assert [c.role() for c in cards] == [R.ListItem] * 10
    assert [c.text(Name) for c in cards] == [card_name(c) for c in ctrl.hand_model.cards]
    assert all(c.text(Description).startswith("in your hand, ") for c in cards)
    assert all(c.parent() is mine and mine.indexOfChild(c) == i for i, c in enumerate(cards))
    other = match.name(view.opponent_of(ctrl.session.viewer_side()))
    theirs = _hand(window, f"{other}'s hand")
    assert theirs.text(Name) == f"{other}'s hand, 10 cards"
    assert {c.text(Name) for c in _children(theirs)} == {"Face-down card"}
    assert not mine.rect().isEmpty() and table.rect().contains(mine.rect().center())


def test_a_meld_in_the_hand_is_described(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act, timeout=20000)
    from gin3.engine import MeldKind, best_arrangement

    hand = ctrl.hand_model.cards
    kinds = {c: m.kind for m in best_arrangement(hand).melds for c in m.cards}
    words = {MeldKind.RUN: "in your hand, in a run", MeldKind.SET: "in your hand, in a set"}
    said = {c.text(Name): c.text(Description) for c in _children(_hand(window, "Your hand"))}
    for card in hand:
        assert said[card_name(card)] == words.get(kinds.get(card), "in your hand, deadwood")  # type: ignore[arg-type]


def test_the_keyboard_focus_is_the_accessible_focus(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act, timeout=20000)
    QAccessible.setActive(True)  # the events are sent too: they must not fail
    try:
        window.view.setFocus()
        qtbot.waitUntil(window.view.hasFocus)
        table = _table(window)
        QTest.keyClick(window.view, Qt.Key.Key_Down)
        QTest.keyClick(window.view, Qt.Key.Key_Home)
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        focused = table.focusChild()
        second = ctrl.hand_model.cards[1]
        assert focused is not None and focused.text(Name) == card_name(second)
        assert focused.state().focused and focused.parent().text(Name).startswith("Your hand")
        assert focused.parent().focusChild() is focused
        assert not focused.state().selected
        QTest.keyClick(window.view, Qt.Key.Key_Space)  # lift the card: chosen, read as selected
        assert focused.state().selected
        QTest.keyClick(window.view, Qt.Key.Key_Space)
        assert not focused.state().selected
        QTest.keyClick(window.view, Qt.Key.Key_Up)  # the piles: stock, discard pile, knock spot
        assert table.focusChild().text(Name).startswith("Stock, ")
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        assert table.focusChild().text(Name).startswith("Discard pile")
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        assert table.focusChild().text(Name) == "Knock spot"
        QTest.keyClick(window.view, Qt.Key.Key_Left)
        upcard = ctrl.session.match.hand.discard_pile[-1]
        QTest.keyClick(window.view, Qt.Key.Key_Space)  # on the discard pile: take the upcard
        assert upcard in ctrl.session.match.hand.cards(ctrl.session.viewer_side())
        names = [c.text(Name) for c in _children(_hand(window, "Your hand"))]
        assert len(names) == 11 and card_name(upcard) in names
        assert _hand(window, "Your hand").text(Name) == "Your hand, 11 cards"
    finally:
        QAccessible.setActive(False)


def test_two_player_plates_say_name_and_points(qtbot: QtBot, h: ModuleType) -> None:
    window = _two_player(qtbot, (SeatSetup("Player"), SeatSetup("Ana", h.AI)))
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act, timeout=20000)
    plates = sorted(p.text(Name) for p in _by_role(window, R.StaticText))
    turn = ctrl.session.match.hand.turn
    assert plates == sorted(
        f"{name}, 0 points" + (", to play" if seat == turn else "")
        for seat, name in ((Seat(0), "Player"), (Seat(1), "Ana"))
    )
    assert _hand(window, "Your hand").text(Name) == "Your hand, 10 cards"
    assert _hand(window, "Ana's hand").text(Name) == "Ana's hand, 10 cards"
    assert len(_by_role(window, R.Button)) == 3


def _public(hand: Hand) -> set[Card]:
    shown = set(hand.discard_pile) | {c for s in hand.seats for c in hand.taken_from_pile_by(s)}
    if hand.knocked is not None:
        shown |= set(hand.knocked.arrangement.cards)
    if hand.laid_down is not None:
        shown |= set(hand.laid_down.arrangement.cards) | {lo.card for lo in hand.laid_down.layoffs}
    return shown


def _named_private(window: MainWindow) -> set[str]:
    """The card names a reader finds on the table that are neither public nor the viewer side's own."""
    session = window.controller.session
    if session.match is None or session.stage is not Stage.PLAYING:
        return set()
    hand = session.match.hand
    side = session.viewer_side()
    allowed = _public(hand) | (set(hand.cards(side)) if side is not None else set())
    said = {c.text(Name) for group in _by_role(window, R.List) for c in _children(group)}
    said |= {p.text(Name) for p in _by_role(window, R.Button)}
    return {
        name
        for card in hand.cards(hand.seats[0]) + hand.cards(hand.seats[1])
        if card not in allowed
        for name in said
        if card_name(card) in name
    }


def test_hot_seat_the_reader_never_finds_the_other_sides_cards(qtbot: QtBot, h: ModuleType) -> None:
    window = _two_player(qtbot, (SeatSetup("Player"), SeatSetup("Ana")))
    ctrl = window.controller
    leaks: list[set[str]] = []
    for signal in (ctrl.played, ctrl.tableChanged, ctrl.adviceChanged):
        signal.connect(lambda *_: leaks.append(_named_private(window)))
    ctrl.begin()
    covers = 0
    for _ in range(12):
        if ctrl.session.stage is not Stage.PLAYING:
            break
        if ctrl.session.covered:
            covers += 1
            assert window.pages.currentWidget() is window.cover
            groups = _by_role(window, R.List)
            assert all(g.state().invisible for g in groups)  # the cover stands in for the table
            assert not any(g.text(Name).startswith("Your hand") for g in groups)
            hand = ctrl.session.match.hand
            faces = {c.text(Name) for g in groups for c in _children(g)} - {"Face-down card"}
            assert faces <= {card_name(c) for c in _public(hand)}
            ctrl.take_the_table()
            assert _hand(window, "Your hand").text(Name).endswith("cards")
        else:
            h.play_one_move(ctrl)
    assert covers >= 2
    assert not any(leaks), [leak for leak in leaks if leak]


def test_names_follow_the_language(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act, timeout=20000)
    match = ctrl.session.match
    english = sorted(p.text(Name) for p in _by_role(window, R.StaticText))
    try:
        window.set_language("hu")
        plates = sorted(p.text(Name) for p in _by_role(window, R.StaticText))
        roles = {role_name(match.roles[seat]) for seat in match.seats}
        assert "Captain" not in roles  # the role words are the Hungarian ones
        assert all(any(role in plate for role in roles) for plate in plates) and plates != english
        cards = _children(_by_role(window, R.List)[0])  # the person's hand comes first
        assert [c.text(Name) for c in cards] == [card_name(c) for c in ctrl.hand_model.cards]
    finally:
        window.set_language("en")
    assert sorted(p.text(Name) for p in _by_role(window, R.StaticText)) == english


def test_card_names_are_built_by_the_catalogue(qapp: object, tmp_path: object) -> None:
    """A catalogue that turns the name around and translates the words is followed whole."""
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    from PySide6.QtCore import QTranslator

    folder = Path(str(tmp_path))
    messages = {"{rank} of {suit}": "{suit}-{rank}", "Seven": "Sieben", "hearts": "Herz"}
    body = "".join(
        f"<message><source>{s}</source><translation>{t}</translation></message>" for s, t in messages.items()
    )
    ts = folder / "x.ts"
    ts.write_text(
        f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">'
        f"<context><name>Cards</name>{body}</context></TS>",
        encoding="utf-8",
    )
    tool = shutil.which("pyside6-lrelease")
    lrelease = (
        [tool]
        if tool
        else [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()"]
    )
    subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(folder / "x.qm")], check=True, timeout=60)
    translator = QTranslator()
    assert translator.load(str(folder / "x.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        assert card_name(Card.parse("7h")) == "Herz-Sieben"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert card_name(Card.parse("7h")) == "Seven of hearts"


def test_an_interface_outliving_its_table_is_invalid_not_a_crash(qtbot: QtBot, h: ModuleType) -> None:
    from gin3.gui.table.view import TableView

    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act, timeout=20000)
    second = TableView(window.scene)  # a second view of the same table, closed first
    iface = QAccessible.queryAccessibleInterface(second)
    group = next(c for c in _children(iface) if c.role() == R.List)
    card = group.child(0)
    assert card.text(Name) == card_name(ctrl.hand_model.cards[0])
    QAccessible.uniqueId(card)  # a client saw it: Qt's cache holds it
    second.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(second))
    assert not shiboken6.isValid(card) or not card.isValid()
    ctrl.pass_upcard()  # the table goes on; the watchers of the gone view are gone
    assert _hand(window, "Your hand").text(Name) == "Your hand, 10 cards"


def test_at_the_showdown_the_laid_down_cards_say_whose_meld_they_are_in(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.BOX)
    ctrl = window.controller
    ctrl.begin()
    while ctrl.session.stage is not Stage.HAND_OVER:
        qtbot.waitUntil(
            lambda: ctrl.session.human_to_act() or ctrl.session.stage is Stage.HAND_OVER, timeout=20000
        )
        if ctrl.session.stage is not Stage.HAND_OVER:
            h.play_one_move(ctrl)
    hand = ctrl.session.match.hand
    assert hand.knocked is not None  # this seed's hand ends with a knock, not a dead hand (R17)
    knocker = ctrl.session.match.name(hand.knocked.seat)
    said = {c.text(Name): c.text(Description) for g in _by_role(window, R.List) for c in _children(g)}
    arrangement = hand.knocked.arrangement
    for meld in arrangement.melds:
        for card in meld.cards:
            assert said[card_name(card)] == f"in {knocker}'s meld"
    for card in arrangement.deadwood:
        assert said[card_name(card)] == f"in {knocker}'s deadwood"
    assert "Face-down card" not in said  # both hands lie open at the end


def test_the_review_table_is_readable_too(qtbot: QtBot) -> None:
    from gin3.gui.windows.review import open_review
    from tests.gui.test_review import _match
    from tests.gui.test_review_window import _live

    window = _live(qtbot, _match(("Player", "Ana", "Ben")))
    review = open_review(window, window.controller, lambda _: None)
    assert review is not None
    qtbot.waitExposed(review)
    iface = QAccessible.queryAccessibleInterface(review.view)
    roles = [c.role() for c in _children(iface)]
    assert roles.count(R.StaticText) == 3 and R.Button in roles
    hands = [c for c in _children(iface) if c.role() == R.List]
    assert hands and all(card.text(Name) for hand in hands for card in _children(hand))
    review.close()
