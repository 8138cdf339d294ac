"""The one pipeline every input goes through: lock, check, apply, persist, then show it.

The host owns the running games (their locks and the cache in front of the store) and checks
every input the same way; ``bot.publication`` shows what a commit changed and ``bot.scheduler``
keeps each game's clocks. The host knows nothing of Discord: it talks to a ``Table``.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from bot.catalog import Catalog
from bot.engine import (
    EXPIRE,
    REMOVE,
    SKIP,
    Action,
    Event,
    GameDataError,
    IllegalAction,
    Prompt,
    dumps_state,
    loads_state,
)
from bot.live import Change, Input, LiveGame, Reply
from bot.position import Position
from bot.publication import Publisher, Table, changed_secrets
from bot.scheduler import Scheduler
from bot.secret_news import secret_of
from bot.store import (
    DatabaseUnavailable,
    DuplicateInteraction,
    GameRecord,
    SeatRecord,
    StaleVersion,
    Store,
)
from bot.turns import TurnMessage

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
        self._locks: dict[int, asyncio.Lock] = {}
        self._live: dict[int, LiveGame] = {}
        self._recent_interactions: OrderedDict[int, None] = OrderedDict()
        self.scheduler = Scheduler(
            games,
            table,
            self._live.get,
            self.expire,
            callout_seconds=callout_seconds,
            idle_warn_seconds=idle_warn_seconds,
            idle_kick_seconds=idle_kick_seconds,
        )
        self.publisher = Publisher(store, table, self.scheduler, self.forget)

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
            await self.publisher.recall_turn(live)
            if record.prompt_version != live.version:
                # Stopped between saving and posting: show the saved position, send owed secrets.
                lines = ["The table is back after a restart; here is where the game stands."]
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
            private = await self.publisher.after(
                live, events, acting=seat if given.kind == ACT else None
            )
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
                secret_seats=changed_secrets(live, position),
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

    def _remember(self, interaction_id: int) -> None:
        self._recent_interactions[interaction_id] = None
        while len(self._recent_interactions) > 4096:
            self._recent_interactions.popitem(last=False)

    async def close(self) -> None:
        await self.scheduler.close()


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
