"""Worker processes never outlive the bot, even one that was killed without shutting down."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
START_A_WORKER = """
import os, sys, time
from bot.workers import worker_pool
pool = worker_pool(1)
print(pool.submit(os.getpid).result(), flush=True)
time.sleep(60)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as stat:
        return stat.read().split()[2] != "Z"


def test_a_worker_leaves_when_the_bot_is_killed() -> None:
    bot = subprocess.Popen(
        [sys.executable, "-c", START_A_WORKER], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert bot.stdout is not None
        worker = int(bot.stdout.readline())
        assert _alive(worker)
        bot.send_signal(signal.SIGKILL)
        bot.wait(5)
        deadline = time.monotonic() + 5
        while _alive(worker) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _alive(worker), "the worker outlived the bot"
    finally:
        bot.kill()


def test_a_worker_keeps_what_it_loaded_at_start_out_of_garbage_collection() -> None:
    import gc

    from bot.workers import worker_pool

    pool = worker_pool(1)
    try:
        assert pool.submit(gc.get_freeze_count).result(timeout=30) > 0
    finally:
        pool.shutdown()
