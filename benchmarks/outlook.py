"""Fit Connnect's outlook (``connect_widgets/connnect/outlook.py``): ``python -m benchmarks.outlook``.

``python -m benchmarks.outlook [--games N] [--seed K] [--bot SPEC]`` plays ``N`` seeded two-player
games between two heuristic bots, or two bots of another spec (in local worker processes), notes each
sheet's outlook features at the start of every round (right after the round's dice are rolled, where
the search reads them) with the points the sheet then holds and the points it ends the game with, and
fits, for each round, the points still to come as a linear function of the features (least squares,
with a small ridge so that a feature that never varies in a round gets no weight). It writes the
weights to ``connect_widgets/connnect/outlook.json`` and prints how much of the points to come each
round's fit explains on games it did not see.

The weights that ship come from the defaults (3,000 games between heuristic bots, seed 0). Fits on
15,000 such games and on 400 of the search's own games (``--bot '{"kind": "hard", "simulations":
40}' --games 400 --seed 1``) were measured and did not play better: ``benchmarks/STRENGTH.md``.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

import connect_widgets as cw
from connect_widgets.connnect.bots import Position
from connect_widgets.connnect.outlook import FEATURES, features
from connect_widgets.connnect.rounds import ROUNDS
from connect_widgets.core.registry import BotSpec, build_bot

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "connect_widgets" / "connnect" / "outlook.json"
RIDGE = 10.0
HELD_OUT = 5
"""Every fifth game is left out of the fit and used to measure it."""

Row = tuple[int, tuple[float, ...], float]
"""(round, features, points still to come) for one sheet at the start of one round."""


def game_rows(seed: int, bot: BotSpec = "easy") -> list[Row]:
    """Play one seeded game between two ``bot`` bots; every sheet's features at every round's start."""
    game = cw.new_game("connnect", players=2, seed=seed)
    bots = [build_bot("connnect", bot, seed=2 * seed + p) for p in range(2)]
    rng = random.Random(seed)
    noted: list[tuple[int, int, tuple[float, ...], int]] = []
    seen = 0
    while not game.is_over:
        view = game.view(None)
        if view["phase"] == "zone" and view["round"] != seen:
            seen = view["round"]
            for player in range(2):
                position = Position(game, player)
                noted.append((seen, player, features(position, game.options["arrows"]), position.fields["total"]))
        actor = rng.choice(game.actors())
        game.apply(actor, bots[actor].choose(game.seat(actor)))
    final = game.scores()
    return [(round_number, found, float(final[player] - total)) for round_number, player, found, total in noted]


def fit(rows_by_game: list[list[Row]]) -> tuple[list[list[float]], list[float]]:
    """Per round: the weights (constant first) and the share of variance explained on held-out games."""
    weights, explained = [], []
    for round_number in range(1, ROUNDS + 1):
        rows = [(i % HELD_OUT == 0, row) for i, game in enumerate(rows_by_game) for row in game]
        rows = [(held_out, row) for held_out, row in rows if row[0] == round_number]
        train = [row for held_out, row in rows if not held_out]
        test = [row for held_out, row in rows if held_out]
        x, y = _matrix(train)
        ridge = RIDGE * np.eye(x.shape[1])
        ridge[0, 0] = 0.0  # the constant is not shrunk
        w = np.linalg.solve(x.T @ x + ridge, x.T @ y)
        tx, ty = _matrix(test)
        explained.append(float(1 - ((tx @ w - ty) ** 2).mean() / ty.var()))
        weights.append([round(float(v), 4) for v in w])
    return weights, explained


def _matrix(rows: list[Row]) -> tuple[np.ndarray, np.ndarray]:
    x = np.array([(1.0, *found) for _, found, _ in rows])
    y = np.array([future for _, _, future in rows])
    return x, y


def _spec(text: str) -> BotSpec:
    """``easy``, or ``{"kind": "hard", "simulations": 40}``; anything else is refused with what was wrong."""
    if not text.lstrip().startswith("{"):
        return text
    try:
        spec: BotSpec = json.loads(text)
    except json.JSONDecodeError as error:
        raise argparse.ArgumentTypeError(f"a kind or a JSON object, and {text!r} is not JSON: {error}") from None
    return spec


def main() -> None:
    """Play, fit, write ``outlook.json`` and print the fit."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bot", type=_spec, default="easy", help="who plays: a kind, or a spec as JSON")
    args = parser.parse_args()
    try:  # a bad kind or setting is told at once, not from a worker after the first game
        build_bot("connnect", args.bot, seed=0)
    except (TypeError, ValueError) as error:
        parser.error(f"argument --bot: {error}")
    seeds = [random.Random(f"outlook:{args.seed}:{i}").getrandbits(32) for i in range(args.games)]
    with ProcessPoolExecutor() as pool:
        rows_by_game = list(pool.map(functools.partial(game_rows, bot=args.bot), seeds, chunksize=4))
    weights, explained = fit(rows_by_game)
    about = "Connnect's outlook weights, per round 1-12: the constant, then one per feature. Written by "
    about += "python -m benchmarks.outlook; do not edit."
    head = {"about": about, "games": args.games, "seed": args.seed, "bot": args.bot, "features": list(FEATURES)}
    rows = ",\n".join(f"  {json.dumps(row)}" for row in weights)  # one round a line
    OUT.write_text(json.dumps(head, indent=1)[:-2] + f',\n "weights": [\n{rows}\n ]\n}}\n')
    print(f"{args.games} games of {args.bot}, seed {args.seed}: weights written to {OUT.relative_to(HERE.parent)}")
    for round_number, share in enumerate(explained, start=1):
        print(f"round {round_number:2d}: the fit explains {share:6.1%} of the points still to come (held-out games)")


if __name__ == "__main__":
    main()
