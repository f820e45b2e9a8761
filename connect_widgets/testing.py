"""A reusable conformance check for any game on the protocol (after PettingZoo's ``api_test``).

``check_game(name, players, games=100)`` plays seeded random games to the end and checks, at every
step, what the protocol promises: listed actions are accepted, apply+undo restores the state
exactly, illegal actions are refused with the state unchanged, the legal list and the judge
(``game.refusal``) agree both ways (actions seen listed elsewhere but not listed now are refused,
and so are other spellings of a listed one: a move has one spelling),
the ``GameInfo`` flags hold (no chance, hidden information or simultaneous actors where none is
declared), a determinized copy agrees with what its player sees and never touches the real game,
JSON saves round-trip exactly (same history, legal actions, scores and RNG stream), the
same seed replays the same game, and a finished game has no actors and no legal actions. Raises
``AssertionError`` on the first breach.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from typing import Any

from .core.bots import Bot
from .core.errors import IllegalAction
from .core.game import CHANCE, Game
from .core.hooks import GameHooks
from .core.options import without_start
from .core.registry import load_game, new_game

NOT_AN_ACTION = "\u00acnot-an-action"


def snapshot(game: Game, every_view: bool = True) -> tuple[Any, ...]:
    """Everything observable about ``game``, for exact before/after comparisons.

    ``every_view=False`` leaves out the players' own views (``view(None)`` already shows all).
    """
    actors = game.actors()
    players = range(len(game.players)) if every_view else ()
    return (
        game.history,
        actors,
        tuple(tuple(game.legal_actions(a)) for a in actors),
        game.scores(),
        json.dumps(game.view(None), sort_keys=True),
        tuple(json.dumps(game.view(p), sort_keys=True) for p in players),
        game.describe(),
    )


def refused(game: Game, actor: int, action: str) -> IllegalAction:
    """The refusal of ``actor``'s ``action``, which must change nothing: the game (its
    :func:`snapshot`) and its save stay exactly as they were. The caller checks the words."""
    before, saved = snapshot(game), game.to_json()
    try:
        game.apply(actor, action)
    except IllegalAction as refusal:
        assert snapshot(game) == before and game.to_json() == saved, f"refusing {action!r} changed the game"
        return refusal
    raise AssertionError(f"{action!r} by player {actor} was accepted")


def play_bots(game: Game, bots: Sequence[Bot] | Mapping[int, Bot], seed: int | None = None) -> Game:
    """Let ``bots`` (one per seat) play ``game`` to its end; returns it.

    When several seats can act (a simultaneous phase, a real-time race), a ``seed`` draws which
    one is quickest each time; without one, the first of them acts.
    """
    rng = random.Random(seed) if seed is not None else None
    if not game.auto_chance:
        raise ValueError("play_bots needs auto_chance=True: bots do not roll the dice")
    while not game.is_over:
        actors = game.actors()
        actor = rng.choice(actors) if rng else actors[0]
        game.apply(actor, bots[actor].choose(game.seat(actor)))
    return game


def play_random(game: Game, rng: random.Random, steps: int) -> Game:
    """Up to ``steps`` uniformly random legal moves on ``game`` (fewer if it ends first); returns it.

    The way tests reach a random mid-game position.
    """
    for _ in range(steps):
        if game.is_over:
            break
        actor = rng.choice(game.actors())
        game.apply(actor, rng.choice(game.legal_actions(actor)))
    return game


def play_open(game: Game, steps: int, rng: random.Random | None = None) -> Game:
    """Up to ``steps`` moves on ``game``, never the one that would end it, so that someone is still to
    act (a short game stops a move before its end); returns it. The moves are drawn from ``rng`` as
    :func:`play_random` draws them, or, without one, each is the first legal move of the first to act."""
    for _ in range(steps):
        actor = rng.choice(game.actors()) if rng is not None else game.actors()[0]
        legal = game.legal_actions(actor)
        action = rng.choice(legal) if rng is not None else legal[0]
        ahead = game.clone()
        ahead.apply(actor, action)
        if ahead.is_over:
            break
        game.apply(actor, action)
    return game


CONFORMANCE_GAMES = 10
"""Random games per game and player count in every ``make test`` (10,000 with ``--long``). Each step
of each is checked (the judge, undo, saves, determinized copies, positions): 10 games are 700 to
2,000 steps per case. Sized by what they find (issue 16): at 100 games they killed no mutant the
rule tests missed; by line coverage, 30 games reached 2 lines of the rules that 10 did not, and the
rule tests reach every line of the rules the runs reach, at 10 games or 30."""


def check_game(name: str, players: int, games: int = 100, seed: int = 0, sample: int = 2, **options: Any) -> int:
    """Play ``games`` seeded random games of ``name`` and check the protocol; returns steps played."""
    steps = 0
    for number in range(games):
        game_seed = seed * 100_003 + number
        history = play_random_game(name, players, game_seed, sample=sample, **options)
        again = play_random_game(name, players, game_seed, sample=0, **options)
        assert history == again, f"{name} seed {game_seed}: the same seed did not replay the same game"
        steps += len(history)
    return steps


def play_random_game(
    name: str, players: int, seed: int, sample: int = 2, **options: Any
) -> tuple[tuple[int, str], ...]:
    """One random game to the end, checking each step; returns its history."""
    rng = random.Random(seed)  # chooses the game's moves; the checks draw from their own RNG
    check_rng = random.Random(~seed)
    game = new_game(name, players=players, seed=seed, undo="practice", **options)
    seen: list[str] = []  # actions listed at earlier steps: not listed now, they must be refused
    for step in range(100_000):
        if sample:
            _check_step(game, check_rng, sample, check_save=step % 25 == 7)
            _check_flags(game)
            _check_judge(game, check_rng, seen)
            if step % 5 == 2:
                check_determinize(game, check_rng)
                check_position(game)
        if game.is_over:
            break
        actor = rng.choice(game.actors())
        apply_listed(game, actor, rng.choice(game.legal_actions(actor)), f"{name} seed {seed} step {step}")
    else:
        raise AssertionError(f"{name} seed {seed}: no end after 100,000 steps")
    _check_terminal(game)
    _check_save(game, check_rng)
    return game.history


def check_position(game: Game) -> None:
    """A game started from ``game.position()`` is ``game``: same actors, legal actions, views and
    scores, and the same position again (for the games that have a position notation)."""
    if type(game)._position is GameHooks._position:
        return
    text = game.position()
    where = f"{game.name} seed {game.seed} step {len(game.history)}: position {text!r}"
    options = without_start(game.info.options, game.options)  # the position says where it starts
    again = new_game(game.name, players=list(game.players), seed=game.seed, position=text, **options)
    assert again.position() == text and again.actors() == game.actors(), where
    assert again.scores() == game.scores() and again.view() == game.view(), where
    for player in range(len(game.players)):
        assert again.view(player) == game.view(player), f"{where}: view({player})"
    for actor in game.actors():
        assert again.legal_actions(actor) == game.legal_actions(actor), f"{where}: legal actions of {actor}"


def _check_step(game: Game, rng: random.Random, sample: int, check_save: bool) -> None:
    where = f"{game.name} seed {game.seed} step {len(game.history)}"
    actors = game.actors()
    assert CHANCE not in actors, f"{where}: CHANCE is to act although auto_chance is on"
    before = snapshot(game, every_view=False)
    for player in range(len(game.players)):
        json.dumps(game.view(player))  # each player's view is plain JSON
    tried = set(rng.sample(actors, min(2, len(actors))))  # in simultaneous phases, two actors per step
    for actor in actors:
        actions = game.legal_actions(actor)
        assert actions, f"{where}: {actor} is to act but has no legal action"
        assert len(set(actions)) == len(actions), f"{where}: duplicate legal actions for {actor}"
        if actor not in tried:
            continue
        for action in rng.sample(actions, min(sample, len(actions))):
            apply_listed(game, actor, action, where)
            game.undo(actor)
            assert snapshot(game, every_view=False) == before, f"{where}: apply {action!r} then undo changed the state"
    for actor in [*actors, *(p for p in range(len(game.players)) if p not in actors)][:2]:
        try:
            game.apply(actor, NOT_AN_ACTION)
        except IllegalAction as refusal:
            assert str(refusal), f"{where}: a refusal without a message"
        else:
            raise AssertionError(f"{where}: {NOT_AN_ACTION!r} was accepted")
        assert snapshot(game, every_view=False) == before, f"{where}: a refused action changed the state"
    for player in range(len(game.players)):
        breakdown = game.score_breakdown(player)
        assert sum(breakdown.values()) == game.scores()[player], f"{where}: breakdown {breakdown} != score"
    if check_save:
        _check_save(game, rng)


def _check_flags(game: Game) -> None:
    """The kind of game ``GameInfo`` declares: no chance, hidden information or simultaneity if not said."""
    info, where = game.info, f"{game.name} seed {game.seed} step {len(game.history)}"
    if not info.has_chance:
        assert all(actor != CHANCE for actor, _ in game.history), f"{where}: CHANCE acted in a game without chance"
    if not info.simultaneous:
        assert len(game.actors()) <= 1, f"{where}: several players act at once in a game that is not simultaneous"
    if not info.hidden_information:
        everything = game.view(None)
        for player in range(len(game.players)):
            assert game.view(player) == everything, f"{where}: player {player} sees less than everything"


LOOKALIKE_DIGITS = tuple(str.maketrans("0123456789", digits) for digits in ("⁰¹²³⁴⁵⁶⁷⁸⁹", "٠١٢٣٤٥٦٧٨٩"))
"""Unicode digits that ``str.isdigit`` accepts: a move written with them is no move."""


def variants(action: str) -> tuple[str, ...]:
    """Other spellings of ``action`` that a lenient parser might read as it: its digits as Unicode
    lookalikes ("²" makes ``int()`` fail, "٣" makes it read 3), its letters in the other case, and
    spaces around it. A move has one spelling, the listed one, so each must be refused (or be
    another listed action): a move accepted as "B2" would stand in the history as "B2"."""
    spelled = (action.translate(digits) for digits in LOOKALIKE_DIGITS)
    return tuple(dict.fromkeys(v for v in (*spelled, action.upper(), action.lower(), f" {action} ") if v != action))


def apply_listed(game: Game, actor: int, action: str, where: str) -> None:
    """Apply an action ``game`` listed for ``actor``; a refusal of it fails saying where and that it was listed."""
    try:
        game.apply(actor, action)
    except IllegalAction as refusal:
        raise AssertionError(f"{where}: {action!r} is listed for {actor} but refused: {refusal}") from refusal


def _check_judge(game: Game, rng: random.Random, seen: list[str]) -> None:
    """Listed actions pass the judge; actions listed elsewhere but not here are refused, changing nothing."""
    where = f"{game.name} seed {game.seed} step {len(game.history)}"
    before = snapshot(game, every_view=False)
    for actor in game.actors():
        listed = game.legal_actions(actor)
        listed_set = set(listed)
        for action in rng.sample(listed, min(2, len(listed))):
            assert game.refusal(actor, action) is None, f"{where}: listed {action!r} is refused"
            for variant in variants(action):
                accepted = variant not in listed_set and game.refusal(actor, variant) is None
                assert not accepted, f"{where}: {variant!r} is accepted for {actor} but not listed (listed: {action!r})"
        others = [action for action in seen if action not in listed_set]
        for action in rng.sample(others, min(3, len(others))):
            refusal = game.refusal(actor, action)
            assert refusal is not None, f"{where}: {action!r} is accepted for {actor} but not listed"
        seen.extend(action for action in rng.sample(listed, min(4, len(listed))) if action not in seen)
        del seen[:-300]
    assert snapshot(game, every_view=False) == before, f"{where}: asking the judge changed the state"


def check_determinize(game: Game, rng: random.Random) -> None:
    """A determinized copy for a random player: the same view, actors, legal actions and scores for
    that player; independent of the real game, which playing on the copy leaves untouched; unsavable."""
    where = f"{game.name} seed {game.seed} step {len(game.history)}"
    before = snapshot(game, every_view=False)
    player = rng.randrange(len(game.players))
    twin = game.determinize(player, random.Random(rng.random()))
    assert twin.view(player) == game.view(player), f"{where}: the copy shows {player} another view"
    assert twin.actors() == game.actors() and twin.scores() == game.scores(), f"{where}: the copy differs in public"
    assert twin.legal_actions(player) == game.legal_actions(player), f"{where}: the copy lists other actions"
    assert twin.history == (), f"{where}: the copy keeps the real history"
    try:
        twin.to_json()
    except ValueError:
        pass
    else:
        raise AssertionError(f"{where}: a determinized copy was saved")
    if twin.actors() and CHANCE not in twin.actors():
        actor = rng.choice(twin.actors())
        twin.apply(actor, rng.choice(twin.legal_actions(actor)))
    assert snapshot(game, every_view=False) == before, f"{where}: determinizing changed the real game"


def _check_save(game: Game, rng: random.Random) -> None:
    where = f"{game.name} seed {game.seed} step {len(game.history)}"
    twin = load_game(game.to_json())
    assert snapshot(twin) == snapshot(game), f"{where}: load_game(to_json()) differs"
    assert twin.to_json() == game.to_json(), f"{where}: the save does not round-trip"
    if twin.is_over:
        return
    actor = rng.choice(game.actors())
    action = rng.choice(game.legal_actions(actor))
    for copy in (game, twin):
        copy.apply(actor, action)
    assert snapshot(twin) == snapshot(game), f"{where}: a reloaded game drew different chance outcomes"
    game.undo(actor)


def _check_terminal(game: Game) -> None:
    where = f"{game.name} seed {game.seed} end"
    assert game.actors() == (), f"{where}: a finished game still has actors"
    assert all(game.legal_actions(p) == [] for p in range(len(game.players))), f"{where}: legal actions after the end"
    winners = game.winners()
    assert winners and all(0 <= w < len(game.players) for w in winners), f"{where}: bad winners {winners}"
