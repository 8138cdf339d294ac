"""One voice in Sweet Valley High's public words: names, never "you"; no brackets inside
brackets; story lines that tell what happened; every place named as the board writes it."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

from bot.engine import OVER
from bot.games.sweet_valley_high.school import ARROW
from tests.games.svh_helpers import game
from tests.renderers.sweet_valley_high_positions import LONG_NAMES, steered

PRESENT_VERBS = re.compile(r"^\w+ (plays|takes|collects|keeps|puts|trades|steals|goes|moves)\b")


def public_words(seeds: range = range(1, 5)) -> Iterator[tuple[str, str]]:
    """(kind, text) of every public line of seeded four-player games: openings, story lines,
    phase lines, control labels and the panel buttons."""
    g = game()
    for seed in seeds:
        rng = random.Random(seed)
        s = g.setup(LONG_NAMES, seed, {})
        for line in s.opening:
            yield "story", line
        while s.phase != OVER:
            prompt = g.prompt(s)
            yield "phase", g.view(s, None).phase
            for action in prompt.actions:
                yield "label", action.label
            if prompt.panel:
                yield "panel", prompt.panel
            options = {seat: [a.id for a in g.legal_actions(s, seat)] for seat in range(4)}
            seat = rng.choice([seat for seat, ids in options.items() if ids])
            s, events = g.apply(s, seat, steered(g, s, seat, options[seat], rng))
            for event in events:
                yield "story", event.text


def test_public_words_name_players_and_never_nest_brackets() -> None:
    words = list(public_words())
    assert not [t for _, t in words if re.search(r"\byou(r|rs|rself)?\b", t, re.I)]
    assert not [t for _, t in words if re.search(r"\([^)]*\(", t)]
    assert {"My scoreboard: my items, boyfriend and last peek", "My scoreboard"} <= {
        t for kind, t in words if kind == "panel"
    }


def test_story_lines_tell_what_happened() -> None:
    """Past tense for what happened ("Ana walked to the Lockers"), the present only for what
    is asked ("Ana chooses where to walk 4")."""
    stories = [t for kind, t in public_words(range(1, 3)) if kind == "story"]
    assert not [t for t in stories if PRESENT_VERBS.match(t)]
    assert any(t.startswith("Ana walked to ") for t in stories)


def test_every_place_a_story_names_is_written_on_the_board() -> None:
    """A walk or a move ends at a place whose sign (or, for an arrow, whose classrooms) the
    board writes, in the words the story uses."""
    school = game().school
    places = {
        t.split(" to ", 1)[1] for _, t in public_words() if re.search(r" (walked|moved) to ", t)
    }
    assert places
    for place in places:
        found = [
            space for space in school.spaces.values() if place.removeprefix("the ") == space.name
        ]
        assert found, place
        space = found[0]
        if space.kind == ARROW:
            assert all(school.rooms[room].name in place for room in space.rooms)
        else:
            assert space.sign in place
