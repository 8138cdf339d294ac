"""``python -m bot ratings --rebuild``: one line and an exit code, like ``python -m bot backup``."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.rebuild_ratings import main
from bot.store import Store
from tests.platform.test_store_results import ANA, BEN, _finish


async def test_the_rebuild_rewrites_ratings_from_the_finished_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    database = tmp_path / "games.sqlite3"
    store = await Store.open(database)
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
    store = await Store.open(database)
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
