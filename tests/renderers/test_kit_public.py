"""A public board refuses a seat's view and another game's (renderers/kit/public.py)."""

from __future__ import annotations

import dataclasses

import pytest

from bot.engine import PlayerInfo, View
from renderers.kit.public import refuse_private

TABLE: View = View("chess", None, (PlayerInfo(0, "Ana", 0),), 0, "Ana to move", None)


def test_the_tables_view_of_its_own_game_is_drawn() -> None:
    refuse_private(TABLE, "chess")
    refuse_private(TABLE)


@pytest.mark.parametrize(
    "change", [{"seat": 0}, {"private": ("your card",)}, {"private_board": "a secret"}]
)
def test_a_seats_view_is_refused(change: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="public"):
        refuse_private(dataclasses.replace(TABLE, **change), "chess")


def test_another_games_view_is_refused() -> None:
    with pytest.raises(ValueError, match="draughts"):
        refuse_private(TABLE, "draughts")
