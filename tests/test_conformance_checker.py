"""The conformance checker catches a game that breaks the protocol, and says where: a checker that
passes every game would prove nothing about the four."""

from __future__ import annotations

import sys
import types

import pytest

from connect_widgets import IllegalAction
from connect_widgets.core import registry
from connect_widgets.testing import check_game, variants
from tests.toy_game import ToyGame


class LenientToy(ToyGame):
    """Reads "PICK 2" and " pick 2 " as "pick 2", as a parser that lower-cases and strips would."""

    def _apply(self, state: tuple, actor: int, action: str) -> tuple:
        return super()._apply(state, actor, action.strip().lower() if actor >= 0 else action)


class OverListingToy(ToyGame):
    """Lists "pick 4", which its rules refuse."""

    def _legal_actions(self, state: tuple, actor: int) -> list[str]:
        return [*super()._legal_actions(state, actor), "pick 4"]

    def _apply(self, state: tuple, actor: int, action: str) -> tuple:
        if action == "pick 4":
            raise IllegalAction("'pick 4': pick 1, 2 or 3", rule="Toy rule 1", action=action)
        return super()._apply(state, actor, action)


def registered(monkeypatch: pytest.MonkeyPatch, name: str, game: type[ToyGame]) -> str:
    """Register ``game`` under ``name``, as a wing's ``__init__.py`` and the registry would."""
    module = types.ModuleType(f"tests._{name}")
    module.GAME = game  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(registry.GAME_MODULES, name, module.__name__)
    return name


def test_a_move_read_in_another_spelling_than_the_listed_one_fails_the_check(monkeypatch) -> None:
    name = registered(monkeypatch, "lenient", LenientToy)
    with pytest.raises(AssertionError, match=r"'PICK \d' is accepted for \d but not listed \(listed: 'pick \d'\)"):
        check_game(name, 2, games=3)


def test_a_listed_move_the_rules_refuse_fails_saying_it_was_listed(monkeypatch) -> None:
    name = registered(monkeypatch, "overlisting", OverListingToy)
    listed_but_refused = r"seed \d+ step \d+: 'pick 4' is listed for \d but refused: 'pick 4': pick 1, 2 or 3"
    with pytest.raises(AssertionError, match=listed_but_refused):
        check_game(name, 2, games=3)


def test_the_spellings_tried_are_lookalike_digits_the_other_case_and_spaces_around() -> None:
    assert variants("write e6 5") == ("write e⁶ ⁵", "write e٦ ٥", "WRITE E6 5", " write e6 5 ")
    assert variants("B2") == ("B²", "B٢", "b2", " B2 ")
    assert variants("bell") == ("BELL", " bell ")
