"""Engine rules: setup, hidden information, first lay, grids, extensions, bends, drawing, the end."""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets import CHANCE, IllegalAction
from tests.num_connect.helpers import OPENING, P0, P1, SET_OF_FIVES, dealt, play


# ---------------------------------------------------------------------- setup
def test_default_setup_deals_ten_cards_each_from_80():
    game = cw.new_game("num_connect", players=3, seed=4)
    view = game.view(None)
    assert view["hand_sizes"] == [10, 10, 10]
    assert view["draw_pile"] == 4 * 17 + 6 + 6 - 30
    assert game.actors() == (0,)


def test_dealing_is_one_chance_event_per_card_with_the_pile_as_outcomes():
    game = cw.new_game("num_connect", players=2, seed=1, auto_chance=False)
    outcomes = dict(game.chance_outcomes())
    assert len(outcomes) == 4 * 17 + 2
    assert outcomes["*"] == pytest.approx(6 / 80) and outcomes["R7"] == pytest.approx(1 / 80)
    assert sum(outcomes.values()) == pytest.approx(1)
    game.apply(CHANCE, "R7")
    assert "R7" not in dict(game.chance_outcomes())
    assert game.view(0)["hands"][0] == ["R7"]


@pytest.mark.parametrize(
    ("options", "match"),
    [
        ({"colours": 7}, "maximum is 6"),
        ({"colours": 2}, "minimum is 3"),
        ({"rainbows": 0}, "minimum is 1"),
        ({"rainbow_gap": "many"}, "'several', 'one'"),
        ({"hand_size": 2}, "minimum is 3"),
        ({"colour": 4}, "valid options are"),
    ],
)
def test_bad_options_are_refused_naming_valid_values(options, match):
    with pytest.raises(ValueError, match=match):
        cw.new_game("num_connect", players=2, **options)


@pytest.mark.parametrize(
    ("players", "shadows", "hand_size", "message"),
    [  # 3 colours of 17 cards, 1 Rainbow: a deck of 53 with 1 Shadow, of 54 with 2
        (4, 1, 14, "option hand_size=14 is too large: 4 hands would take the whole 53-card deck; choose at most 13"),
        (3, 2, 18, "option hand_size=18 is too large: 3 hands would take the whole 54-card deck; choose at most 17"),
    ],
)
def test_hands_that_would_empty_the_deck_are_refused(players, shadows, hand_size, message):
    deck = {"colours": 3, "rainbows": 1, "shadows": shadows}
    with pytest.raises(ValueError) as refusal:
        cw.new_game("num_connect", players=players, hand_size=hand_size, **deck)
    assert str(refusal.value) == message
    smaller = cw.new_game("num_connect", players=players, hand_size=hand_size - 1, **deck)
    assert smaller.view(None)["draw_pile"] == 51 + 1 + shadows - players * (hand_size - 1) > 0


def test_options_change_the_deck():
    game = cw.new_game("num_connect", players=2, seed=2, colours=6, rainbows=2, shadows=3, hand_size=7)
    assert game.view(None)["draw_pile"] == 6 * 17 + 5 - 14


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_counts(players):
    assert len(cw.new_game("num_connect", players=players, seed=0).players) == players
    with pytest.raises(ValueError, match="2 to 4"):
        cw.new_game("num_connect", players=5)


# ---------------------------------------------------------------------- hidden information
def test_view_and_legal_actions_reveal_only_your_own_hand():
    game = dealt([P0, P1])
    view = game.view(1)
    assert view["hands"][0] is None and len(view["hands"][1]) == 8
    assert view["hand_sizes"] == [8, 8]
    assert game.legal_actions(1) == []
    assert game.view(None)["hands"][0] is not None


def test_a_view_does_not_depend_on_the_other_hands():
    a = dealt([P0, P1])
    b = dealt([P0, ["Y5", "*", "#", "R2", "B2", "G7", "B6", "O1"]], colours=5)
    assert a.view(0)["hands"] == b.view(0)["hands"]
    assert a.legal_actions(0) == b.legal_actions(0)


# ---------------------------------------------------------------------- first lay, free combinations
def test_first_lay_needs_three_cards_with_a_rainbow_and_a_shadow():
    game = dealt([P0, P1])
    play(game, 0, "new R5", "put g0 r0c1 R6", "put g0 r0c2 R7")
    assert "confirm" not in game.legal_actions(0)  # valid run, but no Rainbow nor Shadow yet
    with pytest.raises(IllegalAction, match="first lay") as refusal:
        game.apply(0, "confirm")
    assert "Rainbow et une Shadow" in refusal.value.rule
    play(game, 0, "put g0 r0c3 *", "put g0 r0c-1 #", "confirm")
    assert game.view(0)["opened"] == [True, False]


def test_without_both_jokers_no_free_combination():
    game = dealt([["R5", "R6", "R7", "*", "B1"], ["Y5", "*", "#", "R2", "B2"]])
    assert not any(a.startswith(("new", "cross")) for a in game.legal_actions(0))
    with pytest.raises(IllegalAction, match="first lay"):
        game.apply(0, "new R5")


def test_a_free_combination_opens_a_new_grid():
    game = dealt([[*P0, "*", "#", "B10", "B11"], [*P1, "R12", "Y12", "G12", "Y2"]])
    play(game, 0, *OPENING)
    play(game, 0, "new B10", "put g1 r0c1 B11", "put g1 r0c2 *", "put g1 r0c3 #", "confirm")
    assert len(game.view(0)["grids"]) == 2
    assert game.view(0)["grids"][1] == {"r0c0": "B10", "r0c1": "B11", "r0c2": "*", "r0c3": "#"}


def test_cancel_takes_the_tentative_combination_back():
    game = dealt([P0, P1])
    hand = game.view(0)["hands"][0]
    play(game, 0, "new R5", "put g0 r0c1 R6", "cancel")
    assert game.view(0)["hands"][0] == hand and game.view(0)["pending"] is None


# ---------------------------------------------------------------------- connecting and extending
def opened_game():
    game = dealt([P0, P1])
    play(game, 0, *OPENING, "discard Y9")
    return game


def test_a_new_combination_connects_through_a_laid_card():
    game = opened_game()
    play(game, 1, *SET_OF_FIVES)
    view = game.view(1)
    assert view["combinations"][1].split()[1:] == ["r-2c0", "r-1c0", "r0c0", "r1c0"]
    assert view["grids"][0]["r0c0"] == "R5"  # shared by both combinations


def test_a_connection_must_respect_every_rule():
    game = opened_game()
    with pytest.raises(IllegalAction, match="values must follow"):
        game.apply(1, "cross g0 r-1c0 G7")  # G7 above R5 can never make a valid line


def test_extending_needs_your_first_lay():
    game = opened_game()
    assert not any(a.startswith("ext") for a in game.legal_actions(1))
    with pytest.raises(IllegalAction, match="after your first lay"):
        game.apply(1, "ext g0 r0c4 B6")


def test_any_player_extends_any_combination_front_or_back():
    game = opened_game()
    play(game, 1, *SET_OF_FIVES, "discard Y1")
    play(game, 0, "ext g0 r2c0 G5")  # player 0 extends player 1's set, behind it
    assert game.view(0)["grids"][0]["r2c0"] == "G5"


def test_the_game_stops_the_moment_a_player_lays_their_last_card():
    game = opened_game()
    play(game, 1, *SET_OF_FIVES, "discard Y1")
    play(game, 0, "ext g0 r2c0 G5", "ext g0 r3c0 B5")
    assert game.is_over and game.winners() == (0,)
    assert game.scores() == (0, -4)
    assert game.legal_actions(0) == [] and game.legal_actions(1) == []


def test_a_set_never_grows_beyond_six_cards():
    game = dealt([[*P0[:-1], "O5"], ["Y5", "*", "#", "R2", "B2", "G7", "B6", "P5"]], colours=6)
    play(game, 0, *OPENING, "discard O5")
    play(game, 1, *SET_OF_FIVES, "discard R2")
    play(game, 0, "ext g0 r2c0 G5", "ext g0 r3c0 B5")
    assert game.is_over  # 6 cards: # Y5 R5 * G5 B5
    assert len(game.view(None)["combinations"][1].split()[1:]) == 6


def test_cards_touch_only_their_own_combination():
    game = opened_game()
    play(game, 1, *SET_OF_FIVES, "discard Y1")
    # below R6 (r0c1) would touch the Rainbow of the set at r1c0
    assert not any(" r1c1 " in a for a in game.legal_actions(0))
    with pytest.raises(IllegalAction, match="touch only"):
        game.apply(0, "cross g0 r1c1 B5")


def test_only_a_shadow_may_be_laid_next_to_a_laid_shadow():
    game = opened_game()  # # R5 R6 R7 * on row 0, the Shadow on r0c-1
    beside = [a for a in game.legal_actions(1) if a.startswith(("cross g0 r-1c-1 ", "cross g0 r1c-1 "))]
    assert beside and all(a.endswith(" #") for a in beside)
    with pytest.raises(IllegalAction, match="only another Shadow") as refusal:
        game.apply(1, "cross g0 r1c-1 Y5")  # Y5 under the laid Shadow
    assert "Seule une autre Shadow" in refusal.value.rule
    play(game, 1, "draw")
    game.apply(CHANCE, "Y3")
    play(game, 1, "discard Y3")
    with pytest.raises(IllegalAction, match="only another Shadow"):
        game.apply(0, "ext g0 r0c-2 G5")  # in front of the Shadow, in its own line


def test_a_crossing_through_a_shadow_starts_with_a_shadow():
    game = dealt([P0, ["Y5", "*", "#", "#", "B2", "G7", "B3", "Y1"]])
    play(game, 0, *OPENING, "discard Y9")
    play(game, 1, "cross g0 r1c-1 #", "put g0 r2c-1 B3", "put g0 r3c-1 B2")
    assert "put g0 r-1c-1 *" not in game.legal_actions(1)
    play(game, 1, "put g0 r4c-1 *", "confirm")  # # # B3 B2 * read downwards: 5 4 3 2 1
    assert game.view(1)["combinations"][1] == "g0 r0c-1 r1c-1 r2c-1 r3c-1 r4c-1"


def test_extension_must_keep_the_combination_valid():
    game = opened_game()
    play(game, 1, "draw")
    game.apply(CHANCE, "R9")
    play(game, 1, "discard Y1")
    with pytest.raises(IllegalAction, match="values must follow"):
        game.apply(0, "ext g0 r0c4 G5")  # after # R5 R6 R7 * (the Rainbow is 8)


def test_right_angle_bend_after_three_cards_in_line():
    game = dealt([["R5", "R6", "R7", "*", "#", "R9", "R10", "R11", "Y2"], [*P1, "Y16"]])
    play(game, 0, *OPENING)
    play(game, 0, "ext g0 r1c3 R9")  # bend down after 5 cards in line
    assert "ext g0 r1c4 R10" not in game.legal_actions(0)  # only 2 cards in the new leg
    with pytest.raises(IllegalAction, match="bend is allowed only after at least 3 cards"):
        game.apply(0, "ext g0 r1c4 R10")
    play(game, 0, "ext g0 r2c3 R10", "ext g0 r2c4 R11")  # 3 in the new leg: bend again
    assert game.view(0)["combinations"][0].split()[1:][-3:] == ["r1c3", "r2c3", "r2c4"]


# ---------------------------------------------------------------------- turn structure
def test_a_player_who_lays_nothing_draws_then_must_discard():
    game = dealt([P0, P1])
    assert "draw" in game.legal_actions(0)
    assert not any(a.startswith("discard") for a in game.legal_actions(0))
    play(game, 0, "draw")
    assert game.actors() == (CHANCE,)
    game.apply(CHANCE, "O3") if "O3" in dict(game.chance_outcomes()) else game.apply(CHANCE, "Y3")
    assert all(a.startswith("discard ") for a in game.legal_actions(0))
    with pytest.raises(IllegalAction, match="discard one card"):
        game.apply(0, "new R5")
    play(game, 0, "discard Y3")
    assert game.actors() == (1,)


def test_after_laying_you_may_lay_more_then_must_discard():
    game = dealt([P0, P1])
    play(game, 0, *OPENING)
    actions = game.legal_actions(0)
    assert "draw" not in actions and "discard G5" in actions
    play(game, 0, "discard G5")
    assert game.actors() == (1,)


def test_a_pending_combination_must_be_finished_first():
    game = dealt([P0, P1])
    play(game, 0, "new R5")
    with pytest.raises(IllegalAction, match="confirm it or take it back"):
        game.apply(0, "draw")


def test_without_draw_pile_the_game_ends_when_the_discards_empty_a_hand():
    game = cw.new_game("num_connect", players=2, seed=3, colours=3, rainbows=1, shadows=1, hand_size=20)
    while not game.is_over:
        player = game.actors()[0]
        actions = game.legal_actions(player)
        game.apply(player, "draw" if "draw" in actions else next(a for a in actions if a.startswith("discard")))
    view = game.view(None)
    assert view["draw_pile"] == 0 and game.describe().startswith("game over")
    assert view["hand_sizes"] == [1, 0] and game.winners() == (1,)  # Bruno discarded first once the pile was empty


def test_the_description_follows_a_draw_while_the_card_is_drawn_then_to_the_discard():
    game = cw.new_game("num_connect", seed=3, auto_chance=False)
    while game.actors() == (CHANCE,):
        game.apply(CHANCE, game.legal_actions(CHANCE)[0])
    game.apply(0, "draw")
    assert game.describe() == "turn 1: Alice drawing"
    game.apply(CHANCE, game.legal_actions(CHANCE)[0])
    assert game.describe() == "turn 1: Alice to discard"


def test_refusals_name_the_rule():
    game = dealt([P0, P1])
    for action, words in [("fly R5", "not an action"), ("new R16", "not in your hand"), ("discard R5", "draw")]:
        with pytest.raises(IllegalAction, match=words) as refusal:
            game.apply(0, action)
        assert refusal.value.rule


def test_the_judge_agrees_with_the_listed_actions():
    """Every action string near the grids is accepted exactly when it is listed (the judge, ``rules.play``,
    never looks at the list)."""
    rng = random.Random(5)
    for seed in range(6):
        game = cw.new_game("num_connect", players=2 + seed % 3, seed=seed)
        for _ in range(150):
            if game.is_over:
                break
            player = game.actors()[0]
            legal = set(game.legal_actions(player))
            for action in sorted(_candidates(game, player)):
                assert (game.refusal(player, action) is None) == (action in legal), action
            game.apply(player, rng.choice(sorted(legal)))


def _candidates(game, player):
    view = game.view(player)
    hand = set(view["hands"][player])
    yield from ("draw", "confirm", "cancel", "discard R99", "put g0 r0c0")
    for card in hand:
        yield f"discard {card}"
        yield f"new {card}"
        for g, grid in enumerate([*view["grids"], {"r0c0": "*"}]):
            cells = [tuple(int(x) for x in name[1:].split("c")) for name in grid]
            rows, cols = [r for r, _ in cells], [c for _, c in cells]
            for r in range(min(rows) - 1, max(rows) + 2):
                for c in range(min(cols) - 1, max(cols) + 2):
                    for verb in ("put", "ext", "cross"):
                        yield f"{verb} g{g} r{r}c{c} {card}"


def _empty_pile_game() -> cw.Game:
    """Three players, hands of 20 dealt by hand (seat 1 holds R5 R6 R7 * #), then the 20 cards of
    the draw pile drawn and thrown away one by one, so the pile is empty with seat 2 to play."""
    seat0 = [f"Y{v}" for v in range(0, 17, 2)] + [f"B{v}" for v in (1, 4, 7, 10, 13, 16)]
    seat0 += [f"G{v}" for v in (1, 5, 9, 13, 15)]
    seat1 = ["R5", "R6", "R7", "*", "#"] + [f"G{v}" for v in range(0, 17, 2)] + [f"B{v}" for v in range(0, 16, 3)]
    seat2 = [f"Y{v}" for v in range(1, 17, 2)] + [f"R{v}" for v in (0, 11, 14, 16)] + [f"G{v}" for v in (3, 7, 11)]
    seat2 += [f"B{v}" for v in (2, 5, 8, 11, 14)]
    hands = [seat0, seat1, seat2]
    game = cw.new_game("num_connect", players=3, seed=0, auto_chance=False, hand_size=20)
    for k in range(60):
        game.apply(CHANCE, hands[k % 3][k // 3])
    while game.view(None)["draw_pile"] > 0:
        player = game.actors()[0]
        game.apply(player, "draw")
        card = game.chance_outcomes()[0][0]
        game.apply(CHANCE, card)
        game.apply(player, f"discard {card}")
    return game


def _discard_only(game: cw.Game) -> None:
    player = game.actors()[0]
    game.apply(player, next(a for a in game.legal_actions(player) if a.startswith("discard")))


def test_with_an_empty_pile_the_game_goes_on_until_a_hand_is_empty():
    """Rounds with no card laid are no end: the discards empty a hand, and that player alone wins."""
    game = _empty_pile_game()
    assert game.actors() == (2,) and "draw" not in game.legal_actions(2)
    for _ in range(2):  # seat 2, then seat 0
        _discard_only(game)
    play(game, 1, *OPENING)  # seat 1 lays 5 cards and discards: 14 cards left, the others 19
    while not game.is_over:  # fourteen rounds with no card laid, until seat 1 discards their last card
        _discard_only(game)
    assert game.winners() == (1,) and game.scores() == (-5, 0, -5)  # 19 - 14 each: no round without a lay ended it


def test_explain_says_what_an_action_does_or_why_not():
    game = dealt([P0, P1])
    allowed = game.explain(0, "new R5")
    assert allowed and "free combination" in allowed.reason and allowed.rule.startswith("Combinaisons libres")
    refused = game.explain(0, "discard R5")
    assert not refused and "draw" in refused.reason and refused.rule.startswith("Cas particulier : joueur bloque")
    said = game.refusal(0, "discard R5")
    assert said is not None and said.phrase is not None and said.phrase.key == "refuse.must_draw_or_lay"


def test_the_last_event_names_the_cell_a_card_was_put_on():
    game = dealt([P0, P1])
    play(game, 0, "new R5", "put g0 r0c1 R6")
    assert game.state.last.cell == (0, (0, 1))
    play(game, 0, "cancel")
    assert game.state.last.cell is None and game.view(0)["last"] == [0, "cancel"]


def test_only_the_one_written_form_of_an_action_is_an_action():
    game = dealt([P0, P1])
    with pytest.raises(IllegalAction, match="not an action"):
        game.apply(0, "new  R5")
    play(game, 0, "new R5")
    with pytest.raises(IllegalAction, match="not an action"):
        game.apply(0, "put g0 r0c01 R6")


def test_a_first_lay_that_connects_to_the_grid_needs_a_rainbow_and_a_shadow_too():
    """Crossing a laid combination is a first lay like any other for a player who has not laid yet."""
    game = dealt([P0, ["R4", "*", "#", "R3", "B2", "G7", "B6", "Y1"]])
    play(game, 0, *OPENING, "discard Y9")
    play(game, 1, "cross g0 r-1c0 R4", "put g0 r-2c0 R3")  # R3 R4 and the laid R5: a run, no joker of hers
    assert "confirm" not in game.legal_actions(1)
    with pytest.raises(IllegalAction, match="first lay"):
        game.apply(1, "confirm")
    assert not game.view(1)["opened"][1]
