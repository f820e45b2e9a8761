"""The Num Connect engine: dealing, laying on shared grids, drawing, discarding, the end."""

from __future__ import annotations

from collections import Counter
from typing import Any

from connect_widgets import CHANCE, Game, GameInfo, IllegalAction, Option

from .cards import add_sorted, build_deck, remove_one
from .grid import axis_of, compute_slots
from .messages import message, section
from .moves import fits, is_legal, legal_actions
from .notation import __doc__ as NOTATION_DOC
from .notation import parse_move
from .refusals import diagnose
from .rulebook import rule_text
from .state import HORIZONTAL, Combo, Pending, State
from .views import public_view

OPTIONS = (
    Option("colours", 4, "number of classic colours (red, blue, green, yellow, orange, purple)", minimum=3, maximum=6),
    Option("rainbows", 6, "number of Rainbow cards in the deck", minimum=1, maximum=12),
    Option("shadows", 6, "number of Shadow cards in the deck", minimum=1, maximum=12),
    Option("hand_size", 10, "cards dealt to each player", minimum=3, maximum=20),
    Option(
        "rainbow_gap",
        "several",
        "how many missing cards one Rainbow replaces in a same-colour run",
        choices=("several", "one"),
    ),
)

INFO = GameInfo(
    name="num_connect",
    title="Num Connect",
    rulebook="003_1919311eca47b907.txt",
    min_players=2,
    max_players=4,
    default_names=("Alice", "Bruno", "Chloe", "Driss"),
    options=OPTIONS,
    has_chance=True,
    hidden_information=True,
    notation=NOTATION_DOC or "",
    rules_notes="docs/rules/num_connect.md",
)


class NumConnect(Game[State]):
    """Num Connect: lay combinations of numbered cards in shared grids; first to empty their hand wins."""

    info = INFO

    # ------------------------------------------------------------------ setup and chance
    def _initial_state(self) -> State:
        deck = build_deck(self.options["colours"], self.options["rainbows"], self.options["shadows"])
        n = len(self.players)
        if n * self.options["hand_size"] >= len(deck):
            raise ValueError(
                f"option hand_size={self.options['hand_size']} is too large: {n} hands would take the whole "
                f"{len(deck)}-card deck; choose at most {(len(deck) - 1) // n}"
            )
        return State(hands=((),) * n, draw=deck, opened=(False,) * n)

    def _actors(self, state: State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.phase in ("deal", "drawing"):
            return (CHANCE,)
        return (state.turn,)

    def _chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        counts = Counter(state.draw)
        total = len(state.draw)
        return [(card, count / total) for card, count in counts.items()]

    def _deal_target(self, state: State) -> int:
        return state.dealt % len(self.players)

    def _public_action(self, state: State, actor: int, action: str, viewer: int) -> str:
        """A card dealt or drawn names its card only to its receiver; every other action is public.

        Cards laid (even tentatively: the tentative combination lies face up on the table) and
        discarded are seen by all, so the notation shows them; ``cancel`` names no card.
        """
        if actor != CHANCE:
            return action
        receiver = self._deal_target(state) if state.phase == "deal" else state.turn
        name = self.players[receiver]
        card = action if viewer == receiver else "a card"
        return f"deals {card} to {name}" if state.phase == "deal" else f"{name} draws {card}"

    # ------------------------------------------------------------------ actions
    def _legal_actions(self, state: State, actor: int) -> list[str]:
        return list(legal_actions(state, actor, self.options["rainbow_gap"]))

    def _apply(self, state: State, actor: int, action: str) -> State:
        if actor == CHANCE:
            return self._apply_chance(state, action)
        if not is_legal(state, actor, action, self.options["rainbow_gap"]):
            code = diagnose(state, actor, action, self.options["rainbow_gap"])
            raise IllegalAction(f"{action!r}: {message(code)}", rule=rule_text(section(code)), action=action)
        move = parse_move(action)
        assert move is not None
        handler = getattr(self, f"_do_{move.verb}")
        new = handler(state, actor, move)
        return _replace(new, last=(actor, action))

    def _apply_chance(self, state: State, card: str) -> State:
        draw = remove_one(state.draw, card)
        if state.phase == "deal":
            target = self._deal_target(state)
            hands = _set(state.hands, target, add_sorted(state.hands[target], card))
            done = state.dealt + 1 == len(self.players) * self.options["hand_size"]
            return _replace(state, hands=hands, draw=draw, dealt=state.dealt + 1, phase="play" if done else "deal")
        hands = _set(state.hands, state.turn, add_sorted(state.hands[state.turn], card))
        return _replace(state, hands=hands, draw=draw, phase="discard")

    def _do_draw(self, state: State, actor: int, move) -> State:
        return _replace(state, phase="drawing")

    def _do_discard(self, state: State, actor: int, move) -> State:
        drew = state.phase == "discard"
        hand = remove_one(state.hands[actor], move.card)
        state = _replace(state, hands=_set(state.hands, actor, hand), discard=(*state.discard, move.card))
        if not hand:
            return _replace(state, phase="over")
        quiet = state.quiet + 1 if not state.laid and not drew else 0  # could neither lay nor draw
        if quiet >= len(self.players):
            return _replace(state, phase="over", quiet=quiet)
        return _replace(
            state, turn=(actor + 1) % len(self.players), phase="play", laid=False, quiet=quiet, turns=state.turns + 1
        )

    def _do_new(self, state: State, actor: int, move) -> State:
        pending = Pending(len(state.grids), HORIZONTAL, ((0, 0),), (move.card,), -1)
        return self._take(state, actor, move.card, pending)

    def _do_cross(self, state: State, actor: int, move) -> State:
        slot = next(s for s in state.slots if s.combo < 0 and s.grid == move.grid and s.cell == move.cell)
        anchor_card = state.grids[slot.grid][slot.anchor]
        if slot.front:
            pending = Pending(slot.grid, slot.axis, (slot.cell, slot.anchor), (move.card, anchor_card), 1)
        else:
            pending = Pending(slot.grid, slot.axis, (slot.anchor, slot.cell), (anchor_card, move.card), 0)
        return self._take(state, actor, move.card, pending)

    def _do_put(self, state: State, actor: int, move) -> State:
        p = state.pending
        assert p is not None
        if move.cell < p.cells[0]:
            pending = Pending(p.grid, p.axis, (move.cell, *p.cells), (move.card, *p.cards), p.anchor + (p.anchor >= 0))
        else:
            pending = Pending(p.grid, p.axis, (*p.cells, move.cell), (*p.cards, move.card), p.anchor)
        return self._take(state, actor, move.card, pending)

    def _do_cancel(self, state: State, actor: int, move) -> State:
        hand = state.hands[actor]
        for card in state.pending.laid():  # type: ignore[union-attr]
            hand = add_sorted(hand, card)
        return _replace(state, hands=_set(state.hands, actor, hand), pending=None)

    def _do_confirm(self, state: State, actor: int, move) -> State:
        p = state.pending
        assert p is not None
        grids, axes = state.grids, state.axes
        if p.grid == len(grids):
            grids, axes = (*grids, {}), (*axes, {})
        cells, bits = dict(grids[p.grid]), dict(axes[p.grid])
        for cell, card in zip(p.cells, p.cards, strict=False):
            cells[cell] = card
            bits[cell] = bits.get(cell, 0) | p.axis
        combos = (*state.combos, Combo(p.grid, p.cells, p.cards))
        state = _replace(state, pending=None, opened=_set(state.opened, actor, True))
        return self._laid(state, actor, _set(grids, p.grid, cells), _set(axes, p.grid, bits), combos)

    def _do_ext(self, state: State, actor: int, move) -> State:
        gap = self.options["rainbow_gap"]
        slot = next(
            s
            for s in state.slots
            if s.combo >= 0 and s.grid == move.grid and s.cell == move.cell and fits(state, s, move.card, gap)
        )
        index = slot.combo
        combo = state.combos[index]
        end = combo.cells[0] if slot.front else combo.cells[-1]
        bit = axis_of(end, slot.cell)
        if slot.front:
            new = Combo(combo.grid, (slot.cell, *combo.cells), (move.card, *combo.cards))
        else:
            new = Combo(combo.grid, (*combo.cells, slot.cell), (*combo.cards, move.card))
        cells, bits = dict(state.grids[slot.grid]), dict(state.axes[slot.grid])
        cells[slot.cell] = move.card
        bits[slot.cell] = bit
        bits[end] = bits.get(end, 0) | bit
        hand = remove_one(state.hands[actor], move.card)
        state = _replace(state, hands=_set(state.hands, actor, hand))
        combos = _set(state.combos, index, new)
        return self._laid(state, actor, _set(state.grids, slot.grid, cells), _set(state.axes, slot.grid, bits), combos)

    def _take(self, state: State, actor: int, card: str, pending: Pending) -> State:
        hand = remove_one(state.hands[actor], card)
        return _replace(state, hands=_set(state.hands, actor, hand), pending=pending)

    def _laid(self, state: State, actor: int, grids, axes, combos) -> State:
        over = not state.hands[actor]  # the game stops the moment a player lays their last card
        return _replace(
            state,
            grids=grids,
            axes=axes,
            combos=combos,
            slots=compute_slots(grids, axes, combos),
            laid=True,
            phase="over" if over else state.phase,
        )

    # ------------------------------------------------------------------ scores and views
    def _scores(self, state: State) -> tuple[int, ...]:
        return tuple(
            -len(hand) - (len(state.pending.laid()) if state.pending and i == state.turn else 0)
            for i, hand in enumerate(state.hands)
        )

    def _score_breakdown(self, state: State, player: int) -> dict[str, int]:
        return {"cards left in hand": self._scores(state)[player]}

    def _view(self, state: State, player: int | None) -> dict[str, Any]:
        return public_view(self, state, player)

    def _describe(self, state: State) -> str:
        if state.phase == "deal":
            return f"dealing: {state.dealt} of {len(self.players) * self.options['hand_size']} cards dealt"
        if state.phase == "over":
            winners = self._winners(state)
            return f"game over after {state.turns} turns: {' and '.join(self.players[w] for w in winners)} won"
        name = self.players[state.turn]
        doing = {
            "play": "to lay, draw or discard" if state.laid else "to lay or draw",
            "drawing": "drawing",
            "discard": "to discard",
        }[state.phase]
        if state.pending is not None:
            doing = f"laying a combination of {len(state.pending.cards)} cards"
        return f"turn {state.turns}: {name} {doing}"


def _set(items: tuple, index: int, value: Any) -> tuple:
    return (*items[:index], value, *items[index + 1 :])


def _replace(state: State, **changes: Any) -> State:
    """A new state with ``changes`` (and a fresh memo of legal actions)."""
    new = object.__new__(State)
    new.__dict__.update(state.__dict__)
    new.__dict__.update(changes)
    new.__dict__["memo"] = {}
    return new


__all__ = ["INFO", "NumConnect"]
