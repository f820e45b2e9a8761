"""Float sums that come out the same on every Python.

Python 3.12's ``sum`` adds floats with a compensated (Neumaier) summation; 3.10 and 3.11 add them
left to right. The two results can differ in the last bits, and a search that compares two nearly
equal leads, or a chance draw that scales a random number by a total, could then choose otherwise
on another Python from the same seed: the golden transcripts recorded on 3.11 did not replay on
3.13. Wherever a float sum decides something, :func:`float_sum` adds it left to right, as ``sum``
did before 3.12, so a seeded game, its recorded moves and the measured figures stand on every
supported Python.
"""

from __future__ import annotations

from collections.abc import Iterable


def float_sum(values: Iterable[float]) -> float:
    """The sum of ``values``, added left to right (``sum`` before Python 3.12): the same float everywhere."""
    total = 0.0
    for value in values:
        total += value
    return total
