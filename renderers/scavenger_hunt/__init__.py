"""The Scavenger Hunt house image, drawn from the public view only, laid out for a phone.

A ``HuntBoard`` is made once from the game's checked rules and draws the house they loaded:
``layout`` says where everything goes, ``house`` draws what never changes (once per house and
theme: the numbered outer spaces, the named rooms, the Doors, the STARTs), ``pieces`` what a
move changes on it (the move's path, the discs still to find, the Dogs, the pawns, the letters
of the spaces the mover may choose), ``panel`` the turn, the standings and Game over under it,
``colours`` maps a frame onto its few colours before it is encoded. Hands are secret and the
public view carries none, so nothing here could draw one: ``hand`` draws a seat's own hand as
cards, from that seat's own view, for its private panel.

Everything is read from the fields of the view's declared board
(``bot/games/scavenger_hunt/boards.py``): each seat's side, the Dogs, the count under way, the
last count and the badges.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cached_property
from typing import Any

from PIL import Image

from bot.engine import View
from bot.games.scavenger_hunt.boards import PublicBoard, ScavengerHuntView
from bot.games.scavenger_hunt.house import House
from bot.games.scavenger_hunt.rules import ScavengerHunt
from bot.games.scavenger_hunt.state import MOVE
from renderers.kit.static import static_layer
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.kit.turn import seat_colours
from renderers.scavenger_hunt.colours import encode, frame_palette
from renderers.scavenger_hunt.hand import hand_png
from renderers.scavenger_hunt.house import draw_house
from renderers.scavenger_hunt.layout import WIDTH, Space, spaces_of, turn_panel
from renderers.scavenger_hunt.panel import OVER, draw_panel
from renderers.scavenger_hunt.pieces import (
    draw_badges,
    draw_discs,
    draw_dogs,
    draw_path,
    draw_pawns,
    restore_labels,
)
from renderers.scavenger_hunt.sample import sample_view

__all__ = ["HuntBoard", "board_renderer", "hand_renderer", "warm_up"]


def checked_house(rules: Any) -> House:
    """The house the Scavenger Hunt rules checked at start-up."""
    found = getattr(rules, "house", None)
    if not isinstance(found, House):
        raise ValueError("the Scavenger Hunt rules carry no checked house")
    return found


def house_key(h: House) -> Hashable:
    """Everything in ``h``, hashable: the key of the pictures cached for that house."""
    return (
        __name__,
        h.size,
        h.colours,
        tuple(h.rgb.items()),
        h.path,
        tuple(h.spaces.items()),
        tuple(h.doors.items()),
        tuple(h.starts.items()),
        tuple(h.fronts.items()),
        tuple(sorted(h.roll_again)),
    )


class HuntBoard:
    """The public board of one checked house (``BoardRenderer``)."""

    def __init__(self, rules: Any, theme: Theme = DEFAULT_THEME) -> None:
        self.house = checked_house(rules)
        self.rules: ScavengerHunt = rules
        self.theme = theme
        self.spaces: dict[str, Space] = spaces_of(self.house)

    @cached_property
    def palette(self) -> Image.Image:
        return frame_palette(self.house, self.theme)

    def layer(self) -> Image.Image:
        """The unchanging house, drawn once per house and theme; callers copy before drawing."""
        return static_layer(
            house_key(self.house), self.theme, lambda t: draw_house(self.house, self.spaces, t)
        )

    def size(self, players: int) -> tuple[int, int]:
        """The frame's size at a table of ``players``, the same from the first turn to the end."""
        return (WIDTH, turn_panel(players).height)

    def image(self, view: ScavengerHuntView) -> Image.Image:
        """The board for a public view; raises ValueError for a seat's own view."""
        if view.seat is not None:
            raise ValueError("only the public view is drawn on the board")
        board, theme = view.board, self.theme
        layer = self.layer()
        image = Image.new("RGB", self.size(len(view.players)), theme.background)
        image.paste(layer, (0, 0))
        colours = seat_colours(view)
        over = view.outcome is not None or board.phase == OVER
        path, mover = _shown_path(board)
        draw_path(image, self.spaces, mover, path, colours.get(mover), theme)
        draw_discs(image, self.spaces, board.seats, colours)
        draw_dogs(image, self.spaces, board.dogs)
        active = None if over else view.active
        positions = [side.position for side in board.seats]
        draw_pawns(image, self.spaces, positions, view.players, colours, active, theme)
        if not over and view.active is not None:
            mover = colours[view.active]
            draw_badges(image, self.spaces, board.badges, positions, mover, theme)
        restore_labels(image, layer, self.spaces.values())
        draw_panel(image, turn_panel(len(view.players)), view, self.house, theme)
        return image

    def png(self, view: ScavengerHuntView) -> bytes:
        """The frame on the house's few colours, ready to attach as board.png."""
        return encode(self.image(view), self.palette)

    def sample_view(self, players: int = 4) -> ScavengerHuntView:
        return sample_view(self.rules, players)

    def hand(self, view: ScavengerHuntView) -> bytes:
        """A seat's own hand as cards, for its private panel."""
        return hand_png(self.house, view, self.theme)


def _shown_path(board: PublicBoard) -> tuple[tuple[str, ...], int]:
    """The path to draw and whose it is: the count under way once it has moved, else the last
    finished one."""
    if board.phase == MOVE and len(board.path) > 1:
        return board.path, board.active
    last = board.last_move
    return ((), 0) if last is None else (last.path, last.seat)


def board_renderer(rules: Any) -> HuntBoard:
    """The registration's ``renderer`` hook."""
    return HuntBoard(rules)


def hand_renderer(rules: Any) -> Callable[[View], bytes]:
    """The registration's ``private_renderer`` hook."""
    return HuntBoard(rules).hand


def warm_up(rules: Any) -> None:
    """The registration's ``warm_up`` hook: the house layer before the first turn."""
    HuntBoard(rules).layer()
