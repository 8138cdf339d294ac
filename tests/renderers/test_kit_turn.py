"""The kit's turn panel: rows side by side, a game's own lines under each name, lettered marks."""

from __future__ import annotations

from PIL import Image, ImageChops, ImageDraw

from bot.engine import Outcome, PlayerInfo, View
from renderers.kit.theme import DEFAULT_THEME
from renderers.kit.turn import Box, TurnFacts, TurnStyle, UnderName, draw_turn_panel
from renderers.text import recording_sizes

HEADER: Box = (20, 10, 620, 10 + TurnStyle(turn_px=24, ask_px=20, die=40).header_height)
NAMES = ("Ana", "Ben", "Cy")


def view() -> View:
    players = tuple(PlayerInfo(seat, name, 0) for seat, name in enumerate(NAMES))
    return View("toy", None, players, 0, "Ana to roll", None)


def panel(style: TurnStyle, facts: TurnFacts | None = None) -> Image.Image:
    facts = facts or TurnFacts()
    image = Image.new("RGB", (640, 400), DEFAULT_THEME.panel)
    draw_turn_panel(image, HEADER, (0, 0, 640, 400), view(), facts, style, DEFAULT_THEME)
    return image


def test_rows_run_across_the_columns_then_down() -> None:
    style = TurnStyle(turn_px=24, ask_px=20, die=40, columns=2)
    first, second, third = (style.row(HEADER, index) for index in range(3))
    assert first[1] == second[1] == HEADER[3] + style.px(style.rows_gap)
    assert first[0] == HEADER[0] and second[2] == HEADER[2]
    assert first[2] + style.px(style.column_gap) <= second[0]
    assert third[0] == first[0] and third[1] == first[3]


def test_one_column_rows_fill_the_width_one_under_another() -> None:
    style = TurnStyle(turn_px=24, ask_px=20, die=40)
    rows = [style.row(HEADER, index) for index in range(3)]
    assert all(row[0] == HEADER[0] and row[2] == HEADER[2] for row in rows)
    assert [row[1] for row in rows[1:]] == [row[3] for row in rows[:2]]


def test_the_games_lines_are_drawn_under_each_name_in_the_room_it_asked_for() -> None:
    style = TurnStyle(turn_px=24, ask_px=20, die=40, columns=2, under_name=30)
    drawn: dict[int, Box] = {}

    def under(seat: int) -> UnderName:
        def draw(image: Image.Image, pen: ImageDraw.ImageDraw, box: Box) -> None:
            drawn[seat] = box

        return draw

    panel(style, TurnFacts(under_name={seat: under(seat) for seat in range(3)}))
    for seat, box in drawn.items():
        row = style.row(HEADER, seat)
        assert box == (row[0] + style.name_inset, row[1] + style.line_height, row[2], row[3])
        assert box[3] - box[1] == 30
    assert sorted(drawn) == [0, 1, 2]


def test_lettered_marks_carry_the_initial_as_the_board_pawns_do() -> None:
    plain = TurnStyle(turn_px=24, ask_px=20, die=40)
    lettered = TurnStyle(turn_px=24, ask_px=20, die=40, lettered=True)
    row = plain.row(HEADER, 1)
    mark = (row[0], row[1], row[0] + plain.name_inset - plain.px(10), row[3])
    difference = ImageChops.difference(panel(plain).crop(mark), panel(lettered).crop(mark))
    assert difference.getbbox() is not None


def test_game_over_follows_each_result_with_the_games_own_summary() -> None:
    players = tuple(PlayerInfo(seat, name, 0, summary="own") for seat, name in enumerate(NAMES))
    outcome = Outcome((0,), ((0, "4 items"), (1, "2 items"), (2, "1 item")), "Ana found all")
    over = View("toy", None, players, 0, "Game over", None, outcome=outcome)
    facts = TurnFacts(summaries={0: "Bruce Patman · Jessica"})
    image = Image.new("RGB", (640, 400), DEFAULT_THEME.panel)
    with recording_sizes() as drawn:
        draw_turn_panel(
            image, HEADER, (0, 0, 640, 400), over, facts, TurnStyle(24, 20, 40), DEFAULT_THEME
        )
    texts = " ".join(text.text for text in drawn)
    assert "Bruce Patman · Jessica" in texts and "own" in texts
