"""Where the turn panel goes under a board: a rounded panel the frame's width less ``pad`` each
side, holding the header, one row a player, the game's own lines under the rows (piles, ...),
then its legend. Once the game is over the Game over look takes the room of the header, the
rows and the lines under them, so a frame keeps its size to the end (a recap animates every
frame of a game).
"""

from __future__ import annotations

from dataclasses import dataclass

from renderers.kit.turn import TurnStyle

Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class PanelLayout:
    """The panel from ``top`` on a frame ``width`` wide for ``players`` seats; ``under_rows``
    and ``legend_height`` are the game's lines under the rows and its legend, ``legend_gap``
    the room above the legend; ``inset`` the Game over box's margin inside the panel."""

    top: int
    width: int
    players: int
    style: TurnStyle
    pad: int
    under_rows: int = 0
    legend_gap: int = 0
    legend_height: int = 0
    inset: int = 4

    @property
    def box(self) -> Box:
        return (self.pad, self.top, self.width - self.pad, self.bottom)

    @property
    def left(self) -> int:
        return 2 * self.pad

    @property
    def right(self) -> int:
        return self.width - 2 * self.pad

    @property
    def header(self) -> Box:
        """Whose turn, what is asked, the dice; the rows follow it."""
        top = self.top + self.pad
        return (self.left, top, self.right, top + self.style.header_height)

    def row(self, index: int) -> Box:
        """The ``index``-th player's row."""
        return self.style.row(self.header, index)

    @property
    def under(self) -> Box:
        """The game's lines under the rows."""
        top = self.row(self.players - 1)[3]
        return (self.left, top, self.right, top + self.under_rows)

    @property
    def game_over(self) -> Box:
        inset = self.inset
        return (self.pad + inset, self.top + inset, self.width - self.pad - inset, self.under[3])

    @property
    def legend(self) -> Box:
        top = self.under[3] + self.legend_gap
        return (self.left, top, self.right, top + self.legend_height)

    @property
    def bottom(self) -> int:
        return self.legend[3] + self.pad

    @property
    def height(self) -> int:
        """The whole frame's height, the panel ending ``pad`` above its foot."""
        return self.bottom + self.pad
