"""The reaction window: the others answer in order before the turn goes on."""

from __future__ import annotations

import pytest

from bot.engine import Action, IllegalAction, ReactionWindow

CALL = Action("call", "Call out")


def test_the_window_opens_clockwise_from_the_movers_left_without_the_skipped() -> None:
    window = ReactionWindow.after(2, 5, skip=[4])
    assert window.seats == [3, 0, 1] and window.first == 3 and window.open


def test_each_seat_answers_once_and_the_window_closes_after_the_last() -> None:
    window = ReactionWindow.after(0, 3)
    window.answer(1)
    assert window.first == 2
    with pytest.raises(IllegalAction):
        window.answer(1)
    window.answer(2)
    assert not window.open and window.first is None


def test_the_timer_passes_everyone_still_waited_for() -> None:
    window = ReactionWindow.after(0, 4)
    window.answer(2)
    assert window.close() == [1, 3] and not window.open


def test_the_prompt_waits_for_everyone_still_to_answer_and_shows_who_has() -> None:
    window = ReactionWindow.after(0, 3)
    window.answer(2)
    prompt = window.prompt([CALL])
    assert prompt.actors == (1,) and prompt.answered == (2,) and prompt.simultaneous


def test_a_seat_that_leaves_is_no_longer_waited_for() -> None:
    window = ReactionWindow.after(0, 4)
    window.drop(2)
    assert window.seats == [1, 3] and window.waiting == [1, 3]
