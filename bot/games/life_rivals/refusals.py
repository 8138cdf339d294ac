"""Why an action is not open now, in one sentence for the one who tried it (and nobody else).

A refusal may name the asker's own cards and the public table, never the rival's hand, except
to the looker during her Gossip pick, who sees that hand anyway. The id has already been
parsed: a malformed one never gets here.
"""

from __future__ import annotations

from bot.engine import Parsed
from bot.games.life_rivals.actions import (
    FIRST_PLAYER,
    KEEP_CAREER,
    NEW_CAREER,
    PICK_CARD,
    PLAY_CARD,
    SET_ASIDE,
    SPIN,
    STEAL,
)
from bot.games.life_rivals.data import GOOD, STUFF, Box
from bot.games.life_rivals.state import CAREER, FIRST, GOSSIP, TURN, RivalsState
from bot.games.life_rivals.words import card_name, money, refused


def refusal(box: Box, s: RivalsState, seat: int, action: Parsed) -> str:
    """Why ``action`` is not open to ``seat`` now."""
    kind = action.kind
    if s.phase == FIRST:
        if kind == FIRST_PLAYER.name and seat != 0:
            return refused("refuse-host-chooses", host=s.players[0])
        if kind == FIRST_PLAYER.name:
            return refused("refuse-choose-a-player")
        return refused("refuse-host-first", host=s.players[0])
    if kind == FIRST_PLAYER.name:
        return refused("refuse-first-settled")
    if s.phase == CAREER:
        if kind == KEEP_CAREER.name and seat not in s.choosing.pending:
            return refused("refuse-already-chosen")
        if kind == KEEP_CAREER.name:
            return refused("refuse-not-dealt")
        return refused("refuse-keep-first")
    if kind == KEEP_CAREER.name:
        return refused("refuse-careers-chosen")
    if kind == NEW_CAREER.name:
        return _career_refusal(s, seat, *action.values)
    if seat != s.active:
        return refused("refuse-not-your-turn", player=s.players[s.active])
    if kind == STEAL.name:
        return _steal_refusal(box, s, *action.values)
    if kind == SPIN.name:
        return refused("refuse-spun")
    return _card_refusal(box, s, action)


def _career_refusal(s: RivalsState, seat: int, whose: int) -> str:
    if s.phase != TURN:
        return refused("refuse-draw-when")
    if whose != seat:
        return refused("refuse-other-button")
    if s.drew_career[seat]:
        return refused("refuse-drew")
    return refused("refuse-career-deck-empty")


def _steal_refusal(box: Box, s: RivalsState, key: str) -> str:
    if s.phase != TURN:
        return refused("refuse-steal-when")
    rival = 1 - s.active
    if key not in s.table[rival]:
        return refused("refuse-no-such-card", rival=s.players[rival])
    card, name = box.card(key), card_name(key)
    if card.kind != STUFF:
        return refused("refuse-not-stuff", card=name)
    have = money(s.cash[s.active])
    return refused("refuse-steal-cost", money=money(card.resale), card=name, have=have)


def _card_refusal(box: Box, s: RivalsState, action: Parsed) -> str:
    """A card played, picked or set aside: ``action`` is of one of those three kinds."""
    if s.phase == TURN:
        return refused("refuse-spin-first")
    key = action.values[0]
    gossip = s.phase == GOSSIP
    if action.kind == PLAY_CARD.name and gossip:
        return refused("refuse-pick-rival")
    if action.kind == PICK_CARD.name and not gossip:
        return refused("refuse-play-own")
    if key not in s.source():
        if gossip:
            return refused("refuse-rival-lacks", rival=s.players[1 - s.active])
        return refused("refuse-you-lack")
    card, name = box.card(key), card_name(key)
    if action.kind == SET_ASIDE.name:
        return refused("refuse-can-play", card=name)
    if card.kind == STUFF and s.cash[s.active] < card.cost:
        have = money(s.cash[s.active])
        return refused("refuse-cost", card=name, money=money(card.cost), have=have)
    if card.kind in (STUFF, GOOD):
        return refused("refuse-yourself", card=name)
    return refused("refuse-target", card=name)
