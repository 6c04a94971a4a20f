"""gin3's Qt user interface: the only package that imports PySide6.

PySide6-Essentials 6.12.0's abi3 wheels drop references to ``None`` and
``True`` on CPython 3.11 (every void call and every signal emit), until the
interpreter aborts with "none_dealloc" or "bool_dealloc". pyproject.toml
excludes that release.
"""
