"""Which games this bot hosts: one ``Registration`` per game, found at start-up.

Each game declares its record under the entry-point group ``game_night.games`` (in its
``pyproject.toml``), so a game ships as its own folders plus one line there, or as a separate
installed package; no shared module names a game. ``bot.catalog`` loads and checks each
game's data once at start-up.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from bot import paths
from bot.engine import Game
from bot.engine.errors import quoted
from bot.engine.manifest import read_manifest

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


@dataclass(frozen=True)
class Registration:
    """Everything the platform needs to know about one game.

    ``load_rules`` builds the game from its data folder (``data/<key>``). The drawing hooks are
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
    load_rules: Callable[[Path], Game[Any]]
    renderer: str | None = None
    private_renderer: str | None = None
    warm_up: str | None = None
    badges: Mapping[str, str] = field(default_factory=dict)
    presentation: Mapping[str, Any] = field(default_factory=dict)
    phase_timers: Mapping[str, float] = field(default_factory=dict)
    options: tuple[GameOption, ...] = ()

    @classmethod
    def from_manifest(cls, key: str, load_rules: Callable[[Path], Game[Any]]) -> Registration:
        """The registration ``data/<key>/game.json`` declares, drawn by convention (see
        ``standard``); ``load_rules`` builds the game from that folder."""
        declared = read_manifest(paths.DATA_DIR / key)
        options = tuple(
            GameOption(option.key, option.label, tuple(option.choices))
            for option in declared.options
        )
        return cls.standard(
            declared.key,
            declared.name,
            load_rules,
            private=declared.private_picture,
            badges=dict(declared.badges),
            presentation=dict(declared.presentation),
            phase_timers=dict(declared.phase_timers),
            options=options,
        )

    @classmethod
    def standard(
        cls,
        key: str,
        name: str,
        load_rules: Callable[[Path], Game[Any]],
        *,
        private: bool = False,
        **fields: Any,
    ) -> Registration:
        """A game drawn by ``renderers.<key as a module>``, under the toolkit's names:
        ``board_renderer``, ``warm_up`` and (with ``private``) ``hand_renderer``."""
        module = "renderers." + key.replace("-", "_")
        return cls(
            key=key,
            name=name,
            load_rules=load_rules,
            renderer=f"{module}:board_renderer",
            private_renderer=f"{module}:hand_renderer" if private else None,
            warm_up=f"{module}:warm_up",
            **fields,
        )

    @property
    def offered_options(self) -> tuple[GameOption, ...]:
        """The game's own options and the computer players' strength, which every game has."""
        return (*self.options, COMPUTER_STRENGTH)

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
def registrations() -> tuple[Registration, ...]:
    """Every installed game's record, in a stable order (by name)."""
    found: dict[str, Registration] = {}
    for point in entry_points(group=ENTRY_POINT_GROUP):
        try:
            record = point.load()
        except Exception as error:  # a broken plugin leaves the other games playable
            log.error("The game %r can't be imported and is left out: %s", point.name, error)
            continue
        if not isinstance(record, Registration):
            log.error("The entry point %r is not a game registration; left out", point.name)
            continue
        if record.key in found:
            log.warning("Two games registered %r; keeping the first", record.key)
            continue
        found[record.key] = record
    return tuple(sorted(found.values(), key=lambda record: record.name))
