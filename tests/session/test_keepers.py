"""The autosave and the statistics as subscribers of the session, on an inline or a background writer."""

from __future__ import annotations

from pathlib import Path

from gin3.engine import match_to_record
from gin3.session import (
    AutosaveKeeper,
    BackgroundWriter,
    InlineWriter,
    SeatSetup,
    Session,
    Stage,
    StatisticsKeeper,
    scripted_move,
)
from gin3.store import Autosave, Statistics


def _computers(session: Session, *, until_actions: int | None = None) -> None:
    """Play the match's computer seats with the scripted moves (and deal the next hands)."""
    while session.stage is not Stage.MATCH_OVER:
        match = session.match
        assert match is not None
        if until_actions is not None and len(match.actions) >= until_actions:
            return
        if session.stage is Stage.HAND_OVER:
            session.next_hand()
            continue
        seat = session.computer_to_act()
        assert seat is not None
        session.play_computer(session.generation, seat, scripted_move(match.view(seat)))


def test_the_autosave_follows_every_action_and_is_cleared_at_the_end(tmp_path: Path) -> None:
    session = Session()
    autosave = Autosave(tmp_path)
    AutosaveKeeper(session, autosave, InlineWriter())
    session.new_match([SeatSetup(n, "simple") for n in ("Ana", "Ben", "Cem")], seed=9, rules=None)
    session.begin()
    assert autosave.load().actions == []
    _computers(session, until_actions=25)
    saved = autosave.load_saved()
    assert match_to_record(saved.match) == match_to_record(session.match)  # type: ignore[arg-type]
    assert saved.app["seats"][0] == {"name": "Ana", "level": "simple"}
    _computers(session)
    assert not autosave.path.exists()


def test_statistics_count_the_finished_match_on_the_background_writer(tmp_path: Path) -> None:
    from gin3.engine import RuleSet

    session = Session()
    stats = Statistics(tmp_path / "stats.sqlite3")
    writer = BackgroundWriter()
    StatisticsKeeper(session, stats, writer)
    AutosaveKeeper(session, Autosave(tmp_path), writer)
    session.new_match(
        [SeatSetup(n, "simple") for n in ("Ana", "Ben", "Cem")], seed=4, rules=RuleSet(target=30)
    )
    session.begin()
    _computers(session)
    assert writer.flush(10)
    summary = {s.name: s for s in stats.summary()}
    winner = session.match.players[session.match.winner]  # type: ignore[index, union-attr]
    assert summary[winner].matches_won == 1
    assert sum(s.matches_played for s in summary.values()) == 3
    writer.close()


def test_a_failing_write_is_reported_and_the_game_goes_on(tmp_path: Path) -> None:
    errors: list[Exception] = []
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    session = Session()
    AutosaveKeeper(session, Autosave(blocker), InlineWriter(errors.append))
    session.new_match([SeatSetup(n, "simple") for n in ("Ana", "Ben", "Cem")], seed=9)
    session.begin()
    _computers(session, until_actions=3)
    assert len(session.match.actions) == 3  # type: ignore[union-attr]
    assert errors and "could not save" in str(errors[0])
