"""A Sweet Valley High position as one seat might picture it: what it can't see, dealt anew.

A computer player searches such positions, never the real one. A seat sees every empty
classroom, the cards lying face up (a character nobody plays, SVH62), the card the last input
turned over for all (until the next input) and the one a player may exchange her boyfriend
for, every item on a scoreboard, a boyfriend everyone saw (SVH35), its own boyfriend, and what
it peeks at now or peeked at last (SVH47, SVH49) while that classroom still holds a face-down
card: a draw keeps that card there even if another player has since taken it in secret, as
the seat can't know. It also knows when a player with all four items holds her own
boyfriend, face down or not: her move then offers her Home Space to win (SVH56).

It can't see the other face-down cards, the boyfriends the others hold unseen, the order of the
large deck, which card about a character nobody plays was set aside (SVH63), or the dice still
to come. Those cards are shuffled among those places, each classroom keeping one card and each
hidden scoreboard slot a boyfriend of a character in play (only those can be collected, SVH61).
What the others peeked at follows their cards, so a drawn position never keeps their secrets.

It remembers (SVH28) what its seat's ``memory`` keeps: a card turned over for all in an earlier
turn and face down again, an item put back or a boyfriend returned in sight of all, a card it
peeked at, the boyfriend it left behind in an exchange. Each stays where it was seen, as the
rules keep that memory only while nothing the seat could not follow may have moved the card.
The others' memories are retold as the drawn cards, like their peeks.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import permutations

from bot.engine import Rng, copy_core, deal_unseen, fresh_rng
from bot.games.sweet_valley_high import phases
from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import peek_line, read_peek

Place = str | int
"""A classroom (by key) or the boyfriend slot of a scoreboard (by seat)."""


def determinize(school: School, state: SvhState, seat: int, rng: Rng) -> SvhState:
    """The cards ``seat`` can't see dealt anew among the places it can't see, what it
    remembers and its last peek kept where it saw the cards, the deck reshuffled and a fresh
    generator (the real one would tell the dice)."""
    s = copy_core(state)
    hidden = hidden_places(school, s, seat)
    pins = _remembered(s, seat, hidden)
    peek = _remembered_peek(school, s, seat, hidden)
    dealt = None
    if peek is not None and peek[0] not in pins and peek[1] not in pins.values():
        dealt = _deal(school, s, hidden, {**pins, peek[0]: peek[1]}, rng)
    if dealt is None:
        dealt = _deal(school, s, hidden, pins, rng)
    assert dealt is not None, "the real position is always one of the deals"
    for place, card in dealt.items():
        if isinstance(place, int):
            s.boyfriends[place] = card
        else:
            s.rooms[place] = card
    _retell_peeks(school, state, s, seat, {hidden[place]: dealt[place] for place in hidden})
    _retell_memories(s, seat)
    _shuffle_deck(school, s, rng)
    s.rng = fresh_rng(rng)
    return s


def hidden_places(school: School, s: SvhState, seat: int) -> dict[Place, str]:
    """The classrooms and boyfriend slots holding a card ``seat`` can't see, with that card."""
    lifted = s.pending.get("room") if s.phase == phases.PEEKED and s.mover == seat else None
    exchanged = s.pending.get("room") if s.phase == phases.EXCHANGE else None
    places: dict[Place, str] = {
        room: card
        for room, card in s.rooms.items()
        if card is not None
        and room not in s.face_up
        and s.shown.get(room) != card
        and room not in (lifted, exchanged)
    }
    for other, held in enumerate(s.boyfriends):
        if held is None or other == seat or s.seen[other]:
            continue
        if held != _own_if_four_items(school, s, other):
            places[other] = held
    return places


def _peek_card(school: School, there: str | None, hidden: Iterable[str], name: str) -> str | None:
    """The card a peek line names: the one still in its classroom (``there``), else the first
    hidden card of that name (Go To Detention cards share one), else None (it is in sight)."""
    if there is not None and school.card_names[there] == name:
        return there
    return next((card for card in hidden if school.card_names[card] == name), None)


def _remembered(s: SvhState, seat: int, hidden: dict[Place, str]) -> dict[str, str]:
    """What ``seat`` remembers lying face down, in the classrooms it can't see now."""
    pool = list(hidden.values())
    pins = {}
    for room, card in s.memory[seat].items():
        if room in hidden and card in pool:
            pool.remove(card)
            pins[room] = card
    return pins


def _retell_memories(s: SvhState, seat: int) -> None:
    """The others remember the cards dealt where they remember one: as true in the drawn
    position as in the real one, and telling nothing."""
    for other, known in enumerate(s.memory):
        if other != seat:
            s.memory[other] = {room: card for room in known if (card := s.rooms[room])}


def _remembered_peek(
    school: School, s: SvhState, seat: int, hidden: dict[Place, str]
) -> tuple[str, str] | None:
    """The classroom and card of ``seat``'s last peek, when that classroom still lies face
    down and the card is nowhere in sight: it knows the card is there, whatever the others
    did in secret since."""
    read = read_peek(school, s.peeks[seat])
    if read is None or read[0] not in hidden:
        return None
    room, name = read
    card = _peek_card(school, hidden[room], hidden.values(), name)
    return None if card is None else (room, card)


def _deal(
    school: School,
    s: SvhState,
    hidden: dict[Place, str],
    pins: dict[str, str],
    rng: Rng,
) -> dict[Place, str] | None:
    """A card for every hidden place: the pinned ones (room -> card) where the seat saw them,
    a boyfriend in play in each hidden slot (never her own to a player with all four items,
    who would then be complete), the rest shuffled into the classrooms. None when the pins
    leave too few boyfriends for the slots."""
    pool = sorted(hidden.values())
    dealt: dict[Place, str] = {}
    for room, card in pins.items():
        pool.remove(card)
        dealt[room] = card
    slots = [p for p in hidden if isinstance(p, int)]
    rooms = [p for p in hidden if isinstance(p, str) and p not in dealt]
    in_play = {school.character(c).boyfriend for c in s.characters if c}
    banned = [_own_if_four_items(school, s, slot) for slot in slots]
    fillings = [
        cards
        for cards in permutations([c for c in pool if c in in_play], len(slots))
        if not any(card == own for card, own in zip(cards, banned, strict=True))
    ]
    if not fillings:
        return None
    filling = fillings[rng.below(len(fillings))]
    dealt.update(zip(slots, filling, strict=True))
    rest = [card for card in pool if card not in filling]
    for room, (card,) in zip(rooms, deal_unseen([[card] for card in rest], rng), strict=True):
        dealt[room] = card
    return dealt


def _own_if_four_items(school: School, s: SvhState, seat: int) -> str | None:
    """Her own boyfriend when all four items are hers: whether she holds him is then known
    (her move offers her Home Space to win), so a hidden slot of hers never gets him."""
    character = school.character(s.characters[seat])
    return character.boyfriend if set(s.items[seat]) == set(character.items) else None


def _retell_peeks(
    school: School, real: SvhState, s: SvhState, seat: int, relabel: dict[str, str]
) -> None:
    """The others' peek lines (and the card lifted now) name the card dealt where theirs was:
    what they saw stays as true in the drawn position as in the real one, and tells nothing."""
    for other, line in enumerate(real.peeks):
        read = read_peek(school, line)
        if other == seat or read is None:
            continue
        room, name = read
        card = _peek_card(school, real.rooms[room], relabel, name)
        if card in relabel:
            s.peeks[other] = peek_line(school, room, relabel[card])
    if s.phase == phases.PEEKED and s.pending.get("card") in relabel:
        s.pending["card"] = relabel[s.pending["card"]]


def _shuffle_deck(school: School, s: SvhState, rng: Rng) -> None:
    """The deck in a new order; the cards about a character nobody plays shuffled between the
    deck and the discards, as a card set aside was never read out."""
    (s.deck.cards,) = deal_unseen([s.deck.cards], rng)
    about = {story.key: story.character for story in school.deck}
    unplayed = [c.key for c in school.characters if c.key not in s.characters]
    for character in unplayed:  # the school's order: a set's would follow the hash seed
        spots = [
            (pile, i)
            for pile in (s.deck.discard, s.deck.cards)
            for i, key in enumerate(pile)
            if about[key] == character
        ]
        (cards,) = deal_unseen([[pile[i] for pile, i in spots]], rng)
        for (pile, i), card in zip(spots, cards, strict=True):
            pile[i] = card
