"""Why an action is not open now, in one sentence for the one who tried it (and nobody else).

A refusal may name the asker's own cards and the public table, never the rival's hand, except
to the looker during her Gossip pick, who sees that hand anyway.
"""

from __future__ import annotations

from bot.engine import Simultaneous, unknown_action
from bot.games.life_rivals.actions import (
    DISCARD,
    FIRST_PLAYER,
    GOSSIP_PREFIX,
    KEEP,
    NEW_CAREER,
    PLAY_PREFIX,
    SPIN,
    STEAL,
)
from bot.games.life_rivals.data import GOOD, STUFF, Box
from bot.games.life_rivals.state import CAREER, FIRST, GOSSIP, TURN, RivalsState
from bot.games.life_rivals.words import money


def refusal(box: Box, s: RivalsState, seat: int, action_id: str) -> str:
    """Why ``action_id`` is not open to ``seat`` now."""
    kind = action_id.split(":")[0] + (":" if ":" in action_id else "")
    if s.phase == FIRST:
        if kind == FIRST_PLAYER and seat != 0:
            return f"The host, {s.names[0]}, says who goes first."
        if kind == FIRST_PLAYER:
            return "Choose one of the two players."
        return f"First {s.names[0]}, the host, says who is the more jealous."
    if kind == FIRST_PLAYER:
        return "Who goes first was settled at the start."
    if s.phase == CAREER:
        if kind == KEEP and seat not in Simultaneous.load(s.choosing).pending:
            return "You have already chosen your career; the other player is still deciding."
        if kind == KEEP:
            return "That career was not dealt to you."
        return "First each player keeps a career."
    if kind == KEEP:
        return "Careers were chosen at the start of the game."
    if kind == NEW_CAREER:
        return _career_refusal(s, seat, action_id.removeprefix(NEW_CAREER))
    if seat != s.active:
        return f"It's {s.names[s.active]}'s turn."
    if kind == STEAL:
        return _steal_refusal(box, s, action_id.removeprefix(STEAL))
    if action_id == SPIN:
        return "You have already spun this turn."
    if kind in (PLAY_PREFIX, GOSSIP_PREFIX, DISCARD):
        return _card_refusal(box, s, action_id)
    return unknown_action("Rivals", action_id)


def _career_refusal(s: RivalsState, seat: int, whose: str) -> str:
    if s.phase != TURN:
        return "A new career can be drawn only at the start of a turn, before the spin."
    if not whose.isdigit() or int(whose) != seat:
        return "That button is for the other player."
    if s.drew_career[seat]:
        return "You have already drawn a new career this turn."
    return "The Career deck is empty."


def _steal_refusal(box: Box, s: RivalsState, key: str) -> str:
    if s.phase != TURN:
        return "Purchases come before the spin; you can steal again on your next turn."
    rival = 1 - s.active
    if key not in s.table[rival]:
        return f"{s.names[rival]} has no such card on the table."
    card = box.card(key)
    if card.kind != STUFF:
        return f"{card.name} is not a Stuff card: only Stuff can be stolen."
    have = money(s.cash[s.active])
    return f"You need {money(card.resale)} to steal {card.name}; you have {have}."


def _card_refusal(box: Box, s: RivalsState, action_id: str) -> str:
    if s.phase == TURN:
        return "Spin first: a card is played when you land on a yellow or Gossip space."
    parts = action_id.split(":")
    key = parts[1] if len(parts) > 1 else ""
    gossip = s.phase == GOSSIP
    if action_id.startswith(PLAY_PREFIX) and gossip:
        return "Pick one of your rival's cards: you are on a Gossip space."
    if action_id.startswith(GOSSIP_PREFIX) and not gossip:
        return "Play a card from your own hand: you are on a yellow space."
    if key not in s.source():
        owner = f"{s.names[1 - s.active]} doesn't" if gossip else "You don't"
        return f"{owner} hold that card."
    card = box.card(key)
    if action_id.startswith(DISCARD):
        return f"You can still play a card, so {card.name} can't be set aside."
    if card.kind == STUFF and s.cash[s.active] < card.cost:
        return f"{card.name} costs {money(card.cost)}; you have {money(s.cash[s.active])}."
    if card.kind in (STUFF, GOOD):
        return f"{card.name} can only be played on yourself."
    return f'Play {card.name} on "me" or on "rival".'
