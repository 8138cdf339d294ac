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
    Board,
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
from bot.games.goosebumps.words import card_title, pawn_name, said, spot, tomb, who

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
        name = tomb(s.symbol)
        return [
            Placed(
                Action(
                    action_id(SLIDE, s.symbol, to),
                    said("slide", tomb=name, space=space_name(platform.pits[to])),
                ),
                platform.pits[to],
            )
            for to in facts.tomb_moves(s, index)
        ]
    if s.phase == AFTER:
        return [Placed(Action(action_id(DONE), said("done")))]
    if s.phase == BRINK:
        return [
            Placed(
                Action(action_id(GO_ON, seat), said("let-slide", player=s.players[seat]), seat=seat)
            )
            for seat in s.window.waiting
        ]
    if s.phase == TARGET and s.pending is not None:
        pawn, card = s.pending.pawn, box.cards[s.pending.card]
        group = said("choose-for", card=card_title(card))
        return [
            Placed(
                Action(action_id(PLAY, pawn, card.id, target), label, group),
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
            skull = Action(action_id(SKULL, pawn), said("tries-skull", pawn=pawn_name(pawn)))
            found.append(Placed(skull))
        if stepping.on:
            found.extend(
                _step_control(box, pawn, there) for there in facts.first_steps(box, s, pawn)
            )
            continue
        if s.number is not None and facts.may_walk(box, s, pawn):
            found.extend(go_controls(box.board, tuple(s.tombs), pawn, s.spaces[pawn], s.number))
    if not stepping.on:
        found.append(Placed(Action(action_id(STEP_BY_STEP), said("step-by-step"))))
    if not stepping.moved:
        found.append(Placed(Action(action_id(STAY), said("stay"))))
    return found


def _step_control(box: Graveyard, pawn: int, there: str) -> Placed:
    label = said("steps-to", pawn=pawn_name(pawn), to=spot(box.board, there))
    return Placed(Action(action_id(STEP, pawn, there), label), there)


@lru_cache(maxsize=64)
def go_controls(
    board: Board, tombs: tuple[int, ...], pawn: int, start: str, count: int
) -> tuple[Placed, ...]:
    """The controls moving ``pawn`` from ``start`` by ``count`` with the tombs at ``tombs``,
    kept for the last few positions: every seat's listing and the action's check ask again."""
    kinds, menu = board.kinds(tombs), said("move-pawn", pawn=pawn_name(pawn))
    return tuple(
        Placed(Action(action_id(GO, pawn, there), _place(board, kinds, there), menu), there)
        for there in moves.reach(board, tombs, start, count)
    )


def _place(board: Board, kinds: Mapping[str, str], there: str) -> str:
    """A destination in a menu: its grid name and what it is ("D8 (Magic Potion)")."""
    return _destination(there, kinds[there], there == board.crypt)


@lru_cache(maxsize=512)
def _destination(there: str, kind: str, crypt: bool) -> str:
    if crypt:
        return said("destination-crypt", space=space_name(there))
    # "arrow-red": "Red arrow", "danger-gold": "Gold Danger", "place-g": "G space"
    text = said(kind) if kind.startswith((ARROW, DANGER)) else said(f"place-{kind}")
    return said("destination", space=space_name(there), what=text)


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
            group = said("pawn-cards", pawn=pawn_name(pawn))
            for target, label in targets(box, s, pawn, card):
                fields = (pawn, card_id, target) if target else (pawn, card_id)
                label = said("card-choice", card=card_title(card), choice=label)
                actions.append(Action(action_id(PLAY, *fields), label, group))
    return actions


def targets(box: Graveyard, s: GooseState, pawn: int, card: Card) -> list[tuple[str, str]]:
    """(target id, label) for ``card`` played by ``pawn``; ("", label) when it takes none."""
    seat = seat_of(pawn)
    others = [q for q in range(len(s.spaces)) if facts.alive(s, q) and seat_of(q) != seat]
    if card.effect in (EXTRA_TURN, CURE_ALL):
        return [("", said("play-it"))]
    if card.effect in (TO_GATE, STEAL):
        return [(str(q), who(s.players, q)) for q in others]
    if card.effect == SWITCH:
        return [
            (str(q), said("switch-with", pawn=who(s.players, q)))
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
            (there, said("jump-to", space=space_name(there)))
            for there in moves.adjacent(box.board, facts.kinds(box, s), s.spaces[pawn])
        ]
    return []


def _quake_targets(box: Graveyard, s: GooseState) -> list[tuple[str, str]]:
    """Every tomb one position either way, as ("tomb-to", label)."""
    found = []
    for index, platform in enumerate(box.board.platforms):
        for to in (s.tombs[index] - 1, s.tombs[index] + 1):
            if 0 <= to <= 2:
                name = tomb(platform.tomb)
                label = said("slide-target", tomb=name, space=space_name(platform.pits[to]))
                found.append((f"{platform.tomb}-{to}", label))
    return found
