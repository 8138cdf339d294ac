"""How spaces, cards and hands read in the turn story and on controls."""

from __future__ import annotations

from collections.abc import Iterable

from bot.games.scavenger_hunt.house import PATH, START, House


def room(kind: str) -> str:
    """A room card or a Room/Yard space's kind as the table reads it: 'Garage', 'Yard'."""
    return kind.capitalize()


def place(house: House, space_id: str) -> str:
    """'space 14', 'the yellow Garage', 'the red Start': each as the board writes it (the
    outer spaces numbered along the arrows, a START's front space too)."""
    space = house.space(space_id)
    if space.kind == PATH:
        return f"space {house.index(space_id) + 1}"
    if space.kind == START:
        return f"the {space.colour} Start"
    return f"the {space.colour} {room(space.kind)}"


def short_place(house: House, space_id: str) -> str:
    """The same without the article, for labels: 'space 14', 'yellow Garage'."""
    return place(house, space_id).removeprefix("the ")


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
