"""The renderer toolkit: each face, card, panel and layer checked by its pixels and sizes."""

from __future__ import annotations

import io
import math

import pytest
from PIL import Image, ImageChops

from renderers.kit.cards import CARD_SIZE, card_back, card_face
from renderers.kit.dice import (
    D6,
    HIGH_ROLLER,
    PIPS,
    SPINNER_COLOURS,
    die_face,
    shape_symbol,
    spinner_face,
    symbol_die_face,
)
from renderers.kit.fan import fan, fan_offsets, fan_radius
from renderers.kit.highlight import draw_move_path
from renderers.kit.palette import encode_png, fixed_palette
from renderers.kit.panel import PanelSeat, draw_player_panel, row_height
from renderers.kit.seats import PALETTE, chosen_colour, player_colour
from renderers.kit.static import forget_static_layers, static_layer
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.kit.tokens import token_sprite

THEME = DEFAULT_THEME


def close(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def count(image: Image.Image, colour: tuple[int, int, int], tolerance: int = 30) -> int:
    colours = image.convert("RGB").getcolors(maxcolors=1 << 24) or []
    return sum(n for n, c in colours if close(c, colour, tolerance))


# --- dice -----------------------------------------------------------------------------------


@pytest.mark.parametrize("value", D6)
def test_d6_face_has_its_pips_and_only_them(value: int) -> None:
    face = die_face(value)
    assert face.size == (60, 60)
    for i in range(3):
        for j in range(3):
            pixel = face.getpixel((15 * (i + 1), 15 * (j + 1)))
            assert close(pixel, THEME.ink) == ((i, j) in PIPS[value]), (i, j)


def test_high_roller_die_shows_three_to_five_and_refuses_the_rest() -> None:
    assert die_face(4, faces=HIGH_ROLLER).tobytes() == die_face(4).tobytes()
    for value in (1, 2, 6):
        with pytest.raises(ValueError, match="can't show"):
            die_face(value, faces=HIGH_ROLLER)


def test_unrolled_die_is_a_muted_tile_without_pips() -> None:
    face = die_face(None)
    assert close(face.getpixel((10, 30)), THEME.bar, 4)
    assert not close(face.getpixel((15, 15)), THEME.ink)


def test_die_face_scales_with_its_side() -> None:
    face = die_face(6, side=96)
    assert face.size == (96, 96)
    assert close(face.getpixel((24, 24)), THEME.ink)


@pytest.mark.parametrize("value", range(1, 7))
def test_spinner_points_at_its_value(value: int) -> None:
    side = 120
    face = spinner_face(value, side=side)
    assert face.size == (side, side)
    c, r = side / 2, side / 2 - 4
    white = []
    for sector in range(1, 7):
        angle = math.radians(-90 + (sector - 0.5) * 60)
        x, y = c + r * 0.25 * math.cos(angle), c + r * 0.25 * math.sin(angle)
        white.append(close(face.getpixel((round(x), round(y))), (255, 255, 255), 10))
    assert white == [sector == value for sector in range(1, 7)]


@pytest.mark.parametrize("value", range(1, 7))
def test_the_pointer_leaves_the_number_it_landed_on_readable(value: int) -> None:
    """The needle ran across the number it pointed at: the number's place is drawn exactly as
    when the spinner stopped elsewhere, and the ring round it is the pointer's mark."""
    side = 120
    landed, elsewhere = spinner_face(value, side=side), spinner_face(value % 6 + 1, side=side)
    c, r, angle = side / 2, side / 2 - 4, math.radians(-90 + (value - 0.5) * 60)
    x, y = c + r * 0.68 * math.cos(angle), c + r * 0.68 * math.sin(angle)  # the number's centre
    size = max(16, round(side / 7))
    across, up = size * 0.33, size * 0.38  # half a bold digit's width and height
    box = (round(x - across), round(y - up), round(x + across), round(y + up))
    difference = ImageChops.difference(landed.crop(box), elsewhere.crop(box)).convert("L")
    assert difference.getextrema()[1] < 24, "the number is drawn over"
    ring = (round(x), round(y - size * 0.62))
    assert close(landed.getpixel(ring), (255, 255, 255), 40), "the number is ringed"
    assert not close(elsewhere.getpixel(ring), (255, 255, 255), 40)


def test_spinner_sectors_take_the_seat_colours_and_refuse_values_off_the_dial() -> None:
    face = spinner_face(1, side=120)
    angle = math.radians(-90 + 1.5 * 60)  # the middle of sector 2, away from the pointer
    x, y = 60 + 56 * 0.4 * math.cos(angle), 60 + 56 * 0.4 * math.sin(angle)
    assert close(face.getpixel((round(x), round(y))), SPINNER_COLOURS[1], 6)
    for value in (0, 7):
        with pytest.raises(ValueError, match="can't stop"):
            spinner_face(value)


def test_symbol_die_draws_the_rolled_symbol_only() -> None:
    red, green = (200, 30, 30), (30, 160, 60)
    symbols = {"skull": shape_symbol("star", red), "tree": shape_symbol("triangle", green)}
    skull = symbol_die_face("skull", symbols)
    tree = symbol_die_face("tree", symbols)
    assert count(skull, red) > 100 and count(skull, green) == 0
    assert count(tree, green) > 100 and count(tree, red) == 0
    with pytest.raises(ValueError, match="no face 'bat'"):
        symbol_die_face("bat", symbols)
    assert count(symbol_die_face(None, symbols), red) == 0


# --- cards ----------------------------------------------------------------------------------


def test_face_up_card_has_its_size_band_colour_and_text() -> None:
    colour = (0, 114, 178)
    card = card_face("Career", ("Doctor", "Salary $100K"), colour)
    assert card.size == CARD_SIZE
    assert close(card.getpixel((10, 10)), colour, 4)
    empty = card_face("Career", (), colour)
    assert count(card, THEME.ink, 60) > count(empty, THEME.ink, 60) + 50


def test_card_text_that_does_not_fit_stays_inside_the_card() -> None:
    long = tuple(f"line {i} with quite a few words in it" for i in range(20))
    card = card_face("A very long card title that cannot fit", long)
    assert card.size == CARD_SIZE
    w, h = CARD_SIZE
    bottom = card.crop((12, h - 8, w - 12, h - 4)).convert("RGB")
    assert count(bottom, THEME.ink, 60) == 0  # nothing drawn in the bottom margin


def test_face_down_card_shows_its_back_colour_not_text() -> None:
    colour = (123, 63, 160)
    back = card_back(colour)
    assert back.size == CARD_SIZE
    assert count(back, colour, 10) > CARD_SIZE[0] * CARD_SIZE[1] // 4
    assert card_back((200, 40, 40)).tobytes() != back.tobytes()


# --- player panel ---------------------------------------------------------------------------


def panel(seats: list[PanelSeat], **kwargs: object) -> tuple[Image.Image, list]:
    image = Image.new("RGB", (340, 600), THEME.panel)
    rows = draw_player_panel(image, (20, 0, 320, 600), seats, **kwargs)  # type: ignore[arg-type]
    return image, rows


def test_a_long_summary_leaves_room_for_the_name() -> None:
    image, _ = panel([PanelSeat(0, "Ana", "left the game and a great deal more besides")])
    assert count(image.crop((82, 10, 120, 40)), THEME.ink, 60) > 30  # "Ana" is still there
    assert count(image.crop((82, 10, 320, 40)), THEME.ink, 60) < 1500


def test_panel_gives_each_seat_a_row_of_even_height() -> None:
    _, rows = panel([PanelSeat(s, f"P{s}", "1/4") for s in range(4)])
    assert [r[1] for r in rows] == [0, 100, 200, 300]
    assert row_height((0, 0, 10, 600), 8) == 75


def test_panel_draws_the_summary_at_the_right_edge() -> None:
    with_summary, _ = panel([PanelSeat(0, "Ana", "$240K")])
    without, _ = panel([PanelSeat(0, "Ana", "")])
    right = (250, 10, 320, 40)
    assert count(with_summary.crop(right), THEME.ink, 60) > 30
    assert count(without.crop(right), THEME.ink, 60) == 0


def test_panel_shows_a_token_or_a_colour_swatch_and_shades_the_highlighted_row() -> None:
    plain, _ = panel([PanelSeat(2, "Cid", "3/4 items")])
    swatch, _ = panel([PanelSeat(2, "Cid", "3/4 items")], swatch=True)
    colour = player_colour(2).rgb
    corner = (30, 34)  # inside a square swatch, outside a round pawn
    assert close(swatch.getpixel(corner), colour, 2)
    assert not close(plain.getpixel(corner), colour, 30)
    assert count(swatch, THEME.highlight, 2) == 0
    lit, _ = panel([PanelSeat(2, "Cid", "left the game", highlight=True)])
    assert count(lit, THEME.highlight, 2) > 5000


def test_panel_hands_each_row_to_the_details_drawer() -> None:
    seen = []
    panel(
        [PanelSeat(s, "x") for s in range(3)],
        details=lambda image, draw, seat, box: seen.append((seat.seat, box[1])),
    )
    assert seen == [(0, 42), (1, 142), (2, 242)]


def test_a_seat_colour_and_letter_chosen_by_the_game_replace_the_palette() -> None:
    pink = chosen_colour(0, "#FF69B4")
    assert pink.rgb == (255, 105, 180) and pink.shape == player_colour(0).shape
    assert pink.text == (20, 20, 20)
    image, _ = panel([PanelSeat(0, "Ana", "", colour=pink, letter="Q")])
    default, _ = panel([PanelSeat(0, "Ana", "")])
    assert count(image, pink.rgb, 4) > 300 and count(image, player_colour(0).rgb, 4) == 0
    assert count(default, pink.rgb, 4) == 0
    initial_only, _ = panel([PanelSeat(0, "Ana", "", colour=pink)])
    assert initial_only.tobytes() != image.tobytes()  # the chosen letter is drawn, not "A"
    q = token_sprite(0, "Q", 20, colour=pink)
    a = token_sprite(0, "A", 20, colour=pink)
    assert q.tobytes() != a.tobytes()
    with pytest.raises(ValueError, match="#rrggbb"):
        chosen_colour(1, "pink")


# --- token fans -----------------------------------------------------------------------------


@pytest.mark.parametrize("n", range(1, 7))
def test_fanned_tokens_never_overlap(n: int) -> None:
    radius = fan_radius(n)
    offsets = fan_offsets(n, radius)
    assert len(offsets) == n
    for i in range(n):
        for j in range(i + 1, n):
            assert math.dist(offsets[i], offsets[j]) >= 2 * radius


def test_fan_places_seats_in_order_around_the_space() -> None:
    assert fan_radius(1) == 20 and fan_radius(2) == 18 and fan_radius(5) == 15
    placed = fan((100, 100), [3, 1])
    assert list(placed) == [1, 3]
    assert placed[1][0] < 100 < placed[3][0]


# --- last-move highlight --------------------------------------------------------------------


def test_move_path_is_drawn_in_the_movers_colour_and_a_jump_is_dashed() -> None:
    image = Image.new("RGB", (400, 100), (255, 255, 255))
    points = [(20.0, 30.0), (200.0, 30.0), (380.0, 30.0)]
    draw_move_path(image, points, 1, walked=[True, False])
    colour = player_colour(1).rgb
    walked_row = [image.getpixel((x, 30)) for x in range(60, 170)]
    jumped_row = [image.getpixel((x, 30)) for x in range(230, 340)]
    assert all(close(p, colour, 8) for p in walked_row)
    assert 0 < sum(close(p, colour, 8) for p in jumped_row) < len(jumped_row)
    with pytest.raises(ValueError, match="one entry per step"):
        draw_move_path(image, points, 1, walked=[True])


def test_move_path_takes_the_colour_the_game_chose() -> None:
    image = Image.new("RGB", (400, 100), (255, 255, 255))
    chosen = chosen_colour(1, "#d6457a")
    draw_move_path(image, [(20.0, 30.0), (200.0, 30.0), (380.0, 30.0)], 1, colour=chosen)
    row = [image.getpixel((x, 30)) for x in range(60, 170)]
    assert all(close(p, chosen.rgb, 8) for p in row)
    assert not any(close(p, player_colour(1).rgb, 8) for p in row)


def test_a_move_path_scales_with_a_board_drawn_smaller_and_flat_keeps_its_colours() -> None:
    """A board drawn at three quarters of its design draws the path at three quarters (its
    lines, its dots); ``flat`` puts down only the path's own colours, no shades between."""

    def drawn(scale: float, flat: bool) -> Image.Image:
        image = Image.new("RGB", (400, 100), DEFAULT_THEME.space)
        points = [(20.0, 50.0), (200.0, 50.0), (380.0, 50.0)]
        draw_move_path(image, points, 1, scale=scale, flat=flat)
        return image

    def thickness(image: Image.Image) -> int:
        return sum(image.getpixel((110, y)) != DEFAULT_THEME.space for y in range(100))

    assert thickness(drawn(1.0, False)) == 14 and thickness(drawn(0.75, True)) == 10
    colours = {colour for _, colour in drawn(0.75, True).getcolors()}
    assert colours == {DEFAULT_THEME.space, DEFAULT_THEME.ink, player_colour(1).rgb}


# --- static layer ---------------------------------------------------------------------------


def test_static_layer_is_drawn_once_per_board_and_theme() -> None:
    forget_static_layers()
    calls: list[str] = []

    def draw(theme: Theme) -> Image.Image:
        calls.append(theme.background.__repr__())
        return Image.new("RGB", (4, 4), theme.background)

    first = static_layer("board-a", THEME, draw)
    assert static_layer("board-a", THEME, draw) is first
    static_layer("board-b", THEME, draw)
    static_layer("board-a", Theme(background=(0, 0, 0)), draw)
    assert len(calls) == 3
    forget_static_layers()


# --- palette encoding -----------------------------------------------------------------------


def test_fixed_palette_keeps_every_seat_colour_exact() -> None:
    sample = Image.new("RGB", (300, 200), THEME.background)
    palette = fixed_palette(sample, [c.rgb for c in PALETTE])
    frame = Image.new("RGB", (60 * len(PALETTE), 30), THEME.background)
    for i, colour in enumerate(PALETTE):
        frame.paste(colour.rgb, (i * 60, 0, i * 60 + 60, 20))
    decoded = Image.open(io.BytesIO(encode_png(frame, palette=palette))).convert("RGB")
    assert [decoded.getpixel((i * 60 + 30, 10)) for i in range(len(PALETTE))] == [
        c.rgb for c in PALETTE
    ]
    assert decoded.getpixel((0, 25)) == THEME.background


def turn_header(facts: object, style: object) -> Image.Image:
    """The kit's turn panel for two seats on a plain canvas, ``facts`` and ``style`` given."""
    from bot.engine import PlayerInfo, View
    from renderers.kit.turn import draw_turn_panel

    players = (PlayerInfo(0, "Ana", 3), PlayerInfo(1, "Ben", 5))
    view = View("game", None, players, 0, "Ana's turn", None)
    image = Image.new("RGB", (400, 220), DEFAULT_THEME.panel)
    header = (10, 10, 390, 10 + style.header_height)  # type: ignore[attr-defined]
    draw_turn_panel(image, header, (0, 0, 400, 220), view, facts, style, DEFAULT_THEME)  # type: ignore[arg-type]
    return image


@pytest.mark.parametrize("value", [None, 4])
def test_the_turn_header_shows_a_spinner_on_its_value_at_the_right(value: int | None) -> None:
    from renderers.kit.turn import TurnFacts, TurnStyle

    style = TurnStyle(turn_px=20, ask_px=16, die=60)
    image = turn_header(TurnFacts(spins=(value,)), style)
    face = spinner_face(value, side=60)
    spot = image.crop((390 - 60, 10, 390, 70))
    backed = Image.new("RGB", face.size, DEFAULT_THEME.panel)
    backed.paste(face, (0, 0), face)
    assert ImageChops.difference(spot, backed).getbbox() is None


def test_the_turn_header_asks_what_the_game_says_in_place_of_the_phase() -> None:
    from renderers.kit.turn import TurnFacts, TurnStyle
    from renderers.text import recording_sizes

    style = TurnStyle(turn_px=20, ask_px=16, die=60)
    with recording_sizes() as drawn:
        turn_header(TurnFacts(ask="Spin the spinner"), style)
    texts = [d.text for d in drawn]
    assert "Spin the spinner" in texts
    assert texts.count("Ana's turn") == 1, "the phase is not written under the title again"


def test_a_hand_heading_wraps_to_its_lines_before_it_is_cut() -> None:
    from renderers.kit.hand import HandLayout, hand_image
    from renderers.text import ELLIPSIS, recording_sizes

    heading = "Evelyn-Rose Montgomery's hand, shown by Gossip: pick one of them"
    card = ("Good", ("Rescue a cat",), (0, 140, 90))
    one = HandLayout(width=300, per_row=2, card_height=80, heading_px=20, heading_gap=6)
    two = HandLayout(300, 2, 80, 20, 6, heading_lines=2)
    four = HandLayout(300, 2, 80, 20, 6, heading_lines=4)
    kwargs = {"background": DEFAULT_THEME.background, "ink": DEFAULT_THEME.ink}
    with recording_sizes() as cut:
        short = hand_image([(heading, [card])], one, **kwargs)
    with recording_sizes() as wrapped:
        tall = hand_image([(heading, [card])], four, **kwargs)
    headings = [d.text for d in wrapped if d.size == 20]
    assert next(d.text for d in cut if d.size == 20).endswith(ELLIPSIS)
    assert len(headings) > 1 and not any(text.endswith(ELLIPSIS) for text in headings)
    assert " ".join(headings) == heading
    assert tall.height - short.height == (len(headings) - 1) * round(20 * 1.3)
    assert two.section_height(1, 2) == one.section_height(1) + round(20 * 1.3)
