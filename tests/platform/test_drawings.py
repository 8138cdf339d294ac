"""Each game's pictures are made once from its checked rules; a broken renderer costs only them."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from bot.catalog import Catalog, CatalogEntry
from bot.engine.errors import GameDataError
from bot.engine.manifest import Manifest
from bot.games import Registration
from bot.turns import board_key
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
    assert drawings.button_styles(PARTY.key) == {"cheer": "secondary", "bonus:no": "secondary"}


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


def _reworded_and_rescored(drawings: Drawings):  # type: ignore[no-untyped-def]
    view = PartyTable(PARTY).sample_view(3)
    first = view.players[0]
    rescored = (replace(first, score=first.score + 1), *view.players[1:])
    return view, replace(view, phase="Someone else's question"), replace(view, players=rescored)


def test_the_board_key_follows_what_the_board_draws_not_the_whole_view() -> None:
    """A new image only when the drawing changed: a view that differs only in what the board
    does not draw (here the phase) keeps the key, so the table keeps the image it shows."""
    bars = replace(PARTY_REGISTRATION, renderer="tests.platform.party_render:bars_renderer")
    drawings = Drawings(Catalog([CatalogEntry(bars, PARTY)]))
    view, reworded, rescored = _reworded_and_rescored(drawings)
    assert drawings.board_key(reworded) == drawings.board_key(view)
    assert drawings.board_key(rescored) != drawings.board_key(view)


def test_a_board_that_does_not_say_what_it_draws_is_keyed_by_the_whole_public_view() -> None:
    drawings = Drawings(Catalog([CatalogEntry(PARTY_REGISTRATION, PARTY)]))
    view, reworded, _ = _reworded_and_rescored(drawings)
    assert drawings.board_key(view) == board_key(view)
    assert drawings.board_key(reworded) != drawings.board_key(view)


def test_a_button_style_discord_has_not_stops_the_start_in_one_sentence() -> None:
    blurple = replace(TOY_REGISTRATION, presentation={"button_styles": {"add": "blurple"}})
    with pytest.raises(GameDataError, match=r"presentation of 'toy'.*button_styles"):
        Drawings(Catalog([CatalogEntry(blurple, TOY)]))


def test_the_engines_manifest_knows_no_button_style() -> None:
    assert "button_styles" not in Manifest.__struct_fields__
    assert "button_styles" not in {f.name for f in fields(Registration)}


async def test_a_board_and_a_seats_picture_are_uploaded_described_from_their_view() -> None:
    drawings = Drawings(Catalog([CatalogEntry(PARTY_REGISTRATION, PARTY)]))
    state = PARTY.setup(["Ana", "Ben"], 1, {})
    board = await drawings.board_file(PARTY.view(state, None))
    own = await drawings.private_file(PARTY.view(state, 1))
    assert board is not None and board.description is not None
    assert board.description.startswith("Lucky numbers.") and "Ana 0/10" in board.description
    assert own is not None and own.description is not None
    assert own.description.startswith("Ben's own cards.")
