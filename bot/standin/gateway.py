"""The websocket gateway: HELLO, heartbeats, IDENTIFY → READY + GUILD_CREATE, RESUME, dispatches.

Plain JSON text frames (the client asks for zlib but parses text frames as JSON). A session
outlives its connection: events dispatched while the client is away are kept and replayed after
RESUMED, as Discord does, so a dropped connection loses nothing.

Sharded as Discord is: an IDENTIFY may carry `shard: [id, count]`; that session gets READY and
GUILD_CREATE for the guilds with `(guild_id >> 22) % count == id` only, and a guild's events go
to the session of its shard. Events of no guild (a DM's interaction) go to shard 0.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .state import GuildState

log = logging.getLogger("fake_discord.gateway")

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, REQUEST_MEMBERS = 0, 1, 2, 6, 8
INVALID_SESSION, HELLO, HEARTBEAT_ACK = 9, 10, 11
HEARTBEAT_INTERVAL_MS = 41250


@dataclass
class Frame:
    """One gateway frame, in either direction."""

    at: float
    sent: bool
    op: int
    t: str | None
    d: Any


def shard_of(guild_id: int, count: int) -> int:
    return (guild_id >> 22) % count


@dataclass
class Session:
    id: str
    shard: tuple[int, int] = (0, 1)
    """`[shard id, shard count]` as IDENTIFY gave it."""
    seq: int = 0
    connection: web.WebSocketResponse | None = None
    backlog: list[dict[str, Any]] = field(default_factory=list)
    interactions: list[int] = field(default_factory=list)
    """The ids of the interactions dispatched to this session, in order."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class Gateway:
    """Serves `/gateway`: one live session per shard (the newest to IDENTIFY or RESUME it)."""

    def __init__(self, state: GuildState, notify: Callable[[], None], url: Callable[[], str]):
        self.state = state
        self._notify = notify
        self._url = url
        self.sessions: dict[str, Session] = {}
        self.current: Session | None = None
        self.by_shard: dict[int, Session] = {}
        """The live session of each shard id."""
        self.identifies: list[dict[str, Any]] = []
        self.resumes: list[dict[str, Any]] = []
        self.frames: list[Frame] = []
        self.heartbeats = 0
        self._ready = asyncio.Event()
        self._sockets: set[web.WebSocketResponse] = set()

    # -- public -----------------------------------------------------------------------------

    @property
    def connected(self) -> bool:
        return self._ready.is_set()

    def session_for(self, guild_id: int | None) -> Session | None:
        """The session Discord would send a guild's events to (no guild: shard 0's)."""
        if len(self.by_shard) <= 1 and self.current is not None and self.current.shard[1] == 1:
            return self.current
        for session in sorted(self.by_shard.values(), key=lambda s: -s.seq):
            shard_id, count = session.shard
            if (0 if guild_id is None else shard_of(guild_id, count)) == shard_id:
                return session
        return None

    def shard_connected(self, guild_id: int | None) -> bool:
        """Whether the session of that guild's shard is connected now."""
        session = self.session_for(guild_id)
        return session is not None and session.connection is not None

    async def wait_ready(self, timeout: float = 10.0, guild_id: int | None = None) -> Session:
        """Wait until a client has identified or resumed and is connected (with `guild_id`,
        the client of that guild's shard)."""
        await asyncio.wait_for(self._ready.wait(), timeout)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not self.shard_connected(guild_id):
            if loop.time() > deadline:
                raise TimeoutError
            await asyncio.sleep(0.02)
        session = self.session_for(guild_id)
        assert session is not None
        return session

    async def dispatch(
        self, event: str, data: dict[str, Any], *, guild_id: int | None = None
    ) -> None:
        """Send an event to the session of its guild's shard (kept for replay if it is
        disconnected); the guild is `guild_id` or the payload's `guild_id`."""
        if guild_id is None and isinstance(data, dict) and data.get("guild_id"):
            guild_id = int(data["guild_id"])
        session = self.session_for(guild_id)
        if session is None:
            log.debug("no session; %s dropped", event)
            return
        await self._to(session, event, data)

    async def _to(self, session: Session, event: str, data: dict[str, Any]) -> None:
        if event == "INTERACTION_CREATE":
            session.interactions.append(int(data["id"]))
        session.seq += 1
        await self._send(session, {"op": DISPATCH, "t": event, "s": session.seq, "d": data})

    async def drop(self, code: int = 4000) -> None:
        """Close the live connections as a network fault would; the clients should RESUME."""
        self._ready.clear()
        for session in {id(s): s for s in (self.current, *self.by_shard.values()) if s}.values():
            if session.connection is not None:
                ws, session.connection = session.connection, None
                await ws.close(code=code, message=b"fake drop")
        self._notify()

    async def close_all(self) -> None:
        for ws in list(self._sockets):
            await ws.close(code=1001, message=b"server shutdown")

    # -- websocket --------------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self._sockets.add(ws)
        session: Session | None = None
        try:
            await self._raw_send(
                ws, {"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}}
            )
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op, d = frame.get("op"), frame.get("d")
                self.frames.append(Frame(time.monotonic(), False, op, None, d))
                if op == HEARTBEAT:
                    self.heartbeats += 1
                    await self._raw_send(ws, {"op": HEARTBEAT_ACK})
                elif op == IDENTIFY:
                    session = await self._identify(ws, d)
                elif op == RESUME:
                    session = await self._resume(ws, d)
                elif op == REQUEST_MEMBERS and session is not None:
                    await self._members_chunk(session, d)
                if ws.closed:
                    break
        finally:
            self._sockets.discard(ws)
            if session is not None and session.connection is ws:
                session.connection = None
                if not any(s.connection is not None for s in self.by_shard.values()):
                    self._ready.clear()
            self._notify()
        return ws

    async def _identify(self, ws: web.WebSocketResponse, d: dict[str, Any]) -> Session | None:
        self.identifies.append({"at": time.monotonic(), **d, "token": "<redacted>"})
        if d.get("token") != self.state.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        raw_shard = d.get("shard") or [0, 1]
        shard = (int(raw_shard[0]), int(raw_shard[1]))
        session = Session(secrets.token_hex(16), shard=shard, connection=ws)
        self.sessions[session.id] = session
        self.current = session
        self.by_shard[shard[0]] = session
        guilds = [g for g in self.state.guild_names if shard_of(g, shard[1]) == shard[0]]
        bot = self.state.bot
        ready = {
            "v": 10,
            "user": {**bot.to_payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [{"id": str(g), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "resume_gateway_url": self._url(),
            "application": {"id": str(self.state.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
        }
        if "shard" in d:
            ready["shard"] = list(shard)
        await self._to(session, "READY", ready)
        for guild_id in guilds:
            await self._to(session, "GUILD_CREATE", self.state.guild_create_payload(guild_id))
        self._ready.set()
        self._notify()
        return session

    async def _resume(self, ws: web.WebSocketResponse, d: dict[str, Any]) -> Session | None:
        session = self.sessions.get(d.get("session_id") or "")
        self.resumes.append(
            {"at": time.monotonic(), "session_id": d.get("session_id"), "seq": d.get("seq")}
        )
        if session is None or d.get("token") != self.state.token:
            await self._raw_send(ws, {"op": INVALID_SESSION, "d": False})
            return None
        async with session.lock:
            old, session.connection = session.connection, ws
            backlog, session.backlog = session.backlog, []
        if old is not None and old is not ws:
            await old.close(code=4000)
        self.current = session
        self.by_shard[session.shard[0]] = session
        for frame in backlog:  # missed events first, then RESUMED, as Discord replays them
            if frame["s"] > (d.get("seq") or 0):
                await self._send(session, frame)
        session.seq += 1
        await self._send(session, {"op": DISPATCH, "t": "RESUMED", "s": session.seq, "d": {}})
        self._ready.set()
        self._notify()
        return session

    async def _members_chunk(self, session: Session, d: dict[str, Any]) -> None:
        members = [self.state.member_payload(u) for u in self.state.members()]
        await self._to(
            session,
            "GUILD_MEMBERS_CHUNK",
            {
                "guild_id": str(d.get("guild_id") or self.state.guild_id),
                "members": members,
                "chunk_index": 0,
                "chunk_count": 1,
                "not_found": [],
                "nonce": d.get("nonce"),
            },
        )

    async def _send(self, session: Session, frame: dict[str, Any]) -> None:
        async with session.lock:
            ws = session.connection
            if ws is None or ws.closed:
                session.backlog.append(frame)
                return
            await self._raw_send(ws, frame)

    async def _raw_send(self, ws: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        self.frames.append(
            Frame(time.monotonic(), True, frame["op"], frame.get("t"), frame.get("d"))
        )
        try:
            await ws.send_str(json.dumps(frame))
        except (ConnectionError, RuntimeError) as exc:
            log.debug("send failed: %s", exc)
