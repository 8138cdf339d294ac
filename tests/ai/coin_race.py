"""Coin Race: a fake game where one sure win hides among many coin flips.

The seat on turn may flip any of ``COINS`` coins (heads wins the game, tails passes the turn)
or ``finish``, which always wins. The coin's fall comes from the position's generator, which a
seat can't foresee: a drawn position gets a generator of its own. Every coin shares that one
fall, so on a drawn position where it comes up heads every coin looks as good as the sure win.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import SimpleNamespace
from typing import Any

from bot.engine import Action, Event, Outcome, PlayerInfo, Prompt, Rng

COINS = 15
FINISH = "finish"


@dataclass(frozen=True)
class Race:
    active: int
    rng: Rng
    winner: int | None = None


class CoinRace:
    key = "coin-race"
    name = "Coin Race"
    min_players = max_players = 2

    def setup(self, seed: int) -> Race:
        return Race(active=0, rng=Rng.from_seed(seed))

    def legal_actions(self, state: Race, seat: int) -> list[Action]:
        if state.winner is not None or seat != state.active:
            return []
        coins = [Action(f"coin:{index}", "Flip a coin") for index in range(COINS)]
        return [*coins, Action(FINISH, "Finish")]

    def apply(self, state: Race, seat: int, action_id: str) -> tuple[Race, list[Event]]:
        if action_id == FINISH:
            return replace(state, winner=seat), []
        rng = Rng(state.rng.state)
        if rng.below(2) == 0:
            return replace(state, rng=rng, winner=seat), []
        return replace(state, rng=rng, active=1 - seat), []

    def determinize(self, state: Race, seat: int, rng: Rng) -> Race:
        return replace(state, rng=Rng(rng.next_u64()))

    def outcome(self, state: Race) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome((state.winner,), ((state.winner, 1), (1 - state.winner, 0)), "Won.")

    def prompt(self, state: Race) -> Prompt:
        return Prompt((state.active,), ())

    def deadline(self, state: Race) -> str | None:
        return None

    def view(self, state: Race, seat: int | None) -> Any:
        return SimpleNamespace(players=tuple(PlayerInfo(seat=s, name=str(s)) for s in (0, 1)))


COIN_RACE = CoinRace()
