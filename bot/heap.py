"""Keep the garbage collector's passes short: a pass runs on the event loop and holds it up.

A full collection walks every container object the process keeps, and most of them (the
games' rules and data, the renderers, discord.py, the modules) are built at start-up and live
as long as the process. Frozen once start-up is done, they are left out of every later pass,
which then walks only what the running games made since. A start-up of about 75,000 objects
costs a full pass about 40 ms of CPU (150 ms of the loop's time under load) without this.

What is left is the running games and the garbage only the collector frees: each interaction
discord.py hands over is a reference cycle (with its response, the message it came with, that
message's components), and so is each view of controls. On the collector's own schedule that
garbage piles up under load into a rare full pass long enough to hold every game up; collected
every two seconds, no pass finds much of it (``python -m bench.load`` counts the loop's busy
stalls).
"""

from __future__ import annotations

import asyncio
import gc
import logging

log = logging.getLogger(__name__)


def freeze_start_up() -> int:
    """Collect start-up's garbage, then keep everything still alive out of every later pass of
    the collector (it is still freed when nothing refers to it); how many objects that was."""
    gc.collect()
    gc.freeze()
    frozen = gc.get_freeze_count()
    log.debug("%d objects of start-up are left out of garbage collection", frozen)
    return frozen


COLLECT_EVERY_SECONDS = 2.0
"""How often the bot runs a full collection itself, so that none finds much to walk."""


async def collect_steadily(every: float = COLLECT_EVERY_SECONDS) -> None:
    """A full collection every ``every`` seconds, for as long as the task runs."""
    while True:
        await asyncio.sleep(every)
        gc.collect()
