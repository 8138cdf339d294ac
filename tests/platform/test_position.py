"""A position between moves keeps little for the garbage collector to walk, and still
answers every question the same."""

from __future__ import annotations

from bot.host import Host
from bot.store import Store
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable
from tests.platform.test_take_back import ANA, _three_at_the_table


async def test_a_shown_move_leaves_its_position_with_public_views_only(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    record = await _three_at_the_table(store, host)
    assert (await host.act(record, ANA, "add:2", version=0)).ok
    live = await host.live(record)
    position = live.position
    assert position._views, "the public view was shown"
    assert all(seat is None for seat, _ in position._views)
    asked_again = [position.view(seat) for seat in range(3)]
    fresh = [live.game.view(live.state, seat) for seat in range(3)]
    assert asked_again == fresh
    assert position.view(0) is asked_again[0], "within one move a view is worked out once"
