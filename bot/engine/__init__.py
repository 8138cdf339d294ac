"""The game protocol and what every game shares; pure Python, no I/O."""

from bot.engine.core import OVER, TableCore, copy_core, dump_core, load_core
from bot.engine.decisions import GroupDecision, Policy, Simultaneous, seats_to_the_left
from bot.engine.determinize import deal_unseen, fresh_rng
from bot.engine.errors import GameDataError, IllegalAction, unknown_action
from bot.engine.graph import Stepping
from bot.engine.ids import ActionIds, ActionKind, MalformedAction, Parsed
from bot.engine.model import Action, Event, Outcome, PlayerInfo, Prompt, View
from bot.engine.piles import Deck, refilled
from bot.engine.protocol import Game
from bot.engine.reaction import ReactionWindow
from bot.engine.replay import EXPIRE, REMOVE, SKIP, apply_logged, replay
from bot.engine.rng import Rng
from bot.engine.rolloff import RollRound, first_by_roll, order_by_roll
from bot.engine.rules import Rules
from bot.engine.serial import SCHEMA_VERSION, dumps_state, loads_state
from bot.engine.takeback import TAKE_BACK, may_take_back, reveals

__all__ = [
    "EXPIRE",
    "OVER",
    "REMOVE",
    "SCHEMA_VERSION",
    "SKIP",
    "TAKE_BACK",
    "Action",
    "ActionIds",
    "ActionKind",
    "Deck",
    "Event",
    "Game",
    "GameDataError",
    "GroupDecision",
    "IllegalAction",
    "MalformedAction",
    "Outcome",
    "Parsed",
    "PlayerInfo",
    "Policy",
    "Prompt",
    "ReactionWindow",
    "Rng",
    "RollRound",
    "Rules",
    "Simultaneous",
    "Stepping",
    "TableCore",
    "View",
    "apply_logged",
    "copy_core",
    "deal_unseen",
    "dump_core",
    "dumps_state",
    "first_by_roll",
    "fresh_rng",
    "load_core",
    "loads_state",
    "may_take_back",
    "order_by_roll",
    "refilled",
    "replay",
    "reveals",
    "seats_to_the_left",
    "unknown_action",
]
