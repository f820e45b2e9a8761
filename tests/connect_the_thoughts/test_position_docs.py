"""Connect the Thoughts positions as the rules notes write them (docs/rules/connect_the_thoughts.md,
Positions): every example is accepted and tells the truth, and ``wins=``/``final=`` are written, and
refused, with their own separator. The docs' ``last=`` example once placed card 5 at the right end of an
empty row, and ``wins=1|0`` was refused without saying that these parts take ``,`` (the audit's share
report, items 1 and 2)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import WORDS
from connect_widgets.core.positions import counts_example

NOTES = (Path(__file__).parents[2] / "docs" / "rules" / "connect_the_thoughts.md").read_text(encoding="utf-8")
POSITIONS = NOTES.split("## Positions")[1].split("\n## ")[0]


def _cells(row: str) -> list[str]:
    """A table row's cells, ``\\|`` read as ``|``, backticks dropped."""
    return [cell.strip().replace("\\|", "|").replace("`", "") for cell in re.split(r"(?<!\\)\|", row)[1:-1]]


EXAMPLES = {cells[0]: cells[1] for cells in map(_cells, POSITIONS.splitlines()) if cells and cells[0].endswith("=")}
"""The table's examples, by part (the face-down order, cut short with ``...``, is no position)."""


def test_the_table_has_an_example_for_every_part() -> None:
    assert len(EXAMPLES) == 8 and all(example for example in EXAMPLES.values())


def test_every_example_of_the_table_is_a_position_the_rules_accept_and_the_last_one_tells_the_truth() -> None:
    for example in EXAMPLES.values():
        if "..." not in example:
            cw.new_game("connect_the_thoughts", players=3, seed=1, position=example)
    widget = cw.play("connect_the_thoughts", players=3, seed=1, position=EXAMPLES["last="])
    said = widget.view["board"]["last"]["text"]
    assert said.startswith("Jonas placed card 5 ") and said.endswith(" at the right end.")
    assert widget.game.view()["players"][2]["row"][-1] == 5  # his row ends with it


def test_every_code_example_is_a_position_the_rules_accept() -> None:
    found = re.findall(r'players=(\d), position="([^"]+)"', POSITIONS)
    assert len(found) >= 2
    for players, position in found:
        cw.new_game("connect_the_thoughts", players=int(players), seed=1, position=position)


def test_the_table_writes_the_rounds_won_and_cards_taken_with_commas() -> None:
    assert EXAMPLES["wins= final="] == "round=2 wins=0,1,0"
    assert "`wins=` and `final=` are numbers, one per player,\nseparated by `,`" in POSITIONS


@pytest.mark.parametrize(
    ("written", "right"),
    [("wins=1|0 round=2", "wins=1,0"), ("wins=1", "wins=1,0"), ("final=3|0", "final=3,0"), ("wins=x", "wins=0,0")],
)
def test_counts_written_with_the_players_separator_are_refused_showing_the_right_form(written: str, right: str) -> None:
    with pytest.raises(ValueError) as refused:
        cw.new_game("connect_the_thoughts", players=2, position=written)
    item = written.split()[0]
    assert str(refused.value) == (
        f"position '{item}': {item.split('=')[0]}= is 2 whole numbers of 0 or more, one per player, separated by , "
        f"(not |), like {right}"
    )


def test_the_example_keeps_ascii_digits_and_short_numbers_only() -> None:
    assert counts_example("wins", "1|0|4", 3) == "wins=1,0,4"
    assert counts_example("wins", "1|0|4|7", 2) == "wins=1,0"
    assert counts_example("supply", "١|2", 2) == "supply=2,0"  # an Arabic-Indic one is no digit of a position
    assert counts_example("eaten", "1234567|2", 2) == "eaten=0,2"


def test_the_counts_refusal_speaks_french_too() -> None:
    fields = {"item": "'wins=1|0'", "part": "wins", "players": 2, "example": "wins=1,0"}
    assert WORDS.text("position.counts", "fr", **fields) == (
        "position 'wins=1|0' : wins= est 2 nombres entiers positifs ou nuls, un par joueur, séparés par , (pas |), "
        "comme wins=1,0"
    )
