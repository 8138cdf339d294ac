"""A new Cheat Street game: a goal card dealt to each player, every pawn on Start, the opening
roll for who goes first, and the first turn begun.

The opening's lines are saved in the state as their English text (a saved state holds plain
values); the sentences they came from are kept here, by that text, so the first prompt, told
from the state just dealt, words them in the table's language.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Rng, first_by_roll
from bot.games.cheat_street import turns
from bot.games.cheat_street.board import Board
from bot.games.cheat_street.moves import DIE_HIGH, DIE_LOW
from bot.games.cheat_street.state import MOVE, CheatStreetState
from bot.games.cheat_street.words import join_names, plain, said
from bot.sentences import Sentence

KEPT = 1024
"""Opening lines kept as sentences: far more than the games started at once."""
_told: OrderedDict[str, Sentence] = OrderedDict()


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
        opening=[plain(line) for line in opening],
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


def opening_lines(saved: Sequence[str]) -> tuple[str, ...]:
    """The opening as sentences where this process told it, else as saved (English)."""
    return tuple(_told.get(line, line) for line in saved)


def _keep(line: Sentence) -> Sentence:
    _told[plain(line)] = line
    _told.move_to_end(plain(line))
    while len(_told) > KEPT:
        _told.popitem(last=False)
    return line


def opening_roll(names: Sequence[str], rng: Rng) -> tuple[list[Sentence], int]:
    """Everyone rolls the die, highest starts, the tied roll again: the lines and the starter."""
    first, rounds = first_by_roll(range(len(names)), lambda: rng.randint(DIE_LOW, DIE_HIGH))
    lines: list[Sentence] = []
    for round_ in rounds:
        rolled = [names[seat] for seat in round_.rolls]
        shown = ", ".join(f"{names[seat]} {roll}" for seat, roll in round_.rolls.items())
        if round_.tied_on is None:
            lines.append(said("opening-roll", rolls=shown))
        else:
            tie = said("opening-tie", players=join_names(rolled), roll=round_.tied_on, rolls=shown)
            lines.append(tie)
    lines.append(said("went-first", player=names[first]))
    return [_keep(line) for line in lines], first
