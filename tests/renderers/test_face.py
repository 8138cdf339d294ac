"""Faces that keep what they measured and drew: the same pixels, from memory the second time."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from renderers import face as face_module
from renderers.face import Face
from renderers.text import FONT_REGULAR, draw_text, font, text_width


def _drawn(face: ImageFont.FreeTypeFont, text: str, xy: tuple[float, float]) -> bytes:
    image = Image.new("RGB", (220, 40), (255, 255, 255))
    draw_text(ImageDraw.Draw(image), xy, text, face, (10, 20, 30), anchor="mm")
    return image.tobytes()


def test_a_kept_text_draws_the_pixels_a_plain_font_draws() -> None:
    plain = ImageFont.truetype(str(FONT_REGULAR), 18)
    kept = Face(FONT_REGULAR, 18)
    for xy in ((110.0, 20.0), (110.5, 20.25)):
        assert _drawn(kept, "Ada's turn", xy) == _drawn(plain, "Ada's turn", xy)
        assert _drawn(kept, "Ada's turn", xy) == _drawn(plain, "Ada's turn", xy)
    assert kept.getlength("Ada's turn") == plain.getlength("Ada's turn")


def test_a_repeated_text_is_measured_and_rasterised_once(monkeypatch) -> None:
    calls = {"length": 0, "mask": 0}
    length, mask = ImageFont.FreeTypeFont.getlength, ImageFont.FreeTypeFont.getmask2

    def counted_length(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls["length"] += 1
        return length(self, *args, **kwargs)

    def counted_mask(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls["mask"] += 1
        return mask(self, *args, **kwargs)

    monkeypatch.setattr(ImageFont.FreeTypeFont, "getlength", counted_length)
    monkeypatch.setattr(ImageFont.FreeTypeFont, "getmask2", counted_mask)
    kept = Face(FONT_REGULAR, 20)
    kept.getlength("Kitchen")
    _drawn(kept, "Kitchen", (110, 20))
    first = dict(calls)
    assert first["length"] >= 1 and first["mask"] == 1
    for _ in range(2):
        kept.getlength("Kitchen")
        _drawn(kept, "Kitchen", (110, 20))
    assert calls == first
    _drawn(kept, "Kitchen", (110, 21))  # another row: the same mask, moved
    assert calls["mask"] == 1
    _drawn(kept, "Kitchen", (110.5, 20))  # another fraction of a pixel: drawn anew
    assert calls["mask"] == 2


def test_a_face_keeps_a_bounded_number_of_texts(monkeypatch) -> None:
    monkeypatch.setattr(face_module, "REMEMBERED", 5)
    kept = Face(FONT_REGULAR, 16)
    for n in range(20):
        kept.getlength(f"Player {n}")
    assert len(kept._widths) == 5
    assert kept.getlength("Player 19") == ImageFont.truetype(str(FONT_REGULAR), 16).getlength(
        "Player 19"
    )


def test_the_text_module_hands_out_faces_that_keep_texts() -> None:
    assert isinstance(font(18), Face) and font(18, bold=True).bold
    assert text_width("Ada", font(18)) == ImageFont.truetype(str(FONT_REGULAR), 18).getlength("Ada")


def test_a_face_survives_pickling_as_the_same_face() -> None:
    """A renderer may be sent to a worker process with its faces."""
    import pickle

    again = pickle.loads(pickle.dumps(font(18, bold=True)))
    assert isinstance(again, Face) and again.bold and again.size == 18
    assert _letters(again) == _letters(font(18, bold=True))


def _letters(face: ImageFont.FreeTypeFont) -> bytes:
    image = Image.new("L", (80, 30), 0)
    ImageDraw.Draw(image).text((4, 4), "Ada", font=face, fill=255)
    return image.tobytes()
