"""Short sounds for the moves at the table (issue 20): synthesised cues (``synth``), a backend
per platform that needs nothing beyond the standard library (``backends``), the cue of each
move (``cues``) and the wiring to the controller (``player``), with the menu command and the
settings (``controls``). See docs/sound.md.

The package imports none of its modules: the menus take ``controls`` before the first frame,
and the rest (which needs the engine and the session) comes with the table.
"""
