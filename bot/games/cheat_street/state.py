"""The whole of a Cheat Street game as one declared struct on the engine's state core.

Everything a replay needs lives here, including the generator, so the same seed and the same
actions rebuild the same bytes. Secrets (``hands``, ``deck``) are stored beside public facts; only
the rules decide who may see which. The declaration is also the saved shape: the core's loader
names a damaged save's field in one sentence, and ``load_state`` adds what only the board can
tell.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Literal

import msgspec

from bot.engine import ReactionWindow, Stepping, TableCore, load_core
from bot.engine.schema import NonNegative, field_error
from bot.games.cheat_street.board import Board

CALLOUT = "callout"
MOVE = "move"
Phase = Literal["callout", "move", "over"]

STATE_VERSION = 6
"""The shape the state is saved in. 2 added ``gone``, ``last_mover`` and ``last_path``; 3 added
``stepwise``; 4 is the state core's shape (see ``migration``); 5 counts each seat's reveals and
right call-outs; 6 keeps the table's memory of the cards each seat does not hold."""


class CheatStreetState(TableCore, kw_only=True, forbid_unknown_fields=True):
    """One game. ``positions`` to ``hands`` are per seat; the deck's first card is its top.

    ``roll`` is the die this turn (None until rolled). ``move`` is the walk under way, from the
    space it began on, with the steps left and whether the mover walks step by step; it is kept
    until the next turn, so a finished game still shows its last roll. ``trail`` is every space
    the active pawn stood on this turn, from where it began, with the jump back to Start after a
    right call-out and a bus ride. ``callout`` is who may call the mover out this turn and who
    passed. ``last_mover`` moved along ``last_path`` in the turn before this one. ``reveals``
    and ``callouts`` count each seat's scoring reveals and right call-outs, what its score is
    made of; a game saved before they were counted keeps them empty. ``ruled_out`` is what the
    whole table knows a seat's card is not: the card it showed or was caught with and gave up
    when it drew (a draw comes before the old card goes back), and every wrong call-out against
    it since, so a computer's drawn positions keep to what its seat saw.
    """

    phase: Phase
    active: NonNegative = 0
    positions: list[str]
    scores: list[int]
    punished: list[bool]
    hands: list[str]
    deck: list[str]
    roll: int | None = None
    move: Stepping = msgspec.field(default_factory=Stepping)
    trail: list[str] = msgspec.field(default_factory=list)
    callout: ReactionWindow = msgspec.field(default_factory=ReactionWindow)
    last_mover: int | None = None
    reveals: list[NonNegative] = msgspec.field(default_factory=list)
    callouts: list[NonNegative] = msgspec.field(default_factory=list)
    ruled_out: list[list[str]]

    per_seat: ClassVar[tuple[str, ...]] = (
        "positions",
        "scores",
        "punished",
        "hands",
        "gone",
        "ruled_out",
    )

    @property
    def caller(self) -> int | None:
        """The one seat that may call out now: the first who has not passed, while the
        call-out phase lasts."""
        return self.callout.first if self.phase == CALLOUT else None

    @property
    def choosing(self) -> bool:
        """Rolled, no step taken, not step by step: the mover names a destination."""
        move = self.move
        return (
            self.phase == MOVE
            and self.roll is not None
            and bool(move.left)
            and not (move.moved or move.on)
        )


def load_state(data: Mapping[str, Any], board: Board) -> CheatStreetState:
    """The saved state ``data``, checked by its declaration and against ``board``: every goal
    card accounted for once, every space one the board has. GameDataError names the field."""
    state = load_core(data, CheatStreetState)
    cards = sorted([card for card in state.hands if card] + state.deck)
    if len(set(cards)) != len(cards):
        raise field_error("", "hands", "and deck hold a goal card twice")
    if cards != sorted(board.goal_keys()):
        raise field_error("", "deck", "and hands do not hold the board's goal cards")
    goals = set(board.goal_keys())
    for seat, cards in enumerate(state.ruled_out):
        if not goals.issuperset(cards):
            raise field_error("", "ruled_out", "names a goal card the board does not have")
        if state.hands[seat] in cards:
            raise field_error("", "ruled_out", "rules out the card a seat holds")
    for name in ("reveals", "callouts"):
        counts = getattr(state, name)
        if counts and len(counts) != len(state.players):
            raise field_error("", name, f"must have {len(state.players)} entries or none")
    places = {"positions": state.positions, "trail": state.trail, "move.path": state.move.path}
    for name, spaces in places.items():
        if any(space not in board.spaces for space in spaces):
            raise field_error("", name, "names a space the board does not have")
    return state
