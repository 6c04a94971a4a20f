"""Check that a built gin3 runs ``hard`` compiled and makes exactly the moves of the source.

    python packaging/check_compiled.py dist/gin3/gin3

plays the same few deals with the built executable and with ``python -m
gin3`` from the source tree (pure Python: the tests' editable install), and
fails unless the build reports its playouts compiled (setup.py) and both
score every deal alike. One move of ``hard`` played otherwise changes the
rest of its hand, so the points a hand and their error would differ but for
a freak coincidence: equal figures mean the same play.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

SIM = ["sim", "--players", "hard,simple", "--matches", "3", "--deals", "--mirrored", "--seed", "7", "--json"]
SAME = ("deals", "hands", "points_per_hand", "standard_error")


def run(command: list[str]) -> dict[str, Any]:
    out = subprocess.run(command + SIM, check=True, capture_output=True, text=True).stdout
    summary: dict[str, Any] = json.loads(out)
    return summary


def main(built: str) -> int:
    frozen = run([built])
    source = run([sys.executable, "-m", "gin3"])
    problems = []
    if frozen.get("compiled") is not True:
        problems.append(f"{built} runs hard's playouts as pure Python: the build did not compile them")
    if source.get("compiled") is not False:
        problems.append("the source tree's gin3 is compiled: the comparison needs its pure-Python modules")
    differ = [key for key in SAME if frozen.get(key) != source.get(key)]
    if differ:
        problems.append(
            "the compiled and the pure-Python hard played differently: "
            + ", ".join(f"{key} {frozen.get(key)} against {source.get(key)}" for key in differ)
        )
    for problem in problems:
        print(f"check_compiled: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(
        f"compiled: same play as pure Python over {frozen['hands']} hands "
        f"({frozen['points_per_hand']:+} points a hand); median decision "
        f"{frozen['decision_ms']['median']} ms compiled, {source['decision_ms']['median']} ms pure"
    )
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
