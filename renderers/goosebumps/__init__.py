"""The Goosebumps graveyard image, drawn from the public view only, on the graveyard the checked
rules loaded (``board_renderer``): the cached layer and the palette are keyed by it.

A portrait frame a phone shows whole (``layout``): the graveyard (``graveyard``, its pictures
in ``art``, its pawns in ``pawns``), the turn, the dice and the standings under it (``panel``);
each seat's saved cards in its own panel (``saved``)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PIL import Image

from bot.games.goosebumps.boards import GooseView
from bot.games.goosebumps.rules import Goosebumps
from bot.languages import ENGLISH
from renderers.goosebumps.art import NIGHT, frame_colours
from renderers.goosebumps.graveyard import draw_graveyard, draw_static
from renderers.goosebumps.layout import WIDTH
from renderers.goosebumps.panel import draw_bare_panel, draw_panel, panel_of
from renderers.goosebumps.saved import render_saved
from renderers.kit.flat import encode_flat
from renderers.kit.public import refuse_private
from renderers.kit.static import static_layer
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.kit.words import in_words

SAMPLE_NAMES = ("Ana", "Ben", "Chloé", "Dmitri")


class GoosebumpsBoard:
    """The public graveyard of one loaded game, drawn from the board its rules checked."""

    def __init__(self, rules: Goosebumps) -> None:
        self.rules = rules
        self.board = rules.board

    def size(self, players: int) -> tuple[int, int]:
        """The frame's size at a table of ``players``, the same for every frame of a game."""
        return (WIDTH, panel_of(self.board, players).height)

    def bare(
        self, players: int, theme: Theme = DEFAULT_THEME, language: str = ENGLISH
    ) -> Image.Image:
        """The frame before a position is drawn on it, drawn once per board, table size, theme
        and language (the legend holds words): the night, the graveyard's unchanging layer,
        the panel and its legend. Callers copy it before drawing on it."""
        key = (__name__, self.board, players, language)
        return static_layer(key, theme, partial(self._bare, players, language))

    def _bare(self, players: int, language: str, theme: Theme) -> Image.Image:
        image = Image.new("RGB", self.size(players), NIGHT)
        image.paste(draw_static(self.board, theme))
        draw_bare_panel(image, panel_of(self.board, players), theme, language)
        return image

    def image(self, view: GooseView, *, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The cached unchanging layer with this position's graveyard and panel."""
        refuse_private(view)
        asked, view = view.phase, in_words(view)
        board, players = self.board, len(view.players)
        image = self.bare(players, theme, view.language).copy()
        draw_graveyard(image, board, view, theme)
        draw_panel(image, panel_of(board, players), view, theme, asked)
        return image

    def png(self, view: GooseView, *, theme: Theme = DEFAULT_THEME) -> bytes:
        """Mapped onto the frame's few colours (``art.frame_colours``): small enough to post
        every move."""
        return encode_flat(self.image(view, theme=theme), frame_colours(theme))

    def sample_view(self, players: int = 4) -> GooseView:
        """A mid-game position: Ana rolled 4 and chooses where to move; Sari walked last, onto a
        Danger space; Terri saved two cards; Ben's Jerry is a Monster."""
        game = self.rules
        state = game.setup(SAMPLE_NAMES[:players], 11, {})
        state.spaces = ["b8", "d3", "g6", "d2", "a10", "f4", "c7", "e9"][: 2 * players]
        state.tombs = [1, 2, 0]
        state.number, state.symbol, state.active, state.phase = 4, "wolf", 0, "move"
        state.monster[3] = next(c for c in state.deck.cards if c.startswith("monster"))
        state.deck.cards.remove(state.monster[3])
        state.saved[0].append(state.deck.cards.pop())
        state.saved[2].extend([state.deck.cards.pop(), state.deck.cards.pop()])
        state.last_pawn, state.last_path = 0, ["a7", "a8", "b8"]
        return game.view(state, None)


def board_renderer(rules: Goosebumps) -> GoosebumpsBoard:
    """The table's public board for the game ``rules`` loaded."""
    return GoosebumpsBoard(rules)


def hand_renderer(rules: Goosebumps) -> Callable[[GooseView], bytes]:
    """A seat's saved cards; the cards travel in the private view, so the board is not needed."""
    return render_saved


def warm_up(rules: Goosebumps) -> None:
    """Draw the unchanging layer of every table size and the sprites of a busy frame before
    the first turn."""
    board = GoosebumpsBoard(rules)
    for players in range(rules.min_players, rules.max_players + 1):
        board.bare(players)
    board.png(board.sample_view())
