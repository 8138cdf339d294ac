"""The public board of one checked school, drawn from the public view only."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import fields

from PIL import Image

from bot.games.sweet_valley_high.boards import SvhView
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from bot.games.sweet_valley_high.school import School
from renderers.kit.flat import encode_flat
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.static import static_layer as cached_layer
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.sweet_valley_high import layout
from renderers.sweet_valley_high.colours import frame_colours
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
    """The checked school as one hashable value (its mappings as items), so cached layers
    follow the data they show and equal schools share them."""
    return tuple(
        tuple(value.items()) if isinstance(value, Mapping) else value
        for value in (getattr(school, f.name) for f in fields(school))
    )


class SchoolBoard:
    """Draws the school one game's rules checked at start-up, in one theme; boards of equal
    schools compare equal and share their cached layers."""

    def __init__(self, rules: SweetValleyHigh, theme: Theme = DEFAULT_THEME) -> None:
        self.key, self.school, self.theme = rules.key, rules.school, theme
        self.geometry = layout.Geometry(rules.school)
        self._key = (school_key(rules.school), theme)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SchoolBoard) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def panel(self, players: int) -> PanelLayout:
        """The turn panel under the school for a table of ``players``."""
        return layout.panel(self.geometry.board_height, players)

    def static_layer(self, players: int = 4) -> Image.Image:
        """The school and its blank panel for ``players``, drawn once per school and theme."""
        height = self.panel(players).height
        return cached_layer(
            (__name__, self._key[0], height),
            self.theme,
            lambda theme: draw_school(self.geometry, height, theme),
        )

    def image(self, view: SvhView) -> Image.Image:
        """The board for a public view; raises ValueError for any private view."""
        if view.seat is not None or view.private or view.private_board:
            raise ValueError("the board image is drawn from the public view only")
        board, players, over = view.board, view.players, view.outcome is not None
        school_layer = self.static_layer(len(players))
        image = school_layer.copy()
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
        return encode_flat(self.image(view), frame_colours(self.school, self.theme))

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
