"""The recap: the board at each turn's end, animated within its budget (under 4 MB at the
most), and the standings chart."""

from __future__ import annotations

import io
import random
from itertools import pairwise
from typing import Any

import pytest
from PIL import Image

from bot.engine import Game
from cogs.drawings import GameDrawings
from renderers.recap import BUDGET, MAX_BYTES, animation, make_recap, sampled, turn_ends
from tests.platform.catalog import registered_games


def _random_log(game: Game[Any], players: list[str], seed: int) -> list[tuple[int | None, str]]:
    chooser, state, log = random.Random(seed), game.setup(players, seed, {}), []
    while game.outcome(state) is None:
        options = [(s, a.id) for s in range(len(players)) for a in game.legal_actions(state, s)]
        if game.deadline(state) is not None and (not options or chooser.random() < 0.1):
            state, _ = game.expire(state)
            log.append((None, "expire"))
        else:
            seat, action_id = chooser.choice(options)
            state, _ = game.apply(state, seat, action_id)
            log.append((seat, action_id))
    return log


def test_turn_ends_keep_the_last_view_of_each_turn_and_the_outcome_at_the_end() -> None:
    entry = registered_games().entry("life-rivals")
    log = _random_log(entry.rules, ["Ana", "Ben"], 3)
    views = turn_ends(entry.rules, ["Ana", "Ben"], 3, {}, log)
    assert views[-1].outcome is not None and views[0].outcome is None
    assert all(a.active != b.active for a, b in pairwise(views[1:]))


def test_sampling_keeps_the_first_and_the_last() -> None:
    views = list(range(200))
    picked = sampled(views, 60)  # type: ignore[arg-type]
    assert len(picked) == 60 and picked[0] == 0 and picked[-1] == 199


@pytest.mark.slow
@pytest.mark.parametrize("key", [entry.key for entry in registered_games()])
def test_the_recap_of_a_whole_game_is_an_animation_within_its_budget(key: str) -> None:
    entry = registered_games().entry(key)
    players = ["Ana", "Ben", "Cy", "Dee", "Eve", "Flo"][: entry.rules.max_players]
    board = GameDrawings.of(entry).board
    assert board is not None
    recap = make_recap(entry.rules, board, players, 5, {}, _random_log(entry.rules, players, 5))
    assert len(recap.animation) <= BUDGET <= MAX_BYTES
    animation = Image.open(io.BytesIO(recap.animation))
    assert animation.format == "GIF" and animation.n_frames > 2
    if recap.chart is not None:
        assert Image.open(io.BytesIO(recap.chart)).format == "PNG"


def test_frames_of_a_board_that_grows_are_never_cut_off() -> None:
    from renderers.recap import _same_size

    small, tall = Image.new("RGB", (100, 50), "white"), Image.new("RGB", (100, 80), "black")
    framed = _same_size([small, tall])
    assert [f.size for f in framed] == [(100, 80), (100, 80)]
    assert framed[1] is tall and framed[0].getpixel((5, 70)) == (255, 255, 255)


class _Stripes:
    """A board that draws a view (here a number) as a busy picture with one square moved."""

    def image(self, view: Any) -> Image.Image:
        image = Image.new("RGB", (800, 1000), "white")
        for i in range(0, 800, 8):
            image.paste((i % 250, 90, 200 - i % 190), (i, 0, i + 4, 1000))
        image.paste((200, 30, 30), (40 + 10 * view, 500, 100 + 10 * view, 560))
        return image

    def png(self, view: Any) -> bytes:
        raise NotImplementedError

    def sample_view(self, players: int) -> Any:
        return 0


def test_frames_share_one_palette_so_only_what_changed_is_stored() -> None:
    """Each frame quantized on its own palette changed every pixel's index, so a 48-frame
    recap weighed 1.3-1.5 MB: on one palette an unchanged board costs next to nothing."""
    board = _Stripes()
    one = animation(board, [0])  # type: ignore[arg-type, list-item]
    many = animation(board, list(range(40)))  # type: ignore[arg-type]
    assert len(many) < 3 * len(one), (len(one), len(many))
    frames = Image.open(io.BytesIO(many))
    assert frames.n_frames == 40 and frames.size == (400, 500)
