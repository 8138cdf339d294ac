"""The action pipeline: checks, one commit per action, what goes public and what stays private."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from bot.engine import View, apply_logged, replay
from bot.engine.serial import dumps_state
from bot.host import ENDED, NOT_SEATED, OUT_OF_DATE, Host
from bot.live import Frame
from bot.store import GameRecord, Store
from bot.turns import board_key
from tests.platform.catalog import hosted_games
from tests.platform.toy_game import TOY


class RecordingTable:
    """Keeps what the host showed; a public frame holds no private lines by construction."""

    def __init__(self) -> None:
        self.frames: list[Frame] = []
        self.secrets: list[tuple[int, tuple[str, ...]]] = []
        self.results: list[Frame] = []
        self.warnings: list[Frame] = []
        self.idle_offers: list[Frame] = []
        self.abandons: list[str] = []
        self.told: list[tuple[int, tuple[str, ...]]] = []
        self.recalled: list[Frame] = []
        self.left: list[tuple[int, str]] = []
        self.recaps: list[tuple[tuple[str, ...], int]] = []
        self.recap_positions: list[str] = []
        self.next_message = 1000

    def board_key(self, view: View) -> str:
        return board_key(view)

    async def show(self, frame: Frame) -> int:
        self.frames.append(frame)
        if frame.turn is not None and frame.turn.edit is not None:
            return frame.turn.edit
        self.next_message += 1
        return self.next_message

    async def recall(self, frame: Frame) -> None:
        self.recalled.append(frame)

    async def send_secret(self, frame: Frame, user_id: int, private: View) -> None:
        self.secrets.append((user_id, private.private))

    async def tell(self, frame: Frame, user_id: int, lines: tuple[str, ...]) -> None:
        self.told.append((user_id, lines))

    async def game_over(self, frame: Frame) -> None:
        self.results.append(frame)

    async def warn_idle(self, frame: Frame) -> None:
        self.warnings.append(frame)

    async def offer_idle_choice(self, frame: Frame) -> None:
        self.idle_offers.append(frame)

    async def abandoned(self, frame: Frame, reason: str) -> None:
        self.abandons.append(reason)

    async def seat_left(self, frame: Frame, seat: int, text: str) -> None:
        self.left.append((seat, text))

    async def recap(
        self, frame: Frame, players: Sequence[str], log: Sequence[Any], positions: Sequence[str]
    ) -> None:
        self.recaps.append((tuple(players), len(log)))
        self.recap_positions = list(positions)


async def _started(store: Store, host: Host, players: int = 2) -> GameRecord:
    record = await store.create_game(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=10, host_name="Ana", seed=9
    )
    for n in range(1, players):
        await store.add_seat(record.id, 10 + n, f"P{n}")
    await host.begin(record, await store.seats(record.id))
    fresh = await store.game(record.id)
    assert fresh is not None
    return fresh


async def test_an_accepted_action_is_saved_and_shown_once(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _started(store, host)
    reply = await host.act(record, 10, "add:2", interaction_id=1)
    assert reply.ok and "Ana is at 2" in reply.message
    assert (await store.snapshot(record.id))[0] == 1  # type: ignore[index]
    assert [f.version for f in table.frames] == [0, 1]
    assert table.frames[0].lines == ("Ana goes first.",)
    assert table.frames[-1].actor_ids == [11]
    assert (await store.game(record.id)).prompt_message_id == table.next_message  # type: ignore[union-attr]


async def test_secrets_go_to_their_owner_only_and_never_into_a_public_frame(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    await _started(store, host, players=3)
    assert sorted(uid for uid, _ in table.secrets) == [10, 11, 12]
    assert all(lines and lines[0].startswith("Your secret") for _, lines in table.secrets)
    for frame in table.frames:
        assert frame.view.seat is None and frame.view.private == ()
        assert "secret" not in repr(frame).lower()


async def test_refusals_change_nothing(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _started(store, host)
    wrong_turn = await host.act(record, 11, "add:1")
    outsider = await host.act(record, 99, "add:1")
    unknown = await host.act(record, 10, "add:7")
    stale = await host.act(record, 10, "add:1", version=5)
    assert not wrong_turn.ok and wrong_turn.message == "It's Ana's turn."
    assert not outsider.ok and outsider.message == NOT_SEATED
    assert not unknown.ok and unknown.message == "You can't do that now."
    assert not stale.ok and stale.message == OUT_OF_DATE
    assert (await store.snapshot(record.id))[0] == 0  # type: ignore[index]
    assert len(table.frames) == 1


async def test_the_same_interaction_twice_is_applied_once(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _started(store, host)
    first, second = await asyncio.gather(
        host.act(record, 10, "add:1", interaction_id=42),
        host.act(record, 10, "add:1", interaction_id=42),
    )
    assert first.ok and second.ok
    assert [e.action_id for e in await store.events(record.id)] == ["add:1"]


async def test_a_double_click_on_one_prompt_acts_once(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _started(store, host)
    first, second = await asyncio.gather(
        host.act(record, 10, "add:1", interaction_id=1, version=0),
        host.act(record, 10, "add:1", interaction_id=2, version=0),
    )
    assert sorted([first.ok, second.ok]) == [False, True]
    assert len(await store.events(record.id)) == 1


async def test_two_players_may_act_on_one_prompt_but_a_double_click_acts_once(
    store: Store,
) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    record = await _started(store, host, players=3)
    assert (await host.act(record, 10, "vote", version=0)).ok
    assert (await host.act(record, 11, "ballot", version=1)).ok
    again = await host.act(record, 11, "ballot", version=1)
    assert not again.ok and again.message == OUT_OF_DATE
    assert (await host.act(record, 12, "ballot", version=1)).ok
    old_turn = await host.act(record, 10, "add:1", version=0)
    assert not old_turn.ok and old_turn.message == OUT_OF_DATE
    assert [e.action_id for e in await store.events(record.id)] == ["vote", "ballot", "ballot"]
    await host.close()


async def test_an_older_prompt_does_not_count_once_another_seat_has_acted(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    record = await _started(store, host)
    assert (await host.act(record, 10, "add:1", version=0)).ok
    ana_prompt = await host.act(record, 11, "add:1", version=0)
    assert not ana_prompt.ok and ana_prompt.message == OUT_OF_DATE
    assert [e.action_id for e in await store.events(record.id)] == ["add:1"]
    await host.close()


async def test_the_end_is_announced_and_later_actions_are_refused(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _started(store, host)
    for user, step in [(10, "add:2"), (11, "add:1"), (10, "add:2"), (11, "add:1"), (10, "add:2")]:
        assert (await host.act(record, user, step)).ok
    assert len(table.results) == 1 and table.results[0].outcome is not None
    assert table.results[0].outcome.winners == (0,)
    for _ in range(100):  # the recap follows the Game over without holding it up
        if table.recaps:
            break
        await asyncio.sleep(0.01)
    assert table.recaps == [(("Ana", "P1"), 5)]
    finished = await store.game(record.id)
    assert finished is not None and finished.status == "finished"
    late = await host.act(finished, 11, "add:1")
    assert not late.ok and late.message == ENDED


async def test_the_recap_is_drawn_from_each_turns_saved_end_which_then_goes(
    store: Store,
) -> None:
    """A recap drawn from the positions the game had needs no replay by today's rules."""
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _started(store, host)
    assert (await host.act(record, 10, "vote")).ok  # a vote keeps Ana on turn
    assert (await host.act(record, 10, "ballot")).ok
    assert (await host.act(record, 11, "ballot")).ok
    for user, step in [(11, "add:1"), (10, "add:2")] * 3:  # Ana reaches 6 and wins
        assert (await host.act(record, user, step)).ok
    for _ in range(100):
        if table.recaps:
            break
        await asyncio.sleep(0.01)
    game, seats = TOY, ["Ana", "P1"]
    log = [(e.seat, e.action_id) for e in await store.events(record.id)]
    states = [game.setup(seats, record.seed, {})]
    for seat, action_id in log:
        states.append(apply_logged(game, states[-1], seat, action_id)[0])
    turn_ends = [0, *(v for v in range(1, len(log)) if states[v].turn != states[v + 1].turn)]
    expected = [dumps_state(game, states[v]) for v in [*turn_ends, len(log)]]
    assert table.recap_positions == expected and len(expected) < len(states)
    assert await store.turn_positions(record.id) == []
    await host.close()


async def test_a_timed_phase_closes_on_its_own_and_is_logged(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games(), phase_seconds={"vote": 0.05})
    record = await _started(store, host)
    assert (await host.act(record, 10, "vote")).ok
    for _ in range(100):
        if len(await store.events(record.id)) == 2:
            break
        await asyncio.sleep(0.02)
    events = await store.events(record.id)
    assert [(e.seat, e.action_id) for e in events] == [(0, "vote"), (None, "expire")]
    assert "The vote closed." in table.frames[-1].lines
    await host.close()


async def test_a_restarted_host_picks_up_where_the_log_left_off(store: Store) -> None:
    record = await _started(store, Host(store, RecordingTable(), hosted_games()))
    first = Host(store, RecordingTable(), hosted_games())
    assert (await first.act(record, 10, "add:2")).ok
    second = Host(store, RecordingTable(), hosted_games(), phase_seconds={"vote": 0.05})
    assert await second.resume_all() == 1
    assert (await second.act(record, 11, "add:1")).ok
    live = await second.live(record)
    log = [(e.seat, e.action_id) for e in await store.events(record.id)]
    rebuilt = replay(hosted_games().rules("toy"), ["Ana", "P1"], record.seed, {}, log)
    assert hosted_games().rules("toy").dump(rebuilt) == hosted_games().rules("toy").dump(live.state)


async def test_a_damaged_snapshot_is_refused_and_left_as_it_was(store: Store) -> None:
    record = await _started(store, Host(store, RecordingTable(), hosted_games()))
    await store._write(
        "UPDATE snapshots SET state_json = '{broken' WHERE game_id = ?", (record.id,)
    )
    host = Host(store, RecordingTable(), hosted_games())
    assert await host.resume_all() == 0
    reply = await host.act(record, 10, "add:1")
    assert not reply.ok and "damaged" in reply.message
    assert (await store.snapshot(record.id)) == (0, "{broken")


async def _wait_until(condition, timeout: float = 3.0) -> None:  # type: ignore[no-untyped-def]
    for _ in range(int(timeout / 0.02)):
        if condition():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("condition never held")


async def test_an_idle_player_is_warned_then_the_others_may_skip_them(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games(), idle_warn_seconds=0.05, idle_kick_seconds=0.05)
    record = await _started(store, host)
    await _wait_until(lambda: table.idle_offers)
    assert table.warnings[0].actor_ids == [10]
    assert table.idle_offers[0].prompt.actors == (0,)
    own = await host.idle_action(record, 10, "skip", 0, version=0)
    assert not own.ok and "yourself" in own.message
    skipped = await host.idle_action(record, 11, "skip", 0, version=0)
    assert skipped.ok and "skipped" in skipped.message
    assert [(e.seat, e.action_id) for e in await store.events(record.id)] == [(None, "skip:0")]
    again = await host.idle_action(record, 11, "skip", 0, version=0)
    assert not again.ok
    await host.close()


async def test_removing_an_idle_player_empties_the_seat_and_a_two_player_game_goes_on(
    store: Store,
) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games(), idle_warn_seconds=0, idle_kick_seconds=0)
    record = await _started(store, host)
    reply = await host.idle_action(record, 11, "remove", 0, version=0)
    assert reply.ok and "skipped" in reply.message
    assert (await store.game(record.id)).status == "running"  # type: ignore[union-attr]
    seats = await store.seats(record.id)
    assert seats[0].vacant and seats[0].user_id < 0 and seats[0].name == "Ana"
    assert table.left == [(0, "Ana was removed.")] and not table.abandons
    events = await store.events(record.id)
    assert [e.action_id for e in events] == ["skip:0"]
    await host.close()


async def test_a_position_saved_but_never_shown_is_shown_after_a_restart(store: Store) -> None:
    class FailingTable(RecordingTable):
        async def show(self, frame: Frame) -> int:
            raise ConnectionError("Discord is unreachable")

    record = await _started(store, Host(store, RecordingTable(), hosted_games()))
    assert (await Host(store, FailingTable(), hosted_games()).act(record, 10, "add:2")).ok
    assert (await store.game(record.id)).prompt_version == 0  # type: ignore[union-attr]
    table = RecordingTable()
    assert await Host(store, table, hosted_games()).resume_all() == 1
    assert [f.version for f in table.frames] == [1]
    assert "back after a restart" in table.frames[0].lines[0]
    assert table.secrets == [], "secrets delivered before the stop are not sent again"
    assert (await store.game(record.id)).prompt_version == 1  # type: ignore[union-attr]
    quiet = RecordingTable()
    await Host(store, quiet, hosted_games()).resume_all()
    assert quiet.frames == []


async def test_secrets_that_never_went_out_are_sent_once_after_a_restart(store: Store) -> None:
    class NoDms(RecordingTable):
        async def send_secret(self, frame: Frame, user_id: int, private: View) -> None:
            raise ConnectionError("the bot stopped before the DM")

    record = await _started(store, Host(store, NoDms(), hosted_games()))
    assert await store.secrets_owed(record.id) == [0, 1]
    table = RecordingTable()
    assert await Host(store, table, hosted_games()).resume_all() == 1
    assert sorted(uid for uid, _ in table.secrets) == [10, 11]
    assert table.frames == [], "the prompt was shown; only the secrets were owed"
    assert await store.secrets_owed(record.id) == []
    again = RecordingTable()
    await Host(store, again, hosted_games()).resume_all()
    assert again.secrets == []


async def test_each_position_is_asked_its_prompt_and_views_once(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Publishing a move asks the same questions many times; the rules answer each once per
    position: its prompt, deadline and outcome, and each seat's (and the public) view. Once
    shown, a position keeps its public view only, so the next move's check whether it may be
    taken back asks a seat's view of it once more, and only then."""
    toy = hosted_games().rules("toy")
    asked: list[tuple[str, int, int | None]] = []

    def counted(name: str, with_seat: bool) -> None:
        original = getattr(toy, name)

        def ask(state: object, *seat: int | None) -> object:
            asked.append((name, id(state), seat[0] if with_seat else None))
            return original(state, *seat)

        monkeypatch.setattr(toy, name, ask)

    for name, with_seat in (("prompt", False), ("deadline", False), ("view", True)):
        counted(name, with_seat)
    host = Host(store, RecordingTable(), hosted_games())
    record = await _started(store, host, players=3)
    assert (await host.act(record, 10, "add:2", interaction_id=1)).ok
    assert (await host.act(record, 11, "add:1", interaction_id=2)).ok
    times = Counter(asked)
    assert asked and all(n == 1 for (name, _, seat), n in times.items() if seat is None), times
    assert all(n <= 2 for n in times.values()), times


async def test_a_long_rules_search_does_not_hold_up_the_event_loop(store: Store) -> None:
    """Rules work runs in a thread: the loop gets its turn between the interpreter's switches."""
    from bot.catalog import Catalog, CatalogEntry
    from bot.loop_watch import LoopWatch
    from tests.platform.catalog import TOY_REGISTRATION
    from tests.platform.toy_game import ToyGame

    class Pondering(ToyGame):
        def apply(self, state: Any, seat: int, action_id: str) -> Any:
            until = time.perf_counter() + 0.15  # busy, holding the interpreter, as a search does
            while time.perf_counter() < until:
                pass
            return super().apply(state, seat, action_id)

    games = Catalog([CatalogEntry(TOY_REGISTRATION, Pondering())])
    host = Host(store, RecordingTable(), games)
    record = await _started(store, host)
    watch = LoopWatch(threshold=0.1)
    watch.start()
    reply = await host.act(record, 10, "add:2", interaction_id=1)
    watch.stop()
    assert reply.ok and watch.stalls == 0
