"""The move log hides cards dealt or drawn from everyone but their receiver (``action_text``)."""

from __future__ import annotations

import connect_widgets as cw
from connect_widgets import CHANCE
from connect_widgets.num_connect.bots import HeuristicBot

from .helpers import OPENING, P0, P1, dealt, play


def test_a_dealt_card_is_named_only_to_its_receiver() -> None:
    game = dealt([P0, P1])
    # entry 0: R5 to Alice (seat 0); entry 1: Y5 to Bruno (seat 1)
    assert game.history[0] == (CHANCE, "R5")
    assert game.action_text(0, 0) == "deals R5 to Alice"
    assert game.action_text(0, 1) == "deals a card to Alice"
    assert game.action_text(1, 0) == "deals a card to Bruno"
    assert game.action_text(1, 1) == "deals Y5 to Bruno"
    assert game.action_text(0) == "R5"  # viewer None: everything


def test_a_drawn_card_is_named_only_to_the_drawer_and_public_actions_stay() -> None:
    game = dealt([P0, P1])
    play(game, 0, *OPENING, "discard Y9")
    game.apply(1, "draw")
    game.apply(CHANCE, "G9")
    n = len(game.history)
    assert game.action_text(n - 1, 1) == "Bruno draws G9"
    assert game.action_text(n - 1, 0) == "Bruno draws a card"
    assert game.action_text(n - 2, 0) == "draw"
    # lays (tentative ones too: they lie face up) and discards are public, to every viewer
    first = 2 * len(P0)
    for viewer in (0, 1):
        assert [game.action_text(first + k, viewer) for k in range(len(OPENING) + 1)] == [*OPENING, "discard Y9"]


def test_no_log_entry_leaks_a_card_another_viewer_holds() -> None:
    game = cw.new_game("num_connect", players=3, seed=4)
    bots = [HeuristicBot(seed=s) for s in range(3)]
    for _ in range(80):
        if game.is_over:
            break
        actor = game.actors()[0]
        game.apply(actor, bots[actor].choose(game.seat(actor)))
    draws = 0
    for n, (actor, action) in enumerate(game.history):
        texts = [game.action_text(n, viewer) for viewer in range(3)]
        if actor == CHANCE:
            draws += "draws" in texts[0]
            # exactly one viewer (the receiver) reads the card; the others read "a card"
            assert sum(action in t.split() for t in texts) == 1, (n, texts)
            assert sum(t.endswith("a card") or " a card " in t for t in texts) == 2, (n, texts)
        else:
            assert texts == [action] * 3
    assert draws > 0  # the game reached some draws, not only the deal


def test_a_spectator_reads_no_card_and_the_pass_screens_log_hides_them_all() -> None:
    game = dealt([P0, P1])
    assert [game.action_text(n, cw.SPECTATOR) for n in (0, 1)] == ["deals a card to Alice", "deals a card to Bruno"]
    widget = cw.play("num_connect", players=["Alice", "Bruno"], position=game.position())  # two at one screen
    for seat in (0, 1):  # each draws from the position's seeded pile and discards a card dealt to them
        if widget.view["board"]["screen"] == "pass":
            widget.click("show", seat=seat)
        widget.game.apply(seat, "draw")
        widget.game.apply(seat, f"discard {(P0, P1)[seat][0]}")
    drawn = widget.game.history[-5][1]  # Alice's card, which she still holds
    assert widget.view["board"]["screen"] == "pass" and widget.view["board"]["pass_to"] == "Alice"
    log = [entry["action"] for entry in widget.view["log"]]  # Bruno may still be looking
    assert "Alice draws a card" in log and not any(drawn in line for line in log)
    widget.click("show", seat=0)
    assert f"Alice draws {drawn}" in [entry["action"] for entry in widget.view["log"]]
