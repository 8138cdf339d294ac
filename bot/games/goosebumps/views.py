"""What a seat, or anyone, may see of a Goosebumps position: the board the picture is drawn
from, each player's standing, the phase line, and a seat's own saved cards (nobody else's).
The rules class puts these parts together into the engine's view."""

from __future__ import annotations

from functools import lru_cache

from bot.engine import OVER, PlayerInfo
from bot.games.goosebumps import controls, facts
from bot.games.goosebumps.board import space_name
from bot.games.goosebumps.boards import (
    Badges,
    ComingPit,
    Move,
    PawnBoard,
    PawnCards,
    PublicBoard,
    SavedCards,
)
from bot.games.goosebumps.data import Graveyard
from bot.games.goosebumps.state import AFTER, BRINK, TARGET, TOMB, GooseState, pawns_of, seat_of
from bot.games.goosebumps.words import (
    PAIR_COLOURS,
    PAIRS,
    Joined,
    card_title,
    names_or_nobody,
    pawn_mark,
    pawn_name,
    said,
    saved_line,
    tomb,
    who,
)


def players(s: GooseState) -> tuple[PlayerInfo, ...]:
    """Each seat's name, colour pair and standing."""
    return tuple(
        PlayerInfo(
            seat=i,
            name=name,
            summary=_summary(s, i),
            badges=("removed",) if s.gone[i] else (),
            colour=PAIR_COLOURS[i][1],
            token=f"{PAIRS[i][0][0]}{PAIRS[i][1][0]}",
        )
        for i, name in enumerate(s.players)
    )


def public_board(box: Graveyard, state: GooseState) -> PublicBoard:
    """What anyone sees: every pawn, the tombs, the dice, the size of each pile and of each
    pawn's saved cards, and the badges of the places the controls name."""
    return PublicBoard(
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
        badges=Badges(tuple(controls.badges(box, state).items())),
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


def private_board(box: Graveyard, s: GooseState, seat: int) -> SavedCards:
    """The seat's own saved cards, per pawn, for the picture in its panel."""
    return SavedCards(
        pawns=tuple(
            PawnCards(
                name=pawn_name(p),
                fallen=not facts.alive(s, p),
                cards=tuple(box.cards[c] for c in s.saved[p]),
            )
            for p in pawns_of(seat)
        )
    )


def _summary(s: GooseState, seat: int) -> str:
    if s.gone[seat]:
        return said("left-game")
    if facts.out(s, seat):
        return said("out")
    pawns = [p for p in pawns_of(seat) if facts.alive(s, p)]
    saved = sum(len(s.saved[p]) for p in pawns)
    monsters = sum(1 for p in pawns if s.monster[p])
    return _standing(len(pawns), saved, monsters)


@lru_cache(maxsize=64)
def _standing(pawns: int, saved: int, monsters: int) -> str:
    """ "2 pawns · 3 saved · Monster": kept, as a table shows the same few over and over."""
    parts = [said("pawns", count=pawns)]
    if saved:
        parts.append(said("saved-count", count=saved))
    if monsters:
        parts.append(said("monsters", count=monsters))
    return said("standing", parts=Joined(parts, " · "))


def private_lines(box: Graveyard, s: GooseState, seat: int) -> tuple[str, ...]:
    if facts.out(s, seat):
        return (said("out-of-game"),)
    return tuple(saved_line(box.cards, s, p) for p in pawns_of(seat) if facts.alive(s, p))


def phase_text(box: Graveyard, s: GooseState) -> str:
    """What the table waits for now, in the present tense."""
    active = s.players[s.active]
    if s.phase == OVER:
        return said("phase-over", players=names_or_nobody([s.players[w] for w in s.winners]))
    if s.phase == TOMB:
        return said("phase-tomb", player=active, tomb=tomb(s.symbol or ""))
    if s.phase == BRINK:
        return _brink_text(box, s)
    if s.phase == TARGET and s.pending is not None:
        return said("phase-target", player=active, card=card_title(box.cards[s.pending.card]))
    if s.phase == AFTER:
        return said("phase-after", player=active)
    if s.stepping.on and s.mover is None:
        return said("phase-stepping", player=active, count=s.number)
    if s.stepping.on and s.mover is not None:
        pawn = pawn_name(s.mover)
        return said("phase-stepping-pawn", player=active, pawn=pawn, count=s.stepping.left)
    if not any(facts.destinations(box, s, p) for p in pawns_of(s.active)):
        return said("phase-stuck", player=active, count=s.number)
    return said("phase-move", player=active, count=s.number)


def _brink_text(box: Graveyard, s: GooseState) -> str:
    """The pawns in danger, and that whoever holds the Play Anytime card may answer: the
    players waited for are named only by their pawns, never as its holder."""
    assert s.brink is not None
    pit = box.board.platforms[s.brink.platform].pits[s.brink.to]
    standing = [p for p in range(len(s.spaces)) if s.spaces[p] == pit]
    names = names_or_nobody([who(s.players, p) for p in standing])
    return said("phase-brink", space=space_name(pit), pawns=names)
