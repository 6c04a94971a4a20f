"""The new-match dialog: three named seats, each a person or a computer level."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from gin3.ai import LEVELS
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
