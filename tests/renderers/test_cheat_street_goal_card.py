"""A seat's goal card, its private picture: a card with the goal's drawing and its name, beside
a map of the board with the goal's tile ringed, drawn from the seat's own view only."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.catalog import Catalog
from bot.engine import View
from cogs.drawings import GameDrawings
from renderers.kit.drawing import PrivateRenderer
from renderers.kit.minimap import RING
from renderers.kit.phone import HEADER, SMALLEST
from renderers.text import recording_sizes
from tests.renderers.cheat_street_positions import rules


@pytest.fixture(scope="module")
def goal_card(games: Catalog) -> PrivateRenderer:
    drawn = GameDrawings.of(games.entry("cheat-street")).private
    assert drawn is not None, "Cheat Street declares no private picture"
    return drawn


def own_view(card: str, seat: int = 1) -> View:
    game = rules()
    state = game.setup(["Ana", "Ben", "Cy"], 1, {})
    holder = state.hands.index(card) if card in state.hands else None
    if holder is None:
        state.deck[state.deck.index(card)], state.hands[seat] = state.hands[seat], card
    else:
        state.hands[holder], state.hands[seat] = state.hands[seat], card
    return game.view(state, seat)


def test_the_goal_card_shows_its_name_and_where_its_tile_is(goal_card: PrivateRenderer) -> None:
    goal_card(own_view("zoo"))  # the board's unchanging layer, which the map shows, is drawn
    with recording_sizes() as drawn:
        png = goal_card(own_view("bakery"))
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG" and image.width <= 640
    texts = {d.text: d for d in drawn}
    assert texts["Bakery"].share >= HEADER
    assert "The Bakery tile is north-west of Start." in " ".join(texts)
    assert all(d.share >= SMALLEST for d in drawn)
    colours = image.convert("RGB").getcolors(1 << 16) or []
    ringed = sum(
        n for n, c in colours if max(abs(a - b) for a, b in zip(c, RING, strict=True)) < 40
    )
    assert ringed > 50


def test_each_card_is_its_own_picture_and_names_no_other(goal_card: PrivateRenderer) -> None:
    pictures = {}
    for card in ("bakery", "zoo", "post-office"):
        with recording_sizes() as drawn:
            pictures[card] = goal_card(own_view(card))
        names = {goal.name for goal in rules().board.goals}
        shown = {d.text for d in drawn} & names
        assert shown == {rules().board.goal(card).name}
    assert len(set(pictures.values())) == 3
    assert goal_card(own_view("zoo", seat=2)) == pictures["zoo"]


def test_only_a_seat_s_own_view_is_drawn(goal_card: PrivateRenderer) -> None:
    game = rules()
    state = game.setup(["Ana", "Ben", "Cy"], 1, {})
    with pytest.raises(ValueError, match="one seat"):
        goal_card(game.view(state, None))
    state.gone[0] = True
    assert goal_card(game.view(state, 0)) == b""
