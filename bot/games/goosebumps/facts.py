"""What a position says without a choice: which pawns stand, who is out, where a pawn may go."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.goosebumps import moves
from bot.games.goosebumps.board import HAND, MIDDLE
from bot.games.goosebumps.cards import RING
from bot.games.goosebumps.data import Graveyard
from bot.games.goosebumps.state import MOVE, GooseState, pawns_of


def kinds(box: Graveyard, s: GooseState) -> Mapping[str, str]:
    return box.board.kinds(s.tombs)


def alive(s: GooseState, pawn: int) -> bool:
    return s.spaces[pawn] != ""


def out(s: GooseState, seat: int) -> bool:
    return s.gone[seat] or not any(alive(s, p) for p in pawns_of(seat))


def living(s: GooseState) -> list[int]:
    return [seat for seat in range(len(s.players)) if not out(s, seat)]


def paralysed(box: Graveyard, s: GooseState, pawn: int) -> bool:
    return alive(s, pawn) and kinds(box, s)[s.spaces[pawn]] == HAND


def pawns_left(s: GooseState, seat: int) -> int:
    return sum(alive(s, pawn) for pawn in pawns_of(seat))


def rings(box: Graveyard, s: GooseState, pawn: int) -> list[str]:
    return [c for c in s.saved[pawn] if box.cards[c].effect == RING]


def may_try(box: Graveyard, s: GooseState, pawn: int) -> bool:
    """The pawn may drop the skull: it holds a Ring and is no Monster."""
    return bool(rings(box, s, pawn)) and not s.monster[pawn]


def saves_cards(s: GooseState, seat: int) -> bool:
    return any(alive(s, p) and s.saved[p] for p in pawns_of(seat))


def tomb_moves(s: GooseState, index: int) -> tuple[int, ...]:
    """Where tomb ``index`` may slide: either end from the middle, else back to the middle."""
    return (0, 2) if s.tombs[index] == MIDDLE else (MIDDLE,)


def may_walk(box: Graveyard, s: GooseState, pawn: int) -> bool:
    """Whether ``pawn`` may move now: the turn is at its move, it stands and no Hand holds it."""
    return s.phase == MOVE and alive(s, pawn) and not paralysed(box, s, pawn)


def destinations(box: Graveyard, s: GooseState, pawn: int) -> dict[str, tuple[str, ...]]:
    """Where ``pawn`` may go with the number rolled, each with the walk there."""
    if s.number is None or not may_walk(box, s, pawn):
        return {}
    return moves.reach(box.board, tuple(s.tombs), s.spaces[pawn], s.number)


def first_steps(box: Graveyard, s: GooseState, pawn: int) -> list[str]:
    if s.number is None or not alive(s, pawn) or paralysed(box, s, pawn):
        return []
    return moves.next_steps(box.board, s.tombs, (s.spaces[pawn],), s.number)
