"""A timed phase lasts what its game's manifest declares; an operator's setting overrides a
named phase in every game, and the platform itself has no length of its own."""

from __future__ import annotations

from bot.host import Host
from bot.settings import load_settings
from bot.store import Store
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable


def test_cheat_streets_call_out_window_is_declared_by_its_manifest(store: Store) -> None:
    scheduler = Host(store, RecordingTable(), hosted_games()).scheduler
    assert scheduler.phase_length("cheat-street", "call-out") == 60


def test_an_operator_setting_overrides_a_named_phase(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games(), phase_seconds={"call-out": 1.5})
    assert host.scheduler.phase_length("cheat-street", "call-out") == 1.5
    assert host.scheduler.phase_length("goosebumps", "brink") == 30


def test_a_phase_no_manifest_declares_has_no_timer(store: Store) -> None:
    scheduler = Host(store, RecordingTable(), hosted_games()).scheduler
    assert scheduler.phase_length("cheat-street", "no-such-phase") is None


def test_callout_seconds_sets_the_call_out_phase_only_when_given() -> None:
    token = {"DISCORD_TOKEN": "sekrit-123"}
    assert load_settings(token).phase_seconds == {}
    assert load_settings({**token, "CALLOUT_SECONDS": "2"}).phase_seconds == {"call-out": 2.0}
