"""A teaching helper asked about a dot the board lacks says so: a ``ValueError`` naming the dot and
the board, with a few of its dots as examples, in English and French, never a bare ``KeyError``."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from connect_widgets.connect5 import WORDS, Connect5
from connect_widgets.connect5.teaching import fours_through, run_potential, runs_through
from connect_widgets.core.seat import Seat

from .helpers import game

HELPERS: dict[str, Callable[[Connect5 | Seat, str], object]] = {
    "runs_through": lambda window, dot: runs_through(window, dot),
    "fours_through": lambda window, dot: fours_through(window, 0, dot),
    "run_potential": lambda window, dot: run_potential(window, 1, dot),
}
UNKNOWN = ("z9", "", "c1-", "C1", " c1", "a99", "x" * 10_000)


@pytest.mark.parametrize("helper", HELPERS)
@pytest.mark.parametrize("dot", UNKNOWN, ids=lambda dot: repr(dot[:8]))
def test_an_unknown_dot_is_refused_in_words(helper: str, dot: str) -> None:
    g = game("c1=R e1=BB")
    position = g.position()
    for window in (g, g.seat(0)):
        with pytest.raises(ValueError) as refused:
            HELPERS[helper](window, dot)
        assert not isinstance(refused.value, KeyError)
        message = str(refused.value)
        quote = repr(dot) if len(dot) < 60 else repr(dot[:20])[:-1]  # a long one is quoted by its start
        assert quote in message and "board B" in message and "a1" in message
        assert len(message) < 300  # a pasted page is quoted by its start only
    assert g.position() == position


def test_the_refusal_names_the_board_and_its_dots_in_both_languages() -> None:
    with pytest.raises(ValueError, match=r"^there is no dot 'z9' on board A; its dots are named like a1, a2, a3"):
        runs_through(game(board="A"), "z9")
    french = WORDS.text("refuse.unknown_dot", "fr", dot="'z9'", board="A", examples="a1, a2, a3")
    assert french.startswith("le plateau A n'a pas de point 'z9'")


def test_a_dot_that_is_no_text_is_refused_too() -> None:
    seat: Seat = game().seat(0)
    for dot in (3, None, ("c", 1)):
        with pytest.raises(ValueError, match="there is no dot"):
            runs_through(seat, dot)  # type: ignore[arg-type]  # as a careless caller may


def test_a_known_dot_still_answers() -> None:
    g = game("c1=R e1=BB")
    assert runs_through(g, "e1") and fours_through(g, 0, "d1") == 0 and run_potential(g, 0, "d1") >= 1
