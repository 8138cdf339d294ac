"""Names the game speaks in: the pawn pairs, their colours, the tombs and the dice, and the
catalog sentences (``locales/<code>/games/goosebumps.ftl``) that name its tombs, cards and
spaces, so every line reaches a table in the table's language."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, lru_cache

from bot.games.goosebumps.board import CRYPT, EXIT, GATE, Board, space_name
from bot.games.goosebumps.cards import Card
from bot.games.goosebumps.state import GooseState, pawns_of, seat_of
from bot.sentences import Joined, Sentence, listed

PAIRS: tuple[tuple[str, str], ...] = (
    ("Sari", "Gabe"),
    ("Terri", "Jerry"),
    ("Amanda", "Josh"),
    ("Lindy", "Kris"),
)
"""Four colour pairs of a girl and a boy from the Goosebumps books, in the order seats take them."""
PAIR_COLOURS: tuple[tuple[str, str], ...] = (
    ("blue", "#0072b2"),
    ("green", "#009e73"),
    ("orange", "#e69f00"),
    ("pink", "#cc79a7"),
)
TOMB_NAMES = {"mummy": "Mummy", "monster": "Monster", "wolf": "Wolf"}
"""The tombs (their names in sentences are the catalog's: ``tomb``, ``face``)."""
SYMBOL_FACES = ("monster", "monster", "mummy", "mummy", "wolf", "wolf")
"""The black symbol die: each tomb's symbol on two of its six faces."""
NUMBER_FACES = (1, 2, 3, 4, 5, 6)
PREFIX = "goosebumps-"
"""Every message id of the game's catalog begins so."""
SAID = 2048
"""How many sentences ``said`` keeps: every label of a few games' positions."""
MEMORY = 4096
"""How many saved lines ``kept`` remembers as sentences (a table needs a handful)."""


@lru_cache(maxsize=SAID)
def said(message: str, **args: object) -> Sentence:
    """One of the game's sentences: ``said("moved", pawn=...)`` is ``goosebumps-moved``.
    Kept: the rules make the same labels for every seat's choices and every check of an
    action, and a kept sentence costs a dictionary lookup. (A sentence given as an argument
    is told apart by its English, which no two of the game's arguments share.)"""
    return Sentence(PREFIX + message, **args)


def pawn_name(pawn: int) -> str:
    return PAIRS[pawn // 2][pawn % 2]


def pawn_mark(pawn: int) -> str:
    """The two letters on a pawn, one pair per pawn ("Je" for Jerry, "Jo" for Josh)."""
    return pawn_name(pawn)[:2]


def pawn_marks() -> tuple[str, ...]:
    """Every pawn's two letters, drawn on the board as they are in every language."""
    return tuple(name[:2] for pair in PAIRS for name in pair)


def who(players: Sequence[str], pawn: int) -> str:
    """A pawn with its player: "Ana's Sari"."""
    return said("whose", player=players[seat_of(pawn)], pawn=pawn_name(pawn))


@cache
def tomb(name: str) -> Sentence:
    """The tomb as a sentence names it: "the Mummy tomb"."""
    return said(f"the-tomb-{name}")


@cache
def face(name: str) -> Sentence:
    """The symbol die's face after "rolled 4 and": "the Mummy"."""
    return said(f"face-{name}")


def card_title(card: Card) -> Sentence:
    return _title(card.id)


@cache
def _title(card_id: str) -> Sentence:
    return said(f"card-{card_id}")


@cache
def card_text(card_id: str) -> Sentence:
    return said(f"card-{card_id}-text")


@cache
def kind_header(kind: str) -> Sentence:
    """A kind of card as printed on its top: "Play Now!"."""
    return said(f"kind-{kind}")


def card_told(card: Card) -> Sentence:
    """A card read out whole: "Bats! (Play Now!): A cloud of bats ..."."""
    return _told(card.id, card.kind)


@cache
def _told(card_id: str, kind: str) -> Sentence:
    return said("card-told", title=_title(card_id), kind=kind_header(kind), text=card_text(card_id))


def spot(board: Board, space: str) -> Sentence:
    """Where a pawn goes: 'to the Crypt platform', 'to the Exit', 'to the Gate platform',
    'to C4'."""
    named = {board.crypt: CRYPT, board.exit: EXIT, board.gate: GATE}
    if space in named:
        return said(f"to-{named[space]}")
    return said("to-space", space=space_name(space))


def names_or_nobody(names: list[str]) -> str:
    """Names listed, "nobody" when there are none."""
    return listed(names) if names else said("nobody")


def titles(cards: Mapping[str, Card], ids: Sequence[str]) -> str:
    """Cards' titles one after another, comma-separated."""
    return Joined([card_title(cards[c]) for c in ids], ", ")


def saved_line(cards: Mapping[str, Card], s: GooseState, pawn: int) -> str:
    """The titles of the cards saved under ``pawn``, as its own player is told them."""
    if not s.saved[pawn]:
        return said("no-saved", pawn=pawn_name(pawn))
    return said("saved-line", pawn=pawn_name(pawn), titles=titles(cards, s.saved[pawn]))


_kept: dict[str, Sentence] = {}


def kept(sentence: Sentence) -> str:
    """The sentence's English, as a saved position holds text (a save holds no sentence);
    remembered, so that ``recalled`` gives the sentence back while the table plays on."""
    if len(_kept) >= MEMORY:
        _kept.clear()
    _kept[str(sentence)] = sentence
    return str(sentence)


def forget_kept() -> None:
    """Remember no sentence ``kept`` saved, as after a restart."""
    _kept.clear()


def recalled(text: str) -> str:
    """The sentence ``kept`` saved as ``text``; the text as it is after a restart."""
    return _kept.get(text, text)


def reason_of(s: GooseState) -> str:
    """Why the game ended, as a sentence: the one ``kept`` saved, else (a game saved before a
    restart) the one of the ways a game ends whose English the save holds."""
    found = recalled(s.reason)
    if isinstance(found, Sentence) or not s.winners:
        return found
    names = [s.players[w] for w in s.winners]
    ways = [said("fell-together", players=listed(names))]
    for seat in s.winners:
        player = s.players[seat]
        ways += [said("last-with-pawn", player=player), said("last-in-graveyard", player=player)]
        ways += [said("destroyed-ghost", player=player, pawn=pawn_name(p)) for p in pawns_of(seat)]
    return next((way for way in ways if way == s.reason), s.reason)
