"""A new Rivals game: two people in each car, five Life cards and three careers each, and who
goes first (the host's word, or the jealousy spin)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import Deck, Rng, Simultaneous
from bot.games.life_rivals import road
from bot.games.life_rivals.actions import HOST_SAYS
from bot.games.life_rivals.data import Box
from bot.games.life_rivals.state import CAREER, FIRST, RivalsState
from bot.games.life_rivals.turns import HAND
from bot.games.life_rivals.words import KEEP_IN_PANEL, say

DEALT_CAREERS = 3
START_PEOPLE = 2


def new_game(box: Box, names: list[str], seed: int, options: Mapping[str, Any]) -> RivalsState:
    """The opening position: hands and careers dealt, both players to keep a career once the
    first player is known."""
    rng = Rng.from_seed(seed)
    deck = [card.key for card in box.cards]
    rng.shuffle(deck)
    hands = [deck[:HAND], deck[HAND : 2 * HAND]]
    del deck[: 2 * HAND]
    career_deck = [career.key for career in box.careers]
    rng.shuffle(career_deck)
    dealt = [career_deck[:DEALT_CAREERS], career_deck[DEALT_CAREERS : 2 * DEALT_CAREERS]]
    del career_deck[: 2 * DEALT_CAREERS]
    spins: list[list[int]] = []
    if options.get("first") == HOST_SAYS:
        phase, first = FIRST, 0
    else:
        phase = CAREER
        spins = road.jealousy_spins(rng)
        first = road.spin_winner(spins)
    return RivalsState(
        players=names,
        rng=rng,
        phase=phase,
        active=first,
        cash=[0, 0],
        people=[START_PEOPLE, START_PEOPLE],
        pets=[0, 0],
        position=[0, 0],
        careers=["", ""],
        dealt=dealt,
        career_deck=career_deck,
        hands=hands,
        deck=Deck(cards=deck),
        table=[[], []],
        drew_career=[False, False],
        seen=[[], []],
        choosing=Simultaneous.open((0, 1)),
        jealousy=spins,
        opening=[str(line) for line in opening_story(names, spins)],
    )


def opening_story(names: list[str], spins: list[list[int]]) -> list[str]:
    """How the first player was found: the host's word, or the jealousy spin round by round
    (then what the careers button shows), as sentences."""
    if not spins:
        return [say("host-says", host=names[0])]
    return [*road.spin_story(names, spins), KEEP_IN_PANEL]
