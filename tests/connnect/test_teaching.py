"""The teaching helpers read every sheet field back from ``game.view()`` as the engine holds it."""

from __future__ import annotations

import connect_widgets as cw
from connect_widgets import RandomBot
from connect_widgets.connnect import HeuristicBot, parse_sheet, read_sheet
from connect_widgets.connnect.board import NAMES
from connect_widgets.connnect.cards import BONUSES
from connect_widgets.connnect.shapes import CONNECT4_ORDER

from .helpers import play_round, scripted


def expected(game, player):
    """The fields as the engine's state holds them (tests may read the state; notebooks may not)."""
    sheet = game.state.sheets[player]
    return {
        "grid": tuple("".join(str(v) if v else "." for v in sheet.grid[r * 6 : r * 6 + 6]) for r in range(6)),
        "crossed": tuple(NAMES[i] for i in range(36) if sheet.crossed >> i & 1),
        "claims": tuple((kind, tuple(NAMES[c] for c in cells)) for kind, cells in sheet.claims),
        "bonuses": {bonus.id: "ocx"[s] for bonus, s in zip(BONUSES, sheet.bonuses, strict=True)},
        "free_used": sheet.free_used,
        "dice": (sheet.zone, *sheet.numbers) if sheet.zone else (),
        "to_write": sheet.to_write,
        "lightning": sheet.pending,
        "to_circle": sheet.to_circle,
        "connect4": {
            letter: ".ox"[m] + ".ox"[c] for letter, (m, c) in zip(CONNECT4_ORDER, sheet.connect4, strict=True)
        },
        "connect5": sheet.connect5,
        "objectives": sheet.objectives,
        "status": "out" if sheet.out else "done" if sheet.done else "acting",
        "total": game.scores()[player],
    }


def test_read_sheet_matches_the_state_through_whole_games() -> None:
    seen: set[str] = set()
    for seed in range(4):
        game = cw.new_game("connnect", players=3, seed=seed)
        bots = [HeuristicBot(seed), RandomBot(seed), HeuristicBot(seed + 1)]
        while not game.is_over:
            for player in range(3):
                fields = read_sheet(game, player)
                assert fields == expected(game, player)
                seen.update(k for k, v in fields.items() if v and k not in ("grid", "bonuses", "connect4", "status"))
            actor = game.actors()[0]
            game.apply(actor, bots[actor].choose(game.seat(actor)))
    assert {"claims", "free_used", "dice", "to_write", "to_circle", "objectives", "total"} <= seen


def test_read_sheet_on_the_rulebook_connect4_example() -> None:
    game = scripted()
    play_round(game, (1, 2, 4), 4, writes={1: ["write a1 1", "write b1 2"], 0: ["write a2 1", "write a1 2"]})
    play_round(
        game,
        (3, 4, 4),
        4,
        writes={1: ["write c1 3", "write d1 4"], 0: ["write b1 3", "write c1 4"]},
        claims={1: ["claim a1 b1 c1 d1", "circle 4x"], 0: ["claim a1 b1 c1 a2", "circle 4p"]},
    )
    lucas = read_sheet(game, 1)
    assert lucas["claims"] == (("4I", ("a1", "b1", "c1", "d1")),)
    assert lucas["connect4"]["I"] == "ox" and lucas["connect4"]["L"] == "x."
    assert lucas["bonuses"]["4x"] == "c" and lucas["objectives"] == (0, 0, 0)
    assert lucas["grid"][:2] == ("12341.", "...2..")
    assert lucas["status"] == "acting" and lucas["dice"] == () and lucas["total"] == game.scores()[1]
    assert parse_sheet(game.view()["sheets"][1]) == lucas
