"""The floor benchmark (``bench.floor``): its floor bot answers presses, and its table adds the
floor bot's CPU to a frame's deflate as a share of the old build's move."""

from __future__ import annotations

from pathlib import Path

from bench.compare import Build, Measured
from bench.floor import FloorRun, Frame, measure_floor, report, sample_png
from bench.open_loop import OpenRun
from bench.processes import TreeCpu


def measured(label: str, *, applied: int, cpu: float) -> Measured:
    run = OpenRun(30, 200, 20, "cheat-street", sent=applied, applied=applied)
    run.prompt_shown = [0.010, 0.020]
    return Measured(Build(label, Path("."), Path("python")), run, TreeCpu(cpu, 0.0), 1.0, 1024)


def test_the_least_a_move_costs_is_the_floor_bots_cpu_and_the_deflate_as_a_share() -> None:
    floor = FloorRun(moves=500, cpu=TreeCpu(1.0, 0.0), shown=[0.004, 0.005])
    old = measured("d6b0db6", applied=600, cpu=6.0)  # 10 ms a move
    this = measured("this", applied=600, cpu=7.2)  # 12 ms a move
    text = report("cheat-street", floor, this, old, Frame(1.5, 5.0, 2.0, 36_000))
    rows = {line.split(" | ")[0]: line.split(" | ")[1:] for line in text.splitlines()}
    assert rows["| d6b0db6: the whole bot"][:2] == ["10.0", "1.00"]
    assert rows["| this: the whole bot"][:2] == ["12.0", "1.20"]
    assert rows["| the floor bot: answer and edit, 36,000 B image"][:2] == ["2.0", "0.20"]
    assert rows["| **the least a move costs: floor bot + deflate alone**"][:2] == [
        "**4.0**",
        "**0.40**",
    ]


def test_a_floor_run_without_moves_has_no_cost_per_move() -> None:
    assert FloorRun().per_move_ms() != FloorRun().per_move_ms()  # NaN: nothing to divide


async def test_the_floor_bot_answers_every_press_with_an_edit() -> None:
    run = await measure_floor(sample_png("cheat-street"), tables=3, rate=6, seconds=1)
    assert (run.moves, run.lost) == (6, 0)
    assert len(run.shown) == 6 and run.cpu.total > 0
