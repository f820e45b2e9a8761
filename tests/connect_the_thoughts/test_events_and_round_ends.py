"""What each action leaves as the last event, where the cards gathered at a round's end go, when
nobody can progress, and the card helpers the words are made of.

The round ends are played through :func:`rules.play`, a pure function of the state and the seed, so
two seeds can start from the same order of the middle: what differs after is the seed's slip stream.
"""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import CARDS, rules
from connect_widgets.connect_the_thoughts.cards import card_label, is_correct, objects_of, objects_phrase
from connect_widgets.connect_the_thoughts.rounds import finish_game, nobody_can_progress, slip_in
from connect_widgets.connect_the_thoughts.state import (
    NO_CARD,
    NOBODY,
    PICKED,
    PLACED,
    RETURNED,
    REVEALED,
    STUCK,
    State,
    event,
    initial_state,
)

from .helpers import chain, new, non_fitting_pair, take


def test_each_action_leaves_its_own_event() -> None:
    a, b = non_fitting_pair()
    c, d = chain(2, avoid=frozenset((a, b)))
    game = new()
    game.apply(0, "pick")
    assert game.state.last == event(0, "pick", PICKED)
    game.apply(cw.CHANCE, f"reveal {a}")
    assert game.state.last == event(cw.CHANCE, f"reveal {a}", REVEALED, (a,))
    game.apply(0, "place")
    assert game.state.last == event(0, "place", PLACED, (a,), side="")
    take(game, 0, b)
    game.apply(0, "place R")  # the check at placing is off: any card may be laid
    assert game.state.last == event(0, "place R", PLACED, (b,), side="R")
    take(game, 1, c)
    game.apply(1, "place")
    take(game, 1, d)
    game.apply(1, "return")
    assert game.state.last == event(1, "return", RETURNED, (d,))


def test_what_followed_keeps_the_event_it_followed() -> None:
    placed = event(0, "place L", PLACED, (9,), side="L")
    assert placed.followed_by(STUCK) == event(0, "place L", PLACED, (9,), STUCK, "L")
    ended = finish_game(initial_state(2), STUCK)  # a game that ends before any action
    assert ended.last == event(NOBODY, "", "", then=STUCK)
    assert ended.end == STUCK and ended.picker == NOBODY


def _play(state: State, seed: int, moves: list[tuple[int, str]], max_void_rounds: int = 30) -> State:
    for actor, action in moves:
        state = rules.play(state, actor, action, False, max_void_rounds, seed)
    return state


def _row_of(player: int, cards: list[int]) -> list[tuple[int, str]]:
    moves: list[tuple[int, str]] = []
    for i, card in enumerate(cards):
        moves += [(player, "pick"), (cw.CHANCE, f"reveal {card}"), (player, "place" if i == 0 else "place R")]
    return moves


ROW = chain(7)
EMMA_HALFWAY = [*_row_of(1, [70, 71]), (1, "pick"), (cw.CHANCE, "reveal 72")]  # her row and hand go back
ROUND_ENDS = {
    "right bell": (EMMA_HALFWAY + _row_of(0, ROW) + [(0, "bell")], 30),
    "one wrong bell": ([*_row_of(0, ROW[:3]), (0, "bell")], 30),
    "everyone rang wrongly": (_row_of(0, ROW[:3]) + _row_of(1, [80]) + [(0, "bell"), (1, "bell")], 30),
    "everyone rang wrongly at the void cap": (_row_of(0, ROW[:3]) + _row_of(1, [80]) + [(0, "bell"), (1, "bell")], 1),
}


@pytest.mark.parametrize("end", ROUND_ENDS)
def test_cards_gathered_at_a_round_end_are_slipped_in_by_the_games_seed(end: str) -> None:
    moves, max_void_rounds = ROUND_ENDS[end]
    start = initial_state(2)  # the same order of the middle for every seed
    middles = {seed: _play(start, seed, moves, max_void_rounds).middle for seed in (7, 8, 9)}
    assert _play(start, 7, moves, max_void_rounds).middle == middles[7]
    assert len(set(middles.values())) == 3  # each seed slips them in elsewhere
    assert all(sorted(middle) == sorted(middles[7]) for middle in middles.values())


def test_a_card_put_back_into_an_empty_middle_is_next() -> None:
    empty = initial_state(2).edit(middle=(), pool=0)
    state = slip_in(empty, (5, 9), seed=7)
    assert state.middle[0] == 5 and set(state.middle) == {5, 9}
    assert state.put_back == 1 << 9  # card 5 lies first: it is known to be next
    assert state.pool == (1 << 5) | (1 << 9) and state.slipped == 2
    assert slip_in(empty, (), seed=7) is empty
    assert slip_in(empty, (), seed=7, round=4).round == 4


def test_nobody_is_stuck_while_a_card_in_a_hand_fits_or_a_row_of_seven_can_ring() -> None:
    start = 1
    # a card that fits card 1 while the card numbered one above it does not (a hand counts as its own card)
    fitting = next(n for n in range(2, 80) if is_correct([start, n]) and not is_correct([start, n + 1]))
    alone = initial_state(2).edit(middle=(), pool=0, rows=((start,), ()), out=(False, True))
    assert nobody_can_progress(alone)  # nothing left to lay, and Emma sits out with her empty row
    assert not nobody_can_progress(alone.edit(out=(False, False)))  # Emma can start a row
    assert not nobody_can_progress(alone.edit(hands=(fitting, NO_CARD)))
    assert not nobody_can_progress(alone.edit(hands=(NO_CARD, fitting)))  # Emma's card could come back
    assert nobody_can_progress(alone.edit(hands=(fitting + 1, NO_CARD)))
    assert not nobody_can_progress(alone.edit(pool=1 << fitting, middle=(fitting,)))
    seven = tuple(chain(7))
    assert not nobody_can_progress(alone.edit(rows=(seven, ())))  # seven cards: the bell can still ring


def test_the_card_helpers_name_the_right_card() -> None:
    assert objects_of(1) == CARDS[0] and objects_of(80) == CARDS[79]
    assert card_label(9) == f"card 9 ({', '.join(CARDS[8])})"
    assert card_label(9, lang="fr").startswith("carte 9 (")
    row = chain(3)
    row.append(next(n for n in range(1, 81) if n not in row and not is_correct([row[-1], n])))
    assert not is_correct(row)  # only the last two cards share nothing
    assert is_correct(row[:-1]) and is_correct(row[-1:])
    assert objects_phrase(["key"]).text() == "key"
    assert objects_phrase(["key", "umbrella"]).text() == "key, umbrella"
    assert objects_phrase(list(CARDS[8])).text() == ", ".join(CARDS[8])


def test_the_middle_starts_with_each_card_once() -> None:
    state = initial_state(3)
    assert state.end == "" and state.round == 1 and state.hands == (NO_CARD,) * 3
    with pytest.raises(ValueError, match=r"^the middle starts with each of the 80 cards once$"):
        initial_state(2, [1, *range(1, 80)])
