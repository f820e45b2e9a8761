"""cw.resume: a saved game goes on in a widget with its whole history (a save had no way back into one)."""

from __future__ import annotations

import re

import pytest

import connect_widgets as cw
from connect_widgets.testing import play_open


def _played(name: str, moves: int, seed: int = 3) -> cw.Game:
    """Up to ``moves`` moves in, each the first legal move of the first to act, never the one
    that would end it (``testing.play_open``)."""
    return play_open(cw.new_game(name, seed=seed), moves)


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_save_goes_on_in_a_widget_with_its_history(name: str) -> None:
    game = _played(name, 12)
    widget = cw.resume(game.to_json(), lang="fr", bot_delay=0)
    assert widget.game.history == game.history and widget.game.to_json() == game.to_json()
    assert widget.view["version"] == widget.table.version and widget.view["prompt"]
    assert [entry["n"] for entry in widget.view["log"] if entry["n"]][-1] == len(game.history)
    actor = widget.game.actors()[0]
    widget.game.apply(actor, widget.game.legal_actions(actor)[0])  # it plays on
    assert len(widget.game.history) > len(game.history) and game.history == cw.load_game(game.to_json()).history
    widget.new_game()  # the next game of the same kind: the save's players and rules
    assert widget.game.players == game.players and widget.game.options == game.options


def test_a_game_started_from_a_position_keeps_it_for_the_next_game() -> None:
    game = cw.new_game("connect5", seed=1, position="c3=R d3=B turn=B")
    widget = cw.resume(game, bots={0: "easy"})
    assert widget.game is game and widget.bots[0].kind == "easy"
    widget.new_game()
    assert widget.game.start == game.start


@pytest.mark.parametrize(
    ("save", "settings", "says"),
    [
        ("{not json", {}, "a save is JSON text"),
        (None, {"seed": 4}, "resume takes the save's own seed; give only lang, hints, bot_delay"),
        (None, {"board": "A"}, "resume takes the save's own board"),
        (42, {}, "resume takes a save (the text of game.to_json()) or a game, not int"),
    ],
)
def test_a_bad_save_or_setting_is_refused_saying_what(save: object, settings: dict, says: str) -> None:
    text = _played("connect5", 3).to_json() if save is None else save
    with pytest.raises(ValueError, match="^" + re.escape(says)):
        cw.resume(text, **settings)  # type: ignore[arg-type]


def test_a_save_whose_chance_was_scripted_by_hand_goes_on_from_the_seed() -> None:
    """Resumed with auto_chance off, the widget waited for chance to act, and nothing could make it."""
    game = cw.new_game("connnect", seed=5, auto_chance=False)
    for _ in range(4):
        game.apply(cw.CHANCE, game.chance_outcomes()[0][0])
    assert game.actors() == (cw.CHANCE,)
    widget = cw.resume(game.to_json(), bot_delay=0)
    assert cw.CHANCE not in widget.game.actors() and widget.game.history[:4] == game.history
    assert widget.view["prompt"] and widget.game.actors()


def test_save_game_sends_the_save_that_resume_plays_on_from(monkeypatch: pytest.MonkeyPatch) -> None:
    """A player who only clicks had no way to keep a game but its replay page, which resumes nothing."""
    widget = cw.play("connect5", seed=3, bots={1: "easy"}, bot_delay=0, lang="fr")
    widget.click("dot:e3")
    sent: list[dict[str, str]] = []
    monkeypatch.setattr(widget, "send", lambda content, buffers=None: sent.append(content))
    assert widget.view["save"] == {"enabled": True, "reason": None}  # no die, no hidden card: any time
    widget._on_message(widget, {"kind": "save_game", "version": widget.view["version"], "id": "s1"}, [])
    [reply] = sent
    moves = len(widget.game.history)
    assert (reply["kind"], reply["id"], reply["file"]) == ("save", "s1", f"connect5-move{moves}.json")
    resumed = cw.resume(reply["json"], lang="fr")
    assert resumed.game.history == widget.game.history and resumed.game.seed == widget.game.seed
    assert widget.notice == {} and len(widget.game.history) == moves  # the game is untouched


def test_save_game_waits_for_the_end_where_a_save_would_tell_hidden_cards_or_dice_to_come(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A save mid-game holds the bot's hand and the seed: loaded, it told the next card Ann would draw."""
    widget = cw.play("num_connect", players=["Ann", "Bruno"], seed=3, bots={1: "easy"}, bot_delay=0, lang="fr")
    sent: list[dict[str, str]] = []
    monkeypatch.setattr(widget, "send", lambda content, buffers=None: sent.append(content))
    later = "Une sauvegarde contient la graine qui lance les dés et tire les cartes à venir, et toute carte cachée"
    assert widget.view["save"]["enabled"] is False and widget.view["save"]["reason"].startswith(later)
    before = widget.game.to_json()
    widget._on_message(widget, {"kind": "save_game", "version": widget.view["version"], "id": "s2"}, [])
    assert sent == [] and widget.notice["text"].startswith(later) and widget.game.to_json() == before
    game = widget.game
    while not game.is_over:
        actor = game.actors()[0]
        game.apply(actor, cw.make_bot("num_connect", "random", seed=len(game.history)).choose(game.seat(actor)))
    assert widget.view["save"] == {"enabled": True, "reason": None}
    widget._on_message(widget, {"kind": "save_game", "version": widget.view["version"], "id": "s3"}, [])
    assert cw.load_game(sent[-1]["json"]).history == game.history
