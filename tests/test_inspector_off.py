"""A widget made without the Inspector (``inspector=False``): a teacher's dashboard against a bot,
where one click on Inspector showed the bot's hidden hand and there was no way to leave it out."""

from __future__ import annotations

import pytest

import connect_widgets as cw

from .test_thinking import message


def test_a_widget_without_the_inspector_refuses_to_open_it_and_shows_nothing() -> None:
    widget = cw.play("num_connect", bots={1: "easy"}, seed=1, inspector=False, lang="fr")
    assert widget.view["inspector_allowed"] is False
    message(widget, kind="inspector", version=widget.view["version"], id="v:1", on=True)
    assert widget.notice["kind"] == "refused" and widget.notice["text"].startswith("L'Inspecteur est retiré")
    assert widget.inspector == {} and widget.view["inspector_open"] is False
    message(widget, kind="inspector", version=widget.view["version"], id="v:2", on=False)  # closing is fine
    assert widget.inspector == {}


def test_the_inspector_is_there_by_default_and_a_resumed_widget_keeps_the_setting() -> None:
    widget = cw.play("num_connect", bots={1: "easy"}, seed=1)
    message(widget, kind="inspector", version=widget.view["version"], id="v:1", on=True)
    assert widget.view["inspector_allowed"] and widget.inspector["view"]["hands"][1]  # the bot's hand, shown
    resumed = cw.resume(widget.game.to_json(), bots={1: "easy"}, inspector=False)
    assert resumed.view["inspector_allowed"] is False


def test_inspector_must_be_true_or_false() -> None:
    with pytest.raises(ValueError, match="inspector"):
        cw.play("connect5", inspector="no")


def test_the_save_s_wait_does_not_send_to_an_inspector_that_is_left_out() -> None:
    """The reason said to copy the position from the Inspector, which the widget did not have."""
    shown = cw.play("connnect", seed=1).view["save"]["reason"]
    hidden = cw.play("connnect", seed=1, inspector=False).view["save"]["reason"]
    assert "Inspector" in shown and "Inspector" not in hidden and hidden.startswith("A save holds the seed")
