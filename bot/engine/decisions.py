"""Decisions several seats make at once, as plain values a game keeps inside its state.

``Simultaneous``: each seat answers privately for itself (every player keeps one of three
careers); resolved when all have answered, or when the game's timer closes it.
``GroupDecision``: several seats decide one thing together (the other players pick the
classroom); a ``Policy`` settles disagreement.

Both are frozen msgspec structs, so a state declares its open decision as a field of that type
and saves it as it is; the prompt they give shows who has answered, never what.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum

import msgspec

from bot.engine.errors import IllegalAction
from bot.engine.model import Action, Prompt
from bot.sentences import Sentence

NOT_ASKED = Sentence("play-not-asked")
ALREADY_ANSWERED = Sentence("play-already-answered")
NO_SAY = Sentence("play-no-say")
ALREADY_VOTED = Sentence("play-already-voted")


def seats_to_the_left(of: int, players: int, *, skip: Sequence[int] = ()) -> tuple[int, ...]:
    """The other seats in turn order, starting with the one to the left of ``of``."""
    order = ((of + step) % players for step in range(1, players))
    return tuple(seat for seat in order if seat not in skip)


class Simultaneous(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Answers still owed by ``seats``; ``answers`` maps a seat to its (secret) choice.

    ``answers`` is a dict, saved as a JSON object keyed by seat; it is never changed in place
    (``answer`` and ``with_answers`` make a new decision), and ``copy_core`` copies it.
    """

    seats: tuple[int, ...]
    answers: dict[int, str] = {}

    @classmethod
    def open(cls, seats: Sequence[int]) -> Simultaneous:
        return cls(tuple(seats))

    def answer(self, seat: int, choice: str) -> Simultaneous:
        """The decision with ``seat``'s answer added; a second answer is refused, not replaced."""
        if seat not in self.seats:
            raise IllegalAction(NOT_ASKED)
        if seat in self.answers:
            raise IllegalAction(ALREADY_ANSWERED)
        return Simultaneous(self.seats, {**self.answers, seat: choice})

    def with_answers(self, answers: Mapping[int, str]) -> Simultaneous:
        """The same seats with ``answers`` given instead (a drawn position's guessed ones)."""
        return Simultaneous(self.seats, dict(answers))

    def refusal(self, seat: int) -> str:
        """Why ``seat`` may not answer now, in the sentence ``answer`` would raise."""
        return NOT_ASKED if seat not in self.seats else ALREADY_ANSWERED

    @property
    def pending(self) -> tuple[int, ...]:
        return tuple(seat for seat in self.seats if seat not in self.answers)

    @property
    def answered(self) -> tuple[int, ...]:
        return tuple(seat for seat in self.seats if seat in self.answers)

    @property
    def done(self) -> bool:
        return not self.pending

    def close(self, default: Callable[[int], str]) -> dict[int, str]:
        """Every seat's answer, ``default(seat)`` for those who did not answer in time."""
        return {seat: self.answers.get(seat) or default(seat) for seat in self.seats}

    def prompt(self, actions: Sequence[Action], *, panel: str | None = None) -> Prompt:
        """Waits for the seats still to answer, shows who has answered."""
        return deciding_prompt(self.pending, self.answered, actions, panel)


class Policy(StrEnum):
    """How a group decision is settled when its voters disagree."""

    LEFT_DECIDES = "left-decides"
    """The first voter in order (the player to the left) decides."""
    MAJORITY = "majority"
    """The choice with most votes; on a tie, the one that was voted for first."""


class GroupDecision(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One choice made by ``voters`` together (in order, left first); ``votes`` as cast."""

    voters: tuple[int, ...]
    policy: Policy
    votes: tuple[tuple[int, str], ...] = ()

    @classmethod
    def open(cls, voters: Sequence[int], policy: Policy) -> GroupDecision:
        return cls(tuple(voters), Policy(policy))

    def vote(self, seat: int, choice: str) -> GroupDecision:
        if seat not in self.voters:
            raise IllegalAction(NO_SAY)
        if any(voter == seat for voter, _ in self.votes):
            raise IllegalAction(ALREADY_VOTED)
        return GroupDecision(self.voters, self.policy, (*self.votes, (seat, choice)))

    def refusal(self, seat: int) -> str:
        """Why ``seat`` may not vote now, in the sentence ``vote`` would raise."""
        return NO_SAY if seat not in self.voters else ALREADY_VOTED

    @property
    def answered(self) -> tuple[int, ...]:
        cast = {voter for voter, _ in self.votes}
        return tuple(seat for seat in self.voters if seat in cast)

    @property
    def pending(self) -> tuple[int, ...]:
        cast = {voter for voter, _ in self.votes}
        return tuple(seat for seat in self.voters if seat not in cast)

    @property
    def done(self) -> bool:
        return not self.pending

    def result(self) -> str | None:
        """The group's choice from the votes cast so far (``None`` when nobody voted)."""
        if not self.votes:
            return None
        if self.policy is Policy.LEFT_DECIDES:
            by_voter = dict(self.votes)
            return next(by_voter[seat] for seat in self.voters if seat in by_voter)
        counts = Counter(choice for _, choice in self.votes)
        best = max(counts.values())
        return next(choice for _, choice in self.votes if counts[choice] == best)

    def prompt(self, actions: Sequence[Action], *, panel: str | None = None) -> Prompt:
        """Waits for the voters still to vote, shows who has voted."""
        return deciding_prompt(self.pending, self.answered, actions, panel)


def deciding_prompt(
    pending: tuple[int, ...],
    answered: tuple[int, ...],
    actions: Sequence[Action],
    panel: str | None,
) -> Prompt:
    """Waits for every seat in ``pending``, all at once, and shows who has ``answered``."""
    return Prompt(
        actors=pending, actions=tuple(actions), panel=panel, simultaneous=True, answered=answered
    )
