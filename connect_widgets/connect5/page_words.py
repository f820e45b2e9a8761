"""The words Connect5's page writes (``page.`` keys), in English and French: :data:`PAGE_WORDS`.

They are part of the wing's words (:data:`.words.WORDS` merges them), sent to the page once with the
fixed layout; the renderer has no words of its own. Kept apart from the sentences of play.
"""

from __future__ import annotations

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
PAGE_WORDS = {  # everything the renderer writes, sent once with the layout
    "page.board": ("{title}, round {round} of {rounds}, {mode}", "{title}, manche {round} sur {rounds}, {mode}"),
    "page.quick": ("quick game", "partie rapide"),
    "page.full": ("full game", "partie complète"),
    "page.head": ("Round {round}/{rounds} · {mode} · {move} moves played",  # the describe line names the next
        "Manche {round}/{rounds} · {mode} · {move} coups joués"),
    "page.head/one:move": ("Round {round}/{rounds} · {mode} · {move} move played",
        "Manche {round}/{rounds} · {mode} · {move} coup joué"),
    "page.line_used": ("line {line} was just used: no eating or Connect 5 along it this move",
        "la ligne {line} vient de servir : ni prise ni Connect 5 le long de cette ligne pour ce coup"),
    "page.dot": ("dot", "point"),
    "page.circled": ("circled dot", "point cerclé"),
    "page.free": ("free", "libre"),
    "page.token": ("{name}'s token", "jeton appartenant à {name}"),
    "page.token/you:name": ("your token", "votre jeton"),
    "page.double": ("{name}'s double token", "double appartenant à {name}"),
    "page.double/you:name": ("your double token", "votre double"),
    "page.selected": ("selected", "choisi"),
    "page.target": ("you can play here", "vous pouvez jouer ici"),
    "page.last": ("last move", "dernier coup"),
    "page.eaten": ("a token was eaten here", "un jeton a été mangé ici"),
    "page.dot_label": ("{dot}, {kind}, {what}", "{dot}, {kind}, {what}"),
    "page.dot_label_more": ("{dot}, {kind}, {what}; {more}", "{dot}, {kind}, {what} ; {more}"),
    "page.player": ("{name}: {points}, {tokens}", "{name} : {points}, {tokens}"),
    "page.player_to_move": ("{name}: {points}, {tokens}, to move", "{name} : {points}, {tokens}, doit jouer"),
    "page.score_points": ("{score} points", "{score} points"),
    "page.score_points/one:score": ("{score} point", "{score} point"),
    "page.tokens_left": ("{supply} tokens left", "{supply} jetons en réserve"),
    "page.tokens_left/one:supply": ("{supply} token left", "{supply} jeton en réserve"),
    "page.points": ("{score} pt · {supply} left", "{score} pt · {supply} en réserve"),
}
# fmt: on
