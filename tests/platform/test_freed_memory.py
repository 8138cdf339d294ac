"""Freed C heap given back every few frames (``bot.freed_memory``), in the render workers and
after each recap."""

from __future__ import annotations

import platform

import pytest

from bot.engine import View
from bot.freed_memory import TRIM_EVERY, Trimmer
from cogs import render_pool


class CountedTrim:
    def __init__(self) -> None:
        self.calls: list[int] = []

    def __call__(self, pad: int) -> int:
        self.calls.append(pad)
        return 1


def test_the_heap_is_trimmed_after_every_nth_frame_and_only_then() -> None:
    trim = CountedTrim()
    trimmer = Trimmer(every=3, trim=trim)
    trimmed = [trimmer.drew() for _ in range(7)]
    assert trimmed == [False, False, True, False, False, True, False]
    assert trim.calls == [0, 0]  # all the free memory at the top goes back, no pad kept


def test_without_a_trim_function_frames_are_only_counted() -> None:
    trimmer = Trimmer(every=1, trim=None)
    trimmer._trim = None  # a C library without malloc_trim (musl, macOS)
    assert [trimmer.drew() for _ in range(3)] == [False, False, False]


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="malloc_trim is glibc's")
def test_glibcs_trim_is_found_and_runs() -> None:
    trimmer = Trimmer(every=1)
    assert trimmer._trim is not None
    assert trimmer.drew() is True


def test_a_render_worker_trims_after_every_trim_every_boards(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    trim = CountedTrim()
    monkeypatch.setattr(render_pool, "_TRIMMER", Trimmer(trim=trim))
    view = View(game="no-such-game", seat=None, players=(), active=None, phase="", board={})
    for _ in range(TRIM_EVERY - 1):
        assert render_pool.draw_board(view) is None
    assert trim.calls == []
    render_pool.draw_board(view)
    assert trim.calls == [0]
