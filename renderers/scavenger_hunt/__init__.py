"""The Scavenger Hunt house, drawn from the public view only for a phone: ``house`` once per
house and theme, ``pieces`` what a move changes on it, ``panel`` the turn under it, on the few
``colours`` of ``layout``'s frame; ``hand`` a seat's own cards, from that seat's own view."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property, partial
from typing import Any

from PIL import Image

from bot.engine import View
from bot.games.scavenger_hunt.boards import ScavengerHuntView
from bot.games.scavenger_hunt.house import House
from bot.games.scavenger_hunt.rules import ScavengerHunt
from bot.languages import ENGLISH
from renderers.kit.flat import encode_flat
from renderers.kit.static import data_key, static_layer
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme
from renderers.kit.words import in_words
from renderers.scavenger_hunt.colours import COMPRESSION, frame_colours
from renderers.scavenger_hunt.hand import hand_png
from renderers.scavenger_hunt.house import draw_house
from renderers.scavenger_hunt.layout import WIDTH, spaces_of, turn_panel
from renderers.scavenger_hunt.panel import draw_panel
from renderers.scavenger_hunt.pieces import draw_pieces


class HuntBoard:
    """The public board of the house the rules checked (``BoardRenderer``)."""

    def __init__(self, rules: Any, theme: Theme = DEFAULT_THEME) -> None:
        house = getattr(rules, "house", None)
        if not isinstance(house, House):
            raise ValueError("the Scavenger Hunt rules carry no checked house")
        self.house, self.rules, self.theme = house, rules, theme
        self.spaces = spaces_of(house)
        self.key = (__name__, data_key(house))
        """The house's every field: the cached layer is drawn once per house and theme."""

    @cached_property
    def colours(self) -> list[RGB]:
        return frame_colours(self.house, self.theme)

    def layer(self, language: str = ENGLISH) -> Image.Image:
        """The unchanging house in ``language`` (its rooms are named); callers copy before
        drawing."""
        return static_layer(
            (*self.key, language),
            self.theme,
            lambda t: draw_house(self.house, self.spaces, t, language),
        )

    def size(self, players: int) -> tuple[int, int]:
        """The frame's size at a table of ``players``, the same from the first turn to the end."""
        return (WIDTH, turn_panel(players).height)

    def image(self, view: ScavengerHuntView) -> Image.Image:
        """The board for a public view; raises ValueError for a seat's own view."""
        if view.seat is not None:
            raise ValueError("only the public view is drawn on the board")
        view = in_words(view)
        layer = self.layer(view.language)
        image = Image.new("RGB", self.size(len(view.players)), self.theme.background)
        image.paste(layer, (0, 0))
        draw_pieces(image, self.spaces, view, layer, self.theme)
        draw_panel(image, turn_panel(len(view.players)), view, self.house, self.theme)
        return image

    def png(self, view: ScavengerHuntView) -> bytes:
        """The frame on the house's few colours, ready to attach as board.png."""
        return encode_flat(self.image(view), self.colours, COMPRESSION)

    def sample_view(self, players: int = 4) -> ScavengerHuntView:
        """A mid-game position for the docs and the benchmarks: the lists made, Ana has rolled
        5 from space 37 and chooses a lettered space, Chloë walked last into the red Garage, a
        Dog is on space 25 (the later seats left out at a smaller table)."""
        rules: ScavengerHunt = self.rules
        state = rules.setup(["Ana", "Ben", "Chloë", "Dmitri"][:players], 3, {})
        while state.phase == "list":
            seat = next(s for s in range(players) if rules.legal_actions(state, s))
            state, _ = rules.apply(state, seat, rules.legal_actions(state, seat)[0].id)
        state.active, state.dogs = 0, ["p24"]
        state.positions = ["p36", "p14", "garage-red", "p33"][:players]
        state.collected = [2, 1, 3, 0][:players]
        if players > 2:
            state.last_mover = 2
            state.last_path = ["p20", "p21", "p22", "yard-yellow", "garage-red"]
        state, _ = rules.start_turn_with(state, (2, 3))
        return rules.view(state, None)


board_renderer = HuntBoard
"""The registration's ``renderer`` hook."""


def hand_renderer(rules: ScavengerHunt) -> Callable[[View], bytes]:
    """The registration's ``private_renderer`` hook: a seat's own hand as cards."""
    return partial(hand_png, HuntBoard(rules).house, theme=DEFAULT_THEME)


def warm_up(rules: ScavengerHunt) -> None:
    """The registration's ``warm_up`` hook: the house layer before the first turn."""
    HuntBoard(rules).layer()
