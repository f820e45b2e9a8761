"""What a screen reader is told: a rule quoted in the rulebook's own language, which is not the
widget's (an English rulebook in a French widget), carries that language, in the rule panel (with
Python's note saying so) and in a refusal's notice; and the moves since the player's own (a bot's
answer) are said once, in a polite live region."""

from __future__ import annotations

from playwright.sync_api import Page, expect

import connect_widgets as cw
from connect_widgets.num_connect.cards import card_phrase

from .lab import AXE, violations
from .pages import Live


def test_an_english_rule_in_a_french_widget_is_marked_english(live_page: Page) -> None:
    widget = cw.play("connect5", seed=1, lang="fr", bot_delay=0)
    live = Live(live_page, widget)
    panel = live_page.locator(".cw-rule")
    expect(panel.locator("blockquote")).to_have_attribute("lang", "en")
    expect(panel.locator("blockquote")).to_have_text(widget.view["rule"]["text"])
    expect(panel.locator(".cw-rule-translated")).to_have_text("les mots mêmes du livret de règles, en anglais")
    expect(panel.locator("h4")).not_to_have_attribute("lang", "en")  # our heading is French

    live.click("[data-target='dot:e3']")  # Rouge places
    live.click("[data-target='dot:e3']")  # Bleu clicks Rouge's token: refused, quoting the rulebook
    quote = live_page.locator(".cw-notice-rule")
    expect(quote).to_have_attribute("lang", "en")
    expect(quote).to_contain_text(widget.notice["rule"])
    live_page.add_script_tag(path=str(AXE))
    assert violations(live_page, 0) == []


def test_a_rule_in_the_widget_s_own_language_carries_none(live_page: Page) -> None:
    Live(live_page, cw.play("num_connect", seed=1, lang="fr", bot_delay=0))  # a French rulebook
    expect(live_page.locator(".cw-rule blockquote").first).not_to_have_attribute("lang", "en")
    expect(live_page.locator(".cw-rule .cw-rule-translated")).to_have_count(0)


def test_a_bot_s_answer_is_said_in_a_polite_live_region_line_by_line(live_page: Page) -> None:
    widget = cw.play("connect5", seed=11, bots={1: "easy"}, bot_delay=10)  # the bot waits: stepped below
    live = Live(live_page, widget)
    live.click("[data-target='dot:a1']")
    said = live_page.locator(".cw-said")
    expect(said).to_have_attribute("aria-live", "polite")
    expect(said).to_have_attribute("aria-relevant", "additions")
    expect(said.locator("p")).to_have_text(["Red places a token on a1."])
    live_page.evaluate("() => { document.querySelector('.cw-said p').dataset.first = 'yes'; }")
    widget.run_bots()
    live.sync()
    expect(said.locator("p")).to_have_text([line["text"] for line in widget.view["said"]])
    assert said.locator("p").count() == 2 and said.locator("p").first.get_attribute("data-first") == "yes"  # kept
    assert said.evaluate("(region) => region.getBoundingClientRect().width") <= 1  # heard, not shown
    live_page.add_script_tag(path=str(AXE))
    assert violations(live_page, 0) == []


def test_the_widget_says_its_language_whatever_the_page_s(live_page: Page) -> None:
    Live(live_page, cw.play("num_connect", seed=1, lang="fr", bot_delay=0))
    live_page.evaluate("() => { document.documentElement.lang = 'en'; }")  # JupyterLab's page is English
    expect(live_page.locator(".cw-root")).to_have_attribute("lang", "fr")


def test_a_refusal_s_note_says_its_rule_is_quoted_in_english(live_page: Page) -> None:
    widget = cw.play("connect5", seed=1, lang="fr", bot_delay=0)
    live = Live(live_page, widget)
    live.click("[data-target='dot:e3']")
    live.click("[data-target='dot:e3']")
    expect(live_page.locator(".cw-notice .cw-rule-translated")).to_have_text(widget.notice["quote"]["quoted_in"])


def test_the_card_you_drew_is_marked_and_said_in_your_hand(live_page: Page) -> None:
    """Sorted into the hand, the card drawn looked and read like any other; the live region read "R7"."""
    widget = cw.play("num_connect", players=["Ann", "Bruno"], seed=11, lang="fr", bot_delay=0)
    live = Live(live_page, widget)
    expect(live_page.locator(".nc-drawn-dot")).to_have_count(0)
    live.click("[data-target='draw']")
    drawn = card_phrase(widget.game.history[-1][1]).text("fr")
    marked = live_page.locator(".nc-hand .nc-card:has(.nc-drawn-dot)")
    expect(marked).to_have_count(1)
    expect(marked).to_have_attribute("aria-label", f"{drawn} dans votre main, que vous venez de piocher")
    expect(live_page.locator(".cw-said p").last).to_have_text(f"Ann pioche {drawn}.")
    live_page.add_script_tag(path=str(AXE))
    assert violations(live_page, 0) == []


def test_a_long_opponent_name_is_cut_clear_of_its_row_and_whole_in_its_title(live_page: Page) -> None:
    """A 40-character name ran over "no row yet" and the opponent's cards beside it."""
    long = "Marie-Christine Dupont-Lefebvre de Saint"
    widget = cw.play("connect_the_thoughts", players=["Ann", long], seed=3, bot_delay=0)
    Live(live_page, widget)
    name = live_page.locator(".ctt-who-right")
    expect(name.locator("title")).to_have_text(long)
    assert name.evaluate("(el) => el.firstChild.textContent") == "Marie-Christine…"
    band = live_page.locator(f".ctt-player[aria-label*='{long}']")
    overlaps = band.evaluate(
        """(band) => { const a = band.querySelector('.ctt-who-right').getBoundingClientRect();
           return [...band.querySelectorAll('.ctt-empty, .ctt-card')].filter((el) => {
             const b = el.getBoundingClientRect();
             return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom; }).length; }"""
    )
    assert overlaps == 0
