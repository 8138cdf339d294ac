"""Known positions for Scavenger Hunt's rule tests: a game past set-up, arranged by hand."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot import paths
from bot.engine import Deck, Event, Simultaneous
from bot.games.scavenger_hunt.rules import ScavengerHunt
from bot.games.scavenger_hunt.state import MOVE, ScavengerState
from tests.games.loading import load_game


@cache
def game() -> ScavengerHunt:
    return load_game(ScavengerHunt, paths.DATA_DIR / "scavenger-hunt")


def arranged(
    players: int = 2,
    *,
    mover: int = 0,
    at: str | None = None,
    hand: Sequence[str] = (),
    others: dict[int, str] | None = None,
    next_disc: str | None = None,
    collected: int = 0,
    dogs: Sequence[str] = (),
    draws: Sequence[str] = (),
    seed: int = 1,
) -> ScavengerState:
    """A game in play with seat ``mover`` about to start her turn from ``at`` holding ``hand``;
    the deck's top cards are ``draws``; every card stays accounted for (60 in all)."""
    g = game()
    s = g.setup([f"Player{i}" for i in range(players)], seed, {})
    s.decision = Simultaneous.open(())
    s.listing = 3
    s.phase = MOVE
    for seat in range(players):
        s.items[seat] = list(s.unplaced[seat])
        s.unplaced[seat] = []
        s.rooms[seat] = [
            g.house.room_of(kind, s.colours[seat])
            for kind in ("GARAGE", "ATTIC", "CLOSET", "KITCHEN")
        ]
    if next_disc is not None:
        rooms = s.rooms[mover]
        rooms.remove(next_disc)
        rooms.insert(collected, next_disc)
    s.collected[mover] = collected
    pool = g.house.full_deck()
    wanted = list(hand) + list(draws)
    for card in wanted:
        pool.remove(card)
    s.hands = [[] for _ in range(players)]
    s.hands[mover] = sorted(hand)
    s.deck = Deck(cards=list(draws) + pool)
    s.active = mover
    if at is not None:
        s.positions[mover] = at
    for seat, where in (others or {}).items():
        s.positions[seat] = where
    s.dogs = list(dogs)
    return s


def begin(state: ScavengerState, dice: Sequence[int]) -> tuple[ScavengerState, list[Event]]:
    return game().start_turn_with(state, dice)


def act(state: ScavengerState, action_id: str, seat: int | None = None) -> ScavengerState:
    new, _ = game().apply(state, state.active if seat is None else seat, action_id)
    return new


def action_ids(state: ScavengerState, seat: int | None = None) -> list[str]:
    return [a.id for a in game().legal_actions(state, state.active if seat is None else seat)]


def shown_badges(state: ScavengerState) -> dict[str, str]:
    """The letter the public board draws on each space the mover may choose."""
    return {badge.space: badge.letter for badge in game().view(state, None).board.badges}
