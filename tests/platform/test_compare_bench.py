"""The side-by-side benchmark's /proc reading and its table (``bench.compare``), not run."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.compare import Build, Measured, ratio, rows, table_text
from bench.open_loop import OpenRun, legal_by_seat
from bench.processes import TICKS, Times, TreeCpu, parse_rss_kib, parse_stat

STAT = (
    "4242 (python -m (bot)) S 4200 4242 4242 0 -1 4194560 52000 9000 0 0 "
    "1500 250 700 80 20 0 3 0 123456 512000000 20000 18446744073709551615 "
    "1 1 0 0 0 0 0 16781312 16386 0 0 0 17 1 0 0 0 0 0"
)
"""A /proc/<pid>/stat line whose command name holds spaces and parentheses."""


def test_stat_fields_are_counted_after_the_command_names_last_parenthesis() -> None:
    times = parse_stat(STAT)
    assert (times.utime, times.stime, times.cutime, times.cstime) == (1500, 250, 700, 80)
    assert times.own == 1750 and times.reaped == 780


def test_rss_is_read_from_vmrss_and_a_zombie_has_none() -> None:
    status = "Name:\tpython\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\nThreads:\t3\n"
    assert parse_rss_kib(status) == 102400
    assert parse_rss_kib("Name:\tpython\nState:\tZ (zombie)\n") == 0


def test_tree_cpu_counts_live_workers_and_the_ones_that_exited_as_workers() -> None:
    bot = Times(utime=100, stime=20, cutime=30, cstime=10)  # a worker that died: 40 ticks
    live = [Times(200, 50, 0, 0), Times(60, 10, 5, 5)]  # the last reaped a child of its own
    cpu = TreeCpu.of(bot, live)
    assert cpu.bot == pytest.approx(120 / TICKS)
    assert cpu.workers == pytest.approx((40 + 250 + 80) / TICKS)
    assert cpu.since(TreeCpu.of(bot, [])).workers == pytest.approx(330 / TICKS)


def measured(label: str, *, applied: int, bot: float, workers: float, rss_mib: int) -> Measured:
    run = OpenRun(30, 200, 30, "cheat-street", sent=applied, applied=applied)
    run.prompt_shown = [0.010, 0.020, 0.040, 0.080]
    build = Build(label, Path("."), Path("python"))
    return Measured(build, run, TreeCpu(bot, workers), 3.0, rss_mib * 1024)


def test_the_table_gives_each_builds_cpu_per_applied_action_and_the_ratio() -> None:
    new = measured("this", applied=900, bot=4.5, workers=4.5, rss_mib=150)
    old = measured("d6b0db6", applied=600, bot=9.0, workers=9.0, rss_mib=300)
    table = {figure: (a, b, r) for figure, a, b, r in rows(new, old)}
    assert table["CPU per applied action, bot + workers (ms)"] == ("10.0", "30.0", "0.33")
    assert table["  of it the bot (ms)"] == ("5.0", "15.0", "0.33")
    assert table["driver's CPU per applied action (ms)"] == ("3.3", "5.0", "0.67")
    assert table["peak RSS, bot + workers (MiB)"] == ("150.0", "300.0", "0.50")
    assert table["prompt shown p95 (ms)"][2] == "1.00"
    text = table_text("cheat-street", new, old)
    assert text.splitlines()[0] == "| cheat-street | this | d6b0db6 | ratio |"


def test_no_ratio_without_applied_actions_or_a_baseline() -> None:
    assert ratio(float("nan"), 3.0) == "-"
    assert ratio(2.0, 0.0) == "-"
    idle = measured("d6b0db6", applied=0, bot=1.0, workers=1.0, rss_mib=100)
    busy = measured("this", applied=10, bot=1.0, workers=1.0, rss_mib=100)
    figures = dict((figure, (a, b, r)) for figure, a, b, r in rows(busy, idle))
    assert figures["CPU per applied action, bot + workers (ms)"] == ("200.0", "-", "-")


OLD_CHEAT_STREET = (
    '{"game":"cheat-street","schema":1,"state":{"active":0,"came_from":null,"deck":["museum",'
    '"harbour","cinema","post-office","school","toy-shop","pharmacy","library","bakery"],'
    '"gone":[false,false,false],"hands":["bank","zoo","park"],"last_mover":1,"last_path":'
    '["s11","s1","s0","s3"],"opening":["Opening roll: A 4, B 3, C 4.","A and C tied on 4 and '
    'roll again: A 3, C 3.","A and C tied on 3 and roll again: A 4, C 5.","C rolled highest and '
    'starts."],"passed":[],"path":["s18"],"phase":"move","players":["A","B","C"],"positions":'
    '["s18","s3","s16"],"punished":[false,true,false],"rng":15998078693348208400,"roll":5,'
    '"scores":[0,5,0],"steps_left":5,"stepwise":false,"winner":null},"state_version":3}'
)
"""A Cheat Street game as d6b0db6 saved it (state version 3), mid-move."""


def test_the_open_loop_picks_from_a_state_an_older_build_saved() -> None:
    options = legal_by_seat("cheat-street", OLD_CHEAT_STREET, [0, 1, 2])
    assert list(options) == [0]
    assert "go:s0:s17.s16.s15.s3.s0" in options[0]
