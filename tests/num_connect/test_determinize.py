"""What a player knows, and ``determinize``: the other hands and the draw pile drawn again from the
cards that player has not seen, the cards everyone saw go back into a hand kept in place.

The agreement of a sampled game with its player's view and legal actions is checked on every game
by the conformance suite; here: what everyone remembers, that samples differ, leave the real game
alone, depend only on what the player knows, and put each unseen card anywhere with equal chance.
"""

from __future__ import annotations

import json
import math
import random
from collections import Counter

import connect_widgets as cw
from connect_widgets import CHANCE
from connect_widgets.num_connect.cards import build_deck
from connect_widgets.testing import snapshot
from tests.num_connect.helpers import OPENING, P0, P1, dealt, play

P2 = ["G1", "G2", "O3", "B9", "B10", "Y12", "R14", "*"]
SAMPLES = 20_000


def shown_hands() -> cw.Game:
    """Three players. Alice opens and discards Y9; Bruno starts a column of fives through her R5
    (showing he holds a Rainbow and a Shadow: he has not laid yet), puts a Shadow on it, takes it
    back (Y5 and the Shadow are seen going back into his hand), draws and discards R2. Chloe to play."""
    game = dealt([P0, P1, P2], colours=5)
    play(game, 0, *OPENING, "discard Y9")
    play(game, 1, "cross g0 r-1c0 Y5", "put g0 r-2c0 #", "cancel", "draw")
    game.apply(CHANCE, "O16")
    play(game, 1, "discard R2")
    return game


def unseen(game: cw.Game, player: int) -> Counter[str]:
    """The cards ``player`` has not seen: the draw pile and the others' hands less their known cards."""
    state = game.state
    cards = Counter(state.draw)
    for other, hand in enumerate(state.hands):
        if other != player:
            cards.update(hand)
            cards.subtract(state.known[other])
    return +cards


def test_everyone_knows_the_cards_a_cancel_takes_back_and_the_jokers_a_first_start_shows():
    game = dealt([P0, P1, P2], colours=5)
    play(game, 0, *OPENING, "discard Y9")
    game.apply(1, "cross g0 r-1c0 Y5")  # not opened yet: only a player with a Rainbow and a Shadow may
    assert game.state.known[1] == ("*", "#")
    game.apply(1, "put g0 r-2c0 #")  # the Shadow leaves the hand: one Shadow fewer known
    assert game.state.known[1] == ("*",)
    game.apply(1, "cancel")
    assert game.state.known[1] == ("Y5", "*", "#")
    play(game, 1, "draw")
    game.apply(CHANCE, "O16")  # a card drawn is seen by its receiver only
    assert game.state.known[1] == ("Y5", "*", "#")
    game.apply(1, "discard Y5")  # a known card discarded is no longer in the hand
    assert game.state.known == ((), ("*", "#"), ())
    assert game.state.known[0] == () and game.state.known[2] == ()


def test_a_free_combination_started_shows_everyone_the_rainbow_and_the_shadow_it_needs():
    game = dealt([P0, P1])
    game.apply(0, "new R5")  # only a player with a Rainbow and a Shadow may start one
    assert game.state.known == (("*", "#"), ())


def test_cards_laid_and_discarded_are_seen_by_all_so_they_are_never_redrawn():
    game = shown_hands()
    seen = Counter(card for grid in game.state.grids for card in grid.cards.values()) + Counter(game.state.discard)
    deck = Counter(build_deck(5, 6, 6))
    for player in range(3):
        hidden = unseen(game, player)
        # what is unseen is the deck less what the player saw: the laid, the discarded, their hand, the known
        known = Counter(card for other in range(3) if other != player for card in game.state.known[other])
        assert hidden == deck - seen - Counter(game.state.hands[player]) - known
        for seed in range(50):
            state = game.determinize(player, random.Random(seed)).state
            assert Counter(state.draw) + sum((Counter(h) for h in state.hands), Counter()) == deck - seen
            assert state.hands[player] == game.state.hands[player]
            for other in range(3):
                assert len(state.hands[other]) == len(game.state.hands[other])
                assert not Counter(state.known[other]) - Counter(state.hands[other])  # known cards stay put
            assert state.grids == game.state.grids and state.discard == game.state.discard


def test_samples_differ_in_the_hidden_parts_across_rng_seeds():
    game = shown_hands()
    for player in range(3):
        samples = [game.determinize(player, random.Random(seed)).state for seed in range(20)]
        hidden = {(s.hands, s.draw) for s in samples}
        assert len(hidden) == 20, f"player {player}: only {len(hidden)} different deals in 20 samples"
        assert {s.hands[player] for s in samples} == {game.state.hands[player]}
        again = game.determinize(player, random.Random(3)).state
        assert again == game.determinize(player, random.Random(3)).state  # the same rng, the same sample


def test_determinizing_and_playing_on_the_copy_never_change_the_real_game():
    game = shown_hands()
    game.auto_chance = True
    before, future = snapshot(game), game.clone()
    for seed in range(10):
        twin = game.determinize(seed % 3, random.Random(seed))
        while not twin.is_over and len(twin.history) < 40:  # the copy's own chance draws from its own seed
            actor = twin.actors()[0]
            twin.apply(actor, random.Random(seed).choice(twin.legal_actions(actor)))
    assert snapshot(game) == before
    for copy in (game, future):  # and the real game meets the cards it would have met
        rng = random.Random(7)
        while not copy.is_over and len(copy.history) < len(before[0]) + 60:
            actor = copy.actors()[0]
            copy.apply(actor, rng.choice(copy.legal_actions(actor)))
    assert game.history == future.history


def test_the_sample_depends_on_what_the_player_knows_never_on_the_real_hidden_cards():
    a = shown_hands()
    # the same public game, with other cards in Chloe's hand and in the draw pile
    b = dealt([P0, P1, ["G3", "G4", "O5", "B11", "B12", "Y13", "R15", "*"]], colours=5)
    play(b, 0, *OPENING, "discard Y9")
    play(b, 1, "cross g0 r-1c0 Y5", "put g0 r-2c0 #", "cancel", "draw")
    b.apply(CHANCE, "O16")
    play(b, 1, "discard R2")
    for player in (0, 1):
        assert json.dumps(a.view(player)) == json.dumps(b.view(player))
        assert a.state.hands != b.state.hands and a.state.draw != b.state.draw
        for seed in range(20):
            assert a.determinize(player, random.Random(seed)).state == b.determinize(player, random.Random(seed)).state


def test_each_unseen_card_is_equally_likely_in_each_hidden_place():
    """Over many samples, each card Alice has not seen lies in Bruno's hand, Chloe's hand or the
    draw pile in proportion to the unseen cards each place holds; Bruno's known cards never move."""
    game = shown_hands()
    player, state = 0, game.state
    pool = unseen(game, player)
    size = sum(pool.values())
    places: dict[str, int | None] = {"Bruno": 1, "Chloe": 2, "draw pile": None}
    counts: dict[str, Counter[str]] = {place: Counter() for place in places}
    rng = random.Random(2024)
    for _ in range(SAMPLES):
        sample = game.determinize(player, rng).state
        assert not Counter(state.known[1]) - Counter(sample.hands[1])
        counts["draw pile"].update(sample.draw)
        for place, seat in (("Bruno", 1), ("Chloe", 2)):
            counts[place].update(Counter(sample.hands[seat]) - Counter(state.known[seat]))
    worst, chi2, cells = 0.0, 0.0, 0
    for place, other in places.items():
        slots = len(state.draw) if other is None else len(state.hands[other]) - len(state.known[other])
        for card, copies in pool.items():
            # hypergeometric: `slots` of the `size` unseen cards go to this place
            expected = copies * slots / size
            variance = slots * (copies / size) * (1 - copies / size) * (size - slots) / (size - 1)
            z = (counts[place][card] / SAMPLES - expected) / math.sqrt(variance / SAMPLES)
            worst, chi2, cells = max(worst, abs(z)), chi2 + z * z, cells + 1
    print(f"\n{SAMPLES} samples, {len(pool)} kinds of unseen cards ({size} cards), {cells} (card, place) cells:")
    print(f"max |z| = {worst:.2f}, sum of z^2 = {chi2:.1f}")
    assert worst < 4.5
    assert abs(chi2 - cells) < 6 * math.sqrt(2 * cells)
