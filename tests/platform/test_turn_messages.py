"""The Discord side of turn messages against a fake channel: coalescing, image reuse, repost."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

import discord
import pytest

from bot.engine import View
from bot.turns import board_key
from cogs.turn_messages import BoardImages, TurnMessages, Wanted


class FakeResponse:
    status = 404
    reason = "Not Found"


def as_sent(view: discord.ui.View | None) -> tuple[discord.ui.Item[Any], ...] | None:
    """A view's controls as Discord receives them: the bot takes the view apart later."""
    return None if view is None else tuple(view.children)


class FakeChannel:
    """Records posts and edits (``sent``: the controls as sent); an edit waits on ``gate`` so
    tests can pile up a burst."""

    def __init__(self) -> None:
        self.posts: list[dict[str, Any]] = []
        self.edits: list[tuple[int, dict[str, Any]]] = []
        self.deleted: set[int] = set()
        self.gate = asyncio.Event()
        self.gate.set()
        self.next_id = 100

    async def send(self, content: str, **kwargs: Any) -> Any:
        self.next_id += 1
        sent = as_sent(kwargs.get("view"))
        self.posts.append({"id": self.next_id, "content": content, **kwargs, "sent": sent})
        return discord.Object(self.next_id)

    def get_partial_message(self, message_id: int) -> Any:
        channel = self

        class Partial:
            async def edit(self, **kwargs: Any) -> None:
                await channel.gate.wait()
                if message_id in channel.deleted:
                    raise discord.NotFound(FakeResponse(), {"code": 10008})  # type: ignore[arg-type]
                channel.edits.append((message_id, kwargs))

        return Partial()


def _view(n: int) -> View:
    return View("demo", None, (), 0, "phase", {"n": n})


def _wanted(text: str, n: int, version: int = 1) -> Wanted:
    view = _view(n)
    return Wanted(5, text, view, board_key(view), None, game_id=9, version=version)


@pytest.fixture
def setup() -> tuple[FakeChannel, TurnMessages, list[tuple[int, int]], list[int]]:
    channel = FakeChannel()
    drawn: list[int] = []
    shown: list[tuple[int, int]] = []

    async def render(view: View, guild: int) -> bytes:
        drawn.append(int(view.board["n"]))
        return b"png %d" % int(view.board.get("looks", view.board["n"]))

    async def find(_: int) -> Any:
        return channel

    async def on_shown(game_id: int, version: int) -> None:
        shown.append((game_id, version))

    return channel, TurnMessages(find, BoardImages(render), on_shown), shown, drawn


async def test_a_burst_of_edits_sends_the_first_and_then_only_the_latest(setup: Any) -> None:
    channel, turns, shown, _ = setup
    message_id = await turns.post(_wanted("start", 0), ping=[])
    channel.gate.clear()
    for n in range(1, 5):
        turns.edit(message_id, _wanted(f"step {n}", n, version=n))
        await asyncio.sleep(0)
    channel.gate.set()
    await turns.settle()
    assert [kwargs["content"] for _, kwargs in channel.edits] == ["step 1", "step 4"]
    assert shown == [(9, 1), (9, 4)], "the position each landed edit showed is reported"


async def test_an_unchanged_board_keeps_its_image_and_is_drawn_once(setup: Any) -> None:
    channel, turns, _, drawn = setup
    message_id = await turns.post(_wanted("start", 0), ping=[])
    turns.edit(message_id, _wanted("same board", 0))
    await turns.settle()
    turns.edit(message_id, _wanted("new board", 1))
    await turns.settle()
    (_, same), (_, new) = channel.edits
    assert "attachments" not in same, "an unchanged board was uploaded again"
    assert len(new["attachments"]) == 1
    assert drawn == [0, 1]


async def test_a_new_board_key_whose_png_is_byte_identical_is_not_uploaded_again(
    setup: Any,
) -> None:
    """Two keys can draw the same picture (a change the board doesn't show): the edit keeps
    the attachment the message carries; a picture that does differ is uploaded."""
    channel, turns, _, drawn = setup
    message_id = await turns.post(_wanted("start", 0), ping=[])
    same = View("demo", None, (), 0, "phase", {"n": 1, "looks": 0})
    turns.edit(message_id, Wanted(5, "same picture", same, board_key(same), None))
    await turns.settle()
    turns.edit(message_id, _wanted("new picture", 2))
    await turns.settle()
    turns.edit(message_id, Wanted(5, "back again", same, board_key(same), None))
    await turns.settle()
    (_, kept), (_, changed), (_, back) = channel.edits
    assert drawn == [0, 1, 2], "each key was drawn once"
    assert "attachments" not in kept, "a byte-identical board was uploaded again"
    assert len(changed["attachments"]) == 1
    assert len(back["attachments"]) == 1, "the message shows picture 2 now, not picture 0"


async def test_a_deleted_message_is_posted_again_and_later_edits_go_there(setup: Any) -> None:
    channel, turns, _, _ = setup
    message_id = await turns.post(_wanted("start", 0), ping=[7])
    assert channel.posts[0]["allowed_mentions"].users[0].id == 7
    channel.deleted.add(message_id)
    turns.edit(message_id, _wanted("after the deletion", 1))
    await turns.settle()
    repost = channel.posts[-1]
    assert repost["content"] == "after the deletion" and repost["id"] != message_id
    assert repost["allowed_mentions"].users is False, "the repost pings nobody"
    assert turns.current_id(message_id) == repost["id"]
    assert turns.edit(message_id, _wanted("next", 1)) == repost["id"]
    await turns.settle()
    assert channel.edits[-1][0] == repost["id"]


async def test_retiring_keeps_the_newest_text_and_removes_the_controls(setup: Any) -> None:
    channel, turns, _, _ = setup
    message_id = await turns.post(_wanted("start", 0), ping=[])
    channel.gate.clear()
    turns.edit(message_id, _wanted("first", 1))
    await asyncio.sleep(0)
    turns.edit(message_id, replace(_wanted("last words", 2), controls=discord.ui.View()))
    turns.retire(5, message_id)
    channel.gate.set()
    await turns.settle()
    _, final = channel.edits[-1]
    assert final["content"] == "last words" and final["view"] is None


def _controls() -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label="Roll", custom_id="gn:9:1:a:roll"))
    return view


async def test_controls_an_edit_replaced_are_taken_apart_and_the_shown_ones_kept(
    setup: Any,
) -> None:
    """Freed at once rather than by a full pass of the garbage collector on the event loop."""
    channel, turns, _, _ = setup
    first, second = _controls(), _controls()
    message_id = await turns.post(replace(_wanted("start", 0), controls=first), ping=[])
    turns.edit(message_id, replace(_wanted("next", 1), controls=second))
    await turns.settle()
    assert channel.edits[-1][1]["view"] is second
    assert first.is_finished() and not first.children
    assert not second.is_finished() and len(second.children) == 1
    turns.retire(5, message_id)
    await turns.settle()
    assert second.is_finished() and not second.children


async def test_controls_reposted_after_a_deletion_stay_whole(setup: Any) -> None:
    channel, turns, _, _ = setup
    shown = _controls()
    message_id = await turns.post(_wanted("start", 0), ping=[])
    channel.deleted.add(message_id)
    turns.edit(message_id, replace(_wanted("again", 1), controls=shown))
    await turns.settle()
    assert channel.posts[-1]["view"] is shown
    assert not shown.is_finished() and len(shown.children) == 1


async def test_a_retired_message_keeps_its_words_and_lets_its_position_go(setup: Any) -> None:
    channel, turns, _, drawn = setup
    message_id = await turns.post(_wanted("start", 0), ping=[])
    turns.edit(message_id, _wanted("last words", 1))
    turns.retire(5, message_id)
    await turns.settle()
    kept = turns._wanted[message_id]
    assert kept.text == "last words" and kept.view is None and kept.controls is None
    turns.retire(5, message_id)
    await turns.settle()
    _, again = channel.edits[-1]
    assert again["content"] == "last words" and "attachments" not in again
    assert drawn == [0, 1], "the board is not drawn again"
