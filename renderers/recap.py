"""A finished game in pictures: its board at the end of each turn, animated, and the standings
over the game as a small chart.

Both are drawn from the positions the store kept at the end of each turn (read as any saved
game is, an older shape migrated), so a game that spans an upgrade is shown as it was played.
Only a game with no kept positions is replayed from its setup and event log, and only when the
replay ends where the game really ended: today's rules may replay an older log differently.
Both show public views only, so nothing the table had not seen by the end. The work is long
(every turn is drawn), so the table runs it in a worker process, never on the event loop.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from PIL import Image, ImageDraw

from bot.engine import Game, View, apply_logged
from bot.engine.serial import dumps_state, loads_state
from bot.languages import table_language
from renderers.kit.drawing import BoardRenderer
from renderers.kit.phone import smallest_px
from renderers.kit.seats import chosen_colour, player_colour
from renderers.text import draw_text, ellipsize, font

MAX_BYTES = 4 * 1024 * 1024
"""What one recap (animation and chart together) may weigh at the most: never posted above."""
BUDGET = 600_000
"""What a recap aims to weigh: with a game's boards, its uploads stay under 5 MB."""
COLOURS = 64
"""The one palette every frame shares: the boards are drawn in few flat colours, and frames on
one palette stay equal where the board did not change, so the GIF stores only what did."""
FRAME_WIDTHS = (400, 360, 320, 280, 240)
"""The widths tried, largest first, until the animation fits ``BUDGET``; past the smallest,
an animation still over ``MAX_BYTES`` has fewer frames, then smaller ones, until it fits."""
SMALLEST_WIDTH = 32
"""The narrowest a frame gets when even the last frame alone weighs over the limit."""
MAX_FRAMES = 48
FRAME_MS = 700
LAST_FRAME_MS = 3000

T = TypeVar("T")


@dataclass(frozen=True)
class Recap:
    """The animation (GIF) and, for a game with scores, the standings chart (PNG)."""

    animation: bytes
    chart: bytes | None
    turns: int = 0
    """How many turns the animation shows, for its alt text."""


def turn_ends(
    game: Game[Any],
    players: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    log: Iterable[tuple[int | None, str]],
) -> list[View]:
    """The public view at the end of each turn (when the seat on turn changes), and at the end."""
    return _replayed(game, players, seed, options, log)[0]


def saved_turn_ends(game: Game[Any], positions: Sequence[str]) -> list[View]:
    """The public view of each saved position (the turn ends kept, then the last), each read
    as a saved game is, so one saved in an older state version is migrated first."""
    states = [loads_state(game, text) for text in positions]
    return _with_outcome(game, states[-1], [game.view(state, None) for state in states])


def recap_views(
    game: Game[Any],
    players: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    log: Sequence[tuple[int | None, str]],
    positions: Sequence[str] = (),
) -> list[View]:
    """The views a recap draws: the saved positions when more than the last was kept;
    otherwise (a game saved before turn ends were kept) the log replayed, if today's rules
    replay it to the saved last position; if they don't, that last position alone."""
    if len(positions) > 1:
        return saved_turn_ends(game, positions)
    if not positions:
        return turn_ends(game, players, seed, options, log)
    try:
        views, end = _replayed(game, players, seed, options, log)
    except Exception:  # today's rules refuse the old log
        return saved_turn_ends(game, positions)
    if dumps_state(game, end) != dumps_state(game, loads_state(game, positions[-1])):
        return saved_turn_ends(game, positions)  # today's rules replay it differently
    return views


def _replayed(
    game: Game[Any],
    players: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    log: Iterable[tuple[int | None, str]],
) -> tuple[list[View], Any]:
    """The turn ends of the log replayed by today's rules, and the position it ends in."""
    state = game.setup(players, seed, options)
    views = [game.view(state, None)]
    for seat, action_id in log:
        state, _ = apply_logged(game, state, seat, action_id)
        view = game.view(state, None)
        if view.active != views[-1].active or len(views) == 1:
            views.append(view)
        else:
            views[-1] = view
    return _with_outcome(game, state, views), state


def _with_outcome(game: Game[Any], last: Any, views: list[View]) -> list[View]:
    """The views, the last one carrying the game's outcome once it is known."""
    outcome = game.outcome(last)
    if outcome is not None:
        views[-1] = replace(views[-1], outcome=outcome)
    return views


def sampled(views: Sequence[T], most: int = MAX_FRAMES) -> list[T]:
    """At most ``most`` views, evenly spread, the first and the last always kept (only the
    last when ``most`` is one: the game's end)."""
    if len(views) <= most:
        return list(views)
    if most <= 1:
        return [views[-1]]
    step = (len(views) - 1) / (most - 1)
    return [views[round(i * step)] for i in range(most)]


def animation(board: BoardRenderer, views: Sequence[View], limit: int = MAX_BYTES) -> bytes:
    """The views drawn and animated as a GIF within ``BUDGET`` where a width allows it, and
    never over ``limit``: past the smallest width, fewer frames (the first and last kept),
    then smaller ones, until it fits."""
    images = _same_size([board.image(view).convert("RGB") for view in sampled(views)])
    encoded = b""
    for width in FRAME_WIDTHS:
        encoded = _gif(_on_one_palette([_scaled(image, width) for image in images]))
        if len(encoded) <= min(BUDGET, limit):
            return encoded
    width = FRAME_WIDTHS[-1]
    while len(encoded) > limit:
        if len(images) > 1:
            images = sampled(images, _fewer(len(images), len(encoded), limit))
        elif width > SMALLEST_WIDTH:
            width = max(SMALLEST_WIDTH, width // 2)
        else:
            raise ValueError(f"One frame of {width} pixels weighs over {limit} bytes.")
        encoded = _gif(_on_one_palette([_scaled(image, width) for image in images]))
    return encoded


def _fewer(count: int, weight: int, limit: int) -> int:
    """How many of ``count`` frames weighing ``weight`` bytes in all should fit ``limit``,
    aiming a little under it; always fewer than ``count``."""
    return max(1, min(count - 1, int(count * limit * 0.9 / weight)))


def standings_chart(views: Sequence[View], width: int = 640, height: int = 320) -> bytes | None:
    """Each seat's score at the end of every turn as a line in its colour; None when the game
    keeps no score."""
    if not views or not views[0].players:
        return None
    series = [[float(p.score) for p in view.players] for view in views]
    if all(value == 0 for row in series for value in row):
        return None
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    label = font(smallest_px(width) + 2, bold=True)
    margin, legend = 24, label.size * 2
    x0, y0, x1, y1 = margin, margin, width - margin, height - margin - legend
    top = max(max(row) for row in series) or 1.0
    draw.line((x0, y1, x1, y1), fill=(120, 120, 120), width=2)
    players = views[-1].players
    for seat, player in enumerate(players):
        colour = chosen_colour(seat, player.colour) if player.colour else player_colour(seat)
        points = [
            (x0 + (x1 - x0) * i / max(1, len(series) - 1), y1 - (y1 - y0) * row[seat] / top)
            for i, row in enumerate(series)
            if seat < len(row)
        ]
        if len(points) > 1:
            draw.line(points, fill=colour.rgb, width=4, joint="curve")
        slot = (x1 - x0) / max(1, len(players))
        lx = x0 + slot * seat
        draw.rectangle(
            (lx, y1 + label.size * 0.7, lx + 14, y1 + label.size * 0.7 + 14), fill=colour.rgb
        )
        name = ellipsize(f"{player.name} {player.score}", label, slot - 24)
        draw_text(draw, (lx + 20, y1 + label.size * 0.4), name, label, (20, 20, 20))
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def make_recap(
    game: Game[Any],
    board: BoardRenderer,
    players: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    log: Sequence[tuple[int | None, str]],
    positions: Sequence[str] = (),
) -> Recap:
    """The recap of a finished game (see ``recap_views`` for what it is drawn from), the
    animation made to fit beside the chart within ``MAX_BYTES``."""
    language = table_language(options)
    views = [
        replace(view, language=language)
        for view in recap_views(game, players, seed, options, log, positions)
    ]
    chart = standings_chart(views)
    return Recap(animation(board, views, MAX_BYTES - len(chart or b"")), chart, len(views))


def _same_size(images: Sequence[Image.Image]) -> list[Image.Image]:
    """Every frame on a canvas the size of the largest, so a board that grows during the game
    (more cards in front of a player) is never cut off."""
    width = max(image.width for image in images)
    height = max(image.height for image in images)
    framed = []
    for image in images:
        if image.size == (width, height):
            framed.append(image)
            continue
        canvas = Image.new("RGB", (width, height), image.getpixel((0, 0)))
        canvas.paste(image, (0, 0))
        framed.append(canvas)
    return framed


def _scaled(image: Image.Image, width: int) -> Image.Image:
    height = round(image.height * width / image.width)
    return image.resize((width, height), Image.Resampling.LANCZOS)


def _on_one_palette(frames: Sequence[Image.Image]) -> list[Image.Image]:
    """Every frame mapped onto one palette of ``COLOURS``, taken from the first, middle and last
    frames (the start, a busy board and Game over), without dithering: a part of the board that
    did not change is the same pixels from frame to frame."""
    picked = [frames[0], frames[len(frames) // 2], frames[-1]]
    width, height = frames[0].size
    sample = Image.new("RGB", (width, height * len(picked)))
    for i, frame in enumerate(picked):
        sample.paste(frame, (0, i * height))
    palette = sample.quantize(colors=COLOURS, method=Image.Quantize.MEDIANCUT)
    return [frame.quantize(palette=palette, dither=Image.Dither.NONE) for frame in frames]


def _gif(frames: Sequence[Image.Image]) -> bytes:
    out = io.BytesIO()
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS]
    frames[0].save(
        out,
        format="GIF",
        save_all=True,
        append_images=list(frames[1:]),
        duration=durations,
        loop=0,
        optimize=True,
        disposal=1,
    )
    return out.getvalue()
