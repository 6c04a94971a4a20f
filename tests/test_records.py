"""gin3's records are standard dataclasses: frozen, slotted, introspectable, picklable."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle

import pytest

from gin3.engine import Arrangement, Card, Discard, Knock, Match, Meld, MeldKind, RuleSet, Seat


def test_a_record_says_its_fields_to_inspect_and_to_dataclasses() -> None:
    assert str(inspect.signature(Discard)) == "(card: 'Card') -> None"
    assert list(inspect.signature(Knock).parameters) == [f.name for f in dataclasses.fields(Knock)]
    card, meld = Card.parse("QD"), Meld.parse("4H 5H 6H")
    match = Match(("Ana", "Bo"), seed=3)
    records: tuple[object, ...] = (
        Discard(card),
        Knock(card, (meld,)),
        card,
        meld,
        Arrangement((meld,), (card,)),
        RuleSet(),
        match.view(_turn(match)),
    )
    for record in records:
        assert dataclasses.is_dataclass(record), record
        assert not hasattr(record, "__dict__"), record  # slotted


def test_a_record_is_frozen_and_replace_makes_a_new_one() -> None:
    rules = RuleSet()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.target = 1  # type: ignore[misc]
    other = dataclasses.replace(rules, target=rules.target + 50)
    assert other.target == rules.target + 50 and rules != other
    assert hash(rules) == hash(RuleSet()) and rules == RuleSet()


def test_a_records_repr_rebuilds_it() -> None:
    knock = Knock(Card.parse("QD"), (Meld.parse("4H 5H 6H"),))
    for value in (Discard(Card.parse("QD")), knock, Meld.parse("AC AD AS"), RuleSet(target=40)):
        assert eval(repr(value), _engine_names()) == value


def test_post_init_still_checks_and_derives_fields() -> None:
    with pytest.raises(ValueError, match="is not a run"):  # Meld's __post_init__ checks its cards
        Meld(tuple(Card.parse(text) for text in ("4H", "5H", "7H")), MeldKind.RUN)
    arrangement = Arrangement((), (Card.parse("KS"), Card.parse("2C")))
    assert arrangement.deadwood_value == 12 and arrangement.deadwood[0] == Card.parse("2C")


def test_a_view_crosses_to_the_computer_players_process_and_back_equal() -> None:
    """The thinker pickles views and actions to its worker process (gin3/session/thinking.py)."""
    match = Match(("Ana", "Bo", "Cem"), seed=7)
    view = match.view(_turn(match))
    again = pickle.loads(pickle.dumps(view))
    assert again == view and hash(again.legal_actions) == hash(view.legal_actions)
    assert again.hand[0] is view.hand[0]  # unpickled cards are the shared 52
    arrangement = Arrangement((Meld.parse("4H 5H 6H"),), (Card.parse("KS"),))
    assert pickle.loads(pickle.dumps(arrangement)).deadwood_value == 10


def test_the_computer_players_records_pickle_and_copy_compiled_too() -> None:
    """Compiled by mypyc (setup.py), these are native classes whose own pickling would assign
    their frozen fields; the benchmarks send a BrainConfig to their worker processes."""
    from gin3.ai.brain import BrainConfig
    from gin3.ai.playout import Scoring, World
    from gin3.ai.rated import Rated

    records = (
        BrainConfig(samples=12),
        Rated(Discard(Card.parse("QD")), 3.5),
        Scoring(knock_limit=10, gin_bonus=25, undercut_bonus=25, discard_taken=False),
        World(opponent=7, stock=(1, 2), seed=None),
    )
    for record in records:
        assert pickle.loads(pickle.dumps(record)) == record
        assert copy.deepcopy(record) == record and copy.copy(record) == record


def _turn(match: Match) -> Seat:
    seat = match.turn
    assert seat is not None
    return seat


def _engine_names() -> dict[str, object]:
    import gin3.engine
    import gin3.engine.cards

    return {**vars(gin3.engine), **vars(gin3.engine.cards)}
