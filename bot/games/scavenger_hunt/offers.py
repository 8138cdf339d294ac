"""What a seat may do now: the actions listed with their labels, and the same ids found one kind
at a time without labels (``apply`` checks one id; labelling every choice costs more)."""

from __future__ import annotations

from collections.abc import Collection

from bot.engine import Action
from bot.games.scavenger_hunt import choices, plays
from bot.games.scavenger_hunt.actions import (
    END_TURN,
    OTHER_DESTINATION,
    STEPWISE,
    OpenIds,
    place_id,
    trade_id,
)
from bot.games.scavenger_hunt.hunt import Hunt
from bot.games.scavenger_hunt.state import END, LISTING, MOVE, ScavengerState
from bot.games.scavenger_hunt.words import K, item, room
from bot.sentences import Sentence

PANEL = Sentence(f"{K}-panel-turn")
FIRST_PANEL = Sentence(f"{K}-panel-turn-first")
ANOTHER_DESTINATION = Sentence(f"{K}-another-destination")
STEP_BY_STEP = Sentence(f"{K}-step-by-step")
END_MY_TURN = Sentence(f"{K}-end-turn")
"""The mover's panel button as the game's first turn shows it: what it is for."""


def open_actions(h: Hunt, state: ScavengerState, seat: int) -> list[Action]:
    """The actions open to ``seat``, labelled and in panel order."""
    if state.phase == LISTING:
        if seat not in state.decision.pending:
            return []
        group = Sentence(f"{K}-group-disc", room=room(state.room_cards[state.listing]))
        return [Action(place_id(disc), item(disc), group) for disc in state.unplaced[seat]]
    if seat != state.active:
        return []
    actions: list[Action] = []
    if state.phase == MOVE and state.choosing:
        return [*choices.keep_actions(h, state), Action(OTHER_DESTINATION, ANOTHER_DESTINATION)]
    if state.phase == MOVE:
        steps = choices.step_actions(h, state) if state.stepping.on else []
        if steps:
            actions += steps
        else:  # with no step open, the one ending left is "trapped" or "stuck" here
            actions += choices.destination_actions(h, state)
            if not state.stepping.moved and not state.stepping.on:
                actions.append(Action(STEPWISE, STEP_BY_STEP))
        if not state.stepping.moved:
            actions += plays.dog_actions(h, state)
        return actions
    actions += plays.trade_actions(h, state)
    actions.append(Action(END_TURN, END_MY_TURN))
    actions += plays.dog_actions(h, state)
    return actions


def open_ids(h: Hunt, s: ScavengerState, seat: int) -> OpenIds:
    """The ids ``open_actions`` lists, found kind by kind as they are asked about."""
    return OpenIds(lambda kind: _open_ids(h, s, seat, kind))


def _open_ids(h: Hunt, s: ScavengerState, seat: int, kind: str) -> Collection[str]:
    """The ids of one kind that ``open_actions`` lists for ``seat``."""
    if s.phase == LISTING:
        listing = kind == "place" and seat in s.decision.pending
        return {place_id(disc) for disc in s.unplaced[seat]} if listing else ()
    if seat != s.active:
        return ()
    if s.phase == END:
        if kind == "trade":
            return {trade_id(code) for code in plays.tradeable(h, s)}
        if kind == "dog":
            return set(plays.dog_ids(h, s))
        return (END_TURN,) if kind == "end" else ()
    if s.choosing:
        if kind == "go":
            return set(choices.keep_ids(h, s))
        return (OTHER_DESTINATION,) if kind == "other-destination" else ()
    if kind == "dog":
        return () if s.stepping.moved else set(plays.dog_ids(h, s))
    if kind == "step-by-step":
        return () if s.stepping.moved or s.stepping.on else (STEPWISE,)
    steps = choices.step_ids(h, s) if s.stepping.on and kind in ("step", "go", "to") else []
    if kind == "step":
        return set(steps)
    if kind in ("go", "to") and not steps:
        return set(choices.destination_ids(h, s))
    return ()
