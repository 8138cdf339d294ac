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
from bot.games.goosebumps.words import TOMB_NAMES, pawn_name


def refusal(box: Graveyard, s: GooseState, seat: int, action_id: str) -> str:
    """Why ``action_id`` is not open to ``seat`` now, in one sentence for that seat only."""
    parsed = IDS.parse(action_id)
    kind, values = parsed.kind, parsed.values
    if facts.out(s, seat):
        return "You are out of this game."
    if kind == PLAY.name:
        return _play_refusal(box, s, seat, *values)
    if kind == GO_ON.name and s.phase == BRINK and seat in s.window.waiting:
        return "That answer is another player's: use your own."
    if kind == GO_ON.name:
        return "The table is not waiting for you to let a tomb slide."
    if s.phase == BRINK:
        return "Wait: a pit is about to open and the table waits for the Play Anytime card."
    if seat != s.active:
        return f"It's {s.players[s.active]}'s turn."
    if s.phase == TARGET and s.pending is not None:
        return f"First choose who {box.cards[s.pending.card].title} acts on."
    if kind == ROLL_DICE.name:
        return "The dice are rolled for you as your turn begins."
    if kind == SLIDE.name:
        return _slide_refusal(box, s, *values)
    if s.phase == TOMB:
        return f"Slide the {TOMB_NAMES[s.symbol or '']} tomb first."
    if kind == DONE.name:
        return "Move a pawn, or choose Don't move a pawn, before you are done."
    if s.phase == AFTER:
        return "Your move is over: play a saved card from My cards, or choose Done."
    if kind == SKULL.name:
        return _skull_refusal(box, s, *values)
    if kind in (GO.name, STEP.name):
        return _move_refusal(box, s, kind, *values)
    if kind == STAY.name:
        return "You have begun a step-by-step move: finish it."
    return "You are already moving step by step."


def _slide_refusal(box: Graveyard, s: GooseState, tomb: str, to: int) -> str:
    if tomb not in TOMB_NAMES:
        return f"There is no {tomb!r} tomb."
    if s.phase != TOMB:
        return "The tomb has already moved this turn."
    if tomb != s.symbol:
        return f"You rolled the {TOMB_NAMES[s.symbol or '']}: slide that tomb."
    where = (
        "an end next to the middle"
        if s.tombs[box.board.platform_of(tomb)] == MIDDLE
        else "the middle"
    )
    return (
        f"A tomb moves one position at a time: the {TOMB_NAMES[tomb]} tomb can only go to {where}."
    )


def _skull_refusal(box: Graveyard, s: GooseState, pawn: int) -> str:
    if pawn not in pawns_of(s.active):
        return "That is not one of your pawns."
    if s.spaces[pawn] != box.board.crypt:
        return f"{pawn_name(pawn)} must stand on the Crypt platform to try the skull."
    if s.monster[pawn]:
        return f"{pawn_name(pawn)} is a Monster: cure it before facing the Headless Ghost."
    other = next(p for p in pawns_of(s.active) if p != pawn)
    if facts.rings(box, s, other):
        return f"Your Magic Ring is saved under {pawn_name(other)}, who alone can use it."
    return f"{pawn_name(pawn)} holds no Magic Ring."


def _move_refusal(box: Graveyard, s: GooseState, kind: str, pawn: int, there: str) -> str:
    if pawn not in pawns_of(s.active):
        return "That is not one of your pawns."
    if not facts.alive(s, pawn):
        return f"{pawn_name(pawn)} has fallen into a pit."
    if facts.paralysed(box, s, pawn):
        return f"{pawn_name(pawn)} is held by a Skeleton Hand until a tomb changes that space."
    if kind == GO.name and s.stepping.on:
        return "You are moving step by step: take your next step."
    if kind == STEP.name and not s.stepping.on:
        return "Choose where to go, or choose Step by step first."
    if kind == STEP.name and s.mover is not None and pawn != s.mover:
        return f"You are moving {pawn_name(s.mover)} this turn."
    if there not in box.board.spaces:
        return "There is no such space (bushes are not spaces)."
    if facts.kinds(box, s)[there] == PIT:
        return f"{space_name(there)} is an open pit: no pawn can move into it."
    if kind == STEP.name:
        return f"{space_name(there)} is not a step that can finish your move of {s.number}."
    return (
        f"{pawn_name(pawn)} can't reach {space_name(there)} in exactly {s.number} steps: "
        "bushes and pits block, and no space is used twice."
    )


def _play_refusal(
    box: Graveyard, s: GooseState, seat: int, pawn: int, card_id: str, target: str = ""
) -> str:
    card = box.cards.get(card_id)
    if card is None or pawn not in range(len(s.spaces)):
        return "There is no such card play."
    if s.phase == TARGET and s.pending is not None and s.pending.card == card.id:
        if seat != s.active:
            return f"It's {s.players[s.active]}'s card to play."
        return _target_refusal(box, s, card, target)
    if seat_of(pawn) != seat:
        return "You can only play cards saved under your own pawns."
    if card.id not in s.saved[pawn]:
        other = next(p for p in pawns_of(seat) if p != pawn)
        if card.id in s.saved[other]:
            return f"That card is saved under {pawn_name(other)}, who alone can play it."
        return f"{pawn_name(pawn)} doesn't hold {card.title}."
    if card.effect == RING:
        return "A Magic Ring isn't played: take its pawn to the Crypt platform to use it."
    if card.effect == REVERSAL:
        return "The Monster Reversal acts by itself when a Monster card is played on its pawn."
    if seat != s.active:
        return f"{card.title} can only be played on your own turn."
    if s.phase not in OWN_TURN:
        return "Finish what the game is waiting for before playing a card."
    if s.stepping.moved:
        return "Finish your move first."
    return _target_refusal(box, s, card, target)


def _target_refusal(box: Graveyard, s: GooseState, card: Card, target: str) -> str:
    if (
        card.effect == MONSTER
        and target.isdigit()
        and int(target) < len(s.spaces)
        and s.monster[int(target)]
    ):
        return f"{pawn_name(int(target))} is already a Monster: no second Monster card on it."
    if card.effect == QUAKE:
        return "A tomb moves one position at a time."
    return f"{card.title} can't act on that."
