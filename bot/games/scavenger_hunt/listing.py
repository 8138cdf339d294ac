"""The deal and the hunt lists: a room card turned at a time, everyone picking at once which
disc goes on that room, then the roll for who goes first."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine import Deck, Event, Rng, Simultaneous, first_by_roll
from bot.games.scavenger_hunt.house import DISC_ROOMS, House
from bot.games.scavenger_hunt.hunt import DISCS_EACH
from bot.games.scavenger_hunt.state import LISTING, ScavengerState
from bot.games.scavenger_hunt.turns import roll, start_turn
from bot.games.scavenger_hunt.words import room

OPENING_HAND = 5
LIST_PANEL = "My hunt list"
FIRST_LIST_PANEL = "My hunt list: a disc for each room card"


def deal(house: House, names: list[str], seed: int) -> ScavengerState:
    """Colours by seat, four discs each, the opening hands, and the first room card up."""
    rng = Rng.from_seed(seed)
    colours = list(house.colours[: len(names)])
    discs = list(house.discs)
    rng.shuffle(discs)
    unplaced = [discs[i * DISCS_EACH : (i + 1) * DISCS_EACH] for i in range(len(names))]
    room_cards = list(DISC_ROOMS)
    rng.shuffle(room_cards)
    deck = house.full_deck()
    rng.shuffle(deck)
    hands = [sorted(deck[i * OPENING_HAND : (i + 1) * OPENING_HAND]) for i in range(len(names))]
    return ScavengerState(
        players=names,
        colours=colours,
        positions=[house.starts[colour] for colour in colours],
        hands=hands,
        deck=Deck(cards=deck[len(names) * OPENING_HAND :]),
        rng=rng,
        phase=LISTING,
        active=0,
        room_cards=room_cards,
        listing=0,
        decision=Simultaneous.open(range(len(names))),
        unplaced=unplaced,
        items=[[] for _ in names],
        rooms=[[] for _ in names],
        collected=[0] * len(names),
        gone=[False] * len(names),
        drawn_since=[[] for _ in names],
        opening=[
            "Everyone has four item discs. "
            f"The first room card is the {room(room_cards[0])}: in {LIST_PANEL} each "
            f"player picks which of her discs goes on her {room(room_cards[0])}."
        ],
    )


def place(
    house: House,
    s: ScavengerState,
    choices: Mapping[int, str],
    events: list[Event],
    *,
    closing: bool = False,
) -> None:
    """Record answers; once all are in, the discs go down and the next room card turns."""
    open_now = s.decision
    for seat, disc in choices.items():
        open_now = open_now.answer(seat, disc)
        if not closing:
            events.append(Event(f"{s.players[seat]} chose a disc."))
    for seat in range(len(s.players)):
        if s.gone[seat] and seat in open_now.pending:
            open_now = open_now.answer(seat, s.unplaced[seat][0])
    s.decision = open_now
    if not open_now.done:
        return
    kind = s.room_cards[s.listing]
    placed = []
    for seat, disc in sorted(open_now.answers.items()):
        s.unplaced[seat].remove(disc)
        s.items[seat].append(disc)
        s.rooms[seat].append(house.room_of(kind, s.colours[seat]))
        placed.append(f"{s.players[seat]}'s {house.discs[disc]}")
    events.append(Event(f"On the {room(kind)}s: " + ", ".join(placed) + "."))
    s.listing += 1
    if s.listing < len(s.room_cards):
        s.decision = Simultaneous.open(range(len(s.players)))
        next_room = room(s.room_cards[s.listing])
        events.append(Event(f"The next room card was the {next_room}: everyone picks a disc."))
        return
    s.decision = Simultaneous.open(())
    s.listing = len(s.room_cards) - 1
    _first_player(s, events)


def _first_player(s: ScavengerState, events: list[Event]) -> None:
    """Everyone rolls; the highest plays first, ties roll again among themselves."""
    playing = [i for i in range(len(s.players)) if not s.gone[i]]
    s.active, rounds = first_by_roll(playing, lambda: sum(roll(s.rng)))
    lines = [", ".join(f"{s.players[i]} {n}" for i, n in r.rolls.items()) for r in rounds]
    events.append(
        Event(
            f"Rolls for the first turn: {'; then '.join(lines)}. "
            f"{s.players[s.active]} rolled highest and went first."
        )
    )
    start_turn(s, events)
