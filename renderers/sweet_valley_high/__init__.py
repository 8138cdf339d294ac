"""The Sweet Valley High board, drawn from the public view only (it carries no face-down card,
so nothing here could draw one) for a phone: ``layout`` says where everything goes, ``school``
draws what never changes, ``pieces`` what a move changes on it, ``panel`` the kit's turn panel
under it and a player's own scoreboard for her private panel."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property, partial

from PIL import Image

from bot.engine import PlayerInfo, View
from bot.games.sweet_valley_high import boards as b
from bot.games.sweet_valley_high.boards import SvhView
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.words import K
from bot.languages import ENGLISH
from bot.sentences import Sentence
from renderers.kit.flat import encode_flat
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.static import data_key, restore, static_layer
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme
from renderers.kit.turn import seat_colours
from renderers.kit.words import in_words
from renderers.sweet_valley_high import layout, pieces
from renderers.sweet_valley_high.panel import card_names, draw_panel, draw_scoreboard
from renderers.sweet_valley_high.school import draw_school, frame_colours

__all__ = ["SchoolBoard", "board_renderer", "hand_renderer", "warm_up"]

SAMPLE_SEATS = (
    ("Ana", "jessica", ("prom-dress", "corsage"), "bruce", "x3y0"),
    ("Ben", "elizabeth", ("bicycle",), b.HIDDEN, "detention"),
    ("Chloé", "lila", (), None, "x8y6"),
    ("Dmitri", "enid", ("swimsuit", "beach-towel", "ms-jacobi"), None, "x4y4"),
)
"""The sample position's seats: name, character, items, boyfriend and place."""
SHOWN = {"science": b.EMPTY, "music": b.EMPTY, "gym": b.EMPTY, "typing": "ken", "french": b.LIFTED}
"""The sample's classrooms whose card is not face down."""


class SchoolBoard:
    """Draws the school one game's rules checked at start-up, in one theme; boards of equal
    schools compare equal and share their cached layers."""

    def __init__(self, rules: SweetValleyHigh, theme: Theme = DEFAULT_THEME) -> None:
        self.key, self.school, self.theme = rules.key, rules.school, theme
        self.geometry = layout.Geometry(rules.school)
        self._key = (data_key(rules.school), theme)
        self._geometries = {ENGLISH: self.geometry}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SchoolBoard) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def panel(self, players: int) -> PanelLayout:
        """The turn panel under the school for ``players``, then a line counting the pile."""
        top, under = self.geometry.board_height, layout.LINE + layout.px(8)
        return PanelLayout(top, layout.WIDTH, players, layout.STYLE, layout.px(7), under)

    def geometry_in(self, language: str) -> layout.Geometry:
        """The school laid out with its names in ``language`` (kept: a few per school)."""
        geometry = self._geometries.get(language)
        if geometry is None:
            geometry = self._geometries[language] = layout.Geometry(self.school, language)
        return geometry

    def static_layer(self, players: int = 4, language: str = ENGLISH) -> Image.Image:
        """The school and its blank panel for ``players``, drawn once per school, theme and
        language (its classrooms and spaces are named on it)."""
        height = self.panel(players).height
        draw = partial(draw_school, self.geometry_in(language), height)
        return static_layer((__name__, self._key[0], height, language), self.theme, draw)

    def image(self, view: SvhView) -> Image.Image:
        """The board for a public view; raises ValueError for any private view."""
        if view.seat is not None or view.private or view.private_board:
            raise ValueError("the board image is drawn from the public view only")
        view = in_words(view)
        language = view.language
        geometry = self.geometry_in(language)
        board, bare = view.board, self.static_layer(len(view.players), language)
        frame = pieces.Frame(bare.copy(), geometry, seat_colours(view), self.theme)
        over = view.outcome is not None
        pieces.draw_last_move(frame, board)
        restore(frame.image, bare, geometry.label_boxes())  # no move hides a name
        pieces.draw_cards(frame, board.rooms, card_names(self.school, language))
        pieces.draw_pawns(frame, board.positions, view.players, None if over else board.mover)
        if not over:
            pieces.draw_badges(frame, board.badges)
        draw_panel(frame.image, self.panel(len(view.players)), view, self.school, self.theme)
        return frame.image

    def png(self, view: SvhView) -> bytes:
        """``image`` on the frame's few colours, as PNG bytes ready to attach as board.png."""
        return encode_flat(self.image(view), self.colours)

    def scoreboard_png(self, view: SvhView) -> bytes:
        """Her own scoreboard as cards for her private panel; none before she chose a character."""
        image = draw_scoreboard(in_words(view), self.school, self.theme)
        return b"" if image is None else encode_flat(image, self.colours)

    @cached_property
    def colours(self) -> list[RGB]:
        """Every colour a frame or a scoreboard is drawn in: its palette."""
        return frame_colours(self.static_layer(), self.school, self.theme)

    def sample_view(self, players: int = 4) -> SvhView:
        """A mid-game public position for the docs and the benchmarks: Ana has rolled 4 and
        her destinations are badged, Ben waits in the Detention Room, Dmitri's walk is behind
        him (the later seats left out at a smaller table)."""
        seats, school = SAMPLE_SEATS[:players], self.school
        rooms = (b.Classroom(room, SHOWN.get(room, b.FACE_DOWN)) for room in school.classrooms)
        board = b.PublicBoard(
            positions=tuple(place for *_, place in seats),
            rooms=tuple(rooms),
            scoreboards=tuple(b.Scoreboard(who, items, held) for _, who, items, held, _ in seats),
            phase="move",
            active=0,
            mover=0,
            roll=4,
            badges=(b.Badge("x7y0", "1"), b.Badge("x4y3", "2"), b.Badge("x0y1", "3")),
            path=("x3y0",),
            lose_turn=tuple(place == "detention" for *_, place in seats),
            deck=27,
            discard=9,
            last_card=school.deck[3].key,
            winners=(),
            last_move=b.Walk(players - 1, ("x4y8", "x4y7", "x4y6", "x4y5", "x4y4")),
        )
        roster = tuple(_player(seat, school) for seat in range(players))
        asked = Sentence(f"{K}-phase-move", player=roster[0].name, roll=4)
        return View(self.key, None, roster, 0, asked, board)


board_renderer = SchoolBoard
"""The public board renderer the table makes once from the checked rules."""


def hand_renderer(rules: SweetValleyHigh) -> Callable[[View], bytes]:
    """The private renderer: one seat's own scoreboard, drawn from the checked rules."""
    return SchoolBoard(rules).scoreboard_png


def warm_up(rules: SweetValleyHigh) -> None:
    """Draw the school for every table size before the first turn."""
    board = SchoolBoard(rules)
    for players in range(2, 5):
        board.static_layer(players)


def _player(seat: int, school: School) -> PlayerInfo:
    name, who, items, held, place = SAMPLE_SEATS[seat]
    message = "summary-with-boyfriend" if held else "summary"
    summary = Sentence(f"{K}-{message}", found=len(items))
    badges = ("detention",) if place == "detention" else ()
    character = school.character(who)
    return PlayerInfo(seat, name, len(items), badges, summary, character.colour, character.name)
