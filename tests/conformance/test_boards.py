"""Every registered game's typed boards, checked generically (see ``tests/conformance/boards``):

- every part of the public and private board is a frozen msgspec struct with no mutable field,
  and built without any one of its required fields is refused;
- every declared public part shows in a seeded random game, and the view's ``repr`` (the board
  key) is stable and names every field;
- any single field changed makes a new board key;
- views pickle back equal, as they travel to the render workers.

A game whose board is still built by hand (the toy Party game) has nothing to check here.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from bot.engine import Game, View
from tests.conformance.boards import (
    assert_declared_part,
    assert_every_change_changes_the_key,
    assert_pickles_back,
    assert_repr_names_every_field,
    assert_required_fields_refused,
    declared_parts,
    parts_in,
)
from tests.conformance.games import GAMES
from tests.conformance.positions import random_game

SEED = 1
Played = tuple[Game[Any], list[Any], list[View]]


def played(game: Game[Any]) -> list[Any]:
    """Every position of one seeded random game at the smallest and at the largest table."""
    states = []
    for players in sorted({game.min_players, game.max_players}):
        states += [step.after for step in random_game(game, players, SEED)]
    return states


@pytest.fixture(scope="module", params=GAMES, ids=lambda game: game.key)
def typed(request: pytest.FixtureRequest) -> Played:
    """A typed game, its played positions, and their public and first two seats' views."""
    game: Game[Any] = request.param
    states = played(game)
    if not isinstance(game.view(states[0], None).board, msgspec.Struct):
        pytest.skip(f"{game.name} builds its board by hand")
    return game, states, [game.view(state, seat) for state in states for seat in (None, 0, 1)]


def test_every_board_part_is_a_frozen_struct_with_no_mutable_field(typed: Played) -> None:
    _, _, seen = typed
    roots = {type(view.board) for view in seen}
    roots |= {type(view.private_board) for view in seen if view.private_board}
    for root in roots:
        for part in declared_parts(root):
            assert_declared_part(part)


def test_a_board_part_without_a_required_field_is_refused(typed: Played) -> None:
    _, _, seen = typed
    checked: set[type] = set()
    for view in seen:
        for part in (*parts_in(view.board), *parts_in(view.private_board)):
            if type(part) not in checked:
                checked.add(type(part))
                assert_required_fields_refused(part)
    roots = {type(view.board) for view in seen}
    roots |= {type(view.private_board) for view in seen if view.private_board}
    never = {part for root in roots for part in declared_parts(root)} - checked
    assert not never, f"never built in play: {sorted(part.__name__ for part in never)}"


def test_the_board_key_is_stable_and_names_every_field_of_every_public_part(
    typed: Played,
) -> None:
    game, states, _ = typed
    shown: set[type] = set()
    for state in states:
        view = game.view(state, None)
        assert repr(view) == repr(game.view(state, None))
        assert_repr_names_every_field(view)
        shown |= {type(part) for part in parts_in(view.board)}
    never = set(declared_parts(type(game.view(states[0], None).board))) - shown
    assert not never, f"never shown in play: {sorted(part.__name__ for part in never)}"


def test_a_change_of_any_field_changes_the_board_key(typed: Played) -> None:
    game, states, _ = typed
    for state in states[::10]:
        assert_every_change_changes_the_key(game.view(state, None))


def test_a_view_reaches_a_render_worker_as_it_is(typed: Played) -> None:
    _, _, seen = typed
    for view in seen[::25]:
        assert_pickles_back(view)


class Loose(msgspec.Struct):
    cards: tuple[str, ...]


class Listed(msgspec.Struct, frozen=True):
    cards: tuple[str, ...]
    marks: list[int] | None


class Blind(msgspec.Struct, frozen=True):
    cards: tuple[str, ...]

    def __repr__(self) -> str:
        return "Blind()"


@pytest.mark.parametrize(
    ("check", "bad"),
    [
        (lambda: assert_declared_part(Loose), "not frozen"),
        (lambda: assert_declared_part(Listed), "mutable"),
        (lambda: assert_repr_names_every_field(_view(Blind(("a",)))), "not in the key"),
        (lambda: assert_every_change_changes_the_key(_view(Blind(("a",)))), "old key"),
    ],
    ids=["not-frozen", "list-field", "field-left-out-of-repr", "change-keeps-the-key"],
)
def test_the_board_checks_fail_a_struct_that_breaks_them(check: Any, bad: str) -> None:
    with pytest.raises(AssertionError, match=bad):
        check()


def _view(board: msgspec.Struct) -> View:
    return View("toy", None, ["Ana"], 0, "", board)
