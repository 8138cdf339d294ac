"""A legend of icons: what each mark on the board means, its picture and a few words, a few to
a row in columns."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from PIL import Image, ImageDraw

from renderers.kit.theme import RGB
from renderers.text import draw_text, ellipsize, font, wrap

Box = tuple[int, int, int, int]
Point = tuple[float, float]
Key = TypeVar("Key")


@dataclass(frozen=True)
class Legend(Generic[Key]):
    """``entries`` (a mark, what it means) in ``columns`` columns of rows ``row`` pixels high,
    each mark drawn by ``icon`` ``side`` pixels across, its words in ``px`` after it."""

    entries: Sequence[tuple[Key, str]]
    icon: Callable[[Image.Image, Key, Point, int], None]
    columns: int
    row: int
    side: int
    px: int
    gap: int = 6

    @property
    def height(self) -> int:
        return -(-len(self.entries) // self.columns) * self.row

    def draw(
        self,
        image: Image.Image,
        box: Box,
        ink: RGB,
        *,
        words: Callable[[str], str] = str,
        lines: int = 1,
        step: float = 0,
    ) -> None:
        """Row by row from the top of ``box``, each entry's text read through ``words`` (a
        message id worded in the reader's language, say); words too long for a column wrap
        onto up to ``lines`` lines ``step`` pixels apart, and are cut past the last."""
        draw = ImageDraw.Draw(image)
        left, top, right, _ = box
        column = (right - left) / self.columns
        room = column - self.side - 2 * self.gap
        face = font(self.px)
        for index, (key, text) in enumerate(self.entries):
            row, col = divmod(index, self.columns)
            x, y = left + col * column, top + row * self.row + self.row / 2
            self.icon(image, key, (x + self.side / 2, y), self.side)
            said = words(text)
            shown = wrap(said, face, room, lines) if lines > 1 else [ellipsize(said, face, room)]
            first = y - (len(shown) - 1) * step / 2
            for number, line in enumerate(shown):
                at = (x + self.side + self.gap, first + number * step)
                draw_text(draw, at, line, face, ink, anchor="lm")
