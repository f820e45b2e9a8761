"""Player names that show nothing, or two that show alike, are refused; the names of every script and
emoji are not. The same check runs from ``cw.new_game``, ``cw.play`` and a save read back."""

from __future__ import annotations

import json

import pytest

import connect_widgets as cw

STARTS = ("new_game", "play", "load_game")
"""The three ways a list of names reaches the check."""


def start(way: str, names: list[str]) -> tuple[str, ...]:
    """The players of a Connect5 game started with ``names`` the given way."""
    if way == "new_game":
        return cw.new_game("connect5", players=names).players
    if way == "play":
        return cw.play("connect5", players=names, bot_delay=0).game.players
    save = json.loads(cw.new_game("connect5", players=["Ann", "Bob"]).to_json())
    save["players"] = names  # a save edited by hand, or written by an older version
    return cw.load_game(json.dumps(save)).players


def refusal(way: str, names: list[str]) -> str:
    """What refusing ``names`` says (a save prefixes it with what part of the save is wrong)."""
    with pytest.raises(ValueError) as error:
        start(way, names)
    text = str(error.value)
    if way == "load_game":
        assert isinstance(error.value, cw.CorruptSave)
        assert text.startswith("the save's settings are invalid: ")
        return text.removeprefix("the save's settings are invalid: ")
    return text


PLAIN = "a player name is one line of plain text (no invisible character: {}), not {}"
JOINER = "U+200D ZERO WIDTH JOINER, which only joins two characters, as in an emoji"
SHOWS_NOTHING = "a player name must show a character (not only invisible ones or accents), not {}"


@pytest.mark.parametrize("way", STARTS)
@pytest.mark.parametrize(
    ("name", "message"),
    [
        # a format character (category Cf) draws nothing: the status read "move 1: \u200b to move"
        ("\u200b", PLAIN.format("U+200B ZERO WIDTH SPACE", "'\\u200b'")),
        ("\ufeff", PLAIN.format("U+FEFF ZERO WIDTH NO-BREAK SPACE", "'\\ufeff'")),
        ("\u00ad", PLAIN.format("U+00AD SOFT HYPHEN", "'\\xad'")),
        ("\u2060", PLAIN.format("U+2060 WORD JOINER", "'\\u2060'")),
        ("A\u200bB", PLAIN.format("U+200B ZERO WIDTH SPACE", "'A\\u200bB'")),
        # a joiner is allowed only between two characters, as in an emoji
        ("\u200d", PLAIN.format(JOINER, "'\\u200d'")),
        ("Ann\u200d", PLAIN.format(JOINER, "'Ann\\u200d'")),
        ("\u200d\U0001f469", PLAIN.format(JOINER, "'\\u200d\U0001f469'")),
        # a combining mark alone, or a character drawn blank, shows nothing either
        ("\u0301", SHOWS_NOTHING.format("'\\u0301'")),
        ("\u0301\u0308", SHOWS_NOTHING.format("'\\u0301\\u0308'")),
        ("\u3164", SHOWS_NOTHING.format("'\\u3164'")),
        (" \u2800 ", SHOWS_NOTHING.format("' \\u2800 '")),
    ],
)
def test_a_name_that_shows_nothing_is_refused_saying_why(way: str, name: str, message: str) -> None:
    assert refusal(way, [name, "Bob"]) == message


@pytest.mark.parametrize("way", STARTS)
@pytest.mark.parametrize(
    ("names", "message"),
    [
        (
            ["e\u0301", "\u00e9"],
            "player names must differ: 'e\u0301' and 'é' show the same name, written two ways: 'e\\u0301' and '\\xe9'",
        ),
        (
            ["Zoë", "Zoe\u0308"],
            "player names must differ: 'Zoë' and 'Zoe\u0308' show the same name, "
            "written two ways: 'Zo\\xeb' and 'Zoe\\u0308'",
        ),
        (
            ["A\u200dB", "AB"],
            "player names must differ: 'A\\u200dB' and 'AB' show the same name, written two ways: 'A\\u200dB' and 'AB'",
        ),
    ],
)
def test_names_that_show_alike_are_refused_as_the_same(way: str, names: list[str], message: str) -> None:
    assert refusal(way, names) == message


@pytest.mark.parametrize("way", STARTS)
@pytest.mark.parametrize(
    "names",
    [
        ["Zoë", "e\u0301mile"],  # an accent precomposed, or combining after its letter
        ["李雷", "さくら"],
        ["محمد", "דוד"],
        ["\U0001f469\u200d\U0001f4bb", "\U0001f468\U0001f3fd\u200d\U0001f680"],  # emoji joined by ZWJ
        ["\u2764\ufe0f\u200d\U0001f525", "\U0001f3f3\ufe0f\u200d\U0001f308"],  # through a variation selector
        ["\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f", "\U0001f3f4"],  # Scotland's flag
        ["\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", "\u0915\u094d\u200d\u0937"],  # ZWNJ in Persian, ZWJ
        ["Ann", "ann"],  # case is kept: the two show apart, and the log says each as written
    ],
)
def test_names_of_every_script_and_emoji_are_kept_as_written(way: str, names: list[str]) -> None:
    assert start(way, names) == tuple(names)
