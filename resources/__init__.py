"""gin3's data files (card art, fonts, icons, translations), installed as ``gin3.resources``.

The folder sits at the top of the repository (DESIGN.md) and setuptools maps
it into the package, so ``importlib.resources.files("gin3.resources")``
finds the files in a source tree, a wheel and the PyInstaller bundle alike.
"""
