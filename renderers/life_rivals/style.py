"""The colours of Rivals' spaces, cards and pegs."""

from __future__ import annotations

from renderers.kit.theme import RGB

STOPS = ("stop-kids", "stop-pets", "stop-insurance")
SPACE_COLOURS: dict[str, RGB] = {
    "start": (200, 200, 200),
    "retirement": (240, 205, 90),
    "yellow": (246, 214, 72),
    "payday": (86, 170, 96),
    "gossip": (150, 104, 190),
    "baby": (240, 160, 196),
    **dict.fromkeys(STOPS, (196, 40, 40)),
    "orange": (240, 140, 40),
    "red": (176, 40, 52),
}
KIND_COLOURS: dict[str, RGB] = {
    "good": (0, 140, 90),
    "not-so-good": (170, 40, 60),
    "it-happens": (90, 90, 100),
    "stuff": (0, 100, 170),
    "career": (112, 60, 150),
}
OTHER_CARD: RGB = (90, 90, 90)
PEG_COLOURS: tuple[RGB, RGB] = ((86, 160, 233), (240, 140, 190))
"""Blue and pink people, in turn (the rulebook: which doesn't matter)."""
PET_COLOUR: RGB = (150, 100, 50)


def card_colour(kind: object) -> RGB:
    """A card's band colour: its kind's, a grey for a kind not listed."""
    return KIND_COLOURS.get(str(kind), OTHER_CARD)
