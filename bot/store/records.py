"""What the store hands out and what it raises, the same whichever database is behind it."""

from __future__ import annotations

from dataclasses import dataclass

ACTIVE = ("lobby", "running")


class StoreError(Exception):
    """The database can't be opened or read; the message is one sentence for the operator."""


class DatabaseUnavailable(StoreError):
    """The database went away while the bot runs (a file deleted, a server out of reach)."""


class StaleVersion(Exception):
    """The snapshot moved on since it was read: the action was decided on an old position."""


class GameNotRunning(StaleVersion):
    """The game ended (or was never started) before this write: nothing may be saved over it."""


class DuplicateInteraction(Exception):
    """This interaction was already applied once."""


class Conflict(Exception):
    """A backend's unique-key violation, so shared code can tell it apart without its driver."""


@dataclass(frozen=True)
class GameRecord:
    id: int
    game_key: str
    guild_id: int
    parent_id: int
    channel_id: int
    host_id: int
    status: str
    seed: int
    lobby_message_id: int | None
    prompt_message_id: int | None
    created_at: str
    updated_at: str
    prompt_version: int | None = None
    options_json: str = "{}"
    turn_json: str | None = None
    rematch_id: int | None = None


PERSON, COMPUTER, VACANT = "person", "computer", "vacant"
"""Who plays a seat: a Discord member, a computer, or nobody (a person left a running game)."""


@dataclass(frozen=True)
class SeatRecord:
    """One seat; a computer's or an empty seat's ``user_id`` is negative (no Discord user)."""

    seat: int
    user_id: int
    name: str
    player: str = PERSON

    @property
    def person(self) -> bool:
        return self.player == PERSON

    @property
    def computer(self) -> bool:
        return self.player == COMPUTER

    @property
    def vacant(self) -> bool:
        return self.player == VACANT


@dataclass(frozen=True)
class EventRecord:
    version: int
    seat: int | None
    action_id: str
    interaction_id: int | None
