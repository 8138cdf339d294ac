"""How the Discord side shows a game: the ``presentation`` section of its manifest, which only
the cogs read. The rules and the engine never learn about button colours."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

import msgspec

from bot.engine.errors import GameDataError

ButtonStyleName = Literal["primary", "secondary", "success", "danger"]
"""The names of ``discord.ButtonStyle`` a game may choose."""


class Presentation(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    button_styles: dict[str, ButtonStyleName] = msgspec.field(default_factory=dict)
    """The style of the buttons of each action id prefix; an action not listed is green."""


def presentation_of(key: str, declared: Mapping[str, Any]) -> Presentation:
    """A game's presentation, checked at start-up; GameDataError names the bad field."""
    try:
        return msgspec.convert(dict(declared), Presentation)
    except msgspec.ValidationError as error:
        raise GameDataError(f"The presentation of {key!r} is not valid: {error}.") from None
