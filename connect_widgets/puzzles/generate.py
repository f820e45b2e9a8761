"""Finding puzzles by search: positions of seeded bot games where the player to act can force a goal.

    python -m connect_widgets.puzzles.generate connect5 connect5 2 --games 20 board=A

plays seeded games between easy bots (seeds 0 to ``--games`` - 1; rule options as ``key=value``)
and prints, for each position where the player to act can force ``goal`` within ``within`` moves
while most of its moves cannot (so the puzzle has an idea to find), the position and the solution.
The shipped puzzles (:mod:`.catalogue`) were chosen from such lists; their tests check each again.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator
from typing import Any

from ..core.bots import RandomBot
from ..core.game import CHANCE
from ..core.registry import make_bot, new_game
from .goals import GOALS
from .puzzle import UNCOUNTED
from .solver import Answer, Solver, TooDeep

OPENING = 16
"""Random moves at the start of a game, at most."""
TRAPS = 0.8
"""A found puzzle's share of the player's moves that do not work, at least."""


def find(
    name: str, goal: str, within: int, seeds: range, players: int = 2, **options: Any
) -> Iterator[tuple[str, Answer, float]]:
    """``(position, solution, share of moves that fail)`` for each puzzle found in the seeded games."""
    rule = GOALS[name][goal]
    for seed in seeds:
        game = new_game(name, players=players, seed=seed, **options)
        bots = [make_bot(name, "easy", seed=seed * 10 + p) for p in range(players)]
        wild = RandomBot(seed)  # a few random moves first, so the games do not all open alike
        opening = random.Random(seed).randrange(OPENING)
        while not game.is_over and game.actors():
            player = game.actors()[0]
            if len(game.history) < opening:
                game.apply(player, wild.choose(game.seat(player)))
                continue
            if player != CHANCE and not rule.reached(game, game, player):
                found = _puzzle(rule, game, player, within)
                if found is not None:
                    yield game.position(), *found
                    break  # one puzzle per game, so the list spans many games
            game.apply(
                player, bots[player].choose(game.seat(player)) if player != CHANCE else game.legal_actions(player)[0]
            )


def _puzzle(rule: Any, game: Any, player: int, within: int) -> tuple[Answer, float] | None:
    solver = Solver(rule, game, player)
    budget = within if rule.counted else UNCOUNTED
    try:
        answer = solver.answer(game, budget)
        if not answer.forced or not answer.line:
            return None
        moves = rule.moves(game, player, player)
        failing = 0
        for move in moves:
            child = game.clone()
            for action in move:
                child.apply(player, action)
            failing += not solver.answer(child, budget - 1).forced
    except TooDeep:
        return None
    share = failing / max(1, len(moves))
    return (answer, share) if share >= TRAPS else None


def main(argv: list[str] | None = None) -> None:
    """The command line: print each puzzle found as its share of failing moves, its solution and its position."""
    parser = argparse.ArgumentParser(
        prog="python -m connect_widgets.puzzles.generate", description=__doc__.split("\n")[0]
    )
    parser.add_argument("name", choices=sorted(GOALS), help="the game")
    parser.add_argument(
        "goal", help="the goal to force: " + "; ".join(f"{n}: {', '.join(g)}" for n, g in GOALS.items())
    )
    parser.add_argument("within", type=int, help="the player's moves to reach it in")
    parser.add_argument("--games", type=int, default=20, help="seeded games to look in (default 20)")
    parser.add_argument("options", nargs="*", metavar="key=value", help="rule options, such as board=A")
    args = parser.parse_args(argv)
    if args.goal not in GOALS[args.name]:
        parser.error(f"{args.goal!r} is not a goal of {args.name}; its goals: {', '.join(GOALS[args.name])}")
    if any("=" not in option for option in args.options):
        parser.error("rule options are written key=value, such as board=A")
    settings: dict[str, Any] = dict(option.split("=", 1) for option in args.options)
    for position, answer, share in find(args.name, args.goal, args.within, range(args.games), **settings):
        print(f"{share:.2f}  {' '.join(a for _, a in answer.line)}  |  {position}")


if __name__ == "__main__":
    main()
