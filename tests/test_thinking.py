"""A searching bot thinks in a worker thread: the kernel's event loop answers the page while it thinks.

Driven as the kernel drives the widget: intents arrive as messages, and the search reports back to
a real asyncio loop. The proof that the loop stays free is that a coroutine sleeping 0.1 s wakes
up in time, while the bot is still thinking about its move.
"""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.core.search import SearchBot


def run(scenario) -> Any:
    """``asyncio.run`` in a thread of its own: the browser tests keep Playwright's loop running in
    the test thread, where a second loop may not start."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, scenario).result()


def message(widget, **content) -> None:
    widget._handle_custom_msg(content, [])


async def until(condition, seconds: float = 30.0) -> float:
    """Wait (letting the loop run) until ``condition()``; returns the seconds it took."""
    started = time.perf_counter()
    while not condition():
        assert time.perf_counter() - started < seconds, "timed out"
        await asyncio.sleep(0.01)
    return time.perf_counter() - started


def searching(bot: object) -> SearchBot:
    """``bot``, checked to be a search: its budget (``simulations``, ``seconds``) is read or set."""
    assert isinstance(bot, SearchBot)
    return bot


def test_undo_is_answered_while_a_hard_bot_thinks_and_the_bot_thinks_again() -> None:
    async def scenario() -> None:
        widget = cw.play("connect5", seed=1, bots={1: "hard"}, bot_delay=0.01)
        searching(widget.bots[1]).simulations = 3000  # long enough to act during the search
        message(widget, kind="ready", version=0)
        widget.game.apply(0, "e3")
        await until(lambda: widget._search is not None)
        slept = time.perf_counter()
        await asyncio.sleep(0.1)
        assert time.perf_counter() - slept < 0.5  # the loop stayed free during the search
        assert len(widget.game.history) == 1 and widget.view["players"][1]["thinking"]
        message(widget, kind="undo", version=widget.view["version"])
        assert widget.game.history == () and widget._search is None  # the stale search is dropped
        searching(widget.bots[1]).simulations = 50  # the search again, shorter
        widget.game.apply(0, "e3")
        await until(lambda: len(widget.game.history) == 2)
        game = widget.game  # a name of its own: mypy would hold `widget.game.history == ()` from before the move
        assert game.history[1][0] == 1 and widget._search is None
        assert widget.notice == {}  # the search's move was played, with nothing left to clean up
        widget.close()

    run(scenario())


def test_a_bot_moves_the_same_thinking_in_its_thread_or_at_once() -> None:
    async def threaded() -> str:
        widget = cw.play("connect5", seed=4, bots={1: "medium"}, bot_delay=0.01)
        message(widget, kind="ready", version=0)
        widget.game.apply(0, "c3")
        await until(lambda: len(widget.game.history) == 2)
        widget.close()
        return widget.game.history[1][1]

    at_once = cw.play("connect5", seed=4, bots={1: "medium"}, bot_delay=0)
    at_once.game.apply(0, "c3")
    assert run(threaded()) == at_once.game.history[1][1]


def test_levels_name_the_heuristic_and_the_search_at_two_budgets() -> None:
    easy, medium, hard = (cw.make_bot("connect5", level, seed=1) for level in ("easy", "medium", "hard"))
    assert type(easy) is type(cw.make_bot("connect5", "heuristic")) and easy.kind == "easy"
    medium, hard = searching(medium), searching(hard)
    assert (medium.kind, medium.simulations, hard.kind, hard.simulations) == ("medium", 100, "hard", 400)
    assert searching(cw.make_bot("connect5", "hard", simulations=50)).simulations == 50  # a setting overrides the level
    timed = cw.make_bot("connect5", "hard", seconds=2)  # a budget replaces the level's: 2 s, not 400 simulations
    assert (searching(timed).seconds, searching(timed).simulations) == (2, None)
    widget = cw.play("connect5", seed=1, bots={1: "hard"})
    widget.new_game()
    assert widget.bots[1].kind == "hard" and "hard" in widget.view["players"][1]["control"]
    widget = cw.play("connect5", seed=1, bots={1: {"kind": "hard", "simulations": 50}})  # a spec, as the arena's
    widget.new_game()  # the next game seats the same spec again
    assert (widget.bots[1].kind, searching(widget.bots[1]).simulations) == ("hard", 50)


def test_the_thinking_panel_shows_the_candidates_on_the_board_then_why_the_bot_moved() -> None:
    async def scenario() -> None:
        widget = cw.play("connect5", seed=2, bots={1: "hard"}, bot_delay=0.01)
        searching(widget.bots[1]).simulations = 1000  # long enough to be seen thinking
        message(widget, kind="ready", version=0)
        message(widget, kind="thinking", version=0, on=True)
        view = widget.view  # a name of its own: mypy would hold `widget.view["thought"] is None` past the move
        assert view["thinking_shown"] is True and view["thought"] is None
        widget.game.apply(0, "e3")
        await until(lambda: widget.view["thought"] is not None)
        thought = widget.view["thought"]
        assert thought["seat"] == 1 and not thought["done"] and "Blue is thinking" in thought["title"]
        assert 1 <= len(thought["candidates"]) <= 5
        first = thought["candidates"][0]
        assert first["rank"] == 1 and first["targets"] and all(t.startswith("dot:") for t in first["targets"])
        assert "of the simulations, expected score" in first["text"]
        await until(lambda: len(widget.game.history) == 2)
        thought = widget.view["thought"]
        assert thought["done"] and thought["title"] == f"Blue played {widget.game.history[1][1]}"
        assert thought["reason"] and thought["reason"] != thought["title"]
        widget.game.apply(0, widget.game.legal_actions(0)[0])
        assert widget.view["thought"] is None  # the human moved: the reason is gone
        message(widget, kind="thinking", version=0, on=False)
        widget.close()

    run(scenario())


def test_the_reason_names_a_win_a_block_the_only_move_or_the_most_explored() -> None:
    from connect_widgets.core.search import Analysis, Candidate, only_move
    from connect_widgets.table.thoughts import reason
    from connect_widgets.table.words import TABLE_WORDS

    english, french = TABLE_WORDS.table("en", ""), TABLE_WORDS.table("fr", "")
    plain = Candidate("e4", 30, 0.3, 0.61, 1.5)
    assert reason(only_move(0, "e4"), english) == "It was the only legal move."
    assert reason(only_move(0, "e4", legal=3), english).startswith("It was the only move worth weighing: no careful")
    winning = Candidate("e4", 3, 0.3, 1, 5, wins_at_once=True)
    for simulations in (9, 0):  # a win is played without searching too (Connnect's last move)
        assert reason(Analysis(0, "e4", simulations, 0.0, (winning,)), english) == "It wins the game at once."
    assert reason(Analysis(0, "e4", 99, 0.0, (plain,), refuted=7), english).startswith("It stops an immediate win: 7")
    assert reason(Analysis(0, "e4", 99, 0.0, (plain,)), english) == (
        "Most explored of 99 simulations (30%): an estimated 61% chance to win, expected score +1.5."
    )
    assert reason(Analysis(0, "e4", 99, 0.0, (plain,)), french).startswith("Le plus exploré de 99 simulations")
    paired = Analysis(0, "e4", 99, 0.0, (plain,), worlds=12)  # Connnect's search: moves tried on the same worlds
    assert reason(paired, english) == (
        "The best of the moves tried on the same 12 sampled futures (99 simulations): "
        "ahead in 61% of them, expected lead +1.5."
    )
    assert reason(paired, french).startswith("Le meilleur des coups essayés sur les mêmes 12 futurs")


def test_a_cancelled_search_stops_and_never_reports() -> None:
    from connect_widgets.widget.thinking import Thinking

    def endless():
        while True:
            time.sleep(0.001)
            yield None

    async def scenario() -> tuple[list[str], bool, bool]:
        heard: list[str] = []
        thinking = Thinking(
            endless(), asyncio.get_running_loop(), lambda: heard.append("progress"), heard.append, print
        )
        await asyncio.sleep(0.3)
        thinking.cancel()
        stopped = not thinking._thread.is_alive()
        await asyncio.sleep(0.3)
        return heard, stopped, "progress" in heard

    heard, stopped, progressed = run(scenario())
    assert stopped and progressed and set(heard) == {"progress"}  # progress came; no move, after the cancel


def test_a_refused_bot_move_leaves_no_reason_behind() -> None:
    from connect_widgets.table import Table

    table = Table("connect5", bots={1: "medium"}, seed=1)
    table.show_thinking = True
    table.game.apply(0, "e3")  # Blue, the bot, is to act (a table alone never moves its bots)
    table.bots[1].choose(table.game.seat(1))  # a real search: the bot has an analysis to show
    with pytest.raises(cw.IllegalAction):
        table.finish_bot(1, "z99")  # a bot bug: a move the rules refuse
    table.game.apply(1, table.game.legal_actions(1)[0])  # the next change brings no bot's reason
    assert table.thought is None and table.view(1)["thought"] is None


def test_the_bot_levels_are_named_in_the_widgets_language() -> None:
    english = cw.play("connect5", seed=1, bots={1: "hard"}).view["players"][1]["control"]
    french = cw.play("connect5", seed=1, bots={1: "hard"}, lang="fr").view["players"][1]["control"]
    assert (english, french) == ("hard bot", "robot difficile")


def test_thinking_goes_as_soon_as_the_bot_on_its_way_cannot_move() -> None:
    """An undo while a bot's move is pending, or a game that ends, clears "thinking…" at once: the
    stale timer is cancelled instead of being left to fire."""

    async def scenario() -> None:
        widget = cw.play("connect5", seed=1, bots={1: "easy"}, bot_delay=5)
        message(widget, kind="ready", version=0)
        widget.game.apply(0, "e3")
        assert widget.view["players"][1]["thinking"] and widget._timer is not None
        message(widget, kind="undo", version=widget.view["version"])
        assert widget.game.history == () and widget._timer is None
        assert not widget.view["players"][1]["thinking"]
        widget.close()
        ended = cw.play("connect5", seed=1, bots={1: "easy"}, bot_delay=5, setup="a1=R b1=R c1=R d1=R g5=B")
        message(ended, kind="ready", version=0)
        ended.table.thinking = 1  # as if Blue's move were on its way when Red's Connect 5 ends the game
        ended.game.apply(0, "e1")
        assert ended.game.is_over and ended.table.thinking is None
        assert not any(player["thinking"] for player in ended.view["players"])
        ended.close()

    run(scenario())


def test_the_thinking_panel_is_switched_from_python_and_shows_at_once() -> None:
    """Only the page's toggle (or the table's inner flag, shown at the next move) could turn it on;
    ``cw.play(..., thinking=True)`` was refused as an unknown rule option."""
    widget = cw.play("connect5", seed=2, bots={1: "easy"}, thinking=True, lang="fr")
    assert widget.thinking is True and widget.view["thinking_shown"] is True
    seq = widget.view["seq"]
    widget.thinking = False
    view = widget.view  # a name of its own: mypy would hold `widget.view["thinking_shown"] is True` from above
    assert view["thinking_shown"] is False and view["seq"] > seq  # redrawn now
    with pytest.raises(ValueError, match=r"^thinking doit valoir True ou False, pas 'yes'$"):
        widget.thinking = "yes"  # type: ignore[assignment]
    with pytest.raises(ValueError, match=r"^thinking must be True or False, not 1$"):
        cw.play("connect5", thinking=1)
    assert widget.thinking is False
    resumed = cw.resume(widget.game.to_json(), thinking=True)
    assert resumed.view["thinking_shown"] is True


def _thinking_widget(name: str, seed: int, bots: dict[int, str]) -> Any:
    widget = cw.play(name, seed=seed, bots=bots, bot_delay=0)  # bots answer at once, in this thread
    message(widget, kind="thinking", version=0, on=True)
    return widget


def test_a_new_game_or_another_line_starts_with_no_thought() -> None:
    widget = cw.play("connect5", seed=2, bots={1: "medium"})  # no view: the bot moves on run_bots()
    message(widget, kind="thinking", version=0, on=True)
    widget.game.apply(0, "e3")
    widget.run_bots()
    assert widget.view["thought"]["done"] and widget.view["thought"]["title"].startswith("Blue played")
    message(widget, kind="play_from", version=widget.view["version"], target="1")
    assert widget.view["thought"] is None and widget.game.history == ((0, "e3"),)  # Blue has not moved here
    widget.run_bots()
    view = widget.view  # a name of its own: mypy would hold `widget.view["thought"] is None` from before
    assert view["thought"]["done"]
    widget.new_game()
    assert widget.view["thought"] is None and widget.game.history == ()


def test_a_bot_holding_hidden_cards_thinks_without_showing_them_to_another_player() -> None:
    widget = _thinking_widget("num_connect", 3, {1: "medium"})
    while (analysis := widget.bots[1].analysis()) is None or len(analysis.candidates) < 2:
        widget.game.apply(0, widget.game.legal_actions(0)[0])
    assert widget.game.view(0)["hands"][1] is None  # Anna may not see Bruno's hand...
    thought, played = widget.view["thought"], len(widget.game.history) - 1
    assert thought["candidates"] == []  # ...so the cards he weighed are not named
    assert thought["title"] == f"Bruno played {widget.game.action_text(played, 0)}"
    assert thought["reason"] == "The moves weighed by Bruno stay hidden: they would show cards you cannot see."
    table = widget.table  # a table of bots only shows everything: nobody plays from the screen
    from connect_widgets.table.thoughts import thought_view

    shown = thought_view(widget.game, table.interaction, 1, analysis, True, table.text, viewer=None)
    assert [c["text"].split(":")[0] for c in shown["candidates"]] == [c.action for c in analysis.candidates]
    assert thought_view(widget.game, table.interaction, 1, analysis, True, table.text, viewer=1)["candidates"]


def test_the_reason_leads_with_what_the_move_does_joined_in_the_screens_language() -> None:
    from dataclasses import replace

    from connect_widgets.connect5 import WORDS
    from connect_widgets.core.analysis import only_move
    from connect_widgets.table.thoughts import reason
    from connect_widgets.table.words import TABLE_WORDS

    english, french = TABLE_WORDS.table("en", ""), TABLE_WORDS.table("fr", "")
    eats, four = WORDS.phrase("deed.eats", count=2), WORDS.phrase("deed.blocks", name="Blue", count=1)
    threat = WORDS.phrase("deed.threatens", count=1)
    analysis = only_move(0, "c1xe1xg1")
    assert reason(replace(analysis, deeds=(eats,)), english) == "It eats 2 tokens. It was the only legal move."
    two = replace(analysis, deeds=(eats, four))
    assert reason(two, english) == "It eats 2 tokens and blocks Blue's four. It was the only legal move."
    assert reason(two, french) == (
        "Il mange 2 jetons et empêche Blue de compléter son quatre. C'était le seul coup permis."
    )
    three = replace(analysis, deeds=(eats, four, threat))
    assert reason(three, english).startswith("It eats 2 tokens, blocks Blue's four and threatens a Connect 5. ")


def test_another_player_sees_what_a_hidden_hand_bots_move_did_but_not_what_it_weighed() -> None:
    from tests.num_connect.test_bots import blocking_position

    hidden = "The moves weighed by Alice stay hidden: they would show cards you cannot see."
    for lang, said in (
        ("en", f"It discards a card that no laid combination takes. {hidden}"),
        ("fr", "Il défausse une carte qu'aucune combinaison posée ne prend. Les coups envisagés par Alice restent "
         "cachés : ils montreraient des cartes que vous ne voyez pas."),
    ):  # fmt: skip
        start, hard = blocking_position().position(), {0: {"kind": "hard", "simulations": 100}}
        widget = cw.play(
            "num_connect", players=["Alice", "Bruno"], seed=0, position=start, bots=hard, bot_delay=0, lang=lang
        )
        message(widget, kind="thinking", version=0, on=True)
        widget.run_bots()  # Alice closes her line with a Shadow, then discards G13; Bruno's screen shows
        assert [action for _, action in widget.game.history[-2:]] == ["ext g0 r0c3 #", "discard G13"]
        assert widget.view["thought"]["candidates"] == [] and widget.view["thought"]["reason"] == said


def test_a_move_searched_as_much_as_others_is_not_called_the_most_explored() -> None:
    from connect_widgets.core.analysis import Analysis, Candidate
    from connect_widgets.table.thoughts import _search_reason
    from connect_widgets.table.words import TABLE_WORDS

    text = TABLE_WORDS.table("en", "")
    tied = (Candidate("e3", 5, 0.25, 0.6, 1.0), Candidate("d3", 5, 0.25, 0.4, 0.0), Candidate("c3", 2, 0.1, 0.5, 0.0))
    assert _search_reason(Analysis(0, "e3", 20, 0.0, tied), text).startswith(
        "Explored most of 20 simulations (25%), as much as one other move, and the better estimate of the two"
    )
    alone = (Candidate("e3", 6, 0.3, 0.6, 1.0), *tied[1:])
    assert _search_reason(Analysis(0, "e3", 20, 0.0, alone), text).startswith("Most explored of 20 simulations (30%)")
