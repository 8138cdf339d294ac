"""The pawns: a disc in the pair's colour with the seat's shape, the pawn's own two letters,
a Monster mark and the number of cards it saved (never which).

Pawns sharing a space stand side by side, two to a row, as large as the space allows; a crowd
that would not fit (everyone on the Gate platform at the start) stands in one row across the
space, over the bushes beside it. On a named space they keep below the name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from bot.games.goosebumps.boards import PawnBoard
from renderers.goosebumps.art import MONSTER_GREEN, WHITE
from renderers.goosebumps.layout import SMALL_PX, Box
from renderers.kit.canvas import paste_sprite
from renderers.kit.chips import ChipStyle, draw_chip
from renderers.kit.seats import PlayerColour
from renderers.kit.spots import Spots
from renderers.kit.theme import Theme
from renderers.kit.tokens import token_sprite
from renderers.text import draw_text, font

SPOTS = Spots(alone=21, sharing=17, crowd=17)
"""Room for two letters on a pawn sharing its space."""
MONSTER = ChipStyle(SMALL_PX, SMALL_PX / 2 + 1)
SAVED = ChipStyle(SMALL_PX, SMALL_PX / 2 + 1, radius=4)


def draw_pawns(
    image: Image.Image,
    pawns: Sequence[PawnBoard],
    areas: Mapping[str, Box],
    colours: Mapping[int, PlayerColour],
    theme: Theme,
) -> None:
    """Every pawn still in the graveyard on the space it stands on: the discs first, then
    every pawn's letters and marks, so a neighbour's disc never hides them."""
    placed = list(SPOTS.placed(pawns, lambda pawn: pawn.space, areas))
    for pawn, spot in placed:
        disc = token_sprite(pawn.seat, "", spot.radius, theme=theme, colour=colours[pawn.seat])
        paste_sprite(image, disc, spot.xy)
    draw = ImageDraw.Draw(image)
    face, ink = font(SMALL_PX, bold=True), theme.ink
    for pawn, spot in placed:
        x, y, corner = spot.x, spot.y, spot.radius * 0.8
        draw_text(draw, (x, y + 1), pawn.mark, face, colours[pawn.seat].text, anchor="mm")
        if pawn.monster:
            draw_chip(draw, (x - corner, y - corner), "M", MONSTER, MONSTER_GREEN, WHITE, ink)
        if pawn.saved:
            draw_chip(draw, (x + corner, y + corner), str(pawn.saved), SAVED, WHITE, ink, ink)
