"""Each game's pictures are made once from its checked rules; a broken renderer costs only them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.catalog import Catalog, CatalogEntry
from cogs.drawings import Drawings
from tests.platform.catalog import PARTY_REGISTRATION, TOY_REGISTRATION
from tests.platform.party_game import PARTY
from tests.platform.party_render import PartyTable
from tests.platform.toy_game import TOY


async def test_a_games_renderers_are_made_from_its_rules() -> None:
    drawings = Drawings(Catalog([CatalogEntry(PARTY_REGISTRATION, PARTY)]))
    board = drawings.of(PARTY.key).board
    assert isinstance(board, PartyTable) and board.rules is PARTY
    view = board.sample_view(3)
    assert (await drawings.board_png(view) or b"").startswith(b"\x89PNG")
    assert drawings.button_styles(PARTY.key) == PARTY_REGISTRATION.button_styles


async def test_a_renderer_that_cannot_be_made_leaves_only_its_game_without_pictures(
    caplog: pytest.LogCaptureFixture,
) -> None:
    broken = replace(TOY_REGISTRATION, renderer="no.such.module:board", badges={"x": " !"})
    drawings = Drawings(
        Catalog([CatalogEntry(broken, TOY), CatalogEntry(PARTY_REGISTRATION, PARTY)])
    )
    assert drawings.of(TOY.key).board is None and drawings.badges(TOY.key) == {"x": " !"}
    assert await drawings.board_png(TOY.view(TOY.setup(["A", "B"], 1, {}), None)) is None
    assert drawings.of(PARTY.key).board is not None
    assert [r.getMessage() for r in caplog.records if "can't be made" in r.getMessage()] == [
        "The pictures of 'toy' can't be made and are left out: No module named 'no'"
    ]
