"""Render benchmark for every registered game's board, and the README screenshot.

    python -m bench.render                         # every game
    python -m bench.render --games cheat-street    # one game
    python -m bench.render --docs                  # also rewrite docs/board.png (Cheat Street)
    python -m bench.render --encoders              # each frame through every encoder option

Each game's board renderer is made from its checked rules through its registration (see
renderers/kit/drawing.py): ``png(view)`` is timed on its ``sample_view``, a mid-game public
position, and so is ``image(view)``, the picture before encoding. Figures only; nothing here
asserts a time.

``--encoders`` takes each game's frame as its renderer hands it to PNG (on its palette) and
times the options for encoding it: zlib levels and strategies through Pillow, lossless WebP of
the picture, libdeflate through the kit's own PNG writer (what the boards use), and a SIMD
deflate (``isal``, when installed) through the same writer.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import statistics
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

from PIL import Image

from bench.games import catalog
from cogs.drawings import GameDrawings
from renderers.kit import palette as palette_module
from renderers.kit.drawing import BoardRenderer
from renderers.kit.palette import encode_png
from renderers.kit.png import palette_png, palette_png_by

DOCS_IMAGE = Path(__file__).resolve().parent.parent / "docs" / "board.png"
DOCS_GAME = "cheat-street"


def board_renderer(key: str) -> BoardRenderer | None:
    """``key``'s public board renderer, made as the bot makes it at start-up."""
    if key not in catalog():
        return None
    return GameDrawings.of(catalog().entry(key)).board


def _median_ms(fn: Callable[[], object], n: int) -> float:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def bench_render(key: str = DOCS_GAME, n: int = 50) -> dict[str, float]:
    """Median timings over ``n`` runs, after a warm-up that builds the cached static layer."""
    board = board_renderer(key)
    if board is None:
        return {}
    rules = catalog().rules(key)
    view = board.sample_view(max(rules.min_players, min(4, rules.max_players)))
    png = board.png(view)  # warm-up: static layer, fonts, sprites
    size = Image.open(io.BytesIO(png)).size
    empty = Image.new("RGB", size, (255, 255, 255))
    frame = _median_ms(lambda: board.png(view), n)
    empty_encode = _median_ms(lambda: encode_png(empty), n)
    figures = {"frame_ms": frame, "draw_ms": _median_ms(lambda: board.image(view), n)}
    figures |= {
        "empty_encode_ms": empty_encode,
        "frame_over_empty_encode": frame / empty_encode,
        "png_bytes": float(len(png)),
    }
    return figures


@contextlib.contextmanager
def caught_frames() -> Iterator[list[Image.Image]]:
    """Every image a renderer hands to PNG inside: to Pillow or to the kit's palette writer."""
    frames: list[Image.Image] = []
    save = Image.Image.save
    write = palette_module.palette_png

    def keep(image: Image.Image, *args: object, **kwargs: object) -> None:
        frames.append(image.copy())
        save(image, *args, **kwargs)  # type: ignore[arg-type]

    def keep_frame(image: Image.Image, level: int) -> bytes:
        frames.append(image.copy())
        return write(image, level)

    Image.Image.save = keep  # type: ignore[method-assign]
    palette_module.palette_png = keep_frame
    try:
        yield frames
    finally:
        Image.Image.save = save  # type: ignore[method-assign]
        palette_module.palette_png = write


def pillow_png(image: Image.Image, level: int, strategy: int = -1) -> bytes:
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=level, compress_type=strategy)
    return buf.getvalue()


def webp_lossless(image: Image.Image) -> bytes:
    buf = io.BytesIO()
    image.convert("RGB").save(buf, format="WEBP", lossless=True, method=0, quality=0)
    return buf.getvalue()


def isal_png(image: Image.Image, level: int) -> bytes:
    """A palette PNG (no row filters) deflated by ISA-L's SIMD encoder."""
    from isal import isal_zlib  # type: ignore[import-not-found]

    return palette_png_by(image, lambda rows: isal_zlib.compress(rows, level))


def encoder_options(frame: Image.Image) -> dict[str, Callable[[], bytes]]:
    """Every way of encoding ``frame`` measured, by name."""
    options: dict[str, Callable[[], bytes]] = {
        f"zlib {level}": (lambda level=level: pillow_png(frame, level)) for level in (1, 3, 6, 9)
    }
    options["zlib 6, filtered"] = lambda: pillow_png(frame, 6, zlib.Z_FILTERED)
    options["zlib 6, run lengths"] = lambda: pillow_png(frame, 6, zlib.Z_RLE)
    options["WebP lossless"] = lambda: webp_lossless(frame)
    with contextlib.suppress(ImportError):
        import isal  # type: ignore[import-not-found]  # noqa: F401

        options |= {f"isal {n}": (lambda n=n: isal_png(frame, n)) for n in (1, 2, 3)}
    options |= {f"libdeflate {n}": (lambda n=n: palette_png(frame, n)) for n in (1, 6, 7, 9)}
    return options


def bench_encoders(key: str, n: int = 10) -> dict[str, tuple[float, int]]:
    """(median ms, bytes) of each encoder option on ``key``'s sample frame."""
    board = board_renderer(key)
    if board is None:
        return {}
    rules = catalog().rules(key)
    view = board.sample_view(max(rules.min_players, min(4, rules.max_players)))
    board.png(view)  # warm-up
    with caught_frames() as frames:
        board.png(view)
    frame = frames[-1]
    return {
        name: (_median_ms(encode, n), len(encode()))
        for name, encode in encoder_options(frame).items()
    }


def write_docs_image(path: Path = DOCS_IMAGE) -> int:
    """Write the README screenshot (Cheat Street's sample position); returns its size."""
    path.parent.mkdir(parents=True, exist_ok=True)
    board = board_renderer(DOCS_GAME)
    assert board is not None
    image = board.image(board.sample_view(4))
    # a 256-colour palette keeps the README light; the flat art loses nothing visible
    image = image.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    image.save(path, format="PNG", optimize=True)
    return path.stat().st_size


UNITS = {
    "frame_ms": "ms",
    "draw_ms": "ms",
    "empty_encode_ms": "ms",
    "frame_over_empty_encode": "x",
    "png_bytes": "B",
}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", help="game keys (default: every registered game)")
    parser.add_argument("--docs", action="store_true", help="rewrite docs/board.png")
    parser.add_argument(
        "--encoders", action="store_true", help="time every encoder option on each frame"
    )
    args = parser.parse_args(argv)
    keys = args.games or [entry.key for entry in catalog()]
    if args.encoders:
        print(f"{'game':<20}{'encoder':<24}{'ms':>8}{'bytes':>10}")
        for key in keys:
            for name, (ms, size) in bench_encoders(key).items():
                print(f"{key:<20}{name:<24}{ms:>8.1f}{size:>10,}")
        return
    print(f"{'game':<20}{'measure':<28}{'value':>12}")
    for key in keys:
        for name, value in bench_render(key).items():
            unit = UNITS[name]
            shown = f"{value:,.0f}" if unit == "B" else f"{value:.2f}"
            print(f"{key:<20}{name:<28}{shown:>10} {unit}")
    if args.docs:
        print(f"wrote {DOCS_IMAGE} ({write_docs_image():,} bytes)")


if __name__ == "__main__":
    main()
