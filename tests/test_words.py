"""Words: the "you" and singular variants, French with its accents, and French widgets with no English."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

import connect_widgets as cw
from connect_widgets.core.registry import game_module
from connect_widgets.core.words import PROTOCOL, Viewer, Words, is_one, is_you
from connect_widgets.table import panels
from connect_widgets.table.words import TABLE_WORDS
from connect_widgets.testing import play_open

ALL_WORDS = {name: game_module(name).Interaction.words for name in cw.GAME_NAMES}
ALL_WORDS.update(table=TABLE_WORDS, protocol=PROTOCOL)

NAME_FIELDS = {"name", "names", "who", "mover", "picker", "owner", "winners"}
COUNT_FIELDS = {"n", "count", "score", "supply", "won", "points", "cards"}
SPOKEN = ("prompt.", "page.", "log.", "deed.", "status", "click.", "describe.turn", "describe.won", "describe.playing")
"""Keys the widget shows a player (``allowed.`` reasons, option help and board files are for Python)."""

NOT_PLAYERS = {
    "click.not_a_space",
    "click.no_cross_source",
    "click.no_plus_source",
    "click.not_a_bonus",
    "click.bonus_unusable",
    "click.not_a_number",
}
"""Connnect's click refusals whose ``{name}`` is a click target, not a player."""

BAD_YOU = re.compile(r"\b(You|Vous)('s| is\b| has\b| \w+s\b| gagne\b| joue\b| pioche\b| retourne\b| lance\b)")
BAD_ONE = re.compile(r"\b1 (cards|points|tokens|rows|cartes|jetons|rangées)\b")


def test_a_variant_is_chosen_by_its_field() -> None:
    words = Words.pairs(
        {
            "won": ("{name} wins", "{name} gagne"),
            "won/you:name": ("you win", "vous gagnez"),
            "cards": ("{name}: {n} cards", "{name} : {n} cartes"),
            "cards/one:n": ("{name}: {n} card", "{name} : {n} carte"),
            "cards/you:name/one:n": ("you: {n} card", "vous : {n} carte"),
        }
    )
    assert words.text("won", name="Alice") == "Alice wins"
    assert words.text("won", name="You") == words.text("won", name=" you ") == "you win"
    assert words.text("won", "fr", name="Vous") == words.text("won", "fr", name=Viewer("Alice")) == "vous gagnez"
    assert words.text("cards", name="Alice", n=2) == "Alice: 2 cards"
    assert words.text("cards", name="Alice", n=1) == "Alice: 1 card"
    assert words.text("cards", name="You", n=1) == "you: 1 card"  # the most specific variant
    assert words.text("cards", name="You", n=3) == "You: 3 cards"
    assert words.phrase("won", name="You").text("fr") == "vous gagnez"
    assert is_one(1) and is_one(-1) and is_one("1") and not is_one(True) and not is_one(0) and not is_one(11)
    assert is_you("YOU") and not is_you("Youssef") and not is_you(None)


def test_a_variant_needs_its_key_and_no_field_of_its_own() -> None:
    with pytest.raises(ValueError, match="needs the key"):
        Words(en={"won/you:name": "you win"})
    with pytest.raises(ValueError, match="needs the key"):
        Words(en={"won": "{name} wins", "won/you:name": "you win {prize}"})
    with pytest.raises(ValueError, match="condition"):
        Words(en={"won": "{name} wins", "won/they:name": "they win"})


@pytest.mark.parametrize("speaker", sorted(ALL_WORDS))
def test_no_sentence_a_player_sees_says_you_wins_or_1_cards(speaker: str) -> None:
    words = ALL_WORDS[speaker]
    for lang, you in (("en", "You"), ("fr", "Vous")):
        for key in words.keys():  # noqa: SIM118 (Words is not a mapping)
            if "/" in key or (not key.startswith(SPOKEN) and speaker not in ("table", "protocol")):
                continue
            fields = set(re.findall(r"\{(\w+)", words.text(key, lang)))
            for named in (fields & NAME_FIELDS) - ({"name"} if key in NOT_PLAYERS else set()):
                as_you = {f: you if f == named else "Alice" if f in NAME_FIELDS else 2 for f in fields}
                assert not BAD_YOU.search(words.text(key, lang, **as_you)), (key, words.text(key, lang, **as_you))
            as_one = {f: 1 if f in COUNT_FIELDS else "Alice" for f in fields}
            assert not BAD_ONE.search(words.text(key, lang, **as_one)), (key, words.text(key, lang, **as_one))


UNACCENTED = re.compile(
    r"\b(premieres?|dernieres?|memes?|etre|deja|tres|apres|derriere|differentes?|regles?|defauss\w*|a cliquer|"
    r"a jouer|a un bout|a cote|terminees?|selectionn\w*|posees?|ecri(?:re|vez|t)|numerotees?|etat|"
    r"ecran|bloquees?|strategiques?|speciale|distribuees?|cachees?|occupee|etend(?:re)?|depasserait|"
    r"piochees?|recommencer a)\b",
    re.IGNORECASE,
)
"""French words that always take an accent, written without it (the rulebook file's spelling)."""


@pytest.mark.parametrize("speaker", sorted(ALL_WORDS))
def test_the_interface_french_has_its_accents(speaker: str) -> None:
    bare = {key: text for key, text in ALL_WORDS[speaker].table("fr", "").items() if UNACCENTED.search(text)}
    assert not bare


def test_the_deny_list_catches_the_rulebook_spelling() -> None:
    from connect_widgets.num_connect.rulebook import RULEBOOK

    assert UNACCENTED.search(RULEBOOK.text("first_lay"))  # "premieres", quoted as written: the test can fail
    assert not UNACCENTED.search("la première pose doit être à un bout")


DENIED = [("la ligne est bloquee", True), ("les lignes sont bloquees", True), ("la ligne est bloquée", False),
    ("ce jeton bloque la ligne", False), ("les jetons bloquent", False)]  # fmt: skip
"""Texts and whether the deny list flags them: "bloque" (it blocks) needs no accent, "bloquee" does."""


@pytest.mark.parametrize(("text", "flagged"), DENIED)
def test_the_deny_list_flags_a_missing_accent_and_not_a_word_that_takes_none(text: str, flagged: bool) -> None:
    assert bool(UNACCENTED.search(text)) is flagged


def test_the_status_line_says_you_win_to_a_player_called_you() -> None:
    over = SimpleNamespace(is_over=True, winners=lambda: (0,), players=("You", "Bot"))
    for lang, said in (("en", "Game over: you win."), ("fr", "Partie terminée : vous gagnez.")):
        assert panels.status_line(over, {}, TABLE_WORDS.table(lang, "")) == said  # type: ignore[arg-type]
    over.players = ("Alice", "Bot")
    assert panels.status_line(over, {}, TABLE_WORDS.table("en", "")) == "Game over: Alice wins."  # type: ignore[arg-type]


def test_the_log_and_the_scores_speak_the_table_language() -> None:
    game = cw.new_game("num_connect", seed=3)
    english, french = TABLE_WORDS.table("en", ""), TABLE_WORDS.table("fr", "")
    assert panels.log_view(game, 0, english)[1]["action"] == "deals a card to Bruno"
    assert panels.log_view(game, 0, french)[1]["action"] == "distribue une carte à Bruno"
    assert panels.scores_view(game, french)["labels"] == ["cartes restant en main"]
    assert panels.scores_view(game, english)["labels"] == panels.scores_view(game)["categories"]
    connect5 = cw.new_game("connect5")
    assert panels.scores_view(connect5, french)["labels"] == ["jetons mangés", "Connect 5"]


def test_num_connect_rules_are_translated_and_marked_with_the_original_one_click_away() -> None:
    from connect_widgets.num_connect.rulebook import RULEBOOK, TRANSLATIONS, shown_rule

    assert set(TRANSLATIONS) == set(RULEBOOK)
    english = shown_rule("end", "en")
    assert english["text"] == TRANSLATIONS["end"] and english["original"] == RULEBOOK.text("end")
    assert english["translated"] == "translated from the French rulebook" and english["section"] == "End of the game"
    assert shown_rule("end", "fr") == {"section": "Fin de partie", "text": RULEBOOK.text("end")}


ALLOWED_SAME = {
    "connect",
    "rainbow",
    "shadow",
    "score",
    "total",
    "zone",
    "active",
    "c",
    "pile",
    "orange",
    "composition",
    "points",
    "point",
    "scores",
    "table",
    "final",
    "cactus",
    "options",
}
"""Words French writes as English does: names of the games' own things, and a few shared words."""


def _same(english: str, french: str) -> bool:
    """Whether a French text is left in English: equal, with letters, and not an allowed word."""
    words = set(re.findall(r"[A-Za-zÀ-ÿ]+", re.sub(r"\{\w+\}", "", english).lower()))
    return english == french and not words <= ALLOWED_SAME


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_french_widget_shows_no_english(name: str) -> None:
    views = {}
    for lang in ("en", "fr"):
        widget = cw.play(name, lang=lang, seed=5, bots={1: "heuristic"})
        widget.table.run_bots(max_moves=6)
        views[lang] = (widget.table.view(0), widget.fixed_layout["words"], widget.table)
    (en, en_words, en_table), (fr, fr_words, fr_table) = views["en"], views["fr"]
    pairs = [(en["prompt"], fr["prompt"]), (en["status"], fr["status"])]
    pairs += [(a["label"], b["label"]) for a, b in zip(en["buttons"], fr["buttons"], strict=True)]
    history = en_table.game.history  # the notation reads the same in every language; words must not
    worded = [(a, b) for a, b in zip(en["log"], fr["log"], strict=True) if a["action"] != history[a["n"] - 1][1]]
    pairs += [(a["action"], b["action"]) for a, b in worded]
    pairs += list(
        zip(
            panels.scores_view(en_table.game, en_table.text)["labels"],
            panels.scores_view(fr_table.game, fr_table.text)["labels"],
            strict=True,
        )
    )
    pairs += [(en_words[key], fr_words[key]) for key in en_words]
    left = [english for english, french in pairs if _same(english, french)]
    assert not left


SINGULAR = [(1, True), (-1, True), ("1", True), ("-1", True), (1.0, True), (True, False), (0, False), (11, False),
    ("11", False), ("X1", False), ("1-", False), ("one", False), (None, False)]  # fmt: skip


@pytest.mark.parametrize(("value", "one"), SINGULAR)
def test_the_singular_is_for_the_count_1_or_minus_1_written_as_a_number_or_as_digits(value: object, one: bool) -> None:
    assert is_one(value) is one


def test_the_inspector_line_is_worded_by_python_separators_included() -> None:
    """French writes a space before the colon: the separators of the inspector's line are words too."""
    fields = {"describe": "Round 1", "actors": "[0]"}
    assert TABLE_WORDS.text("inspector_line", "en", n=3, **fields) == "Round 1 · actors: [0] · 3 history entries"
    assert TABLE_WORDS.text("inspector_line", "fr", n=3, **fields) == "Round 1 · acteurs : [0] · 3 entrées d'historique"
    assert TABLE_WORDS.text("inspector_line", "en", n=1, **fields) == "Round 1 · actors: [0] · 1 history entry"
    assert TABLE_WORDS.text("inspector_line", "fr", n=1, **fields) == "Round 1 · acteurs : [0] · 1 entrée d'historique"


def _played(name: str, moves: int = 12) -> cw.Game:
    """A seeded game a few moves in, each the first legal move of the first to act, never the one
    that would end it (``testing.play_open``)."""
    return play_open(cw.new_game(name, seed=1), moves)


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_the_position_is_said_in_french_and_so_is_a_refusal_that_quotes_it(name: str) -> None:
    """A French refusal of a player who may not act quoted the position in English ("ce n'est pas à
    Bruno de jouer (turn 1: Alice to lay or draw)")."""
    game = _played(name)
    english, french = game.describe(), game.describe("fr")
    assert english != french and french == game.seat(0).describe("fr")
    with pytest.raises(ValueError, match="lang='de' is not available"):
        game.describe("de")
    waiting = next((p for p in range(len(game.players)) if p not in game.actors()), None)
    if waiting is None:  # Connnect's Fill Phase: everybody acts; CHANCE is refused instead
        with pytest.raises(cw.IllegalAction) as refused:
            game.apply(cw.CHANCE, "roll 1 1 1")
    else:
        with pytest.raises(cw.IllegalAction) as refused:
            game.apply(waiting, game.legal_actions(game.actors()[0])[0])
    assert refused.value.phrase is not None
    assert refused.value.phrase.text("fr").endswith(f"({french})")
    assert str(refused.value).endswith(f"({english})")


def test_connnect_says_a_game_over_in_the_widget_s_language() -> None:
    widget = cw.play("connnect", lang="fr", seed=1, bots={0: "easy", 1: "easy"}, bot_delay=0)
    widget.run_bots()
    assert widget.game.is_over and widget.view["prompt"] == widget.game.describe("fr")
    assert widget.view["prompt"].startswith("partie terminée après la manche 12 : ")


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_explain_says_why_in_the_language_asked(name: str) -> None:
    """explain() spoke English only, though every allowed. sentence has its French."""
    game = cw.new_game(name, seed=2)
    actor = game.actors()[0]
    action = game.legal_actions(actor)[0]
    english, french = game.explain(actor, action), game.explain(actor, action, "fr")
    assert english.legal and french.legal and english.reason != french.reason
    assert french.rule == english.rule and game.explain(actor, action, "en") == english
    refused, refusal = game.explain(actor, "no such move", "fr"), game.refusal(actor, "no such move")
    assert refusal is not None and not refused.legal and refused.reason == refusal.text("fr")
    with pytest.raises(ValueError, match="lang='de' is not available"):
        game.explain(actor, action, "de")


def test_a_french_widget_s_click_raises_its_refusal_in_french() -> None:
    widget = cw.play("connect5", lang="fr", seed=1)
    widget.click("dot:e3")
    with pytest.raises(cw.IllegalAction, match=r"^le jeton sur e3 appartient à Rouge") as refused:
        widget.click("dot:e3")
    assert refused.value.text("en").startswith("e3 holds Rouge's token")  # the phrase is kept
    assert refused.value.said_in("en").message.startswith("e3 holds Rouge's token")  # and back to English
    english = cw.play("connect5", seed=1)
    english.click("dot:e3")
    with pytest.raises(cw.IllegalAction, match=r"^e3 holds Red's token"):  # an English widget: English
        english.click("dot:e3")


def test_a_connnect_refusal_quotes_the_position_it_was_made_in() -> None:
    """The refusal quoted the live game: read later, it described a later position."""
    widget = cw.play("connnect", players=["Lisa", "Lucas"], seed=1, lang="fr", bot_delay=0)
    waiting = next(p for p in range(2) if p not in widget.game.actors())
    with pytest.raises(cw.IllegalAction) as refused:
        widget.click("die:0", seat=waiting)
    said, english = str(refused.value), widget.game.describe()
    assert said.endswith(widget.game.describe("fr"))
    actor = widget.game.actors()[0]
    widget.game.apply(actor, widget.game.legal_actions(actor)[0])  # the game moves on
    assert widget.game.describe() != english
    assert str(refused.value) == said and refused.value.text("en").endswith(english)
