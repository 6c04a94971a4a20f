"""Damaged save files must each load or give a SaveFileError, never anything else."""

from __future__ import annotations

import copy
import json
import random
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from benchmarks.robust.clock import Clock
from benchmarks.robust.fuzz import RULE_SETS
from gin3.engine import Match, SaveFileError

__all__ = ["bench_saves"]


def _real_records(rng: random.Random) -> list[str]:
    """Save texts of matches part-way through: one chouette, one two-player, one between hands."""
    from gin3.store import Autosave

    texts = []
    with tempfile.TemporaryDirectory(prefix="gin3-bench-") as folder:
        for names, moves in ((["Ana", "Ben", "Cem"], 80), (["Ana", "Ben"], 60), (["Ana", "Ben", "Cem"], 400)):
            match = Match(names, seed=rng.randrange(2**31), rules=rng.choice(RULE_SETS))
            for _ in range(moves):
                legal = match.legal_actions()
                if not legal or (match.between_hands and moves < 400):
                    break
                match.apply(rng.choice(legal))
            if match.is_over:
                continue
            autosave = Autosave(folder)
            autosave.save(match, {"seats": [{"name": n, "level": "random"} for n in names]})
            texts.append(autosave.path.read_text(encoding="utf-8"))
    return texts


_ODD_VALUES: tuple[object, ...] = (
    None, True, 0, -1, 1, 2**63, 10**10, 1.5, float("nan"), "", "x", "10♥", "AS",
    [], {}, [None], {"type": "discard"}, {"type": "knock", "discard": "ZZ", "melds": ["A♣ 2♣ 3♣"]},
)  # fmt: skip


def _nodes(tree: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield path, tree
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield from _nodes(value, (*path, key))
    elif isinstance(tree, list):
        for index, value in enumerate(tree):
            yield from _nodes(value, (*path, index))


def _mutate_json(record: dict[str, Any], rng: random.Random) -> str:
    tree = copy.deepcopy(record)
    for _ in range(rng.randint(1, 3)):
        path, _node = rng.choice(list(_nodes(tree))[1:])
        parent = tree
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        choice = rng.random()
        if choice < 0.25:
            del parent[last]
        elif choice < 0.4 and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))  # an action twice
        elif choice < 0.5 and isinstance(parent, list) and len(parent) > 1:
            other = rng.randrange(len(parent))
            parent[last], parent[other] = parent[other], parent[last]  # actions out of order
        else:
            parent[last] = copy.deepcopy(rng.choice(_ODD_VALUES))
    return json.dumps(tree, ensure_ascii=rng.random() < 0.5)


def _damaged(text: str, record: dict[str, Any], rng: random.Random) -> tuple[str, bytes]:
    data = text.encode("utf-8")
    kind = rng.choice(("truncated", "random_bytes", "bit_flips", "json_mutation"))
    if kind == "truncated":
        return kind, data[: rng.randrange(len(data))]
    if kind == "random_bytes":
        return kind, rng.randbytes(rng.choice((1, 16, 200, 5000)))
    if kind == "bit_flips":
        flipped = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            spot = rng.randrange(len(flipped))
            flipped[spot] ^= 1 << rng.randrange(8)
        return kind, bytes(flipped)
    return kind, _mutate_json(record, rng).encode("utf-8")


def bench_saves(seconds: float | None = None, count: int | None = None, seed: int = 1) -> dict[str, Any]:
    """Damaged save files through File > Open and the autosave; ``count`` is a number of files."""
    from gin3.store import Autosave, DamagedSaveError, read_match_file

    rng = random.Random(seed)
    clock = Clock(seconds, count)
    texts = _real_records(rng)
    records = [json.loads(t) for t in texts]
    figures: dict[str, Any] = {"files": 0, "loaded": 0, "save_file_error": 0, "other_errors": 0}
    kinds: dict[str, int] = {}
    examples: list[str] = []
    with tempfile.TemporaryDirectory(prefix="gin3-bench-saves-") as scratch:
        folder = Path(scratch)
        while clock.running(figures["files"]):
            which = rng.randrange(len(texts))
            kind, data = _damaged(texts[which], records[which], rng)
            kinds[kind] = kinds.get(kind, 0) + 1
            figures["files"] += 1
            as_autosave = figures["files"] % 10 == 0  # the autosave's path moves a damaged file aside
            path = folder / ("autosave.json" if as_autosave else "match.gin3.json")
            path.write_bytes(data)
            try:
                if as_autosave:
                    Autosave(folder).load_saved()
                else:
                    read_match_file(path)
            except DamagedSaveError:
                figures["save_file_error"] += 1
                for kept in folder.glob("autosave.damaged-*"):
                    kept.unlink()
            except SaveFileError:
                figures["save_file_error"] += 1
            except Exception as exc:  # the bug this bench looks for
                figures["other_errors"] += 1
                if len(examples) < 5:
                    examples.append(f"{kind}: {type(exc).__name__}: {str(exc)[:200]}")
            else:
                figures["loaded"] += 1
    figures["kinds"] = kinds
    if examples:
        figures["other_error_examples"] = examples
    figures["saves_seconds"] = clock.elapsed()
    return figures
