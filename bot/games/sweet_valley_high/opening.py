"""A new Sweet Valley High game: the item cards dealt face down to the classrooms, the story
deck shuffled, and everyone's roll for the order of choosing characters."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from bot.engine import Deck, Policy, Rng, order_by_roll
from bot.games.sweet_valley_high import phases
from bot.games.sweet_valley_high.moves import DIE_HIGH, DIE_LOW
from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.state import Ruling, SvhState


def new_game(school: School, names: list[str], seed: int, options: Mapping[str, Any]) -> SvhState:
    """Deal the item cards face down, shuffle the deck, roll for the order of choosing."""
    rng = Rng.from_seed(seed)
    cards = list(school.item_cards())
    rng.shuffle(cards)
    rooms: dict[str, str | None] = dict(zip(school.classrooms, cards, strict=True))
    deck = [story.key for story in school.deck]
    rng.shuffle(deck)
    opening, order = choosing_order(names, rng)
    ruling = cast(Ruling, Policy(str(options.get("ruling", Policy.MAJORITY.value))).value)
    seats = len(names)
    return SvhState(
        players=names,
        rng=rng,
        phase=phases.CHOOSE,
        active=order[0],
        opening=opening,
        characters=[""] * seats,
        choosers=order,
        positions=[""] * seats,
        rooms=rooms,
        face_up=[],
        items=[[] for _ in names],
        boyfriends=[None] * seats,
        seen=[False] * seats,
        lose_turn=[False] * seats,
        peeks=[""] * seats,
        memory=[{} for _ in names],
        deck=Deck(cards=deck),
        ruling=ruling,
        mover=order[0],
    )


def choosing_order(names: Sequence[str], rng: Rng) -> tuple[list[str], list[int]]:
    """Everyone rolls; the highest chooses first, and so on; tied players roll again among
    themselves for their places. The public lines and the seats in choosing order."""
    seats, rounds = order_by_roll(range(len(names)), lambda: rng.randint(DIE_LOW, DIE_HIGH))
    lines = []
    for round_ in rounds:
        intro = "Rolls for choosing characters"
        if round_.tied_on is not None:
            who = " and ".join(names[s] for s in round_.rolls)
            intro = f"{who} tied on {round_.tied_on} and rolled again"
        lines.append(
            f"{intro}: " + ", ".join(f"{names[s]} {r}" for s, r in round_.rolls.items()) + "."
        )
    lines.append("Characters are chosen in this order: " + ", ".join(names[s] for s in seats) + ".")
    return lines, seats
