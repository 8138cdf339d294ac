"""Lobbies: who sits down before a game starts, and the host's start and cancel."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Iterable, Mapping

from bot.host import ENDED, NO_GAME, Host
from bot.limits import TableLimits, table_limit_refusal
from bot.live import Reply
from bot.sentences import Sentence
from bot.store import GameRecord, SeatRecord, Store

ALREADY_HERE = Sentence("reply-already-here")
NOT_A_LOBBY = Sentence("reply-not-a-lobby")
NOT_A_PLAYER = Sentence("reply-not-a-player")
COMPUTER = " (computer)"
"""What ends a computer's name wherever it is shown."""
COMPUTER_NAMES = ("Ada", "Basil", "Cleo", "Dot", "Enzo", "Fern", "Gus", "Hana")
OPENING_LOCKS = 64
"""Lobbies of one server open one at a time (a fixed set of locks shared by guild id), so two
tables opened at once can't both slip under a limit."""


class Lobby:
    """Every change to a lobby runs under that game's lock, like actions in a running game."""

    def __init__(
        self,
        store: Store,
        host: Host,
        *,
        game_seed: int | None = None,
        limits: TableLimits | None = None,
    ) -> None:
        self.store = store
        self.host = host
        self.limits = limits or TableLimits()
        self._opening = [asyncio.Lock() for _ in range(OPENING_LOCKS)]
        self._seeds = random.SystemRandom() if game_seed is None else random.Random(game_seed)
        """Each new game's seed: unpredictable, unless a fixed seed asks for a repeatable run."""

    async def open(
        self,
        *,
        game_key: str,
        guild_id: int,
        parent_id: int,
        channel_id: int,
        user_id: int,
        name: str,
        options: Mapping[str, str] | None = None,
    ) -> GameRecord | Reply:
        if await self.store.active_game_in(channel_id) is not None:
            return Reply(False, ALREADY_HERE)
        self.host.games.rules(game_key)
        async with self._opening[guild_id % OPENING_LOCKS]:
            refusal = await self.refusal(guild_id, user_id)
            if refusal is not None:
                return Reply(False, refusal)
            return await self.store.create_game(
                game_key=game_key,
                guild_id=guild_id,
                parent_id=parent_id,
                channel_id=channel_id,
                host_id=user_id,
                host_name=name,
                seed=self._seeds.getrandbits(63),
                options_json=json.dumps(dict(options or {}), sort_keys=True),
            )

    async def rematch(self, old: GameRecord, user_id: int, name: str) -> GameRecord | Reply:
        """A new lobby in ``old``'s thread with its game, options and computers, ``user_id``
        (one of its people) as host; at most one per finished game."""
        seats = await self.store.seats(old.id)
        if old.status != "finished" or not any(
            seat.person and seat.user_id == user_id for seat in seats
        ):
            return Reply(False, NOT_A_PLAYER)
        if old.rematch_id is not None:
            return Reply(False, await self._rematch_opened(old.rematch_id))
        opened = await self.open(
            game_key=old.game_key,
            guild_id=old.guild_id,
            parent_id=old.parent_id,
            channel_id=old.channel_id,
            user_id=user_id,
            name=name,
            options=json.loads(old.options_json or "{}"),
        )
        if isinstance(opened, Reply):
            return await self._first_rematch_or(old, opened)
        if not await self.store.claim_rematch(old.id, opened.id):
            await self.store.set_status(opened.id, "abandoned")  # another press was first
            return await self._first_rematch_or(old, Reply(False, NOT_A_LOBBY))
        for seat in seats:
            if seat.computer:
                await self.store.add_computer(opened.id, seat.name)
        return opened

    async def _first_rematch_or(self, old: GameRecord, refusal: Reply) -> Reply:
        """Where a rematch of ``old`` opened meanwhile, the answer points to it."""
        current = await self.store.game(old.id)
        if current is None or current.rematch_id is None:
            return refusal
        return Reply(False, await self._rematch_opened(current.rematch_id))

    async def _rematch_opened(self, rematch_id: int) -> Sentence:
        rematch = await self.store.game(rematch_id)
        if rematch is None:
            return Sentence("reply-rematch-opened")
        return Sentence("reply-rematch-opened-at", link=lobby_link(rematch))

    async def refusal(self, guild_id: int, user_id: int) -> str | None:
        """Why ``user_id`` may not open another table in this server now (a limit), or None."""
        return await table_limit_refusal(self.store, self.limits, guild_id, user_id)

    async def seats(self, record: GameRecord) -> list[SeatRecord]:
        return await self.store.seats(record.id)

    async def join(self, record: GameRecord, user_id: int, name: str) -> Reply:
        game = self.host.games.rules(record.game_key)
        async with self.host.lock(record.id):
            current = await self._still_open(record)
            if isinstance(current, Reply):
                return current
            seats = await self.store.seats(record.id)
            if any(seat.user_id == user_id for seat in seats):
                return Reply(False, Sentence("reply-already-seated"))
            if len(seats) >= game.max_players:
                return Reply(False, Sentence("reply-table-full", most=game.max_players))
            await self.store.add_seat(record.id, user_id, name)
        return Reply(True, Sentence("reply-joined", name=name))

    async def leave(self, record: GameRecord, user_id: int) -> Reply:
        async with self.host.lock(record.id):
            current = await self._still_open(record)
            if isinstance(current, Reply):
                if current.message == NOT_A_LOBBY:
                    return Reply(False, Sentence("reply-started-end-it"))
                return current
            if current.host_id == user_id:
                return Reply(False, Sentence("reply-host-cannot-leave"))
            seats = await self.store.seats(record.id)
            if not any(seat.user_id == user_id for seat in seats):
                return Reply(False, Sentence("reply-not-seated-lobby"))
            await self.store.remove_seat(record.id, user_id)
        return Reply(True, Sentence("reply-left-table"))

    async def add_computer(self, record: GameRecord, user_id: int) -> Reply:
        """The host seats one computer player, up to the game's maximum."""
        game = self.host.games.rules(record.game_key)
        async with self.host.lock(record.id):
            current = await self._still_open(record, host_only=user_id, action="add-computer")
            if isinstance(current, Reply):
                return current
            seats = await self.store.seats(record.id)
            if len(seats) >= game.max_players:
                return Reply(False, Sentence("reply-table-full", most=game.max_players))
            name = computer_name(seat.name for seat in seats)
            await self.store.add_computer(record.id, name)
        return Reply(True, Sentence("reply-joined", name=name))

    async def remove_computer(self, record: GameRecord, user_id: int) -> Reply:
        """The host unseats the computer seated last."""
        async with self.host.lock(record.id):
            current = await self._still_open(record, host_only=user_id, action="remove-computer")
            if isinstance(current, Reply):
                return current
            computers = [seat for seat in await self.store.seats(record.id) if seat.computer]
            if not computers:
                return Reply(False, Sentence("reply-no-computer"))
            await self.store.remove_seat(record.id, computers[-1].user_id)
        return Reply(True, Sentence("reply-name-left-table", name=computers[-1].name))

    async def start(self, record: GameRecord, user_id: int) -> Reply:
        game = self.host.games.rules(record.game_key)
        async with self.host.lock(record.id):
            current = await self._still_open(record, host_only=user_id, action="start")
            if isinstance(current, Reply):
                return current
            seats = await self.store.seats(record.id)
            if len(seats) < game.min_players:
                missing = game.min_players - len(seats)
                return Reply(
                    False,
                    Sentence(
                        "reply-needs-players",
                        game=game.name,
                        fewest=game.min_players,
                        missing=missing,
                    ),
                )
            await self.host.begin(current, seats)
        return Reply(True, Sentence("reply-has-started", game=game.name))

    async def cancel(self, record: GameRecord, user_id: int) -> Reply:
        async with self.host.lock(record.id):
            current = await self._still_open(record, host_only=user_id, action="cancel")
            if isinstance(current, Reply):
                return current
            await self.store.set_status(record.id, "abandoned")
        return Reply(True, Sentence("reply-lobby-cancelled"))

    async def close_unstarted(self, record: GameRecord) -> bool:
        """Close a lobby nobody started in time (kept as abandoned, like a cancelled one);
        False where it has started or closed meanwhile."""
        async with self.host.lock(record.id):
            current = await self._still_open(record)
            if isinstance(current, Reply):
                return False
            await self.store.set_status(record.id, "abandoned")
        return True

    async def _still_open(
        self, record: GameRecord, *, host_only: int | None = None, action: str = ""
    ) -> GameRecord | Reply:
        """The lobby as stored now (a click may be older than a start or a cancel)."""
        current = await self.store.game(record.id)
        if current is None or current.status != "lobby":
            return Reply(False, _closed(current))
        if host_only is not None and current.host_id != host_only:
            return Reply(False, Sentence("reply-host-only", action=action))
        return current


def computer_name(taken: Iterable[str]) -> str:
    """A name for a new computer that nobody at the table has."""
    used = set(taken)
    names = (f"{name}{COMPUTER}" for name in COMPUTER_NAMES)
    return next((name for name in names if name not in used), f"Computer {len(used) + 1}")


def _closed(record: GameRecord | None) -> Sentence:
    if record is None:
        return NO_GAME
    return ENDED if record.status in ("finished", "abandoned") else NOT_A_LOBBY


def lobby_link(record: GameRecord) -> str:
    """A link to a game's lobby message (to its thread while it has none)."""
    link = f"https://discord.com/channels/{record.guild_id}/{record.channel_id}"
    return link if record.lobby_message_id is None else f"{link}/{record.lobby_message_id}"
