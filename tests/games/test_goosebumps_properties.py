"""Seeded, steered random Goosebumps games to the end for 2, 3 and 4 players.

Every step checks what must always hold in this game: the 36 cards are all somewhere, no pawn
stands in a pit or on a bush, a Monster never draws, a fallen pawn holds no cards, an action
is checked against the very ids each seat is offered, and somebody wins. What every game must
do (reach an end, survive dump and load, replay from its log, keep secrets from its twins,
refuse bad ids, go on past idle players, fit Discord) is the conformance suite's
(tests/conformance).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import OVER, GameDataError
from bot.games.goosebumps.board import PIT
from bot.games.goosebumps.state import GooseState
from tests.games.goosebumps_helpers import NAMES, game
from tests.games.goosebumps_play import choose

LIMIT = 3000


def check_cards(s: GooseState) -> None:
    held = [*s.deck.cards, *s.deck.discard, *(c for pile in s.saved for c in pile)]
    held += [c for c in s.monster if c]
    held += [s.pending.card] if s.pending else []
    assert sorted(held) == sorted(game().cards)


def check_pawns(s: GooseState) -> None:
    kinds = game().kinds(s)
    for pawn, space in enumerate(s.spaces):
        if space:
            assert space in game().board.spaces and kinds[space] != PIT
        else:
            assert s.saved[pawn] == [] and s.monster[pawn] == ""


def check_monsters_draw_nothing(before: GooseState, after: GooseState, action: str) -> None:
    if action.startswith("play:"):
        return
    for pawn, card in enumerate(before.monster):
        if card and after.monster[pawn]:
            assert len(after.saved[pawn]) <= len(before.saved[pawn])


def check_ids(s: GooseState, players: int) -> None:
    for seat in range(players):
        assert set(game().legal_ids(s, seat)) == {a.id for a in game().legal_actions(s, seat)}


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4]))
def test_random_games_end_and_keep_the_invariants(seed: int, players: int) -> None:
    """One steered game to the end, every invariant checked after every step."""
    rng = random.Random(seed)
    s = game().setup(NAMES[:players], seed, {})
    for _ in range(LIMIT):
        if s.phase == OVER:
            break
        prompt = game().prompt(s)
        options = {
            seat: [a.id for a in game().legal_actions(s, seat)]
            for seat in {*prompt.actors, *prompt.may_act}
        }
        options = {seat: found for seat, found in options.items() if found}
        check_ids(s, players)
        if not options or (game().deadline(s) and rng.random() < 0.3):
            before, (s, _) = s, game().expire(s)
            action = "expire"
        else:
            seat, action = choose(game(), s, rng, options)
            before, (s, _) = s, game().apply(s, seat, action)
        check_cards(s)
        check_pawns(s)
        check_monsters_draw_nothing(before, s, action)
    assert s.phase == OVER, f"no end in {LIMIT} actions"
    outcome = game().outcome(s)
    assert outcome is not None and outcome.winners


def test_step_by_step_reaches_the_same_places_as_destinations() -> None:
    """Step by step offers exactly the first steps of the destination walks, and finishes."""
    walks = 0
    for seed in range(20):
        s = game().setup(NAMES[:2], seed, {})
        if s.phase == "tomb":
            s, _ = game().apply(s, 0, game().legal_actions(s, 0)[0].id)
        if s.phase != "move":
            continue
        ends = {a.id.split(":")[2] for a in game().legal_actions(s, 0) if a.id.startswith("go:0:")}
        assert ends, f"seed {seed}: a move with no destination for pawn 0"
        s, _ = game().apply(s, 0, "step-by-step")
        rng = random.Random(seed)
        taken = 0
        while s.phase == "move" and s.active == 0 and s.stepping.on:
            steps = [a.id for a in game().legal_actions(s, 0) if a.id.startswith("step:0:")]
            if not steps:
                break
            before = s
            s, _ = game().apply(s, 0, rng.choice(steps))
            taken += 1
            if s.last_pawn == 0 and before.last_pawn != 0:
                break
        assert taken, f"seed {seed}: step by step offered no first step"
        assert s.last_pawn == 0, f"seed {seed}: the step-by-step walk never finished"
        assert s.last_path[-1] in ends, f"seed {seed}: {s.last_path[-1]} is not a destination"
        walks += 1
    assert walks >= 15, f"only {walks} of 20 seeds reached a step-by-step walk"


def test_a_damaged_save_names_its_field() -> None:
    """A saved state that does not fit the declared shape, or loses a card or a pawn, or stands
    in the brink without one, is refused, naming the field."""
    good = game().dump(game().setup(NAMES[:2], 1, {}))
    for field, value, named in (
        ("tombs", [1, 1, 3], "tombs"),
        ("phase", "dancing", "phase"),
        ("pending", {"card": "ring-1", "pawn": "Sari"}, "pending"),
        ("brink", {"platform": 7}, "brink"),
        ("phase", "brink", "brink"),
        ("monster", ["", ""], "monster"),
        ("spaces", ["d11", "d11", "d11", "zz"], "spaces"),
        ("deck", {"cards": [], "discard": []}, "deck"),
    ):
        with pytest.raises(GameDataError, match=named):
            game().load({**good, field: value})
    assert game().load(good) == game().setup(NAMES[:2], 1, {})


def test_a_full_panel_fits_discord() -> None:
    """Every saved card of the deck's playable kinds under one player's pawns still lays out."""
    from bot.games.goosebumps.cards import EXTRA_TURN, JUMP, STEAL, SWITCH
    from cogs.layout import plan_controls

    s = game().setup(NAMES[:4], 1, {})
    s.phase = "move"
    playable = [
        c.id for c in game().cards.values() if c.effect in (EXTRA_TURN, SWITCH, STEAL, JUMP)
    ]
    for index, card_id in enumerate(playable):
        s.deck.cards.remove(card_id)
        s.saved[index % 2].append(card_id)
    actions = game().legal_actions(s, 0)
    assert len([a for a in actions if a.id.startswith("play:")]) > 50
    plan_controls(actions)
