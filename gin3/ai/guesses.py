"""``hard``'s guesses at the opponent's hidden hand for one decision.

Each guess is dealt at random from the unseen cards and, with ``evolve``,
improved the way the opponent improved its own hand, one greedy draw per
turn it has played; it is then weighted by how well it explains the
opponent's play (:func:`plausibility`). The weighted guesses say how likely
each unseen card is still in the stock, and how likely a thrown card would
meld for the opponent (:func:`feed_chance`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from gin3.ai.equity import ScoreWeights
from gin3.ai.knowledge import Knowledge, bits_of, makes_meld
from gin3.ai.masks import greedy_after_draw, greedy_discard, meld_makers
from gin3.engine import mask_deadwood
from gin3.engine.bits import ACES, ALL, KINGS, SUIT

__all__ = [
    "COULD_KNOCK",
    "KEPT_WORSE",
    "PASSED_MELD",
    "TAKEN_LOOSE",
    "THREW_MELD",
    "Samples",
    "feed_chance",
    "neighbours",
    "plausibility",
    "sample_hands",
]


def neighbours(mask: int) -> int:
    """Cards that could meld with some card of ``mask``: the same rank, or next
    in suit (every run through a card holds a card next to it)."""
    ranks = (mask | mask >> 13 | mask >> 26 | mask >> 39) & SUIT
    return (ranks * ACES | (mask << 1 & ~ACES) | (mask >> 1 & ~KINGS)) & ALL


@dataclass(slots=True)
class Samples:
    """The guesses at the opponent's hand for one decision, what they say
    about the stock, and how the score weighs a hand's points."""

    hands: list[int] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)
    deadwood: list[int] = field(default_factory=list)
    stock_chance: dict[int, float] = field(default_factory=dict)
    score: ScoreWeights | None = None
    feeds: dict[int, float] | None = field(default=None, repr=False, compare=False)
    """Every card's :func:`feed_chance`, worked out for all cards at the first ask."""

    def held(self, unseen: int) -> dict[int, float]:
        """For every card of ``unseen``, the total weight of the guesses holding it."""
        found = dict.fromkeys(bits_of(unseen), 0.0)
        for hand, weight in zip(self.hands, self.weights, strict=True):
            for bit in bits_of(hand & unseen):
                found[bit] += weight
        return found


def sample_hands(
    know: Knowledge, rng: random.Random, count: int, *, model: bool, evolve: bool, sharpness: float = 1.0
) -> Samples:
    """``count`` guesses at the opponent's hand drawn with ``rng``: weighted by
    :func:`plausibility` (to the power ``sharpness``) if ``model``, improved
    once per opponent turn if ``evolve``, and with the chance that each unseen
    card is in the stock."""
    unseen = bits_of(know.unseen)
    found = Samples()
    hidden = min(know.opponent_hidden, len(unseen))
    turns = know.opponent_turns if evolve else 0
    for _ in range(count):
        hand = know.opponent_known
        for bit in rng.sample(unseen, hidden):
            hand |= bit
        for _ in range(turns):
            # the opponent has drawn and thrown this often: let the guess improve
            # the same way, one card from the unseen at a time
            drawn = rng.choice(unseen)
            if drawn & hand:
                continue
            bit, _ = greedy_discard(hand | drawn, 0, hand & know.opponent_known)
            hand = (hand | drawn) ^ bit
        dw = mask_deadwood(hand)
        found.hands.append(hand)
        found.weights.append(plausibility(hand, dw, know) ** sharpness if model else 1.0)
        found.deadwood.append(dw)
    total = sum(found.weights) or 1.0
    held = found.held(know.unseen)
    in_stock = know.stock_count / max(1, len(unseen))
    if model:
        found.stock_chance = {bit: max(0.0, 1.0 - w / total) for bit, w in held.items()}
    else:
        found.stock_chance = dict.fromkeys(unseen, in_stock)
    return found


def feed_chance(samples: Samples, card: int) -> float:
    """How likely the opponent could meld ``card`` if it were thrown, among
    the guesses that leave it to me (a card the playouts draw may be in some
    guesses at the opponent's hand).

    The first ask works it out for every card in one pass over the guesses
    (each guess tries only its :func:`~gin3.ai.masks.meld_makers`), and keeps the answers:
    a decision asks it of its own cards and, in the playouts, of the cards
    it may draw."""
    if samples.feeds is None:
        samples.feeds = _feed_chances(samples)
    return samples.feeds.get(card, 0.0)


def _feed_chances(samples: Samples) -> dict[int, float]:
    took: dict[int, float] = {}
    held: dict[int, float] = {}
    for hand, weight in zip(samples.hands, samples.weights, strict=True):
        makers = meld_makers(hand)
        while makers:
            card = makers & -makers
            makers ^= card
            if makes_meld(hand, card):
                took[card] = took.get(card, 0.0) + weight
        for card in bits_of(hand):
            held[card] = held.get(card, 0.0) + weight
    total = sum(samples.weights)
    chances = {}
    for card, weight in took.items():
        rest = total - held.get(card, 0.0)
        if rest > 0.0:
            chances[card] = weight / rest
    return chances


PASSED_MELD = 0.35
"""Weight of a guess in which a card the opponent passed would have melded."""
THREW_MELD = 0.5
"""Weight of a guess in which a card the opponent threw would have melded."""
COULD_KNOCK = 0.1
"""Weight of a guess that could have knocked and did not."""
TAKEN_LOOSE = 0.05
"""Weight of a guess in which a card the opponent took from the pile is not in a meld."""
KEPT_WORSE = (0.1, 0.5)
"""Weight of a guess that kept a card it needed less than the card it threw:
for its last discard, and for each of the seven before."""


def plausibility(hand: int, deadwood: int, know: Knowledge) -> float:
    """How well a guess at the opponent's ``hand`` (with ``deadwood``) explains
    its play, as a weight: 1 when it explains everything.

    Players knock when they can (unless ``know`` reads the opponent as one
    who waits for gin), take a pile card to meld it and throw the
    card they need least, so a guess is less likely for every sign against
    that: it could have knocked; a card it passed or threw would meld in it;
    a card it took from the pile is loose in it; or, with a card it threw put
    back, some other card would have been a better throw.
    """
    weight = 1.0
    if know.opponent_turns and deadwood <= know.knock_limit and not know.opponent_waits:
        weight *= COULD_KNOCK
    near = neighbours(hand)
    for card in know.passes:
        if card & near and not card & hand and makes_meld(hand, card):
            weight *= PASSED_MELD
    recent = know.opponent_discards[-8:]
    for card in recent:
        if card & near and not card & hand and makes_meld(hand, card):
            weight *= THREW_MELD
    taken = hand & know.opponent_known
    for bit in bits_of(taken):
        if not makes_meld(hand ^ bit, bit):
            weight *= TAKEN_LOOSE
    for age, card in enumerate(reversed(recent)):
        if card & hand:
            continue
        _, least = greedy_after_draw(hand, deadwood, card, fixed=taken)
        if deadwood > least:
            weight *= KEPT_WORSE[age > 0]
    return weight
