"""The one pipeline every action goes through: lock, check, apply, persist, then show it.

The host knows nothing of Discord: it talks to a ``Table`` (implemented by the cogs) that posts
prompts, secrets and results. That keeps the pipeline testable with a fake table.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Protocol

from bot.catalog import Catalog
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
    loads_state,
)
from bot.position import Position
from bot.secret_news import private_notes, secret_changed, secret_news, secret_of
from bot.store import (
    DatabaseUnavailable,
    DuplicateInteraction,
    GameRecord,
    SeatRecord,
    StaleVersion,
    Store,
)
from bot.turns import TurnMessage, TurnPlan, board_key, kept_lines, plan_turn

log = logging.getLogger(__name__)

NO_GAME = "There is no game in this channel; start one with /game new."
NOT_STARTED = "This game hasn't started yet; the host starts it with Start."
ENDED = "This game has ended."
NOT_SEATED = "You are not playing in this game."
OUT_OF_DATE = "This prompt is out of date; use the newest one below."
NOT_YOURS = "These choices belong to another player; open your own with the prompt's button."
NOT_SAVED = "The game could not be saved, so nothing changed; please try again."
DAMAGED = "This game's saved data is damaged, so it can't go on."
ACT = "act"
"""An ``Input`` kind: a seated player's action (the others are EXPIRE, SKIP and REMOVE)."""
STILL_HAS_TIME = "That player still has time to act; wait until the table offers to skip them."


@dataclass(frozen=True)
class Reply:
    """What to tell the person who asked: ``ok`` False means a refusal that changed nothing.

    ``private`` holds the lines only the person who acted may read (a secret peek); the caller
    shows them to that person alone.
    """

    ok: bool
    message: str = ""
    private: tuple[str, ...] = ()


@dataclass(frozen=True)
class Input:
    """One thing that may change a game: a player's action (``ACT``), the clock closing a
    timed phase (``EXPIRE``), or the table moving past an idle ``target`` (``SKIP``/``REMOVE``).
    ``version`` is the position the input was decided on."""

    kind: str
    user_id: int | None = None
    action_id: str = ""
    version: int | None = None
    interaction_id: int | None = None
    target: int | None = None
    for_seat: int | None = None


Change = tuple[int | None, str, Any, list[Event]]
"""What an accepted input does: the seat and action id to log, the new state, its events."""


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
    _position: Position | None = field(default=None, init=False, repr=False, compare=False)

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None

    def user_of(self, seat: int) -> int:
        return self.seats[seat].user_id

    @property
    def position(self) -> Position:
        """The current state's derived facts, worked out once however often they are asked."""
        if self._position is None or self._position.state is not self.state:
            self._position = Position(self.game, self.state)
        return self._position

    def move_to(self, position: Position, version: int) -> None:
        """Take on a committed position (whose facts may already be worked out)."""
        self.state = position.state
        self._position = position
        self.version = version

    def public_view(self) -> View:
        return self.position.view(None)

    def private_view(self, seat: int) -> View:
        return self.position.view(seat)

    def frame(self, lines: Sequence[str], kept: Sequence[str] | None = None) -> Frame:
        """The public picture of this game for the channel; ``kept`` are ``lines`` as the
        turn's story keeps them once the turn is over (None: the same)."""
        return Frame(
            record=self.record,
            seats=tuple(self.seats),
            game_name=self.game.name,
            version=self.version,
            view=self.public_view(),
            prompt=self.position.prompt,
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
    def actor_ids(self) -> list[int]:
        """The players the game waits for (mentioned, watched for idleness)."""
        return [self.seats[seat].user_id for seat in self.prompt.actors]

    @property
    def answered_names(self) -> list[str]:
        """Who has answered the open simultaneous or group decision (never what)."""
        return [self.seats[seat].name for seat in self.prompt.answered]


class Table(Protocol):
    """Where the host shows a game: the Discord side implements it."""

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

    async def abandoned(self, frame: Frame, reason: str) -> None:
        """Say the game ended early, and why, and retire the prompts."""


class Host:
    """Owns the running games: one lock per game, the store as the truth, a cache in front."""

    def __init__(
        self,
        store: Store,
        table: Table,
        games: Catalog,
        *,
        callout_seconds: float = 60.0,
        idle_warn_seconds: float = 600.0,
        idle_kick_seconds: float = 600.0,
    ) -> None:
        self.store = store
        self.table = table
        self.games = games
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
        game = self.games.rules(record.game_key)
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
            owed = await self.store.secrets_owed(record.id)
            await self._recall_turn(live)
            if record.prompt_version != live.version:
                # Stopped between saving and posting: show the saved position, send owed secrets.
                lines = ["The table is back after a restart; here is where the game stands."]
                await self._publish(live, lines, changed_secrets=owed)
            else:
                # Stopped after posting but maybe before every DM went out.
                await self._send_secrets(live, live.frame(()), owed)
                self._arm_timer(live)
                self._watch_idle(live)
            resumed += 1
        return resumed

    async def _recall_turn(self, live: LiveGame) -> None:
        """Tell the table what the saved turn message shows, as the saved position draws it."""
        if live.turn is None:
            return
        frame = live.frame(())
        try:
            await self.table.recall(replace(frame, turn=self._plan_turn(live, frame)))
        except Exception:
            log.exception("Recalling the turn message of game %s failed", live.record.id)

    def forget(self, game_id: int) -> None:
        self._live.pop(game_id, None)
        for timers in (self._timers, self._idle_watch):
            timer = timers.pop(game_id, None)
            if timer is not None and timer is not asyncio.current_task():
                timer.cancel()

    # -- starting ------------------------------------------------------------------------------

    async def begin(self, record: GameRecord, seats: list[SeatRecord]) -> LiveGame:
        """Deal the game from the lobby's seats, save version 0, show the table, send secrets."""
        game = self.games.rules(record.game_key)
        options = json.loads(record.options_json or "{}")
        state = game.setup([s.name for s in seats], record.seed, options)
        everyone = [s.seat for s in seats]
        await self.store.start(record.id, dumps_state(game, state), secret_seats=everyone)
        fresh = await self.store.game(record.id)
        live = LiveGame(fresh or record, seats, game, state, 0)
        self._live[record.id] = live
        opening = game.opening_lines(state)
        await self._publish(live, opening, changed_secrets=everyone)
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
        for_seat: int | None = None,
    ) -> Reply:
        """Apply one player's action; a refusal says why in one sentence and changes nothing.

        ``version`` is the prompt the control came from; ``for_seat`` the seat whose private
        panel it was on."""
        given = Input(ACT, user_id, action_id, version, interaction_id, for_seat=for_seat)
        return await self.submit(record, given)

    async def expire(self, game_id: int, version: int) -> bool:
        """Close a timed phase if the game is still where the timer left it."""
        record = await self.store.game(game_id)
        if record is None:
            return False
        return (await self.submit(record, Input(EXPIRE, version=version))).ok

    async def idle_action(
        self, record: GameRecord | None, user_id: int, op: str, target: int, version: int
    ) -> Reply:
        """Another player skips or removes a player the game has waited on for too long."""
        kind = SKIP if op == SKIP else REMOVE
        return await self.submit(record, Input(kind, user_id, version=version, target=target))

    async def submit(self, record: GameRecord | None, given: Input) -> Reply:
        """The one way into a running game: every kind of input passes the same checks, under
        the game's lock, before the rules see it; then one commit and one publication."""
        refusal = refuse_status(record)
        if refusal or record is None:
            return Reply(False, refusal or NO_GAME)
        if given.interaction_id is not None and given.interaction_id in self._recent_interactions:
            return Reply(True, "")
        async with self.lock(record.id):
            try:
                live = await self.live(record)
            except (GameDataError, KeyError) as error:
                log.error("Game %s can't be loaded: %s", record.id, error)
                return Reply(False, DAMAGED)
            if live.record.status != "running":
                return Reply(False, ENDED)
            seat: int | None = None
            if given.user_id is not None:
                seat = live.seat_of(given.user_id)
                if seat is None:
                    return Reply(False, NOT_SEATED)
            if given.interaction_id is not None and await self.store.interaction_applied(
                given.interaction_id
            ):
                return Reply(True, "")
            change = await self._decide(live, seat, given)
            if isinstance(change, Reply):
                return change
            logged_seat, logged_id, state, events = change
            if not await self._commit(live, logged_seat, logged_id, given.interaction_id, state):
                return Reply(False, NOT_SAVED)
            if given.interaction_id is not None:
                self._remember(given.interaction_id)
            private = await self._after(live, events, acting=seat if given.kind == ACT else None)
        return Reply(True, _summary(events), private)

    async def _decide(self, live: LiveGame, seat: int | None, given: Input) -> Change | Reply:
        """What this input does to the game, or why it does nothing (the rules are asked last)."""
        rules = live.game
        if given.kind == ACT:
            assert seat is not None
            if given.for_seat is not None and given.for_seat != seat:
                return Reply(False, NOT_YOURS)
            owner = _owner(live.position.prompt, given.action_id)
            if given.version is not None and owner is not None and owner != seat:
                return Reply(False, f"That button is for {live.seats[owner].name}.")
            if given.version is not None:
                stale = await self._stale(live, seat, given.action_id, given.version)
                if stale:
                    return Reply(False, stale)
            try:
                state, events = rules.apply(live.state, seat, given.action_id)
            except IllegalAction as error:
                return Reply(False, str(error))
            return seat, given.action_id, state, events
        if given.kind == EXPIRE:
            if given.version != live.version or live.position.deadline is None:
                return Reply(False, "The timed phase is already over.")
            try:
                state, events = rules.expire(live.state)
            except IllegalAction as error:
                return Reply(False, str(error))
            return None, EXPIRE, state, events
        target = given.target
        assert seat is not None and target is not None
        if seat == target:
            return Reply(False, "You can't skip or remove yourself; just take your turn.")
        if given.version != live.version:
            return Reply(False, "That player has acted since, so there is nothing to skip.")
        if target not in live.position.prompt.actors:
            return Reply(False, "That player isn't holding up the game.")
        if not await self._waited_out(live):
            return Reply(False, STILL_HAS_TIME)
        move_past = rules.skip_turn if given.kind == SKIP else rules.remove_player
        try:
            state, events = move_past(live.state, target)
        except IllegalAction as error:
            if given.kind != REMOVE:
                return Reply(False, str(error))
            return await self._abandon_without(live, target, str(error))
        return None, f"{given.kind}:{target}", state, events

    async def _abandon_without(self, live: LiveGame, target: int, why: str) -> Reply:
        """A removal the game can't go on without: the game ends early, kept as abandoned."""
        reason = f"{live.seats[target].name} was removed, and {why}"
        await self.store.set_status(live.record.id, "abandoned")
        live.record = _with_status(live.record, "abandoned")
        await self.table.abandoned(live.frame(()), reason)
        self.forget(live.record.id)
        return Reply(True, reason)

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
        return live.position.legal_actions(seat)

    # -- internals -----------------------------------------------------------------------------

    async def _stale(self, live: LiveGame, seat: int, action_id: str, version: int) -> str | None:
        """Why a click on an older prompt does not count, or ``None`` when it does.

        It counts only while nobody else has acted since, or inside a simultaneous decision
        where every answer since came from another seat of it: several players may answer one
        decision's prompt, but a double click or an old turn's button does nothing."""
        if version == live.version:
            return None
        prompt = live.position.prompt
        if version > live.version or not prompt.simultaneous:
            return OUT_OF_DATE
        deciding = set(prompt.actors) | set(prompt.answered)
        since = await self.store.seats_acted_since(live.record.id, version)
        if any(other is None or other == seat or other not in deciding for other in since):
            return OUT_OF_DATE
        if not any(a.id == action_id for a in live.position.legal_actions(seat)):
            return OUT_OF_DATE
        return None

    async def _waited_out(self, live: LiveGame) -> bool:
        """Whether the idle warning and the kick delay have both run out on this position.

        Measured from when the position was saved, so a restart neither shortens nor forgets it.
        """
        since = await self.store.position_since(live.record.id)
        if since is None:
            return False
        waited = (datetime.now(UTC) - since).total_seconds()
        return waited >= self.idle_warn_seconds + self.idle_kick_seconds

    async def _commit(
        self,
        live: LiveGame,
        seat: int | None,
        action_id: str,
        interaction_id: int | None,
        state: Any,
    ) -> bool:
        position = Position(live.game, state)
        finished = position.outcome is not None
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
                secret_seats=self._changed_secrets(live, position),
            )
        except DuplicateInteraction:
            return False
        except StaleVersion:
            log.warning("Game %s moved on under us; reloading it", live.record.id)
            self._live.pop(live.record.id, None)
            return False
        except DatabaseUnavailable:
            # The store logged it for the operator; the action may sit in a file that is gone.
            self._live.pop(live.record.id, None)
            return False
        except Exception:
            log.exception("Saving game %s failed; the action was not applied", live.record.id)
            return False
        live.move_to(position, version)
        live.record = _with_status(live.record, status)
        return True

    def _changed_secrets(self, live: LiveGame, position: Position) -> list[int]:
        """Seats whose secret at ``position`` differs from the last one they were sent."""
        return [
            seat.seat
            for seat in live.seats
            if secret_changed(live.secrets.get(seat.seat), position.view(seat.seat))
        ]

    async def _after(
        self, live: LiveGame, events: Sequence[Event], *, acting: int | None = None
    ) -> tuple[str, ...]:
        """Show what happened; return the private lines meant for the seat that acted, whose
        reply carries them. Another seat's private lines go to it alone: inside the DM of its
        changed secret, or on their own when its secret stayed the same."""
        changed = self._changed_secrets(live, live.position)
        notes = private_notes(events)
        others = {seat: lines for seat, lines in notes.items() if seat != acting}
        frame = await self._publish(
            live,
            [e.text for e in events],
            changed_secrets=changed,
            notes=others,
            kept=kept_lines(events),
        )
        for seat, lines in others.items():
            if seat in changed or not 0 <= seat < len(live.seats):
                continue
            try:
                await self.table.tell(frame, live.user_of(seat), tuple(lines))
            except Exception:
                log.exception("Telling a private line in game %s failed", live.record.id)
        return tuple(notes.get(acting, ())) if acting is not None else ()

    async def _publish(
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
        await self._send_secrets(live, frame, changed_secrets, notes)
        if frame.outcome is not None:
            self.forget(live.record.id)
        else:
            self._arm_timer(live)
            self._watch_idle(live)
        return frame

    async def _send_secrets(
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
                await self.table.send_secret(frame, live.user_of(seat), replace(view, private=news))
                await self.store.secret_delivered(live.record.id, seat, live.version)
            except Exception:
                log.exception("Sending a secret in game %s failed", live.record.id)

    def _plan_turn(self, live: LiveGame, frame: Frame) -> TurnPlan:
        return plan_turn(
            live.turn,
            owner=frame.view.active,
            waiting=frame.prompt.actors,
            lines=frame.lines,
            timed=live.position.deadline is not None,
            board=board_key(frame.view),
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

    def _arm_timer(self, live: LiveGame) -> None:
        old = self._timers.pop(live.record.id, None)
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        phase = live.position.deadline
        if phase is None:
            return
        declared = self.games.registration(live.game.key)
        delay = declared.phase_timers.get(phase) if declared else None
        self._timers[live.record.id] = asyncio.create_task(
            self._expire_later(live.record.id, live.version, delay or self.callout_seconds),
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


def refuse_status(record: GameRecord | None) -> str | None:
    if record is None:
        return NO_GAME
    if record.status == "lobby":
        return NOT_STARTED
    if record.status in ("finished", "abandoned"):
        return ENDED
    return None


def _owner(prompt: Prompt, action_id: str) -> int | None:
    """The one seat a prompt's control is for, if it is a per-seat control."""
    return next((a.seat for a in prompt.actions if a.id == action_id), None)


def _with_status(record: GameRecord, status: str) -> GameRecord:
    return replace(record, status=status)


def _summary(events: Sequence[Event]) -> str:
    return " ".join(event.text for event in events)[:1900]
