"""The deal and the hunt lists: a room card turned at a time, everyone picking at once which
disc goes on that room, then the roll for who goes first."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine import Deck, Event, Rng, Simultaneous, first_by_roll
from bot.games.scavenger_hunt.house import DISC_ROOMS, House
from bot.games.scavenger_hunt.hunt import DISCS_EACH
from bot.games.scavenger_hunt.state import LISTING, ScavengerState
from bot.games.scavenger_hunt.turns import roll, start_turn
from bot.games.scavenger_hunt.words import K, item, joined, room
from bot.sentences import Sentence

OPENING_HAND = 5
LIST_PANEL = Sentence(f"{K}-panel-list")
FIRST_LIST_PANEL = Sentence(f"{K}-panel-list-first")


def opening(first_card: str) -> Sentence:
    """The opening line: the state keeps its English (a save holds plain text), and
    ``opening_lines`` words it again from the first room card."""
    return Sentence(f"{K}-opening", room=room(first_card), panel=LIST_PANEL)


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
        opening=[str(opening(room_cards[0]))],
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
            events.append(Event(Sentence(f"{K}-chose-disc", name=s.players[seat])))
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
        placed.append(Sentence(f"{K}-placed-item", name=s.players[seat], item=item(disc)))
    events.append(Event(Sentence(f"{K}-placed", room=room(kind), items=joined(placed))))
    s.listing += 1
    if s.listing < len(s.room_cards):
        s.decision = Simultaneous.open(range(len(s.players)))
        next_room = room(s.room_cards[s.listing])
        events.append(Event(Sentence(f"{K}-next-room-card", room=next_room)))
        return
    s.decision = Simultaneous.open(())
    s.listing = len(s.room_cards) - 1
    _first_player(s, events)


def _first_player(s: ScavengerState, events: list[Event]) -> None:
    """Everyone rolls; the highest plays first, ties roll again among themselves."""
    playing = [i for i in range(len(s.players)) if not s.gone[i]]
    s.active, rounds = first_by_roll(playing, lambda: sum(roll(s.rng)))
    lines = [
        joined([Sentence(f"{K}-roll-of", name=s.players[i], roll=n) for i, n in r.rolls.items()])
        for r in rounds
    ]
    rolls = joined(lines, f"{K}-then-rolls")
    events.append(Event(Sentence(f"{K}-first-player", rolls=rolls, name=s.players[s.active])))
    start_turn(s, events)
