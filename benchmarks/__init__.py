"""gin3's benchmarks and research tools, kept beside the package (as numpy and
scipy keep theirs): run from a checkout with ``python -m benchmarks WHAT``.

They import gin3; gin3 never imports them, and none of them ships in the
wheel, the bundle or the .deb. Their tests: ``python -m pytest -q benchmarks``.
"""
