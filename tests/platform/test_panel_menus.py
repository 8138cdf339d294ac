"""A choice too long for one prompt: several menus, then a two-step choice, each checked."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.host import Host
from bot.store import GameRecord, Store
from cogs.components import ActionMenu, PagerMenu, panel_view
from cogs.handlers import NOT_ON_MENU, Handlers
from tests.platform import party_game
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable
from tests.platform.test_party import ANA, _party


@dataclass
class Said:
    content: str
    view: Any = None
    """The controls as sent: the bot takes its view apart once the message carries it."""
    ephemeral: bool = False


def as_sent(view: discord.ui.View | None) -> SimpleNamespace | None:
    return None if view is None else SimpleNamespace(children=tuple(view.children))


@dataclass
class FakeResponse:
    said: list[Said]
    done: bool = False

    def is_done(self) -> bool:
        return self.done

    async def defer(self, **_: Any) -> None:
        self.done = True

    async def send_message(
        self, content: str, *, view: Any = None, ephemeral: bool = False
    ) -> None:
        assert not self.done, "an interaction is answered once; later words are follow-ups"
        self.done = True
        self.said.append(Said(content, as_sent(view), ephemeral))


@dataclass
class FakeFollowup:
    said: list[Said]
    response: FakeResponse

    async def send(self, content: str, *, ephemeral: bool = False, **kwargs: Any) -> None:
        assert self.response.done, "a follow-up needs the interaction answered first"
        self.said.append(Said(content, as_sent(kwargs.get("view")), ephemeral))


@dataclass
class FakeUser:
    id: int


@dataclass
class FakeInteraction:
    """Just what the handlers use of a Discord interaction."""

    user_id: int
    id: int = 1
    channel_id: int = 30
    """The party's thread (see ``_party``): controls are refused from any other channel."""
    locale: str = "en-US"
    said: list[Said] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.user = FakeUser(self.user_id)
        self.response = FakeResponse(self.said)
        self.followup = FakeFollowup(self.said, self.response)


@pytest.fixture
def many_numbers(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lucky numbers from 1 to 130: six menus of 25, more than a panel's five rows."""
    monkeypatch.setattr(party_game, "NUMBERS", range(1, 131))


async def _opened(store: Store) -> tuple[Handlers, GameRecord]:
    host = Host(store, RecordingTable(), hosted_games())
    record = await _party(store, host)
    handlers = Handlers(store, host, None, None)  # type: ignore[arg-type]
    return handlers, record


async def test_a_group_too_long_for_the_rows_is_a_two_step_choice(
    store: Store, many_numbers: None
) -> None:
    handlers, record = await _opened(store)
    live = await handlers.host.live(record)
    panel = panel_view(record.id, 0, 0, live.game.legal_actions(live.state, 0))
    assert panel is not None
    pager = next(c for c in panel.children if isinstance(c, PagerMenu))
    assert pager.item.custom_id == f"gn:{record.id}:0:s0:p:0"
    assert [o.label for o in pager.item.options][-1] == "Lucky number (126-130)"

    step = FakeInteraction(ANA)
    await handlers.open_menu(step, record.id, 0, 0, 0, 5)  # type: ignore[arg-type]
    (menu_message,) = step.said
    assert menu_message.ephemeral
    (menu,) = menu_message.view.children
    assert isinstance(menu, ActionMenu) and menu.item.custom_id == f"gn:{record.id}:0:s0:m:5"
    assert [o.value for o in menu.item.options] == [f"lucky:{n}" for n in range(126, 131)]

    wrong = FakeInteraction(ANA, id=2)
    await handlers.component_action(wrong, record.id, 0, "lucky:3", seat=0, menu=5)  # type: ignore[arg-type]
    assert [(s.content, s.ephemeral) for s in wrong.said] == [(NOT_ON_MENU, True)]
    assert not await store.events(record.id)

    right = FakeInteraction(ANA, id=3)
    await handlers.component_action(right, record.id, 0, "lucky:127", seat=0, menu=5)  # type: ignore[arg-type]
    assert [e.action_id for e in await store.events(record.id)] == ["lucky:127"]
    await handlers.host.close()


async def test_a_part_that_is_not_in_that_first_step_is_refused(
    store: Store, many_numbers: None
) -> None:
    handlers, record = await _opened(store)
    step = FakeInteraction(ANA)
    await handlers.open_menu(step, record.id, 0, 0, 0, 9)  # type: ignore[arg-type]
    assert [(s.content, s.view, s.ephemeral) for s in step.said] == [(NOT_ON_MENU, None, True)]
    await handlers.host.close()
