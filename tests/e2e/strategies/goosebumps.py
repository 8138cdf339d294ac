"""Goosebumps: a pawn with a Magic Ring heads for the Crypt, the others for "G" spaces.

A seat's secrets are the titles of the cards saved under its pawns, told privately as
"Sari saved Magic Ring (Play Later!): ..." when drawn and as "Sari's saved cards: A, B." in
the panel, /game hand and after every change. A title is public once its card is played or
shown at the Crypt; generic phrases ("a Magic Ring", "a Monster Reversal") are allowed.
"""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING, Any

from bot.games.goosebumps.rules import Goosebumps
from bot.games.goosebumps.words import PAIRS
from tests.e2e.driver import games
from tests.e2e.driver.db import snapshot_state
from tests.e2e.driver.leaks import LeakChecker
from tests.games.goosebumps_play import choose as steered

from . import SecretTracker, Strategy

if TYPE_CHECKING:
    from tests.e2e.driver.table import Table

KEY = "goosebumps"
SAVED_LIST = re.compile(r"(?P<pawn>[A-Z][a-z]+)'s saved cards: (?P<cards>[^.]+)\.")
NONE_SAVED = re.compile(r"(?P<pawn>[A-Z][a-z]+) has no saved cards\.")
SAVED_ONE = re.compile(r"(?P<pawn>[A-Z][a-z]+) saved (?P<card>[^(]+?) \(")
GENERIC = (
    r"(an?|no) Magic Ring",
    r"revealed a Monster Reversal",
    r"Monster Reversal turns",
)


def goosebumps() -> Goosebumps:
    rules = games.game(KEY)
    assert isinstance(rules, Goosebumps)
    return rules


def seat_of_pawn(name: str) -> int | None:
    return next((seat for seat, pair in enumerate(PAIRS) if name in pair), None)


class SavedCards(SecretTracker):
    """The titles saved under each pawn, from the last private line about it."""

    private_markers = ("saved cards:",)

    def __init__(self) -> None:
        super().__init__()
        self.titles = sorted({c.title for c in goosebumps().cards.values()}, key=len, reverse=True)
        self.pawns: dict[str, list[str]] = {}

    def told(self, seat: int, text: str) -> None:
        before = self.secrets().get(seat, set())
        for found in SAVED_LIST.finditer(text):
            self.pawns[found["pawn"]] = [t.strip() for t in found["cards"].split(",")]
        for found in NONE_SAVED.finditer(text):
            self.pawns[found["pawn"]] = []
        for found in SAVED_ONE.finditer(text):
            if found["pawn"] not in [m["pawn"] for m in SAVED_LIST.finditer(text)]:
                self.pawns.setdefault(found["pawn"], []).append(found["card"].strip())
        if self.secrets().get(seat, set()) != before:
            self.changes[seat] += 1

    def shown(self, text: str, names: dict[int, str]) -> str:
        """A card played, shown at the Crypt or drawn as Play Now is public from then on."""
        stripped = text
        for title in self.titles:
            for pattern in (
                rf"played {re.escape(title)} \(",
                rf"showed {re.escape(title)} and",
                rf"drew {re.escape(title)} \(",
            ):
                if re.search(pattern, stripped):
                    self._forget(title)
                    stripped = re.sub(pattern, "", stripped)
        for pattern in GENERIC:
            stripped = re.sub(pattern, "", stripped)
        return stripped

    def _forget(self, title: str) -> None:
        for cards in self.pawns.values():
            if title in cards:
                cards.remove(title)
                return

    def secrets(self) -> dict[int, set[str]]:
        held: dict[int, set[str]] = {}
        for pawn, cards in self.pawns.items():
            seat = seat_of_pawn(pawn)
            if seat is not None and cards:
                held.setdefault(seat, set()).update(cards)
        return held


class GoosebumpsStrategy(Strategy):
    key = KEY

    def tracker(self) -> SavedCards:
        return SavedCards()

    def max_actions(self, players: int) -> int:
        return 600

    def choose(
        self,
        rng: random.Random,
        options: dict[int, list[str]],
        table: Table,
        checker: LeakChecker,
    ) -> tuple[int, str]:
        """The steered player of the rule tests, on the saved state and the listed options."""
        checker.update()
        rules = goosebumps()
        state = rules.load(snapshot_state(table.world, table.game_id))
        return steered(rules, state, rng, options)

    def hand_changed(self, prompt_text: str, member: Any) -> bool:
        changes = ("saved it", "stole a Magic Ring", "Monster Reversal", "fell into the pit")
        return any(change in prompt_text for change in changes)

    def check_game_over(self, table: Table, state: dict[str, Any]) -> None:
        assert state["phase"] == "over" and state["winners"]

    def plain_turn(self, mover_actions: Any) -> bool:
        plain = ("roll", "stay", "done")
        return all(a in plain or a.startswith(("go:", "slide:")) for a in mover_actions)


STRATEGY = GoosebumpsStrategy()
