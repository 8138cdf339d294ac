"""The data every Sweet Valley High function module reads beside the state: the checked
school, the walks over its board and the action ids. Built once by the rules class and passed
explicitly, so no module needs the rules class."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import ActionIds
from bot.games.sweet_valley_high.actions import action_ids
from bot.games.sweet_valley_high.paths import Walks
from bot.games.sweet_valley_high.school import School


@dataclass(frozen=True)
class Context:
    """One school's loaded data: its rooms and cards, the walks on its board, its action ids."""

    school: School
    walks: Walks
    ids: ActionIds

    @classmethod
    def of(cls, school: School, max_players: int) -> Context:
        """The context of ``school`` for tables of up to ``max_players``."""
        return cls(school, Walks(school), action_ids(school, max_players))
