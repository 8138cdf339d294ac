"""Who goes first and the careers: the host's word, keeping one of three, drawing a new one.

Set-up asks both players at once (``Simultaneous``): each keeps one of three careers dealt to
her in secret, and the four left go back into the Career deck. Later, at the start of any
turn, either player may trade her career once for the top card of that deck.
"""

from __future__ import annotations

from bot.engine import Action, Event
from bot.games.life_rivals.actions import FIRST_PLAYER, KEEP_CAREER, KEEP_GROUP, NEW_CAREER
from bot.games.life_rivals.data import Box
from bot.games.life_rivals.state import CAREER, TURN, RivalsState
from bot.games.life_rivals.words import CARDS_IN_PANEL, KEEP_IN_PANEL, career_held, career_line


def first_choices(s: RivalsState) -> list[Action]:
    """The host's choice of who is the more jealous, and so goes first."""
    return [
        Action(FIRST_PLAYER.format(seat), f"{s.players[seat]} is the more jealous")
        for seat in (0, 1)
    ]


def choose_first(s: RivalsState, first: int, *, told: bool = True) -> list[Event]:
    """``first`` goes first; the careers are chosen next. ``told`` says the host chose."""
    s.active, s.phase = first, CAREER
    events = [Event(f"{s.players[0]} said {s.players[first]} is the more jealous.")] if told else []
    events.append(Event(f"{s.players[first]} goes first. {KEEP_IN_PANEL}"))
    return events


def keep_choices(box: Box, s: RivalsState, seat: int) -> list[Action]:
    """The three careers dealt to ``seat``, while she has not kept one."""
    if seat not in s.choosing.pending:
        return []
    return [
        Action(KEEP_CAREER.format(key), f"Keep {career_line(box.career(key))}", KEEP_GROUP)
        for key in s.dealt[seat]
    ]


def keep(box: Box, s: RivalsState, seat: int, key: str) -> list[Event]:
    """``seat`` keeps ``key`` in secret; once both have, the careers are laid face up, each
    pays its starting cash, and the others are shuffled back into the deck."""
    decision = s.choosing = s.choosing.answer(seat, key)
    chose = Event(f"{s.players[seat]} chose a career.")
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
    chosen = "; ".join(
        f"{s.players[o]} is a {career_line(box.career(s.careers[o]))}" for o in (0, 1)
    )
    face_up = f"Careers face up: {chosen}. {s.players[s.active]} goes first."
    return [chose, Event(f"{face_up} {CARDS_IN_PANEL}")]


def may_draw(s: RivalsState, seat: int) -> bool:
    """Before the spin, each player may draw a new career once a turn, while the deck lasts."""
    return s.phase == TURN and bool(s.career_deck) and not s.drew_career[seat]


def draw_action(s: RivalsState, seat: int) -> Action:
    """The public button only ``seat`` may press, on her turn or her rival's."""
    return Action(NEW_CAREER.format(seat), f"{s.players[seat]}: draw a new career", seat=seat)


def draw(box: Box, s: RivalsState, seat: int) -> list[Event]:
    """``seat`` trades her career for the top of the deck; the old one goes under it face up
    (everyone knows what lies at the bottom), and the new one pays no starting cash."""
    old, new = s.careers[seat], s.career_deck.pop(0)
    s.careers_under = min(s.careers_under, len(s.career_deck)) + 1
    s.career_deck.append(old)
    s.careers[seat] = new
    s.drew_career[seat] = True
    traded = f"{s.players[seat]} traded {box.career(old).name} for a new career"
    return [Event(f"{traded}: {career_held(box.career(new))}, with no starting cash.")]


def time_up(box: Box, s: RivalsState) -> list[Event]:
    """The career timer ran out: whoever has not chosen keeps the first career dealt to her."""
    events = [Event("Time ran out for choosing careers.")]
    for seat in s.choosing.pending:
        events += keep(box, s, seat, s.dealt[seat][0])
    return events
