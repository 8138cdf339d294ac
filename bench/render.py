"""Render benchmark for every registered game's board, and the README screenshot.

    python -m bench.render                         # every game
    python -m bench.render --games cheat-street    # one game
    python -m bench.render --docs                  # also rewrite docs/board.png (Cheat Street)

A game's renderer module (named by its registration) offers ``render_png(view)`` and
``sample_view(players)``, a mid-game public position; ``render(view)`` (the image before
encoding) is timed too where the module has it. Figures only; nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import importlib
import io
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from PIL import Image

from bot.games import load_games, registrations
from renderers.kit.palette import encode_png

DOCS_IMAGE = Path(__file__).resolve().parent.parent / "docs" / "board.png"
DOCS_GAME = "cheat-street"


def renderer_module(key: str) -> ModuleType | None:
    """The module that draws ``key``'s board, from its registration's ``renderer`` hook."""
    record = next((r for r in registrations() if r.key == key), None)
    if record is None or not record.renderer:
        return None
    return importlib.import_module(record.renderer.partition(":")[0])


def _median_ms(fn: Callable[[], object], n: int) -> float:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def bench_render(key: str = DOCS_GAME, n: int = 50) -> dict[str, float]:
    """Median timings over ``n`` runs, after a warm-up that builds the cached static layer."""
    load_games()
    module = renderer_module(key)
    if module is None:
        return {}
    view = module.sample_view()
    png = module.render_png(view)  # warm-up: static layer, fonts, sprites
    size = Image.open(io.BytesIO(png)).size
    empty = Image.new("RGB", size, (255, 255, 255))
    frame = _median_ms(lambda: module.render_png(view), n)
    empty_encode = _median_ms(lambda: encode_png(empty), n)
    figures = {"frame_ms": frame}
    if hasattr(module, "render"):
        figures["draw_ms"] = _median_ms(lambda: module.render(view), n)
    figures |= {
        "empty_encode_ms": empty_encode,
        "frame_over_empty_encode": frame / empty_encode,
        "png_bytes": float(len(png)),
    }
    return figures


def write_docs_image(path: Path = DOCS_IMAGE) -> int:
    """Write the README screenshot (Cheat Street's sample position); returns its size."""
    path.parent.mkdir(parents=True, exist_ok=True)
    load_games()
    module = renderer_module(DOCS_GAME)
    assert module is not None
    image = module.render(module.sample_view(4))
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
    args = parser.parse_args(argv)
    keys = args.games or [record.key for record in registrations()]
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
