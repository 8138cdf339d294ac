"""Which games this bot hosts, and the record the platform keeps of each.

Each game declares its rules class under the entry-point group ``game_night.games`` (in its
``pyproject.toml``), so a game ships as its own folders plus one line there, or as a separate
installed package; no shared module names a game. The entry point's name is the game's data
folder; the manifest inside it (``game.json``) says who the game is, and ``bot.catalog`` reads
it once at start-up, checking that it declares that same key. Everything else is derived from
the rules class: how to build the game, where its renderers and computer hints live.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib.metadata import entry_points
from typing import Any

from bot.engine.errors import quoted
from bot.engine.manifest import Manifest
from bot.engine.rules import package_of
from bot.pseudo import PSEUDO, pseudo, pseudo_offered

ENTRY_POINT_GROUP = "game_night.games"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GameOption:
    """A choice made when the lobby opens (``/game new … options:key=value``)."""

    key: str
    label: str
    choices: tuple[tuple[str, str], ...]
    """(value, what a person reads), the first being the default."""

    @property
    def default(self) -> str:
        return self.choices[0][0]


COMPUTER_STRENGTH = GameOption(
    "computers",
    "How computer players play",
    (
        ("normal", "well"),
        ("easy", "gently, for a first game"),
        ("hard", "their best, thinking four times as long"),
    ),
)
"""Offered by every game; stored only when chosen, so a table without it plays ``normal``."""
TABLE_LANGUAGE = GameOption(
    "language",
    "Language",
    (("en", "English"), ("es", "Español"), ("de", "Deutsch"))
    + ((PSEUDO, pseudo("Pseudo-English")),) * pseudo_offered(),
)
"""Offered by every game: the language of the table's public messages. Left out, the server's
is stored when it is one the bot speaks; an English table stores none."""


@dataclass(frozen=True)
class Registration:
    """Everything the platform needs to know about one game.

    The drawing hooks are
    ``"module:function"`` references, imported only by the side that draws, so that rules code
    never imports an imaging library: ``renderer`` draws the public view as PNG bytes,
    ``private_renderer`` one seat's private view for its panel, ``warm_up`` prepares static
    layers at start-up. ``badges`` maps a badge of ``PlayerInfo`` to the mark shown after a name;
    ``presentation`` is the manifest's section for the Discord side (``cogs.presentation``);
    ``phase_timers`` gives, per name returned by ``deadline``, the seconds before it closes (the
    bot's own setting when absent).
    """

    key: str
    name: str
    renderer: str | None = None
    private_renderer: str | None = None
    warm_up: str | None = None
    badges: Mapping[str, str] = field(default_factory=dict)
    presentation: Mapping[str, Any] = field(default_factory=dict)
    phase_timers: Mapping[str, float] = field(default_factory=dict)
    options: tuple[GameOption, ...] = ()

    @classmethod
    def of(cls, game: type, manifest: Manifest) -> Registration:
        """The registration ``manifest`` declares for the rules class ``game``, drawn by the
        toolkit's names in the game's drawing module (``drawings`` on the class, by default
        ``renderers.<its package>``): ``board_renderer``, ``warm_up`` and, where seats have a
        picture of their own, ``hand_renderer``."""
        module = getattr(game, "drawings", None) or "renderers." + package_of(game)
        options = tuple(
            GameOption(option.key, option.label, tuple(option.choices))
            for option in manifest.options
        )
        return cls(
            key=manifest.key,
            name=manifest.name,
            renderer=f"{module}:board_renderer",
            private_renderer=f"{module}:hand_renderer" if manifest.private_picture else None,
            warm_up=f"{module}:warm_up",
            badges=dict(manifest.badges),
            presentation=dict(manifest.presentation),
            phase_timers=dict(manifest.phase_timers),
            options=options,
        )

    @property
    def offered_options(self) -> tuple[GameOption, ...]:
        """The game's own options, then the computer players' strength and the table's
        language, which every game has."""
        return (*self.options, COMPUTER_STRENGTH, TABLE_LANGUAGE)

    def read_options(self, text: str) -> dict[str, str]:
        """``key=value`` pairs (comma separated) checked against the offered options, with the
        game's defaults filled in; ``ValueError`` with one sentence otherwise."""
        chosen = {option.key: option.default for option in self.options}
        declared = {option.key: option for option in self.offered_options}
        for part in filter(None, (p.strip() for p in text.split(","))):
            key, _, value = (s.strip() for s in part.partition("="))
            option = declared.get(key)
            if option is None:
                known = ", ".join(declared) or "none"
                raise ValueError(
                    f"{self.name} has no option {quoted(key)!r} (its options: {known})."
                )
            if value not in {v for v, _ in option.choices}:
                allowed = ", ".join(v for v, _ in option.choices)
                raise ValueError(f"{option.label} can be {allowed}, not {quoted(value)!r}.")
            chosen[key] = value
        return chosen


@cache
def installed() -> dict[str, type]:
    """Every installed game's rules class by its entry point's name (its data folder), in a
    stable order; a plugin that can't be imported is left out with one log line."""
    found: dict[str, type] = {}
    for point in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda p: p.name):
        try:
            game = point.load()
        except Exception as error:  # a broken plugin leaves the other games playable
            log.error("The game %r can't be imported and is left out: %s", point.name, error)
            continue
        if not (isinstance(game, type) and hasattr(game, "from_data")):
            log.error("The entry point %r is not a game's rules class; left out", point.name)
            continue
        found.setdefault(point.name, game)
    return found
