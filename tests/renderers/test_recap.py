"""The recap: the board at each turn's end, drawn from the positions the game saved (so an
upgrade in between changes nothing), animated within its budget and never over 4 MB, and the
standings chart."""

from __future__ import annotations

import io
import os
import random
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.engine import Game, View, apply_logged
from bot.engine.serial import dumps_state
from bot.turn_ends import ends_a_turn
from cogs.drawings import GameDrawings
from renderers.recap import (
    BUDGET,
    MAX_BYTES,
    animation,
    make_recap,
    recap_views,
    sampled,
    turn_ends,
)
from tests.conformance.games import tables
from tests.conformance.positions import names, random_game
from tests.platform.catalog import registered_games

SAVES = Path(__file__).parents[1] / "games" / "saves"


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


def _saved_turn_ends(
    game: Game[Any], players: list[str], seed: int, log: list[tuple[int | None, str]]
) -> list[str]:
    """What the store keeps of a game as it is played: each position the host marks as a
    turn's end when the next one is saved, then the last."""
    state = game.setup(players, seed, {})
    kept = []
    for version, (seat, action_id) in enumerate(log):
        after, _ = apply_logged(game, state, seat, action_id)
        if ends_a_turn(version, game.view(state, None).active, game.view(after, None).active):
            kept.append(dumps_state(game, state))
        state = after
    return [*kept, dumps_state(game, state)]


def _boards(views: list[View]) -> list[Any]:
    return [(view.board, view.active, view.players, view.outcome) for view in views]


class _ChangedRules:
    """A game whose rules changed in an upgrade: the same log now deals and plays otherwise."""

    def __init__(self, game: Game[Any]) -> None:
        self._game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def setup(self, players: Any, seed: int, options: Any) -> Any:
        return self._game.setup(players, seed + 1, options)


def test_saved_turn_ends_are_the_turn_ends_the_log_replays_to() -> None:
    game = registered_games().entry("life-rivals").rules
    log = _random_log(game, ["Ana", "Ben"], 3)
    saved = recap_views(
        game, ["Ana", "Ben"], 3, {}, log, _saved_turn_ends(game, ["Ana", "Ben"], 3, log)
    )
    assert _boards(saved) == _boards(turn_ends(game, ["Ana", "Ben"], 3, {}, log))


def test_a_recap_after_the_rules_changed_is_drawn_from_the_saved_positions() -> None:
    game = registered_games().entry("life-rivals").rules
    log = _random_log(game, ["Ana", "Ben"], 3)
    positions = _saved_turn_ends(game, ["Ana", "Ben"], 3, log)
    played = turn_ends(game, ["Ana", "Ben"], 3, {}, log)
    upgraded = _ChangedRules(game)
    views = recap_views(upgraded, ["Ana", "Ben"], 3, {}, log, positions)  # type: ignore[arg-type]
    assert _boards(views) == _boards(played)
    assert views[-1].outcome is not None


def test_a_game_saved_before_turns_were_kept_is_replayed_while_the_rules_replay_it_the_same() -> (
    None
):
    game = registered_games().entry("life-rivals").rules
    log = _random_log(game, ["Ana", "Ben"], 3)
    end = _saved_turn_ends(game, ["Ana", "Ben"], 3, log)[-1:]
    views = recap_views(game, ["Ana", "Ben"], 3, {}, log, end)
    assert _boards(views) == _boards(turn_ends(game, ["Ana", "Ben"], 3, {}, log))


def test_a_game_saved_before_turns_were_kept_shows_only_its_end_once_the_rules_changed() -> None:
    game = registered_games().entry("life-rivals").rules
    log = _random_log(game, ["Ana", "Ben"], 3)
    end = _saved_turn_ends(game, ["Ana", "Ben"], 3, log)[-1:]
    views = recap_views(_ChangedRules(game), ["Ana", "Ben"], 3, {}, log, end)  # type: ignore[arg-type]
    assert _boards(views) == _boards(turn_ends(game, ["Ana", "Ben"], 3, {}, log)[-1:])


def test_positions_saved_in_an_older_state_version_are_drawn_as_they_were() -> None:
    """Two Rivals positions saved by the bot of state version 1 (today's is newer)."""
    entry = registered_games().entry("life-rivals")
    assert entry.rules.state_version > 1
    positions = [(SAVES / f"life_rivals_v1_{name}.json").read_text() for name in ("yellow", "over")]
    board = GameDrawings.of(entry).board
    assert board is not None
    views = recap_views(entry.rules, ["Ana", "Ben"], 1, {}, [], positions)
    assert [tuple(p.score for p in view.players) for view in views] == [(41, 55), (72, 95)]
    assert views[-1].outcome is not None and views[0].outcome is None
    recap = make_recap(entry.rules, board, ["Ana", "Ben"], 1, {}, [], positions)
    assert Image.open(io.BytesIO(recap.animation)).n_frames == 2


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


class _Noise:
    """A board no GIF can compress: every frame is fresh noise, so a few of them weigh more
    than a recap's budget at any width."""

    def image(self, view: Any) -> Image.Image:
        return Image.frombytes("RGB", (240, 300), os.urandom(240 * 300 * 3))

    def png(self, view: Any) -> bytes:
        raise NotImplementedError

    def sample_view(self, players: int) -> Any:
        return 0


def test_an_animation_over_the_limit_gets_fewer_frames_until_it_fits(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("renderers.recap.FRAME_WIDTHS", (240,))
    recap = animation(_Noise(), list(range(20)), limit=300_000)  # type: ignore[arg-type]
    frames = Image.open(io.BytesIO(recap))
    assert len(recap) <= 300_000
    assert 2 <= frames.n_frames < 20 and frames.width == 240


def test_an_animation_whose_one_frame_is_over_the_limit_gets_a_smaller_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("renderers.recap.FRAME_WIDTHS", (240,))
    recap = animation(_Noise(), list(range(4)), limit=20_000)  # type: ignore[arg-type]
    frames = Image.open(io.BytesIO(recap))
    assert len(recap) <= 20_000
    assert frames.n_frames == 1 and frames.width < 240


def test_a_limit_under_the_budget_is_kept_even_where_the_budget_would_pass(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("renderers.recap.FRAME_WIDTHS", (240,))
    recap = animation(_Noise(), [0], limit=BUDGET // 10)  # type: ignore[arg-type, list-item]
    assert len(recap) <= BUDGET // 10


def test_thinning_frames_keeps_only_the_end_when_one_frame_is_all_that_fits() -> None:
    assert sampled(list(range(10)), 1) == [9]


def _longest_game(game: Game[Any], players: int) -> tuple[int, list[tuple[int | None, str]]]:
    """The longest of a few seeded random games at this table: its seed and event log."""
    logs = {
        seed: [(step.seat, step.action_id) for step in random_game(game, players, seed)]
        for seed in range(3)
    }
    seed = max(logs, key=lambda seed: len(logs[seed]))
    return seed, logs[seed]


REGISTERED = {entry.key for entry in registered_games()}


@pytest.mark.slow
@pytest.mark.parametrize(
    ("key", "players"),
    [(game.key, players) for game, players in tables() if game.key in REGISTERED],
)
def test_the_recap_of_the_longest_seeded_game_of_each_table_is_within_the_limit(
    key: str, players: int
) -> None:
    entry = registered_games().entry(key)
    board = GameDrawings.of(entry).board
    assert board is not None
    seated = names(players)
    seed, log = _longest_game(entry.rules, players)
    positions = _saved_turn_ends(entry.rules, seated, seed, log)
    recap = make_recap(entry.rules, board, seated, seed, {}, log, positions)
    assert len(recap.animation) + len(recap.chart or b"") <= MAX_BYTES
    assert Image.open(io.BytesIO(recap.animation)).n_frames > 2
