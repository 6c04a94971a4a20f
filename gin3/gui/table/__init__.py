"""The card table: scene, items, layout and gestures."""
