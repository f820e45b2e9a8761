"""Every refusal names the action refused and quotes its rule; every allowed action says what it does.

A widget shows the quote beside the refusal, and an agent reads ``refusal.action`` to know which of
its moves was refused, so both are checked for each refusal, with the state left as it was.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import RULEBOOK, rules
from connect_widgets.connect_the_thoughts.cards import card_label
from connect_widgets.connect_the_thoughts.notation import Move, parse, reveal
from connect_widgets.connect_the_thoughts.state import initial_state

from .helpers import build_row, chain, holding, new, non_fitting_pair, take, umbrella_pair


def _over() -> cw.Game:
    """Hannah rang a correct row of seven, then everyone rang wrongly in the only void round allowed."""
    game = new(max_void_rounds=1)
    build_row(game, 0, chain(7))
    for player in (0, 0, 1):
        game.apply(player, "bell")
    return game


def _sitting_out() -> cw.Game:
    game = new()
    game.apply(0, "bell")  # an empty row: a wrong bell
    return game


def _waiting() -> cw.Game:
    game = new()
    game.apply(1, "pick")
    return game


def _holding_first() -> cw.Game:
    game = new()
    take(game, 0, 5)
    return game


def _full_row() -> cw.Game:
    game = new()
    build_row(game, 0, chain(7))
    return game


def _holding_second() -> cw.Game:
    first, held = non_fitting_pair()
    return holding(new(check_on_place=True), 0, first, held)  # a card must fit where it is laid


CASES: list[tuple[Callable[[], cw.Game], str, str, str]] = [
    # set-up, action of Hannah (player 0), words of the refusal, the rule quoted
    (_over, "pick", "the game is over", "game_end"),
    (_sitting_out, "pick", "you rang the bell wrongly and sit out", "wrong_bell"),
    (_waiting, "pick", "a picked card is being turned over", "one_card_at_a_time"),
    (_holding_first, "pick", "you already hold card 5", "one_card_at_a_time"),
    (_full_row, "pick", "your row has seven cards: hit the bell", "right_bell"),
    (new, "place", "you hold no card", "one_card_at_a_time"),
    (new, "return", "you hold no card", "one_card_at_a_time"),
    (_holding_first, "return", "the first card you pick up starts your row: place card 5", "starting_card"),
    (_holding_first, "place L", "your row is empty: card 5 (", "starting_card"),
    (_holding_first, "place R", ") starts it ('place')", "starting_card"),
    (_holding_second, "place", "your row has started: place the card at its left or right end ('place L' or 'place R')",
     "placing"),
    (_holding_second, "place R", "at the right end of your row", "placing"),
    (_holding_second, "place L", "at the left end of your row", "placing"),
    (new, "jump", "'jump' is not a move here; the moves are: pick, place, place L, place R, return, bell",
     "one_card_at_a_time"),
]  # fmt: skip


@pytest.mark.parametrize(("setup", "action", "words", "rule"), CASES)
def test_each_refusal_names_the_action_and_quotes_its_rule(
    setup: Callable[[], cw.Game], action: str, words: str, rule: str
) -> None:
    game = setup()
    before, history = game.state, game.history
    with pytest.raises(cw.IllegalAction) as refusal:
        game.apply(0, action)
    assert words in str(refusal.value)
    assert refusal.value.rule == RULEBOOK.text(rule)
    assert refusal.value.action == action
    assert game.state is before
    assert game.history == history


def test_a_card_in_a_row_cannot_be_turned_over_even_by_the_rules_alone() -> None:
    # The game refuses a reveal that is not a chance outcome before the rules see it; the rules,
    # the one judge a search may call directly, refuse it too, and say which card.
    game = new()
    take(game, 0, 12)
    game.apply(0, "place")
    game.apply(1, "pick")
    state = game.state
    with pytest.raises(cw.IllegalAction, match="card 12 is not face-down in the middle") as refusal:
        rules.play(state, cw.CHANCE, "reveal 12", True, 30, 7)
    assert refusal.value.action == "reveal 12"
    with pytest.raises(cw.IllegalAction, match=r"'reveal twelve' is not a reveal \('reveal 17'\)") as refusal:
        rules.play(state, cw.CHANCE, "reveal twelve", True, 30, 7)
    assert refusal.value.action == "reveal twelve"
    with pytest.raises(cw.IllegalAction, match="card 3 is not face-down"):
        rules.play(initial_state(2), cw.CHANCE, "reveal 3", True, 30, 7)  # nobody picked a card


def test_a_reveal_takes_the_card_from_wherever_it_lies_and_clears_the_put_back_cards() -> None:
    game = new()
    take(game, 0, 5)
    game.apply(0, "place")
    take(game, 0, 40)
    game.apply(0, "return")  # card 40 goes back face-down: it is known not to be next
    assert game.state.put_back == 1 << 40
    game.apply(0, "pick")
    middle = game.state.middle
    card = middle[3]
    game.apply(cw.CHANCE, f"reveal {card}")
    assert game.state.middle == middle[:3] + middle[4:]
    assert game.state.put_back == 0  # after a card is turned over, any face-down card may be next
    assert game.state.hands == (card, 0)


def test_the_next_card_is_dealt_only_while_a_picked_card_waits() -> None:
    game = new()
    assert rules.dealt(game.state) is None
    game.apply(0, "pick")
    assert rules.dealt(game.state) == f"reveal {game.state.middle[0]}"


def test_explain_says_what_a_reveal_and_each_placement_do() -> None:
    first, held = umbrella_pair()
    game = holding(new(check_on_place=False), 0, first, held)
    fits = game.explain(0, "place R")
    assert fits.legal
    assert fits.reason == f"{card_label(held)} and {card_label(first)} at the right end both show: umbrella"
    assert fits.rule == RULEBOOK.text("example_2")
    assert game.explain(0, "place L").reason.startswith(f"{card_label(held)} and {card_label(first)} at the left end")
    game.apply(0, "place R")
    take(game, 0, first + 1)
    left, right = game.state.rows[0]
    assert f"{card_label(left)} at the left end" in game.explain(0, "place L").reason
    assert f"{card_label(right)} at the right end" in game.explain(0, "place R").reason

    a, b = non_fitting_pair()
    game = holding(new(check_on_place=False), 0, a, b)
    error = game.explain(0, "place L")
    assert error.legal
    assert card_label(b) in error.reason and card_label(a) in error.reason and "left" in error.reason
    assert error.rule == RULEBOOK.text("wrong_bell")  # allowed on the table: the bell finds the error

    game.apply(1, "pick")
    card = game.state.middle[0]
    reveal = game.explain(cw.CHANCE, f"reveal {card}")
    assert reveal.reason == f"the card picked up is turned over: it is {card_label(card)}"
    assert reveal.rule == RULEBOOK.text("one_card_at_a_time")


def test_a_reveal_is_written_and_read_back_as_its_notation() -> None:
    # (The notation's tables are made at import; this checks the functions they are made with.)
    move = reveal(17)
    assert (move.kind, move.side, move.card) == ("reveal", "", 17)
    assert str(move) == "reveal 17" and parse("reveal 17", chance=True) == move
    assert [str(m) for m in (Move("pick"), Move("place"), Move("place", "L"), Move("bell"))] == [
        "pick",
        "place",
        "place L",
        "bell",
    ]
