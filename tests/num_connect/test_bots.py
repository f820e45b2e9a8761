"""The heuristic bot: lays the longest combination it can, and plays from its own view only.

(That it beats random play clearly is checked once for every game, in ``tests/test_bots.py``.)
"""

from __future__ import annotations

import random
from collections import Counter

import connect_widgets as cw
from connect_widgets import CHANCE
from connect_widgets.core.bots import RandomBot
from connect_widgets.num_connect import HeuristicBot
from tests.num_connect.helpers import P0, P1, dealt, play


def test_heuristic_lays_the_longest_combination():
    game = dealt([P0, P1])
    bot = HeuristicBot(seed=1)
    while game.actors() == (0,) and game.view(0)["laid_this_turn"] is False:
        game.apply(0, bot.choose(game.seat(0)))
    # the longest first lay from this hand is Y9 * R7 R6 R5 # (6 cards; the Rainbow is 8, the Shadow 4)
    assert [game.view(0)["grids"][0][c] for c in game.view(0)["combinations"][0].split()[1:]] == [
        "Y9",
        "*",
        "R7",
        "R6",
        "R5",
        "#",
    ]


def test_heuristic_sees_only_its_view():
    """The same scripted turns of Alice on two games that differ only in Bruno's hidden cards and
    the draw pile: the bots (heuristic and random) make the same choices all along, through a
    tentative combination (tried on a determinized copy), a draw and a discard."""
    other = ["Y5", "*", "#", "R2", "B2", "G12", "B14", "Y16"]  # G7 B6 Y1 stay in the pile instead
    for seed in range(4):
        games = [dealt([P0, P1]), dealt([P0, other])]
        for make in (HeuristicBot, RandomBot):
            bots = [make(seed=seed), make(seed=seed)]
            for turn in range(3):
                while games[0].actors() == (0,):
                    choices = [bot.choose(game.seat(0)) for bot, game in zip(bots, games, strict=True)]
                    assert choices[0] == choices[1], (seed, make.kind, turn, choices)
                    for game in games:
                        game.apply(0, choices[0])
                        if game.actors() == (CHANCE,):
                            game.apply(CHANCE, "R12" if "R12" in dict(game.chance_outcomes()) else "O1")
                if games[0].is_over:
                    break
                for game in games:  # Bruno draws the same card and discards the same one in both games
                    play(game, 1, "draw")
                    game.apply(CHANCE, ("G0", "G1", "G2")[turn])
                    play(game, 1, f"discard {('G0', 'G1', 'G2')[turn]}")
        assert games[0].state.hands[1] != games[1].state.hands[1]


def test_heuristic_draws_when_blocked_and_discards_a_loner():
    game = dealt([["R1", "R2", "B9", "G14"], ["Y5", "*", "#", "R12"]])
    bot = HeuristicBot(seed=0)
    assert bot.choose(game.seat(0)) == "draw"
    game.apply(0, "draw")
    game.apply(-1, "Y7")
    assert bot.choose(game.seat(0)) in ("discard B9", "discard G14")


def relabelled(game: cw.Game, player: int, rng: random.Random) -> cw.Game | None:
    """The same game as ``player`` saw it, with the numbered cards they never saw shuffled among
    themselves wherever chance dealt them to others or left them in the pile (``None`` if a rule
    that looks at a hidden hand refuses the new history: a crossing needs a card to complete it)."""
    state = game.state
    hidden = Counter(state.draw)
    for other, hand in enumerate(state.hands):
        if other != player:
            hidden += Counter(hand)
            hidden -= Counter(state.known[other])
    numbered = sorted(card for card in hidden if card not in ("*", "#"))
    swap = dict(zip(numbered, rng.sample(numbered, len(numbered)), strict=True))
    history = [(actor, swap.get(action, action) if actor == CHANCE else action) for actor, action in game.history]
    twin = cw.new_game("num_connect", players=len(game.players), seed=game.seed, auto_chance=False)
    try:
        twin.replay(history)
    except cw.CorruptSave:
        return None
    return twin


def test_bots_choose_the_same_on_games_that_differ_only_in_what_their_player_cannot_see():
    """Mid-game positions of bot games (heuristic, with some random moves), and the same games with
    the cards the player to act never saw dealt differently: the same view, legal actions and
    history for that player, the same determinized samples, and the same choice of both bots."""
    compared = differed = 0
    for seed in range(12):
        rng = random.Random(seed)
        game = cw.new_game("num_connect", players=2 + seed % 3, seed=seed)
        bots = [HeuristicBot(seed=seed + p) for p in range(len(game.players))]
        while not game.is_over and compared < 6 * (seed + 1):
            actor = game.actors()[0]
            if rng.random() < 0.3:
                twin = relabelled(game, actor, rng)
                if twin is not None:
                    compared += 1
                    differed += twin.state.hands != game.state.hands
                    seats = (game.seat(actor), twin.seat(actor))
                    assert seats[0].view() == seats[1].view() and seats[0].history == seats[1].history
                    assert seats[0].legal_actions() == seats[1].legal_actions()
                    samples = [seat.determinize(random.Random(seed)).state for seat in seats]
                    assert samples[0] == samples[1]
                    for make in (HeuristicBot, RandomBot):
                        assert make(seed=seed).choose(seats[0]) == make(seed=seed).choose(seats[1])
            bot = bots[actor] if rng.random() < 0.8 else RandomBot(seed=rng.random())
            game.apply(actor, bot.choose(game.seat(actor)))
    print(f"\n{compared} positions compared, {differed} with other hidden hands")
    assert compared >= 50 and differed >= compared * 0.9
