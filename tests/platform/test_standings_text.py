"""The words of /game stats and /game history: the asker's own line below the top, the trend's
arrow, names shown literally, every game of a page with its date, winner, players and thread."""

from __future__ import annotations

from bot.ratings import Placing
from bot.store.results import FinishedGame, Standing, Standings
from cogs.standings import history_text, stats_text, trend_mark
from tests.platform.catalog import registered_games

ANA = Standing(1, "user:10", "Ana", 14.25, 31, 17, (11.0, 14.25))
HARD = Standing(2, "computer:hard", "Hard (computer)", 11.7, 1, 1, (12.5, 11.7))
GUS = Standing(9, "user:12", "*Gus*", -1.3, 3, 0, ())


def test_the_askers_own_line_comes_below_the_top_rows() -> None:
    text = stats_text([("Cheat Street", Standings("cheat-street", (ANA, HARD), GUS, 9))], "user:12")
    lines = text.splitlines()
    assert lines[0] == "**Cheat Street** standings (9 players)"
    assert lines[1] == "1. **Ana** 14.2 · 31 games, 17 wins · ▲3.2"
    assert lines[2] == "2. **Hard (computer)** 11.7 · 1 game, 1 win · ▼0.8"
    assert lines[3:5] == ["…", "9. **\\*Gus\\*** -1.3 · 3 games, 0 wins ← you"]


def test_the_trend_is_the_change_over_the_last_games() -> None:
    assert trend_mark((1.0, 2.5, 3.0)) == "▲2.0"
    assert trend_mark((3.0, 2.0)) == "▼1.0"
    assert trend_mark((3.0,)) == ""


def test_a_history_line_has_the_game_date_winner_players_and_thread() -> None:
    placings = (Placing(1, "user:11", "Ben", 1, True), Placing(0, "user:10", "Ana", 2, False))
    game = FinishedGame(7, "goosebumps", 555, "2026-11-30T20:00:00.000+00:00", placings)
    text = history_text([game], registered_games(), 0, 3)
    assert text.splitlines() == [
        "**Finished games** (page 1 of 3, newest first)",
        "**Goosebumps: Terror in the Graveyard** · <t:1796068800:d> · won by **Ben** · Ben, Ana"
        " · <#555>",
    ]


def test_the_standings_and_the_history_speak_the_askers_language() -> None:
    text = stats_text(
        [("Cheat Street", Standings("cheat-street", (ANA, HARD), GUS, 9))], "user:12", "es"
    )
    lines = text.splitlines()
    assert lines[0] == "Clasificación de **Cheat Street** (9 jugadores)"
    assert lines[2] == "2. **Hard (computer)** 11,7 · 1 partida, 1 victoria · ▼0,8"
    assert lines[4] == "9. **\\*Gus\\*** -1,3 · 3 partidas, 0 victorias ← tú"
    german = stats_text([("Cheat Street", Standings("cheat-street", (ANA,), None, 1))], "", "de")
    assert german.splitlines()[1] == "1. **Ana** 14,2 · 31 Partien, 17 Siege · ▲3,2"
    tie = (Placing(0, "user:10", "Ana", 1, True), Placing(1, "user:11", "Ben", 1, True))
    tied = (*tie, Placing(2, "user:12", "Cy", 1, True))
    games = [
        FinishedGame(7, "goosebumps", 555, "2026-11-30T20:00:00.000+00:00", tie),
        FinishedGame(8, "goosebumps", 556, "2026-11-30T20:00:00.000+00:00", tied),
    ]
    lines = history_text(games, registered_games(), 1, 3, "de").splitlines()
    assert lines[0] == "**Beendete Partien** (Seite 2 von 3, neueste zuerst)"
    assert "· gewonnen von **Ana und Ben** · Ana, Ben ·" in lines[1]
    assert "· gewonnen von **Ana und Ben und Cy** ·" in lines[2]
    english = history_text(games, registered_games(), 1, 3).splitlines()
    assert "· won by **Ana and Ben and Cy** ·" in english[2]
