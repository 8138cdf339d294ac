"""Render benchmark for the Cheat Street board, and the README screenshot.

    python -m bench.render            # the table
    python -m bench.render --docs     # also rewrite docs/board.png

Figures only; nothing here asserts a time.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PIL import Image

from bot.engine.model import View
from bot.games import load_games
from renderers import cheat_street
from renderers.kit.palette import encode_png

DOCS_IMAGE = Path(__file__).resolve().parent.parent / "docs" / "board.png"


def example_view() -> View:
    """A mid-game 4-player position: Ana is moving, Ben holds a punishment marker."""
    return cheat_street.sample_view(4)


def _median_ms(fn: Callable[[], object], n: int) -> float:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def bench_render(n: int = 50) -> dict[str, float]:
    """Median timings over ``n`` runs, after a warm-up that builds the cached static layer."""
    load_games()
    view = example_view()
    png = cheat_street.render_png(view)  # warm-up: static layer, fonts, sprites
    empty = Image.new("RGB", (cheat_street.WIDTH, cheat_street.HEIGHT), (255, 255, 255))
    frame = _median_ms(lambda: cheat_street.render_png(view), n)
    draw = _median_ms(lambda: cheat_street.render(view), n)
    empty_encode = _median_ms(lambda: encode_png(empty), n)
    return {
        "frame_ms": frame,
        "draw_ms": draw,
        "empty_encode_ms": empty_encode,
        "frame_over_empty_encode": frame / empty_encode,
        "png_bytes": float(len(png)),
    }


def write_docs_image(path: Path = DOCS_IMAGE) -> int:
    """Write the README screenshot (the example position); returns its size in bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    load_games()
    image = cheat_street.render(example_view())
    # a 256-colour palette keeps the README light; the flat art loses nothing visible
    image = image.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    image.save(path, format="PNG", optimize=True)
    return path.stat().st_size


def main(argv: list[str]) -> None:
    results = bench_render()
    print(f"{'measure':<28}{'value':>12}")
    for key, unit in (
        ("frame_ms", "ms"),
        ("draw_ms", "ms"),
        ("empty_encode_ms", "ms"),
        ("frame_over_empty_encode", "x"),
        ("png_bytes", "B"),
    ):
        value = results[key]
        shown = f"{value:,.0f}" if unit == "B" else f"{value:.2f}"
        print(f"{key:<28}{shown:>10} {unit}")
    if "--docs" in argv:
        print(f"wrote {DOCS_IMAGE} ({write_docs_image():,} bytes)")


if __name__ == "__main__":
    main(sys.argv[1:])
