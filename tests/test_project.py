"""Checks on the project itself: packaging metadata, CI and layering."""

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_python_package_is_installed_by_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "gin3").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found <= listed, f"packages missing from pyproject.toml: {sorted(found - listed)}"


def test_ci_runs_exactly_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```sh\n(.*?)\n```", readme, re.S)
    install_and_run, test_command = blocks[0].strip(), blocks[1].strip()
    assert "gin3" in install_and_run
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert test_command in ci


def test_engine_and_ai_import_no_qt() -> None:
    code = (
        "import sys, gin3.engine, gin3.ai, gin3.ai.tournament, gin3.store;"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_readmes_links_lead_to_files_of_the_repository() -> None:
    """Every relative link of the README and docs/ names a file that exists (the README
    once pointed to a RULES.md the repository did not have)."""
    import re

    pages = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").rglob("*.md"))]
    for page in pages:
        for target in re.findall(r"\]\(([^)#\s]+)", page.read_text(encoding="utf-8")):
            if "://" in target or target.startswith("mailto:"):
                continue
            assert (page.parent / target).exists(), f"{page.relative_to(ROOT)} links to missing {target}"


def test_every_rule_of_the_rule_book_has_a_named_test() -> None:
    """Each rule id of docs/RULES.md (R1..., C1...) is named by a test: ``test_r15_...``."""
    import re

    rules = set(re.findall(r"\*\*([RC]\d+)\b", (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")))
    assert rules, "no rule ids found in docs/RULES.md"
    names = " ".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("test_*.py"))
    missing = sorted(r for r in rules if not re.search(rf"def test_{r.lower()}_", names))
    assert not missing, f"rules without a named test: {missing}"


def test_the_source_tree_runs_its_own_python_not_compiled_copies() -> None:
    """The editable install the tests run on is pure Python: setup.py compiles the
    computer player only for a real install, since a compiled module beside its
    source would hide every edit of it (an editable install once compiled in place)."""
    from importlib.machinery import EXTENSION_SUFFIXES

    from gin3.ai.base import compiled

    patterns = [f"{folder}*{suffix}" for suffix in EXTENSION_SUFFIXES for folder in ("", "gin3/**/")]
    beside = [path for pattern in patterns for path in ROOT.glob(pattern)]
    assert beside == [], f"compiled modules in the source tree: {beside}"
    assert not compiled()


def test_setup_compiles_modules_of_the_computer_player_that_exist() -> None:
    """A module renamed or moved without setup.py's list would leave the build to fail
    and fall back to pure Python: every listed module exists, and the playouts are in it."""
    source = (ROOT / "setup.py").read_text()
    listed = re.findall(r'"(gin3/[\w/]+\.py)"', source)
    assert "gin3/ai/playout.py" in listed
    assert [path for path in listed if not (ROOT / path).is_file()] == []


def test_the_benchmarks_stay_beside_the_package_and_out_of_what_ships() -> None:
    """The benchmarks (benchmarks/, run as ``python -m benchmarks``) import gin3 and gin3
    never imports them: no package of the wheel is theirs, the bundle leaves them out,
    the import contract forbids the reverse import, and CI runs their own tests."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    packages = config["tool"]["setuptools"]["packages"]
    assert not [name for name in packages if name.startswith("benchmarks") or ".bench" in name]
    assert not list((ROOT / "gin3").glob("bench*"))
    contracts = config["tool"]["importlinter"]["contracts"]
    assert any(
        c["type"] == "forbidden"
        and c["source_modules"] == ["gin3"]
        and c["forbidden_modules"] == ["benchmarks"]
        for c in contracts
    )
    assert '"benchmarks"' in (ROOT / "packaging" / "gin3.spec").read_text()
    assert "python -m pytest -q benchmarks" in (ROOT / ".ci" / "run").read_text().splitlines()
    assert config["tool"]["pytest"]["ini_options"]["testpaths"] == ["tests"]  # not the slow benchmarks
