"""One player's own scoreboard for her private panel, as the kit's cards: the boyfriend she
must find (and the one she holds, which the others may not know), her four items ticked when
found, and her last secret peek. Three cards a row, so a phone shows every name whole."""

from __future__ import annotations

from PIL import Image

from bot.games.sweet_valley_high.boards import SeatSecrets, SvhView
from bot.games.sweet_valley_high.school import School
from renderers.kit.cards import CARD_SIZE
from renderers.kit.hand import HandCard, HandLayout, hand_image
from renderers.kit.seats import chosen_colour
from renderers.kit.theme import Theme
from renderers.sweet_valley_high.school import BOYFRIEND, CARD_BACK, NO_PEEK

LAYOUT = HandLayout(476, 3, CARD_SIZE[1], 20, 12, heading_lines=2, margin=16, gap=12)
"""The kit's cards (seven lines: the longest peek with no name cut), three a row."""


def draw_scoreboard(view: SvhView, school: School, theme: Theme) -> Image.Image | None:
    """A seat's own scoreboard as cards; None before she chose her character."""
    own = view.private_board
    if view.seat is None or not isinstance(own, SeatSecrets):
        raise ValueError("a scoreboard picture needs a seat and its own secrets")
    board = view.board.scoreboards[view.seat]
    if not board.character:
        return None
    character, names = school.character(board.character), school.card_names
    held, peek = own.boyfriend, own.peek
    wanted = "✓ found" if held == character.boyfriend else "to find"
    if held and held != character.boyfriend:
        wanted = f"I hold {names[held]} instead"
    cards: list[HandCard] = [("Boyfriend", (names[character.boyfriend], wanted), BOYFRIEND)]
    colour = chosen_colour(0, character.colour).rgb
    for item in character.items:
        found = item in board.items
        state = ("✓ found", colour) if found else ("to find", theme.muted)
        cards.append(("Item", (names[item], state[0]), state[1]))
    if peek is None:
        cards.append(("Last peek", ("none yet",), NO_PEEK))
    else:
        cards.append(("Last peek", (peek.card, f"in {school.rooms[peek.room].name}"), CARD_BACK))
    sections = [(f"{character.name}, for {character.date}", cards)]
    return hand_image(sections, LAYOUT, background=theme.panel, ink=BOYFRIEND, theme=theme)
