"""The kit's turn panel under the road: whose turn it is and what is asked beside the spinner,
one row a player with her standing, then the last spin and the Life deck; the kit's Game over
look in their place once the game is over, each result its total (the corners break it down)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PIL import Image, ImageDraw

from bot.engine import Outcome, PlayerInfo
from bot.games.life_rivals.actions import CAREER_PANEL, PANEL
from bot.games.life_rivals.boards import RivalsView
from bot.games.life_rivals.data import Space
from bot.languages import say
from bot.sentences import worded
from renderers.kit.final import game_over_height
from renderers.kit.lines import Line, draw_lines, height, wrapped
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.theme import Theme
from renderers.kit.turn import TurnFacts, TurnStyle, draw_turn_panel
from renderers.life_rivals.layout import HEADER_PX, MARGIN, TEXT_PX, WIDTH, Box
from renderers.text import font

SPINNER_SIDE = 86
STYLE = TurnStyle(turn_px=HEADER_PX + 3, ask_px=HEADER_PX, die=SPINNER_SIDE)
"""The header and rows at the size a phone reads at a glance, the spinner as high as both."""
STOP_SPINS = {"stop-kids": "kids", "stop-pets": "pets", "stop-insurance": "insurance"}
"""The Stop spaces, as the line under the rows names what their spin was for."""


def asked(view: RivalsView) -> str:
    """What the table waits for now, beyond whose turn it is (the view's phase)."""
    board, language = view.board, view.language
    if board.phase == "career":
        return say(language, "life-rivals-ask-career", panel=worded(CAREER_PANEL, language))
    if board.phase in ("play", "gossip") and view.active is not None:
        name, panel = view.players[view.active].name, worded(PANEL, language)
        return say(language, "life-rivals-ask-chooses", player=name, panel=panel)
    if board.phase != "turn":
        return ""
    badges = [placed.badge for seat in board.seats for placed in seat.table if placed.badge]
    if not badges:
        return say(language, "life-rivals-ask-spin")
    if len(badges) == 1:
        marked = badges[0]
    elif len(badges) == 2:
        marked = say(language, "life-rivals-marked-or", first=badges[0], second=badges[1])
    else:
        marked = f"{badges[0]}–{badges[-1]}"
    return say(language, "life-rivals-ask-steal", marked=marked)  # "A", "A or B", "A–D"


def under_lines(view: RivalsView, road: Sequence[Space], theme: Theme) -> list[Line]:
    """Under the rows: the last spin ("Ana spun 4", and the spin on a Stop space after it),
    then the Life deck."""
    board, move, room = view.board, view.board.last_move, WIDTH - 4 * MARGIN
    language = view.language
    said = say(language, "life-rivals-no-spin")
    if board.spin and move and 0 <= move.seat < len(view.players):
        name = view.players[move.seat].name
        said = say(language, "life-rivals-spun-short", player=name, spin=board.spin)
        stop = road[move.end].kind if 0 <= move.end < len(road) else ""
        if board.stop_spin and stop in STOP_SPINS:
            said = say(
                language,
                "life-rivals-spun-stop",
                said=said,
                spin=board.stop_spin,
                stop=STOP_SPINS[stop],
            )
    deck = say(language, "life-rivals-deck-line", deck=board.deck, discards=board.discards)
    spin = wrapped(said, font(HEADER_PX), theme.ink, room, 2)
    return spin + wrapped(deck, font(TEXT_PX), theme.muted, room, 1)


def ask_line(view: RivalsView) -> str:
    """What is asked under the kit's "Ana's turn" (which names the player on turn): what the
    phase says beyond it ("the last turn", "picks a card from Ben's hand"), and what the
    table waits for; in the view's language, the phase's rest said by the catalog."""
    language, board, phase = view.language, view.board, view.phase
    name = None
    if view.active is not None and 0 <= view.active < len(view.players):
        name = view.players[view.active].name
    if name is not None and board.phase in ("play", "gossip"):
        panel = worded(PANEL, language)
        if board.phase == "play":
            return say(language, "life-rivals-ask-play", panel=panel)
        rival = view.players[1 - view.active].name if len(view.players) == 2 else ""
        return say(language, "life-rivals-ask-gossip", rival=rival, panel=panel)
    said = asked(view)
    if board.phase == "turn" and name is not None:
        if phase != say(language, "life-rivals-phase-last-turn", player=name):
            return said
        rest = say(language, "life-rivals-ask-last-turn")
        return say(language, "life-rivals-ask-turn", asked=said, phase=rest)
    if phase and said:
        return say(language, "life-rivals-ask-set-up", phase=phase, asked=said)
    return phase or said


def totals(view: RivalsView, outcome: Outcome) -> tuple[Outcome, tuple[PlayerInfo, ...]]:
    """The Game over look's outcome and players: each result the player's total, alone."""
    scores = {p.seat: p.score for p in view.players}
    standings = tuple((seat, scores.get(seat, result)) for seat, result in outcome.standings)
    players = tuple(replace(p, summary="") for p in view.players)
    return replace(outcome, standings=standings), players


def panel_layout(view: RivalsView, top: int, road: Sequence[Space], theme: Theme) -> PanelLayout:
    """The panel from ``top``: the last spin and the deck under the rows; once the game is
    over, as high as the Game over look (the corners below change height all game anyway)."""
    panel = PanelLayout(top, WIDTH, len(view.players), STYLE, MARGIN)
    if view.outcome is None:
        under = height(under_lines(view, road, theme)) + STYLE.px(6)
    else:
        left, over_top, right, _ = panel.game_over
        outcome, players = totals(view, view.outcome)
        high = game_over_height(outcome, players, right - left, WIDTH, language=view.language)
        under = over_top + high - panel.under[3]
    return replace(panel, under_rows=under)


def draw_panel(
    image: Image.Image, panel: PanelLayout, view: RivalsView, road: Sequence[Space], theme: Theme
) -> Box:
    """The kit's turn panel (or Game over) and the lines under the rows; returns its box."""
    draw, over, edge = ImageDraw.Draw(image), view.outcome, theme.panel_edge
    draw.rounded_rectangle(panel.box, radius=14, fill=theme.panel, outline=edge, width=2)
    facts = TurnFacts(spins=(view.board.spin or None,), ask=ask_line(view))
    if over is not None:
        outcome, players = totals(view, over)
        view = replace(view, outcome=outcome, players=players)
    draw_turn_panel(image, panel.header, panel.game_over, view, facts, STYLE, theme)
    if over is None:
        left, top, _, _ = panel.under
        draw_lines(draw, left, top + STYLE.px(6), under_lines(view, road, theme))
    return panel.box
