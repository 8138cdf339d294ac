"""Scavenger Hunt: head for the next disc (or home), collect whenever offered, trade pairs often.

A seat's secret is its hand, told as "Your hand: Kitchen, Dog." in its private view (by DM, in
`/game hand` and its panel). Card names are also room names and appear publicly whenever a card
is played face up, so the leak checker looks for the whole hand as the bot writes it, for hands
of three cards or more (a shorter list could be a public list of cards played).
"""

from __future__ import annotations

import random
import re
from collections import deque
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from bot.games.scavenger_hunt.rules import ScavengerHunt
from tests.e2e.driver import games
from tests.e2e.driver.db import snapshot_state

from . import SecretTracker, Strategy

if TYPE_CHECKING:
    from tests.e2e.driver.leaks import LeakChecker
    from tests.e2e.driver.table import Table
    from tests.e2e.harness import Member

KEY = "scavenger-hunt"
HAND_LINE = re.compile(r"Your hand: (?P<cards>[A-Za-z, -]+)\.|Your hand is empty\.")
PLAYED = re.compile(r"playing [A-Za-z, -]+\.")
SECRET_HAND = 3


def scavenger_hunt() -> ScavengerHunt:
    rules = games.game(KEY)
    assert isinstance(rules, ScavengerHunt)
    return rules


class Hands(SecretTracker):
    """Each seat's hand, from the last private message that named it."""

    private_markers = ("Your hand", "You are placing")

    def __init__(self) -> None:
        super().__init__()
        self.hands: dict[int, str] = {}

    def told(self, seat: int, text: str) -> None:
        found = list(HAND_LINE.finditer(text))
        if not found:
            return
        hand = found[-1]["cards"] or ""
        if self.hands.get(seat) != hand:
            self.changes[seat] += 1
        self.hands[seat] = hand

    def shown(self, text: str, names: dict[int, str]) -> str:
        """Cards played go face up (SH48): the list after "playing" is public by rule."""
        return PLAYED.sub("", text)

    def secrets(self) -> dict[int, set[str]]:
        return {
            seat: {hand}
            for seat, hand in self.hands.items()
            if hand and len(hand.split(", ")) >= SECRET_HAND
        }


@cache
def _distances(target: str) -> dict[str, int]:
    """Moves from every space to ``target`` along the arrows and through Doors (cards aside)."""
    house = scavenger_hunt().house
    into: dict[str, list[str]] = {space: [] for space in house.spaces}
    for space in house.path:
        into[house.along(space, 1)].append(space)
    for a, ends in house.doors.items():
        for b in ends:
            if house.space(a).kind != "start":
                into[b].append(a)
    seen = {target: 0}
    queue = deque([target])
    while queue:
        here = queue.popleft()
        for before in into[here]:
            if before not in seen:
                seen[before] = seen[here] + 1
                queue.append(before)
    return seen


def target_of(state: dict[str, Any], seat: int) -> str:
    got = state["collected"][seat]
    if got >= len(state["rooms"][seat]):
        return scavenger_hunt().house.starts[state["colours"][seat]]
    return state["rooms"][seat][got]


class ScavengerHuntStrategy(Strategy):
    key = KEY
    secret_per_seat = True
    steer = 0.85

    def tracker(self) -> Hands:
        return Hands()

    def max_actions(self, players: int) -> int:
        return {2: 520, 3: 630, 4: 750}.get(players, 750)

    def choose(
        self,
        rng: random.Random,
        options: dict[int, list[str]],
        table: Table,
        checker: LeakChecker,
    ) -> tuple[int, str]:
        """Collect or go home when offered; else trade a pair half the time; else the route
        that ends nearest the next disc `steer` of the time (keeping the most cards where the
        cards are a choice); Dogs and Step by step now and then.
        """
        checker.update()
        seat = rng.choice(sorted(options))
        ids = options[seat]
        keen = [a for a in ids if a.endswith((":collected", ":home"))]
        if keen:
            return seat, keen[0]
        trades = [a for a in ids if a.startswith("trade:")]
        if trades and rng.random() < 0.5:
            return seat, rng.choice(trades)
        moves = [a for a in ids if a.startswith(("go:", "to:", "step:"))]
        if moves and rng.random() < self.steer:
            state = snapshot_state(table.world, table.game_id)
            distance = _distances(target_of(state, seat))
            best = min(distance.get(_end(m), 99) for m in moves)
            nearest = [m for m in moves if distance.get(_end(m), 99) == best]
            if "other-destination" in ids:  # which cards to keep: most kept is listed first
                return seat, nearest[0]
            return seat, rng.choice(nearest)
        if "end" in ids and rng.random() < 0.9:
            return seat, "end"
        return seat, rng.choice(ids)

    def ready(self, table: Table, member: Member) -> bool:
        """The opening hand reached the member: by DM, or (DMs closed) the notice in the thread."""
        if any("Your hand" in m.content for m in member.dms()):
            return True
        if not table.world.fake.state.users[member.id].dms_closed:
            return False
        return any(
            member.mention in m.content and m.button("Show my cards") for m in table.messages()
        )

    def hand_changed(self, prompt_text: str, member: Member) -> bool:
        return f"{member.name} drew" in prompt_text or f"{member.name} had played" in prompt_text

    def check_game_over(self, table: Table, state: dict[str, Any]) -> None:
        over = table.game_over()
        assert over is not None
        assert state["phase"] == "over"
        [winner] = state["winners"]
        assert state["collected"][winner] == 4
        assert state["positions"][winner] == scavenger_hunt().house.starts[state["colours"][winner]]

    def plain_turn(self, mover_actions: Sequence[str]) -> bool:
        """A move only: no Dog, no trade."""
        ordinary = ("go:", "to:", "step:", "step-by-step", "other-destination", "end")
        return all(a.startswith(ordinary) for a in mover_actions)


def _end(action_id: str) -> str:
    return action_id.split(":")[1]


STRATEGY = ScavengerHuntStrategy()
