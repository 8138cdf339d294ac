"""Arranging Sweet Valley High positions for rule tests: start a table, then put pieces and
cards exactly where a rule applies and act through the public Game methods."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from bot.engine import Event, Stepping
from bot.games.sweet_valley_high.phases import MOVE, ROLL
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from bot.games.sweet_valley_high.state import SvhState
from tests.games.loading import load_game

DATA = Path(__file__).resolve().parents[2] / "data" / "sweet-valley-high"
NAMES = ("Ann", "Bea", "Cat", "Dee")
ALL = ("jessica", "elizabeth", "lila", "enid")
HOMES = {"jessica": "x0y0", "elizabeth": "x8y0", "lila": "x8y8", "enid": "x0y8"}
SCIENCE_ARROW, DOUBLE_ARROW, ECONOMICS_ARROW = "x1y0", "x2y0", "x3y0"
TRADE_NORTH, CHANGE_WEST, MAIN_HALL, NORTH_HALL = "x4y0", "x0y4", "x4y4", "x6y0"
JESSICA_ITEMS = ("prom-dress", "corsage", "prom-tickets", "ms-dalton")
ELIZABETH_ITEMS = ("bicycle", "biking-outfit", "trail-map", "mr-collins")

_GAME: SweetValleyHigh | None = None


def game() -> SweetValleyHigh:
    global _GAME
    if _GAME is None:
        _GAME = load_game(SweetValleyHigh, DATA)
    return _GAME


def start(characters: Sequence[str] = ALL, seed: int = 1, **options: str) -> SvhState:
    """A game where seat i plays ``characters[i]``, at the first turn's roll."""
    g = game()
    state = g.setup(NAMES[: len(characters)], seed, options)
    while state.phase == "choose":
        seat = state.mover
        state, _ = g.apply(state, seat, f"char:{characters[seat]}")
    return state


def turn(state: SvhState, seat: int) -> SvhState:
    """``seat``'s turn at the roll."""
    state.active = state.mover = seat
    state.phase, state.roll = ROLL, None
    state.stepping = Stepping(path=[state.positions[seat]])
    state.pending = {}
    return state


def rolled(state: SvhState, seat: int, roll: int, at: str | None = None) -> SvhState:
    """``seat`` has just rolled ``roll`` (standing on ``at`` when given)."""
    if at is not None:
        state.positions[seat] = at
    turn(state, seat)
    state.phase, state.roll, state.stepping.left = MOVE, roll, roll
    return state


def walk(
    state: SvhState, seat: int, start_at: str, to: str, roll: int
) -> tuple[SvhState, list[Event]]:
    return game().apply(rolled(state, seat, roll, start_at), seat, f"go:{to}")


def put(state: SvhState, room: str, card: str) -> SvhState:
    """Move ``card`` into ``room``, swapping with the room where it lay."""
    where = next(r for r, c in state.rooms.items() if c == card)
    state.rooms[where], state.rooms[room] = state.rooms[room], card
    return state


def give(state: SvhState, seat: int, *cards: str) -> SvhState:
    """Take ``cards`` from their classrooms onto ``seat``'s scoreboard (a boyfriend to his
    space), so the 23 cards stay accounted for."""
    g = game()
    for card in cards:
        room = next(r for r, c in state.rooms.items() if c == card)
        state.rooms[room] = None
        if card in g.school.boyfriends:
            state.boyfriends[seat], state.seen[seat] = card, True
        else:
            state.items[seat].append(card)
    return state


def on_top(state: SvhState, story: str) -> SvhState:
    deck = state.deck
    deck.cards.remove(story) if story in deck.cards else deck.discard.remove(story)
    deck.cards.insert(0, story)
    return state


def story(character: str, action: str, nth: int = 0) -> str:
    cards = [c.key for c in game().school.deck if c.character == character and c.action == action]
    return cards[nth]


def text(events: Sequence[Event]) -> str:
    return " | ".join(e.text for e in events)


def ids(state: SvhState, seat: int) -> list[str]:
    return [a.id for a in game().legal_actions(state, seat)]
