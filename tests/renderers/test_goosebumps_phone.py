"""The graveyard on a phone: every text at a size a phone reads, the board speaking the menus'
language (numbered badges, grid names, space names), the Game over look and the saved cards."""

from __future__ import annotations

import dataclasses
import io
import random
import re
from collections.abc import Iterator

import pytest
from msgspec import structs
from PIL import Image

from bot.catalog import Catalog
from bot.engine import View
from bot.games.goosebumps.boards import Badges
from bot.games.goosebumps.marks import SEPARATOR
from bot.games.goosebumps.rules import Goosebumps
from bot.games.goosebumps.state import GooseState
from cogs.drawings import GameDrawings
from renderers.goosebumps import GoosebumpsBoard
from renderers.goosebumps.graveyard import badge_centre
from renderers.goosebumps.layout import WIDTH
from renderers.goosebumps.saved import render_saved
from renderers.kit.cards import card_face
from renderers.kit.final import winners_line
from renderers.kit.phone import HEADER, SMALLEST
from renderers.kit.static import forget_static_layers
from renderers.text import DrawnText, recording_sizes
from tests.games.goosebumps_helpers import card, give, new, tomb_choice
from tests.games.goosebumps_play import play

GRID_NAME = re.compile(r"\b([A-G])(1[01]|[1-9])\b")
SPACE_NAMES = ("Crypt", "Exit", "Gate")


@pytest.fixture(scope="module")
def game(games: Catalog) -> Goosebumps:
    return games.rules("goosebumps")  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def board(games: Catalog) -> GoosebumpsBoard:
    drawn = GameDrawings.of(games.entry("goosebumps")).board
    assert isinstance(drawn, GoosebumpsBoard)
    return drawn


@pytest.fixture(scope="module")
def played(game: Goosebumps) -> list[tuple[GooseState, list[str]]]:
    """Every position of seeded four- and two-player games, with the story lines that led to
    it, the finished one last."""
    found: list[tuple[GooseState, list[str]]] = []
    for players, seed in ((4, 1), (4, 3), (2, 2)):
        start = new(players, seed=seed)
        found.append((start, list(start.opening)))
        _, trail = play(game, start, random.Random(seed))
        found += [(step[2], [e.text for e in step[3]]) for step in trail if step[0] != "expire"]
    return found


def finished(game: Goosebumps, state: GooseState) -> View:
    view = game.view(state, None)
    return dataclasses.replace(view, outcome=game.outcome(state))


def busiest(game: Goosebumps, played: list[tuple[GooseState, list[str]]]) -> Iterator[View]:
    """The start, the middle, the end, and the positions with the most badges, the most pawns
    on one space and the longest phase line."""
    states = [state for state, _ in played]
    yield game.view(states[0], None)
    yield game.view(states[len(states) // 2], None)
    yield finished(game, next(s for s in states if s.phase == "over"))
    views = [game.view(s, None) for s in states]
    yield max(views, key=lambda v: len(v.board.badges))
    yield max(views, key=lambda v: len(v.phase))
    yield max(
        views,
        key=lambda v: max(sum(p.space == q.space for q in v.board.pawns) for p in v.board.pawns),
    )


def drawn_texts(board: GoosebumpsBoard, view: View) -> tuple[Image.Image, list[DrawnText]]:
    """The frame and every text it drew, the unchanging layer drawn afresh."""
    forget_static_layers()
    with recording_sizes() as drawn:
        image = board.image(view)
    return image, list(drawn)


def test_every_text_is_drawn_at_a_size_a_phone_reads(
    game: Goosebumps, board: GoosebumpsBoard, played: list[tuple[GooseState, list[str]]]
) -> None:
    """At 400 dp no text is under 1/60 of the width, and whose turn, what is asked and each
    player's name and standing are at least 1/36."""
    for view in busiest(game, played):
        image, drawn = drawn_texts(board, view)
        assert image.width == WIDTH and image.height > image.width
        assert drawn and all(d.width == image.width for d in drawn), "text drawn in a sprite"
        small = [d for d in drawn if d.share < SMALLEST]
        assert not small, small
        header = {p.name for p in view.players} | {p.standing for p in view.players}
        if view.outcome is None:
            header.add(f"{view.players[view.active or 0].name}'s turn")
        asked = [d for d in drawn if len(d.text) > 3 and d.text in view.phase]
        assert view.outcome is not None or asked
        for d in drawn:
            if d.text in header or d in asked:
                assert d.share >= HEADER, d


def test_every_badge_a_label_begins_with_is_drawn_on_its_place(
    game: Goosebumps, board: GoosebumpsBoard, played: list[tuple[GooseState, list[str]]]
) -> None:
    """After a roll each place a menu offers carries the badge its option begins with, and the
    board draws that badge on that place."""
    checked = 0
    for state, _ in played[::7]:
        view = game.view(state, None)
        badges = view.board.badges
        for action in game.prompt(state).actions:
            place = offered_place(game, state, action.id)
            if place is None:
                assert action.label[0].isalpha(), action
                continue
            assert action.label.startswith(f"{badges[place]}{SEPARATOR}"), action
            checked += 1
        if badges:
            with_badges = board.image(view)
            without = board.image(
                dataclasses.replace(view, board=structs.replace(view.board, badges=Badges(())))
            )
            _, drawn = drawn_texts(board, view)
            assert set(badges.values()) <= {d.text for d in drawn}
            for place in badges:
                x, y = badge_centre(board.board, place)
                chip = (round(x) - 8, round(y) - 8, round(x) + 8, round(y) + 8)
                assert with_badges.crop(chip).tobytes() != without.crop(chip).tobytes(), place
    assert checked > 50


def offered_place(game: Goosebumps, state: GooseState, action_id: str) -> str | None:
    """The space an action id names: where a pawn goes or steps, where a tomb slides."""
    kind, *fields = action_id.split(":")
    if kind in ("go", "step"):
        return fields[1]
    if kind == "slide":
        platform = game.board.platforms[game.board.platform_of(fields[0])]
        return platform.pits[int(fields[1])]
    if kind == "play" and len(fields) == 3 and "-" in fields[2]:
        tomb, _, to = fields[2].partition("-")
        if tomb in ("mummy", "monster", "wolf"):
            return game.board.platforms[game.board.platform_of(tomb)].pits[int(to)]
    return None


def test_a_tomb_choice_numbers_both_ends(game: Goosebumps) -> None:
    s = tomb_choice(new(), 2, "mummy")
    labels = [a.label for a in game.prompt(s).actions]
    assert labels == ["1 · Slide the Mummy tomb onto B8", "2 · Slide the Mummy tomb onto D8"]
    assert game.view(s, None).board.badges.pairs == (("b8", "1"), ("d8", "2"))


def test_every_place_the_words_name_is_on_the_board(
    game: Goosebumps, board: GoosebumpsBoard, played: list[tuple[GooseState, list[str]]]
) -> None:
    """Grid names in menus, panels, phase lines and the story ("B4", "D8") have their column
    letter and row number drawn; the Crypt, the Exit and the Gate are named on the board."""
    _, drawn = drawn_texts(board, game.view(played[0][0], None))
    on_board = {d.text for d in drawn}
    words: list[str] = []
    for state, story in played[::3]:
        words += story
        words.append(game.view(state, None).phase)
        for seat in range(len(state.players)):
            words += [a.label for a in game.legal_actions(state, seat)]
        words += [a.label for a in game.prompt(state).actions]
    text = "\n".join(words)
    names = GRID_NAME.findall(text)
    assert names
    assert all(column in on_board and row in on_board for column, row in names)
    for name in SPACE_NAMES:
        if name in text:
            assert name in on_board, name


def test_game_over_shows_the_winner_why_and_the_standings_not_a_turn(
    game: Goosebumps, board: GoosebumpsBoard, played: list[tuple[GooseState, list[str]]]
) -> None:
    over = next(state for state, _ in played if state.phase == "over")
    view = finished(game, over)
    assert view.outcome is not None
    image, drawn = drawn_texts(board, view)
    texts = [d.text for d in drawn]
    assert winners_line(view.outcome, view.players) in texts
    assert any(view.outcome.reason.startswith(t) for t in texts)
    ranked = [t for t in texts if re.match(r"\d\. ", t)]
    assert len(ranked) == len(view.players)
    assert not any(t.endswith("'s turn") for t in texts) and view.phase not in texts
    assert all(p.summary in " ".join(texts) for p in view.players)
    assert image.size == board.size(len(view.players))


def test_saved_cards_are_cards_a_phone_reads(game: Goosebumps) -> None:
    """The panel picture: each saved card with its whole title, two to a row, phone wide."""
    s = new()
    for effect in ("ring", "steal-ring", "reversal"):
        give(s, 0, card(effect))
    give(s, 1, card("jump"))
    card_face.cache_clear()
    with recording_sizes() as drawn:
        picture = Image.open(io.BytesIO(render_saved(game.view(s, 0))))
    assert picture.width == WIDTH
    texts = {d.text for d in drawn}
    assert {game.cards[c].title for c in s.saved[0] + s.saved[1]} <= texts
    assert {"Sari · 3 saved cards", "Gabe · 1 saved card"} <= texts
