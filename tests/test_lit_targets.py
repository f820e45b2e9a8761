"""A target the hints light is never refused: with hints on, a click on anything lit is taken, by
every seat that acts, at every step of seeded random games, from no selection and (in the games
whose clicks select first) after any one click that selects. Connnect lit the zone's spaces before
a die was picked, and a click on one was refused."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets import IllegalAction
from connect_widgets.connect5 import Interaction as Connect5Interaction
from connect_widgets.connect_the_thoughts import Interaction as ThoughtsInteraction
from connect_widgets.connnect import Interaction as ConnnectInteraction
from connect_widgets.connnect.board import INDEX
from connect_widgets.connnect.rules import KEPT_BONUS_VERBS
from connect_widgets.core.interaction import Interaction
from connect_widgets.num_connect import Interaction as NumConnectInteraction

SPACE = {index: name for name, index in INDEX.items()}


def connnect_lit(board: dict[str, Any]) -> list[str]:
    """What Connnect's renderer lights on the sheet shown: spaces, bonuses to circle, Number Dice, the
    Free Action track."""
    sheet = board["sheet"]
    lit = [f"cell:{SPACE[index]}" for index in sheet.get("legal", [])]
    lit += [f"bonus:{bonus}" for bonus in sheet.get("bonus_legal", [])]
    lit += ["free"] if sheet.get("free_legal") else []
    return lit + ([f"num:{k}" for k in range(len(sheet["to_write"]))] if sheet.get("dice_legal") else [])


def listed_lit(board: dict[str, Any]) -> list[str]:
    """The targets a board lists as legal (``boardTargets`` in the page)."""
    return list(board.get("legal_targets", []))


def connect5_lit(board: dict[str, Any]) -> list[str]:
    """Connect5 lights the dots its board lists as ``legal`` (a selection's landings)."""
    return [f"dot:{dot}" for dot in board.get("legal", [])]


# Subsets of cw.GAME_NAMES, chosen by hand: each entry says how the game's page (its JavaScript renderer)
# lights targets, which no GameInfo field tells, so a new game is added here with its own function
# (listed_lit if its renderer uses boardTargets). Num Connect lights nothing before a card is selected:
# only SELECTING holds it; Connect5 is checked only after a selecting click.
GAMES = {"connnect": (ConnnectInteraction, connnect_lit), "connect_the_thoughts": (ThoughtsInteraction, listed_lit)}
SELECTING = {  # the games whose clicks select first (Connect the Thoughts' clicks play at once)
    "connnect": (ConnnectInteraction, connnect_lit),
    "connect5": (Connect5Interaction, connect5_lit),
    "num_connect": (NumConnectInteraction, listed_lit),
}


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [0, 1])
def test_no_lit_target_is_refused(name: str, seed: int) -> None:
    interaction, lit = GAMES[name]
    game, rng, clicked = cw.new_game(name, players=2, seed=seed), random.Random(seed), 0
    while not game.is_over:
        for seat in game.actors():
            for target in lit(interaction(game).render(seat, True).board):
                ui: Interaction = interaction(game)  # a fresh one: nothing selected
                try:
                    ui.click(seat, target)
                except IllegalAction as refusal:
                    pytest.fail(f"{target} is lit for seat {seat} but refused: {refusal} ({game.describe()})")
                clicked += 1
        actor = game.actors()[0]
        game.apply(actor, rng.choice(game.legal_actions(actor)))
    assert clicked > 100  # the games lit targets all along


@pytest.mark.parametrize("name", SELECTING)
def test_no_lit_target_is_refused_after_a_click_that_selects(name: str) -> None:
    interaction, lit = SELECTING[name]
    game, rng, clicked = cw.new_game(name, players=2, seed=0), random.Random(0), 0
    for _ in range(40):  # moves: the first rounds hold every kind of selection
        seat = game.actors()[0]
        for first in interaction(game).targets(seat):
            ui: Interaction = interaction(game)
            try:
                if ui.click(seat, first) is not None:
                    continue  # a move, not a selection
            except IllegalAction:
                continue
            for target in lit(ui.render(seat, True).board):
                again: Interaction = interaction(game)
                again.click(seat, first)
                try:
                    again.click(seat, target)
                except IllegalAction as refusal:
                    pytest.fail(f"{target} is lit after {first} but refused: {refusal} ({game.describe()})")
                clicked += 1
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert clicked > 10  # selections lit targets all along


def connnect_ways_on(ui: ConnnectInteraction, seat: int) -> list[str]:
    """What the page offers ``seat`` to click next: the lit targets, and the buttons that act (Out of the
    game, Skip; not Clear selection)."""
    drawn = ui.render(seat, True)
    buttons = [b["target"] for b in drawn.buttons if b["enabled"] and b["target"] != "clear"]
    return connnect_lit(drawn.board) + buttons


def easy_seats(seed: int) -> Iterator[tuple[cw.Game, int]]:
    """Every (game, seat that acts) of a seeded two-player Connnect game between easy bots. Easy bots, not
    random moves: random play spends every Free Action before a zone fills."""
    game = cw.new_game("connnect", players=2, seed=seed)
    bots = [cw.make_bot("connnect", "easy", seed=seat) for seat in range(2)]
    while not game.is_over:
        for seat in game.actors():
            yield game, seat
        actor = game.actors()[0]
        game.apply(actor, bots[actor].choose(game.seat(actor)))


@pytest.mark.parametrize("seed", [0, 1])
def test_connnect_always_offers_a_way_on_in_the_fill_phase(seed: int) -> None:
    # A player writing numbers must see where the next click goes, before a die is picked and after:
    # a full zone lit nothing, its numbers going to the Free Action track.
    tracks = 0
    for game, seat in easy_seats(seed):
        if game.state.phase != "fill" or not game.state.sheets[seat].to_write:
            continue
        ui = ConnnectInteraction(game)
        ways = connnect_ways_on(ui, seat)
        assert ways, f"nothing offered to seat {seat}: {game.describe()}"
        if ways[0].startswith("num:"):
            ui.click(seat, ways[0])
            ways = connnect_ways_on(ui, seat)
            assert ways, f"nothing offered after a die: {game.describe()}"
        tracks += "free" in ways
    assert tracks  # a zone was full at least once, and the track lit


@pytest.mark.parametrize("seed", [0, 1])
def test_connnect_lights_a_kept_bonus_unpicked_only_when_nothing_else_goes_on(seed: int) -> None:
    # A kept bonus is lit before it is picked only where its move is all that is legal (a full zone, no
    # Free Action left); in the Claim Phase with nothing to claim, Done goes on and the bonuses stay dark.
    checked = 0
    for game, seat in easy_seats(seed):
        verbs = {action.split()[0] for action in game.legal_actions(seat)}
        if verbs & set(KEPT_BONUS_VERBS) and verbs - set(KEPT_BONUS_VERBS) and "circle" not in verbs:
            assert not ConnnectInteraction(game).render(seat, True).board["sheet"].get("bonus_legal")
            checked += 1
    assert checked  # kept bonuses were usable beside other moves
