"""Intents are held to what each kind takes, and a stale one is refused for what made it stale.

A refused click names what changed the seat's moves since its view was drawn: a takeback says so,
even when moves were played after it or the last move is older than the view. A message with a
field its kind does not take, a version no view ever had, or values nested too deeply for the size
check is refused with what was wrong, and leaves everything as it was. Every field the page sends
(``js/src/shell/index.js``: ``target`` with clicks, Play from here and lines, ``seat`` with clicks and
Escape, ``on`` with the three switches) is still taken.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.testing import snapshot
from connect_widgets.widget.intents import MAX_INTENT_BYTES, MAX_INTENT_DEPTH

TAKEN_BACK = "your moves changed since this was drawn (a move was taken back); look again"


def send(widget: Any, **content: Any) -> None:
    """Send ``content`` through ipywidgets' own entry point, as the kernel hands a page's message on."""
    widget._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def state(widget: Any) -> tuple[Any, ...]:
    """Everything a refusal must leave alone: the game, its redo list, the view and the table's version."""
    table = widget.table
    return snapshot(widget.game), widget.game.can_redo(), widget.view, table.version, table.lines.shown


def hot_seat(*moves: str, players: int = 2) -> Any:
    widget = cw.play("connect5", players=["Ann", "Bob", "Cy"][:players], seed=3)
    widget.send = lambda *_: None  # replies (a save, a replay) go nowhere
    for seat, move in enumerate(moves):
        widget.game.apply(seat % players, move)
    return widget


# ------------------------------------------------------------------ a stale click names what made it stale
def test_a_click_that_crossed_an_undo_is_refused_for_the_takeback_not_an_older_move() -> None:
    widget = cw.play("connect5", players=["Ada", "Bob"], bots={1: "easy"}, seed=1, bot_delay=0)
    widget.send = lambda *_: None
    for dot in ("a1", "e1"):
        legal = widget.game.legal_actions(0)
        widget.click(f"dot:{dot if dot in legal else legal[0]}")
    drawn = widget.view["version"]  # Ada's move, Bob's reply, twice
    send(widget, kind="undo", version=drawn, id="u")  # back to Ada's first move and Bob's reply to it
    assert len(widget.game.history) == 2
    before = state(widget)
    send(widget, kind="click", version=drawn, id="c", target="dot:c3")  # drawn before the Undo
    assert widget.notice["text"] == TAKEN_BACK and widget.notice["reply_to"] == "c"
    assert state(widget)[:2] == before[:2]


def test_a_takeback_is_named_even_when_the_move_is_played_again_since() -> None:
    widget = hot_seat("e3", "e4")
    drawn = widget.view["version"]  # Ann to move
    widget.game.undo()  # Bob's e4 taken back (another screen) ...
    widget.game.redo()  # ... and played again: the last move is e4 once more
    before = state(widget)
    send(widget, kind="click", version=drawn, id="c", target="dot:a1", seat=0)
    assert widget.notice["text"] == TAKEN_BACK
    assert state(widget)[:2] == before[:2]


def test_a_takeback_is_named_even_when_a_move_is_made_after_it() -> None:
    widget = hot_seat("e3", "e4")
    drawn = widget.view["version"]
    widget.game.undo()  # Bob's e4 taken back ...
    widget.game.apply(1, "a1")  # ... and another move made instead
    send(widget, kind="click", version=drawn, id="c", target="dot:a1", seat=0)
    assert widget.notice["text"] == TAKEN_BACK


def test_a_stale_click_names_the_move_that_changed_the_seats_moves_not_the_last_one() -> None:
    widget = hot_seat(players=3)
    drawn = widget.view["version"]  # Ann to move
    widget.game.apply(0, "e3")  # Ann moves from another screen: her moves changed
    widget.game.apply(1, "e4")  # Bob's move leaves Ann with none still: not what changed them
    send(widget, kind="click", version=drawn, id="c", target="dot:a1", seat=0)
    assert widget.notice["text"] == "this was drawn before your own move (e3); look again"


def test_a_stale_click_after_a_move_still_names_the_move() -> None:
    widget = hot_seat("e3")
    drawn = widget.view["version"]
    widget.game.apply(1, "e4")
    send(widget, kind="click", version=drawn, id="c", target="dot:a1", seat=0)
    assert widget.notice["text"] == "your moves changed since this was drawn (Bob played e4 first); look again"


def test_the_takeback_is_said_in_french() -> None:
    widget = cw.play("connect5", players=["Ann", "Bob"], seed=3, lang="fr")
    widget.game.apply(0, "e3")
    widget.game.apply(1, "e4")
    drawn = widget.view["version"]
    widget.game.undo()
    widget.game.redo()
    send(widget, kind="click", version=drawn, id="c", target="dot:a1", seat=0)
    assert widget.notice["text"] == (
        "vos coups ont changé depuis cet affichage (un coup a été repris) ; regardez à nouveau"
    )


# ------------------------------------------------------------------ a version no view had
@pytest.mark.parametrize("ahead", [1, 10**40])
@pytest.mark.parametrize(
    ("kind", "extra"),
    [("undo", {}), ("redo", {}), ("click", {"target": "dot:a1"}), ("play_from", {"target": "1"}), ("new_game", {})],
)
def test_a_version_no_view_ever_had_is_refused(kind: str, extra: dict[str, Any], ahead: int) -> None:
    widget = hot_seat("e3", "e4")
    widget.game.undo()  # something to redo
    before = state(widget)
    send(widget, kind=kind, version=widget.table.version + ahead, id="v", **extra)
    latest = widget.table.version
    assert widget.notice["text"] == f"this names a view never drawn (the latest is version {latest}); look again"
    assert widget.notice["reply_to"] == "v" and state(widget) == before


def test_the_latest_version_still_acts() -> None:
    widget = hot_seat("e3")
    send(widget, kind="undo", version=widget.table.version, id="u")
    assert widget.game.history == () and widget.notice == {}


# ------------------------------------------------------------------ fields a kind does not take
@pytest.mark.parametrize(
    ("content", "error"),
    [
        ({"kind": "undo", "target": [[["junk"]]], "seat": 1}, "undo takes no target"),
        ({"kind": "undo", "target": ""}, "undo takes no target"),
        ({"kind": "redo", "target": "dot:a1"}, "redo takes no target"),
        ({"kind": "new_game", "target": "1"}, "new_game takes no target"),
        ({"kind": "ready", "target": "t"}, "ready takes no target"),
        ({"kind": "cancel", "target": "dot:a1", "seat": 0}, "cancel takes no target"),
        ({"kind": "hints", "target": "x", "on": True}, "hints takes no target"),
        ({"kind": "save_game", "target": "x"}, "save_game takes no target"),
        ({"kind": "click", "target": "dot:a1", "on": True}, "click takes no on"),
        ({"kind": "undo", "on": False}, "undo takes no on"),
        ({"kind": "play_from", "target": "1", "on": True}, "play_from takes no on"),
    ],
)
def test_a_field_its_kind_does_not_take_is_refused_and_changes_nothing(content: dict[str, Any], error: str) -> None:
    widget = hot_seat("e3", "e4")
    widget.game.undo()
    before = state(widget)
    send(widget, version=widget.view["version"], id="f", **content)
    assert widget.notice["kind"] == "error" and widget.notice["reply_to"] == "f"
    assert widget.notice["text"] == f"Message not accepted: {error}"
    assert state(widget) == before


def test_a_field_its_kind_does_not_take_is_refused_in_french() -> None:
    widget = cw.play("connect5", seed=3, lang="fr")
    send(widget, kind="undo", version=widget.view["version"], target="dot:a1")
    assert widget.notice["text"] == "Message refusé : undo ne prend pas de champ target"


def test_every_field_the_page_sends_is_still_taken() -> None:
    widget = hot_seat()

    def taken(kind: str, **extra: Any) -> None:
        send(widget, kind=kind, version=widget.view["version"], id=kind, **extra)
        assert widget.notice == {}, widget.notice

    taken("ready")
    taken("click", target="dot:e3", seat=0)
    taken("click", target="dot:e4")
    taken("cancel", seat=0)
    taken("cancel")
    for kind in ("hints", "inspector", "thinking"):
        taken(kind, on=True)
    taken("play_from", target="1")
    taken("line", target="0")
    for kind in ("undo", "redo", "dismiss", "save_game", "save_replay"):
        taken(kind)
    assert widget.game.history == ((0, "e3"), (1, "e4"))
    table = widget.table
    assert table.hints and table.inspector_open and table.show_thinking and len(table.lines.lines) == 2
    taken("new_game")
    assert widget.game.seed == 4


# ------------------------------------------------------------------ nesting deeper than the encoder goes
DEPTH = 985
"""Lists nested this deep fit in the size limit (2 bytes a level), and the kernel decodes them."""


def nested(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("field", ["target", "id", "seat"])
def test_values_nested_too_deeply_are_a_bad_message_not_an_internal_error(field: str) -> None:
    widget = hot_seat("e3")
    before = state(widget)
    content: dict[str, Any] = {"kind": "click", "version": widget.view["version"], "id": "d", "target": "dot:a1"}
    plain = len(json.dumps({key: value for key, value in content.items() if key != field}))
    assert plain + len(f', "{field}": ') + 2 * DEPTH < MAX_INTENT_BYTES  # under the size limit
    content[field] = nested(DEPTH)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(DEPTH)  # as a kernel's default of 1,000 does: the encoder cannot go this deep
    try:
        send(widget, **content)
    finally:
        sys.setrecursionlimit(limit)
    assert widget.notice["kind"] == "error"
    assert widget.notice["text"] == "Message not accepted: a message may not nest lists or objects this deeply"
    assert state(widget) == before


def test_the_depth_limit_is_the_packages_own_not_the_encoders() -> None:
    # Nine levels (the message, and lists eight deep in it) are far within any encoder's reach: the
    # answer must not depend on which Python's JSON encoder gives up where. nested(d) is d + 1 lists.
    widget = hot_seat("e3")
    before = state(widget)
    deepest_allowed = {
        "kind": "click",
        "version": widget.view["version"],
        "id": "d",
        "target": nested(MAX_INTENT_DEPTH - 2),
    }
    send(widget, **deepest_allowed)
    assert widget.notice["text"].startswith("Message not accepted: a click needs a target of 1 to 64 characters")
    send(widget, **{**deepest_allowed, "target": nested(MAX_INTENT_DEPTH - 1)})
    assert widget.notice["text"] == "Message not accepted: a message may not nest lists or objects this deeply"
    assert state(widget) == before
