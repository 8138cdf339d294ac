"""A new Sweet Valley High game: the item cards dealt face down to the classrooms, the story
deck shuffled, and everyone's roll for the order of choosing characters."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from bot.engine import Deck, Policy, Rng, order_by_roll
from bot.engine.rolloff import RollRound
from bot.games.sweet_valley_high import phases
from bot.games.sweet_valley_high.moves import DIE_HIGH, DIE_LOW
from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.state import Ruling, SvhState
from bot.games.sweet_valley_high.words import say


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
        opening=[str(line) for line in opening],
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
    lines = [round_line(names, round_) for round_ in rounds]
    return [*lines, order_line(names, seats)], seats


def round_line(names: Sequence[str], round_: RollRound) -> str:
    """One round of rolls: "Rolls for choosing characters: Ana 5, Ben 3."."""
    rolls = ", ".join(f"{names[seat]} {roll}" for seat, roll in round_.rolls.items())
    if round_.tied_on is None:
        return say("opening-rolls", rolls=rolls)
    who = _and([names[seat] for seat in round_.rolls])
    return say("opening-tied", players=who, roll=round_.tied_on, rolls=rolls)


def order_line(names: Sequence[str], seats: Sequence[int]) -> str:
    return say("opening-order", order=", ".join(names[seat] for seat in seats))


def _and(names: Sequence[str]) -> str:
    """ "A and B and C": each tied player named, joined in the reader's language."""
    if len(names) == 1:
        return names[0]
    return say("and", first=names[0], rest=_and(names[1:]))


def opening_sentences(s: SvhState) -> tuple[str, ...]:
    """The opening lines the state keeps, as Sentences: the rounds are read back the way
    ``order_by_roll`` rolled them (each tied group right after its round), so every roll is
    found after its player's known name; lines that can't be read are told as they are."""
    names, kept = s.players, list(s.opening)
    rounds: list[RollRound] = []

    def order(group: list[int], tied_on: int | None) -> None:
        if len(rounds) >= len(kept) - 1:
            raise ValueError("fewer lines than rounds")
        rolls = _read_rolls(kept[len(rounds)], names, group, tied_on)
        rounds.append(RollRound(rolls, tied_on))
        for value in sorted(set(rolls.values()), reverse=True):
            tied = [seat for seat in group if rolls[seat] == value]
            if len(tied) > 1:
                order(tied, value)

    try:
        order(list(range(len(names))), None)
    except ValueError:
        return tuple(kept)
    lines = [round_line(names, round_) for round_ in rounds]
    return (*lines, order_line(names, s.choosers))


def _read_rolls(
    line: str, names: Sequence[str], group: list[int], tied_on: int | None
) -> dict[int, int]:
    """Each roll of ``group`` in ``line``, the round's English line as the state keeps it."""
    heading = str(round_line(names, RollRound(dict.fromkeys(group, 0), tied_on)))
    at = len(heading) - len(", ".join(f"{names[seat]} 0" for seat in group)) - 1
    if line[:at] != heading[:at]:
        raise ValueError("not this round")
    rolls = {}
    for seat in group:
        start = f"{names[seat]} "
        if not line.startswith(start, at) or not line[at + len(start)].isdigit():
            raise ValueError("not this player's roll")
        at += len(start)
        rolls[seat] = int(line[at])
        at += 1
        if line[at : at + 2] == ", ":
            at += 2
    if line[at:] != ".":
        raise ValueError("more than this round")
    return rolls
