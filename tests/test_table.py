"""The table without any page: seats, clicks, bots taking turns, undo requests, notices and the view.

No ipywidgets here: ``Table`` is the screen's logic in pure Python (the widget only adds traits,
messages and timers around it).
"""

from __future__ import annotations

import subprocess
import sys
from types import SimpleNamespace
from typing import Any, cast

import pytest

import connect_widgets as cw
from connect_widgets.core.game import Game
from connect_widgets.table import Table, panels, takeback
from connect_widgets.table.words import TABLE_WORDS

pytestmark = pytest.mark.usefixtures("toy_registered")


def test_the_table_imports_no_widget_library() -> None:
    code = (
        "import sys, connect_widgets.table;"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'ipywidgets', 'anywidget'}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_a_click_selects_then_plays_and_the_view_follows() -> None:
    table = Table("toy", players=["Ann", "Bob"], seed=1)
    assert table.seat() == 0 and table.humans == (0, 1)
    table.click(None, "n:2")
    assert table.view(1)["board"]["selected"] == 2
    version = table.version
    table.click(None, "confirm")
    assert table.game.history == ((0, "pick 2"),) and table.version == version + 1
    view = table.view(2)
    assert view["log"][-1]["action"] == "pick 2" and view["seat"] == 1 and view["status"] == "To act: Bob."


def test_a_refusal_is_the_players_notice_until_they_act_again() -> None:
    table = Table("toy", seed=1)
    with pytest.raises(cw.IllegalAction) as refusal:
        table.click(0, "confirm")
    table.refuse(refusal.value, "id-1", seat=0)
    assert table.notice() == {
        "kind": "refused",
        "text": "select a number first",
        "rule": "Toy rule 2",
        "section": "Toy rules: picking",
        "reply_to": "id-1",
        "quote": {"section": "Toy rules: picking", "text": "Toy rule 2"},
    }
    table.click(0, "n:1")  # the player acted: the refusal is answered
    assert table.notice() is None


def test_another_players_move_leaves_a_notice_and_a_selection_alone() -> None:
    """Three seats pick at once: Bob's and Cat's moves do not touch Ann's refusal or her selection."""
    table = Table("toy", players=["Ann", "Bob", "Cat"], seed=1)
    table.click(0, "n:2")  # Ann selects 2
    table.refuse(cw.IllegalAction("not yet"), seat=0)
    version = table.version
    table.game.apply(1, "pick 1")
    assert table.notice() is not None and table.notices.of(0) is not None
    table.check_fresh(0, version)  # Ann's moves are what her view showed: her click stands
    table.click(0, "confirm")
    assert table.game.history[-1] == (0, "pick 2") and table.notice() is None


def test_a_click_drawn_before_the_seats_own_moves_changed_is_stale_and_says_what_changed() -> None:
    table = Table("toy", players=["Ann", "Bob"], seed=1)
    version = table.version
    table.game.apply(0, "pick 1")  # from another screen: Ann has no move left this round
    table.check_fresh(1, version)  # Bob's moves are as his view showed them
    with pytest.raises(cw.IllegalAction, match=r"^this was drawn before your own move \(pick 1\); look again$"):
        table.check_fresh(0, version)  # her own move, made elsewhere: said as hers, not as "Ann played"
    table.game.undo(0)
    with pytest.raises(cw.IllegalAction, match="a move was taken back"):
        table.check_fresh(0, table.version - 1)


def test_bots_take_turns_and_undo_means_the_humans_last_move() -> None:
    table = Table("toy", players=3, seed=1, bots={1: "random", 2: "random"}, undo="practice")
    assert table.next_bot() == 1
    assert table.run_bots(max_moves=2) == 2
    assert [actor for actor, _ in table.game.history] == [1, 2]
    assert table.takeback().refusal == "there is nothing of yours to undo"
    table.game.apply(0, "pick 3")
    assert table.takeback().steps == (0,)
    table.undo()
    assert all(actor != 0 for actor, _ in table.game.history)


def test_a_bot_seat_cannot_be_clicked_and_new_game_takes_the_next_seed() -> None:
    table = Table("toy", seed=4, bots={1: "random"})
    with pytest.raises(cw.IllegalAction, match="played by a bot"):
        table.click(1, "n:1")
    table.new_game()
    assert table.game.seed == 5 and table.game.history == () and table.bots[1].kind == "random"


def test_a_takeback_is_refused_where_the_bots_answered_with_hidden_cards() -> None:
    """No game of ours gets there without a card drawn first, so a stand-in game shows the rule."""

    class Hidden:
        history = ((0, "lay"), (1, "lay"))
        info = SimpleNamespace(hidden_information=True)

        def can_undo(self, actor: int) -> str:
            return "answered"

    hidden = cast(Game[Any], Hidden())  # a stand-in with only what plan() reads (its class's info changes below)
    text = TABLE_WORDS.table("en", "")
    assert takeback.plan(hidden, [0], {1: object()}, text).refusal.startswith("the bots have answered with cards")
    Hidden.info = SimpleNamespace(hidden_information=False)
    assert takeback.plan(hidden, [0], {1: object()}, text).steps == (1, 0)
    assert takeback.plan(hidden, [0], {}, text).refusal == text["undo_answered"]  # not a bot: it stays


def test_the_end_banner_ranks_the_winners_first_and_tied_players_share_a_place() -> None:
    class Finished:
        is_over = True
        players = ("Ann", "Bob", "Cy", "Dee")

        def scores(self) -> tuple[int, ...]:
            return (5, 7, 5, 2)

        def winners(self) -> tuple[int, ...]:
            return (1,)

    finished = cast(Game[Any], Finished())  # a stand-in with only what result_view() reads
    result = panels.result_view(finished, "Bob made a Connect 5.", TABLE_WORDS.table("en", ""))
    assert result is not None
    assert [(e["name"], e["place"], e["place_text"], e["winner"]) for e in result["ranking"]] == [
        ("Bob", 1, "1st", True),
        ("Ann", 2, "2nd", False),
        ("Cy", 2, "2nd", False),
        ("Dee", 4, "4th", False),
    ]
    assert result["how"] == "Bob made a Connect 5."


def test_each_seat_is_one_sentence_for_a_screen_reader_and_the_humans_are_named() -> None:
    """The page reads the players' list from these labels, and takes clicks on a sheet only for the
    seats in ``humans``: no word, separator or seat rule of its own."""
    table = Table("connect5", seed=1, bots={1: "hard"}, lang="fr")
    view = table.view(0)
    assert [p["label"] for p in view["players"]] == [
        "Rouge, 0 points, humain, à jouer",
        "Bleu, 0 points, robot difficile",
    ]
    assert view["humans"] == [0]
    table.thinking = 1
    table.game.apply(0, table.game.legal_actions(0)[0])
    assert table.view(1)["players"][1]["label"] == "Bleu, 0 points, robot difficile, à jouer, réfléchit…"
    assert Table("connnect", seed=1, players=3, bots={1: "easy"}).view(0)["humans"] == [0, 2]


def test_a_click_on_nothing_quotes_its_start_in_ascii() -> None:
    table = Table("connect5", seed=1)
    with pytest.raises(cw.IllegalAction) as error:
        table.click(0, "dot:\u0430" * 50 + "\n")  # Cyrillic a's: no target of ours
    # Its first 60 characters, escaped: look-alike letters show as their codes.
    assert str(error.value) == "there is nothing to click called '" + "dot:\\u0430" * 12 + "…'"
    assert table.game.history == ()


def test_a_table_goes_on_only_with_a_game_of_its_kind_and_seats() -> None:
    table = Table("connect5", seed=1)
    game = table.game
    for other, says in (
        (cw.new_game("num_connect", seed=1), "not num_connect for 2"),
        (cw.new_game("connect5", players=4, seed=1), "not connect5 for 4"),
        ("connect5", "not str"),
    ):
        with pytest.raises(ValueError, match=f"^this table seats connect5 for 2, {says}$"):
            table.seat_at(other)  # type: ignore[arg-type]  # "connect5" too: a str, refused on purpose
        assert table.game is game and table.view(0)["board"]
    twin = cw.new_game("connect5", seed=2)
    table.seat_at(twin)
    assert table.game is twin


def test_a_rule_quoted_in_another_language_than_the_widget_s_says_so_and_carries_it() -> None:
    """An English rulebook's words under French headings were read aloud in a French voice, and
    nothing told a French reader they were left in English."""
    french, english = Table("connect5", seed=1, lang="fr"), Table("connect5", seed=1)
    rule = french.view(0)["rule"]
    assert rule["lang"] == "en" and rule["quoted_in"] == "les mots mêmes du livret de règles, en anglais"
    assert "lang" not in english.view(0)["rule"] and "quoted_in" not in english.view(0)["rule"]
    assert "lang" not in Table("num_connect", seed=1, lang="fr").view(0)["rule"]  # a French rulebook
    assert "lang" not in Table("num_connect", seed=1).view(0)["rule"]  # our English translation, marked as one
    french.click(0, "dot:e3")
    with pytest.raises(cw.IllegalAction) as refusal:
        french.click(1, "dot:e3")  # Red's token: refused, quoting an English rule
    french.refuse(refusal.value, seat=1)
    notice = french.notice()
    assert notice is not None and notice["rule"] and notice["quote"]["lang"] == "en"
