"""What each seat may see of a Rivals game: the public board, a seat's own secrets, the words.

The public board carries hand sizes but never a card of a hand; a seat's private lines hold its
own hand and dealt careers, and the rival's hand only while that seat makes its Gossip pick.
"""

from __future__ import annotations

from bot.engine import OVER, PlayerInfo
from bot.games.life_rivals import cards, scoring
from bot.games.life_rivals.boards import (
    HeldCareer,
    Move,
    OnTable,
    PublicBoard,
    SeatBoard,
    SeatCards,
)
from bot.games.life_rivals.data import Box, Career, LifeCard
from bot.games.life_rivals.state import CAREER, FIRST, GOSSIP, PLAY, SEATS, TURN, RivalsState
from bot.games.life_rivals.words import (
    card_line,
    career_line,
    career_name,
    joined,
    money,
    people_word,
    pets_word,
    say,
)

EMPTY_HAND = say("empty-hand")


def players(box: Box, s: RivalsState) -> list[PlayerInfo]:
    """Each seat's name, score, standing, and whether she has retired."""
    return [
        PlayerInfo(
            seat=seat,
            name=name,
            score=scoring.score(box, s, seat).total,
            badges=("retired",) if seat in s.retired else (),
            summary=summary(s, seat),
        )
        for seat, name in enumerate(s.players)
    ]


def summary(s: RivalsState, seat: int) -> str:
    """The short public standing after a name: "$240K · 3 people", pets once there are some."""
    cash, people = money(s.cash[seat]), people_word(s.people[seat])
    if s.pets[seat]:
        return say("summary-pets", money=cash, people=people, pets=pets_word(s.pets[seat]))
    return say("summary", money=cash, people=people)


def phase_text(s: RivalsState) -> str:
    who = s.players[s.active]
    if s.phase == OVER:
        return say("phase-over")
    if s.phase == FIRST:
        return say("phase-first", host=s.players[0])
    if s.phase == CAREER:
        return say("phase-career")
    if s.phase == PLAY:
        return say("phase-play", player=who)
    if s.phase == GOSSIP:
        return say("phase-gossip", player=who, rival=s.players[1 - s.active])
    return say("phase-last-turn" if s.final_turn else "phase-turn", player=who)


def landed(s: RivalsState) -> int | None:
    """The space the last move ended on."""
    return int(s.last_path[-1]) if s.last_path else None


def last_move(s: RivalsState) -> Move | None:
    """Who moved last, from where to where; a finished turn has passed to the rival."""
    if not s.last_path:
        return None
    mover = 1 - s.active if s.phase == TURN else s.active
    return Move(seat=mover, start=int(s.last_path[0]), end=int(s.last_path[-1]))


def public_board(box: Box, s: RivalsState) -> PublicBoard:
    """Everything on the table, for the board picture: no card of any hand."""
    badges = cards.steal_badges(box, s)
    return PublicBoard(
        seats=tuple(_seat_board(box, s, seat, badges) for seat in range(SEATS)),
        deck=len(s.deck.cards),
        discards=len(s.deck.discard),
        phase=s.phase,
        active=s.active,
        spin=s.spin,
        stop_spin=s.stop_spin,
        landed=landed(s),
        last_move=last_move(s),
    )


def _seat_board(box: Box, s: RivalsState, seat: int, badges: dict[str, str]) -> SeatBoard:
    """One player's side; Stuff the mover may steal now carries its menu badge."""
    career = box.career(s.careers[seat]) if s.careers[seat] else None
    return SeatBoard(
        position=s.position[seat],
        cash=s.cash[seat],
        people=s.people[seat],
        pets=s.pets[seat],
        career=HeldCareer(career_name(career.key), career.salary) if career else None,
        table=tuple(OnTable(box.card(key), badges.get(key)) for key in s.table[seat]),
        hand_size=len(s.hands[seat]),
        score=scoring.score(box, s, seat).total,
        retired=seat in s.retired,
    )


def ending(s: RivalsState, totals: list[int]) -> str:
    """Why the game ended and by how much (``totals`` best first), for the Game over line."""
    names, retired = s.players, s.retired
    if len(retired) == 2:
        road = say("ended-both-retired", first=names[retired[0]], second=names[retired[1]])
    elif retired:
        first, last = names[retired[0]], names[1 - retired[0]]
        road = say("ended-one-retired", first=first, second=last)
    else:
        road = say("ended")
    best, other = totals
    if best == other:
        return say("ending-tie", road=road, points=str(best))
    return say("ending", road=road, best=str(best), other=str(other))


def private_view(box: Box, s: RivalsState, seat: int) -> tuple[tuple[str, ...], SeatCards]:
    """Only ``seat``'s own secrets, and her rival's hand while she makes her Gossip pick: the
    lines (DM, `/game hand`, the panel) and the cards for the hand picture."""
    lines: list[str] = []
    dealt: tuple[Career, ...] = ()
    if s.phase == CAREER and s.dealt[seat]:
        decision = s.choosing
        if seat in decision.pending:
            dealt = tuple(box.career(k) for k in s.dealt[seat])
            offered = joined([career_line(career) for career in dealt], "; ")
            lines.append(say("careers-dealt", careers=offered))
        else:
            lines.append(say("you-keep", career=career_name(decision.answers[seat])))
    hand = tuple(box.card(k) for k in s.hands[seat])
    lines += [say("in-hand", card=card_line(card)) for card in hand] or [EMPTY_HAND]
    gossip: tuple[LifeCard, ...] = ()
    if s.phase == GOSSIP and seat == s.active:
        gossip = tuple(box.card(k) for k in s.hands[1 - seat])
        rival = s.players[1 - seat]
        lines += [say("gossip-line", rival=rival, card=card_line(card)) for card in gossip]
    return tuple(lines), SeatCards(hand=hand, careers=dealt, gossip=gossip)
