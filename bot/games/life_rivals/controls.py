"""What may be done in a Rivals position: each seat's own choices, and the public prompt.

The hand of Life cards is secret, so the prompt offers only what the table can see (steals, a
career draw, the spin) and the panel button; every card choice comes from the owner's own
``seat_actions``.
"""

from __future__ import annotations

from bot.engine import OVER, Action, Prompt
from bot.games.life_rivals import cards, careers
from bot.games.life_rivals.actions import (
    CAREER_PANEL,
    FIRST_PLAYER,
    KEEP_CAREER,
    NEW_CAREER,
    PANEL,
    SPIN,
    STEAL,
)
from bot.games.life_rivals.data import Box
from bot.games.life_rivals.state import CAREER, FIRST, TURN, RivalsState
from bot.games.life_rivals.words import say

SPIN_ACTION = Action(SPIN.format(), say("spin-label"))


def seat_actions(box: Box, s: RivalsState, seat: int) -> list[Action]:
    """What ``seat`` may do now, its own cards included."""
    if s.phase == FIRST:
        return careers.first_choices(s) if seat == 0 else []
    if s.phase == CAREER:
        return careers.keep_choices(box, s, seat)
    if s.phase == TURN:
        actions = cards.steals(box, s) if seat == s.active else []
        if careers.may_draw(s, seat):
            actions.append(careers.draw_action(s, seat))
        if seat == s.active:
            actions.append(SPIN_ACTION)
        return actions
    if seat != s.active:
        return []
    return cards.choices(box, s)


def seat_ids(box: Box, s: RivalsState, seat: int) -> set[str]:
    """The ids of ``seat_actions``, found without their labels: every action checked is
    checked against these, and a label is a sentence to make."""
    if s.phase == FIRST:
        return {FIRST_PLAYER.format(0), FIRST_PLAYER.format(1)} if seat == 0 else set()
    if s.phase == CAREER:
        pending = s.choosing is not None and seat in s.choosing.pending
        return {KEEP_CAREER.format(key) for key in s.dealt[seat]} if pending else set()
    if s.phase == TURN:
        ids = (
            {STEAL.format(key) for key in cards.steal_badges(box, s)} if seat == s.active else set()
        )
        if careers.may_draw(s, seat):
            ids.add(NEW_CAREER.format(seat))
        if seat == s.active:
            ids.add(SPIN_ACTION.id)
        return ids
    if seat != s.active:
        return set()
    return set(cards.choice_ids(box, s))


def prompt(box: Box, s: RivalsState) -> Prompt:
    """Public facts only: the hand never shapes these controls."""
    if s.phase == OVER:
        return Prompt((), ())
    if s.phase == FIRST:
        return Prompt((0,), tuple(careers.first_choices(s)))
    if s.phase == CAREER:
        return s.choosing.prompt((), panel=CAREER_PANEL)
    if s.phase == TURN:
        rival = 1 - s.active
        drawing = tuple(seat for seat in (s.active, rival) if careers.may_draw(s, seat))
        actions = [
            *cards.steals(box, s),
            *(careers.draw_action(s, seat) for seat in drawing),
            SPIN_ACTION,
        ]
        may_act = (rival,) if rival in drawing else ()
        return Prompt((s.active,), tuple(actions), may_act=may_act, panel=PANEL)
    return Prompt((s.active,), (), panel=PANEL)
