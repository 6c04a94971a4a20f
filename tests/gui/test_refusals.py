"""Every refusal the engine or the table can give has its sentence, in every language (by code)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gin3.engine import Card, Meld, Refusal, RefusalCode
from gin3.gui import i18n
from gin3.gui.text.refusals import refusal_text, sentences
from gin3.session import SessionRefusal

CODES = [*RefusalCode, *SessionRefusal]
SAMPLE_ARGS = {
    "card": Card.parse("9s"),
    "cards": (Card.parse("9s"), Card.parse("Th")),
    "meld": Meld.parse("7h 8h 9h"),
    "deadwood": 14,
    "limit": 7,
    "number": 4,
    "name": "Ana",
    "winner": "Ana",
    "value": "nonsense",
}


@pytest.fixture(params=sorted(i18n.LANGUAGES))
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    i18n.apply_language(request.param)
    yield request.param
    i18n.apply_language("en")


def test_every_code_has_a_sentence_in_every_language(language: str) -> None:
    found = sentences()
    missing = [code for code in CODES if code not in found]
    assert not missing, f"no sentence for {missing}"
    if language == "en":
        return
    english = _english_sentences()
    untranslated = [code for code in CODES if found[code] == english[code]]
    assert not untranslated, f"{language}: untranslated refusals {untranslated}"


def _english_sentences() -> dict[object, str]:
    current = i18n.current_language()
    i18n.apply_language("en")
    try:
        return sentences()
    finally:
        i18n.apply_language(current)


@pytest.mark.parametrize("code", CODES, ids=lambda c: c.name)
def test_a_refusal_is_worded_from_its_arguments_without_leftover_placeholders(
    code: object, qapp: object
) -> None:
    template = sentences()[code]
    names = [name for name in SAMPLE_ARGS if "{" + name + "}" in template]
    text = refusal_text(Refusal.of(code, **{n: SAMPLE_ARGS[n] for n in names}))  # type: ignore[arg-type]
    assert "{" not in text and text.strip()
    if "card" in names:
        assert "9♠" in text  # cards as people write them, not "9s"
