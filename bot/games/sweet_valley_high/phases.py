"""The phases of a Sweet Valley High game: what the table is waiting for now (``over`` is
the engine's ``OVER``)."""

from __future__ import annotations

from typing import Literal

CHOOSE = "choose"
ROLL = "roll"
MOVE = "move"
DOUBLE = "double"
EXCHANGE = "exchange"
TRADE = "trade"
CHANGE = "change"
MOVE_ANY = "move-any"
PEEK = "peek"
PEEKED = "peeked"
PUT_ITEM = "put-item"
PUT_ROOM = "put-room"
RETURN = "return-boyfriend"
Phase = Literal[
    "choose",
    "roll",
    "move",
    "double",
    "exchange",
    "trade",
    "change",
    "move-any",
    "peek",
    "peeked",
    "put-item",
    "put-room",
    "return-boyfriend",
    "over",
]
