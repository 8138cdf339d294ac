"""Small pictures kept as data: shapes measured in units of a picture's size around its centre.

A game's icons (a goal's drawing, a vehicle) live in a JSON file beside its renderer, so the
renderer says what each picture is made of instead of spelling out the drawing calls, and a
board and a card draw the same picture at their own sizes.

A file holds named ``colours`` (``"#rrggbb"``) and ``pictures``, each a list of steps
``[kind, at, style]``: ``kind`` is a pen method (``rect``, ``ellipse``, ``arc``, ``circle``,
``polygon``, ``line``) or a kit shape (``star``, ``hexagon``, ...); ``at`` is a box, a list of
points, or a centre and a radius, in units of the size; ``style`` holds the pen's keywords, a
colour by name or hex, a number in pixels (an outline's width), a ``[units, pixels]`` pair for a
length with a fixed part (a corner's radius, an inset). A number in ``at`` may be such a pair too.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import resources

import msgspec
from PIL import Image

from renderers.common import Colour, Point, ScaledDraw
from renderers.kit.canvas import opaque, shrink, sprite_pen
from renderers.kit.theme import RGB, hex_rgb

Length = float | list[float]
"""Units of the picture's size, or ``[units, pixels]``."""
PEN_METHODS = frozenset({"rect", "ellipse", "arc", "circle", "polygon", "line"})
BOXED = frozenset({"rect", "ellipse", "arc"})
TRACED = frozenset({"polygon", "line"})


class Step(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    """One shape of a picture."""

    kind: str
    at: list[Length]
    style: dict[str, str | float | list[float]] = {}


class Pictures(msgspec.Struct, forbid_unknown_fields=True):
    """A game's pictures by name, and the colours they are painted in."""

    pictures: dict[str, list[Step]]
    colours: dict[str, str] = {}

    def draw(
        self,
        pen: ScaledDraw,
        name: str,
        centre: Point,
        unit: float,
        colours: Mapping[str, Colour] | None = None,
    ) -> None:
        """Picture ``name`` around ``centre``, one unit ``unit`` pixels; ``colours`` paints
        the names a picture leaves to its caller (a bus in its line's colour), RGBA on a sprite."""
        paint: dict[str, Colour] = {key: hex_rgb(v) for key, v in self.colours.items()}
        paint |= colours or {}
        for step in self.pictures[name]:
            style = {key: _style(value, unit, paint) for key, value in step.style.items()}
            shape = _geometry(step, centre, unit)
            if step.kind in PEN_METHODS:
                getattr(pen, step.kind)(*shape, **style)
            else:
                pen.shape(step.kind, *shape, **style)

    def sprite(
        self, name: str, side: int, unit: float, colours: Mapping[str, RGB] | None = None
    ) -> Image.Image:
        """Picture ``name`` in the middle of a transparent sprite ``side`` pixels square, to
        paste on a frame over what is drawn there (a marker, a badge); ``colours`` as in
        ``draw``. Callers cache it: a sprite is drawn at four times its size."""
        pen = sprite_pen(side)
        paint = {key: opaque(colour) for key, colour in (colours or {}).items()}
        self.draw(pen, name, (side / 2, side / 2), unit, paint)
        return shrink(pen)


def read_pictures(package: str, name: str) -> Pictures:
    """The pictures file ``name`` shipped in ``package``, checked against the format."""
    raw = resources.files(package).joinpath(name).read_bytes()
    return msgspec.json.decode(raw, type=Pictures)


def _length(value: Length, unit: float, origin: float = 0.0) -> float:
    if isinstance(value, list):
        return origin + value[0] * unit + value[1]
    return origin + value * unit


def _geometry(step: Step, centre: Point, unit: float) -> tuple[object, ...]:
    """The pen's positional arguments: a box, a list of points, or a centre and a radius."""
    x, y = centre
    at = step.at
    if step.kind in BOXED:
        return (tuple(_length(v, unit, o) for v, o in zip(at, (x, y, x, y), strict=True)),)
    if step.kind in TRACED:
        xs = [_length(v, unit, x) for v in at[0::2]]
        ys = [_length(v, unit, y) for v in at[1::2]]
        return (list(zip(xs, ys, strict=True)),)
    return ((_length(at[0], unit, x), _length(at[1], unit, y)), _length(at[2], unit))


def _style(value: str | float | list[float], unit: float, paint: Mapping[str, Colour]) -> object:
    if isinstance(value, str):
        return paint[value] if value in paint else hex_rgb(value)
    if isinstance(value, list):
        return _length(value, unit)
    return value
