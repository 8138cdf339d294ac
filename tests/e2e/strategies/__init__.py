"""Per-game knowledge for the generic driver: how to steer a game to its end, what is secret.

A game's strategy lives in ``tests/e2e/strategies/<key>.py`` (dashes become underscores) and
exposes ``STRATEGY``, an instance of a `Strategy` subclass. The driver finds it by the game's
key; a registered game without one fails the end-to-end tests that play every game.

Writing one: subclass `Strategy`, set ``key``, and override what the game needs.
``choose`` picks among the legal action ids the bot lists for each waiting seat (steer towards
the end: a uniform player can take very long). ``tracker`` returns a `SecretTracker` subclass
whose ``told`` reads a seat's secrets from the private texts the bot sends it (DMs, `/game
hand`, ephemeral replies), ``shown`` marks secrets a public text made public (a reveal) and
strips allowed uses (a place name that is also a card), and ``secrets`` lists what is secret
now. ``ready``, ``hand_changed``, ``check_game_over``, ``secret_part`` and ``plain_turn`` are
optional refinements for the opening, closed DMs, the final state and the table benchmark.
"""

from __future__ import annotations

import importlib
import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.e2e.driver.leaks import LeakChecker
    from tests.e2e.driver.table import Table
    from tests.e2e.harness import Member


class SecretTracker:
    """What each seat's secrets are right now, learnt from what the bot told that seat.

    The leak checker feeds it every private message to a seat (`told`) and every public one
    (`shown`), in the order the bot sent them, and checks each public text against `secrets()`.
    """

    private_markers: tuple[str, ...] = ()
    """Phrases only private messages may carry (e.g. "Your goal card")."""

    def __init__(self) -> None:
        self.changes: Counter[int] = Counter()
        """How many times each seat was told a different secret."""
        self.problems: list[str] = []
        """Public rulings that contradict the secrets held (e.g. a reveal of a card not held)."""

    def told(self, seat: int, text: str) -> None:
        """A private message to `seat` (a DM about this game, or an ephemeral reply)."""

    def shown(self, text: str, names: dict[int, str]) -> str:
        """A public text: note what it made public; return it without allowed uses of secrets."""
        return text

    def secrets(self) -> dict[int, set[str]]:
        """Strings each seat holds secretly now (public ones left out)."""
        return {}


class Strategy:
    """Steering and secrets for one game; the defaults fit a game with no hidden information."""

    key = ""
    secret_per_seat = False
    """Every seat is told a secret at the start (so the leak checker must have learnt one)."""

    def tracker(self) -> SecretTracker:
        """A fresh secret tracker for one game."""
        return SecretTracker()

    def max_actions(self, players: int) -> int:
        """A bound far above what the steered random player needs to reach Game over."""
        return 400

    def choose(
        self,
        rng: random.Random,
        options: dict[int, list[str]],
        table: Table,
        checker: LeakChecker,
    ) -> tuple[int, str]:
        """Pick (seat, action id) among every waiting seat's legal actions."""
        seat = rng.choice(sorted(options))
        return seat, rng.choice(options[seat])

    def ready(self, table: Table, member: Member) -> bool:
        """After Start: has `member` received what the game deals them privately?"""
        return True

    def hand_changed(self, prompt_text: str, member: Member) -> bool:
        """Does this prompt say `member` got a new secret (so a closed-DM player asks)?"""
        return False

    def check_game_over(self, table: Table, state: dict[str, Any]) -> None:
        """Game-specific checks of the saved state at Game over."""

    def secret_part(self, private: Sequence[str]) -> tuple[str, ...]:
        """The secret lines of a seat's private view (lines that repeat public facts dropped)."""
        return tuple(private)

    def plain_turn(self, mover_actions: Sequence[str]) -> bool:
        """A turn of nothing but an ordinary move (for the clicks-per-move figure)."""
        return True


def module_name(key: str) -> str:
    return f"{__name__}.{key.replace('-', '_')}"


def strategy_for(key: str) -> Strategy:
    """The strategy registered for game `key` (its module's ``STRATEGY``)."""
    try:
        module = importlib.import_module(module_name(key))
    except ModuleNotFoundError as missing:
        if missing.name != module_name(key):
            raise
        raise LookupError(
            f"game {key!r} has no end-to-end strategy: add {module_name(key)} with STRATEGY"
        ) from None
    strategy: Strategy = module.STRATEGY
    assert strategy.key == key, f"{module.__name__} is the strategy of {strategy.key!r}"
    return strategy
