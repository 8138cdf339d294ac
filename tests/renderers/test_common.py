"""The shared rendering toolkit: palette, fonts, text fitting, tokens, PNG encoding."""

from __future__ import annotations

import io
import itertools
import math

import pytest
from PIL import Image, ImageChops

from renderers.common import ELLIPSIS, MIN_TEXT_PX, ellipsize, font, initial, wrap
from renderers.kit.canvas import new_canvas
from renderers.kit.palette import encode_png
from renderers.kit.phone import SMALLEST, scaled_floor, smallest_px
from renderers.kit.seats import PALETTE
from renderers.kit.shapes import SHAPES
from renderers.kit.theme import DEFAULT_THEME
from renderers.kit.tokens import token_extent, token_sprite
from renderers.text import FLOOR_PX

# --- palette: distinct for everyone ---------------------------------------------------------

# Viénot, Brettel & Mollon (1999) dichromat simulation in linear RGB.
_CVD = {
    "protanopia": ((0.152, 1.053, -0.205), (0.115, 0.786, 0.099), (-0.004, -0.048, 1.052)),
    "deuteranopia": ((0.367, 0.861, -0.228), (0.280, 0.673, 0.047), (-0.012, 0.043, 0.969)),
    "tritanopia": ((1.256, -0.077, -0.179), (-0.078, 0.931, 0.148), (0.005, 0.691, 0.304)),
}


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(lin: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (min(1.0, max(0.0, v)) for v in lin)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen(rgb: tuple[int, int, int], matrix: tuple[tuple[float, ...], ...] | None) -> tuple:
    lin = tuple(_linear(c) for c in rgb)
    if matrix is not None:
        lin = tuple(sum(m * v for m, v in zip(row, lin, strict=True)) for row in matrix)
    return _lab(lin)  # type: ignore[arg-type]


def test_palette_has_six_colours_each_with_its_own_shape() -> None:
    assert len(PALETTE) == 6
    assert len({p.rgb for p in PALETTE}) == 6
    assert sorted(p.shape for p in PALETTE) == sorted(SHAPES)


@pytest.mark.parametrize("vision", [None, *_CVD])
def test_palette_colours_stay_apart_with_colour_blindness(vision: str | None) -> None:
    matrix = _CVD[vision] if vision else None
    seen = [_seen(p.rgb, matrix) for p in PALETTE]
    closest = min(math.dist(a, b) for a, b in itertools.combinations(seen, 2))
    assert closest >= 15, f"two player colours look alike ({vision or 'typical vision'})"


def test_token_letter_contrasts_with_its_disc() -> None:
    for p in PALETTE:
        disc, text = _seen(p.rgb, None)[0], _seen(p.text, None)[0]
        assert abs(disc - text) >= 35, p.name


# --- fonts and text -------------------------------------------------------------------------


def test_fonts_are_cached_and_small_text_is_refused() -> None:
    assert font(18) is font(18)
    assert font(18, bold=True) is not font(18)
    assert font(MIN_TEXT_PX).size == MIN_TEXT_PX
    assert font(FLOOR_PX).size == FLOOR_PX
    with pytest.raises(ValueError, match="12"):
        font(FLOOR_PX - 1)


def test_the_fonts_floor_follows_a_board_drawn_narrower_than_its_design() -> None:
    """A board laid out 880 px wide and drawn 704 px wide keeps its smallest text's share of
    the width: 16 px becomes 13, still over 1/60 of the width."""
    assert smallest_px(880) == MIN_TEXT_PX
    assert scaled_floor(704, 880) == 13 and smallest_px(704, scaled_floor(704, 880)) == 13
    assert SMALLEST <= 13 / 704 and scaled_floor(300, 880) == FLOOR_PX


def test_ellipsize_fits_the_width_and_keeps_short_text() -> None:
    face = font(20, bold=True)
    assert ellipsize("Ana", face, 200) == "Ana"
    cut = ellipsize("Wolfgang Amadeus Mozart", face, 120)
    assert cut.endswith(ELLIPSIS)
    assert cut.startswith("Wolf")
    assert face.getlength(cut) <= 120
    assert face.getlength(ellipsize("W" * 500, face, 50)) <= 50


def test_wrap_keeps_to_width_and_line_count() -> None:
    face = font(18)
    text = "Call-out phase: Benedict may call Anastasia out before she rolls the die " * 3
    lines = wrap(text, face, 300, 3)
    assert len(lines) == 3
    assert all(face.getlength(line) <= 300 for line in lines)
    assert lines[-1].endswith(ELLIPSIS)
    assert wrap("Short phase", face, 300, 3) == ["Short phase"]


@pytest.mark.parametrize(
    ("name", "letter"), [("ana", "A"), ("  _bob", "B"), ("élodie", "É"), ("", "?"), ("7up", "7")]
)
def test_initial(name: str, letter: str) -> None:
    assert initial(name) == letter


# --- tokens ---------------------------------------------------------------------------------


def _pixel_count(image: Image.Image, rgb: tuple[int, int, int], tol: int = 6) -> int:
    """Opaque pixels of ``image`` (RGBA) within ``tol`` of ``rgb``."""
    colours = image.getcolors(maxcolors=1 << 20) or []
    return sum(
        n
        for n, (*c, alpha) in colours
        if alpha == 255 and all(abs(a - b) <= tol for a, b in zip(c, rgb, strict=True))
    )


def test_token_sprite_is_cached_and_shows_colour_and_letter() -> None:
    sprite = token_sprite(2, "C", 20)
    assert token_sprite(2, "C", 20) is sprite
    assert sprite.mode == "RGBA"
    assert sprite.size == (2 * token_extent(20),) * 2
    assert _pixel_count(sprite, PALETTE[2].rgb) > 600
    other = token_sprite(2, "D", 20)
    assert ImageChops.difference(sprite, other).getbbox(alpha_only=False) is not None


def test_halo_marks_the_active_token() -> None:
    halo = DEFAULT_THEME.halo
    plain = _pixel_count(token_sprite(0, "A", 20), halo, tol=0)  # white letter and badge
    assert _pixel_count(token_sprite(0, "A", 20, halo=True), halo, tol=0) > plain + 150


def test_every_seat_gets_a_different_badge_shape() -> None:
    # the outlines alone (alpha, no colour) must tell the seats apart
    outlines = [token_sprite(seat, "A", 20).getchannel("A") for seat in range(6)]
    for a, b in itertools.combinations(outlines, 2):
        assert ImageChops.difference(a, b).getbbox() is not None


# --- canvas and PNG -------------------------------------------------------------------------


def test_encode_png_round_trips_pixels() -> None:
    image = new_canvas((64, 32), (10, 20, 30))
    image.paste(token_sprite(1, "B", 12), (2, 2), token_sprite(1, "B", 12))
    data = encode_png(image)
    decoded = Image.open(io.BytesIO(data))
    assert decoded.format == "PNG"
    assert ImageChops.difference(decoded.convert("RGB"), image).getbbox() is None
