"""What a direct message says: only a change to a seat's secret is news.

A seat's private view may repeat public facts (a punishment marker everybody saw being handed
out); those lines never cause a DM. The DM says what changed: the rules' own private notes for
the seat (``Event.private``), then the secret lines that are new.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.engine import Event, View


def secret_of(view: View) -> tuple[str, ...]:
    """The lines only this seat knows: ``View.hidden`` where the game separates them."""
    return view.private if view.hidden is None else view.hidden


def secret_changed(before: Sequence[str] | None, view: View) -> bool:
    return before is None or tuple(before) != secret_of(view)


def private_notes(events: Iterable[Event]) -> dict[int, tuple[str, ...]]:
    """Each seat's private event texts, in the order they happened."""
    notes: dict[int, list[str]] = {}
    for event in events:
        for seat, text in event.private.items():
            notes.setdefault(seat, []).append(text)
    return {seat: tuple(texts) for seat, texts in notes.items()}


def secret_news(
    before: Sequence[str] | None, view: View, notes: Sequence[str] = ()
) -> tuple[str, ...]:
    """The lines of a DM: the notes, then the secret lines that are new.

    When nothing is new (the secret is sent again, e.g. after a restart), the whole secret.
    """
    secret = secret_of(view)
    known = set(before or ())
    news = (*notes, *(line for line in secret if line not in known))
    return news or secret
