"""The 36 Goosebumps cards: cards.json loaded once and checked against the rulebook's kinds."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Literal, get_args

import msgspec

from bot.engine.schema import Key, Text, decode_file, field_error

Kind = Literal["now", "later", "now-or-later", "anytime"]
"""The rulebook's four kinds of card, as the card file names them."""
NOW, LATER, NOW_OR_LATER, ANYTIME = get_args(Kind)
Effect = Literal[
    "monster",
    "cure-all",
    "to-gate",
    "quake",
    "ring",
    "reversal",
    "extra-turn",
    "switch",
    "steal-ring",
    "jump",
]
"""What a card does, as the card file names it."""
EFFECTS: tuple[str, ...] = get_args(Effect)
MONSTER, CURE_ALL, TO_GATE, QUAKE, RING, REVERSAL, EXTRA_TURN, SWITCH, STEAL, JUMP = EFFECTS
DECK_SIZE = 36
KIND_OF = {
    MONSTER: NOW,
    CURE_ALL: NOW,
    TO_GATE: NOW,
    QUAKE: NOW,
    RING: LATER,
    REVERSAL: LATER,
    EXTRA_TURN: NOW_OR_LATER,
    SWITCH: NOW_OR_LATER,
    STEAL: NOW_OR_LATER,
    JUMP: ANYTIME,
}
"""Which of the rulebook's four kinds each effect is printed on."""


class Card(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One card, as cards.json declares it."""

    id: Key
    title: Text
    kind: Kind
    effect: Effect
    text: Text

    @property
    def saved(self) -> bool:
        """Drawn, it goes under the pawn (secretly) instead of being played at once."""
        return self.kind != NOW


class DeckFile(msgspec.Struct, forbid_unknown_fields=True):
    cards: list[Card]


def load_cards(path: Path) -> dict[str, Card]:
    raw = decode_file(path, DeckFile, "the card file")
    source = str(path)
    cards: dict[str, Card] = {}
    for card in raw.cards:
        if card.id in cards:
            raise field_error(source, "cards", f"names {card.id!r} twice")
        if KIND_OF[card.effect] != card.kind:
            raise field_error(
                source,
                f"cards.{card.id}",
                f"is a {card.effect} card, printed {KIND_OF[card.effect]}",
            )
        cards[card.id] = card
    if len(cards) != DECK_SIZE:
        raise field_error(source, "cards", f"must hold {DECK_SIZE} cards, not {len(cards)}")
    kinds = Counter(c.kind for c in cards.values())
    if kinds[ANYTIME] != 1:
        raise field_error(source, "cards", "must hold exactly one Play Anytime card")
    effects = Counter(c.effect for c in cards.values())
    for needed in (MONSTER, CURE_ALL, RING, REVERSAL, EXTRA_TURN):
        if not effects[needed]:
            raise field_error(source, "cards", f"must hold a {needed} card")
    if effects[CURE_ALL] != 1:
        raise field_error(source, "cards", "must hold one card that cures every Monster")
    return cards
