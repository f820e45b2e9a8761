"""The teaching helper: every combination rule, valid and invalid, with Rainbow and Shadow cases."""

from __future__ import annotations

import pytest

from connect_widgets.num_connect import RULEBOOK, WORDS, check_combination
from connect_widgets.num_connect.rulebook import GROUNDS, TRANSLATIONS


def verdict(text: str, **kwargs):
    return check_combination(text.split(), **kwargs)


@pytest.mark.parametrize(
    ("cards", "kind"),
    [
        ("R5 B5 G5", "set"),
        ("R5 B5 G5 Y5 O5 P5", "set"),
        ("R5 R6 R7", "same-colour run"),
        ("R7 R6 R5", "same-colour run"),
        ("R5 B6 G7", "multicolour run"),
        ("R0 R1 R2", "same-colour run"),
        ("R14 R15 R16", "same-colour run"),
    ],
)
def test_plain_combinations_are_valid(cards, kind):
    result = verdict(cards)
    assert result.valid and result.kind == kind and result.reasons == ()


def test_at_least_three_cards():
    assert verdict("R5 R6").reasons == ("too_short",)
    assert verdict("R5").reasons == ("too_short",)


def test_set_colours_must_differ():
    assert verdict("R5 R5 G5").reasons == ("set_colours",)
    assert verdict("R5 * R5").reasons == ("set_colours",)  # not a run either


def test_one_numbered_card_with_jokers_too_many_for_a_set_reads_as_a_run():
    assert verdict("R5 * * * * * *").kind == "same-colour run"  # R5 to R11


def test_set_has_at_most_six_cards():
    assert verdict("R5 B5 G5 Y5 * *").valid
    assert verdict("R5 B5 G5 Y5 O5 P5 *").reasons == ("set_too_big",)


def test_run_values_must_follow():
    assert verdict("R5 R7 R8").reasons == ("run_gap",)
    assert verdict("R5 B9 G7").reasons == ("run_gap",)


def test_run_is_one_colour_or_all_different():
    assert verdict("R5 B6 R7").reasons == ("run_colours",)
    assert verdict("R5 R6 B7").reasons == ("run_colours",)


def test_runs_reach_0_and_16_in_either_direction():
    assert verdict("R14 B15 G16").kind == verdict("G2 B1 R0").kind == "multicolour run"
    assert verdict("R14 R15 R16", rainbow_gap="one").kind == "same-colour run"
    assert verdict("B16 B15 #", rainbow_gap="one").kind == "same-colour run"


def test_runs_stay_within_0_and_16():
    assert verdict("R15 R16 *").reasons == ("run_range",)
    assert verdict("R15 B16 #").reasons == ("run_range",)
    assert verdict("R14 B15 R16 #").reasons == ("run_gap",)  # read downwards: one reason against, not two
    assert verdict("# R0 R1").reasons == ("run_range",)
    assert verdict("R1 R0 #").reasons == ("run_range",)


def test_rainbow_counts_as_a_different_colour():
    assert verdict("R5 * G5").kind == "set"
    assert verdict("R5 * G7").kind == "multicolour run"


def test_rainbow_replaces_missing_cards_in_a_same_colour_run():
    assert verdict("R5 * R7").valid
    assert verdict("R5 * R9").valid  # one Rainbow, several missing cards (option rainbow_gap="several")
    assert verdict("R5 * * R9").valid
    assert verdict("R5 * R9", rainbow_gap="one").reasons == ("rainbow_one",)  # the option, not a gap left
    assert verdict("R5 * R7", rainbow_gap="one").valid


@pytest.mark.parametrize(
    ("cards", "reasons"),
    [  # one Rainbow for several missing values (R14 and R15 here): the run still stays within 0 and 16
        ("R13 * R16", ()),
        ("R16 * R13", ()),
        ("R0 * R3", ()),
        ("R3 * R0", ()),
        ("R11 * R14 R15 R16", ()),
        ("R13 * R16 #", ("run_range",)),  # the Shadow would be a 17
        ("# R0 * R3", ("run_range",)),  # ... or a -1
        ("R14 R15 * R0", ("run_gap",)),
    ],
)
def test_a_wide_run_reaches_0_and_16_and_no_further_counting_the_shadows_at_its_ends(cards, reasons):
    assert verdict(cards).reasons == reasons


def test_rainbow_cannot_stand_between_cards_that_already_follow():
    assert verdict("R5 * R6").reasons == ("rainbow_between",)
    assert verdict("R5 * B6").reasons == ("rainbow_between",)  # in a multicolour run too
    assert verdict("R5 * R6", rainbow_gap="one").reasons == ("rainbow_between",)
    assert verdict("R5 * B8 Y9").reasons == ("run_gap",)  # B8 and Y9 follow, with no Rainbow between them


def test_rainbow_never_bridges_a_gap_in_a_multicolour_run():
    assert verdict("R5 * B9").reasons == ("run_gap",)


def test_rainbow_restarts_a_multicolour_run_colours_may_repeat():
    assert verdict("R5 B6 * R8 B9").valid
    assert verdict("R5 B6 R7").reasons == ("run_colours",)  # without the Rainbow


def test_rainbow_lets_the_run_change_type():
    assert verdict("R5 B6 * Y8 Y9").valid  # multicolour, then same colour
    assert verdict("R5 R6 * B8 G9").valid


def test_shadow_only_at_start_or_end():
    assert verdict("# R5 R6").valid
    assert verdict("R5 R6 #").valid
    assert verdict("R5 # R7").reasons == ("shadow_inside",)


def test_shadow_completes_a_combination_like_a_rainbow():
    assert verdict("R5 B5 #").kind == "set"
    assert verdict("R5 R6 #").kind == "same-colour run"
    assert verdict("# R6 B7").kind == "multicolour run"


def test_only_a_shadow_may_stand_next_to_a_shadow():
    assert verdict("# # R5 R6").valid
    assert verdict("R4 R5 R6 # #").valid
    assert verdict("# * # R5").reasons == ("shadow_inside",)


def test_a_combination_needs_a_numbered_card():
    assert verdict("* * #").reasons == ("no_number",)


def test_partial_checks_parts_of_a_combination():
    assert check_combination(["R5", "B6"], partial=True).valid
    assert not check_combination(["R5", "B9"], partial=True).valid


def test_bad_cards_and_options_are_refused_with_valid_values():
    with pytest.raises(ValueError, match="not a card"):
        check_combination(["R17", "R5", "R6"])
    with pytest.raises(ValueError, match="'one', 'several'"):
        check_combination(["R5", "R6", "R7"], rainbow_gap="two")
    with pytest.raises(ValueError, match=r"as a list of codes, like .* not the text 'R5 R6 R7'"):
        check_combination("R5 R6 R7")  # read letter by letter, it said "'R' is not a card"


def test_every_reason_names_a_rule_in_english_and_french():
    for key, rule in GROUNDS.items():
        assert rule in RULEBOOK, key
    for prefix in ("refuse.", "click.", "prompt."):
        french = WORDS.table("fr", prefix)
        for key, en in WORDS.table("en", prefix).items():
            assert en and french[key] and en != french[key], key
    result = verdict("R5 # R7")
    assert result.messages("fr") == [WORDS.text("refuse.shadow_inside", "fr")]
    assert result.rules() == [RULEBOOK.text("shadow")]
    assert "invalide" in result.explain("fr") and "invalid" in result.explain()
    assert result.to_json()["valid"] is False


@pytest.mark.parametrize("gap", ["several", "one"])
def test_every_part_of_a_valid_combination_is_a_valid_part(gap):
    """Why laying card by card loses no legal lay: each run of neighbouring cards of a valid
    combination passes the partial check, and each run of 3 or more is itself valid."""
    import random

    rng = random.Random(gap)
    deck = [f"{c}{v}" for c in "RBGY" for v in range(17)] + ["*", "#"] * 3
    found = 0
    while found < 300:
        start = rng.choice(deck[:68])
        cards = [start]
        for _ in range(rng.randint(2, 7)):
            card = rng.choice(deck)
            cards = [card, *cards] if rng.random() < 0.5 else [*cards, card]
            if not check_combination(cards, gap, partial=True).valid:
                break
        else:
            if not check_combination(cards, gap).valid:
                continue
            found += 1
            for i in range(len(cards)):
                for j in range(i + 1, len(cards) + 1):
                    part = cards[i:j]
                    assert check_combination(part, gap, partial=True).valid, (cards, part)
                    if len(part) >= 3 and any(c not in "*#" for c in part):
                        assert check_combination(part, gap).valid, (cards, part)


def test_a_check_as_json_holds_its_kind_reasons_messages_rules_and_line_in_the_language_asked() -> None:
    valid = verdict("R1 R2 R3")
    assert valid.to_json("fr") == {
        "valid": True,
        "kind": "same-colour run",
        "reasons": [],
        "messages": [],
        "rules": [],
        "text": "R1 R2 R3 : valide (suite de même couleur)",
    }
    assert valid.explain() == "R1 R2 R3: valid (same-colour run)"
    invalid = verdict("R1 B5")
    short, gap = (WORDS.text(f"refuse.{code}") for code in ("too_short", "run_gap"))
    assert invalid.messages() == [short, gap]
    assert invalid.to_json() == {
        "valid": False,
        "kind": None,
        "reasons": ["too_short", "run_gap"],
        "messages": [short, gap],
        # in English, our translation of the French rulebook (the widget marks it as one), not French unmarked
        "rules": [TRANSLATIONS[GROUNDS["refuse.too_short"]], TRANSLATIONS[GROUNDS["refuse.run_gap"]]],
        "text": f"R1 B5: invalid: {short}; {gap}",
    }
    assert invalid.to_json("fr")["text"] == "R1 B5 : invalide : " + "; ".join(invalid.messages("fr"))
    assert (
        invalid.to_json("fr")["rules"]
        == invalid.rules()
        == [RULEBOOK.text(GROUNDS[f"refuse.{r}"]) for r in invalid.reasons]
    )
