"""Words the bot posts: lobby embeds, standings, status lines. Public views only.

Every name and every line a game echoes goes through ``plain`` here, where text meets Discord:
event lines are plain text by contract, so escaping them whole also escapes the names inside.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence

import discord

from bot.catalog import CatalogEntry
from bot.engine import Outcome, View
from bot.games import COMPUTER_STRENGTH, TABLE_LANGUAGE, GameOption, Registration
from bot.languages import ENGLISH, catalogs, record_language, say
from bot.names import without_controls
from bot.sentences import worded
from bot.store import GameRecord, SeatRecord
from bot.view_words import in_words

EMBED_COLOUR = discord.Colour(0x2B6CB0)


ZERO_WIDTH_SPACE = "\u200b"
_MENTION_START = re.compile(r"@")
_LINK_SCHEME = re.compile(r"://")


def plain(text: str) -> str:
    """``text`` shown literally: no markdown, mention, masked or bare link, or bidi trick."""
    text = discord.utils.escape_markdown(without_controls(text))
    text = re.sub(r"(?<!\\)([<\[\]])", r"\\\1", text)
    text = _MENTION_START.sub("@" + ZERO_WIDTH_SPACE, text)
    return _LINK_SCHEME.sub(":" + ZERO_WIDTH_SPACE + "//", text)


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def who(seat: SeatRecord) -> str:
    """A seat as a message names it: a person is mentioned, a computer or an empty seat named."""
    return mention(seat.user_id) if seat.person else plain(seat.name)


def pinging(user_ids: Iterable[int]) -> discord.AllowedMentions:
    """Allow exactly these users to be pinged by a message, nobody else, no roles, no @everyone."""
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in user_ids]
    )


def channel_link(record: GameRecord) -> str:
    return f"https://discord.com/channels/{record.guild_id}/{record.channel_id}"


def lobby_embed(
    entry: CatalogEntry, record: GameRecord, seats: Sequence[SeatRecord]
) -> discord.Embed:
    """The lobby's card, in the table's language."""
    game = entry.rules
    language = record_language(record)
    status = say(language, f"lobby-status-{record.status}")
    embed = discord.Embed(title=say(language, "lobby-title", game=game.name), colour=EMBED_COLOUR)
    embed.add_field(name=say(language, "lobby-host"), value=mention(record.host_id), inline=True)
    embed.add_field(name=say(language, "lobby-status"), value=status, inline=True)
    seated = "\n".join(f"{s.seat + 1}. {who(s)}" for s in seats) or say(language, "lobby-nobody")
    embed.add_field(
        name=say(
            language,
            "lobby-seats",
            seated=len(seats),
            most=game.max_players,
            fewest=game.min_players,
        ),
        value=seated,
        inline=False,
    )
    computers = any(seat.computer for seat in seats)
    chosen = options_line(
        entry.registration, record.options_json, computers=computers, language=language
    )
    if chosen:
        embed.add_field(name=say(language, "lobby-options"), value=chosen, inline=False)
    embed.set_footer(text=say(language, "lobby-footer"))
    return embed


def options_line(
    record: Registration,
    options_json: str,
    *,
    computers: bool = False,
    language: str = ENGLISH,
) -> str:
    """The lobby's game options in words ("Points to win: 15 points"), empty if it has none;
    how computers play is told once a computer is seated or it was chosen."""
    chosen = json.loads(options_json or "{}")
    told = [
        option
        for option in record.offered_options
        if option in record.options
        or option.key in chosen
        or (computers and option is COMPUTER_STRENGTH)
    ]
    parts = []
    for option in told:
        value = chosen.get(option.key, option.default)
        label = option_words(language, record.key, option, value)
        parts.append(f"{option_words(language, record.key, option)}: {label}")
    return "\n".join(parts)


def option_words(language: str, game: str, option: GameOption, value: str | None = None) -> str:
    """An option's name, or one of its choices, in ``language``: the catalogs' words for the
    options every game offers (``option-<key>``) and for a game's own (``option-<game>-<key>``),
    the registration's English where a catalog has none."""
    shared = option is COMPUTER_STRENGTH or option is TABLE_LANGUAGE
    message = f"option-{option.key}" if shared else f"option-{game}-{option.key}"
    english = option.label if value is None else dict(option.choices).get(value, value)
    if value is not None:
        if option is TABLE_LANGUAGE:
            return english  # each language is named in its own words
        message = f"{message}-{value}"
    found = catalogs().lookup(language, message) or catalogs().lookup(ENGLISH, message)
    return found or english


def scores_line(view: View, marks: Mapping[str, str]) -> str:
    """Each player's standing, with the game's mark after each badge (``marks``), in the
    view's language."""
    view = in_words(view)
    parts = []
    for player in view.players:
        badges = "".join(marks.get(badge, "") for badge in player.badges)
        turn = " ◀" if player.seat == view.active else ""
        token = f"[{plain(player.token)}] " if player.token else ""
        parts.append(f"{token}**{plain(player.name)}** {plain(player.standing)}{badges}{turn}")
    return " · ".join(parts)


def standings_lines(
    outcome: Outcome, seats: Sequence[SeatRecord], language: str = ENGLISH
) -> list[str]:
    """Places by name: the game waits for nobody any more, so only the winner is mentioned."""
    names = {s.seat: s for s in seats}
    lines = []
    for place, (seat, score) in enumerate(outcome.standings, start=1):
        result = worded(score, language) if isinstance(score, str) else str(score)
        lines.append(f"{place}. {plain(names[seat].name)}: {plain(result)}")
    return lines


def game_over_text(
    outcome: Outcome,
    seats: Sequence[SeatRecord],
    lines: Sequence[str],
    language: str = ENGLISH,
) -> str:
    by_seat = {s.seat: s for s in seats}
    winners = f" {say(language, 'table-and')} ".join(who(by_seat[w]) for w in outcome.winners)
    headline = say(
        language,
        "table-game-over",
        winners=winners or say(language, "table-nobody"),
        count=len(outcome.winners),
        reason=plain(worded(outcome.reason, language)),
    )
    text = [headline.strip()]
    if lines:
        text.append("")
        text.extend(plain(line) for line in lines)
    text.append("")
    text.append(say(language, "table-final-standings"))
    text.extend(standings_lines(outcome, seats, language))
    return _fit("\n".join(text))


def prompt_text(
    lines: Sequence[str],
    view: View,
    actors: Sequence[SeatRecord],
    answered: Sequence[str] = (),
    marks: Mapping[str, str] | None = None,
    language: str = ENGLISH,
) -> str:
    """A turn message's words: its story, phase and scores, then who the table waits for."""
    view = in_words(view)
    text = [plain(worded(line, language)) for line in lines]
    text.append(f"**{plain(view.phase)}**")
    text.append(scores_line(view, marks or {}))
    if answered:
        names = ", ".join(plain(name) for name in answered)
        text.append(say(language, "table-answered", names=names))
    people = [seat for seat in actors if seat.person]
    if people:
        pinged = " ".join(mention(seat.user_id) for seat in people)
        text.append(say(language, "table-your-move", people=pinged))
    thinking = [plain(seat.name) for seat in actors if seat.computer]
    if thinking:
        names = join_names(thinking, language)
        text.append(say(language, "table-thinking", names=names, count=len(thinking)))
    empty = [plain(seat.name) for seat in actors if seat.vacant]
    if empty:
        text.append(say(language, "table-skipping", names=join_names(empty, language)))
    return _fit("\n".join(text))


def join_names(names: Sequence[str], language: str = ENGLISH) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cy' (with the language's "and")."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {say(language, 'table-and')} {names[-1]}"


def _fit(text: str, limit: int = 2000) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
