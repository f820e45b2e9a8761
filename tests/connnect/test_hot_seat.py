"""Two players at one screen (hot seat): what each seat's clicks reach, through the table as the widget drives it."""

from __future__ import annotations

from connect_widgets.table import Table

LISA, LUCAS = 0, 1


def zone_phase(bots=None) -> Table:
    """A table at its first Zone Die choice (the set-up and the roll are dealt by the seed)."""
    table = Table("connnect", players=["Lisa", "Lucas"], bots=bots, seed=3)
    assert table.game.state.phase == "zone"
    return table


def fill_phase() -> Table:
    table = zone_phase()
    table.click(table.game.state.active, "die:0")
    assert table.game.state.phase == "fill" and set(table.game.actors()) == {LISA, LUCAS}
    return table


def sheets(table: Table) -> dict[int, dict]:
    board = table.view(1)["board"]
    return {board["player"]: board["sheet"], **{other["player"]: other["sheet"] for other in board["others"]}}


def test_escape_drops_only_the_selection_of_the_seat_that_pressed_it() -> None:
    """Lisa and Lucas each pick a Number Die on their own sheet; Lucas's Escape must not drop Lisa's."""
    table = fill_phase()
    table.click(LISA, "num:1")
    table.click(LUCAS, "num:0")
    assert "die" in sheets(table)[LISA] and "die" in sheets(table)[LUCAS]
    table.cancel(LUCAS)
    assert "die" in sheets(table)[LISA] and "die" not in sheets(table)[LUCAS]
    table.cancel()  # no seat named: the seat shown, Lisa
    assert "die" not in sheets(table)[LISA]


def test_the_dice_are_click_targets_only_for_a_human_choosing_the_zone_die() -> None:
    """Python, not the page, says whose clicks the dice are: the active player's, if a human plays that
    seat here, lit as legal when hints are on."""
    table = zone_phase()
    active = table.game.state.active
    dice = table.view(1)["board"]["table"]
    assert dice["pick"] == active and dice["choose"] is True
    table.hints = False
    dice = table.view(2)["board"]["table"]
    assert dice["pick"] == active and "choose" not in dice
    table.click(active, "die:0")
    assert "pick" not in table.view(3)["board"]["table"]  # the Fill Phase: the dice are chosen


def test_a_bots_zone_die_is_not_the_screens_to_click() -> None:
    for seed in range(20):
        table = Table("connnect", players=["Lisa", "Bot"], bots={1: "easy"}, seed=seed)
        if table.game.state.active == 1:
            break
    else:
        raise AssertionError("no seed of 20 lets the bot roll first")
    assert table.game.state.phase == "zone" and table.seat() == LISA
    assert "pick" not in table.view(1)["board"]["table"]
