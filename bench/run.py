"""Print every benchmark as one table: ``python -m bench.run``."""

from __future__ import annotations

from bench.engine import bench_engine
from bench.render import bench_render
from bench.store import bench_store


def main() -> None:
    rows: list[tuple[str, str, str]] = []
    engine = bench_engine()
    rows += [
        ("engine", "actions per second (legal actions + apply)", f"{engine['actions_per_s']:,.0f}"),
        ("engine", "random full games per second (3-6 players)", f"{engine['games_per_s']:,.1f}"),
        ("engine", "actions per random game", f"{engine['actions_per_game']:,.0f}"),
        ("engine", "largest snapshot (bytes of JSON)", f"{engine['snapshot_bytes']:,.0f}"),
    ]
    for name, value in bench_render().items():
        rows.append(("render", name, f"{value:,.2f}"))
    for name, value in bench_store().items():
        rows.append(("store", name, f"{value:,.2f}"))
    width = max(len(r[1]) for r in rows)
    print(f"| area   | {'figure'.ljust(width)} | value |")
    print(f"|--------|{'-' * (width + 2)}|-------|")
    for area, name, value in rows:
        print(f"| {area.ljust(6)} | {name.ljust(width)} | {value} |")


if __name__ == "__main__":
    main()
