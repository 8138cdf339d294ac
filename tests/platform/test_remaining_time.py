"""A clock counts from when its position was saved, so a restart leaves it the time it had left."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.scheduler import remaining_seconds

SAVED = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def test_a_clock_just_started_has_its_whole_length() -> None:
    assert remaining_seconds(120, SAVED, SAVED) == 120


def test_a_clock_half_run_has_half_its_length_left() -> None:
    assert remaining_seconds(120, SAVED, SAVED + timedelta(seconds=60)) == 60


def test_a_clock_that_ran_out_while_the_bot_was_away_fires_at_once() -> None:
    assert remaining_seconds(120, SAVED, SAVED + timedelta(hours=3)) == 0


def test_a_clock_saved_in_the_future_never_runs_longer_than_its_length() -> None:
    assert remaining_seconds(120, SAVED, SAVED - timedelta(seconds=30)) == 120


def test_without_a_time_given_the_clock_is_read_now() -> None:
    left = remaining_seconds(120, datetime.now(UTC) - timedelta(seconds=30))
    assert 89 <= left <= 90
