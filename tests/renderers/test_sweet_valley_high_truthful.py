"""What the Sweet Valley High board tells a player on a phone: nothing drawn false or hidden,
every place a menu or a story line names written on it, the places a roll reaches badged as
the menu numbers them, text a phone reads, one Game over look, the private scoreboard as cards,
and few bytes a frame."""

from __future__ import annotations

import dataclasses
import io
import itertools
import math
from collections.abc import Iterator

import pytest
from msgspec import structs
from PIL import Image, ImageChops

from bot.catalog import Catalog
from bot.engine import View
from bot.games.sweet_valley_high.facts import space_name
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from bot.games.sweet_valley_high.school import ARROW
from bot.games.sweet_valley_high.state import SvhState
from cogs.drawings import GameDrawings
from renderers.kit.final import winners_line
from renderers.kit.flat import flat_pen
from renderers.kit.phone import HEADER, SMALLEST
from renderers.kit.static import forget_static_layers
from renderers.sweet_valley_high.layout import DESIGN, SMALL_PX, WIDTH
from renderers.text import DrawnText, draw_text, font, recording_sizes
from tests.games.svh_helpers import HOMES, game, rolled, start
from tests.renderers.sweet_valley_high_positions import crowded, milestones, played, public

KEY = "sweet-valley-high"
Box = tuple[float, float, float, float]


@pytest.fixture(scope="module")
def drawings(games: Catalog) -> GameDrawings:
    return GameDrawings.of(games.entry(KEY))


@pytest.fixture(scope="module")
def board(drawings: GameDrawings):  # type: ignore[no-untyped-def]
    assert drawings.board is not None
    return drawings.board


@pytest.fixture(scope="module")
def rules() -> SweetValleyHigh:
    return game()


def seeded_views() -> Iterator[tuple[str, View]]:
    """Start, a third in, two thirds in and Game over of seeded games at both table sizes,
    then the busiest frame built by hand."""
    for players in (2, 4):
        for seed in (1, 2):
            for name, view in milestones(seed, players).items():
                yield f"{players}p seed {seed} {name}", view
    yield "crowded", public(crowded())


def drawn_texts(board, view: View) -> list[DrawnText]:  # type: ignore[no-untyped-def]
    """Every text a frame of ``view`` puts down, the school's own names included."""
    with recording_sizes() as drawn:
        forget_static_layers()
        board.image(view)
    return list(drawn)


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


# -- nothing drawn false or hidden --------------------------------------------------------


def test_labels_are_never_covered_by_a_path_or_a_pawn(board) -> None:  # type: ignore[no-untyped-def]
    """ "TRADE PLACES", "Lila HOME", "Detention Room", "CHANGE BOYFRIENDS" were drawn over by
    the last move and the pawns: every label reads in every frame as the bare school has it."""
    school = board.static_layer().convert("RGB")
    for name, view in seeded_views():
        frame = board.image(view).convert("RGB")
        for box in board.geometry.label_boxes():
            crop = tuple(round(v) for v in box)
            diff = ImageChops.difference(frame.crop(crop), school.crop(crop))
            assert diff.getbbox() is None, f"{name}: the label at {crop} is drawn over"


def test_three_or_four_pawns_on_a_home_space_leave_every_sign_whole(board) -> None:  # type: ignore[no-untyped-def]
    """At 660 px four pawns on a Home Space spaced by their radius put the mover's ring over
    its sign: whoever of three or four there is the mover, every label reads as the bare
    school has it, and no two pawns there overlap."""
    school = board.static_layer().convert("RGB")
    for home in HOMES.values():
        for count in (3, 4):
            spots = board.geometry.pawn_spots(home, count)
            for a, b in itertools.combinations(spots, 2):
                assert math.hypot(a.x - b.x, a.y - b.y) >= a.radius + b.radius, (home, count)
            for mover in range(count):
                s = rolled(start(), mover, 6, at="x4y4")
                s.positions = [home] * count + ["x4y2"] * (4 - count)
                frame = board.image(public(s)).convert("RGB")
                for box in board.geometry.label_boxes():
                    crop = tuple(round(v) for v in box)
                    diff = ImageChops.difference(frame.crop(crop), school.crop(crop))
                    assert diff.getbbox() is None, f"{home}, {count} pawns, mover {mover}: {crop}"


def test_room_names_keep_clear_of_their_cards(board) -> None:  # type: ignore[no-untyped-def]
    """ "Home Economics" ran into its card: every classroom's name is written whole, above the
    card lying in it."""
    geometry = board.geometry
    for room in game().school.rooms:
        lines = geometry.names[room]
        assert " ".join(lines) == game().school.rooms[room].name
        assert not overlap(geometry.name_box(room), geometry.card_box(room)), room
        assert geometry.name_box(room)[3] <= geometry.card_box(room)[1]


def test_the_last_move_is_drawn_in_the_movers_colour(board) -> None:  # type: ignore[no-untyped-def]
    """The walk behind the last mover is hers: her colour lies between the spaces she crossed."""
    view = public(crowded())
    frame = board.image(view).convert("RGB")
    assert view.board.last_move is not None
    seat = view.board.last_move.seat
    colour = view.players[seat].colour
    assert colour is not None
    rgb = tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))
    a, b = (board.geometry.spot(space) for space in ("x8y6", "x8y5"))
    between = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    assert frame.getpixel((round(between[0]), round(between[1]))) == rgb


# -- the board speaks the menus' language -------------------------------------------------


def test_every_place_a_menu_or_story_names_is_written_on_the_board(
    board,  # type: ignore[no-untyped-def]
    rules: SweetValleyHigh,
) -> None:
    """Menus and stories named corridors the board never showed ("West Corridor (north)"):
    every space is found by what is written on it (a Home by its owner, Trade Places and Change
    Boyfriends by where they lie), an arrow by the classrooms it points at."""
    drawn = {d.text for d in drawn_texts(board, rules.view(start(), None))}
    school = rules.school
    for room, info in school.rooms.items():
        for line in board.geometry.names[room]:
            assert line in drawn, f"{info.name} is not written in its room"
    for space in school.spaces.values():
        named = space_name(school, space.id)
        if space.kind == ARROW:
            for room in space.rooms:
                assert school.rooms[room].name in named
            continue
        assert space.sign and space.sign in named, named
        lines = board.geometry.signs[space.id]
        assert " ".join(lines) == space.sign and all(line in drawn for line in lines), named


def rolled_positions() -> Iterator[SvhState]:
    """Positions after rolls (every end badged) and while walking step by step."""
    for s in played(3):
        if s.phase == "move":
            yield s
    s = crowded()
    yield s
    stepping, _ = game().apply(s, 0, "step-by-step")
    yield stepping


@pytest.mark.slow
def test_each_place_a_roll_reaches_is_badged_as_its_menu_option_begins(board) -> None:  # type: ignore[no-untyped-def]
    """After a roll each space the mover may choose carries a badge, and the menu option of
    that space begins with it; the board draws it on that space."""
    seen = 0
    for s in rolled_positions():
        view = public(s)
        badges = {badge.space: badge.number for badge in view.board.badges}
        options = {a.id.split(":")[1]: a.label for a in game().prompt(s).actions if ":" in a.id}
        assert set(options) == set(badges)
        for space, label in options.items():
            assert label.startswith(f"{badges[space]} · "), label
        plain = dataclasses.replace(view, board=structs.replace(view.board, badges=()))
        diff = ImageChops.difference(
            board.image(view).convert("RGB"), board.image(plain).convert("RGB")
        )
        for space in badges:
            box = board.geometry.badge_box(space)
            assert diff.crop(tuple(round(v) for v in box)).getbbox() is not None, space
            assert _inside(box, board.geometry.space_box(space))
        texts = [d.text for d in drawn_texts(board, view)]
        assert all(badge in texts for badge in badges.values())
        seen += len(badges)
    assert seen > 20


def _inside(inner: Box, outer: Box) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


# -- a phone can read it ------------------------------------------------------------------


def header_texts(view: View) -> set[str]:
    """What must read at a glance: whose turn, what is asked, each name and standing."""
    names = {p.name for p in view.players}
    return (
        {f"{view.players[view.active].name}'s turn", *names} if view.active is not None else names
    )


def test_a_phone_reads_every_frame(board) -> None:  # type: ignore[no-untyped-def]
    """At 400 dp: nothing under 1/60 of the width, the turn, what is asked, the die's row and
    every name and standing at 1/36 or more (Game over: the winner and the standings)."""
    for name, view in seeded_views():
        drawn = drawn_texts(board, view)
        small = [d for d in drawn if d.share < SMALLEST]
        assert not small, f"{name}: {small[:3]}"
        texts = {d.text: d for d in drawn}
        if view.outcome is None:
            wanted = header_texts(view) | {p.standing for p in view.players}
            asked = [d for d in drawn if len(d.text) > 3 and view.phase.startswith(d.text)]
            assert asked and all(d.share >= HEADER for d in asked), name
        else:
            wanted = {winners_line(view.outcome, view.players)}
        for text in wanted:
            found = [d for t, d in texts.items() if t == text or t.startswith(text)]
            assert found, f"{name}: {text!r} is not drawn"
            assert all(d.share >= HEADER for d in found), f"{name}: {text!r} {found}"


# -- Game over ----------------------------------------------------------------------------


def test_game_over_names_the_winner_why_and_the_standings(board) -> None:  # type: ignore[no-untyped-def]
    """Game over looks like no turn: the winner with the reason and the standings, no die,
    no row or pawn lit as if someone were on turn."""
    view = milestones(1, 4)["over"]
    assert view.outcome is not None
    texts = [d.text for d in drawn_texts(board, view)]
    assert winners_line(view.outcome, view.players) in texts
    assert any(view.outcome.reason.startswith(t) for t in texts)
    for rank, (seat, _) in enumerate(view.outcome.standings, start=1):
        assert any(t.startswith(f"{rank}. {view.players[seat].name}") for t in texts)
    image = board.image(view).convert("RGB")
    others = [s for s in range(len(view.players)) if s != view.active]
    quiet = dataclasses.replace(
        view,
        active=others[0],
        board=structs.replace(view.board, roll=None, mover=others[0]),
    )
    assert ImageChops.difference(image, board.image(quiet).convert("RGB")).getbbox() is None


# -- the private picture ------------------------------------------------------------------


def test_the_private_scoreboard_is_drawn_as_cards(drawings: GameDrawings, rules) -> None:  # type: ignore[no-untyped-def]
    """Her scoreboard was a text list: now a card each for her character, her items (named
    whole, ticked when found), her boyfriend and her last peek."""
    s = start()
    s.items[0].append("prom-dress")
    s.peeks[0] = "You peeked in Music: Ken Matthews."
    private = drawings.private
    assert private is not None
    with recording_sizes() as drawn:
        png = private(rules.view(s, 0))
    image = Image.open(io.BytesIO(png))
    words = " ".join(d.text for d in drawn)
    for item in rules.school.character("jessica").items:
        assert all(word in words for word in rules.school.card_names[item].split())
    assert "Bruce" in words and "Ken" in words and "Music" in words
    assert image.width <= 640 and all(d.size >= 16 for d in drawn)


# -- few bytes ----------------------------------------------------------------------------


@pytest.mark.slow
def test_frames_are_few_bytes(board) -> None:  # type: ignore[no-untyped-def]
    """A frame is uploaded on nearly every move: drawn 660 px wide (was 880, then 704) on its
    few flat colours, its letters' edges hard, one weighs under 25 KB (was 34-36 KB, then
    25-27 KB), under a third of the landscape board (75-95 KB)."""
    sizes = [len(board.png(public(s))) for s in played(1)[::10]]
    assert max(sizes) < 25_000 and sum(sizes) / len(sizes) < 23_500, sizes


def test_letters_have_hard_edges() -> None:
    """Soft edges took shades the frame's flat colours turn into speckles: a name is written in
    its ink and nothing between it and the ground."""
    image = Image.new("RGB", (200, 40), (255, 255, 255))
    draw_text(flat_pen(image), (4, 4), "Water Fountain", font(SMALL_PX), (20, 20, 20))
    assert {colour for _, colour in image.getcolors()} == {(255, 255, 255), (20, 20, 20)}


def test_the_frame_is_the_design_drawn_smaller_with_its_text_shares() -> None:
    """Fewer pixels, the same proportions: the smallest text keeps the share of the width the
    880 px design gave it (16 px, 1/55), still over a phone's 1/60."""
    assert (
        WIDTH < DESIGN and SMALL_PX / WIDTH >= 16 / DESIGN - 0.001 and SMALL_PX / WIDTH >= SMALLEST
    )
