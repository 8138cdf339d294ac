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
from bot.games.life_rivals.words import card_line

HAND = 5


def land(box: Box, s: RivalsState) -> list[Event]:
    """What the space the mover stopped on asks: a card to play or pick, or its effect."""
    a = s.active
    who = s.players[a]
    kind = box.road[s.position[a]].kind
    if kind == YELLOW and s.hands[a]:
        s.phase = PLAY
        return [Event(f"{who} plays a Life card now.")]
    if kind == GOSSIP_SPACE and s.hands[1 - a]:
        s.phase = GOSSIP
        s.seen[a] = list(s.hands[1 - a])
        shown = "; ".join(card_line(box.card(k)) for k in s.hands[1 - a])
        private = {a: f"{s.players[1 - a]}'s hand, for your eyes only: {shown}."}
        told = f"Gossip: {who} saw {s.players[1 - a]}'s hand and picks one of its cards now."
        return [Event(told, private)]
    if kind == YELLOW:
        settled = [Event(f"{who} held no card to play.")]
    elif kind == GOSSIP_SPACE:
        settled = [Event(f"{s.players[1 - a]} held no card to show.")]
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
                events.append(Event("The Life deck ran out: the discards were shuffled in."))
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
    last = ": the last turn" if s.final_turn else ""
    return [*events, Event(f"{s.players[s.active]}'s turn{last}.")]
