"""The flood benchmark's plan and its reading of answers (``bench.flood``), without running it."""

from __future__ import annotations

from bench.flood import COMPUTERS, NEW, STATUS, FloodPlan, answered, schedule


def test_the_flood_is_sent_within_the_run_computer_tables_first() -> None:
    steps = schedule(FloodPlan(computer_tables=4, lobbies=30, bursts=3, burst_size=100), 20)
    assert steps[0].kind == COMPUTERS and steps[0].at == 0 and steps[0].count == 4
    assert all(0 <= step.at < 20 for step in steps)
    assert [step.at for step in steps] == sorted(step.at for step in steps)
    bursts = [step for step in steps if step.kind == STATUS]
    assert [(step.at, step.count) for step in bursts] == [(5, 100), (10, 100), (15, 100)]
    (lobbies,) = [step for step in steps if step.kind == NEW]
    assert lobbies.count == 30 and bursts[0].at < lobbies.at < bursts[1].at


def test_a_flood_without_bursts_or_tables_still_spams_lobbies_mid_run() -> None:
    steps = schedule(FloodPlan(computer_tables=0, lobbies=5, bursts=0), 10)
    assert [(step.kind, step.at, step.count) for step in steps] == [(NEW, 5, 5)]


def test_a_refusal_counts_as_answered_but_not_in_full() -> None:
    assert answered(STATUS, "**Cheat Street**\n**Ana to roll the die**", attachments=1)
    assert not answered(STATUS, "Slow down: try /game status again in a few seconds.", 0)
    assert answered(NEW, "Your table is open in <#123456789>.", attachments=0)
    assert not answered(NEW, "You already host 3 tables: end one before opening another.", 0)
