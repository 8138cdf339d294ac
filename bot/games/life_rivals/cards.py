"""Life cards in play: stealing Stuff before the spin, and on yellow or Gossip playing one card
(or, when none can be paid for, setting one aside).

The rulebook lets any card go on either player; the house keeps Good and Stuff for yourself.
"""

from __future__ import annotations

from functools import lru_cache
from string import ascii_uppercase

from bot.engine import Action, Event
from bot.games.life_rivals.actions import (
    GOSSIP_GROUP,
    ME,
    PICK_CARD,
    PLAY_CARD,
    PLAY_GROUP,
    RIVAL,
    SET_ASIDE,
    STEAL,
    STEAL_GROUP,
)
from bot.games.life_rivals.data import GOOD, IT_HAPPENS, NOT_SO_GOOD, STUFF, Box, LifeCard
from bot.games.life_rivals.state import GOSSIP, PLAY, TURN, RivalsState
from bot.games.life_rivals.words import card_line, card_name, money, say, signed


def steal_badges(box: Box, s: RivalsState) -> dict[str, str]:
    """Before the spin, the rival's Stuff the mover can pay the resale amount of, each with the
    letter the board marks it with and its menu option starts with (A, B, C … as it lies)."""
    if s.phase != TURN:
        return {}
    rival = 1 - s.active
    affordable = [
        key
        for key in s.table[rival]
        if box.card(key).kind == STUFF and s.cash[s.active] >= box.card(key).resale
    ]
    return dict(zip(affordable, ascii_uppercase, strict=False))


def steals(box: Box, s: RivalsState) -> list[Action]:
    """One option a card :func:`steal_badges` marks, its label starting with the badge."""
    rival = s.players[1 - s.active]
    return [_steal(box.card(key), badge, rival) for key, badge in steal_badges(box, s).items()]


@lru_cache(maxsize=1024)
def _steal(card: LifeCard, badge: str, rival: str) -> Action:
    """Made once: the same few steals are offered on every look at a turn."""
    name, price = card_name(card.key), money(card.resale)
    label = say("steal-label", badge=badge, card=name, rival=rival, money=price)
    return Action(STEAL.format(card.key), label, STEAL_GROUP)


def steal(box: Box, s: RivalsState, key: str) -> list[Event]:
    """The mover pays the bank the resale amount and takes the Stuff in front of her."""
    rival, card = 1 - s.active, box.card(key)
    s.table[rival].remove(key)
    s.table[s.active].append(key)
    s.cash[s.active] -= card.resale
    who = s.players[s.active]
    whom, paid = s.players[rival], money(card.resale)
    return [Event(say("stole", player=who, card=card_name(key), rival=whom, money=paid))]


def targets(s: RivalsState, card: LifeCard) -> tuple[str, ...]:
    """Whom ``card`` may go on. It Happens lists the rival first, so an idle player's card
    (her first option) charges the rival."""
    if card.kind == GOOD:
        return (ME,)
    if card.kind == NOT_SO_GOOD:
        return (ME, RIVAL)
    if card.kind == IT_HAPPENS:
        return (RIVAL, ME)
    return (ME,) if s.cash[s.active] >= card.cost else ()


def choice_ids(box: Box, s: RivalsState) -> list[str]:
    """The ids of ``choices``, without their labels (the rules' check of an action)."""
    kind = PLAY_CARD if s.phase == PLAY else PICK_CARD
    ids = [kind.format(key, target) for key in s.source() for target in targets(s, box.card(key))]
    return ids or [SET_ASIDE.format(key) for key in s.source()]


def choices(box: Box, s: RivalsState) -> list[Action]:
    """Every card of the hand played from, on each player it may go on; when none can be
    played, each card to set aside."""
    gossip, rival = s.phase != PLAY, s.players[1 - s.active]
    actions = [
        _choice(gossip, box.card(key), target, rival)
        for key in s.source()
        for target in targets(s, box.card(key))
    ]
    return actions or [_set_aside(gossip, box.card(key)) for key in s.source()]


@lru_cache(maxsize=4096)
def _choice(gossip: bool, card: LifeCard, target: str, rival: str) -> Action:
    """Made once: a hand's options are offered on every look until one is played."""
    kind, group = (PICK_CARD, GOSSIP_GROUP) if gossip else (PLAY_CARD, PLAY_GROUP)
    line = card_line(card)
    on = say("on-me", card=line) if target == ME else say("on-rival", card=line, rival=rival)
    return Action(kind.format(card.key, target), on, group)


@lru_cache(maxsize=1024)
def _set_aside(gossip: bool, card: LifeCard) -> Action:
    group = GOSSIP_GROUP if gossip else PLAY_GROUP
    return Action(SET_ASIDE.format(card.key), say("set-aside-label", card=card_line(card)), group)


def play(box: Box, s: RivalsState, key: str, target: str) -> list[Event]:
    """The card leaves the hand played from: a fee is paid, Stuff bought, points laid down."""
    a = s.active
    on = a if target == ME else 1 - a
    leave_hand(s, key)
    card = box.card(key)
    whom = s.players[on]
    how = ("picked" if s.phase == GOSSIP else "played") + ("-on" if on != a else "")
    told = {"how": how, "player": s.players[a], "card": card_name(key), "rival": s.players[1 - a]}
    if card.kind == IT_HAPPENS:
        paid = min(card.cost, s.cash[on])
        s.cash[on] -= paid
        s.deck.throw(key)
        return [Event(say("played-fee", **told, whom=whom, money=money(paid)))]
    if card.kind == STUFF:
        s.cash[a] -= card.cost
        s.table[a].append(key)
        bought = say("played-stuff", **told, money=money(card.cost), points=str(card.points))
        return [Event(bought)]
    s.table[on].append(key)
    return [Event(say("played-points", **told, points=signed(card.points), whom=whom))]


def set_aside(box: Box, s: RivalsState, key: str) -> list[Event]:
    """A card nobody can pay for goes to the discards."""
    leave_hand(s, key)
    s.deck.throw(key)
    who = s.players[s.active]
    return [Event(say("set-aside", player=who, card=card_name(key)))]


def leave_hand(s: RivalsState, key: str) -> None:
    """``key`` leaves the hand played from, face up: whoever saw it there knows it is gone."""
    holder = s.holder()
    s.hands[holder].remove(key)
    if key in s.seen[1 - holder]:
        s.seen[1 - holder].remove(key)
