"""How Rivals says money, people, pets, careers and cards, the same everywhere."""

from __future__ import annotations

from bot.games.life_rivals.actions import CAREER_PANEL, PANEL
from bot.games.life_rivals.boards import HeldCareer
from bot.games.life_rivals.data import GOOD, IT_HAPPENS, NOT_SO_GOOD, Career, LifeCard

KIND_NAMES = {GOOD: "Good", NOT_SO_GOOD: "Not-So-Good", IT_HAPPENS: "It Happens", "stuff": "Stuff"}
KEEP_IN_PANEL = (
    f"Each player keeps one of three careers dealt in secret: {CAREER_PANEL} shows them."
)
"""Said when the careers button first shows, so nobody has to guess what it opens."""
CARDS_IN_PANEL = f"{PANEL} shows each player's own hand of Life cards."
"""Said when the cards button first shows (the first turn)."""


def money(bills: int) -> str:
    """Bills of $10K as a sum: 24 -> "$240K", 0 -> "$0"."""
    return f"${bills * 10}K" if bills else "$0"


def people_word(count: int) -> str:
    return f"{count} person" if count == 1 else f"{count} people"


def pets_word(count: int) -> str:
    return f"{count} pet" if count == 1 else f"{count} pets"


def career_line(career: Career) -> str:
    """A career as dealt or kept at set-up, when its starting cash is paid out."""
    return f"{career.name} (salary {money(career.salary)}, start {money(career.starting_cash)})"


def career_held(career: Career | HeldCareer) -> str:
    """A career in play: only its salary, since a career drawn later pays no starting cash."""
    return f"{career.name} (salary {money(career.salary)})"


def career_on_board(career: HeldCareer | None) -> str:
    """A player's career as her corner of the board names it, or that she is still choosing."""
    return career_held(career) if career else "choosing a career"


def card_facts(card: LifeCard) -> str:
    """The figures of a card: its type and what it scores, costs or charges."""
    kind = KIND_NAMES[card.kind]
    if card.kind == IT_HAPPENS:
        return f"{kind}: a {money(card.cost)} fee"
    if card.kind == "stuff":
        return (
            f"{kind}: {card.points} points, costs {money(card.cost)}, resale {money(card.resale)}"
        )
    return f"{kind}: {card.points:+d} points"


def card_line(card: LifeCard) -> str:
    """One line for a hand or a menu: "Hot tub (Stuff: 6 points, costs $40K, resale $20K)"."""
    return f"{card.name} ({card_facts(card)})"
