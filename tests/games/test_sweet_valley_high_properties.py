"""Seeded random games of Sweet Valley High played to the end, checking what must always hold.

Each game picks uniformly among every waiting seat's legal actions (sometimes letting the
group's timer run out) for 2, 3 and 4 players. Besides the bookkeeping (23 item cards always
accounted for, no two pieces on one path space except Home and Detention, one boyfriend at most,
a winner's scoreboard complete), secrecy is checked as non-interference: a twin state whose
face-down cards lie in other classrooms must give the same public view and the same controls.
"""

from __future__ import annotations

import copy
import json
import random

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import OVER
from bot.games.sweet_valley_high.boards import FACE_DOWN, LIFTED
from bot.games.sweet_valley_high.phases import PEEKED, RETURN
from bot.games.sweet_valley_high.school import HOME
from bot.games.sweet_valley_high.state import SvhState
from tests.conformance.positions import random_game
from tests.games.svh_helpers import NAMES, game

MAX_ACTIONS = 20_000
"""Uniform play ends in about 2,500 actions at most over many seeds; this is far above."""


def check_cards(s: SvhState) -> None:
    school = game().school
    cards = [c for c in s.rooms.values() if c is not None]
    cards += [c for held in s.items for c in held]
    cards += [c for c in s.boyfriends if c is not None]
    if s.phase == RETURN:
        cards.append(s.pending["boyfriend"])
    assert sorted(cards) == sorted(school.item_cards())
    assert all(c is None or c in school.boyfriends for c in s.boyfriends)
    assert all(c not in school.boyfriends for held in s.items for c in held)
    for seat, held in enumerate(s.items):
        assert all(school.owners[c] == s.characters[seat] for c in held)


def check_pieces(s: SvhState) -> None:
    school = game().school
    passing = s.mover if s.stepping.on else None  # a piece mid-walk may stand on one it passes
    shared = [
        p
        for seat, p in enumerate(s.positions)
        if seat != passing and p in school.spaces and school.spaces[p].kind != HOME
    ]
    assert len(shared) == len(set(shared)), s.positions


def check_winner(s: SvhState) -> None:
    if s.phase != OVER:
        return
    (winner,) = s.winners
    character = game().school.character(s.characters[winner])
    assert sorted(s.items[winner]) == sorted(character.items)
    assert s.boyfriends[winner] == character.boyfriend
    assert s.positions[winner] == character.home


def twin(s: SvhState, rng: random.Random) -> SvhState:
    """The same table with the face-down cards (not the one in hand) in other classrooms and
    boyfriends nobody saw swapped between scoreboards."""
    other = copy.deepcopy(s)
    lifted = s.pending.get("room") if s.phase == PEEKED else None
    hidden = [r for r, c in s.rooms.items() if c is not None and r not in s.face_up and r != lifted]
    if s.shown:
        hidden = [r for r in hidden if r not in s.shown]
    cards = [other.rooms[r] for r in hidden]
    rng.shuffle(cards)
    other.rooms.update(zip(hidden, cards, strict=True))
    return other


def public_face(s: SvhState) -> str:
    view = game().view(s, None)
    prompt = game().prompt(s)
    return json.dumps([repr(view.board), view.phase, repr(view.players), repr(prompt)])


def check_secrets(s: SvhState, rng: random.Random) -> None:
    g = game()
    public = msgspec.json.encode(g.view(s, None).board).decode()
    for room, card in s.rooms.items():
        if card and g.view(s, None).board.shown_in(room) in (FACE_DOWN, LIFTED):
            # the card's key may show elsewhere only if it lies there publicly (never: one place)
            assert f'"{card}"' not in public
    for seat, held in enumerate(s.boyfriends):
        if held and not s.seen[seat]:
            assert f'"{held}"' not in public
            owned = f"Your boyfriend card: {g.school.card_names[held]}."
            assert [o for o in range(len(s.players)) if owned in g.view(s, o).private] == [seat]
    assert public_face(twin(s, rng)) == public_face(s)


def check_controls(s: SvhState) -> None:
    """Whoever the prompt waits for may act, and the public controls are hers (after a peek,
    the public one is the put-back that hides which she may take)."""
    g = game()
    prompt = g.prompt(s)
    for seat in prompt.actors:
        legal = g.legal_actions(s, seat)
        assert legal, f"seat {seat} is waited for but may do nothing in {s.phase}"
        public, own = {a.id for a in prompt.actions}, {a.id for a in legal}
        assert public == own if s.phase != PEEKED else public <= own


def play(players: int, seed: int) -> SvhState:
    g = game()
    rng = random.Random(seed)
    s = g.setup(NAMES[:players], seed, {})
    for _ in range(MAX_ACTIONS):
        check_cards(s)
        check_pieces(s)
        check_secrets(s, rng)
        check_controls(s)
        if s.phase == OVER:
            break
        if g.deadline(s) and rng.random() < 0.2:
            s, _ = g.expire(s)
            continue
        seat = rng.choice(g.prompt(s).actors)
        action = rng.choice(g.legal_actions(s, seat)).id
        s, _ = g.apply(s, seat, action)
    check_winner(s)
    return s


@settings(max_examples=2, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32))
def test_random_games_end_with_every_invariant(players: int, seed: int) -> None:
    """Invariants hold at every step and every game ends with a winner."""
    s = play(players, seed)
    assert s.phase == OVER and game().outcome(s).winners == tuple(s.winners)


@pytest.mark.slow
@settings(max_examples=4, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32))
def test_more_random_games_end_with_every_invariant(players: int, seed: int) -> None:
    """Four more games than the fast lane's two."""
    s = play(players, seed)
    assert s.phase == OVER and game().outcome(s).winners == tuple(s.winners)


def test_twin_check_can_fail() -> None:
    """The non-interference check notices a view that shows a face-down card: here the card
    turned over this turn, which the twin is not allowed to move."""
    s = game().setup(NAMES[:2], 5, {})
    s.shown = {"science": s.rooms["science"] or ""}
    other = copy.deepcopy(s)
    other.rooms["science"], other.rooms["biology"] = s.rooms["biology"], s.rooms["science"]
    other.shown = {"science": other.rooms["science"] or ""}
    assert public_face(other) != public_face(s)
    assert public_face(twin(s, random.Random(1))) == public_face(s)


def test_legal_ids_are_the_ids_of_the_legal_actions() -> None:
    """The ids found without labels are exactly those of the labelled actions, every seat,
    every position of seeded games at every table size."""
    g = game()
    for players in (2, 3, 4):
        for step in random_game(g, players, players):
            for seat in range(players):
                labelled = {action.id for action in g.legal_actions(step.after, seat)}
                assert g.legal_ids(step.after, seat) == labelled
