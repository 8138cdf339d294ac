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
from bot.games.life_rivals.words import joined, money, pets_word, say, space_name, space_told

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
            passed.append(say("passed-payday", money=money(pay)))
        elif space.kind == BABY:
            s.people[a] += 1
            passed.append(say("passed-baby"))
    here = space_name(box.road[s.position[a]])
    if not passed:
        return [Event(say("spun", player=s.players[a], spin=str(s.spin), space=here))]
    trip = joined(passed)
    return [Event(say("spun-passed", player=s.players[a], spin=str(s.spin), trip=trip, space=here))]


def settle(box: Box, s: RivalsState) -> list[Event]:
    """Do what the space the active car stands on says (any space but yellow and Gossip)."""
    a = s.active
    who = s.players[a]
    kind = box.road[s.position[a]].kind
    if kind == PAYDAY:
        pay = 2 * salary(box, s, a)
        s.cash[a] += pay
        return [Event(say("payday", player=who, money=money(pay)))]
    if kind == BABY:
        s.people[a] += 2
        return [Event(say("baby", player=who))]
    if kind in STOPS:
        return [_stop(s, kind)]
    if kind in (ORANGE, RED):
        return [_coloured(box, s)]
    if kind == RETIREMENT:
        s.retired.append(a)
        if len(s.retired) == 1:
            return [Event(say("retired", player=who, rival=s.players[1 - a]))]
        return [Event(say("retired-too", player=who))]
    return []


def _stop(s: RivalsState, kind: str) -> Event:
    """The spin on a Stop space and what it brings: kids, pets, or (the third) insurance."""
    a = s.active
    who = s.players[a]
    s.stop_spin = value = spin(s)
    if kind == STOP_KIDS:
        kids = 1 if value <= 4 else 2
        s.people[a] += kids
        return Event(say("spun-kids", player=who, spin=str(value), count=kids))
    if kind == STOP_PETS:
        pets = 1 if value <= 3 else 2 if value <= 5 else 3
        s.pets[a] += pets
        return Event(say("spun-pets", player=who, spin=str(value), pets=pets_word(pets)))
    s.cash[a] += value
    return Event(say("spun-insurance", player=who, spin=str(value), money=money(value)))


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
    line = space_told(space, s.players[a], s.players[rival])
    if payer is not None and amount < space.amount:
        line = say("could-pay-only", line=line, player=s.players[payer], money=money(amount))
    return Event(line)


def jealousy_spin(names: Sequence[str], rng: Rng) -> tuple[list[str], int]:
    """Both spin; the lower spin is the more jealous of the neighbours and goes first."""
    spins = jealousy_spins(rng)
    return spin_story(names, spins), spin_winner(spins)


def jealousy_spins(rng: Rng) -> list[list[int]]:
    """Each round's two spins, in seat order, until one is lower (a game keeps them, so its
    opening story can be told again in any language)."""
    _, rounds = first_by_roll(range(2), lambda: rng.randint(*SPINNER), lowest=True)
    return [[round_.rolls[0], round_.rolls[1]] for round_ in rounds]


def spin_winner(spins: Sequence[Sequence[int]]) -> int:
    """The seat whose last spin was the lower."""
    last = spins[-1]
    return 0 if last[0] < last[1] else 1


def spin_story(names: Sequence[str], spins: Sequence[Sequence[int]]) -> list[str]:
    """The jealousy spin told round by round, then who goes first."""
    lines: list[str] = []
    for index, round_ in enumerate(spins):
        if index:
            lines.append(say("spin-tie"))
        shown = [
            say("spin-of", player=names[seat], spin=str(spin)) for seat, spin in enumerate(round_)
        ]
        lines.append(say("jealousy-spin", spins=joined(shown)))
    lines.append(say("spun-lower", player=names[spin_winner(spins)]))
    return lines
