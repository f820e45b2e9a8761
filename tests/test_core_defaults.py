"""What the protocol does for a game that leaves a hook out, read on the toy game (``tests/toy_game.py``),
and the core's own small promises, each at its limits: words tables and their variants, rulebook
lookups, a refusal through pickling, the bots' names, the search's readings of a playout, the parts
of a position, click targets and buttons, options that may read a file, and chance drawn by weight."""

from __future__ import annotations

import pickle
from types import SimpleNamespace
from typing import Any

import numpy as np  # the agents' extra, which the test extra installs
import pytest

import connect_widgets as cw
from connect_widgets.core import Quote, Words
from connect_widgets.core.bots import RandomBot
from connect_widgets.core.checks import sample_outcome
from connect_widgets.core.interaction import Render, button
from connect_widgets.core.positions import counts, counts_example, per_player, position_parts, whole_number
from connect_widgets.core.rulebook import Rulebook
from connect_widgets.core.search import MARGIN_SCALE, MARGIN_WEIGHT, SearchBot, _rewards
from connect_widgets.testing import refused

from .toy_game import TOY_INFO, ToyGame
from .toy_module import ToyInteraction


def toy(**options: Any) -> ToyGame:  # Any, as the game takes its options
    return ToyGame(players=["Ann", "Bob"], seed=1, **options)


def test_a_player_who_may_not_act_is_told_whose_turn_it_is_not_and_nothing_changes() -> None:
    game = toy()
    game.apply(0, "pick 2")
    refusal = refused(game, 0, "pick 1")  # testing.refused: also checks that nothing changed
    assert (str(refusal), refusal.action) == ("it is not Ann's turn to act (scores 0-0)", "pick 1")
    with pytest.raises(AssertionError, match="'pick 1' by player 1 was accepted"):
        refused(game, 1, "pick 1")


def test_an_allowed_action_is_explained_plainly_and_scores_break_down_as_points() -> None:
    game = ToyGame(players=["Ann", "Bob"], seed=1, auto_chance=False)
    assert game.explain(1, "pick 3") == cw.Verdict(True, "pick 3 is allowed now", "")
    for actor, action in ((0, "pick 2"), (1, "pick 3"), (cw.CHANCE, "roll 6")):
        game.apply(actor, action)
    assert game.scores() == (2, 3)
    assert [game.score_breakdown(0), game.score_breakdown(1)] == [{"points": 2}, {"points": 3}]


def test_a_game_without_a_position_notation_says_so_by_name() -> None:
    with pytest.raises(NotImplementedError) as missing:
        toy().position()
    assert str(missing.value) == "ToyGame has no position notation yet"
    with pytest.raises(ValueError) as refused:
        ToyGame(players=["Ann", "Bob"], seed=1, position="scores=0,0")
    assert str(refused.value) == "ToyGame has no position notation yet: start it without position="


def test_an_interaction_that_says_nothing_of_the_end_says_nothing() -> None:
    assert ToyInteraction(toy()).ending() == ""


def test_an_option_is_found_by_name_and_an_unknown_one_named() -> None:
    assert TOY_INFO.option("target").default == 6
    with pytest.raises(KeyError, match="Toy has no option 'goal'"):
        TOY_INFO.option("goal")


@pytest.mark.parametrize(("value", "counted"), [("0,12", (0, 12)), ("99999,7", (99999, 7))])
def test_counts_read_one_whole_number_per_player_up_to_five_digits(value: str, counted: tuple[int, ...]) -> None:
    assert counts(f"eaten={value}", value, "eaten", 2) == counted


@pytest.mark.parametrize("value", ["1", "1,2,3", "1,x", "1,-2", "100000,1", "1,²"])
def test_counts_refuse_anything_else_naming_the_item(value: str) -> None:
    example = counts_example("eaten", value, 2)
    message = (
        f"position 'eaten={value}': eaten= is 2 whole numbers of 0 or more, one per player, separated by , "
        f"like {example}"
    )
    with pytest.raises(ValueError) as refusal:
        counts(f"eaten={value}", value, "eaten", 2)
    assert str(refusal.value) == message


def test_one_text_per_player_or_a_refusal_naming_the_item() -> None:
    assert per_player("names=Ann|Bob", "Ann|Bob", 2) == ["Ann", "Bob"]
    with pytest.raises(ValueError) as refusal:
        per_player("names=Ann|Bob|Cy", "Ann|Bob|Cy", 2)
    assert str(refusal.value) == "position 'names=Ann|Bob|Cy': 3 parts separated by |, not one per player (2)"


def test_position_parts_are_split_at_the_first_equals_sign_and_refused_word_for_word() -> None:
    assert position_parts("last=0:a=b dice=245", ("dice", "last")) == (
        {"last": ("last=0:a=b", "0:a=b"), "dice": ("dice=245", "245")},
        [],
    )
    assert position_parts("c3=RR dice=2", ("dice",), loose=True) == ({"dice": ("dice=2", "2")}, ["c3=RR"])
    with pytest.raises(ValueError) as unknown:
        position_parts("dice=2 dye=3", ("dice", "last"))
    assert str(unknown.value) == "position 'dye=3': not a part of a position (the parts: dice, last)"
    with pytest.raises(ValueError) as twice:
        position_parts("dice=2 dice=3", ("dice",))
    assert str(twice.value) == "position 'dice=3': dice= is given twice"


@pytest.mark.parametrize("value", ["0", "9999999", "0000042"])
def test_a_whole_number_has_at_most_seven_ascii_digits(value: str) -> None:
    assert whole_number(f"round={value}", value, "round", 0, 10**8) == int(value)


@pytest.mark.parametrize(
    ("value", "high"),
    [("12345678", 10**9), ("abc", 10), ("-1", 10), ("4.5", 10), ("\uff14", 10), ("", 10), ("11", 10)],
)
def test_anything_else_is_refused_naming_the_item_and_the_range(value: str, high: int) -> None:
    with pytest.raises(ValueError) as refusal:
        whole_number(f"round={value}", value, "round", 0, high)
    assert str(refusal.value) == f"position 'round={value}': round= is a whole number from 0 to {high}"


class SeatedToy(ToyInteraction):
    """The toy's page with a target for the seat it is drawn for, and one more when hints are on."""

    def render(self, seat: int | None, hints: bool) -> Render:
        drawn = super().render(seat, hints)
        board = {"mine": {"target": f"seat:{seat}", "label": "not a target"}, "hint": [{"target": "h"}] * hints}
        return Render(board=board, prompt=drawn.prompt, rule=drawn.rule, buttons=drawn.buttons)


def test_a_button_is_enabled_and_untitled_unless_told_otherwise() -> None:
    assert button("clear", "Clear") == {"target": "clear", "label": "Clear", "enabled": True, "title": ""}
    assert button("done", "Done", False, "end the turn")["enabled"] is False


def test_the_targets_are_those_drawn_for_the_seat_without_hints_each_once() -> None:
    page = SeatedToy(toy())
    assert page.targets(1) == ["seat:1", "confirm"]
    assert page.targets(None) == ["seat:None", "confirm"]


BROKEN_WORDS = [  # (the tables, the refusal word for word)
    ({"fr": {"a": "un"}}, "words need English ('en') at least"),
    ({"en": {"a": "one", "b": "two"}, "fr": {"a": "un", "c": "trois"}},
     "the 'fr' words and the English ones differ in: b, c"),
    ({"en": {"a": "{n} cards"}, "fr": {"a": "{m} cartes"}}, "'fr' 'a' names other fields than English: '{m} cartes'"),
    ({"en": {"won/you:name": "you win"}}, "variant 'won/you:name' needs the key 'won', naming every field it names"),
]  # fmt: skip


@pytest.mark.parametrize(("tables", "message"), BROKEN_WORDS)
def test_broken_words_are_refused_when_written_saying_what_is_wrong(tables: dict, message: str) -> None:
    with pytest.raises(ValueError) as refusal:
        Words(**tables)
    assert str(refusal.value) == message


def test_words_keep_their_tables_and_phrases_compare_by_key_fields_and_words() -> None:
    words = Words(en={"a": "{n} cards", "b": "{n} cards"}, fr={"a": "{n} cartes", "b": "{n} cartes"})
    assert words.languages == ("en", "fr") and words.text("a", "fr", n=2) == "2 cartes"
    same, other_key, other_field = words.phrase("a", n=2), words.phrase("b", n=2), words.phrase("a", n=3)
    assert same == words.phrase("a", n=2) and hash(same) == hash(words.phrase("a", n=2))
    assert same != other_key and same != other_field and same != "2 cards"
    assert len({same, other_key, other_field, words.phrase("a", n=2)}) == 3


def test_of_two_variants_as_specific_the_first_written_is_said_and_an_unknown_key_is_named() -> None:
    words = Words(en={"won": "{name} wins {n}", "won/you:name": "you win {n}", "won/one:n": "{name} wins one"})
    assert words.text("won", name="You", n=1) == "you win 1"
    assert words.text("won", name="Ann", n=1) == "Ann wins one" and words.text("won", name="Ann", n=2) == "Ann wins 2"
    with pytest.raises(KeyError) as unknown:
        words.phrase("lost", name="Ann")
    assert unknown.value.args == ("no words for 'lost'",)


def test_a_history_entry_read_by_a_seat_not_at_the_table_names_the_player_index() -> None:
    game = toy()
    game.apply(0, "pick 1")
    with pytest.raises(ValueError) as refusal:
        game.action_text(0, viewer=2)
    assert str(refusal.value) == "player must be an index from 0 to 1, not 2"


def test_an_option_given_by_a_person_may_read_a_file_and_one_from_a_save_may_not() -> None:
    option = cw.Option("board", "A", "the board", convert=lambda value, files: (value, files))
    assert option.validate("my_board.json") == ("my_board.json", True)
    assert option.validate("my_board.json", files=False) == ("my_board.json", False)


@pytest.mark.parametrize(
    ("draw", "outcome"),
    [(0.0, "a"), (0.24, "a"), (0.25, "b"), (0.6, "b"), (0.75, "c"), (0.99, "c"), (1.0, "c")],
)
def test_chance_draws_each_outcome_by_its_weight_and_the_last_absorbs_rounding(draw: float, outcome: str) -> None:
    """Weights 1, 2 and 1 (a quarter, a half, a quarter); a draw of 1.0 leaves nothing below 0: the last."""
    rng = SimpleNamespace(random=lambda: draw)
    assert sample_outcome([("a", 1.0), ("b", 2.0), ("c", 1.0)], rng) == outcome  # type: ignore[arg-type]


def test_a_rulebook_keeps_its_quotes_in_order_and_titles_them() -> None:
    place, eat = Quote("How to Play", "Place a token.", "place"), Quote("Eating", "Jump to eat.")
    book = Rulebook("000_game.md", "en", {"place": place, "eat": eat})
    assert (book.file, book.language, list(book), len(book)) == ("000_game.md", "en", ["place", "eat"], 2)
    assert book.quotes() == (place, eat) and book["eat"] == eat and book.text("place") == "Place a token."
    assert (book["place"].key, book["eat"].key, eat.key) == ("place", "eat", "")  # each knows its key in the book
    assert [book["place"].title, book["eat"].title] == ["How to Play: place", "Eating"]


def test_a_refusal_keeps_its_reason_rule_and_action_through_pickling() -> None:
    refusal = cw.IllegalAction("c3 is taken", rule="Place on an empty dot.", action="place c3")
    copy = pickle.loads(pickle.dumps(refusal))
    assert (type(copy), str(copy), copy.rule, copy.action) == (type(refusal), "c3 is taken", refusal.rule, "place c3")


def test_the_bots_name_themselves_and_their_budget() -> None:
    assert repr(RandomBot()) == "RandomBot()"
    assert repr(cw.make_bot("connect5", "mcts", seed=1, simulations=7)) == "Connect5Search(simulations=7)"
    assert repr(cw.make_bot("connect5", "mcts", seed=1, seconds=0.5)) == "Connect5Search(seconds=0.5)"


def test_numpy_integers_count_as_the_whole_numbers_they_are() -> None:
    """A sweep's ``np.arange`` gave seeds and budgets refused as "not a positive whole number"."""
    bot = cw.make_bot("connect5", "mcts", seed=np.int64(3), simulations=np.int64(30))
    assert isinstance(bot, SearchBot)
    assert repr(bot) == "Connect5Search(simulations=30)" and type(bot.simulations) is int
    game = cw.new_game("connect5", seed=np.int64(4))
    assert type(game.seed) is int and cw.load_game(game.to_json()).seed == 4  # a save writes it as JSON
    with pytest.raises(ValueError, match=r"simulations must be a positive whole number, not np.float64\(2.0\)"):
        cw.make_bot("connect5", "mcts", simulations=np.float64(2.0))


def test_an_unfinished_playout_is_read_by_each_players_margin_over_the_best_other() -> None:
    world = SimpleNamespace(scores=lambda: (3, 7, 5))
    rewards, margins = SearchBot(seed=1, simulations=1).evaluate(world)  # type: ignore[arg-type]
    assert margins == [-4.0, 2.0, -2.0]
    assert rewards == pytest.approx([0.310025, 0.598688, 0.401312], abs=1e-6)  # 0.5 + 0.5 tanh(margin / 10)
    assert MARGIN_SCALE == 10.0


@pytest.mark.parametrize(
    ("scores", "winners", "margins", "rewards"),
    [
        ((3, 7, 5), (1,), [-4, 2, -2], [0.031003, 0.959869, 0.040131]),  # 0.9 x the win + 0.1 x the margin's
        ((3, 7, 7), (1, 2), [-4, 0, 0], [0.031003, 0.5, 0.5]),  # a shared win: half each
    ],
)
def test_a_finished_playout_rewards_the_win_shared_among_winners_and_a_little_the_margin(
    scores: tuple[int, ...], winners: tuple[int, ...], margins: list[int], rewards: list[float]
) -> None:
    world = SimpleNamespace(scores=lambda: scores, winners=lambda: winners)
    assert _rewards(world) == (pytest.approx(rewards, abs=1e-6), margins)  # type: ignore[arg-type]
    assert MARGIN_WEIGHT == 0.1


def test_numpy_counts_and_rule_options_count_too_and_an_array_is_no_number() -> None:
    """``players=np.int64(3)``, an integer rule option and ``run_bots(max_moves=...)`` were refused;
    ``seed=np.array([3])`` raised NumPy's own TypeError."""
    game = cw.new_game("connnect", players=np.int64(3), exhausted=np.int64(22), seed=1)
    assert len(game.players) == 3 and type(game.options["exhausted"]) is int
    with pytest.raises(ValueError, match=r"^seed must be an integer from 0 to 2\*\*63 - 1, or None, not array"):
        cw.new_game("connect5", seed=np.array([3]))  # type: ignore[arg-type]  # an array on purpose
    widget = cw.play("connect5", bots={0: "easy", 1: "easy"}, bot_delay=5, seed=1)
    assert widget.run_bots(max_moves=np.int64(1)) == 1
