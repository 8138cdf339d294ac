"""Small builders for Goosebumps rule tests: a game, a state placed by hand, forced dice."""

from __future__ import annotations

from functools import cache

from bot import paths
from bot.engine import Rng, Stepping
from bot.games.goosebumps.rules import Goosebumps
from bot.games.goosebumps.state import MOVE, TOMB, GooseState
from tests.games.loading import load_game

NAMES = ("Ann", "Ben", "Cat", "Dan")


@cache
def game() -> Goosebumps:
    return load_game(Goosebumps, paths.DATA_DIR / "goosebumps")


def new(players: int = 2, seed: int = 7, **options: str) -> GooseState:
    return game().setup(NAMES[:players], seed, options)


def card(effect: str, index: int = 0) -> str:
    """The id of the ``index``-th card with ``effect``."""
    return [c.id for c in game().cards.values() if c.effect == effect][index]


def give(s: GooseState, pawn: int, card_id: str) -> None:
    """Move a card from wherever it is to under ``pawn`` (keeps the 36 accounted for)."""
    for pile in (s.deck.cards, s.deck.discard, *s.saved):
        if card_id in pile:
            pile.remove(card_id)
    s.saved[pawn].append(card_id)


def on_top(s: GooseState, card_id: str) -> None:
    """Put ``card_id`` on top of the draw pile."""
    for pile in (s.deck.cards, s.deck.discard, *s.saved):
        if card_id in pile:
            pile.remove(card_id)
    s.deck.cards.insert(0, card_id)


def moving(s: GooseState, number: int, symbol: str = "wolf") -> GooseState:
    """The active player has rolled and moved the tomb: choosing a pawn move."""
    s.number, s.symbol, s.phase = number, symbol, MOVE
    return s


def tomb_choice(s: GooseState, number: int, symbol: str) -> GooseState:
    s.number, s.symbol, s.phase = number, symbol, TOMB
    return s


def rng_where(test: object) -> Rng:
    """A generator whose next draws pass ``test`` (a function of a fresh copy of it)."""
    for seed in range(10_000):
        if test(Rng.from_seed(seed)):  # type: ignore[operator]
            return Rng.from_seed(seed)
    raise AssertionError("no seed fits")


def ids(s: GooseState, seat: int) -> list[str]:
    return [a.id for a in game().legal_actions(s, seat)]


def texts(events: list) -> str:  # type: ignore[type-arg]
    return " | ".join(e.text for e in events)


def rigged_roll(s: GooseState, number: int, symbol: str) -> GooseState:
    """The next roll of ``s`` will show ``number`` and ``symbol``."""
    from bot.games.goosebumps.words import NUMBER_FACES, SYMBOL_FACES

    s.rng = rng_where(
        lambda r: r.choice(NUMBER_FACES) == number and r.choice(SYMBOL_FACES) == symbol
    )
    return s


def slide(s: GooseState, tomb: str, to: int) -> tuple[GooseState, list]:  # type: ignore[type-arg]
    """The active player's turn begins with ``tomb`` rolled and slides it to ``to`` (by itself
    when it stands at an end): the player before her ends her turn on a rigged roll."""
    before = (s.active - 1) % len(s.players)
    s.active, s.phase, s.number, s.stepping, s.mover = before, MOVE, 1, Stepping(), None
    rigged_roll(s, 1, tomb)
    s, events = game().apply(s, before, "stay")
    if s.phase == TOMB:
        s, more = game().apply(s, s.active, f"slide:{tomb}:{to}")
        events += more
    return s, events


def finish_turn(s: GooseState) -> GooseState:
    """The active player slides the tomb to its first end if asked, moves no pawn and is done."""
    from bot.games.goosebumps.state import AFTER, BRINK

    player = s.active
    while s.active == player and s.phase != "over":
        if s.phase == TOMB:
            s, _ = game().apply(s, player, ids(s, player)[0])
        elif s.phase == BRINK:
            s, _ = game().expire(s)
        elif s.phase == AFTER:
            s, _ = game().apply(s, player, "done")
        else:
            s, _ = game().apply(s, player, "stay")
    return s
