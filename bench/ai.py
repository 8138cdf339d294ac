"""Computer players: strength against baselines, and how long a decision takes under load.

    python -m bench.ai                                   # a few minutes on two cores
    python -m bench.ai --count 200 --games goosebumps    # one game, as the README measures it
    python -m bench.ai --against random greedy goal hard --lengths computers greedy
    python -m bench.ai --load                            # ten games of computers at once

For every registered game at its smallest and largest table, seeded games put one computer
(at the default strength) among players of one kind (``--against``): uniformly random, greedy
(one move deep on ``progress``), goal (heading for its own ``advance``, one choice ahead) or
hard (a computer at the ``hard`` level), its seat rotating game by game. Each row prints the
computer's win share (a shared win counts its part) with its 95% Wilson interval over the
games played, the fair share (one over the table size), the game's length in turns (median
and 90th percentile; a turn is a change of whom the game waits for) and how long its searched
decisions took in CPU time (a forced move, played at once, is left out; CPU time, since the
cores may be shared while it runs). ``--lengths`` adds the length of games whose every seat is
a computer, or a greedy player, or (``person``) three parts computers and one goal player in a
rotating seat, standing for a person who plays sensibly (``--length-count`` games each); the
rows against greedy give the length of one computer among greedy players. Asked table sizes
(``--players``) may be any the game allows, not only its smallest and largest.

``--load`` plays ten games of computers only at once, every decision sent to a pool of two
worker processes as the bot does (the saved position, the seat, a seed), and prints the latency
of a decision from request to answer; ``--pause`` spaces a game's moves as the bot's
``COMPUTER_PAUSE_SECONDS`` does (0 asks again at once: the heaviest load).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from functools import partial
from multiprocessing import Pool
from typing import Any

from bench.games import catalog, rules
from bot.ai import (
    DEFAULT_BUDGET,
    LEVELS,
    choose,
    choose_or_wait,
    goal_choice,
    goal_or_wait,
    greedy_choice,
    greedy_or_wait,
    random_choice,
    random_or_wait,
)
from bot.ai.table import after, next_turn
from bot.engine import Game, dumps_state, loads_state

NAMES = ["Ana", "Ben", "Cy", "Di", "Ed", "Flo"]
MAX_INPUTS = 20_000
OPTIONAL_IN_A_ROW = 8
"""Actions nobody waited for, one after another, before the waited-for seat is asked anyway."""

Choice = Callable[..., str]
MaybeChoice = Callable[..., str | None]
OPPONENTS: dict[str, tuple[Choice, MaybeChoice]] = {
    "random": (random_choice, random_or_wait),
    "greedy": (greedy_choice, greedy_or_wait),
    "goal": (goal_choice, goal_or_wait),
    "hard": (
        partial(choose, budget=LEVELS["hard"]),
        partial(choose_or_wait, budget=LEVELS["hard"]),
    ),
}
COMPUTERS = "computers"
"""A table whose every seat is a computer at the bench's budget (game lengths only)."""
PERSON = "person"
"""A table of computers but for one goal player in a rotating seat: a person who plays sensibly
among computers (game lengths only)."""
LENGTH_TABLES = (COMPUTERS, "greedy", PERSON)
Z_95 = 1.96


def wilson(wins: float, games: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a win share of ``wins`` out of ``games`` (shared wins
    counting their part): sound at shares near 0 or 1 and at few games, unlike share ± 2 SE."""
    if games <= 0:
        return 0.0, 1.0
    share = wins / games
    spread = z * z / games
    centre = (share + spread / 2) / (1 + spread)
    half = z * math.sqrt(share * (1 - share) / games + spread / (4 * games)) / (1 + spread)
    return max(0.0, centre - half), min(1.0, centre + half)


def count_turns(waits: Iterable[tuple[int, ...]]) -> int:
    """The turns of a game from whom it waited for at each position, in order: each change of
    the seats waited for starts a turn (positions that wait for nobody are passed over)."""
    turns = 0
    last: tuple[int, ...] = ()
    for waiting in waits:
        if starts_turn(last, waiting):
            turns += 1
            last = waiting
    return turns


def starts_turn(last: tuple[int, ...], waiting: tuple[int, ...]) -> bool:
    return bool(waiting) and waiting != last


@dataclass(frozen=True)
class Match:
    key: str
    players: int
    opponent: str
    index: int
    budget: int
    alone: bool = False
    """Every seat played by ``opponent``, no computer among them (a game's length only)."""

    @property
    def computer(self) -> int | None:
        return None if self.alone else self.index % self.players

    @property
    def baseline(self) -> str:
        """The kind of player in the seats no computer plays."""
        return "goal" if self.opponent == PERSON else self.opponent

    def by_baseline(self, seat: int) -> bool:
        """Whether the baseline plays the seat (else a computer at the bench's budget does)."""
        if self.opponent == PERSON:
            return seat == self.index % self.players
        return seat != self.computer


@dataclass(frozen=True)
class Result:
    match: Match
    share: float
    """The computer's part of the win: 1, 1/k of a win shared by k, or 0."""
    thinking: tuple[float, ...]
    """CPU seconds of each searched decision of the computer (others share these cores)."""
    turns: int


class Table:
    """One game driven as the host drives it: the seats nobody waits for are offered their
    actions first (each once per position, and not forever in a row), then the first seat
    waited for decides; the clock closes a timed phase at once."""

    def __init__(self, game: Game[Any], players: int, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.state = game.setup(NAMES[:players], seed, {})
        self.inputs = 0
        self.offered: set[int] = set()
        self.unasked_in_a_row = 0
        self.waiting: tuple[int, ...] = ()
        self.turns = 0
        self.note_turn()

    def note_turn(self) -> None:
        """Count a turn when the seats the game waits for change (as ``count_turns``)."""
        waiting = tuple(self.game.prompt(self.state).actors)
        if starts_turn(self.waiting, waiting):
            self.turns += 1
            self.waiting = waiting

    def request(self) -> tuple[int, bool] | None:
        """The seat to ask next and whether nobody waits for it; None once the game is over."""
        while (turn := next_turn(self.game, self.state)) is not None:
            if self.unasked_in_a_row < OPTIONAL_IN_A_ROW:
                for seat in turn.optional:
                    if seat not in self.offered and self.game.legal_actions(self.state, seat):
                        self.offered.add(seat)
                        return seat, True
            if turn.seat is not None:
                return turn.seat, False
            self.answer(None, None, optional=False)
        return None

    def answer(self, seat: int | None, action_id: str | None, *, optional: bool) -> None:
        """Play the answer (an optional seat's None lets the game go on without it)."""
        if optional and action_id is None:
            return
        self.state = after(self.game, self.state, seat, action_id)
        self.inputs += 1
        self.note_turn()
        self.offered.clear()
        self.unasked_in_a_row = self.unasked_in_a_row + 1 if optional else 0

    @property
    def decision_seed(self) -> int:
        return self.seed * MAX_INPUTS + self.inputs


def play_match(match: Match) -> Result:
    """One seeded game: the computer in its seat, the chosen baseline in every other."""
    table = Table(rules(match.key), match.players, match.index)
    game = table.game
    choice, maybe = OPPONENTS.get(match.baseline, (None, None))
    thinking: list[float] = []
    while (asked := table.request()) is not None and table.inputs < MAX_INPUTS:
        seat, optional = asked
        seed = table.decision_seed
        if choice is not None and maybe is not None and match.by_baseline(seat):
            decide = maybe if optional else choice
            table.answer(seat, decide(game, table.state, seat, seed=seed), optional=optional)
            continue
        searched = optional or len(game.legal_actions(table.state, seat)) > 1
        started = time.process_time()
        picked = think_here(game, table.state, seat, seed, optional, match.budget)
        if searched:
            thinking.append(time.process_time() - started)
        table.answer(seat, picked, optional=optional)
    outcome = game.outcome(table.state)
    won = outcome is not None and match.computer in outcome.winners
    share = 1 / len(outcome.winners) if won and outcome is not None else 0.0
    return Result(match, share, tuple(thinking), table.turns)


def think_here(
    game: Game[Any], state: Any, seat: int, seed: int, optional: bool, budget: int
) -> str | None:
    """The computer's answer: its action, or (nobody waiting for it) perhaps None."""
    if optional:
        return choose_or_wait(game, state, seat, seed=seed, budget=budget)
    return choose(game, state, seat, seed=seed, budget=budget)


def tables(
    keys: Sequence[str] | None, sizes: Sequence[int] | None = None
) -> Iterator[tuple[Game[Any], int]]:
    """Every chosen registered game at its smallest and largest table (or the sizes asked that
    it allows)."""
    for record in catalog():
        if keys and record.key not in keys:
            continue
        game = rules(record.key)
        for players in table_sizes(game.min_players, game.max_players, sizes):
            yield game, players


def table_sizes(smallest: int, largest: int, asked: Sequence[int] | None) -> list[int]:
    """The asked table sizes a game allows, or (none asked) its smallest and largest."""
    if not asked:
        return sorted({smallest, largest})
    return sorted({players for players in asked if smallest <= players <= largest})


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def strength(
    keys: Sequence[str] | None,
    sizes: Sequence[int] | None,
    opponents: Sequence[str],
    count: int,
    processes: int,
    budget: int,
    lengths: Sequence[str] = (),
    length_count: int = 0,
) -> None:
    """Win shares against each kind of player, a row per game, table size and opponent; then
    the games' lengths, a row per game, table size and kind of table."""
    chosen = list(tables(keys, sizes))
    matches = [
        Match(game.key, players, opponent, index, budget)
        for game, players in chosen
        for opponent in opponents
        for index in range(count)
    ] + [
        Match(game.key, players, kind, index, budget, alone=True)
        for game, players in chosen
        for kind in lengths
        for index in range(length_count)
    ]
    results: dict[tuple[str, int, str, bool], list[Result]] = {}
    started = time.perf_counter()
    with Pool(processes) as pool:
        for result in pool.imap_unordered(play_match, matches, chunksize=1):
            m = result.match
            results.setdefault((m.key, m.players, m.opponent, m.alone), []).append(result)
    games = f"{count} games per row, " if opponents else ""
    print(f"{games}budget {budget} simulations, {processes} processes")
    shares = {key: rows for key, rows in results.items() if not key[3]}
    if shares:
        print_shares(shares)
    if lengths:
        print()
        print_lengths(results)
    print(f"{time.perf_counter() - started:.0f} s")


def print_shares(results: dict[tuple[str, int, str, bool], list[Result]]) -> None:
    print(
        f"| {'game':<17} | players | against | games | win share | 95% interval | fair share "
        "| turns median / p90 | decision CPU ms median / p95 / max |"
    )
    print(
        f"|{'-' * 19}|---------|---------|-------|-----------|--------------|------------|"
        f"{'-' * 20}|{'-' * 36}|"
    )
    for (key, players, opponent, _), rows in sorted(results.items()):
        wins = sum(r.share for r in rows)
        low, high = wilson(wins, len(rows))
        times = [t * 1000 for r in rows for t in r.thinking]
        timing = (
            f"{statistics.median(times):.0f} / {percentile(times, 0.95):.0f} / {max(times):.0f}"
            if times
            else "-"
        )
        print(
            f"| {key:<17} | {players:>7} | {opponent:<7} | {len(rows):>5} "
            f"| {wins / len(rows):>8.0%} | {low:>5.0%} - {high:<4.0%} | {1 / players:>10.0%} "
            f"| {turn_figures(rows):>18} | {timing:>34} |"
        )


def print_lengths(results: dict[tuple[str, int, str, bool], list[Result]]) -> None:
    """Turns of tables of computers, of greedy players, and of one computer among greedy."""
    print(f"| {'game':<17} | players | {'table':<26} | games | turns median / p90 |")
    print(f"|{'-' * 19}|---------|{'-' * 28}|-------|{'-' * 20}|")
    rows_of = {
        COMPUTERS: ("every seat a computer", True),
        "greedy": ("every seat greedy", True),
        "one": ("one computer among greedy", False),
        PERSON: ("one goal player, computers", True),
    }
    sizes = sorted({(key, players) for key, players, _, _ in results})
    for key, players in sizes:
        for kind, (label, alone) in rows_of.items():
            rows = results.get((key, players, "greedy" if kind == "one" else kind, alone))
            if rows:
                print(
                    f"| {key:<17} | {players:>7} | {label:<26} | {len(rows):>5} "
                    f"| {turn_figures(rows):>18} |"
                )


def turn_figures(rows: Sequence[Result]) -> str:
    turns = [r.turns for r in rows]
    return f"{statistics.median(turns):.0f} / {percentile(turns, 0.9):.0f}"


# -- ten games of computers at once -----------------------------------------------------------


def think(key: str, snapshot: str, seat: int, seed: int, optional: bool, budget: int) -> Any:
    """A worker's job, as the bot's: load the saved position and decide for the seat."""
    game = rules(key)
    return think_here(game, loads_state(game, snapshot), seat, seed, optional, budget)


def load(games_at_once: int, processes: int, seconds: float, budget: int, pause: float) -> None:
    """Computers in every seat of ``games_at_once`` games (every registered game in turn, at
    its largest table), each game's next decision sent ``pause`` seconds after its last
    answer to one pool of ``processes`` workers: the latency from request to answer."""
    keys = [record.key for record in catalog()]
    started_games = 0

    def new_table() -> Table:
        nonlocal started_games
        started_games += 1
        game = rules(keys[started_games % len(keys)])
        return Table(game, game.max_players, started_games)

    tables = [new_table() for _ in range(games_at_once)]
    due = [(0.0, slot) for slot in range(games_at_once)]
    pending: dict[Future[Any], tuple[int, int, bool, float]] = {}
    latencies: list[float] = []
    finished = 0
    ends = time.perf_counter() + seconds
    with ProcessPoolExecutor(processes) as pool:
        while (now := time.perf_counter()) < ends:
            for moment, slot in sorted(due):
                if moment > now:
                    continue
                due.remove((moment, slot))
                while (asked := tables[slot].request()) is None:
                    finished += 1
                    tables[slot] = new_table()
                table = tables[slot]
                seat, optional = asked
                snapshot = dumps_state(table.game, table.state)
                job = pool.submit(
                    think, table.game.key, snapshot, seat, table.decision_seed, optional, budget
                )
                pending[job] = (slot, seat, optional, now)
            soonest = min((moment for moment, _ in due), default=now + 1) - now
            done, _ = wait(pending, timeout=max(0.0, soonest), return_when=FIRST_COMPLETED)
            for job in done:
                slot, seat, optional, asked_at = pending.pop(job)
                answered = time.perf_counter()
                latencies.append(answered - asked_at)
                tables[slot].answer(seat, job.result(), optional=optional)
                due.append((answered + pause, slot))
        for job in pending:
            job.cancel()
    ms = sorted(t * 1000 for t in latencies)
    print(
        f"{games_at_once} games of computers at once, {processes} worker processes, budget "
        f"{budget}, {pause:g} s pause: {len(ms)} decisions in {seconds:.0f} s, "
        f"{finished} games finished"
    )
    print(
        f"decision latency ms: median {statistics.median(ms):.0f}, "
        f"p95 {percentile(ms, 0.95):.0f}, max {ms[-1]:.0f}"
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.ai", description=__doc__.split("\n")[0])
    parser.add_argument("--games", nargs="*", help="game keys (default: every registered game)")
    parser.add_argument("--players", nargs="*", type=int, help="table sizes (default: both)")
    parser.add_argument(
        "--against",
        nargs="*",
        choices=list(OPPONENTS),
        default=["greedy", "goal"],
        help="the players one computer plays among (hard: slow)",
    )
    parser.add_argument("--count", type=int, default=5, help="games per table and opponent")
    parser.add_argument(
        "--lengths",
        nargs="*",
        choices=LENGTH_TABLES,
        default=["greedy"],
        help="tables for the game length: every seat a computer or greedy, or one goal player "
        "among computers (person); computers and person are slow",
    )
    parser.add_argument("--length-count", type=int, default=10, help="games per length row")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    parser.add_argument("--load", action="store_true", help="ten games of computers at once")
    parser.add_argument("--seconds", type=float, default=60, help="how long --load runs")
    parser.add_argument(
        "--pause", type=float, default=0.0, help="seconds --load waits between a game's moves"
    )
    args = parser.parse_args(argv)
    if args.load:
        load(10, max(2, args.processes), args.seconds, args.budget, args.pause)
    else:
        strength(
            args.games,
            args.players,
            args.against,
            args.count,
            args.processes,
            args.budget,
            args.lengths,
            args.length_count,
        )


if __name__ == "__main__":
    main()
