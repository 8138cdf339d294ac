"""Seeded random games of Cheat Street played to the end, checking what its rules keep true.

Each game picks uniformly among every seat's legal actions (and sometimes lets the call-out timer
run out), for 3 to 6 players; a mover names a destination in one choice or, about a third of the
time, walks step by step. The conformance suite already proves for every game that such games
end, replay from their log, survive dump and load and leave their input alone; here every step
checks Cheat Street's own bookkeeping (twelve cards, 4 or 5 points at a time, a winner at 21) and
its secrecy as non-interference: a twin state that differs only in the active player's goal card
must look the same to the public and to every other seat, and non-revealing actions must narrate
the same.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from msgspec import structs

from bot.engine import OVER
from bot.games.cheat_street.boards import PublicBoard
from bot.games.cheat_street.rules import CheatStreet
from bot.games.cheat_street.state import CheatStreetState
from tests.games.loading import load_game

DATA = Path(__file__).resolve().parents[2] / "data" / "cheat-street"
GAME: CheatStreet = load_game(CheatStreet, DATA)
MAX_ACTIONS = 20_000
"""Random play ends in about 1,500 actions at most over hundreds of seeds; this is far above."""


def check_cards(state: CheatStreetState) -> None:
    assert len(state.hands) == len(state.players)
    assert sorted(state.hands + state.deck) == sorted(GAME.board.goal_keys())


def check_scores(before: list[int], after: list[int], action: str) -> None:
    rises = [(seat, b - a) for seat, (a, b) in enumerate(zip(before, after, strict=True)) if b != a]
    assert all(b >= a for a, b in zip(before, after, strict=True))
    assert len(rises) <= 1
    for _, rise in rises:
        expected = 5 if action.startswith("callout:") else 4 if reveals(action) else None
        assert rise == expected


def reveals(action: str) -> bool:
    """A reveal taken step by step, or a destination finished by a reveal."""
    return action == "reveal" or (action.startswith("go:") and action.endswith(":reveal"))


def check_end(state: CheatStreetState) -> None:
    winners = [seat for seat, score in enumerate(state.scores) if score >= 21]
    if state.phase == OVER:
        assert winners == state.winners
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome.winners == tuple(state.winners)
    else:
        assert winners == []
        assert GAME.outcome(state) is None


def secret_words(state: CheatStreetState, seat: int) -> tuple[str, str]:
    key = state.hands[seat]
    return key, GAME.board.goal(key).name


def check_views(state: CheatStreetState) -> None:
    """No view shows another seat's card (board and private lines); public shows none but the
    cards the table heard ruled out for each seat (given up at a draw, guessed wrong), which
    say only what that seat does not hold."""
    public = GAME.view(state, None)
    assert public.private == ()
    assert [list(side.ruled_out) for side in public.board.seats] == state.ruled_out
    shown = repr(unruled(public.board)) + public.phase + repr(public.players)
    for seat in range(len(state.players)):
        key, name = secret_words(state, seat)
        assert key not in shown and name not in shown
    for seat in range(len(state.players)):
        own = GAME.view(state, seat)
        assert own.board == public.board
        text = repr(own.private) + repr(unruled(own.board))
        assert f"Your goal card: {secret_words(state, seat)[1]}" in own.private
        for other in range(len(state.players)):
            if other != seat:
                key, name = secret_words(state, other)
                assert key not in text and name not in text


def unruled(board: PublicBoard) -> PublicBoard:
    """The board less its lists of ruled-out cards, to look for secrets in."""
    seats = tuple(structs.replace(side, ruled_out=()) for side in board.seats)
    return structs.replace(board, seats=seats)


def twin(state: CheatStreetState, card: str) -> CheatStreetState:
    """The same table, but the active player holds ``card`` (swapped with the deck)."""
    other = GAME.copy(state)
    old = other.hands[other.active]
    other.deck[other.deck.index(card)] = old
    other.hands[other.active] = card
    return other


def check_secret_does_not_show(state: CheatStreetState, pick: random.Random) -> None:
    """Prompt, public view and other seats' views do not depend on the active player's card."""
    alt = twin(state, pick.choice(state.deck))
    assert GAME.prompt(alt) == GAME.prompt(state)
    assert GAME.view(alt, None) == GAME.view(state, None)
    assert GAME.deadline(alt) == GAME.deadline(state)
    for seat in range(len(state.players)):
        if seat != state.active:
            assert GAME.view(alt, seat) == GAME.view(state, seat)
            assert GAME.legal_actions(alt, seat) == GAME.legal_actions(state, seat)


def check_prompt(state: CheatStreetState) -> None:
    """The public prompt shows every legal action (a secret narrows a seat's actions, never the
    prompt), and its actors are exactly who can act."""
    prompt = GAME.prompt(state)
    offered = {action.id for action in prompt.actions}
    can_act = []
    for seat in range(len(state.players)):
        legal = GAME.legal_actions(state, seat)
        assert {action.id for action in legal} <= offered
        if legal:
            can_act.append(seat)
    assert sorted(prompt.actors) == can_act
    assert (state.phase == OVER) == (not can_act)


def play(players: int, seed: int) -> None:
    names = [f"P{seat}" for seat in range(players)]
    pick = random.Random(seed)
    state = GAME.setup(names, seed, {})
    played: list[str] = []
    check_cards(state)
    while state.phase != OVER:
        assert len(played) < MAX_ACTIONS, "the game did not end"
        check_prompt(state)
        check_secret_does_not_show(state, pick)
        if GAME.deadline(state) and pick.random() < 0.1:
            action = "expire"
            after, events = GAME.expire(state)
        else:
            choices = [
                (seat, action.id)
                for seat in range(players)
                for action in GAME.legal_actions(state, seat)
            ]
            stepwise = [choice for choice in choices if choice[1] == "step-by-step"]
            seat, action = pick.choice(stepwise if stepwise and pick.random() < 0.3 else choices)
            after, events = GAME.apply(state, seat, action)
            if not (action.startswith("callout:") or reveals(action)):
                alt_after, alt_events = GAME.apply(
                    twin(state, pick.choice(state.deck)), seat, action
                )
                assert [e.text for e in alt_events] == [e.text for e in events]
                assert GAME.view(alt_after, None) == GAME.view(after, None)
        for event in events:
            for owner, line in event.private.items():
                assert line == f"Your new goal card: {secret_words(after, owner)[1]}."
        played.append(action)
        check_scores(state.scores, after.scores, action)
        state = after
        check_cards(state)
        check_end(state)
        check_views(state)
    if played.count("roll") >= 40:  # both ways of moving were played (0.7**40: never by chance)
        assert "step-by-step" in played and any(a.startswith("go:") for a in played)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**63 - 1))
def test_random_games_keep_every_invariant(players: int, seed: int) -> None:
    play(players, seed)


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5, 6])
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**63 - 1))
def test_more_random_games_keep_every_invariant(players: int, seed: int) -> None:
    """Ten more games per table size than the fast lane's two."""
    play(players, seed)
