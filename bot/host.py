"""The one pipeline every input goes through: lock, check, apply, persist, then show it.

The host owns the running games (their locks and the cache in front of the store) and checks
every input the same way; ``bot.publication`` shows what a commit changed and ``bot.scheduler``
keeps each game's clocks. The host knows nothing of Discord: it talks to a ``Table``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import weakref
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from bot.catalog import Catalog
from bot.engine import (
    EXPIRE,
    SKIP,
    TAKE_BACK,
    Action,
    Event,
    GameDataError,
    IllegalAction,
    Prompt,
    dumps_state,
    loads_state,
)
from bot.live import (
    Act,
    Change,
    Expire,
    Input,
    LiveGame,
    PassEmpty,
    Remove,
    Reply,
    Skip,
    TakeBack,
)
from bot.position import Position
from bot.publication import Publisher, changed_secrets
from bot.ratings import result_of
from bot.scheduler import Scheduler
from bot.secret_news import secret_of
from bot.sentences import Joined, Sentence
from bot.store import (
    COMPUTER as COMPUTER_PLAYER,
)
from bot.store import (
    PERSON,
    VACANT,
    DatabaseUnavailable,
    DuplicateInteraction,
    GameNotRunning,
    GameRecord,
    SeatRecord,
    StaleVersion,
    Store,
)
from bot.table_port import Table
from bot.take_back_vote import TakesBack, take_back_input
from bot.thinking import Decides, Thinkers, computer_budget, decision_seed, fallback_choice
from bot.turn_ends import ends_a_turn
from bot.turns import TurnMessage

log = logging.getLogger(__name__)

NO_GAME = Sentence("reply-no-game")
NOT_STARTED = Sentence("reply-not-started")
ENDED = Sentence("reply-ended")
NOT_SEATED = Sentence("reply-not-seated")
OUT_OF_DATE = Sentence("reply-out-of-date")
NOT_YOURS = Sentence("reply-not-yours")
NOT_SAVED = Sentence("reply-not-saved")
DAMAGED = Sentence("reply-damaged")
COMPUTER = " (computer)"
NO_EMPTY_SEAT = Sentence("reply-no-empty-seat")
STILL_HAS_TIME = Sentence("reply-still-has-time")
END_WAIT_SECONDS = 2.0
"""How long ending a game waits for the move in hand to finish before it ends the game anyway:
the store refuses that move's save once the game has ended, so the end never has to wait on it."""


class Host:
    """Owns the running games: one lock per game, the store as the truth, a cache in front."""

    def __init__(
        self,
        store: Store,
        table: Table,
        games: Catalog,
        *,
        phase_seconds: Mapping[str, float] | None = None,
        idle_warn_seconds: float = 600.0,
        idle_kick_seconds: float = 600.0,
        computer_pause_seconds: float = 1.5,
        thinkers: Decides | None = None,
        owns: Callable[[int], bool] | None = None,
    ) -> None:
        self.store = store
        self.table = table
        self.games = games
        self.thinkers: Decides = thinkers or Thinkers()
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        """A game's lock lives while someone holds or waits for it; a free one is let go."""
        self._live: dict[int, LiveGame] = {}
        self._recent_interactions: OrderedDict[int, None] = OrderedDict()
        self._pickups: set[asyncio.Task[None]] = set()
        self.owns: Callable[[int], bool] = owns or (lambda guild_id: True)
        """Whether this process plays a guild's games (holds its shard); see ``bot.shards``."""
        self.scheduler = Scheduler(
            games,
            table,
            self,
            phase_seconds=phase_seconds,
            idle_warn_seconds=idle_warn_seconds,
            idle_kick_seconds=idle_kick_seconds,
            computer_pause_seconds=computer_pause_seconds,
        )
        self.publisher = Publisher(store, table, self.scheduler.watch, self.forget)
        self.takes_back = TakesBack(self.publisher)

    def lock(self, game_id: int) -> asyncio.Lock:
        """The game's one lock; keep the returned lock while using it (``async with``)."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    # -- loading -------------------------------------------------------------------------------

    async def live(self, record: GameRecord) -> LiveGame:
        """The running game, from the cache or rebuilt from its snapshot.

        Rebuilt from the record as the store has it now, not as the caller read it earlier: a
        game ended meanwhile stays ended. Only the running games this process plays are
        cached: another process plays the rest, so a game of another shard (a DM, a shard that
        moved) is read afresh from the store, and an ended game is not kept at all."""
        cached = self._live.get(record.id)
        if cached is not None:
            return cached
        record = await self.store.game(record.id) or record
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
        if self.owns(record.guild_id) and record.status == "running":
            live.since = await self.store.position_since(record.id) or live.since
            self._live[record.id] = live
        return live

    def running(self, game_id: int) -> LiveGame | None:
        """The running game while this process keeps it in memory (a game it plays)."""
        return self._live.get(game_id)

    async def resume_all(self) -> int:
        """At start-up: load every running game this process plays, so its prompt, timers and
        owed secrets go on; the games of other shards are their owners' to resume."""
        resumed = 0
        for record in await self.store.games_with_status(["running"]):
            if not self.owns(record.guild_id):
                continue
            try:
                live = await self.live(record)
            except (GameDataError, KeyError) as error:
                log.error("Game %s can't be resumed and is left as it is: %s", record.id, error)
                continue
            owed = await self.store.secrets_owed(record.id)
            await self.publisher.recall_turn(live)
            if record.prompt_version != live.version:
                # Stopped between saving and posting: show the saved position, send owed secrets.
                lines = [Sentence("thread-back-after-restart")]
                await self.publisher.publish(live, lines, changed_secrets=owed)
            else:
                # Stopped after posting but maybe before every DM went out.
                await self.publisher.send_secrets(live, live.frame(()), owed)
                self.scheduler.watch(live)
            resumed += 1
        return resumed

    def forget(self, game_id: int) -> None:
        """Drop a game from memory and stop its clocks."""
        self._live.pop(game_id, None)
        self.scheduler.forget(game_id)

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
        if self.owns(record.guild_id):
            self._live[record.id] = live
        opening = game.opening_lines(state)
        await self.publisher.publish(live, opening, changed_secrets=everyone)
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
        given: Input = Act(user_id, action_id, version, interaction_id, for_seat)
        asked = take_back_input(user_id, action_id, version)
        if asked is not None:
            given = asked
        return await self.submit(record, given)

    async def expire(self, game_id: int, version: int) -> bool:
        """Close a timed phase if the game is still where the timer left it."""
        record = await self.store.game(game_id)
        if record is None:
            return False
        return (await self.submit(record, Expire(version))).ok

    async def idle_action(
        self, record: GameRecord | None, user_id: int, op: str, target: int, version: int
    ) -> Reply:
        """Another player skips or removes a player the game has waited on for too long."""
        given = (Skip if op == SKIP else Remove)(user_id, target, version)
        return await self.submit(record, given)

    async def play_for_table(self, game_id: int, version: int) -> None:
        """Move for a seat no person plays, if the game still waits for it at ``version``: an
        empty seat is skipped; a computer decides in a worker, from what its seat may know.
        When the game waits only for people, a computer that may act off turn (a card played
        on someone else's turn) decides whether to, once per position."""
        live = self._live.get(game_id)
        if live is None or live.version != version or live.record.status != "running":
            return
        waiting = live.waited_for
        empty = next((seat for seat in waiting if seat.vacant), None)
        if empty is not None:
            await self.submit(live.record, PassEmpty(empty.seat, version))
            return
        computer = next((seat for seat in waiting if seat.computer), None)
        if computer is not None:
            await self._computer_moves(live, computer, version)
            return
        for seat in live.may_act_off_turn:
            if live.version != version or live.record.status != "running":
                return
            if seat.computer:
                await self._computer_moves(live, seat, version, off_turn=True)

    async def _computer_moves(
        self, live: LiveGame, computer: SeatRecord, version: int, *, off_turn: bool = False
    ) -> None:
        """Ask a worker what ``computer`` plays and submit it; on its turn, a refused or failed
        choice is replaced by the first legal action so the table never sticks."""
        game_id = live.record.id
        snapshot = dumps_state(live.game, live.state)
        seed = decision_seed(live.record.seed, version, computer.seat)
        budget = computer_budget(live.record.options_json)
        log.debug("Game %s: the computer in seat %s decides", game_id, computer.seat)
        try:
            action_id = await self.thinkers.decide(
                live.game.key,
                snapshot,
                computer.seat,
                seed,
                budget=budget,
                off_turn=off_turn,
                guild=live.record.guild_id,
            )
        except Exception as error:
            log.warning(
                "The computer in game %s seat %s could not search (%r); it plays its fallback",
                game_id,
                computer.seat,
                error,
            )
            action_id = await asyncio.to_thread(
                fallback_choice, live.game, live.state, computer.seat, seed, off_turn=off_turn
            )
        if off_turn and not action_id:
            return
        given = Act(computer.user_id, action_id, version)
        reply = await self.submit(live.record, given)
        if off_turn or reply.ok or live.version != version or live.record.status != "running":
            return
        log.error("Game %s: the computer's %r was refused: %s", game_id, action_id, reply.message)
        fallback = live.position.legal_actions(computer.seat)
        if fallback:
            await self.submit(live.record, replace(given, action_id=fallback[0].id))

    async def leave(self, record: GameRecord, user_id: int) -> Reply:
        """A person leaves a running game: the seat stays, with its cards and position, and is
        skipped until someone hands it to a computer; a game with no person left ends."""
        async with self.lock(record.id):
            live = await self._running(record)
            if isinstance(live, Reply):
                return live
            seat = live.seat_of(user_id)
            if seat is None:
                return Reply(False, NOT_SEATED)
            name = live.seats[seat].name
            await self._vacate(live, seat)
            if not any(other.person for other in live.seats):
                return await self._abandon(live, Sentence("reply-nobody-left", name=name))
            await self.table.seat_left(
                live.frame(()), seat, Sentence("thread-left-game", name=name)
            )
            self.scheduler.watch(live)
        return Reply(True, Sentence("reply-left-game"))

    async def take_over(self, record: GameRecord, user_id: int, seat: int | None = None) -> Reply:
        """Any seated person hands an empty seat (``seat``, or the first one) to a computer,
        which plays on with that seat's cards and position."""
        refusal = refuse_status(record)
        if refusal:
            return Reply(False, refusal)
        async with self.lock(record.id):
            live = await self._running(record)
            if isinstance(live, Reply):
                return live
            if live.seat_of(user_id) is None:
                return Reply(False, NOT_SEATED)
            empty = [s.seat for s in live.seats if s.vacant]
            if seat is not None and seat not in empty:
                if 0 <= seat < len(live.seats) and live.seats[seat].computer:
                    return Reply(False, Sentence("reply-computer-plays-seat"))
                return Reply(False, Sentence("reply-seat-not-empty"))
            if not empty:
                return Reply(False, NO_EMPTY_SEAT)
            chosen = empty[0] if seat is None else seat
            left = live.seats[chosen].name
            name = left if left.endswith(COMPUTER) else f"{left}{COMPUTER}"
            taken = await self.store.set_player(record.id, chosen, COMPUTER_PLAYER, name)
            live.seats[chosen] = taken
            self.scheduler.watch(live)
        return Reply(True, Sentence("reply-plays-seat", name=name, was=left))

    async def give_seat(
        self, record: GameRecord, host_id: int, seat: int, user_id: int, name: str
    ) -> Reply:
        """With the host's consent, a person takes a computer's (or an empty) seat back and
        plays on with its cards and position; the seat's secrets reach them at once."""
        refusal = refuse_status(record)
        if refusal:
            return Reply(False, refusal)
        if record.host_id != host_id:
            return Reply(False, Sentence("reply-host-gives-seats"))
        async with self.lock(record.id):
            live = await self._running(record)
            if isinstance(live, Reply):
                return live
            if live.seat_of(user_id) is not None:
                return Reply(False, Sentence("reply-already-playing-named", name=name))
            if not 0 <= seat < len(live.seats) or live.seats[seat].person:
                return Reply(False, Sentence("reply-person-plays-seat"))
            was = live.seats[seat].name
            live.seats[seat] = await self.store.set_player(record.id, seat, PERSON, name, user_id)
            live.secrets.pop(seat, None)
            await self.publisher.send_secrets(live, live.frame(()), [seat])
            self.scheduler.watch(live)
        return Reply(True, Sentence("reply-plays-seat", name=name, was=was))

    def open_seats(self, live: LiveGame) -> list[SeatRecord]:
        """The seats a person joining a running game could be given: computers' and empty."""
        return [seat for seat in live.seats if not seat.person]

    async def _running(self, record: GameRecord) -> LiveGame | Reply:
        """The game still running (under its lock), or why a seat change can't be made."""
        try:
            live = await self.live(record)
        except (GameDataError, KeyError):
            return Reply(False, DAMAGED)
        return live if live.record.status == "running" else Reply(False, ENDED)

    async def _vacate(self, live: LiveGame, seat: int) -> None:
        """The seat's person is gone: nobody plays it, and no Discord user matches it."""
        name = live.seats[seat].name
        live.seats[seat] = await self.store.set_player(live.record.id, seat, VACANT, name)

    async def submit(self, record: GameRecord | None, given: Input) -> Reply:
        """The one way into a running game: every kind of input passes the same checks, under
        the game's lock, before the rules see it; then one commit and one publication."""
        refusal = refuse_status(record)
        if refusal or record is None:
            return Reply(False, refusal or NO_GAME)
        interaction_id = given.interaction_id if isinstance(given, Act) else None
        if interaction_id is not None and interaction_id in self._recent_interactions:
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
            match given:
                case (
                    Act(user_id=user_id)
                    | Skip(user_id=user_id)
                    | Remove(user_id=user_id)
                    | TakeBack(user_id=user_id)
                ):
                    seat = live.seat_of(user_id)
                    if seat is None:
                        return Reply(False, NOT_SEATED)
            if interaction_id is not None and await self.store.interaction_applied(interaction_id):
                return Reply(True, "")
            match await self._decide(live, seat, given):
                case Reply() as refused:
                    return refused
                case Change() as change:
                    before = live.position
                    saved = await self._commit(
                        live, change.seat, change.action_id, interaction_id, change.state
                    )
                    if not saved:
                        running = live.record.status == "running"
                        return Reply(False, NOT_SAVED if running else ENDED)
                    if interaction_id is not None:
                        self._remember(interaction_id)
                    if isinstance(given, Act):
                        await self.takes_back.offer(live, before, change)
                    private = await self._publish(live, given, change)
                    return Reply(True, _summary(change.events), private)

    async def _publish(self, live: LiveGame, given: Input, change: Change) -> tuple[str, ...]:
        """Show a committed input; the private lines for the player who acted."""
        match given:
            case Act():
                return await self.publisher.after(live, change.events, acting=change.seat)
            case Remove(target=target):
                await self._vacate(live, target)
                await self.publisher.after(live, change.events)
                if live.position.outcome is None:
                    name = live.seats[target].name
                    gone = Sentence("thread-removed", name=name)
                    await self.table.seat_left(live.frame(()), target, gone)
                return ()
            case Expire() | Skip() | PassEmpty() | TakeBack():
                return await self.publisher.after(live, change.events)

    async def _decide(self, live: LiveGame, seat: int | None, given: Input) -> Change | Reply:
        """What this input does to the game, or why it does nothing (the rules are asked last).
        ``seat`` is the seat of the person who gave it (none for the clock and the table)."""
        match given:
            case Act():
                return await self._act(live, seat, given)
            case TakeBack():
                return await self.takes_back.answer(live, seat, given)
            case Expire(version=version):
                if version != live.version or live.position.deadline is None:
                    return Reply(False, Sentence("reply-timer-over"))
                try:
                    state, events = live.game.expire(live.state)
                except IllegalAction as error:
                    return Reply(False, error.sentence)
                return Change(None, EXPIRE, state, events)
            case PassEmpty(target=target, version=version):
                waiting = target in live.position.prompt.actors
                if version != live.version or not waiting or not live.seats[target].vacant:
                    return Reply(False, Sentence("reply-not-holding-up-seat"))
                return self._move_past(live, target)
            case Skip(target=target, version=version) | Remove(target=target, version=version):
                if seat == target:
                    return Reply(False, Sentence("reply-skip-yourself"))
                if version != live.version:
                    return Reply(False, Sentence("reply-acted-since"))
                if target not in live.position.prompt.actors:
                    return Reply(False, Sentence("reply-not-holding-up"))
                if not await self._waited_out(live):
                    return Reply(False, STILL_HAS_TIME)
                return self._move_past(live, target)

    async def _act(self, live: LiveGame, seat: int | None, given: Act) -> Change | Reply:
        """A seated player's action: their own control, on the current prompt, then the rules."""
        if seat is None:
            return Reply(False, NOT_SEATED)
        if given.for_seat is not None and given.for_seat != seat:
            return Reply(False, NOT_YOURS)
        owner = _owner(live.position.prompt, given.action_id)
        if given.version is not None and owner is not None and owner != seat:
            return Reply(False, Sentence("reply-button-for", name=live.seats[owner].name))
        if given.version is not None:
            stale = await self._stale(live, seat, given.action_id, given.version)
            if stale:
                return Reply(False, stale)
        try:  # in a thread: a long rules search must not hold up every other game
            state, events = await asyncio.to_thread(
                live.game.apply, live.state, seat, given.action_id
            )
        except IllegalAction as error:
            return Reply(False, error.sentence)
        return Change(seat, given.action_id, state, events)

    def _move_past(self, live: LiveGame, target: int) -> Change | Reply:
        """Skip ``target``'s turn (or answer), logged as a skip so the event log replays it."""
        try:
            state, events = live.game.skip_turn(live.state, target)
        except IllegalAction as error:
            return Reply(False, error.sentence)
        return Change(None, f"{SKIP}:{target}", state, events)

    async def _abandon(self, live: LiveGame, reason: str) -> Reply:
        """The game ends early, kept as abandoned, and the table says why."""
        await self._end_now(live.record.id)
        live.record = _with_status(live.record, "abandoned")
        await self.table.abandoned(live.frame(()), reason)
        return Reply(True, reason)

    async def end(self, record: GameRecord, reason: str) -> bool:
        """Abandon a game (``/game end``): it stays in the database, its prompts stop working,
        its clocks stop; False if it had already ended.

        Taken under the game's lock; a move holding the lock longer than ``END_WAIT_SECONDS``
        (a slow Discord) does not hold the end up: the store refuses its save once the game
        has ended, and its clocks are not started again (``Scheduler.watch``)."""
        lock = self.lock(record.id)
        try:
            await asyncio.wait_for(lock.acquire(), END_WAIT_SECONDS)
        except TimeoutError:
            log.warning("Game %s is ended while a move in it is still being shown", record.id)
            return await self._end_now(record.id)
        try:
            return await self._end_now(record.id)
        finally:
            lock.release()

    async def _end_now(self, game_id: int) -> bool:
        """Save the end (status-checked), mark the game in memory ended, stop its clocks."""
        ended = await self.store.end_game(game_id, "abandoned")
        live = self._live.get(game_id)
        if live is not None:
            live.record = _with_status(live.record, "abandoned")
        self.forget(game_id)
        return ended

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
        return waited >= self.scheduler.idle_warn_seconds + self.scheduler.idle_kick_seconds

    async def _commit(
        self,
        live: LiveGame,
        seat: int | None,
        action_id: str,
        interaction_id: int | None,
        state: Any,
    ) -> bool:
        position = Position(live.game, state)
        state_json, secrets = await asyncio.to_thread(_worked_out, live, position)
        status = "finished" if position.outcome is not None else "running"
        outcome = position.outcome
        result = (
            None if outcome is None else result_of(outcome, live.seats, live.record.options_json)
        )
        try:
            version = await self.store.commit_action(
                live.record.id,
                expected_version=live.version,
                seat=seat,
                action_id=action_id,
                interaction_id=interaction_id,
                state_json=state_json,
                status=status,
                secret_seats=secrets,
                # a take-back returns to a position already kept: no turn ended there
                turn_ended=not action_id.startswith(TAKE_BACK)
                and ends_a_turn(
                    live.version, live.position.view(None).active, position.view(None).active
                ),
                result=result,
            )
        except DuplicateInteraction:
            return False
        except GameNotRunning:
            log.info("Game %s ended before this move could be saved", live.record.id)
            fresh = await self.store.game(live.record.id)
            live.record = _with_status(live.record, fresh.status if fresh else "abandoned")
            self.forget(live.record.id)
            return False
        except StaleVersion:
            log.warning("Game %s moved on under us; reloading it", live.record.id)
            self._live.pop(live.record.id, None)
            self._pick_up(live.record)
            return False
        except DatabaseUnavailable:
            # The store logged it for the operator; the action may sit in a file that is gone.
            self._live.pop(live.record.id, None)
            return False
        except Exception:
            log.exception("Saving game %s failed; the action was not applied", live.record.id)
            return False
        live.move_to(position, version)
        if live.record.status == "running":  # an end marked meanwhile stays
            live.record = _with_status(live.record, status)
        return True

    def _pick_up(self, record: GameRecord) -> None:
        """Another process saved this game meanwhile: its owner reloads it from the store and
        starts its clocks again, so a computer or a timed phase it waits for still moves."""
        if not self.owns(record.guild_id):
            return

        async def reload() -> None:
            async with self.lock(record.id):
                fresh = await self.store.game(record.id)
                if fresh is None or fresh.status != "running":
                    return
                try:
                    live = await self.live(fresh)
                except (GameDataError, KeyError) as error:
                    log.error("Game %s can't be reloaded: %s", record.id, error)
                    return
                self.scheduler.watch(live)

        task = asyncio.create_task(reload(), name=f"pick-up-game-{record.id}")
        self._pickups.add(task)
        task.add_done_callback(self._pickups.discard)

    def _remember(self, interaction_id: int) -> None:
        self._recent_interactions[interaction_id] = None
        while len(self._recent_interactions) > 4096:
            self._recent_interactions.popitem(last=False)

    async def close(self) -> None:
        for task in self._pickups:
            task.cancel()
        await self.scheduler.close()
        self.thinkers.close()


def _worked_out(live: LiveGame, position: Position) -> tuple[str, list[int]]:
    """A new position's saved JSON and changed secrets, with what the table asks of it next
    (the prompt, the public view, the legal actions of the seats it waits for): worked out in a
    thread, so a long rules search doesn't hold up the event loop."""
    if position.outcome is None:
        for seat in position.prompt.actors:
            position.legal_actions(seat)
    position.view(None)
    _ = position.deadline
    return dumps_state(live.game, position.state), changed_secrets(live, position)


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
    """What the move did, for the one who made it with ``/play`` (worded in her language)."""
    return Joined([event.text for event in events], " ")
