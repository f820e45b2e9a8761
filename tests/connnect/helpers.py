"""Scripted Connnect games: set-up, rounds with chosen dice, and sheet reading."""

from __future__ import annotations

import connect_widgets as cw
from connect_widgets import CHANCE
from connect_widgets.connnect.board import INDEX
from connect_widgets.connnect.rulebook import RULEBOOK
from connect_widgets.testing import refused


def scripted(
    players=("Lisa", "Lucas"),
    cards=("F", "I", "L", "T"),
    objectives=("A1", "B1", "C1"),
    first=0,
    prep=((1, 3, 4), (2, 4, 6)),
    seed=0,
    **options,
):
    """A game with auto_chance off, set up with the given cards, first player and setup rolls (the
    ``seed`` would only roll the dice of a game whose ``auto_chance`` is turned on later)."""
    game = cw.new_game("connnect", players=list(players), seed=seed, auto_chance=False, **options)
    for card in cards:
        game.apply(CHANCE, f"card {card}")
    for card in objectives:
        game.apply(CHANCE, f"objective {card}")
    if len(players) > 1:
        game.apply(CHANCE, f"first {first}")
    for dice in prep:
        game.apply(CHANCE, "roll " + " ".join(map(str, sorted(dice))))
    return game


def roll(game, dice, zone):
    """The Roll Phase: chance rolls ``dice``, the active player picks ``zone``."""
    game.apply(CHANCE, "roll " + " ".join(map(str, sorted(dice))))
    game.apply(game.state.active, f"zone {zone}")


def fill(game, moves=None):
    """The Fill Phase: each player's listed actions, then 'done' for everyone.

    A player without listed actions writes their dice in the first empty spaces of the zone.
    """
    moves = moves or {}
    for player in game.actors():
        for action in moves.get(player, ()):
            game.apply(player, action)
        if player not in moves:
            while player in game.actors() and game.state.sheets[player].to_write:
                game.apply(player, game.legal_actions(player)[0])
        finish(game, player, "fill")


def claim(game, moves=None):
    """The Claim Phase: each player's listed actions, then 'done' for everyone still acting."""
    moves = moves or {}
    if game.state.phase != "claim":
        assert not any(moves.values()), f"no Claim Phase to play: {game.describe()}"
        return
    for player in game.actors():
        for action in moves.get(player, ()):
            game.apply(player, action)
        finish(game, player, "claim")


def finish(game, player, phase):
    """'done' for ``player`` unless their part of ``phase`` already ended (nothing else was possible)."""
    if player in game.actors() and game.state.phase == phase:
        game.apply(player, "done")


def play_round(game, dice, zone, writes=None, claims=None):
    """One whole round."""
    roll(game, dice, zone)
    fill(game, writes)
    claim(game, claims)


def value(game, player, space):
    """The number in ``space`` of ``player``'s sheet (0 if empty)."""
    return game.state.sheets[player].grid[INDEX[space]]


def refused_word_for_word(game, action, sentence, rule):
    """Player 0's ``action`` is refused with ``sentence``, quoting ``RULEBOOK[rule]`` and naming the
    action, and changes nothing: the game and its save stay the same."""
    refusal = refused(game, 0, action)
    assert (str(refusal), refusal.rule, refusal.action) == (sentence, RULEBOOK.text(rule), action)
