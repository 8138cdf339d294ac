"""The house on a phone: every text at a share of the width a phone reads, the header and the
standings at a glance, a portrait frame that keeps its size to Game over."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PIL import Image

from bot.catalog import Catalog
from bot.engine import View
from cogs.drawings import GameDrawings
from renderers.kit.final import winners_line
from renderers.kit.phone import HEADER, SMALLEST
from renderers.kit.static import forget_static_layers
from renderers.scavenger_hunt import HuntBoard
from renderers.scavenger_hunt.colours import frame_colours
from renderers.scavenger_hunt.layout import DIE, WIDTH, turn_panel
from renderers.scavenger_hunt.panel import standing_line
from renderers.text import DrawnText, recording_sizes
from tests.renderers.scavenger_hunt_positions import played, public


@pytest.fixture(scope="module")
def board(games: Catalog) -> HuntBoard:
    drawn = GameDrawings.of(games.entry("scavenger-hunt")).board
    assert isinstance(drawn, HuntBoard)
    return drawn


def busiest() -> Iterator[View]:
    """The start, the middle, the end, and the positions with the most badges and the longest
    line of what is asked, at four and at two players."""
    for players, seed in ((4, 2), (2, 1)):
        views = [public(state) for state, _ in played(players, seed)]
        yield views[0]
        yield views[len(views) // 2]
        yield views[-1]
        yield max(views, key=lambda v: len(v.board.badges))
        yield max(views, key=lambda v: len(v.phase))


def drawn_texts(board: HuntBoard, view: View) -> tuple[Image.Image, list[DrawnText]]:
    """The frame and every text it drew, the house layer drawn afresh."""
    forget_static_layers()
    with recording_sizes() as drawn:
        image = board.image(view)
    return image, list(drawn)


def test_every_text_is_drawn_at_a_size_a_phone_reads(board: HuntBoard) -> None:
    """At 400 dp no text is under 1/60 of the width; whose turn, what is asked, and each
    player's name and standing are at least 1/36."""
    for view in busiest():
        image, drawn = drawn_texts(board, view)
        assert image.width == WIDTH and image.height > image.width
        assert drawn and all(d.width == image.width for d in drawn), "text drawn in a sprite"
        small = [d for d in drawn if d.share < SMALLEST]
        assert not small, small
        if view.outcome is not None:
            continue
        header = {p.name for p in view.players}
        header |= {standing_line(view, p.seat, board.house) for p in view.players}
        if view.active is not None:
            header.add(f"{view.players[view.active].name}'s turn")
        asked = [d for d in drawn if len(d.text) > 3 and d.text in view.phase]
        assert asked, view.phase
        assert header <= {d.text for d in drawn}
        for d in drawn:
            if d.text in header or d in asked:
                assert d.share >= HEADER, d


def test_the_sizes_the_renderer_uses_are_shares_of_its_width() -> None:
    from renderers.scavenger_hunt import layout

    assert layout.SMALL_PX / WIDTH >= SMALLEST
    assert layout.ASK_PX / WIDTH >= HEADER and layout.TURN_PX / WIDTH >= HEADER


def test_the_frame_is_the_design_drawn_smaller_with_its_text_shares() -> None:
    """Fewer pixels, the same proportions: a frame narrower than its 560 px design keeps the
    share of the width each text had there (16 px, 18 px, 22 px), within a pixel's rounding."""
    from renderers.scavenger_hunt import layout

    assert WIDTH < layout.DESIGN
    for size, design in ((layout.SMALL_PX, 16), (layout.ASK_PX, 18), (layout.TURN_PX, 22)):
        assert abs(size - design * WIDTH / layout.DESIGN) <= 0.5, (size, design)


def test_letters_and_the_path_have_hard_edges(board: HuntBoard) -> None:
    """Soft edges took shades the frame's flat colours turn into speckles: the house, its
    pieces, the path and Game over put down only colours of the frame's palette (the dice,
    pasted whole, left out)."""
    palette = set(frame_colours(board.house, board.theme))
    for view in (*busiest(), public(played(4, 2)[-1][0])):
        image = board.image(view)
        header = turn_panel(len(view.players)).header
        dice = (header[2] - 3 * DIE, header[1], header[2], header[1] + DIE)
        image.paste(board.theme.panel, dice)
        colours = {colour for _, colour in image.getcolors(1 << 16)}
        assert colours <= palette, sorted(colours - palette)[:5]


def test_the_frame_is_portrait_and_keeps_its_size_to_game_over(board: HuntBoard) -> None:
    """A recap animates every frame of a game: the first and the last are the same size."""
    for players, seed in ((4, 1), (3, 1), (2, 1)):
        states = played(players, seed)
        first, last = board.image(public(states[0][0])), board.image(public(states[-1][0]))
        assert first.size == last.size == board.size(players)
        assert first.height > first.width


def test_game_over_writes_why_no_larger_than_who_won(board: HuntBoard) -> None:
    """At 420 px the kit's Game over wrote the reason at the fonts' 16 px floor under a 12 px
    winner: with the floor scaled like the board's, both keep the design's shares."""
    view = public(played(4, 2)[-1][0])
    assert view.outcome is not None
    _, drawn = drawn_texts(board, view)
    winner = next(d for d in drawn if d.text == winners_line(view.outcome, view.players))
    reason = [d for d in drawn if view.outcome.reason.startswith(d.text)]
    assert reason and all(d.size / WIDTH >= SMALLEST and d.size <= winner.size for d in reason)
