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
from bot.sentences import Sentence
from bot.store import SeatRecord

ASK = "takeback:ask"
ALLOW = "takeback:allow"
REFUSE = "takeback:refuse"
"""The control ids: ``takeback:ask`` for the mover; ``takeback:allow:<seat>`` and
``takeback:refuse:<seat>`` for each person asked. No game's id starts with ``takeback:``."""

NOTHING_TO_TAKE_BACK = Sentence("reply-nothing-to-take-back")
ALREADY_ASKED = Sentence("reply-already-asked")
ANSWERED = Sentence("reply-answered")
NOT_ASKED = Sentence("reply-not-asked")
NO_VOTE = Sentence("reply-no-vote")


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
