"""The spinner and the road: moving a car, and what the spaces without a card choice do.

Yellow and Gossip spaces open a card choice and belong to ``turns``; every other space (Payday,
Baby, the three Stops, orange and red, Retirement) is settled here at once, in words.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Event, Rng, first_by_roll
from bot.games.life_rivals.data import (
    BABY,
    ORANGE,
    PAYDAY,
    RED,
    RETIREMENT,
    STOP_KIDS,
    STOP_PETS,
    STOPS,
    Box,
)
from bot.games.life_rivals.state import RivalsState
from bot.games.life_rivals.words import money, people_word, pets_word

SPINNER = (1, 6)


def spin(s: RivalsState) -> int:
    """One spin of the 1-6 spinner from the state's own generator."""
    return s.rng.randint(*SPINNER)


def salary(box: Box, s: RivalsState, seat: int) -> int:
    return box.career(s.careers[seat]).salary


def drive(box: Box, s: RivalsState) -> list[Event]:
    """Spin and move the active car forward: pay passing Paydays and add a person passing the
    Baby space; a Stop space or Retirement stops the car with moves left."""
    a = s.active
    s.spin = spin(s)
    s.stop_spin = None
    s.last_path = [str(s.position[a])]
    passed: list[str] = []
    for moved in range(1, s.spin + 1):
        s.position[a] += 1
        s.last_path.append(str(s.position[a]))
        space = box.road[s.position[a]]
        if space.kind in (*STOPS, RETIREMENT) or moved == s.spin:
            break
        if space.kind == PAYDAY:
            pay = salary(box, s, a)
            s.cash[a] += pay
            passed.append(f"passed Payday (+{money(pay)})")
        elif space.kind == BABY:
            s.people[a] += 1
            passed.append("passed Baby (+1 person)")
    trip = "".join(f", {p}" for p in passed)
    here = box.road[s.position[a]].name
    return [Event(f"{s.players[a]} spun {s.spin}{trip} and stopped on {here}.")]


def settle(box: Box, s: RivalsState) -> list[Event]:
    """Do what the space the active car stands on says (any space but yellow and Gossip)."""
    a = s.active
    who = s.players[a]
    kind = box.road[s.position[a]].kind
    if kind == PAYDAY:
        pay = 2 * salary(box, s, a)
        s.cash[a] += pay
        return [Event(f"{who} collected double salary on Payday: +{money(pay)}.")]
    if kind == BABY:
        s.people[a] += 2
        return [Event(f"{who} had twins on Baby: +2 people.")]
    if kind in STOPS:
        return [_stop(s, kind)]
    if kind in (ORANGE, RED):
        return [_coloured(box, s)]
    if kind == RETIREMENT:
        s.retired.append(a)
        if len(s.retired) == 1:
            return [Event(f"{who} retired! {s.players[1 - a]} takes one last turn.")]
        return [Event(f"{who} retired too.")]
    return []


def _stop(s: RivalsState, kind: str) -> Event:
    """The spin on a Stop space and what it brings: kids, pets, or (the third) insurance."""
    a = s.active
    who = s.players[a]
    s.stop_spin = value = spin(s)
    if kind == STOP_KIDS:
        kids = 1 if value <= 4 else 2
        s.people[a] += kids
        said = "a kid" if kids == 1 else "twins"
        return Event(f"{who} spun {value} for kids: {said}, +{people_word(kids)}.")
    if kind == STOP_PETS:
        pets = 1 if value <= 3 else 2 if value <= 5 else 3
        s.pets[a] += pets
        return Event(f"{who} spun {value} for pets: +{pets_word(pets)}.")
    s.cash[a] += value
    return Event(f"{who} spun {value} for life insurance: +{money(value)}.")


def _coloured(box: Box, s: RivalsState) -> Event:
    """An orange or red space's effect, told with names; a payment takes at most what the
    payer has, and the line says so when that is less than the space asks."""
    a, rival = s.active, 1 - s.active
    space = box.road[s.position[a]]
    amount = space.amount
    payer = {"pay": a, "give": a, "take": rival}.get(space.effect or "")
    if payer is not None:
        amount = min(amount, s.cash[payer])
        s.cash[payer] -= amount
    if space.effect in ("collect", "take"):
        s.cash[a] += amount
    elif space.effect == "give":
        s.cash[rival] += amount
    elif space.effect == "pet":
        s.pets[a] += amount
    line = space.told(s.players[a], s.players[rival])
    if payer is not None and amount < space.amount:
        line += f" {s.players[payer]} could pay only {money(amount)}."
    return Event(line)


def jealousy_spin(names: Sequence[str], rng: Rng) -> tuple[list[str], int]:
    """Both spin; the lower spin is the more jealous of the neighbours and goes first."""
    first, rounds = first_by_roll(range(len(names)), lambda: rng.randint(*SPINNER), lowest=True)
    lines: list[str] = []
    for index, round_ in enumerate(rounds):
        if index:
            lines.append("A tie, so both spun again.")
        shown = ", ".join(f"{names[seat]} {spin}" for seat, spin in round_.rolls.items())
        lines.append(f"Jealousy spin: {shown}.")
    lines.append(f"{names[first]} spun lower, is the more jealous, and goes first.")
    return lines, first
