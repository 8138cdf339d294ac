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
from bot.games.life_rivals.words import money


def refusal(box: Box, s: RivalsState, seat: int, action: Parsed) -> str:
    """Why ``action`` is not open to ``seat`` now."""
    kind = action.kind
    if s.phase == FIRST:
        if kind == FIRST_PLAYER.name and seat != 0:
            return f"The host, {s.players[0]}, says who goes first."
        if kind == FIRST_PLAYER.name:
            return "Choose one of the two players."
        return f"First {s.players[0]}, the host, says who is the more jealous."
    if kind == FIRST_PLAYER.name:
        return "Who goes first was settled at the start."
    if s.phase == CAREER:
        if kind == KEEP_CAREER.name and seat not in s.choosing.pending:
            return "You have already chosen your career; the other player is still deciding."
        if kind == KEEP_CAREER.name:
            return "That career was not dealt to you."
        return "First each player keeps a career."
    if kind == KEEP_CAREER.name:
        return "Careers were chosen at the start of the game."
    if kind == NEW_CAREER.name:
        return _career_refusal(s, seat, *action.values)
    if seat != s.active:
        return f"It's {s.players[s.active]}'s turn."
    if kind == STEAL.name:
        return _steal_refusal(box, s, *action.values)
    if kind == SPIN.name:
        return "You have already spun this turn."
    return _card_refusal(box, s, action)


def _career_refusal(s: RivalsState, seat: int, whose: int) -> str:
    if s.phase != TURN:
        return "A new career can be drawn only at the start of a turn, before the spin."
    if whose != seat:
        return "That button is for the other player."
    if s.drew_career[seat]:
        return "You have already drawn a new career this turn."
    return "The Career deck is empty."


def _steal_refusal(box: Box, s: RivalsState, key: str) -> str:
    if s.phase != TURN:
        return "Purchases come before the spin; you can steal again on your next turn."
    rival = 1 - s.active
    if key not in s.table[rival]:
        return f"{s.players[rival]} has no such card on the table."
    card = box.card(key)
    if card.kind != STUFF:
        return f"{card.name} is not a Stuff card: only Stuff can be stolen."
    have = money(s.cash[s.active])
    return f"You need {money(card.resale)} to steal {card.name}; you have {have}."


def _card_refusal(box: Box, s: RivalsState, action: Parsed) -> str:
    """A card played, picked or set aside: ``action`` is of one of those three kinds."""
    if s.phase == TURN:
        return "Spin first: a card is played when you land on a yellow or Gossip space."
    key = action.values[0]
    gossip = s.phase == GOSSIP
    if action.kind == PLAY_CARD.name and gossip:
        return "Pick one of your rival's cards: you are on a Gossip space."
    if action.kind == PICK_CARD.name and not gossip:
        return "Play a card from your own hand: you are on a yellow space."
    if key not in s.source():
        owner = f"{s.players[1 - s.active]} doesn't" if gossip else "You don't"
        return f"{owner} hold that card."
    card = box.card(key)
    if action.kind == SET_ASIDE.name:
        return f"You can still play a card, so {card.name} can't be set aside."
    if card.kind == STUFF and s.cash[s.active] < card.cost:
        return f"{card.name} costs {money(card.cost)}; you have {money(s.cash[s.active])}."
    if card.kind in (STUFF, GOOD):
        return f"{card.name} can only be played on yourself."
    return f'Play {card.name} on "me" or on "rival".'
