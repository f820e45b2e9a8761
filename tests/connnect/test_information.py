"""Chance and information in Connnect: every sheet and every die on the table is public; only the dice
to come are hidden. So ``determinize`` is a copy with fresh future dice, and a bot's choice cannot
depend on them (see "Chance and information" in docs/rules/connnect.md).
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets import CHANCE, RandomBot
from connect_widgets.connnect import HeuristicBot, read_sheet
from connect_widgets.connnect.rounds import ROLLS
from connect_widgets.testing import snapshot

from .helpers import roll, scripted

LISA, LUCAS = 0, 1
SAMPLES = 5_600  # 26 expected draws of the rarest rolls (1 in 216)
CHI2_999 = {5: 20.515, 15: 37.697, 55: 93.17}
"""The chi-square statistic exceeded with probability 0.001, by degrees of freedom."""


def bot_positions(seed: int, players: int, every: int = 7):
    """Positions of a seeded game played by heuristic bots, every ``every`` steps (the game plays on)."""
    game = cw.new_game("connnect", players=players, seed=seed)
    bots = [HeuristicBot(seed * 10 + p) for p in range(players)]
    order = random.Random(seed)
    step = 0
    while not game.is_over:
        if step % every == 0:
            yield game
        actor = order.choice(game.actors())
        game.apply(actor, bots[actor].choose(game.seat(actor)))
        step += 1


def twin_of(game: cw.Game, seed: int) -> cw.Game:
    """The same position with another seed: the same history replayed, so only future chance differs."""
    twin = cw.new_game("connnect", players=list(game.players), seed=seed, auto_chance=False, **game.options)
    twin.replay(game.history)
    twin.auto_chance = True
    return twin


def next_roll(game: cw.Game) -> str:
    """The roll chance makes next, when every player plays their first legal action until then
    ("" if the game ends first)."""
    start = len(game.history)
    while not any(actor == CHANCE for actor, _ in game.history[start:]):
        if game.is_over:
            return ""
        actor = game.actors()[0]
        game.apply(actor, game.legal_actions(actor)[0])
    return next(action for actor, action in game.history[start:] if actor == CHANCE)


def end_of_round() -> tuple[cw.Game, str]:
    """A scripted two-player game in round 1 where Lucas's last write (returned) ends the round: the
    next roll is chance's."""
    game = scripted()
    roll(game, (2, 4, 5), 4)
    for player in (LISA, LISA, LUCAS):  # Lisa writes both dice (her part ends), Lucas one
        game.apply(player, game.legal_actions(player)[0])
    last = game.legal_actions(LUCAS)[0]
    ended = game.clone()
    ended.apply(LUCAS, last)
    assert game.actors() == (LUCAS,) and ended.actors() == (CHANCE,)
    return game, last


def chi2(counts: Counter[Any], expected: dict[Any, float]) -> float:
    return sum((counts[k] - e) ** 2 / e for k, e in expected.items())


# ---------------------------------------------------------------- determinize
def test_a_determinized_copy_agrees_with_every_player_everywhere() -> None:
    rng = random.Random(1)
    checked = 0
    for seed, players in ((1, 1), (2, 2), (3, 3), (4, 4)):
        for game in bot_positions(seed, players, every=3):
            for player in range(players):
                twin = game.determinize(player, random.Random(rng.random()))
                assert twin.view(player) == game.view(player) and twin.view(None) == game.view(None)
                assert twin.legal_actions(player) == game.legal_actions(player)
                assert twin.actors() == game.actors() and twin.scores() == game.scores()
                assert twin.describe() == game.describe() and twin.history == ()
                assert twin.state == game.state  # nothing on the table is hidden: the position is kept
                checked += 1
    assert checked > 500


def test_a_determinized_copy_rolls_other_dice_for_other_seeds_and_the_same_for_the_same() -> None:
    game, last = end_of_round()
    rolls = []
    for seed in range(60):
        twin = game.determinize(LISA, random.Random(seed))
        again = game.determinize(LISA, random.Random(seed))
        twin.auto_chance = again.auto_chance = True
        twin.apply(LUCAS, last)
        again.apply(LUCAS, last)
        assert twin.history[-1][0] == CHANCE and twin.history == again.history
        rolls.append(twin.history[-1][1])
    assert len(set(rolls)) > 25  # 60 draws among 56 rolls


def test_determinizing_never_changes_the_real_game_nor_its_dice() -> None:
    for game in bot_positions(5, 3, every=23):
        if game.is_over:
            continue
        before = snapshot(game)
        dice = next_roll(game.clone())
        for seed in range(5):
            twin = game.determinize(seed % 3, random.Random(seed))
            moves = random.Random(seed)
            while not twin.is_over:  # the copy is played to its end
                actor = moves.choice(twin.actors())
                twin.apply(actor, moves.choice(twin.legal_actions(actor)))
        assert snapshot(game) == before
        assert next_roll(game.clone()) == dice


def test_the_next_roll_of_a_determinized_copy_is_three_fair_dice() -> None:
    """Over many rng seeds the copy's next roll follows three fair dice: each of the 56 rolls as
    often as its probability says, each face 1 in 6 and the sum as for three dice (chi-square tests,
    p > 0.001). The real game's own next roll plays no part."""
    game, last = end_of_round()
    game.auto_chance = True  # nothing is waiting: the real game rolls only once Lucas writes
    real = next_roll(game.clone())
    rng = random.Random(2024)
    rolls: Counter = Counter()
    for sample in range(SAMPLES):
        twin = game.determinize(sample % 2, rng)
        twin.apply(LUCAS, last)
        rolls[twin.history[-1][1]] += 1
    faces = Counter(int(d) for roll_, n in rolls.items() for d in roll_.split()[1:] for _ in range(n))
    sums: Counter[int] = Counter()
    for roll_, n in rolls.items():
        sums[sum(int(d) for d in roll_.split()[1:])] += n
    by_sum: defaultdict[int, float] = defaultdict(float)  # a Counter counts in ints: these are probabilities
    for roll_, p in ROLLS:
        by_sum[sum(int(d) for d in roll_.split()[1:])] += p
    assert chi2(rolls, {roll_: p * SAMPLES for roll_, p in ROLLS}) < CHI2_999[55]
    assert chi2(faces, {face: 3 * SAMPLES / 6 for face in range(1, 7)}) < CHI2_999[5]
    assert chi2(sums, {s: p * SAMPLES for s, p in by_sum.items()}) < CHI2_999[15]
    assert abs(rolls[real] / SAMPLES - dict(ROLLS)[real]) < 0.02  # not pulled towards the real roll
    assert next_roll(game) == real


def test_a_determinized_copy_cannot_be_saved_or_undone_into_the_real_history() -> None:
    game, _ = end_of_round()
    twin = game.determinize(LUCAS, random.Random(3))
    assert twin.history == () and twin.can_undo() is not None
    with pytest.raises(ValueError, match="cannot be saved"):
        twin.to_json()
    assert game.history and game.can_undo(LISA) is None  # the real game keeps its own


# ---------------------------------------------------------------- bots read only their seat
def test_bots_choose_the_same_when_only_the_future_dice_differ() -> None:
    positions = compared = rolls_differ = 0
    for seed, players in ((11, 2), (12, 3), (13, 4), (14, 1)):
        for game in bot_positions(seed, players, every=3):
            positions += 1
            twin = twin_of(game, seed + 10**6)
            assert twin.history == game.history and twin.view(None) == game.view(None)
            rolls_differ += next_roll(game.clone()) != next_roll(twin.clone())
            for actor in game.actors():
                for bot in (HeuristicBot, RandomBot):
                    assert bot(seed).choose(game.seat(actor)) == bot(seed).choose(twin.seat(actor))
                compared += 1
    assert compared > 300 and rolls_differ > 0.8 * positions  # the last round has no roll to come


def test_bots_choose_the_same_on_scripted_games_with_other_seeds() -> None:
    """Two scripted games (auto_chance=False) with the same dice and different seeds, through a
    whole round: the same choices from bots seeded alike, every step."""
    games = [scripted(seed=seed) for seed in (0, 99)]
    bots = [[HeuristicBot(7), HeuristicBot(8)] for _ in games]
    for game in games:
        game.apply(CHANCE, "roll 1 3 6")
    while games[0].actors() != (CHANCE,):
        actor = games[0].actors()[-1]
        first, second = (bots[i][actor].choose(game.seat(actor)) for i, game in enumerate(games))
        assert first == second
        for game in games:
            game.apply(actor, first)
    assert games[0].history == games[1].history and games[0].state.round == 2


def test_a_seat_reads_its_own_sheet_and_every_other() -> None:
    game = scripted()
    roll(game, (2, 4, 5), 4)
    game.apply(LUCAS, game.legal_actions(LUCAS)[0])
    seat = game.seat(LUCAS)
    assert read_sheet(seat) == read_sheet(game, LUCAS) and read_sheet(seat, LISA) == read_sheet(game, LISA)
