"""Finding puzzles by search: positions of seeded bot games where the player to act can force a goal.

    python -m connect_widgets.puzzles.generate connect5 connect5 2 --games 20 board=A
    python -m connect_widgets.puzzles.generate connnect claim_connect5 3 --players 1

plays seeded games between easy bots (seeds 0 to ``--games`` - 1, ``--players`` of them; rule
options as ``key=value``, each read as its option's own type) and prints, for each position where the
player to act can force ``goal`` within ``within`` moves, but not in fewer, while most of its moves
cannot (so the puzzle has an idea to find), the position and the solution. The shipped puzzles
(:mod:`.catalogue`) were chosen from such lists; their tests check each again.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator
from typing import Any

from ..core.bots import RandomBot
from ..core.game import CHANCE, Game
from ..core.options import Option
from ..core.registry import game_class, make_bot, new_game
from .goals import GOALS, Goal
from .puzzle import MOST_MOVES, UNCOUNTED
from .solver import Answer, Solver, TooDeep
from .words import WORDS

OPENING = 16
"""Random moves at the start of a game, at most."""
TRAPS = 0.8
"""A found puzzle's share of the player's moves that do not work, at least."""
STEPS = 600
"""Actions one game may take at most: bots in a game without turns can go round in circles (a card
picked and returned again and again), and a game that never ends would hold the search for ever."""


def find(
    name: str, goal: str, within: int, seeds: range, players: int = 2, **options: Any
) -> Iterator[tuple[str, Answer, float]]:
    """``(position, solution, share of moves that fail)`` for each puzzle found in the seeded games."""
    rule = GOALS[name][goal]
    for seed in seeds:
        for game in positions(name, seed, players, options):
            player = game.actors()[0]  # who a puzzle of this position asks (``Puzzle.player``)
            if player == CHANCE or rule.reached(game, game, player) or rule.rivals(game, player):
                continue
            found = _puzzle(rule, game, player, within)
            if found is not None:
                yield game.position(), *found
                break  # one puzzle per game, so the list spans many games


def positions(name: str, seed: int, players: int, options: dict[str, Any]) -> Iterator[Game[Any]]:
    """The positions of one seeded game after its random opening, at most :data:`STEPS` actions.
    Where several may act at once (a game without turns), the one who does is drawn from the seed:
    always the first would leave the others idle, and the game would never end."""
    game = new_game(name, players=players, seed=seed, **options)
    bots = [make_bot(name, "easy", seed=seed * 10 + p) for p in range(players)]
    wild = RandomBot(seed)  # a few random moves first, so the games do not all open alike
    draw = random.Random(seed)
    opening = draw.randrange(OPENING)
    while not game.is_over and game.actors() and len(game.history) < STEPS:
        actors = game.actors()
        actor = actors[0] if len(actors) == 1 else draw.choice(actors)
        if len(game.history) >= opening:
            yield game
        if actor == CHANCE:
            game.apply(actor, game.legal_actions(actor)[0])
        else:
            bot = wild if len(game.history) < opening else bots[actor]
            game.apply(actor, bot.choose(game.seat(actor)))


def _puzzle(rule: Goal, game: Game[Any], player: int, within: int) -> tuple[Answer, float] | None:
    """The solution and the share of failing first moves if ``game`` is a puzzle for ``player``: forced
    within ``within`` moves but not in fewer (a "within 2" solved in one is no such puzzle)."""
    solver = Solver(rule, game, player)
    budget = within if rule.counted else UNCOUNTED
    try:
        answer = solver.answer(game, budget)
        if not answer.forced or not answer.line:
            return None
        if rule.counted and budget > 1 and solver.answer(game, budget - 1).forced:
            return None
        share = _failing_share(rule, solver, game, player, budget)
    except TooDeep:
        return None
    return (answer, share) if share >= TRAPS else None


def _failing_share(rule: Goal, solver: Solver, game: Game[Any], player: int, budget: int) -> float:
    """The share of the player's moves after which the goal can no longer be forced."""
    moves = rule.moves(game, player, player)
    failing = 0
    for move in moves:
        child = game.clone()
        for action in move:
            child.apply(player, action)
        failing += not solver.answer(child, budget - 1).forced
    return failing / max(1, len(moves))


def main(argv: list[str] | None = None) -> None:
    """The command line: print each puzzle found as its share of failing moves, its solution and its position."""
    parser = _parser()
    args = parser.parse_intermixed_args(argv)  # rule options may come before or after --games
    try:
        settings = _settings(args)
    except ValueError as refusal:
        parser.error(str(refusal))
    found = find(args.name, args.goal, args.within, range(args.games), args.players, **settings)
    for position, answer, share in found:
        print(f"{share:.2f}  {' '.join(a for _, a in answer.line)}  |  {position}")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m connect_widgets.puzzles.generate", description=(__doc__ or "").split("\n")[0]
    )
    parser.add_argument("name", choices=sorted(GOALS), help="the game")
    parser.add_argument(
        "goal", help="the goal to force: " + "; ".join(f"{n}: {', '.join(g)}" for n, g in GOALS.items())
    )
    parser.add_argument("within", type=int, help=f"the player's moves to reach it in (1 to {MOST_MOVES})")
    parser.add_argument("--games", type=int, default=20, help="seeded games to look in (default 20)")
    parser.add_argument("--players", type=int, default=2, help="players at each game (default 2)")
    parser.add_argument("options", nargs="*", metavar="key=value", help="rule options, such as board=A")
    return parser


def _settings(args: argparse.Namespace) -> dict[str, Any]:
    """The rule options of the command line, each read as its option's type, once the game, goal,
    bound, game count, players and options are checked (``ValueError`` saying what is wrong)."""
    goals = GOALS[args.name]
    if args.goal not in goals:
        raise ValueError(
            WORDS.text("puzzle.unknown_goal", goal=repr(args.goal), name=args.name, goals=", ".join(goals))
        )
    if not 1 <= args.within <= MOST_MOVES:
        raise ValueError(WORDS.text("puzzle.within", most=MOST_MOVES, value=args.within))
    if args.games < 1:
        raise ValueError(WORDS.text("generate.games", value=args.games))
    wrong = [option for option in args.options if "=" not in option]
    if wrong:
        raise ValueError(WORDS.text("generate.option", value=repr(wrong[0])))
    declared = {option.name: option for option in game_class(args.name).info.options}
    texts = dict(option.split("=", 1) for option in args.options)
    settings = {key: _typed(declared.get(key), text) for key, text in texts.items()}
    new_game(args.name, players=args.players, seed=0, **settings)  # the game refuses its own wrong players, options
    return settings


def _typed(option: Option | None, text: str) -> Any:
    """``text`` read as ``option``'s type (its default's): ``turns=False`` is the flag, ``move_limit=100``
    the number. Text that is no such value stays text, for the game to refuse saying what it allows."""
    kind = type(option.default) if option is not None and option.convert is None else str
    if kind is bool:
        return {"true": True, "false": False}.get(text.lower(), text)
    if kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            return text
    return text


if __name__ == "__main__":
    main()
