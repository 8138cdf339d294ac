"""Cheat Street's own measure reads the typed boards: the seat's score, its punishment marker,
and how many turns its pawn still needs to the tile of the goal card on its own board; a
computer one or two turns from 21 points goes the shortest way and wins, its drawn
positions keep to the call-outs the table heard, and it calls out the card whose tile the
pawn stands by."""

from __future__ import annotations

from dataclasses import replace

import pytest
from msgspec import structs

from bot.ai import cheat_street, choose
from bot.ai.cheat_street import (
    PUNISHMENT,
    REVEAL_POINTS,
    TARGET,
    advance,
    card_chances,
    nearness,
    turns_to,
)
from bot.ai.hints import hints
from bot.engine import ReactionWindow, Rng
from bot.games.cheat_street.actions import STEP_BY_STEP
from bot.games.cheat_street.boards import CheatStreetView, SeatGoal
from bot.games.cheat_street.rules import CheatStreet
from bot.games.cheat_street.state import CALLOUT, MOVE, CheatStreetState
from tests.platform.catalog import registered_games


def game() -> CheatStreet:
    rules = registered_games().rules("cheat-street")
    assert isinstance(rules, CheatStreet)
    return rules


def with_side(view: CheatStreetView, seat: int, **changes: object) -> CheatStreetView:
    seats = list(view.board.seats)
    seats[seat] = structs.replace(seats[seat], **changes)
    return replace(view, board=structs.replace(view.board, seats=tuple(seats)))


def views() -> tuple[CheatStreetView, CheatStreetView]:
    """The public view at the deal and seat 0's own view."""
    rules = game()
    state = rules.setup(["Ana", "Ben", "Cy"], 1, {})
    return rules.view(state, None), rules.view(state, 0)


def test_a_pawn_fewer_turns_from_its_goal_tile_is_further_along() -> None:
    public, own = views()
    assert isinstance(own.private_board, SeatGoal)
    turns = turns_to(own.private_board.tile)
    near = next(space for space, count in turns.items() if count == 1)
    far, most = max(turns.items(), key=lambda pair: pair[1])
    shown = [advance(with_side(public, 0, position=space), own) for space in (near, far)]
    assert shown == [REVEAL_POINTS * nearness(count) / TARGET for count in (1, most)]
    assert shown[0] > shown[1] > 0


def test_a_bus_ride_counts_as_the_turn_it_ends() -> None:
    """The Bank (s32) lies one step from bus stop s31, whose twin is s47: a pawn at s46, one
    step before s47, needs a turn to ride and another to reveal, while a pawn four steps
    off along the street reaches the tile next turn on a 4 or a 5."""
    turns = turns_to("s32")
    assert turns["s46"] == 2
    assert turns["s36"] == pytest.approx(4 / 3)
    assert turns["s31"] == turns["s33"] == 1


def test_a_pawn_on_its_tile_must_leave_and_come_back() -> None:
    turns = turns_to("s32")
    assert turns["s32"] > turns["s31"]


def test_the_goal_tile_is_read_from_the_seats_own_board_not_its_words() -> None:
    """Without the private lines that name the card, the goal card on the seat's own board
    still tells where the pawn heads; without that card, no road counts."""
    public, own = views()
    assert isinstance(own.private_board, SeatGoal)
    near = next(s for s, count in turns_to(own.private_board.tile).items() if count == 1)
    public = with_side(public, 0, position=near)
    assert advance(public, replace(own, private=())) == advance(public, own) > 0
    assert advance(public, replace(own, private_board={})) == 0


def test_a_punishment_marker_costs_a_turn_of_points() -> None:
    public, own = views()
    assert isinstance(own.private_board, SeatGoal)
    scored = replace(public.players[0], score=10)
    public = replace(public, players=(scored, *public.players[1:]))
    calm = advance(public, own)
    marked = advance(with_side(public, 0, punished=True), own)
    assert calm - marked == pytest.approx(PUNISHMENT / TARGET)


# -- finishing: positions one and two turns from 21 points -------------------------------------

SEEDS = (1, 2, 3)


def at_turn_start(
    seat: int, points: int, card: str, space: str, roll: int, *, players: int = 4
) -> CheatStreetState:
    """Four players (or ``players``); ``seat`` holds ``card`` with ``points`` on ``space``,
    nobody calls it out (it stands where its turn began), and its die will show ``roll``."""
    rules = game()
    state = rules.setup(["Ana", "Ben", "Cy", "Di"][:players], 7, {})
    holder = state.hands.index(card) if card in state.hands else None
    if holder is None:
        state.deck[state.deck.index(card)] = state.hands[seat]
    else:
        state.hands[holder] = state.hands[seat]
    state.hands[seat] = card
    state.scores[seat] = points
    state.positions[seat] = space
    state.active, state.phase, state.trail = seat, MOVE, [space]
    state.rng = rolling(roll)
    return state


def rolling(face: int) -> Rng:
    """A generator whose next die roll (3-5) is ``face``."""
    seed = next(seed for seed in range(1000) if Rng.from_seed(seed).randint(3, 5) == face)
    return Rng.from_seed(seed)


def rolled(state: CheatStreetState) -> CheatStreetState:
    return game().apply(state, state.active, "roll")[0]


def picks(state: CheatStreetState, seat: int) -> set[str]:
    return {choose(game(), state, seat, seed=seed) for seed in SEEDS}


def test_a_computer_one_move_from_21_reveals_on_its_tile_and_wins() -> None:
    """Seventeen points, the Bank card, five steps from s36: the walk that reveals on the Bank
    tile wins the game, and the computer takes it."""
    state = rolled(at_turn_start(0, 17, "bank", "s36", 5))
    reveal = "go:s32:s35.s34.s33.s32:reveal"
    assert reveal in {action.id for action in game().legal_actions(state, 0)}
    assert picks(state, 0) == {reveal}
    assert game().outcome(game().apply(state, 0, reveal)[0]) is not None


def test_a_computer_two_turns_from_21_walks_where_next_turns_die_reaches_its_tile() -> None:
    """From the bus stop at s41 with the Bank card and a 5, the walk to s36 leaves the Bank four
    steps off (a 4 or a 5 reveals there next turn); the walk to s46, one step before the bus
    that rides to the Bank's corner, always needs two more turns (the ride ends one)."""
    state = rolled(at_turn_start(0, 17, "bank", "s41", 5))
    assert picks(state, 0) == {"go:s36:s40.s39.s38.s37.s36"}


# -- remembering what the table heard ----------------------------------------------------------


def call_out_phase(state: CheatStreetState) -> CheatStreetState:
    """Ana's turn from s10 (not Start), Ben then Cy free to call her out."""
    state.punished = [False] * len(state.players)
    state.positions[0] = "s10"
    state.active, state.phase, state.trail = 0, CALLOUT, ["s10"]
    state.callout = ReactionWindow.after(0, len(state.players))
    return state


def wrongly_called(wrong: int) -> CheatStreetState:
    """Three players; Ben has called Ana out wrong with ``wrong`` cards, one turn after
    another, none of them Cy's; now Ben passes and Cy, on 16 points, may call."""
    rules = game()
    state = rules.setup(["Ana", "Ben", "Cy"], 7, {})
    misses = [key for key in rules.board.goal_keys() if key not in (state.hands[0], state.hands[2])]
    for key in misses[:wrong]:
        state, _ = rules.apply(call_out_phase(state), 1, f"callout:{key}")
    state, _ = rules.apply(call_out_phase(state), 1, "pass")
    state.scores[2] = 16
    return state


def test_drawn_positions_never_give_a_seat_a_card_called_out_wrong_against_it() -> None:
    rules = game()
    state = wrongly_called(6)
    assert len(state.ruled_out[0]) == 6
    drawn = {rules.determinize(state, 2, Rng.from_seed(seed)).hands[0] for seed in range(200)}
    assert not drawn & set(state.ruled_out[0])
    assert len(drawn) == 11 - 6  # every other card Cy can't see stays possible


def test_a_computer_that_heard_every_other_card_called_wrong_calls_out_the_last_and_wins() -> None:
    """Ten wrong guesses (Ben's own card among them) and Cy's card leave one card Ana can hold:
    Cy names it and reaches 21."""
    state = wrongly_called(10)
    drawn = {game().determinize(state, 2, Rng.from_seed(seed)).hands[0] for seed in range(50)}
    assert drawn == {state.hands[0]}
    assert picks(state, 2) == {f"callout:{state.hands[0]}"}


# -- calling out -------------------------------------------------------------------------------


def called_from(space: str, *, caller_points: int = 0) -> CheatStreetState:
    """Four players; Ana's turn from ``space``, Ben (holding the Zoo card, on
    ``caller_points``) first to call her out."""
    state = call_out_phase(game().setup(["Ana", "Ben", "Cy", "Di"], 7, {}))
    assert state.hands[1] == "zoo"
    state.positions[0], state.trail = space, [space]
    state.scores[1] = caller_points
    return state


def test_the_likeliest_card_of_a_pawn_is_the_one_whose_tile_lies_nearest() -> None:
    """s56 is the only space on the board one turn from the Bakery tile and no nearer to any
    other; cards the table has ruled out have no chance at all."""
    chances = card_chances("s56", ())
    assert max(chances, key=lambda card: chances[card]) == "bakery"
    assert sum(chances.values()) == pytest.approx(1)
    narrowed = card_chances("s56", ("bakery", "zoo"))
    assert "bakery" not in narrowed and "zoo" not in narrowed
    assert max(narrowed.values()) > max(chances[card] for card in narrowed)


def test_a_computer_first_to_call_names_the_card_whose_tile_the_pawn_stands_by() -> None:
    """Ana begins her turn beside the Bakery tile: Ben names the Bakery card on every seed
    (a search over a few drawn positions per card kept a different card, or none, each time)."""
    assert picks(called_from("s56"), 1) == {"callout:bakery"}


def test_a_computer_passes_when_no_card_is_likely_enough(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cheat_street, "CALL_SHARE", 0.9)
    assert picks(called_from("s56"), 1) == {"pass"}


def test_a_call_that_would_win_is_made_on_a_smaller_chance(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Sixteen points and a right guess worth five: the Bakery card is named although a call
    worth only points would need more."""
    monkeypatch.setattr(cheat_street, "CALL_SHARE", 0.9)
    assert picks(called_from("s56", caller_points=16), 1) == {"callout:bakery"}


def test_cards_called_out_wrong_are_read_from_the_public_board() -> None:
    """Once Ben has guessed the Bakery card wrong against Ana, the public board says so, and
    the next caller looks elsewhere."""
    rules = game()
    state = called_from("s56")
    state.hands[0] = "toy-shop"
    state, _ = rules.apply(state, 1, "callout:bakery")
    public = rules.view(state, None)
    assert public.board.seats[0].ruled_out == ("bakery",)
    state = call_out_phase(state)
    state.positions[0], state.trail, state.punished[1] = "s56", ["s56"], True
    state.callout = ReactionWindow.after(0, 4, skip=[1])
    assert all(pick != "callout:bakery" for pick in picks(state, 2))


def test_a_move_step_by_step_is_left_out_of_the_search() -> None:
    """Every walk step by step ends where one of the whole moves offered beside it ends."""
    redundant = hints(CheatStreet).redundant
    assert redundant(STEP_BY_STEP)
    assert not redundant("go:s35:s37.s36.s35")


def test_a_computer_that_can_reveal_never_walks_step_by_step_instead() -> None:
    """Ana, far behind on no points, rolls a 5 two steps from the Library tile with the Library
    card, Ben holding a marker: the reveal, on every seed. On seeds 31 and 52 the search once
    kept the move step by step, whose random steps had happened to reveal too on the few
    positions drawn first, and the pawn then went on one step at a time."""
    state = at_turn_start(0, 0, "library", "s38", 5, players=3)
    state.positions[1:], state.scores[1:], state.punished[1] = ["s56", "s51"], [4, 13], True
    state = rolled(state)
    reveal = "go:s40:s39.s40:reveal"
    assert {choose(game(), state, 0, seed=seed) for seed in (1, 31, 52)} == {reveal}
