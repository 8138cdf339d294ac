"""What every typed board must be, checked generically over its declared msgspec structs.

A typed game's boards are frozen structs (the pictures and the computer read their fields, the
view's ``repr`` keys the board image, and views travel pickled to the render workers). Nothing
here names a game: the parts are found by walking the structs' own field types and values.
"""

from __future__ import annotations

import pickle
import typing
from collections.abc import Iterator
from typing import Any

import msgspec
from msgspec import structs

from bot.engine import View
from bot.turns import board_key

MUTABLE = (list, set, dict, bytearray)
"""Field types a frozen board may not hold: a part that can change under its own key."""


def declared_parts(root: type[msgspec.Struct]) -> list[type[msgspec.Struct]]:
    """``root`` and every struct its fields' types name, at any depth, each once."""
    found: list[type[msgspec.Struct]] = []
    pending: list[Any] = [root]
    while pending:
        kind = pending.pop()
        if isinstance(kind, type) and issubclass(kind, msgspec.Struct):
            if kind not in found:
                found.append(kind)
                pending += [field.type for field in structs.fields(kind)]
        else:
            pending += typing.get_args(kind)
    return found


def mutable_field_types(kind: Any) -> Iterator[Any]:
    """The mutable containers a field type is, or holds at any depth."""
    origin = typing.get_origin(kind) or kind
    if origin in MUTABLE:
        yield kind
    for inner in typing.get_args(kind):
        yield from mutable_field_types(inner)


def assert_declared_part(part: type[msgspec.Struct]) -> None:
    """A frozen msgspec struct whose fields hold no mutable container."""
    name = part.__name__
    assert issubclass(part, msgspec.Struct), f"{name} is not a msgspec struct"
    assert part.__struct_config__.frozen, f"{name} is not frozen"
    for field in structs.fields(part):
        mutable = list(mutable_field_types(field.type))
        assert not mutable, f"{name}.{field.name} is mutable: {field.type}"


def parts_in(value: Any) -> Iterator[msgspec.Struct]:
    """Every struct instance in a board value, the value itself first."""
    if isinstance(value, msgspec.Struct):
        yield value
        for name in value.__struct_fields__:
            yield from parts_in(getattr(value, name))
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from parts_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from parts_in(item)


def assert_required_fields_refused(part: msgspec.Struct) -> None:
    """Built again without any one required field, the part is refused where it is built."""
    values = structs.asdict(part)
    for field in structs.fields(part):
        if not field.required:
            continue
        rest = {name: value for name, value in values.items() if name != field.name}
        try:
            type(part)(**rest)
        except TypeError as refused:
            assert "Missing required argument" in str(refused), refused
        else:
            raise AssertionError(f"{type(part).__name__} built without {field.name}")


def other(value: Any) -> Any:
    """A value unlike ``value`` (of its type where one is easy to make)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, (int, float)):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, tuple):
        return value[:-1] if value else ("x",)
    if isinstance(value, dict):
        return {**value, "x": "x"}
    if value is None:
        return 7
    return None


def each_changed(part: msgspec.Struct) -> Iterator[msgspec.Struct]:
    """``part`` once for each field at any depth (first item of a tuple of parts), that field
    alone changed."""
    for name in part.__struct_fields__:
        value = getattr(part, name)
        yield structs.replace(part, **{name: other(value)})
        if isinstance(value, msgspec.Struct):
            for changed in each_changed(value):
                yield structs.replace(part, **{name: changed})
        elif isinstance(value, tuple) and value and isinstance(value[0], msgspec.Struct):
            for changed in each_changed(value[0]):
                yield structs.replace(part, **{name: (changed, *value[1:])})


def assert_every_change_changes_the_key(view: View) -> None:
    """Each field of the public board, changed alone, draws under a new board key."""
    boards = [view.board, *each_changed(view.board)]
    keys = {board_key(View(view.game, None, view.players, view.active, "", b)) for b in boards}
    assert len(keys) == len(boards), f"{len(boards) - len(keys)} changes kept an old key"


def assert_repr_names_every_field(view: View) -> None:
    """The board key is the view's ``repr``: every field of every part of the board shows."""
    shown = repr(view)
    for part in parts_in(view.board):
        for name in part.__struct_fields__:
            assert f"{name}=" in shown, f"{type(part).__name__}.{name} not in the key"


def assert_pickles_back(view: View) -> None:
    """Views are pickled to the render workers: they come back equal, with the same key."""
    back = pickle.loads(pickle.dumps(view))
    assert back == view and repr(back) == repr(view)
