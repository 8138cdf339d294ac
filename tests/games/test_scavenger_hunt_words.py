"""One voice in Scavenger Hunt's public words: what happened in the past tense, what is asked
in the present, names and never "you", "Ana's turn." one way, no brackets inside brackets, and
each panel button saying what it is for when it first shows."""

from __future__ import annotations

import re

from bot.games.scavenger_hunt.rules import FIRST_LIST_PANEL, FIRST_PANEL, LIST_PANEL, PANEL
from tests.renderers.scavenger_hunt_positions import played, rules

SECOND_PERSON = re.compile(r"\byou(r|rs|rself)?\b", re.IGNORECASE)
PRESENT_DEEDS = re.compile(
    r"\b(rolls|draws|moves to|collects|plays|trades|ends|lands|passes|leaves|wins|goes|"
    r"has chosen|has played|is placed)\b"
)
"""What a player did, told in the present."""
ASKED = ("is choosing her route", "everyone picks", "each player picks")


def public_words(players: int, seed: int) -> tuple[list[str], list[str], list[str]]:
    """The story lines, the lines saying what is asked, and the public labels and panels."""
    game = rules()
    told, asked, shown = [], [], []
    for state, story in played(players, seed):
        told += story
        asked.append(game.view(state, None).phase)
        prompt = game.prompt(state)
        shown += [a.label for a in prompt.actions] + ([prompt.panel] if prompt.panel else [])
    return told, asked, shown


def test_public_words_name_the_players_and_never_say_you() -> None:
    for players, seed in ((4, 2), (2, 1)):
        told, asked, shown = public_words(players, seed)
        for text in told + asked + shown:
            assert not SECOND_PERSON.search(text), text


def test_what_happened_is_told_in_the_past_tense() -> None:
    told, _, _ = public_words(4, 2)
    for line in told:
        deed = PRESENT_DEEDS.search(line)
        assert not deed or any(asked in line for asked in ASKED), line


def test_a_turn_is_named_one_way_and_brackets_never_nest() -> None:
    told, asked, shown = public_words(3, 1)
    for text in told + asked + shown:
        assert not re.search(r"\([^)]*\(", text), text
    turns = [line for line in told if "'s turn" in line]
    assert turns and all(re.fullmatch(r"(Ana|Ben|Chloë)'s turn( ended)?\.", t) for t in turns)
    assert not any(line.startswith("It's") for line in told)


def test_each_panel_button_says_what_it_is_for_when_it_first_shows() -> None:
    game = rules()
    states = [state for state, _ in played(3, 1)]
    panels = [game.prompt(state).panel for state in states]
    first_list = panels.index(FIRST_LIST_PANEL)
    assert first_list == 0 and LIST_PANEL in panels
    assert panels.index(FIRST_PANEL) < panels.index(PANEL)
    assert LIST_PANEL in states[0].opening[0]
    assert all(len(panel or "") <= 80 for panel in panels)
