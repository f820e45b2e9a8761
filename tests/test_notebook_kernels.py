"""``notebooks/conftest.py``: an nbval kernel that dies while starting (a port taken between
jupyter_client's choice and the kernel's bind) is started once more, and only that failure is."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import nbval.kernel
import pytest

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("notebooks_conftest", HERE.parent / "notebooks" / "conftest.py")
assert spec is not None and spec.loader is not None
notebooks_conftest = importlib.util.module_from_spec(spec)
spec.loader.exec_module(notebooks_conftest)


def _starter(*failures: Exception) -> tuple[Any, list[dict[str, Any]]]:
    """A stand-in for nbval's start: raises ``failures`` in turn, then returns its manager and client."""
    calls: list[dict[str, Any]] = []
    left = list(failures)

    def start(**kwargs: Any) -> tuple[str, str]:
        calls.append(kwargs)
        if left:
            raise left.pop(0)
        return "manager", "client"

    return notebooks_conftest.start_once_more(start), calls


def test_a_kernel_that_died_starting_is_started_once_more_with_the_same_arguments() -> None:
    start, calls = _starter(RuntimeError(notebooks_conftest.DIED_STARTING))
    assert start(kernel_name="k", cwd="notebooks") == ("manager", "client")
    assert calls == [{"kernel_name": "k", "cwd": "notebooks"}] * 2


def test_a_second_death_and_any_other_failure_still_fail() -> None:
    start, calls = _starter(*[RuntimeError(notebooks_conftest.DIED_STARTING)] * 2)
    with pytest.raises(RuntimeError, match="Kernel died"):
        start(kernel_name="k")
    assert len(calls) == 2
    start, calls = _starter(RuntimeError("Kernel info reqest timed out"))
    with pytest.raises(RuntimeError, match="timed out"):
        start(kernel_name="k")
    assert len(calls) == 1


def test_loading_the_notebooks_conftest_makes_nbval_start_its_kernels_through_the_retry_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[str] = []

    def dies(**kwargs: Any) -> None:
        calls.append(kwargs["kernel_name"])
        raise RuntimeError(notebooks_conftest.DIED_STARTING)

    monkeypatch.setattr(nbval.kernel, "start_new_kernel", dies)
    notebooks_conftest.pytest_configure(None)
    notebooks_conftest.pytest_configure(None)  # loaded twice, it still wraps once
    with pytest.raises(RuntimeError, match="Kernel died"):
        nbval.kernel.start_new_kernel(kernel_name="k")
    assert calls == ["k", "k"]  # one start and one more: not four
