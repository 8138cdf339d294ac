"""One player's own scoreboard for her private panel, as cards: the boyfriend she must find
(and the one she holds, which the others may not know), her four items ticked when found, and
her last secret peek. Three cards a row, so a phone shows every name whole."""

from __future__ import annotations

from PIL import Image

from bot.games.sweet_valley_high.boards import Scoreboard, SeatSecrets, SvhView
from bot.games.sweet_valley_high.school import Character, School
from renderers.kit.canvas import paste_at
from renderers.kit.cards import CARD_SIZE, card_face
from renderers.kit.seats import chosen_colour
from renderers.kit.theme import RGB, Theme, mix
from renderers.sweet_valley_high.colours import BOYFRIEND, CARD_BACK, encode
from renderers.sweet_valley_high.ink import write
from renderers.text import font, wrap

PER_ROW = 3
CARD = CARD_SIZE
"""The kit's card: seven lines, enough for the longest peek ("Go To Detention Room" in "Vice
Principal's Office") with no name cut."""
GUTTER = 12
MARGIN = 16
TITLE_PX = 20
Card = tuple[str, tuple[str, ...], RGB]


def draw_scoreboard(view: SvhView, school: School, theme: Theme) -> bytes:
    """A seat's own scoreboard as cards; nothing before she chose her character."""
    if view.seat is None:
        raise ValueError("a scoreboard picture needs a seat")
    own = view.private_board
    if not isinstance(own, SeatSecrets):
        raise ValueError("a scoreboard picture needs the seat's own secrets")
    board = view.board.scoreboards[view.seat]
    if not board.character:
        return b""
    character = school.character(board.character)
    cards = _cards(school, character, board, own, theme)
    rows = -(-len(cards) // PER_ROW)
    width = 2 * MARGIN + PER_ROW * CARD[0] + (PER_ROW - 1) * GUTTER
    title = font(TITLE_PX, bold=True)
    lines = wrap(f"{character.name}, for {character.date}", title, width - 2 * MARGIN, 2)
    top = MARGIN + len(lines) * (TITLE_PX + 6) + 6
    height = top + rows * (CARD[1] + GUTTER) + MARGIN - GUTTER
    image = Image.new("RGB", (width, height), theme.panel)
    for i, line in enumerate(lines):
        write(image, (MARGIN, MARGIN + i * (TITLE_PX + 6)), line, title, BOYFRIEND)
    for n, (kind, body, colour) in enumerate(cards):
        sprite = card_face(kind, body, colour, size=CARD, theme=theme)
        row, column = divmod(n, PER_ROW)
        at = (MARGIN + column * (CARD[0] + GUTTER), top + row * (CARD[1] + GUTTER))
        paste_at(image, sprite, at)
    return encode(image, school, theme)


def _cards(
    school: School,
    character: Character,
    board: Scoreboard,
    own: SeatSecrets,
    theme: Theme,
) -> list[Card]:
    """Her boyfriend card, one card per item, her last peek."""
    names = school.card_names
    colour = chosen_colour(0, character.colour).rgb
    wanted = names[character.boyfriend]
    held = own.boyfriend
    if held == character.boyfriend:
        status = "✓ found"
    elif held:
        status = f"I hold {names[held]} instead"
    else:
        status = "to find"
    cards: list[Card] = [("Boyfriend", (wanted, status), BOYFRIEND)]
    for item in character.items:
        found = item in board.items
        state = "✓ found" if found else "to find"
        cards.append(("Item", (names[item], state), colour if found else theme.muted))
    peek = own.peek
    if peek is None:
        cards.append(("Last peek", ("none yet",), mix(CARD_BACK, theme.panel, 0.3)))
    else:
        cards.append(("Last peek", (peek.card, f"in {school.rooms[peek.room].name}"), CARD_BACK))
    return cards
