"""What may be done: the public controls (built from the board, the dice and the pending public
card only, each naming the place its badge marks) and each seat's own card plays."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache

from bot.engine import OVER, Action
from bot.games.goosebumps import facts, marks, moves
from bot.games.goosebumps.actions import (
    DONE,
    GO,
    GO_ON,
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
    DANGER,
    EXIT,
    GATE,
    HAND,
    POTION,
    Board,
    G,
    space_name,
)
from bot.games.goosebumps.cards import (
    CURE_ALL,
    EXTRA_TURN,
    JUMP,
    MONSTER,
    QUAKE,
    STEAL,
    SWITCH,
    TO_GATE,
    Card,
)
from bot.games.goosebumps.data import Graveyard
from bot.games.goosebumps.marks import Placed
from bot.games.goosebumps.state import (
    AFTER,
    BRINK,
    OWN_TURN,
    TARGET,
    TOMB,
    GooseState,
    pawns_of,
    seat_of,
)
from bot.games.goosebumps.words import COLOUR_NAMES, TOMB_NAMES, pawn_name, who

PLAYABLE = (EXTRA_TURN, SWITCH, STEAL, JUMP)
"""Saved cards a player plays from her panel (a Ring is shown, a Reversal acts by itself)."""


def actors(s: GooseState) -> tuple[int, ...]:
    """Who the table waits for: the brink window's seats, else the player on turn."""
    if s.phase == OVER:
        return ()
    if s.phase == BRINK:
        return tuple(s.window.waiting)
    return (s.active,)


def controls(box: Graveyard, s: GooseState) -> list[Action]:
    """The public controls, each label naming a place begun by its badge on the board."""
    return marks.badged(placed_controls(box, s))


def badges(box: Graveyard, s: GooseState) -> dict[str, str]:
    """The badge the board draws on each place a public control names."""
    return marks.badges(placed_controls(box, s))


def seat_actions(box: Graveyard, s: GooseState, seat: int) -> list[Action]:
    """Everything ``seat`` may do now: the public controls its secrets leave open, then its
    own card plays."""
    return _open_to(box, s, seat, controls)


def seat_ids(box: Graveyard, s: GooseState, seat: int) -> set[str]:
    """The ids of ``seat_actions``, found without numbering the labels: what checking an
    action needs."""
    return {action.id for action in _open_to(box, s, seat, unnumbered)}


def unnumbered(box: Graveyard, s: GooseState) -> list[Action]:
    """The public controls as ``controls`` gives them, their labels without the badges."""
    return [placed.action for placed in placed_controls(box, s)]


def _open_to(
    box: Graveyard,
    s: GooseState,
    seat: int,
    public: Callable[[Graveyard, GooseState], list[Action]],
) -> list[Action]:
    if facts.out(s, seat):
        return []
    actions: list[Action] = []
    if seat in actors(s):
        closed = barred(box, s, seat)
        actions.extend(a for a in public(box, s) if a.seat in (None, seat) and a.id not in closed)
    actions.extend(card_plays(box, s, seat))
    return actions


def placed_controls(box: Graveyard, s: GooseState) -> list[Placed]:
    """The public controls, from the board, the dice and the pending public card only, each
    with the space it names."""
    if s.phase == TOMB:
        assert s.symbol is not None
        index = box.board.platform_of(s.symbol)
        platform = box.board.platforms[index]
        name = TOMB_NAMES[s.symbol]
        return [
            Placed(
                Action(
                    action_id(SLIDE, s.symbol, to),
                    f"Slide the {name} tomb onto {space_name(platform.pits[to])}",
                ),
                platform.pits[to],
            )
            for to in facts.tomb_moves(s, index)
        ]
    if s.phase == AFTER:
        return [Placed(Action(action_id(DONE), "Done: end the turn"))]
    if s.phase == BRINK:
        return [
            Placed(
                Action(action_id(GO_ON, seat), f"{s.players[seat]}: let the tomb slide", seat=seat)
            )
            for seat in s.window.waiting
        ]
    if s.phase == TARGET and s.pending is not None:
        pawn, card = s.pending.pawn, box.cards[s.pending.card]
        return [
            Placed(
                Action(action_id(PLAY, pawn, card.id, target), label, f"{card.title}: choose"),
                quake_pit(box, card, target),
            )
            for target, label in targets(box, s, pawn, card)
        ]
    return _move_controls(box, s)


def quake_pit(box: Graveyard, card: Card, target: str) -> str | None:
    """Where a tomb-sliding card's target opens the pit (None for any other card)."""
    if card.effect != QUAKE:
        return None
    tomb, _, to = target.partition("-")
    return box.board.platforms[box.board.platform_of(tomb)].pits[int(to)]


def _move_controls(box: Graveyard, s: GooseState) -> list[Placed]:
    stepping = s.stepping
    if stepping.on and s.mover is not None:
        steps = moves.next_steps(box.board, s.tombs, tuple(stepping.path), stepping.left)
        return [_step_control(box, s.mover, there) for there in steps]
    found: list[Placed] = []
    for pawn in pawns_of(s.active):
        if not facts.alive(s, pawn):
            continue
        if s.spaces[pawn] == box.board.crypt:
            skull = Action(action_id(SKULL, pawn), f"{pawn_name(pawn)} tries the skull")
            found.append(Placed(skull))
        if stepping.on:
            found.extend(
                _step_control(box, pawn, there) for there in facts.first_steps(box, s, pawn)
            )
            continue
        if s.number is not None and facts.may_walk(box, s, pawn):
            found.extend(go_controls(box.board, tuple(s.tombs), pawn, s.spaces[pawn], s.number))
    if not stepping.on:
        found.append(Placed(Action(action_id(STEP_BY_STEP), "Step by step")))
    if not stepping.moved:
        found.append(Placed(Action(action_id(STAY), "Don't move a pawn")))
    return found


def _step_control(box: Graveyard, pawn: int, there: str) -> Placed:
    label = f"{pawn_name(pawn)} steps to {spot(box, there)}"
    return Placed(Action(action_id(STEP, pawn, there), label), there)


def spot(box: Graveyard, space: str) -> str:
    """A space in a sentence: 'the Crypt platform', 'the Exit', 'the Gate platform', 'C4'."""
    names = {
        box.board.crypt: "the Crypt platform",
        box.board.exit: "the Exit",
        box.board.gate: "the Gate platform",
    }
    return names.get(space, space_name(space))


@lru_cache(maxsize=64)
def go_controls(
    board: Board, tombs: tuple[int, ...], pawn: int, start: str, count: int
) -> tuple[Placed, ...]:
    """The controls moving ``pawn`` from ``start`` by ``count`` with the tombs at ``tombs``,
    kept for the last few positions: every seat's listing and the action's check ask again."""
    kinds, menu = board.kinds(tombs), f"Move {pawn_name(pawn)}"
    return tuple(
        Placed(Action(action_id(GO, pawn, there), _place(board, kinds, there), menu), there)
        for there in moves.reach(board, tombs, start, count)
    )


PLACE_WORDS = {
    G: "G space",
    HAND: "Skeleton Hand",
    POTION: "Magic Potion",
    "grass": "grass",
    EXIT: "Exit",
    GATE: "Gate platform",
}


def _place(board: Board, kinds: Mapping[str, str], there: str) -> str:
    """A destination in a menu: its grid name and what it is ("D8 (Magic Potion)")."""
    kind = kinds[there]
    if there == board.crypt:
        return f"{space_name(there)} (Crypt platform, a jump from the Exit)"
    if kind.startswith(ARROW):
        text = f"{COLOUR_NAMES[kind.removeprefix(ARROW)]} arrow"
    elif kind.startswith(DANGER):
        text = f"{COLOUR_NAMES[kind.removeprefix(DANGER)]} Danger"
    else:
        text = PLACE_WORDS.get(kind, kind.capitalize())
    return f"{space_name(there)} ({text})"


def barred(box: Graveyard, s: GooseState, seat: int) -> set[str]:
    """The public controls the seat's secrets close: a skull try needs a Ring (saved, so
    unseen) and no Monster."""
    return {
        action_id(SKULL, pawn)
        for pawn in pawns_of(seat)
        if s.spaces[pawn] == box.board.crypt and not facts.may_try(box, s, pawn)
    }


def card_plays(box: Graveyard, s: GooseState, seat: int) -> list[Action]:
    """The saved cards ``seat`` may play now, one action per card and target, in one menu per
    pawn (its panel: however many cards a pawn saves, two groups always fit)."""
    if seat == s.active and s.stepping.moved:
        return []  # her step-by-step move is finished first
    own_turn = seat == s.active and s.phase in OWN_TURN
    actions: list[Action] = []
    for pawn in pawns_of(seat):
        if not facts.alive(s, pawn):
            continue
        for card_id in dict.fromkeys(s.saved[pawn]):
            card = box.cards[card_id]
            if card.effect not in PLAYABLE or (card.effect != JUMP and not own_turn):
                continue
            group = f"{pawn_name(pawn)}'s cards"
            for target, label in targets(box, s, pawn, card):
                fields = (pawn, card_id, target) if target else (pawn, card_id)
                label = f"{card.title}: {label}"
                actions.append(Action(action_id(PLAY, *fields), label, group))
    return actions


def targets(box: Graveyard, s: GooseState, pawn: int, card: Card) -> list[tuple[str, str]]:
    """(target id, label) for ``card`` played by ``pawn``; ("", label) when it takes none."""
    seat = seat_of(pawn)
    others = [q for q in range(len(s.spaces)) if facts.alive(s, q) and seat_of(q) != seat]
    if card.effect in (EXTRA_TURN, CURE_ALL):
        return [("", "play it")]
    if card.effect in (TO_GATE, STEAL):
        return [(str(q), who(s.players, q)) for q in others]
    if card.effect == SWITCH:
        return [
            (str(q), f"switch with {who(s.players, q)}")
            for q in range(len(s.spaces))
            if q != pawn and facts.alive(s, q)
        ]
    if card.effect == MONSTER:
        found = [q for q in others if not s.monster[q]]
        if (
            s.moved is not None
            and seat_of(s.moved) == seat
            and facts.alive(s, s.moved)
            and not s.monster[s.moved]
        ):
            found.append(s.moved)
        return [(str(q), who(s.players, q)) for q in found]
    if card.effect == QUAKE:
        return _quake_targets(box, s)
    if card.effect == JUMP:
        return [
            (there, f"jump to {space_name(there)}")
            for there in moves.adjacent(box.board, facts.kinds(box, s), s.spaces[pawn])
        ]
    return []


def _quake_targets(box: Graveyard, s: GooseState) -> list[tuple[str, str]]:
    """Every tomb one position either way, as ("tomb-to", label)."""
    found = []
    for index, platform in enumerate(box.board.platforms):
        for to in (s.tombs[index] - 1, s.tombs[index] + 1):
            if 0 <= to <= 2:
                name = TOMB_NAMES[platform.tomb]
                label = f"slide the {name} tomb onto {space_name(platform.pits[to])}"
                found.append((f"{platform.tomb}-{to}", label))
    return found
