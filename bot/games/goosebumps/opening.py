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
from bot.games.goosebumps.words import PAIR_COLOURS, PAIRS, kept, said

FIRST_OPTION = "first"


def new_game(box: Graveyard, names: list[str], seed: int, options: Mapping[str, Any]) -> GooseState:
    """The opening position; the youngest (the first seat) starts unless the table asked for
    a random first player."""
    rng = Rng.from_seed(seed)
    deck = list(box.cards)
    rng.shuffle(deck)
    first = rng.below(len(names)) if options.get(FIRST_OPTION) == "random" else 0
    told = [
        said(
            "plays-pair",
            player=name,
            girl=PAIRS[i][0],
            boy=PAIRS[i][1],
            colour=said(f"pair-{PAIR_COLOURS[i][0]}"),
        )
        for i, name in enumerate(names)
    ]
    why = "first-random" if options.get(FIRST_OPTION) == "random" else "first-youngest"
    told.append(said(why, player=names[first]))
    opening = [kept(line) for line in told]
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
    state.opening.extend(kept(said("opening-event", line=event.text)) for event in events)
    return state
