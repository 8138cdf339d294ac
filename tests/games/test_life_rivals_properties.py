"""Seeded random games of Rivals played to the end, checking what must always hold.

Each game picks uniformly among the legal actions of every seat that may act (the career
timer sometimes runs out). After every action: money never negative, the 65 Life cards all
accounted for, five cards in each hand whenever a turn begins, the score equal to the sum of
its parts; the public view and the rival's view never name a card of the other hand (except
the lander's own view during her Gossip pick). At the end the state records the outcome's winner,
and the event log replays to the same state, whichever way the first player was found.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import EXPIRE, OVER, replay
from bot.games.life_rivals.rules import LifeRivals
from bot.games.life_rivals.scoring import PER_PERSON, PER_PET, score
from bot.games.life_rivals.state import GOSSIP, TURN, RivalsState
from tests.conformance.checks import assert_prompt_fits
from tests.games.loading import load_game

DATA = Path(__file__).resolve().parents[2] / "data" / "life-rivals"
GAME: LifeRivals = load_game(LifeRivals, DATA)
MAX_ACTIONS = 2_000
ALL_CARDS = sorted(card.key for card in GAME.box.cards)


def check(state: RivalsState) -> None:
    assert min(state.cash) >= 0
    held = [k for pile in (*state.hands, *state.table) for k in pile]
    assert sorted([*state.deck.cards, *state.deck.discard, *held]) == ALL_CARDS
    if state.phase == TURN and state.deck.count:
        assert [len(h) for h in state.hands] == [5, 5]
    for seat in (0, 1):
        parts = score(GAME.box, state, seat)
        played = [GAME.box.card(k).points for k in state.table[seat]]
        assert parts.total == sum(played) + state.cash[seat] + (
            PER_PERSON * state.people[seat] + PER_PET * state.pets[seat]
        )
        assert GAME.view(state, None).players[seat].score == parts.total


def check_secrecy(state: RivalsState) -> None:
    public = repr(GAME.view(state, None).board) + GAME.view(state, None).phase
    for seat in (0, 1):
        names = [GAME.box.card(k).name for k in state.hands[seat]]
        rival_view = GAME.view(state, 1 - seat)
        peeking = state.phase == GOSSIP and state.active == 1 - seat
        rival_text = "\n".join(rival_view.private) + repr(rival_view.private_board)
        for name in names:
            assert name not in public
            assert peeking or name not in rival_text


def play(seed: int) -> tuple[RivalsState, list[tuple[int | None, str]]]:
    rng = random.Random(seed)
    options = {"first": "host" if seed % 2 else "spin"}
    state = GAME.setup(["Ana", "Ben"], seed, options)
    log: list[tuple[int | None, str]] = []
    for _ in range(MAX_ACTIONS):
        if state.phase == OVER:
            break
        prompt = GAME.prompt(state)
        if GAME.deadline(state) and rng.random() < 0.1:
            state, _ = GAME.expire(state)
            log.append((None, EXPIRE))
        else:
            seats = [s for s in (0, 1) if prompt.can_act(s) and GAME.legal_actions(state, s)]
            seat = rng.choice(seats)
            action = rng.choice(GAME.legal_actions(state, seat)).id
            state, events = GAME.apply(state, seat, action)
            assert events and all(e.text for e in events)
            log.append((seat, action))
        check(state)
        check_secrecy(state)
    return state, log


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_random_games_end_with_every_invariant(seed: int) -> None:
    play_to_the_end(seed)


@pytest.mark.slow
@settings(max_examples=45, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_more_random_games_end_with_every_invariant(seed: int) -> None:
    """Forty-five more games than the fast lane's fifteen."""
    play_to_the_end(seed)


def play_to_the_end(seed: int) -> None:
    state, log = play(seed)
    options = {"first": "host" if seed % 2 else "spin"}
    assert state.phase == OVER, f"seed {seed} did not end in {MAX_ACTIONS} actions"
    outcome = GAME.outcome(state)
    assert outcome is not None and len(outcome.winners) == 1
    assert state.winners == list(outcome.winners)
    assert state.retired, "the game ended without anybody retiring"
    rebuilt = replay(GAME, ["Ana", "Ben"], seed, options, log)
    assert GAME.dump(rebuilt) == GAME.dump(state)


def test_waiting_seats_always_have_something_to_do() -> None:
    """Whoever the prompt waits for holds a legal action, in every state of 40 games."""
    for seed in range(40):
        rng = random.Random(seed)
        state = GAME.setup(["Ana", "Ben"], seed, {})
        while state.phase != OVER:
            prompt = GAME.prompt(state)
            for seat in (*prompt.actors, *prompt.may_act):
                assert GAME.legal_actions(state, seat), (seed, seat, state.phase)
            public = {a.id for a in prompt.actions}
            seat = rng.choice(prompt.actors)
            legal = GAME.legal_actions(state, seat)
            assert all(
                a.id in {x.id for x in legal} for a in prompt.actions if a.seat in (None, seat)
            )
            assert public or prompt.panel
            state, _ = GAME.apply(state, seat, rng.choice(legal).id)


def test_controls_naming_the_players_fit_discord_with_the_longest_names() -> None:
    """Labels name the players ("Steal Hot tub from Ben", "Ben: draw a new career", "Ben is the
    more jealous"): with two 32-character names every prompt and panel of 40 random games
    still passes the conformance suite's check, which plays with short names only."""
    names = ["A" * 32, "Bartholomew-the-Very-Jealous-Neighbour"[:32]]
    for seed in range(40):
        rng = random.Random(seed)
        state = GAME.setup(names, seed, {"first": "host" if seed % 2 else "spin"})
        while state.phase != OVER:
            prompt = GAME.prompt(state)
            assert_prompt_fits(GAME, state, prompt)
            seat = rng.choice(prompt.actors)
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id)
