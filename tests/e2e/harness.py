"""Story-like end-to-end tests: the real bot process against the fake Discord.

    async with open_world(tmp_path, members=["Ana", "Ben"]) as world:
        ana, ben = world.member("Ana"), world.member("Ben")
        lobby = await ana.slash("game new", game="cheat-street")
        await ben.click("Join")
        choices = await ana.autocomplete("play", "action", typed="")

`open_world` starts the fake on a free 127.0.0.1 port, then `python -m bot` with the launch
variables of the contract, and waits until the bot has synced its commands and IDENTIFYed. The
bot's output goes to `<tmp>/bot.log`, whose tail is printed at the end (pytest shows it when a
test fails) and attached to every "the bot didn't answer" error.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

import pytest

from bot.standin import Channel, FakeDiscord, InteractionResult, Message, User
from tests.databases import BlockingConnection, fresh_schema, server_url

REPO_ROOT = Path(__file__).resolve().parents[2]
T = TypeVar("T")


class BotProcess:
    """The bot as a child process; stdout and stderr go to one log file."""

    def __init__(self, argv: Sequence[str], log_path: Path, root: Path = REPO_ROOT):
        self.argv = list(argv)
        self.root = root
        """The checkout it runs from (its working directory)."""
        self.log_path = log_path
        self.proc: asyncio.subprocess.Process | None = None
        self.starts = 0
        self.killed = False
        """Killed or stopped by the test, so its exit is no failure."""

    async def start(self, env: Mapping[str, str]) -> None:
        self.starts += 1
        self.killed = False
        with self.log_path.open("ab") as log:
            log.write(f"\n===== bot start #{self.starts}: {' '.join(self.argv)} =====\n".encode())
            log.flush()
            self.proc = await asyncio.create_subprocess_exec(
                *self.argv,
                cwd=self.root,
                env=dict(env),
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.returncode is None

    @property
    def returncode(self) -> int | None:
        return None if self.proc is None else self.proc.returncode

    async def kill(self) -> None:
        """SIGKILL: no shutdown code runs, as in a crash or an OOM kill."""
        self.killed = True
        if self.running:
            assert self.proc is not None
            self.proc.kill()
            await self.proc.wait()

    async def stop(self, grace: float = 1.5) -> None:
        """SIGINT (a clean shutdown); a second SIGINT, then SIGKILL, if it doesn't exit.

        asyncio cancels the main task on the first SIGINT, which a client in the middle of
        connecting can swallow; the second one raises KeyboardInterrupt in the loop directly.
        """
        self.killed = True
        for sig in (signal.SIGINT, signal.SIGINT):
            if not self.running:
                return
            assert self.proc is not None
            self.proc.send_signal(sig)
            try:
                await asyncio.wait_for(self.proc.wait(), grace)
            except TimeoutError:
                continue
        await self.kill()

    async def wait_exit(self, timeout: float) -> int:
        assert self.proc is not None
        return await asyncio.wait_for(self.proc.wait(), timeout)

    def log_text(self) -> str:
        return self.log_path.read_text("utf-8", "replace") if self.log_path.exists() else ""

    def log_tail(self, lines: int = 60) -> str:
        return "\n".join(self.log_text().splitlines()[-lines:])


class Member:
    """A guild member acting in stories; `channel` is where their commands and clicks happen."""

    def __init__(self, world: World, user: User):
        self.world = world
        self.user = user
        self._channel = world.channel_id

    def __repr__(self) -> str:
        return f"<Member {self.name} {self.id}>"

    @property
    def name(self) -> str:
        return self.user.name

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    @property
    def channel(self) -> int:
        """Current channel or thread id; follows new threads opened off it (see World)."""
        self.world._follow_threads()
        return self._channel

    @channel.setter
    def channel(self, value: int | Channel) -> None:
        self.world._follow_threads()
        self._channel = _channel_id(value) or self.world.channel_id

    # -- acting -----------------------------------------------------------------------------

    async def slash(
        self,
        command: str,
        *,
        channel: int | Channel | None = None,
        timeout: float = 5.0,
        settle: bool = True,
        options: Mapping[str, Any] | None = None,
        **kwargs: Any,
    ) -> InteractionResult:
        """Run `/command` (subcommands space-separated); options as keywords or `options=`.

        Returns once the bot answered; a "thinking" defer is waited for until it is filled in,
        unless `settle=False`.
        """
        where = _channel_id(channel) or self.channel
        opts = {**(options or {}), **kwargs}
        return await self.world._explain(
            self.world.fake.slash(
                self.user, command, channel_id=where, timeout=timeout, settle=settle, **opts
            )
        )

    async def autocomplete(
        self,
        command: str,
        option: str,
        typed: str = "",
        *,
        channel: int | Channel | None = None,
        timeout: float = 5.0,
        options: Mapping[str, Any] | None = None,
        **kwargs: Any,
    ) -> list[dict[str, Any]]:
        """The choices `[{name, value}]` the bot offers for `option` after typing `typed`."""
        result = await self.world._explain(
            self.world.fake.autocomplete(
                self.user,
                command,
                option,
                typed,
                channel_id=_channel_id(channel) or self.channel,
                timeout=timeout,
                **{**(options or {}), **kwargs},
            )
        )
        if result.type != 8:
            raise AssertionError(f"autocomplete answered with {result!r}, not choices")
        return result.choices

    async def click(
        self,
        label: str,
        *,
        message: Message | InteractionResult | None = None,
        channel: int | Channel | None = None,
        in_dm: bool = False,
        force: bool = False,
        timeout: float = 5.0,
        settle: bool = True,
    ) -> InteractionResult:
        """Press the button labelled `label` (or with that custom_id).

        Without `message`, on the most recent message visible to this member in their channel
        (or their DMs) that has such a button. `force` presses a disabled button anyway.
        """
        target = self._target(message, channel, in_dm, lambda m: m.button(label) is not None, label)
        return await self.world._explain(
            self.world.fake.click(
                self.user, target, label, timeout=timeout, force=force, settle=settle
            )
        )

    async def press_forged(
        self,
        custom_id: str,
        *,
        channel: int | Channel | None = None,
        timeout: float = 5.0,
        settle: bool = True,
    ) -> InteractionResult:
        """Press a hand-made button with `custom_id` in this member's channel (or `channel`)."""
        return await self.world._explain(
            self.world.fake.press_forged(
                self.user,
                custom_id,
                channel_id=_channel_id(channel) or self.channel,
                timeout=timeout,
                settle=settle,
            )
        )

    async def select(
        self,
        menu: str,
        *values: str,
        message: Message | InteractionResult | None = None,
        channel: int | Channel | None = None,
        in_dm: bool = False,
        force: bool = False,
        timeout: float = 5.0,
        settle: bool = True,
    ) -> InteractionResult:
        """Choose `values` (option value or label) in the menu with that placeholder/custom_id."""
        target = self._target(message, channel, in_dm, lambda m: m.select(menu) is not None, menu)
        return await self.world._explain(
            self.world.fake.select(
                self.user, target, menu, list(values), timeout=timeout, force=force, settle=settle
            )
        )

    async def submit_modal(
        self, opened_by: InteractionResult, *, timeout: float = 5.0, **values: str
    ) -> InteractionResult:
        """Fill in and submit the modal `opened_by` opened; text inputs by custom_id."""
        return await self.world._explain(
            self.world.fake.submit_modal(self.user, opened_by, values, timeout=timeout)
        )

    def _target(
        self,
        message: Message | InteractionResult | None,
        channel: int | Channel | None,
        in_dm: bool,
        has: Callable[[Message], bool],
        what: str,
    ) -> Message:
        if isinstance(message, InteractionResult):
            if message.message is None:
                raise AssertionError(f"{message!r} has no message")
            return message.message
        if message is not None:
            return message
        where = (
            self.world.fake.state.dm_channel(self.id).id
            if in_dm
            else (_channel_id(channel) or self.channel)
        )
        found = self.world.find_message(where, visible_to=self, predicate=has)
        if found is None:
            seen = [m.content[:40] for m in self.world.fake.messages(where, include_ephemeral=True)]
            raise AssertionError(
                f"{self.name} sees no message with {what!r} in channel {where}; messages: {seen}"
            )
        return found

    # -- state ------------------------------------------------------------------------------

    def dms(self) -> list[Message]:
        """Messages the bot delivered to this member by DM."""
        return self.world.fake.dms(self.id)

    def close_dms(self, closed: bool = True) -> None:
        """From now on DMs to this member fail with 403 / 50007."""
        self.world.fake.set_dms_closed(self.id, closed)

    def grant_manage_guild(self, allowed: bool = True) -> None:
        self.world.fake.set_manage_guild(self.id, allowed)


class World:
    """The fake, the bot process and the members; helpers to read what happened."""

    def __init__(
        self,
        fake: FakeDiscord,
        tmp_path: Path,
        *,
        bot_argv: Sequence[str] | None = None,
        env: Mapping[str, str] | None = None,
        wait_sync: bool = True,
        follow_threads: bool = True,
        ready_timeout: float = 20.0,
        database_url: str | None = None,
        bot_root: Path = REPO_ROOT,
    ):
        self.fake = fake
        self.tmp_path = tmp_path
        self.db_path = tmp_path / "db.sqlite3"
        self.database_url = database_url
        """Where set, the bot keeps its games on this PostgreSQL database instead of db_path."""
        self._postgres: BlockingConnection | None = None
        self._sqlite: tuple[tuple[int, int], sqlite3.Connection] | None = None
        self.log_path = tmp_path / "bot.log"
        self.bot_argv = list(bot_argv or [sys.executable, "-m", "bot"])
        self.bot_root = bot_root
        """The checkout the bot runs from: its working directory and import path (another
        build's, installed side by side, with that build's Python in `bot_argv`)."""
        self.extra_env = dict(env or {})
        self.wait_sync = wait_sync
        self.follow_threads = follow_threads
        self.ready_timeout = ready_timeout
        self.members: dict[str, Member] = {}
        self.bot: BotProcess | None = None
        self.shard_bots: dict[str, BotProcess] = {}
        """More bot processes over the same database, each holding some shards (by name)."""
        self._seen_threads: set[int] = {c.id for c in fake.state.threads()}

    @property
    def guild_id(self) -> int:
        return self.fake.guild_id

    @property
    def channel_id(self) -> int:
        """The guild's text channel, where members start."""
        return self.fake.channel_id

    def member(
        self,
        name: str,
        *,
        manage_guild: bool = False,
        dms_closed: bool = False,
        locale: str = "en-US",
    ) -> Member:
        """The member called `name`, created on first use (options apply then)."""
        if name not in self.members:
            user = self.fake.add_member(name, manage_guild=manage_guild, dms_closed=dms_closed)
            self.fake.set_locale(user.id, locale)
            self.members[name] = Member(self, user)
        return self.members[name]

    # -- the bot's database -------------------------------------------------------------------

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Read the bot's database (``?`` placeholders, whichever database it is)."""
        if self.database_url is not None:
            return self._server().query(sql, params)
        reader = self._reader()
        if reader is not None:
            return list(reader.execute(sql, tuple(params)))
        connection = sqlite3.connect(self.db_path, timeout=10)  # no file yet: as it comes
        try:
            return list(connection.execute(sql, tuple(params)))
        finally:
            connection.close()

    def _reader(self) -> sqlite3.Connection | None:
        """One connection kept for reading the bot's file (WAL: it never blocks the bot, and
        each statement sees the last commit), opened again when the file was replaced; None
        while there is no file. A connection per query cost the load benchmark's players
        most of their time."""
        try:
            stat = os.stat(self.db_path)
        except OSError:
            self._close_reader()
            return None
        identity = (stat.st_dev, stat.st_ino)
        if self._sqlite is None or self._sqlite[0] != identity:
            self._close_reader()
            self._sqlite = (identity, sqlite3.connect(self.db_path, timeout=10))
        return self._sqlite[1]

    def _close_reader(self) -> None:
        if self._sqlite is not None:
            self._sqlite[1].close()
            self._sqlite = None

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """Change the bot's database, for tests that damage or rewrite what it saved."""
        if self.database_url is not None:
            self._server().execute(sql, params)
            return
        connection = sqlite3.connect(self.db_path, timeout=10)
        try:
            with connection:
                connection.execute(sql, tuple(params))
        finally:
            connection.close()

    def _server(self) -> BlockingConnection:
        assert self.database_url is not None
        if self._postgres is None:
            self._postgres = BlockingConnection(self.database_url)
        return self._postgres

    def close_database(self) -> None:
        self._close_reader()
        if self._postgres is not None:
            self._postgres.close()
            self._postgres = None

    # -- the bot process --------------------------------------------------------------------

    def bot_env(self, extra: Mapping[str, str] | None = None) -> dict[str, str]:
        python_path = os.pathsep.join(
            p for p in (str(self.bot_root), os.environ.get("PYTHONPATH")) if p
        )
        return {
            **os.environ,
            "DISCORD_TOKEN": self.fake.token,
            "DISCORD_API_BASE": self.fake.api_base,
            "DISCORD_GATEWAY_URL": self.fake.gateway_url,
            "DEV_GUILD_ID": str(self.guild_id),
            "DATABASE_PATH": str(self.db_path),
            "LOG_LEVEL": "DEBUG",
            "PYTHONUNBUFFERED": "1",
            "PYTHONPATH": python_path,
            "GAME_SEED": "1",
            "COMPUTER_PAUSE_SECONDS": "0",
            "WORKER_PROCESSES": "1",  # one render worker: the tests start many bots on two cores
            **({"DATABASE_URL": self.database_url} if self.database_url else {}),
            **self.extra_env,
            **(extra or {}),
        }

    async def start_bot(self, *, env: Mapping[str, str] | None = None, wait: bool = True) -> None:
        """Start the bot; with `wait`, until it has synced (if expected) and IDENTIFYed."""
        identifies, syncs = len(self.fake.gateway.identifies), len(self.fake.syncs)
        if self.bot is None:
            self.bot = BotProcess(self.bot_argv, self.log_path, self.bot_root)
        await self.bot.start(self.bot_env(env))
        if wait:
            await self.wait_bot_ready(identifies, syncs)

    async def wait_bot_ready(self, identifies: int, syncs: int) -> None:
        def ready() -> bool:
            synced = not self.wait_sync or len(self.fake.syncs) > syncs
            identified = len(self.fake.gateway.identifies) > identifies
            return synced and identified and self.fake.gateway.connected

        await self.wait_for(ready, self.ready_timeout, "the bot to sync commands and IDENTIFY")

    async def restart_bot(self, *, env: Mapping[str, str] | None = None, wait: bool = True) -> None:
        """SIGKILL the bot and start it again on the same database."""
        if self.bot is not None:
            await self.bot.kill()
        await self.start_bot(env=env, wait=wait)

    async def stop_bot(self) -> None:
        if self.bot is not None:
            await self.bot.stop()
        for process in self.shard_bots.values():
            await process.stop()

    # -- several bot processes, each with its shards ----------------------------------------

    async def start_shards(
        self,
        name: str,
        shard_ids: Sequence[int],
        shard_count: int,
        *,
        env: Mapping[str, str] | None = None,
        wait: bool = True,
    ) -> BotProcess:
        """Start (or start again) the bot process `name` holding `shard_ids` of `shard_count`
        over the world's database; commands are synced globally, by the one holding shard 0.
        With `wait`, until each of its shards has IDENTIFYed and it synced (if it holds 0)."""
        identifies, syncs = len(self.fake.gateway.identifies), len(self.fake.syncs)
        process = self.shard_bots.get(name)
        if process is None:
            process = BotProcess(self.bot_argv, self.tmp_path / f"bot-{name}.log", self.bot_root)
            self.shard_bots[name] = process
        shards = {
            "SHARD_COUNT": str(shard_count),
            "SHARD_IDS": ",".join(str(shard) for shard in shard_ids),
            "DEV_GUILD_ID": "",
        }
        await process.start(self.bot_env({**shards, **(env or {})}))
        if wait:
            await self.wait_shards_ready(shard_ids, shard_count, identifies, syncs)
        return process

    async def wait_shards_ready(
        self, shard_ids: Sequence[int], shard_count: int, identifies: int, syncs: int
    ) -> None:
        gateway = self.fake.gateway

        def ready() -> bool:
            new = gateway.identifies[identifies:]
            for shard in shard_ids:
                if not any(i.get("shard") == [shard, shard_count] for i in new):
                    return False
                session = gateway.by_shard.get(shard)
                if session is None or session.connection is None:
                    return False
            return 0 not in shard_ids or not self.wait_sync or len(self.fake.syncs) > syncs

        await self.wait_for(ready, self.ready_timeout, f"shards {list(shard_ids)} to IDENTIFY")

    async def kill_shards(self, name: str) -> None:
        """SIGKILL the bot process `name`, as a crash would."""
        await self.shard_bots[name].kill()

    async def wait_bot_exit(self, timeout: float = 10.0) -> int:
        """The bot's exit code, for start-up failures (bad token, bad settings)."""
        assert self.bot is not None
        try:
            return await self.bot.wait_exit(timeout)
        except TimeoutError:
            raise AssertionError(
                f"the bot did not exit within {timeout}s\n{self._tail()}"
            ) from None

    def bot_log(self) -> str:
        return self.bot.log_text() if self.bot else ""

    # -- waiting ----------------------------------------------------------------------------

    async def wait_for(
        self, predicate: Callable[[], T], timeout: float = 5.0, message: str = ""
    ) -> T:
        """Wait until `predicate()` is truthy and return its value; fail with the bot's log.

        Fails early if the bot process has exited.
        """

        def check() -> T | bool:
            value = predicate()
            if value:
                return value
            if self._crashed():
                return True  # stop waiting; reported below
            return value

        try:
            value = await self.fake.changes.wait_for(check, timeout)
        except TimeoutError:
            what = message or getattr(predicate, "__name__", "condition")
            raise AssertionError(
                f"timed out after {timeout}s waiting for {what}\n{self._tail()}"
            ) from None
        final = predicate()
        if not final:
            crashed = self._crashed()
            code = crashed.returncode if crashed else None
            raise AssertionError(f"the bot exited with code {code} while waiting\n{self._tail()}")
        return final if value is True else value  # type: ignore[return-value]

    def _crashed(self) -> BotProcess | None:
        """A bot process that exited without the test stopping it."""
        if self.bot is not None and self.bot.returncode is not None:
            return self.bot
        return next(
            (p for p in self.shard_bots.values() if p.returncode is not None and not p.killed),
            None,
        )

    async def idle(self, quiet: float = 0.3, timeout: float = 10.0) -> None:
        """Wait until the bot has been idle for `quiet` seconds: no REST request, no CPU use.

        CPU counts because the bot can work silently for a while (rendering a board) before
        it posts. For after a deferred update (a click answered with type 6, then posts);
        prefer `wait_for` with a concrete condition when there is one.
        """
        step = 0.05
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        pid = self.bot.proc.pid if self.bot and self.bot.proc and self.bot.running else None
        seen = (len(self.fake.requests), _cpu_seconds(pid))
        quiet_since = loop.time()
        while loop.time() - quiet_since < quiet:
            if loop.time() > deadline:
                raise AssertionError(f"the bot was still busy after {timeout}s\n{self._tail()}")
            await asyncio.sleep(step)
            now = (len(self.fake.requests), _cpu_seconds(pid))
            # More than a third of one CPU over the step counts as working.
            if now[0] != seen[0] or now[1] - seen[1] > step / 3:
                quiet_since = loop.time()
            seen = now

    async def _explain(self, action: Any) -> InteractionResult:
        """Await a member action; on failure, add the bot's log tail to the error."""
        try:
            return await action
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n{self._tail()}") from None

    def _tail(self, lines: int = 60) -> str:
        if self.shard_bots and self.bot is None:
            return "\n".join(
                f"--- last lines of {p.log_path} ---\n{p.log_tail(lines)}"
                for p in self.shard_bots.values()
            )
        text = self.bot.log_tail(lines) if self.bot else "(bot not started)"
        return f"--- last lines of {self.log_path} ---\n{text}"

    # -- reading the world ------------------------------------------------------------------

    def _follow_threads(self) -> None:
        """Members in a channel follow a thread opened off it (a lobby moves them there)."""
        for thread in self.fake.state.threads():
            if thread.id in self._seen_threads:
                continue
            self._seen_threads.add(thread.id)
            if self.follow_threads:
                for member in self.members.values():
                    if member._channel == thread.parent_id:
                        member._channel = thread.id

    def channel(self, channel_id: int) -> Channel:
        return self.fake.state.channels[channel_id]

    def messages(
        self, channel: int | Channel | None = None, *, include_ephemeral: bool = False
    ) -> list[Message]:
        """Messages of a channel or thread (default: the text channel), oldest first."""
        channel_id = _channel_id(channel) or self.channel_id
        return self.fake.messages(channel_id, include_ephemeral=include_ephemeral)

    def threads(self) -> list[Channel]:
        """Threads the bot created, oldest first."""
        return self.fake.state.threads()

    def latest_thread(self) -> Channel | None:
        threads = self.threads()
        return threads[-1] if threads else None

    def thread_messages(self, thread: int | Channel | None = None) -> list[Message]:
        """Public messages of a thread (default: the most recent thread)."""
        target = thread if thread is not None else self.latest_thread()
        if target is None:
            raise AssertionError("the bot has created no thread")
        return self.messages(target)

    def find_message(
        self,
        channel: int | Channel | None = None,
        *,
        visible_to: Member | None = None,
        predicate: Callable[[Message], bool] = lambda m: True,
    ) -> Message | None:
        """The most recent message matching `predicate`, ephemeral ones only for their owner."""
        messages = self.messages(channel, include_ephemeral=visible_to is not None)
        for message in reversed(messages):
            if visible_to is not None and not message.visible_to(visible_to.id):
                continue
            if predicate(message):
                return message
        return None

    def latest_message_with_components(
        self, channel: int | Channel | None = None, *, visible_to: Member | None = None
    ) -> Message | None:
        return self.find_message(
            channel, visible_to=visible_to, predicate=lambda m: bool(m.buttons() or m.selects())
        )

    def dms(self, member: Member | str) -> list[Message]:
        target = self.member(member) if isinstance(member, str) else member
        return target.dms()


def _channel_id(channel: int | Channel | None) -> int | None:
    """Helpers take a channel or thread as an id or as the fake's Channel record."""
    return channel.id if isinstance(channel, Channel) else channel


def descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (children, their children, ...), from Linux /proc."""
    found: list[int] = []
    todo = [pid]
    while todo:
        parent = todo.pop()
        for task in Path(f"/proc/{parent}/task").glob("*"):
            try:
                children = [int(c) for c in (task / "children").read_text().split()]
            except OSError:
                continue
            found += children
            todo += children
    return found


def _own_cpu_seconds(pid: int) -> float:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0.0
    fields = stat.rsplit(")", 1)[1].split()  # after "(comm)": field 3 onwards
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _cpu_seconds(pid: int | None) -> float:
    """User plus system CPU time of a process and its workers (the render and thinking
    processes it started); 0 where it can't be read."""
    if pid is None:
        return 0.0
    return sum(_own_cpu_seconds(one) for one in (pid, *descendants(pid)))


@asynccontextmanager
async def open_world(
    tmp_path: Path,
    *,
    members: Iterable[str] = (),
    bot_argv: Sequence[str] | None = None,
    env: Mapping[str, str] | None = None,
    start_bot: bool = True,
    wait_sync: bool = True,
    follow_threads: bool = True,
    ready_timeout: float = 20.0,
    interaction_deadline: float | None = 3.0,
    database_url: str | None = None,
    bot_root: Path = REPO_ROOT,
) -> AsyncIterator[World]:
    """A running fake Discord and (unless `start_bot=False`) a running bot; both stopped after.

    `bot_argv` replaces `python -m bot`, run from `bot_root` (default: this checkout); `env`
    adds or overrides launch variables; `members`
    are created before the bot connects, so they come in GUILD_CREATE. The bot keeps its games
    in a SQLite file, or on PostgreSQL at `database_url`; with `E2E_DATABASE=postgres` in the
    environment, in a fresh schema of `TEST_DATABASE_URL`'s server.
    """
    async with AsyncExitStack() as stack:
        if database_url is None and os.environ.get("E2E_DATABASE", "") == "postgres":
            database_url = await stack.enter_async_context(fresh_schema(server_url()))
        fake = FakeDiscord(interaction_deadline=interaction_deadline)
        await fake.start()
        world = World(
            fake,
            tmp_path,
            bot_argv=bot_argv,
            env=env,
            wait_sync=wait_sync,
            follow_threads=follow_threads,
            ready_timeout=ready_timeout,
            database_url=database_url,
            bot_root=bot_root,
        )
        stack.callback(world.close_database)
        for name in members:
            world.member(name)
        failed = False
        try:
            if start_bot:
                await world.start_bot()
            yield world
        except BaseException:
            failed = True
            raise
        finally:
            try:
                await world.stop_bot()
            finally:
                await fake.stop()
                _report(world, fake)
            if fake.errors and not failed:
                raise AssertionError("the fake Discord failed: " + "; ".join(fake.errors))


def _report(world: World, fake: FakeDiscord) -> None:
    """Printed at teardown; pytest shows it for failing tests only."""
    if fake.unsupported:
        routes = sorted({f"{r.method} {r.path}" for r in fake.unsupported})
        print(f"fake Discord: unsupported routes called: {routes}")
    if world.bot is not None or world.shard_bots:
        print(world._tail(150))


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    """The real bot against the fake, with the default launch; import it into a conftest."""
    async with open_world(tmp_path) as running:
        yield running
