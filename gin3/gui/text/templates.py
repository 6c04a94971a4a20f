"""Translations of the sentences that come from Qt-free packages (gin3.ai, gin3.store).

gin3.ai gives each advice reason as a template id and its arguments, gin3.store its game-log
sentences by key; both keep English texts. Here every one of those templates is marked for
lupdate (``QT_TRANSLATE_NOOP``) and translated by id when it is shown, so the packages
themselves never import Qt. A template missing here falls back to its English text.
"""

from __future__ import annotations

import re
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gin3.ai.reasons import TEMPLATES, Reason
from gin3.store.texts import LOG_TEMPLATES, MESSAGES

__all__ = [
    "ADVICE_REASONS",
    "LOG_SENTENCES",
    "STORE_MESSAGES",
    "level_name",
    "log_templates",
    "reason_text",
    "store_message_text",
]

_ADVICE_REASONS: dict[str, object] = {
    "take.meld": QT_TRANSLATE_NOOP("AdviceReason", "Take {card}: it melds with your cards as {meld}."),
    "take.lower": QT_TRANSLATE_NOOP(
        "AdviceReason", "Take {card}: it lowers your deadwood from {before} to {after}."
    ),
    "take.rated": QT_TRANSLATE_NOOP(
        "AdviceReason",
        "Take {card}: it leaves {after} deadwood; a stock card would leave {expected} on average.",
    ),
    "decline.nomeld": QT_TRANSLATE_NOOP(
        "AdviceReason", "Draw from the stock: {card} makes no meld with your cards."
    ),
    "decline.meld": QT_TRANSLATE_NOOP(
        "AdviceReason",
        "Draw from the stock: {card} would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.",  # noqa: E501
    ),
    "pass.nomeld": QT_TRANSLATE_NOOP("AdviceReason", "Pass {card}: it makes no meld with your cards."),
    "pass.meld": QT_TRANSLATE_NOOP(
        "AdviceReason",
        "Pass {card}: it would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.",  # noqa: E501
    ),
    "discard.dead": QT_TRANSLATE_NOOP(
        "AdviceReason", "Throw {card}: the other side can no longer meld it; leaves {deadwood} deadwood."
    ),
    "discard.highest_keeps": QT_TRANSLATE_NOOP(
        "AdviceReason", "Throw {card}, your highest deadwood; keeps {draw} open."
    ),
    "discard.highest": QT_TRANSLATE_NOOP(
        "AdviceReason", "Throw {card}, your highest deadwood; leaves {deadwood} deadwood."
    ),
    "discard.deadwood_keeps": QT_TRANSLATE_NOOP(
        "AdviceReason", "Throw {card}, an unmatched card; keeps {draw} open."
    ),
    "discard.deadwood": QT_TRANSLATE_NOOP(
        "AdviceReason", "Throw {card}, an unmatched card; leaves {deadwood} deadwood."
    ),
    "discard.melded": QT_TRANSLATE_NOOP(
        "AdviceReason", "Throw {card} out of {meld}; leaves {deadwood} deadwood."
    ),
    "wait.risk": QT_TRANSLATE_NOOP(
        "AdviceReason",
        "Don't knock yet: throw {card}; knocking now has an estimated {risk}% chance of being undercut.",
    ),
    "wait.value": QT_TRANSLATE_NOOP(
        "AdviceReason",
        "Don't knock yet: throw {card}; waiting is rated {wait} points, the best knock only {knock}.",
    ),
    "knock.gin": QT_TRANSLATE_NOOP(
        "AdviceReason", "Knock with gin: {melds}; scores {bonus} plus the other side's deadwood."
    ),
    "knock.layoffs": QT_TRANSLATE_NOOP(
        "AdviceReason",
        "Knock with {deadwood} deadwood, throwing {card}: {melds}; only {layoffs} unseen cards could be laid off on these melds.",  # noqa: E501
    ),
    "knock.risk": QT_TRANSLATE_NOOP(
        "AdviceReason",
        "Knock with {deadwood} deadwood, throwing {card}: {melds}; estimated undercut chance {risk}%.",
    ),
    "layoff.gin": QT_TRANSLATE_NOOP(
        "AdviceReason", "The knock was gin: lay down {melds}; nothing may be laid off."
    ),
    "layoff.cards": QT_TRANSLATE_NOOP("AdviceReason", "Lay off {cards}; leaves {deadwood} deadwood."),
    "layoff.none": QT_TRANSLATE_NOOP(
        "AdviceReason", "Lay down your cards: nothing fits the knocker's melds; {deadwood} deadwood."
    ),
}
ADVICE_REASONS: dict[str, str] = {k: str(v) for k, v in _ADVICE_REASONS.items()}
"""The advisor's reason templates, by id (the English must equal gin3.ai's)."""

_LOG_SENTENCES: dict[str, object] = {
    "list_separator": QT_TRANSLATE_NOOP("GameLog", ", "),
    "title_chouette": QT_TRANSLATE_NOOP("GameLog", "gin3 game log: chouette gin, {players}"),
    "title_classic": QT_TRANSLATE_NOOP("GameLog", "gin3 game log: classic gin, {players}"),
    "rule_gin_bonus": QT_TRANSLATE_NOOP("GameLog", "Gin bonus: {points} points."),
    "rule_undercut_bonus": QT_TRANSLATE_NOOP("GameLog", "Undercut bonus: {points} points."),
    "rule_target": QT_TRANSLATE_NOOP("GameLog", "Match target: {points} points."),
    "rule_big_gin_on": QT_TRANSLATE_NOOP(
        "GameLog", "Big gin is played: gin with all eleven cards scores {extra} more."
    ),
    "rule_big_gin_off": QT_TRANSLATE_NOOP("GameLog", "Big gin is not played."),
    "rule_oklahoma_on": QT_TRANSLATE_NOOP(
        "GameLog", "Oklahoma: the first upcard's value sets the knock limit; an ace means gin only."
    ),
    "rule_oklahoma_off": QT_TRANSLATE_NOOP("GameLog", "The knock limit is {limit}."),
    "rule_discard_taken_on": QT_TRANSLATE_NOOP(
        "GameLog", "A card taken from the discard pile may be discarded in the same turn."
    ),
    "rule_discard_taken_off": QT_TRANSLATE_NOOP(
        "GameLog", "A card taken from the discard pile may not be discarded in the same turn."
    ),
    "draw_round": QT_TRANSLATE_NOOP("GameLog", "Drawing for roles: {draws}."),
    "draw_round_classic": QT_TRANSLATE_NOOP("GameLog", "Drawing for the first deal: {draws}."),
    "draw_card": QT_TRANSLATE_NOOP("GameLog", "{player} {card}"),
    "hand_title": QT_TRANSLATE_NOOP("GameLog", "Hand {number}"),
    "roles": QT_TRANSLATE_NOOP("GameLog", "{box} is in the box, {captain} is captain and {sitter} sits out."),
    "dealt": QT_TRANSLATE_NOOP("GameLog", "{dealer} deals ten cards each; the upcard is {card}."),
    "knock_limit": QT_TRANSLATE_NOOP("GameLog", "Knock limit this hand: {limit}."),
    "knock_limit_gin_only": QT_TRANSLATE_NOOP("GameLog", "Only gin may knock this hand."),
    "upcard_taken": QT_TRANSLATE_NOOP("GameLog", "{player} takes the upcard {card}."),
    "upcard_passed": QT_TRANSLATE_NOOP("GameLog", "{player} passes the upcard {card}."),
    "stock_drawn": QT_TRANSLATE_NOOP("GameLog", "{player} draws {card} from the stock."),
    "stock_drawn_hidden": QT_TRANSLATE_NOOP("GameLog", "{player} draws from the stock."),
    "discard_drawn": QT_TRANSLATE_NOOP("GameLog", "{player} takes {card} from the discard pile."),
    "discarded": QT_TRANSLATE_NOOP("GameLog", "{player} discards {card}."),
    "knocked": QT_TRANSLATE_NOOP(
        "GameLog", "{player} knocks, discarding {card}: {melds}, deadwood {deadwood} ({points})."
    ),
    "knocked_gin": QT_TRANSLATE_NOOP("GameLog", "{player} goes gin, discarding {card}: {melds}."),
    "knocked_big_gin": QT_TRANSLATE_NOOP("GameLog", "{player} goes big gin with all eleven cards: {melds}."),
    "laid_down": QT_TRANSLATE_NOOP("GameLog", "{player} lays down {melds}."),
    "laid_off": QT_TRANSLATE_NOOP("GameLog", "{player} lays off {cards}."),
    "deadwood_left": QT_TRANSLATE_NOOP("GameLog", "{player} is left with deadwood {deadwood} ({points})."),
    "no_deadwood_left": QT_TRANSLATE_NOOP("GameLog", "{player} is left with no deadwood."),
    "no_melds": QT_TRANSLATE_NOOP("GameLog", "no melds"),
    "scored_knock": QT_TRANSLATE_NOOP(
        "GameLog",
        "{winner} wins the hand by knocking: {points} points ({knocker_deadwood} deadwood against {defender_deadwood}).",  # noqa: E501
    ),
    "scored_undercut": QT_TRANSLATE_NOOP(
        "GameLog",
        "{winner} undercuts {loser}: {points} points ({defender_deadwood} deadwood against {knocker_deadwood}).",  # noqa: E501
    ),
    "scored_gin": QT_TRANSLATE_NOOP("GameLog", "{winner} wins the hand with gin: {points} points."),
    "scored_big_gin": QT_TRANSLATE_NOOP("GameLog", "{winner} wins the hand with big gin: {points} points."),
    "dead_hand": QT_TRANSLATE_NOOP(
        "GameLog",
        "Dead hand: {stock_left} cards are left in the stock and nobody knocked. Nobody scores, and the same dealer deals again.",  # noqa: E501
    ),
    "box_stays": QT_TRANSLATE_NOOP(
        "GameLog", "{box} won in the box and stays there; {captain} and {sitter} swap."
    ),
    "box_loses": QT_TRANSLATE_NOOP("GameLog", "{box} lost the box and sits out; {captain} takes the box."),
    "totals": QT_TRANSLATE_NOOP("GameLog", "Totals: {totals}."),
    "total_entry": QT_TRANSLATE_NOOP("GameLog", "{player} {points}"),
    "match_won": QT_TRANSLATE_NOOP("GameLog", "{winner} wins the match with {points} points."),
    "in_progress": QT_TRANSLATE_NOOP(
        "GameLog", "The match is still in progress: hand {number} is being played."
    ),
    "deal_committed": QT_TRANSLATE_NOOP("GameLog", "The deals were committed before the cut: {commitment}."),
    "deal_cut": QT_TRANSLATE_NOOP("GameLog", "The cut typed for this match: {cut}."),
    "deal_no_cut": QT_TRANSLATE_NOOP("GameLog", "No cut was typed for this match."),
    "hand_commitment": QT_TRANSLATE_NOOP("GameLog", "Commitment before the deal: {commitment}."),
    "hand_secret": QT_TRANSLATE_NOOP("GameLog", "The deal's secret, revealed: {secret}."),
}
LOG_SENTENCES: dict[str, str] = {k: str(v) for k, v in _LOG_SENTENCES.items()}
"""The game log's sentences, by key (the English must equal gin3.store's)."""


def reason_text(reason: Reason) -> str:
    """An advice reason in the current language."""
    source = ADVICE_REASONS.get(reason.template, TEMPLATES.get(reason.template, ""))
    text = QCoreApplication.translate("AdviceReason", source)
    try:
        return text.format(**dict(reason.args))
    except (KeyError, IndexError, ValueError):
        return reason.text


def log_templates() -> dict[str, str]:
    """The game log's templates in the current language, for ``export_log(templates=...)``."""
    out = dict(LOG_TEMPLATES)
    for key, source in LOG_SENTENCES.items():
        out[key] = QCoreApplication.translate("GameLog", source)
    return out


_LEVEL_NAMES: dict[str, object] = {
    "random": QT_TRANSLATE_NOOP("Level", "random"),
    "easy": QT_TRANSLATE_NOOP("Level", "easy"),
    "simple": QT_TRANSLATE_NOOP("Level", "simple"),
    "medium": QT_TRANSLATE_NOOP("Level", "medium"),
    "fast-knocker": QT_TRANSLATE_NOOP("Level", "fast knocker"),
    "cautious": QT_TRANSLATE_NOOP("Level", "cautious"),
    "gin-hunter": QT_TRANSLATE_NOOP("Level", "gin hunter"),
    "hard": QT_TRANSLATE_NOOP("Level", "hard"),
}


def level_name(level: str) -> str:
    """A computer player's level in the current language (an unknown level keeps its id)."""
    source = _LEVEL_NAMES.get(level)
    return QCoreApplication.translate("Level", str(source)) if source is not None else level


_STORE_MESSAGES: dict[str, object] = {
    "not_a_file": QT_TRANSLATE_NOOP("StoreMessage", "it is not a regular file"),
    "unreadable": QT_TRANSLATE_NOOP("StoreMessage", "it could not be read ({error})"),
    "too_big": QT_TRANSLATE_NOOP(
        "StoreMessage", "it is {size} bytes long, larger than any gin3 match ({limit} bytes at most)"
    ),
    "empty": QT_TRANSLATE_NOOP("StoreMessage", "it is empty"),
    "not_utf8": QT_TRANSLATE_NOOP(
        "StoreMessage", "it is not a gin3 save: it is not text (byte {position} is not UTF-8)"
    ),
    "not_json": QT_TRANSLATE_NOOP(
        "StoreMessage", "it is damaged or cut short: it is not valid JSON (line {line}, column {column})"
    ),
    "too_deep": QT_TRANSLATE_NOOP("StoreMessage", "it is damaged: its JSON is nested too deeply"),
    "bad_number": QT_TRANSLATE_NOOP("StoreMessage", "it is damaged: it holds a number too long to read"),
    "replay_failed": QT_TRANSLATE_NOOP("StoreMessage", "it could not be replayed ({error})"),
    "autosave_damaged": QT_TRANSLATE_NOOP(
        "StoreMessage",
        "The saved match could not be resumed: {reason}. The file has been kept as {kept_as}, and gin3 carries on without it.",  # noqa: E501
    ),
    "autosave_damaged_not_kept": QT_TRANSLATE_NOOP(
        "StoreMessage",
        "The saved match could not be resumed: {reason}. gin3 could not move the file aside ({error}); it is still at {path}.",  # noqa: E501
    ),
    "no_autosave": QT_TRANSLATE_NOOP("StoreMessage", "There is no unfinished match to resume."),
    "open_failed": QT_TRANSLATE_NOOP("StoreMessage", "The match file {path} could not be opened: {reason}."),
    "write_failed": QT_TRANSLATE_NOOP("StoreMessage", "gin3 could not save the match to {path}: {error}."),
    "autosave_unreadable": QT_TRANSLATE_NOOP(
        "StoreMessage",
        "The saved match {path} could not be read ({error}). gin3 leaves the file untouched and does not autosave until it is restarted, so that nothing overwrites it; make the file readable, then restart gin3 to resume that match.",  # noqa: E501
    ),
    "write_goes_on": QT_TRANSLATE_NOOP(
        "StoreMessage", "{reason} The game goes on; gin3 tries again after the next move."
    ),
    "autosave_again": QT_TRANSLATE_NOOP("StoreMessage", "The match is being saved again."),
    "stats_again": QT_TRANSLATE_NOOP("StoreMessage", "The statistics are being updated again."),
    "stats_damaged": QT_TRANSLATE_NOOP(
        "StoreMessage",
        "The statistics file was damaged ({error}). It has been kept as {kept_as}, and a fresh one has been started.",  # noqa: E501
    ),
    "stats_failed": QT_TRANSLATE_NOOP(
        "StoreMessage", "gin3 could not update the statistics in {path}: {error}."
    ),
}
STORE_MESSAGES: dict[str, str] = {k: str(v) for k, v in _STORE_MESSAGES.items()}
"""The save and statistics messages of gin3.store, by key (the English must equal gin3.store's)."""


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    out = []
    for i, part in enumerate(parts):
        out.append(f"(?P<{part}>.+?)" if i % 2 else re.escape(part))
    return re.compile("".join(out), re.DOTALL)


def _literal_length(template: str) -> int:
    return len(re.sub(r"\{\w+\}", "", template))


@cache
def _patterns() -> dict[str, re.Pattern[str]]:
    """The store's messages as patterns, compiled at the first message (not at the app's start).

    The most specific template first: "{reason} The game goes on; …" must not be read as a
    "could not save the match to {path}: {error}." whose error runs on to the end."""
    ordered = sorted(MESSAGES.items(), key=lambda item: -_literal_length(item[1]))
    return {key: _pattern(text) for key, text in ordered}


def store_message_text(text: str) -> str:
    """A message of gin3.store (a save or statistics problem) in the current language.

    gin3.store raises its messages in English; they are recognised here by their template
    (a ``{reason}`` may itself be another message) and said again with the translation.
    Text that is no store message comes back unchanged.
    """
    for key, pattern in _patterns().items():
        found = pattern.fullmatch(text)
        if found is None:
            continue
        args = found.groupdict()
        if "reason" in args:
            args["reason"] = store_message_text(args["reason"])
        translated = QCoreApplication.translate("StoreMessage", STORE_MESSAGES[key])
        try:
            return translated.format(**args)
        except (KeyError, IndexError, ValueError):
            return text
    return text
