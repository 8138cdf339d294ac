"""The one Game over look: trophy, who won and why, the standings; big enough for a phone."""

from __future__ import annotations

from PIL import Image

from bot.engine import Outcome, PlayerInfo
from renderers.kit.final import draw_game_over, winners_line
from renderers.kit.phone import HEADER, SMALLEST
from renderers.text import ELLIPSIS, recording_sizes

PLAYERS = (
    PlayerInfo(0, "Ana", 21, summary="3 goals"),
    PlayerInfo(1, "Ben", 12, colour="#3b7dd8"),
    PlayerInfo(2, "Cy (computer)", 9),
)
OUTCOME = Outcome((0,), ((0, 21), (1, 12), (2, 9)), "Ana reached 21 points first.")


def test_the_winner_is_named_once_however_many_win() -> None:
    assert winners_line(OUTCOME, PLAYERS) == "Ana wins"
    assert winners_line(Outcome((0, 2), (), ""), PLAYERS) == "Ana and Cy (computer) win"
    assert winners_line(Outcome((), (), ""), PLAYERS) == "Nobody wins"


def test_the_game_over_panel_names_everyone_in_order_at_a_size_a_phone_reads() -> None:
    image = Image.new("RGB", (800, 500), "white")
    with recording_sizes() as drawn:
        draw_game_over(image, (10, 10, 790, 490), OUTCOME, PLAYERS)
    texts = [d.text for d in drawn]
    assert texts[0] == "Ana wins" and "Ana reached 21 points first." in texts
    ranked = [t for t in texts if t[:2] in ("1.", "2.", "3.")]
    assert ranked == ["1. Ana", "2. Ben", "3. Cy (computer)"]
    assert "21 · 3 goals" in texts
    assert all(d.share >= SMALLEST for d in drawn)
    assert drawn[0].share >= HEADER


def test_a_long_result_wraps_where_the_box_has_room_instead_of_being_cut() -> None:
    """A result and its summary longer than half the box were cut with "…": with room below,
    they wrap onto the next line, whole, and the next player's line moves down."""
    summary = "4/4 items + boyfriend, home first, two trades and a detention"
    players = (PlayerInfo(0, "Ana", 21, summary=summary), *PLAYERS[1:])
    image = Image.new("RGB", (600, 500), "white")
    with recording_sizes() as drawn:
        draw_game_over(image, (10, 10, 590, 490), OUTCOME, players)
    texts = [d.text for d in drawn]
    assert not any(ELLIPSIS in t for t in texts), texts
    assert " ".join(texts[texts.index("1. Ana") + 1 : texts.index("2. Ben")]).split() == (
        f"21 · {summary}".split()
    )


def test_what_still_does_not_fit_is_cut_and_stays_inside_the_box() -> None:
    """A box too small for every wrapped line keeps one line a player, cut, and draws nothing
    under its bottom."""
    summary = "4/4 items + boyfriend, home first, two trades and a detention " * 3
    players = (PlayerInfo(0, "Ana", 21, summary=summary), *PLAYERS[1:])
    image = Image.new("RGB", (600, 260), "white")
    with recording_sizes() as drawn:
        draw_game_over(image, (10, 10, 590, 250), OUTCOME, players)
    texts = [d.text for d in drawn]
    assert [t for t in texts if t[:2] in ("1.", "2.", "3.")] == [
        "1. Ana",
        "2. Ben",
        "3. Cy (computer)",
    ]
    assert any(t.endswith(ELLIPSIS) for t in texts)
    assert image.crop((0, 251, 600, 260)).getcolors() == [(9 * 600, (255, 255, 255))]
