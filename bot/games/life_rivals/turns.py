"""The end of a move and of a turn: the space landed on, the hands refilled, the next player.

Yellow and Gossip open a card choice; every other space is settled by the road at once and
the turn ends. When one car has retired, the rival takes one last turn and the game ends.
"""

from __future__ import annotations

from bot.engine import OVER, Event
from bot.games.life_rivals import road
from bot.games.life_rivals.data import GOSSIP as GOSSIP_SPACE
from bot.games.life_rivals.data import YELLOW, Box
from bot.games.life_rivals.scoring import ranking
from bot.games.life_rivals.state import GOSSIP, PLAY, TURN, RivalsState
from bot.games.life_rivals.words import card_line, joined, say

HAND = 5


def land(box: Box, s: RivalsState) -> list[Event]:
    """What the space the mover stopped on asks: a card to play or pick, or its effect."""
    a = s.active
    who = s.players[a]
    kind = box.road[s.position[a]].kind
    if kind == YELLOW and s.hands[a]:
        s.phase = PLAY
        return [Event(say("plays-now", player=who))]
    if kind == GOSSIP_SPACE and s.hands[1 - a]:
        s.phase = GOSSIP
        s.seen[a] = list(s.hands[1 - a])
        shown = joined([card_line(box.card(k)) for k in s.hands[1 - a]], "; ")
        private = {a: say("gossip-shown", rival=s.players[1 - a], cards=shown)}
        told = say("gossip-saw", player=who, rival=s.players[1 - a])
        return [Event(told, private)]
    if kind == YELLOW:
        settled = [Event(say("no-card-to-play", player=who))]
    elif kind == GOSSIP_SPACE:
        settled = [Event(say("no-card-to-show", player=s.players[1 - a]))]
    else:
        settled = road.settle(box, s)
    return settled + end_turn(box, s)


def refill(s: RivalsState) -> list[Event]:
    """Both hands back to five, the mover first; an empty deck takes the discards back."""
    events = []
    for seat in (s.active, 1 - s.active):
        while len(s.hands[seat]) < HAND:
            card, reshuffled = s.deck.draw(s.rng)
            if reshuffled:
                events.append(Event(say("deck-reshuffled")))
            if card is None:
                break
            s.hands[seat].append(card)
    return events


def end_turn(box: Box, s: RivalsState) -> list[Event]:
    """Refill, then the rival's turn; after the last turn (or both retired) the game ends."""
    events = refill(s)
    s.turns += 1
    a = s.active
    if s.final_turn or len(s.retired) == 2:
        s.phase = OVER
        s.winners = ranking(box, s)[:1]
        return events
    if a in s.retired:
        s.final_turn = True
    s.active = 1 - a
    s.phase = TURN
    s.drew_career = [False, False]
    turn = "last-turn-line" if s.final_turn else "turn-line"
    return [*events, Event(say(turn, player=s.players[s.active]))]
