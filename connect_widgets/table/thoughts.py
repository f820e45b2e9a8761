"""The bot's thinking, as the page shows it: the top candidates on the board and one line of why.

While a searching bot thinks (and the Thinking toggle is on), the view carries its current top
moves: each with the click targets the game's ``Interaction.action_targets`` names (the shell
marks them on the board by rank) and a sentence with its share of the simulations and expected
score. After it moves, one line says why it chose that move. Every word comes from the table's words.

In a game with hidden information the moves a bot weighs name the cards it holds, so a screen that
shows another player sees only that it thinks, and the move it played as the log words it, with
what that move did (its deeds say only what every player sees).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.analysis import Analysis, Candidate
from ..core.game import Game
from ..core.interaction import Interaction
from ..core.words import DEFAULT_LANGUAGE, say

SURE = 0.999
"""A candidate whose every simulation won (a forced win) is worded as such."""


def thought_view(
    game: Game[Any],
    interaction: Interaction,
    seat: int,
    analysis: Analysis,
    done: bool,
    text: Mapping[str, str],
    viewer: int | None = None,
) -> dict[str, Any]:
    """The thinking panel: a title, the candidates (rank, targets, sentence) and, once moved, the
    reason, as the screen of ``viewer`` may see them (``None``: a table of bots, which sees all)."""
    if game.info.hidden_information and viewer not in (None, seat):
        return _hidden_view(game, seat, analysis, done, text, viewer)
    name = game.players[seat]
    if done:
        title = text["thought_done"].format(name=name, action=analysis.chosen)
    else:
        title = say(text, "thought_title", name=name, simulations=analysis.simulations)
    marked: set[str] = set()  # a place two candidates name is marked once, by the better rank
    candidates = []
    for rank, candidate in enumerate(analysis.candidates, start=1):
        targets = [target for target in interaction.action_targets(candidate.action) if target not in marked]
        marked.update(targets)
        candidates.append(
            {"rank": rank, "targets": targets, "text": _candidate_text(candidate, analysis.simulations, text)}
        )
    return {
        "seat": seat,
        "done": done,
        "title": title,
        "candidates": candidates,
        "reason": reason(analysis, text) if done else "",
    }


def _candidate_text(candidate: Candidate, simulations: int, text: Mapping[str, str]) -> str:
    """One candidate's sentence: its share of the simulations and expected score (or, refuted, that a
    reply wins at once), or, for a move played without searching (the only one worth it, or a win),
    that it was not searched."""
    if not simulations:
        return text["thought_unsearched"].format(action=candidate.action)
    share, score = _percent(candidate.share, text), _signed(candidate.score_difference, text)
    if candidate.refuted:  # ranked below every move not refuted, whatever its share: say why
        return text["thought_refuted"].format(action=candidate.action, share=share)
    return text["thought_candidate"].format(action=candidate.action, share=share, score=score)


def _signed(value: float, text: Mapping[str, str]) -> str:
    """A lead to one decimal with its sign, as the panel's language writes it ("+1.5", "+1,5"); a lead
    that rounds to nothing is +0.0, never -0.0."""
    shown = f"{round(value, 1) + 0.0:+.1f}"  # adding 0.0 makes -0.0 plain 0.0
    return shown.replace(".", ",") if text.get("lang", DEFAULT_LANGUAGE) == "fr" else shown


def _percent(share: float, text: Mapping[str, str]) -> str:
    """A share as a whole percentage, as the panel's language writes it ("25%", "25 %" in French, with
    a narrow no-break space)."""
    shown = f"{share:.0%}"
    return shown.replace("%", "\u202f%") if text.get("lang", DEFAULT_LANGUAGE) == "fr" else shown


def _hidden_view(
    game: Game[Any], seat: int, analysis: Analysis, done: bool, text: Mapping[str, str], viewer: int | None
) -> dict[str, Any]:
    """The panel for a screen that may not see ``seat``'s cards: no candidates, no figures."""
    name = game.players[seat]
    if done:
        played = max(index for index, (actor, _) in enumerate(game.history) if actor == seat)
        action = game.action_text(played, viewer, text.get("lang", DEFAULT_LANGUAGE))
        title = text["thought_done"].format(name=name, action=action)
    else:
        title = say(text, "thought_title", name=name, simulations=analysis.simulations)
    reason_text = text["thought_hidden"].format(name=name)
    if done and analysis.deeds:  # a deed says only what every player sees once the move is made
        reason_text = _with_deeds(analysis, reason_text, text)
    return {"seat": seat, "done": done, "title": title, "candidates": [], "reason": reason_text}


def reason(analysis: Analysis, text: Mapping[str, str]) -> str:
    """Why the bot chose its move, in one line: what the move does in the game's terms (its deeds, if
    its game names them), then why the search chose it."""
    why = _search_reason(analysis, text)
    return _with_deeds(analysis, why, text) if analysis.deeds else why


def _with_deeds(analysis: Analysis, why: str, text: Mapping[str, str]) -> str:
    """``why`` after the move's deeds: "It eats 2 tokens and blocks Blue's four. {why}"."""
    lang = text.get("lang", DEFAULT_LANGUAGE)
    clauses = [deed.text(lang) for deed in analysis.deeds]
    deeds = clauses[-1]
    if len(clauses) > 1:
        deeds = text["deeds_and"].format(first=clauses[-2], second=deeds)
    for clause in reversed(clauses[:-2]):
        deeds = text["deeds_list"].format(first=clause, second=deeds)
    return text["reason_deeds"].format(deeds=deeds, why=why)


def _search_reason(analysis: Analysis, text: Mapping[str, str]) -> str:
    """Why the search chose the move, in its own terms: a win, a block, its simulations."""
    best = analysis.candidates[0]
    chosen = next((candidate for candidate in analysis.candidates if candidate.action == analysis.chosen), best)
    if chosen.wins_at_once:  # found before any search, or during one
        return text["reason_wins"]
    if analysis.simulations == 0:
        return text["reason_sensible"] if analysis.left_out else text["reason_only"]
    if chosen is not best:
        return _drawn_reason(analysis, chosen, best, text)
    if analysis.refuted and not chosen.refuted:
        return say(text, "reason_blocks", count=analysis.refuted)
    if chosen.refuted:
        return text["reason_lost"]
    return _searched_reason(analysis, chosen, text)


def _drawn_reason(analysis: Analysis, chosen: Candidate, best: Candidate, text: Mapping[str, str]) -> str:
    """The reason for a move other than the search's best: how it compares with the best."""
    if analysis.worlds:  # a paired search draws by expected lead
        return text["reason_drawn_lead"].format(
            score=_signed(chosen.score_difference, text),
            best=best.action,
            best_score=_signed(best.score_difference, text),
        )
    # a level that strays (a temperature) drew a move it searched less
    return text["reason_drawn"].format(
        share=_percent(chosen.share, text), best=best.action, best_share=_percent(best.share, text)
    )


def _searched_reason(analysis: Analysis, chosen: Candidate, text: Mapping[str, str]) -> str:
    """The reason for the search's best move, neither a win nor a block: its priors, worlds or simulations."""
    leading = max(analysis.candidates, key=lambda candidate: candidate.score_difference)
    if analysis.judged and leading.score_difference > chosen.score_difference:  # its priors outweighed a lead
        other_score = _signed(leading.score_difference, text)
        return text["reason_judged"].format(
            score=_signed(chosen.score_difference, text), other=leading.action, other_score=other_score
        )
    if analysis.worlds:  # a paired search: every move in the running tried on the same worlds
        return say(
            text,
            "reason_paired",
            worlds=analysis.worlds,
            simulations=analysis.simulations,
            won=_percent(chosen.value, text),
            score=_signed(chosen.score_difference, text),
        )
    return _most_searched_reason(analysis, chosen, text)


def _most_searched_reason(analysis: Analysis, chosen: Candidate, text: Mapping[str, str]) -> str:
    """The reason for the move the search explored most: its share, chances and score, and any tied with it."""
    tied = sum(1 for candidate in analysis.candidates if candidate is not chosen and candidate.visits == chosen.visits)
    return say(  # several searched as much (a small budget): the chosen is the best estimate among them
        text,
        "reason_best_tied" if tied else "reason_best",
        simulations=analysis.simulations,
        share=_percent(chosen.share, text),
        won=_percent(min(chosen.value, SURE), text),
        score=_signed(chosen.score_difference, text),
        tied=tied,
    )
