"""Table benchmark: how loud a seeded full game is in its thread, for every registered game.

    python -m bench.table                          # every game, seeds 1-3, min and max players
    python -m bench.table --games cheat-street --seeds 1 --turns

Each game is played to Game over by the end-to-end driver's seeded random player (steered by
the game's strategy, clicking the prompt's own buttons and menus where it can) against the
real bot process and the fake Discord, one game at a time. The seed fixes the players'
choices; the bot draws each game's own seed (the deal) at `/game new`, so figures vary a
little from run to run.

A *turn* is one stretch of play by the same mover: a maximal run of consecutive logged events
before each of which the public view names the same active seat, whoever made the event (the
mover, another player answering, a timer). What the bot writes after event v shows the game
waiting for event v+1, so it counts for the turn of event v+1 (the opening prompt counts for
the first turn, Game over for the last).

Per turn: new public messages in the thread, edits of public messages, board images uploaded,
mentions of each player in new messages (an edit never notifies), and clicks by the mover
(their applied actions). Per game: DMs each player received against their secret changes,
counted from the rules by replaying the event log and comparing each seat's private view
before and after each event (lines the game's strategy marks as public facts left out), and
MB uploaded in all: the boards, the private pictures and the recap the bot posts under Game
over (the game in pictures, drawn in a worker process; the benchmark waits for it). The recap
counts in the game's uploads, and its size is printed apart; being posted after the last
turn, it counts in no turn's messages or images.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import random
import statistics
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.engine import apply_logged
from tests.e2e.driver import (
    LeakChecker,
    PlayLog,
    Table,
    Write,
    WriteReader,
    events,
    game,
    game_keys,
    game_seed,
    open_table,
    play_randomly,
    seat_rows,
)
from tests.e2e.driver.surface import MENTION, PROMPT_ID
from tests.e2e.harness import World, open_world
from tests.e2e.scenarios import GAME_ENV
from tests.e2e.strategies import Strategy, strategy_for

BENCH_ENV = {**GAME_ENV, "LOG_LEVEL": "WARNING", "CALLOUT_SECONDS": "10"}
"""Quiet logs; a call-out timer the players always beat, so the figures don't depend on speed."""

TARGETS = {
    "new_per_turn": 1.5,
    "mentions_per_acting_turn": 1,
    "plain_clicks": 2,
    "image_mb": 5.0,
}

RECAP_FILES = ("recap.gif", "standings.png")
"""The files of the recap message, posted under Game over."""
RECAP_SECONDS = 120.0
"""How long a finished game's recap may take to be drawn and posted."""
"""The quiet table's targets (set for Cheat Street; printed next to every game's figures)."""


@dataclass
class Turn:
    mover: int | None
    new_public: int = 0
    edits: int = 0
    images: int = 0
    mentions: Counter[int] = field(default_factory=Counter)
    """Seat -> times mentioned in new public messages."""
    acted: set[int] = field(default_factory=set)
    mover_actions: list[str] = field(default_factory=list)
    mover_clicks: int = 0
    """Inputs the mover made for their actions (a panel opened first counts as well)."""


@dataclass
class GameFigures:
    key: str
    players: int
    seed: int
    finished: bool
    actions: int
    turns: list[Turn]
    dms: Counter[int]
    secret_changes: Counter[int]
    private_changes: Counter[int]
    uploaded: int
    """Bytes of every file the bot uploaded for the game, the recap included."""
    recap: int = 0
    """Bytes of the recap's files (part of ``uploaded``); 0 when none was posted."""
    by_file: Counter[str] = field(default_factory=Counter)
    """Bytes uploaded per file name (board.png, cards.png, recap.gif, …)."""

    def mean(self, attribute: str) -> float:
        return statistics.fmean(getattr(t, attribute) for t in self.turns) if self.turns else 0.0

    def worst_mentions(self) -> int:
        """Most mentions of one player in one turn."""
        return max((max(t.mentions.values(), default=0) for t in self.turns), default=0)

    def over_mentioned(self) -> int:
        """(turn, player) pairs with more mentions than the target."""
        limit = TARGETS["mentions_per_acting_turn"]
        return sum(1 for t in self.turns for count in t.mentions.values() if count > limit)

    def unanswered(self) -> int:
        """(turn, player) pairs mentioned to answer who left it to the timer (a call-out window
        the random player let close): asked rightly, but worth watching."""
        return sum(1 for t in self.turns for seat in t.mentions if seat not in t.acted)

    def plain_clicks(self, strategy: Strategy) -> list[int]:
        return [
            t.mover_clicks
            for t in self.turns
            if t.mover_actions and strategy.plain_turn(t.mover_actions)
        ]


# -- counting --------------------------------------------------------------------------------


def replay_turns(
    table: Table, strategy: Strategy
) -> tuple[list[Turn], dict[int, int], Counter[int], Counter[int]]:
    """Turns from the event log, the turn of each version, and each seat's secret changes."""
    rules = game(table.game)
    names = [n for _, _, n in seat_rows(table.world, table.game_id)]
    state = rules.setup(names, game_seed(table.world, table.game_id), {})
    seats = range(len(names))
    secret: Counter[int] = Counter()
    private: Counter[int] = Counter()
    views = {s: rules.view(state, s).private for s in seats}
    for seat, lines in views.items():
        secret[seat] += bool(strategy.secret_part(lines))
        private[seat] += bool(lines)
    turns: list[Turn] = []
    turn_of: dict[int, int] = {}
    for event in events(table.world, table.game_id):
        active = rules.view(state, None).active
        if not turns or turns[-1].mover != active:
            turns.append(Turn(active))
        turn = turns[-1]
        turn_of[event.version] = len(turns) - 1
        if event.seat is not None:
            turn.acted.add(event.seat)
            if event.seat == turn.mover:
                turn.mover_actions.append(event.action_id)
        state, _ = apply_logged(rules, state, event.seat, event.action_id)
        for seat in seats:
            after = rules.view(state, seat).private
            secret[seat] += strategy.secret_part(after) != strategy.secret_part(views[seat])
            private[seat] += after != views[seat]
            views[seat] = after
    return turns, turn_of, secret, private


def count_traffic(
    table: Table, log: PlayLog, start: int, end: int, strategy: Strategy
) -> GameFigures:
    """Sort the bot's requests from `start` to `end` into the game's turns."""
    world = table.world
    turns, turn_of, secret, private = replay_turns(table, strategy)
    logged = {e.interaction_id: e.version for e in events(world, table.game_id)}
    marks = sorted(
        (index, logged[interaction])
        for interaction, index in log.started_at_request.items()
        if interaction in logged
    )
    seat_of_user = {u: s for s, u, _ in seat_rows(world, table.game_id)}
    last = len(turns) - 1
    for outcome in log.outcomes:
        version = logged.get(outcome.result.id)
        if outcome.applied and version is not None:
            turn = turns[turn_of[version]]
            if seat_of_user.get(outcome.member.id) == turn.mover:
                turn.mover_clicks += outcome.clicks
    reader = WriteReader(world.fake)
    dms: Counter[int] = Counter()
    uploaded = recap = 0
    by_file: Counter[str] = Counter()
    shown = None  # the version the bot's writes show now; None while in the lobby
    mark = 0
    for index in range(start, end):
        while mark < len(marks) and marks[mark][0] <= index:
            shown = marks[mark][1]
            mark += 1
        for write in reader.writes(world.fake.requests[index]):
            uploaded += write.uploaded
            for upload in write.record.files:
                by_file[upload.filename] += len(upload.data)
            if is_recap(write):
                recap += write.uploaded
                continue
            if write.dm and write.audience in seat_of_user and write.new:
                dms[seat_of_user[write.audience]] += 1
            if write.audience is not None or write.channel_id != table.thread_id:
                continue
            if shown is None and PROMPT_ID.search(str(write.record.json)):
                shown = 0
            if shown is None or not turns:
                continue
            turn = turns[min(turn_of.get(shown + 1, last), last)]
            turn.images += write.images
            if not write.new:
                turn.edits += 1
                continue
            turn.new_public += 1
            for user in dict.fromkeys(MENTION.findall(message_content(write.record.json))):
                if int(user) in seat_of_user:
                    turn.mentions[seat_of_user[int(user)]] += 1
    return GameFigures(
        table.game,
        len(table.members),
        0,
        log.finished,
        log.actions,
        turns,
        dms,
        secret,
        private,
        uploaded,
        recap=recap,
        by_file=by_file,
    )


def is_recap(write: Write) -> bool:
    """The recap message: posted under Game over with the game in pictures."""
    return write.new and any(f.filename in RECAP_FILES for f in write.record.files)


def message_content(body: dict[str, Any]) -> str:
    """The content of a message payload, or of an interaction reply's data."""
    return str(body.get("content") or (body.get("data") or {}).get("content") or "")


# -- playing ---------------------------------------------------------------------------------


async def play_one(world: World, key: str, players: int, seed: int) -> GameFigures:
    strategy = strategy_for(key)
    start = len(world.fake.requests)
    table = await open_table(world, players, game=key, prefix=f"S{seed}P{players}-")
    checker = LeakChecker(world, table.game_id, table.thread_id, strategy.tracker())
    log = await play_randomly(
        table,
        random.Random(seed),
        strategy.max_actions(players),
        checker=checker,
        surfaces=("button", "select"),
        check_bystanders=0.0,
        typing=0.0,
        timeout=30.0,
    )
    if log.finished:
        await world.wait_for(lambda: recap_posted(world, table), RECAP_SECONDS, "the recap")
    await world.idle(quiet=0.3, timeout=30)
    figures = count_traffic(table, log, start, len(world.fake.requests), strategy)
    figures.seed = seed
    return figures


def recap_posted(world: World, table: Table) -> bool:
    """Whether the thread shows the finished game's recap."""
    return any(
        attachment.filename in RECAP_FILES
        for message in world.messages(table.thread_id)
        for attachment in message.attachments
    )


async def measure(key: str, seeds: Sequence[int], players: Sequence[int]) -> list[GameFigures]:
    found = []
    with tempfile.TemporaryDirectory(prefix="gn-table-") as folder:
        async with open_world(Path(folder), env=BENCH_ENV, interaction_deadline=None) as world:
            for count in players:
                for seed in seeds:
                    found.append(await play_one(world, key, count, seed))
                    print(f"{key} {count}p seed {seed}: done", file=sys.stderr)
    return found


# -- printing --------------------------------------------------------------------------------


def per_seat(counter: Counter[int], players: int) -> str:
    return "/".join(str(counter[s]) for s in range(players))


def game_rows(figures: Sequence[GameFigures]) -> str:
    head = (
        "| game | players | seed | turns | actions | new msgs / turn (≤ 1.5) | edits / turn "
        "| images / turn | most mentions of one player in a turn (≤ 1) | over-mentioned "
        "| mentioned, left to the timer "
        "| clicks per plain move, median (2) | DMs per player | secret changes per player "
        "| private-view changes | MB uploaded (< 5) | of which the recap, MB |"
    )
    lines = [head, "|" + "---|" * 17]
    for f in figures:
        strategy = strategy_for(f.key)
        clicks = f.plain_clicks(strategy)
        median = f"{statistics.median(clicks):g}" if clicks else "-"
        lines.append(
            f"| {f.key}{'' if f.finished else ' (unfinished)'} | {f.players} | {f.seed} "
            f"| {len(f.turns)} | {f.actions} | {f.mean('new_public'):.2f} | {f.mean('edits'):.2f} "
            f"| {f.mean('images'):.2f} | {f.worst_mentions()} | {f.over_mentioned()} "
            f"| {f.unanswered()} "
            f"| {median} | {per_seat(f.dms, f.players)} | {per_seat(f.secret_changes, f.players)} "
            f"| {per_seat(f.private_changes, f.players)} | {f.uploaded / 1e6:.1f} "
            f"| {recap_mb(f)} |"
        )
    return "\n".join(lines)


def recap_mb(f: GameFigures) -> str:
    return f"{f.recap / 1e6:.2f}" if f.recap else "none"


def verdicts(figures: Sequence[GameFigures]) -> str:
    """Each target, met or not, over all games measured."""
    if not figures:
        return ""
    new = statistics.fmean(f.mean("new_public") for f in figures)
    worst = max(f.worst_mentions() for f in figures)
    over = sum(f.over_mentioned() for f in figures)
    clicks = [c for f in figures for c in f.plain_clicks(strategy_for(f.key))]
    dm_gap = sum(abs(f.dms[s] - f.secret_changes[s]) for f in figures for s in range(f.players))
    dms = sum(sum(f.dms.values()) for f in figures)
    changes = sum(sum(f.secret_changes.values()) for f in figures)
    mb = max(f.uploaded for f in figures) / 1e6

    def mark(ok: bool) -> str:
        return "met" if ok else "NOT met"

    median = statistics.median(clicks) if clicks else float("nan")
    rows = [
        (
            "new public messages per turn, mean",
            f"{new:.2f}",
            "≤ 1.5",
            mark(new <= TARGETS["new_per_turn"]),
        ),
        (
            "most mentions of one player in one turn; (turn, player) pairs over target",
            f"{worst}; {over}",
            "≤ 1; 0",
            mark(worst <= 1 and over == 0),
        ),
        (
            "DMs against secret changes, all players",
            f"{dms} DMs, {changes} changes, off by {dm_gap}",
            "equal",
            mark(dm_gap == 0),
        ),
        (
            "clicks per plain move, median (mean)",
            f"{median:g} ({statistics.fmean(clicks) if clicks else float('nan'):.1f})",
            "2",
            mark(median <= TARGETS["plain_clicks"]),
        ),
        ("MB of uploads in the loudest game", f"{mb:.1f}", "< 5", mark(mb < TARGETS["image_mb"])),
    ]
    lines = ["| target | measured | wanted | |", "|---|---|---|---|"]
    lines += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows]
    return "\n".join(lines)


def turn_rows(f: GameFigures) -> str:
    lines = [
        f"{f.key}, {f.players} players, seed {f.seed}:",
        "| turn | mover | new | edits | images | mentions (seat: count) | mover's clicks |",
        "|---|---|---|---|---|---|---|",
    ]
    for number, t in enumerate(f.turns, 1):
        mentions = " ".join(f"{s}:{c}" for s, c in sorted(t.mentions.items())) or "-"
        lines.append(
            f"| {number} | {t.mover} | {t.new_public} | {t.edits} | {t.images} | {mentions} "
            f"| {t.mover_clicks} |"
        )
    files = ", ".join(f"{name} {size / 1e6:.2f} MB" for name, size in f.by_file.most_common())
    lines.append(f"\nUploads by file: {files or 'none'}.")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="", help="comma-separated keys (default: every game)")
    parser.add_argument("--seeds", type=int, default=3, help="seeds 1..N per table (default 3)")
    parser.add_argument("--turns", action="store_true", help="also print every turn")
    args = parser.parse_args(argv)
    keys = [k for k in args.games.split(",") if k] or game_keys()
    seeds = list(range(1, args.seeds + 1))
    figures: list[GameFigures] = []
    for key in keys:
        rules = game(key)
        players = sorted({rules.min_players, rules.max_players})
        captured = io.StringIO()  # the harness prints the bot's log tail at teardown
        try:
            with contextlib.redirect_stdout(captured):
                figures += asyncio.run(measure(key, seeds, players))
        except BaseException:
            print(captured.getvalue(), file=sys.stderr)
            raise
    print(game_rows(figures))
    print()
    for key in keys:
        print(f"Targets, {key}:")
        print(verdicts([f for f in figures if f.key == key]))
        print()
    if args.turns:
        for f in figures:
            print(turn_rows(f))
            print()


if __name__ == "__main__":
    main()
