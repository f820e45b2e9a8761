"""Every refusal of a save's shape, word for word (``core/saves.py``: checked before any rule runs),
the size limit on both sides, and what else the protocol refuses before it changes anything."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.core.saves import MAX_SAVE_BYTES, parse_save
from connect_widgets.testing import snapshot

pytestmark = pytest.mark.usefixtures("toy_registered")
Edit = Callable[[dict[str, Any]], Any]


def toy_save() -> dict[str, Any]:
    game = cw.new_game("toy", seed=1)
    game.apply(0, "pick 1")
    save: dict[str, Any] = json.loads(game.to_json())
    return save


REFUSED: list[tuple[Edit, str]] = [
    (lambda d: "not json", "a save is JSON text: Expecting value: line 1 column 1 (char 0)"),
    (lambda d: "[" * 100_000, "a save is JSON text: it nests too deeply"),
    (lambda d: [d], "not a connect_widgets save (its 'format' should be 'connect_widgets/save')"),
    (lambda d: {**d, "version": 2}, "save version 2 is not supported (expected the integer 1)"),
    (lambda d: {k: v for k, v in d.items() if k not in ("seed", "undo")}, "the save lacks seed, undo"),
    (lambda d: {**d, "options": []}, "the save's options must be an object and its history a list"),
    (lambda d: {**d, "history": {}}, "the save's options must be an object and its history a list"),
    (lambda d: {**d, "auto_chance": 1}, "the save's auto_chance must be true or false"),
    (lambda d: {**d, "position": 3}, "the save's position must be text"),
    (lambda d: {**d, "seed": 1.0}, "the save's seed must be an integer, not 1.0"),
]


@pytest.mark.parametrize(("edit", "message"), REFUSED)
def test_a_save_of_the_wrong_shape_is_refused_saying_what_is_wrong(edit: Edit, message: str) -> None:
    bad = edit(toy_save())
    with pytest.raises(cw.CorruptSave) as refusal:
        cw.load_game(bad if isinstance(bad, str) else json.dumps(bad))
    assert str(refusal.value) == message


@pytest.mark.parametrize(("text", "kind"), [(None, "NoneType"), (5, "int"), ({"format": "x"}, "dict")])
def test_a_save_that_is_not_text_is_refused_naming_what_it_is(text: Any, kind: str) -> None:
    with pytest.raises(cw.CorruptSave) as refusal:
        parse_save(text)
    assert str(refusal.value) == f"a save is JSON text, not {kind}"


def test_a_save_is_read_up_to_the_size_limit_and_refused_beyond_it() -> None:
    with pytest.raises(cw.CorruptSave) as at_limit:  # read, then refused as JSON: only blanks
        parse_save(" " * MAX_SAVE_BYTES)
    assert str(at_limit.value) == "a save is JSON text: this one is empty"
    with pytest.raises(cw.CorruptSave) as over:
        parse_save(" " * (MAX_SAVE_BYTES + 1))
    assert str(over.value) == "a save of 20000001 characters is over the limit of 20000000 characters"
    with pytest.raises(cw.CorruptSave) as over_in_bytes:
        parse_save(b" " * (MAX_SAVE_BYTES + 1))
    assert str(over_in_bytes.value) == "a save of 20000001 bytes is over the limit of 20000000 bytes"


def test_a_save_from_an_editor_that_writes_a_byte_order_mark_loads() -> None:
    """Windows Notepad starts a UTF-8 file with a byte-order mark: the save was refused, with Python's
    advice ("decode using utf-8-sig") that a teacher cannot act on."""
    game = cw.new_game("connect5", seed=1)
    game.apply(0, "c3")
    save = game.to_json()
    for text in ("\ufeff" + save, ("\ufeff" + save).encode()):
        assert cw.load_game(text).history == game.history
    assert cw.resume(("\ufeff" + save).encode()).game.history == game.history  # bytes, as load_game takes


def test_a_determinized_copy_cannot_be_replayed_or_exported(tmp_path: Path) -> None:
    """Its replay was an empty board (its start is blank, its history its own), written without a word."""
    game = cw.new_game("connect5", seed=1)
    game.apply(0, "c3")
    copy = game.determinize(0, random.Random(2))
    with pytest.raises(ValueError, match="a determinized copy starts from a sampled position: it cannot be repl"):
        cw.export_html(copy, tmp_path / "copy.html")
    assert not (tmp_path / "copy.html").exists() and game.sampled_for is None and copy.sampled_for == 0


def test_a_determinized_copy_cannot_be_saved_and_says_why() -> None:
    copy = cw.new_game("toy", seed=1).determinize(0, random.Random(2))
    with pytest.raises(ValueError) as refusal:
        copy.to_json()
    assert str(refusal.value) == "a determinized copy starts from a sampled position: it cannot be saved"


def test_undo_for_a_player_who_is_not_at_the_table_names_the_player_index() -> None:
    game = cw.new_game("toy", seed=1)
    game.apply(0, "pick 1")
    before = snapshot(game)
    with pytest.raises(ValueError) as refusal:
        game.undo(2)
    assert str(refusal.value) == "player must be an index from 0 to 1, not 2"
    assert snapshot(game) == before


def test_leaving_twice_is_harmless_and_leaves_the_other_listeners() -> None:
    game = cw.new_game("toy", seed=1)
    first: list[str] = []
    second: list[str] = []
    leave = game.subscribe(first.append)
    game.subscribe(second.append)
    leave()
    leave()  # already gone: nothing to remove, nothing raised
    game.apply(0, "pick 1")
    assert (first, second) == ([], ["apply"])


@pytest.mark.parametrize("entry", [[0], [0, "pick 1", "again"], [0, 5], ["0", "pick 1"], [True, "pick 1"], "0 pick 1"])
def test_a_history_step_that_is_not_an_actor_and_an_action_is_refused_naming_it(entry: Any) -> None:
    data = {**toy_save(), "history": [entry]}
    with pytest.raises(cw.CorruptSave) as refusal:
        cw.load_game(json.dumps(data))
    assert str(refusal.value) == f"step 1 should be [actor, action], not {entry!r}"


def test_a_replay_plays_the_recorded_dice_even_when_the_game_rolls_its_own() -> None:
    game = cw.new_game("toy", seed=1)  # auto_chance: the game rolls for itself after each round
    game.replay([(0, "pick 3"), (1, "pick 2"), (cw.CHANCE, "roll 2"), (0, "pick 1")])
    assert game.history == ((0, "pick 3"), (1, "pick 2"), (cw.CHANCE, "roll 2"), (0, "pick 1"))
    assert game.scores() == (0, 2) and game.auto_chance


def test_listeners_hear_a_replay_once_as_a_load() -> None:
    game = cw.new_game("toy", seed=1, auto_chance=False)
    heard: list[str] = []
    game.subscribe(heard.append)
    game.replay([(0, "pick 3"), (1, "pick 2")])
    assert heard == ["load"]


@pytest.mark.parametrize("name", ["connnect", "num_connect"])
def test_a_refused_replay_leaves_the_dice_and_cards_to_come_as_they_were(name: str) -> None:
    """The counter of chance events went back with the rest: left raised, every later die or card
    of the game changed, and its save no longer played as the game did."""
    game, twin = cw.new_game(name, players=2, seed=21), cw.new_game(name, players=2, seed=21)
    rng = random.Random(3)
    for _ in range(12):
        actor = game.actors()[0]
        action = rng.choice(game.legal_actions(actor))
        game.apply(actor, action)
        twin.apply(actor, action)
    ahead, more = game.clone(), random.Random(4)
    while sum(1 for actor, _ in ahead.history[len(game.history) :] if actor == cw.CHANCE) < 2:
        actor = ahead.actors()[0]
        ahead.apply(actor, more.choice(ahead.legal_actions(actor)))
    with pytest.raises(cw.CorruptSave):
        game.replay([*ahead.history[len(game.history) :], (0, "nonsense")])
    for _ in range(40):  # both play on alike: the same moves meet the same chance
        if game.is_over:
            break
        actor = game.actors()[0]
        action = more.choice(game.legal_actions(actor))
        game.apply(actor, action)
        twin.apply(actor, action)
    assert game.history == twin.history


def test_a_file_s_name_or_nothing_given_for_a_save_is_told_so() -> None:
    """``cw.load_game("mygame.json")`` said only "Expecting value: line 1 column 1 (char 0)"."""
    with pytest.raises(cw.CorruptSave) as named:
        cw.load_game("mygame.json")
    assert (
        str(named.value)
        == "a save is JSON text: give the file's text (Path('mygame.json').read_text()), not 'mygame.json'"
    )
    with pytest.raises(cw.CorruptSave, match=r"^a save is JSON text: this one is empty$"):
        cw.load_game("  ")
    with pytest.raises(cw.CorruptSave, match=r"^a save is JSON text: Expecting ','"):
        cw.load_game("[1, 2")  # JSON gone wrong: the parser's words, with where


@pytest.mark.parametrize("position", ["", "   "])
def test_an_empty_position_says_to_leave_it_out(position: str) -> None:
    """It said "a line of text of up to 20000 characters, not 0 characters"."""
    with pytest.raises(ValueError, match=r"^position is empty: leave it out \(None\) to start from the rules' set-up$"):
        cw.new_game("connect5", position=position)


def test_a_save_given_as_a_file_s_bytes_gets_the_same_words_as_its_text() -> None:
    """``load_game(b"")`` and ``load_game(b"game.json")`` said "Expecting value: line 1 column 1"."""
    with pytest.raises(cw.CorruptSave, match=r"^a save is JSON text: this one is empty$"):
        cw.load_game(b"")
    with pytest.raises(cw.CorruptSave, match=r"give the file's text \(Path\('game.json'\)"):
        cw.load_game(b"game.json")
    with pytest.raises(cw.CorruptSave, match=r"^a save is UTF-8 text, and these bytes are not: "):
        cw.load_game(b"\xff\xfe{")


def test_a_determinized_copy_is_not_resumed() -> None:
    """``cw.resume`` took a bot's look-ahead copy; Save game and Save replay then said "Internal error"."""
    copy = cw.new_game("connect5", seed=1).determinize(0, random.Random(2))
    with pytest.raises(ValueError, match=r"^a determinized copy starts from a sampled position: it cannot be resumed"):
        cw.resume(copy)


def test_a_number_longer_than_any_save_s_is_refused_in_the_save_s_words() -> None:
    """A seed of 5,001 digits was refused with Python's advice to call sys.set_int_max_str_digits()."""
    text = cw.new_game("connect5", players=2, seed=4).to_json()
    for digits in (4301, 5001):
        with pytest.raises(cw.CorruptSave) as refused:
            cw.load_game(text.replace('"seed": 4', '"seed": 1' + "0" * (digits - 1)))
        said = f"a save is JSON text: it holds a number of {digits} digits, and no number in a save has more than 4300"
        assert str(refused.value) == said
    assert cw.load_game(text.replace('"seed": 4', '"seed": ' + "9" * 18)).seed == int("9" * 18)


def test_a_save_named_from_the_home_folder_is_told_how_to_read_it() -> None:
    """``Path("~/save.json").read_text()``, as it advised, does not expand ``~``."""
    with pytest.raises(cw.CorruptSave, match=r"\(Path\('~/save.json'\)\.expanduser\(\)\.read_text\(\)\), not"):
        cw.load_game("~/save.json")
