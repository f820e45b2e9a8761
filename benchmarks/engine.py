"""Engine and view-state figures per game, measured in-process.

* random self-play throughput: steps per CPU second of ``legal_actions`` + ``apply`` over seeded
  random games (the random choice of the move is counted too), and its ratio to the reference
  connect-four of :mod:`benchmarks.reference` timed in the same process;
* determinize: ``game.determinize(player, rng)`` calls per CPU second over positions of random
  games (what a search bot pays once per simulation);
* view-state size per move: bytes of the widget's ``view`` trait as JSON (median and max);
* engine work per click: the kernel time to handle one click intent that plays a move.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from dataclasses import dataclass

import connect_widgets as cw
from connect_widgets.core.game import Game

from . import reference


@dataclass
class EngineFigures:
    """What ``measure`` found for one game and player count."""

    game: str
    players: int
    steps_per_s: float
    reference_moves_per_s: float
    determinize_per_s: float
    view_median_kb: float
    view_max_kb: float
    click_ms_median: float

    @property
    def ratio(self) -> float:
        """Self-play speed as a fraction of the reference connect-four timed around it."""
        return self.steps_per_s / self.reference_moves_per_s


def self_play_steps_per_s(name: str, players: int, seconds: float = 3.0, seed: int = 0) -> float:
    """Random self-play, counting one step per ``legal_actions`` + ``apply``."""
    steps, spent, number = 0, 0.0, 0
    while spent < seconds:
        rng = random.Random(seed + number)
        game = cw.new_game(name, players=players, seed=seed + number)
        started = time.process_time()  # CPU time: other processes on the 2 cores do not count
        while not game.is_over:
            actor = rng.choice(game.actors())
            game.apply(actor, rng.choice(game.legal_actions(actor)))
            steps += 1
        spent += time.process_time() - started
        number += 1
    return steps / spent


def determinize_per_s(name: str, players: int, seconds: float = 2.0, seed: int = 0) -> float:
    """``game.determinize`` calls per CPU second, for a random player at every step of random games."""
    calls, spent, number = 0, 0.0, 0
    rng = random.Random(seed)
    while spent < seconds:
        game = cw.new_game(name, players=players, seed=seed + number)
        while not game.is_over:
            player = rng.randrange(players)
            started = time.process_time()
            game.determinize(player, rng)
            spent += time.process_time() - started
            calls += 1
            actor = rng.choice(game.actors())
            game.apply(actor, rng.choice(game.legal_actions(actor)))
        number += 1
    return calls / spent


def view_sizes_and_click_times(name: str, players: int, seed: int = 0) -> tuple[list[int], list[float]]:
    """Play one random game through a widget as the page does; sizes of ``view`` and click times."""
    widget = cw.play(name, players=players, seed=seed)
    rng = random.Random(seed)
    sizes: list[int] = []
    clicks: list[float] = []
    while not widget.game.is_over and len(sizes) < 400:
        game: Game = widget.game
        actor = rng.choice(game.actors())
        action = rng.choice(game.legal_actions(actor))
        started = time.perf_counter()
        game.apply(actor, action)  # the same path a click takes after the interaction
        clicks.append((time.perf_counter() - started) * 1000)
        sizes.append(len(json.dumps(widget.view)))
    return sizes, clicks


def measure(name: str, players: int) -> EngineFigures:
    """All in-process figures for one game; the reference is timed just before and just after its self-play."""
    sizes, clicks = view_sizes_and_click_times(name, players)
    before = reference.moves_per_s()
    steps = self_play_steps_per_s(name, players)
    after = reference.moves_per_s()
    return EngineFigures(
        game=name,
        players=players,
        steps_per_s=steps,
        reference_moves_per_s=(before + after) / 2,
        determinize_per_s=determinize_per_s(name, players),
        view_median_kb=statistics.median(sizes) / 1024,
        view_max_kb=max(sizes) / 1024,
        click_ms_median=statistics.median(clicks),
    )
