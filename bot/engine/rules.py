"""What every game's rules do the same way before a move: the checks, then a copy to change.

A game subclasses ``Rules`` and supplies ``refusal`` (why an action is not open, in one
sentence) and what a legal action does to a copy of the position: either ``perform`` itself, or
one ``do_<kind>`` method per kind of its ``ids`` (the id codec), which the base dispatches to with
the id's parsed values. ``apply`` runs the checks every game shares in one order: the game is
over, the seat is not in it, the id is malformed, the action is not legal now. ``apply`` never
changes the state it is given.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Collection, Mapping, Sequence
from pathlib import Path
from typing import Any, Generic, Protocol, Self, TypeVar

from bot.engine.core import OVER, TableCore, copy_core, dump_core
from bot.engine.errors import GameDataError, IllegalAction
from bot.engine.ids import ActionIds
from bot.engine.manifest import Manifest
from bot.engine.model import Action, BoardT, Event, PlayerInfo, PrivateT, View
from bot.engine.schema import read_rules_summary
from bot.sentences import Sentence

ENDED = Sentence("play-ended")
NOT_SEATED = Sentence("play-not-seated")
NO_TIMER = Sentence("play-no-timer")
NOT_HOLDING_UP = Sentence("play-not-holding-up")
NOT_IN_GAME = Sentence("play-not-in-game")


def package_of(game: type) -> str:
    """The package a game's class is defined in, one level up from its module (``chess`` for
    ``bot.games.chess.rules``): its renderers are ``renderers.<package>`` and its computer hints
    ``bot.ai.<package>``, so neither writes the game's key again."""
    parts = game.__module__.split(".")
    return parts[-2] if len(parts) > 1 else parts[0]


class TableState(Protocol):
    """What every game's state has: the players' names in seat order and its phase."""

    players: list[str]
    phase: str


S = TypeVar("S", bound=TableState)


class Rules(Generic[S]):
    """The shared half of a game's rules; the game's own half is in its hooks.

    Who the game is (its key, name and table sizes) comes from its manifest, which the catalog
    reads from its data folder and hands to ``from_data``: the class itself reads no file, so
    importing a game touches no disk and one catalog may load its games from any folder.
    """

    state_version: int = 1
    ids: ActionIds | None = None
    """The codec of the game's action ids; with it, malformed ids are told apart."""
    read_data: Callable[[Path], Any] | None = None
    """Reads the game's own data files from its folder (a board, a deck), checked."""
    data_home: Path | None = None
    """Where a game installed as its own package keeps its data folder; the bot's own games
    keep theirs in the catalog's data folder."""
    drawings: str | None = None
    """The module holding the game's renderers; by default ``renderers.<its package>``."""

    def __init_subclass__(
        cls,
        *,
        data: Callable[[Path], Any] | None = None,
        version: int | None = None,
        **kwargs: Any,
    ) -> None:
        """A game names the function reading its data files (``data``) and the version of its
        saved state (``version``), so its class body holds only what its rules do."""
        super().__init_subclass__(**kwargs)
        if data is not None:
            cls.read_data = staticmethod(data)
        if version is not None:
            cls.state_version = version

    def __init__(self, manifest: Manifest, box: Any = None, rules_markdown: str = "") -> None:
        """``box`` is what ``read_data`` read (the board, the cards): everything in the game's
        box, checked, that every state of it shares."""
        self.manifest = manifest
        self.key: str = manifest.key
        self.name: str = manifest.name
        self.min_players, self.max_players = manifest.players
        self.box = box
        self._rules = rules_markdown

    @classmethod
    def from_data(cls, data_dir: Path, manifest: Manifest) -> Self:
        """The game ``manifest`` declares, with its data (``load_data``) and its ``rules.md``
        read from ``data_dir``, checked at load time."""
        data = cls.load_data(data_dir)
        return cls(manifest, data, read_rules_summary(data_dir))

    @classmethod
    def load_data(cls, data_dir: Path) -> Any:
        """The game's own data files, read and checked (a board, a deck); GameDataError names
        a bad file."""
        if cls.read_data is None:
            raise NotImplementedError
        return cls.read_data(data_dir)

    def rules_text(self) -> str:
        return self._rules

    def migrate_state(self, data: Mapping[str, Any], version: int) -> Mapping[str, Any]:
        """A state saved in an older version, in today's shape (a game with one version has
        nothing older to read)."""
        raise GameDataError(f"{self.name} has no saved state in version {version} to read.")

    def player_names(self, players: Sequence[str]) -> list[str]:
        """The names a new game seats, refused in one sentence at a count the game can't seat."""
        names = [str(player) for player in players]
        low, high = self.min_players, self.max_players
        if low <= len(names) <= high:
            return names
        raise IllegalAction(
            Sentence(
                "play-player-count",
                game=self.name,
                exact="yes" if low == high else "no",
                low=low,
                high=high,
                count=len(names),
            )
        )

    def proper_names(self) -> Collection[str]:
        """Names that stay as they are in every language (the game's characters'); the
        people's own names always do."""
        return ()

    def opening_lines(self, state: S) -> tuple[str, ...]:
        """The public story of who starts (the opening roll), for the first prompt."""
        return tuple(getattr(state, "opening", ()))

    def view_of(
        self,
        state: S,
        seat: int | None,
        *,
        players: Sequence[PlayerInfo],
        phase: str,
        board: BoardT,
        private: Sequence[str] = (),
        private_board: PrivateT | None = None,
        hidden: Sequence[str] | None = None,
        board_after_turn: BoardT | None = None,
        nobody_on_turn: bool = False,
    ) -> View[BoardT, PrivateT]:
        """A seat's view (``seat=None``: the public one) with what every game fills the same
        way; a public view never carries private lines, whatever the caller passes. The seat on
        turn is the state's ``active``, none once over or where ``nobody_on_turn`` (a set-up
        phase everyone plays at once)."""
        public = seat is None
        on_turn = self.over(state) or nobody_on_turn
        return View(
            game=self.key,
            seat=seat,
            players=tuple(players),
            active=None if on_turn else getattr(state, "active", None),
            phase=phase,
            board=board,
            private=() if public else tuple(private),
            private_board={} if public or private_board is None else private_board,
            hidden=None if public or hidden is None else tuple(hidden),
            board_after_turn=board_after_turn,
        )

    def apply(self, state: S, seat: int, action_id: str) -> tuple[S, list[Event]]:
        """The position after ``seat`` does ``action_id``; ``IllegalAction`` otherwise."""
        if self.over(state):
            raise IllegalAction(ENDED)
        if not self.seated(state, seat):
            raise IllegalAction(NOT_SEATED)
        if self.ids is not None:
            self.ids.parse(action_id)
        if action_id not in self.legal_ids(state, seat):
            raise IllegalAction(self.refusal(state, seat, action_id))
        return self.perform(self.copy(state), seat, action_id)

    # -- hooks a game may override ---------------------------------------------------------

    def over(self, state: S) -> bool:
        """Whether the game has ended (no action is open to anyone)."""
        return state.phase == OVER

    def seated(self, state: S, seat: int) -> bool:
        """Whether ``seat`` plays in this game (and has not left it)."""
        return 0 <= seat < len(state.players)

    def legal_ids(self, state: S, seat: int) -> Collection[str]:
        """The ids of ``legal_actions`` (a game may find them without building labels)."""
        return {action.id for action in self.legal_actions(state, seat)}

    def deadline(self, state: S) -> str | None:
        """The phase timer the position waits on (``expire`` closes it), if any."""
        return None

    def still_playing(self, state: S) -> None:
        """Refuses a skip, a removal or a closing timer once the game is over."""
        if self.over(state):
            raise IllegalAction(ENDED)

    def dump(self, state: S) -> dict[str, Any]:
        """The state as plain JSON values (a game with more to save overrides it)."""
        return dump_core(state)

    def timer_copy(self, state: S) -> S:
        """A copy for ``expire`` to close the phase timer on; refused once the game is over or
        where no timer runs."""
        if self.over(state):
            raise IllegalAction(ENDED)
        if self.deadline(state) is None:
            raise IllegalAction(NO_TIMER)
        return self.copy(state)

    def copy(self, state: S) -> S:
        """A copy ``perform`` may change freely."""
        if isinstance(state, TableCore):
            return copy_core(state)
        return copy.deepcopy(state)

    # -- hooks every game supplies ---------------------------------------------------------

    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Nothing once the game is over or for a seat not in it; else ``open_actions``."""
        if self.over(state) or not self.seated(state, seat):
            return []
        return self.open_actions(state, seat)

    def open_actions(self, state: S, seat: int) -> list[Action]:
        """What ``seat`` may do now, in a game still going on that it plays in."""
        raise NotImplementedError

    def refusal(self, state: S, seat: int, action_id: str) -> str:
        """Why ``action_id`` is not open to ``seat`` now, in one sentence for that seat."""
        raise NotImplementedError

    def perform(self, state: S, seat: int, action_id: str) -> tuple[S, list[Event]]:
        """What a legal action does to ``state`` (a copy made for it), and its events: by
        default the ``do_<kind>`` method of the id's kind, given the id's values."""
        if self.ids is None:
            raise NotImplementedError
        parsed = self.ids.parse(action_id)
        handler = getattr(self, "do_" + parsed.kind.replace("-", "_"))
        return handler(state, seat, *parsed.values)
