"""Reading the bot's database (never writing it): what was saved, logged and seated."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tests.e2e.harness import World


@dataclass(frozen=True)
class EventRow:
    version: int
    seat: int | None
    action_id: str
    interaction_id: int | None


def query(world: World, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """Read the bot's database: its SQLite file (WAL mode, so reading never blocks the bot's
    writes) or its PostgreSQL schema."""
    return world.query(sql, params)


def snapshot_version(world: World, game_id: int) -> int:
    rows = query(world, "SELECT version FROM snapshots WHERE game_id = ?", (game_id,))
    return int(rows[0][0]) if rows else -1


def snapshot_state(world: World, game_id: int) -> dict[str, Any]:
    """The saved game's state (the snapshot's JSON envelope unwrapped)."""
    rows = query(world, "SELECT state_json FROM snapshots WHERE game_id = ?", (game_id,))
    return dict(json.loads(rows[0][0])["state"]) if rows else {}


def events(world: World, game_id: int) -> list[EventRow]:
    rows = query(
        world,
        "SELECT version, seat, action_id, interaction_id FROM events WHERE game_id = ?"
        " ORDER BY version",
        (game_id,),
    )
    return [EventRow(int(v), s, str(a), i) for v, s, a, i in rows]


def applied_interactions(world: World, game_id: int) -> set[int]:
    rows = query(
        world,
        "SELECT interaction_id FROM events WHERE game_id = ? AND interaction_id IS NOT NULL",
        (game_id,),
    )
    return {int(r[0]) for r in rows}


def game_status(world: World, game_id: int) -> str:
    rows = query(world, "SELECT status FROM games WHERE id = ?", (game_id,))
    return str(rows[0][0]) if rows else ""


def game_seed(world: World, game_id: int) -> int:
    rows = query(world, "SELECT seed FROM games WHERE id = ?", (game_id,))
    return int(rows[0][0])


def seat_rows(world: World, game_id: int) -> list[tuple[int, int, str]]:
    """(seat, user id, name), in seat order."""
    rows = query(
        world, "SELECT seat, user_id, name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
    )
    return [(int(s), int(u), str(n)) for s, u, n in rows]
