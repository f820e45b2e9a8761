"""``game.explain`` says what an allowed move will do, with the passage that says so: a card laid
where it does not fit (check_on_place=False), a wrong bell and a card put back that fits."""

from __future__ import annotations

from typing import Any

import connect_widgets as cw
from connect_widgets.connect_the_thoughts.cards import fits, is_correct


def game(position: str, **options: Any) -> cw.Game:
    return cw.new_game("connect_the_thoughts", players=2, seed=1, position=position, **options)


def chain(start: int, length: int) -> list[int]:
    row = [start]
    for card in range(1, 81):
        if len(row) < length and card not in row and fits(row[-1], card):
            row.append(card)
    return row


def test_a_card_laid_where_it_does_not_fit_is_explained_by_the_wrong_bell() -> None:
    """Allowed on the table: "...or the row shows an error, he or she must return all cards"; it
    quoted "Hannah cannot place this card", which says the opposite of "allowed"."""
    verdict = game("rows=1|- hands=2|-").explain(0, "place R")
    assert verdict.legal and "the row now has an error that the bell will find" in verdict.reason
    assert "or the row shows an error" in str(verdict.rule)


def test_a_wrong_bell_is_explained_as_one() -> None:
    short = game("rows=1.29|40").explain(0, "bell")
    assert short.legal and short.reason.startswith("a wrong bell with 2 cards of seven: the row goes back")
    assert "does not have seven cards in his or her row" in str(short.rule)
    row = chain(1, 7)
    misfit = next(card for card in range(1, 81) if card not in row and not fits(row[2], card))
    wrong = [*row[:3], misfit, *row[4:]]
    assert not is_correct(wrong)
    error = game(f"rows={'.'.join(map(str, wrong))}|-").explain(0, "bell")
    assert error.reason.startswith("a wrong bell: the row of seven has an error")
    assert is_correct(row)
    right = game(f"rows={'.'.join(map(str, row))}|-").explain(0, "bell")
    assert right.reason.startswith("a correct row of seven") and "that player may keep" in str(right.rule)


def test_putting_back_a_card_that_fits_is_not_called_a_card_that_does_not_fit() -> None:
    verdict = game("rows=9|- hands=11|-").explain(0, "return")  # 9 and 11 both show an umbrella
    assert (
        verdict.legal
        and verdict.reason == "card 11 (top hat, bicycle, umbrella) fits your row, but may go back face-down too"
    )
