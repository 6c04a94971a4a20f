"""The new-match dialog: three named seats, each a person or a computer level."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin3.ai import LEVELS
from gin3.engine import Mode
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.session import default_level


def test_defaults_are_one_person_and_two_computers(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    seats = dialog.seats()
    assert [s.is_human for s in seats] == [True, False, False]
    assert all(s.level == default_level() for s in seats[1:])
    assert default_level() in LEVELS
    assert dialog.problem() == ""
    assert dialog.rules().target == 100


def test_allows_several_people_and_refuses_equal_names(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.kinds[1].setCurrentIndex(0)  # Human: hot-seat play
    dialog.kinds[2].setCurrentIndex(0)
    assert dialog.problem() == ""
    assert all(s.is_human for s in dialog.seats())
    dialog.kinds[1].setCurrentIndex(1)
    dialog.names[2].setText(dialog.names[1].text().upper())
    assert "differ" in dialog.problem()
    dialog.names[2].setText("")
    assert "name" in dialog.problem()
    dialog.accept()
    assert dialog.error.text()
    assert dialog.result() != NewMatchDialog.DialogCode.Accepted


def test_control_characters_pasted_into_a_name_are_left_out(qtbot: QtBot) -> None:
    from gin3.engine import Match, name_problem

    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.names[0].setText("An\ta\x00")
    dialog.names[1].setText("\x07\x1b")
    assert dialog.seats()[0].name == "Ana"
    assert name_problem("An\ta\x00") is not None  # the engine would refuse the name as typed
    assert dialog.problem() != ""  # a name of control characters only is no name
    dialog.names[1].setText("Bo")
    assert dialog.problem() == ""
    Match([s.name for s in dialog.seats()], seed=1)


def _gap_below_rules(dialog: NewMatchDialog) -> int:
    """Pixels between the shown rules page's last widget and the dialog's next row."""
    form = dialog.rules_form
    last = max((w for w in form.findChildren(QWidget) if w.isVisible()), key=lambda w: w.geometry().bottom())
    bottom = last.mapTo(dialog, last.rect().bottomLeft()).y()
    below = [
        w.mapTo(dialog, w.rect().topLeft()).y()
        for w in dialog.findChildren(QWidget)
        if w.isVisible() and w.parentWidget() is dialog and w is not dialog.rule_pages
    ]
    return min(top for top in below if top > bottom) - bottom


def test_each_game_shows_its_rules_without_an_empty_band(qtbot: QtBot) -> None:
    """Chouette's rules are shorter than two-player gin's: the dialog does not keep room for
    the rows it does not show, in either game, whichever it opened with."""
    for first, then in ((Mode.CHOUETTE, Mode.CLASSIC), (Mode.CLASSIC, Mode.CHOUETTE)):
        dialog = NewMatchDialog(game=first)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        spacing = dialog.layout().spacing() + 12
        assert _gap_below_rules(dialog) <= spacing, first
        dialog.game_choice.setCurrentIndex(dialog.game_choice.findData(then.value))
        QApplication.processEvents()
        assert _gap_below_rules(dialog) <= spacing, then
        assert dialog.height() >= dialog.minimumSizeHint().height()
        dialog.close()


def test_a_second_person_adds_the_undo_choice_without_crushing_a_row(qtbot: QtBot) -> None:
    """Choosing a second person shows "Allow undo in hot-seat matches": the dialog grows for it
    (no row squeezed below its height), and shrinks back when the seat is a computer again."""
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    before = dialog.height()
    target = dialog.rules_form.target
    level = dialog.kinds[1].currentIndex()
    dialog.kinds[1].setCurrentIndex(0)  # a second person: hot-seat play
    QApplication.processEvents()
    assert dialog.hot_seat_undo.isVisible()
    assert target.height() >= target.sizeHint().height()
    assert dialog.height() > before
    dialog.kinds[1].setCurrentIndex(level)  # a computer again
    QApplication.processEvents()
    assert not dialog.hot_seat_undo.isVisible()
    assert target.height() >= target.sizeHint().height()
    assert dialog.height() == before  # no gap where the undo choice was


def test_the_dialog_says_how_the_chosen_levels_play(qtbot: QtBot) -> None:
    from gin3.gui.text.templates import level_name
    from gin3.session import offered_levels

    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    texts = set()
    for level in offered_levels():
        index = dialog.kinds[1].findData(level)
        dialog.kinds[1].setCurrentIndex(index)
        dialog.kinds[2].setCurrentIndex(index)
        QApplication.processEvents()
        line = dialog.levels_line.text()
        assert dialog.levels_line.isVisible()
        assert level_name(level).casefold() in line.casefold()
        assert dialog.kinds[1].itemData(index, Qt.ItemDataRole.ToolTipRole) in line  # the same words
        texts.add(line)
    assert len(texts) == len(offered_levels())  # each level has its own description
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("easy"))
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("hard"))
    QApplication.processEvents()
    assert dialog.levels_line.text().count("\n") == 1  # two levels chosen: one line each
    for kind in dialog.kinds:
        kind.setCurrentIndex(0)  # people only: nothing to describe
    QApplication.processEvents()
    assert not dialog.levels_line.isVisible()
