"""Goosebumps: Terror in the Graveyard, as the engine's Game protocol over GooseState.

The rulebook (rules/goosebumps-graveyard.md) is the authority and data/goosebumps/rules.md lists
the house rulings applied here. Saved cards are secret per pawn: the public prompt is built from
the board, the dice and the number of saved cards only; card plays are offered in each player's
own panel from ``legal_actions``, and a refusal tells only the one who tried.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.engine import (
    OVER,
    Action,
    Deck,
    Event,
    IllegalAction,
    Outcome,
    Prompt,
    ReactionWindow,
    Rng,
    Rules,
    Stepping,
    dump_core,
)
from bot.engine.manifest import Manifest
from bot.engine.rules import ENDED, NOT_SEATED
from bot.engine.schema import field_error
from bot.games.goosebumps import marks, migration, moves, seen, unseen
from bot.games.goosebumps.actions import (
    DONE,
    GO,
    GO_ON,
    IDS,
    PLAY,
    SKULL,
    SLIDE,
    STAY,
    STEP,
    STEP_BY_STEP,
    action_id,
)
from bot.games.goosebumps.board import (
    ARROW,
    CRYPT,
    DANGER,
    EXIT,
    GATE,
    HAND,
    MIDDLE,
    POTION,
    Board,
    G,
    load_board,
    space_name,
)
from bot.games.goosebumps.boards import GooseView
from bot.games.goosebumps.cards import (
    CURE_ALL,
    EXTRA_TURN,
    HEADER,
    JUMP,
    MONSTER,
    QUAKE,
    REVERSAL,
    RING,
    STEAL,
    SWITCH,
    TO_GATE,
    Card,
    load_cards,
)
from bot.games.goosebumps.marks import Placed
from bot.games.goosebumps.refusals import refusal
from bot.games.goosebumps.state import (
    AFTER,
    BRINK,
    END,
    MOVE,
    OWN_TURN,
    ROLL,
    STATE_VERSION,
    TARGET,
    TOMB,
    Brink,
    FaceDown,
    GooseState,
    Pending,
    load_state,
    pawns_of,
    seat_of,
)
from bot.games.goosebumps.words import (
    COLOUR_NAMES,
    NUMBER_FACES,
    PAIR_COLOURS,
    PAIRS,
    SYMBOL_FACES,
    TOMB_NAMES,
    join_names,
    pawn_name,
    who,
)

DEADLINE = "brink"
SKULL_HITS = 1
SKULL_FACES = 2
"""The skull leaves by one of the Crypt's two windows; one of them holds the launcher."""
PANEL = "My cards"
FIRST_PANEL = "My cards: see and play saved cards"
"""The panel button says what it is for until the first card is drawn."""
FIRST_OPTION = "first"
Performed = tuple[GooseState, list[Event]]
"""The position an action left, and its events."""
PLAYABLE = (EXTRA_TURN, SWITCH, STEAL, JUMP)
"""Saved cards a player plays from her panel (a Ring is shown, a Reversal acts by itself)."""


def read_graveyard(folder: Path) -> tuple[Board, Mapping[str, Card]]:
    """The graveyard board and the 36 cards."""
    return load_board(folder / "board.json"), load_cards(folder / "cards.json")


class Goosebumps(Rules[GooseState], data=read_graveyard, version=STATE_VERSION):
    ids = IDS

    def __init__(
        self,
        manifest: Manifest,
        components: tuple[Board, Mapping[str, Card]],
        rules_markdown: str = "",
    ) -> None:
        super().__init__(manifest, rules_markdown)
        self.board, cards = components
        self.cards = dict(cards)
        self.ring_ids = frozenset(c.id for c in self.cards.values() if c.effect == RING)

    # -- setting up ------------------------------------------------------------------------

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> GooseState:
        names = self.player_names(players)
        rng = Rng.from_seed(seed)
        deck = list(self.cards)
        rng.shuffle(deck)
        first = rng.below(len(names)) if options.get(FIRST_OPTION) == "random" else 0
        opening = [
            f"{name} plays {PAIRS[i][0]} and {PAIRS[i][1]} ({PAIR_COLOURS[i][0]})."
            for i, name in enumerate(names)
        ]
        why = (
            "chosen at random"
            if options.get(FIRST_OPTION) == "random"
            else "the first seat, for the youngest"
        )
        opening.append(f"{names[first]} goes first ({why}); play goes clockwise.")
        state = GooseState(
            players=names,
            spaces=[self.board.gate] * (2 * len(names)),
            saved=[[] for _ in range(2 * len(names))],
            monster=[""] * (2 * len(names)),
            rings_shown=[0] * (2 * len(names)),
            ringless=[0] * (2 * len(names)),
            thrown_unseen=[],
            tombs=[MIDDLE] * len(self.board.platforms),
            deck=Deck(cards=deck),
            rng=rng,
            active=first,
            phase=ROLL,
            gone=[False] * len(names),
            opening=opening,
        )
        events: list[Event] = []
        self._roll(state, events)
        state.opening.extend(f"{event.text}." for event in events)
        return state

    # -- facts -----------------------------------------------------------------------------

    def kinds(self, s: GooseState) -> Mapping[str, str]:
        return self.board.kinds(s.tombs)

    def alive(self, s: GooseState, pawn: int) -> bool:
        return s.spaces[pawn] != ""

    def out(self, s: GooseState, seat: int) -> bool:
        return s.gone[seat] or not any(self.alive(s, p) for p in pawns_of(seat))

    def living(self, s: GooseState) -> list[int]:
        return [seat for seat in range(len(s.players)) if not self.out(s, seat)]

    def paralysed(self, s: GooseState, pawn: int) -> bool:
        return self.alive(s, pawn) and self.kinds(s)[s.spaces[pawn]] == HAND

    def _pawns_left(self, s: GooseState, seat: int) -> int:
        return sum(self.alive(s, pawn) for pawn in pawns_of(seat))

    def rings(self, s: GooseState, pawn: int) -> list[str]:
        return [c for c in s.saved[pawn] if self.cards[c].effect == RING]

    # -- what may be done ------------------------------------------------------------------

    def open_actions(self, state: GooseState, seat: int) -> list[Action]:
        if self.out(state, seat):
            return []
        actions: list[Action] = []
        if seat in self._actors(state):
            barred = self._barred(state, seat)
            actions.extend(
                a for a in self._controls(state) if a.seat in (None, seat) and a.id not in barred
            )
        actions.extend(self._card_plays(state, seat))
        return actions

    def prompt(self, state: GooseState) -> Prompt:
        if state.phase == OVER:
            return Prompt(actors=(), actions=())
        actors = self._actors(state)
        others = tuple(seat for seat in self.living(state) if seat not in actors)
        return Prompt(
            actors=actors,
            actions=tuple(self._controls(state)),
            may_act=others,
            panel=FIRST_PANEL if len(state.deck.cards) == len(self.cards) else PANEL,
            simultaneous=state.phase == BRINK,
            answered=(),
        )

    def deadline(self, state: GooseState) -> str | None:
        return DEADLINE if state.phase == BRINK else None

    def _actors(self, s: GooseState) -> tuple[int, ...]:
        if s.phase == OVER:
            return ()
        if s.phase == BRINK:
            return tuple(s.window.waiting)
        return (s.active,)

    def _controls(self, s: GooseState) -> list[Action]:
        """The public controls, each label naming a place begun by its badge on the board."""
        return marks.badged(self._placed_controls(s))

    def badges(self, s: GooseState) -> dict[str, str]:
        """The badge the board draws on each place a public control names."""
        return marks.badges(self._placed_controls(s))

    def _placed_controls(self, s: GooseState) -> list[Placed]:
        """The public controls, from the board, the dice and the pending public card only, each
        with the space it names."""
        if s.phase == TOMB:
            assert s.symbol is not None
            index = self.board.platform_of(s.symbol)
            platform = self.board.platforms[index]
            name = TOMB_NAMES[s.symbol]
            return [
                Placed(
                    Action(
                        action_id(SLIDE, s.symbol, to),
                        f"Slide the {name} tomb onto {space_name(platform.pits[to])}",
                    ),
                    platform.pits[to],
                )
                for to in self._tomb_moves(s, index)
            ]
        if s.phase == AFTER:
            return [Placed(Action(action_id(DONE), "Done: end the turn"))]
        if s.phase == BRINK:
            return [
                Placed(
                    Action(
                        action_id(GO_ON, seat), f"{s.players[seat]}: let the tomb slide", seat=seat
                    )
                )
                for seat in s.window.waiting
            ]
        if s.phase == TARGET and s.pending is not None:
            pawn, card = s.pending.pawn, self.cards[s.pending.card]
            return [
                Placed(
                    Action(action_id(PLAY, pawn, card.id, target), label, f"{card.title}: choose"),
                    self._quake_pit(card, target),
                )
                for target, label in self._targets(s, pawn, card)
            ]
        return self._move_controls(s)

    def _quake_pit(self, card: Card, target: str) -> str | None:
        """Where a tomb-sliding card's target opens the pit (None for any other card)."""
        if card.effect != QUAKE:
            return None
        tomb, _, to = target.partition("-")
        return self.board.platforms[self.board.platform_of(tomb)].pits[int(to)]

    def _tomb_moves(self, s: GooseState, index: int) -> tuple[int, ...]:
        """Where tomb ``index`` may slide: either end from the middle, else back to the middle."""
        return (0, 2) if s.tombs[index] == MIDDLE else (MIDDLE,)

    def _move_controls(self, s: GooseState) -> list[Placed]:
        stepping = s.stepping
        if stepping.on and s.mover is not None:
            steps = moves.next_steps(self.board, s.tombs, tuple(stepping.path), stepping.left)
            return [self._step_control(s.mover, there) for there in steps]
        kinds = self.kinds(s)
        controls: list[Placed] = []
        for pawn in pawns_of(s.active):
            if not self.alive(s, pawn):
                continue
            if s.spaces[pawn] == self.board.crypt:
                skull = Action(action_id(SKULL, pawn), f"{pawn_name(pawn)} tries the skull")
                controls.append(Placed(skull))
            if stepping.on:
                controls.extend(
                    self._step_control(pawn, there) for there in self._first_steps(s, pawn)
                )
                continue
            menu = f"Move {pawn_name(pawn)}"
            controls.extend(
                Placed(Action(action_id(GO, pawn, there), self._place(kinds, there), menu), there)
                for there in self.destinations(s, pawn)
            )
        if not stepping.on:
            controls.append(Placed(Action(action_id(STEP_BY_STEP), "Step by step")))
        if not stepping.moved:
            controls.append(Placed(Action(action_id(STAY), "Don't move a pawn")))
        return controls

    def _step_control(self, pawn: int, there: str) -> Placed:
        label = f"{pawn_name(pawn)} steps to {self._spot(there)}"
        return Placed(Action(action_id(STEP, pawn, there), label), there)

    def _spot(self, space: str) -> str:
        """A space in a sentence: 'the Crypt platform', 'the Exit', 'the Gate platform', 'C4'."""
        names = {
            self.board.crypt: "the Crypt platform",
            self.board.exit: "the Exit",
            self.board.gate: "the Gate platform",
        }
        return names.get(space, space_name(space))

    def _place(self, kinds: Mapping[str, str], there: str) -> str:
        """A destination in a menu: its grid name and what it is ("D8 (Magic Potion)")."""
        kind = kinds[there]
        if there == self.board.crypt:
            return f"{space_name(there)} (Crypt platform, a jump from the Exit)"
        words = {
            G: "G space",
            HAND: "Skeleton Hand",
            POTION: "Magic Potion",
            "grass": "grass",
            EXIT: "Exit",
            GATE: "Gate platform",
        }
        if kind.startswith(ARROW):
            text = f"{COLOUR_NAMES[kind.removeprefix(ARROW)]} arrow"
        elif kind.startswith(DANGER):
            text = f"{COLOUR_NAMES[kind.removeprefix(DANGER)]} Danger"
        else:
            text = words.get(kind, kind.capitalize())
        return f"{space_name(there)} ({text})"

    def destinations(self, s: GooseState, pawn: int) -> dict[str, tuple[str, ...]]:
        if (
            s.phase != MOVE
            or not self.alive(s, pawn)
            or self.paralysed(s, pawn)
            or s.number is None
        ):
            return {}
        return moves.reach(self.board, tuple(s.tombs), s.spaces[pawn], s.number)

    def _first_steps(self, s: GooseState, pawn: int) -> list[str]:
        if s.number is None or not self.alive(s, pawn) or self.paralysed(s, pawn):
            return []
        return moves.next_steps(self.board, s.tombs, (s.spaces[pawn],), s.number)

    def _barred(self, s: GooseState, seat: int) -> set[str]:
        """The public controls the seat's secrets close: a skull try needs a Ring (saved, so
        unseen) and no Monster."""
        return {
            action_id(SKULL, pawn)
            for pawn in pawns_of(seat)
            if s.spaces[pawn] == self.board.crypt and not self._may_try(s, pawn)
        }

    def _may_try(self, s: GooseState, pawn: int) -> bool:
        return bool(self.rings(s, pawn)) and not s.monster[pawn]

    def _card_plays(self, s: GooseState, seat: int) -> list[Action]:
        """The saved cards ``seat`` may play now, one action per card and target, in one menu per
        pawn (its panel: however many cards a pawn saves, two groups always fit)."""
        if seat == s.active and s.stepping.moved:
            return []  # her step-by-step move is finished first
        own_turn = seat == s.active and s.phase in OWN_TURN
        actions: list[Action] = []
        for pawn in pawns_of(seat):
            if not self.alive(s, pawn):
                continue
            for card_id in dict.fromkeys(s.saved[pawn]):
                card = self.cards[card_id]
                if card.effect not in PLAYABLE or (card.effect != JUMP and not own_turn):
                    continue
                group = f"{pawn_name(pawn)}'s cards"
                for target, label in self._targets(s, pawn, card):
                    fields = (pawn, card_id, target) if target else (pawn, card_id)
                    label = f"{card.title}: {label}"
                    actions.append(Action(action_id(PLAY, *fields), label, group))
        return actions

    def _targets(self, s: GooseState, pawn: int, card: Card) -> list[tuple[str, str]]:
        """(target id, label) for ``card`` played by ``pawn``; ("", label) when it takes none."""
        seat = seat_of(pawn)
        others = [q for q in range(len(s.spaces)) if self.alive(s, q) and seat_of(q) != seat]
        if card.effect in (EXTRA_TURN, CURE_ALL):
            return [("", "play it")]
        if card.effect in (TO_GATE, STEAL):
            return [(str(q), who(s.players, q)) for q in others]
        if card.effect == SWITCH:
            return [
                (str(q), f"switch with {who(s.players, q)}")
                for q in range(len(s.spaces))
                if q != pawn and self.alive(s, q)
            ]
        if card.effect == MONSTER:
            targets = [q for q in others if not s.monster[q]]
            if (
                s.moved is not None
                and seat_of(s.moved) == seat
                and self.alive(s, s.moved)
                and not s.monster[s.moved]
            ):
                targets.append(s.moved)
            return [(str(q), who(s.players, q)) for q in targets]
        if card.effect == QUAKE:
            found = []
            for index, platform in enumerate(self.board.platforms):
                for to in (s.tombs[index] - 1, s.tombs[index] + 1):
                    if 0 <= to <= 2:
                        name = TOMB_NAMES[platform.tomb]
                        found.append(
                            (
                                f"{platform.tomb}-{to}",
                                f"slide the {name} tomb onto {space_name(platform.pits[to])}",
                            )
                        )
            return found
        if card.effect == JUMP:
            return [
                (there, f"jump to {space_name(there)}")
                for there in moves.adjacent(self.board, self.kinds(s), s.spaces[pawn])
            ]
        return []

    # -- doing it: one method per kind of action (bot.engine.rules dispatches) --------------

    def refusal(self, state: GooseState, seat: int, action_id: str) -> str:
        return refusal(self, state, seat, action_id)

    def do_slide(self, s: GooseState, seat: int, tomb: str, to: int) -> Performed:
        events: list[Event] = []
        self._slide(s, self.board.platform_of(tomb), to, MOVE, events)
        return s, events

    def do_go(self, s: GooseState, seat: int, pawn: int, there: str) -> Performed:
        events: list[Event] = []
        self._walk(s, pawn, self.destinations(s, pawn)[there], events)
        return s, events

    def do_step_by_step(self, s: GooseState, seat: int) -> Performed:
        s.stepping.on = True
        return s, []

    def do_step(self, s: GooseState, seat: int, pawn: int, there: str) -> Performed:
        """One step of a step-by-step move; the last one (or onto the Crypt) ends the move."""
        events: list[Event] = []
        if s.mover is None:
            s.mover = pawn
            s.stepping.begin(s.spaces[pawn], s.number or 0)
        s.stepping.step(there)
        if s.stepping.left == 0 or there == self.board.crypt:
            walk = tuple(s.stepping.finish()[1:])
            s.mover = None
            self._walk(s, pawn, walk, events)
        return s, events

    def do_stay(self, s: GooseState, seat: int) -> Performed:
        events = [Event(f"{s.players[s.active]} moved no pawn")]
        self._end_turn(s, events)
        return s, events

    def do_skull(self, s: GooseState, seat: int, pawn: int) -> Performed:
        events: list[Event] = []
        self._skull(s, pawn, events)
        self._continue(s, END, events)
        return s, events

    def do_go_on(self, s: GooseState, seat: int, answering: int) -> Performed:
        events: list[Event] = []
        self._answer_brink(s, seat, events)
        return s, events

    def do_done(self, s: GooseState, seat: int) -> Performed:
        events = [Event(f"{s.players[s.active]} ended the turn")]
        self._end_turn(s, events)
        return s, events

    def _roll(self, s: GooseState, events: list[Event]) -> None:
        """Both dice are rolled as a turn begins (a roll is no decision), then the tomb moves:
        the player chooses the end from the middle, an end tomb goes back by itself, unless
        it would open a pit under her own pawn that saved cards (she may jump first)."""
        s.number = s.rng.choice(NUMBER_FACES)
        s.symbol = s.rng.choice(SYMBOL_FACES)
        index = self.board.platform_of(s.symbol)
        events.append(
            Event(f"{s.players[s.active]} rolled {s.number} and the {TOMB_NAMES[s.symbol]}")
        )
        if s.tombs[index] == MIDDLE or self._own_pawn_at_risk(s, index, MIDDLE):
            s.phase = TOMB
            return
        self._slide(s, index, MIDDLE, MOVE, events)

    def _own_pawn_at_risk(self, s: GooseState, index: int, to: int) -> bool:
        """A pawn of the player's that saved cards stands where tomb ``index`` would open its
        pit; the count of saved cards is public, so waiting for her tells nothing of them."""
        pit = self.board.platforms[index].pits[to]
        return any(s.spaces[p] == pit and s.saved[p] for p in pawns_of(s.active))

    # -- the shifting board ----------------------------------------------------------------

    def _slide(self, s: GooseState, index: int, to: int, resume: str, events: list[Event]) -> None:
        """Move a tomb one position; with a pawn that holds saved cards on the coming pit, the
        table first waits for the Play Anytime card (the brink window)."""
        pit = self.board.platforms[index].pits[to]
        standing = [p for p in range(len(s.spaces)) if s.spaces[p] == pit]
        waiting = sorted({seat_of(p) for p in standing if s.saved[p] and seat_of(p) != s.active})
        name = TOMB_NAMES[self.board.platforms[index].tomb]
        if waiting:
            s.brink = Brink(platform=index, to=to, resume=resume)
            s.window = ReactionWindow(seats=waiting)
            s.phase = BRINK
            names = join_names([who(s.players, p) for p in standing])
            coming = f"the {name} tomb was about to slide onto {space_name(pit)}"
            events.append(Event(f"{coming}, where {names} stood"))
            return
        self._shift(s, index, to, events)
        self._continue(s, resume, events)

    def _answer_brink(self, s: GooseState, seat: int, events: list[Event]) -> None:
        """``seat`` has answered the window (if it was asked); the last answer opens the pit."""
        if seat in s.window.waiting:
            s.window.answer(seat)
        if not s.window.open:
            self._close_brink(s, events)

    def _close_brink(self, s: GooseState, events: list[Event]) -> None:
        brink, s.brink, s.window = s.brink, None, ReactionWindow()
        assert brink is not None
        s.phase = MOVE if brink.resume == END else brink.resume
        self._shift(s, brink.platform, brink.to, events)
        self._continue(s, brink.resume, events)

    def _shift(self, s: GooseState, index: int, to: int, events: list[Event]) -> None:
        platform = self.board.platforms[index]
        s.tombs[index] = to
        pit = platform.pits[to]
        events.append(Event(f"the {TOMB_NAMES[platform.tomb]} tomb slid onto {space_name(pit)}"))
        before = set(self.living(s))
        for pawn in range(len(s.spaces)):
            if s.spaces[pawn] == pit:
                self._fall(s, pawn, events)
        kinds = self.kinds(s)
        order = [(s.active + i) % len(s.players) for i in range(len(s.players))]
        for seat in order:
            for pawn in pawns_of(seat):
                if self.alive(s, pawn) and s.spaces[pawn] in platform.changes[to]:
                    kind = kinds[s.spaces[pawn]]
                    if kind.startswith(ARROW) or kind == POTION:
                        self._react(s, pawn, events)
                    elif kind == HAND:
                        events.append(Event(f"a Skeleton Hand gripped {who(s.players, pawn)}"))
        self._check_survivors(s, before - set(self.living(s)), events)

    def _fall(self, s: GooseState, pawn: int, events: list[Event]) -> None:
        seat = seat_of(pawn)
        lost = list(s.saved[pawn])
        self._throw_unseen(s, pawn)
        if s.monster[pawn]:
            s.deck.throw(s.monster[pawn])
        s.saved[pawn], s.monster[pawn], s.spaces[pawn] = [], "", ""
        s.rings_shown[pawn] = s.ringless[pawn] = 0
        told = {seat: f"{pawn_name(pawn)}'s saved cards went to the discard pile."} if lost else {}
        events.append(Event(f"{who(s.players, pawn)} fell into the pit, out of the game", told))
        if self.out(s, seat):
            events.append(Event(f"{s.players[seat]} lost both pawns, out of the game"))

    def _throw_unseen(self, s: GooseState, pawn: int) -> None:
        """The pawn's saved cards go face down on the discard pile: only its player knows them."""
        start = len(s.deck.discard)
        s.deck.throw(*s.saved[pawn])
        s.thrown_unseen.extend(
            FaceDown(place=place, pawn=pawn) for place in range(start, len(s.deck.discard))
        )

    def _check_survivors(self, s: GooseState, dropped: set[int], events: list[Event]) -> None:
        living = self.living(s)
        if len(living) == 1:
            self._win(
                s,
                living,
                f"{s.players[living[0]]} was the last player with a pawn in the graveyard.",
                events,
            )
        elif not living:
            winners = sorted(dropped)
            names = join_names([s.players[w] for w in winners])
            self._win(s, winners, f"{names} fell last, together, and shared the win.", events)

    def _win(self, s: GooseState, winners: list[int], reason: str, events: list[Event]) -> None:
        s.phase, s.winners, s.reason = OVER, winners, reason
        events.append(Event(reason))

    # -- moving a pawn ---------------------------------------------------------------------

    def _walk(self, s: GooseState, pawn: int, walk: tuple[str, ...], events: list[Event]) -> None:
        start = s.spaces[pawn]
        s.spaces[pawn] = walk[-1]
        s.moved = pawn
        s.last_pawn, s.last_path = pawn, [start, *walk]
        events.append(Event(f"{pawn_name(pawn)} moved to {self._spot(walk[-1])}"))
        self._land(s, pawn, events, draws=True, resume=END)
        self._continue(s, END, events)

    def _land(
        self, s: GooseState, pawn: int, events: list[Event], *, draws: bool, resume: str
    ) -> None:
        """Follow the space ``pawn`` ended on; ``draws`` when a "G" here gives a card."""
        kind = self.kinds(s)[s.spaces[pawn]]
        if kind.startswith(ARROW) or kind == POTION:
            self._react(s, pawn, events)
        elif kind == HAND:
            events.append(Event(f"a Skeleton Hand gripped {pawn_name(pawn)}"))
        elif kind == G and draws and not s.monster[pawn]:
            self._draw(s, pawn, resume, events)
        elif kind == G and draws:
            events.append(Event(f"{pawn_name(pawn)}, a Monster, drew no card"))
        elif kind == CRYPT and seat_of(pawn) == s.active and self._may_try(s, pawn):
            self._skull(s, pawn, events)

    def _react(self, s: GooseState, pawn: int, events: list[Event]) -> None:
        """An arrow or a Magic Potion under a pawn, however it got there."""
        kind = self.kinds(s)[s.spaces[pawn]]
        if kind.startswith(ARROW):
            colour = kind.removeprefix(ARROW)
            s.spaces[pawn] = self.board.danger(colour, s.tombs)
            events.append(
                Event(
                    f"{who(s.players, pawn)} followed the {COLOUR_NAMES[colour]} arrow "
                    f"to {space_name(s.spaces[pawn])}"
                )
            )
        elif kind == POTION and s.monster[pawn]:
            s.deck.throw(s.monster[pawn])
            s.monster[pawn] = ""
            events.append(Event(f"a Magic Potion cured {who(s.players, pawn)}"))

    def _continue(self, s: GooseState, resume: str, events: list[Event]) -> None:
        """Go on with the turn after an effect: wind it up, or return to the phase it paused."""
        if s.phase in (OVER, TARGET, BRINK):
            return
        if resume in (END, AFTER) or self.out(s, s.active):
            self._wind_up(s, events)
        else:
            s.phase = resume

    def _wind_up(self, s: GooseState, events: list[Event]) -> None:
        """The pawn has moved: a player whose pawns saved cards may still play them until Done.
        Whether she pauses hangs on the public count only, so the pause tells nothing."""
        s.stepping, s.mover = Stepping(), None
        if not self.out(s, s.active) and self._saves_cards(s, s.active):
            s.phase = AFTER
            return
        self._end_turn(s, events)

    def _saves_cards(self, s: GooseState, seat: int) -> bool:
        return any(self.alive(s, p) and s.saved[p] for p in pawns_of(seat))

    def _end_turn(self, s: GooseState, events: list[Event]) -> None:
        s.stepping, s.mover, s.moved, s.pending = Stepping(), None, None, None
        s.phase = ROLL
        if s.extra_turns and not self.out(s, s.active):
            s.extra_turns -= 1
            events.append(Event(f"{s.players[s.active]} got another full turn"))
            self._roll(s, events)
            return
        s.extra_turns = 0
        for step in range(1, len(s.players) + 1):
            seat = (s.active + step) % len(s.players)
            if not self.out(s, seat):
                s.active = seat
                events.append(Event(f"{s.players[seat]}'s turn"))
                self._roll(s, events)
                return

    # -- cards -----------------------------------------------------------------------------

    def _draw(self, s: GooseState, pawn: int, resume: str, events: list[Event]) -> None:
        seat = seat_of(pawn)
        drawn, reshuffled = s.deck.draw(s.rng)
        if reshuffled:
            s.thrown_unseen = []
            events.append(Event("the discard pile was shuffled into a new draw pile"))
        if drawn is None:
            events.append(Event("there was no card left to draw"))
            return
        card = self.cards[drawn]
        if card.saved:
            s.saved[pawn].append(card.id)
            events.append(
                Event(
                    f"{pawn_name(pawn)} drew a card and saved it",
                    {
                        seat: f"{pawn_name(pawn)} saved {card.title} ({HEADER[card.kind]}): "
                        f"{card.text}"
                    },
                )
            )
            return
        events.append(
            Event(f"{pawn_name(pawn)} drew {card.title} ({HEADER[card.kind]}): {card.text}")
        )
        if card.effect == CURE_ALL:
            self._cure_all(s, events)
            s.deck.throw(card.id)
            return
        if not self._targets(s, pawn, card):
            s.deck.throw(card.id)
            events.append(Event(f"{card.title} had no pawn to act on and was discarded"))
            return
        s.pending = Pending(card=card.id, pawn=pawn, resume=resume)
        s.phase = TARGET

    def _cure_all(self, s: GooseState, events: list[Event]) -> None:
        cured = [p for p in range(len(s.spaces)) if s.monster[p]]
        for pawn in cured:
            s.deck.throw(s.monster[pawn])
            s.monster[pawn] = ""
        names = join_names([who(s.players, p) for p in cured]) or "nobody"
        events.append(Event(f"every Monster was cured: {names}"))

    def do_play(
        self, s: GooseState, seat: int, pawn: int, card_id: str, target: str = ""
    ) -> Performed:
        """A saved card played, or a drawn Play Now card given its target."""
        events: list[Event] = []
        self._play(s, seat, pawn, self.cards[card_id], target, events)
        return s, events

    def _play(
        self, s: GooseState, seat: int, pawn: int, card: Card, target: str, events: list[Event]
    ) -> None:
        pending = s.pending
        drawn = s.phase == TARGET and pending is not None and pending.card == card.id
        resume = pending.resume if drawn and pending is not None else s.phase
        if drawn:
            s.pending, s.phase = None, resume if resume != END else MOVE
        else:
            s.saved[pawn].remove(card.id)
            s.ringless[pawn] = max(0, s.ringless[pawn] - 1)
            events.append(
                Event(
                    f"{who(s.players, pawn)} played {card.title} "
                    f"({HEADER[card.kind]}): {card.text}",
                    {seat: seen.saved_line(self.cards, s, pawn)},
                )
            )
        discard = True
        if card.effect == EXTRA_TURN:
            s.extra_turns += 1
        elif card.effect == TO_GATE:
            q = int(target)
            s.spaces[q] = self.board.gate
            events.append(Event(f"{who(s.players, q)} went back to the Gate platform"))
        elif card.effect == SWITCH:
            q = int(target)
            s.spaces[pawn], s.spaces[q] = s.spaces[q], s.spaces[pawn]
            self._moved_by_card(s, seat, pawn)
            events.append(Event(f"{pawn_name(pawn)} and {who(s.players, q)} switched places"))
            self._land(s, pawn, events, draws=self._own(s, seat, resume), resume=resume)
            if s.phase != TARGET:
                self._land(s, q, events, draws=False, resume=resume)
        elif card.effect == STEAL:
            self._steal(s, pawn, int(target), events)
        elif card.effect == JUMP:
            s.spaces[pawn] = target
            self._moved_by_card(s, seat, pawn)
            events.append(Event(f"{pawn_name(pawn)} jumped to {self._spot(target)}"))
            self._land(s, pawn, events, draws=self._own(s, seat, resume), resume=resume)
            if resume == BRINK and s.phase == BRINK:
                s.deck.throw(card.id)
                self._answer_brink(s, seat, events)
                return
        elif card.effect == MONSTER:
            discard = not self._monster(s, seat, card.id, int(target), events)
        elif card.effect == QUAKE:
            s.deck.throw(card.id)
            tomb, _, to = target.partition("-")
            self._slide(s, self.board.platform_of(tomb), int(to), resume, events)
            return
        if discard:
            s.deck.throw(card.id)
        if resume == BRINK:
            s.phase = BRINK
            return
        self._continue(s, resume, events)

    def _own(self, s: GooseState, seat: int, resume: str) -> bool:
        """A card moved the player's own pawn on her own turn: a "G" there draws."""
        return seat == s.active and resume in (*OWN_TURN, END)

    def _moved_by_card(self, s: GooseState, seat: int, pawn: int) -> None:
        """On her own turn, a pawn her card moved is "the pawn you just moved"."""
        if seat == s.active:
            s.moved = pawn

    def _steal(self, s: GooseState, pawn: int, victim: int, events: list[Event]) -> None:
        rings = self.rings(s, victim)
        if not rings:
            s.ringless[victim] = len(s.saved[victim])
            events.append(Event(f"{who(s.players, victim)} had no Magic Ring to steal"))
            return
        s.saved[victim].remove(rings[0])
        s.saved[pawn].append(rings[0])
        s.rings_shown[victim] = max(0, s.rings_shown[victim] - 1)
        s.rings_shown[pawn] += 1
        lost = f"{pawn_name(victim)} lost a Magic Ring. {seen.saved_line(self.cards, s, victim)}"
        events.append(
            Event(
                f"{pawn_name(pawn)} stole a Magic Ring from {who(s.players, victim)}",
                {seat_of(pawn): seen.saved_line(self.cards, s, pawn), seat_of(victim): lost},
            )
        )

    def _monster(
        self, s: GooseState, seat: int, card_id: str, target: int, events: list[Event]
    ) -> bool:
        """Lay a Monster card on ``target`` (or, reversed, on the player's own pawn); whether it
        lies on a pawn now (else it goes to the discard pile)."""
        reversal = next((c for c in s.saved[target] if self.cards[c].effect == REVERSAL), None)
        if reversal is not None and seat_of(target) != seat:
            s.saved[target].remove(reversal)
            s.ringless[target] = max(0, s.ringless[target] - 1)
            s.deck.throw(reversal)
            events.append(
                Event(
                    f"{who(s.players, target)} revealed a Monster Reversal: "
                    f"the Monster turned back on {s.players[seat]}",
                    {seat_of(target): seen.saved_line(self.cards, s, target)},
                )
            )
            mover = [s.moved] if s.moved is not None and seat_of(s.moved) == seat else []
            choices = [
                p for p in (*mover, *pawns_of(seat)) if self.alive(s, p) and not s.monster[p]
            ]
            if not choices:
                events.append(
                    Event("no pawn of theirs could take it, so the Monster card was discarded")
                )
                return False
            target = choices[0]
        s.monster[target] = card_id
        events.append(Event(f"{who(s.players, target)} turned into a Monster"))
        return True

    def _skull(self, s: GooseState, pawn: int, events: list[Event]) -> None:
        ring = self.cards[self.rings(s, pawn)[0]]
        s.rings_shown[pawn] = max(1, s.rings_shown[pawn])
        events.append(
            Event(f"{pawn_name(pawn)} showed {ring.title} and dropped the skull down the chute")
        )
        if s.rng.below(SKULL_FACES) < SKULL_HITS:
            seat = seat_of(pawn)
            self._win(
                s,
                [seat],
                f"{s.players[seat]}'s {pawn_name(pawn)} destroyed the Headless Ghost!",
                events,
            )
        else:
            events.append(Event("the skull rolled out of the other window: another try next turn"))

    # -- timers and idle players -------------------------------------------------------------

    def expire(self, state: GooseState) -> tuple[GooseState, list[Event]]:
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if state.phase != BRINK:
            raise IllegalAction("Nothing is waiting on a timer now.")
        s = self.copy(state)
        events = [Event("time ran out for the Play Anytime card")]
        self._close_brink(s, events)
        return s, events

    def skip_turn(self, state: GooseState, seat: int) -> tuple[GooseState, list[Event]]:
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        s = self.copy(state)
        events: list[Event] = []
        if s.phase == BRINK and seat in s.window.waiting:
            events.append(Event(f"{s.players[seat]} took too long to answer"))
            self._answer_brink(s, seat, events)
        elif s.phase == TOMB and seat == s.active:
            events.append(Event(f"{s.players[seat]} took too long: turn skipped"))
            self._slide_for(s, events)
        elif s.phase != BRINK and seat == s.active:
            events.append(Event(f"{s.players[seat]} took too long: turn skipped"))
            self._drop_pending(s)
            self._end_turn(s, events)
        else:
            raise IllegalAction("That player isn't holding up the game.")
        return s, events

    def _slide_for(self, s: GooseState, events: list[Event]) -> None:
        """The rolled tomb moves even when its roller is skipped (GB22: the tomb move is not
        optional): to an end chosen by chance from the middle, else back to the middle; no
        pawn moves and the turn ends, unless the slide waits for a Play Anytime card."""
        assert s.symbol is not None
        index = self.board.platform_of(s.symbol)
        self._slide(s, index, s.rng.choice(self._tomb_moves(s, index)), END, events)
        if s.phase == AFTER:
            self._end_turn(s, events)

    def remove_player(self, state: GooseState, seat: int) -> tuple[GooseState, list[Event]]:
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if not 0 <= seat < len(state.players) or self.out(state, seat):
            raise IllegalAction("That player is not in the game.")
        s = self.copy(state)
        events = [Event(f"{s.players[seat]} left the game, and their pawns left the graveyard")]
        for pawn in pawns_of(seat):
            self._throw_unseen(s, pawn)
            if s.monster[pawn]:
                s.deck.throw(s.monster[pawn])
            s.saved[pawn], s.monster[pawn], s.spaces[pawn] = [], "", ""
            s.rings_shown[pawn] = s.ringless[pawn] = 0
        s.gone[seat] = True
        living = self.living(s)
        if len(living) == 1:
            self._win(
                s, living, f"{s.players[living[0]]} was the last player in the graveyard.", events
            )
            return s, events
        if s.phase == BRINK and seat in s.window.waiting:
            self._answer_brink(s, seat, events)
        if seat == s.active and s.phase not in (OVER, BRINK):  # a window ends the turn itself
            self._drop_pending(s)
            self._end_turn(s, events)
        return s, events

    def _drop_pending(self, s: GooseState) -> None:
        """A drawn card still waiting for its target when the turn is cut short is discarded."""
        if s.phase == TARGET and s.pending is not None:
            s.deck.throw(s.pending.card)

    def determinize(self, state: GooseState, seat: int, rng: Rng) -> GooseState:
        """Only a seat's own saved cards are known to it: the others' and the draw pile are
        dealt anew, every Ring the table saw staying under its pawn (see ``unseen``)."""
        return unseen.determinize(state, seat, rng, self.ring_ids)

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: GooseState, seat: int | None) -> GooseView:
        if seat is not None and not self.seated(state, seat):
            raise IllegalAction(NOT_SEATED)
        return seen.view(self, state, seat)

    def outcome(self, state: GooseState) -> Outcome | None:
        """The winners, then the others: those still in the graveyard (most pawns first), then
        those out of it, each with "won" or "lost" (their summary says what they kept)."""
        if state.phase != OVER:
            return None
        others = sorted(
            (seat for seat in range(len(state.players)) if seat not in state.winners),
            key=lambda seat: (self.out(state, seat), -self._pawns_left(state, seat)),
        )
        standings = [(w, "won") for w in state.winners]
        standings += [(seat, "lost") for seat in others]
        return Outcome(
            winners=tuple(state.winners), standings=tuple(standings), reason=state.reason
        )

    # -- saved games --------------------------------------------------------------------------

    def dump(self, state: GooseState) -> dict[str, Any]:
        return dump_core(state)

    def load(self, data: Mapping[str, Any]) -> GooseState:
        """The saved position, checked: every card once in a pile, under or on a pawn, or
        waiting for its target, and every pawn on a space of this board."""
        state = load_state(data)
        held = [*state.deck.cards, *state.deck.discard, *(c for cs in state.saved for c in cs)]
        held += [c for c in state.monster if c] + ([state.pending.card] if state.pending else [])
        if sorted(held) != sorted(self.cards):
            raise field_error("", "deck", "and the other piles do not hold the 36 cards once each")
        if any(space and space not in self.board.spaces for space in state.spaces):
            raise field_error("", "spaces", "names a space the board does not have")
        return state

    def migrate_state(self, data: Mapping[str, Any], version: int) -> Mapping[str, Any]:
        return migration.to_current(data, version)
