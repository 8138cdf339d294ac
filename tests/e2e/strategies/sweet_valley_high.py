"""Sweet Valley High: head for the arrows whose classrooms hold what you need, take what you
peek at when it is yours, and go home once the scoreboard is complete.

The steering reads the saved state (a test may: it plays every seat), so a game ends in a few
hundred actions instead of a uniform player's thousand. A seat's secret is a boyfriend lying
face down on her scoreboard that the others never saw ("You keep Ken Matthews, face down"),
until a public text names him again (he is returned to a classroom, or turned over there).
"""

from __future__ import annotations

import random
import re
from collections import deque
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from bot.games.sweet_valley_high.actions import SECRET
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from tests.e2e.driver import games
from tests.e2e.driver.db import snapshot_state
from tests.e2e.driver.leaks import LeakChecker

from . import SecretTracker, Strategy

if TYPE_CHECKING:
    from tests.e2e.driver.table import Table
    from tests.e2e.harness import Member

KEY = "sweet-valley-high"
NAME = r"([A-Z][a-z]+ [A-Z][a-z]+)"
HIDDEN_BOYFRIEND = re.compile(
    rf"You keep {NAME}(?:, face down| and leave)|Your boyfriend card: {NAME}\."
)
NOW_HAVE = re.compile(rf"You now have {NAME} on your scoreboard")
SEEN_BOYFRIEND = re.compile(rf"Your boyfriend: {NAME} \(everyone saw him\)")


def svh() -> SweetValleyHigh:
    rules = games.game(KEY)
    assert isinstance(rules, SweetValleyHigh)
    return rules


class HiddenBoyfriends(SecretTracker):
    """Which boyfriend lies unseen on each scoreboard, from what each seat was told."""

    private_markers = ("You peeked in", "Your boyfriend card", "You keep ", "You now have")

    def __init__(self) -> None:
        super().__init__()
        self.hidden: dict[int, str] = {}

    def told(self, seat: int, text: str) -> None:
        """A boyfriend she keeps unseen is secret; one she gets by a trade stays secret only
        if he was; one everyone saw is not."""
        for found in HIDDEN_BOYFRIEND.finditer(text):
            self._hold(seat, next(group for group in found.groups() if group))
        for found in NOW_HAVE.finditer(text):
            if found[1] in self.hidden.values():
                self._hold(seat, found[1])
        if SEEN_BOYFRIEND.search(text):
            self.hidden.pop(seat, None)

    def _hold(self, seat: int, name: str) -> None:
        for holder in [s for s, bf in self.hidden.items() if bf == name and s != seat]:
            del self.hidden[holder]
        if self.hidden.get(seat) != name:
            self.changes[seat] += 1
        self.hidden[seat] = name

    def shown(self, text: str, names: dict[int, str]) -> str:
        """A boyfriend returned to a classroom or turned over there is public from then on."""
        for seat, name in list(self.hidden.items()):
            if f"{name} left" in text or f": {name}" in text or f"{name} went face" in text:
                del self.hidden[seat]
        return text

    def secrets(self) -> dict[int, set[str]]:
        return {seat: {name} for seat, name in self.hidden.items()}


@cache
def _distances() -> dict[str, dict[str, int]]:
    """Steps between path spaces, for heading somewhere."""
    school = svh().school
    table: dict[str, dict[str, int]] = {}
    for origin in school.spaces:
        seen = {origin: 0}
        queue = deque([origin])
        while queue:
            here = queue.popleft()
            for there in school.neighbours[here]:
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        table[origin] = seen
    return table


class SweetValleyHighStrategy(Strategy):
    key = KEY
    secret_per_seat = False
    steer = 0.9

    def tracker(self) -> HiddenBoyfriends:
        return HiddenBoyfriends()

    def max_actions(self, players: int) -> int:
        return {2: 500, 3: 650, 4: 800}.get(players, 800)

    def choose(
        self,
        rng: random.Random,
        options: dict[int, list[str]],
        table: Table,
        checker: LeakChecker,
    ) -> tuple[int, str]:
        seat = rng.choice(sorted(options))
        ids = options[seat]
        if rng.random() > self.steer:
            return seat, rng.choice(ids)
        state = snapshot_state(table.world, table.game_id)
        return seat, self._steered(rng, state, seat, ids)

    def _steered(self, rng: random.Random, s: dict[str, Any], seat: int, ids: list[str]) -> str:
        school = svh().school
        character = school.character(s["characters"][seat]) if s["characters"][seat] else None
        if character is None:
            return rng.choice(ids)
        wanted = {i for i in character.items if i not in s["items"][seat]}
        if s["boyfriends"][seat] != character.boyfriend:
            wanted.add(character.boyfriend)
        rooms = s["rooms"]
        good_rooms = {r for r, c in rooms.items() if c in wanted}
        for prefer in ("take", "exchange"):
            if prefer in ids and self._worth(s, seat, character, prefer):
                return prefer
        if "keep" in ids:
            return "keep"
        for kind in ("look:", "peek:"):
            picks = [a for a in ids if a.startswith(kind) and a.split(":")[1] in good_rooms]
            if picks:
                return rng.choice(picks)
        moves = [a for a in ids if a.startswith(("go:", "moveto:"))]
        if moves:
            return self._move(rng, moves, character, wanted, good_rooms)
        changes = [a for a in ids if a.startswith("change:")]
        for action in changes:
            if s["boyfriends"][int(action.split(":")[1])] == character.boyfriend:
                return action
        if "put-back" in ids:
            return "put-back"
        return rng.choice([a for a in ids if a != "step-by-step"] or ids)

    def _worth(self, s: dict[str, Any], seat: int, character: Any, action: str) -> bool:
        card = s["pending"].get("card")
        if card is None:
            return False
        if card in character.items:
            return True
        return card == character.boyfriend or s["boyfriends"][seat] is None

    def _move(
        self,
        rng: random.Random,
        moves: list[str],
        character: Any,
        wanted: set[str],
        good_rooms: set[str],
    ) -> str:
        school = svh().school
        targets = {a.split(":")[1]: a for a in moves}
        if not wanted:
            if character.home in targets:
                return targets[character.home]
            distance = _distances()[character.home]
            best = min(distance.get(t, 99) for t in targets)
            return rng.choice([a for t, a in targets.items() if distance.get(t, 99) == best])
        hits = [a for t, a in targets.items() if set(school.spaces[t].rooms) & good_rooms]
        if hits:
            return rng.choice(hits)
        homes = [a for t, a in targets.items() if school.spaces[t].kind == "home"]
        if homes and rng.random() < 0.4:
            return rng.choice(homes)
        aims = [sp for sp in school.spaces.values() if set(sp.rooms) & good_rooms]
        if aims:

            def closeness(target: str) -> int:
                return min(_distances()[target].get(a.id, 99) for a in aims)

            best = min(closeness(t) for t in targets)
            return rng.choice([a for t, a in targets.items() if closeness(t) == best])
        return rng.choice(moves)

    def hand_changed(self, prompt_text: str, member: Member) -> bool:
        return any(
            phrase in prompt_text
            for phrase in (
                f"{member.name} kept the card",
                f"{member.name} put a card back",
                f"{member.name} traded boyfriends",
                f"{member.name} stole",
                f"with {member.name}",
                f"{member.name} took the card from",
            )
        )

    def check_game_over(self, table: Table, state: dict[str, Any]) -> None:
        assert state["phase"] == "over"
        (winner,) = state["winners"]
        character = svh().school.character(state["characters"][winner])
        assert sorted(state["items"][winner]) == sorted(character.items)
        assert state["boyfriends"][winner] == character.boyfriend

    def secret_part(self, private: Sequence[str]) -> tuple[str, ...]:
        """A boyfriend the others never saw and the last peek; the goal line and a boyfriend
        everyone saw repeat public facts."""
        return tuple(line for line in private if line.startswith(SECRET))

    def plain_turn(self, mover_actions: Sequence[str]) -> bool:
        return all(a == "roll" or a.startswith("go:") for a in mover_actions)


STRATEGY = SweetValleyHighStrategy()
