"""The table's panels of the view: players, log, scores, the status line and the inspector.

Pure functions of the game and the seats; the game's own half comes from its ``Interaction``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.game import CHANCE, Game
from ..core.registry import game_module
from ..core.words import DEFAULT_LANGUAGE, say, sentence

INSPECTOR_HISTORY = 500
"""History entries the inspector shows (the whole history stays in the engine)."""

LOG_LENGTH = 50
"""Entries of the move log sent to the page (the whole history stays in the engine)."""


def players_view(
    game: Game, bots: dict[int, str], thinking: int | None, text: Mapping[str, str]
) -> list[dict[str, Any]]:
    """Each seat: name, score, who controls it, whether it is to act or has won, and all of it as
    one ``label`` for a screen reader."""
    actors, scores, winners = game.actors(), game.scores(), game.winners()
    seats = []
    for i, name in enumerate(game.players):
        control = text["bot"].format(kind=text.get(f"kind_{bots[i]}", bots[i])) if i in bots else text["human"]
        marks = {"acting": i in actors, "thinking": i == thinking, "winner": i in winners}
        said = [
            text[word] for word, shown in zip(("to_act", "thinking", "winner"), marks.values(), strict=True) if shown
        ]
        label = text["list_separator"].join([name, say(text, "score", n=scores[i]), control, *said])
        seats.append({"name": name, "score": scores[i], "bot": i in bots, "control": control, **marks, "label": label})
    return seats


def log_view(game: Game, viewer: int | None, text: Mapping[str, str]) -> list[dict[str, Any]]:
    """The last moves as ``viewer`` may read them, numbered from the start, chance shown as such.

    ``viewer`` is the seat the screen shows (``None`` only when no human plays): hidden cards
    drawn by others read as the game words them publicly, in the table's language.
    """
    lang = text.get("lang", DEFAULT_LANGUAGE)
    history = game.history
    start = max(0, len(history) - LOG_LENGTH)
    return [
        {
            "n": n + 1,
            "actor": text["chance"] if actor == CHANCE else game.players[actor],
            "chance": actor == CHANCE,
            "action": game.action_text(n, viewer, lang),
        }
        for n, (actor, _) in enumerate(history[start:], start=start)
    ]


def with_notes(log: list[dict[str, Any]], notes: Sequence[tuple[int, str]]) -> list[dict[str, Any]]:
    """``log`` with the table's notes (a takeback: ``(after how many moves, text)``) after the move each
    follows, the whole no longer than :data:`LOG_LENGTH` (five hundred undos grew it to 512 entries). A
    note after move 0 shows only where the log still starts at move 1: later it read as if it came
    just before the oldest move shown."""
    log = list(log)
    start = log[0]["n"] if log else 1
    for after, text in (note for note in notes if note[0] >= start - 1):
        at = next((i + 1 for i, entry in enumerate(log) if entry["n"] == after), 0 if after == 0 else None)
        if at is not None:
            while at < len(log) and log[at].get("note"):  # after the earlier notes of the same place, in order
                at += 1
            log.insert(at, {"n": None, "actor": "", "chance": False, "action": text, "note": True})
    return log[-LOG_LENGTH:]


SAID_MOST = 24
"""The most moves :func:`said` reads out at once (bots alone at the table play on and on); a longer run
of moves says first how many earlier ones are left to the log."""


def said(
    log: list[dict[str, Any]],
    game: Game,
    humans: tuple[int, ...],
    viewer: int | None,
    text: Mapping[str, str],
    shown: int = 0,
) -> list[Line]:
    """What happened since the last move of a player at this screen, for a screen reader: that move
    and every one after it in the log, each a sentence as ``viewer`` may hear it (``game.action_said``:
    "Red places a token on a1.", "Ann draws a card."), keyed by the listener, its step and words; the
    page adds each to a polite live region as it comes (a line already there is not said again).
    A line's key names its listener: when the screen passes to another player, the region is read
    afresh for them, in order (they did not hear what the one before them heard). The set-up (chance
    dealing and rolling before the game's first move) is left out; a takeback says its note ("Ann took
    back e3"); bots alone: the last move. ``shown`` numbers the game (or line) shown: a line of another
    game is another line, said again."""
    listener = humans[0] if humans else "bots"
    if log and log[-1]["n"] is None:  # the log ends with a note: a takeback, just made
        note = sentence(str(log[-1]["action"]), game.players)  # said as a sentence, logged as a line
        return [_line(f"{shown}:{listener}:note:{len(game.history)}", note)]
    history = game.history
    last = next((n for n in range(len(history), 0, -1) if history[n - 1][0] in humans), 0)  # from the end
    started = next((n for n, (actor, _) in enumerate(game.history, start=1) if actor != CHANCE), None)
    played = [entry for entry in log if entry["n"] is not None and entry["n"] >= last]
    moves = [entry for entry in played if not entry["chance"] or (started is not None and entry["n"] > started)]
    lang = text.get("lang", DEFAULT_LANGUAGE)
    earlier = len(moves) - SAID_MOST if humans else 0
    moves = moves[-SAID_MOST:] if humans else moves[-1:]
    lines = [
        _line(f"{shown}:{listener}:{entry['n']}", game.action_said(entry["n"] - 1, viewer, lang)) for entry in moves
    ]
    lines = [line for line in lines if line["text"]]  # a move another line says (a draw, with its card)
    if earlier > 0:
        lines.insert(0, _line(f"{shown}:{listener}:earlier:{moves[0]['n']}", say(text, "said_earlier", n=earlier)))
    return lines


Line = dict[str, str]
"""A line said to a screen reader: ``{"key", "text"}``; the key changes with the words."""


def _line(step: str, words: str) -> Line:
    return {"key": f"{step}:{words}", "text": words}


def scores_view(game: Game, text: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The score breakdown as a table: one column per player, one row per category.

    ``categories`` are the breakdown's keys (plain data); ``labels`` word them in the table's
    language (``text["lang"]``), each from the game's ``score.<key>`` word when it has one.
    """
    breakdowns = [game.score_breakdown(p) for p in range(len(game.players))]
    categories: list[str] = []
    for breakdown in breakdowns:
        categories += [c for c in breakdown if c not in categories]
    return {
        "categories": categories,
        "labels": [score_label(game, c, text["lang"]) for c in categories] if text else categories,
        "rows": [[b.get(c, 0) for b in breakdowns] for c in categories],
        "totals": list(game.scores()),
    }


def score_label(game: Game, category: str, lang: str) -> str:
    """A score category in ``lang``: the game's ``score.<category>`` word, else the category itself."""
    words = game_module(game.info.name).Interaction.words
    key = f"score.{category}"
    return words.text(key, lang) if key in words else category


def result_view(game: Game, ending: str, text: Mapping[str, str]) -> dict[str, Any] | None:
    """The end banner of a finished game: each player's place (tied players share it), name and
    score, best first, the winners marked, and how the game ended (``None`` while it goes on)."""
    if not game.is_over:
        return None
    scores, winners = game.scores(), game.winners()
    order = sorted(range(len(scores)), key=lambda p: (p not in winners, -scores[p], p))
    ranking: list[dict[str, Any]] = []
    for rank, player in enumerate(order):
        won = player in winners
        tied = bool(ranking) and (ranking[-1]["score"], ranking[-1]["winner"]) == (scores[player], won)
        place = ranking[-1]["place"] if tied else rank + 1
        name = game.players[player]
        ranking.append(
            {"place": place, "place_text": text[f"place_{place}"], "name": name, "score": scores[player], "winner": won}
        )
    return {"title": text["result_title"], "ranking": ranking, "how": ending}


def status_line(game: Game, bots: Mapping[int, Any], text: Mapping[str, str]) -> str:
    """Game over with the winners, or who is to act."""
    if game.is_over:
        names = [game.players[w] for w in game.winners()]
        if len(names) > 1:
            return say(text, "status_shared", names=text["and"].join(names))
        return say(text, "status_won", name=names[0]) if names else text["status_over"]
    names = [game.players[a] + (text["bot_suffix"] if a in bots else "") for a in game.actors() if a != CHANCE]
    return say(text, "status_act", names=", ".join(names)) if names else text["status_chance"]


def quoted_in(game: Game, quote: Mapping[str, str], lang: str, text: Mapping[str, str]) -> dict[str, str]:
    """The marks of a rulebook passage quoted in the rulebook's own language where that is not the
    widget's (an English rulebook in a French widget): its ``lang``, so that a screen reader reads it
    in its own voice, and ``quoted_in``, saying so in the widget's language. Else none."""
    rulebook = getattr(game_module(game.info.name), "RULEBOOK", None)  # a game of one's own may have none
    if rulebook is None or not quote.get("text") or "translated" in quote or rulebook.language == lang:
        return {}  # nothing quoted, a translation marked as one, or the widget's own language
    named = text.get(f"language.{rulebook.language}", rulebook.language)
    return {"lang": rulebook.language, "quoted_in": say(text, "rule_quoted", language=named)}


def inspector_view(game: Game, lang: str) -> dict[str, Any]:
    """The engine's whole view and its recent history, for the inspector (the position said in ``lang``)."""
    return {
        "describe": game.describe(lang),
        "actors": ["CHANCE" if a == CHANCE else a for a in game.actors()],
        "view": game.view(None),
        "history": [list(entry) for entry in game.history[-INSPECTOR_HISTORY:]],
        "history_length": len(game.history),
        "position": _position(game),
    }


def _position(game: Game) -> str:
    """``game.position()``, or "" for a game with no position notation yet."""
    try:
        return game.position()
    except NotImplementedError:
        return ""


def table_line(game: Game, bots: Mapping[int, str], text: Mapping[str, str]) -> str:
    """The seats and the position in one line, in the table's language, for a repr: "Alice vs Bruno
    (heuristic bot) · turn 1: …" (a French notebook's cell read it in English under French prompts)."""
    kinds = {seat: say(text, "bot", kind=text.get(f"kind_{kind}", kind)) for seat, kind in bots.items()}
    seats = [
        say(text, "repr_bot", name=name, bot=kinds[i]) if i in kinds else name for i, name in enumerate(game.players)
    ]
    return f"{text['repr_vs'].join(seats)} · {game.describe(text.get('lang', DEFAULT_LANGUAGE))}"
