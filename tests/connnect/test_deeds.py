"""What the search bot says its Connnect move does (``bot.deeds``, leading the thinking panel's reason):
the points it scores, the Connect it makes claimable, or a Connect-4 or -5 it leaves one number away.

One player; the F, L, T and U cards on the table; dice 2, 4, 5 with the Zone Die 4::

    a1 b1 c1 d1 e1 f1      1 2 3 4 5 6
    a2 b2                  5 1
       b3 c3                 2 3
"""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connnect.bots import ConnnectSearch
from connect_widgets.core.search import SearchBot
from connect_widgets.table.thoughts import reason
from connect_widgets.table.words import TABLE_WORDS

CARDS = "dice=245 zone_die=4 shape_cards=FLTU face_down=-"
SHEET = "123456/51..../.23.../....../....../......"
CLAIM = f"phase=claim {CARDS} {SHEET}"
FILL = f"phase=fill {CARDS} {SHEET} d:425 w:25"  # the Number Dice 2 and 5 still to write
DEEDS = [  # (position, move, what it does in English, in French)
    (CLAIM, "claim b1 c1 d1 e1 b2", ["scores 20 points"], ["marque 20 points"]),
    (CLAIM, "claim c1 d1 e1 f1", ["scores 4 points"], ["marque 4 points"]),
    (CLAIM, "claim a1 b1 c1", [], []),  # a Connect-3 scores by the bonus it circles next
    (FILL, "write c2 2", ["makes a Connect-5 claimable"], ["rend un Connect-5 revendicable"]),
    (FILL, "write d2 2", ["makes a Connect-4 claimable"], ["rend un Connect-4 revendicable"]),
    (
        FILL,
        "write e2 2",
        ["leaves a Connect-4 one number away"],
        ["laisse un Connect-4 à un seul nombre d'être complet"],
    ),
    (FILL, "write f2 2", [], []),
]


def game_at(position: str) -> cw.Game:
    return cw.new_game("connnect", players=1, seed=0, position=position)


@pytest.mark.parametrize(("position", "action", "english", "french"), DEEDS)
def test_the_deeds_of_a_move_on_the_sheet(position: str, action: str, english: list[str], french: list[str]) -> None:
    game = game_at(position)
    before = game.to_json()
    bot = cw.make_bot("connnect", "hard", seed=0)
    assert isinstance(bot, ConnnectSearch)
    deeds = bot.deeds(game.seat(0), action)
    assert [str(deed) for deed in deeds] == english
    assert [deed.text("fr") for deed in deeds] == french
    assert game.to_json() == before  # read on a copy: the game is untouched


def test_the_bot_says_what_its_claim_scores() -> None:
    bot = cw.make_bot("connnect", "hard", seed=0, simulations=24)
    game = game_at(CLAIM)
    assert bot.choose(game.seat(0)) == "claim b1 c1 d1 e1 b2"
    analysis = bot.analysis()
    assert analysis is not None
    assert reason(analysis, TABLE_WORDS.table("en", "")).startswith("It scores 20 points. ")
    assert reason(analysis, TABLE_WORDS.table("fr", "")).startswith("Il marque 20 points. ")


def test_saying_what_a_move_does_changes_no_move(monkeypatch: pytest.MonkeyPatch) -> None:
    def moves() -> list[str]:
        game = cw.new_game("connnect", players=2, seed=3)
        game.auto_chance = True
        bots = [cw.make_bot("connnect", "medium", seed=seat, simulations=12) for seat in (0, 1)]
        while len(game.history) < 40:
            actor = game.actors()[0]
            game.apply(actor, bots[actor].choose(game.seat(actor)))
        return [action for _, action in game.history]

    said = moves()
    monkeypatch.setattr(ConnnectSearch, "deeds", SearchBot.deeds)
    assert moves() == said
