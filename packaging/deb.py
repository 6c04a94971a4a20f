"""Make the Debian package dist/gin3_<version>_<arch>.deb from the bundle (run by build.sh).

    python3 packaging/deb.py BUNDLE ICONS OUT [--stage DIR] [--stage-only]

BUNDLE is PyInstaller's one-folder bundle (dist/gin3), ICONS the PNGs of
packaging/render_icons.py (build/icons), OUT the folder for the .deb. The
package holds the bundle under /opt/gin3, /usr/bin/gin3 (a link to it), the
menu entry, the hicolor icons, the AppStream metadata, a manual page and the
copyright and changelog files. The version is pyproject.toml's, the
architecture dpkg's. ``Depends:`` is worked out from the bundle itself: every
library a file of the bundle links to (its ELF DT_NEEDED entries) that the
bundle does not carry comes from the system, and SONAME_PACKAGES names the
package that provides it. Standard library only.
"""

from __future__ import annotations

import argparse
import email.utils
import gzip
import hashlib
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.gin3.Gin3"
PREFIX = "opt/gin3"  # where the bundle goes; /usr/bin/gin3 links to PREFIX/gin3
# Set GIN3_DEB_MAINTAINER to a real address before publishing a package.
MAINTAINER = os.environ.get("GIN3_DEB_MAINTAINER", "gin3 maintainers <maintainers@gin3.invalid>")

# The package of each library the bundle takes from the system. Alternatives name
# the same library where Debian and Ubuntu releases call its package differently
# (the 64-bit time_t transition renamed libglib2.0-0 to libglib2.0-0t64).
SONAME_PACKAGES = {
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "ld-linux-x86-64.so.2": "libc6",
    "ld-linux-aarch64.so.1": "libc6",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0t64 | libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0t64 | libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libz.so.1": "zlib1g",
    "libbz2.so.1.0": "libbz2-1.0",
    "liblzma.so.5": "liblzma5",
    "libzstd.so.1": "libzstd1",
}
LIBC_SONAME = "libc.so.6"

DESCRIPTION = """\
three-handed (chouette) gin rummy for the desktop
 gin3 is chouette gin rummy for three: in each hand one player is in the box
 and plays alone against a team of two, the captain who holds the cards and
 the sitter who advises. Roles rotate after every hand. Play hot-seat on one
 computer or against computer opponents of selectable strength; two-player
 classic gin is included.
 .
 The app is a self-contained Qt (PySide6) bundle installed in /opt/gin3."""


# -- what the bundle links to ---------------------------------------------------------

ELF_MAGIC = b"\x7fELF"
SHT_DYNAMIC = 6
SHT_GNU_VERNEED = 0x6FFFFFFE
DT_NEEDED = 1


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as f:
        return f.read(4) == ELF_MAGIC


def _string(data: bytes, offset: int) -> str:
    return data[offset : data.index(b"\0", offset)].decode("utf-8", "replace")


def read_needs(path: Path) -> tuple[tuple[str, ...], dict[str, set[str]]]:
    """The libraries the ELF file at ``path`` names (DT_NEEDED), and the symbol versions
    it needs from each (``{"libc.so.6": {"GLIBC_2.34", ...}}``). ``ldd`` would list the
    whole load closure instead; a package depends only on what its own files link to."""
    data = path.read_bytes()
    if data[:4] != ELF_MAGIC:
        raise ValueError(f"{path} is not an ELF file")
    wide = data[4] == 2  # ELFCLASS64
    order = "<" if data[5] == 1 else ">"
    if wide:
        (shoff,) = struct.unpack_from(order + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x3A)
        header, entry = order + "IIQQQQIIQQ", order + "qQ"
    else:
        (shoff,) = struct.unpack_from(order + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x2E)
        header, entry = order + "IIIIIIIIII", order + "iI"
    # each section: name, type, flags, addr, offset, size, link, info, addralign, entsize
    sections = [struct.unpack_from(header, data, shoff + i * shentsize) for i in range(shnum)]
    needed: list[str] = []
    versions: dict[str, set[str]] = {}
    for _, kind, _, _, offset, size, link, info, _, entsize in sections:
        strings = sections[link][4]
        if kind == SHT_DYNAMIC:
            for pos in range(offset, offset + size, entsize or struct.calcsize(entry)):
                tag, value = struct.unpack_from(entry, data, pos)
                if tag == 0:
                    break
                if tag == DT_NEEDED:
                    needed.append(_string(data, strings + value))
        elif kind == SHT_GNU_VERNEED:
            pos = offset
            for _ in range(info):  # sh_info counts the Verneed entries
                _, count, file_name, aux, following = struct.unpack_from(order + "HHIII", data, pos)
                soname = _string(data, strings + file_name)
                apos = pos + aux
                for _ in range(count):
                    _, _, _, name, anext = struct.unpack_from(order + "IHHII", data, apos)
                    versions.setdefault(soname, set()).add(_string(data, strings + name))
                    apos += anext
                pos += following
    return tuple(needed), versions


def system_libraries(bundle: Path) -> tuple[dict[str, list[Path]], str | None]:
    """The libraries the bundle's files link to but the bundle does not carry (soname ->
    the files that need it), and the newest ``GLIBC_x.y`` symbol version any file needs."""
    files = [p for p in sorted(bundle.rglob("*")) if is_elf(p)]
    carried = {p.name for p in bundle.rglob("*")}
    outside: dict[str, list[Path]] = {}
    glibc: list[tuple[int, ...]] = []
    for path in files:
        needed, versions = read_needs(path)
        for soname in needed:
            if soname not in carried:
                outside.setdefault(soname, []).append(path.relative_to(bundle))
        for soname, names in versions.items():
            if soname in carried:
                continue
            for name in names:
                if match := re.fullmatch(r"GLIBC_(\d+(?:\.\d+)+)", name):
                    glibc.append(tuple(int(n) for n in match.group(1).split(".")))
    newest = ".".join(map(str, max(glibc))) if glibc else None
    return outside, newest


def depends(sonames: set[str] | dict[str, list[Path]], glibc: str | None) -> str:
    """The ``Depends:`` value for these system libraries; libc6 at least at ``glibc``."""
    unknown = sorted(set(sonames) - set(SONAME_PACKAGES))
    if unknown:
        raise SystemExit(
            f"deb.py: the bundle links to {', '.join(unknown)} from the system; "
            "add the package that provides it to SONAME_PACKAGES in packaging/deb.py"
        )
    packages = sorted({SONAME_PACKAGES[s] for s in sonames})
    if glibc and "libc6" in packages:
        packages[packages.index("libc6")] = f"libc6 (>= {glibc})"
    return ", ".join(packages)


def check_with_dpkg(outside: dict[str, list[Path]], bundle: Path) -> list[str]:
    """Where dpkg is at hand: each library resolves (as ``ldd`` sees the bundle) to a file that
    belongs to one of the packages SONAME_PACKAGES names for it. Returns the mismatches."""
    if not shutil.which("dpkg") or not shutil.which("ldd"):
        return []
    env = dict(os.environ, LD_LIBRARY_PATH=str(bundle / "_internal"))
    where: dict[str, str] = {}
    for files in outside.values():
        out = subprocess.run(["ldd", str(bundle / files[0])], env=env, capture_output=True, text=True)
        for line in out.stdout.splitlines():
            name, _, target = line.strip().partition(" => ")
            target = target or name  # the dynamic loader: "/lib64/ld-linux-x86-64.so.2 (0x...)"
            if target.startswith("/"):
                target = target.split(" (")[0]
                where.setdefault(Path(name.split(" (")[0]).name, target)
    problems = []
    for soname in outside:
        path = where.get(soname)
        if path is None:
            problems.append(f"{soname} is not installed on this machine")
            continue
        owners: set[str] = set()
        for candidate in {path, os.path.realpath(path)}:
            for form in {candidate, candidate.removeprefix("/usr"), "/usr" + candidate}:
                out = subprocess.run(["dpkg", "-S", form], capture_output=True, text=True)
                owners |= {line.split(":")[0] for line in out.stdout.splitlines() if ": " in line}
        wanted = {alt.strip() for alt in SONAME_PACKAGES[soname].split("|")}
        if not owners & wanted:
            problems.append(f"{soname} ({path}) belongs to {sorted(owners) or 'no package'}, not {wanted}")
    return problems


# -- the package's files ---------------------------------------------------------------------


def version() -> str:
    """The version, from pyproject.toml (the one place it is defined)."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def release_date(version: str) -> datetime:
    """The date of ``version`` in the AppStream metadata's release list (it must be there)."""
    tree = ET.parse(ROOT / "resources" / "desktop" / f"{APP_ID}.metainfo.xml")
    for release in tree.getroot().iter("release"):
        if release.get("version") == version:
            return datetime.strptime(release.get("date", ""), "%Y-%m-%d").replace(tzinfo=UTC)
    raise SystemExit(f'deb.py: add <release version="{version}" date=...> to the metainfo file')


def architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


def control(version: str, arch: str, depends: str, installed_kib: int) -> str:
    return (
        f"Package: gin3\nVersion: {version}\nArchitecture: {arch}\nMaintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\nDepends: {depends}\nSection: games\nPriority: optional\n"
        f"Description: {DESCRIPTION}\n"
    )


def changelog(version: str, when: datetime) -> str:
    return (
        f"gin3 ({version}) unstable; urgency=medium\n\n"
        f"  * Release {version}: see the README and docs/ for what the app does.\n\n"
        f" -- {MAINTAINER}  {email.utils.format_datetime(when)}\n"
    )


def copyright_file() -> str:
    text = (ROOT / "packaging" / "debian-copyright").read_text(encoding="utf-8")
    fonts = (ROOT / "resources" / "fonts" / "LICENSE.txt").read_text(encoding="utf-8")
    # a DEP-5 license text: every line indented, empty lines written as " ."
    indented = "\n".join(f" {line}" if line.strip() else " ." for line in fonts.strip().splitlines())
    return text.replace("@FONT_LICENSE@\n", indented + "\n")


def _gzip(data: bytes, target: Path) -> None:
    # no file name and no time stamp in the header, so the package builds reproducibly
    with target.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as f:
        f.write(data)


def _copy(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def stage(bundle: Path, icons: Path, root: Path, depends_line: str | None = None) -> Path:
    """Lay out the package's files under ``root`` (emptied first), with DEBIAN/control and
    DEBIAN/md5sums; returns ``root``. ``depends_line`` defaults to what the bundle links to."""
    if not (bundle / "gin3").is_file():
        raise SystemExit(f"deb.py: {bundle}/gin3 is missing: build the bundle first")
    ver = version()
    if depends_line is None:
        outside, glibc = system_libraries(bundle)
        depends_line = depends(outside, glibc)
    shutil.rmtree(root, ignore_errors=True)
    app = root / PREFIX
    shutil.copytree(bundle, app, symlinks=True)
    share = root / "usr" / "share"
    desktop = ROOT / "resources" / "desktop"
    _copy(desktop / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    _copy(desktop / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    _copy(ROOT / "resources" / "icons" / "gin3.svg", share / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg")
    for png in sorted(icons.glob("gin3-*.png")):
        size = png.stem.removeprefix("gin3-")
        _copy(png, share / f"icons/hicolor/{size}x{size}/apps" / f"{APP_ID}.png")
    doc = share / "doc" / "gin3"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_file(), encoding="utf-8")
    _gzip(changelog(ver, release_date(ver)).encode(), doc / "changelog.gz")
    (share / "man" / "man6").mkdir(parents=True)
    _gzip((ROOT / "packaging" / "gin3.6").read_bytes(), share / "man" / "man6" / "gin3.6.gz")
    _copy(ROOT / "packaging" / "lintian-overrides", share / "lintian" / "overrides" / "gin3")
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "gin3").symlink_to(f"/{PREFIX}/gin3")
    # Plain modes: the launcher is the one executable; the libraries need no execute bit.
    for path in root.rglob("*"):
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() else 0o644)
    (app / "gin3").chmod(0o755)
    files = sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    folders = [p for p in root.rglob("*") if p.is_dir()]
    kib = sum((p.stat().st_size + 1023) // 1024 for p in files) + len(folders)  # as dpkg-gencontrol counts
    (root / "DEBIAN").mkdir(mode=0o755)
    fields = control(ver, architecture(), depends_line, kib)
    (root / "DEBIAN" / "control").write_text(fields, encoding="utf-8")
    sums = "".join(f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(root)}\n" for p in files)
    (root / "DEBIAN" / "md5sums").write_text(sums, encoding="utf-8")
    for name in ("control", "md5sums"):
        (root / "DEBIAN" / name).chmod(0o644)
    return root


def build(root: Path, out: Path) -> Path:
    fields = dict(
        line.split(": ", 1) for line in (root / "DEBIAN" / "control").read_text().splitlines() if ": " in line
    )
    target = out / f"gin3_{fields['Version']}_{fields['Architecture']}.deb"
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run(["dpkg-deb", "--root-owner-group", "--build", str(root), str(target)], check=True)
    return target


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("icons", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--stage", type=Path, default=ROOT / "build" / "deb", help="staging folder")
    parser.add_argument("--stage-only", action="store_true", help="lay out the files, build no .deb")
    args = parser.parse_args(argv)
    outside, glibc = system_libraries(args.bundle)
    problems = check_with_dpkg(outside, args.bundle)
    if problems:
        problems.insert(0, "deb.py: SONAME_PACKAGES does not match this system:")
        print("\n  ".join(problems), file=sys.stderr)
        return 1
    root = stage(args.bundle, args.icons, args.stage, depends(outside, glibc))
    print(f"deb: Depends: {depends(outside, glibc)}")
    if not args.stage_only:
        print(f"deb: {build(root, args.out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
