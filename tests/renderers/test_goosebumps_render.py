"""Behaviour of the Goosebumps graveyard image: structure and pixels, never PNG bytes."""

from __future__ import annotations

import io
import random

from PIL import Image

from renderers.goosebumps import (
    DANGER_COLOURS,
    HEIGHT,
    KIND_FILL,
    WIDTH,
    cell_centre,
    render,
    render_png,
    sample_view,
)
from tests.games.goosebumps_helpers import card, game, give, new
from tests.games.goosebumps_play import play

PIT_FILL = KIND_FILL["pit"]


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 24) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=False))


def corner(image: Image.Image, space: str) -> tuple[int, ...]:
    """A pixel inside the space, away from its picture and any pawn."""
    x, y = cell_centre(game().board, space)
    return image.getpixel((round(x - 24), round(y + 24)))  # type: ignore[return-value]


def test_png_has_the_frame_size() -> None:
    image = Image.open(io.BytesIO(render_png(sample_view())))
    assert image.size == (WIDTH, HEIGHT)


def test_the_pit_follows_the_tomb() -> None:
    s = new()
    before = render(game().view(s, None))
    assert near(corner(before, "c8"), PIT_FILL) and not near(corner(before, "b8"), PIT_FILL)
    s.tombs[0] = 0
    after = render(game().view(s, None))
    assert near(corner(after, "b8"), PIT_FILL)
    assert near(corner(after, "d8"), KIND_FILL["potion"])


def test_danger_spaces_show_their_colour() -> None:
    image = render(game().view(new(), None))
    assert near(corner(image, "b8"), DANGER_COLOURS["red"])
    assert near(corner(image, "d6"), DANGER_COLOURS["purple"])
    assert near(corner(image, "b4"), DANGER_COLOURS["gold"])


def test_a_pawn_is_drawn_in_its_pair_colour_where_it_stands() -> None:
    s = new()
    s.spaces[2] = "a5"
    image = render(game().view(s, None))
    x, y = cell_centre(game().board, "a5")
    pixels = {
        image.getpixel((round(x + dx), round(y + dy)))
        for dx in range(-14, 15, 2)
        for dy in (-12, 12)
    }
    assert any(near(p, (0, 158, 115), 10) for p in pixels)
    empty = render(game().view(new(), None))
    assert not any(
        near(empty.getpixel((round(x + dx), round(y + dy))), (0, 158, 115), 10)
        for dx in range(-14, 15, 2)
        for dy in (-12, 12)
    )


def test_saved_cards_change_only_the_count_badge() -> None:
    """Two states with different saved cards (same count) draw the same picture."""
    a, b = new(), new()
    give(a, 0, card("ring"))
    give(b, 0, card("switch"))
    assert render(game().view(a, None)).tobytes() == render(game().view(b, None)).tobytes()
    assert render(game().view(a, None)).tobytes() != render(game().view(new(), None)).tobytes()


def test_random_positions_render() -> None:
    """Frames of a played game, pits and fallen pawns included, all draw."""
    s, trail = play(game(), new(4, seed=3), random.Random(3))
    for step in trail[:: max(1, len(trail) // 8)]:
        if step[0] != "expire":
            assert render(game().view(step[2], None)).size == (WIDTH, HEIGHT)
    assert render(game().view(s, None)).size == (WIDTH, HEIGHT)


def test_the_panel_picture_shows_only_the_seats_own_saved_cards() -> None:
    from renderers.goosebumps import KIND_COLOURS, render_saved

    s = new()
    give(s, 0, card("jump"))
    give(s, 2, card("ring"))
    assert render_saved(game().view(s, None)) == b""
    mine = Image.open(io.BytesIO(render_saved(game().view(s, 0)))).convert("RGB")
    colours = {colour for _, colour in mine.getcolors(1 << 20)}
    assert KIND_COLOURS["anytime"] in colours and KIND_COLOURS["later"] not in colours
    theirs = Image.open(io.BytesIO(render_saved(game().view(s, 1)))).convert("RGB")
    assert KIND_COLOURS["later"] in {colour for _, colour in theirs.getcolors(1 << 20)}
    assert render_saved(game().view(new(), 0)) == b""


def test_the_coming_pit_is_framed_during_the_window() -> None:
    from renderers.goosebumps import CELL, COMING_PIT

    s = new()
    s.spaces[2] = "c8"
    give(s, 2, card("ring"))
    s.phase, s.brink = "brink", {"platform": 0, "to": 2, "resume": "move", "waiting": [1]}
    x, y = cell_centre(game().board, "d8")
    edge = (round(x), round(y - CELL / 2 + 3))
    assert render(game().view(s, None)).getpixel(edge) == COMING_PIT
    s.phase, s.brink = "move", {}
    assert render(game().view(s, None)).getpixel(edge) != COMING_PIT
