"""One declared shape for every game's state: a msgspec struct on a shared core.

A game declares its state as a subclass of ``TableCore``, adding its own fields with their
types (and constraints, such as ``NonNegative``). That one declaration is the running state, the
saved JSON and its schema: ``dump_core`` writes it, ``load_core`` checks and reads it back (a
damaged field is named in one sentence), and ``copy_core`` copies it as fast as hand-written code
would, from a copying plan made once per class from the declared field types.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, ClassVar, TypeVar

import msgspec

from bot.engine.rng import Rng
from bot.engine.schema import convert, field_error

OVER = "over"
"""The phase of every game once it has ended."""


class TableCore(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """What every game's state has.

    ``players`` are the names in seat order, ``rng`` the game's only source of chance,
    ``active`` the seat whose turn it is, ``winners`` the seats that won (empty while playing),
    ``last_path`` the spaces the last move passed (for the board), ``gone`` who has left,
    ``opening`` the public story of how the first player was found.
    ``per_seat`` names the fields a game keeps one entry per seat in, checked on loading.
    """

    players: list[str]
    rng: Rng
    phase: str
    active: int = 0
    winners: list[int] = []
    last_path: list[str] = []
    gone: list[bool] = []
    opening: list[str] = []

    per_seat: ClassVar[tuple[str, ...]] = ()

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def seated(self, seat: int) -> bool:
        """Whether ``seat`` plays in this game and has not left it."""
        return 0 <= seat < len(self.players) and not (self.gone and self.gone[seat])


C = TypeVar("C", bound=TableCore)


def dump_core(state: TableCore) -> dict[str, Any]:
    """Plain JSON data, as the saved text reads back: the generator is its one integer, a
    tuple a list, every object key a string."""
    saved = msgspec.json.encode(state, enc_hook=_encode)
    return msgspec.json.decode(saved)  # type: ignore[no-any-return]


def load_core(data: Mapping[str, Any], kind: type[C]) -> C:
    """The state ``data`` holds, checked against ``kind``'s declaration and its seat count;
    GameDataError names the first damaged field."""
    state = convert(data, kind, dec_hook=_decode)
    seats = len(state.players)
    for name in kind.per_seat:
        if len(getattr(state, name)) != seats:
            raise field_error("", name, f"must have {seats} entries, one per player")
    if state.gone and len(state.gone) != seats:
        raise field_error("", "gone", f"must have {seats} entries, one per player")
    if not 0 <= state.active < seats:
        raise field_error("", "active", f"is seat {state.active}, but there are {seats} players")
    return state


def copy_core(state: C) -> C:
    """An independent copy, as ``copy.deepcopy`` makes but several times faster: every apply
    copies the state, and a computer player applies thousands of actions a move."""
    return _struct_copier(type(state))(state)  # type: ignore[no-any-return]


# -- saving -------------------------------------------------------------------------------


def _encode(value: Any) -> Any:
    if isinstance(value, Rng):
        return value.state
    raise NotImplementedError(f"{type(value).__name__} is not saved in a game state")


def _decode(kind: type, value: Any) -> Any:
    if kind is Rng and isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return Rng(value)
    raise ValueError("must be the generator's state, a whole number")


# -- copying ------------------------------------------------------------------------------

Copier = Callable[[Any], Any]


def _same(value: Any) -> Any:
    return value


def _flat(value: list[Any]) -> list[Any]:
    return value[:]


def _nested(value: list[list[Any]]) -> list[list[Any]]:
    return [inner[:] for inner in value]


def _shallow_dict(value: dict[Any, Any]) -> dict[Any, Any]:
    return dict(value)


def _rng(value: Rng) -> Rng:
    return Rng(value.state)


def _anything(value: Any) -> Any:
    """Plain data of a shape not declared closely (a dict of Any): copied by what it holds."""
    kind = type(value)
    if kind is str or kind is int or kind is bool or kind is float or value is None:
        return value
    if kind is list:
        return [_anything(item) for item in value]
    if kind is dict:
        return {key: _anything(item) for key, item in value.items()}
    if isinstance(value, msgspec.Struct):
        return copy_core(value) if isinstance(value, TableCore) else _struct_copier(kind)(value)
    if kind is Rng:
        return Rng(value.state)
    return copy.deepcopy(value)


@cache
def _plan(kind: type[msgspec.Struct]) -> tuple[tuple[str, Copier], ...]:
    """How to copy each field of ``kind``, chosen once from its declared type."""
    info = msgspec.inspect.type_info(kind)
    assert isinstance(info, msgspec.inspect.StructType)
    return tuple((field.name, _copier(field.type)) for field in info.fields)


@cache
def _struct_copier(kind: type[msgspec.Struct]) -> Copier:
    """A copier for ``kind`` written out as straight-line code, made once: a shallow copy,
    then a fresh value for each field that can change (shared values are left as they are)."""
    plan = _plan(kind)
    if kind.__struct_config__.frozen:

        def rebuilt(value: Any) -> Any:
            return kind(**{name: copier(getattr(value, name)) for name, copier in plan})

        return rebuilt
    lines = ["def copied(value):", "    new = value.__copy__()"]
    scope: dict[str, Any] = {"Rng": Rng}
    for index, (name, copier) in enumerate(plan):
        if copier is _same:
            continue
        if copier is _flat:
            lines.append(f"    new.{name} = value.{name}[:]")
        elif copier is _nested:
            lines.append(f"    new.{name} = [inner[:] for inner in value.{name}]")
        elif copier is _shallow_dict:
            lines.append(f"    new.{name} = value.{name}.copy()")
        elif copier is _rng:
            lines.append(f"    new.{name} = Rng(value.{name}.state)")
        else:
            scope[f"copy_{index}"] = copier
            lines.append(f"    new.{name} = copy_{index}(value.{name})")
    lines.append("    return new")
    exec("\n".join(lines), scope)  # the names come from the declared fields only
    return scope["copied"]  # type: ignore[no-any-return]


_SHARED = (
    msgspec.inspect.StrType,
    msgspec.inspect.IntType,
    msgspec.inspect.BoolType,
    msgspec.inspect.FloatType,
    msgspec.inspect.NoneType,
    msgspec.inspect.LiteralType,
    msgspec.inspect.EnumType,
)


def _immutable(info: msgspec.inspect.Type) -> bool:
    if isinstance(info, msgspec.inspect.UnionType):
        return all(_immutable(member) for member in info.types)
    if isinstance(info, msgspec.inspect.StructType):
        return bool(info.cls.__struct_config__.frozen) and all(
            _immutable(field.type) for field in info.fields
        )
    if isinstance(info, msgspec.inspect.TupleType | msgspec.inspect.VarTupleType):
        members = (
            info.item_types if isinstance(info, msgspec.inspect.TupleType) else (info.item_type,)
        )
        return all(_immutable(member) for member in members)
    return isinstance(info, _SHARED)


def _copier(info: msgspec.inspect.Type) -> Copier:
    if _immutable(info):
        return _same
    if isinstance(info, msgspec.inspect.CustomType) and info.cls is Rng:
        return _rng
    if isinstance(info, msgspec.inspect.ListType):
        item = info.item_type
        if _immutable(item):
            return _flat
        if isinstance(item, msgspec.inspect.ListType) and _immutable(item.item_type):
            return _nested
    if isinstance(info, msgspec.inspect.DictType) and _immutable(info.value_type):
        return _shallow_dict
    if isinstance(info, msgspec.inspect.StructType):
        return _struct_copier(info.cls)
    return _anything
