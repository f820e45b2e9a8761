"""Golden transcripts: one seeded random game, one seeded bot game and the first moves of a game
between search bots per game, kept as JSON.

``transcript(name)`` plays them again and returns everything observable at a few checkpoints
(history, actors, legal actions, scores and their breakdown, every player's view, the log as each
player reads it, the save), and for the search bots what each search thought (its candidates, its
deeds, the thinking panel's reason in English and French). ``tests/test_golden.py`` compares it
with ``tests/golden/<name>.json`` exactly, so any change of behaviour shows at once. After a
deliberate change of the rules, the chance model or the bots, regenerate with
``python -m tests.golden`` and say why in the commit.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any, cast

import connect_widgets as cw
from connect_widgets.core.search import SearchBot
from connect_widgets.table.thoughts import reason
from connect_widgets.table.words import TABLE_WORDS
from connect_widgets.testing import play_bots

HERE = Path(__file__).resolve().parent
SETTINGS: dict[str, dict[str, Any]] = {
    "connect5": {"players": 3, "seed": 11, "options": {"board": "A", "mode": "full"}},
    "connnect": {"players": 3, "seed": 12, "options": {}},
    "num_connect": {"players": 3, "seed": 13, "options": {}},
    "connect_the_thoughts": {"players": 3, "seed": 14, "options": {}},
}
CHECKPOINTS = (0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610)


def snapshot(game: cw.Game) -> dict[str, Any]:
    """What every player can observe now, and the referee's view."""
    actors = game.actors()
    players = range(len(game.players))
    return {
        "step": len(game.history),
        "describe": game.describe(),
        "actors": list(actors),
        "legal": {str(a): game.legal_actions(a) for a in actors},
        "scores": list(game.scores()),
        "breakdown": [game.score_breakdown(p) for p in players],
        "winners": list(game.winners()),
        "view": game.view(None),
        "views": [game.view(p) for p in players],
    }


EXPLAINED_PER_KIND = 2
"""How many legal actions of each kind (phase and verb) the transcript explains."""


def random_game(name: str) -> dict[str, Any]:
    """A seeded game of uniformly random legal moves, with snapshots at the checkpoints and the end,
    and what ``explain`` says of the first legal actions of each kind met on the way."""
    settings = SETTINGS[name]
    game = cw.new_game(name, players=settings["players"], seed=settings["seed"], **settings["options"])
    rng = random.Random(settings["seed"])
    snapshots = []
    explained: dict[str, list[list[str]]] = {}
    while True:
        if len(game.history) in CHECKPOINTS or game.is_over:
            snapshots.append(snapshot(game))
        if game.is_over:
            break
        explain_new_kinds(game, explained)
        actor = rng.choice(game.actors())
        game.apply(actor, rng.choice(game.legal_actions(actor)))
    players = range(len(game.players))
    return {
        "history": [list(entry) for entry in game.history],
        "log": [[game.action_text(i, p) for p in players] for i in range(len(game.history))],
        "snapshots": snapshots,
        "explained": explained,
        "save": json.loads(game.to_json()),
    }


def action_kind(action: str) -> str:
    word = action.split()[0]
    if not any(ch.isdigit() for ch in word):
        return word
    return re.sub(r"(x·){2,}", "x·x·…", re.sub(r"[a-wyz0-9]+", "·", word))


def explain_new_kinds(game: cw.Game, explained: dict[str, list[list[str]]]) -> None:
    """Add ``[action, reason, the rule's first words]`` for legal actions of a kind not yet explained
    twice. A kind is the phase and the action's first word, with the dots of a Connect5 move
    blanked (``write``, ``+·``, ``·-·``, ``·x·``, ``·x·x·…``)."""
    phase = str(game.view(None).get("phase", ""))
    for actor in game.actors():
        for action in game.legal_actions(actor):
            kind = f"{phase} {action_kind(action)}"
            seen = explained.setdefault(kind, [])
            if len(seen) < EXPLAINED_PER_KIND:
                verdict = game.explain(actor, action)
                seen.append([action, verdict.reason, verdict.rule[:60]])


def bot_game(name: str) -> dict[str, Any]:
    """A seeded game of the heuristic bot against the random bot, to its end, and what ``explain``
    says of the first legal actions of each kind met on the way (the bots reach more kinds)."""
    settings = SETTINGS[name]
    game = cw.new_game(name, players=2, seed=settings["seed"] + 100, **settings["options"])
    bots = [cw.make_bot(name, "heuristic", seed=1), cw.make_bot(name, "random", seed=2)]
    explained: dict[str, list[list[str]]] = {}
    explain_new_kinds(game, explained)
    game.subscribe(lambda _: explain_new_kinds(game, explained))  # after each move
    play_bots(game, bots, seed=settings["seed"])
    return {"history": [list(entry) for entry in game.history], "end": snapshot(game), "explained": explained}


SEARCH_MOVES = 100
"""How many moves of the search game the transcript keeps."""
SEARCH_SIMULATIONS = 24
"""The searches' budget there: small, so the transcript stays quick, and counted, so it replays."""


def search_game(name: str) -> list[Any]:
    """The first :data:`SEARCH_MOVES` moves of a seeded game between two medium search bots, each
    with what its search thought: the candidates (move, simulations, expected score), the move's
    deeds and the thinking panel's reason, in English and French."""
    settings = SETTINGS[name]
    game = cw.new_game(name, players=2, seed=settings["seed"] + 200, **settings["options"])
    bots = [cast(SearchBot, cw.make_bot(name, "medium", seed=seat, simulations=SEARCH_SIMULATIONS)) for seat in (0, 1)]
    rng, moves = random.Random(settings["seed"]), list[list[Any]]()
    while not game.is_over and len(moves) < SEARCH_MOVES:
        actor = rng.choice(game.actors())
        action = bots[actor].choose(game.seat(actor))
        analysis = bots[actor].analysis()
        assert analysis is not None
        candidates = [[c.action, c.visits, round(c.score_difference, 4)] for c in analysis.candidates]
        reasons = [reason(analysis, TABLE_WORDS.table(lang, "")) for lang in ("en", "fr")]
        moves.append([actor, action, candidates, [str(deed) for deed in analysis.deeds], *reasons])
        game.apply(actor, action)
    return moves


def transcript(name: str) -> dict[str, Any]:
    """The three games of ``name``, as plain JSON data."""
    games = {"random": random_game(name), "bots": bot_game(name), "search": search_game(name)}
    plain: dict[str, Any] = json.loads(json.dumps({"game": name, **games}))
    return plain


def path(name: str) -> Path:
    """Where the golden transcript of ``name`` is kept."""
    return HERE / f"{name}.json"


def write_all() -> None:
    """Record every game's transcript again (after a deliberate change of behaviour)."""
    for name in cw.GAME_NAMES:
        path(name).write_text(json.dumps(transcript(name), indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {path(name)}")
