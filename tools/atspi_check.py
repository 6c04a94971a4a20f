"""Read gin3's table as a screen reader does: over AT-SPI, the accessibility bus Orca reads.

Run by the system Python (Debian's python3-pyatspi) on a display with a D-Bus session bus,
the way .ci/run does::

    xvfb-run -a -s "-screen 0 1440x900x24" dbus-run-session -- \\
        /usr/bin/python3 tools/atspi_check.py [--app "python -m gin3"]

It starts the app as a player would (a scratch home, a returning player's settings, Qt's
accessibility on), deals the first hand by pressing the Deal button through its AT-SPI
action, walks the accessible tree and requires the ten cards of the dealt hand by name
("Seven of hearts…"), the two piles ("Stock…", "Discard pile…"), the three player plates,
and a new accessible focus after → on the table. It prints what it found and exits 0, or 1
with what is missing.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

RANKS = "Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King"
CARD = re.compile(rf"^({RANKS}) of (clubs|diamonds|hearts|spades)\b")
NAMES = ("Reader", "Ana", "Ben")  # the person, and the computer players of the default match
PILE = re.compile(r"^(Stock|Discard pile|Knock spot)\b")
PLATE = re.compile(rf"^({'|'.join(NAMES)}), ")  # "Ana, Captain, 0 points, to play"
TIMEOUT = 30.0  # seconds for the app to come up, and for the deal to show


def _walk(node: Any, depth: int = 0) -> Iterator[Any]:
    """Every accessible object under ``node``, depth first (a dead child is skipped)."""
    yield node
    if depth > 40:
        return
    try:
        count = node.childCount
    except Exception:  # the object went away while it was read
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            yield from _walk(child, depth + 1)


def _name(node: Any) -> str:
    try:
        return str(node.name or "")
    except Exception:
        return ""


def _role(node: Any) -> str:
    try:
        return str(node.getRoleName())
    except Exception:
        return ""


def _focused(node: Any, pyatspi: Any) -> bool:
    try:
        return bool(node.getState().contains(pyatspi.STATE_FOCUSED))
    except Exception:
        return False


def _pump(seconds: float) -> None:
    """Wait ``seconds`` while the bus's events (the announcements) come in."""
    from gi.repository import GLib

    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.iteration(False):
            pass
        time.sleep(0.05)


def _wait(what: str, probe: Callable[[], Any], timeout: float = TIMEOUT) -> Any:
    """``probe()`` once it answers truly, within ``timeout`` seconds, else stop with ``what``."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = probe()
        if found:
            return found
        _pump(0.25)
    raise SystemExit(f"atspi_check: FAILED: {what} (after {timeout:.0f} s)")


def _scratch_home(scratch: str) -> dict[str, str]:
    """A returning player's settings in a scratch home: no name question, no saved match."""
    env = dict(
        os.environ,
        XDG_CONFIG_HOME=os.path.join(scratch, "config"),
        XDG_DATA_HOME=os.path.join(scratch, "data"),
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        QT_ACCESSIBILITY="1",
        LANG="en_US.UTF-8",
        LANGUAGE="en",
    )
    env.pop("QT_QPA_PLATFORM", None)  # a real (virtual) X display, as a player's
    settings = Path(scratch, "config", "gin3", "gin3", "settings.ini")
    settings.parent.mkdir(parents=True)
    settings.write_text(f"[player]\nname={NAMES[0]}\n", encoding="utf-8")
    return env


def _app(desktop: Any, pid: int) -> Any:
    for app in _walk_apps(desktop):
        try:
            if app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def _pid(node: Any) -> int:
    try:
        return int(node.get_application().get_process_id())
    except Exception:
        return -1


def _walk_apps(desktop: Any) -> list[Any]:
    apps = []
    for i in range(desktop.childCount):
        try:
            app = desktop.getChildAtIndex(i)
        except Exception:
            continue
        if app is not None:
            apps.append(app)
    return apps


def _press(node: Any) -> bool:
    """Do ``node``'s first action (a button's Press), as Orca's Enter would."""
    try:
        action = node.queryAction()
    except Exception:
        return False
    return action.nActions > 0 and bool(action.doAction(0))


def _focus_window(pid: int) -> None:
    """Give the app's window the keyboard, as clicking it would: Xvfb has no window manager."""
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)], capture_output=True, text=True, check=False
    )
    for window in found.stdout.split()[:1]:
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
    _pump(0.5)


def _key_right(pyatspi: Any) -> None:
    """→, as the keyboard sends it: xdotool where it is, else an AT-SPI key event."""
    if shutil.which("xdotool"):
        subprocess.run(["xdotool", "key", "Right"], check=False)
    else:
        pyatspi.Registry.generateKeyboardEvent(0xFF53, None, pyatspi.KEY_SYM)
    _pump(1.0)


def survey(root: Any, pyatspi: Any) -> dict[str, Any]:
    """What the tree shows: counts, card names, piles, plates and the focused object."""
    nodes = list(_walk(root))
    names = [_name(n) for n in nodes]
    cards = [n for n in names if CARD.match(n)]
    hands = [  # each hand on the table: its list and the cards in it by name
        (_name(n), [_name(c) for c in _walk(n) if CARD.match(_name(c))])
        for n in nodes
        if _role(n) == "list" and any(CARD.match(_name(c)) for c in _walk(n))
    ]
    # the focused card or pile ("page tab" and the view itself report focus as well)
    focus = [f"{_role(n)}: {_name(n)}" for n in nodes if _focused(n, pyatspi) and _on_table(_name(n))]
    return {
        "objects": len(nodes),
        "named": sum(1 for n in names if n),
        "cards": cards,
        "hands": hands,
        "stock": [n for n in names if n.startswith("Stock")],
        "discard": [n for n in names if n.startswith("Discard pile")],
        "plates": [n for n in names if PLATE.match(n)],
        "focus": focus,
        "table": [f"{_role(n)} with {_safe_count(n)} children" for n in nodes if _name(n) == "Card table"],
    }


def _on_table(name: str) -> bool:
    return bool(CARD.match(name) or PILE.match(name))


def _safe_count(node: Any) -> int:
    try:
        return int(node.childCount)
    except Exception:
        return -1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", default="python -m gin3", help="how a player starts gin3")
    parser.add_argument("--report-only", action="store_true", help="print the survey, never fail")
    args = parser.parse_args(argv)
    try:
        import pyatspi
    except ImportError:
        print("atspi_check: FAILED: pyatspi is missing (Debian: python3-pyatspi)", file=sys.stderr)
        return 1
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS") or not os.environ.get("DISPLAY"):
        print("atspi_check: FAILED: run under xvfb-run and dbus-run-session", file=sys.stderr)
        return 1
    started = time.monotonic()
    scratch = tempfile.mkdtemp(prefix="gin3-atspi-")
    app = subprocess.Popen(shlex.split(args.app), env=_scratch_home(scratch))
    try:
        return _check(pyatspi, app, args.report_only, started)
    except SystemExit as failure:
        print(failure, file=sys.stderr)
        return 1
    finally:
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()
        shutil.rmtree(scratch, ignore_errors=True)


def _check(pyatspi: Any, app: subprocess.Popen[bytes], report_only: bool, started: float) -> int:
    desktop = pyatspi.Registry.getDesktop(0)
    heard: list[str] = []  # what the app announced (Qt's announcement event), in order

    def announced(event: Any) -> None:
        if _pid(event.source) == app.pid:
            heard.append(str(event.any_data))

    pyatspi.Registry.registerEventListener(announced, "object:announcement")
    root = _wait("gin3 on the accessibility bus", lambda: app.poll() is None and _app(desktop, app.pid))
    deal = _wait(
        "the Deal button",
        lambda: next((n for n in _walk(root) if _role(n) == "push button" and _name(n) == "Deal"), None),
    )
    _press(deal)
    first = _wait_for_deal(root, pyatspi, report_only)
    print(f"after the first deal: {first['objects']} accessible objects, {first['named']} named")
    print(f"  card names ({len(first['cards'])}): {', '.join(first['cards']) or 'none'}")
    for title, cards in first["hands"]:
        print(f"  {title}: {', '.join(cards)}")
    print(f"  piles: {first['stock'] + first['discard'] or 'none'}")
    print(f"  plates: {first['plates'] or 'none'}")
    print(f"  the card table: {', '.join(first['table']) or 'not found'}")
    if shutil.which("xdotool"):
        _focus_window(app.pid)
    before = survey(root, pyatspi)["focus"]
    _key_right(pyatspi)
    after = survey(root, pyatspi)["focus"]
    print(f"  focus on the table: {before or 'none'}; after →: {after or 'none'}")
    print(f"  announced ({len(heard)}): {' | '.join(heard) or 'nothing'}")
    missing = []
    if not any(text.startswith("Hand 1.") for text in heard):
        missing.append("the announcement of the first hand (Hand 1. …)")
    if not any(len(set(cards)) == 10 for _, cards in first["hands"]):
        missing.append(
            f"the ten cards of the dealt hand by name (found {len(set(first['cards']))} card names)"
        )
    if not first["stock"] or not first["discard"]:
        missing.append("the two piles (Stock…, Discard pile…)")
    if len(first["plates"]) < 3:
        missing.append(f"three player plates (found {len(first['plates'])})")
    if not after or after == before:
        missing.append("a new accessible focus on a card or a pile after →")
    print(f"  took {time.monotonic() - started:.1f} s")
    if missing and not report_only:
        print("atspi_check: FAILED: missing " + "; ".join(missing), file=sys.stderr)
        return 1
    print("atspi_check: OK" if not missing else "atspi_check: report only")
    return 0


def _wait_for_deal(root: Any, pyatspi: Any, report_only: bool) -> dict[str, Any]:
    """The tree once the dealt hand lies still (a hand of ten cards by name, the same in two
    looks half a second apart: the cards fly in one by one), or after the timeout as it is."""
    end = time.monotonic() + (5.0 if report_only else TIMEOUT)
    seen, before = survey(root, pyatspi), None
    while time.monotonic() < end:
        dealt = any(len(set(cards)) == 10 for _, cards in seen["hands"])
        if (
            dealt
            and before is not None
            and (before["hands"], before["discard"]) == (seen["hands"], seen["discard"])
        ):
            break
        _pump(0.5)
        seen, before = survey(root, pyatspi), seen
    return seen


if __name__ == "__main__":
    sys.exit(main())
