"""Taking back a choice: the offer after it, the vote of the others, and the controls for both.

House ruling: the offer lives with the running game in memory only. It lapses with the next
commit of any kind (another move, a timer, a skip) and with a restart: the restarted bot offers
nothing, and a **Take back** pressed on a message from before it is answered in one sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.engine import Action
from bot.store import SeatRecord

ASK = "takeback:ask"
ALLOW = "takeback:allow"
REFUSE = "takeback:refuse"
"""The control ids: ``takeback:ask`` for the mover; ``takeback:allow:<seat>`` and
``takeback:refuse:<seat>`` for each person asked. No game's id starts with ``takeback:``."""

NOTHING_TO_TAKE_BACK = (
    "There is no choice to take back now: only the last one, and only if it showed nothing new."
)
NOT_THE_MOVER = "Only {name} can take back that choice."
ALREADY_ASKED = "You have already asked; the others are deciding."
ANSWERED = "You have already answered; the others are deciding."
NOT_ASKED = "You are not asked about this take-back."
NO_VOTE = "Nobody has asked to take a choice back now."


@dataclass(frozen=True)
class Offer:
    """``seat`` may take back the choice that made position ``version``, going back to
    ``before``; once ``requested``, ``waiting`` are the people still to allow it."""

    seat: int
    version: int
    before: Any
    requested: bool = False
    waiting: frozenset[int] = frozenset()

    def requested_of(self, seats: Sequence[SeatRecord]) -> Offer:
        """The offer taken up: every other person is asked (computers always allow)."""
        people = {s.seat for s in seats if s.person and s.seat != self.seat}
        return replace(self, requested=True, waiting=frozenset(people))

    def allowed_by(self, seat: int) -> Offer:
        return replace(self, waiting=self.waiting - {seat})

    def controls(self, seats: Sequence[SeatRecord]) -> tuple[Action, ...]:
        """Take back for the mover; once asked, Allow and Refuse for each person to answer."""
        if not self.requested:
            return (Action(ASK, "Take back", seat=self.seat),)
        return tuple(
            Action(f"{kind}:{seat}", f"{seats[seat].name}: {label}", seat=seat)
            for seat in sorted(self.waiting)
            for kind, label in ((ALLOW, "Allow"), (REFUSE, "Refuse"))
        )
