"""A tiny REST router in front of one catch-all aiohttp route.

One entry point lets every request be recorded, checked for an injected fault and for the bot's
token in one place, before any handler runs.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from .records import RequestRecord, UploadedFile


@dataclass
class Reply:
    """A handler's answer: a status and a JSON body (None means an empty 204-style body)."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)


def error(status: int, message: str, code: int = 0) -> Reply:
    """Discord's error body shape, which discord.py turns into HTTPException.code/.text."""
    return Reply(status, {"message": message, "code": code})


@dataclass
class Call:
    """One request as handlers see it: path parameters and the parsed body."""

    request: web.Request
    record: RequestRecord
    params: dict[str, str]

    @property
    def json(self) -> Any:
        return self.record.json

    @property
    def files(self) -> list[UploadedFile]:
        return self.record.files

    def int_param(self, name: str) -> int:
        return int(self.params[name])


Handler = Callable[[Call], Awaitable[Reply]]


@dataclass
class Route:
    method: str
    pattern: re.Pattern[str]
    handler: Handler
    auth: bool


class Router:
    """Routes are path templates like `/channels/{channel_id}/messages` with `{name}` parts."""

    def __init__(self) -> None:
        self.routes: list[Route] = []

    def add(self, method: str, template: str, handler: Handler, *, auth: bool = True) -> None:
        regex = re.sub(r"\{(\w+)\}", r"(?P<\1>[^/]+)", template)
        self.routes.append(Route(method, re.compile(regex), handler, auth))

    def match(self, method: str, path: str) -> tuple[Route, dict[str, str]] | None:
        for route in self.routes:
            if route.method != method:
                continue
            found = route.pattern.fullmatch(path)
            if found:
                return route, found.groupdict()
        return None


async def read_body(request: web.Request) -> tuple[Any, list[UploadedFile]]:
    """JSON body, or multipart `payload_json` plus `files[n]` parts (names and bytes kept)."""
    if not request.can_read_body:
        return None, []
    if request.content_type.startswith("multipart/"):
        payload: Any = None
        files: list[UploadedFile] = []
        reader = await request.multipart()
        while (part := await reader.next()) is not None:
            data = await part.read()  # type: ignore[union-attr]
            name = part.name or ""  # type: ignore[union-attr]
            if name == "payload_json":
                payload = json.loads(data.decode("utf-8"))
            else:
                content_type = part.headers.get("Content-Type", "application/octet-stream")  # type: ignore[union-attr]
                filename = part.filename or name  # type: ignore[union-attr]
                files.append(UploadedFile(name, filename, content_type, bytes(data)))
        return payload, files
    raw = await request.read()
    if not raw:
        return None, []
    try:
        return json.loads(raw), []
    except ValueError:
        return raw.decode("utf-8", "replace"), []


def to_response(reply: Reply) -> web.Response:
    """Exactly `application/json`, no charset: discord.py compares the header verbatim."""
    if reply.body is None and reply.status == 204:
        return web.Response(status=204, headers=reply.headers)
    body = json.dumps(reply.body if reply.body is not None else {}).encode()
    headers = {"Content-Type": "application/json", **reply.headers}
    return web.Response(status=reply.status, body=body, headers=headers)
