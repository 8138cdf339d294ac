"""Where a running game is shown: the port the Discord side (the cogs) implements.

It sits below the pipeline, publication and the scheduler so that each of them can name the
table without importing another: the platform's imports run one way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bot.engine import View
from bot.live import Frame


class Table(Protocol):
    """Where the host shows a game: the Discord side implements it."""

    def board_key(self, view: View) -> str:
        """The key of the board image the table shows for the public ``view``: equal keys,
        equal images (``bot.turns.board_key`` of what the game's board draws of it)."""

    async def show(self, frame: Frame) -> int | None:
        """Show the table (board image, the turn's story, who acts, controls) as
        ``frame.turn`` plans it: an edit of the turn's message or a new post; the message id."""

    async def send_secret(self, frame: Frame, user_id: int, private: View) -> None:
        """Tell one player what changed in their secret (``private.private``), by DM with a
        fallback in the thread."""

    async def tell(self, frame: Frame, user_id: int, lines: tuple[str, ...]) -> None:
        """Give one player private lines of what just happened (a secret peek), by DM."""

    async def recall(self, frame: Frame) -> None:
        """After a restart: learn what the turn's message (``frame.turn.edit``) shows, sending
        nothing, so that retiring it later leaves the text and board it keeps after its turn."""

    async def game_over(self, frame: Frame) -> None:
        """Announce the result and retire the prompts."""

    async def warn_idle(self, frame: Frame) -> None:
        """Remind the players the game waits for (``frame.actor_ids``)."""

    async def offer_idle_choice(self, frame: Frame) -> None:
        """Let the other players skip or remove the players the game still waits for."""

    async def seat_left(self, frame: Frame, seat: int, text: str) -> None:
        """Say that ``seat``'s person has gone (``text``) and offer to hand it to a computer."""

    async def recap(
        self,
        frame: Frame,
        players: Sequence[str],
        log: Sequence[tuple[int | None, str]],
        positions: Sequence[str] = (),
    ) -> None:
        """After Game over: the game in pictures, drawn from its saved ``positions`` (the
        turn ends kept, then the last), or, for a game that has none, replayed from its setup
        (``players``, the record's seed and options) and its event log ``log``."""

    async def abandoned(self, frame: Frame, reason: str) -> None:
        """Say the game ended early, and why, and retire the prompts."""
