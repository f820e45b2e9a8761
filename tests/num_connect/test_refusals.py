"""Each refusal of the Num Connect rules, word for word, with the rulebook passage it rests on, the
action it names, and the game unchanged. Hands are the helpers' ``P0`` and ``P1``; player 0's
opening lays ``# R5 R6 R7 *`` on row 0 of the main grid (``g0``)."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.num_connect.rulebook import GROUNDS, UNGROUNDED, refusal, rule_line
from connect_widgets.testing import refused

from .helpers import OPENING, P0, P1, SET_OF_FIVES, dealt

OPENED = tuple(f"0:{action}" for action in (*OPENING, "discard Y9"))
"""Player 0 opened, and it is player 1's turn."""
SET_LAID = (*OPENED, *(f"1:{action}" for action in (*SET_OF_FIVES, "discard Y1")))
"""Then player 1 crossed R5 with a set of fives; player 0's turn."""
DREW = ("0:draw", "C:Y3")
"""Player 0 drew a Y3 and must discard."""

REFUSALS = [  # (the moves before, who acts, the action, the sentence, the refusal's key in the words)
    ((), 0, "fly R5", "not an action of Num Connect (see the notation: draw, discard R7, new *, cross g0 r1c2 R7, "
     "put g0 r2c2 R8, ext g0 r0c3 R9, confirm, cancel)", "refuse.bad_notation"),
    ((), 0, "new R16", "that card is not in your hand", "refuse.not_in_hand"),
    ((), 0, "discard R5", "lay cards first, or draw if you cannot play; then discard", "refuse.must_draw_or_lay"),
    ((), 0, "ext g0 r0c0 R5", "you can extend combinations only after your first lay", "refuse.not_opened"),
    ((), 0, "cross g0 r0c0 R5", "a new combination connects through a laid card: start next to a card that is "
     "crossed by no other line", "refuse.no_anchor"),
    ((), 0, "confirm", "a new combination connects through a laid card: start next to a card that is crossed by no "
     "other line", "refuse.no_anchor"),
    ((), 0, "cancel", "a new combination connects through a laid card: start next to a card that is crossed by no "
     "other line", "refuse.no_anchor"),
    (("0:new R5",), 0, "draw", "finish the tentative combination first: confirm it or take it back",
     "refuse.finish_pending"),
    (("0:new R5",), 0, "put g0 r1c1 R6", "a tentative combination grows in a straight line, at either of its ends",
     "refuse.line"),
    (("0:new R5",), 0, "put g0 r0c1 R7", "the values must follow one another (or all be the same); a Rainbow fills "
     "missing values only in a same-colour run", "refuse.run_gap"),
    (("0:new R5", "0:put g0 r0c1 R6", "0:put g0 r0c2 R7"), 0, "confirm", "your first lay must be a combination of "
     "at least 3 cards holding at least one Rainbow and one Shadow", "refuse.first_lay"),
    (DREW, 0, "new R5", "you have drawn: now discard one card to end your turn", "refuse.must_discard"),
    (OPENED[:-1], 0, "draw", "you draw only when you have laid nothing this turn, and the draw pile must not be "
     "empty", "refuse.draw_once"),
    (OPENED, 1, "ext g0 r0c4 G7", "you can extend combinations only after your first lay", "refuse.not_opened"),
    (OPENED, 1, "cross g0 r1c-1 Y5", "only another Shadow may be laid right next to a laid Shadow",
     "refuse.next_to_shadow"),
    (OPENED, 1, "cross g0 r-1c0 G7", "the values must follow one another (or all be the same); a Rainbow fills "
     "missing values only in a same-colour run", "refuse.run_gap"),
    ((*OPENED, "1:cross g0 r1c-1 #"), 1, "put g0 r-1c-1 Y5", "only another Shadow may be laid right next to a "
     "laid Shadow", "refuse.next_to_shadow"),  # the laid Shadow at the front of the tentative line
    ((*OPENED, "1:cross g0 r-1c-1 #"), 1, "put g0 r1c-1 Y5", "only another Shadow may be laid right next to a "
     "laid Shadow", "refuse.next_to_shadow"),  # ... at its back
    (SET_LAID, 0, "cross g0 r1c1 B5", "a card may touch only the cards of its own combination (and the card it "
     "connects through)", "refuse.touching"),
    (SET_LAID, 0, "ext g0 r0c5 B5", "cards are added in front of or behind a laid combination, next to its first or "
     "last card", "refuse.not_an_end"),
    (SET_LAID, 0, "ext g0 r0c4 B5", "the values must follow one another (or all be the same); a Rainbow fills "
     "missing values only in a same-colour run", "refuse.run_gap"),
    (SET_LAID, 0, "ext g0 r0c-2 B5", "a Shadow must be at the start or the end of a combination; only another Shadow "
     "may stand next to it", "refuse.shadow_inside"),
    (SET_LAID, 0, "new G5", "a combination outside the main grid must hold at least one Rainbow and one Shadow",
     "refuse.free_needs_jokers"),
]  # fmt: skip


LAID_RUN = "phase=play turn=0 opened={opened}|yes hands={hand}|R2.B3 lines=g0:r0c0:R9>R10>R11"
"""Player 1 laid R9 R10 R11 on the main grid; player 0 holds ``hand``."""

TWO_LINES = "phase=play turn=0 opened=yes|yes hands=R12.R13.B2|R2.B3 lines=g0:r0c0:R9>R10>R11,g0:r0c0:R9vB9vG9>Y9"
"""A run on row 0 and, crossing its R9, a line down column 0 that turns to Y9 on r2c1: a line down from
R11 meets Y9."""

FROM_POSITIONS = [  # (the position, player 0's moves before, the action, the sentence, the key)
    (LAID_RUN.format(opened="yes", hand="*.#.R6.R7.B2"), ("new R6", "put g1 r0c1 R7", "put g1 r0c2 *"), "confirm",
     "a combination outside the main grid must hold at least one Rainbow and one Shadow", "refuse.free_needs_jokers"),
    (LAID_RUN.format(opened="no", hand="R8.B2.G3"), (), "cross g0 r1c0 R8", "your first lay must be a combination of "
     "at least 3 cards holding at least one Rainbow and one Shadow", "refuse.first_lay"),
    (TWO_LINES, ("cross g0 r1c2 R12",), "put g0 r2c2 R13", "a card may touch only the cards of its own combination "
     "(and the card it connects through)", "refuse.touching"),  # in line, but beside Y9: not "grows in a straight line"
]  # fmt: skip


def played(steps: tuple[str, ...]) -> cw.Game:
    game = dealt([P0, P1])
    for step in steps:
        who, _, action = step.partition(":")
        game.apply(cw.CHANCE if who == "C" else int(who), action)
    return game


@pytest.mark.parametrize(("steps", "actor", "action", "sentence", "key"), REFUSALS)
def test_each_refusal_says_why_quotes_its_rule_names_the_action_and_changes_nothing(
    steps: tuple[str, ...], actor: int, action: str, sentence: str, key: str
) -> None:
    refused_word_for_word(played(steps), actor, action, sentence, key)


@pytest.mark.parametrize(("position", "before", "action", "sentence", "key"), FROM_POSITIONS)
def test_the_refusals_of_lays_from_a_position_too(
    position: str, before: tuple[str, ...], action: str, sentence: str, key: str
) -> None:
    game = cw.new_game("num_connect", seed=0, position=position)
    for step in before:
        game.apply(0, step)
    refused_word_for_word(game, 0, action, sentence, key)


def refused_word_for_word(game: cw.Game, actor: int, action: str, sentence: str, key: str) -> None:
    refusal = refused(game, actor, action)
    assert (str(refusal), refusal.action) == (sentence, action)
    assert refusal.phrase is not None and refusal.phrase.key == key  # so it reads in French too
    assert refusal.rule == rule_line(GROUNDS[key])


def test_a_click_no_passage_governs_quotes_none_and_a_key_in_neither_list_is_raised() -> None:
    assert not UNGROUNDED & set(GROUNDS)
    for key in UNGROUNDED:
        assert refusal(key).rule == "" and str(refusal(key))
    with pytest.raises(KeyError):
        refusal("refuse.hand_size")  # a words key with no passage, not among UNGROUNDED: raised, not unquoted
