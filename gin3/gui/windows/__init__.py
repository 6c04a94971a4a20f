"""The windows: the main window, its bars and docks, the dialogs, the hand-off cover, the file commands."""
