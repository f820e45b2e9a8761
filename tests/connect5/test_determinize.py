"""What a player knows, and ``determinize``: Connect5 hides nothing but the game's seed, which no
rule uses. A sampled game is the real position with a fresh seed of its own.

The agreement of a sampled game with its player's view and legal actions is checked on every game
by the conformance suite; here: the whole position is the real one, the hidden part (the seed)
differs between samples and is drawn uniformly, playing on a sample never touches the real game,
and the teaching helpers read a seat as they read the game.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import after, longest_eat, occupied, open_fours, run_potential, target, threats
from connect_widgets.testing import play_random, snapshot

from .helpers import game

SAMPLES = 4_000
BUCKETS = 16
CHI2_LIMIT = 37.7  # chi-square with 15 degrees of freedom, p = 0.001


def positions(count: int, seed: int = 0) -> list[cw.Game]:
    """Mid-game positions of random play on boards B and A, 2 to 5 players."""
    games = []
    for number in range(count):
        rng = random.Random(f"{seed}:{number}")
        g = cw.new_game("connect5", players=2 + number % 4, seed=number, board="BA"[number % 2], mode="full")
        games.append(play_random(g, rng, rng.randrange(120)))
    return games


def play_out(g: cw.Game, rng: random.Random) -> tuple[tuple[int, str], ...]:
    """Random legal moves to the end (at most 400); the history played."""
    for _ in range(400):
        if g.is_over:
            break
        actor = rng.choice(g.actors())
        g.apply(actor, rng.choice(g.legal_actions(actor)))
    return g.history


def test_a_sample_is_the_real_position_for_every_player() -> None:
    for g in positions(40):
        for player in range(len(g.players)):
            twin = g.determinize(player, random.Random(player))
            assert twin.state == g.state  # nothing is hidden: not one token is drawn again
            assert twin.view(player) == g.view(player) == g.view(None)
            assert twin.legal_actions(player) == g.legal_actions(player)
            assert twin.actors() == g.actors() and twin.scores() == g.scores()
            assert twin.options == g.options and twin.players == g.players
            assert twin.history == () and twin.seed != g.seed


def test_samples_differ_in_the_hidden_part_only_and_replay_from_their_rng() -> None:
    g = positions(1, seed=3)[0]
    twins = [g.determinize(0, random.Random(n)) for n in range(200)]
    assert len({twin.seed for twin in twins}) == 200  # the seed is what a player cannot know
    assert all(twin.state == g.state for twin in twins)  # and the only thing that changes
    again = g.determinize(0, random.Random(7))
    assert again.seed == twins[7].seed and again.state == twins[7].state


def test_the_sampled_seed_is_uniform_and_no_rule_uses_it() -> None:
    """The distribution of the hidden part: the position is the real one in every sample (a point
    mass), the copy's seed uniform over 0..2**63-1; and a copy plays exactly as the real game does."""
    games = positions(20, seed=5)
    rng = random.Random(11)
    same = 0
    buckets: Counter[int] = Counter()
    high = 0
    for n in range(SAMPLES):
        g = games[n % len(games)]
        twin = g.determinize(n % len(g.players), rng)
        same += twin.state == g.state and twin.view(None) == g.view(None)
        buckets[twin.seed * BUCKETS >> 63] += 1
        high += twin.seed >= 2**62
    assert same == SAMPLES
    expected = SAMPLES / BUCKETS
    chi2 = sum((buckets[b] - expected) ** 2 / expected for b in range(BUCKETS))
    assert chi2 < CHI2_LIMIT, f"seeds by sixteenth: {sorted(buckets.items())}, chi-square {chi2:.1f}"
    assert abs(high / SAMPLES - 0.5) < 0.03
    for g in games[:6]:  # two copies with different seeds and the real game play the same moves alike
        real = g.clone()
        copies = [g.determinize(0, random.Random(seed)) for seed in (1, 2)]
        played = {play_out(copy, random.Random(1)) for copy in copies}
        assert played == {play_out(real, random.Random(1))[len(g.history) :]}
        assert {copy.view(None) == real.view(None) for copy in copies} == {True}


def test_playing_on_a_sample_never_changes_the_real_game() -> None:
    for g in positions(12, seed=9):
        heard: list[str] = []
        g.subscribe(heard.append)
        before, saved = snapshot(g), g.to_json()
        for player in range(len(g.players)):
            twin = g.determinize(player, random.Random(player))
            play_out(twin, random.Random(player))
            if twin.history:
                twin.undo()
        assert snapshot(g) == before and g.to_json() == saved and heard == []


def test_a_sample_cannot_be_saved_and_keeps_no_history() -> None:
    g = game("c1=R e1=B")
    g.apply(0, "d1")
    twin = g.determinize(1, random.Random(0))
    assert twin.history == () and twin.can_undo() is not None
    with pytest.raises(ValueError, match="cannot be saved"):
        twin.to_json()


def test_the_teaching_helpers_read_a_seat_as_they_read_the_game() -> None:
    g = game("c1=R d1=R e1=R e2=R a5=RR b5=B g7=B", turns=True)
    seat = g.seat(0)
    assert occupied(seat) == occupied(g)
    assert threats(seat, 0) == threats(g, 0) and open_fours(seat, 1) == open_fours(g, 1)
    assert run_potential(seat, 0, "e3") == run_potential(g, 0, "e3")
    assert target(seat, "a5xc5") == "c5" and longest_eat(seat, 0) == longest_eat(g, 0) == 1
    with pytest.raises(ValueError, match="sees only their own"):
        longest_eat(seat, 1)  # a seat asks only for its own player's actions


def test_after_looks_ahead_on_a_sample_and_leaves_the_game_alone() -> None:
    g = game("c1=R d1=R e1=R e2=R b9=B")
    before = snapshot(g)
    twin = after(g.seat(0), "e3", random.Random(4))
    assert twin.scores() == (5, 0) and twin.is_over and twin.history == ((0, "e3"),)
    assert snapshot(g) == before
    with pytest.raises(cw.IllegalAction):
        after(g.seat(0), "c1")  # taken
    assert snapshot(g) == before
