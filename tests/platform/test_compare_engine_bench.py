"""The side-by-side engine and frame figures (``bench.compare --engine``): rounds and table, not
run."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import compare_engine
from bench.compare import Build

NEW, OLD = Build("this", Path("new"), Path("python")), Build("d6b0db6", Path("old"), Path("python"))


def test_the_builds_take_turns_going_first_round_by_round(monkeypatch: pytest.MonkeyPatch) -> None:
    runs: list[tuple[str, str]] = []

    def probe(build: Build, key: str) -> dict[str, float]:
        runs.append((key, build.label))
        return {"actions_per_s": 100.0, "frame_ms": 10.0}

    monkeypatch.setattr(compare_engine, "probe", probe)
    found = compare_engine.rounds_of((NEW, OLD), ["goosebumps"], 3)
    assert [label for _, label in runs] == ["this", "d6b0db6", "d6b0db6", "this", "this", "d6b0db6"]
    assert found["frame_ms"]["goosebumps"]["this"] == [10.0, 10.0, 10.0]


def test_the_ratio_is_the_median_of_each_rounds_own_ratio() -> None:
    """A round on a busy machine slows both builds: its ratio still counts as any other."""
    found: compare_engine.Rounds = {
        "actions_per_s": {"goosebumps": {"d6b0db6": [100, 50, 200], "this": [120, 60, 100]}},
        "frame_ms": {"goosebumps": {"d6b0db6": [10, 20, 10], "this": [8, 18, 12]}},
    }
    row = compare_engine.table_text(NEW, OLD, found).splitlines()[2]
    assert row == "| goosebumps | 100 | 100 | 1.20 | 10.0 | 12.0 | 0.90 |"
