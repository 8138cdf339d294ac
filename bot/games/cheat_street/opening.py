"""A new Cheat Street game: a goal card dealt to each player, every pawn on Start, the opening
roll for who goes first, and the first turn begun."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Rng, first_by_roll
from bot.games.cheat_street import turns
from bot.games.cheat_street.board import Board
from bot.games.cheat_street.moves import DIE_HIGH, DIE_LOW
from bot.games.cheat_street.state import MOVE, CheatStreetState
from bot.games.cheat_street.words import join_names


def new_game(
    board: Board, names: list[str], seed: int, options: Mapping[str, Any]
) -> CheatStreetState:
    """Deal, roll for the first player, and open the first turn. ``options`` is accepted for
    the protocol; Cheat Street has none yet."""
    seats = len(names)
    rng = Rng.from_seed(seed)
    deck = list(board.goal_keys())
    rng.shuffle(deck)
    hands = [deck.pop(0) for _ in names]
    opening, first = opening_roll(names, rng)
    state = CheatStreetState(
        players=names,
        rng=rng,
        phase=MOVE,
        active=first,
        gone=[False] * seats,
        opening=opening,
        positions=[board.start] * seats,
        scores=[0] * seats,
        punished=[False] * seats,
        hands=hands,
        deck=deck,
        reveals=[0] * seats,
        callouts=[0] * seats,
        ruled_out=[[] for _ in names],
    )
    turns.begin_turn(board, state)
    return state


def opening_roll(names: Sequence[str], rng: Rng) -> tuple[list[str], int]:
    """Everyone rolls the die, highest starts, the tied roll again: the lines and the starter."""
    first, rounds = first_by_roll(range(len(names)), lambda: rng.randint(DIE_LOW, DIE_HIGH))
    lines = []
    for round_ in rounds:
        rolled = [names[seat] for seat in round_.rolls]
        intro = "Opening roll"
        if round_.tied_on is not None:
            intro = f"{join_names(rolled)} tied on {round_.tied_on} and rolled again"
        shown = ", ".join(f"{names[seat]} {roll}" for seat, roll in round_.rolls.items())
        lines.append(f"{intro}: {shown}.")
    lines.append(f"{names[first]} rolled highest and went first.")
    return lines, first
