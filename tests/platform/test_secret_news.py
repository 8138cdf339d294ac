"""Direct messages carry news: a changed secret, never a repeated public fact."""

from __future__ import annotations

from bot.engine import Event, View
from bot.secret_news import private_notes, secret_changed, secret_news, secret_of

CARD = ("Your goal card: Bank", "The Bank tile is north of the park.")
MARKER = "You hold a punishment marker: your next turn is skipped."


def _view(private: tuple[str, ...], hidden: tuple[str, ...] | None) -> View:
    return View("demo", 0, (), 0, "Moving", {}, private, hidden=hidden)


def test_a_punishment_marker_alone_is_no_news() -> None:
    marked = _view((*CARD, MARKER), CARD)
    assert not secret_changed(CARD, marked)
    assert secret_of(marked) == CARD


def test_a_new_card_is_news_and_the_dm_says_what_changed() -> None:
    new_card = ("Your goal card: Zoo", "The Zoo tile is by the river.")
    view = _view((*new_card, MARKER), new_card)
    assert secret_changed(CARD, view)
    news = secret_news(CARD, view, ("Your new goal card: Zoo.",))
    assert news == ("Your new goal card: Zoo.", *new_card)
    assert MARKER not in news


def test_without_a_hidden_part_every_private_line_counts() -> None:
    view = _view(("Your secret: 5",), None)
    assert secret_changed(("Your secret: 4",), view)
    assert not secret_changed(("Your secret: 5",), view)


def test_a_secret_sent_again_unchanged_is_sent_whole() -> None:
    assert secret_news(CARD, _view(CARD, CARD)) == CARD
    assert secret_news(None, _view(CARD, CARD)) == CARD


def test_private_notes_are_collected_per_seat_in_order() -> None:
    events = [Event("a", {1: "one"}), Event("b"), Event("c", {1: "two", 2: "three"})]
    assert private_notes(events) == {1: ("one", "two"), 2: ("three",)}
