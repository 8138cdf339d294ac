"""A phone reads the Cheat Street board: Discord shows it about 400 dp wide, so every text is
measured against the image's width. The turn's header and each player's standing are at least
``HEADER`` of it, nothing is under ``SMALLEST``; positions from the start, the middle, Game over
and the busiest moments of seeded games."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.catalog import Catalog
from bot.engine import View
from cogs.drawings import GameDrawings
from renderers.cheat_street import CheatStreetBoard
from renderers.cheat_street.geometry import Layout
from renderers.kit.phone import HEADER, SMALLEST
from renderers.kit.static import forget_static_layers
from renderers.text import DrawnText, recording_sizes
from tests.renderers.cheat_street_positions import busiest, milestones

TABLES = ((3, 1), (6, 2), (6, 3))


@pytest.fixture(scope="module")
def board(games: Catalog) -> CheatStreetBoard:
    drawn = GameDrawings.of(games.entry("cheat-street")).board
    assert isinstance(drawn, CheatStreetBoard)
    return drawn


def positions() -> Iterator[tuple[str, View]]:
    for players, seed in TABLES:
        for name, view in (*milestones(players, seed), *busiest(players, seed)):
            yield f"{players} players, seed {seed}: {name}", view


def header_and_standings(view: View, texts: list[DrawnText]) -> list[DrawnText]:
    """What the header and the standings wrote: whose turn, the lines of what is asked (drawn
    right after it), each name (whole, or cut for the score's room) and each score."""
    names = {p.name for p in view.players}
    scores = {f"{p.score}/21" for p in view.players}
    turn = {f"{view.players[view.active].name}'s turn"} if view.active is not None else set()
    found = [d for d in texts if d.text in names | scores | turn or _cut_name(d.text, names)]
    words = [d.text for d in texts]
    after = next((i + 1 for i, word in enumerate(words) if word in turn), 0)
    for end in (after + 1, after + 2):  # what is asked takes one line or two
        if " ".join(words[after:end]) == view.phase:
            found += texts[after:end]
    return found


def _cut_name(text: str, names: set[str]) -> bool:
    return text.endswith("…") and any(name.startswith(text[:-1]) for name in names)


def drawn(board: CheatStreetBoard, view: View) -> list[DrawnText]:
    forget_static_layers()  # the names on the board are drawn again, and measured
    with recording_sizes() as texts:
        board.image(view)
    return texts


@pytest.mark.parametrize(("where", "view"), list(positions()), ids=lambda v: str(v)[:40])
def test_no_text_is_smaller_than_a_phone_reads(
    board: CheatStreetBoard, where: str, view: View
) -> None:
    texts = drawn(board, view)
    assert texts, where
    small = [(d.text, round(d.share * 400, 1)) for d in texts if d.share < SMALLEST]
    assert not small, f"{where}: under 1/60 of the width: {small}"


@pytest.mark.parametrize(("where", "view"), list(positions()), ids=lambda v: str(v)[:40])
def test_the_header_and_the_standings_read_at_a_glance(
    board: CheatStreetBoard, where: str, view: View
) -> None:
    texts = drawn(board, view)
    if view.outcome is None:
        found = header_and_standings(view, texts)
        said = {d.text for d in found}
        assert view.phase in " ".join(d.text for d in found), where
        assert all(f"{p.score}/21" in said for p in view.players), where
        names = [p.name for p in view.players]
        assert all(n in said or any(_cut_name(t, {n}) for t in said) for n in names), where
    else:
        found = [d for d in texts if d.text in _game_over_texts(view)]
        assert len(found) == len(view.players) + 1, where
    small = [(d.text, round(d.share * 400, 1)) for d in found if d.share < HEADER]
    assert not small, f"{where}: header or standings under 1/36 of the width: {small}"


def _game_over_texts(view: View) -> set[str]:
    """The winner's line and one line a player, in final order."""
    assert view.outcome is not None
    ranked = {
        f"{rank}. {view.players[seat].name}"
        for rank, (seat, _) in enumerate(view.outcome.standings, start=1)
    }
    return ranked | {f"{view.players[view.outcome.winners[0]].name} wins"}


def test_the_board_is_a_column_with_the_panel_under_it(board: CheatStreetBoard) -> None:
    for players in (3, 4, 5, 6):
        layout = Layout(players)
        width, height = layout.size
        assert width <= 800 < height <= 1.6 * width
        assert layout.panel[1] == width  # the square board, then the panel under it
        assert layout.panel[1] < layout.turn[1] < layout.turn[3]
        cells = [layout.cell(i) for i in range(players)]
        assert all(layout.turn[3] <= c[1] for c in cells)  # the standings under the header
        assert all(c[3] <= layout.panel[3] and c[2] <= width for c in cells)
