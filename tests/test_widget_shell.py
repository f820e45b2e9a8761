"""The widget shell, driven exactly as the page drives it (custom messages), on the toy game."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest

import connect_widgets as cw
from connect_widgets.testing import play_random, snapshot

pytestmark = pytest.mark.usefixtures("toy_registered")


def message(widget, **content):
    """Send ``content`` as the page would (``model.send``)."""
    widget._handle_custom_msg(content, [])


def click(widget, target, **extra):
    message(widget, kind="click", version=widget.view["version"], id="t", target=target, **extra)


def test_python_moves_show_at_once_and_clicks_reach_the_engine() -> None:
    widget = cw.play("toy", seed=1)
    seq = widget.view["seq"]
    widget.game.apply(0, "pick 2")
    assert widget.view["seq"] > seq and widget.view["log"][-1]["action"] == "pick 2"
    click(widget, "n:3", seat=1)
    click(widget, "confirm", seat=1)
    assert widget.game.history[1] == (1, "pick 3")


def test_refused_click_quotes_the_rule_and_changes_nothing() -> None:
    widget = cw.play("toy", seed=1)
    before, seq = snapshot(widget.game), widget.view["seq"]
    click(widget, "confirm")
    assert widget.view["seq"] == seq  # only the notice travels, not the whole view again
    assert widget.notice["kind"] == "refused"
    assert widget.notice["rule"] == "Toy rule 2"
    assert widget.notice["section"] == "Toy rules: picking"
    assert snapshot(widget.game) == before


def test_a_refusal_reads_in_the_widgets_language() -> None:
    widget = cw.play("toy", seed=1, lang="fr")
    click(widget, "confirm")
    assert widget.notice["text"] == "choisissez d'abord un nombre"
    with pytest.raises(cw.IllegalAction, match="choisissez d'abord un nombre"):  # the widget's language
        widget.click("confirm")


@pytest.mark.parametrize(
    "content",
    [
        "not a dict",
        {"kind": "click"},
        {"kind": "explode", "version": 0},
        {"kind": "click", "version": -1, "target": "n:1"},
        {"kind": "click", "version": True, "target": "n:1"},
        {"kind": "click", "version": 1, "target": ""},
        {"kind": "click", "version": 1, "target": "x" * 65},
        {"kind": "click", "version": 1, "target": 5},
        {"kind": "click", "version": 1, "target": "n:1", "seat": 9},
        {"kind": "click", "version": 1, "target": "n:1", "seat": "0"},
        {"kind": "click", "version": 1, "target": "n:1", "extra": 1},
        {"kind": "click", "version": 1, "target": "nowhere"},
        {"kind": "hints", "version": 1, "on": "yes"},
        {"kind": "click", "version": 1, "target": "n:1", "id": "x" * 100},
        {"kind": "ready", "version": 1, "id": "y" * 3000},
    ],
)
def test_malformed_messages_are_answered_not_raised(content) -> None:
    widget = cw.play("toy", seed=1)
    before = (snapshot(widget.game), widget.view["board"])
    widget._handle_custom_msg(content, [])
    assert widget.notice["kind"] in {"error", "refused"}
    assert widget.notice["text"]
    assert (snapshot(widget.game), widget.view["board"]) == before


def test_text_that_cannot_be_sent_is_refused_and_the_next_message_works() -> None:
    """A lone surrogate in a reply id made the reply, and every message after it, unsendable."""
    widget = cw.play("toy", seed=1)
    message(widget, kind="click", version=widget.view["version"], id="\ud800", target="n:1")
    assert "id must be a short string" in widget.notice["text"]
    assert widget.notice["reply_to"] == ""
    json.dumps(widget.view, ensure_ascii=False).encode("utf-8")  # the reply can be sent
    click(widget, "n:1")
    click(widget, "confirm")
    assert widget.game.history == ((0, "pick 1"),) and widget.notice == {}
    with pytest.raises(ValueError, match="no lone surrogate"):
        cw.play("toy", players=["Ann\ud800", "Bob"])


@pytest.mark.parametrize(
    "name, target",
    [
        ("toy", "n:\u00b2"),
        ("connect_the_thoughts", "pool:\u00b2"),
        ("num_connect", "hand:\u00b2"),
        ("connect5", "dot:e\u0663"),
        ("toy", "n:1\n"),
    ],
)
def test_a_target_in_unicode_digits_or_unprintable_is_a_plain_refusal(name: str, target: str) -> None:
    widget = cw.play(name, seed=1)
    before = snapshot(widget.game)
    click(widget, target)
    assert widget.notice["kind"] == "refused"
    assert widget.notice["text"].startswith("there is nothing to click called")
    assert snapshot(widget.game) == before


def test_stale_click_is_refused_after_the_game_moved() -> None:
    widget = cw.play("toy", seed=1)
    old = widget.view["version"]
    message(widget, kind="click", version=old, target="n:1")
    message(widget, kind="click", version=old, target="confirm")  # selection only: still current
    assert widget.game.history == ((0, "pick 1"),)
    message(widget, kind="click", version=old, target="n:2", seat=0)  # Ann has moved since
    assert widget.notice["text"].startswith("this was drawn before your own move (pick 1)")
    assert widget.game.history == ((0, "pick 1"),)
    message(widget, kind="click", version=old, target="n:2", seat=1)  # Bob's moves are as he saw them
    assert widget.view["board"]["selected"] == 2
    assert "before your own move" in widget.notice["text"]  # Ann's notice waits for Ann
    message(widget, kind="dismiss", version=old, seat=0)
    assert widget.notice == {}


def test_front_end_trait_writes_are_refused() -> None:
    widget = cw.play("toy", seed=1)
    view, esm = widget.view, widget._esm
    widget.set_state({"view": {"board": "hacked"}, "_esm": "alert(1)"})
    assert widget.view == view and widget._esm == esm


def test_undo_redo_new_game_hints_inspector_through_messages() -> None:
    widget = cw.play("toy", seed=1)
    widget.game.apply(0, "pick 1")
    message(widget, kind="undo", version=widget.view["version"])
    assert widget.game.history == ()
    message(widget, kind="redo", version=widget.view["version"])
    assert widget.game.history == ((0, "pick 1"),)
    message(widget, kind="hints", version=0, on=False)
    assert widget.view["hints"] is False
    message(widget, kind="inspector", version=0, on=True)
    assert widget.inspector["history"] == [[0, "pick 1"]]
    message(widget, kind="new_game", version=widget.view["version"])
    assert widget.game.history == () and widget.game.seed == 2
    assert widget.inspector["history"] == []


def test_bad_widget_arguments() -> None:
    cases = (
        ({"bots": {5: "random"}}, "bot seat 5"),
        ({"bots": {1: "genius"}}, "unknown bot 'genius'"),
        ({"bots": {1: ["random"]}}, "a bot spec is a bot kind .* not \\['random'\\]"),
        ({"bots": {"1": "random"}}, "bot seat '1'"),
        ({"bots": [1]}, "bots maps seats"),
        (
            {"bots": {1: cw.RandomBot}},
            r"the bot of seat 1 is the class RandomBot, not a bot: make one, like RandomBot\(seed\)",
        ),
        (
            {"bots": {1: SimpleNamespace(choose=lambda seat: "pick 1")}},
            "the bot of seat 1 needs a kind, the text that names it on its player's chip",
        ),
        ({"hints": "no"}, "hints must be"),
        ({"bot_delay": -1}, "bot_delay"),
        ({"bot_delay": [1]}, "bot_delay"),
        ({"lang": ["fr"]}, "lang="),
        ({"undo": ["own"]}, "undo="),
        ({"seed": [1]}, "seed must be"),
        ({"players": {"Ann": 1}}, "players must be"),
    )
    for kwargs, message in cases:
        with pytest.raises(ValueError, match=message):
            cw.play("toy", **kwargs)
    for name in (["toy"], {"toy": 1}, None):
        with pytest.raises(ValueError, match="unknown game"):
            cw.play(name)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="unknown game"):
            cw.new_game(name)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="valid options"):
        cw.play("toy", colour="red")


def test_interaction_options_reach_the_interaction() -> None:
    assert cw.play("toy", lang="fr").view["board"]["lang"] == "fr"


def test_names_reach_the_view_as_given_and_repr_is_deterministic() -> None:
    widget = cw.play("toy", players=["<b>Ann</b>", "Bob"], seed=1, bots={1: "random"})
    assert widget.view["players"][0]["name"] == "<b>Ann</b>"
    assert repr(widget) == "<Toy widget · <b>Ann</b> vs Bob (random bot) · scores 0-0>"


def test_view_is_json_and_small() -> None:
    widget = cw.play("toy", seed=1)
    assert len(json.dumps(widget.view)) < 10_000


def test_the_log_shows_hidden_actions_as_the_seat_may_read_them(monkeypatch) -> None:
    from tests.toy_game import ToyGame

    monkeypatch.setattr(
        ToyGame, "_public_action", lambda self, state, actor, action, viewer, lang: "?" if actor != viewer else action
    )
    widget = cw.play("toy", seed=1, bots={1: "random"})
    widget.game.apply(1, "pick 3")
    widget.game.apply(0, "pick 2")
    assert [entry["action"] for entry in widget.view["log"][:2]] == ["?", "pick 2"]
    assert widget.game.action_text(0) == "pick 3"


def test_the_shell_speaks_the_interactions_language() -> None:
    widget = cw.play("toy", players=["Ann", "Bob"], seed=1, lang="fr")
    assert widget.text["undo"] == "Annuler"
    assert widget.view["status"] == "À jouer : Ann, Bob."
    assert cw.play("toy", seed=1).view["status"] == "To act: Ann, Bob."


def test_fixed_layout_is_sent_once_not_with_every_move() -> None:
    widget = cw.play("toy", seed=1)
    sent: list[str] = []
    widget.observe(lambda change: sent.append(change["name"]), names=["fixed_layout", "view"])
    widget.game.apply(0, "pick 1")
    widget.game.apply(1, "pick 2")
    assert widget.fixed_layout == {"numbers": [1, 2, 3], "words": {"pick": "Pick"}, "you_names": ["vous", "you"]}
    assert "fixed_layout" not in sent and "view" in sent


def test_an_english_num_connect_refusal_quotes_the_rule_in_translation_with_the_french_one_click_away() -> None:
    widget = cw.play("num_connect", seed=1, bot_delay=0)
    click(widget, "discard")
    quote = widget.notice["quote"]
    assert widget.notice["rule"] == quote["text"] and quote["translated"]
    assert quote["original"].startswith("Une nouvelle combinaison") and not quote["text"].startswith("Une ")
    french = cw.play("num_connect", seed=1, bot_delay=0, lang="fr")
    click(french, "discard")
    assert french.notice["rule"].startswith("Une nouvelle combinaison") and "translated" not in french.notice["quote"]


@pytest.mark.parametrize("name", cw.GAME_NAMES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_finished_game_shows_the_ranking_and_how_it_ended(name: str, lang: str) -> None:
    info = cw.game_class(name).info
    players = min(max(3, info.min_players), info.max_players)  # three where the game allows
    widget = cw.play(name, players=players, seed=2, lang=lang, bot_delay=0)
    assert widget.view.get("result", False) is None  # get(): mypy would hold `view["result"] is None` to the end
    play_random(widget.game, random.Random(2), 100_000)
    result, scores, winners = widget.view["result"], widget.game.scores(), widget.game.winners()
    assert result["title"] == ("Game over" if lang == "en" else "Partie terminée") and result["how"]
    ranked = [widget.game.players.index(entry["name"]) for entry in result["ranking"]]
    assert sorted(ranked) == list(range(players)) and set(ranked[: len(winners)]) == set(winners)
    assert [entry["score"] for entry in result["ranking"]] == [scores[p] for p in ranked]
    assert all(entry["winner"] == (p in winners) for entry, p in zip(result["ranking"], ranked, strict=True))
    assert result["ranking"][0]["place"] == 1 and result["ranking"][0]["place_text"] == (
        "1st" if lang == "en" else "1er"
    )


def test_save_replay_sends_the_game_as_one_html_file(monkeypatch) -> None:
    widget = cw.play("connect5", seed=3, bots={1: "easy"}, bot_delay=0)
    click(widget, "dot:e3", seat=0)
    sent = []
    monkeypatch.setattr(widget, "send", lambda content, buffers=None: sent.append(content))
    message(widget, kind="save_replay", version=widget.view["version"], id="r1")
    [reply] = sent
    assert (reply["kind"], reply["id"], reply["file"]) == ("replay", "r1", "connect5-move2.html")
    assert reply["html"].startswith("<!doctype html>") and "Connect5: a replay" in reply["html"]
    assert len(widget.game.history) == 2 and widget.notice == {}  # the game is untouched


def test_a_seat_equal_to_the_player_count_is_a_bad_message() -> None:
    widget = cw.play("connect5", seed=3)
    click(widget, "dot:e3", seat=2)
    assert widget.notice["text"] == "Message not accepted: seat must be a player index from 0 to 1, not 2"
    assert widget.game.history == ()
