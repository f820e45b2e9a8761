"""The Connnect engine: set-up draws, preparation rolls, twelve rounds of Roll, Fill and Claim."""

from __future__ import annotations

from itertools import combinations_with_replacement
from math import factorial
from typing import Any

from ..core.errors import IllegalAction
from ..core.game import CHANCE, Game, GameInfo
from ..core.options import Option
from . import legal, moves
from .board import SETUP_BLUE, SETUP_RED
from .cards import DECKS, OBJECTIVE_BY_ID
from .claims import ORDER_RULES
from .moves import Context, refuse
from .rulebook import RULEBOOK_FILE
from .scoring import breakdown, free_action_penalty, objective_met
from .shapes import CONNECT5_LETTERS
from .state import CROSSED_OUT, EMPTY, Sheet, State
from .view import view

ROUNDS = 12


def _roll_outcomes() -> list[tuple[str, float]]:
    outcomes = []
    for dice in combinations_with_replacement(range(1, 7), 3):
        ways = factorial(3)
        for face in set(dice):
            ways //= factorial(dice.count(face))
        outcomes.append(("roll " + " ".join(map(str, dice)), ways / 216))
    return outcomes


ROLLS = _roll_outcomes()
"""The 56 results of three dice (lowest first) and their probabilities."""

NOTATION = (
    "Spaces a1-f6 (columns a-f, rows 1-6 from the top). Chance: 'card F', 'objective A2', 'first 0', "
    "'roll 2 4 5'. Players: 'zone 4', 'write c3 5', 'free 2 to 3', 'free skip 5', 'out', 'claim a1 b1 c1', "
    "'circle 3x1', 'move c3 e5', 'switch 2', 'plus c3 +1', 'skip', 'done'."
)

INFO = GameInfo(
    name="connnect",
    title="Connnect",
    rulebook=RULEBOOK_FILE,
    min_players=1,
    max_players=4,
    default_names=("Lisa", "Lucas", "Mia", "Noah"),
    options=(
        Option(
            "setup",
            "shared",
            "preparation: the first player's two shared rolls, or each player's own six",
            ("shared", "own"),
        ),
        Option("order", "branch", "what 'in order' demands of a branching shape (see the rules notes)", ORDER_RULES),
        Option("gaps", False, "ordered numbers may skip values (1-3-5) instead of running 1-2-3"),
        Option("arrows", "all", "which rows and columns carry the arrow and score as Lines", ("all", "alternate")),
        Option(
            "exhausted",
            28,
            "Free Action penalty once all seven boxes are crossed (the star box)",
            minimum=21,
            maximum=99,
        ),
    ),
    has_chance=True,
    simultaneous=True,
    notation=NOTATION,
    rules_notes="docs/rules/connnect.md",
)


class Connnect(Game[State]):
    """Connnect, the roll-and-write: 1-4 players, each on their own sheet, twelve rounds."""

    info = INFO

    @property
    def context(self) -> Context:
        """The rule options the claim search needs."""
        return Context(self.options["order"], self.options["gaps"])

    def _initial_state(self) -> State:
        return State(sheets=(Sheet(),) * len(self.players))

    # -------------------------------------------------------------- who acts
    def _actors(self, state: State) -> tuple[int, ...]:
        phase = state.phase
        if phase in ("setup", "prep", "roll"):
            return (CHANCE,)
        if phase == "zone":
            return (state.active,)
        if phase == "over":
            return ()
        memo = state.cache()
        if "actors" not in memo:
            memo["actors"] = tuple(i for i, sheet in enumerate(state.sheets) if not sheet.done)
        return memo["actors"]

    def _legal_actions(self, state: State, actor: int) -> list[str]:
        return list(self._list_actions(state, actor))  # memoised on the sheet

    def _list_actions(self, state: State, actor: int) -> list[str]:
        if state.phase == "zone":
            return legal.zone_actions(state)
        if state.phase == "fill":
            return legal.fill_actions(state.sheets[actor])
        return legal.claim_actions(state, actor, self.context)

    def _chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        if state.phase in ("prep", "roll"):
            return ROLLS
        if len(state.shape_cards) < 4:
            left = [c for c in CONNECT5_LETTERS if c not in state.shape_cards]
            return [(f"card {c}", 1 / len(left)) for c in left]
        if len(state.objectives) < 3:
            deck = DECKS["ABC"[len(state.objectives)]]
            return [(f"objective {c}", 1 / len(deck)) for c in deck]
        n = len(self.players)
        return [(f"first {i}", 1 / n) for i in range(n)]

    # -------------------------------------------------------------- apply
    def _apply(self, state: State, actor: int, action: str) -> State:
        if actor == CHANCE:
            return self._apply_chance(state, action)
        words = action.split()
        if action != " ".join(words):
            raise refuse(f"{action!r}: write an action with single spaces, like 'write c3 5'", "Fill Phase", action)
        if state.phase == "zone":
            return self._choose_zone(state, words, action)
        sheet = state.sheets[actor]
        if state.phase == "fill":
            new = self._fill(sheet, words, action)
            state = state.with_sheet(actor, new)
        else:
            state = self._claim_phase(state, actor, words, action)
        return self._advance(self._finish_if_forced(state, (actor,)))

    def _finish_if_forced(self, state: State, players) -> State:
        """A player whose only legal action would be "done" has finished their part of the phase."""
        for p in players:
            sheet = state.sheets[p]
            if sheet.done:
                continue
            if state.phase == "fill":
                only_done = not sheet.to_write and legal.fill_actions(sheet) == ["done"]
            else:
                only_done = legal.claim_actions(state, p, self.context) == ["done"]
            if only_done:
                state = state.with_sheet(p, sheet.edit(done=True))
        return state

    def _apply_chance(self, state: State, action: str) -> State:
        word, _, rest = action.partition(" ")
        if word == "card":
            return self._after_setup_draw(state.edit(shape_cards=(*state.shape_cards, rest)))
        if word == "objective":
            return self._after_setup_draw(state.edit(objectives=(*state.objectives, rest)))
        if word == "first":
            return state.edit(first=int(rest), phase="prep")
        dice = tuple(int(v) for v in rest.split())
        if state.phase == "prep":
            return self._prep_roll(state, dice)
        return state.edit(dice=dice, phase="zone")

    def _after_setup_draw(self, state: State) -> State:
        if len(state.shape_cards) == 4 and len(state.objectives) == 3 and len(self.players) == 1:
            return state.edit(first=0, phase="prep")
        return state

    def _prep_roll(self, state: State, dice: tuple[int, ...]) -> State:
        k = state.prep_rolls
        shared = self.options["setup"] == "shared"
        spaces = SETUP_BLUE if k % 2 == 0 else SETUP_RED
        players = range(len(self.players)) if shared else (k // 2,)
        for p in players:
            grid = list(state.sheets[p].grid)
            for cell, value in zip(spaces, dice, strict=False):
                grid[cell] = value
            state = state.with_sheet(p, state.sheets[p].edit(grid=tuple(grid)))
        rolls = 2 if shared else 2 * len(self.players)
        state = state.edit(prep_rolls=k + 1)
        if k + 1 == rolls:
            state = state.edit(phase="roll", round=1, active=state.first)
        return state

    def _choose_zone(self, state: State, words: list[str], action: str) -> State:
        if len(words) != 2 or words[0] != "zone" or not words[1].isdigit() or int(words[1]) not in state.dice:
            dice = ", ".join(map(str, state.dice))
            raise refuse(
                f"choose one of the dice ({dice}) as the Zone Die, like 'zone {state.dice[0]}'", "Roll Phase", action
            )
        zone = int(words[1])
        numbers = moves.without(state.dice, zone)
        sheets = tuple(
            s if s.out else s.edit(zone=zone, numbers=numbers, to_write=numbers, done=False) for s in state.sheets
        )
        return state.edit(
            zone=zone, numbers=numbers, tracker=(*state.tracker, (zone, *numbers)), sheets=sheets, phase="fill"
        )

    def _fill(self, sheet: Sheet, words: list[str], action: str) -> Sheet:
        verb = words[0] if words else ""
        if verb == "write" and len(words) == 3:
            return moves.fill_write(sheet, words, action)
        if verb == "free":
            return moves.free_action(sheet, words, action)
        if verb == "out" and len(words) == 1:
            return moves.go_out(sheet, action)
        if verb == "done" and len(words) == 1:
            if sheet.to_write:
                left = " and ".join(map(str, sheet.to_write))
                raise refuse(f"you MUST still write {left} in zone {sheet.zone}", "Fill Phase", action)
            return sheet.edit(done=True)
        return self._kept_bonus(sheet, words, action, "fill")

    def _kept_bonus(self, sheet: Sheet, words: list[str], action: str, phase: str) -> Sheet:
        verb = words[0] if words else ""
        if verb == "move" and len(words) == 3:
            return moves.use_cross(sheet, words, action)
        if verb == "switch" and len(words) == 2:
            return moves.use_switch(sheet, words, action, phase)
        if verb == "plus" and len(words) == 3:
            return moves.use_plus(sheet, words, action)
        section = "Fill Phase" if phase == "fill" else "Claim Phase"
        raise refuse(f"{action!r} is not a move here; the notation is: {NOTATION}", section, action)

    def _claim_phase(self, state: State, actor: int, words: list[str], action: str) -> State:
        sheet = state.sheets[actor]
        verb = words[0] if words else ""
        if sheet.to_circle:
            if verb != "circle" or len(words) != 2:
                raise refuse(
                    f"first circle a bonus in the Connect-{sheet.to_circle} section",
                    f"Connect-{sheet.to_circle}",
                    action,
                )
            return state.with_sheet(actor, moves.circle_bonus(sheet, words, action))
        if sheet.pending:
            if verb == "write" and len(words) == 3:
                return state.with_sheet(actor, moves.lightning_write(sheet, words, action))
            if verb == "skip" and len(words) == 1:
                return state.with_sheet(actor, moves.skip_write(sheet, action))
            if verb == "switch" and len(words) == 2 and sheet.pending[0] == 0:
                return state.with_sheet(actor, moves.use_switch(sheet, words, action, "claim"))
            raise refuse("a lightning bonus MUST be used immediately: write its number first", "Bonuses", action)
        if verb == "claim":
            return moves.claim(state, actor, words, action, self.context)
        if verb == "done" and len(words) == 1:
            return state.with_sheet(actor, sheet.edit(done=True))
        if verb == "circle":
            raise refuse("a bonus is circled right after claiming a Connect-3 or Connect-4", "Connect-3", action)
        return state.with_sheet(actor, self._kept_bonus(sheet, words, action, "claim"))

    # -------------------------------------------------------------- phases and rounds
    def _advance(self, state: State) -> State:
        if any(not s.done for s in state.sheets):
            return state
        if all(s.out for s in state.sheets):
            return state.edit(phase="over")
        if state.phase == "fill":
            sheets = tuple(s if s.out else s.edit(done=False) for s in state.sheets)
            state = state.edit(phase="claim", sheets=sheets)
            return self._advance(self._finish_if_forced(state, range(len(sheets))))
        return self._end_round(state)

    def _end_round(self, state: State) -> State:
        if state.connect5_round:  # remove the top score card; claimed shape cards turn face down
            state = state.edit(
                score_cards=state.score_cards[1:],
                face_down=state.face_down + tuple(c for c in state.connect5_round if c not in state.face_down),
            )
        sheets = []
        for sheet in state.sheets:
            connect4 = tuple(
                (CROSSED_OUT if mark == EMPTY and state.connect4_first[k] == state.round else mark, circle)
                for k, (mark, circle) in enumerate(sheet.connect4)
            )
            if connect4 != sheet.connect4:
                sheet = sheet.edit(connect4=connect4)
            changes: dict = {}
            objectives = self._objectives(state, sheet)
            if objectives != sheet.objectives:
                changes["objectives"] = objectives
            if not sheet.out:
                changes.update(zone=0, numbers=(), to_write=(), connect5_round=(), done=False)
            sheets.append(sheet.edit(**changes) if changes else sheet)
        state = state.edit(sheets=tuple(sheets), connect5_round=(), dice=(), zone=0, numbers=())
        if state.round == ROUNDS:
            return state.edit(phase="over")
        n = len(self.players)
        active = next(p % n for p in range(state.active + 1, state.active + n + 1) if not state.sheets[p % n].out)
        return state.edit(round=state.round + 1, active=active, phase="roll")

    def _objectives(self, state: State, sheet: Sheet) -> tuple[int, ...]:
        written = []
        for card_id, points in zip(state.objectives, sheet.objectives, strict=False):
            card = OBJECTIVE_BY_ID[card_id]
            if not points and state.round <= card.deadline and objective_met(card, sheet):
                points = card.points
            written.append(points)
        return tuple(written)

    # -------------------------------------------------------------- scores and views
    def _score_breakdown(self, state: State, player: int) -> dict[str, int]:
        return breakdown(state.sheets[player], self.options["arrows"], self.options["exhausted"])

    def _scores(self, state: State) -> tuple[int, ...]:
        memo = state.cache()
        if "scores" not in memo:
            memo["scores"] = tuple(sum(self._score_breakdown(state, p).values()) for p in range(len(state.sheets)))
        return memo["scores"]

    def _winners(self, state: State) -> tuple[int, ...]:
        """Most points; ties go to the fewest negative points (Free Action), then are shared.

        A player out of the game cannot win unless everybody is out.
        """
        scores = self._scores(state)
        players = [p for p, s in enumerate(state.sheets) if not s.out] or list(range(len(scores)))
        exhausted = self.options["exhausted"]
        key = {p: (scores[p], -free_action_penalty(state.sheets[p], exhausted)) for p in players}
        best = max(key.values())
        return tuple(p for p in players if key[p] == best)

    def _view(self, state: State, player: int | None) -> dict[str, Any]:
        return view(self, state)

    def _describe(self, state: State) -> str:
        if state.phase in ("setup", "prep"):
            return "set-up: drawing cards and rolling the setup numbers"
        if state.phase == "over":
            scores = "-".join(map(str, self._scores(state)))
            return f"game over after round {state.round}: {scores}"
        who = (
            ", ".join(self.players[p] for p in self._actors(state))
            if state.phase in ("zone", "fill", "claim")
            else "dice"
        )
        what = {"roll": "Roll Phase", "zone": "choosing the Zone Die", "fill": "Fill Phase", "claim": "Claim Phase"}
        return f"round {state.round} of {ROUNDS}, {what[state.phase]}: {who} to act"

    def explain(self, player: int, action: str) -> str:
        """Why ``action`` is or is not legal for ``player`` now: '' if legal, else the reason naming the rule."""
        if player not in self._actors(self._state):
            return f"it is not {self.players[player]}'s turn to act ({self.describe()})"
        try:
            self._apply(self._state, player, action)
        except IllegalAction as refusal:
            return refusal.message
        return ""
