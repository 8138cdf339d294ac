"""The words of Sweet Valley High: the phase line, each seat's private lines, a move's
label and what a peek tells."""

from __future__ import annotations

from bot.engine import OVER
from bot.games.sweet_valley_high import facts, phases
from bot.games.sweet_valley_high.actions import SECRET
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.school import (
    BONUS,
    HOME,
    MOVE,
    PEEK,
    PUT_BACK,
    RETURN,
    School,
)
from bot.games.sweet_valley_high.state import SvhState

ACTION_WORDS = {
    BONUS: "bonus turn",
    MOVE: "move to any space",
    PEEK: "peek/take from any classroom",
    PUT_BACK: "put back one item",
    RETURN: "return her boyfriend to an empty classroom",
}

PEEKED_IN = "You peeked in "


def peek_line(school: School, room: str, card: str) -> str:
    """What a peek tells the one who peeked: her private line until her next peek."""
    return f"{PEEKED_IN}{school.rooms[room].name}: {school.card_names[card]}."


def read_peek(school: School, line: str) -> tuple[str, str] | None:
    """The classroom and the card's name a peek line tells (None for no peek): the line is
    all the state keeps of what she saw, and Go To Detention cards share one name."""
    for room, info in school.rooms.items():
        opening = f"{PEEKED_IN}{info.name}: "
        if line.startswith(opening) and line.endswith("."):
            return room, line[len(opening) : -1]
    return None


def destination_label(ctx: Context, s: SvhState, space: str) -> str:
    name = facts.space_name(ctx.school, space)
    if space == facts.home_if_complete(ctx, s, s.mover):
        return f"{name} (home to win)"
    taken = [s.players[i] for i, p in enumerate(s.positions) if p == space and i != s.mover]
    if taken and ctx.school.spaces[space].kind != HOME:
        return f"{name} (sends {taken[0]} home)"
    return name


def phase_text(ctx: Context, s: SvhState) -> str:
    """What the table waits for now, in the present: the line under whose turn it is."""
    if s.phase == OVER:
        winner = s.players[s.winners[0]] if s.winners else "nobody"
        return f"Game over: {winner} won"
    mover = s.players[s.mover]
    if s.phase == phases.MOVE:
        return _move_text(s, mover)
    if s.phase == phases.RETURN:
        return _return_text(ctx, s)
    return {
        phases.CHOOSE: f"{mover} chooses a character",
        phases.ROLL: f"{mover} rolls the die",
        phases.DOUBLE: f"{mover} chooses which classroom to look in",
        phases.EXCHANGE: f"{mover} may exchange her boyfriend",
        phases.TRADE: f"{mover} must trade places",
        phases.CHANGE: f"{mover} must change boyfriends",
        phases.MOVE_ANY: f"{mover} moves to any space",
        phases.PEEK: f"{mover} peeks in a classroom",
        phases.PEEKED: f"{mover} looks at the card in secret",
        phases.PUT_ITEM: f"{mover} puts back one item",
        phases.PUT_ROOM: f"{mover} chooses an empty classroom",
    }[s.phase]


def _move_text(s: SvhState, mover: str) -> str:
    if s.stepping.on:
        return f"{mover} walks step by step: {s.stepping.left} to go"
    return f"{mover} chooses where to walk {s.roll}"


def _return_text(ctx: Context, s: SvhState) -> str:
    voters = s.decision.voters
    names = [s.players[seat] for seat in voters]
    who = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    boyfriend = ctx.school.card_names[s.pending["boyfriend"]]
    verb = "chooses" if len(names) == 1 else "choose"
    return f"{who} {verb} a classroom for {boyfriend}"


def private_lines(ctx: Context, s: SvhState, seat: int) -> tuple[str, ...]:
    """Only ``seat``'s own knowledge: her goal, her face-down boyfriend, her last peek."""
    if not s.characters[seat]:
        return ("Choose your character when it is your turn to choose.",)
    school = ctx.school
    character = facts.character(ctx, s, seat)
    wanted = ", ".join(school.card_names[i] for i in character.items)
    lines = [
        f"You are {character.name}: find {school.card_names[character.boyfriend]} and "
        f"{wanted} for {character.date}."
    ]
    held = s.boyfriends[seat]
    if held is not None and s.seen[seat]:
        lines.append(f"Your boyfriend: {school.card_names[held]} (everyone saw him).")
    elif held is not None:
        lines.append(f"Your boyfriend card: {school.card_names[held]}.")
    if s.peeks[seat]:
        lines.append(s.peeks[seat])
    return tuple(lines)


def hidden_lines(ctx: Context, s: SvhState, seat: int) -> tuple[str, ...]:
    """The private lines nobody else knows: a boyfriend they never saw, her last peek."""
    return tuple(line for line in private_lines(ctx, s, seat) if line.startswith(SECRET))
