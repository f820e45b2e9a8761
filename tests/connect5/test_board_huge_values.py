"""Huge values in a Connect5 board or setup: a number too large for a float is refused naming its
field (an OverflowError escaped before), and a refusal quotes at most a value's first 60 characters,
with "…", or says "a huge integer": by ``new_game`` (a ValueError) and by ``load_game`` (CorruptSave).

The word-for-word refusals of short values are pinned in test_board_refusals.py and
test_setups_and_refusals.py: they are unchanged."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import Connect5
from connect_widgets.connect5.board import MAX_SIZE, BoardError, board_of, board_option, load_board, parse_board

from .test_board import GOOD

TEXT = "x" * 1_000_000
CUT = repr("x" * 60 + "…")  # how a refusal quotes TEXT
INVALID = "the save's settings are invalid: "


def changed(change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    data = copy.deepcopy(GOOD)
    change(data)
    return data


def refused_everywhere(board: Any, message: str) -> None:
    """``board`` is refused with ``message`` when parsed, given to ``new_game`` and read from a save."""
    with pytest.raises(BoardError) as refusal:
        parse_board(board)
    assert str(refusal.value) == message
    with pytest.raises(ValueError) as refused:  # a ValueError: not the BoardError above, so another name
        cw.new_game("connect5", board=board)
    assert str(refused.value) == message
    save = json.loads(cw.new_game("connect5", seed=1).to_json())
    save["options"]["board"] = board
    try:
        text = json.dumps(save)
    except ValueError:  # an integer past 4,300 digits: no JSON text holds it, so no save does either
        return
    with pytest.raises(cw.CorruptSave) as corrupt:
        cw.load_game(text)
    assert str(corrupt.value) == INVALID + message


NUMBER = "must be a finite number, not a huge integer"
TOO_LARGE = {  # numbers no float holds (10**400), some past the 4,300 digits Python prints (10**5000)
    "width": (changed(lambda d: d.update(width=10**400)), f"the board's width {NUMBER}"),
    "height": (changed(lambda d: d.update(height=-(10**5000))), f"the board's height {NUMBER}"),
    "dot x": (changed(lambda d: d["dots"][0].update(x=10**400)), f"dot 'p1''s x {NUMBER}"),
    "dot y": (changed(lambda d: d["dots"][1].update(y=10**5000)), f"dot 'p2''s y {NUMBER}"),
    "waypoint": (
        changed(lambda d: d["lines"][0]["path"][2].__setitem__(0, 10**400)),
        f"a waypoint of line 'l1' {NUMBER}",
    ),
}


@pytest.mark.parametrize("case", TOO_LARGE)
def test_a_number_too_large_for_a_float_is_refused_naming_its_field(case: str) -> None:
    refused_everywhere(*TOO_LARGE[case])


def test_a_large_number_a_float_holds_is_quoted_as_a_huge_integer() -> None:
    refused_everywhere(
        changed(lambda d: d["dots"][2].update(x=10**300)),
        "dot 'p3' at (a huge integer, 20) lies outside the board (400 x 200)",
    )
    refused_everywhere(
        changed(lambda d: d.update(width=-(10**300))),
        f"the board's width must be between 0 and {MAX_SIZE}, not a huge integer",
    )


def test_a_board_left_without_a_size_is_at_most_the_largest_and_its_save_loads() -> None:
    wide = changed(lambda d: (d.pop("width"), d["dots"][2].update(x=MAX_SIZE - 10)))
    game = cw.new_game("connect5", board=wide, seed=1)
    assert isinstance(game, Connect5)
    assert game.board.width == MAX_SIZE  # not MAX_SIZE + 30, which no save would take back
    loaded = cw.load_game(game.to_json())
    assert isinstance(loaded, Connect5) and loaded.board.width == MAX_SIZE
    refused_everywhere(
        changed(lambda d: (d.pop("width"), d["dots"][2].update(x=10**300))),
        f"dot 'p3' at (a huge integer, 20) lies outside the board ({MAX_SIZE} x 200)",
    )


HUGE_TEXTS = {
    "name": (changed(lambda d: d.update(name=TEXT)), f"the board's name must be text of 1 to 40 characters, not {CUT}"),
    "title": (
        changed(lambda d: d.update(title=TEXT)),
        f"the board's title must be text of 1 to 40 characters, not {CUT}",
    ),
    "width": (changed(lambda d: d.update(width=TEXT)), f"the board's width must be a finite number, not {CUT}"),
    "dot id": (
        changed(lambda d: d["dots"][0].update(id=TEXT)),
        f"dot #1 has a bad id {CUT}: a lowercase letter then up to 5 letters or digits, no 'x'",
    ),
    "circled": (
        changed(lambda d: d["dots"][0].update(circled=TEXT)),
        f"dot 'p1': 'circled' must be true or false, not {CUT}",
    ),
    "line id": (changed(lambda d: d["lines"][0].update(id=TEXT)), f"line #1 has a bad or duplicate id {CUT}"),
    "dot of a line": (
        changed(lambda d: d["lines"][1]["path"].append(TEXT)),
        f"line 'l2' goes through an unknown dot {CUT}",
    ),
    "step of a line": (
        changed(lambda d: d["lines"][1]["path"].insert(1, [TEXT])),
        f"line 'l2': {repr([TEXT])[:60]}… is neither a dot id nor an [x, y] waypoint",
    ),
    "waypoint": (
        changed(lambda d: d["lines"][0]["path"][2].__setitem__(1, TEXT)),
        f"a waypoint of line 'l1' must be a finite number, not {CUT}",
    ),
    "huge integer name": (
        changed(lambda d: d.update(name=10**5000)),
        "the board's name must be text of 1 to 40 characters, not a huge integer",
    ),
}


@pytest.mark.parametrize("case", HUGE_TEXTS)
def test_a_huge_value_in_a_board_is_quoted_cut(case: str) -> None:
    refused_everywhere(*HUGE_TEXTS[case])


def test_a_huge_board_option_is_quoted_cut() -> None:
    with pytest.raises(BoardError) as refusal:
        board_option(TEXT, files=False)
    assert str(refusal.value) == f"a save holds the board as data, never a file name: {CUT} is neither 'B' nor 'A'"
    with pytest.raises(BoardError) as refusal:
        board_of(TEXT)  # a kept option that is no board (board_option refuses it first, as above)
    assert str(refusal.value) == f"a save holds the board as data, never a file name: {CUT} is neither 'B' nor 'A'"
    with pytest.raises(BoardError) as refusal:
        board_option([TEXT], files=True)
    assert str(refusal.value).startswith(f"option board={repr([TEXT])[:60]}… must be text ('B', 'A'")
    with pytest.raises(BoardError) as refusal:
        cw.new_game("connect5", board=TEXT)
    no_board = "no board {}: use 'B', 'A' or the path of a board JSON file"
    assert str(refusal.value) == no_board.format(repr("…" + "x" * 60))  # a path is quoted by its end
    with pytest.raises(BoardError) as refusal:
        load_board(f"boards/{'d' * 200}/missing.json")
    assert str(refusal.value) == no_board.format(repr(f"…{'d' * 47}/missing.json"))
    save = json.loads(cw.new_game("connect5", seed=1).to_json())
    save["options"]["board"] = TEXT
    with pytest.raises(cw.CorruptSave) as corrupt:
        cw.load_game(json.dumps(save))
    assert (
        str(corrupt.value)
        == f"{INVALID}a save holds the board as data, never a file name: {CUT} is neither 'B' nor 'A'"
    )


SETUPS = {
    "an unknown dot": (TEXT, f"setup {CUT}: the board has no dot {CUT}"),
    "a bad token": ("a1=" + "R" * 1_000_000, f"setup {'a1=' + 'R' * 57 + '…'!r}: write dot=R for a single"),
    "a bad turn": ("turn=" + "R" * 1_000_000, f"setup {'turn=' + 'R' * 55 + '…'!r}: turn=<one of R, B>"),
}


@pytest.mark.parametrize("case", SETUPS)
def test_a_huge_setup_item_is_quoted_cut_by_new_game_and_by_a_save(case: str) -> None:
    setup, message = SETUPS[case]
    with pytest.raises(ValueError) as refusal:
        cw.new_game("connect5", setup=setup)
    assert str(refusal.value).startswith(message) and len(str(refusal.value)) < 300
    save = json.loads(cw.new_game("connect5", seed=1).to_json())
    save["options"]["setup"] = setup
    with pytest.raises(cw.CorruptSave) as corrupt:
        cw.load_game(json.dumps(save))
    assert str(corrupt.value).startswith(INVALID + message) and len(str(corrupt.value)) < 300
