"""Finished games' results and the ratings they make, for ``/game stats`` and ``/game history``.

A result is written with the move that finishes its game, in the same transaction
(``record_result``), and the ratings of its players move with it. Every query here reads
through an index (``008_results_and_ratings.sql``), so a server with thousands of finished
games answers as fast as one with ten. ``rebuild_ratings`` replays every result in order.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, Protocol

from bot.ratings import Placing, Rating, Result, rate

TREND_GAMES = 5
"""How many of a player's last games the trend of the standings shows."""


@dataclass(frozen=True)
class Standing:
    """One line of the standings: the rank, and the ratings after the last games, oldest first
    (``trend``; the last is ``rating``)."""

    rank: int
    key: str
    name: str
    rating: float
    games: int
    wins: int
    trend: tuple[float, ...] = ()

    @property
    def computer(self) -> bool:
        return self.key.startswith("computer:")


@dataclass(frozen=True)
class Standings:
    """A game's top lines on a server, and the asker's own line when it is not among them."""

    game_key: str
    top: tuple[Standing, ...]
    own: Standing | None
    players: int


@dataclass(frozen=True)
class FinishedGame:
    """One line of the history: the game, when it finished, where, and its seats best first."""

    game_id: int
    game_key: str
    channel_id: int
    finished_at: str
    placings: tuple[Placing, ...]


class Tx(Protocol):
    async def execute(self, sql: str, params: Sequence[object] = ()) -> int: ...

    async def one(self, sql: str, params: Sequence[object] = ()) -> Any: ...

    async def all(self, sql: str, params: Sequence[object] = ()) -> list[Any]: ...

    async def many(self, sql: str, rows: Any) -> None: ...


async def record_result(tx: Tx, game_id: int, result: Result, stamp: str) -> None:
    """Inside the transaction that finishes the game: its result, and its players' ratings."""
    game = await tx.one("SELECT guild_id, game_key, channel_id FROM games WHERE id = ?", (game_id,))
    guild_id, game_key, channel_id = int(game[0]), str(game[1]), int(game[2])
    await tx.execute(
        "INSERT INTO results (game_id, guild_id, game_key, channel_id, finished_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (game_id, guild_id, game_key, channel_id, stamp),
    )
    keys = sorted({p.key for p in result.rated if p.key is not None})
    current: dict[str, tuple[Rating, int, int]] = {}
    if keys:
        marks = ", ".join("?" for _ in keys)
        # Touch the rows first: a game of the same table finishing at the same moment on another
        # connection waits here until this one commits, and then reads what it wrote.
        await tx.execute(
            "UPDATE ratings SET updated_at = updated_at"
            f" WHERE guild_id = ? AND game_key = ? AND player_key IN ({marks})",
            (guild_id, game_key, *keys),
        )
        rows = await tx.all(
            "SELECT player_key, mu, sigma, games, wins FROM ratings"
            f" WHERE guild_id = ? AND game_key = ? AND player_key IN ({marks})",
            (guild_id, game_key, *keys),
        )
        current = {
            str(r[0]): (Rating(float(r[1]), float(r[2])), int(r[3]), int(r[4])) for r in rows
        }
    after = rate(result, {key: value[0] for key, value in current.items()})
    names = {p.key: p.name for p in result.rated}
    won = {p.key for p in result.rated if p.won}
    for key, rating in after.items():
        _, games, wins = current.get(key, (rating, 0, 0))
        await tx.execute(
            "INSERT INTO ratings (guild_id, game_key, player_key, name, mu, sigma, rating, games,"
            " wins, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (guild_id, game_key, player_key) DO UPDATE SET name = excluded.name,"
            " mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating,"
            " games = excluded.games, wins = excluded.wins, updated_at = excluded.updated_at",
            (
                guild_id,
                game_key,
                key,
                names[key],
                rating.mu,
                rating.sigma,
                rating.shown,
                games + 1,
                wins + (key in won),
                stamp,
            ),
        )
    await tx.many(
        "INSERT INTO result_players (game_id, seat, guild_id, game_key, finished_at, player_key,"
        " name, place, won, rating) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                game_id,
                p.seat,
                guild_id,
                game_key,
                stamp,
                p.key,
                p.name,
                p.place,
                int(p.won),
                after[p.key].shown if p.key in after else None,
            )
            for p in result.placings
        ],
    )


class Results:
    """The store's reads of results and ratings (mixed into ``bot.store.Store``)."""

    def _transaction(self) -> AbstractAsyncContextManager[Tx]:
        raise NotImplementedError

    async def _one(self, sql: str, params: Sequence[object] = ()) -> Any:
        raise NotImplementedError

    async def _all(self, sql: str, params: Sequence[object] = ()) -> list[Any]:
        raise NotImplementedError

    async def save_result(self, game_id: int, result: Result, finished_at: str) -> None:
        """Record a finished game's result apart from its last move (a game finished before
        results were kept, found by the rebuild)."""
        async with self._transaction() as tx:
            await record_result(tx, game_id, result, finished_at)

    async def finished_without_result(self) -> list[tuple[int, str]]:
        """Finished games that have no result yet (finished before results were kept), with
        when they finished, oldest first."""
        rows = await self._all(
            "SELECT g.id, g.updated_at FROM games g LEFT JOIN results r ON r.game_id = g.id"
            " WHERE g.status = 'finished' AND r.game_id IS NULL ORDER BY g.updated_at, g.id"
        )
        return [(int(r[0]), str(r[1])) for r in rows]

    async def rated_games(self, guild_id: int) -> list[str]:
        """The games a server has standings for, by key."""
        rows = await self._all(
            "SELECT DISTINCT game_key FROM ratings WHERE guild_id = ? ORDER BY game_key",
            (guild_id,),
        )
        return [str(r[0]) for r in rows]

    async def standings(
        self, guild_id: int, game_key: str, *, top: int = 10, own_key: str | None = None
    ) -> Standings:
        """The ``top`` rated players of a game on a server, best first, each with their trend,
        and ``own_key``'s line when it is further down."""
        rows = await self._all(
            "SELECT player_key, name, rating, games, wins FROM ratings"
            " WHERE guild_id = ? AND game_key = ?"
            " ORDER BY rating DESC, games DESC, player_key LIMIT ?",
            (guild_id, game_key, top),
        )
        lines = [
            Standing(rank, str(r[0]), str(r[1]), float(r[2]), int(r[3]), int(r[4]))
            for rank, r in enumerate(rows, start=1)
        ]
        own: Standing | None = None
        if own_key is not None and all(line.key != own_key for line in lines):
            own = await self._own_line(guild_id, game_key, own_key)
        count = await self._one(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game_key = ?",
            (guild_id, game_key),
        )
        shown = [*lines, *([own] if own else [])]
        trends = await self._trends(guild_id, game_key, [line.key for line in shown])
        with_trends = [_with_trend(line, trends.get(line.key, ())) for line in shown]
        return Standings(
            game_key,
            tuple(with_trends[: len(lines)]),
            with_trends[-1] if own else None,
            int(count[0]) if count else 0,
        )

    async def _own_line(self, guild_id: int, game_key: str, key: str) -> Standing | None:
        row = await self._one(
            "SELECT name, rating, games, wins, rating FROM ratings"
            " WHERE guild_id = ? AND game_key = ? AND player_key = ?",
            (guild_id, game_key, key),
        )
        if row is None:
            return None
        above = await self._one(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game_key = ? AND rating > ?",
            (guild_id, game_key, float(row[1])),
        )
        rank = int(above[0]) + 1 if above else 1
        return Standing(rank, key, str(row[0]), float(row[1]), int(row[2]), int(row[3]))

    async def _trends(
        self, guild_id: int, game_key: str, keys: Sequence[str]
    ) -> dict[str, tuple[float, ...]]:
        """Each player's rating after each of their last ``TREND_GAMES`` + 1 games, oldest
        first (one query, read through ``result_players_by_player``)."""
        if not keys:
            return {}
        marks = ", ".join("?" for _ in keys)
        rows = await self._all(
            "SELECT player_key, rating FROM (SELECT player_key, rating, finished_at, game_id,"
            " ROW_NUMBER() OVER (PARTITION BY player_key ORDER BY finished_at DESC, game_id DESC)"
            " AS n FROM result_players WHERE guild_id = ? AND game_key = ?"
            f" AND player_key IN ({marks}) AND rating IS NOT NULL) AS recent"
            " WHERE n <= ? ORDER BY player_key, finished_at, game_id",
            (guild_id, game_key, *keys, TREND_GAMES + 1),
        )
        trends: dict[str, list[float]] = {}
        for row in rows:
            trends.setdefault(str(row[0]), []).append(float(row[1]))
        return {key: tuple(values) for key, values in trends.items()}

    async def history(
        self, guild_id: int, game_key: str | None = None, *, page: int = 0, per_page: int = 10
    ) -> tuple[list[FinishedGame], int]:
        """A page of a server's finished games, newest first, and how many there are."""
        where = "guild_id = ?" + (" AND game_key = ?" if game_key else "")
        params: tuple[object, ...] = (guild_id, game_key) if game_key else (guild_id,)
        total = await self._one(f"SELECT COUNT(*) FROM results WHERE {where}", params)
        rows = await self._all(
            f"SELECT game_id, game_key, channel_id, finished_at FROM results WHERE {where}"
            " ORDER BY finished_at DESC, game_id DESC LIMIT ? OFFSET ?",
            (*params, per_page, page * per_page),
        )
        ids = [int(r[0]) for r in rows]
        seats: dict[int, list[Placing]] = {game_id: [] for game_id in ids}
        if ids:
            marks = ", ".join("?" for _ in ids)
            for r in await self._all(
                "SELECT game_id, seat, player_key, name, place, won FROM result_players"
                f" WHERE game_id IN ({marks}) ORDER BY game_id, place, seat",
                ids,
            ):
                seats[int(r[0])].append(Placing(int(r[1]), r[2], str(r[3]), int(r[4]), bool(r[5])))
        games = [
            FinishedGame(int(r[0]), str(r[1]), int(r[2]), str(r[3]), tuple(seats[int(r[0])]))
            for r in rows
        ]
        return games, int(total[0]) if total else 0

    async def rebuild_ratings(self) -> tuple[int, int]:
        """Recompute every rating by replaying every recorded result in the order the games
        finished, in one transaction: the ratings and each seat's rating after its game are
        rewritten. Returns how many games and ratings that made."""
        async with self._transaction() as tx:
            rows = await tx.all(
                "SELECT p.game_id, p.guild_id, p.game_key, p.finished_at, p.seat, p.player_key,"
                " p.name, p.place, p.won FROM result_players p"
                " ORDER BY p.finished_at, p.game_id, p.place, p.seat"
            )
            games: dict[int, tuple[int, str, str, list[Placing]]] = {}
            for r in rows:
                entry = games.setdefault(int(r[0]), (int(r[1]), str(r[2]), str(r[3]), []))
                entry[3].append(Placing(int(r[4]), r[5], str(r[6]), int(r[7]), bool(r[8])))
            ratings: dict[tuple[int, str, str], tuple[Rating, int, int, str, str]] = {}
            after_game: list[tuple[float | None, int, int]] = []
            for game_id, (guild_id, game_key, finished_at, placings) in games.items():
                result = Result(tuple(placings))
                current = {
                    key: ratings[(guild_id, game_key, key)][0]
                    for key in {p.key for p in result.rated if p.key is not None}
                    if (guild_id, game_key, key) in ratings
                }
                after = rate(result, current)
                names = {p.key: p.name for p in result.rated}
                won = {p.key for p in result.rated if p.won}
                for key, rating in after.items():
                    _, played, wins, _, _ = ratings.get(
                        (guild_id, game_key, key), (rating, 0, 0, "", "")
                    )
                    ratings[(guild_id, game_key, key)] = (
                        rating,
                        played + 1,
                        wins + (key in won),
                        names[key],
                        finished_at,
                    )
                for placing in placings:
                    shown = after[placing.key].shown if placing.key in after else None
                    after_game.append((shown, game_id, placing.seat))
            await tx.execute("DELETE FROM ratings")
            await tx.many(
                "INSERT INTO ratings (guild_id, game_key, player_key, name, mu, sigma, rating,"
                " games, wins, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (guild, key, player, name, r.mu, r.sigma, r.shown, played, wins, stamp)
                    for (guild, key, player), (r, played, wins, name, stamp) in ratings.items()
                ],
            )
            await tx.many(
                "UPDATE result_players SET rating = ? WHERE game_id = ? AND seat = ?", after_game
            )
        return len(games), len(ratings)


def _with_trend(line: Standing, trend: tuple[float, ...]) -> Standing:
    return Standing(line.rank, line.key, line.name, line.rating, line.games, line.wins, trend)
