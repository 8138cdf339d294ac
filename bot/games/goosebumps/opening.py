"""A new game: each player's pawn pair on the Gate platform, the cards shuffled, the tombs in
the middle, and the first player's dice rolled."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import Deck, Event, Rng
from bot.games.goosebumps import turns
from bot.games.goosebumps.board import MIDDLE
from bot.games.goosebumps.data import Graveyard
from bot.games.goosebumps.state import ROLL, GooseState
from bot.games.goosebumps.words import PAIR_COLOURS, PAIRS

FIRST_OPTION = "first"


def new_game(box: Graveyard, names: list[str], seed: int, options: Mapping[str, Any]) -> GooseState:
    """The opening position; the youngest (the first seat) starts unless the table asked for
    a random first player."""
    rng = Rng.from_seed(seed)
    deck = list(box.cards)
    rng.shuffle(deck)
    first = rng.below(len(names)) if options.get(FIRST_OPTION) == "random" else 0
    opening = [
        f"{name} plays {PAIRS[i][0]} and {PAIRS[i][1]} ({PAIR_COLOURS[i][0]})."
        for i, name in enumerate(names)
    ]
    why = (
        "chosen at random"
        if options.get(FIRST_OPTION) == "random"
        else "the first seat, for the youngest"
    )
    opening.append(f"{names[first]} goes first ({why}); play goes clockwise.")
    pawns = 2 * len(names)
    state = GooseState(
        players=names,
        spaces=[box.board.gate] * pawns,
        saved=[[] for _ in range(pawns)],
        monster=[""] * pawns,
        rings_shown=[0] * pawns,
        ringless=[0] * pawns,
        thrown_unseen=[],
        tombs=[MIDDLE] * len(box.board.platforms),
        deck=Deck(cards=deck),
        rng=rng,
        active=first,
        phase=ROLL,
        gone=[False] * len(names),
        opening=opening,
    )
    events: list[Event] = []
    turns.roll(box, state, events)
    state.opening.extend(f"{event.text}." for event in events)
    return state
