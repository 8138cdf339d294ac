"""The generic driver's own pieces that need no bot: strategy discovery, reading prompts."""

from __future__ import annotations

import pytest

from bot.standin.records import Edit, Message
from tests.e2e.driver import registered_games
from tests.e2e.driver.surface import prompt_actions, prompt_version, shown_at
from tests.e2e.strategies import strategy_for


def _row(*custom_ids: str) -> list[dict[str, object]]:
    buttons = [{"type": 2, "label": c, "custom_id": c} for c in custom_ids]
    return [{"type": 1, "components": buttons}]


def test_every_registered_game_has_a_strategy_module() -> None:
    for game in registered_games():
        assert strategy_for(game.key).key == game.key


def test_a_game_without_a_strategy_module_names_the_module_to_add() -> None:
    with pytest.raises(LookupError, match=r"tests\.e2e\.strategies\.no_such_game"):
        strategy_for("no-such-game")


def test_a_prompt_edited_in_place_is_shown_at_the_edit_that_brought_its_version() -> None:
    message = Message(id=1, channel_id=2, author_id=3, created_at=10.0)
    message.components = _row("gn:7:4:a:roll")
    assert prompt_version(message, 7) == 4 and shown_at(message, 4, 7) == 10.0
    message.edits.append(Edit(11.0, {"content": "Ana rolled 3"}))
    message.edits.append(Edit(12.5, {"components": _row("gn:7:5:a:move:s1")}))
    message.components = _row("gn:7:5:a:move:s1")
    assert prompt_version(message, 7) == 5
    assert shown_at(message, 5, 7) == 12.5
    assert list(prompt_actions(message)) == ["move:s1"]
    assert prompt_version(message, 8) is None


def test_a_prompt_with_only_its_panel_button_is_still_the_turn_prompt() -> None:
    """A private choice (a hand of cards) leaves the public prompt nothing but the panel."""
    message = Message(id=1, channel_id=2, author_id=3, created_at=10.0)
    message.components = _row("gn:7:9:panel")
    assert prompt_version(message, 7) == 9 and prompt_version(message, 8) is None
    assert prompt_actions(message) == {}
    message.components = _row("gn:7:lobby:join")
    assert prompt_version(message, 7) is None
