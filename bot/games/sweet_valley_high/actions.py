"""The ids and labels of Sweet Valley High's actions: what buttons, menus and /play carry.

An id is ``kind`` or ``kind:arg`` (``go:x4y4``, ``trade:2``); actions of one kind share a group,
so the platform makes one menu of them.
"""

from __future__ import annotations

from bot.engine import Action

PANEL = "My scoreboard"
PEEK_PANEL = "Look at the card"

ROLL_ID = "roll"
STEP_BY_STEP = "step-by-step"
TAKE = "take"
PUT_BACK_ID = "put-back"
EXCHANGE_ID = "exchange"
KEEP = "keep"
VOTE = "vote"
SECRET = ("Your boyfriend card:", "You peeked in")
"""How the private lines only their seat knows begin (the others repeat public facts)."""
PUT_BACK_ACTION = Action(PUT_BACK_ID, "Put the card back face down")
"""Always open after a peek, whatever the card: the one public control while she decides."""

GROUPS = {
    "char": "Character",
    "go": "Where to go",
    "step": "Next step",
    "look": "Which classroom",
    "trade": "Trade places with",
    "change": "Change boyfriends with",
    "moveto": "Move to any space",
    "peek": "Peek in a classroom",
    "item": "Item to put back",
    "into": "Empty classroom",
    VOTE: "Classroom for the boyfriend",
}


def act(kind: str, arg: str, label: str) -> Action:
    """The action ``kind:arg`` in its kind's group."""
    return Action(f"{kind}:{arg}", label, GROUPS[kind])
