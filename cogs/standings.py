"""``/game stats`` and ``/game history``: a server's standings and its finished games.

Both answer privately (ephemeral). The standings are a picture drawn like a board (a render
worker) and the same as text; the history is paged by buttons whose custom ids carry the game
and the page, so they work after a restart.
"""

from __future__ import annotations

import functools
import io
import re
from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal

import discord
from discord import app_commands

from bot.alt_text import fit
from bot.catalog import Catalog
from bot.languages import ENGLISH, say
from bot.ratings import person_key
from bot.sentences import Sentence, worded
from bot.store import Store
from bot.store.results import FinishedGame, Standing, Standings
from cogs.components import sent_once
from cogs.drawings import Drawings
from cogs.handlers import Handlers, Refused, asker
from cogs.text import plain
from renderers.standings import Line, Picture, Table, draw_standings

ONE_GAME_TOP = 10
"""Lines of the standings of one game; the asker's own line comes below when further down."""
EVERY_GAME_TOP = 5
"""Lines per game when the standings show every game."""
PER_PAGE = 8
"""Finished games on one page of the history."""
GUILD_ONLY = Sentence("reply-standings-guild-only")
FILENAME = "standings.png"
ALL = "all"
"""The history's custom id names this instead of a game's key for every game."""


class BetweenGames:
    """What ``/game stats`` and ``/game history`` answer, from the store's results."""

    def __init__(self, store: Store, games: Catalog, drawings: Drawings) -> None:
        self.store = store
        self.games = games
        self.drawings = drawings

    @classmethod
    def of(cls, handlers: Handlers) -> BetweenGames:
        return cls(handlers.store, handlers.host.games, handlers.table.drawings)

    def game_choices(self, typed: str) -> list[app_commands.Choice[str]]:
        """The registered games whose name or key has ``typed`` in it (for autocomplete)."""
        typed = typed.casefold().strip()
        return [
            app_commands.Choice(name=entry.rules.name, value=entry.key)
            for entry in self.games
            if typed in entry.key or typed in entry.rules.name.casefold()
        ][:25]

    def _known(self, game: str | None) -> str | None:
        """The key of the game asked for by key or name, or None when none is asked for;
        ``Refused`` where no game has that name."""
        if game is None or not game.strip():
            return None
        wanted = game.strip().casefold()
        for entry in self.games:
            if wanted in (entry.key, entry.rules.name.casefold()):
                return entry.key
        raise Refused(Sentence("reply-unknown-game", typed=plain(game.strip()[:60])))

    async def stats(self, interaction: discord.Interaction, game: str | None) -> None:
        language = asker(interaction)
        guild = interaction.guild_id
        if guild is None:
            await interaction.response.send_message(
                GUILD_ONLY.in_language(language), ephemeral=True
            )
            return
        try:
            key = self._known(game)
        except Refused as unknown:
            answer = worded(unknown.sentence, language)
            await interaction.response.send_message(answer, ephemeral=True)
            return
        own = person_key(interaction.user.id)
        keys = [key] if key else [k for k in await self.store.rated_games(guild) if k in self.games]
        top = ONE_GAME_TOP if key else EVERY_GAME_TOP
        tables = [await self.store.standings(guild, k, top=top, own_key=own) for k in keys]
        tables = [t for t in tables if t.top]
        if not tables:
            if key:
                empty = say(language, "reply-no-standings-of", game=self.games.rules(key).name)
            else:
                empty = say(language, "reply-no-standings")
            await interaction.response.send_message(empty, ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        picture = Picture(tuple(self._table(t, own) for t in tables), language)
        png = await self.drawings.picture_png("standings", draw_standings, picture, guild)
        text = stats_text([(self.games.rules(t.game_key).name, t) for t in tables], own, language)
        files = []
        if png:
            alt = alt_text([(self.games.rules(t.game_key).name, t) for t in tables], language)
            files.append(discord.File(io.BytesIO(png), filename=FILENAME, description=alt))
        await interaction.followup.send(text, files=files, ephemeral=True)

    def _table(self, standings: Standings, own: str) -> Table:
        def line(s: Standing) -> Line:
            return Line(
                s.rank, s.name, s.rating, s.games, s.wins, s.trend, s.computer, s.key == own
            )

        own_line = None if standings.own is None else line(standings.own)
        name = self.games.rules(standings.game_key).name
        return Table(name, tuple(line(s) for s in standings.top), own_line)

    async def history(
        self,
        interaction: discord.Interaction,
        game: str | None,
        page: int = 0,
        *,
        edit: bool = False,
    ) -> None:
        language = asker(interaction)
        guild = interaction.guild_id
        if guild is None:
            await interaction.response.send_message(
                GUILD_ONLY.in_language(language), ephemeral=True
            )
            return
        try:
            key = self._known(game)
        except Refused as unknown:
            answer = worded(unknown.sentence, language)
            await interaction.response.send_message(answer, ephemeral=True)
            return
        finished, total = await self.store.history(guild, key, page=page, per_page=PER_PAGE)
        pages = max(1, -(-total // PER_PAGE))
        if not finished and page > 0 and total:
            page = pages - 1  # the history got shorter (a rebuild): show its last page
            finished, total = await self.store.history(guild, key, page=page, per_page=PER_PAGE)
        if not finished:
            if key:
                empty = say(language, "reply-no-history-of", game=self.games.rules(key).name)
            else:
                empty = say(language, "reply-no-history")
            await interaction.response.send_message(empty, ephemeral=True)
            return
        text = history_text(finished, self.games, page, pages, language)
        with sent_once(pages_view(key, page, pages, language)) as view:
            if edit:
                await interaction.response.edit_message(content=text, view=view)
            else:
                await interaction.response.send_message(text, view=view, ephemeral=True)


def trend_mark(trend: Sequence[float], language: str = ENGLISH) -> str:
    """The rating's change over its last games: ``▲1.2``, ``▼0.4``, or nothing yet (the
    number written as ``language`` writes it)."""
    if len(trend) < 2:
        return ""
    change = trend[-1] - trend[0]
    size = Decimal(f"{abs(change):.1f}")
    return say(language, "reply-trend", rise="yes" if change >= 0 else "no", change=size)


def _stat_line(line: Standing, own: str, language: str) -> str:
    said = say(
        language,
        "reply-standing-line",
        rank=line.rank,
        name=plain(line.name),
        rating=Decimal(f"{line.rating:.1f}"),
        games=line.games,
        wins=line.wins,
    )
    mark = trend_mark(line.trend, language)
    you = f" {say(language, 'reply-standing-you')}" if line.key == own else ""
    return f"{said}{' · ' + mark if mark else ''}{you}"


def stats_text(tables: Sequence[tuple[str, Standings]], own: str, language: str = ENGLISH) -> str:
    """The standings as text: each game's top lines, and the asker's own line below them."""
    parts = []
    for name, standings in tables:
        title = say(language, "reply-standings-title", game=plain(name), players=standings.players)
        lines = [title, *(_stat_line(line, own, language) for line in standings.top)]
        if standings.own is not None:
            lines += ["…", _stat_line(standings.own, own, language)]
        parts.append("\n".join(lines))
    parts.append(say(language, "reply-rating-note"))
    return _fit("\n\n".join(parts))


def alt_text(tables: Sequence[tuple[str, Standings]], language: str = ENGLISH) -> str:
    """What the picture shows, in words (its alt text), in the reader's language."""
    parts = []
    for name, standings in tables:
        ranked = ", ".join(
            say(language, "alt-ranked", rank=s.rank, player=s.name, rating=s.rating)
            for s in standings.top
        )
        parts.append(say(language, "alt-standings-of", game=name, ranked=ranked))
    return fit(parts)


def _when(finished_at: str) -> str:
    return f"<t:{int(datetime.fromisoformat(finished_at).timestamp())}:d>"


def history_text(
    finished: Sequence[FinishedGame],
    games: Catalog,
    page: int,
    pages: int,
    language: str = ENGLISH,
) -> str:
    """One page of finished games, newest first: game, date, winner, players, thread."""
    lines = [say(language, "reply-history-title", page=page + 1, pages=pages)]
    for game in finished:
        name = games.rules(game.game_key).name if game.game_key in games else game.game_key
        winners = [plain(p.name) for p in game.placings if p.won]
        lines.append(
            say(
                language,
                "reply-history-line",
                game=plain(name),
                when=_when(game.finished_at),
                winners=_each_and(winners, language)
                if winners
                else say(language, "reply-history-nobody"),
                players=", ".join(plain(p.name) for p in game.placings),
                place=f"<#{game.channel_id}>",
            )
        )
    return _fit("\n".join(lines))


def _each_and(names: Sequence[str], language: str) -> str:
    """Names joined by "and" each time (a tie of three: "A and B and C")."""
    return functools.reduce(
        lambda most, last: say(language, "reply-list-and", most=most, last=last), names
    )


def _fit(text: str, limit: int = 2000) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class HistoryPage(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"gn:history:(?P<game>[a-z0-9-]{1,40}):(?P<page>\d{1,6})",
):
    """Previous / Next on the history: the custom id carries the game and the page to show."""

    def __init__(self, game: str | None, page: int, label: str, *, disabled: bool = False):
        self.game, self.page = game, page
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"gn:history:{game or ALL}:{page}",
                disabled=disabled,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> HistoryPage:
        game = None if match["game"] == ALL else match["game"]
        return cls(game, int(match["page"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        handlers = interaction.client.handlers  # type: ignore[attr-defined]
        await BetweenGames.of(handlers).history(interaction, self.game, self.page, edit=True)


def pages_view(
    game: str | None, page: int, pages: int, language: str = ENGLISH
) -> discord.ui.View | None:
    """Previous and Next, or nothing when the history fits one page."""
    if pages <= 1:
        return None
    previous, following = (say(language, f"reply-history-{way}") for way in ("previous", "next"))
    view = discord.ui.View(timeout=None)
    view.add_item(HistoryPage(game, max(page - 1, 0), previous, disabled=page == 0))
    view.add_item(HistoryPage(game, page + 1, following, disabled=page + 1 >= pages))
    return view
