"""The computer players think in a process of their own and see only their seat's view."""

from __future__ import annotations

from gin3.ai import make_player
from gin3.engine import Match, NextHand
from gin3.session import Thinker, new_table


def test_the_thinker_plays_the_same_moves_as_the_players_in_this_process() -> None:
    thinker = Thinker()
    try:
        key_table = new_table()
        match = Match(["Ana", "Ben", "Cem"], seed=11)
        local = {seat: make_player("easy", 100 + int(seat)) for seat in match.seats}
        for _ in range(40):
            if match.is_over:
                break
            if match.between_hands:
                match.apply(NextHand())
                continue
            seat = match.hand.turn
            view = match.view(seat)
            remote = thinker.choose((key_table, int(seat)), "easy", 100 + int(seat), view).result(timeout=60)
            assert remote == local[seat].choose(view)  # the worker keeps each seat's player and its dice
            match.apply(remote)
    finally:
        thinker.close()


def test_a_broken_worker_is_started_again() -> None:
    thinker = Thinker()
    try:
        assert thinker.warm_up().result(timeout=60)
        thinker.close()
        assert thinker.warm_up().result(timeout=60)
    finally:
        thinker.close()
