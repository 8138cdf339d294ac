"""Why an action is refused, in one sentence for the one who tried it (nobody else hears).

The rules call ``refusal`` only after the action proved not legal, so these words never decide
anything; they explain, and may use the seat's own secrets (the sentence goes to that seat only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import unknown_action
from bot.games.goosebumps.board import MIDDLE, PIT, space_name
from bot.games.goosebumps.cards import MONSTER, QUAKE, REVERSAL, RING, Card
from bot.games.goosebumps.state import AFTER, BRINK, MOVE, ROLL, TARGET, TOMB, GooseState
from bot.games.goosebumps.words import TOMB_NAMES, pawn_name, pawns_of, seat_of

if TYPE_CHECKING:
    from bot.games.goosebumps.rules import Goosebumps

KINDS = ("roll", "slide", "go", "step-by-step", "step", "stay", "skull", "go-on", "play", "done")


def refusal(game: Goosebumps, s: GooseState, seat: int, action_id: str) -> str:
    """Why ``action_id`` is not open to ``seat`` now, in one sentence for that seat only."""
    kind, _, rest = action_id.partition(":")
    if kind not in KINDS:
        return unknown_action("Goosebumps", action_id)
    if game.out(s, seat):
        return "You are out of this game."
    if kind == "play":
        return _play_refusal(game, s, seat, rest)
    if kind == "go-on" and s.phase == BRINK and seat in s.brink["waiting"]:
        return "That answer is another player's: use your own."
    if kind == "go-on":
        return "The table is not waiting for you to let a tomb slide."
    if s.phase == BRINK:
        return "Wait: a pit is about to open and the table waits for the Play Anytime card."
    if seat != s.active:
        return f"It's {s.players[s.active]}'s turn."
    if s.phase == TARGET:
        return f"First choose who {game.cards[s.pending['card']].title} acts on."
    if kind == "roll":
        return "The dice are rolled for you as your turn begins."
    if kind == "slide":
        return _slide_refusal(game, s, rest)
    if s.phase == TOMB:
        return f"Slide the {TOMB_NAMES[s.symbol or '']} tomb first."
    if kind == "done":
        return "Move a pawn, or choose Don't move a pawn, before you are done."
    if s.phase == AFTER:
        return "Your move is over: play a saved card from My cards, or choose Done."
    if kind == "skull":
        return _skull_refusal(game, s, rest)
    if kind in ("go", "step"):
        return _move_refusal(game, s, kind, rest)
    if kind == "stay":
        return "You have begun a step-by-step move: finish it."
    return "You are already moving step by step."


def _slide_refusal(game: Goosebumps, s: GooseState, rest: str) -> str:
    tomb = rest.partition(":")[0]
    if tomb not in TOMB_NAMES:
        return f"There is no {tomb!r} tomb."
    if s.phase != TOMB:
        return "The tomb has already moved this turn."
    if tomb != s.symbol:
        return f"You rolled the {TOMB_NAMES[s.symbol or '']}: slide that tomb."
    where = (
        "an end next to the middle"
        if s.tombs[game.board.platform_of(tomb)] == MIDDLE
        else "the middle"
    )
    return (
        f"A tomb moves one position at a time: the {TOMB_NAMES[tomb]} tomb can only go to {where}."
    )


def _skull_refusal(game: Goosebumps, s: GooseState, rest: str) -> str:
    pawn = int(rest) if rest.isdigit() else -1
    if pawn not in pawns_of(s.active):
        return "That is not one of your pawns."
    if s.spaces[pawn] != game.board.crypt:
        return f"{pawn_name(pawn)} must stand on the Crypt platform to try the skull."
    if s.monster[pawn]:
        return f"{pawn_name(pawn)} is a Monster: cure it before facing the Headless Ghost."
    other = next(p for p in pawns_of(s.active) if p != pawn)
    if game.rings(s, other):
        return f"Your Magic Ring is saved under {pawn_name(other)}, who alone can use it."
    return f"{pawn_name(pawn)} holds no Magic Ring."


def _move_refusal(game: Goosebumps, s: GooseState, kind: str, rest: str) -> str:
    pawn_text, _, there = rest.partition(":")
    pawn = int(pawn_text) if pawn_text.isdigit() else -1
    if pawn not in pawns_of(s.active):
        return "That is not one of your pawns."
    if not game.alive(s, pawn):
        return f"{pawn_name(pawn)} has fallen into a pit."
    if game.paralysed(s, pawn):
        return f"{pawn_name(pawn)} is held by a Skeleton Hand until a tomb changes that space."
    if kind == "go" and s.stepwise:
        return "You are moving step by step: take your next step."
    if kind == "step" and not s.stepwise:
        return "Choose where to go, or choose Step by step first."
    if kind == "step" and s.mover is not None and pawn != s.mover:
        return f"You are moving {pawn_name(s.mover)} this turn."
    if there not in game.board.spaces:
        return "There is no such space (bushes are not spaces)."
    if game.kinds(s)[there] == PIT:
        return f"{space_name(there)} is an open pit: no pawn can move into it."
    if kind == "step":
        return f"{space_name(there)} is not a step that can finish your move of {s.number}."
    return (
        f"{pawn_name(pawn)} can't reach {space_name(there)} in exactly {s.number} steps: "
        "bushes and pits block, and no space is used twice."
    )


def _play_refusal(game: Goosebumps, s: GooseState, seat: int, rest: str) -> str:
    parts = rest.split(":")
    pawn = int(parts[0]) if parts[0].isdigit() else -1
    card = game.cards.get(parts[1]) if len(parts) > 1 else None
    if card is None or pawn not in range(len(s.spaces)):
        return "There is no such card play."
    if s.phase == TARGET and s.pending.get("card") == card.id:
        if seat != s.active:
            return f"It's {s.players[s.active]}'s card to play."
        return _target_refusal(game, s, card, parts)
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
    if s.phase not in (ROLL, TOMB, MOVE, AFTER):
        return "Finish what the game is waiting for before playing a card."
    if s.stepwise and len(s.walk) > 1:
        return "Finish your move first."
    return _target_refusal(game, s, card, parts)


def _target_refusal(game: Goosebumps, s: GooseState, card: Card, parts: list[str]) -> str:
    target = parts[2] if len(parts) > 2 else ""
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
