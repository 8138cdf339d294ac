"""Cheat Street (Jens Lordén, 3-6 players): race to 21 points by scoring goal tiles and
calling other players out.

Importing this package is cheap; ``load_game`` reads and checks the data files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.games.cheat_street.rules import CheatStreet

__all__ = ["load_game"]


def load_game(data_dir: Path) -> CheatStreet:
    """The game object for ``data_dir`` (the folder data/cheat-street), checked at load time."""
    from bot.games.cheat_street.rules import CheatStreet

    return CheatStreet.from_data(Path(data_dir))
