"""Puzzles checked by the engine (issue 15): every shipped puzzle is solved by its solution against
the best defence, a wrong first move is refuted, bad puzzles are refused saying why, and the widget
says the task, "solved" or the refutation."""

from __future__ import annotations

from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.puzzles import Puzzle, Verdict, shipped_puzzle
from connect_widgets.table import Table

SHIPPED = cw.puzzles.shipped()


def play_out(puzzle: Puzzle) -> tuple[Verdict, list[str]]:
    """The puzzle played to its end: the player follows the search's line, the defender defends."""
    game, defender = puzzle.start(), puzzle.defender()
    verdicts = []
    for _ in range(40):
        verdict = puzzle.verdict(game)
        verdicts.append(verdict.status)
        if verdict.status != "open":
            return verdict, verdicts
        actor = game.actors()[0]
        if actor == puzzle.player:
            game.apply(actor, next(action for who, action in verdict.line if who == actor))
        else:
            game.apply(actor, defender.choose(game.seat(actor)))
    raise AssertionError(f"{puzzle.key} did not end: {game.history}")


def test_five_puzzles_per_game_are_shipped() -> None:
    counts = {name: len(cw.puzzles.shipped(name)) for name in cw.GAME_NAMES}
    assert all(count >= 5 for count in counts.values()), counts
    assert len({p.key for p in SHIPPED}) == len(SHIPPED)


@pytest.mark.parametrize("shipped", SHIPPED, ids=lambda p: p.key)
def test_each_shipped_puzzle_is_checked_and_its_solution_wins_against_the_best_defence(shipped: Puzzle) -> None:
    checked = cw.puzzle(
        shipped.name, shipped.position, shipped.goal, shipped.within, players=shipped.players, **shipped.options
    )
    assert checked.solution()[0][0] == checked.player  # the search proves it, starting with the player's move
    verdict, statuses = play_out(shipped)
    assert verdict.status == "solved", (shipped.key, statuses)
    assert verdict.text.startswith("Solved:") and shipped.title() != shipped.title("fr")
    said = {"connect5": "made a Connect 5.", "num_connect": "laid all their cards.", "connnect": "claimed a Connect-5."}
    assert verdict.text.endswith(said.get(shipped.name, "rang the bell for a correct row.")), verdict.text


@pytest.mark.parametrize("shipped", SHIPPED, ids=lambda p: p.key)
def test_a_wrong_first_move_of_each_shipped_puzzle_is_refuted(shipped: Puzzle) -> None:
    start = shipped.start()
    winning = shipped.solution()[0][1]
    wrong = [a for a in start.legal_actions(shipped.player) if a != winning]
    verdicts = (_verdict_after(shipped, action) for action in wrong)
    verdict = next((verdict for verdict in verdicts if verdict.status == "refuted"), None)  # the first one
    assert verdict is not None, f"{shipped.key}: no wrong first move is refuted"
    assert verdict.text.startswith("Refuted:") and "can no longer" in verdict.text
    if shipped.name == "connect5" and shipped.within > 1:  # the defender answers: the refutation names its reply
        reply = verdict.line[0]
        assert reply[0] != shipped.player and f"answers {reply[1]}," in verdict.text


def _verdict_after(shipped: Puzzle, action: str) -> Verdict:
    game = shipped.start()
    game.apply(shipped.player, action)
    return shipped.verdict(game)


def test_the_defender_plays_the_refutation() -> None:
    puzzle = shipped_puzzle("connect5_2")
    game = puzzle.start()
    game.apply(puzzle.player, "a5")  # far away: Blue has a reply that stops Red
    verdict = puzzle.verdict(game)
    assert verdict.status == "refuted"
    assert puzzle.defender().choose(game.seat(1)) == verdict.line[0][1]


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("chess", "e4", "mate"), "'chess' is not a game"),
        (("connect5", "c3=R turn=R", "mate"), "'mate' is not a goal of connect5; its goals: connect5"),
        (("connect5", "c3=R turn=R", "connect5", 9), "within is a whole number of moves from 1 to 4, not 9"),
        (("connect5", "c3=R z9=B turn=R", "connect5"), "z9= is neither a dot of the board nor a part"),
        (("connect5", "c3=R d3=R turn=R", "connect5", 2), "this puzzle has no solution: Red cannot make a Connect 5"),
        (("num_connect", "hands=R1.R2|?3", "go_out"), "this puzzle has no solution"),
    ],
)
def test_a_puzzle_that_is_wrong_or_has_no_solution_is_refused_saying_why(args, says) -> None:
    with pytest.raises(ValueError) as refusal:
        cw.puzzle(*args)
    assert says in str(refusal.value)


def _shown(table: Table) -> dict[str, Any]:
    """The notice the puzzle's widget shows: it always shows one (the task, then the verdict)."""
    notice = table.notice()
    assert notice is not None, "the puzzle's widget shows no notice"
    return notice


def test_the_widget_gives_the_task_then_the_verdict_and_starts_again_at_the_position() -> None:
    puzzle = shipped_puzzle("connect5_2")
    widget = puzzle.play(bot_delay=0)
    assert _shown(widget.table)["kind"] == "puzzle" and _shown(widget.table)["text"] == puzzle.task()
    widget.click("dot:a5")
    widget.run_bots()
    notice = _shown(widget.table)
    assert notice["kind"] == "refuted" and "Blue answers" in notice["text"]
    widget.table.undo()
    assert widget.game.history == () and _shown(widget.table)["text"] == puzzle.task()
    for _ in range(3):
        line = puzzle.verdict(widget.game).line
        widget.click(f"dot:{next(a for who, a in line if who == puzzle.player)}")
        widget.run_bots()
        if _shown(widget.table)["kind"] == "solved":
            break
    assert _shown(widget.table)["kind"] == "solved"
    widget.new_game()
    assert widget.game.history == () and widget.game.position() == puzzle.start().position()


def test_the_widget_speaks_the_puzzle_in_french() -> None:
    widget = shipped_puzzle("ctt_1").play(bot_delay=0, lang="fr")
    assert _shown(widget.table)["text"].startswith("À ") and "sonner" in _shown(widget.table)["text"]


def test_a_game_started_from_a_position_starts_there_again() -> None:
    widget = cw.play("connect5", position="c3=R d3=B turn=B", seed=4)
    widget.game.apply(1, "e3")
    widget.new_game()
    assert widget.game.history == () and widget.game.position().startswith("c3=R d3=B turn=B")


def test_a_shipped_puzzle_is_found_by_its_key_and_an_unknown_key_is_refused() -> None:
    assert shipped_puzzle("ctt_3").title("fr") == "Quel bout ? 3"
    with pytest.raises(ValueError, match="no shipped puzzle is called 'ctt_9'; they are: connect5_1, "):
        shipped_puzzle("ctt_9")


def test_the_generator_finds_puzzles_the_checker_accepts() -> None:
    from connect_widgets.puzzles.generate import find

    position, answer, share = next(find("connect5", "connect5", 1, range(20)))
    assert share >= 0.8 and answer.forced
    found = cw.puzzle("connect5", position, "connect5", 1)
    assert found.solution() == answer.line


def test_a_position_too_deep_to_judge_is_left_open_and_a_puzzle_too_deep_to_check_is_refused(monkeypatch) -> None:
    from connect_widgets.puzzles import solver

    puzzle = shipped_puzzle("connect5_2")
    game = puzzle.start()
    game.apply(puzzle.player, "a5")
    monkeypatch.setattr(solver, "MAX_NODES", 3)
    verdict = puzzle.verdict(game)
    assert verdict.status == "open" and verdict.text.startswith("Play on: this position is too deep to judge")
    with pytest.raises(ValueError, match="checking this puzzle needs more than 3 positions: ask for fewer moves"):
        cw.puzzle(puzzle.name, puzzle.position, puzzle.goal, puzzle.within)
