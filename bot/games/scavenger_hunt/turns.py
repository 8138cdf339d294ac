"""A turn of Scavenger Hunt: the draw, the roll, the count walked (all at once or step by step),
what the count's end brings, and the next player's turn."""

from __future__ import annotations

from bot.engine import OVER, Event, Rng
from bot.games.scavenger_hunt import routes
from bot.games.scavenger_hunt.actions import chosen_place, read_place
from bot.games.scavenger_hunt.choices import endings
from bot.games.scavenger_hunt.hunt import DISCS_EACH, Hunt, count
from bot.games.scavenger_hunt.routes import Count, Hand, Place, Step, Walk, hand_tuple, thrift
from bot.games.scavenger_hunt.state import END, MOVE, ScavengerState
from bot.games.scavenger_hunt.words import K, cards, item, moves, quick
from bot.sentences import Sentence

REFILL = 5
DIE_FACES = 6


def roll(rng: Rng) -> list[int]:
    return [rng.randint(1, DIE_FACES), rng.randint(1, DIE_FACES)]


def draw(s: ScavengerState, seat: int, count: int = 1) -> list[str]:
    """Draw up to ``count`` cards, shuffling the discards into a new deck when it runs out
    (the table remembers what they were: they lay face up)."""
    drawn = []
    for _ in range(count):
        card, reshuffled = s.deck.draw(s.rng)
        if card is None:
            break
        if reshuffled:
            s.shuffled_in = sorted([card, *s.deck.cards])
            s.drawn_since = [[] for _ in s.players]
        s.drawn_since[seat].append(card)
        drawn.append(card)
    s.hands[seat] = sorted(s.hands[seat] + drawn)
    return drawn


def draw_told(s: ScavengerState, events: list[Event], count: int, why: str) -> None:
    """Draw and tell the table; ``why`` names the reason's message: 'start', 'doubles',
    'roll-again', 'extra'."""
    seat = s.active
    drawn = draw(s, seat, count)
    reason = Sentence(f"{K}-why-{why}")
    events.append(Event(Sentence(f"{K}-drew", name=s.players[seat], count=len(drawn), why=reason)))


def start_turn(s: ScavengerState, events: list[Event]) -> None:
    draw_told(s, events, 1, "start")
    start_count(s, events)


def start_count(s: ScavengerState, events: list[Event], dice: list[int] | None = None) -> None:
    """Roll (or take ``dice``) and open the count; doubles draw a card."""
    s.dice = list(dice) if dice else roll(s.rng)
    s.phase = MOVE
    s.stepping.on = False
    s.stepping.begin(s.positions[s.active], sum(s.dice))
    s.direction = 1
    s.spent = []
    s.choosing = ""
    s.can_trade = True
    name = s.players[s.active]
    double = s.dice[0] == s.dice[1]
    message = f"{K}-rolled-doubles" if double else f"{K}-rolled"
    rolled = Sentence(message, name=name, a=s.dice[0], b=s.dice[1], moves=moves(s.stepping.left))
    events.append(Event(rolled))
    if double:
        draw_told(s, events, 1, "doubles")


def next_turn(s: ScavengerState, events: list[Event]) -> None:
    seats = len(s.players)
    for step in range(1, seats + 1):
        candidate = (s.active + step) % seats
        if not s.gone[candidate]:
            s.active = candidate
            break
    events.append(Event(quick(f"{K}-turn-of", name=s.players[s.active])))
    start_turn(s, events)


def go_target(s: ScavengerState, count: Count, end: str, kept: Hand, how: str) -> Place:
    """The place a legal go: id names: the one a route to which keeps ``kept`` (an id with
    no ending may name the place reached moving either way)."""
    candidates = [read_place(end, how)] if how else [Place(end), Place(end, "", -1)]
    if s.choosing:
        candidates = [c for c in candidates if c == chosen_place(s.choosing)]
    allowed = count.outcomes()
    return next(c for c in candidates if c in allowed and kept in count.kept_hands(c))


def move(
    h: Hunt, s: ScavengerState, count: Count, where: Place, kept: Hand, events: list[Event]
) -> None:
    """The whole count at once, along a route to ``where`` that keeps ``kept``."""
    steps = count.route(where, kept)
    assert steps is not None
    for step in steps:
        _advance(h, s, step)
    _finish_count(h, s, count.walk, where.ends, events)


def take_step(h: Hunt, s: ScavengerState, walk: Walk, step: Step, events: list[Event]) -> None:
    """One step of a count walked step by step; the count ends when nothing is left or open."""
    _advance(h, s, step)
    hand = hand_tuple(s.hands[s.active])
    here = s.positions[s.active]
    if step.ends or s.stepping.left == 0:
        _finish_count(h, s, walk, step.ends, events)
    elif not walk.steps(here, s.direction, hand):
        stuck = routes.TRAPPED if h.house.space(here).kind == "GARAGE" else routes.STUCK
        _finish_count(h, s, walk, stuck, events)


def _advance(h: Hunt, s: ScavengerState, step: Step) -> None:
    """One move of the count: the card goes face up, the pawn moves, the count drops."""
    seat = s.active
    if step.card:
        s.hands[seat].remove(step.card)
        s.spent.append(step.card)
    s.positions[seat] = step.to
    s.direction = step.direction if h.house.on_path(step.to) else 1
    s.stepping.step(step.to)
    if step.ends == routes.COLLECTED:
        s.collected[seat] += 1
        s.can_trade = False
    elif step.ends == routes.HOME:
        s.winners = [seat]


def _finish_count(h: Hunt, s: ScavengerState, walk: Walk, ends: str, events: list[Event]) -> None:
    """The count is over: advance past a pawn, tell the story, then what comes next."""
    seat, name = s.active, s.players[s.active]
    here = s.positions[seat]
    collected = ends == routes.COLLECTED
    trapped = ends == routes.TRAPPED
    if not ends and h.house.on_path(here):
        landed = walk.landing(here, s.direction)
        if landed != here:
            s.positions[seat] = landed
            s.stepping.path.append(landed)
    s.last_mover, s.last_path = seat, list(s.stepping.path)
    to = h.place_names[s.positions[seat]]
    story = (
        quick(f"{K}-moved-playing", name=name, place=to, cards=cards(h.house, s.spent))
        if s.spent
        else quick(f"{K}-moved", name=name, place=to)
    )
    s.deck.throw(*s.spent)
    s.spent = []
    if s.winners:
        events.append(Event(quick(f"{K}-came-home", story=story, name=name)))
        s.phase = OVER
        return
    if collected:
        disc = item(s.items[seat][s.collected[seat] - 1])
        story = Sentence(
            f"{K}-collected",
            story=story,
            name=name,
            item=disc,
            count=s.collected[seat],
            total=DISCS_EACH,
        )
    elif trapped:
        s.can_trade = False
        story = quick(f"{K}-trapped", story=story, moves=moves(s.stepping.left))
    events.append(Event(story))
    s.stepping.finish()
    if not collected and not trapped and s.positions[seat] in h.house.roll_again:
        events.append(Event(quick(f"{K}-landed-roll-again", name=name)))
        draw_told(s, events, 1, "roll-again")
        start_count(s, events)
        return
    if not s.hands[seat]:
        events.append(Event(quick(f"{K}-drew-five-next", name=name)))
        draw(s, seat, REFILL)
        next_turn(s, events)
        return
    # Always asked, even with nothing to trade or play: waiting only for hands holding a
    # pair or a Dog would tell the table so.
    s.phase = END


def autoplay(h: Hunt, s: ScavengerState, events: list[Event]) -> None:
    """Move for an idle player: the cheapest route (to the place she picked, if she did),
    then end the turn. It offers what legal_actions does: going step by step, the next
    step while one is open, else the one ending left."""
    seat = s.active
    while s.phase != OVER and s.active == seat and s.phase in (MOVE, END):
        if s.phase == END:
            events.append(Event(quick(f"{K}-turn-ended", name=s.players[seat])))
            next_turn(s, events)
            return
        now = count(h, s)
        steps = now.open_steps() if s.stepping.on and not s.choosing else []
        if steps:
            take_step(h, s, now.walk, steps[0], events)
        else:  # no step open (a GARAGE she can't leave): the one ending listed
            move(h, s, now, *_cheapest(h, s, now), events)


def _cheapest(h: Hunt, s: ScavengerState, now: Count) -> tuple[Place, Hand]:
    """The first destination listed and the first hand listed to keep there."""
    if s.choosing:
        where = chosen_place(s.choosing)
        return where, max(now.kept_hands(where), key=thrift)
    where, best, _ = endings(h, now)[0]
    return where, best
