"""One game's renderers, made once from its checked rules; no Discord here, so a render worker
process imports only what drawing needs."""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from bot.catalog import CatalogEntry
from cogs.presentation import presentation_of
from renderers.kit.drawing import BoardRenderer, PrivateRenderer

log = logging.getLogger("cogs.drawings")


def drawing_hook(reference: str | None) -> Callable[..., Any] | None:
    """The function a registration names as ``"module:function"``."""
    if reference is None:
        return None
    module, _, name = reference.partition(":")
    return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


@dataclass(frozen=True)
class GameDrawings:
    """One game's renderers and warm-up, bound to its checked rules."""

    board: BoardRenderer | None = None
    private: PrivateRenderer | None = None
    warm_up: Callable[[], object] | None = None
    button_styles: Mapping[str, str] = field(default_factory=dict)
    """The manifest's button style of each action id prefix (``cogs.presentation``)."""
    badges: Mapping[str, str] = field(default_factory=dict)
    """The mark shown after a name for each badge of ``PlayerInfo``."""

    @classmethod
    def of(cls, entry: CatalogEntry) -> GameDrawings:
        """A game's drawings; one whose renderers can't be made is played without pictures
        (one ERROR line says why), as a broken plugin leaves the other games playable."""
        record = entry.registration
        styles = presentation_of(entry.key, record.presentation).button_styles
        shown = cls(button_styles=styles, badges=dict(record.badges))
        try:
            board = drawing_hook(record.renderer)
            private = drawing_hook(record.private_renderer)
            warm_up = drawing_hook(record.warm_up)
            return replace(
                shown,
                board=None if board is None else board(entry.rules),
                private=None if private is None else private(entry.rules),
                warm_up=None if warm_up is None else lambda: warm_up(entry.rules),
            )
        except Exception as error:
            log.error("The pictures of %r can't be made and are left out: %s", entry.key, error)
            return shown


NOTHING = GameDrawings()
