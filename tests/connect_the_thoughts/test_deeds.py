"""The search bot's deeds: what its move does at the table, leading the thinking panel's reason ("It
extends the row to 5 cards at the right end (shared: key). ..."). Read from the seat only: they
never change a move, and they say nothing of the order of the face-down cards."""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import ConnectTheThoughtsSearch, common_objects, fits
from connect_widgets.connect_the_thoughts.cards import CARD_NUMBERS
from connect_widgets.core.analysis import Analysis
from connect_widgets.core.search import SearchBot
from connect_widgets.table.thoughts import reason
from connect_widgets.table.words import TABLE_WORDS

from .helpers import NAME, build_row, chain, new, take

ROW = chain(4)  # cards 1, 3, 5, 2: the left end shows a guitar, a bicycle and a carrot; the right end a balloon, ...


def _card(left: bool, right: bool) -> int:
    """The first card off ``ROW`` that fits its left end or not, and its right end or not."""
    return next(
        card for card in CARD_NUMBERS if card not in ROW and fits(card, ROW[0]) == left and fits(card, ROW[-1]) == right
    )


def _holding(card: int, row: list[int] = ROW, seed: int = 7) -> cw.Game:
    """Hannah has laid ``row`` and holds ``card``; Emma has two cards."""
    game = cw.new_game(NAME, players=["Hannah", "Emma"], seed=seed, auto_chance=False)
    build_row(game, 0, row)
    build_row(game, 1, chain(2, avoid=frozenset((*row, card))))
    take(game, 0, card)
    return game


def _thinks(game: cw.Game, **settings) -> tuple[str, Analysis]:
    bot = cw.make_bot(NAME, "mcts", seed=0, **settings)
    action = bot.choose(game.seat(0))
    analysis = bot.analysis()
    assert analysis is not None
    return action, analysis


def _said(analysis: Analysis, lang: str = "en") -> list[str]:
    return [deed.text(lang) for deed in analysis.deeds]


def test_a_card_that_fits_one_end_extends_the_row_there() -> None:
    card = _card(left=False, right=True)
    assert common_objects(card, ROW[-1]) == ["key"]
    action, analysis = _thinks(_holding(card))
    assert action == "place R"
    assert [str(deed) for deed in analysis.deeds] == ["extends the row to 5 cards at the right end (shared: key)"]
    assert _said(analysis, "fr") == ["allonge la rangée à 5 cartes au bout droit (en commun : clé)"]
    assert reason(analysis, TABLE_WORDS.table("en", "")).startswith(
        "It extends the row to 5 cards at the right end (shared: key). It was the only move worth weighing"
    )
    assert reason(analysis, TABLE_WORDS.table("fr", "")).startswith(
        "Il allonge la rangée à 5 cartes au bout droit (en commun : clé). C'était le seul coup à peser"
    )


def test_a_card_that_fits_both_ends_says_how_many_face_down_cards_the_new_ends_take() -> None:
    card = _card(left=True, right=True)
    game = _holding(card)
    action, analysis = _thinks(game, simulations=40)
    assert action in ("place L", "place R") and analysis.simulations == 40
    end = ROW[0] if action == "place L" else ROW[-1]
    new_ends = (card, ROW[-1]) if action == "place L" else (ROW[0], card)
    in_sight = {c for p in game.view()["players"] for c in (*p["row"], *p["pile"], p["hand"]) if c is not None}
    face_down = [c for c in CARD_NUMBERS if c not in in_sight]
    assert len(face_down) == game.view()["face_down"]
    count = sum(1 for c in face_down if any(fits(c, e) for e in new_ends))
    side, shared = ("left", "guitar") if action == "place L" else ("right", "balloon")
    assert common_objects(card, end) == [shared]
    assert _said(analysis) == [
        f"extends the row to 5 cards at the {side} end (shared: {shared})",
        f"leaves ends that {count} face-down cards fit",
    ]
    assert _said(analysis, "fr")[1] == f"laisse des bouts où vont {count} cartes face cachée"
    assert reason(analysis, TABLE_WORDS.table("en", "")).startswith(
        f"It extends the row to 5 cards at the {side} end (shared: {shared}) and leaves ends that {count} face-down "
        "cards fit. Most explored of 40 simulations"
    )


def test_a_card_that_fits_neither_end_is_put_back() -> None:
    action, analysis = _thinks(_holding(_card(left=False, right=False)))
    assert action == "return"
    assert _said(analysis) == ["puts back a card that fits neither end"]
    assert _said(analysis, "fr") == ["remet une carte qui ne va à aucun des deux bouts"]
    assert reason(analysis, TABLE_WORDS.table("en", "")).startswith("It puts back a card that fits neither end. ")


def test_the_seventh_card_completes_the_row_and_the_bell_rings_with_it() -> None:
    row = chain(6)
    last = next(card for card in CARD_NUMBERS if card not in row and fits(card, row[-1]))
    game = _holding(last, row)
    bot = cw.make_bot(NAME, "mcts", seed=0)
    assert isinstance(bot, ConnectTheThoughtsSearch)
    if fits(last, row[0]):  # both ends: the deed is the same at either
        assert [str(d) for d in bot.deeds(game.seat(0), "place L")] == ["completes the row of seven"]
    action, analysis = _thinks(game)
    assert action.startswith("place ") and _said(analysis) == ["completes the row of seven"]
    assert _said(analysis, "fr") == ["complète la rangée de sept"]
    game.apply(0, action)
    action, analysis = _thinks(game)
    assert action == "bell"
    assert _said(analysis) == ["rings the bell with a correct row of seven"]
    assert _said(analysis, "fr") == ["sonne avec une rangée juste de sept"]
    assert reason(analysis, TABLE_WORDS.table("fr", "")).startswith("Il sonne avec une rangée juste de sept. ")


def test_a_pick_the_starting_card_and_a_short_bell_say_nothing() -> None:
    game = new()
    build_row(game, 0, chain(5))
    action, analysis = _thinks(game, simulations=20)
    assert action == "pick" and analysis.deeds == ()
    assert reason(analysis, TABLE_WORDS.table("en", "")).startswith("It was the only move worth weighing")
    bot = cw.make_bot(NAME, "mcts", seed=0)
    assert isinstance(bot, ConnectTheThoughtsSearch)
    assert bot.deeds(game.seat(0), "bell") == ()  # five cards: a wrong bell is no deed
    fresh = new()
    take(fresh, 0, 9)
    assert fresh.legal_actions(0) == ["place", "bell"]
    action, analysis = _thinks(fresh)
    assert action == "place" and analysis.deeds == ()


def test_the_deeds_do_not_depend_on_the_order_of_the_face_down_cards() -> None:
    """Two games with different seeds: the same table, the middle in another order."""
    bot = cw.make_bot(NAME, "mcts", seed=0)
    assert isinstance(bot, ConnectTheThoughtsSearch)
    card = _card(left=True, right=True)
    games = [_holding(card, seed=seed) for seed in (1, 2)]
    assert games[0].view() == games[1].view() and games[0].state.middle != games[1].state.middle
    for action in ("place L", "place R"):
        said = [[str(d) for d in bot.deeds(game.seat(0), action)] for game in games]
        assert said[0] == said[1] and len(said[0]) == 2


def _race(steps: int) -> list[tuple[int, str]]:
    """Two search bots race for ``steps`` actions (the quicker one drawn by a seeded rng)."""
    game = cw.new_game(NAME, players=2, seed=5)
    bots = [cw.make_bot(NAME, "mcts", seed=p, simulations=12) for p in range(2)]
    rng = random.Random(5)
    for _ in range(steps):
        actor = rng.choice(game.actors())
        game.apply(actor, bots[actor].choose(game.seat(actor)))
    return list(game.history)


def test_the_deeds_change_no_move(monkeypatch: pytest.MonkeyPatch) -> None:
    said = _race(40)
    monkeypatch.setattr(ConnectTheThoughtsSearch, "deeds", SearchBot.deeds)
    assert _race(40) == said
