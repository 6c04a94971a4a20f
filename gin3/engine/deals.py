"""Deals anyone can check: a committed shuffle mixed with the person's cut.

Each hand's deck comes from a 32-byte *hand secret* and the match's *cut*
(a word the person may type once, when the match is set up). The secrets
are the links of a hash chain made when the match is created::

    link[LINKS] = key                  (32 random bytes from :mod:`secrets`)
    link[i - 1] = SHA-256(link[i])
    the match's commitment = link[0]
    the secret of the match's n-th hand = link[first + n]

so the commitment of hand n, SHA-256 of its secret, is the secret of the
hand before it, and every one of them hashes down to the match's
commitment. The app shows that commitment before the person types the cut,
and cannot change the secrets after it without changing the commitment;
the person never sees a secret before its hand is over, so cannot aim the
cut at a deck. A revealed secret says nothing of the hands to come (SHA-256
cannot be run backwards). The next game of a two-player session carries on
the same chain (``first`` counts the hands dealt before it).

The deck of a hand is :data:`~gin3.engine.cards.FULL_DECK` shuffled by
:func:`shuffled` with the seed SHA-256(secret + cut as UTF-8): a
Fisher-Yates shuffle drawing from SHA-256 in counter mode, written out in
docs/dealing.md so that it can be checked without gin3.

A match made without :class:`DealKeys` (the computer players' matches, the
tests, saves of earlier versions) deals as before: from its seed.
"""

from __future__ import annotations

import hashlib
import secrets
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from gin3.engine.cards import FULL_DECK, Card
from gin3.engine.errors import GinError

__all__ = [
    "KEY_BYTES",
    "LINKS",
    "MAX_CUT_LENGTH",
    "DealError",
    "DealKeys",
    "Dealer",
    "commitment_of",
    "deck_of",
    "normal_cut",
    "shuffled",
]

KEY_BYTES = 32
"""256 bits: no one guesses a secret, nor grinds through them for a deck."""
LINKS = 4096
"""Hands one chain can deal: more than any match and its session of games plays."""
MAX_CUT_LENGTH = 100
"""Characters of a cut (a word or a phrase; more adds nothing to the mix)."""


class DealError(GinError):
    """Deal keys that cannot be used (a damaged save), or a hand past the chain."""


def normal_cut(text: str) -> str:
    """The cut as it is mixed in: trimmed and in Unicode NFC, so that the same word typed
    on another keyboard gives the same deck."""
    return unicodedata.normalize("NFC", text.strip())


def commitment_of(secret: bytes) -> bytes:
    """The commitment to a hand secret: its SHA-256."""
    return hashlib.sha256(secret).digest()


def _stream(seed: bytes) -> Iterator[int]:
    """An endless run of 32-bit numbers: SHA-256(seed + counter, 8 bytes big-endian),
    counter 0, 1, 2, ..., each digest read as eight big-endian numbers."""
    counter = 0
    while True:
        block = hashlib.sha256(seed + counter.to_bytes(8, "big")).digest()
        for start in range(0, 32, 4):
            yield int.from_bytes(block[start : start + 4], "big")
        counter += 1


def shuffled(seed: bytes, cards: Sequence[Card] = FULL_DECK) -> tuple[Card, ...]:
    """``cards`` in an order drawn from ``seed``: Fisher-Yates from the last place down, each
    place swapped with a place 0..i chosen without bias (a number at or above the largest
    multiple of i + 1 under 2**32 is thrown away and the next one drawn)."""
    deck = list(cards)
    numbers = _stream(seed)
    for i in range(len(deck) - 1, 0, -1):
        span = i + 1
        limit = (1 << 32) - (1 << 32) % span
        number = next(numbers)
        while number >= limit:
            number = next(numbers)
        j = number % span
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


def deck_of(secret: bytes, cut: str) -> tuple[Card, ...]:
    """The deck (top first) that a hand secret and the match's cut deal."""
    return shuffled(hashlib.sha256(secret + normal_cut(cut).encode("utf-8")).digest())


class Dealer(Protocol):
    """Where a match's decks come from: :class:`DealKeys`, or the decks a record reveals
    (:mod:`gin3.store.dealcheck` replays a record on them)."""

    def deck(self, number: int) -> tuple[Card, ...]:
        """Hand ``number``'s deck, top first; :class:`DealError` if there is none."""
        ...


@dataclass(frozen=True)
class DealKeys:
    """What deals a match verifiably: the chain's ``key`` (private to the app while the
    match goes on), the person's ``cut`` and ``first``, the link before hand 1's."""

    key: bytes
    cut: str = ""
    first: int = 0
    _links: list[bytes] = field(default_factory=list, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.key, bytes) or len(self.key) != KEY_BYTES:
            raise DealError(f"the deal key must be {KEY_BYTES} bytes")
        if not isinstance(self.cut, str) or len(self.cut) > MAX_CUT_LENGTH:
            raise DealError(f"the cut must be text of at most {MAX_CUT_LENGTH} characters")
        if self.cut != normal_cut(self.cut):
            raise DealError("the cut must be trimmed and in Unicode NFC")
        if isinstance(self.first, bool) or not isinstance(self.first, int) or not 0 <= self.first < LINKS:
            raise DealError(f"the first link must be a whole number from 0 to {LINKS - 1}")

    @classmethod
    def new(cls) -> DealKeys:
        """Fresh keys for a new match, with no cut yet (see :meth:`with_cut`)."""
        return cls(secrets.token_bytes(KEY_BYTES))

    def with_cut(self, cut: str) -> DealKeys:
        """These keys with the person's ``cut`` (after the commitment has been shown)."""
        return DealKeys(self.key, normal_cut(cut)[:MAX_CUT_LENGTH], self.first)

    def following(self, hands: int) -> DealKeys:
        """The keys of the session's next game, after ``hands`` more hands of this chain."""
        return DealKeys(self.key, self.cut, min(self.first + hands, LINKS - 1))

    def _link(self, index: int) -> bytes:
        if not self._links:  # computed once: LINKS hashes, a few milliseconds
            links = [self.key]
            for _ in range(LINKS):
                links.append(commitment_of(links[-1]))
            links.reverse()
            self._links.extend(links)
        return self._links[index]

    @property
    def commitment(self) -> bytes:
        """What the app shows before the cut: link ``first``, to which every later secret hashes."""
        return self._link(self.first)

    def secret(self, number: int) -> bytes:
        """The secret of this match's hand ``number`` (1-based)."""
        if not 1 <= number <= LINKS - self.first:
            raise DealError(f"hand {number} is past the {LINKS} hands one chain of deals can deal")
        return self._link(self.first + number)

    def hand_commitment(self, number: int) -> bytes:
        """The commitment shown before hand ``number`` is dealt (the secret of the hand before)."""
        return self._link(self.first + number - 1)

    def deck(self, number: int) -> tuple[Card, ...]:
        """Hand ``number``'s deck, top first."""
        return deck_of(self.secret(number), self.cut)
