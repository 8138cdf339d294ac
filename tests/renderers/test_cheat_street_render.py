"""Behaviour of the Cheat Street board image: structure and pixels, never PNG bytes."""

from __future__ import annotations

import dataclasses
import io
import itertools
import math
from types import MappingProxyType
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.catalog import Catalog
from bot.engine.model import PlayerInfo, View
from bot.games.cheat_street.boards import Walk
from bot.games.cheat_street.rules import CheatStreet
from cogs.drawings import GameDrawings
from renderers.cheat_street import CheatStreetBoard
from renderers.cheat_street import board as board_module
from renderers.cheat_street.geometry import STYLE, Board, Layout
from renderers.cheat_street.static import BUS_COLOURS
from renderers.kit.final import GOLD
from renderers.kit.seats import PALETTE, player_colour
from renderers.kit.static import forget_static_layers
from renderers.kit.theme import DEFAULT_THEME
from renderers.text import recording_sizes
from tests.renderers.cheat_street_positions import make_view

Box = tuple[int, int, int, int]


@pytest.fixture(scope="module")
def board(games: Catalog) -> CheatStreetBoard:
    """The board renderer the table makes from the catalog's checked Cheat Street rules."""
    drawn = GameDrawings.of(games.entry("cheat-street")).board
    assert isinstance(drawn, CheatStreetBoard)
    return drawn


def count_colour(image: Image.Image, box: Box, rgb: tuple[int, int, int], tol: int = 6) -> int:
    """Pixels in ``box`` within ``tol`` of ``rgb`` on every channel."""
    colours = image.crop(box).getcolors(maxcolors=1 << 20) or []
    return sum(n for n, c in colours if all(abs(a - b) <= tol for a, b in zip(c, rgb, strict=True)))


def around(x: float, y: float, r: float) -> Box:
    return (round(x - r), round(y - r), round(x + r), round(y + r))


def standings(layout: Layout) -> Box:
    """The standings: the panel under the turn's header."""
    return (0, layout.turn[3], layout.panel[2], layout.panel[3])


def changed(a: Image.Image, b: Image.Image) -> Image.Image:
    """A mask of the pixels that differ between two frames."""
    return ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v else 0)


# --- structure ------------------------------------------------------------------------------


def test_frame_is_a_phone_column_rgb_and_a_small_png(board: CheatStreetBoard) -> None:
    view = make_view(["s12", "s29", "s29", "s41"], roll=4, steps_left=1, path=["s10", "s11"])
    image = board.image(view)
    assert image.size == Layout(4).size
    assert image.width <= 800 and image.height > image.width  # the panel is under the board
    assert image.mode == "RGB"
    data = board.png(view)
    assert len(data) < 100_000
    decoded = Image.open(io.BytesIO(data))
    decoded.load()
    assert decoded.format == "PNG"
    assert decoded.size == image.size
    # The PNG maps the frame onto a fixed 256-colour palette: nearly every pixel is unchanged.
    diff = ImageChops.difference(decoded.convert("RGB"), image).convert("L")
    changed = sum(diff.histogram()[25:])
    assert changed < 0.01 * image.width * image.height


def test_active_pawn_is_drawn_in_its_colour_on_its_space(board: CheatStreetBoard) -> None:
    view = make_view(["s2", "s15", "s44"], active=1)
    image = board.image(view)
    x, y = board.space_xy("s15")
    orange = player_colour(1).rgb
    assert count_colour(board.static_layer(), around(x, y, 16), orange) == 0
    assert count_colour(image, around(x, y, 16), orange) > 200


def test_active_pawn_has_a_halo_the_others_lack(board: CheatStreetBoard) -> None:
    positions = ["s2", "s15", "s44"]
    x, y = board.space_xy("s15")
    halo = DEFAULT_THEME.halo
    ring: Box = around(x, y, 30)
    as_active = count_colour(board.image(make_view(positions, active=1)), ring, halo, tol=0)
    as_waiting = count_colour(board.image(make_view(positions, active=0)), ring, halo, tol=0)
    assert as_active > 100 + as_waiting


def test_winner_is_ringed_once_the_game_is_over(board: CheatStreetBoard) -> None:
    positions = ["s2", "s15", "s44"]
    x, y = board.space_xy("s44")
    ring = around(x, y, 30)
    halo = DEFAULT_THEME.halo
    over = make_view(positions, active=None, phase="over", winner=2, scores=[9, 4, 21])
    playing = make_view(positions, active=0, scores=[9, 4, 20])
    assert count_colour(board.image(over), ring, halo, tol=0) > 100 + count_colour(
        board.image(playing), ring, halo, tol=0
    )


def test_moving_one_pawn_changes_only_its_old_and_new_space(board: CheatStreetBoard) -> None:
    before = board.image(make_view(["s45", "s29", "s10"], active=0))
    after = board.image(make_view(["s45", "s29", "s12"], active=0))
    mask = changed(before, after)
    for space in ("s10", "s12"):
        assert mask.crop(around(*board.space_xy(space), 40)).getbbox() is not None, space
        mask.paste(0, around(*board.space_xy(space), 40))
    assert mask.getbbox() is None


def test_a_private_view_is_refused(board: CheatStreetBoard) -> None:
    positions = ["s0", "s0", "s0"]
    with pytest.raises(ValueError, match="public"):
        board.image(make_view(positions, seat=0))
    with pytest.raises(ValueError, match="public"):
        board.png(make_view(positions, seat=2))
    with pytest.raises(ValueError, match="public"):
        board.image(make_view(positions, private=("Your goal: Bakery",)))


def test_a_view_of_another_game_or_an_unknown_space_is_refused(board: CheatStreetBoard) -> None:
    view = make_view(["s0", "s0", "s0"])
    with pytest.raises(ValueError, match="not a cheat-street view"):
        board.image(View("sweet-valley-high", None, view.players, 0, "", view.board))
    with pytest.raises(ValueError, match="s999"):
        board.image(make_view(["s0", "s999", "s0"]))
    with pytest.raises(ValueError, match="s404"):
        board.image(make_view(["s0", "s0", "s0"], path=["s0", "s404"]))


def test_static_layer_is_drawn_once_and_never_drawn_on(
    board: CheatStreetBoard, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = 0
    real = board_module.draw_static

    def counting(drawn: Board, layout: Layout, theme: Any) -> Image.Image:
        nonlocal calls
        calls += 1
        return real(drawn, layout, theme)

    monkeypatch.setattr(board_module, "draw_static", counting)
    forget_static_layers()
    try:
        view = make_view(["s1", "s5", "s9"], path=["s0", "s1"], roll=3, steps_left=0)
        board.image(view)
        layer = board.static_layer(3)
        pristine = layer.copy()
        board.image(view)
        assert calls == 1
        assert board.static_layer(3) is layer
        assert ImageChops.difference(layer, pristine).getbbox() is None
    finally:
        forget_static_layers()


@pytest.mark.parametrize(
    ("space", "count"), [("s0", 6), ("s0", 3), ("s29", 3), ("s29", 2), ("s35", 4)]
)
def test_pawns_sharing_a_space_do_not_hide_each_other(
    board: CheatStreetBoard, space: str, count: int
) -> None:
    others = ["s45", "s53", "s37", "s19", "s23", "s2"]
    positions = [space] * count + others[: 6 - count]
    view = make_view(positions[:6], active=None)
    layout = board.pawn_layout(view)
    on_space = [layout[s] for s in range(count)]
    for (ax, ay, ar), (bx, by, br) in itertools.combinations(on_space, 2):
        assert math.dist((ax, ay), (bx, by)) >= ar + br
    image = board.image(view)
    for seat, (x, y, r) in enumerate(on_space):
        visible = count_colour(image, around(x, y, r * 0.7), player_colour(seat).rgb)
        assert visible > (r * 0.7) ** 2, f"seat {seat} hidden"


def test_long_names_are_cut_to_fit_the_panel(board: CheatStreetBoard) -> None:
    positions = ["s0", "s5", "s9"]
    short = board.image(make_view(positions, names=["Ana", "Ben", "Cy"], active=1))
    long_name = "Wolfgang Amadeus " * 12
    long = board.image(make_view(positions, names=["Ana", long_name, "Cy"], active=1))
    # the name is ellipsised before the score; nothing spills into the next column or margin
    cell = Layout(3).cell(1)
    edge: Box = (cell[2] - 11, cell[1], long.width, cell[3])
    assert ImageChops.difference(short.crop(edge), long.crop(edge)).getbbox() is None
    assert changed(short, long).getbbox() is not None


@pytest.mark.parametrize("count", [3, 6])
def test_three_to_six_players_all_show_in_the_panel(board: CheatStreetBoard, count: int) -> None:
    positions = ["s0", "s29", "s41", "s13", "s22", "s50"][:count]
    image = board.image(make_view(positions, scores=list(range(3, 3 + 3 * count, 3))))
    panel = standings(Layout(count))
    for seat in range(count):
        assert count_colour(image, panel, player_colour(seat).rgb) > 500, seat


def test_last_move_is_highlighted_along_the_path(board: CheatStreetBoard) -> None:
    positions = ["s12", "s40", "s50"]
    still = board.image(make_view(positions, phase="move"))
    moved = board.image(make_view(positions, phase="move", path=["s9", "s10", "s11", "s12"]))
    blue = player_colour(0).rgb
    for a, b in (("s9", "s10"), ("s10", "s11"), ("s11", "s12")):
        (ax, ay), (bx, by) = board.space_xy(a), board.space_xy(b)
        mid = around((ax + bx) / 2, (ay + by) / 2, 6)
        assert count_colour(still, mid, blue) == 0
        assert count_colour(moved, mid, blue) > 20


def test_the_move_that_just_ended_is_drawn_until_the_next_player_moves(
    board: CheatStreetBoard,
) -> None:
    positions = ["s12", "s40", "s50"]
    last_move = Walk(0, ("s9", "s10", "s11", "s12"))
    waiting = board.image(make_view(positions, active=1, path=["s40"], last_move=last_move))
    moving = board.image(make_view(positions, active=1, path=["s40", "s39"], last_move=last_move))
    blue = player_colour(0).rgb
    (ax, ay), (bx, by) = board.space_xy("s10"), board.space_xy("s11")
    mid = around((ax + bx) / 2, (ay + by) / 2, 6)
    assert count_colour(waiting, mid, blue) > 20
    assert count_colour(moving, mid, blue) == 0


def test_a_removed_player_leaves_the_board(board: CheatStreetBoard) -> None:
    positions = ["s12", "s40", "s50"]
    view = make_view(positions)
    players = tuple(
        PlayerInfo(p.seat, p.name, p.score, ("removed",) if p.seat == 1 else p.badges)
        for p in view.players
    )
    removed = View(view.game, None, players, view.active, view.phase, view.board)
    assert set(board.pawn_layout(view)) == {0, 1, 2}
    assert set(board.pawn_layout(removed)) == {0, 2}
    orange = player_colour(1).rgb
    x, y = board.space_xy("s40")
    assert count_colour(board.image(view), around(x, y, 10), orange) > 20
    assert count_colour(board.image(removed), around(x, y, 10), orange) == 0


def test_punishment_marker_shows_in_the_panel(board: CheatStreetBoard) -> None:
    positions = ["s12", "s40", "s50"]
    calm = board.image(make_view(positions))
    punished = board.image(make_view(positions, punished=[False, True, False]))
    panel = standings(Layout(3))
    red = DEFAULT_THEME.danger
    assert count_colour(calm, panel, red, tol=10) == 0
    assert count_colour(punished, panel, red, tol=10) > 50


def test_die_shows_the_roll_as_pips(board: CheatStreetBoard) -> None:
    positions = ["s12", "s40", "s50"]
    _, top, right, _ = Layout(3).turn  # the die sits at the right of the header
    die = around(right - STYLE.die / 2, top + STYLE.die / 2, 22)  # inside its outline
    ink = DEFAULT_THEME.ink
    pips = [
        count_colour(
            board.image(make_view(positions, phase="move", roll=r, steps_left=r)), die, ink
        )
        for r in (None, 3, 4, 5)
    ]
    assert pips[0] == 0
    assert 0 < pips[1] < pips[2] < pips[3]


def test_each_checked_board_has_its_own_static_layer(
    board: CheatStreetBoard, games: Catalog
) -> None:
    checked = games.rules("cheat-street").board
    same = CheatStreetBoard(CheatStreet(games.rules("cheat-street").manifest, checked, ""))
    assert same.static_layer() is board.static_layer()
    space = checked.spaces["s15"]
    spaces = {**checked.spaces, "s15": dataclasses.replace(space, x=space.x + 40)}
    moved = dataclasses.replace(checked, spaces=MappingProxyType(spaces))
    other = CheatStreetBoard(CheatStreet(games.rules("cheat-street").manifest, moved, ""))
    assert other.space_xy("s15") != board.space_xy("s15")
    assert changed(other.static_layer(3), board.static_layer(3)).getbbox() is not None
    assert other.frame_palette() is not board.frame_palette()


def test_the_caller_is_tagged_to_call_out_the_player_on_turn(board: CheatStreetBoard) -> None:
    """Ben may call Cy (on turn) out, although Ana made the last move."""
    last_move = Walk(0, ("s9", "s10", "s11", "s12"))
    view = make_view(
        ["s12", "s40", "s50"],
        active=2,
        caller=1,
        path=["s50"],
        last_move=last_move,
        phase_text="Ben may call Cy out",
    )
    with recording_sizes() as drawn:
        board.image(view)
    texts = " ".join(d.text for d in drawn)
    assert "may call Cy out" in texts
    assert "may call Ana out" not in texts


def test_the_frame_palette_keeps_the_colours_that_mean_something(board: CheatStreetBoard) -> None:
    """Seats, bus lines, the trophy and a punishment keep their exact colours in every PNG."""
    palette = board.frame_palette().getpalette() or []
    colours = {tuple(palette[i : i + 3]) for i in range(0, len(palette), 3)}
    wanted = [c.rgb for c in PALETTE] + [*BUS_COLOURS.values(), GOLD, DEFAULT_THEME.danger]
    assert set(wanted) <= colours
