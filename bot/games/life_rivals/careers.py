"""Who goes first and the careers: the host's word, keeping one of three, drawing a new one.

Set-up asks both players at once (``Simultaneous``): each keeps one of three careers dealt to
her in secret, and the four left go back into the Career deck. Later, at the start of any
turn, either player may trade her career once for the top card of that deck.
"""

from __future__ import annotations

from functools import lru_cache

from bot.engine import Action, Event
from bot.games.life_rivals.actions import FIRST_PLAYER, KEEP_CAREER, KEEP_GROUP, NEW_CAREER
from bot.games.life_rivals.data import Box, Career
from bot.games.life_rivals.state import CAREER, TURN, RivalsState
from bot.games.life_rivals.words import (
    CARDS_IN_PANEL,
    KEEP_IN_PANEL,
    career_held,
    career_line,
    career_name,
    say,
)
from bot.sentences import Sentence


def first_choices(s: RivalsState) -> list[Action]:
    """The host's choice of who is the more jealous, and so goes first."""
    return [
        Action(FIRST_PLAYER.format(seat), say("more-jealous", player=s.players[seat]))
        for seat in (0, 1)
    ]


def choose_first(s: RivalsState, first: int, *, told: bool = True) -> list[Event]:
    """``first`` goes first; the careers are chosen next. ``told`` says the host chose."""
    s.active, s.phase = first, CAREER
    said = say("host-said", host=s.players[0], player=s.players[first])
    events = [Event(said)] if told else []
    events.append(Event(say("goes-first", player=s.players[first], then=KEEP_IN_PANEL)))
    return events


def keep_choices(box: Box, s: RivalsState, seat: int) -> list[Action]:
    """The three careers dealt to ``seat``, while she has not kept one."""
    if seat not in s.choosing.pending:
        return []
    return [
        Action(KEEP_CAREER.format(key), _keep_label(box.career(key)), KEEP_GROUP)
        for key in s.dealt[seat]
    ]


def _keep_label(career: Career) -> Sentence:
    return say("keep-label", career=career_line(career))


def keep(box: Box, s: RivalsState, seat: int, key: str) -> list[Event]:
    """``seat`` keeps ``key`` in secret; once both have, the careers are laid face up, each
    pays its starting cash, and the others are shuffled back into the deck."""
    decision = s.choosing = s.choosing.answer(seat, key)
    chose = Event(say("chose-career", player=s.players[seat]))
    if not decision.done:
        return [chose]
    kept = decision.close(lambda other: s.dealt[other][0])
    for other in (0, 1):
        career = box.career(kept[other])
        s.careers[other] = career.key
        s.cash[other] = career.starting_cash
        s.career_deck += [key for key in s.dealt[other] if key != career.key]
    s.rng.shuffle(s.career_deck)
    s.dealt, s.choosing, s.phase = [[], []], None, TURN
    first, second = (
        say("is-a", player=s.players[o], career=career_line(box.career(s.careers[o])))
        for o in (0, 1)
    )
    face_up = say(
        "careers-face-up",
        first=first,
        second=second,
        player=s.players[s.active],
        then=CARDS_IN_PANEL,
    )
    return [chose, Event(face_up)]


def may_draw(s: RivalsState, seat: int) -> bool:
    """Before the spin, each player may draw a new career once a turn, while the deck lasts."""
    return s.phase == TURN and bool(s.career_deck) and not s.drew_career[seat]


def draw_action(s: RivalsState, seat: int) -> Action:
    """The public button only ``seat`` may press, on her turn or her rival's."""
    return _draw_action(seat, s.players[seat])


@lru_cache(maxsize=256)
def _draw_action(seat: int, name: str) -> Action:
    """Made once a seat and name: it is offered on every look at every turn."""
    return Action(NEW_CAREER.format(seat), say("draw-label", player=name), seat=seat)


def draw(box: Box, s: RivalsState, seat: int) -> list[Event]:
    """``seat`` trades her career for the top of the deck; the old one goes under it face up
    (everyone knows what lies at the bottom), and the new one pays no starting cash."""
    old, new = s.careers[seat], s.career_deck.pop(0)
    s.careers_under = min(s.careers_under, len(s.career_deck)) + 1
    s.career_deck.append(old)
    s.careers[seat] = new
    s.drew_career[seat] = True
    held = career_held(box.career(new))
    return [Event(say("traded", player=s.players[seat], old=career_name(old), career=held))]


def time_up(box: Box, s: RivalsState) -> list[Event]:
    """The career timer ran out: whoever has not chosen keeps the first career dealt to her."""
    events = [Event(say("careers-time-up"))]
    for seat in s.choosing.pending:
        events += keep(box, s, seat, s.dealt[seat][0])
    return events
