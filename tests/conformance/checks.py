"""What every game must do, written once and run by the conformance suite over every game."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

from bot.engine import Action, Game, IllegalAction, Prompt
from cogs.layout import plan_controls

BUTTON_LABEL = 80
OPTION_LABEL = 100
PLACEHOLDER = 150
ACTION_ID = 100
SENTENCE_END = (".", "!", "?")
SECOND_SENTENCE = re.compile(r"[.!?] +[A-Z]")


def dump(game: Game[Any], state: Any) -> str:
    """A position as canonical JSON text, to compare two positions or one before and after."""
    return json.dumps(game.dump(state), sort_keys=True)


def seats(game: Game[Any], state: Any) -> range:
    return range(len(game.view(state, None).players))


def assert_one_sentence(text: str, what: str) -> None:
    """A refusal a person reads in one glance: one printable line that ends a sentence."""
    assert text and text == text.strip(), f"{what}: empty or padded refusal {text!r}"
    assert text.isprintable(), f"{what}: refusal is not one printable line: {text!r}"
    assert text.endswith(SENTENCE_END), f"{what}: refusal does not end a sentence: {text!r}"
    assert not SECOND_SENTENCE.search(text[:-1]), f"{what}: more than one sentence: {text!r}"


def assert_actions_fit(actions: Iterable[Action], what: str) -> None:
    """Ids a custom id can carry and labels Discord shows uncut."""
    for action in actions:
        assert action.id.isascii() and 0 < len(action.id) <= ACTION_ID, f"{what}: {action.id!r}"
        limit = OPTION_LABEL if action.group else BUTTON_LABEL
        assert 0 < len(action.label) <= limit, f"{what}: label {action.label!r}"
        if action.group:
            assert len(action.group) <= PLACEHOLDER, f"{what}: menu {action.group!r}"


def assert_prompt_fits(game: Game[Any], state: Any, prompt: Prompt) -> None:
    """The public prompt and every seat's panel lay out within Discord's rows (never cut)."""
    assert_actions_fit(prompt.actions, f"{game.name} prompt")
    plan_controls(prompt.actions, extra_buttons=1 if prompt.panel else 0)
    for seat in seats(game, state):
        legal = game.legal_actions(state, seat)
        assert_actions_fit(legal, f"{game.name} panel of seat {seat}")
        plan_controls(legal)


def assert_waits_for_who_can_act(game: Game[Any], state: Any, prompt: Prompt) -> None:
    """Whoever may act is asked or allowed to; a game that is not over waits for somebody."""
    over = game.outcome(state) is not None
    acting = {seat for seat in seats(game, state) if game.legal_actions(state, seat)}
    assert acting <= set(prompt.actors) | set(prompt.may_act), (game.name, acting, prompt)
    if over:
        assert not acting and not prompt.actors, f"{game.name}: someone may act after the end"
        assert game.deadline(state) is None
    else:
        assert prompt.actors or game.deadline(state), f"{game.name}: waits for nobody"


def assert_views_keep_secrets_apart(game: Game[Any], state: Any) -> None:
    """The public view carries nothing private; each seat's view is its own."""
    public = game.view(state, None)
    assert public.seat is None and public.private == () and not public.private_board
    for seat in seats(game, state):
        own = game.view(state, seat)
        assert own.seat == seat and own.players == public.players
        assert own.active == public.active and own.phase == public.phase


def assert_round_trip(game: Game[Any], state: Any) -> None:
    """Saved as JSON and loaded again, the position is the same position."""
    data = game.dump(state)
    again = game.load(json.loads(json.dumps(data)))
    assert game.dump(again) == data, f"{game.name}: dump/load changed the position"


def assert_refused(game: Game[Any], state: Any, seat: int, action_id: str) -> None:
    """An action the seat may not take is refused in one sentence and changes nothing."""
    before = dump(game, state)
    what = f"{game.name}: seat {seat} sending {action_id!r}"
    try:
        game.apply(state, seat, action_id)
    except IllegalAction as refusal:
        assert_one_sentence(str(refusal), what)
    else:
        raise AssertionError(f"{what} was accepted though it is not among its legal actions")
    assert dump(game, state) == before, f"{what} changed the position it was refused on"
