"""What one search simulation costs: ``python -m benchmarks.search [game ...]``.

A plain UCT over the public protocol, as a search bot will run it: each simulation determinizes
the position for the player to move, walks the tree by UCB1 applying each chosen move, adds one
child, plays a random rollout of up to ``ROLLOUT`` moves and backs the score difference up. The
target for Connect5 is at most 1 ms per simulation.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from dataclasses import dataclass, field

import connect_widgets as cw
from connect_widgets.testing import play_random

ROLLOUT = 40
EXPLORATION = 1.4


@dataclass
class Node:
    """One position of the search tree: its children by action, visits and total value."""

    untried: list[str] | None = None
    children: dict[str, Node] = field(default_factory=dict)
    visits: int = 0
    value: float = 0.0

    def best(self, legal: list[str]) -> tuple[str, Node] | None:
        """The child to walk into by UCB1, among the actions legal in this determinization."""
        log_n = math.log(self.visits)
        children = [(action, self.children[action]) for action in legal if action in self.children]
        if not children:
            return None
        return max(
            children, key=lambda item: item[1].value / item[1].visits + EXPLORATION * math.sqrt(log_n / item[1].visits)
        )


def simulate(root: Node, game: cw.Game, player: int, rng: random.Random) -> None:
    """One simulation from ``game`` (a determinized copy): walk, expand, roll out, back up."""
    node, path = root, [root]
    while not game.is_over and node.untried == [] and node.children:
        actor = game.actors()[0]
        chosen = node.best(game.legal_actions(actor))
        if chosen is None:  # another determinization's moves: this walk ends here
            break
        action, node = chosen
        game.apply(actor, action)
        path.append(node)
    if not game.is_over:
        actor = game.actors()[0]
        if node.untried is None:
            node.untried = game.legal_actions(actor)
            rng.shuffle(node.untried)
        legal = set(game.legal_actions(actor))
        while node.untried and node.untried[-1] not in legal:  # untried here, but not in this world
            node.untried.pop()
        if node.untried:
            action = node.untried.pop()
            game.apply(actor, action)
            node = node.children.setdefault(action, Node())
            path.append(node)
    play_random(game, rng, ROLLOUT)
    scores = game.scores()
    result = scores[player] - max(s for p, s in enumerate(scores) if p != player)
    for visited in path:
        visited.visits += 1
        visited.value += result


def simulation_ms(name: str = "connect5", simulations: int = 400, seed: int = 0) -> float:
    """CPU milliseconds per simulation from a mid-game position of ``name`` (2 players)."""
    rng = random.Random(seed)
    game = play_random(cw.new_game(name, players=2, seed=seed), rng, 12)
    player = game.actors()[0]
    root = Node()
    started = time.process_time()
    for _ in range(simulations):
        simulate(root, game.determinize(player, rng), player, rng)
    return (time.process_time() - started) * 1000 / simulations


def main() -> None:
    """Print the cost of one simulation for each game asked for (Connect5 by default)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=list(cw.GAME_NAMES))
    for name in parser.parse_args().games:
        print(f"{name:22s} {simulation_ms(name):.2f} ms per simulation (a {ROLLOUT}-move rollout and the tree walk)")


if __name__ == "__main__":
    main()
