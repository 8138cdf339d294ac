"""The per-member rate limit: a few calls at once, then one every few seconds; bounded."""

from __future__ import annotations

from bot.cooldown import Cooldown, slow_down


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_burst_is_answered_then_the_member_waits() -> None:
    clock = Clock()
    cooldown = Cooldown(seconds=2, burst=3, clock=clock)
    assert [cooldown.wait("ana") for _ in range(3)] == [0, 0, 0]
    assert cooldown.wait("ana") == 2
    clock.now += 0.5
    assert cooldown.wait("ana") == 1.5
    clock.now += 1.5
    assert cooldown.wait("ana") == 0
    assert cooldown.wait("ana") == 2


def test_one_members_burst_does_not_slow_another() -> None:
    cooldown = Cooldown(seconds=2, burst=1, clock=Clock())
    assert cooldown.wait(("ana", "status")) == 0
    assert cooldown.wait(("ana", "status")) > 0
    assert cooldown.wait(("ben", "status")) == 0
    assert cooldown.wait(("ana", "list")) == 0


def test_a_quiet_member_gets_her_whole_burst_back_and_no_more() -> None:
    clock = Clock()
    cooldown = Cooldown(seconds=2, burst=2, clock=clock)
    cooldown.wait("ana")
    cooldown.wait("ana")
    clock.now += 3600
    assert [cooldown.wait("ana") for _ in range(3)] == [0, 0, 2]


def test_the_map_keeps_only_the_most_recent_members() -> None:
    cooldown = Cooldown(seconds=2, burst=1, keep=3, clock=Clock())
    for member in range(10):
        cooldown.wait(member)
    assert len(cooldown) == 3
    assert cooldown.wait(9) > 0, "the most recent are remembered"


def test_the_answer_is_one_sentence_in_whole_seconds() -> None:
    assert slow_down(1.2) == "Slow down: try again in 2 seconds."
    assert slow_down(0.3) == "Slow down: try again in 1 second."
