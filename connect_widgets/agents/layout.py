"""The observation vector: named fields at fixed places, each with its bounds and meaning.

Every game's observation is one flat ``float32`` vector. A :class:`Layout` names its parts (board
planes, counts, one-hots) once, so the encoder writes by name, the ``Box`` space gets exact bounds
for every element, and the documentation and a policy can find a field by name
(``env.layout["hand"]`` is the slice of the vector holding the agent's hand) instead of by a magic
offset that would silently shift when a field is added.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

Vector = npt.NDArray[np.float32]
SEAT_BLOCK = re.compile(r"^([a-z_]+)(\d+)\.")
"""A field of a seat's block: ``sheet1.grid`` is the grid of the sheet one seat after the agent's."""


@dataclass(frozen=True)
class Field:
    """One named part of the vector: ``size`` elements from ``start``, each within ``[low, high]``."""

    name: str
    start: int
    size: int
    low: float
    high: float
    doc: str

    @property
    def slice(self) -> slice:
        """Where the field lies in the vector."""
        return slice(self.start, self.start + self.size)


class Layout:
    """Fields added in order; the vector is their concatenation."""

    def __init__(self) -> None:
        self.fields: dict[str, Field] = {}
        self.size = 0

    def add(self, name: str, size: int, doc: str, low: float = 0.0, high: float = 1.0) -> None:
        """Append field ``name`` of ``size`` elements within ``[low, high]`` (one-hots and flags: 0-1)."""
        if name in self.fields:
            raise ValueError(f"field {name!r} is already in the layout")
        self.fields[name] = Field(name, self.size, size, low, high, doc)
        self.size += size

    def __getitem__(self, name: str) -> slice:
        return self.fields[name].slice

    def bounds(self) -> tuple[Vector, Vector]:
        """The lowest and highest value of every element, for the ``Box`` space."""
        low = np.empty(self.size, dtype=np.float32)
        high = np.empty(self.size, dtype=np.float32)
        for field in self.fields.values():
            low[field.slice], high[field.slice] = field.low, field.high
        return low, high

    def table(self) -> str:
        """The layout as a markdown table (``docs/agents.md`` shows them, a test keeps them true).

        A seat's block (``sheet1.*``, ``seat2.*``: fields named ``<block><k>.<part>``) repeats the
        agent's own (``<block>0.*``) for the player ``k`` seats after it, so it takes one row.
        """
        rows = ["| field | elements | range | meaning |", "|---|---|---|---|"]
        for name, fields in self._rows():
            first, last = fields[0], fields[-1]
            span = f"{first.start}-{last.start + last.size - 1}"
            block = SEAT_BLOCK.match(name)
            if block is None or block[2] == "0":
                rows.append(f"| `{name}` | {span} | {first.low:g} to {first.high:g} | {first.doc} |")
            else:
                k = int(block[2])
                whom = "the next player" if k == 1 else f"the player {k} seats after the agent"
                rows.append(f"| `{name}*` | {span} | | as `{block[1]}0.*`, for {whom} |")
        return "\n".join(rows)

    def _rows(self) -> list[tuple[str, list[Field]]]:
        """Each field alone, except the fields of a block of another seat than the agent's, together."""
        rows: list[tuple[str, list[Field]]] = []
        for f in self.fields.values():
            block = SEAT_BLOCK.match(f.name)
            if block is None or block[2] == "0":
                rows.append((f.name, [f]))
            elif rows and rows[-1][0] == block[0]:
                rows[-1][1].append(f)
            else:
                rows.append((block[0], [f]))
        return rows


class Writer:
    """Fills one observation vector by field name (a new zeroed vector per observation)."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.vector: Vector = np.zeros(layout.size, dtype=np.float32)

    def put(self, name: str, values: float | Sequence[float] | Vector, offset: int = 0) -> None:
        """Write ``values`` into field ``name`` from element ``offset`` on."""
        start = self.layout.fields[name].start + offset
        if isinstance(values, (int, float)):
            self.vector[start] = values
        else:
            self.vector[start : start + len(values)] = values

    def one_hot(self, name: str, index: int | None) -> None:
        """Set element ``index`` of field ``name`` to 1 (nothing for ``None``: no such thing now)."""
        if index is not None:
            self.vector[self.layout.fields[name].start + index] = 1.0

    def flags(self, name: str, indices: Iterable[int]) -> None:
        """Set element ``i`` of field ``name`` to 1 for each ``i`` in ``indices`` (a set of things)."""
        start = self.layout.fields[name].start
        for index in indices:
            self.vector[start + index] = 1.0

    def count(self, name: str, indices: Iterable[int]) -> None:
        """Add 1 to element ``i`` of field ``name`` for each ``i`` in ``indices`` (a count per kind)."""
        start = self.layout.fields[name].start
        for index in indices:
            self.vector[start + index] += 1.0


def relative(player: int, players: int) -> list[int]:
    """The seats in the order an agent sees them: itself first, then the others in seat order after it.

    So one policy can play any seat: "my sheet" is always the first block, "the next player" the second.
    """
    return [(player + k) % players for k in range(players)]
