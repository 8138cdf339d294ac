"""The kit's wrapped lines: wrapped before they are drawn, so a panel knows its height first."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageOps

from renderers.kit.lines import draw_centred, draw_lines, draw_stack, height, wrap_text, wrapped
from renderers.text import ELLIPSIS, font, recording_sizes, text_width

FACE = font(16)
INK = (0, 0, 0)


def test_text_wraps_at_spaces_and_after_inner_hyphens_within_the_width() -> None:
    lines = wrap_text("Bartholomew Fitzgerald-Smythe", FACE, 130, 3)
    assert lines == ["Bartholomew", "Fitzgerald-", "Smythe"]
    assert all(text_width(line, FACE) <= 130 for line in lines)


def test_only_what_runs_past_the_last_line_is_cut() -> None:
    assert wrap_text("one two three four", FACE, 1000, 1) == ["one two three four"]
    cut = wrap_text("one two three four five six", FACE, 60, 2)
    assert len(cut) == 2 and cut[-1].endswith(ELLIPSIS)
    assert not wrap_text("one two", FACE, 60, 2)[-1].endswith(ELLIPSIS)


def test_the_height_is_known_before_drawing_and_drawing_ends_there() -> None:
    lines = wrapped("a few words to wrap over lines", FACE, INK, 80)
    assert len(lines) == 3
    image = Image.new("RGB", (100, 100), (255, 255, 255))
    with recording_sizes() as drawn:
        bottom = draw_lines(ImageDraw.Draw(image), 5, 10, lines)
    assert bottom == 10 + height(lines)
    assert [d.text for d in drawn] == [line.text for line in lines]


def test_a_stack_draws_each_text_a_step_under_the_last() -> None:
    face = font(16)
    alone, stacked = (Image.new("RGB", (60, 80), (255, 255, 255)) for _ in range(2))
    draw_stack(ImageDraw.Draw(alone), (30, 10), ["Hi"], face, (0, 0, 0), 30, anchor="ma")
    draw_stack(ImageDraw.Draw(stacked), (30, 10), ["Hi", "Hi"], face, (0, 0, 0), 30, "ma")
    top = ImageOps.invert(alone).getbbox()
    both = ImageOps.invert(stacked).getbbox()
    assert top is not None and both is not None
    assert (both[0], both[1], both[2]) == top[:3] and both[3] == top[3] + 30


def test_a_name_is_centred_in_its_box_in_as_many_lines_as_it_holds() -> None:
    image = Image.new("RGB", (220, 120), (255, 255, 255))
    with recording_sizes() as drawn:
        draw_centred(ImageDraw.Draw(image), (10, 10, 210, 110), "Todd Wilkins", FACE, INK, 20, 5)
        draw_centred(ImageDraw.Draw(image), (10, 10, 60, 30), "Todd Wilkins", FACE, INK, 20, 5)
    assert drawn[0].text == "Todd Wilkins"
    assert len(drawn) == 2 and drawn[1].text.endswith(ELLIPSIS)
    inked = ImageOps.invert(image.crop((10, 40, 210, 110))).getbbox()
    assert inked is not None and abs((inked[0] + inked[2]) / 2 - 100) <= 2
