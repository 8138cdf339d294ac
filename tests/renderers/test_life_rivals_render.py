"""Behaviour of the Rivals board and hand pictures: structure, geometry and pixels, never PNG
bytes.

The board is laid out for a phone (the road on top, the panel under it), speaks the menus'
language (space names as the story says them, steal badges as the options start), draws
nothing false or hidden (the number spun, whole names, labels clear of cars and paths), and
ends in the kit's Game over look.
"""

from __future__ import annotations

import io
from dataclasses import replace
from itertools import pairwise
from typing import Any

import pytest
from msgspec import structs
from PIL import Image

from bot.catalog import Catalog
from bot.engine import View
from bot.games.life_rivals.boards import Move, OnTable, RivalsView, SeatCards
from bot.turns import board_key
from cogs.drawings import GameDrawings
from renderers.kit.bands import BADGE_INK
from renderers.kit.canvas import SPRITE_SCALE
from renderers.kit.cards import card_face
from renderers.kit.dice import spinner_face
from renderers.kit.final import winners_line
from renderers.kit.phone import HEADER, SMALLEST
from renderers.kit.seats import player_colour
from renderers.kit.theme import DEFAULT_THEME
from renderers.life_rivals import RivalsBoard, render_hand, style
from renderers.life_rivals.hand import LAYOUT, hand_image
from renderers.life_rivals.header import SPINNER_SIDE, panel_layout
from renderers.life_rivals.layout import WIDTH, RoadLayout
from renderers.life_rivals.road import draw_road
from renderers.text import ELLIPSIS, DrawnText, recording_sizes
from tests.renderers.life_rivals_positions import (
    LONG_NAMES,
    busiest,
    milestones,
    play,
    public,
)

KEY = "life-rivals"
Box = tuple[float, float, float, float]


def with_board(view: RivalsView, **changes: Any) -> RivalsView:
    """``view`` with some fields of its public board changed."""
    return replace(view, board=structs.replace(view.board, **changes))


def with_seat(view: RivalsView, seat: int, **changes: Any) -> RivalsView:
    """``view`` with some fields of one player's side of the board changed."""
    seats = list(view.board.seats)
    seats[seat] = structs.replace(seats[seat], **changes)
    return with_board(view, seats=tuple(seats))


@pytest.fixture(scope="module")
def game(games: Catalog) -> Any:
    return games.rules(KEY)


@pytest.fixture(scope="module")
def board(game: Any) -> RivalsBoard:
    return RivalsBoard(game)


@pytest.fixture(scope="module")
def view(board: RivalsBoard) -> View:
    """The board's own mid-game sample position."""
    return board.sample_view(2)


@pytest.fixture(scope="module")
def layout(game: Any) -> RoadLayout:
    return RoadLayout(len(game.box.road))


def named(view: View, *names: str) -> View:
    players = tuple(replace(p, name=n) for p, n in zip(view.players, names, strict=True))
    return replace(view, players=players, phase=f"{names[0]}'s turn")


def drawn_texts(board: RivalsBoard, view: View) -> list[DrawnText]:
    with recording_sizes() as drawn:
        board.image(view)
    return drawn


def words_of(drawn: list[DrawnText]) -> set[str]:
    return {word for d in drawn for word in d.text.replace("-", "- ").split()}


def drawn_whole(text: str, drawn: list[DrawnText]) -> bool:
    """Every word of ``text`` is drawn (it may be wrapped over lines, never cut)."""
    words = words_of(drawn)
    return all(word in words for word in text.replace("-", "- ").split())


def crop(image: Image.Image, box: Box) -> Image.Image:
    return image.crop(tuple(round(v) for v in box))


# -- the table's hooks and the picture -------------------------------------------------------


def test_the_table_makes_the_board_hand_and_warm_up_from_the_registration(
    games: Catalog,
) -> None:
    drawings = GameDrawings.of(games.entry(KEY))
    assert isinstance(drawings.board, RivalsBoard)
    assert drawings.board.box is games.rules(KEY).box
    assert drawings.private is render_hand
    assert drawings.warm_up is not None
    drawings.warm_up()
    view = drawings.board.sample_view(2)
    image = Image.open(io.BytesIO(drawings.board.png(view)))
    assert image.size == drawings.board.image(view).size
    assert image.width == WIDTH


def test_the_board_is_a_portrait_png_as_wide_as_its_layout(board: RivalsBoard, view: View) -> None:
    image = Image.open(io.BytesIO(board.png(view)))
    assert image.width == WIDTH < image.height


def test_the_road_drawn_is_the_one_the_rules_checked(game: Any, board: RivalsBoard) -> None:
    """Two boxes with different roads get different static layers, each drawn from its own."""
    assert board.road == tuple(game.box.road)
    start, *middle, end = game.box.road
    other = replace(game.box, road=(start, *reversed(middle), end))
    changed = RivalsBoard(type(game)(game.manifest, other, game.rules_text()))
    assert changed.static_layer().tobytes() != board.static_layer().tobytes()
    assert board.static_layer() is RivalsBoard(game).static_layer()


def test_every_space_is_on_the_road_and_none_overlap(layout: RoadLayout) -> None:
    boxes = [layout.space_box(i) for i in range(layout.spaces)]
    for x0, y0, x1, y1 in boxes:
        assert 0 < x0 < x1 < WIDTH and 0 < y0 < y1 < layout.bottom
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def test_a_car_is_drawn_where_its_position_says(
    board: RivalsBoard, view: View, layout: RoadLayout
) -> None:
    moved = with_seat(view, 0, position=30)
    x, y = layout.car_point(30)
    box = (x - 20, y - 20, x + 20, y + 20)
    assert crop(board.image(view), box).tobytes() != crop(board.image(moved), box).tobytes()


def spinner_spot(board: RivalsBoard, view: View) -> Box:
    """Where the kit draws the spinner: the header's top right corner."""
    _, top, right, _ = panel_layout(view, board.layout.bottom, board.road, DEFAULT_THEME).header
    return (right - SPINNER_SIDE, top, right, top + SPINNER_SIDE)


def test_the_spinner_shows_the_spin(board: RivalsBoard, view: View) -> None:
    other = with_board(view, spin=1)
    box = spinner_spot(board, view)
    assert crop(board.image(view), box).tobytes() != crop(board.image(other), box).tobytes()


def test_cards_in_front_of_a_player_are_drawn(board: RivalsBoard, view: View) -> None:
    frame = board.frame(view)
    assert len(frame.cards[0]) == len(view.board.seats[0].table)
    bare = with_seat(view, 0, table=())
    box = frame.cards[0][0]
    assert crop(frame.image, box).tobytes() != crop(board.image(bare), box).tobytes()


def test_a_private_view_is_never_drawn_on_the_board(game: Any, board: RivalsBoard) -> None:
    s = game.setup(["Ana", "Ben"], 1, {})
    with pytest.raises(ValueError):
        board.image(game.view(s, 0))


def test_space_colours_survive_the_palette(
    game: Any, board: RivalsBoard, view: View, layout: RoadLayout
) -> None:
    """Each kind of space keeps its colour (within a few steps) in the encoded frame."""
    image = Image.open(io.BytesIO(board.png(view))).convert("RGB")
    for index, space in enumerate(game.box.road):
        x0, _, _, y1 = layout.space_box(index)
        found = image.getpixel((int(x0 + 8), int(y1 - 8)))
        wanted = style.SPACE_COLOURS[space.kind]
        assert isinstance(found, tuple)
        assert max(abs(a - b) for a, b in zip(found, wanted, strict=True)) <= 16, space.kind


def test_the_last_move_is_drawn_as_a_path_in_the_movers_colour(
    board: RivalsBoard, view: View, layout: RoadLayout
) -> None:
    still = with_board(view, last_move=None)
    x, y = layout.car_point(18)
    box = (x - 40, y - 4, x + 40, y + 4)
    moved, plain = crop(board.image(view), box), crop(board.image(still), box)
    assert moved.tobytes() != plain.tobytes()
    ben = player_colour(1).rgb
    assert ben in {moved.getpixel((i, 4)) for i in range(moved.width)}


def test_each_car_shows_a_peg_per_person_and_pet(board: RivalsBoard, view: View) -> None:
    def pegs(people: int, pets: int) -> int:
        shown = with_seat(view, 0, people=people, pets=pets)
        frame = board.frame(shown)
        corner = crop(frame.image, frame.corners[0])
        wanted = (*style.PEG_COLOURS, style.PET_COLOUR)
        return sum(1 for c in corner.get_flattened_data() if c in wanted)

    assert pegs(2, 0) < pegs(3, 0) < pegs(3, 2)
    assert pegs(2, 0) > 0


def test_names_in_any_script_are_drawn_in_the_header(board: RivalsBoard, view: View) -> None:
    """Two Chinese names look different: their glyphs come from a fallback font, not boxes."""

    def header(name: str) -> bytes:
        shown = named(view, name, "Ben")
        frame = board.frame(shown)
        return crop(frame.image, frame.panel).tobytes()

    assert header("王小明") != header("李大华")


# -- nothing drawn false or hidden -----------------------------------------------------------


def test_the_spin_caption_is_drawn_whole_however_long_the_name(
    board: RivalsBoard, view: View
) -> None:
    """Issue 18: "Bartholomew spu…" ran out of the spinner's panel."""
    for names in (("Ana", "Bartholomew"), LONG_NAMES):
        drawn = drawn_texts(board, named(view, *names))
        assert drawn_whole(f"{names[1]} spun 4", drawn)
        assert not [d.text for d in drawn if d.text.endswith(ELLIPSIS)]


def test_card_names_in_front_of_a_player_are_drawn_whole(
    game: Any, board: RivalsBoard, view: View
) -> None:
    """Issue 18: "Volunteer at the she…" was cut while the panel below it stood empty."""
    longest = sorted(game.box.cards, key=lambda card: -len(card.name))[:24]
    shown = with_seat(view, 0, table=tuple(OnTable(card) for card in longest[:12]))
    shown = with_seat(shown, 1, table=tuple(OnTable(card) for card in longest[12:]))
    drawn = drawn_texts(board, shown)
    for card in longest:
        assert drawn_whole(card.name, drawn), card.name
    assert not [d.text for d in drawn if d.text.endswith(ELLIPSIS)]
    frame = board.frame(shown)
    lowest = max(box[3] for boxes in frame.cards for box in boxes)
    assert frame.image.height - lowest < 40, "the corners end under their last card"


@pytest.mark.parametrize("spin", [None, *range(1, 7)])
def test_the_header_shows_the_kits_spinner_on_the_spin(
    board: RivalsBoard, view: View, spin: int | None
) -> None:
    """The kit's spinner (its pointer short of the number spun, that number ringed), muted
    before the first spin."""
    shown = with_board(view, spin=spin or 0)
    face = spinner_face(spin, side=SPINNER_SIDE)
    expected = Image.new("RGB", face.size, DEFAULT_THEME.panel)
    expected.paste(face, (0, 0), face)
    drawn = crop(board.image(shown), spinner_spot(board, shown))
    assert drawn.tobytes() == expected.tobytes()


def test_no_label_is_covered_by_a_car_or_the_path(
    game: Any, board: RivalsBoard, view: View, layout: RoadLayout
) -> None:
    """Both cars on every space, the last move running up to it: every name on the road is
    drawn exactly as on the empty road."""
    road = board.static_layer()
    labels = [layout.label_box(i) for i in range(layout.spaces)]
    empty = [crop(road, box).tobytes() for box in labels]
    for space in range(layout.spaces):
        start = max(0, space - 6)
        moved = with_board(view, last_move=Move(seat=1, start=start, end=space))
        shown = with_seat(with_seat(moved, 0, position=space), 1, position=space)
        image = board.image(shown)
        for index, box in enumerate(labels):
            assert crop(image, box).tobytes() == empty[index], (space, index)


def test_no_text_is_cut_in_busy_positions(game: Any, board: RivalsBoard) -> None:
    """Long names, full tables, Stuff to steal, a Stop spin, Gossip, the last turn, Game over."""
    for seed in (3, 5):
        for state in [*busiest(play(game, seed, LONG_NAMES)), play(game, seed).states[-1]]:
            drawn = drawn_texts(board, public(game, state))
            assert not [d.text for d in drawn if d.text.endswith(ELLIPSIS)], seed


def test_a_new_board_key_always_draws_a_new_picture(game: Any, board: RivalsBoard) -> None:
    """The table uploads a board whenever its key (the public view) changes: every change of
    the view between two positions changes the picture, so no upload repeats one."""
    views = [public(game, state) for state in play(game, 2).states]
    drawn = [(board_key(view), board.image(view).tobytes()) for view in views]
    for (key, picture), (next_key, next_picture) in pairwise(drawn):
        assert key == next_key or picture != next_picture


# -- the board speaks the menus' language ----------------------------------------------------


def test_every_steal_option_starts_with_the_badge_drawn_on_its_card(
    game: Any, board: RivalsBoard
) -> None:
    """The badge a steal option's label starts with marks, in the view's board data the
    renderer draws from, the very card it names, and is drawn on that card's band."""
    checked = 0
    for seed in range(1, 4):
        for state in play(game, seed).states:
            steals = [a for a in game.prompt(state).actions if a.id.startswith("steal:")]
            if not steals:
                continue
            view = public(game, state)
            rival = 1 - state.active
            table = view.board.seats[rival].table
            badges = [placed.badge for placed in table if placed.badge]
            assert len(badges) == len(steals), "a badge for each option, no other"
            with recording_sizes() as drawn:
                frame = board.frame(view)
            for action in steals:
                badge, _, rest = action.label.partition(" · ")
                card = game.box.card(action.id.split(":")[1])
                assert rest.startswith(f"Steal {card.name} ")
                index = next(i for i, c in enumerate(table) if c.badge == badge)
                assert table[index].card == card
                band = crop(frame.image, frame.cards[rival][index])
                assert BADGE_INK in set(band.get_flattened_data()), badge
                assert badge in [d.text for d in drawn]
                checked += 1
    assert checked >= 5


def test_every_place_the_story_and_menus_name_is_drawn_on_the_road(
    game: Any, board: RivalsBoard
) -> None:
    """Space names in story lines ("stopped on Best lawn", "passed Payday") and labels are
    written on the road, as the story writes them."""
    with recording_sizes() as drawn:
        draw_road(game.box.road, DEFAULT_THEME)
    on_road = {d.text for d in drawn}
    told = [line for seed in range(1, 6) for line in play(game, seed).lines]
    labels = [label for seed in range(1, 3) for label in play(game, seed).labels]
    mentioned = set()
    for space in game.box.road:
        if any(space.name in line for line in told + labels):
            mentioned.add(space.name)
            assert space.name in on_road, space.name
    stops = [line.split(" stopped on ")[1].rstrip(".") for line in told if " stopped on " in line]
    assert stops and set(stops) <= {space.name for space in game.box.road}
    assert {"Payday", "Life", "Gossip"} <= mentioned


# -- a phone can read it ---------------------------------------------------------------------


def board_share(drawn: DrawnText) -> float:
    """The share of the board's width a text takes: a pawn's letter is drawn on a sprite
    ``SPRITE_SCALE`` times larger than it is pasted."""
    if drawn.width == WIDTH:
        return drawn.share
    return drawn.size / SPRITE_SCALE / WIDTH


def phone_positions(game: Any) -> list[View]:
    """Start, a third in, two thirds in and Game over of seeded games, and the busiest."""
    views = []
    for seed in (1, 2):
        views += [public(game, s) for s in milestones(play(game, seed))]
    views += [public(game, s) for s in busiest(play(game, 3, LONG_NAMES))]
    return views


def test_every_text_reads_on_a_phone(game: Any, board: RivalsBoard) -> None:
    """At 400 dp the turn header (whose turn, what is asked, the spin) and each player's
    standing are at least HEADER of the width high; nothing is under SMALLEST, on the road
    (drawn once, so drawn here again) or in a frame."""
    with recording_sizes() as road:
        draw_road(game.box.road, DEFAULT_THEME)
    assert road and all(d.share >= SMALLEST for d in road)
    for view in phone_positions(game):
        drawn = drawn_texts(board, view)
        small = [(d.text, board_share(d)) for d in drawn if board_share(d) < SMALLEST]
        assert drawn and not small
        headline = [d for d in drawn if board_share(d) >= HEADER]
        wanted = [p.name for p in view.players] + [str(p.score) for p in view.players]
        if view.outcome is None:
            # The kit's title says whose turn, what is asked the rest ("the last turn").
            wanted += [view.phase.replace(":", "")] + [p.summary for p in view.players]
            if view.board.spin:
                wanted.append("spun")
        else:
            wanted.append(winners_line(view.outcome, view.players))
        for text in wanted:
            assert drawn_whole(text, headline), (text, view.phase)


# -- Game over -------------------------------------------------------------------------------


def test_game_over_names_the_winner_and_what_made_each_score(game: Any, board: RivalsBoard) -> None:
    """The kit's look where the header was: the winner, why, the standings; each corner
    breaks its total down; no spinner, no turn highlighted."""
    for seed in (1, 2):
        state = play(game, seed).states[-1]
        view = public(game, state)
        outcome = view.outcome
        assert outcome is not None
        drawn = drawn_texts(board, view)
        texts = [d.text for d in drawn]
        assert texts.count(winners_line(outcome, view.players)) == 1
        assert drawn_whole(outcome.reason, drawn)
        for seat, result in outcome.standings:
            assert drawn_whole(str(result), drawn), result
            assert drawn_whole(view.players[seat].summary, drawn)
        assert not [t for t in texts if "spun" in t or t == "No spin yet"]
        assert not set(texts) & {str(n) for n in range(1, 7)}, "no spinner"
        frame = board.frame(view)
        for corner in frame.corners:
            colours = set(crop(frame.image, corner).get_flattened_data())
            assert DEFAULT_THEME.highlight not in colours and DEFAULT_THEME.goal_edge not in colours


def test_game_over_shows_each_total_alone_and_each_standing_in_its_corner(
    game: Any, board: RivalsBoard
) -> None:
    """The standings give the totals; what each is made of is in the player's corner, whole,
    however long the names (it no longer moves between the two)."""
    for seed, names in ((1, ("Ana", "Ben")), (3, LONG_NAMES)):
        view = public(game, play(game, seed, names).states[-1])
        texts = [d.text for d in drawn_texts(board, view)]
        for player in view.players:
            assert str(player.score) in texts
            assert player.summary in texts


# -- the private picture ---------------------------------------------------------------------


def test_the_hand_picture_shows_the_cards_and_the_gossip_row_only_when_looking(
    game: Any,
) -> None:
    s = game.setup(["Ana", "Ben"], 1, {})
    for seat in (0, 1):
        s, _ = game.apply(s, seat, game.legal_actions(s, seat)[0].id)
    plain = Image.open(io.BytesIO(render_hand(game.view(s, 0))))
    s.phase = "gossip"
    s.active = 0
    peek = Image.open(io.BytesIO(render_hand(game.view(s, 0))))
    assert peek.height > plain.height and peek.width == plain.width
    with pytest.raises(ValueError):
        render_hand(game.view(s, None))


def test_the_hand_is_cards_with_whole_names_a_phone_reads(game: Any) -> None:
    """Every card of the box and every career drawn whole, at least HEADER of the picture's
    width high (card text is drawn on sprites: its size is taken at the sprite's scale)."""
    s = game.setup(["Ana", "Ben"], 1, {})
    cards = [*game.box.cards, *game.box.careers]
    card_face.cache_clear()  # a card drawn before is not drawn (nor recorded) again
    for first in range(0, len(cards), 5):
        shown = replace(game.view(s, 0), private_board=SeatCards(tuple(cards[first : first + 5])))
        with recording_sizes() as drawn:
            picture = hand_image(shown)
        for card in cards[first : first + 5]:
            assert drawn_whole(card.name, drawn), card.name
        assert not [d.text for d in drawn if d.text.endswith(ELLIPSIS)]
        for d in drawn:
            on_card = d.width == LAYOUT.card[0] * SPRITE_SCALE
            size = d.size / SPRITE_SCALE if on_card else d.size
            assert size / picture.width >= HEADER, d
