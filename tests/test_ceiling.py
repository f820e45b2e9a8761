"""What play can change against a bot, easy by default (``python -m benchmarks.ceiling``): each game's
best try is chosen after the fact, and the tally reads those best games as the arena reads its own."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from benchmarks.ceiling import BEST, EASY, best_in_hindsight, ceiling, label, tries
from connect_widgets.matches import Outcome


def _try(seats: tuple[str, str], scores: tuple[int, int], deal: int = 7) -> Outcome:
    winners = (0,) if scores[0] > scores[1] else (1,) if scores[1] > scores[0] else (0, 1)
    return Outcome(seats, scores, winners, 30, deal)


def test_each_game_keeps_a_win_over_a_tie_over_a_loss_and_then_the_biggest_lead() -> None:
    hard, rand = label("hard"), label("random")
    outcomes = [
        _try((hard, EASY), (-5, 0)),  # the challenger first: a loss, then wins by 2 and by 5
        _try((rand, EASY), (0, -2)),
        _try((hard, EASY), (0, -5)),
        _try((EASY, hard), (-3, -3)),  # the challenger second: a tie beats a loss
        _try((EASY, rand), (0, -4)),
        _try((rand, EASY), (0, -1), deal=8),  # another deal, one try
    ]
    best = sorted(best_in_hindsight(outcomes), key=lambda outcome: (outcome.deal, outcome.seats))
    assert best == [
        Outcome((BEST, EASY), (0, -5), (0,), 30, 7),
        Outcome((EASY, BEST), (-3, -3), (0, 1), 30, 7),
        Outcome((BEST, EASY), (0, -1), (0,), 30, 8),
    ]


def test_every_game_of_the_schedule_is_tried_by_every_challenger_seed() -> None:
    attempts = list(tries("num_connect", 4, 0, (("easy", 1), ("random", 2))))
    assert len(attempts) == 4 * 3
    assert {(kind, number) for _, kind, number in attempts} == {("easy", 0), ("random", 0), ("random", 1)}
    assert len({match.game_seed for match, _, _ in attempts}) == 2  # two deals, each from both seats


def test_another_opponent_plays_the_same_deals_with_the_same_seeds_in_its_own_seat() -> None:
    against_easy = list(tries("num_connect", 4, 0, (("hard", 1),)))
    against_medium = list(tries("num_connect", 4, 0, (("hard", 1),), against="medium"))
    for (easy_match, _, _), (medium_match, _, _) in zip(against_easy, against_medium, strict=True):
        seat = easy_match.seats.index(EASY)
        assert medium_match.seats[seat] == "medium" and medium_match.specs[seat] == "medium"
        assert (medium_match.game_seed, medium_match.bot_seeds) == (easy_match.game_seed, easy_match.bot_seeds)


def test_the_best_try_is_found_whatever_the_opponent_is_called() -> None:
    hard = label("hard")
    outcomes = [_try((hard, "medium"), (1, 2)), _try((hard, "medium"), (4, 2)), _try(("medium", hard), (0, -1))]
    best = sorted(best_in_hindsight(outcomes), key=lambda outcome: outcome.seats)
    assert best == [Outcome((BEST, "medium"), (4, 2), (0,), 30, 7), Outcome(("medium", BEST), (0, -1), (0,), 30, 7)]


def test_the_hindsight_row_wins_every_game_some_try_won_and_is_the_same_for_a_seed() -> None:
    challengers = (("easy", 1), ("random", 2))
    with ThreadPoolExecutor(2) as executor:
        table, records = ceiling("num_connect", 2, 3, executor=executor, challengers=challengers)
        again, _ = ceiling("num_connect", 2, 3, executor=executor, challengers=challengers)
    (row,) = table.rows
    assert (row.first, row.second, row.games) == (BEST, EASY, 2)
    assert table.rows == again.rows and table.outcomes == again.outcomes
    assert sum(records["easy"]) == 2 and sum(records["random"]) == 4
    assert row.wins >= records["easy"][0] and 2 * row.wins >= records["random"][0]
