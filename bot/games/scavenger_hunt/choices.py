"""The mover's route choices, labelled for her panel: the destinations a count can reach, the
hands she may keep going there, the next steps step by step, and the public badges on the board
that mark them. Every choice but the badges shows the hand, so it is offered privately."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine import Action, Event
from bot.games.scavenger_hunt.actions import chosen_place, destination_id, go_id, step_id
from bot.games.scavenger_hunt.hunt import Hunt, count, walk
from bot.games.scavenger_hunt.marks import badged, lettered
from bot.games.scavenger_hunt.routes import Count, Hand, Place, Step, Walk, spent_codes, thrift
from bot.games.scavenger_hunt.state import MOVE, ScavengerState
from bot.games.scavenger_hunt.words import K, card_name, cards, counted, joined, moves, names, quick
from bot.sentences import Sentence

DESTINATIONS = Sentence(f"{K}-group-destinations")
KEEP = Sentence(f"{K}-group-keep")
NEXT_STEP = Sentence(f"{K}-group-next-step")
LABELS_KEPT = 1024
"""Destination labels kept before the store starts again (a few hundred a game)."""
LABEL_MOST = 100
"""Discord's limit on a choice's label."""


def ending(text: str, how: str) -> Sentence:
    """``text`` and how the count ends there: 'red CLOSET · collect!', '… · stuck'."""
    return Sentence(f"{K}-ending", place=text, how=how)


def fitted(label: str) -> str:
    """A label within Discord's limit (a whole sentence nearly always is)."""
    return label if len(label) <= LABEL_MOST else label[:LABEL_MOST]


def final(walk: Walk, where: Place) -> str:
    """The space a count ending at ``where`` really stops on (on past a pawn on the path)."""
    return where.end if where.ends else walk.landing(where.end, where.direction or 1)


def minus(hand: list[str], spent: str) -> list[str]:
    """``hand`` without the cards ``spent`` names, one each."""
    left = list(hand)
    for code in spent:
        left.remove(code)
    return left


def badges(h: Hunt, s: ScavengerState) -> dict[str, str]:
    """The badge of each space the mover may choose, for any hand: public, so the board
    draws them and the panel's options that end there begin with them. Before the first
    move, every space the count may stop on, then those a first step reaches (the board
    is the same whether she goes at once or step by step); once she walks step by step,
    the next steps. None outside a count."""
    if s.phase != MOVE or not s.stepping.left:
        return {}
    way, here = walk(h, s), s.positions[s.active]
    steps = way.next_steps(here, s.direction)
    if s.stepping.moved:
        return lettered(steps)
    return lettered((*way.reach(here, s.direction, s.stepping.left), *steps))


def endings(h: Hunt, count: Count) -> list[tuple[Place, Hand, bool]]:
    """Every place the count can end, with the thriftiest hand a route there keeps and
    whether other hands can be kept there, cheapest first."""
    listed = [(where, best, several) for where, (best, several) in count.outcomes().items()]
    return sorted(listed, key=lambda item: _sort_key(h, count.hand, item[0], item[1]))


def _sort_key(h: Hunt, hand: Hand, where: Place, best: Hand) -> tuple[Any, ...]:
    spent = spent_codes(hand, best)
    return (len(spent), spent.count(h.wild), h.place_names[where.end], spent, where)


def destination_actions(h: Hunt, s: ScavengerState) -> list[Action]:
    """One choice per place: straight there when every route leaves the same hand, else a
    first step whose second lists the hands she may keep."""
    now, marks = count(h, s), badges(h, s)
    actions = []
    for where, best, several in endings(h, now):
        spent = spent_codes(now.hand, best)
        badge = marks.get(final(now.walk, where))
        label = _destination_label(h, _stop(s, now.walk, where), spent, several, badge)
        actions.append(Action(destination_id(where, spent, several), label, DESTINATIONS))
    return actions


def _destination_label(h: Hunt, stop: Stop, spent: str, several: bool, badge: str | None) -> str:
    """'C · space 7 · Roll Again · Kitchen or others', kept by what it says."""
    key = (stop, spent, several, badge)
    label = h.labels.get(key)
    if label is None:
        if len(h.labels) >= LABELS_KEPT:
            h.labels.clear()
        message = f"{K}-destination-or-others" if several else f"{K}-destination"
        words = quick(message, place=_stop_words(h, stop), cards=cards(h.house, spent))
        label = h.labels[key] = fitted(badged(badge, words))
    return label


def destination_ids(h: Hunt, s: ScavengerState) -> list[str]:
    """The ids of ``destination_actions``, unordered and unlabelled."""
    now = count(h, s)
    return [
        destination_id(where, spent_codes(now.hand, best), several)
        for where, (best, several) in now.outcomes().items()
    ]


Stop = tuple[str, str, tuple[str, ...]]
"""Where a count really stops, how it ends there, and the pawns it passes on the way."""


def _stop(s: ScavengerState, walk: Walk, where: Place) -> Stop:
    if where.ends:
        return where.end, where.ends, ()
    end, passed = walk.advance(where.end, where.direction or 1)  # as ``final``
    return end, "", tuple(_pawns_on(s, passed)) if passed else ()


def _stop_words(h: Hunt, stop: Stop) -> str:
    """The space the pawn really stops on and what it is: 'space 7 · Roll Again',
    'space 12 · passes Dev', 'red CLOSET · collect!'."""
    end, ends, pawns = stop
    if ends:
        return ending(h.short_names[end], ends)
    text: str = h.short_names[end]
    if pawns:
        text = quick(f"{K}-passes", place=text, names=names(pawns))
    if end in h.house.roll_again:
        text = quick(f"{K}-at-roll-again", place=text)
    return text


def _where(h: Hunt, s: ScavengerState, walk: Walk, where: Place) -> str:
    """The words of the place a count ending at ``where`` stops (see ``_stop_words``)."""
    return _stop_words(h, _stop(s, walk, where))


def _pawns_on(s: ScavengerState, spaces: Sequence[str]) -> list[str]:
    return [
        s.players[i]
        for space in spaces
        for i, at in enumerate(s.positions)
        if at == space and i != s.active and not s.gone[i]
    ]


def keep_actions(h: Hunt, s: ScavengerState) -> list[Action]:
    """The second step of a destination: each hand a route there can leave, most kept
    first (private: only the mover's panel and /play list it)."""
    where, now = chosen_place(s.choosing), count(h, s)
    badge = badges(h, s).get(final(now.walk, where))
    actions = []
    for kept in sorted(now.kept_hands(where), key=thrift, reverse=True):
        spent = spent_codes(now.hand, kept)
        keeping = counted(h.house, minus(s.hands[s.active], spent))
        label = quick(f"{K}-keep", kept=keeping, played=counted(h.house, spent))
        actions.append(Action(go_id(where, spent), fitted(badged(badge, label)), KEEP))
    return actions


def keep_ids(h: Hunt, s: ScavengerState) -> list[str]:
    """The ids of ``keep_actions``, unordered and unlabelled."""
    where, now = chosen_place(s.choosing), count(h, s)
    return [go_id(where, spent_codes(now.hand, kept)) for kept in now.kept_hands(where)]


def step_ids(h: Hunt, s: ScavengerState) -> list[str]:
    """The ids of ``step_actions``, unlabelled."""
    return [step_id(step) for step in count(h, s).open_steps()]


def step_actions(h: Hunt, s: ScavengerState) -> list[Action]:
    """The next steps open step by step, each with the card it plays and where it leads."""
    now, marks = count(h, s), badges(h, s)
    return [
        Action(step_id(step), fitted(_step_words(h, s, now, step, marks)), NEXT_STEP)
        for step in now.open_steps()
    ]


def _step_words(
    h: Hunt, s: ScavengerState, now: Count, step: Step, marks: dict[str, str], told: bool = False
) -> str:
    """A next step: 'B · Step to space 9 (play Dog) · …'; ``told`` without 'Step to', as the
    line after Step by step lists them."""
    message = f"{K}-step-told" if told else f"{K}-step"
    if step.card:
        card = card_name(h.house, step.card)
        label = quick(f"{message}-playing", place=h.short_names[step.to], card=card)
    else:
        label = quick(message, place=h.short_names[step.to])
    label = badged(marks.get(step.to), label)
    if s.stepping.left == 1 and not step.ends and h.house.on_path(step.to):
        where = now.walk.place_of(step.to, step.direction)
        return quick(f"{K}-step-then", step=label, place=_where(h, s, now.walk, where))
    if step.ends:
        return ending(label, step.ends)
    return label


def tell_next_steps(h: Hunt, s: ScavengerState, events: list[Event]) -> None:
    """Step by step answers with the steps open now (privately: they show the hand)."""
    now, marks = count(h, s), badges(h, s)
    steps = [_step_words(h, s, now, step, marks, told=True) for step in now.open_steps()]
    line = quick(
        f"{K}-told-steps",
        moves=moves(s.stepping.left),
        steps=joined(steps, f"{K}-semicolon"),
    )
    _choosing_event(s, events, line)


def tell_cards_to_keep(h: Hunt, s: ScavengerState, events: list[Event]) -> None:
    where = _where(h, s, walk(h, s), chosen_place(s.choosing))
    ways = len(keep_ids(h, s))  # counted without labelling each
    _choosing_event(s, events, Sentence(f"{K}-told-keep", place=where, ways=ways))


def tell_destinations(h: Hunt, s: ScavengerState, events: list[Event]) -> None:
    line = Sentence(f"{K}-told-destinations", count=len(count(h, s).outcomes()))
    _choosing_event(s, events, line)


def _choosing_event(s: ScavengerState, events: list[Event], line: str) -> None:
    """The same public words whichever way she chooses, so they tell nothing of her hand."""
    name = s.players[s.active]
    events.append(Event(quick(f"{K}-choosing", name=name), private={s.active: line}))
