"""How spaces, cards and hands read in the turn story and on controls."""

from __future__ import annotations

from collections.abc import Iterable

from bot.games.scavenger_hunt.house import PATH, START, House


def place(house: House, space_id: str) -> str:
    """'space 14', 'the space in front of the red START', 'the yellow GARAGE', 'the red START'."""
    space = house.space(space_id)
    for colour, front in house.fronts.items():
        if front == space_id:
            return f"the space in front of the {colour} START"
    if space.kind == PATH:
        return f"space {house.index(space_id) + 1}"
    if space.kind == START:
        return f"the {space.colour} START"
    return f"the {space.colour} {space.kind}"


def short_place(house: House, space_id: str) -> str:
    """The same without the article, for labels: 'front of red START', 'yellow GARAGE'."""
    text = place(house, space_id).removeprefix("the ")
    return text.replace("space in front of the", "front of")


def cards(house: House, codes: Iterable[str]) -> str:
    """'Kitchen, Kitchen, Four-Arrow' or 'no cards'."""
    names = [house.cards[code].name for code in codes]
    return ", ".join(names) if names else "no cards"


def counted(house: House, codes: Iterable[str]) -> str:
    """The same, short enough for a label with a hand of twelve: '2 Kitchen, Four-Arrow'."""
    held = list(codes)
    kinds = sorted(set(held), key=list(house.cards).index)
    parts = [
        f"{held.count(code)} {house.cards[code].name}"
        if held.count(code) > 1
        else house.cards[code].name
        for code in kinds
    ]
    return ", ".join(parts) if parts else "no cards"


def names(people: Iterable[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cy'."""
    listed = list(people)
    if len(listed) < 2:
        return "".join(listed)
    return ", ".join(listed[:-1]) + f" and {listed[-1]}"


def hand_line(house: House, hand: Iterable[str]) -> str:
    held = sorted(hand, key=list(house.cards).index)
    return f"Your hand: {cards(house, held)}." if held else "Your hand is empty."


def moves(count: int) -> str:
    return f"{count} move" if count == 1 else f"{count} moves"
