"""The Rivals board picture, drawn from the public view only: the road on top, the panel under
it (the turn header, or Game over, then each player's corner), laid out for a phone.

The road is drawn once per road and theme; a frame copies it, adds the last move and both
cars, and draws the panel below, as high as the cards in front of the players need.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PIL import Image

from bot.engine.model import PlayerInfo, View
from bot.games.life_rivals.boards import (
    HeldCareer,
    Move,
    OnTable,
    PublicBoard,
    RivalsView,
    SeatBoard,
)
from renderers.kit.bands import BADGE_FILL, BADGE_INK
from renderers.kit.canvas import new_canvas
from renderers.kit.palette import FRAME_LEVEL, encode_png, fixed_palette, kit_colours
from renderers.kit.static import static_layer as cached_layer
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme
from renderers.life_rivals.header import draw_panel, panel_layout
from renderers.life_rivals.layout import MARGIN, WIDTH, Box, RoadLayout
from renderers.life_rivals.road import draw_cars, draw_last_move, draw_road
from renderers.life_rivals.seats import SeatPanel, draw_seat, seat_panel
from renderers.life_rivals.style import KIND_COLOURS, SPACE_COLOURS

if TYPE_CHECKING:
    from bot.games.life_rivals.data import Box as CardBox
    from bot.games.life_rivals.data import Space
    from bot.games.life_rivals.rules import LifeRivals

PNG_LEVEL = FRAME_LEVEL
"""Every frame is uploaded: the kit's frame level saves a third of the bytes of level 1."""
SEAT_WIDTH = (WIDTH - 3 * MARGIN) // 2

_PALETTES: dict[tuple[CardBox, Theme], Image.Image] = {}
_PALETTES_LOCK = threading.Lock()  # frames are drawn in worker threads


@dataclass(frozen=True)
class DrawnBoard:
    """A drawn board and where its parts went: the header (or Game over), each player's corner,
    and the cards in front of each player (one list of boxes a seat, as they lie)."""

    image: Image.Image
    panel: Box
    corners: tuple[Box, ...]
    cards: tuple[list[Box], ...]


def must_keep(theme: Theme) -> list[RGB]:
    """Colours every frame keeps exactly, whether the sample frame shows much of them or not:
    the kit's (its panel, Game over, the seats' and so the spinner's), the spaces', the
    cards', the badges' and the muted spinner's."""
    return [
        *kit_colours(theme),
        *SPACE_COLOURS.values(),
        *KIND_COLOURS.values(),
        BADGE_FILL,
        BADGE_INK,
        theme.bar,
    ]


class RivalsBoard:
    """The public board of one checked box: its road, and its cards for the sample position."""

    def __init__(self, rules: LifeRivals) -> None:
        self.key = rules.key
        self.box: CardBox = rules.box
        self.road: tuple[Space, ...] = tuple(self.box.road)
        self.layout = RoadLayout(len(self.road))

    def static_layer(self, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The road, drawn once per road and theme."""
        return cached_layer((__name__, self.road), theme, partial(draw_road, self.road))

    def frame(self, view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> DrawnBoard:
        """The board for a public Rivals view; a private view is refused."""
        if view.seat is not None or view.private or view.private_board:
            raise ValueError("only the public view may be drawn on the board")
        over = view.outcome
        parts = dict(over.standings) if over else {}
        seats = [
            seat_panel(
                view, seat, SEAT_WIDTH, theme, final=str(parts.get(seat, "")), standing=bool(over)
            )
            for seat in range(min(2, len(view.players)))
        ]
        layout = panel_layout(view, self.layout.bottom, self.road, theme)
        corners = max((panel.height for panel in seats), default=0)
        image = new_canvas((WIDTH, layout.bottom + MARGIN + corners + MARGIN), theme.background)
        image.paste(self.static_layer(theme), (0, 0))
        draw_last_move(image, self.layout, view.board, theme)
        draw_cars(image, self.layout, view, theme)
        panel = draw_panel(image, layout, view, self.road, theme)
        boxes = self._corner_boxes(seats, layout.bottom + MARGIN, corners)
        cards = tuple(
            draw_seat(
                image, seat, box, on_turn=over is None and view.active == seat.seat, theme=theme
            )
            for seat, box in zip(seats, boxes, strict=True)
        )
        return DrawnBoard(image, panel, boxes, cards)

    @staticmethod
    def _corner_boxes(seats: list[SeatPanel], top: int, height: int) -> tuple[Box, ...]:
        """The players' corners side by side, as high as the fuller one needs."""
        lefts = [MARGIN + panel.seat * (SEAT_WIDTH + MARGIN) for panel in seats]
        return tuple((x0, top, x0 + SEAT_WIDTH, top + height) for x0 in lefts)

    def image(self, view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The board for a public Rivals view, before encoding."""
        return self.frame(view, theme=theme).image

    def png(self, view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> bytes:
        """The board as PNG bytes, in the palette every frame of this box shares."""
        return encode_png(
            self.image(view, theme=theme), palette=self.palette(theme), level=PNG_LEVEL
        )

    def palette(self, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """Colours of a busy sample frame plus every player colour, so every frame fits them;
        made once per box and theme."""
        key = (self.box, theme)
        with _PALETTES_LOCK:
            found = _PALETTES.get(key)
        if found is not None:
            return found
        sample = self.image(self.sample_view(), theme=theme)
        made = fixed_palette(sample, must_keep(theme))
        with _PALETTES_LOCK:
            return _PALETTES.setdefault(key, made)

    def sample_view(self, players: int = 2) -> RivalsView:
        """A mid-game position (Ana to move and able to steal, Ben ahead on the road): docs,
        benchmarks, the palette."""
        cards = self.box.cards
        stuff = [c for c in cards if c.kind == "stuff"][:3]
        goods = [c for c in cards if c.kind == "good"][:4]
        bad = [c for c in cards if c.kind == "not-so-good"][:2]
        stealable = [OnTable(c, badge) for c, badge in zip(stuff[1:], "AB", strict=True)]
        ana = SeatBoard(
            position=14,
            cash=24,
            people=3,
            pets=0,
            career=HeldCareer("Nostril Hair Doctor", salary=3),
            table=tuple(OnTable(c) for c in (*goods[:3], stuff[0], bad[0])),
            hand_size=5,
            score=66,
            retired=False,
        )
        ben = SeatBoard(
            position=21,
            cash=9,
            people=4,
            pets=2,
            career=HeldCareer("Conspiracy Theorist", salary=1),
            table=(OnTable(goods[3]), *stealable, OnTable(bad[1])),
            hand_size=5,
            score=74,
            retired=False,
        )
        board = PublicBoard(
            seats=(ana, ben),
            deck=38,
            discards=3,
            phase="turn",
            active=0,
            spin=4,
            stop_spin=None,
            landed=21,
            last_move=Move(seat=1, start=17, end=21),
        )
        roster = (
            PlayerInfo(0, "Ana", 66, summary="$240K · 3 people"),
            PlayerInfo(1, "Ben", 74, summary="$90K · 4 people · 2 pets"),
        )[:players]
        return View(self.key, None, roster, 0, "Ana's turn", board)
