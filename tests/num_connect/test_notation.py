"""The action notation (``connect_widgets.num_connect.notation``): each verb reads as its move and
writes back the same, and a line of cells reads back from the name views give it."""

from __future__ import annotations

import pytest

from connect_widgets.num_connect.notation import Move, line_name, parse, parse_line


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("draw", Move("draw")),
        ("confirm", Move("confirm")),
        ("cancel", Move("cancel")),
        ("discard R7", Move("discard", "R7")),
        ("new *", Move("new", "*")),
        ("cross g0 r1c-4 R7", Move("cross", "R7", 0, (1, -4))),
        ("put g2 r-2c4 #", Move("put", "#", 2, (-2, 4))),
        ("ext g1 r0c7 R9", Move("ext", "R9", 1, (0, 7))),
    ],
)
def test_each_verb_reads_as_its_move_and_writes_back_the_same(text: str, move: Move) -> None:
    assert parse(text) == move and str(move) == text


def test_a_line_reads_back_from_its_name() -> None:
    cells = ((0, -1), (0, 0), (1, 0))
    assert line_name(3, cells) == "g3 r0c-1 r0c0 r1c0"
    assert parse_line("g3 r0c-1 r0c0 r1c0") == (3, cells)


@pytest.mark.parametrize("text", ["g0", "r0c1 r0c2", "g0 r0c1 x", "g-1 r0c0"])
def test_what_is_no_line_is_refused_quoting_it(text: str) -> None:
    with pytest.raises(ValueError) as refusal:
        parse_line(text)
    assert str(refusal.value) == f"{text!r} is not a line of cells like 'g0 r0c1 r0c2'"
