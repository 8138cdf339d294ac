"""The house draws nothing false or cut: Game over looks like no turn (no dice, no "moves to
go"), the important lines are whole, no path or pawn covers a name, a new picture only when
what is drawn changed, a game's uploads stay small, and a seat's hand is cards with whole
names."""

from __future__ import annotations

import dataclasses
import io
import re

import pytest
from PIL import Image

from bot.catalog import Catalog
from bot.games.scavenger_hunt.boards import SeatHand
from bot.turns import board_key
from cogs.drawings import GameDrawings
from renderers.kit.cards import card_face
from renderers.kit.final import winners_line
from renderers.kit.static import forget_static_layers
from renderers.scavenger_hunt import HuntBoard
from renderers.scavenger_hunt.layout import DESIGN, DIE, turn_panel
from renderers.scavenger_hunt.panel import STYLE
from renderers.text import ELLIPSIS, recording_sizes
from tests.renderers.scavenger_hunt_positions import played, public, rules, views

LIMIT = 5_000_000


@pytest.fixture(scope="module")
def board(games: Catalog) -> HuntBoard:
    drawn = GameDrawings.of(games.entry("scavenger-hunt")).board
    assert isinstance(drawn, HuntBoard)
    return drawn


def test_game_over_names_the_winner_why_and_the_standings_and_no_turn(board: HuntBoard) -> None:
    """The old panel still said "7 moves to go" beside the dice at Game over."""
    view = list(views(4, 1))[-1]
    assert view.outcome is not None
    with recording_sizes() as drawn:
        image = board.image(view)
    texts = [d.text for d in drawn]
    assert winners_line(view.outcome, view.players) in texts
    assert any(view.outcome.reason.startswith(t) for t in texts)
    ranked = [t for t in texts if re.match(r"\d\. ", t)]
    assert len(ranked) == len(view.players)
    assert all(p.summary in " ".join(texts) for p in view.players)
    assert not any("to go" in t or t.endswith("'s turn") or "to move" in t for t in texts)
    header = turn_panel(len(view.players)).header
    dice = image.crop(
        (header[2] - 2 * DIE - STYLE.px(STYLE.dice_gap), header[1], header[2], header[1] + DIE)
    )
    colours = dice.convert("RGB").getcolors(maxcolors=dice.width * dice.height)
    assert colours, "the dice corner was measured"
    assert not any(sum(rgb) < 100 for _, rgb in colours), "dice at Game over"


def test_the_turn_and_what_is_asked_are_never_cut(board: HuntBoard) -> None:
    """ "Chloë: trade, Dog or end…" and "Hunt lists: a disc for KITC…" were cut: what is asked
    now wraps whole, and no text but a name ends in an ellipsis."""
    for players, seed in ((4, 2), (3, 1)):
        for state, _ in played(players, seed)[::4]:
            view = public(state)
            with recording_sizes() as drawn:
                board.image(view)
            texts = [d.text for d in drawn]
            cut = [t for t in texts if t.endswith(ELLIPSIS)]
            assert not cut, cut
            if view.outcome is None:
                assert " ".join(t for t in texts if t in view.phase).count(" ") >= view.phase.count(
                    " "
                ), (view.phase, texts)


def test_a_path_and_a_pawn_never_cover_a_name(board: HuntBoard) -> None:
    """Every position of a game: each space's name is exactly as the house layer wrote it."""
    forget_static_layers()
    layer = board.layer()
    for state, _ in played(4, 2)[::5]:
        image = board.image(public(state))
        for space_id, space in board.spaces.items():
            if space.label is not None:
                assert image.crop(space.label).tobytes() == layer.crop(space.label).tobytes(), (
                    space_id
                )


def test_a_new_board_is_uploaded_only_when_the_drawing_changed(board: HuntBoard) -> None:
    """The table uploads a board whenever the public view changes (bot/turns.py's board key):
    every such change changes what is drawn, so no upload repeats the picture before it."""
    shown, drawn = None, None
    for view in list(views(2, 1)):
        if board_key(view) != shown:
            shown = board_key(view)
            image = board.image(view).tobytes()
            assert image != drawn, "the same picture uploaded again"
            drawn = image


def test_who_has_chosen_a_disc_is_no_new_picture() -> None:
    """While the lists are made, the prompt says who has chosen; the board is the same."""
    game = rules()
    state = played(3, 1)[0][0]
    after, _ = game.apply(state, 0, game.legal_actions(state, 0)[0].id)
    assert board_key(game.view(after, None)) == board_key(game.view(state, None))


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_four_player_game_uploads_under_5_mb(board: HuntBoard, seed: int) -> None:
    """A frame was about 100 KB, a game some 31 MB; on its flat colours 14 KB, the longest game
    seeded here (458 boards) 6.5 MB. Drawn at three quarters of its design with a flat path, a
    frame is under 10.5 KB and that game some 4.6 MB."""
    shown, count, total = None, 0, 0
    for view in views(4, seed):
        if board_key(view) != shown:
            shown = board_key(view)
            count += 1
            total += len(board.png(view))
    assert total / count < 10_500, f"{count} boards, {total / 1e6:.1f} MB"
    assert total < LIMIT, f"{count} boards, {total / 1e6:.1f} MB"


def test_a_hand_is_cards_with_whole_names(games: Catalog, board: HuntBoard) -> None:
    """The old hand read "Clos…" and "Fou…" on blank cards: each card now carries its whole
    name and what it is for, three to a row, as wide as the board's design (the board itself
    is drawn smaller; the kit's cards keep their own sizes)."""
    private = GameDrawings.of(games.entry("scavenger-hunt")).private
    assert private is not None
    hand = ("K", "C", "A", "G", "Y", "W", "D")
    own = SeatHand(hand, None)
    view = dataclasses.replace(public(played(4, 1)[5][0]), seat=1, private_board=own)
    card_face.cache_clear()
    with recording_sizes() as drawn:
        picture = Image.open(io.BytesIO(private(view)))
    texts = [d.text for d in drawn]
    house = board.house
    assert {house.cards[c].name for c in hand} <= set(texts)
    assert not [t for t in texts if t.endswith(ELLIPSIS)]
    assert "Ben's hand: 7 cards" in texts
    assert picture.width == DESIGN
    rows = Image.open(
        io.BytesIO(private(dataclasses.replace(view, private_board=SeatHand(hand[:3], None))))
    )
    assert rows.height < picture.height
