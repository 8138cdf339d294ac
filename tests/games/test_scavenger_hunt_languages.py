"""A Spanish and a German table read Scavenger Hunt in their own language: in a seeded
mid-game position, the line saying what is asked, a choice of the mover's panel, a line of the
turn story and the board's description carry no English word (people's names aside)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from bot.alt_text import describe
from bot.games.scavenger_hunt.words import quick
from bot.sentences import Sentence, worded
from tests.conformance.positions import names, random_game
from tests.platform.catalog import registered_games

PLAYERS = 3
SEED = 4
WORD = re.compile(r"[^\W\d_]{2,}")
SAME_IN_BOTH = {"Garage", "Start", "Hunt", "Scavenger"}
"""Words a language shares with English: a room's name in German, and the game's own name."""


def mid_game() -> tuple[Any, Any, list[str]]:
    """The rules, the first position past the middle of a seeded game where the mover
    chooses a destination, and the story lines of the turn so far."""
    game = registered_games().entry("scavenger-hunt").rules
    steps = list(random_game(game, PLAYERS, SEED))
    story: list[str] = []
    for step in steps[len(steps) // 2 :]:
        story += [event.text for event in step.events]
        state = step.after
        if state.phase == "move" and not state.stepping.moved and not state.choosing:
            return game, state, story
    raise AssertionError("no move chosen in the second half of the game")


def english_left(english: str, text: str) -> set[str]:
    """The English text's words that the worded text still holds, names and shared aside."""
    keep = set(names(PLAYERS)) | SAME_IN_BOTH
    return (set(WORD.findall(english)) & set(WORD.findall(text))) - keep


@pytest.mark.parametrize("language", ["es", "de"])
def test_a_spanish_or_german_table_reads_the_game_in_its_language(language: str) -> None:
    game, state, story = mid_game()
    view = game.view(state, None)
    choice = next(a.label for a in game.legal_actions(state, state.active) if "·" in a.label)
    public = replace(view, language=language)
    english_board, board = describe(game, view), describe(game, public)
    for english, text in (
        (view.phase, worded(view.phase, language)),
        (choice, worded(choice, language)),
        (story[-1], worded(story[-1], language)),
        (english_board, board),
    ):
        assert text != english, text
        assert not english_left(english, text), (text, english_left(english, text))


QUICK = {
    "badged": ("badge", "label"),
    "destination": ("place", "cards"),
    "destination-or-others": ("place", "cards"),
    "passes": ("place", "names"),
    "at-roll-again": ("place",),
    "keep": ("kept", "played"),
    "step": ("place",),
    "step-playing": ("place", "card"),
    "step-told": ("place",),
    "step-told-playing": ("place", "card"),
    "step-then": ("step", "place"),
    "told-steps": ("moves", "steps"),
    "choosing": ("name",),
    "moved": ("name", "place"),
    "moved-playing": ("name", "place", "cards"),
    "came-home": ("story", "name"),
    "trapped": ("story", "moves"),
    "turn-of": ("name",),
    "landed-roll-again": ("name",),
    "drew-five-next": ("name",),
    "turn-ended": ("name",),
    "played-dog": ("name", "place"),
    "moved-dog": ("name", "source", "place"),
    "drew-five": ("name",),
    "ended-turn": ("name",),
    "comma": ("first", "rest"),
    "semicolon": ("first", "rest"),
    "then-rolls": ("first", "rest"),
    "and": ("first", "rest"),
}
"""The messages whose English the game puts together from the catalog's template."""


@pytest.mark.parametrize("message", sorted(QUICK))
def test_a_sentence_put_together_from_the_template_is_the_catalogs(message: str) -> None:
    args = {name: f"{name.upper()} {n}" for n, name in enumerate(QUICK[message])}
    made = quick(f"scavenger-hunt-{message}", **args)
    assert made == Sentence(f"scavenger-hunt-{message}", **args)
    assert worded(made, "de") == Sentence(f"scavenger-hunt-{message}", **args).in_language("de")
