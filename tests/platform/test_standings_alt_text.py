"""The standings picture's alt text: each game's ranking a whole sentence, cut to Discord's
1,024 characters between games, never inside one."""

from __future__ import annotations

from bot.alt_text import MAX_CHARS
from bot.store.results import Standing, Standings
from cogs.standings import alt_text


def _table(game: str, players: int) -> tuple[str, Standings]:
    top = tuple(
        Standing(rank, f"person:{rank}", f"Player number {rank}", 1500.0 - rank, 3, 1)
        for rank in range(1, players + 1)
    )
    return game, Standings(game, top, None, players)


def test_the_standings_alt_text_ends_on_a_whole_game() -> None:
    text = alt_text([_table(f"Game {n}", 10) for n in range(8)])
    assert len(text) <= MAX_CHARS and text.endswith("Player number 10 1490.0.")
    assert text.startswith("Game 0 standings: 1. Player number 1 1499.0,")
