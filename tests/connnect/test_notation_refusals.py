"""Text that is no Connnect move, refused word for word: what is wrong with it, the rulebook passage
quoted (the part of the rules the move belongs to, else the phase's), and the text named."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connnect.notation import NOTATION, Move, parse
from connect_widgets.connnect.rulebook import RULEBOOK

REFUSED = [  # (text, the phase's rule, the sentence, the rule quoted)
    ("write  c3 5", "fill", "'write  c3 5': write an action with single spaces, like 'write c3 5'", "fill"),
    ("write g7 5", "fill", "'g7' is not a space (a1 to f6)", "fill"),
    ("write c3 7", "claim", "'7' is not a number from 1 to 6", "claim"),
    ("move c3 g9", "claim", "'g9' is not a space (a1 to f6)", "cross"),
    ("move g9 c3", "claim", "'g9' is not a space (a1 to f6)", "cross"),
    ("plus g9 +1", "fill", "'g9' is not a space (a1 to f6)", "plusminus"),
    ("plus c3 +3", "fill", "the change is one of -2, -1, +1, +2", "plusminus"),
    ("claim a1 b1 z9", "fill", "name the spaces of the Connect, like 'claim a1 b1 c1'", "claim"),
    ("free 2 by 3", "fill", "write 'free 2 to 3' or 'free skip 5'", "free"),
    ("free 2", "fill", "write 'free 2 to 3' or 'free skip 5'", "free"),
    ("free 2 3", "fill", "write 'free 2 to 3' or 'free skip 5'", "free"),
    ("free skip 5 6", "fill", "write 'free 2 to 3' or 'free skip 5'", "free"),
    ("free skip 7", "fill", "'7' is not a number from 1 to 6", "free"),
    ("free 7 to 3", "fill", "'7' is not a number from 1 to 6", "free"),
    ("free 2 to 9", "fill", "'9' is not a number from 1 to 6", "free"),
    ("switch 9", "fill", "'9' is not a number from 1 to 6", "switch"),
    ("circle zz", "claim", "'zz' is not a bonus", "bonuses"),
]
NO_MOVE = ["zone x", "zone ²", "zone 04", "first", "card Q", "objective Z9", "roll 1 2 7", "roll 1 2", "out x", "jump"]


@pytest.fixture(autouse=True)
def read_afresh() -> None:
    """Each test reads its texts itself, not from what another test left in the cache (a mutation run
    maps each test to the code it runs)."""
    parse.cache_clear()


@pytest.mark.parametrize(("text", "phase_rule", "sentence", "rule"), REFUSED)
def test_each_malformed_move_is_refused_saying_what_is_wrong(
    text: str, phase_rule: str, sentence: str, rule: str
) -> None:
    with pytest.raises(cw.IllegalAction) as refusal:
        parse(text, phase_rule)
    assert (str(refusal.value), refusal.value.rule, refusal.value.action) == (sentence, RULEBOOK.text(rule), text)


@pytest.mark.parametrize("text", NO_MOVE)
def test_text_that_is_no_move_at_all_quotes_the_notation_and_the_phase(text: str) -> None:
    with pytest.raises(cw.IllegalAction) as refusal:
        parse(text, "roll")
    assert str(refusal.value) == f"{text!r} is not a move here; the notation is: {NOTATION}"
    assert (refusal.value.rule, refusal.value.action) == (RULEBOOK.text("roll"), text)


READ = {  # every form of move, read afresh: what it names
    "zone 4": Move("zone", value=4),
    "first 2": Move("first", value=2),
    "switch 3": Move("switch", value=3),
    "circle 3x1": Move("circle", name="3x1"),
    "card F": Move("card", name="F"),
    "objective A1": Move("objective", name="A1"),
    "roll 1 2 6": Move("roll", dice=(1, 2, 6)),
    "write c3 5": Move("write", cells=(14,), value=5),
    "move a1 f6": Move("move", cells=(0, 35)),
    "plus b2 -2": Move("plus", cells=(7,), delta=-2),
    "free 2 to 3": Move("free", value=2, new=3),
    "free skip 5": Move("free", value=5),
    "claim a1 b1 c1": Move("claim", cells=(0, 1, 2)),
    "out": Move("out"),
    "skip": Move("skip"),
    "done": Move("done"),
}


def test_every_form_of_move_reads_as_what_it_names() -> None:
    assert {text: parse(text) for text in READ} == READ
