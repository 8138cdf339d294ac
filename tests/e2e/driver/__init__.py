"""A game-agnostic end-to-end driver: open a table for any game, read it, act, play to the end.

It drives the bot only through the Discord surface of the contract (slash commands,
autocomplete, buttons and select menus) and only reads the bot's database. What differs per
game (steering a game to its end, what a seat's secrets are) lives in `tests.e2e.strategies`.
"""

from .checks import (
    DEADLINE,
    assert_answered_in_time,
    assert_boards_are_public,
    assert_game_over,
    assert_nothing_works_after_the_end,
    assert_thread_mentions_only,
    public_views,
)
from .db import (
    EventRow,
    applied_interactions,
    events,
    game_seed,
    game_status,
    query,
    seat_rows,
    snapshot_state,
    snapshot_version,
)
from .games import game, game_keys, registered_games, renderer
from .leaks import Leak, LeakChecker
from .play import (
    Outcome,
    PlayLog,
    act,
    active_seat,
    ask_hand,
    legal_options,
    play_randomly,
    wait_current_prompt,
)
from .surface import (
    OUT_OF_DATE,
    Control,
    controls_for,
    custom_ids,
    mentioned,
    press,
    prompt_actions,
    prompt_version,
)
from .table import Table, open_table
from .writes import Write, WriteReader, payload_text

__all__ = [
    "DEADLINE",
    "OUT_OF_DATE",
    "Control",
    "EventRow",
    "Leak",
    "LeakChecker",
    "Outcome",
    "PlayLog",
    "Table",
    "Write",
    "WriteReader",
    "act",
    "active_seat",
    "applied_interactions",
    "ask_hand",
    "assert_answered_in_time",
    "assert_boards_are_public",
    "assert_game_over",
    "assert_nothing_works_after_the_end",
    "assert_thread_mentions_only",
    "controls_for",
    "custom_ids",
    "events",
    "game",
    "game_keys",
    "game_seed",
    "game_status",
    "legal_options",
    "mentioned",
    "open_table",
    "payload_text",
    "play_randomly",
    "press",
    "prompt_actions",
    "prompt_version",
    "public_views",
    "query",
    "registered_games",
    "renderer",
    "seat_rows",
    "snapshot_state",
    "snapshot_version",
    "wait_current_prompt",
]
