"""Cheat Street's public board, drawn from the public view only: the static layer, the last
move with the tiles it crossed put back over it, the pawns with the names put back over them,
the badges of the places the mover may reach, then the turn panel or the Game over look."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PIL import Image

from bot.engine.model import PlayerInfo, View
from bot.games.cheat_street.boards import Badge, CheatStreetView, PublicBoard, SeatBoard, Walk
from bot.games.cheat_street.words import made_of, said
from bot.languages import ENGLISH
from renderers.cheat_street import pieces
from renderers.cheat_street.frame import BoardScene, read
from renderers.cheat_street.geometry import Board, Box, Layout
from renderers.cheat_street.labels import place_labels
from renderers.cheat_street.panel import draw_panel
from renderers.cheat_street.static import BUS_COLOURS, draw_map, draw_static
from renderers.kit.frame_palette import board_palette
from renderers.kit.names import Name
from renderers.kit.palette import FRAME_LEVEL, encode_png, kit_colours
from renderers.kit.sampled_palette import sampled_palette
from renderers.kit.static import restore
from renderers.kit.static import static_layer as cached_layer
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.kit.words import in_words

if TYPE_CHECKING:
    from bot.games.cheat_street.rules import CheatStreet

SAMPLE_NAMES = ("Ana", "Ben", "Chloé", "Dmitri", "Esme", "Farid")


class CheatStreetBoard:
    """Cheat Street's public board, drawn on the board its rules checked at start-up."""

    def __init__(self, rules: CheatStreet) -> None:
        self.key = rules.key
        self.board = Board.of(rules.board)

    def space_xy(self, space_id: str) -> tuple[int, int]:
        """Pixel centre of a space in the image."""
        return self.board.xy(space_id)

    def labels(self, language: str = ENGLISH) -> tuple[Name, ...]:
        """Every name on the board (goal tiles, Start, streets) and where it is written, in
        ``language``."""
        return place_labels(self.board, language)

    def pawn_layout(self, view: CheatStreetView) -> dict[int, pieces.Pawn]:
        """Where each seat's pawn is drawn: seat -> (x, y, radius) in image pixels."""
        return pieces.pawn_layout(self.board, self.drawing(view))

    def badge_boxes(self, view: CheatStreetView) -> dict[str, Box]:
        """Where the badge of each place the mover may reach is drawn, by space id."""
        return pieces.badge_boxes(self.board, self.drawing(view))

    def static_layer(
        self,
        players: int = 6,
        theme: Theme = DEFAULT_THEME,
        *,
        over: bool = False,
        language: str = ENGLISH,
    ) -> Image.Image:
        """The unchanging image for a table of ``players`` (once the game is ``over``: with
        room for the Game over look), drawn once per board, table size, language (its names
        are words) and theme. Callers must not draw on it."""
        layout = Layout(players, over)
        draw = partial(draw_static, self.board, layout)
        if language != ENGLISH:
            draw = partial(draw, language=language)
        return cached_layer((self.board.key, layout, language), theme, draw)

    def map_layer(self, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The board without a word on it, drawn once per board and theme, to be shown small
        (a goal card's map). Callers must not draw on it."""
        return cached_layer((self.board.key, "map"), theme, partial(draw_map, self.board))

    def image(self, view: CheatStreetView, *, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The board for a public Cheat Street view, in its language; raises ValueError for
        any private view."""
        return self._draw(self.drawing(in_words(view)), theme)

    def png(self, view: CheatStreetView, *, theme: Theme = DEFAULT_THEME) -> bytes:
        """``image`` as PNG on the board's 64 colours, ready to attach as board.png (the kit's
        level for frames: nearly level 9's bytes for a fraction of its time)."""
        image = self.image(view, theme=theme)
        return encode_png(image, palette=self.frame_palette(theme), level=FRAME_LEVEL)

    def drawing(self, view: CheatStreetView) -> BoardScene:
        """What the image of ``view`` shows, and nothing more: equal drawings, equal images."""
        return read(self.board, view, self.key)

    def _draw(self, frame: BoardScene, theme: Theme) -> Image.Image:
        layout = Layout(len(frame.players), frame.outcome is not None)
        static = self.static_layer(layout.players, theme, over=layout.over, language=frame.language)
        image = static.copy()
        pieces.draw_path(image, self.board, frame, theme)
        restore(image, static, self.board.tile_boxes().values())
        pieces.draw_pawns(image, self.board, frame, theme)
        restore(image, static, [label.box for label in self.labels(frame.language)])
        pieces.draw_badges(image, pieces.badge_boxes(self.board, frame), frame, theme)
        draw_panel(image, frame, layout, theme)
        return image

    def sample_view(self, players: int = 4) -> CheatStreetView:
        """A mid-game position (Ana choosing where to go, Ben punished): the README picture
        and the palette's sample."""
        scores = [12, 8, 17, 4, 20, 0][:players]
        punished = [False, True, False, False, False, True][:players]
        positions = ["s12", "s29", "s29", "s41", "s20", "s0"]
        made = [made_of(*counts) for counts in ((3, 0), (2, 0), (3, 1), (1, 0), (5, 0), (0, 0))]
        places = ("s3", "s5", "s7", "s28", "s30", "s9", "s24", "s13", "s4", "s16")
        board = PublicBoard(
            seats=tuple(map(SeatBoard, positions, punished, scores, made)),
            phase="move",
            active=0,
            roll=4,
            steps_left=4,
            path=("s12",),
            passed=tuple(range(1, players)),
            caller=None,
            winner=None,
            last_move=Walk(players - 1, ("s17", "s16", "s15", "s4", "s37")),
            badges=tuple(Badge(space, str(number)) for number, space in enumerate(places, 1)),
        )
        roster = tuple(map(PlayerInfo, range(players), SAMPLE_NAMES, scores))
        asked = said("phase-choose", player=SAMPLE_NAMES[0], count=4)
        return View(self.key, None, roster, 0, asked, board)

    def frame_palette(self, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The 64 colours of a busy sample frame, with those that must stay exact (the kit's
        turn panel and Game over, the bus lines', a punishment's, the bars'), so every frame
        fits them."""

        def make() -> Image.Image:
            sample = self.image(self.sample_view(len(SAMPLE_NAMES)), theme=theme)
            exact = [*kit_colours(theme), *BUS_COLOURS.values(), theme.danger, theme.bar]
            return sampled_palette(sample, exact)

        return board_palette(self.board.key, theme, make)
