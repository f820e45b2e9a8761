"""A puzzle: a position, a goal and the player who must reach it, checked by the engine.

``cw.puzzle(name, position, goal, within=...)`` refuses a puzzle the search cannot solve, so every
puzzle it returns has a solution. :meth:`Puzzle.verdict` judges a game played on from it: solved,
still open, or refuted (with the reply that refutes it); :meth:`Puzzle.play` is its widget, where a
defender answers with the refutation whenever there is one (in a race, whose goal needs the player
alone, the others sit the puzzle out and nobody plays them).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..core.checks import check_seed
from ..core.game import Game
from ..core.options import shown
from ..core.registry import GAME_MODULES, game_class, game_module, new_game
from ..core.seat import Seat
from ..core.words import DEFAULT_LANGUAGE, default_names
from .goals import GOALS, Goal
from .solver import Answer, Solver, Step, TooDeep
from .words import WORDS

if TYPE_CHECKING:
    from ..widget import GameWidget

MOST_MOVES = 4
"""The longest ``within`` a puzzle may ask: deeper checks are no longer puzzles but searches."""
UNCOUNTED = 12
"""The moves a goal bounded by its own horizon (a turn, a round) may take at most."""
PLAY_SETTINGS = ("hints", "bot_delay", "lang", "undo")
"""What :meth:`Puzzle.play` lets a caller choose: how the widget shows the game and takes moves back.
The rest is the puzzle as it was checked: a position, players, rule options or a seed of one's own
would make another puzzle (or none) under the same task, and its other seats are the defenders'
(none in a race: see :meth:`Puzzle.play`)."""
FIXED_SETTINGS = frozenset({"players", "bots", "referee", "seed", "position", "auto_chance"})
"""The widget's settings that the puzzle fixes (besides the game's rule options)."""


@dataclass(frozen=True)
class Verdict:
    """``status`` is ``"solved"``, ``"open"`` or ``"refuted"``; ``text`` says it in the language asked;
    ``line`` is how: the rest of a solution, or the refutation."""

    status: str
    text: str
    line: tuple[Step, ...] = ()


@dataclass(frozen=True)
class Puzzle:
    """A checked puzzle: ``new_game(name, players, seed, position, **options)``, and ``player``'s goal."""

    name: str
    position: str
    goal: str
    within: int = 1
    players: int = 2
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    key: str = ""
    """The shipped puzzle's key (``""`` for one of your own)."""

    def start(self) -> Game[Any]:
        """A new game at the puzzle's position."""
        return new_game(self.name, players=self.players, seed=self.seed, position=self.position, **self.options)

    @cached_property
    def player(self) -> int:
        """Who must reach the goal: the first to act in the position."""
        return self._start.actors()[0]

    @cached_property
    def _start(self) -> Game[Any]:
        return self.start()

    def title(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The shipped puzzle's title ("Your puzzle" for one of your own)."""
        return WORDS.text(f"title.{self.key or 'own'}", lang)

    def task(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """What the puzzle asks, in words ("Red to play: make a Connect 5 within 2 moves...")."""
        names = self._said(self._start.players, lang)
        return WORDS.text("puzzle.task", lang, player=names[self.player], goal=self._goal_text(lang))

    def _said(self, names: tuple[str, ...], lang: str) -> tuple[str, ...]:
        """The players' names as said in ``lang``: the game's default names in that language ("Bleu"
        in French, as a French widget seats them), names of one's own as they are."""
        words = game_module(self.name).WORDS
        if names == default_names(words, len(names), DEFAULT_LANGUAGE):
            return default_names(words, len(names), lang) or names
        return names

    def solution(self) -> tuple[Step, ...]:
        """A winning line: the player's moves, and the replies that were tried and beaten."""
        return self._answer(self._start, self._moves_left(())).line

    def verdict(self, game: Game[Any], lang: str = DEFAULT_LANGUAGE) -> Verdict:
        """How a game played on from the puzzle stands: solved, open or refuted (and by what). A game
        that did not start from the puzzle is refused with a ``ValueError``."""
        self._check_game(game)
        goal, names, player = self._goal(), self._said(game.players, lang), self.player
        if goal.reached(self._start, game, player):
            text = WORDS.text("verdict.solved", lang, player=names[player], done=WORDS.text(f"done.{self.goal}", lang))
            return Verdict("solved", text)
        left = self._moves_left(game.history)
        fields = {"player": names[player], "goal": self._goal_text(lang, left if left > 0 else None)}
        try:
            answer = self._answer(game, left) if left > 0 else Answer(False, ())
        except TooDeep:  # a puzzle of one's own may open lines too long to check: the game goes on
            return Verdict("open", WORDS.text("verdict.too_deep", lang, goal=fields["goal"]))
        if answer.forced:
            return Verdict("open", WORDS.text("verdict.open", lang, **fields), answer.line)
        reply = answer.line[0] if answer.line and answer.line[0][0] != player else None
        if reply is None:
            return Verdict("refuted", WORDS.text("verdict.refuted", lang, **fields), answer.line)
        text = WORDS.text("verdict.refuted_by", lang, defender=names[reply[0]], reply=reply[1], **fields)
        return Verdict("refuted", text, answer.line)

    def defender(self) -> PuzzleDefender:
        """The bot for every other seat: it plays the refutation when there is one."""
        return PuzzleDefender(self)

    def play(self, **kwargs: Any) -> GameWidget:
        """The puzzle's widget: the other seats defend, and each move is judged ("solved", "refuted").
        ``kwargs`` may set only :data:`PLAY_SETTINGS`; any other is refused, naming it.

        In a race (a goal the player must reach ``alone``: Connect the Thoughts' ``"ring"``) nobody
        defends: the others sit the puzzle out, and no bot plays them. A bot would come back with
        the next round, which the bell that solves the puzzle starts (a wrong one too, once everyone
        sits out), and race through it while the verdict is read; nothing is left to defend by then.
        """
        from ..widget import GameWidget  # the puzzles stay importable without ipywidgets

        self._check_play(kwargs)
        seats = range(len(self._start.players))
        others = {} if self._goal().alone else {seat: self.defender() for seat in seats if seat != self.player}
        settings = {"seed": self.seed, "position": self.position, **self.options, **kwargs}
        return GameWidget.for_game(self.name)(players=self.players, bots=others, referee=self, **settings)

    def _check_play(self, settings: Mapping[str, Any]) -> None:
        """Refuse the keywords of :meth:`play` that would change the puzzle, or that it does not take."""
        wrong = [key for key in settings if key not in PLAY_SETTINGS]
        if not wrong:
            return
        fixed = FIXED_SETTINGS | {option.name for option in game_class(self.name).info.options}
        clashes = [key for key in wrong if key in fixed]
        fields = {"names": ", ".join(map(repr, clashes or wrong)), "allowed": ", ".join(PLAY_SETTINGS)}
        raise ValueError(WORDS.text("puzzle.play_fixed" if clashes else "puzzle.play_unknown", **fields))

    def judges(self, game: Any) -> bool:
        """Whether :meth:`verdict` judges ``game``: a game started from this puzzle."""
        try:
            self._check_game(game)
        except ValueError:
            return False
        return True

    # ------------------------------------------------------------------ the checks
    def _check_game(self, game: Any) -> None:
        """Refuse a game that is not this puzzle's: another game's goal reads other scores, and moves
        counted from another start (another position, deal, players or rules) say nothing of it."""
        if not isinstance(game, Game) or game.info.name != self.name:
            given = WORDS.text("puzzle.game_of", name=game.info.title) if isinstance(game, Game) else shown(game)
            raise ValueError(WORDS.text("puzzle.other_game", name=self._start.info.title, given=given))
        start = self._start
        alike = len(game.players) == len(start.players) and dict(game.options) == dict(start.options)
        if not alike or game.fork(0).position() != start.position():  # fork(0): the game at its start
            raise ValueError(WORDS.text("puzzle.other_start", name=start.info.title))

    def _goal(self) -> Goal:
        return GOALS[self.name][self.goal]

    def _goal_text(self, lang: str, moves: int | None = None) -> str:
        return WORDS.text(f"goal.{self.goal}", lang, moves=self.within if moves is None else moves)

    def _moves_left(self, history: Sequence[tuple[int, str]]) -> int:
        """The player's moves left after ``history`` (a game played on from the puzzle's start)."""
        if not self._goal().counted:
            return UNCOUNTED
        return self.within - sum(1 for actor, _ in history if actor == self.player)

    def _answer(self, game: Game[Any], left: int) -> Answer:
        return Solver(self._goal(), self._start, self.player).answer(game, left)


class PuzzleDefender:
    """Defends a puzzle: plays the reply that refutes it when there is one, else the most stubborn
    (the first the goal lists: a block). It reads its seat's determinized copy: in a puzzle the
    defenders play (Connect5) that copy is the game itself, nothing being hidden."""

    kind = "puzzle"

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle

    def choose(self, seat: Seat) -> str:
        """The defence for ``seat``'s player now."""
        game = seat.determinize(random.Random(0))  # its history starts here: count on the seat's
        left = self.puzzle._moves_left(seat.history)
        answer = self.puzzle._answer(game, left) if left > 0 else Answer(True, ())
        line = answer.line
        if not answer.forced and line and line[0][0] == seat.player:
            return line[0][1]
        replies = GOALS[self.puzzle.name][self.puzzle.goal].replies(game, seat.player, self.puzzle.player)
        return replies[0][0]


def puzzle(
    name: str, position: str, goal: str, within: int = 1, players: int = 2, seed: int | None = 0, **options: Any
) -> Puzzle:
    """A puzzle of game ``name``: the player to act in ``position`` must reach ``goal`` (Connect5:
    ``"connect5"``; Connnect: ``"claim_connect5"``; Num Connect: ``"go_out"``; Connect the Thoughts:
    ``"ring"``; ``GOALS`` has them all) within ``within`` of its moves, with ``players`` at the table
    (a solo Connnect puzzle, one sheet: ``players=1``). Refused with a ``ValueError``
    saying why when the game, the goal or the position is wrong, or when the search finds no
    solution. A ``seed`` of ``None`` is drawn once, so the puzzle played is the puzzle checked."""
    _check_request(name, position, goal, within)
    made = Puzzle(name, position, goal, within, players, check_seed(seed), dict(options))
    start = made.start()  # a malformed position is refused here, naming its part
    if not start.actors() or start.is_over:
        raise ValueError(WORDS.text("puzzle.not_to_act", player=start.players[0]))
    _check_alone(made, start)
    answer = made._answer(start, made._moves_left(()))
    if not answer.forced:
        line = " ".join(action for _, action in answer.line) or WORDS.text("verdict.no_line")
        key = "puzzle.no_solution_luck" if answer.luck else "puzzle.no_solution"  # every line ended on chance
        raise ValueError(WORDS.text(key, player=start.players[made.player], goal=made._goal_text("en"), line=line))
    return made


def check_game_name(name: Any) -> None:
    """Refuse ``name`` unless it is a game's registry name, naming the games (its type first: a
    list would otherwise fail as unhashable)."""
    if not isinstance(name, str) or name not in GAME_MODULES:
        raise ValueError(WORDS.text("puzzle.unknown_game", name=repr(name), names=", ".join(GAME_MODULES)))


def _check_request(name: Any, position: Any, goal: Any, within: Any) -> None:
    """Refuse a puzzle asked of a wrong game, goal, bound or position, each before it is looked up.
    A position that is no text is refused here: ``None`` would start the game as the rules do, and
    the search would then blame the puzzle for having no solution."""
    check_game_name(name)
    goals = GOALS.get(name, {})
    if not isinstance(goal, str) or goal not in goals:
        raise ValueError(WORDS.text("puzzle.unknown_goal", goal=shown(goal), name=name, goals=", ".join(goals)))
    if isinstance(within, bool) or not isinstance(within, int) or not 1 <= within <= MOST_MOVES:
        raise ValueError(WORDS.text("puzzle.within", most=MOST_MOVES, value=repr(within)))
    if not isinstance(position, str) or not position.strip():
        raise ValueError(WORDS.text("puzzle.position", value=repr(position)[:60]))


def _check_alone(made: Puzzle, start: Game[Any]) -> None:
    """Refuse a position of a game without turns where others may act beside the player: the search
    lets the player act first, so it would prove a race that a quicker rival wins."""
    rivals = made._goal().rivals(start, made.player)
    if rivals:
        others = ", ".join(start.players[rival] for rival in rivals)
        raise ValueError(WORDS.text("puzzle.rivals", player=start.players[made.player], others=others))
