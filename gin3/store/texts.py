"""Every sentence gin3.store shows to players, in one place for translation.

Each entry is one whole sentence (or line) with named ``{placeholders}``, so
a translator can reorder the words freely; nothing here is ever glued
together from fragments except lists, whose separator is itself an entry.
:func:`gin3.store.export_log` takes a replacement mapping with the same
keys, so a translated set can be passed in without touching this module.
"""

from __future__ import annotations

from typing import Final

__all__ = ["LOG_TEMPLATES", "MESSAGES"]

MESSAGES: Final[dict[str, str]] = {
    # Reading a save file: the reason a file could not be used.
    "not_a_file": "it is not a regular file",
    "unreadable": "it could not be read ({error})",
    "too_big": "it is {size} bytes long, larger than any gin3 match ({limit} bytes at most)",
    "empty": "it is empty",
    "not_utf8": "it is not a gin3 save: it is not text (byte {position} is not UTF-8)",
    "not_json": "it is damaged or cut short: it is not valid JSON (line {line}, column {column})",
    "too_deep": "it is damaged: its JSON is nested too deeply",
    "bad_number": "it is damaged: it holds a number too long to read",
    "replay_failed": "it could not be replayed ({error})",
    # Whole messages about save files.
    "autosave_damaged": (
        "The saved match could not be resumed: {reason}. The file has been kept as {kept_as}, "
        "and gin3 carries on without it."
    ),
    "autosave_damaged_not_kept": (
        "The saved match could not be resumed: {reason}. gin3 could not move the file aside "
        "({error}); it is still at {path}."
    ),
    "no_autosave": "There is no unfinished match to resume.",
    "open_failed": "The match file {path} could not be opened: {reason}.",
    "write_failed": "gin3 could not save the match to {path}: {error}.",
    "autosave_unreadable": (
        "The saved match {path} could not be read ({error}). gin3 leaves the file untouched and "
        "does not autosave until it is restarted, so that nothing overwrites it; make the file "
        "readable, then restart gin3 to resume that match."
    ),
    # A write that keeps failing (disk full, read-only folder) is said once, and its end once.
    "write_goes_on": "{reason} The game goes on; gin3 tries again after the next move.",
    "autosave_again": "The match is being saved again.",
    "stats_again": "The statistics are being updated again.",
    # Statistics.
    "stats_damaged": (
        "The statistics file was damaged ({error}). It has been kept as {kept_as}, and a fresh one "
        "has been started."
    ),
    "stats_failed": "gin3 could not update the statistics in {path}: {error}.",
}
"""Error and notice texts of saves and statistics."""

LOG_TEMPLATES: Final[dict[str, str]] = {
    "list_separator": ", ",
    "title_chouette": "gin3 game log: chouette gin, {players}",
    "title_classic": "gin3 game log: classic gin, {players}",
    "rule_gin_bonus": "Gin bonus: {points} points.",
    "rule_undercut_bonus": "Undercut bonus: {points} points.",
    "rule_target": "Match target: {points} points.",
    "rule_big_gin_on": "Big gin is played: gin with all eleven cards scores {extra} more.",
    "rule_big_gin_off": "Big gin is not played.",
    "rule_oklahoma_on": "Oklahoma: the first upcard's value sets the knock limit; an ace means gin only.",
    "rule_oklahoma_off": "The knock limit is {limit}.",
    "rule_discard_taken_on": "A card taken from the discard pile may be discarded in the same turn.",
    "rule_discard_taken_off": "A card taken from the discard pile may not be discarded in the same turn.",
    "draw_round": "Drawing for roles: {draws}.",
    "draw_round_classic": "Drawing for the first deal: {draws}.",
    "draw_card": "{player} {card}",
    "hand_title": "Hand {number}",
    "roles": "{box} is in the box, {captain} is captain and {sitter} sits out.",
    "dealt": "{dealer} deals ten cards each; the upcard is {card}.",
    "knock_limit": "Knock limit this hand: {limit}.",
    "knock_limit_gin_only": "Only gin may knock this hand.",
    "upcard_taken": "{player} takes the upcard {card}.",
    "upcard_passed": "{player} passes the upcard {card}.",
    "stock_drawn": "{player} draws {card} from the stock.",
    "stock_drawn_hidden": "{player} draws from the stock.",
    "discard_drawn": "{player} takes {card} from the discard pile.",
    "discarded": "{player} discards {card}.",
    "knocked": "{player} knocks, discarding {card}: {melds}, deadwood {deadwood} ({points}).",
    "knocked_gin": "{player} goes gin, discarding {card}: {melds}.",
    "knocked_big_gin": "{player} goes big gin with all eleven cards: {melds}.",
    "laid_down": "{player} lays down {melds}.",
    "laid_off": "{player} lays off {cards}.",
    "deadwood_left": "{player} is left with deadwood {deadwood} ({points}).",
    "no_deadwood_left": "{player} is left with no deadwood.",
    "no_melds": "no melds",
    "scored_knock": (
        "{winner} wins the hand by knocking: {points} points ({knocker_deadwood} deadwood "
        "against {defender_deadwood})."
    ),
    "scored_undercut": (
        "{winner} undercuts {loser}: {points} points ({defender_deadwood} deadwood "
        "against {knocker_deadwood})."
    ),
    "scored_gin": "{winner} wins the hand with gin: {points} points.",
    "scored_big_gin": "{winner} wins the hand with big gin: {points} points.",
    "dead_hand": (
        "Dead hand: {stock_left} cards are left in the stock and nobody knocked. Nobody scores, "
        "and the same dealer deals again."
    ),
    "box_stays": "{box} won in the box and stays there; {captain} and {sitter} swap.",
    "box_loses": "{box} lost the box and sits out; {captain} takes the box.",
    "totals": "Totals: {totals}.",
    "total_entry": "{player} {points}",
    "match_won": "{winner} wins the match with {points} points.",
    "in_progress": "The match is still in progress: hand {number} is being played.",
    "deal_committed": "The deals were committed before the cut: {commitment}.",
    "deal_cut": "The cut typed for this match: {cut}.",
    "deal_no_cut": "No cut was typed for this match.",
    "hand_commitment": "Commitment before the deal: {commitment}.",
    "hand_secret": "The deal's secret, revealed: {secret}.",
}
"""The game log's sentences (see :func:`gin3.store.export_log`)."""
