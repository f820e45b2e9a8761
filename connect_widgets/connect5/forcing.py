"""Forced Connect 5s: a win by threats the opponent must answer, found or ruled out move by move.

A *threat* leaves the opponent one turn to stop it: a four (a free dot that would complete a
Connect 5, :func:`~.teaching.line_dots`) or a fork in waiting (a dot where the next token makes two
fours at once, :func:`~.teaching.fork_dots`). A forced win is a run of threats in which every
answer still leaves a threat, until one cannot be answered: gomoku players call it a VCT (victory
by continuous threats), and threat-space search (Allis, van den Herik and Huntjens 1993) finds it
by looking only at the threatening moves and the answers to them.

On Connect5's boards a fork needs only three tokens where runs cross or turn at a T, so a game
between players who see forks is decided within a few moves by such a run. The search bot asks
this module two questions before it searches (:meth:`Forcing.winning_move`, :meth:`Forcing.holds`):
the heuristic and a few hundred simulations do not see a threat three moves deep.

Everything is read as a player reads it: a copy of the position (``seat.determinize``), its legal
moves and ``apply``, and the teaching helpers. The moves looked at are counted, not timed, so the
answer is the same on every machine; past the count the answer is "unknown" (``None``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .game import Connect5
from .teaching import fork_dots, is_eat, line_dots, target, three_dots


class _Spent(Exception):
    """The search has looked at as many moves as it may."""


class Forcing:
    """Forced wins in two-player Connect5 positions, within ``limit`` moves looked at in all."""

    def __init__(self, limit: int) -> None:
        self.left = limit
        self._moves: dict[str, tuple[str, bool]] = {}  # an action -> (its target dot, whether it eats)
        self._known: dict[tuple[str, int, int], bool] = {}  # (position, attacker, depth) -> forced win
        self._killers: dict[tuple[bool, int], str] = {}  # (attacking, depth) -> the move that last decided there

    def winning_move(self, world: Connect5, player: int, depth: int) -> str | None:
        """A move of ``player`` (to move in ``world``) that starts a forced Connect 5 within ``depth``
        threats, or ``None`` (none, or none found within the limit)."""
        rival = _rival(world, player)
        try:
            return next(iter(self._attacks(world, player, rival, depth)), None)
        except _Spent:
            return None

    def holds(self, world: Connect5, player: int, action: str, depth: int) -> bool | None:
        """Whether ``player``'s ``action`` leaves the opponent no forced Connect 5 within ``depth``
        threats: ``True``, ``False``, or ``None`` when the limit is reached before the answer."""
        try:
            twin = self._play(world, player, action)
            return round_over(twin, world.view()["round"]) or not self._wins(twin, _rival(world, player), player, depth)
        except _Spent:
            return None

    # ------------------------------------------------------------------ the attacker's turn
    def _wins(self, world: Connect5, attacker: int, defender: int, depth: int) -> bool:
        """Whether ``attacker``, to move, has a forced Connect 5 within ``depth`` more threats."""
        key = (world.view()["position"], attacker, depth)
        if key not in self._known:
            self._known[key] = next(iter(self._attacks(world, attacker, defender, depth)), None) is not None
        return self._known[key]

    def _attacks(self, world: Connect5, attacker: int, defender: int, depth: int) -> Iterator[str]:
        """The attacker's moves that force a Connect 5, lazily: a completion first, then threats."""
        if list(world.actors()) != [attacker]:
            return
        legal = world.legal_actions(attacker)
        completions, fours = line_dots(world, attacker)
        for action in self._aiming(world, legal, completions):
            if _scores(world, self._play(world, attacker, action), attacker):
                yield action
                return
        if depth == 0:
            return
        # The defender's four comes first: only a block (or an eat) that threatens again. Else the surest
        # threats first: a fork, a four, then a three that prepares a fork.
        blocks = line_dots(world, defender)[0]
        aims = [blocks] if blocks else [fork_dots(world, attacker), fours, three_dots(world, attacker)]
        number = world.view()["round"]
        for action in self._first(self._aiming(world, legal, *aims, eats=True), (True, depth)):
            twin = self._play(world, attacker, action)
            if not round_over(twin, number) and self._loses(twin, attacker, defender, depth - 1):
                self._killers[True, depth] = action
                yield action
                return

    # ------------------------------------------------------------------ the defender's turn
    def _loses(self, world: Connect5, attacker: int, defender: int, depth: int) -> bool:
        """Whether ``defender``, to move under a threat, loses to a forced Connect 5 whatever they do."""
        if list(world.actors()) != [defender]:
            return False
        legal = world.legal_actions(defender)
        own = line_dots(world, defender)
        for action in self._aiming(world, legal, own[0]):
            if _scores(world, self._play(world, defender, action), defender):
                return False  # the defender completes a Connect 5 first
        completions = line_dots(world, attacker)[0]
        if completions:  # a four: only a token on its dot, or an eat, stops it
            answers = self._aiming(world, legal, completions, eats=True)
        else:
            forks = fork_dots(world, attacker)
            if not forks:
                return False  # no threat: the defender is free
            # A fork in waiting: take a fork dot, or another dot of the attacker's threes, or answer with a four.
            answers = self._aiming(world, legal, forks, line_dots(world, attacker)[1], own[1], eats=True)
        number = world.view()["round"]
        for answer in self._first(answers, (False, depth)):
            twin = self._play(world, defender, answer)
            if round_over(twin, number) or not self._wins(twin, attacker, defender, depth):
                self._killers[False, depth] = answer
                return False
        return True  # every answer (a move elsewhere stops nothing) leaves a forced win

    # ------------------------------------------------------------------ moves
    def _aiming(self, world: Connect5, legal: list[str], *aims: frozenset[str], eats: bool = False) -> list[str]:
        """The moves of ``legal`` that put a token on a dot of ``aims``, those on the first set first, and
        every eat last if ``eats``: the likeliest moves first, so that an answer is found soonest."""
        return _aimed(legal, lambda action: self._read(world, action), aims, eats)

    def _first(self, moves: list[str], where: tuple[bool, int]) -> list[str]:
        """``moves`` with the one that last decided at the same turn and depth first, if it is among them
        (the killer heuristic of alpha-beta search): the moves one position loses or holds by are often
        those of its neighbours. Only the order changes, and with it how soon the answer is found."""
        killer = self._killers.get(where)
        if killer is None or killer not in moves or moves[0] == killer:
            return moves
        return [killer, *(move for move in moves if move != killer)]

    def _read(self, world: Connect5, action: str) -> tuple[str, bool]:
        if action not in self._moves:
            self._moves[action] = (target(world, action), is_eat(world, action))
        return self._moves[action]

    def _play(self, world: Connect5, player: int, action: str) -> Connect5:
        """A copy of ``world`` after ``player``'s ``action``, counted against the limit."""
        if self.left <= 0:
            raise _Spent
        self.left -= 1
        twin = world.clone()
        twin.apply(player, action)
        return twin


def answers_first(world: Connect5, player: int, moves: list[str]) -> list[str]:
    """``moves`` of ``player`` with those that answer the rival's threats first: a token on a dot where
    the rival's next one would make two fours, a four, or a three that prepares a fork (the dots a
    defence must touch, as threat-space search reads them), then the eats; the rest after, each group
    in the order given."""
    rival = _rival(world, player)
    fours = line_dots(world, rival)[1]
    aims = (fork_dots(world, rival), fours, three_dots(world, rival))
    pressing = _aimed(moves, lambda action: (target(world, action), is_eat(world, action)), aims, eats=True)
    chosen = set(pressing)
    return [*pressing, *(move for move in moves if move not in chosen)]


def _aimed(
    legal: list[str], read: Callable[[str], tuple[str, bool]], aims: tuple[frozenset[str], ...], eats: bool
) -> list[str]:
    """The moves of ``legal`` whose dot (``read(action)``: its target dot, whether it eats) is in
    ``aims``, ranked by the first set holding it, then the eats if ``eats``; stable within a rank."""
    rank_of: dict[str, int] = {}
    for number, dots in enumerate(aims):
        rank_of.update((dot, number) for dot in dots if dot not in rank_of)  # a dot's first set ranks it
    ranked: list[tuple[int, str]] = []
    for action in legal:
        dot, eating = read(action)
        rank = rank_of.get(dot)
        if rank is None and eats and eating:
            rank = len(aims)
        if rank is not None:
            ranked.append((rank, action))
    return [action for _, action in sorted(ranked, key=lambda item: item[0])]  # stable: legal order within


def _rival(world: Connect5, player: int) -> int:
    """The other player of a two-player game."""
    return 1 - player


def round_over(game: Connect5, round_number: int) -> bool:
    """Whether round ``round_number`` is over in ``game`` (a Connect 5, the move limit, nobody can move):
    a move that ends it leaves no position to read on (the heuristic bot asks this too)."""
    return game.is_over or game.view()["round"] != round_number


def _scores(before: Connect5, after: Connect5, player: int) -> bool:
    """Whether ``player``'s move from ``before`` to ``after`` made a Connect 5 that does not lose the game
    (in a quick game, a player far behind on eaten tokens can make one and still lose)."""
    made = after.score_breakdown(player)["connect 5"] > before.score_breakdown(player)["connect 5"]
    return made and (not after.is_over or after.winners() == (player,))
