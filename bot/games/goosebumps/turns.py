"""A turn's course: the roll, the sliding tombs and the pits they open, a pawn's walk and the
space it lands on, a drawn card, the skull, and the turn passing on. Each function works on the
position in place and appends what the table is told to ``events``."""

from __future__ import annotations

from bot.engine import OVER, Event, ReactionWindow, Stepping
from bot.games.goosebumps import facts
from bot.games.goosebumps.board import ARROW, CRYPT, HAND, MIDDLE, POTION, G, space_name
from bot.games.goosebumps.cards import CURE_ALL
from bot.games.goosebumps.controls import targets
from bot.games.goosebumps.data import Graveyard
from bot.games.goosebumps.state import (
    AFTER,
    BRINK,
    END,
    MOVE,
    ROLL,
    TARGET,
    TOMB,
    Brink,
    FaceDown,
    GooseState,
    Pending,
    pawns_of,
    seat_of,
)
from bot.games.goosebumps.words import (
    NUMBER_FACES,
    SYMBOL_FACES,
    card_title,
    card_told,
    face,
    kept,
    names_or_nobody,
    pawn_name,
    said,
    spot,
    tomb,
    who,
)
from bot.sentences import Sentence, listed

SKULL_HITS = 1
SKULL_FACES = 2
"""The skull leaves by one of the Crypt's two windows; one of them holds the launcher."""


def roll(box: Graveyard, s: GooseState, events: list[Event]) -> None:
    """Both dice are rolled as a turn begins (a roll is no decision), then the tomb moves:
    the player chooses the end from the middle, an end tomb goes back by itself, unless
    it would open a pit under her own pawn that saved cards (she may jump first)."""
    s.number = s.rng.choice(NUMBER_FACES)
    s.symbol = s.rng.choice(SYMBOL_FACES)
    index = box.board.platform_of(s.symbol)
    events.append(
        Event(said("rolled", player=s.players[s.active], number=s.number, face=face(s.symbol)))
    )
    if s.tombs[index] == MIDDLE or _own_pawn_at_risk(box, s, index, MIDDLE):
        s.phase = TOMB
        return
    slide(box, s, index, MIDDLE, MOVE, events)


def _own_pawn_at_risk(box: Graveyard, s: GooseState, index: int, to: int) -> bool:
    """A pawn of the player's that saved cards stands where tomb ``index`` would open its
    pit; the count of saved cards is public, so waiting for her tells nothing of them."""
    pit = box.board.platforms[index].pits[to]
    return any(s.spaces[p] == pit and s.saved[p] for p in pawns_of(s.active))


# -- the shifting board ---------------------------------------------------------------------


def slide(
    box: Graveyard, s: GooseState, index: int, to: int, resume: str, events: list[Event]
) -> None:
    """Move a tomb one position; with a pawn that holds saved cards on the coming pit, the
    table first waits for the Play Anytime card (the brink window)."""
    pit = box.board.platforms[index].pits[to]
    standing = [p for p in range(len(s.spaces)) if s.spaces[p] == pit]
    waiting = sorted({seat_of(p) for p in standing if s.saved[p] and seat_of(p) != s.active})
    name = tomb(box.board.platforms[index].tomb)
    if waiting:
        s.brink = Brink(platform=index, to=to, resume=resume)
        s.window = ReactionWindow(seats=waiting)
        s.phase = BRINK
        names = listed([who(s.players, p) for p in standing])
        coming = said("about-to-slide", tomb=name, space=space_name(pit), pawns=names)
        events.append(Event(coming))
        return
    _shift(box, s, index, to, events)
    carry_on(box, s, resume, events)


def slide_for(box: Graveyard, s: GooseState, events: list[Event]) -> None:
    """The rolled tomb moves even when its roller is skipped (GB22: the tomb move is not
    optional): to an end chosen by chance from the middle, else back to the middle; no
    pawn moves and the turn ends, unless the slide waits for a Play Anytime card."""
    assert s.symbol is not None
    index = box.board.platform_of(s.symbol)
    slide(box, s, index, s.rng.choice(facts.tomb_moves(s, index)), END, events)
    if s.phase == AFTER:
        end_turn(box, s, events)


def answer_brink(box: Graveyard, s: GooseState, seat: int, events: list[Event]) -> None:
    """``seat`` has answered the window (if it was asked); the last answer opens the pit."""
    if seat in s.window.waiting:
        s.window.answer(seat)
    if not s.window.open:
        close_brink(box, s, events)


def close_brink(box: Graveyard, s: GooseState, events: list[Event]) -> None:
    brink, s.brink, s.window = s.brink, None, ReactionWindow()
    assert brink is not None
    s.phase = MOVE if brink.resume == END else brink.resume
    _shift(box, s, brink.platform, brink.to, events)
    carry_on(box, s, brink.resume, events)


def _shift(box: Graveyard, s: GooseState, index: int, to: int, events: list[Event]) -> None:
    platform = box.board.platforms[index]
    s.tombs[index] = to
    pit = platform.pits[to]
    events.append(Event(said("slid", tomb=tomb(platform.tomb), space=space_name(pit))))
    before = set(facts.living(s))
    for pawn in range(len(s.spaces)):
        if s.spaces[pawn] == pit:
            _fall(s, pawn, events)
    kinds = facts.kinds(box, s)
    order = [(s.active + i) % len(s.players) for i in range(len(s.players))]
    for seat in order:
        for pawn in pawns_of(seat):
            if facts.alive(s, pawn) and s.spaces[pawn] in platform.changes[to]:
                kind = kinds[s.spaces[pawn]]
                if kind.startswith(ARROW) or kind == POTION:
                    _react(box, s, pawn, events)
                elif kind == HAND:
                    events.append(Event(said("hand-gripped", pawn=who(s.players, pawn))))
    _check_survivors(s, before - set(facts.living(s)), events)


def _fall(s: GooseState, pawn: int, events: list[Event]) -> None:
    seat = seat_of(pawn)
    lost = list(s.saved[pawn])
    clear(s, pawn)
    told = {seat: said("saved-discarded", pawn=pawn_name(pawn))} if lost else {}
    events.append(Event(said("fell", pawn=who(s.players, pawn)), told))
    if facts.out(s, seat):
        events.append(Event(said("lost-both", player=s.players[seat])))


def clear(s: GooseState, pawn: int) -> None:
    """The pawn leaves the graveyard: its saved cards go face down on the discard pile (only
    its player knows them), its Monster card after them."""
    start = len(s.deck.discard)
    s.deck.throw(*s.saved[pawn])
    s.thrown_unseen.extend(
        FaceDown(place=place, pawn=pawn) for place in range(start, len(s.deck.discard))
    )
    if s.monster[pawn]:
        s.deck.throw(s.monster[pawn])
    s.saved[pawn], s.monster[pawn], s.spaces[pawn] = [], "", ""
    s.rings_shown[pawn] = s.ringless[pawn] = 0


def _check_survivors(s: GooseState, dropped: set[int], events: list[Event]) -> None:
    living = facts.living(s)
    if len(living) == 1:
        win(
            s,
            living,
            said("last-with-pawn", player=s.players[living[0]]),
            events,
        )
    elif not living:
        winners = sorted(dropped)
        names = listed([s.players[w] for w in winners])
        win(s, winners, said("fell-together", players=names), events)


def win(s: GooseState, winners: list[int], reason: Sentence, events: list[Event]) -> None:
    """The game is over; the reason is saved as text (``kept``) and told as a sentence."""
    s.phase, s.winners, s.reason = OVER, winners, kept(reason)
    events.append(Event(reason))


# -- moving a pawn --------------------------------------------------------------------------


def walk(
    box: Graveyard, s: GooseState, pawn: int, path: tuple[str, ...], events: list[Event]
) -> None:
    """The pawn walks ``path`` to its last space, which it then follows; the move is over."""
    start = s.spaces[pawn]
    s.spaces[pawn] = path[-1]
    s.moved = pawn
    s.last_pawn, s.last_path = pawn, [start, *path]
    events.append(Event(said("moved", pawn=pawn_name(pawn), to=spot(box.board, path[-1]))))
    land(box, s, pawn, events, draws=True, resume=END)
    carry_on(box, s, END, events)


def land(
    box: Graveyard, s: GooseState, pawn: int, events: list[Event], *, draws: bool, resume: str
) -> None:
    """Follow the space ``pawn`` ended on; ``draws`` when a "G" here gives a card."""
    kind = facts.kinds(box, s)[s.spaces[pawn]]
    if kind.startswith(ARROW) or kind == POTION:
        _react(box, s, pawn, events)
    elif kind == HAND:
        events.append(Event(said("hand-gripped", pawn=pawn_name(pawn))))
    elif kind == G and draws and not s.monster[pawn]:
        _draw(box, s, pawn, resume, events)
    elif kind == G and draws:
        events.append(Event(said("monster-drew-none", pawn=pawn_name(pawn))))
    elif kind == CRYPT and seat_of(pawn) == s.active and facts.may_try(box, s, pawn):
        skull(box, s, pawn, events)


def _react(box: Graveyard, s: GooseState, pawn: int, events: list[Event]) -> None:
    """An arrow or a Magic Potion under a pawn, however it got there."""
    kind = facts.kinds(box, s)[s.spaces[pawn]]
    if kind.startswith(ARROW):
        colour = kind.removeprefix(ARROW)
        s.spaces[pawn] = box.board.danger(colour, s.tombs)
        followed = said(
            "followed-arrow",
            pawn=who(s.players, pawn),
            colour=said(f"colour-{colour}"),
            space=space_name(s.spaces[pawn]),
        )
        events.append(Event(followed))
    elif kind == POTION and s.monster[pawn]:
        s.deck.throw(s.monster[pawn])
        s.monster[pawn] = ""
        events.append(Event(said("potion-cured", pawn=who(s.players, pawn))))


def skull(box: Graveyard, s: GooseState, pawn: int, events: list[Event]) -> None:
    """The pawn shows its Ring and drops the skull: one window of two destroys the Ghost."""
    ring = box.cards[facts.rings(box, s, pawn)[0]]
    s.rings_shown[pawn] = max(1, s.rings_shown[pawn])
    events.append(Event(said("showed-ring", pawn=pawn_name(pawn), ring=card_title(ring))))
    if s.rng.below(SKULL_FACES) < SKULL_HITS:
        seat = seat_of(pawn)
        win(
            s,
            [seat],
            said("destroyed-ghost", player=s.players[seat], pawn=pawn_name(pawn)),
            events,
        )
    else:
        events.append(Event(said("skull-missed")))


# -- drawing a card -------------------------------------------------------------------------


def _draw(box: Graveyard, s: GooseState, pawn: int, resume: str, events: list[Event]) -> None:
    seat = seat_of(pawn)
    drawn, reshuffled = s.deck.draw(s.rng)
    if reshuffled:
        s.thrown_unseen = []
        events.append(Event(said("reshuffled")))
    if drawn is None:
        events.append(Event(said("no-card-left")))
        return
    card = box.cards[drawn]
    if card.saved:
        s.saved[pawn].append(card.id)
        events.append(
            Event(
                said("drew-saved", pawn=pawn_name(pawn)),
                {seat: said("saved-card", pawn=pawn_name(pawn), card=card_told(card))},
            )
        )
        return
    events.append(Event(said("drew", pawn=pawn_name(pawn), card=card_told(card))))
    if card.effect == CURE_ALL:
        _cure_all(s, events)
        s.deck.throw(card.id)
        return
    if not targets(box, s, pawn, card):
        s.deck.throw(card.id)
        events.append(Event(said("no-target", card=card_title(card))))
        return
    s.pending = Pending(card=card.id, pawn=pawn, resume=resume)
    s.phase = TARGET


def _cure_all(s: GooseState, events: list[Event]) -> None:
    cured = [p for p in range(len(s.spaces)) if s.monster[p]]
    for pawn in cured:
        s.deck.throw(s.monster[pawn])
        s.monster[pawn] = ""
    names = names_or_nobody([who(s.players, p) for p in cured])
    events.append(Event(said("cured-all", pawns=names)))


def drop_pending(s: GooseState) -> None:
    """A drawn card still waiting for its target when the turn is cut short is discarded."""
    if s.phase == TARGET and s.pending is not None:
        s.deck.throw(s.pending.card)


# -- the turn goes on -----------------------------------------------------------------------


def carry_on(box: Graveyard, s: GooseState, resume: str, events: list[Event]) -> None:
    """Go on with the turn after an effect: wind it up, or return to the phase it paused."""
    if s.phase in (OVER, TARGET, BRINK):
        return
    if resume in (END, AFTER) or facts.out(s, s.active):
        _wind_up(box, s, events)
    else:
        s.phase = resume


def _wind_up(box: Graveyard, s: GooseState, events: list[Event]) -> None:
    """The pawn has moved: a player whose pawns saved cards may still play them until Done.
    Whether she pauses hangs on the public count only, so the pause tells nothing."""
    s.stepping, s.mover = Stepping(), None
    if not facts.out(s, s.active) and facts.saves_cards(s, s.active):
        s.phase = AFTER
        return
    end_turn(box, s, events)


def end_turn(box: Graveyard, s: GooseState, events: list[Event]) -> None:
    """The turn passes clockwise to the next player still in the graveyard (or the same player
    takes an extra turn), whose dice are rolled at once."""
    s.stepping, s.mover, s.moved, s.pending = Stepping(), None, None, None
    s.phase = ROLL
    if s.extra_turns and not facts.out(s, s.active):
        s.extra_turns -= 1
        events.append(Event(said("another-turn", player=s.players[s.active])))
        roll(box, s, events)
        return
    s.extra_turns = 0
    for step in range(1, len(s.players) + 1):
        seat = (s.active + step) % len(s.players)
        if not facts.out(s, seat):
            s.active = seat
            events.append(Event(said("turn-of", player=s.players[seat])))
            roll(box, s, events)
            return
