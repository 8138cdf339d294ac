"""Every word a game shows comes from the catalogs: in seeded random games of every registered
game at every table size, each line, label, phase, standing, refusal and description the rules
produce is a ``Sentence`` whose text the pseudo-language (accented English) words without one
plain-English word left, names aside. A line built by hand in English would reach a Spanish or
German table as it is; here it shows up as a run of unaccented letters.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator
from typing import Any

import pytest

from bot.alt_text import describe
from bot.catalog import CatalogEntry
from bot.engine import Event, IllegalAction, Outcome, View
from bot.pseudo import PSEUDO, untranslated
from bot.sentences import worded
from tests.conformance.positions import names, random_game, sampled
from tests.platform.catalog import registered_games

SEED = 11
EVERY = 7
"""Every seventh position is read whole (views of every seat, every seat's choices); every
event of every step is read."""


def tables() -> Iterator[tuple[CatalogEntry, int]]:
    for entry in registered_games():
        for players in range(entry.rules.min_players, entry.rules.max_players + 1):
            yield entry, players


def proper_names(game: Any, players: int) -> set[str]:
    """What stays as it is in every language: the people's names, the game's own name and
    its characters' (``proper_names`` of the rules)."""
    return {*names(players), game.name, *game.proper_names()}


def view_texts(view: View[Any, Any]) -> Iterator[tuple[str, str]]:
    yield "phase", view.phase
    for line in (*view.private, *(view.hidden or ())):
        yield "private line", line
    for player in view.players:
        yield "standing", player.summary
    if view.outcome is not None:
        yield from outcome_texts(view.outcome)


def outcome_texts(outcome: Outcome) -> Iterator[tuple[str, str]]:
    yield "Game over reason", outcome.reason
    for _, result in outcome.standings:
        if isinstance(result, str):
            yield "final standing", result


def event_texts(events: Iterable[Event]) -> Iterator[tuple[str, str]]:
    for event in events:
        yield "event", event.text
        if event.after_turn is not None:
            yield "event after the turn", event.after_turn
        for line in event.private.values():
            yield "private event", line


def position_texts(game: Any, state: Any, players: int) -> Iterator[tuple[str, str]]:
    prompt = game.prompt(state)
    if prompt.panel:
        yield "panel button", prompt.panel
    for action in prompt.actions:
        yield "control", action.label
        if action.group:
            yield "control group", action.group
    public = game.view(state, None)
    yield from view_texts(public)
    yield "alt text", describe(game, dataclasses.replace(public, language=PSEUDO))
    for seat in range(players):
        own = game.view(state, seat)
        yield from view_texts(own)
        if own.private_board or own.private:
            yield "private alt text", describe(game, dataclasses.replace(own, language=PSEUDO))
        for action in game.legal_actions(state, seat):
            yield "choice", action.label
            if action.group:
                yield "choice group", action.group
        try:
            game.apply(state, seat, "9999")
        except IllegalAction as refusal:
            yield "refusal", refusal.sentence


def shown(text: str) -> str:
    """What a pseudo-language table would read: a ``Sentence`` worded, anything else as is."""
    return worded(text, PSEUDO)


@pytest.mark.parametrize(
    ("entry", "players"), list(tables()), ids=lambda value: getattr(value, "key", str(value))
)
def test_every_word_a_game_shows_comes_from_the_catalogs(entry: CatalogEntry, players: int) -> None:
    game: Any = entry.rules
    keep = proper_names(game, players)
    found: dict[str, str] = {}

    def check(where: str, text: str) -> None:
        left = untranslated(shown(text), keep)
        if left and text not in found:
            found[text] = f"{where}: {text!r} -> {left}"

    steps = list(random_game(game, players, SEED))
    for where, text in (
        ("opening line", line) for line in game.opening_lines(steps[0].before) if steps
    ):
        check(where, text)
    for step in steps:
        for where, text in event_texts(step.events):
            check(where, text)
    for step in sampled(iter(steps), EVERY):
        for where, text in position_texts(game, step.after, players):
            check(where, text)
    last = steps[-1].after
    outcome = game.outcome(last)
    if outcome is not None:
        for where, text in outcome_texts(outcome):
            check(where, text)
    assert not found, f"{len(found)} lines not from the catalogs:\n" + "\n".join(
        sorted(found.values())
    )


def test_the_check_finds_an_english_line() -> None:
    assert untranslated(shown("P0 rolled a 4"), {"P0"}) == ["rolled"]
    assert untranslated(shown("P0 4 · 12"), {"P0"}) == []
