"""What a seat, or anyone, may see of a Goosebumps position: the board the picture is drawn
from, each player's standing, the phase line, and a seat's own saved cards (nobody else's)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from bot.engine import OVER, PlayerInfo
from bot.games.goosebumps.board import space_name
from bot.games.goosebumps.boards import (
    ComingPit,
    GooseView,
    Move,
    PawnBoard,
    PawnCards,
    PublicBoard,
    SavedCards,
)
from bot.games.goosebumps.cards import Card
from bot.games.goosebumps.state import AFTER, BRINK, TARGET, TOMB, GooseState, pawns_of, seat_of
from bot.games.goosebumps.words import (
    PAIR_COLOURS,
    PAIRS,
    TOMB_NAMES,
    join_names,
    pawn_mark,
    pawn_name,
    spaces,
    who,
)

if TYPE_CHECKING:
    from bot.games.goosebumps.rules import Goosebumps


def saved_line(cards: Mapping[str, Card], s: GooseState, pawn: int) -> str:
    """The titles of the cards saved under ``pawn``, as its own player is told them."""
    titles = [cards[c].title for c in s.saved[pawn]]
    if not titles:
        return f"{pawn_name(pawn)} has no saved cards."
    return f"{pawn_name(pawn)}'s saved cards: {', '.join(titles)}."


def view(game: Goosebumps, state: GooseState, seat: int | None) -> GooseView:
    """What ``seat`` (``None``: anyone) sees: every pawn, the tombs, the dice, the size of
    each pile and of each pawn's saved cards, and only its own saved cards' titles."""
    players = tuple(
        PlayerInfo(
            seat=i,
            name=name,
            summary=_summary(game, state, i),
            badges=("removed",) if state.gone[i] else (),
            colour=PAIR_COLOURS[i][1],
            token=f"{PAIRS[i][0][0]}{PAIRS[i][1][0]}",
        )
        for i, name in enumerate(state.players)
    )
    board = PublicBoard(
        pawns=tuple(_pawn_board(state, p) for p in range(len(state.spaces))),
        tombs=tuple(state.tombs),
        number=state.number,
        symbol=state.symbol,
        phase=state.phase,
        active=state.active,
        draw=len(state.deck.cards),
        discard=len(state.deck.discard),
        pending=state.pending.card if state.pending else None,
        brink=_coming_pit(state),
        last_move=Move(state.last_pawn, tuple(state.last_path))
        if state.last_pawn is not None
        else None,
        winners=tuple(state.winners),
        badges=game.badges(state),
    )
    return game.view_of(
        state,
        seat,
        players=players,
        phase=_phase_text(game, state),
        board=board,
        private=() if seat is None else _private_lines(game, state, seat),
        private_board=None if seat is None else _private_board(game, state, seat),
    )


def _pawn_board(s: GooseState, pawn: int) -> PawnBoard:
    """A pawn as everybody sees it: where it stands, its Monster card, how many it saved."""
    return PawnBoard(
        seat=seat_of(pawn),
        name=pawn_name(pawn),
        mark=pawn_mark(pawn),
        space=s.spaces[pawn] or None,
        monster=bool(s.monster[pawn]),
        saved=len(s.saved[pawn]),
    )


def _coming_pit(s: GooseState) -> ComingPit | None:
    """The coming pit for the board, and who the window still waits for (None if none)."""
    if s.brink is None:
        return None
    brink = s.brink
    return ComingPit(
        platform=brink.platform,
        to=brink.to,
        resume=brink.resume,
        waiting=tuple(s.window.waiting),
    )


def _private_board(game: Goosebumps, s: GooseState, seat: int) -> SavedCards:
    """The seat's own saved cards, per pawn, for the picture in its panel."""
    return SavedCards(
        pawns=tuple(
            PawnCards(
                name=pawn_name(p),
                fallen=not game.alive(s, p),
                cards=tuple(game.cards[c] for c in s.saved[p]),
            )
            for p in pawns_of(seat)
        )
    )


def _summary(game: Goosebumps, s: GooseState, seat: int) -> str:
    if s.gone[seat]:
        return "left the game"
    if game.out(s, seat):
        return "out of the game"
    pawns = [p for p in pawns_of(seat) if game.alive(s, p)]
    parts = [f"{len(pawns)} pawn" + ("s" if len(pawns) > 1 else "")]
    saved = sum(len(s.saved[p]) for p in pawns)
    if saved:
        parts.append(f"{saved} saved")
    monsters = sum(1 for p in pawns if s.monster[p])
    if monsters:
        parts.append("Monster" if monsters == 1 else "2 Monsters")
    return " · ".join(parts)


def _private_lines(game: Goosebumps, s: GooseState, seat: int) -> tuple[str, ...]:
    if game.out(s, seat):
        return ("You are out of this game.",)
    return tuple(saved_line(game.cards, s, p) for p in pawns_of(seat) if game.alive(s, p))


def _phase_text(game: Goosebumps, s: GooseState) -> str:
    """What the table waits for now, in the present tense."""
    active = s.players[s.active]
    if s.phase == OVER:
        return f"Game over: {join_names([s.players[w] for w in s.winners]) or 'nobody'} won"
    if s.phase == TOMB:
        return f"{active} slides the {TOMB_NAMES[s.symbol or '']} tomb onto a numbered space"
    if s.phase == BRINK:
        return _brink_text(game, s)
    if s.phase == TARGET and s.pending is not None:
        return f"{active} picks what {game.cards[s.pending.card].title} acts on"
    if s.phase == AFTER:
        return f"{active} may play saved cards, or choose Done"
    if s.stepping.on:
        pawn = "a pawn" if s.mover is None else pawn_name(s.mover)
        left = s.stepping.left if s.mover is not None else s.number
        return f"{active} moves {pawn} step by step: {spaces(left)} to go, a numbered one at a time"
    if not any(game.destinations(s, p) for p in pawns_of(s.active)):
        return f"{active} can move no pawn {spaces(s.number)}"
    return f"{active} moves a pawn {spaces(s.number)}, to a numbered space"


def _brink_text(game: Goosebumps, s: GooseState) -> str:
    """The pawns in danger, and that whoever holds the Play Anytime card may answer: the
    players waited for are named only by their pawns, never as its holder."""
    assert s.brink is not None
    pit = game.board.platforms[s.brink.platform].pits[s.brink.to]
    standing = [p for p in range(len(s.spaces)) if s.spaces[p] == pit]
    names = join_names([who(s.players, p) for p in standing]) or "nobody"
    return (
        f"A pit will open at {space_name(pit)} under {names}: "
        "a Play Anytime card holder may jump first"
    )
