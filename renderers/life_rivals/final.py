"""What the kit's Game over look shows in the turn panel: each total and, where the line has
room, the standing that made it; and the height it needs there."""

from __future__ import annotations

from dataclasses import replace

from bot.engine import Outcome, PlayerInfo
from bot.engine.model import View
from renderers.kit.phone import header_px, smallest_px
from renderers.life_rivals.layout import MARGIN, WIDTH
from renderers.text import font, text_width, wrap

BIG = header_px(WIDTH)
PAD, LINE, TROPHY = BIG * 0.6, BIG * 1.35, BIG * 1.6
"""The kit's own measures of its Game over panel."""
INSET = 4
"""The Game over look's margin inside the turn panel."""
LEFT, RIGHT = MARGIN + INSET, WIDTH - MARGIN - INSET


def totals(outcome: Outcome, view: View) -> Outcome:
    """``outcome`` with each result its total: the corners below break each one down."""
    standings = tuple(
        (seat, view.players[seat].score if 0 <= seat < len(view.players) else result)
        for seat, result in outcome.standings
    )
    return Outcome(outcome.winners, standings, outcome.reason)


def standing_fits(outcome: Outcome, view: View, seat: int) -> bool:
    """Whether ``seat``'s line of the standings holds its name, total and standing uncut."""
    face = font(BIG, bold=True)
    for rank, (ranked, result) in enumerate(totals(outcome, view).standings, start=1):
        if ranked == seat and 0 <= seat < len(view.players):
            player = view.players[seat]
            score = f"{result} · {player.summary}"
            room = RIGHT - PAD - (LEFT + PAD + LINE) - text_width(score, face) - PAD
            half = (RIGHT - LEFT) / 2
            return (
                text_width(score, face) <= half
                and text_width(f"{rank}. {player.name}", face) <= room
            )
    return False


def shown_players(outcome: Outcome, view: View) -> tuple[PlayerInfo, ...]:
    """The players as the standings show them: a standing that would cut the line is left to
    the player's corner."""
    return tuple(
        player if standing_fits(outcome, view, player.seat) else replace(player, summary="")
        for player in view.players
    )


def final_height(outcome: Outcome) -> int:
    """The height the kit's Game over panel takes across the picture, as it lays it out."""
    small = smallest_px(WIDTH)
    text_left = LEFT + PAD * 2 + TROPHY
    reason = wrap(outcome.reason, font(small), RIGHT - text_left - PAD, 2)
    top = max(PAD + LINE + len(reason) * small * 1.3, 2 * PAD + TROPHY)
    return round(top + len(outcome.standings) * LINE + PAD)
