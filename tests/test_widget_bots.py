"""The widget shell with bots at the table: turns, undo against a bot, and a page that names a bot's
seat, driven as the page drives it (custom messages)."""

from __future__ import annotations

import itertools

import pytest

import connect_widgets as cw

from .test_widget_shell import click, message

pytestmark = pytest.mark.usefixtures("toy_registered")


def test_bots_play_synchronously_when_asked() -> None:
    widget = cw.play("toy", seed=1, bots={1: "random"})
    widget.game.apply(0, "pick 1")
    assert widget.game.actors() == (1,)
    assert widget.run_bots() == 2  # its pick, then (after the roll) its pick of the next round
    assert widget.game.actors() == (0,)


def test_zero_delay_bots_answer_at_once_and_replay_the_same() -> None:
    def game_of(seed):
        widget = cw.play("toy", seed=seed, bots={1: "random"}, bot_delay=0, target=50)
        for _ in range(4):
            widget.game.apply(0, "pick 2")
        return widget.game.history

    assert game_of(3) == game_of(3)
    assert len(game_of(3)) == 12  # 4 rounds of pick, pick, roll: the bot never races the human


def test_bots_take_turns_when_several_can_act() -> None:
    widget = cw.play("toy", players=3, seed=1, bots={1: "random", 2: "random"})
    assert widget.run_bots(max_moves=1) == 1 and widget.game.history[0][0] == 1
    assert widget.run_bots(max_moves=1) == 1 and widget.game.history[1][0] == 2


def test_undo_against_a_bot_takes_back_your_move_in_practice_mode() -> None:
    widget = cw.play("toy", seed=1, players=3, bots={1: "random"}, bot_delay=0, undo="practice")
    widget.game.apply(0, "pick 1")
    message(widget, kind="undo", version=widget.view["version"])
    assert all(actor != 0 for actor, _ in widget.game.history)


def test_undo_against_a_bot_takes_back_your_move_and_its_reply_where_that_is_fair() -> None:
    """Connect5 hides nothing and rolls nothing: Undo takes back Red's move and Blue's reply, says so
    in the log, and Blue does not answer again until Red moves."""
    widget = cw.play("connect5", seed=1, bots={1: "easy"}, bot_delay=0)
    widget.game.apply(0, "e3")
    assert [actor for actor, _ in widget.game.history] == [0, 1] and widget.view["undo"]["enabled"]
    message(widget, kind="undo", version=widget.view["version"])
    assert not widget.game.history and widget.notice == {}  # not `== ()`, which mypy would hold to the end
    note = widget.view["log"][-1]
    assert note["note"] and note["action"] == "Red took back e3 and the bot's reply"
    widget.game.apply(0, "c3")
    assert [actor for actor, _ in widget.game.history] == [0, 1]
    log = widget.view["log"]
    assert log[0]["note"] and [entry["n"] for entry in log[1:]] == [1, 2]  # the note stays where it happened


def test_two_takebacks_at_the_same_move_are_logged_in_the_order_they_happened() -> None:
    widget = cw.play("connect5", seed=1, bots={1: "easy"}, bot_delay=0)
    widget.game.apply(0, "e3")
    widget.game.apply(0, "f3")
    widget.table.undo(0)  # takes back f3 and the reply: back after move 2
    widget.game.apply(0, "e4")
    widget.table.undo(0)  # takes back e4 and the reply: back after move 2 again
    notes = [entry["action"] for entry in widget.view["log"] if entry.get("note")]
    assert notes == ["Red took back f3 and the bot's reply", "Red took back e4 and the bot's reply"]


@pytest.mark.parametrize(
    "name, options, why",
    [
        ("num_connect", {}, "chance has played since your move"),  # the bot drew a card
        ("connnect", {}, "chance has played since your move"),
    ],
)
def test_where_a_takeback_is_unfair_the_undo_button_says_why_in_players_words(name, options, why) -> None:
    widget = cw.play(name, seed=2, bots={1: "easy"}, bot_delay=0, **options)
    game, me = widget.game, cw.make_bot(name, "easy", seed=1)
    while not widget.view["undo"]["reason"] or not any(actor == 0 for actor, _ in game.history):
        game.apply(0, me.choose(game.seat(0)))  # the bot answers at once (bot_delay=0)
    undo = widget.view["undo"]
    assert not undo["enabled"] and undo["reason"].startswith(why) and "practice" not in undo["reason"]
    before = game.history
    message(widget, kind="undo", version=widget.view["version"])
    assert widget.notice["text"].startswith(why) and game.history == before


def test_a_failing_observer_of_the_view_is_shown_and_the_bots_still_move() -> None:
    """A user's observer that raises (here a NameError) neither stops the game nor loses a trait."""
    widget = cw.play("connect5", seed=1, bots={1: "easy"}, bot_delay=0)
    calls = []

    def broken(change) -> None:
        calls.append(change["new"]["seq"])
        raise NameError("name 'scores' is not defined")

    widget.observe(broken, names="view")
    click(widget, "dot:e3", seat=0)
    assert [actor for actor, _ in widget.game.history] == [0, 1]  # the bot answered
    assert calls and widget.view["seq"] == calls[-1]  # the view was set before the observer ran
    assert widget.notice["kind"] == "error"
    assert widget.notice["text"].startswith("An observer of the widget's view failed (NameError: name 'scores'")
    widget.unobserve(broken, names="view")
    click(widget, "dot:e4", seat=0)
    assert len(widget.game.history) == 4 and widget.notice == {}  # the next move clears the notice


def test_a_page_click_naming_a_bots_seat_is_refused_and_the_bot_does_not_move() -> None:
    widget = cw.play("connect5", seed=3, bots={1: "easy"})  # no view live: the bot waits
    click(widget, "dot:e3", seat=0)
    history = widget.game.history
    click(widget, "dot:a1", seat=1)  # the page names the bot's seat
    assert widget.game.history == history and "played by a bot" in widget.notice["text"]


def test_a_stale_undo_never_takes_back_the_other_players_move() -> None:
    widget = cw.play("connect5", seed=3)  # hot seat
    click(widget, "dot:e3", seat=0)
    drawn = widget.view["version"]  # Red's page, after her move
    widget.game.apply(1, "e4")  # Blue moves (another screen): Red's own moves changed
    message(widget, kind="undo", version=drawn, id="u", seat=0)
    assert widget.game.history == ((0, "e3"), (1, "e4"))
    assert widget.notice["text"].startswith("your moves changed since this was drawn (Blue played e4 first)")


def test_two_bots_in_a_race_take_turns_never_the_same_bot_twice_in_a_row() -> None:
    widget = cw.play("connect_the_thoughts", players=3, seed=2, bots={1: "easy", 2: "easy"}, bot_delay=0)
    table, movers = widget.table, []
    for _ in range(40):
        seat = table.next_bot()
        if seat is None:
            break
        able = table.bots_able()
        table.play_bot(seat)
        movers.append((seat, able))
    both = [seat for seat, able in movers if able == 2]
    assert len(both) > 10 and all(a != b for a, b in itertools.pairwise(both))
