"""Toy Party's pictures: the public table and one player's hand, small and plain."""

from __future__ import annotations

import io
from collections.abc import Callable

from PIL import Image, ImageDraw

from bot.engine import View
from tests.platform.party_game import PartyGame


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


class PartyTable:
    """One bar per player in the seat's colour, as long as its points."""

    def __init__(self, rules: PartyGame) -> None:
        self.rules = rules

    def image(self, view: View) -> Image.Image:
        image = Image.new("RGB", (200, 20 * max(1, len(view.players))), "white")
        draw = ImageDraw.Draw(image)
        for row, player in enumerate(view.players):
            width = 10 * player.score
            draw.rectangle((0, row * 20 + 2, width, row * 20 + 18), fill=player.colour or "grey")
        return image

    def png(self, view: View) -> bytes:
        return _png(self.image(view))

    def sample_view(self, players: int) -> View:
        names = [f"P{seat}" for seat in range(players)]
        return self.rules.view(self.rules.setup(names, 1, {}), None)


def board_renderer(rules: PartyGame) -> PartyTable:
    return PartyTable(rules)


def warm_up(rules: PartyGame) -> None:
    """Toy Party has no static layer to prepare."""


def hand_renderer(rules: PartyGame) -> Callable[[View], bytes]:
    return render_hand


def render_hand(view: View) -> bytes:
    """The seat's cards as small white cards with their value in pips."""
    hand = list(view.private_board.get("hand", []))
    if not hand:
        return b""
    image = Image.new("RGB", (40 * len(hand) + 10, 60), "darkgreen")
    draw = ImageDraw.Draw(image)
    for index, value in enumerate(hand):
        left = 10 + 40 * index
        draw.rectangle((left, 8, left + 30, 52), fill="white", outline="black")
        for pip in range(value):
            y = 12 + 6 * pip
            draw.ellipse((left + 12, y, left + 17, y + 5), fill="black")
    return _png(image)


class PartyBars(PartyTable):
    """The same table, saying what it draws: a bar per player, nothing of the phase."""

    def drawing(self, view: View) -> tuple[tuple[int, str | None], ...]:
        return tuple((player.score, player.colour) for player in view.players)


def bars_renderer(rules: PartyGame) -> PartyBars:
    return PartyBars(rules)
