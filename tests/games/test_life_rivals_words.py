"""One voice in Rivals' public words: what happened in the past tense, what is asked in the
present, names and never "you", "Ana's turn" one way, no brackets inside brackets, and each
panel button said what it is for when it first shows.

Seeded games are played at random to the end, both ways of choosing who goes first, and every
public line, label and phase is read.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.engine import OVER, Prompt
from bot.games.life_rivals.actions import CAREER_PANEL, PANEL
from bot.games.life_rivals.rules import LifeRivals
from tests.games.loading import load_game

DATA = Path(__file__).resolve().parents[2] / "data" / "life-rivals"
SECOND_PERSON = re.compile(r"\byou(r|rs|rself)?\b", re.IGNORECASE)
PRESENT_DEEDS = re.compile(
    r"\b(spins|plays|steals|picks|lands|passes|stops|retires|trades|pays|"
    r"collects|has chosen|holds|sets)\b"
)
"""What a player did, told in the present; the lines that ask what comes next are kept apart."""
ASKED = ("plays a Life card now", "picks one of its cards now", "takes one last turn")


@pytest.fixture(scope="module")
def game() -> LifeRivals:
    return load_game(LifeRivals, DATA)


@dataclass
class Words:
    """What a seeded game showed the table: the events' lines (what happened), the lines that
    say what is asked (the opening, each phase), the Game over reason, and the prompts."""

    told: list[str] = field(default_factory=list)
    asked: list[str] = field(default_factory=list)
    prompts: list[Prompt] = field(default_factory=list)

    @property
    def lines(self) -> list[str]:
        return self.told + self.asked

    @property
    def labels(self) -> list[str]:
        return [action.label for prompt in self.prompts for action in prompt.actions]


def public_words(game: LifeRivals, seed: int, first: str) -> Words:
    rng = random.Random(seed)
    state = game.setup(["Ana", "Ben"], seed, {"first": first})
    words = Words(asked=list(game.opening_lines(state)), prompts=[game.prompt(state)])
    while state.phase != OVER:
        seat = rng.choice([s for s in (0, 1) if game.legal_actions(state, s)])
        action = rng.choice(game.legal_actions(state, seat))
        state, events = game.apply(state, seat, action.id)
        words.told += [event.text for event in events]
        words.asked.append(game.view(state, None).phase)
        words.prompts.append(game.prompt(state))
    outcome = game.outcome(state)
    assert outcome is not None
    words.told.append(outcome.reason)
    return words


@pytest.mark.parametrize("first", ["spin", "host"])
def test_public_lines_name_the_players_and_never_say_you(game: LifeRivals, first: str) -> None:
    for seed in range(1, 6):
        words = public_words(game, seed, first)
        panels = [p.panel for p in words.prompts if p.panel]
        for text in words.lines + words.labels + panels:
            assert not SECOND_PERSON.search(text), text


def test_what_happened_is_told_in_the_past_tense(game: LifeRivals) -> None:
    for seed in range(1, 6):
        for line in public_words(game, seed, "spin").told:
            deed = PRESENT_DEEDS.search(line)
            assert not deed or any(asked in line for asked in ASKED), line


def test_a_turn_is_named_one_way_and_brackets_never_nest(game: LifeRivals) -> None:
    for seed in range(1, 4):
        words = public_words(game, seed, "host")
        for text in words.lines + words.labels:
            assert not re.search(r"\([^)]*\(", text), text
            assert not re.search(r"turn \(", text), text
        turns = [line for line in words.lines if "'s turn" in line]
        assert turns and all(
            re.fullmatch(r"(Ana|Ben)'s turn(: the last turn)?\.?", t) for t in turns
        )


@pytest.mark.parametrize("first", ["spin", "host"])
def test_each_panel_button_says_what_it_is_for_when_it_first_shows(
    game: LifeRivals, first: str
) -> None:
    """The story shown with the first prompt carrying a panel button explains that button."""
    rng = random.Random(7)
    state = game.setup(["Ana", "Ben"], 7, {"first": first})
    story = list(game.opening_lines(state))
    explained: dict[str, str] = {}
    while state.phase != OVER and len(explained) < 2:
        panel = game.prompt(state).panel
        if panel and panel not in explained:
            explained[panel] = " ".join(story)
        seat = rng.choice([s for s in (0, 1) if game.legal_actions(state, s)])
        state, events = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id)
        story = [event.text for event in events]
    assert f"{CAREER_PANEL} shows" in explained[CAREER_PANEL]
    assert f"{PANEL} shows" in explained[PANEL]
