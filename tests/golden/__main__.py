"""``python -m tests.golden`` records the golden transcripts again."""

from . import write_all

write_all()
