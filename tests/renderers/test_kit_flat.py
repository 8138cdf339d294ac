"""Flat frames: hard-edged letters, and a frame encoded on exactly its colours."""

from __future__ import annotations

import io

from PIL import Image

from renderers.kit.cards import flat_card_back, tilted_fit
from renderers.kit.flat import encode_flat, flat_pen
from renderers.text import draw_text, font

INK, GROUND, RED = (20, 20, 20), (255, 255, 255), (200, 30, 30)


def test_letters_have_hard_edges() -> None:
    image = Image.new("RGB", (200, 40), GROUND)
    draw_text(flat_pen(image), (4, 4), "Water Fountain", font(16), INK)
    assert {colour for _, colour in image.getcolors() or []} == {GROUND, INK}


def test_a_frame_keeps_only_its_colours() -> None:
    image = Image.new("RGB", (60, 20), GROUND)
    image.paste((198, 32, 31), (0, 0, 30, 20))
    decoded = Image.open(io.BytesIO(encode_flat(image, [INK, GROUND, RED, INK]))).convert("RGB")
    assert {colour for _, colour in decoded.getcolors() or []} == {GROUND, RED}


def test_a_flat_card_back_keeps_its_few_colours_and_tilts_when_lifted() -> None:
    back = flat_card_back((32, 44), (120, 66, 140), (0, 0, 0), (16, (255, 255, 255)), 4)
    assert back.size == (34, 46)
    colours = {rgba for _, rgba in back.getcolors(64) or ()}
    assert colours == {(0, 0, 0, 0), (0, 0, 0, 255), (120, 66, 140, 255), (255, 255, 255, 255)}
    lifted = flat_card_back((32, 44), (120, 66, 140), (0, 0, 0), (16, (255, 255, 255)), 4, 16)
    assert lifted.width > back.width and lifted.height > back.height


def test_a_lifted_card_is_made_short_enough_to_fit_its_place_once_tilted() -> None:
    height = tilted_fit(60, 32, 16)
    lifted = flat_card_back((32, height), (120, 66, 140), (0, 0, 0), (16, (255, 255, 255)), 4, 16)
    assert height < 60 and 58 <= lifted.height <= 60 + 4  # its transparent rim
    assert tilted_fit(60, 32, 0) == 60
