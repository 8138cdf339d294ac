"""A click the bot can't serve gets one private sentence, before or after it deferred."""

from __future__ import annotations

from bot.host import NO_GAME
from bot.store import Store
from cogs.handlers import FOREIGN, MAX_SEATS, NOT_OURS
from tests.platform.test_panel_menus import FakeInteraction, _opened
from tests.platform.test_party import ANA


async def test_a_control_of_another_thread_is_refused_after_the_defer(store: Store) -> None:
    handlers, record = await _opened(store)
    elsewhere = FakeInteraction(ANA, channel_id=31)
    await handlers.component_action(elsewhere, record.id, 0, "lucky:3")  # type: ignore[arg-type]
    assert [(s.content, s.ephemeral) for s in elsewhere.said] == [(FOREIGN, True)]
    assert not await store.events(record.id)
    await handlers.host.close()


async def test_a_seat_no_table_has_is_refused(store: Store) -> None:
    handlers, record = await _opened(store)
    forged = FakeInteraction(ANA)
    await handlers.idle_button(forged, record.id, 0, "skip", MAX_SEATS)  # type: ignore[arg-type]
    given = FakeInteraction(ANA, id=2)
    await handlers.give_seat(given, record.id, MAX_SEATS, ANA)  # type: ignore[arg-type]
    assert [s.content for s in (*forged.said, *given.said)] == [NOT_OURS, NOT_OURS]
    await handlers.host.close()


async def test_a_game_that_is_not_there_is_refused_before_any_defer(store: Store) -> None:
    handlers, record = await _opened(store)
    missing = FakeInteraction(ANA)
    await handlers.open_menu(missing, record.id + 1, 0, 0, 0, 0)  # type: ignore[arg-type]
    no_thread = FakeInteraction(ANA, channel_id=99)
    await handlers.show_cards(no_thread, None)  # type: ignore[arg-type]
    assert [s.content for s in (*missing.said, *no_thread.said)] == [NO_GAME, NO_GAME]
    await handlers.host.close()
