"""The leak checker: every public write in a game's thread against the secrets seats hold.

It reads the requests the bot made, in order, and sorts each write into private (a DM about
this game, an ephemeral reply to one player) or public (a post, edit or interaction reply in
the thread). Private writes go to the game's secret tracker, which learns each seat's secrets
from them; every public text, embed and attachment name is checked against the secrets held
*at that moment*.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tests.e2e.harness import World
from tests.e2e.strategies import SecretTracker

from .db import seat_rows
from .writes import Write, WriteReader

STORY_PARTS = re.compile(r"\n| · ")
"""What separates the events of a turn message's story, and its lines."""


@dataclass
class Leak:
    at: float
    where: str
    text: str
    seat: int
    secret: str

    @property
    def card(self) -> str:
        return self.secret

    def __str__(self) -> str:
        return f"{self.where} names seat {self.seat}'s secret {self.secret!r}: {self.text!r}"


@dataclass
class LeakChecker:
    world: World
    game_id: int
    thread_id: int
    tracker: SecretTracker = field(default_factory=SecretTracker)
    seats: list[tuple[int, int, str]] = field(default_factory=list)
    leaks: list[Leak] = field(default_factory=list)
    checked: int = 0
    _seen: int = 0
    _reader: WriteReader | None = None
    _texts: dict[int, str] = field(default_factory=dict)
    """The last text of each thread message, to tell what an edit adds."""

    def update(self) -> None:
        """Process the requests the bot made since the last call."""
        requests = self.world.fake.requests
        if self._reader is None:
            self._reader = WriteReader(self.world.fake)
        while self._seen < len(requests):
            record = requests[self._seen]
            self._seen += 1
            for write in self._reader.writes(record):
                if write.audience is None and write.channel_id == self.thread_id:
                    text = self._news(write)
                    self._check_public(record.at, f"{record.method} {record.path}", text)
                elif write.audience is not None:
                    self._private(write)

    def secrets_of(self, seat: int) -> set[str]:
        self.update()
        return self.tracker.secrets().get(seat, set())

    def assert_clean(self) -> None:
        self.update()
        assert not self.leaks, "secrets in public:\n" + "\n".join(map(str, self.leaks))
        assert not self.tracker.problems, "public rulings against the secrets held:\n" + (
            "\n".join(self.tracker.problems)
        )
        assert self.checked > 0, "no public message was checked"

    # -- judging them ------------------------------------------------------------------------

    def _news(self, write: Write) -> str:
        """What a thread write adds: an edit of a turn message repeats its story so far, which
        was checked when it was new (a card named then may be secret again by now)."""
        record = write.record
        parts = record.path.strip("/").split("/")
        if record.method == "PATCH" and len(parts) == 4:
            message_id = int(parts[3])
        elif isinstance(record.reply, dict) and "id" in record.reply:
            message_id = int(record.reply["id"])
        else:
            return write.text
        before = set(STORY_PARTS.split(self._texts.get(message_id, "")))
        self._texts[message_id] = write.text
        return "\n".join(part for part in STORY_PARTS.split(write.text) if part not in before)

    def _seat_by_user(self, user_id: int) -> int | None:
        if not self.seats:
            self.seats = seat_rows(self.world, self.game_id)
        return next((s for s, u, _ in self.seats if u == user_id), None)

    def _private(self, write: Write) -> None:
        """A DM linking this game's thread, or an ephemeral reply in it, to one player."""
        seat = self._seat_by_user(write.audience or 0)
        if seat is None:
            return
        about_this_game = any(
            line.rstrip().endswith(f"/{self.thread_id}") for line in write.text.splitlines()
        )
        if write.channel_id != self.thread_id and not about_this_game:
            return
        self.tracker.told(seat, write.text)

    def _check_public(self, at: float, where: str, text: str) -> None:
        if not text:
            return
        self.checked += 1
        if not self.seats:
            self.seats = seat_rows(self.world, self.game_id)
        names = {s: n for s, _, n in self.seats}
        stripped = self.tracker.shown(text, names)
        for marker in self.tracker.private_markers:
            if marker in text:
                self.leaks.append(Leak(at, where, text, -1, marker))
        for seat, secrets in self.tracker.secrets().items():
            for secret in sorted(secrets):
                if re.search(rf"\b{re.escape(secret)}\b", stripped):
                    self.leaks.append(Leak(at, where, text, seat, secret))
