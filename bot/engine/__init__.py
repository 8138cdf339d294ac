"""The game protocol and what every game shares; pure Python, no I/O."""

from bot.engine.decisions import GroupDecision, Policy, Simultaneous, seats_to_the_left
from bot.engine.determinize import deal_unseen, fresh_rng
from bot.engine.errors import GameDataError, IllegalAction, unknown_action
from bot.engine.model import Action, Event, Outcome, PlayerInfo, Prompt, View
from bot.engine.piles import refilled
from bot.engine.protocol import Game
from bot.engine.replay import EXPIRE, REMOVE, SKIP, apply_logged, replay
from bot.engine.rng import Rng
from bot.engine.rolloff import RollRound, first_by_roll, order_by_roll
from bot.engine.rules import Rules
from bot.engine.serial import SCHEMA_VERSION, dumps_state, loads_state

__all__ = [
    "EXPIRE",
    "REMOVE",
    "SCHEMA_VERSION",
    "SKIP",
    "Action",
    "Event",
    "Game",
    "GameDataError",
    "GroupDecision",
    "IllegalAction",
    "Outcome",
    "PlayerInfo",
    "Policy",
    "Prompt",
    "Rng",
    "RollRound",
    "Rules",
    "Simultaneous",
    "View",
    "apply_logged",
    "deal_unseen",
    "dumps_state",
    "first_by_roll",
    "fresh_rng",
    "loads_state",
    "order_by_roll",
    "refilled",
    "replay",
    "seats_to_the_left",
    "unknown_action",
]
