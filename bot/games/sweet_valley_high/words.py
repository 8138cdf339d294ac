"""The words of Sweet Valley High: the phase line, each seat's private lines, a move's
label and what a peek tells, all ``Sentence``s from ``locales/<code>/games/sweet-valley-high.ftl``
so that each table reads them in its own language.

The names of the school's places and cards are Sentences too, made from the data's own ids
(``sweet-valley-high-room-gym``): one for the name as the board and the menus write it, one for
the way a sentence names it ("the Lockers", in Spanish "la casilla Taquillas"), since articles
and prepositions differ from language to language. People's and characters' names stay as
they are.
"""

from __future__ import annotations

from functools import cache, lru_cache

from bot.engine import OVER
from bot.games.sweet_valley_high import facts, phases
from bot.games.sweet_valley_high.actions import SECRET
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.said import Said
from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.state import SvhState
from bot.sentences import Sentence, listed, worded

K = __name__.split(".")[-2].replace("_", "-")
"""The game's key, which begins every message id of its catalog."""
PEEKED_IN = "You peeked in "


def say(message: str, **args: object) -> Sentence:
    """One of the game's sentences (``message`` without the game's prefix), kept: the rules
    make the same few hundred labels and lines over and over (a computer player thousands of
    times a move), and a Sentence is never changed once made."""
    flat = tuple(part for name, value in args.items() for part in (name, value, _id(value)))
    return _said(message, flat)


def _id(value: object) -> object:
    """What tells apart two arguments of equal English ("Gym" the room, "Gym" as "in Gym")."""
    return getattr(value, "message_id", None)


@lru_cache(maxsize=2048)
def _said(message: str, flat: tuple[object, ...]) -> Sentence:
    """``flat``: each argument's name, value and message id by turns (one tuple an entry)."""
    return Said(f"{K}-{message}", **dict(zip(flat[::3], flat[1::3], strict=True)))


@cache
def space(space_id: str) -> Sentence:
    """A space (or the Detention Room) as the board and the menus name it: "Lockers"."""
    return Said(f"{K}-space-{space_id}")


@cache
def place(space_id: str) -> Sentence:
    """A space as a sentence names it: "the Lockers", "Jessica's Home"."""
    return Said(f"{K}-place-{space_id}")


@cache
def sign(space_id: str) -> Sentence:
    """What the board writes on a space: its name without where it lies."""
    return Said(f"{K}-sign-{space_id}")


@cache
def room(room_id: str) -> Sentence:
    """A classroom's name: "Gym"."""
    return Said(f"{K}-room-{room_id}")


@cache
def room_in(room_id: str) -> Sentence:
    """A classroom as "in …" names it: "Gym" in English, "en el Gimnasio" in Spanish."""
    return Said(f"{K}-in-{room_id}")


def card_id(card: str) -> str:
    """The catalog's id of an item card: the three Go To Detention cards share one."""
    return "detention" if card.startswith("detention-") else card


@cache
def card(card_key: str) -> Sentence:
    """An item card's name: "Prom Dress", "Bruce Patman", "Go To Detention Room"."""
    return Said(f"{K}-card-{card_id(card_key)}")


@cache
def item(card_key: str) -> Sentence:
    """An item card as a sentence names it: "the Prom Dress", "Ms. Dalton"."""
    return Said(f"{K}-item-{card_id(card_key)}")


@cache
def date(character: str) -> Sentence:
    """A character's date: "the Junior Prom"."""
    return Said(f"{K}-date-{character}")


@cache
def story(key: str) -> Sentence:
    """A large card's story."""
    return Said(f"{K}-story-{key}")


@cache
def action_words(action: str) -> Sentence:
    """What a large card's action does: "bonus turn"."""
    return Said(f"{K}-does-{action}")


def card_named(school: School, name: str) -> Sentence:
    """The card a peek line names (by its English name, all the state keeps of it)."""
    found = next((key for key, known in school.card_names.items() if known == name), name)
    return card(found)


def peek_line(school: School, room_id: str, card_key: str) -> str:
    """What a peek tells the one who peeked, as the state keeps it (plain English: the line
    is saved, and read back by ``read_peek``)."""
    return f"{PEEKED_IN}{school.rooms[room_id].name}: {school.card_names[card_key]}."


def peek_sentence(school: School, line: str) -> str:
    """The kept peek line as a Sentence for its reader (as it is if it can't be read)."""
    read = read_peek(school, line)
    if read is None:
        return line
    room_id, name = read
    return say("peeked", room=room_in(room_id), card=card_named(school, name))


def read_peek(school: School, line: str) -> tuple[str, str] | None:
    """The classroom and the card's name a peek line tells (None for no peek): the line is
    all the state keeps of what she saw, and Go To Detention cards share one name."""
    for room_id, info in school.rooms.items():
        opening = f"{PEEKED_IN}{info.name}: "
        if line.startswith(opening) and line.endswith("."):
            return room_id, line[len(opening) : -1]
    return None


def destination_label(ctx: Context, s: SvhState, space_id: str) -> str:
    name = space(space_id)
    if space_id == facts.home_if_complete(ctx, s, s.mover):
        return say("label-home-to-win", space=name)
    taken = [s.players[i] for i, p in enumerate(s.positions) if p == space_id and i != s.mover]
    if taken and ctx.school.spaces[space_id].kind != "home":
        return say("label-sends-home", space=name, player=taken[0])
    return name


PHASES = {
    phases.CHOOSE: "phase-choose",
    phases.ROLL: "phase-roll",
    phases.DOUBLE: "phase-double",
    phases.EXCHANGE: "phase-exchange",
    phases.TRADE: "phase-trade",
    phases.CHANGE: "phase-change",
    phases.MOVE_ANY: "phase-move-any",
    phases.PEEK: "phase-peek",
    phases.PEEKED: "phase-peeked",
    phases.PUT_ITEM: "phase-put-item",
    phases.PUT_ROOM: "phase-put-room",
}


def phase_text(ctx: Context, s: SvhState) -> str:
    """What the table waits for now, in the present: the line under whose turn it is."""
    if s.phase == OVER:
        if s.winners:
            return say("phase-over", player=s.players[s.winners[0]])
        return say("phase-over-nobody")
    mover = s.players[s.mover]
    if s.phase == phases.MOVE:
        if s.stepping.on:
            return say("phase-stepping", player=mover, left=s.stepping.left)
        return say("phase-move", player=mover, roll=s.roll)
    if s.phase == phases.RETURN:
        return _return_text(ctx, s)
    return say(PHASES[s.phase], player=mover)


def _return_text(ctx: Context, s: SvhState) -> str:
    names = [s.players[seat] for seat in s.decision.voters]
    boyfriend = card(s.pending["boyfriend"])
    return say("phase-return", players=listed(names), count=len(names), boyfriend=boyfriend)


def private_lines(ctx: Context, s: SvhState, seat: int) -> tuple[str, ...]:
    """Only ``seat``'s own knowledge: her goal, her face-down boyfriend, her last peek."""
    if not s.characters[seat]:
        return (say("private-choose"),)
    school = ctx.school
    character = facts.character(ctx, s, seat)
    lines = [
        say(
            "private-goal",
            character=character.name,
            boyfriend=card(character.boyfriend),
            items=Commas(tuple(card(i) for i in character.items)),
            date=date(character.key),
        )
    ]
    held = s.boyfriends[seat]
    if held is not None and s.seen[seat]:
        lines.append(say("private-boyfriend-seen", boyfriend=card(held)))
    elif held is not None:
        lines.append(say("private-boyfriend-card", boyfriend=card(held)))
    if s.peeks[seat]:
        lines.append(peek_sentence(school, s.peeks[seat]))
    return tuple(lines)


def hidden_lines(ctx: Context, s: SvhState, seat: int) -> tuple[str, ...]:
    """The private lines nobody else knows: a boyfriend they never saw, her last peek."""
    return tuple(line for line in private_lines(ctx, s, seat) if line.startswith(SECRET))


class Commas(str):
    """Card names one after another, each worded with the sentence that holds them (a view
    carrying it is pickled to a render worker, so it is made again from its parts)."""

    parts: tuple[str, ...]

    def __new__(cls, parts: tuple[str, ...]) -> Commas:
        joined = super().__new__(cls, ", ".join(parts))
        joined.parts = parts
        return joined

    def __getnewargs__(self) -> tuple[tuple[str, ...]]:
        return (self.parts,)

    def in_language(self, language: str) -> str:
        return ", ".join(worded(part, language) for part in self.parts)
