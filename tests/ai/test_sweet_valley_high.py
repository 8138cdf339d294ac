"""Sweet Valley High's computer finishes and remembers: with a complete scoreboard it walks
home by the shortest way (it stops there with steps to spare), and a card it saw turned over
stays where it lies in every position it pictures, so it goes for the one it needs."""

from __future__ import annotations

import pytest

from bot.ai import choose
from bot.ai.hints import hints
from bot.ai.sweet_valley_high import advance, steps_to
from bot.engine import Rng
from bot.games.sweet_valley_high.boards import FACE_DOWN
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from bot.games.sweet_valley_high.state import SvhState
from tests.games.svh_helpers import (
    JESSICA_ITEMS,
    SCIENCE_ARROW,
    TRADE_NORTH,
    game,
    give,
    put,
    rolled,
    start,
    walk,
)

JESSICA, ELIZABETH, ENID = 0, 1, 3
ENID_ITEMS = ("swimsuit", "beach-towel", "picnic-basket", "ms-jacobi")
JESSICA_HOME = "x0y0"
SEEDS = (1, 2, 3)


def complete_jessica(here: str, roll: int) -> SvhState:
    """Jessica with every item and Bruce, having just rolled ``roll`` on ``here``."""
    state = give(start(("jessica", "elizabeth")), JESSICA, *JESSICA_ITEMS, "bruce")
    return rolled(state, JESSICA, roll, at=here)


def shortest(state: SvhState) -> set[str]:
    """The moves that end nearest her Home Space."""
    ends = [a.id for a in game().legal_actions(state, JESSICA) if a.id.startswith("go:")]
    home = steps_to(JESSICA_HOME)
    best = min(home[end.removeprefix("go:")] for end in ends)
    return {end for end in ends if home[end.removeprefix("go:")] == best}


@pytest.mark.parametrize(("here", "roll"), [("x1y4", 6), ("x4y0", 4), ("x0y5", 5)])
def test_a_complete_scoreboard_within_reach_of_home_goes_home_and_wins(
    here: str, roll: int
) -> None:
    """One move from winning: she stops on her Home Space with steps to spare (SVH56)."""
    for seed in SEEDS:
        state = complete_jessica(here, roll)
        assert choose(game(), state, JESSICA, seed=seed) == f"go:{JESSICA_HOME}"


@pytest.mark.parametrize(
    ("here", "roll"), [("x7y8", 2), ("x6y8", 1), ("x8y6", 1), ("x8y4", 3), ("x4y8", 3)]
)
def test_a_complete_scoreboard_walks_home_by_the_shortest_way(here: str, roll: int) -> None:
    """Two turns or more from home, from anywhere on the board: the move that ends nearest
    home, however far it is. (A roll that may end on a Play A Card space is left out: a card
    drawn there may move her to any space, her Home Space too.)"""
    for seed in SEEDS:
        state = complete_jessica(here, roll)
        assert choose(game(), state, JESSICA, seed=seed) in shortest(state)


def test_a_complete_computer_far_from_home_moves_in_one_go_by_the_shortest_way() -> None:
    """Enid, complete on Lila's Home Space eight steps from hers, rolled 2: the double arrow
    six steps from home, never a walk step by step that may turn back."""
    state = give(start(), ENID, *ENID_ITEMS, "winston")
    state = rolled(state, ENID, 2, at="x8y8")
    for seed in range(1, 7):
        assert choose(game(), state, ENID, seed=seed) == "go:x6y8"


def test_the_measure_counts_every_step_home_across_the_whole_board() -> None:
    state = complete_jessica(JESSICA_HOME, 1)
    measured = []
    for here in ("x8y8", "x7y8", "x6y8", "x5y8", "x4y8"):
        state.positions[JESSICA] = here
        measured.append(advance(game().view(state, None), game().view(state, JESSICA)))
    assert measured == sorted(measured) and len(set(measured)) == len(measured)


def bicycle_seen_in_science() -> SvhState:
    """Jessica turned over Elizabeth's Bicycle in Science for all to see; it went back, and
    lies face down since Elizabeth rolled."""
    state = put(start(("jessica", "elizabeth")), "science", "bicycle")
    state, _ = walk(state, JESSICA, "x3y0", SCIENCE_ARROW, 2)
    state, _ = game().apply(state, ELIZABETH, "roll")
    assert state.rooms["science"] == "bicycle" and state.shown == {}
    assert game().view(state, None).board.shown_in("science") == FACE_DOWN
    return state


def test_a_card_turned_over_for_all_stays_where_it_lies_in_every_pictured_position() -> None:
    state = bicycle_seen_in_science()
    for seat in (JESSICA, ELIZABETH):
        for draw in range(12):
            pictured = game().determinize(state, seat, Rng.from_seed(draw))
            assert pictured.rooms["science"] == "bicycle"


def test_a_card_put_back_in_sight_of_all_stays_where_it_was_put() -> None:
    state = give(start(("jessica", "elizabeth")), ELIZABETH, "bicycle")
    state.rooms[next(r for r, c in state.rooms.items() if c == "corsage")] = None
    state.items[JESSICA].append("corsage")
    state.mover = state.active = JESSICA
    state.phase = "put-item"
    state, _ = game().apply(state, JESSICA, "item:corsage")
    empty = next(r for r, c in state.rooms.items() if c is None)
    state, _ = game().apply(state, JESSICA, f"into:{empty}")
    for draw in range(12):
        assert game().determinize(state, ELIZABETH, Rng.from_seed(draw)).rooms[empty] == "corsage"


def test_a_computer_goes_for_the_card_it_saw_turned_over_when_it_is_hers() -> None:
    """Elizabeth may land on the Science arrow or on arrows of classrooms she has not seen:
    she remembers her Bicycle in Science."""
    for seed in SEEDS:
        state = rolled(bicycle_seen_in_science(), ELIZABETH, 2, at="x3y0")
        assert choose(game(), state, ELIZABETH, seed=seed) == f"go:{SCIENCE_ARROW}"


def test_a_card_remembered_and_not_needed_is_not_worth_turning_over_again() -> None:
    """Jessica saw the Bicycle in Science: an arrow of an unseen classroom counts more for her
    than the Science arrow, for Elizabeth the Science arrow most."""
    state = bicycle_seen_in_science()

    def at(seat: int, space: str) -> float:
        state.positions[seat] = space
        return advance(game().view(state, None), game().view(state, seat))

    assert at(JESSICA, "x5y0") > at(JESSICA, SCIENCE_ARROW)
    assert at(ELIZABETH, SCIENCE_ARROW) > at(ELIZABETH, "x5y0")


def test_a_complete_computer_trades_places_onto_her_home_space_rather_than_walk_near_it() -> None:
    """Jessica, complete on the History & Computer Lab arrows, rolled 5: the Biology arrow two
    steps from home, or the Trade Places space, where she may trade with Enid standing on her
    Home Space and win. Whom she trades with is her own later choice in the turn: the search
    plays it as she would, not at random among the three players."""
    state = give(start(), JESSICA, *JESSICA_ITEMS, "bruce")
    state = rolled(state, JESSICA, 5, at="x3y4")
    state.positions[ENID] = JESSICA_HOME
    assert {"go:x0y2", f"go:{TRADE_NORTH}"} <= {a.id for a in game().legal_actions(state, JESSICA)}
    for seed in range(1, 7):
        assert choose(game(), state, JESSICA, seed=seed) == f"go:{TRADE_NORTH}"


def test_a_table_of_four_searches_three_times_the_budget() -> None:
    """At four a move's worth hangs on more unseen cards and more players' moves."""
    scale = hints(SweetValleyHigh).search_scale
    assert [scale(players) for players in (2, 3, 4)] == [1, 1, 3]
