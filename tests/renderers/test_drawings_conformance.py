"""Every registered game's board, at every table size, drawn from seeded positions: what each
frame must be, whatever the game (the games come from the catalog; nothing here names one).

For every frame: each text lies inside the image's width, no text of the game's own words is
cut with "…" (the players here have short names, so a cut means a line that should wrap), no
text is under ``SMALLEST`` of the width and the header's texts (whose turn, what is asked, each
name and standing) at least ``HEADER``, and the PNG is a portrait or square image under
``MAX_FRAME_BYTES``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

from bot.catalog import CatalogEntry
from bot.engine import View
from bot.languages import ENGLISH, say
from bot.pseudo import PSEUDO, untranslated
from cogs.game_drawings import GameDrawings
from renderers.kit.phone import HEADER, SMALLEST
from renderers.kit.static import forget_static_layers
from renderers.text import ELLIPSIS, DrawnText, recording_sizes
from tests.conformance.positions import random_game
from tests.platform.catalog import registered_games

RANK = re.compile(r"^\d+\. ")
SEED = 7
MAX_FRAME_BYTES = 400_000
"""A frame is uploaded on nearly every move: far under Discord's limit, and a phone on a slow
line still shows it at once."""
MAX_SIDE = 2400
"""No side longer than this: Discord shows the image about 400 dp wide anyway."""


@dataclasses.dataclass(frozen=True)
class Frame:
    """One drawn position: where it is from, its view, its image, PNG and every drawn text."""

    where: str
    view: View
    image: Image.Image
    png: bytes
    texts: list[DrawnText]


def tables() -> Iterator[tuple[CatalogEntry, int]]:
    for entry in registered_games():
        for players in range(entry.rules.min_players, entry.rules.max_players + 1):
            yield entry, players


def seeded_views(
    entry: CatalogEntry, players: int, language: str = ENGLISH
) -> Iterator[tuple[str, View]]:
    """The start, the middle and the end (with its outcome, as the table shows Game over),
    worded in ``language``."""
    game: Any = entry.rules
    steps = list(random_game(game, players, SEED))
    moments = [
        ("start", game.view(steps[0].before, None)),
        ("middle", game.view(steps[len(steps) // 2].after, None)),
        (
            "game over",
            replace(game.view(steps[-1].after, None), outcome=game.outcome(steps[-1].after)),
        ),
    ]
    for moment, view in moments:
        yield moment, replace(view, language=language)


def draw(entry: CatalogEntry, players: int, language: str = ENGLISH) -> list[Frame]:
    board = GameDrawings.of(entry).board
    assert board is not None, f"{entry.key} has no board renderer"
    frames = []
    for moment, view in seeded_views(entry, players, language):
        forget_static_layers()  # the unchanging layer's texts are drawn again, and recorded
        with recording_sizes() as texts:
            image = board.image(view)
        frames.append(
            Frame(
                f"{entry.key}, {players} players, {moment}, in {language}",
                view,
                image,
                board.png(view),
                list(texts),
            )
        )
    return frames


TABLES = list(tables())
LANGUAGES = (ENGLISH, "es", "de", PSEUDO)
"""Every language the bot speaks, and the pseudo-language: a third longer than English, and
any word drawn without the catalogs stands out in it."""


@pytest.fixture(
    scope="module",
    params=[(*table, language) for table in TABLES for language in LANGUAGES],
    ids=lambda t: f"{t[0].key}-{t[1]}-{t[2]}",
)
def frames(request: pytest.FixtureRequest) -> list[Frame]:
    entry, players, language = request.param
    return draw(entry, players, language)


def test_every_word_drawn_comes_from_the_catalogs(frames: list[Frame]) -> None:
    """In the pseudo-language every drawn word is accented: a plain one skipped the catalogs.
    The people's names (two letters here) and the game's characters' stay as they are."""
    for frame in frames:
        if frame.view.language != PSEUDO:
            continue
        game = registered_games().entry(frame.view.game).rules
        keep = {p.name for p in frame.view.players} | set(game.proper_names()) | {game.name}
        plain = {d.text: untranslated(d.text, keep) for d in frame.texts}
        plain = {text: words for text, words in plain.items() if words}
        assert not plain, f"{frame.where}: drawn without the catalogs: {plain}"


def test_every_registered_game_is_drawn_at_every_table_size() -> None:
    keys = {entry.key for entry, _ in TABLES}
    assert keys == {entry.key for entry in registered_games()}
    assert len(TABLES) > len(keys)


def test_every_text_lies_inside_the_image(frames: list[Frame]) -> None:
    for frame in frames:
        assert frame.texts, f"{frame.where}: no text recorded"
        outside = [d.text for d in frame.texts if not d.inside]
        assert not outside, f"{frame.where}: text past the edge: {outside}"


def test_no_text_is_cut_where_it_could_wrap(frames: list[Frame]) -> None:
    """With names of two letters nothing needs cutting: a "…" is a line that should wrap."""
    for frame in frames:
        cut = [d.text for d in frame.texts if ELLIPSIS in d.text]
        assert not cut, f"{frame.where}: cut with an ellipsis: {cut}"


def test_every_text_is_drawn_at_a_size_a_phone_reads(frames: list[Frame]) -> None:
    """At 400 dp no text is under 1/60 of the width, and each player's name and worded
    standing and whose turn it is are drawn at least once at 1/36 or more (a name may be
    repeated smaller, beside a pawn or a scoreboard)."""
    for frame in frames:
        small = [(d.text, round(d.share * 400, 1)) for d in frame.texts if d.share < SMALLEST]
        assert not small, f"{frame.where}: under 1/60 of the width: {small}"
        largest: dict[str, float] = {}
        for d in frame.texts:
            text = RANK.sub("", d.text)  # "2. Ana" in the Game over standings
            largest[text] = max(largest.get(text, 0.0), d.share)
        header = header_texts(frame.view) & set(largest)
        glance = sorted(text for text in header if largest[text] < HEADER)
        assert not glance, f"{frame.where}: never drawn at 1/36 of the width: {glance}"


def header_texts(view: View) -> set[str]:
    """Whose turn, each name and each worded standing (a bare score is also a board's figure)."""
    standings = {p.standing for p in view.players if not p.standing.isdigit()}
    texts = {p.name for p in view.players} | standings
    if view.outcome is None and view.active is not None:
        texts.add(say(view.language, "picture-turn", player=view.players[view.active].name))
    return texts


def test_every_frame_is_a_phone_sized_png(frames: list[Frame]) -> None:
    for frame in frames:
        width, height = frame.image.size
        assert height >= width * 0.75, f"{frame.where}: {width}x{height} is too wide"
        assert max(width, height) <= MAX_SIDE, f"{frame.where}: {width}x{height}"
        assert frame.png.startswith(b"\x89PNG"), frame.where
        assert len(frame.png) <= MAX_FRAME_BYTES, f"{frame.where}: {len(frame.png)} bytes"
