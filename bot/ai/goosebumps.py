"""Goosebumps: Terror in the Graveyard: pawns still standing, and a Ring on its way to the Crypt.

Nobody scores, so the standings say nothing until the end. A player wins with a pawn that holds
a Ring and is no Monster, on the Crypt platform, or by being the last one left; so the measure
counts the pawns still in the graveyard and how near the Crypt the best of them is, a pawn
with a Ring counting most. A seat knows its own pawns' cards (its own view); the others' are
whatever the drawn position dealt them.
"""

from __future__ import annotations

from functools import cache

from bot.ai.boards import data, distances
from bot.engine import View

KEY = "goosebumps"
STANDING = 0.15
RING = 0.35
NEAR = 0.35
WALK = 0.15
FAR = 14
"""Steps from which a pawn is no nearer the Crypt than from the Gate."""
HORIZON = 4
"""Inputs the search plays on after the turn: the next tomb slides may open a pit under a pawn."""


def advance(public: View, own: View) -> float:
    seat = own.seat
    assert seat is not None
    ringed = {
        pawn["name"]
        for pawn in own.private_board.get("pawns", ())
        if any(card.get("title") in rings() for card in pawn.get("cards", ()))
    }
    standing = [pawn for pawn in public.board["pawns"] if pawn["seat"] == seat and pawn["space"]]
    best = 0.0
    for pawn in standing:
        near = max(0.0, 1 - to_crypt().get(pawn["space"], FAR) / FAR)
        if pawn["name"] in ringed and not pawn["monster"]:
            best = max(best, RING + NEAR * near)
        else:
            best = max(best, WALK * near)
    return min(1.0, STANDING * len(standing) + best)


@cache
def rings() -> frozenset[str]:
    return frozenset(
        card["title"] for card in data(KEY, "cards")["cards"] if card["effect"] == "ring"
    )


@cache
def to_crypt() -> dict[str, int]:
    """Orthogonal steps from every space to the Crypt, through spaces only."""
    board = data(KEY, "board")
    at = {(space["x"], space["y"]): space["id"] for space in board["spaces"]}
    where = {name: xy for xy, name in at.items()}

    def around(name: str) -> list[str]:
        x, y = where[name]
        steps = ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
        return [at[xy] for xy in steps if xy in at]

    return distances(board["crypt"], around)
