"""Render benchmark for every registered game's board, and the README screenshot.

    python -m bench.render                         # every game
    python -m bench.render --games cheat-street    # one game
    python -m bench.render --docs                  # also rewrite docs/board.png (Cheat Street)

Each game's board renderer is made from its checked rules through its registration (see
renderers/kit/drawing.py): ``png(view)`` is timed on its ``sample_view``, a mid-game public
position, and so is ``image(view)``, the picture before encoding. Figures only; nothing here
asserts a time.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from PIL import Image

from bench.games import catalog
from cogs.drawings import GameDrawings
from renderers.kit.drawing import BoardRenderer
from renderers.kit.palette import encode_png

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
    args = parser.parse_args(argv)
    keys = args.games or [entry.key for entry in catalog()]
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
