"""``python -m bot ratings --rebuild``: one line and an exit code, like ``python -m bot backup``."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot.engine import dumps_state
from bot.rebuild_ratings import main
from bot.store import open_store
from tests.platform.catalog import registered_games
from tests.platform.test_store_results import ANA, BEN, _finish


async def test_the_rebuild_rewrites_ratings_from_the_finished_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    database = tmp_path / "games.sqlite3"
    store = await open_store(database)
    for winner in (0, 1, 0):
        await _finish(store, winner, [ANA, BEN])
    made = [tuple(r) for r in await store._all("SELECT * FROM ratings ORDER BY player_key")]
    await store._write("DELETE FROM ratings")
    await store.close()
    monkeypatch.setenv("DATABASE_PATH", str(database))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.chdir(tmp_path)
    assert await _run_in_thread(["--rebuild"]) == 0
    assert capsys.readouterr().out == "Rebuilt 2 ratings from 3 finished games.\n"
    store = await open_store(database)
    assert [tuple(r) for r in await store._all("SELECT * FROM ratings ORDER BY player_key")] == made
    await store.close()


async def test_the_ratings_command_without_a_request_says_what_to_do(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert await _run_in_thread([]) == 2
    assert capsys.readouterr().err == "error: say what to do: python -m bot ratings --rebuild\n"


async def test_an_unreachable_database_is_one_line_and_exit_code_4(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DATABASE_URL", "postgresql://gn:secret@127.0.0.1:1/db")
    assert await _run_in_thread(["--rebuild"]) == 4
    err = capsys.readouterr().err
    assert err.startswith("error: DATABASE_URL") and "secret" not in err and err.count("\n") == 1


async def _run_in_thread(argv: list[str]) -> int:
    """``main`` runs its own event loop, so it runs beside the test's."""
    return await asyncio.to_thread(main, argv)


async def test_a_game_finished_before_results_were_kept_gets_its_result_from_its_position(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    game = registered_games().rules("life-rivals")
    state = game.setup(["Ana", "Ben"], 5, {})
    pick = random.Random(5)
    while game.outcome(state) is None:
        options = [(s, a.id) for s in (0, 1) for a in game.legal_actions(state, s)]
        if game.deadline(state) is not None and not options:
            state, _ = game.expire(state)
        else:
            state, _ = game.apply(state, *pick.choice(options))
    outcome = game.outcome(state)
    assert outcome is not None
    database = tmp_path / "games.sqlite3"
    store = await open_store(database)
    record = await store.create_game(
        game_key="life-rivals",
        guild_id=1,
        parent_id=2,
        channel_id=3,
        host_id=10,
        host_name="Ana",
        seed=5,
    )
    await store.add_seat(record.id, 11, "Ben")
    await store.start(record.id, dumps_state(game, state))
    await store._write("UPDATE games SET status = 'finished' WHERE id = ?", (record.id,))
    await store.close()
    monkeypatch.setenv("DATABASE_PATH", str(database))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.chdir(tmp_path)
    assert await _run_in_thread(["--rebuild"]) == 0
    assert capsys.readouterr().out == (
        "Rebuilt 2 ratings from 1 finished game, 1 older result added.\n"
    )
    store = await open_store(database)
    history, _ = await store.history(1)
    winner = ("Ana", "Ben")[outcome.winners[0]]
    assert [p.name for p in history[0].placings if p.won] == [winner]
    assert (await store.standings(1, "life-rivals")).top[0].name == winner
    await store.close()
