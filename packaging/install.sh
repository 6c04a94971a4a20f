#!/usr/bin/env bash
# Install gin3 for the current user: the app in ~/.local/share/gin3, a
# launcher in ~/.local/bin, and the menu entry, icons and AppStream metadata
# in the standard XDG places. Run it from the unpacked tarball. `install.sh
# --uninstall` removes all of it again.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
id=io.github.gin3.Gin3

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$data/gin3" "$bin/gin3" "$data/applications/$id.desktop" "$data/metainfo/$id.metainfo.xml"
    rm -f "$data"/icons/hicolor/*/apps/$id.png "$data/icons/hicolor/scalable/apps/$id.svg"
    echo "gin3 removed."
    exit 0
fi

mkdir -p "$data/gin3" "$bin" "$data/applications" "$data/metainfo" "$data/icons/hicolor/scalable/apps"
rm -rf "$data/gin3/app"
cp -a "$here/gin3" "$data/gin3/app"
ln -sf "$data/gin3/app/gin3" "$bin/gin3"
sed "s|^Exec=.*|Exec=$data/gin3/app/gin3|" "$here/share/$id.desktop" > "$data/applications/$id.desktop"
cp "$here/share/$id.metainfo.xml" "$data/metainfo/"
cp "$here/share/icons/gin3.svg" "$data/icons/hicolor/scalable/apps/$id.svg"
for png in "$here"/share/icons/gin3-*.png; do
    size=$(basename "$png" .png); size=${size#gin3-}
    mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$data/icons/hicolor/${size}x${size}/apps/$id.png"
done
command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "gin3 installed: find it in your applications menu, or run $bin/gin3"
