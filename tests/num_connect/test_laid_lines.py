"""How laid combinations grow, and which laid card a new combination may cross.

A laid combination is extended under the game's own rainbow_gap option. A card may be crossed while
it lies in a single line: an end that a line grew past straight on still does; a card where a line
bent, or two lines crossed, takes both axes and is crossed no more."""

from __future__ import annotations

import connect_widgets as cw

from .helpers import OPENING, P0, P1, dealt, play


def crossings(game: cw.Game, player: int) -> set[str]:
    """The cells the player may start a crossing combination on."""
    return {action.split()[2] for action in game.legal_actions(player) if action.startswith("cross ")}


def test_the_end_a_line_grew_past_straight_on_may_still_be_crossed() -> None:
    game = dealt([P0, P1])
    play(game, 0, *OPENING)  # # R5 R6 R7 * on r0c-1 to r0c3; the hand holds B5 G5 Y9
    assert crossings(game, 0) == {"r-1c0", "r1c0", "r-1c3", "r1c3"}  # next to R5 and to the Rainbow
    play(game, 0, "ext g0 r0c4 Y9")  # the Rainbow (an R8) is no longer the end
    assert crossings(game, 0) == {"r-1c0", "r1c0", "r-1c3", "r1c3"}


def test_the_card_a_line_bent_at_is_crossed_no_more() -> None:
    game = dealt([["R5", "R6", "R7", "*", "#", "R9", "B8", "G8", "Y2"], [*P1, "Y16"]])
    play(game, 0, *OPENING)
    assert {"r-1c3", "r1c3"} <= crossings(game, 0)  # B8 or G8 could cross the Rainbow
    play(game, 0, "ext g0 r1c3 R9")  # the line bends down at the Rainbow
    assert not {"r-1c3", "r1c3"} & crossings(game, 0)


def test_a_laid_wide_run_is_extended_under_the_games_rainbow_gap() -> None:
    position = "phase=play turn=0 opened=yes|yes hands=R10.B2|R2.B3 lines=g0:r0c0:R5>*>R9"  # one Rainbow for 6 to 8
    several = cw.new_game("num_connect", seed=0, position=position)
    assert "ext g0 r0c3 R10" in several.legal_actions(0)
    several.apply(0, "ext g0 r0c3 R10")
    assert several.view(0)["combinations"][0].endswith("r0c3")


def test_each_end_bends_by_its_own_leg() -> None:
    game = cw.new_game("num_connect", seed=0, position="phase=play turn=0 opened=yes|yes hands=R8.R4.B2|R2.B3 "
                       "lines=g0:r0c0:R5>R6>R7")  # fmt: skip
    play(game, 0, "ext g0 r1c2 R8")  # the back bends down: its new leg holds 2 cards, the front's still 3
    assert [action for action in game.legal_actions(0) if action.startswith("ext")] == [
        "ext g0 r0c-1 R4",
        "ext g0 r1c0 R4",
        "ext g0 r-1c0 R4",
    ]


def test_a_tentative_line_does_not_grow_next_to_another_laid_line() -> None:
    position = "phase=play turn=0 opened=yes|yes hands=R8.R9.G6.B2|R2.B3 lines=g0:r0c0:R5>R6>R7,g0:r0c0:R5vB5vG5>Y5"
    game = cw.new_game("num_connect", seed=0, position=position)
    play(game, 0, "cross g0 r1c2 R8")  # down from R7; R9 would go on r2c2, next to the Y5 on r2c1
    assert game.legal_actions(0) == ["cancel"]


def test_a_line_crossing_a_laid_joker_with_a_joker_needs_a_numbered_card_in_hand_to_finish_it() -> None:
    def through_the_rainbow(hand: str) -> list[str]:  # the laid Rainbow is the R6 on r0c1
        position = f"phase=play turn=0 opened=yes|yes hands={hand}|R2.B3 lines=g0:r0c0:R5>*>R7"
        game = cw.new_game("num_connect", seed=0, position=position)
        return [action for action in game.legal_actions(0) if action.startswith("cross g0 r-1c1")]

    assert through_the_rainbow("*.#") == []  # jokers alone never make a combination
    assert through_the_rainbow("*.#.G3") == ["cross g0 r-1c1 G3", "cross g0 r-1c1 *", "cross g0 r-1c1 #"]
