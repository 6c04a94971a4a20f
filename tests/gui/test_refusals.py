"""The table words engine refusals by their code (gin3.gui.refusals), never by parsing English."""

from __future__ import annotations

from gin3.engine import Card, Meld, Refusal, RefusalCode, parse_cards
from gin3.gui.refusals import SENTENCES, refusal_text
from gin3.gui.showdown import cards_text

ARGS: dict[RefusalCode, dict[str, object]] = {
    RefusalCode.NOT_IN_HAND: {"card": Card.parse("Th")},
    RefusalCode.TAKEN_CARD: {"card": Card.parse("Th")},
    RefusalCode.KNOCK_TOO_MUCH: {"deadwood": 12, "limit": 10},
    RefusalCode.KNOCK_GIN_ONLY: {"deadwood": 1},
    RefusalCode.NO_SUCH_MELD: {"number": 4, "card": Card.parse("7s")},
    RefusalCode.DOES_NOT_FIT: {"card": Card.parse("9h"), "meld": Meld.parse("7c 7d 7h")},
    RefusalCode.MELD_OVERLAP: {"meld": Meld.parse("7c 7d 7h")},
    RefusalCode.MELD_NOT_HELD: {"cards": parse_cards("8h 9h"), "meld": Meld.parse("7h 8h 9h")},
    RefusalCode.NOT_A_CARD: {"value": "7h"},
    RefusalCode.NOT_AN_ACTION: {"value": None},
    RefusalCode.MATCH_OVER: {"winner": "Ana"},
}


def test_every_refusal_code_reads_as_a_sentence(qapp: object) -> None:
    for code in RefusalCode:
        text = refusal_text(Refusal.of(code, **ARGS.get(code, {})))
        assert text and "{" not in text, code
    assert set(SENTENCES) | {
        RefusalCode.NOT_A_CARD,
        RefusalCode.NOT_MELDS,
        RefusalCode.NOT_LAYOFFS,
        RefusalCode.NOT_AN_ACTION,
    } == set(RefusalCode)


def test_refusal_sentences_keep_the_tables_wording_and_show_cards_as_the_table_does(qapp: object) -> None:
    fit = Refusal.of(RefusalCode.DOES_NOT_FIT, **ARGS[RefusalCode.DOES_NOT_FIT])
    assert refusal_text(fit) == f"{cards_text([Card.parse('9h')])} cannot be laid off on " + (
        f"{cards_text(list(parse_cards('7c 7d 7h')))} (R13)."
    )
    too_much = Refusal.of(RefusalCode.KNOCK_TOO_MUCH, deadwood=12, limit=10)
    assert refusal_text(too_much) == (
        "You cannot knock: your deadwood would be 12; knocking needs 10 or less (R13)."
    )
    assert refusal_text(Refusal.of(RefusalCode.KNOCK_GIN_ONLY, deadwood=1)) == (
        "You cannot knock: only gin may knock this hand (R13)."
    )
    odd = Refusal.of(RefusalCode.NOT_A_CARD, value="7h")
    assert refusal_text(odd) == "Not allowed: '7h' is not a card"
