"""Translations (issue 7): compiled catalogues up to date, plurals, runtime switching, completeness."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from gin3.gui import i18n

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "translations"
CATALOGUES = sorted(FOLDER.glob("gin3_*.ts"))


def _lrelease() -> list[str]:
    tool = shutil.which("pyside6-lrelease")
    if tool:
        return [tool]
    return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()"]


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.stem)
def test_committed_qm_is_up_to_date(ts: Path, tmp_path: Path) -> None:
    """The .qm beside each .ts is exactly what lrelease makes of it (run lrelease and commit both)."""
    qm = ts.with_suffix(".qm")
    assert qm.exists(), f"{qm.name} is missing: run pyside6-lrelease {ts.name}"
    fresh = tmp_path / qm.name
    subprocess.run([*_lrelease(), "-silent", str(ts), "-qm", str(fresh)], check=True, timeout=60)
    assert fresh.read_bytes() == qm.read_bytes(), f"{qm.name} is stale: run pyside6-lrelease {ts.name}"


@pytest.mark.parametrize(
    ("locale", "environ", "code"),
    [
        ("tr_TR", {}, "tr"),
        ("hu_HU", {}, "hu"),
        ("sq_AL", {}, "sq"),
        ("sr_RS", {}, "sr"),
        ("sr_Latn_RS", {}, "sr_Latn"),
        ("de_DE", {}, "en"),
        ("en_GB", {}, "en"),
    ],
)
def test_language_for_locale(locale: str, environ: dict[str, str], code: str) -> None:
    assert i18n.language_for_locale(QLocale(locale), environ) == code


def test_serbian_latin_modifier_of_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("sr_RS")))
    assert i18n.language_for_locale(None, {"LANG": "sr_RS.UTF-8@latin"}) == "sr_Latn"
    assert i18n.language_for_locale(None, {"LANG": "sr_RS.UTF-8"}) == "sr"


def test_english_plurals(qapp: object) -> None:
    try:
        i18n.apply_language("en")
        one = QCoreApplication.translate("Showdown", "{winner} wins %n point(s)", None, 1)
        many = QCoreApplication.translate("Showdown", "{winner} wins %n point(s)", None, 21)
        assert one == "{winner} wins 1 point"
        assert many == "{winner} wins 21 points"
    finally:
        i18n.apply_language("en")


def _messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            out.append((name, msg.findtext("source") or "", msg))
    return out
