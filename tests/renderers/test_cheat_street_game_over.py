"""Cheat Street's Game over: the kit's look where the turn's header and the standings were,
the winner with a trophy, why, and the final standings with what made each score; no die and
no row marked as if it were someone's turn."""

from __future__ import annotations

import dataclasses

import pytest
from PIL import Image

from bot.catalog import Catalog
from bot.engine import OVER, Outcome, View
from cogs.drawings import GameDrawings
from renderers.cheat_street import CheatStreetBoard
from renderers.cheat_street import panel as panel_module
from renderers.cheat_street.geometry import Layout
from renderers.kit.final import GOLD
from renderers.text import recording_sizes
from tests.renderers.cheat_street_positions import make_view, milestones, rules


@pytest.fixture(scope="module")
def board(games: Catalog) -> CheatStreetBoard:
    drawn = GameDrawings.of(games.entry("cheat-street")).board
    assert isinstance(drawn, CheatStreetBoard)
    return drawn


def finished() -> View:
    """Three players, Cy won with 22 after the others' last moves."""
    view = make_view(
        ["s12", "s40", "s50"],
        active=None,
        scores=[13, 9, 22],
        phase="over",
        winner=2,
        roll=5,
        steps_left=3,
        made=["2 reveals, 1 call-out", "1 reveal, 1 call-out", "3 reveals, 2 call-outs"],
        phase_text="Game over: Cy won",
    )
    outcome = Outcome((2,), ((2, 22), (0, 13), (1, 9)), "Cy reached 22 points.")
    return dataclasses.replace(view, outcome=outcome)


def test_the_winner_why_and_the_standings_with_what_made_each_score(
    board: CheatStreetBoard,
) -> None:
    with recording_sizes() as drawn:
        image = board.image(finished())
    texts = [d.text for d in drawn]
    assert "Cy wins" in texts and "Cy reached 22 points." in texts
    assert [t for t in texts if t[:2] in ("1.", "2.", "3.")] == ["1. Cy", "2. Ana", "3. Ben"]
    assert "22 · 3 reveals, 2 call-outs" in texts and "9 · 1 reveal, 1 call-out" in texts
    panel = image.crop(Layout(3, over=True).panel)
    gold = sum(n for n, c in panel.getcolors(1 << 16) or [] if c == GOLD)
    assert gold > 100  # the trophy


def test_no_die_and_no_turn_once_the_game_is_over(
    board: CheatStreetBoard, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_die(*args: object, **kwargs: object) -> Image.Image:
        raise AssertionError("a die drawn at Game over")

    monkeypatch.setattr(panel_module, "die_face", no_die)
    with recording_sizes() as drawn:
        board.image(finished())
    texts = [d.text for d in drawn]
    assert not any(t.endswith("'s turn") for t in texts)
    assert not any(t.endswith("/21") for t in texts)  # the rows of play are gone


def test_every_seeded_game_ends_on_the_game_over_look(board: CheatStreetBoard) -> None:
    for players, seed in ((3, 2), (6, 1)):
        *_, (name, view) = milestones(players, seed)
        assert view.outcome is not None and view.board.phase == OVER
        with recording_sizes() as drawn:
            image = board.image(view)
        winner = view.players[view.outcome.winners[0]].name
        assert f"{winner} wins" in [d.text for d in drawn], name
        assert image.size == Layout(players, over=True).size


def test_the_game_over_look_is_only_as_tall_as_it_needs(board: CheatStreetBoard) -> None:
    for players in (3, 6):
        playing, over = Layout(players), Layout(players, over=True)
        assert over.size[1] <= playing.size[1]
    assert rules().outcome(rules().setup(["Ana", "Ben", "Cy"], 1, {})) is None
