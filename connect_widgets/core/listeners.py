"""Who hears of a game's changes (the widget redraws, a table notes the moves): a part of :class:`~.game.Game`."""

from __future__ import annotations

from collections.abc import Callable

Listener = Callable[[str], None]


class Listened:
    """``subscribe``, and the ``_notify`` the game calls after every change."""

    _listeners: list[Listener]

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(event)`` after every change ("apply", "undo", "redo", "load"); returns an unsubscribe."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def __getstate__(self) -> dict[str, object]:
        """Pickled or deep-copied without its listeners, as :meth:`~.game.Game.clone` copies it: a
        widget that listens is not part of the game."""
        return {**self.__dict__, "_listeners": []}

    def _notify(self, event: str) -> None:
        if self._listeners:  # most games (a bot's copy, self-play) have none
            for listener in list(self._listeners):
                listener(event)
