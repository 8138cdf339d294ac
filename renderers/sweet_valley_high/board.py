"""The public board of one checked school, drawn from the public view only."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import fields
from functools import cached_property

from PIL import Image

from bot.games.sweet_valley_high.boards import SvhView
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from bot.games.sweet_valley_high.school import School
from renderers.kit.static import static_layer as cached_layer
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.sweet_valley_high.colours import encode
from renderers.sweet_valley_high.layout import Geometry, Panel
from renderers.sweet_valley_high.panel import draw_panel
from renderers.sweet_valley_high.pieces import (
    draw_badges,
    draw_cards,
    draw_last_move,
    draw_pawns,
    restore_labels,
)
from renderers.sweet_valley_high.sample import sample_view
from renderers.sweet_valley_high.school import draw_school
from renderers.sweet_valley_high.scoreboard import draw_scoreboard


def school_key(school: School) -> Hashable:
    """The checked school as one hashable value, so cached layers follow the data they show.

    ``School`` holds read-only mappings and cannot be hashed itself; two schools loaded from
    the same files give equal keys and share their layers.
    """
    return tuple(
        tuple(value.items()) if isinstance(value, Mapping) else value
        for value in (getattr(school, f.name) for f in fields(school))
    )


class SchoolBoard:
    """Draws the school one game's rules checked at start-up, in one theme.

    Boards made from equal schools compare equal and share their cached layers.
    """

    def __init__(self, rules: SweetValleyHigh, theme: Theme = DEFAULT_THEME) -> None:
        self.key = rules.key
        self.school = rules.school
        self.theme = theme
        self.geometry = Geometry(rules.school)
        self._school_key = school_key(rules.school)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SchoolBoard) and (self._school_key, self.theme) == (
            other._school_key,
            other.theme,
        )

    def __hash__(self) -> int:
        return hash((self._school_key, self.theme))

    @cached_property
    def _panels(self) -> dict[int, Panel]:
        top = self.geometry.board_height
        return {players: Panel(top, players) for players in range(1, 7)}

    def panel(self, players: int) -> Panel:
        """The bands under the school for a table of ``players``."""
        return self._panels[players]

    def static_layer(self, players: int = 4) -> Image.Image:
        """The school and its blank panel for ``players``, drawn once per school and theme."""
        height = self.panel(players).height
        return cached_layer(
            (__name__, self._school_key, height),
            self.theme,
            lambda theme: draw_school(self.geometry, height, theme),
        )

    def image(self, view: SvhView) -> Image.Image:
        """The board for a public view; raises ValueError for any private view."""
        if view.seat is not None or view.private or view.private_board:
            raise ValueError("the board image is drawn from the public view only")
        board, players = view.board, view.players
        school_layer = self.static_layer(len(players))
        image = school_layer.copy()
        over = view.outcome is not None
        draw_last_move(image, self.geometry, board, players, self.theme)
        restore_labels(image, school_layer, self.geometry)
        draw_cards(image, self.geometry, board.rooms, self.school.card_names, self.theme)
        mover = None if over else board.mover
        draw_pawns(image, self.geometry, board.positions, players, mover, self.theme)
        if not over:
            draw_badges(image, self.geometry, board.badges)
        draw_panel(image, self.panel(len(players)), view, self.school, self.theme)
        return image

    def png(self, view: SvhView) -> bytes:
        """``image`` on the frame's few colours, as PNG bytes ready to attach as board.png."""
        return encode(self.image(view), self.school, self.theme)

    def scoreboard_png(self, view: SvhView) -> bytes:
        """A seat's own scoreboard as cards, for her private panel."""
        return draw_scoreboard(view, self.school, self.theme)

    def sample_view(self, players: int = 4) -> SvhView:
        """A mid-game public position: docs and benchmarks."""
        return sample_view(self.key, self.school, players)

    def warm_up(self) -> None:
        """The school's layers for every table size, before the first turn."""
        for players in range(2, 5):
            self.static_layer(players)
