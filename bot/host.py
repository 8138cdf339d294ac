"""The one pipeline every action goes through: lock, check, apply, persist, then show it.

The host knows nothing of Discord: it talks to a ``Table`` (implemented by the cogs) that posts
prompts, secrets and results. That keeps the pipeline testable with a fake table.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from bot.engine import (
    EXPIRE,
    REMOVE,
    SKIP,
    Action,
    Event,
    Game,
    GameDataError,
    IllegalAction,
    Outcome,
    Prompt,
    View,
    dumps_state,
    get_game,
    loads_state,
)
from bot.secret_news import private_notes, secret_changed, secret_news, secret_of
from bot.store import (
    DuplicateInteraction,
    GameRecord,
    SeatRecord,
    StaleVersion,
    Store,
)
from bot.turns import TurnMessage, TurnPlan, board_key, plan_turn

log = logging.getLogger(__name__)

NO_GAME = "There is no game in this channel; start one with /game new."
NOT_STARTED = "This game hasn't started yet; the host starts it with Start."
ENDED = "This game has ended."
NOT_SEATED = "You are not playing in this game."
OUT_OF_DATE = "This prompt is out of date; use the newest one below."
NOT_SAVED = "The game could not be saved, so nothing changed; please try again."


@dataclass(frozen=True)
class Reply:
    """What to tell the person who asked: ``ok`` False means a refusal that changed nothing."""

    ok: bool
    message: str = ""


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

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None

    def user_of(self, seat: int) -> int:
        return self.seats[seat].user_id

    def public_view(self) -> View:
        return self.game.view(self.state, None)

    def private_view(self, seat: int) -> View:
        return self.game.view(self.state, seat)

    def frame(self, lines: Sequence[str]) -> Frame:
        """The public picture of this game for the channel."""
        return Frame(
            record=self.record,
            seats=tuple(self.seats),
            game_name=self.game.name,
            version=self.version,
            view=self.public_view(),
            prompt=self.game.prompt(self.state),
            lines=tuple(lines),
            outcome=self.game.outcome(self.state),
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

    @property
    def actor_ids(self) -> list[int]:
        return [self.seats[seat].user_id for seat in self.prompt.actors]


class Table(Protocol):
    """Where the host shows a game: the Discord side implements it."""

    async def show(self, frame: Frame) -> int | None:
        """Show the table (board image, the turn's story, who acts, controls) as
        ``frame.turn`` plans it: an edit of the turn's message or a new post; the message id."""

    async def send_secret(self, frame: Frame, user_id: int, private: View) -> None:
        """Tell one player what changed in their secret (``private.private``), by DM with a
        fallback in the thread."""

    async def game_over(self, frame: Frame) -> None:
        """Announce the result and retire the prompts."""

    async def warn_idle(self, frame: Frame) -> None:
        """Remind the players the game waits for (``frame.actor_ids``)."""

    async def offer_idle_choice(self, frame: Frame) -> None:
        """Let the other players skip or remove the players the game still waits for."""

    async def abandoned(self, frame: Frame, reason: str) -> None:
        """Say the game ended early, and why, and retire the prompts."""


class Host:
    """Owns the running games: one lock per game, the store as the truth, a cache in front."""

    def __init__(
        self,
        store: Store,
        table: Table,
        *,
        callout_seconds: float = 60.0,
        idle_warn_seconds: float = 600.0,
        idle_kick_seconds: float = 600.0,
    ) -> None:
        self.store = store
        self.table = table
        self.callout_seconds = callout_seconds
        self.idle_warn_seconds = idle_warn_seconds
        self.idle_kick_seconds = idle_kick_seconds
        self._locks: dict[int, asyncio.Lock] = {}
        self._live: dict[int, LiveGame] = {}
        self._timers: dict[int, asyncio.Task[None]] = {}
        self._idle_watch: dict[int, asyncio.Task[None]] = {}
        self._recent_interactions: OrderedDict[int, None] = OrderedDict()

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    # -- loading -------------------------------------------------------------------------------

    async def live(self, record: GameRecord) -> LiveGame:
        """The running game, from the cache or rebuilt from its snapshot."""
        cached = self._live.get(record.id)
        if cached is not None:
            return cached
        game = get_game(record.game_key)
        snapshot = await self.store.snapshot(record.id)
        if snapshot is None:
            raise GameDataError(f"Game {record.id} has no saved position.")
        version, text = snapshot
        state = loads_state(game, text)
        seats = await self.store.seats(record.id)
        live = LiveGame(record, seats, game, state, version)
        live.secrets = {s.seat: secret_of(game.view(state, s.seat)) for s in seats}
        live.turn = TurnMessage.from_json(record.prompt_message_id, record.turn_json)
        self._live[record.id] = live
        return live

    async def resume_all(self) -> int:
        """At start-up: load every running game so its prompt and timers work again."""
        resumed = 0
        for record in await self.store.games_with_status(["running"]):
            try:
                live = await self.live(record)
            except (GameDataError, KeyError) as error:
                log.error("Game %s can't be resumed and is left as it is: %s", record.id, error)
                continue
            if record.prompt_version != live.version:
                # Stopped between saving and posting: show the saved position, resend secrets.
                lines = ["The table is back after a restart; here is where the game stands."]
                everyone = [seat.seat for seat in live.seats]
                await self._publish(live, lines, changed_secrets=everyone)
            else:
                self._arm_timer(live)
                self._watch_idle(live)
            resumed += 1
        return resumed

    def forget(self, game_id: int) -> None:
        self._live.pop(game_id, None)
        for timers in (self._timers, self._idle_watch):
            timer = timers.pop(game_id, None)
            if timer is not None and timer is not asyncio.current_task():
                timer.cancel()

    # -- starting ------------------------------------------------------------------------------

    async def begin(self, record: GameRecord, seats: list[SeatRecord]) -> LiveGame:
        """Deal the game from the lobby's seats, save version 0, show the table, send secrets."""
        game = get_game(record.game_key)
        state = game.setup([s.name for s in seats], record.seed, {})
        await self.store.start(record.id, dumps_state(game, state))
        fresh = await self.store.game(record.id)
        live = LiveGame(fresh or record, seats, game, state, 0)
        self._live[record.id] = live
        opening = game.opening_lines(state)
        await self._publish(live, opening, changed_secrets=[s.seat for s in seats])
        return live

    # -- acting --------------------------------------------------------------------------------

    async def act(
        self,
        record: GameRecord | None,
        user_id: int,
        action_id: str,
        *,
        interaction_id: int | None = None,
        version: int | None = None,
    ) -> Reply:
        """Apply one player's action; a refusal says why in one sentence and changes nothing."""
        refusal = _refuse_status(record)
        if refusal or record is None:
            return Reply(False, refusal or NO_GAME)
        if interaction_id is not None and interaction_id in self._recent_interactions:
            return Reply(True, "")
        async with self.lock(record.id):
            try:
                live = await self.live(record)
            except (GameDataError, KeyError) as error:
                log.error("Game %s can't be loaded: %s", record.id, error)
                return Reply(False, "This game's saved data is damaged, so it can't go on.")
            if live.record.status != "running":
                return Reply(False, ENDED)
            seat = live.seat_of(user_id)
            if seat is None:
                return Reply(False, NOT_SEATED)
            if version is not None and not await self._prompt_still_valid(
                live, seat, action_id, version
            ):
                return Reply(False, OUT_OF_DATE)
            if interaction_id is not None and await self.store.interaction_applied(interaction_id):
                return Reply(True, "")
            try:
                state, events = live.game.apply(live.state, seat, action_id)
            except IllegalAction as error:
                return Reply(False, str(error))
            saved = await self._commit(live, seat, action_id, interaction_id, state)
            if not saved:
                return Reply(False, NOT_SAVED)
            if interaction_id is not None:
                self._remember(interaction_id)
            await self._after(live, events)
        return Reply(True, _summary(events))

    async def expire(self, game_id: int, version: int) -> bool:
        """Close a timed phase if the game is still where the timer left it."""
        record = await self.store.game(game_id)
        if record is None or record.status != "running":
            return False
        async with self.lock(game_id):
            live = await self.live(record)
            if live.version != version or live.game.deadline(live.state) is None:
                return False
            try:
                state, events = live.game.expire(live.state)
            except IllegalAction:
                return False
            if not await self._commit(live, None, EXPIRE, None, state):
                return False
            await self._after(live, events)
        return True

    async def idle_action(
        self, record: GameRecord | None, user_id: int, op: str, target: int, version: int
    ) -> Reply:
        """Another player skips or removes a player the game has waited on for too long."""
        refusal = _refuse_status(record)
        if refusal or record is None:
            return Reply(False, refusal or NO_GAME)
        async with self.lock(record.id):
            live = await self.live(record)
            seat = live.seat_of(user_id)
            if seat is None:
                return Reply(False, NOT_SEATED)
            if seat == target:
                return Reply(False, "You can't skip or remove yourself; just take your turn.")
            if version != live.version:
                return Reply(False, "That player has acted since, so there is nothing to skip.")
            if target not in live.game.prompt(live.state).actors:
                return Reply(False, "That player isn't holding up the game.")
            name = live.seats[target].name
            change = live.game.skip_turn if op == SKIP else live.game.remove_player
            try:
                state, events = change(live.state, target)
            except IllegalAction as error:
                if op != REMOVE:
                    return Reply(False, str(error))
                await self.store.set_status(record.id, "abandoned")
                live.record = _with_status(live.record, "abandoned")
                reason = f"{name} was removed, and {error}"
                await self.table.abandoned(live.frame(()), reason)
                self.forget(record.id)
                return Reply(True, reason)
            if not await self._commit(live, None, f"{op}:{target}", None, state):
                return Reply(False, NOT_SAVED)
            await self._after(live, events)
        return Reply(True, _summary(events))

    async def end(self, record: GameRecord, reason: str) -> None:
        """Abandon a game (``/game end``): it stays in the database, its prompts stop working."""
        async with self.lock(record.id):
            await self.store.set_status(record.id, "abandoned")
            live = self._live.get(record.id)
            if live is not None:
                live.record = _with_status(live.record, "abandoned")
            self.forget(record.id)

    def legal_actions(self, live: LiveGame, user_id: int) -> list[Action]:
        seat = live.seat_of(user_id)
        if seat is None or live.record.status != "running":
            return []
        return live.game.legal_actions(live.state, seat)

    # -- internals -----------------------------------------------------------------------------

    async def _prompt_still_valid(
        self, live: LiveGame, seat: int, action_id: str, version: int
    ) -> bool:
        """A click on an older prompt counts only if that seat has not acted since and the
        action is still legal: two players may pass on one prompt, but a double click or an old
        turn's button does nothing."""
        if version == live.version:
            return True
        if version > live.version or await self.store.seat_acted_since(
            live.record.id, seat, version
        ):
            return False
        return any(a.id == action_id for a in live.game.legal_actions(live.state, seat))

    async def _commit(
        self,
        live: LiveGame,
        seat: int | None,
        action_id: str,
        interaction_id: int | None,
        state: Any,
    ) -> bool:
        finished = live.game.outcome(state) is not None
        status = "finished" if finished else "running"
        try:
            version = await self.store.commit_action(
                live.record.id,
                expected_version=live.version,
                seat=seat,
                action_id=action_id,
                interaction_id=interaction_id,
                state_json=dumps_state(live.game, state),
                status=status,
            )
        except DuplicateInteraction:
            return False
        except StaleVersion:
            log.warning("Game %s moved on under us; reloading it", live.record.id)
            self._live.pop(live.record.id, None)
            return False
        except Exception:
            log.exception("Saving game %s failed; the action was not applied", live.record.id)
            return False
        live.state = state
        live.version = version
        live.record = _with_status(live.record, status)
        return True

    async def _after(self, live: LiveGame, events: Sequence[Event]) -> None:
        changed = [
            seat.seat
            for seat in live.seats
            if secret_changed(live.secrets.get(seat.seat), live.private_view(seat.seat))
        ]
        await self._publish(
            live, [e.text for e in events], changed_secrets=changed, notes=private_notes(events)
        )

    async def _publish(
        self,
        live: LiveGame,
        lines: Sequence[str],
        *,
        changed_secrets: Sequence[int],
        notes: Mapping[int, Sequence[str]] | None = None,
    ) -> None:
        """Show the table and send changed secrets; a Discord failure never undoes a commit."""
        frame = live.frame(lines)
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
        for seat in changed_secrets:
            view = live.game.view(live.state, seat)
            news = secret_news(live.secrets.get(seat), view, (notes or {}).get(seat, ()))
            live.secrets[seat] = secret_of(view)
            try:
                await self.table.send_secret(frame, live.user_of(seat), replace(view, private=news))
            except Exception:
                log.exception("Sending a secret in game %s failed", live.record.id)
        if frame.outcome is not None:
            self.forget(live.record.id)
        else:
            self._arm_timer(live)
            self._watch_idle(live)

    def _plan_turn(self, live: LiveGame, frame: Frame) -> TurnPlan:
        return plan_turn(
            live.turn,
            owner=frame.view.active,
            waiting=frame.prompt.actors,
            lines=frame.lines,
            timed=live.game.deadline(live.state) is not None,
            board=board_key(frame.view),
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

    def _arm_timer(self, live: LiveGame) -> None:
        old = self._timers.pop(live.record.id, None)
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        if live.game.deadline(live.state) is None:
            return
        self._timers[live.record.id] = asyncio.create_task(
            self._expire_later(live.record.id, live.version, self.callout_seconds),
            name=f"expire-game-{live.record.id}",
        )

    def _watch_idle(self, live: LiveGame) -> None:
        old = self._idle_watch.pop(live.record.id, None)
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        self._idle_watch[live.record.id] = asyncio.create_task(
            self._idle_later(live.record.id, live.version), name=f"idle-game-{live.record.id}"
        )

    async def _idle_later(self, game_id: int, version: int) -> None:
        """Warn the players the game waits for, then let the others move past them."""
        try:
            await asyncio.sleep(self.idle_warn_seconds)
            live = self._live.get(game_id)
            if live is None or live.version != version:
                return
            await self.table.warn_idle(live.frame(()))
            await asyncio.sleep(self.idle_kick_seconds)
            live = self._live.get(game_id)
            if live is None or live.version != version:
                return
            await self.table.offer_idle_choice(live.frame(()))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("Watching game %s for idle players failed", game_id)

    async def _expire_later(self, game_id: int, version: int, delay: float) -> None:
        await asyncio.sleep(delay)
        try:
            await self.expire(game_id, version)
        except Exception:
            log.exception("Closing the timed phase of game %s failed", game_id)

    def _remember(self, interaction_id: int) -> None:
        self._recent_interactions[interaction_id] = None
        while len(self._recent_interactions) > 4096:
            self._recent_interactions.popitem(last=False)

    async def close(self) -> None:
        for timers in (self._timers, self._idle_watch):
            for timer in timers.values():
                timer.cancel()
            timers.clear()


def _refuse_status(record: GameRecord | None) -> str | None:
    if record is None:
        return NO_GAME
    if record.status == "lobby":
        return NOT_STARTED
    if record.status in ("finished", "abandoned"):
        return ENDED
    return None


def _with_status(record: GameRecord, status: str) -> GameRecord:
    return replace(record, status=status)


def _summary(events: Sequence[Event]) -> str:
    return " ".join(event.text for event in events)[:1900]
