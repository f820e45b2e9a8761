"""What a player knows, and ``determinize``: every card on the table is in plain sight; the order of
the face-down cards is hidden from everyone alike. A sampled game draws that order again: the next
card is any face-down card not put back since a card was last turned over, equally likely, the
rest in a uniform order. The bots read only their seat, so the order never changes their choice.

The agreement of a sample with its player's view and legal actions is checked on every game by the
conformance suite; here: only the order differs, it differs between samples, it follows the right
distribution, playing on a sample never touches the real game, and the bots cannot tell orders apart.
"""

from __future__ import annotations

import ast
import inspect
import math
import random
from collections import Counter

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import HeuristicBot, bots, fitting_ends
from connect_widgets.connect_the_thoughts.cards import cards_in
from connect_widgets.testing import play_random, snapshot

from .helpers import NAME, holding, new, umbrella_pair

SAMPLES_PER_CARD = 200


def chi2_limit(degrees: int, z: float = 3.09) -> float:
    """The chi-square value a uniform sample exceeds with probability 0.001 (Wilson-Hilferty)."""
    k = 2 / (9 * degrees)
    return degrees * (1 - k + z * math.sqrt(k)) ** 3


def chi2_uniform(counts: Counter[int], support: list[int]) -> float:
    """Pearson's chi-square of ``counts`` against the uniform distribution over ``support``."""
    expected = sum(counts.values()) / len(support)
    return sum((counts[card] - expected) ** 2 / expected for card in support)


def positions(count: int, seed: int = 0) -> list[cw.Game]:
    """Mid-game positions of random races, 2 to 4 players."""
    games = []
    for number in range(count):
        rng = random.Random(f"{seed}:{number}")
        game = cw.new_game(NAME, players=2 + number % 3, seed=number)
        games.append(play_random(game, rng, rng.randrange(60)))  # random races end within about a hundred steps
    return games


def after_a_reveal(seed: int) -> cw.Game:
    """Hannah has laid two cards and holds a third: nothing was put back since."""
    game = cw.new_game(NAME, players=2, seed=seed)
    for action in ("pick", "place", "pick", "place R", "pick"):
        game.apply(0, action)
    assert game.state.put_back == 0
    return game


def after_returns(seed: int) -> cw.Game:
    """Hannah and Emma lay five cards each, Jonas one, and everyone picks one more; then Jonas puts his back
    and Hannah and Emma ring too early: thirteen cards put back since the last one turned over."""
    game = cw.new_game(NAME, players=3, seed=seed)
    for player in (0, 1):
        for action in ("pick", "place", *["pick", "place R"] * 4):
            game.apply(player, action)
    game.apply(2, "pick")
    game.apply(2, "place")
    for player in (0, 1, 2):
        game.apply(player, "pick")
    for player, action in ((2, "return"), (0, "bell"), (1, "bell")):
        game.apply(player, action)
    return game


def test_a_sample_differs_from_the_real_game_in_the_order_of_the_middle_only() -> None:
    for game in positions(30):
        for player in range(len(game.players)):
            twin = game.determinize(player, random.Random(player))
            assert twin.state.edit(middle=game.state.middle) == game.state  # all but the order is the real one
            assert sorted(twin.state.middle) == sorted(game.state.middle)
            assert twin.view(player) == game.view(player) == game.view(None) == twin.view(None)
            assert twin.legal_actions(player) == game.legal_actions(player)
            assert twin.actors() == game.actors() and twin.scores() == game.scores()
            assert twin.history == () and twin.seed != game.seed


def test_samples_differ_in_the_order_and_replay_from_their_rng() -> None:
    game = after_a_reveal(seed=3)
    twins = [game.determinize(0, random.Random(n)) for n in range(100)]
    assert len({twin.state.middle for twin in twins}) == 100
    assert len({twin.state.middle[0] for twin in twins}) > 40
    again = game.determinize(0, random.Random(7))
    assert again.state == twins[7].state and again.seed == twins[7].seed
    assert game.determinize(1, random.Random(7)).state == again.state  # nobody sees more than another


def test_playing_on_a_sample_never_changes_the_real_game() -> None:
    for game in positions(10, seed=9):
        heard: list[str] = []
        game.subscribe(heard.append)
        before, state, saved = snapshot(game), game.state, game.to_json()
        for player in range(len(game.players)):
            twin = game.determinize(player, random.Random(player))
            rng = random.Random(player)
            for _ in range(300):
                if twin.is_over:
                    break
                actor = rng.choice(twin.actors())
                twin.apply(actor, rng.choice(twin.legal_actions(actor)))
        assert snapshot(game) == before and game.state is state and game.to_json() == saved and heard == []


def test_the_next_card_of_a_sample_is_any_face_down_card_equally_likely() -> None:
    """Right after a card is turned over, the next one may be any face-down card, each as likely."""
    game = after_a_reveal(seed=12)
    support = cards_in(game.state.pool)
    rng = random.Random(1)
    firsts = Counter(game.determinize(0, rng).state.middle[0] for _ in range(SAMPLES_PER_CARD * len(support)))
    assert set(firsts) == set(support) and len(support) == 77
    chi2 = chi2_uniform(firsts, support)
    assert chi2 < chi2_limit(len(support) - 1), f"chi-square {chi2:.1f} over {len(support)} cards"


def test_a_card_put_back_since_the_last_reveal_is_never_the_next_one_in_a_sample() -> None:
    """It lies where its player put it back, behind the next card: the next card is any other
    face-down card, equally likely, and a card put back lies at any place behind it, equally likely."""
    game = after_returns(seed=5)
    put_back = cards_in(game.state.put_back)
    support = [card for card in cards_in(game.state.pool) if card not in put_back]
    assert len(put_back) == 13 and game.state.middle[0] in support
    rng = random.Random(2)
    samples = [game.determinize(1, rng).state.middle for _ in range(SAMPLES_PER_CARD * len(support))]
    firsts = Counter(middle[0] for middle in samples)
    assert set(firsts) == set(support)  # never a card put back
    chi2 = chi2_uniform(firsts, support)
    assert chi2 < chi2_limit(len(support) - 1), f"chi-square {chi2:.1f} over {len(support)} cards"
    places = Counter(middle.index(put_back[0]) for middle in samples)
    behind = list(range(1, len(samples[0])))
    assert set(places) == set(behind)
    assert chi2_uniform(places, behind) < chi2_limit(len(behind) - 1)


def test_in_the_real_game_too_a_card_put_back_is_never_the_next_one() -> None:
    """Over many seeds, the card the next pick turns over is never one of those just put back."""
    for seed in range(40):
        game = after_returns(seed)
        put_back = cards_in(game.state.put_back)
        game.apply(2, "pick")
        assert len(put_back) == 13 and game.view()["players"][2]["hand"] not in put_back


# ---------------------------------------------------------------------- the bots read only their seat
def twin_tables(players: int = 3) -> tuple[cw.Game, cw.Game]:
    """Two games whose cards are shuffled differently (seeds 1 and 2) and that the tests keep
    showing the same table: every card turned over in one is turned over in the other."""
    return (
        cw.new_game(NAME, players=players, seed=1, auto_chance=False),
        cw.new_game(NAME, players=players, seed=2, auto_chance=False),
    )


def lockstep(make_bot, rounds: int = 1500, players: int = 3) -> int:
    """Play the same bots on both tables in step; their every choice must be the same. Returns steps."""
    a, b = twin_tables(players)
    bots_a = [make_bot(p) for p in range(players)]
    bots_b = [make_bot(p) for p in range(players)]
    rng = random.Random(0)
    steps = apart = 0
    while not a.is_over and steps < rounds:
        assert a.view(None) == b.view(None)
        apart += a.state.middle != b.state.middle  # (near the end, a few cards may lie alike by chance)
        if a.actors() == (cw.CHANCE,):
            card = a.state.middle[0]  # a's next card, turned over on both tables
            for game in (a, b):
                game.apply(cw.CHANCE, f"reveal {card}")
            continue
        actor = rng.choice(a.actors())
        choice = bots_a[actor].choose(a.seat(actor))
        assert bots_b[actor].choose(b.seat(actor)) == choice, f"step {steps}: the order changed {actor}'s choice"
        for game in (a, b):
            game.apply(actor, choice)
        steps += 1
    assert apart > 0.9 * steps
    return steps


@pytest.mark.parametrize(
    ("make_bot", "steps"),
    [
        (lambda p: HeuristicBot(seed=p), 300),
        (lambda p: HeuristicBot(seed=p, careless=0.3), 300),
        (lambda p: cw.RandomBot(seed=p), 50),  # random players ring early: their races are short
        (lambda p: cw.make_bot(NAME, "medium", seed=p, simulations=10), 60),  # it samples orders: from what it sees
    ],
    ids=["heuristic", "careless", "random", "search"],
)
def test_a_bot_chooses_the_same_whatever_the_order_of_the_face_down_cards(make_bot, steps) -> None:
    assert lockstep(make_bot) > steps


def test_the_same_generator_samples_the_same_order_whatever_the_real_one() -> None:
    """A sample is drawn from what is seen alone: two tables that differ only in the hidden order give
    the same sample for the same generator (a shuffle of the real order would not)."""
    a, b = twin_tables(2)
    assert a.state.middle != b.state.middle and a.view(None) == b.view(None)
    for seed in range(5):
        assert a.determinize(0, random.Random(seed)).state == b.determinize(0, random.Random(seed)).state


def test_a_bot_chooses_on_a_sample_as_on_the_real_game() -> None:
    for game in positions(20, seed=4):
        for player in game.actors():
            twin = game.determinize(player, random.Random(player))
            assert HeuristicBot(seed=3).choose(twin.seat(player)) == HeuristicBot(seed=3).choose(game.seat(player))


def test_the_bot_reads_no_internals() -> None:
    """Its seat only: no ``game.state``, ``rules``, ``clone``, seed or the middle's order."""
    tree = ast.parse(inspect.getsource(bots))
    touched = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert not touched & {"state", "_state", "middle", "pool", "clone", "seed", "_game", "determinize"}
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    allowed = {"__future__", "typing", "core.bots", "core.seat", "cards", "notation", "teaching"}
    allowed |= {"core.game", "core.search"}  # the search: the game type, and its shared base
    allowed |= {"core.words", "words"}  # the search's deeds: the wing's words, no state
    assert imported <= allowed


def test_fitting_ends_reads_a_seat_as_it_reads_the_game() -> None:
    end, held = umbrella_pair()
    game = holding(new(), 0, end, held)
    assert fitting_ends(game.seat(0)) == fitting_ends(game, 0) == {"L": ["umbrella"], "R": ["umbrella"]}
    assert fitting_ends(game.seat(1)) == {}
    with pytest.raises(ValueError, match="sees only their own"):
        fitting_ends(game.seat(0), 1)
    with pytest.raises(ValueError, match="names the player"):
        fitting_ends(game)
