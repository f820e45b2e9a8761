"""The base protocol, on the toy game: options, players, chance, undo policies, saves, listeners."""

from __future__ import annotations

import json
import random

import pytest

import connect_widgets as cw
from connect_widgets.core.options import Option, resolve_options
from connect_widgets.testing import check_game, snapshot

pytestmark = pytest.mark.usefixtures("toy_registered")


def test_conformance_checker_passes_on_toy() -> None:
    assert check_game("toy", 2, games=20) > 0
    assert check_game("toy", 3, games=5) > 0


def test_unknown_options_are_named_with_the_valid_ones() -> None:
    with pytest.raises(ValueError) as refusal:
        cw.new_game("toy", size=3, colour="red")
    assert str(refusal.value) == "unknown option colour, size; the valid options are: target"
    with pytest.raises(ValueError) as refusal:
        resolve_options((), {"target": 6})
    assert str(refusal.value) == "unknown option target; the valid options are: none"


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (0, "option target=0 is too small; the minimum is 1"),
        (51, "option target=51 is too large; the maximum is 50"),
        ("6", "option target='6' must be a whole number (default 6)"),
        (True, "option target=True must be a whole number (default 6)"),
        (6.0, "option target=6.0 must be a whole number (default 6)"),
        pytest.param(10**5000, "option target=a huge integer is too large; the maximum is 50", id="past-4300-digits"),
    ],
)
def test_bad_option_value_is_refused_saying_what_is_allowed(value, message) -> None:
    with pytest.raises(ValueError) as refusal:
        cw.new_game("toy", target=value)
    assert str(refusal.value) == message


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        (Option("speed", 1.5, "seconds"), "fast", "option speed='fast' must be a number (default 1.5)"),
        (Option("title", "Game", "a title"), 3, "option title=3 must be text (default 'Game')"),
        (Option("sizes", (3, 4), "sizes"), [3], "option sizes=[3] must be a tuple (default (3, 4))"),
    ],
)
def test_an_option_of_the_wrong_type_names_the_type_in_words(option, value, message) -> None:
    with pytest.raises(ValueError) as refusal:
        resolve_options((option,), {option.name: value})
    assert str(refusal.value) == message


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"auto_chance": 1}, "auto_chance must be True or False, not 1"),
        ({"auto_chance": None}, "auto_chance must be True or False, not None"),
        ({"undo": "all"}, "undo='all' is not allowed; choose one of: own, practice"),
        ({"undo": None}, "undo=None is not allowed; choose one of: own, practice"),
    ],
)
def test_bad_table_settings_are_refused_saying_what_is_allowed(arguments, message) -> None:
    with pytest.raises(ValueError) as refusal:
        cw.new_game("toy", **arguments)
    assert str(refusal.value) == message


def test_options_given_overlay_the_defaults() -> None:
    declared = (Option("target", 6, "points"), Option("fast", False, "quick rounds"))
    assert resolve_options(declared, {}) == {"target": 6, "fast": False}
    assert resolve_options(declared, {"fast": True}) == {"target": 6, "fast": True}
    assert cw.new_game("toy", target=1).options == {"target": 1}
    assert cw.new_game("toy", target=50).options == {"target": 50}


@pytest.mark.parametrize(
    ("players", "message"),
    [
        (1, "Toy is for 2 to 3 players, not 1"),
        (4, "Toy is for 2 to 3 players, not 4"),
        (["A"], "Toy is for 2 to 3 players, not 1"),
        (["A", "B", "C", "D"], "Toy is for 2 to 3 players, not 4"),
        (["A", "A"], "player names must differ: ['A', 'A']"),
        (["A", ""], "a player name is 1 to 40 characters of text, not ''"),
        (["A", " "], "a player name is 1 to 40 characters of text, not ' '"),
        (["A", 3], "a player name is 1 to 40 characters of text, not 3"),
        (["x" * 41, "B"], f"a player name is 1 to 40 characters of text, not '{'x' * 41}'"),
        (["A", "\ud800"], "a player name must be text the page can show (no lone surrogate), not '\\ud800'"),
        # a line break or a direction mark garbled the log line the name stood in ("Ann: e3" read backwards)
        (["A", "B\nC"], "a player name is one line of plain text (no control or direction mark), not 'B\\nC'"),
        (["A\u202eB", "C"], "a player name is one line of plain text (no control or direction mark), not 'A\\u202eB'"),
        (["A\u2028B", "C"], "a player name is one line of plain text (no control or direction mark), not 'A\\u2028B'"),
        ("AB", "players must be a count (2 to 3) or a list of names, not 'AB'"),
        (True, "players must be a count (2 to 3) or a list of names, not True"),
        (2.0, "players must be a count (2 to 3) or a list of names, not 2.0"),
        pytest.param(10**5000, "Toy is for 2 to 3 players, not a huge integer", id="past-4300-digits"),
    ],
)
def test_bad_players_are_refused_saying_what_is_wrong(players, message) -> None:
    with pytest.raises(ValueError) as refusal:
        cw.new_game("toy", players=players)
    assert str(refusal.value) == message


def test_the_longest_name_and_the_most_players_are_allowed() -> None:
    assert cw.new_game("toy", players=["x" * 40, "B", "C"]).players == ("x" * 40, "B", "C")
    assert cw.new_game("toy", players=3).players == ("Ann", "Bob", "Cy")


def test_unknown_game_names_the_games() -> None:
    with pytest.raises(ValueError, match="the games are"):
        cw.new_game("chess")


def test_names_and_defaults() -> None:
    assert cw.new_game("toy").players == ("Ann", "Bob")
    assert cw.new_game("toy", players=["Zoë", "<b>x</b>"]).players == ("Zoë", "<b>x</b>")


def test_manual_chance_lists_outcomes_and_refuses_others() -> None:
    game = cw.new_game("toy", seed=3, auto_chance=False)
    game.apply(0, "pick 3")
    game.apply(1, "pick 1")
    assert game.actors() == (cw.CHANCE,)
    assert [p for _, p in game.chance_outcomes()] == pytest.approx([1 / 6] * 6)
    before = snapshot(game)
    with pytest.raises(cw.IllegalAction, match="not a possible chance outcome"):
        game.apply(cw.CHANCE, "roll 7")
    assert snapshot(game) == before
    game.apply(cw.CHANCE, "roll 2")
    assert game.scores() == (0, 1)


def test_auto_chance_is_seeded_and_hidden_from_players() -> None:
    def play(seed):
        game = cw.new_game("toy", seed=seed, target=50)
        for _ in range(5):
            game.apply(0, "pick 2")
            game.apply(1, "pick 2")
        return game.history

    assert play(1) == play(1)
    assert play(1) != play(2)
    assert all(actor != cw.CHANCE for actor in cw.new_game("toy", seed=1).actors())


def test_own_undo_keeps_the_other_players_simultaneous_action() -> None:
    game = cw.new_game("toy", players=3, seed=1)
    game.apply(0, "pick 3")
    game.apply(1, "pick 2")
    assert game.undo(0) == (0, "pick 3")
    assert game.history == ((1, "pick 2"),)
    assert game.actors() == (0, 2)


def test_own_undo_never_crosses_a_roll() -> None:
    game = cw.new_game("toy", seed=1)
    game.apply(0, "pick 3")
    game.apply(1, "pick 2")
    assert game.history[-1][0] == cw.CHANCE
    before = snapshot(game)
    reason = game.can_undo()
    assert reason is not None and "die roll" in reason
    with pytest.raises(cw.IllegalAction, match="die roll"):
        game.undo()
    assert snapshot(game) == before


def test_practice_undo_goes_back_and_the_dice_come_out_the_same() -> None:
    game = cw.new_game("toy", seed=5, undo="practice")
    game.apply(0, "pick 3")
    game.apply(1, "pick 2")
    roll = game.history[-1]
    assert game.undo(0) == (0, "pick 3")
    assert game.history == ()
    game.apply(0, "pick 1")
    game.apply(1, "pick 2")
    history: tuple[tuple[int, str], ...] = game.history  # mypy would keep game.history as the () asserted above
    assert history[-1] == roll


def test_redo_replays_the_undone_action_and_new_action_clears_it() -> None:
    game = cw.new_game("toy", seed=5)
    game.apply(0, "pick 3")
    game.undo()
    assert game.can_redo()
    assert game.redo() == (0, "pick 3")
    assert game.history == ((0, "pick 3"),)
    game.undo()
    game.apply(0, "pick 1")
    assert not game.can_redo()
    with pytest.raises(cw.IllegalAction, match="nothing to redo"):
        game.redo()


def test_nothing_to_undo() -> None:
    with pytest.raises(cw.IllegalAction, match="nothing to undo"):
        cw.new_game("toy").undo()


def test_save_round_trip_keeps_the_future_rolls() -> None:
    game = cw.new_game("toy", seed=9, target=10)
    game.apply(0, "pick 2")
    twin = cw.load_game(game.to_json())
    for copy in (game, twin):
        copy.apply(1, "pick 3")
    assert twin.history == game.history
    assert twin.options["target"] == 10


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: "not json", "JSON"),
        (lambda d: {**d, "format": "x"}, "not a connect_widgets save"),
        (lambda d: {**d, "version": 99}, "version"),
        (lambda d: {k: v for k, v in d.items() if k != "seed"}, "lacks seed"),
        (lambda d: {**d, "options": {"target": -1}}, "settings are invalid"),
        (lambda d: {**d, "history": [[0, "pick 9"]]}, "step 1"),
        (lambda d: {**d, "history": [[0, "pick 1"], [5, "pick 1"]]}, "step 2"),
        (lambda d: {**d, "history": [["0", "pick 1"]]}, "step 1 should be"),
        (lambda d: {**d, "history": [[0, "pick 1"], [1, "pick 1"], [-1, "roll 9"]]}, "step 3"),
        (lambda d: {**d, "game": "chess"}, "unknown game"),
        (lambda d: {**d, "game": ["toy"]}, "unknown game"),
        (lambda d: "[" * 100_000, "nests too deeply"),
        (lambda d: {**d, "version": True}, "version True is not supported"),
        (lambda d: {**d, "version": 1.0}, "version 1.0 is not supported"),
        (lambda d: {**d, "seed": None}, "seed must be an integer"),
        (lambda d: {**d, "seed": "7"}, "seed must be an integer"),
        (lambda d: {**d, "seed": 2**64}, "seed must be an integer from 0 to 2\\*\\*63"),
        (lambda d: {**d, "seed": -1}, "seed must be an integer from 0 to 2\\*\\*63"),
        (lambda d: {**d, "auto_chance": "yes"}, "auto_chance"),
    ],
)
def test_corrupt_saves_are_refused_with_what_is_wrong(mutate, message) -> None:
    game = cw.new_game("toy", seed=1)
    game.apply(0, "pick 1")
    data = json.loads(game.to_json())
    bad = mutate(data)
    text = bad if isinstance(bad, str) else json.dumps(bad)
    with pytest.raises(cw.CorruptSave, match=message):
        cw.load_game(text)


def test_listeners_hear_every_change_and_can_leave() -> None:
    game = cw.new_game("toy", seed=1)
    heard: list[str] = []
    leave = game.subscribe(heard.append)
    game.apply(0, "pick 1")
    game.undo()
    game.redo()
    leave()
    game.apply(1, "pick 1")
    assert heard == ["apply", "undo", "redo"]


def test_refused_actions_do_not_notify_or_change() -> None:
    game = cw.new_game("toy", seed=1)
    heard: list[str] = []
    game.subscribe(heard.append)
    before = snapshot(game)
    for actor, action in [(0, "pick 4"), (7, "pick 1"), (cw.CHANCE, "roll 1"), (0, 3), (True, "pick 1")]:
        with pytest.raises(cw.IllegalAction):
            game.apply(actor, action)  # type: ignore[arg-type]  # (0, 3): an action that is not text, on purpose
    assert snapshot(game) == before and heard == []


def test_repr_is_deterministic() -> None:
    assert repr(cw.new_game("toy", seed=1)) == "<Toy: Ann, Bob · scores 0-0>"


def test_random_bot_is_seeded() -> None:
    game = cw.new_game("toy", seed=1)
    assert cw.RandomBot(seed=4).choose(game.seat(0)) == cw.RandomBot(seed=4).choose(game.seat(0))


def test_own_undo_never_takes_back_a_move_that_another_player_has_answered() -> None:
    game = cw.new_game("connect5", seed=1)  # turns alternate: Blue's reply depends on Red's move
    game.apply(0, "a1")
    game.apply(1, "b1")
    before = snapshot(game)
    reason = game.can_undo(0)
    assert reason is not None and "another player has acted" in reason
    with pytest.raises(cw.IllegalAction, match="another player has acted"):
        game.undo(0)
    assert snapshot(game) == before
    assert game.undo() == (1, "b1")  # the last move itself may be taken back


def test_switching_auto_chance_on_rolls_a_waiting_die_and_tells_listeners() -> None:
    game = cw.new_game("toy", seed=2, auto_chance=False)
    game.apply(0, "pick 1")
    game.apply(1, "pick 1")
    heard: list[str] = []
    game.subscribe(heard.append)
    assert game.actors() == (cw.CHANCE,)
    game.auto_chance = True
    assert game.history[-1][0] == cw.CHANCE and game.actors() == (0, 1) and heard == ["apply"]
    with pytest.raises(ValueError, match="True or False"):
        game.auto_chance = "yes"  # type: ignore[assignment]  # not a bool, on purpose


def test_a_save_of_the_wrong_type_or_size_is_refused_before_it_is_read() -> None:
    for text in (None, 5, {"format": "connect_widgets/save"}):
        with pytest.raises(cw.CorruptSave, match="a save is JSON text"):
            cw.load_game(text)  # type: ignore[arg-type]
    with pytest.raises(cw.CorruptSave, match="over the"):
        cw.load_game(" " * 20_000_001)


@pytest.mark.parametrize(
    ("seed", "shown"),
    [
        pytest.param(10**5000, "a huge integer", id="huge"),  # its 5,000 digits are not printed
        (2**79, "a huge integer"),  # 80 bits: the first one not printed
        (2**79 - 1, str(2**79 - 1)),
        (2**63, str(2**63)),
        (-1, "-1"),
        (1.5, "1.5"),
        ("1", "'1'"),
        (True, "True"),
    ],
)
def test_a_seed_that_cannot_be_saved_is_refused_at_once(seed, shown) -> None:
    with pytest.raises(ValueError) as refusal:
        cw.new_game("toy", seed=seed)
    assert str(refusal.value) == f"seed must be an integer from 0 to 2**63 - 1, or None, not {shown}"


def test_the_largest_seed_saves_and_loads() -> None:
    game = cw.new_game("toy", seed=2**63 - 1)
    assert cw.load_game(game.to_json()).seed == 2**63 - 1


def test_determinize_redraws_the_hidden_picks_and_leaves_the_game_alone() -> None:
    game = cw.new_game("toy", seed=2, target=30)
    game.apply(1, "pick 3")
    before = snapshot(game)
    picks = set()
    for sample in range(60):
        twin = game.determinize(0, random.Random(sample))
        assert twin.view(0) == game.view(0) and twin.legal_actions(0) == game.legal_actions(0)
        assert twin.history == () and twin.seed != game.seed
        picks.add(twin.state[1][1])  # Bob's pick, hidden from Ann, drawn again
        twin.apply(0, "pick 1")
        with pytest.raises(ValueError, match="cannot be saved"):
            twin.to_json()
    assert picks == {1, 2, 3} and snapshot(game) == before


def test_a_seat_shows_only_its_players_view_and_actions() -> None:
    game = cw.new_game("toy", seed=2)
    game.apply(1, "pick 3")
    seat = game.seat(0)
    assert seat.view() == game.view(0) and seat.legal_actions() == game.legal_actions(0)
    assert seat.history == ((1, "pick 3"),)  # the toy's log shows picks (its _public_action is the default)
    for asking in (lambda: seat.view(1), lambda: seat.legal_actions(1)):
        with pytest.raises(ValueError, match="sees only their own"):
            asking()
    assert not hasattr(seat, "state") and not hasattr(seat, "clone")


def test_a_clone_shares_no_history_with_its_game() -> None:
    """A bot looking ahead on a clone never writes into the real game, nor wipes its redo."""
    game = cw.new_game("toy", seed=5)
    game.apply(0, "pick 3")
    game.undo()
    history = game.history
    twin = game.clone()
    twin.apply(0, "pick 1")
    twin.apply(1, "pick 2")
    assert game.history == history and game.can_redo() and game.redo() == (0, "pick 3")
    assert twin.history[:2] == ((0, "pick 1"), (1, "pick 2"))


def test_winners_are_none_until_the_game_is_over() -> None:
    game = cw.new_game("toy", seed=5, target=1)
    game.apply(0, "pick 1")
    assert not game.is_over and game.winners() == ()
    game.apply(1, "pick 1")  # both pick 1; the die is at least 1: both score and reach the target
    assert game.is_over and game.winners() == (0, 1)


def test_a_refused_replay_applies_nothing() -> None:
    """All or nothing, as the docstring promises: a bad step leaves the game as it was."""
    game = cw.new_game("toy", seed=5, auto_chance=False)
    game.apply(0, "pick 2")
    with pytest.raises(cw.CorruptSave, match=r"step 3 \(1, 'pick 9'\)"):
        game.replay([(1, "pick 1"), (cw.CHANCE, "roll 4"), (1, "pick 9")])
    assert game.history == ((0, "pick 2"),) and game.actors() == (1,)
