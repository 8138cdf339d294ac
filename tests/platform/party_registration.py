"""Toy Party's registration record; tests declare it through an entry point like any game."""

from __future__ import annotations

from pathlib import Path

from bot.games import GameOption, Registration
from tests.platform.party_game import PARTY, PartyGame


def load_party(folder: Path) -> PartyGame:
    """Toy Party has no data files."""
    return PARTY


REGISTRATION = Registration(
    key=PARTY.key,
    name=PARTY.name,
    load_rules=load_party,
    renderer="tests.platform.party_render:table_renderer",
    private_renderer="tests.platform.party_render:hand_renderer",
    badges={},
    presentation={"button_styles": {"cheer": "secondary", "bonus:no": "secondary"}},
    phase_timers={"lucky": 60, "bonus": 60},
    options=(
        GameOption("target", "Points to win", (("10", "10 points"), ("15", "15 points"))),
        GameOption(
            "ruling",
            "When the others disagree",
            (
                ("left-decides", "the player to the left decides"),
                ("majority", "the majority, the earliest vote breaking a tie"),
            ),
        ),
    ),
)
