"""The turn panel under the school (under each name her item slots, boyfriend and character;
at Game over the boyfriend and character each standing ended with) and a player's own
scoreboard for her private panel: the boyfriend she must find (and the one she holds, which the
others may not know), her four items ticked when found, and her last secret peek."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from PIL import Image, ImageDraw

from bot.engine import PlayerInfo
from bot.games.sweet_valley_high import words
from bot.games.sweet_valley_high.boards import HIDDEN, Scoreboard, SeatSecrets, SvhView
from bot.games.sweet_valley_high.school import School
from bot.languages import say
from renderers.kit.cards import CARD_SIZE
from renderers.kit.chips import ChipStyle, draw_chip
from renderers.kit.flat import flat_pen
from renderers.kit.hand import HandCard, HandLayout, hand_image
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.seats import chosen_colour
from renderers.kit.theme import Theme, ink_on
from renderers.kit.turn import Box, TurnFacts, UnderName, draw_turn_panel
from renderers.sweet_valley_high.layout import SMALL_PX, STYLE, px
from renderers.sweet_valley_high.pieces import pawn_letter
from renderers.sweet_valley_high.school import BOYFRIEND, CARD_BACK, NO_PEEK, chip_fill, slot_fill
from renderers.text import draw_text, ellipsize, font

SLOT = px(22)
ITEM_SLOT = ChipStyle(SMALL_PX, SLOT / 2, radius=px(5), edge=2)
"""An item slot under a player's name, ticked once she found the item."""
BOYFRIEND_SLOT = ChipStyle(SMALL_PX, SLOT / 2, pad=px(8), radius=px(5), edge=2, bold=False)
"""The slot after them: her boyfriend's name, face down or none."""
LAYOUT = HandLayout(476, 3, CARD_SIZE[1], 20, 12, heading_lines=2, margin=16, gap=12)
"""The kit's cards (seven lines: the longest peek with no name cut), three a row."""


def draw_panel(
    image: Image.Image, panel: PanelLayout, view: SvhView, school: School, theme: Theme
) -> None:
    """The turn panel of this position, or the Game over look once ``view.outcome`` is set."""
    board, players = view.board, view.players
    facts = TurnFacts(
        dice=(board.roll,) if board.roll else (),
        letters={p.seat: pawn_letter(p) for p in players},
        under_name={
            p.seat: _under_name(p, view, school, theme)
            for p in players
            if board.scoreboards[p.seat].character
        },
        summaries={
            p.seat: _ended_with(board.scoreboards[p.seat], school, view.language) for p in players
        },
    )
    draw_turn_panel(image, panel.header, panel.game_over, view, facts, STYLE, theme)
    if view.outcome is None:
        line = _say(view.language, "pic-pile", deck=board.deck, discard=board.discard)
        at = (panel.under[0], panel.under[1] + px(6))
        draw_text(flat_pen(image), at, line, font(SMALL_PX), theme.muted)


def _say(language: str, message: str, **args: object) -> str:
    """One of the game's own words, as the board draws it in ``language``."""
    return say(language, f"{words.K}-{message}", **args)


def card_names(school: School, language: str) -> Mapping[str, str]:
    """Every item card's name in ``language``, by key."""
    return _card_names(tuple(school.card_names), language)


@cache
def _card_names(cards: tuple[str, ...], language: str) -> Mapping[str, str]:
    """Kept: one school's few cards in the few languages the bot speaks."""
    return {key: words.card(key).in_language(language) for key in cards}


def _boyfriend(board: Scoreboard, school: School, language: str) -> str:
    held = board.boyfriend or ""
    if held == "":
        return _say(language, "pic-no-boyfriend")
    if held == HIDDEN:
        return _say(language, "pic-boyfriend-face-down")
    return card_names(school, language)[held]


def _ended_with(board: Scoreboard, school: School, language: str) -> str:
    """After a final result: the boyfriend and the character she ended with."""
    character = school.character(board.character).name if board.character else ""
    return f"{_boyfriend(board, school, language)} · {character}" if character else ""


def _under_name(player: PlayerInfo, view: SvhView, school: School, theme: Theme) -> UnderName:
    """Four item slots (ticked when found), the boyfriend slot, her character and state."""
    board, language = view.board.scoreboards[player.seat], view.language
    character = school.character(board.character)
    boyfriend, held = _boyfriend(board, school, language), chip_fill(board.boyfriend or "", theme)
    notes = [character.name]
    notes += [_say(language, "pic-in-detention")] if "detention" in player.badges else []
    notes += [_say(language, "pic-loses-turn")] if view.board.lose_turn[player.seat] else []
    face, edge = BOYFRIEND_SLOT.face, theme.panel_edge

    def draw_scoreboard(_: Image.Image, draw: ImageDraw.ImageDraw, box: Box) -> None:
        x, y, right, _ = box
        middle = y + SLOT / 2
        for item in character.items:
            fill, tick = (slot_fill(theme), "✓") if item in board.items else (theme.panel, "")
            draw_chip(draw, (x + SLOT / 2, middle), tick, ITEM_SLOT, fill, ink_on(fill), edge)
            x += SLOT + px(6)
        at = (x + px(6) + BOYFRIEND_SLOT.width(boyfriend) / 2, middle)
        chip = draw_chip(draw, at, boyfriend, BOYFRIEND_SLOT, held, ink_on(held), edge)
        line = ellipsize(" · ".join(notes), face, right - chip[2] - px(12))
        draw_text(draw, (chip[2] + px(12), middle), line, face, theme.muted, anchor="lm")

    return draw_scoreboard


def draw_scoreboard(view: SvhView, school: School, theme: Theme) -> Image.Image | None:
    """A seat's own scoreboard as cards; None before she chose her character."""
    own = view.private_board
    if view.seat is None or not isinstance(own, SeatSecrets):
        raise ValueError("a scoreboard picture needs a seat and its own secrets")
    board = view.board.scoreboards[view.seat]
    if not board.character:
        return None
    language = view.language
    character, names = school.character(board.character), card_names(school, language)
    held, peek = own.boyfriend, own.peek
    found, to_find = _say(language, "pic-found"), _say(language, "pic-to-find")
    wanted = found if held == character.boyfriend else to_find
    if held and held != character.boyfriend:
        wanted = _say(language, "pic-hold-instead", boyfriend=names[held])
    heading = _say(language, "pic-boyfriend")
    cards: list[HandCard] = [(heading, (names[character.boyfriend], wanted), BOYFRIEND)]
    colour = chosen_colour(0, character.colour).rgb
    for item in character.items:
        state = (found, colour) if item in board.items else (to_find, theme.muted)
        cards.append((_say(language, "pic-item"), (names[item], state[0]), state[1]))
    last = _say(language, "pic-last-peek")
    if peek is None:
        cards.append((last, (_say(language, "pic-none-yet"),), NO_PEEK))
    else:
        peeked = words.card_named(school, peek.card).in_language(language)
        where = _say(language, "pic-peeked-in", room=words.room_in(peek.room).in_language(language))
        cards.append((last, (peeked, where), CARD_BACK))
    date = words.date(character.key).in_language(language)
    sections = [(_say(language, "pic-for-date", character=character.name, date=date), cards)]
    return hand_image(sections, LAYOUT, background=theme.panel, ink=BOYFRIEND, theme=theme)
