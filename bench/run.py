"""Every benchmark as one table, a block of rows per registered game: ``python -m bench.run``."""

from __future__ import annotations

from bench.engine import bench_engine
from bench.games import catalog, rules
from bench.render import bench_render
from bench.store import bench_store


def game_rows(key: str, players: str) -> list[tuple[str, str, str]]:
    engine = bench_engine(key)
    rows = [
        (key, "actions per second (legal actions + apply)", f"{engine['actions_per_s']:,.0f}"),
        (key, f"random full games per second ({players} players)", f"{engine['games_per_s']:,.1f}"),
        (key, "actions per random game", f"{engine['actions_per_game']:,.0f}"),
        (key, "largest snapshot (bytes of JSON)", f"{engine['snapshot_bytes']:,.0f}"),
    ]
    for name, value in bench_render(key).items():
        rows.append((key, f"render {name}", f"{value:,.2f}"))
    return rows


def main() -> None:
    rows: list[tuple[str, str, str]] = []
    for record in catalog():
        rows += game_rows(record.key, _players(record.key))
    for name, value in bench_store().items():
        rows.append(("store", name, f"{value:,.2f}"))
    area = max(len(r[0]) for r in rows)
    width = max(len(r[1]) for r in rows)
    print(f"| {'area'.ljust(area)} | {'figure'.ljust(width)} | value |")
    print(f"|{'-' * (area + 2)}|{'-' * (width + 2)}|-------|")
    for where, name, value in rows:
        print(f"| {where.ljust(area)} | {name.ljust(width)} | {value} |")


def _players(key: str) -> str:
    game = rules(key)
    if game.min_players == game.max_players:
        return str(game.min_players)
    return f"{game.min_players}-{game.max_players}"


if __name__ == "__main__":
    main()
