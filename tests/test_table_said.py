"""What a screen reader is told at the table: the moves since your own, in the widget's words, once.

``view(seq)["said"]`` holds the lines a live region reads aloud; a move is said in words, not in
notation, and a hidden card only to whom may see it.
"""

from __future__ import annotations

import importlib

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts.cards import card_label
from connect_widgets.connect_the_thoughts.notation import parse as parse_thought
from connect_widgets.connnect.notation import parse
from connect_widgets.core.game import CHANCE
from connect_widgets.num_connect.cards import card_phrase
from connect_widgets.table import Table, panels


def said(table: Table, seq: int) -> str:
    """What the screen reader is given, one line after the other."""
    return " ".join(line["text"] for line in table.view(seq)["said"])


def test_what_happened_since_your_move_is_said_once_for_a_screen_reader() -> None:
    """Nothing said a bot's answer: a screen reader heard "To act: Red" again, never Blue's e7."""
    table = Table("connect5", seed=11, bots={1: "easy"})
    assert table.view(0)["said"] == []
    table.click(0, "dot:a1")
    table.run_bots()
    reply = table.game.history[-1][1]
    lines = table.view(1)["said"]
    assert [line["text"] for line in lines] == ["Red places a token on a1.", f"Blue places a token on {reply}."]
    assert lines[0]["key"] != lines[1]["key"] and lines == table.view(2)["said"]  # the same lines: not said again
    french = Table("num_connect", seed=11, bots={1: "easy"}, lang="fr")
    assert french.view(0)["said"] == []  # the deal is not read out
    french.click(0, "draw")
    drawn = card_phrase(french.game.history[-1][1]).text("fr")
    assert said(french, 1) == f"Alice pioche {drawn}."  # hers: named, and the draw said once (it was twice)


def test_a_move_is_said_in_the_widget_s_words_not_in_notation() -> None:
    """A screen reader heard the notation, English verbs in a French widget ("Lisa : zone 2."),
    and the dice as "hasard : roll 2 4 5"."""
    table = Table("connnect", players=["Lisa", "Marc"], seed=5, lang="fr")
    game = table.game
    while game.actors() == (CHANCE,):  # the set-up, up to the first choice
        game.apply(CHANCE, game.chance_outcomes()[0][0])
    assert table.view(1)["said"] == []  # nobody here has moved: the set-up is not read out
    active, dice = game.actors()[0], parse(game.history[-1][1]).dice
    table.click(active, "die:2")  # the third die
    assert [line["text"] for line in table.view(2)["said"]] == [
        f"{game.players[active]} fait du {dice[2]} le dé de zone."
    ]
    a, b, c = parse(game.history[-2][1]).dice
    assert game.action_said(len(game.history) - 2, 0, "fr") == f"Les dés donnent {a}, {b} et {c}."


def test_a_card_is_said_in_words_and_only_to_whom_may_see_it() -> None:
    """A card was read as letters ("R7") and a Rainbow as a star; a card drawn stays hidden from the others."""
    table = Table("num_connect", players=["Ann", "Bruno"], seed=11, lang="fr")
    game = table.game
    game.apply(0, "draw")
    drawn, step = game.history[-1][1], len(game.history) - 1
    assert game.action_said(step, 1, "fr") == "Ann pioche une carte."  # Bruno may not see Ann's card
    assert game.action_said(step, 0, "fr") == f"Ann pioche {card_phrase(drawn).text('fr')}."
    assert card_phrase("R7").text("fr") == "rouge 7" and card_phrase("*").text() == "Rainbow"


def test_a_card_game_s_move_is_said_once_as_its_event() -> None:
    """Connect the Thoughts said a card move twice ("Hannah: pick." then the event) and only the
    last move's event of a redraw."""
    table = Table("connect_the_thoughts", seed=3, players=["Hannah", "Emma"])
    table.click(0, "pool:0")  # the table turns the card over (chance)
    card = card_label(parse_thought(table.game.history[-1][1], chance=True).card)
    assert [line["text"] for line in table.view(1)["said"]] == ["Hannah picked up a card.", f"It is {card}."]
    table.click(0, "place")
    assert [line["text"] for line in table.view(2)["said"]] == [f"Hannah placed {card} to start a row."]


def test_a_bell_s_outcome_is_said_not_only_the_word_bell() -> None:
    table = Table("connect_the_thoughts", seed=3, bots={1: "easy"}, position="rows=1.3.5.2.4.6.12|20 hands=-|-")
    table.click(0, "bell")
    assert said(table, 1) == "Hannah rang the bell with a correct row of seven and keeps it! A new round starts."


def test_a_takeback_says_its_note_and_bots_alone_say_their_last_move() -> None:
    """After a takeback the moves before it were said again, as if new; bots alone re-read eight moves."""
    table = Table("connect5", seed=11, bots={1: "easy"})
    table.click(0, "dot:a1")
    table.run_bots()
    table.undo(0)
    assert said(table, 2) == "Red took back a1 and the bot's reply."  # a sentence: it had no full stop
    bots = Table("connect5", seed=11, bots={0: "easy", 1: "easy"})
    bots.run_bots(max_moves=5)
    actor = bots.game.history[-1][0]
    assert said(bots, 0) == bots.game.action_said(len(bots.game.history) - 1, lang="en")
    assert said(bots, 0).startswith(f"{bots.game.players[actor]} ")


def test_a_new_game_is_said_and_its_lines_are_its_own() -> None:
    """New game was silent (the lines only went), and a first move the same as last game's was not said."""
    table = Table("connect5", seed=11, bots={1: "easy"}, lang="fr")
    table.click(0, "dot:a1")
    first = table.view(1)["said"]
    table.new_game()
    assert [line["text"] for line in table.view(2)["said"]] == ["Une nouvelle partie commence."]
    table.click(0, "dot:a1")
    again = table.view(3)["said"]
    assert again[0]["text"] == first[0]["text"] == "Rouge pose un jeton sur a1." and again[0]["key"] != first[0]["key"]


def test_in_hot_seat_the_next_player_hears_the_whole_turn_before_theirs() -> None:
    """The pass screen said only the last action of the turn before (its discard, not its draw)."""
    table = Table("num_connect", players=["Ann", "Bruno"], seed=11)
    for target in ("draw", "hand:0"):
        table.click(0, target)
    discard = next(action for action in table.game.legal_actions(0) if action.startswith("discard"))
    table.click(0, "discard")
    assert table.seat() == 1
    card = card_phrase(discard.split()[1]).text()
    assert said(table, 1) == f"Ann draws a card. Ann discards {card}, which ends the turn."


def test_the_screen_passed_on_reads_the_turn_before_afresh_and_in_order() -> None:
    """At a handover the lines already in the region stayed unread for the next player (Purple never
    heard Red's f1), lines that came back were read again, and the region ended out of order."""
    table = Table("connect5", players=["Red", "Blue"], seed=11)  # two humans, one screen
    table.click(0, "dot:a1")
    first = table.view(1)["said"]
    table.click(1, "dot:e7")
    handed = table.view(2)["said"]
    assert [line["text"] for line in first] == ["Red places a token on a1."]
    assert [line["text"] for line in handed] == ["Red places a token on a1.", "Blue places a token on e7."]
    assert not {line["key"] for line in first} & {line["key"] for line in handed}  # all read afresh, in order


def test_a_long_run_of_moves_says_how_many_earlier_ones_are_left_to_the_log() -> None:
    """Past eight moves, the earlier ones were dropped without a word (a whole bot turn unsaid)."""
    table = Table("connect_the_thoughts", players=["Ann", "Bo", "Cy"], seed=3, bots={1: "easy", 2: "easy"})
    table.run_bots(max_moves=40)  # a race: the bots play on while Ann has not moved
    moves = [entry for entry in table.view(1)["log"] if entry["n"] is not None]
    lines = [line["text"] for line in table.view(1)["said"]]
    assert len(moves) > panels.SAID_MOST and lines[0] == f"{len(moves) - panels.SAID_MOST} earlier moves are in the log"
    assert len(lines) == panels.SAID_MOST + 1


def test_an_undo_of_one_s_own_move_is_said() -> None:
    """Only a takeback with bot replies was said; one's own move taken back was silent."""
    table = Table("connect5", players=["Red", "Blue"], seed=11)
    table.click(0, "dot:a1")
    table.click(1, "dot:e7")
    table.undo(1)
    assert said(table, 3) == "Blue took back e7."


def test_a_deal_is_said_with_its_receiver_and_a_name_stays_as_written() -> None:
    """A deal was said "Deals blue 3 to Alice." (no subject), and "ann" was said "Ann"."""
    game = cw.new_game("num_connect", players=["ann", "Bruno"], seed=1, auto_chance=False)
    game.apply(CHANCE, "B3")
    assert game.action_said(0, 0) == "ann is dealt blue 3."
    assert game.action_said(0, 1, "fr") == "ann reçoit une carte."
    game = cw.new_game("connect5", players=["ann", "bob"], seed=1)
    game.apply(0, "c3")
    assert game.action_said(0) == "ann places a token on c3."


def test_a_player_named_you_is_said_in_the_second_person() -> None:
    """The names "You" and "Vous" mean the reader: they heard "You stacks a token", "Vous reçoit rouge 0"."""
    game = cw.new_game("connect5", players=["You", "Bob"], setup="e3=R turn=R")
    game.apply(0, "+e3")
    assert game.action_said(0) == "You stack a token on e3, making a double."
    assert game.action_said(0, lang="fr") == "Vous empilez un jeton sur e3 et faites un double."
    cards = cw.new_game("num_connect", players=["Vous", "Bob"], seed=1, auto_chance=False)
    cards.apply(CHANCE, "R0")
    assert cards.action_said(0, 0, "fr") == "Vous recevez rouge 0."
    dice = cw.new_game("connnect", players=["You", "Bob"], seed=1)
    dice.apply(1, "zone 3")  # seed 1: Bob plays first and the dice show 2, 3 and 6
    assert dice.action_said(len(dice.history) - 1) == "Bob makes the 3 the Zone Die."
    dice.apply(0, "write f1 6")
    assert dice.action_said(len(dice.history) - 1) == "You write 6 in f1."
    assert dice.action_said(len(dice.history) - 1, lang="fr") == "Vous écrivez 6 en f1."
    first = cw.new_game("connnect", players=["You", "Bob"], seed=0)
    assert first.history[7] == (CHANCE, "first 0")
    assert (first.action_said(7), first.action_said(7, lang="fr")) == ("You play first.", "Vous jouez en premier.")


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_every_move_said_of_a_named_player_has_its_second_person(name: str) -> None:
    """A move whose sentence starts with its player's name ("{name} writes ...", Connect the Thoughts'
    "{who} placed ...") has a ``/you:`` variant, so a player called "You" never hears "You writes"."""
    words = importlib.import_module(f"connect_widgets.{name}").WORDS
    moves = {**words.table("en", "allowed."), **words.table("en", "log.")}
    starting = {
        key: field for key, text in moves.items() for field in ("name", "who") if text.startswith(f"{{{field}}} ")
    }
    assert starting, "no move is said with its player's name first"
    assert sorted(key for key, field in starting.items() if "/" not in key and f"{key}/you:{field}" not in moves) == []


def test_a_table_s_line_speaks_its_language() -> None:
    """A French notebook's cell output read "Alice vs Bruno (heuristic bot) · turn 1: …" under French prompts."""
    french = cw.play("num_connect", bots={1: "heuristic"}, seed=1, lang="fr")
    assert (
        repr(french)
        == "<Num Connect widget · Alice contre Bruno (robot heuristique) · tour 1 : Alice doit poser ou piocher>"
    )
    english = cw.play("connect5", bots={1: "medium"}, seed=1)
    assert repr(english) == "<Connect5 widget · Red vs Blue (medium bot) · move 1: Red to move (0-0)>"
