"""The house speaks the menus' language: each option of the mover's panel begins with the
letter the board draws on the space it ends on, and every place a menu, a label or a story line
names ("space 29", "the yellow Garage", "the red Start") is written or drawn on the board."""

from __future__ import annotations

import dataclasses
import re

import pytest
from msgspec import structs

from bot.catalog import Catalog
from bot.games.scavenger_hunt.actions import read_place
from bot.games.scavenger_hunt.marks import SEPARATOR
from bot.games.scavenger_hunt.words import room
from cogs.drawings import GameDrawings
from renderers.kit.static import forget_static_layers
from renderers.kit.theme import hex_rgb as rgb
from renderers.scavenger_hunt import HuntBoard
from renderers.scavenger_hunt.layout import SMALL_PX, px
from renderers.scavenger_hunt.pieces import badge_centre
from renderers.text import font, recording_sizes
from tests.renderers.scavenger_hunt_positions import played, public, rules

SPACE = re.compile(r"\bspace (\d+)\b")
ROOM = re.compile(r"\b(red|blue|yellow|green) (Kitchen|Closet|Attic|Garage|Yard|Start)\b")
SHOUTED = re.compile(r"\b(KITCHEN|CLOSET|ATTIC|GARAGE|YARD|START)S?\b")
CHOICES = ("Where to go", "Next step", "Cards to keep")


@pytest.fixture(scope="module")
def board(games: Catalog) -> HuntBoard:
    drawn = GameDrawings.of(games.entry("scavenger-hunt")).board
    assert isinstance(drawn, HuntBoard)
    return drawn


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=False))


def stops_on(state, action_id: str) -> str:
    """The space an option of the mover's panel ends on (on past a pawn on the path)."""
    game = rules()
    kind, end, *fields = action_id.split(":")
    if kind == "step":
        return end
    where = read_place(end, ((fields[1:] if kind == "go" else fields) or [""])[0])
    if kind == "go" and state.choosing:
        where = read_place(*state.choosing.split(":"))
    if where.ends:
        return where.end
    return game.walk(state).landing(where.end, where.direction or 1)


def test_every_option_begins_with_the_letter_drawn_on_its_space(board: HuntBoard) -> None:
    game = rules()
    checked = drawn_checked = 0
    for state, _ in played(4, 2)[::3]:
        view = public(state)
        badges = {badge.space: badge.letter for badge in view.board.badges}
        if state.phase == "move" and state.stepping.left:
            for action in game.legal_actions(state, state.active):
                if action.group not in CHOICES:
                    assert not re.match(r"^[A-Z]+ · ", action.label), action
                    continue
                badge = badges[stops_on(state, action.id)]
                assert action.label.startswith(f"{badge}{SEPARATOR}"), action
                checked += 1
        if badges and view.outcome is None:
            with recording_sizes() as drawn:
                with_badges = board.image(view)
            without = board.image(
                dataclasses.replace(view, board=structs.replace(view.board, badges=()))
            )
            assert set(badges.values()) <= {d.text for d in drawn}
            for space, _ in badges.items():
                taken = space in {side.position for side in view.board.seats}
                x, y = badge_centre(board.spaces[space], taken)
                half = px(5)
                chip = (round(x) - half, round(y) - half, round(x) + half, round(y) + half)
                assert with_badges.crop(chip).tobytes() != without.crop(chip).tobytes(), space
                drawn_checked += 1
    assert checked > 100 and drawn_checked > 100


def test_every_place_the_words_name_is_on_the_board(board: HuntBoard) -> None:
    """Numbers in the menus, panels, phase lines and the story are written on their outer
    spaces; a room is named in its box under a stripe of its colour; a Start is a house in its
    colour."""
    game, house = rules(), board.house
    forget_static_layers()
    with recording_sizes() as drawn:
        image = board.image(public(played(4, 1)[0][0]))
    written = {d.text for d in drawn}
    words: list[str] = []
    for state, story in played(4, 2)[::2]:
        words += story
        words.append(game.view(state, None).phase)
        for seat in range(len(state.players)):
            words += [a.label for a in game.legal_actions(state, seat)]
            words += game.view(state, seat).private
    text = "\n".join(words)
    numbers = set(SPACE.findall(text))
    assert len(numbers) > 20 and numbers <= written
    places = set(ROOM.findall(text))
    assert len(places) > 10
    for colour, kind in places:
        space = next(s for s in house.spaces.values() if (s.colour, room(s.kind)) == (colour, kind))
        box = board.spaces[space.id].box
        if kind != "Start":
            assert kind in written
            stripe = image.getpixel(((box[0] + box[2]) // 2, box[1] + px(3)))
        else:
            stripe = image.getpixel((box[0] + px(6), (box[1] + box[3]) // 2))
        assert near(stripe, rgb(house.rgb[colour])), (colour, kind, stripe)


def test_rooms_and_starts_are_named_in_normal_case() -> None:
    game = rules()
    for state, story in played(3, 1):
        lines = [*story, game.view(state, None).phase]
        lines += [a.label for s in range(3) for a in game.legal_actions(state, s)]
        for line in lines:
            assert not SHOUTED.search(line), line


def test_every_outer_space_and_room_name_is_written_whole_in_its_place(board: HuntBoard) -> None:
    """Each name's letters fit inside the strip kept for it, which nothing else is drawn on."""
    face = font(SMALL_PX)
    names = {space_id: space.name for space_id, space in board.spaces.items() if space.label}
    assert len(names) == len(board.spaces) - len(board.house.starts)
    for space_id, text in names.items():
        x0, y0, x1, y1 = board.spaces[space_id].label or (0, 0, 0, 0)
        left, top, right, bottom = face.getbbox(text, anchor="mm")
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        assert x0 + 1 <= cx + left and cx + right <= x1 - 1, (space_id, text)
        assert y0 <= cy + top and cy + bottom <= y1, (space_id, text)
