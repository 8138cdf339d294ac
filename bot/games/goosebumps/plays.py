"""A card played: a saved card from its player's panel, or a drawn Play Now card given its
target. Each function works on the position in place and appends what the table is told."""

from __future__ import annotations

from bot.engine import Event
from bot.games.goosebumps import facts, turns
from bot.games.goosebumps.cards import (
    EXTRA_TURN,
    JUMP,
    MONSTER,
    QUAKE,
    REVERSAL,
    STEAL,
    SWITCH,
    TO_GATE,
    Card,
)
from bot.games.goosebumps.data import Graveyard
from bot.games.goosebumps.state import (
    BRINK,
    END,
    MOVE,
    OWN_TURN,
    TARGET,
    GooseState,
    pawns_of,
    seat_of,
)
from bot.games.goosebumps.words import card_told, pawn_name, said, saved_line, spot, who


def play(
    box: Graveyard,
    s: GooseState,
    seat: int,
    pawn: int,
    card: Card,
    target: str,
    events: list[Event],
) -> None:
    """``seat`` plays ``card`` for ``pawn`` on ``target``, then the turn goes on where it was."""
    pending = s.pending
    drawn = s.phase == TARGET and pending is not None and pending.card == card.id
    resume = pending.resume if drawn and pending is not None else s.phase
    if drawn:
        s.pending, s.phase = None, resume if resume != END else MOVE
    else:
        s.saved[pawn].remove(card.id)
        s.ringless[pawn] = max(0, s.ringless[pawn] - 1)
        events.append(
            Event(
                said("played", pawn=who(s.players, pawn), card=card_told(card)),
                {seat: saved_line(box.cards, s, pawn)},
            )
        )
    discard = True
    if card.effect == EXTRA_TURN:
        s.extra_turns += 1
    elif card.effect == TO_GATE:
        q = int(target)
        s.spaces[q] = box.board.gate
        events.append(Event(said("to-gate-back", pawn=who(s.players, q))))
    elif card.effect == SWITCH:
        q = int(target)
        s.spaces[pawn], s.spaces[q] = s.spaces[q], s.spaces[pawn]
        _moved_by_card(s, seat, pawn)
        events.append(Event(said("switched", pawn=pawn_name(pawn), other=who(s.players, q))))
        turns.land(box, s, pawn, events, draws=_own(s, seat, resume), resume=resume)
        if s.phase != TARGET:
            turns.land(box, s, q, events, draws=False, resume=resume)
    elif card.effect == STEAL:
        _steal(box, s, pawn, int(target), events)
    elif card.effect == JUMP:
        s.spaces[pawn] = target
        _moved_by_card(s, seat, pawn)
        events.append(Event(said("jumped", pawn=pawn_name(pawn), to=spot(box.board, target))))
        turns.land(box, s, pawn, events, draws=_own(s, seat, resume), resume=resume)
        if resume == BRINK and s.phase == BRINK:
            s.deck.throw(card.id)
            turns.answer_brink(box, s, seat, events)
            return
    elif card.effect == MONSTER:
        discard = not _monster(box, s, seat, card.id, int(target), events)
    elif card.effect == QUAKE:
        s.deck.throw(card.id)
        tomb, _, to = target.partition("-")
        turns.slide(box, s, box.board.platform_of(tomb), int(to), resume, events)
        return
    if discard:
        s.deck.throw(card.id)
    if resume == BRINK:
        s.phase = BRINK
        return
    turns.carry_on(box, s, resume, events)


def _own(s: GooseState, seat: int, resume: str) -> bool:
    """A card moved the player's own pawn on her own turn: a "G" there draws."""
    return seat == s.active and resume in (*OWN_TURN, END)


def _moved_by_card(s: GooseState, seat: int, pawn: int) -> None:
    """On her own turn, a pawn her card moved is "the pawn you just moved"."""
    if seat == s.active:
        s.moved = pawn


def _steal(box: Graveyard, s: GooseState, pawn: int, victim: int, events: list[Event]) -> None:
    rings = facts.rings(box, s, victim)
    if not rings:
        s.ringless[victim] = len(s.saved[victim])
        events.append(Event(said("no-ring", pawn=who(s.players, victim))))
        return
    s.saved[victim].remove(rings[0])
    s.saved[pawn].append(rings[0])
    s.rings_shown[victim] = max(0, s.rings_shown[victim] - 1)
    s.rings_shown[pawn] += 1
    lost = said("lost-ring", pawn=pawn_name(victim), saved=saved_line(box.cards, s, victim))
    events.append(
        Event(
            said("stole-ring", pawn=pawn_name(pawn), victim=who(s.players, victim)),
            {seat_of(pawn): saved_line(box.cards, s, pawn), seat_of(victim): lost},
        )
    )


def _monster(
    box: Graveyard, s: GooseState, seat: int, card_id: str, target: int, events: list[Event]
) -> bool:
    """Lay a Monster card on ``target`` (or, reversed, on the player's own pawn); whether it
    lies on a pawn now (else it goes to the discard pile)."""
    reversal = next((c for c in s.saved[target] if box.cards[c].effect == REVERSAL), None)
    if reversal is not None and seat_of(target) != seat:
        s.saved[target].remove(reversal)
        s.ringless[target] = max(0, s.ringless[target] - 1)
        s.deck.throw(reversal)
        events.append(
            Event(
                said("reversed", pawn=who(s.players, target), player=s.players[seat]),
                {seat_of(target): saved_line(box.cards, s, target)},
            )
        )
        mover = [s.moved] if s.moved is not None and seat_of(s.moved) == seat else []
        choices = [p for p in (*mover, *pawns_of(seat)) if facts.alive(s, p) and not s.monster[p]]
        if not choices:
            events.append(Event(said("reversal-wasted")))
            return False
        target = choices[0]
    s.monster[target] = card_id
    events.append(Event(said("became-monster", pawn=who(s.players, target))))
    return True
