"""A running game in memory, and the records the pipeline and the table pass each other."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from bot.engine import Event, Game, Outcome, Prompt, View
from bot.languages import record_language
from bot.position import Position
from bot.sentences import worded
from bot.store import GameRecord, SeatRecord
from bot.take_back import Offer
from bot.turns import TurnMessage, TurnPlan


@dataclass(frozen=True)
class Reply:
    """What to tell the person who asked: ``ok`` False means a refusal that changed nothing.

    ``private`` holds the lines only the person who acted may read (a secret peek); the caller
    shows them to that person alone.
    """

    ok: bool
    message: str = ""
    """In English; a ``Sentence`` (most of the bot's own) is worded for its reader by
    ``worded``, a game's own words stay as they are."""
    private: tuple[str, ...] = ()

    def worded(self, language: str) -> str:
        """The message in ``language``, where the catalogs have it."""
        return worded(self.message, language)


@dataclass(frozen=True)
class Act:
    """A seated player's action (a person's press, or a computer's choice). ``version`` is
    the prompt the control came from, ``for_seat`` the seat whose private panel it was on."""

    user_id: int
    action_id: str
    version: int | None = None
    interaction_id: int | None = None
    for_seat: int | None = None


@dataclass(frozen=True)
class Expire:
    """The clock closing the timed phase of position ``version``."""

    version: int


@dataclass(frozen=True)
class Skip:
    """Another player moving past ``target``'s turn, which has waited too long."""

    user_id: int
    target: int
    version: int


@dataclass(frozen=True)
class Remove:
    """Another player removing ``target``, who has kept the game waiting too long: the turn
    is skipped and the seat is left empty."""

    user_id: int
    target: int
    version: int


@dataclass(frozen=True)
class PassEmpty:
    """The table moving past ``target``, a seat nobody plays (its person left)."""

    target: int
    version: int


@dataclass(frozen=True)
class TakeBack:
    """A seated person pressing a take-back control of position ``version``: ``answer`` None
    asks to take back their last choice; True or False allows or refuses another's request."""

    user_id: int
    version: int | None
    answer: bool | None = None
    for_seat: int | None = None
    """The seat an Allow or Refuse button was drawn for."""


Input = Act | Expire | Skip | Remove | PassEmpty | TakeBack
"""One thing that may change a game: every kind there is, each handed to ``Host.submit``."""


@dataclass(frozen=True)
class Change:
    """What an accepted input does: the seat and action id to log, the new state, its events."""

    seat: int | None
    action_id: str
    state: Any
    events: list[Event]


@dataclass
class LiveGame:
    """A running game in memory: its record, seats, rules, current state and version."""

    record: GameRecord
    seats: list[SeatRecord]
    game: Game[Any]
    state: Any
    version: int
    secrets: dict[int, tuple[str, ...]] = field(default_factory=dict)
    turn: TurnMessage | None = None
    since: datetime = field(default_factory=lambda: datetime.now(UTC))
    """When the current position was saved (wall clock): its timers and idle watch count from it."""
    take_back: Offer | None = None
    """The last choice, while its mover may still take it back (lapses with the next commit)."""
    _position: Position | None = field(default=None, init=False, repr=False, compare=False)

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None

    def user_of(self, seat: int) -> int:
        return self.seats[seat].user_id

    @property
    def waited_for(self) -> list[SeatRecord]:
        """The seats the current position waits for, whoever plays them."""
        return [self.seats[seat] for seat in self.position.prompt.actors]

    @property
    def may_act_off_turn(self) -> list[SeatRecord]:
        """The seats that may act now although the game doesn't wait for them."""
        prompt = self.position.prompt
        return [self.seats[seat] for seat in prompt.may_act if seat not in prompt.actors]

    @property
    def position(self) -> Position:
        """The current state's derived facts, worked out once however often they are asked."""
        if self._position is None or self._position.state is not self.state:
            self._position = Position(self.game, self.state)
        return self._position

    @property
    def prompt(self) -> Prompt:
        """The game's prompt, with the take-back controls while an offer stands."""
        prompt = self.position.prompt
        offer = self.take_back
        if offer is None or offer.version != self.version:
            return prompt
        return replace(prompt, actions=(*prompt.actions, *offer.controls(self.seats)))

    def move_to(self, position: Position, version: int) -> None:
        """Take on a committed position (whose facts may already be worked out); any offer
        to take back the choice before it lapses."""
        self.state = position.state
        self._position = position
        self.version = version
        self.since = datetime.now(UTC)
        self.take_back = None

    @property
    def language(self) -> str:
        """The table's language: its public posts', its boards' and its direct messages'."""
        return record_language(self.record)

    def public_view(self) -> View:
        return self.position.view(None, self.language)

    def private_view(self, seat: int, language: str | None = None) -> View:
        """``seat``'s view, its picture in ``language`` (the reader's; the table's by default)."""
        return self.position.view(seat, language or self.language)

    def frame(self, lines: Sequence[str], kept: Sequence[str] | None = None) -> Frame:
        """The public picture of this game for the channel; ``kept`` are ``lines`` as the
        turn's story keeps them once the turn is over (None: the same). The platform's own
        lines are worded here in the table's language, once, before the story keeps them."""
        language = self.language
        lines = [worded(line, language) for line in lines]
        kept = None if kept is None else [worded(line, language) for line in kept]
        return Frame(
            record=self.record,
            seats=tuple(self.seats),
            game_name=self.game.name,
            version=self.version,
            view=self.public_view(),
            prompt=self.prompt,
            lines=tuple(lines),
            outcome=self.position.outcome,
            kept_lines=None if kept is None else tuple(kept),
        )


@dataclass(frozen=True)
class Frame:
    """Everything a public post may use: built from the public view, never from the state."""

    record: GameRecord
    seats: tuple[SeatRecord, ...]
    game_name: str
    version: int
    view: View
    prompt: Prompt
    lines: tuple[str, ...]
    outcome: Outcome | None = None
    turn: TurnPlan | None = None
    """Whether this frame edits the turn's message or posts a new one (set by the host)."""
    kept_lines: tuple[str, ...] | None = None
    """``lines`` as the turn's story keeps them once the turn is over (None: the same)."""

    @property
    def actors(self) -> list[SeatRecord]:
        """The seats the game waits for, whoever plays them."""
        return [self.seats[seat] for seat in self.prompt.actors]

    @property
    def actor_ids(self) -> list[int]:
        """The people the game waits for (mentioned, watched for idleness); never a computer."""
        return [seat.user_id for seat in self.actors if seat.person]

    @property
    def answered_names(self) -> list[str]:
        """Who has answered the open simultaneous or group decision (never what)."""
        return [self.seats[seat].name for seat in self.prompt.answered]
