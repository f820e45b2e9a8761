"""The package's version, in one place: the package, the build (pyproject) and an exported page read it."""

__version__ = "0.1.0"
