"""Why an action is refused, in one sentence for the one who tried it (nobody else hears).

The rules call ``refusal`` only after the action proved well formed (the id codec refuses any
other) and not legal, so these words never decide anything; they explain, and may use the seat's
own secrets (the sentence goes to that seat only).
"""

from __future__ import annotations

from bot.games.goosebumps import facts
from bot.games.goosebumps.actions import (
    DONE,
    GO,
    GO_ON,
    IDS,
    PLAY,
    ROLL_DICE,
    SKULL,
    SLIDE,
    STAY,
    STEP,
)
from bot.games.goosebumps.board import MIDDLE, PIT, space_name
from bot.games.goosebumps.cards import MONSTER, QUAKE, REVERSAL, RING, Card
from bot.games.goosebumps.data import Graveyard
from bot.games.goosebumps.state import (
    AFTER,
    BRINK,
    OWN_TURN,
    TARGET,
    TOMB,
    GooseState,
    pawns_of,
    seat_of,
)
from bot.games.goosebumps.words import TOMB_NAMES, card_title, face, pawn_name, said, tomb


def refusal(box: Graveyard, s: GooseState, seat: int, action_id: str) -> str:
    """Why ``action_id`` is not open to ``seat`` now, in one sentence for that seat only."""
    parsed = IDS.parse(action_id)
    kind, values = parsed.kind, parsed.values
    if facts.out(s, seat):
        return said("out-of-game")
    if kind == PLAY.name:
        return _play_refusal(box, s, seat, *values)
    if kind == GO_ON.name and s.phase == BRINK and seat in s.window.waiting:
        return said("no-go-on")
    if kind == GO_ON.name:
        return said("not-waiting")
    if s.phase == BRINK:
        return said("wait-brink")
    if seat != s.active:
        return said("not-your-turn", player=s.players[s.active])
    if s.phase == TARGET and s.pending is not None:
        return said("target-first", card=card_title(box.cards[s.pending.card]))
    if kind == ROLL_DICE.name:
        return said("dice-rolled")
    if kind == SLIDE.name:
        return _slide_refusal(box, s, *values)
    if s.phase == TOMB:
        return said("slide-first", tomb=tomb(s.symbol or ""))
    if kind == DONE.name:
        return said("move-first")
    if s.phase == AFTER:
        return said("move-over")
    if kind == SKULL.name:
        return _skull_refusal(box, s, *values)
    if kind in (GO.name, STEP.name):
        return _move_refusal(box, s, kind, *values)
    if kind == STAY.name:
        return said("finish-steps")
    return said("already-stepping")


def _slide_refusal(box: Graveyard, s: GooseState, name: str, to: int) -> str:
    if name not in TOMB_NAMES:
        return said("no-such-tomb", tomb=repr(name))
    if s.phase != TOMB:
        return said("tomb-moved")
    if name != s.symbol:
        return said("slide-rolled", face=face(s.symbol or ""))
    if s.tombs[box.board.platform_of(name)] == MIDDLE:
        return said("one-position-end", tomb=tomb(name))
    return said("one-position-middle", tomb=tomb(name))


def _skull_refusal(box: Graveyard, s: GooseState, pawn: int) -> str:
    if pawn not in pawns_of(s.active):
        return said("not-your-pawn")
    if s.spaces[pawn] != box.board.crypt:
        return said("skull-crypt", pawn=pawn_name(pawn))
    if s.monster[pawn]:
        return said("skull-monster", pawn=pawn_name(pawn))
    other = next(p for p in pawns_of(s.active) if p != pawn)
    if facts.rings(box, s, other):
        return said("ring-other", pawn=pawn_name(other))
    return said("no-ring-held", pawn=pawn_name(pawn))


def _move_refusal(box: Graveyard, s: GooseState, kind: str, pawn: int, there: str) -> str:
    if pawn not in pawns_of(s.active):
        return said("not-your-pawn")
    if not facts.alive(s, pawn):
        return said("fallen", pawn=pawn_name(pawn))
    if facts.paralysed(box, s, pawn):
        return said("held", pawn=pawn_name(pawn))
    if kind == GO.name and s.stepping.on:
        return said("step-not-go")
    if kind == STEP.name and not s.stepping.on:
        return said("go-not-step")
    if kind == STEP.name and s.mover is not None and pawn != s.mover:
        return said("moving-other", pawn=pawn_name(s.mover))
    if there not in box.board.spaces:
        return said("no-space")
    if facts.kinds(box, s)[there] == PIT:
        return said("open-pit", space=space_name(there))
    if kind == STEP.name:
        return said("bad-step", space=space_name(there), number=str(s.number))
    return said("cannot-reach", pawn=pawn_name(pawn), space=space_name(there), number=str(s.number))


def _play_refusal(
    box: Graveyard, s: GooseState, seat: int, pawn: int, card_id: str, target: str = ""
) -> str:
    card = box.cards.get(card_id)
    if card is None or pawn not in range(len(s.spaces)):
        return said("no-play")
    if s.phase == TARGET and s.pending is not None and s.pending.card == card.id:
        if seat != s.active:
            return said("their-card", player=s.players[s.active])
        return _target_refusal(box, s, card, target)
    if seat_of(pawn) != seat:
        return said("own-pawns-only")
    if card.id not in s.saved[pawn]:
        other = next(p for p in pawns_of(seat) if p != pawn)
        if card.id in s.saved[other]:
            return said("saved-under-other", pawn=pawn_name(other))
        return said("not-held", pawn=pawn_name(pawn), card=card_title(card))
    if card.effect == RING:
        return said("ring-not-played")
    if card.effect == REVERSAL:
        return said("reversal-not-played")
    if seat != s.active:
        return said("own-turn-only", card=card_title(card))
    if s.phase not in OWN_TURN:
        return said("finish-waiting")
    if s.stepping.moved:
        return said("finish-move")
    return _target_refusal(box, s, card, target)


def _target_refusal(box: Graveyard, s: GooseState, card: Card, target: str) -> str:
    if (
        card.effect == MONSTER
        and target.isdigit()
        and int(target) < len(s.spaces)
        and s.monster[int(target)]
    ):
        return said("already-monster", pawn=pawn_name(int(target)))
    if card.effect == QUAKE:
        return said("quake-one")
    return said("cannot-act", card=card_title(card))
