"""Each malformed message from the page gets the sentence saying what was wrong, at the edges of
every limit too; the notice answers the message's id and stays with the seat that sent it.

(tests/test_widget_shell.py checks that malformed messages change nothing; this file, what the
player reads.)
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.core.checks import sendable
from connect_widgets.widget.intents import MAX_INTENT_BYTES, parse_intent

NUMBER = 'needs a whole number written as text as its target (like "2")'

pytestmark = pytest.mark.usefixtures("toy_registered")

KINDS = (
    "ready, gone, click, cancel, dismiss, undo, redo, new_game, hints, inspector, thinking, save_replay, save_game, "
    "play_from, line"
)


@pytest.mark.parametrize(
    ("content", "error"),
    [
        ([1], "a message must be an object, not list"),
        ({"kind": "click", "version": 0, "target": b"n:1"}, "a message must be plain JSON"),
        ({"kind": "ready", "version": 0, "id": {1}}, "a message must be plain JSON"),
        ({"kind": "ready", "version": 0, "b": 1, "a": 2}, "unknown field(s) 'a', 'b'"),
        ({"kind": "ready", "version": 0, "\ud800": 1}, "unknown field(s) '\\ud800'"),  # a lone surrogate, sendable
        ({"kind": "jump", "version": 0}, f"unknown kind 'jump'; expected one of {KINDS}"),
        ({"kind": "undo", "version": -1}, "version must be a non-negative integer, not -1"),
        ({"kind": "undo", "version": False}, "version must be a non-negative integer, not False"),
        ({"kind": "undo", "version": 0, "id": 5}, "id must be a short string of plain characters"),
        ({"kind": "click", "version": 0}, "a click needs a target of 1 to 64 characters, not ''"),
        ({"kind": "click", "version": 0, "target": "é" * 65},
         "a click needs a target of 1 to 64 characters, not '" + "\\xe9" * 60 + "…'"),  # in ASCII, cut to 60 characters
        ({"kind": "line", "version": 0, "target": "1234567"}, f"line {NUMBER}, not '1234567'"),
        ({"kind": "play_from", "version": 0, "target": "٣"}, f"play_from {NUMBER}, not '\\u0663'"),  # not ASCII
        ({"kind": "play_from", "version": 0, "target": 2}, f"play_from {NUMBER}, not 2"),  # a number, not text
        ({"kind": "hints", "version": 0, "on": 1}, "on must be true or false, not 1"),
    ],
)  # fmt: skip
def test_a_malformed_message_is_answered_with_what_was_wrong(content: Any, error: str) -> None:
    widget = cw.play("toy", seed=1)
    widget._handle_custom_msg(content, [])
    assert widget.notice["kind"] == "error"
    assert widget.notice["text"].startswith(f"Message not accepted: {error}")
    assert widget.notice["rule"] == "" and widget.notice["section"] == ""
    assert sendable(widget.notice["text"])  # the answer can travel to the page


@pytest.mark.parametrize(
    ("content", "error"),
    [
        ([1], "un message doit être un objet, pas list"),
        ({"kind": "jump", "version": 0}, f"genre inconnu 'jump' ; attendu l'un de {KINDS}"),
        ({"kind": "undo", "version": -1}, "version doit être un entier positif ou nul, pas -1"),
        (
            {"kind": "click", "version": 0, "target": "n:1", "seat": 5},
            "seat doit être le numéro d'un joueur, de 0 à 1, pas 5",
        ),
        ({"kind": "hints", "version": 0, "on": 1}, "on doit valoir true ou false, pas 1"),
    ],
)
def test_a_french_page_is_told_what_was_wrong_in_french(content: Any, error: str) -> None:
    widget = cw.play("connect5", seed=1, lang="fr")
    widget._handle_custom_msg(content, [])
    assert widget.notice["kind"] == "error"
    assert widget.notice["text"] == f"Message refusé : {error}"


def test_a_long_target_is_shown_cut_to_sixty_characters_with_an_ellipsis() -> None:
    with pytest.raises(ValueError) as error:
        parse_intent({"kind": "click", "version": 0, "target": "x" * 200}, 2)
    assert str(error.value) == "a click needs a target of 1 to 64 characters, not '" + "x" * 60 + "…'"
    with pytest.raises(ValueError) as error:
        parse_intent({"kind": "line", "version": 0, "target": "y" * 200}, 2)
    assert str(error.value) == f"line {NUMBER}, not '" + "y" * 60 + "…'"
    with pytest.raises(ValueError) as error:  # escaped after the cut: 60 characters sent, not 60 of their codes
        parse_intent({"kind": "click", "version": 0, "target": "\u0430" * 200}, 2)
    assert str(error.value) == "a click needs a target of 1 to 64 characters, not '" + "\\u0430" * 60 + "…'"


def test_every_limit_admits_its_edge() -> None:
    padding = MAX_INTENT_BYTES - len('{"kind": "ready", "version": 0, "id": ""}')
    largest = {
        "kind": "ready",
        "version": 0,
        "target": "t" * (MAX_INTENT_BYTES - len('{"kind": "ready", "version": 0, "target": ""}')),
    }
    assert len(json.dumps(largest)) == MAX_INTENT_BYTES  # past the size check: refused for its field
    with pytest.raises(ValueError, match=r"^ready takes no target$"):
        parse_intent(largest, 2)
    assert parse_intent({"kind": "ready", "version": 0, "id": "i" * 64}, 2).id == "i" * 64
    with pytest.raises(ValueError, match="id must be a short string"):
        parse_intent({"kind": "ready", "version": 0, "id": "i" * 65}, 2)
    with pytest.raises(ValueError, match=f"a message of {MAX_INTENT_BYTES + 1} bytes is over the 2048-byte limit"):
        parse_intent({"kind": "ready", "version": 0, "id": "i" * (padding + 1)}, 2)
    assert parse_intent({"kind": "click", "version": 0, "target": "t"}, 2).target == "t"
    assert parse_intent({"kind": "click", "version": 0, "target": "t" * 64}, 2).target == "t" * 64
    assert parse_intent({"kind": "line", "version": 0, "target": "123456"}, 2).target == "123456"
    assert parse_intent({"kind": "click", "version": 0, "target": "t", "seat": 1}, 2).seat == 1


def test_a_request_keeps_only_the_fields_of_its_kind() -> None:
    plain = parse_intent({"kind": "undo", "version": 3}, 2)
    assert (plain.id, plain.target, plain.seat, plain.on) == ("", "", None, False)
    with pytest.raises(ValueError, match=r"^undo takes no target$"):  # refused, never dropped silently
        parse_intent({"kind": "undo", "version": 3, "target": "n:1"}, 2)
    assert parse_intent({"kind": "hints", "version": 0, "on": True}, 2).on is True


def test_a_toggle_without_on_turns_off() -> None:
    widget = cw.play("toy", seed=1)
    widget._handle_custom_msg({"kind": "hints", "version": 0}, [])
    assert widget.view["hints"] is False


def test_the_notice_answers_the_message_id_and_stays_with_the_seat_that_sent_it() -> None:
    widget = cw.play("toy", players=3, seed=1)  # Ann, Bob and Cy pick at once, on one screen (Ann's)
    version = widget.view["version"]
    widget._handle_custom_msg({"kind": "click", "version": version, "target": "nowhere", "id": "m7", "seat": 1}, [])
    assert widget.notice["kind"] == "refused" and widget.notice["reply_to"] == "m7"
    widget.game.apply(2, "pick 1")  # Cy's move leaves Bob's notice standing
    assert widget.notice["reply_to"] == "m7"
    widget._handle_custom_msg({"kind": "click", "version": version, "target": "", "id": "m8"}, [])
    assert widget.notice["kind"] == "error" and widget.notice["reply_to"] == "m8"  # to this screen's seat
    widget._handle_custom_msg({"kind": "click", "version": version, "target": "nowhere", "id": "m9"}, [])
    assert widget.notice["kind"] == "refused" and widget.notice["reply_to"] == "m9"  # the same seat's, replaced
    widget.game.apply(1, "pick 1")  # Bob's move: his notice goes, Ann's stays
    assert widget.notice["reply_to"] == "m9"
    widget._handle_custom_msg({"kind": "undo", "version": 0, "id": "i" * 65}, [])
    assert widget.notice["reply_to"] == ""  # an id too long to echo is not echoed


def test_a_bug_behind_a_request_is_shown_as_an_internal_error(monkeypatch: pytest.MonkeyPatch) -> None:
    widget = cw.play("toy", seed=1)

    def broken(*_: Any) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(widget.table, "cancel", broken)
    widget._handle_custom_msg({"kind": "cancel", "version": 0, "id": "c1", "seat": 1}, [])
    assert widget.notice == {
        "kind": "error",
        "text": "Internal error: RuntimeError: boom",
        "rule": "",
        "section": "",
        "reply_to": "c1",
        "quote": {},
    }
    widget.game.apply(0, "pick 1")
    assert widget.notice["reply_to"] == "c1"  # Bob's, until Bob acts


def test_a_drawing_bug_after_a_selection_never_reaches_the_kernel(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    widget = cw.play("toy", seed=1)

    def broken(*_: Any) -> None:
        raise RuntimeError("cannot draw")

    monkeypatch.setattr(widget.table, "view", broken)
    version = widget.view["version"]
    widget._handle_custom_msg({"kind": "click", "version": version, "target": "n:2", "seat": 0}, [])  # no raise
    assert "Exception in callback" not in caplog.text  # what ipywidgets shows when a handler raises
    monkeypatch.undo()
    widget._handle_custom_msg({"kind": "click", "version": version, "target": "confirm", "seat": 0}, [])
    assert widget.game.history == ((0, "pick 2"),)  # the selection was made all the same


def test_a_hot_seat_double_click_stays_with_the_player_who_clicked() -> None:
    """Two humans at one screen, both able to act: the second click of a double click on a button
    that names no seat is the first player's, drawn before her move, so it is stale, not the other's."""
    widget = cw.play("connect_the_thoughts", players=2, seed=1)
    version = widget.view["version"]
    assert widget.view["seat"] == 0 and widget.game.actors() == (0, 1)
    for _ in range(2):
        widget._handle_custom_msg({"kind": "click", "version": version, "target": "bell"}, [])
    assert widget.game.history == ((0, "bell"),)
    assert widget.notice["text"].startswith("this was drawn before your own move (bell); look again")


def test_a_refused_click_from_another_seat_leaves_the_selection_with_its_maker() -> None:
    widget = cw.play("connect5", players=3, seed=1)
    game = widget.game
    for seat, move in ((0, "a1"), (1, "i9"), (2, "c3")):
        game.apply(seat, move)
    version = widget.view["version"]
    widget._handle_custom_msg({"kind": "click", "version": version, "target": "dot:a1"}, [])  # Red selects a1
    widget._handle_custom_msg({"kind": "click", "version": version, "target": "dot:c3", "seat": 2}, [])  # refused
    game.apply(0, "b1")  # Red moves another way: her selection goes
    widget._handle_custom_msg({"kind": "click", "version": widget.view["version"], "target": "dot:a2"}, [])
    assert game.history[-1] == (1, "a2")  # Blue's placement, not read against Red's old selection
