"""The Debian package's layout and control file (packaging/deb.py), from a stand-in bundle:
no PyInstaller build needed. CI builds, installs and removes the real package (.ci/run)."""

import gzip
import importlib.util
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
TRUE = shutil.which("true")
needs_dpkg = pytest.mark.skipif(
    shutil.which("dpkg-deb") is None or not sys.platform.startswith("linux") or TRUE is None,
    reason="the .deb is made on Debian-like Linux systems only (needs dpkg-deb and an ELF program)",
)


def _deb() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gin3_packaging_deb", ROOT / "packaging" / "deb.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pyproject_version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"])


def test_depends_names_each_package_once_and_prefers_the_t64_name() -> None:
    deb = _deb()
    line = deb.depends({"libc.so.6", "libm.so.6", "libglib-2.0.so.0", "libgthread-2.0.so.0"}, "2.34")
    assert line == "libc6 (>= 2.34), libglib2.0-0t64 | libglib2.0-0"


def test_a_library_without_a_known_package_stops_the_build() -> None:
    with pytest.raises(SystemExit, match=r"libmystery\.so\.1"):
        _deb().depends({"libc.so.6", "libmystery.so.1"}, None)


def test_the_version_is_pyprojects_and_the_metainfo_dates_its_release() -> None:
    deb = _deb()
    assert deb.version() == _pyproject_version()
    assert deb.release_date(deb.version()).year >= 2026


@pytest.mark.skipif(TRUE is None or not sys.platform.startswith("linux"), reason="needs an ELF program")
def test_the_libraries_a_program_links_to_are_read_from_its_elf_file() -> None:
    needed, versions = _deb().read_needs(Path(os.path.realpath(str(TRUE))))
    assert "libc.so.6" in needed
    assert any(name.startswith("GLIBC_") for name in versions["libc.so.6"])


def _stand_in_bundle(folder: Path) -> tuple[Path, Path]:
    """A bundle whose launcher is a copy of ``true`` (an ELF program needing libc), with one
    library of its own that the launcher does not count as a system one, and two icons."""
    bundle, icons = folder / "bundle", folder / "icons"
    (bundle / "_internal").mkdir(parents=True)
    shutil.copyfile(os.path.realpath(str(TRUE)), bundle / "gin3")
    (bundle / "_internal" / "base_library.zip").write_bytes(b"stand-in")
    icons.mkdir()
    for size in (16, 256):
        (icons / f"gin3-{size}.png").write_bytes(b"\x89PNG stand-in")
    return bundle, icons


@needs_dpkg
def test_the_package_holds_the_bundle_in_opt_and_the_desktop_files_in_usr_share(tmp_path: Path) -> None:
    deb = _deb()
    bundle, icons = _stand_in_bundle(tmp_path)
    root = deb.stage(bundle, icons, tmp_path / "stage")
    app_id = "io.github.gin3.Gin3"
    for path in (
        "opt/gin3/_internal/base_library.zip",
        f"usr/share/applications/{app_id}.desktop",
        f"usr/share/metainfo/{app_id}.metainfo.xml",
        f"usr/share/icons/hicolor/16x16/apps/{app_id}.png",
        f"usr/share/icons/hicolor/256x256/apps/{app_id}.png",
        f"usr/share/icons/hicolor/scalable/apps/{app_id}.svg",
        "usr/share/man/man6/gin3.6.gz",
        "usr/share/lintian/overrides/gin3",
    ):
        assert (root / path).is_file(), path
    assert (root / "opt/gin3/gin3").stat().st_mode & 0o777 == 0o755
    assert (root / "opt/gin3/_internal/base_library.zip").stat().st_mode & 0o777 == 0o644
    assert os.readlink(root / "usr/bin/gin3") == "/opt/gin3/gin3"

    copyright_text = (root / "usr/share/doc/gin3/copyright").read_text()
    assert copyright_text.startswith(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    )
    assert "Bitstream Vera Fonts Copyright" in copyright_text  # the font licence, in full
    changelog = gzip.decompress((root / "usr/share/doc/gin3/changelog.gz").read_bytes()).decode()
    assert changelog.startswith(f"gin3 ({_pyproject_version()}) ")

    fields = dict(
        line.split(": ", 1) for line in (root / "DEBIAN/control").read_text().splitlines() if ": " in line
    )
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
    assert fields["Package"] == "gin3"
    assert (fields["Version"], fields["Architecture"]) == (_pyproject_version(), arch)
    assert fields["Depends"].startswith("libc6 (>= 2.")  # all that `true` links to
    summed = {line.split("  ", 1)[1] for line in (root / "DEBIAN/md5sums").read_text().splitlines()}
    files = {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and "DEBIAN" not in p.parts}
    assert summed == files


@needs_dpkg
def test_dpkg_deb_builds_the_staged_tree_into_gin3_version_arch_deb(tmp_path: Path) -> None:
    deb = _deb()
    bundle, icons = _stand_in_bundle(tmp_path)
    target = deb.build(deb.stage(bundle, icons, tmp_path / "stage"), tmp_path / "out")
    assert target.name == f"gin3_{_pyproject_version()}_{deb.architecture()}.deb"
    listing = subprocess.run(["dpkg-deb", "--contents", str(target)], capture_output=True, text=True).stdout
    assert "root/root" in listing and "./usr/bin/gin3 -> /opt/gin3/gin3" in listing
