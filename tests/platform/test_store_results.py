"""Results and ratings in the store, on both databases: written with the move that finishes a
game, never for an abandoned one; standings with each player's trend and the asker's own line;
the history newest first, paged; and a rebuild that gives the ratings the games made."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from bot.engine import Outcome
from bot.ratings import person_key, result_of
from bot.store import Store, open_store

GUILD = 1


async def _finish(
    store: Store, winner: int, people: list[tuple[int, str]], *, game_key: str = "toy"
) -> int:
    """A game of ``people`` (user id, name) played to its end, won by seat ``winner``."""
    (host_id, host_name), *others = people
    record = await store.create_game(
        game_key=game_key,
        guild_id=GUILD,
        parent_id=2,
        channel_id=100 + host_id,
        host_id=host_id,
        host_name=host_name,
        seed=7,
    )
    for user_id, name in others:
        await store.add_seat(record.id, user_id, name)
    await store.start(record.id, "{}")
    seats = await store.seats(record.id)
    standings = ((winner, 1), *((s.seat, 0) for s in seats if s.seat != winner))
    result = result_of(Outcome((winner,), standings, ""), seats, "{}")
    await store.commit_action(
        record.id,
        expected_version=0,
        seat=winner,
        action_id="win",
        interaction_id=None,
        state_json="{}",
        status="finished",
        result=result,
    )
    return record.id


ANA, BEN, CY = (10, "Ana"), (11, "Ben"), (12, "Cy")


async def test_the_move_that_finishes_a_game_records_its_result_and_ratings(store: Store) -> None:
    game_id = await _finish(store, 1, [ANA, BEN])
    standings = await store.standings(GUILD, "toy")
    assert [(s.name, s.games, s.wins) for s in standings.top] == [("Ben", 1, 1), ("Ana", 1, 0)]
    assert standings.top[0].rating > standings.top[1].rating
    history, total = await store.history(GUILD)
    assert total == 1 and history[0].game_id == game_id and history[0].channel_id == 110
    assert [(p.name, p.place, p.won) for p in history[0].placings] == [
        ("Ben", 1, True),
        ("Ana", 2, False),
    ]


async def test_an_abandoned_game_records_nothing(store: Store) -> None:
    record = await store.create_game(
        game_key="toy",
        guild_id=GUILD,
        parent_id=2,
        channel_id=3,
        host_id=10,
        host_name="Ana",
        seed=7,
    )
    await store.add_seat(record.id, 11, "Ben")
    await store.start(record.id, "{}")
    assert await store.end_game(record.id, "abandoned")
    assert (await store.standings(GUILD, "toy")).top == ()
    assert await store.history(GUILD) == ([], 0)


async def test_standings_show_the_askers_own_line_below_the_top_and_a_trend(store: Store) -> None:
    for _ in range(7):
        await _finish(store, 0, [ANA, BEN, CY])
    standings = await store.standings(GUILD, "toy", top=1, own_key=person_key(12))
    assert [s.name for s in standings.top] == ["Ana"]
    assert standings.players == 3
    own = standings.own
    assert own is not None and own.name in ("Ben", "Cy") and own.rank in (2, 3)
    assert len(standings.top[0].trend) == 6  # the rating after each of the last 6 games
    assert standings.top[0].trend == tuple(sorted(standings.top[0].trend))
    assert standings.top[0].trend[-1] == standings.top[0].rating


async def test_history_is_newest_first_paged_and_by_game(store: Store) -> None:
    ids = [await _finish(store, 0, [ANA, BEN], game_key=k) for k in ("toy", "party", "toy")]
    first, total = await store.history(GUILD, page=0, per_page=2)
    second, _ = await store.history(GUILD, page=1, per_page=2)
    assert total == 3
    assert [g.game_id for g in first + second] == ids[::-1]
    toys, toy_total = await store.history(GUILD, "toy")
    assert toy_total == 2 and [g.game_id for g in toys] == [ids[2], ids[0]]
    assert await store.rated_games(GUILD) == ["party", "toy"]
    assert await store.history(GUILD + 1) == ([], 0)


async def test_the_rebuild_gives_the_ratings_the_games_made(store: Store) -> None:
    for winner in (0, 1, 1, 2, 0, 1):
        await _finish(store, winner, [ANA, BEN, CY])
    query = "SELECT player_key, mu, sigma, rating, games, wins FROM ratings ORDER BY player_key"
    made = [tuple(r) for r in await store._all(query)]
    trends = [tuple(r) for r in await store._all("SELECT rating FROM result_players ORDER BY 1")]
    await store._write("UPDATE ratings SET mu = 0, sigma = 1, games = 0")
    assert await store.rebuild_ratings() == (6, 3)
    assert [tuple(r) for r in await store._all(query)] == made
    assert [
        tuple(r) for r in await store._all("SELECT rating FROM result_players ORDER BY 1")
    ] == trends


async def test_a_table_of_one_person_and_computers_rates_the_computer_once(store: Store) -> None:
    record = await store.create_game(
        game_key="toy",
        guild_id=GUILD,
        parent_id=2,
        channel_id=3,
        host_id=10,
        host_name="Ana",
        seed=7,
    )
    await store.add_computer(record.id, "Ada (computer)")
    await store.add_computer(record.id, "Bo (computer)")
    await store.start(record.id, "{}")
    seats = await store.seats(record.id)
    result = result_of(Outcome((1,), ((1, 3), (0, 2), (2, 1)), ""), seats, "{}")
    await store.commit_action(
        record.id,
        expected_version=0,
        seat=1,
        action_id="win",
        interaction_id=None,
        state_json="{}",
        status="finished",
        result=result,
    )
    standings = await store.standings(GUILD, "toy")
    assert sorted((s.name, s.games, s.wins, s.computer) for s in standings.top) == [
        ("Ana", 1, 0, False),
        ("Normal (computer)", 1, 1, True),
    ]


async def test_every_stats_and_history_query_reads_through_an_index(tmp_path: Path) -> None:
    """No query of /game stats or /game history scans a table: a server with thousands of
    finished games answers as fast as one with ten."""
    store = await open_store(tmp_path / "games.sqlite3")
    for winner in (0, 1):
        await _finish(store, winner, [ANA, BEN, CY])
    asked: list[tuple[str, tuple[object, ...]]] = []
    one, every = store._one, store._all

    async def record_one(sql: str, params: Sequence[object] = ()) -> object:
        asked.append((sql, tuple(params)))
        return await one(sql, params)

    async def record_all(sql: str, params: Sequence[object] = ()) -> list[object]:
        asked.append((sql, tuple(params)))
        return await every(sql, params)

    store._one, store._all = record_one, record_all  # type: ignore[method-assign]
    await store.standings(GUILD, "toy", top=1, own_key=person_key(12))
    await store.rated_games(GUILD)
    await store.history(GUILD, page=0)
    await store.history(GUILD, "toy", page=0)
    store._one, store._all = one, every  # type: ignore[method-assign]
    assert len(asked) >= 8
    for sql, params in asked:
        plan = [str(row[3]) for row in await store._all(f"EXPLAIN QUERY PLAN {sql}", params)]
        scans = [step for step in plan if step.startswith("SCAN") and "(" not in step.split()[1]]
        scans = [
            step for step in scans if step.split()[1] in ("results", "result_players", "ratings")
        ]
        assert not scans, (sql, plan)
    await store.close()
