"""The notebooks run under nbval, each in a kernel of its own; a kernel that dies while starting is
started once more.

The two pytest-xdist workers start kernels at nearly the same moment, and once (2026-12-05, a fresh
clone's CI run; the next run passed) a kernel died before it answered ("Kernel died before replying
to kernel_info"). nbval sends the kernel's own error to /dev/null, so the cause is not certain; the
likely one, reported in jupyter/nbconvert#1066 and treebeardtech/nbmake#129, is a race: jupyter_client
picks each kernel's ports while they are free and the kernel binds them a moment later. Starting a
kernel is not what a notebook test checks, so that one failure gets a second try, with new ports;
any other failure, or a second death, still fails the notebook.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import nbval.kernel

DIED_STARTING = "Kernel died before replying to kernel_info"


def start_once_more(start: Callable[..., Any]) -> Callable[..., Any]:
    """``start`` (nbval's ``start_new_kernel``), called again if the kernel died while starting."""

    def start_new_kernel(*args: Any, **kwargs: Any) -> Any:
        try:
            return start(*args, **kwargs)
        except RuntimeError as error:
            if str(error) != DIED_STARTING:
                raise
            return start(*args, **kwargs)

    start_new_kernel.once_more = True  # type: ignore[attr-defined]  # marks the wrap: never twice
    return start_new_kernel


def pytest_configure(config: Any) -> None:
    """Called when pytest loads this file: nbval starts its kernels through :func:`start_once_more`."""
    if not getattr(nbval.kernel.start_new_kernel, "once_more", False):
        nbval.kernel.start_new_kernel = start_once_more(nbval.kernel.start_new_kernel)
