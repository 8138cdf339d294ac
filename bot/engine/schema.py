"""Declared schemas for game data files and saved states, checked by msgspec.

A game describes the shape of its files as ``msgspec.Struct`` classes; ``decode_file`` and
``convert`` check data against them and turn any failure into one ``GameDataError`` sentence that
names the file (or saved game) and the field, so a bad file is fixed without reading code.
Checking is pure: ``convert`` works on data already in memory, ``decode_file`` only reads bytes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import msgspec

from bot.engine.errors import GameDataError

T = TypeVar("T")

Key = Annotated[str, msgspec.Meta(pattern=r"^[!-9;-~]+$")]
"""An id that goes into custom ids and buttons: printable ASCII without spaces or colons."""
Text = Annotated[str, msgspec.Meta(min_length=1)]
"""Text that must not be empty (a name shown to players)."""
Positive = Annotated[int, msgspec.Meta(gt=0)]
NonNegative = Annotated[int, msgspec.Meta(ge=0)]

_MISSING = re.compile(r"Object missing required field `(?P<name>[^`]+)`")
_UNKNOWN = re.compile(r"Object contains unknown field `(?P<name>[^`]+)`")


def field_error(source: str, field: str, problem: str) -> GameDataError:
    """The one sentence for a bad field: ``<source>: field <field> <problem>.``

    An empty ``source`` leaves the prefix out, for a caller that names the data itself.
    """
    where = f"field {field}" if field else "the top level"
    return GameDataError(f"{_prefix(source)}{where} {problem}.")


def decode_file(path: Path, schema: type[T], what: str) -> T:
    """Read ``path`` as JSON checked against ``schema``; ``what`` names it ("the board file")."""
    source = str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise GameDataError(f"{source}: {what} is missing.") from None
    except OSError as error:
        raise GameDataError(f"{source}: {what} cannot be read ({error.strerror}).") from error
    try:
        return msgspec.json.decode(raw, type=schema)
    except msgspec.ValidationError as error:
        raise _explain(source, error) from error
    except msgspec.DecodeError as error:
        raise GameDataError(f"{source}: not valid JSON ({_plain(str(error))}).") from error


def read_rules_summary(data_dir: Path) -> str:
    """A game's ``rules.md`` (the summary and house rulings ``/game rules`` shows)."""
    path = data_dir / "rules.md"
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise GameDataError(f"{path}: the rules summary cannot be read.") from error


def convert(
    data: Any,
    schema: type[T],
    source: str = "",
    *,
    dec_hook: Callable[[type, Any], Any] | None = None,
) -> T:
    """``data`` (plain JSON values already parsed) checked against ``schema``; ``dec_hook``
    reads the types msgspec doesn't know (as in ``msgspec.convert``). Object keys come as
    JSON writes them, so a ``dict[int, ...]`` reads its keys from strings."""
    try:
        return msgspec.convert(data, schema, dec_hook=dec_hook, str_keys=True)
    except msgspec.ValidationError as error:
        raise _explain(source, error) from error


def _explain(source: str, error: msgspec.ValidationError) -> GameDataError:
    message, _, at = str(error).partition(" - at `")
    path = at.rstrip("`").removeprefix("$").removeprefix(".")
    for pattern, problem in ((_MISSING, "is missing"), (_UNKNOWN, "is not expected here")):
        found = pattern.fullmatch(message)
        if found:
            field = f"{path}.{found['name']}" if path else found["name"]
            return field_error(source, field, problem)
    if not path:
        return GameDataError(f"{_prefix(source)}{_plain(message)}.")
    return GameDataError(f"{_prefix(source)}field {path}: {_plain(message)}.")


def _prefix(source: str) -> str:
    return f"{source}: " if source else ""


def _plain(message: str) -> str:
    """msgspec's message as the tail of our sentence: no backticks, lower-case start."""
    text = message.replace("`", "").rstrip(".")
    return text[:1].lower() + text[1:]
