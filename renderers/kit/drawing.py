"""What a game's registration hands the table: renderers made from the game's checked rules.

A registration names factories as ``"module:function"``; the drawing side calls each once at
start-up with the rules the catalog checked, so a renderer draws the board its game loaded and
never looks a game up or reads a data file:

* ``renderer(rules) -> BoardRenderer``: the public board; a board may also say what it draws
  of a view (``drawing(view)``, see ``drawn``), so the table uploads a new image only when that
  changes;
* ``private_renderer(rules) -> Callable[[View], bytes]``: one seat's own picture for its panel;
* ``warm_up(rules)``: draw the unchanging layers ahead of the first turn.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Protocol

from PIL import Image

from bot.engine import View

PrivateRenderer = Callable[[View], bytes]
WarmUp = Callable[[Any], object]


class BoardRenderer(Protocol):
    """Draws one game's public board."""

    def png(self, view: View) -> bytes:
        """The board as PNG bytes (what the table posts)."""
        ...

    def image(self, view: View) -> Image.Image:
        """The board before encoding (for benchmarks and the README's picture)."""
        ...

    def sample_view(self, players: int) -> View:
        """A mid-game public position with ``players`` seats, to time and show the board."""
        ...


def drawn(board: BoardRenderer, view: View) -> Hashable | None:
    """What ``board`` draws of ``view``: the value of its optional ``drawing(view)``, equal for
    two views exactly when their images are equal, with a stable ``repr`` (the table keys the
    image by it, and saves the key); None for a board without one (the whole view counts)."""
    drawing: Callable[[View], Hashable] | None = getattr(board, "drawing", None)
    return None if drawing is None else drawing(view)
