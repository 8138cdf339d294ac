"""The final score and its parts, as the rulebook adds it up (Ending the Game 1-4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.games.life_rivals.data import NOT_SO_GOOD, Box
from bot.sentences import Sentence

if TYPE_CHECKING:
    from bot.games.life_rivals.state import RivalsState

PER_PERSON = 10
PER_PET = 5


@dataclass(frozen=True)
class Score:
    """Points of played cards, one per $10K bill, 10 per person, 5 per pet, minus negatives."""

    cards: int
    cash: int
    people: int
    pets: int
    negatives: int

    @property
    def total(self) -> int:
        return self.cards + self.cash + self.people + self.pets - self.negatives

    def breakdown(self) -> str:
        """The parts in words, for the standings: "72 = cards 23 + cash 3 + …" (the figures
        as text: a sum is no count to make plural, and formatting a number costs)."""
        parts = {
            "total": str(self.total),
            "cards": str(self.cards),
            "cash": str(self.cash),
            "people": str(self.people),
            "pets": str(self.pets),
        }
        if self.negatives:
            negatives = str(self.negatives)
            return Sentence("life-rivals-breakdown-negatives", **parts, negatives=negatives)
        return Sentence("life-rivals-breakdown", **parts)


def score(box: Box, state: RivalsState, seat: int) -> Score:
    """Only cards in front of ``seat`` count; cards in her hand never do."""
    played = [box.card(key) for key in state.table[seat]]
    return Score(
        cards=sum(card.points for card in played if card.kind != NOT_SO_GOOD),
        cash=state.cash[seat],
        people=PER_PERSON * state.people[seat],
        pets=PER_PET * state.pets[seat],
        negatives=-sum(card.points for card in played if card.kind == NOT_SO_GOOD),
    )


def ranking(box: Box, state: RivalsState) -> list[int]:
    """The seats best first: the higher total wins, a tie goes to whoever retired first."""
    totals = [score(box, state, seat).total for seat in range(len(state.players))]
    first = state.retired[0] if state.retired else state.active
    return sorted(range(len(totals)), key=lambda seat: (-totals[seat], seat != first))
