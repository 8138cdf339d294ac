"""The Rivals board picture, drawn from the public view only: the road on top (drawn once per
road and theme), the last move and both cars on it, then the turn panel (or Game over) and each
player's corner under it, as high as the cards in front of the players need."""

from __future__ import annotations

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
from bot.games.life_rivals.words import career_name, money, people_word, pets_word, say
from bot.languages import ENGLISH
from renderers.kit.bands import BADGE_FILL, BADGE_INK
from renderers.kit.canvas import new_canvas
from renderers.kit.corner import draw_corner
from renderers.kit.frame_palette import board_palette
from renderers.kit.palette import FRAME_LEVEL, encode_png, fixed_palette, kit_colours
from renderers.kit.static import static_layer as cached_layer
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.kit.words import in_words
from renderers.life_rivals.header import draw_panel, panel_layout
from renderers.life_rivals.layout import MARGIN, WIDTH, Box, RoadLayout
from renderers.life_rivals.road import draw_cars, draw_last_move, draw_road
from renderers.life_rivals.seats import draw_car, seat_corner
from renderers.life_rivals.style import KIND_COLOURS, SPACE_COLOURS

if TYPE_CHECKING:
    from bot.games.life_rivals.rules import LifeRivals

SEAT_WIDTH = (WIDTH - 3 * MARGIN) // 2


@dataclass(frozen=True)
class DrawnBoard:
    """A drawn board and where its parts went (the cards: a list of boxes a seat, as they lie)."""

    image: Image.Image
    panel: Box
    corners: tuple[Box, ...]
    cards: tuple[list[Box], ...]


class RivalsBoard:
    """The public board of one checked box: its road, and its cards for the sample position."""

    def __init__(self, rules: LifeRivals) -> None:
        self.key, self.box = rules.key, rules.box
        self.road = tuple(self.box.road)
        self.layout = RoadLayout(len(self.road))

    def static_layer(self, theme: Theme = DEFAULT_THEME, language: str = ENGLISH) -> Image.Image:
        """The road, its spaces named in ``language``: drawn once per road, language and theme."""
        draw = partial(draw_road, self.road, language=language)
        return cached_layer((__name__, self.road, language), theme, draw)

    def frame(self, view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> DrawnBoard:
        """The board for a public Rivals view, in its language; a private view is refused."""
        if view.seat is not None or view.private or view.private_board:
            raise ValueError("only the public view may be drawn on the board")
        view = in_words(view)
        seats = range(min(2, len(view.players)))
        corners = [seat_corner(view, seat, SEAT_WIDTH, theme) for seat in seats]
        layout = panel_layout(view, self.layout.bottom, self.road, theme)
        top, high = layout.bottom + MARGIN, max((each.height for each in corners), default=0)
        image = new_canvas((WIDTH, top + high + MARGIN), theme.background)
        image.paste(self.static_layer(theme, view.language), (0, 0))
        draw_last_move(image, self.layout, view.board.last_move, theme)
        draw_cars(image, self.layout, view, theme)
        panel = draw_panel(image, layout, view, self.road, theme)
        boxes, cards = [], []
        for each, side in zip(corners, view.board.seats, strict=False):
            left = MARGIN + each.seat * (SEAT_WIDTH + MARGIN)
            boxes.append((left, top, left + SEAT_WIDTH, top + high))
            car = partial(draw_car, seat=each.seat, side=side, theme=theme)
            lit = view.outcome is None and view.active == each.seat
            cards.append(
                draw_corner(
                    image,
                    each,
                    boxes[-1],
                    lit=lit,
                    theme=theme,
                    picture=car,
                    language=view.language,
                )
            )
        return DrawnBoard(image, panel, tuple(boxes), tuple(cards))

    def image(self, view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The board for a public Rivals view, before encoding, in the view's language."""
        view = in_words(view)
        return self.frame(view, theme=theme).image

    def png(self, view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> bytes:
        """The board as PNG bytes, on the palette every frame of this box shares, at the kit's
        frame level (every frame is uploaded: it saves a third of the bytes of level 1)."""
        image = self.image(view, theme=theme)
        return encode_png(image, palette=self.palette(theme), level=FRAME_LEVEL)

    def palette(self, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """A busy sample frame's colours and those every frame keeps exactly however little
        the sample shows: the kit's, the spaces', the cards', the badges', the muted spinner's."""

        def make() -> Image.Image:
            keep = [*kit_colours(theme), *SPACE_COLOURS.values(), *KIND_COLOURS.values()]
            sample = self.image(self.sample_view(), theme=theme)
            return fixed_palette(sample, [*keep, BADGE_FILL, BADGE_INK, theme.bar])

        return board_palette(self.box, theme, make)

    def sample_view(self, players: int = 2) -> RivalsView:
        """A mid-game position (Ana to move and able to steal, Ben ahead on the road): docs,
        benchmarks, the palette."""
        kinds = ("stuff", "good", "not-so-good")
        stuff, goods, bad = ([c for c in self.box.cards if c.kind == kind] for kind in kinds)
        ana = tuple(map(OnTable, (*goods[:3], stuff[0], bad[0])))
        ben = (OnTable(goods[3]), OnTable(stuff[1], "A"), OnTable(stuff[2], "B"), OnTable(bad[1]))
        seats = (  # position, cash, people, pets, career, cards, hand, score, retired
            SeatBoard(
                14, 24, 3, 0, HeldCareer(career_name("nostril-doctor"), 3), ana, 5, 66, False
            ),
            SeatBoard(21, 9, 4, 2, HeldCareer(career_name("conspiracy"), 1), ben, 5, 74, False),
        )
        board = PublicBoard(seats, 38, 3, "turn", 0, 4, None, 21, Move(seat=1, start=17, end=21))
        roster = (
            PlayerInfo(
                0, "Ana", 66, summary=say("summary", money=money(24), people=people_word(3))
            ),
            PlayerInfo(
                1,
                "Ben",
                74,
                summary=say(
                    "summary-pets", money=money(9), people=people_word(4), pets=pets_word(2)
                ),
            ),
        )[:players]
        return View(self.key, None, roster, 0, say("phase-turn", player="Ana"), board)
