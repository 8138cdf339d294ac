"""The local table's web page: people play in a browser through the stand-in's user side.

Every click, menu choice and slash command on the page becomes the same INTERACTION_CREATE the
bot gets from Discord; the page sees what a Discord member would (the channel, the games'
threads, their DMs, private replies to them only) and is told when anything changed (Server-Sent
Events). Requests that no real client could make (a button not on the message, an unknown key)
get one clear sentence and change nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import mimetypes
import re
import secrets
from importlib import resources
from typing import Any

from aiohttp import web

from .commands import CommandError, command_data
from .inject import APPLICATION_COMMAND, AUTOCOMPLETE, COMPONENT, select_data
from .records import BUTTON, Message
from .saved import SavedWorld
from .server import FakeDiscord, NoCallback
from .state import DM_CHANNEL, TEXT_CHANNEL, Channel, User

NAME = re.compile(r"^[\w .'-]{1,32}$")
OPTION = re.compile(r"(?:^|(?<=\s))([\w-]+):")
SHOWN_MESSAGES = 60
STATIC = {"": "index.html", "app.js": "app.js", "style.css": "style.css"}
TYPES = {"html": "text/html", "js": "text/javascript", "css": "text/css"}
ANSWER_SECONDS = 10.0


class Refused(Exception):
    """A request the page should not have made; its text is shown to the person."""


class LocalTable:
    """The page's routes on the stand-in's web app."""

    def __init__(self, fake: FakeDiscord, world: SavedWorld):
        self.fake = fake
        self.world = world
        self.version = 0

    def register(self, app: web.Application) -> None:
        app.router.add_get("/", self.static)
        app.router.add_get("/static/{name}", self.static)
        app.router.add_post("/local/join", self.join)
        app.router.add_get("/local/view", self.view)
        app.router.add_post("/local/act", self.act)
        app.router.add_get("/local/events", self.events)

    # -- the page's files -------------------------------------------------------------------

    async def static(self, request: web.Request) -> web.Response:
        name = STATIC.get(request.match_info.get("name", ""))
        if name is None:
            return web.Response(status=404, text="Not found.")
        body = resources.files(__package__).joinpath("static", name).read_bytes()
        kind = TYPES[name.rsplit(".", 1)[1]]
        return web.Response(body=body, content_type=kind, headers={"Cache-Control": "no-cache"})

    # -- who is playing ---------------------------------------------------------------------

    async def join(self, request: web.Request) -> web.Response:
        """Take a name (or come back with the key the browser kept): the key and the user."""
        body = await _json(request)
        key, name = str(body.get("key") or ""), str(body.get("name") or "").strip()
        user = self._user(key)
        if user is not None:
            return _ok(key=key, user=_person(user))
        if not NAME.match(name):
            return _refuse("Pick a name of 1 to 32 letters, digits or spaces.")
        state = self.fake.state
        if state.user_by_name(name) is not None:
            return _refuse(f"The name {name} is taken here: pick another one.")
        user = self.fake.add_member(name)
        key = secrets.token_urlsafe(24)
        self.world.keys[key] = user.id
        self.fake.changes.notify()
        return _ok(key=key, user=_person(user))

    def _user(self, key: str) -> User | None:
        user_id = self.world.keys.get(key)
        return self.fake.state.users.get(user_id) if user_id else None

    def _player(self, key: str) -> User:
        user = self._user(key)
        if user is None:
            raise Refused("This browser's name is not known here: pick a name again.")
        return user

    # -- what a person sees -----------------------------------------------------------------

    async def view(self, request: web.Request) -> web.Response:
        try:
            user = self._player(request.query.get("key", ""))
        except Refused as refused:
            return _refuse(str(refused), status=403)
        state = self.fake.state
        channels = self._channels(user)
        wanted = request.query.get("channel", "")
        shown = next((c for c in channels if str(c["id"]) == wanted), channels[0])
        messages = [
            self._message(m)
            for m in state.channel_messages(int(shown["id"]))
            if m.visible_to(user.id)
        ][-SHOWN_MESSAGES:]
        return _ok(
            user=_person(user),
            people={str(u.id): u.name for u in state.users.values()},
            guild=state.guild_name,
            channels=channels,
            channel=shown,
            messages=messages,
            commands=self._commands(),
        )

    def _channels(self, user: User) -> list[dict[str, Any]]:
        state = self.fake.state
        text = state.text_channel
        listed = [_channel(text, "text")]
        threads = [t for t in state.threads() if t.parent_id == text.id and not t.deleted]
        listed += [_channel(t, "thread") for t in sorted(threads, key=lambda t: -t.id)]
        dm_id = state.dm_by_user.get(user.id)
        if dm_id is not None:
            listed.append({**_channel(state.channels[dm_id], "dm"), "name": state.bot.name})
        return listed

    def _message(self, message: Message) -> dict[str, Any]:
        author = self.fake.state.users.get(message.author_id, self.fake.state.bot)
        return {
            "id": str(message.id),
            "author": author.name,
            "bot": author.bot,
            "content": message.content,
            "embeds": message.embeds,
            "components": message.components,
            "attachments": [
                {
                    "url": f"/attachments/{message.channel_id}/{a.id}/{a.filename}",
                    "filename": a.filename,
                    "description": a.description,
                    "image": (mimetypes.guess_type(a.filename)[0] or a.content_type).startswith(
                        "image/"
                    ),
                }
                for a in message.attachments
            ],
            "ephemeral": message.ephemeral_to is not None,
            "loading": bool(message.flags & 128),
            "edited": message.edited_timestamp is not None,
            "thread": str(message.thread_id) if message.thread_id else None,
        }

    def _option_names(self) -> set[str]:
        """Every option name of every synced command (subcommands are not options)."""
        names: set[str] = set()
        stack = list(self._commands())
        while stack:
            node = stack.pop()
            for option in node.get("options") or []:
                if option.get("type") in (1, 2):
                    stack.append(option)
                else:
                    names.add(option["name"])
        return names

    def _commands(self) -> list[dict[str, Any]]:
        state = self.fake.state
        return state.commands.get(state.guild_id, []) + state.commands.get(None, [])

    # -- what a person does -----------------------------------------------------------------

    async def act(self, request: web.Request) -> web.Response:
        body = await _json(request)
        try:
            user = self._player(str(body.get("key") or ""))
            kind = body.get("type")
            if kind == "slash":
                return await self._slash(user, body)
            if kind == "autocomplete":
                return await self._autocomplete(user, body)
            if kind in ("button", "select"):
                return await self._component(user, body)
            raise Refused("The page asked for something it cannot do.")
        except Refused as refused:
            return _refuse(str(refused))
        except NoCallback:
            return _refuse("The bot did not answer in time: try again in a moment.")

    def _visible_channel(self, user: User, raw: Any) -> Channel:
        ids = {str(c["id"]) for c in self._channels(user)}
        if str(raw) not in ids:
            raise Refused("That channel is not one you can see.")
        return self.fake.state.channels[int(raw)]

    def _command(
        self, user: User, body: dict[str, Any], *, focused: bool
    ) -> tuple[Channel, dict[str, Any]]:
        channel = self._visible_channel(user, body.get("channel"))
        path, options, last = parse_command(str(body.get("text") or ""), self._option_names())
        if not path:
            raise Refused("Type a command after the slash, like /game new.")
        try:
            data = command_data(
                self.fake.state,
                path,
                {k: v for k, v in options.items() if not (focused and k == last)},
                focused=last if focused else None,
                typed=options.get(last, "") if focused and last else "",
                guild_id=channel.guild_id,
            )
        except (CommandError, ValueError) as error:
            raise Refused(_command_sentence(str(error))) from None
        return channel, data

    async def _slash(self, user: User, body: dict[str, Any]) -> web.Response:
        channel, data = self._command(user, body, focused=False)
        await self.fake.send_interaction(
            user, APPLICATION_COMMAND, data, channel_id=channel.id, timeout=ANSWER_SECONDS
        )
        return _ok()

    async def _autocomplete(self, user: User, body: dict[str, Any]) -> web.Response:
        last = parse_command(str(body.get("text") or ""), self._option_names())[2]
        if not last:
            return _ok(choices=[])
        channel, data = self._command(user, body, focused=True)
        result = await self.fake.send_interaction(
            user, AUTOCOMPLETE, data, channel_id=channel.id, timeout=3.0
        )
        return _ok(choices=result.choices, option=last)

    async def _component(self, user: User, body: dict[str, Any]) -> web.Response:
        state = self.fake.state
        message = state.messages.get(_int(body.get("message")))
        if message is None or not message.visible_to(user.id):
            raise Refused("That message is not one you can see.")
        self._visible_channel(user, message.channel_id)
        custom_id = str(body.get("custom_id") or "")
        component = next(
            (c for c in message.iter_components() if c.get("custom_id") == custom_id), None
        )
        if component is None or component.get("disabled"):
            raise Refused("That button or menu is not on this message any more.")
        if body["type"] == "button" and component.get("type") == BUTTON:
            data: dict[str, Any] = {"custom_id": custom_id, "component_type": BUTTON}
        elif body["type"] == "select" and component.get("type") != BUTTON:
            values = [str(v) for v in body.get("values") or []]
            offered = {str(o.get("value")) for o in component.get("options") or []}
            if not values or not set(values) <= offered:
                raise Refused("Choose from the menu's own options.")
            data = select_data(state, message, custom_id, values)
        else:
            raise Refused("That button or menu is not on this message any more.")
        await self.fake.send_interaction(
            user, COMPONENT, data, message=message, timeout=ANSWER_SECONDS
        )
        return _ok()

    # -- live updates -----------------------------------------------------------------------

    async def events(self, request: web.Request) -> web.StreamResponse:
        """One "changed" event whenever anything the stand-in holds changed (at most ~4 a
        second); the page then fetches what it shows."""
        response = web.StreamResponse(
            headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
        )
        await response.prepare(request)
        with contextlib.suppress(ConnectionError, asyncio.CancelledError):
            seen = self.fake.changes.count
            while True:
                changed = await self.fake.changes.next(15.0, since=seen)
                seen = self.fake.changes.count
                await response.write(b"data: changed\n\n" if changed else b": still here\n\n")
                await asyncio.sleep(0.25)
        return response


def parse_command(
    text: str, names: set[str] | frozenset[str] = frozenset()
) -> tuple[str, dict[str, str], str | None]:
    """``/game new game:goosebumps computers:3`` → ("game new", {options}, last option named).

    Only the `names` of real options start an option, after a space: a value may hold colons
    (``action:slide:monster:0``)."""
    text = text.strip().lstrip("/")
    found = [m for m in OPTION.finditer(text) if m.group(1) in names]
    path = text[: found[0].start()] if found else text
    options: dict[str, str] = {}
    for n, match in enumerate(found):
        end = found[n + 1].start() if n + 1 < len(found) else len(text)
        options[match.group(1)] = text[match.end() : end].strip()
    return " ".join(path.split()), options, found[-1].group(1) if found else None


def _command_sentence(error: str) -> str:
    first = error.split(";")[0].rstrip(".")
    return f"That command can't be sent: {first}."


def _channel(channel: Channel, kind: str) -> dict[str, Any]:
    return {
        "id": str(channel.id),
        "name": channel.name,
        "kind": kind,
        "archived": channel.archived,
        "text": channel.type == TEXT_CHANNEL,
        "dm": channel.type == DM_CHANNEL,
    }


def _person(user: User) -> dict[str, Any]:
    return {"id": str(user.id), "name": user.name}


def _int(raw: Any) -> int:
    try:
        return int(raw)
    except (TypeError, ValueError):
        return 0


async def _json(request: web.Request) -> dict[str, Any]:
    with contextlib.suppress(ValueError):
        body = await request.json()
        if isinstance(body, dict):
            return body
    return {}


def _ok(**body: Any) -> web.Response:
    return web.json_response({"ok": True, **body})


def _refuse(sentence: str, *, status: int = 400) -> web.Response:
    return web.json_response({"ok": False, "error": sentence}, status=status)
