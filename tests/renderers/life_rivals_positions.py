"""Seeded Rivals positions for the board tests: games played at random to Game over, their
start, a third in, two thirds in and end, and the busiest positions met on the way.

Players spin most of the time and steal now and then, so tables fill up with cards; long
names are used where a test looks for text that runs out of its panel.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from bot.engine import OVER, View
from bot.games.life_rivals.rules import LifeRivals
from bot.games.life_rivals.state import RivalsState

LONG_NAMES = ("Bartholomew Fitzgerald-Smythe", "Evelyn-Rose Montgomery")
SHORT_NAMES = ("Ana", "Ben")


@dataclass(frozen=True)
class Played:
    """A game played to the end: every position, the events and the labels offered."""

    states: list[RivalsState]
    lines: list[str]
    labels: list[str]


def play(game: LifeRivals, seed: int, names: tuple[str, str] = SHORT_NAMES) -> Played:
    rng = random.Random(seed)
    state = game.setup(list(names), seed, {"first": "host" if seed % 2 else "spin"})
    played = Played([state], list(game.opening_lines(state)), [])
    while state.phase != OVER:
        seats = [seat for seat in (0, 1) if game.legal_actions(state, seat)]
        seat = rng.choice(seats)
        actions = game.legal_actions(state, seat)
        played.labels.extend(action.label for action in actions)
        played.labels.extend(action.label for action in game.prompt(state).actions)
        spins = [action for action in actions if action.id == "spin"]
        action = spins[0] if spins and rng.random() < 0.7 else rng.choice(actions)
        state, events = game.apply(state, seat, action.id)
        played.states.append(state)
        played.lines.extend(event.text for event in events)
    return played


def public(game: LifeRivals, state: RivalsState) -> View:
    """The public view as the table draws it: with the outcome once the game is over."""
    view = game.view(state, None)
    return dataclasses.replace(view, outcome=game.outcome(state))


def milestones(played: Played) -> list[RivalsState]:
    """The start (both careers kept), a third in, two thirds in, and Game over."""
    states = played.states
    started = next(s for s in states if s.phase == "turn")
    return [started, states[len(states) // 3], states[2 * len(states) // 3], states[-1]]


def busiest(played: Played) -> list[RivalsState]:
    """The positions with the most cards in front of a player, the most Stuff to steal, a spin
    on a Stop space, a Gossip pick, and the last turn."""
    states = played.states
    found = [
        max(states, key=lambda s: max(len(cards) for cards in s.table)),
        max(states, key=lambda s: len(s.table[1 - s.active]) if s.phase == "turn" else -1),
    ]
    found += [s for s in states if s.stop_spin][:1]
    found += [s for s in states if s.phase == "gossip"][:1]
    found += [s for s in states if s.final_turn][:1]
    return found
