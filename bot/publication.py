"""Showing a committed position: the turn's message, changed secrets and private lines.

A Discord failure never undoes a commit: what could not be shown is logged, and ``/game status``
or the next move shows the game again. The ``Table`` (``bot.table_port``) is where it is
shown (the cogs implement it), which keeps the pipeline testable with a fake table.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from bot.engine import Event
from bot.live import Frame, LiveGame
from bot.position import Position
from bot.secret_news import private_notes, secret_changed, secret_news, secret_of
from bot.store import Store
from bot.table_port import Table
from bot.turns import TurnMessage, TurnPlan, kept_lines, plan_turn
from bot.workers import WorkerTimeout

log = logging.getLogger(__name__)


def changed_secrets(live: LiveGame, position: Position) -> list[int]:
    """Seats whose secret at ``position`` differs from the last one they were sent."""
    return [
        seat.seat
        for seat in live.seats
        if secret_changed(live.secrets.get(seat.seat), position.view(seat.seat))
    ]


class Publisher:
    """Shows each committed position of every game, then hands the game back: ``going_on``
    for a game that waits for its next input (its clocks start again), ``over`` for one that
    ended. Publication knows neither the clocks nor the pipeline, only these two callbacks."""

    def __init__(
        self,
        store: Store,
        table: Table,
        going_on: Callable[[LiveGame], None],
        over: Callable[[int], None],
    ) -> None:
        self.store = store
        self.table = table
        self._going_on = going_on
        self._over = over
        self._recaps: set[asyncio.Task[None]] = set()

    async def after(
        self, live: LiveGame, events: Sequence[Event], *, acting: int | None = None
    ) -> tuple[str, ...]:
        """Show what happened; return the private lines meant for the seat that acted, whose
        reply carries them. Another seat's private lines go to it alone: inside the DM of its
        changed secret, or on their own when its secret stayed the same."""
        changed = changed_secrets(live, live.position)
        notes = private_notes(events)
        others = {seat: lines for seat, lines in notes.items() if seat != acting}
        frame = await self.publish(
            live,
            [e.text for e in events],
            changed_secrets=changed,
            notes=others,
            kept=kept_lines(events),
        )
        for seat, lines in others.items():
            if seat in changed or not 0 <= seat < len(live.seats) or not live.seats[seat].person:
                continue
            try:
                await self.table.tell(frame, live.user_of(seat), tuple(lines))
            except Exception:
                log.exception("Telling a private line in game %s failed", live.record.id)
        return tuple(notes.get(acting, ())) if acting is not None else ()

    async def publish(
        self,
        live: LiveGame,
        lines: Sequence[str],
        *,
        changed_secrets: Sequence[int],
        notes: Mapping[int, Sequence[str]] | None = None,
        kept: Sequence[str] | None = None,
    ) -> Frame:
        """Show the table and send changed secrets; a Discord failure never undoes a commit."""
        frame = live.frame(lines, kept)
        try:
            if frame.outcome is not None:
                await self.table.game_over(frame)
            else:
                frame = replace(frame, turn=self._plan_turn(live, frame))
                message_id = await self.table.show(frame)
                if message_id is not None and frame.turn is not None:
                    turn = frame.turn.shown_as(message_id)
                    await self._remember_turn(live, turn, shown=frame.turn.posts)
        except Exception:
            log.exception("Showing game %s failed; /game status still shows it", live.record.id)
        await self.send_secrets(live, frame, changed_secrets, notes)
        live.position.keep_public_views_only()
        if frame.outcome is not None:
            self._over(live.record.id)
            self._recaps.add(asyncio.create_task(self._recap(live, frame)))
        else:
            self._going_on(live)
        return frame

    async def send_secrets(
        self,
        live: LiveGame,
        frame: Frame,
        seats: Sequence[int],
        notes: Mapping[int, Sequence[str]] | None = None,
    ) -> None:
        """Send each seat what changed in its secret; the outbox forgets it only once it went
        out (a DM, or the closed-DM notice in the thread)."""
        for seat in seats:
            view = live.position.view(seat)
            news = secret_news(live.secrets.get(seat), view, (notes or {}).get(seat, ()))
            live.secrets[seat] = secret_of(view)
            try:
                if live.seats[seat].person:  # a computer or an empty seat is never sent a DM
                    await self.table.send_secret(
                        frame, live.user_of(seat), replace(view, private=news)
                    )
                await self.store.secret_delivered(live.record.id, seat, live.version)
            except Exception:
                log.exception("Sending a secret in game %s failed", live.record.id)

    async def _recap(self, live: LiveGame, frame: Frame) -> None:
        """The game in pictures, after its Game over, without holding anything up."""
        game_id = live.record.id
        try:
            events = await self.store.events(game_id)
            positions = await self.store.turn_positions(game_id)
            last = await self.store.snapshot(game_id)
            if last is not None:
                positions.append(last[1])
            players = [player.name for player in frame.view.players]
            await self.table.recap(
                frame, players, [(e.seat, e.action_id) for e in events], positions
            )
        except WorkerTimeout as error:
            log.warning("The recap of game %s was not drawn: %s", game_id, error)
        except Exception:
            log.exception("The recap of game %s could not be shown", game_id)
        finally:
            await self._forget_positions(game_id)
            current = asyncio.current_task()
            if current is not None:
                self._recaps.discard(current)  # type: ignore[arg-type]

    async def _forget_positions(self, game_id: int) -> None:
        """The recap had its one try: the positions kept for it can go."""
        try:
            await self.store.forget_turn_positions(game_id)
        except Exception:
            log.exception("The turn positions of game %s could not be deleted", game_id)

    def _plan_turn(self, live: LiveGame, frame: Frame) -> TurnPlan:
        return plan_turn(
            live.turn,
            owner=frame.view.active,
            waiting=frame.prompt.actors,
            lines=frame.lines,
            timed=live.position.deadline is not None,
            board=self.table.board_key(frame.view),
            kept_lines=frame.kept_lines,
        )

    async def _remember_turn(self, live: LiveGame, turn: TurnMessage, *, shown: bool) -> None:
        """Save the turn's message, so a restart edits it again. A post is shown once sent; an
        edit lands later, and the table records its position then (``prompt_version``)."""
        live.turn = turn
        version = live.version if shown else None
        await self.store.set_turn_message(live.record.id, turn.message_id, turn.to_json(), version)
        live.record = replace(
            live.record,
            prompt_message_id=turn.message_id,
            prompt_version=live.version if shown else live.record.prompt_version,
            turn_json=turn.to_json(),
        )

    async def recall_turn(self, live: LiveGame) -> None:
        """Tell the table what the saved turn message shows, as the saved position draws it."""
        if live.turn is None:
            return
        frame = live.frame(())
        try:
            await self.table.recall(replace(frame, turn=self._plan_turn(live, frame)))
        except Exception:
            log.exception("Recalling the turn message of game %s failed", live.record.id)
