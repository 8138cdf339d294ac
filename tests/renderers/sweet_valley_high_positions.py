"""Seeded Sweet Valley High positions for the board's tests: whole games played by a steered
player (each heads for the classrooms holding what she needs and goes home once complete), and
a crowded position built by hand, the busiest a frame can be."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from bot.engine import OVER, View
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from bot.games.sweet_valley_high.state import SvhState
from tests.games.svh_helpers import game, give, rolled, start

LONG_NAMES = ("Ana", "Bartholomew", "Chloë", "Dmitri")


def steered(
    g: SweetValleyHigh, s: SvhState, seat: int, ids: Sequence[str], rng: random.Random
) -> str:
    """One choice of ``seat``: keep what she needs, head for its classroom, else wander."""
    key = s.characters[seat]
    if not key:
        return rng.choice(list(ids))
    character = g.school.character(key)
    wanted = {i for i in character.items if i not in s.items[seat]}
    if s.boyfriends[seat] != character.boyfriend:
        wanted.add(character.boyfriend)
    card = s.pending.get("card")
    for keep in ("take", "exchange"):
        if keep in ids and card in wanted | {character.boyfriend}:
            return keep
    good = {room for room, held in s.rooms.items() if held in wanted}
    for kind in ("look:", "peek:"):
        picks = [a for a in ids if a.startswith(kind) and a.split(":")[1] in good]
        if picks:
            return rng.choice(picks)
    goes = [a for a in ids if a.startswith(("go:", "moveto:"))]
    if goes:
        ends = {a.split(":")[1]: a for a in goes}
        if not wanted and character.home in ends:
            return ends[character.home]
        hits = [a for end, a in ends.items() if set(g.school.spaces[end].rooms) & good]
        return rng.choice(hits or goes)
    return rng.choice([a for a in ids if a != "step-by-step"] or list(ids))


def played(seed: int, players: int = 4, limit: int = 3000) -> list[SvhState]:
    """Every position of one seeded game, from the first choice to Game over."""
    g = game()
    rng = random.Random(seed)
    s = g.setup(LONG_NAMES[:players], seed, {})
    states = [s]
    for _ in range(limit):
        if s.phase == OVER:
            return states
        options = {seat: [a.id for a in g.legal_actions(s, seat)] for seat in range(players)}
        seat = rng.choice([seat for seat, ids in options.items() if ids])
        s, _ = g.apply(s, seat, steered(g, s, seat, options[seat], rng))
        states.append(s)
    raise AssertionError(f"seed {seed} reached no Game over in {limit} actions")


def public(s: SvhState) -> View:
    """The public view, with the outcome the table fills in at Game over."""
    g = game()
    view = g.view(s, None)
    outcome = g.outcome(s)
    return view if outcome is None else dataclasses.replace(view, outcome=outcome)


def milestones(seed: int, players: int = 4) -> dict[str, View]:
    """The start, a third in, two thirds in and Game over of one seeded game."""
    states = played(seed, players)
    last = len(states) - 1
    return {
        "start": public(states[0]),
        "third": public(states[last // 3]),
        "two thirds": public(states[2 * last // 3]),
        "over": public(states[last]),
    }


def crowded() -> SvhState:
    """The busiest frame: three pawns on a Home Space the mover can reach, her roll of 6 with
    every end badged, a boyfriend face up on one scoreboard and one face down on another, a
    lost turn, the last walk across the labels of the board's right side."""
    s = give(start(), 1, "bicycle", "trail-map", "todd")
    s.seen[1] = False
    s = give(s, 3, "swimsuit", "ken")
    s.positions[1] = s.positions[2] = s.positions[3] = "x0y0"
    s.lose_turn[2] = True
    s = rolled(s, 0, 6, at="x4y2")
    s.last_mover = 3
    s.last_path = ["x8y8", "x8y7", "x8y6", "x8y5", "x8y4", "x7y4", "x6y4", "x5y4"]
    s.last_card = game().school.deck[11].key
    s.players = list(LONG_NAMES)
    return s
