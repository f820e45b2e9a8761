"""The table around a game, in pure Python: seats, bots, undo requests, notices and the view.

:class:`Table` is everything a screen needs except the page itself; the widget
(:mod:`connect_widgets.widget`) adds only traits, messages and timers.
"""

from .table import Table
from .words import TABLE_WORDS

__all__ = ["TABLE_WORDS", "Table"]
