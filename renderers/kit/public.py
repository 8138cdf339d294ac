"""The one check every public board makes before drawing: the view is the table's, not a
seat's (a seat's view may carry its secrets, which the table's picture must never show)."""

from __future__ import annotations

from bot.engine import View


def refuse_private(view: View, game: str = "") -> None:
    """ValueError for a seat's view, or for another game's than ``game`` when one is given."""
    if view.seat is not None or view.private or view.private_board:
        raise ValueError("the board image is public: render only the public view (seat=None)")
    if game and view.game != game:
        raise ValueError(f"not a {game} view: {view.game!r}")
