"""One game's table: its thread, its players, and opening it for any game and player count."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.standin import Channel, Message
from tests.e2e.harness import Member, World
from tests.e2e.strategies import Strategy, strategy_for

from . import surface
from .db import seat_rows, snapshot_version

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lu"]


@dataclass
class Table:
    """One game's thread, its players (seat order = join order) and the game's id."""

    world: World
    thread: Channel
    game_id: int
    members: list[Member]
    game: str = "cheat-street"

    @property
    def host(self) -> Member:
        return self.members[0]

    @property
    def thread_id(self) -> int:
        return self.thread.id

    @property
    def strategy(self) -> Strategy:
        return strategy_for(self.game)

    def by_id(self, user_id: int) -> Member | None:
        return next((m for m in self.members if m.id == user_id), None)

    def messages(self) -> list[Message]:
        return self.world.messages(self.thread)

    def prompts(self) -> list[Message]:
        """Turn prompts of this game, oldest first."""
        return surface.prompts(self.messages(), self.game_id)

    def latest_prompt(self) -> Message | None:
        """The newest turn prompt (the players wait on it many times a second: newest first)."""
        return next(
            (
                m
                for m in reversed(self.messages())
                if surface.prompt_version(m, self.game_id) is not None
            ),
            None,
        )

    def game_over(self) -> Message | None:
        return next((m for m in self.messages() if surface.is_game_over(m)), None)

    def version(self) -> int:
        return snapshot_version(self.world, self.game_id)

    def seat_of(self, member: Member) -> int:
        return self.members.index(member)


async def start_table(
    world: World, members: Sequence[Member], game: str, channel: int | None = None
) -> Table:
    """`/game new` by the first member, Join by the others, Start by the host, each button
    found by its custom id (so it is pressed whatever language it reads in); the first prompt."""
    host = members[0]
    opened = await host.slash("game new", channel=channel or world.channel_id, game=game)
    assert opened.ephemeral, f"/game new answered publicly: {opened!r}"
    link = surface.THREAD_LINK.search(opened.content)
    assert link, f"/game new did not point at a thread: {opened.content!r}"
    thread = world.channel(int(link[1]))
    for member in members:
        member.channel = thread
    lobby = await world.wait_for(
        lambda: world.find_message(thread, predicate=lambda m: bool(lobby_labels(m))),
        5,
        "the lobby message",
    )
    game_id = surface.lobby_game_id(lobby)
    assert game_id is not None, f"the lobby has no Join control: {lobby.components}"
    labels = lobby_labels(lobby)
    for member in members[1:]:
        joined = await member.click(labels["join"], message=lobby)
        assert not joined.followups or not joined.followups[0].ephemeral, joined.text
    table = Table(world, thread, game_id, list(members), game)
    await host.click(labels["start"], message=lobby)
    await world.wait_for(table.latest_prompt, 10, "the first turn prompt")
    return table


def lobby_labels(message: Message) -> dict[str, str]:
    """A lobby's button labels by what they do (``join``, ``start``, …, from their custom
    ids), empty for a message that is no lobby with Join and Start."""
    labels = {
        b.get("custom_id", "").rsplit(":", 1)[-1]: b.get("label", "") for b in message.buttons()
    }
    return labels if {"join", "start"} <= labels.keys() else {}


async def open_table(
    world: World,
    n_players: int,
    *,
    game: str,
    prefix: str = "",
    names: Sequence[str] | None = None,
    channel: int | None = None,
) -> Table:
    """`/game new` by the first member, Join by the others, Start by the host; the first prompt.

    Channels are passed explicitly, so tables opened at the same time don't follow each other's
    threads. `channel` is where the lobby is opened (default: the home guild's text channel).
    Returns once every player got what the game deals them privately.
    """
    chosen = list(names) if names else [f"{prefix}{n}" for n in NAMES[:n_players]]
    members = [world.member(name) for name in chosen]
    table = await start_table(world, members, game, channel)
    strategy = table.strategy
    await world.wait_for(
        lambda: all(strategy.ready(table, m) for m in members), 10, "the private deal"
    )
    seats = seat_rows(world, table.game_id)
    assert [u for _, u, _ in seats] == [m.id for m in members], "seats follow the join order"
    return table
