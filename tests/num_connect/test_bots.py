"""The bots: the heuristic lays the longest combination it can, the search weighs the sensible
moves (and closes a line the other player needs), and both play from their own view only.

(That it beats random play clearly is checked once for every game, in ``tests/test_bots.py``.)
"""

from __future__ import annotations

import random
from collections import Counter

import connect_widgets as cw
from connect_widgets import CHANCE
from connect_widgets.core.bots import RandomBot
from connect_widgets.num_connect import HeuristicBot, NumConnectSearch, lays
from tests.num_connect.helpers import OPENING, P0, P1, dealt, play

OUT_HAND = ["R12", "R16", "B11", "G14", "G15", "G16", "Y10", "Y12", "*", "#"]
"""Seen at seed 7000, step 40, of a game against random play: the longest line is 8 cards
(# Y10 B11 R12 * G14 G15 G16), leaving R16 and Y12; a shorter free line and a crossing through its
Rainbow (G16 R16 *, or Y10 * Y12) lay 9 cards, and the discard takes the tenth."""


def test_heuristic_lays_the_longest_combination():
    game = dealt([P0, P1])
    bot = HeuristicBot(seed=1)
    while game.actors() == (0,) and game.view(0)["laid_this_turn"] is False:
        game.apply(0, bot.choose(game.seat(0)))
    # the longest first lay from this hand is Y9 * R7 R6 R5 # (6 cards; the Rainbow is 8, the Shadow 4)
    view = game.view(0)
    line = [view["grids"][0][c] for c in view["combinations"][0].split()[1:]]
    assert line in (["Y9", "*", "R7", "R6", "R5", "#"], ["#", "R5", "R6", "R7", "*", "Y9"])


def test_heuristic_goes_out_when_its_lays_can_empty_its_hand():
    """The old bot laid the longest line and kept 2 cards (checked against it: Y12 or R16 left for
    seeds 0 to 4); planning the turn's lays, it goes out at once."""
    for seed in range(3):
        game = dealt([OUT_HAND, ["R2", "R3", "B5", "B6", "G7", "G9", "Y1", "Y4", "Y13", "B0"]])
        bot = HeuristicBot(seed=seed)
        while game.actors() == (0,):
            game.apply(0, bot.choose(game.seat(0)))
        assert game.is_over and game.winners() == (0,), (seed, game.state.hands[0])


def test_heuristic_makes_its_first_lay_whenever_it_holds_a_rainbow_and_a_shadow():
    """A Rainbow, a Shadow and any numbered card make a free first lay (# * R5 is 3 4 5), so the bot
    never draws holding both: deals of 10 and 20 cards, and after the other player opened a grid."""
    deals = 0
    for seed in range(40):
        game = cw.new_game("num_connect", players=2, seed=seed, hand_size=10 + 10 * (seed % 2))
        if not {"*", "#"} <= set(game.view(0)["hands"][0]):
            continue
        deals += 1
        bot = HeuristicBot(seed=seed)
        while game.actors() == (0,) and game.view(0)["phase"] == "play":
            game.apply(0, bot.choose(game.seat(0)))
        assert game.view(0)["opened"][0], seed
    assert deals >= 10
    game = dealt([["R1", "B9", "G14", "*", "#", "Y3", "G2"], ["R5", "R6", "R7", "*", "#", "Y9", "B2"]])
    play(game, 0, "draw")
    game.apply(CHANCE, "Y16")
    play(game, 0, "discard Y16")
    play(game, 1, *OPENING, "discard Y9")
    bot = HeuristicBot(seed=0)
    while game.actors() == (0,) and game.view(0)["phase"] == "play":
        game.apply(0, bot.choose(game.seat(0)))
    assert game.view(0)["opened"][0]


def test_lays_are_legal_whole_lays():
    """Every lay the teaching helper lists is played through by the rules (random and heuristic
    positions of 2 to 4 players), and the free first lay of a Rainbow, a Shadow and a card is there."""
    checked = 0
    for seed in range(8):
        rng = random.Random(seed)
        game = cw.new_game("num_connect", players=2 + seed % 3, seed=seed)
        bots = [HeuristicBot(seed=seed + p) for p in range(len(game.players))]
        while not game.is_over:
            actor = game.actors()[0]
            for lay in lays(game.seat(actor)):
                twin = game.clone()
                for action in lay.actions:
                    twin.apply(actor, action)
                assert twin.view(actor)["pending"] is None
                checked += 1
            bot = bots[actor] if rng.random() < 0.7 else RandomBot(seed=rng.randrange(2**32))
            game.apply(actor, bot.choose(game.seat(actor)))
    assert checked > 300
    free = dealt([["R1", "*", "#"], ["B2", "B3", "B4"]])
    assert ("new *", "put g0 r0c1 R1", "put g0 r0c-1 #", "confirm") in [lay.actions for lay in lays(free.seat(0))]


def test_search_lays_a_whole_combination_and_a_game_against_the_heuristic_ends():
    """The search starts a combination and lays it to the end (no new/cancel cycle), and a whole
    game of the search against the heuristic ends within a bounded number of steps."""
    game = cw.new_game("num_connect", players=2, seed=3)
    bots = [NumConnectSearch(seed=3, simulations=12), HeuristicBot(seed=3)]
    steps = 0
    while not game.is_over:
        steps += 1
        assert steps < 600, "no end"
        actor = game.actors()[0]
        action = bots[actor].choose(game.seat(actor))
        if actor == 0:
            assert action != "cancel"
        game.apply(actor, action)


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
    assert bot.choose(game.seat(0)) in ("discard B9", "discard G14", "discard Y7")  # not R1 or R2, a pair


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


def small_search(seed: int) -> NumConnectSearch:
    return NumConnectSearch(seed=seed, simulations=8)


def test_bots_choose_the_same_on_games_that_differ_only_in_what_their_player_cannot_see():
    """Mid-game positions of bot games (heuristic, with some random moves), and the same games with
    the cards the player to act never saw dealt differently: the same view, legal actions and
    history for that player, the same determinized samples, and the same choice of the three bots
    (the search with a small budget: its playouts run on its own determinized copies)."""
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
                    for make in (HeuristicBot, RandomBot, small_search):
                        assert make(seed=seed).choose(seats[0]) == make(seed=seed).choose(seats[1])
            bot = bots[actor] if rng.random() < 0.8 else RandomBot(seed=rng.randrange(2**32))
            game.apply(actor, bot.choose(game.seat(actor)))
    print(f"\n{compared} positions compared, {differed} with other hidden hands")
    assert compared >= 50 and differed >= compared * 0.9


def test_search_weighs_only_sensible_moves_and_never_takes_a_combination_back():
    """At the root the search weighs the heuristic's first discards only (the earlier search
    widened to every legal move: at 60 simulations it tried all 9 discards, checked against it),
    and, with a combination to lay, the heuristic's lay and a few others, never ``cancel``."""
    game = dealt([P0, P1])
    play(game, 0, "draw")
    game.apply(CHANCE, "G12")
    seat = game.seat(0)
    best = HeuristicBot(seed=1).discards(seat)[:4]  # the search's own heuristic is seeded seed + 1
    weighed = NumConnectSearch(seed=0).sensible(seat, seat.legal_actions())
    assert weighed == [action for action in seat.legal_actions() if action in best]
    search = NumConnectSearch(seed=0, simulations=60)
    assert search.choose(seat) in best
    analysis = search.analysis()
    assert analysis is not None and {candidate.action for candidate in analysis.candidates} <= set(best)
    game = dealt([P0, P1])
    play(game, 0, "new *")  # a tentative combination: the search lays on, it never takes it back
    weighed = NumConnectSearch(seed=0).sensible(game.seat(0), game.legal_actions(0))
    assert weighed and "cancel" not in weighed and len(weighed) <= 4


def test_search_goes_out_at_once_without_searching():
    """The heuristic's plan that empties the hand is played as it is: the search does not spend its
    simulations on a won turn (the earlier search weighed its first action against the others)."""
    game = dealt([OUT_HAND, ["R2", "R3", "B5", "B6", "G7", "G9", "Y1", "Y4", "Y13", "B0"]])
    bot = NumConnectSearch(seed=0, simulations=50)
    while game.actors() == (0,):
        game.apply(0, bot.choose(game.seat(0)))
        analysis = bot.analysis()
        assert analysis is not None and analysis.simulations == 0
    assert game.is_over and game.winners() == (0,)


YELLOWS = ["Y12", "Y13", "Y14", "Y15", "Y16"]


def blocking_position() -> cw.Game:
    """Alice opened with # R5 * R7; Bruno took back a tentative * R8, so Alice knows he holds R8,
    laid # * Y12 Y13 Y14 Y15 Y16 and discarded G0: his one card left, R8, goes out after R7. Alice
    (# Y5 B9 G13) can lay two cards crossing her line, or close its R7 end with her Shadow."""
    game = dealt([["R5", "*", "R7", "#", "#", "Y5", "B9", "G13", "B1"], ["#", "*", "R8", *YELLOWS, "G0"]])
    play(game, 0, "new R5", "put g0 r0c1 *", "put g0 r0c2 R7", "put g0 r0c-1 #", "confirm", "discard B1")
    play(game, 1, "new *", "put g1 r0c1 R8", "cancel", "new Y12")
    play(game, 1, *(f"put g1 r0c{k} Y{12 + k}" for k in range(1, 5)), "put g1 r0c-1 *", "put g1 r0c-2 #", "confirm")
    play(game, 1, "discard G0")
    assert game.state.hands[1] == ("R8",) and game.state.known[1] == ("R8",)
    return game


def test_search_closes_the_line_the_other_player_needs_to_go_out():
    """The heuristic lays the most cards (a crossing) and Bruno goes out with R8; the search sees
    him go out in its playouts and closes the R7 end with its Shadow instead. (The earlier search
    crossed too: checked against it, and the root did not weigh the Shadow's extension before.)"""
    game = blocking_position()
    heuristic = HeuristicBot(seed=0)
    while game.actors() == (0,):
        game.apply(0, heuristic.choose(game.seat(0)))
    assert "ext g0 r0c3 R8" in game.legal_actions(1)
    for seed in range(3):
        game = blocking_position()
        search = NumConnectSearch(seed=seed, simulations=100)
        while game.actors() == (0,):
            game.apply(0, search.choose(game.seat(0)))
        assert not [action for action in game.legal_actions(1) if action.startswith("ext")], seed


def test_search_lays_the_lay_it_chose_to_the_end_without_searching_again():
    """Once the search starts a combination, its next actions are the rest of that lay, played
    without a search (an intermediate version forgot its lay after the second action and searched
    the tentative combination's puts again: checked against it)."""
    game = dealt([["R2", "*", "#", "R3", "B14", "Y1", "R11", "G9"], P0])  # a first lay of 5 cards at most
    search = NumConnectSearch(seed=0, simulations=30)
    game.apply(0, search.choose(game.seat(0)))
    assert game.view(0)["pending"] is not None
    while game.view(0)["pending"] is not None:
        game.apply(0, search.choose(game.seat(0)))
        analysis = search.analysis()
        assert analysis is not None and analysis.simulations == 0
    assert game.view(0)["opened"][0]
