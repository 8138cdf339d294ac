"""One test per rule of Cheat Street: the rulebook plus the house rulings in its rules.md.

States are built from a seeded setup and then arranged through the state's own fields, so each
test puts the table exactly where the rule applies and then acts through the public Game methods.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from types import MappingProxyType

import pytest

from bot.engine import (
    OVER,
    Action,
    GameDataError,
    IllegalAction,
    MalformedAction,
    ReactionWindow,
    Rng,
    Stepping,
)
from bot.games.cheat_street.board import Board, Space
from bot.games.cheat_street.boards import Badge, PublicBoard, SeatGoal
from bot.games.cheat_street.opening import opening_roll
from bot.games.cheat_street.rules import CheatStreet
from bot.games.cheat_street.state import CALLOUT, MOVE, CheatStreetState
from tests.games.loading import load_game

DATA = Path(__file__).resolve().parents[2] / "data" / "cheat-street"
NAMES = ["Ana", "Ben", "Cid", "Dan", "Eve", "Fay"]


@pytest.fixture(scope="module")
def game() -> CheatStreet:
    return load_game(CheatStreet, DATA)


def new_game(game: CheatStreet, players: int = 3, seed: int = 1) -> CheatStreetState:
    return game.setup(NAMES[:players], seed, {})


def give(state: CheatStreetState, seat: int, key: str) -> None:
    """Hand ``seat`` the card ``key``, swapping with whoever holds it, so 12 stay accounted for."""
    if state.hands[seat] == key:
        return
    if key in state.deck:
        i = state.deck.index(key)
        state.deck[i], state.hands[seat] = state.hands[seat], key
    else:
        other = state.hands.index(key)
        state.hands[other], state.hands[seat] = state.hands[seat], key


def card_other_than(game: CheatStreet, *keys: str) -> str:
    return next(k for k in game.board.goal_keys() if k not in keys)


def turn_start(
    state: CheatStreetState, active: int, phase: str, positions: list[str] | None = None
) -> None:
    """Arrange the start of ``active``'s turn as the rules leave it (no roll, no move yet),
    the call-out window open to everyone free to call in a call-out phase."""
    if positions is not None:
        state.positions = list(positions)
    state.active = active
    state.phase = phase
    state.roll = None
    state.move = Stepping()
    state.trail = [state.positions[active]]
    state.callout = ReactionWindow()
    if phase == CALLOUT:
        unable = [seat for seat, marked in enumerate(state.punished) if marked or state.gone[seat]]
        state.callout = ReactionWindow.after(active, len(state.players), skip=unable)


def moving(
    state: CheatStreetState, active: int, path: list[str], steps_left: int, roll: int = 5
) -> None:
    """Arrange ``active`` mid-move, step by step: it went through ``path``, ``steps_left`` to go."""
    state.active = active
    state.phase = MOVE
    state.roll = roll
    state.move = Stepping(on=True, path=list(path), left=steps_left)
    state.trail = list(path)
    state.positions[active] = path[-1]
    state.callout = ReactionWindow()


def rng_rolling(*faces: int) -> Rng:
    """A generator whose next die rolls (3-5) are ``faces``, found by trying seeds in order."""
    for seed in range(100_000):
        probe = Rng.from_seed(seed)
        if all(probe.randint(3, 5) == face for face in faces):
            return Rng.from_seed(seed)
    raise AssertionError("no seed found")


def ids(actions: list[Action] | tuple[Action, ...]) -> list[str]:
    return [action.id for action in actions]


def texts(events: list) -> str:
    return " ".join(event.text for event in events)


def callout_state(
    game: CheatStreet, players: int = 4, punished: tuple[int, ...] = ()
) -> CheatStreetState:
    """Ana (seat 0) active on s10, everyone else but the ``punished`` free to call out: a
    call-out phase."""
    state = new_game(game, players)
    for seat in punished:
        state.punished[seat] = True
    turn_start(state, 0, CALLOUT, ["s10"] + ["s0"] * (players - 1))
    return state


# -- setting up ---------------------------------------------------------------------------------


def test_setup_puts_every_avatar_on_start(game: CheatStreet) -> None:
    for players in (3, 4, 5, 6):
        state = new_game(game, players)
        assert state.positions == ["s0"] * players
        board = game.view(state, None).board
        assert [side.position for side in board.seats] == ["s0"] * players


def test_setup_shuffles_twelve_goal_cards_and_deals_one_to_each_player(game: CheatStreet) -> None:
    deals = set()
    for seed in range(20):
        state = new_game(game, 4, seed)
        assert len(state.hands) == 4
        assert len(state.deck) == 8
        assert sorted(state.hands + state.deck) == sorted(game.board.goal_keys())
        deals.add(tuple(state.hands))
    assert len(deals) > 15  # shuffled: seeds give different deals


def test_players_may_look_at_their_own_goal_card(game: CheatStreet) -> None:
    state = new_game(game, 3)
    for seat in range(3):
        mine = game.board.goal(state.hands[seat]).name
        assert f"Your goal card: {mine}" in game.view(state, seat).private


def test_setup_needs_three_to_six_players(game: CheatStreet) -> None:
    with pytest.raises(IllegalAction, match=r"^Cheat Street is for 3 to 6 players, not 2\.$"):
        game.setup(NAMES[:2], 1, {})
    with pytest.raises(IllegalAction, match=r"^Cheat Street is for 3 to 6 players, not 7\.$"):
        game.setup([*NAMES, "Gus"], 1, {})
    assert (game.min_players, game.max_players) == (3, 6)
    assert (game.key, game.name) == ("cheat-street", "Cheat Street")


def test_highest_opening_roll_starts_and_ties_roll_again() -> None:
    class Scripted:
        def __init__(self, faces: list[int]) -> None:
            self.faces = faces

        def randint(self, low: int, high: int) -> int:
            assert (low, high) == (3, 5)
            return self.faces.pop(0)

    # Ana and Ben tie on 5; in the second round only they roll: Ana 4, Ben 3.
    lines, first = opening_roll(["Ana", "Ben", "Cid"], Scripted([5, 5, 3, 4, 3]))  # type: ignore[arg-type]
    assert first == 0
    assert lines == [
        "Opening roll: Ana 5, Ben 5, Cid 3.",
        "Ana and Ben tied on 5 and rolled again: Ana 4, Ben 3.",
        "Ana rolled highest and went first.",
    ]
    lines, first = opening_roll(["Ana", "Ben", "Cid"], Scripted([3, 4, 5]))  # type: ignore[arg-type]
    assert first == 2
    assert len(lines) == 2


def test_opening_rolls_are_kept_for_the_first_prompt(game: CheatStreet) -> None:
    for seed in range(10):
        state = new_game(game, 5, seed)
        lines = game.opening_lines(state)
        assert lines[0].startswith("Opening roll: ")
        assert lines[-1] == f"{state.players[state.active]} rolled highest and went first."
        assert game.load(game.dump(state)).opening == list(lines)


def test_first_player_moves_from_start_without_call_out(game: CheatStreet) -> None:
    state = new_game(game, 4)
    assert state.phase == MOVE
    assert ids(game.prompt(state).actions) == ["roll"]
    assert game.prompt(state).actors == (state.active,)


def test_turns_go_clockwise_in_seat_order(game: CheatStreet) -> None:
    state = new_game(game, 4)
    seen = []
    for _ in range(6):
        seen.append(state.active)
        moving(state, state.active, ["s28", "s27"], 0)  # paused on the Bakery, no steps left
        state, _ = game.apply(state, state.active, "stop")
        if state.phase == CALLOUT:
            state = game.expire(state)[0]
    assert all(b == (a + 1) % 4 for a, b in itertools.pairwise(seen))


# -- turn start -----------------------------------------------------------------------------------


def test_punished_player_skips_turn_and_loses_marker(game: CheatStreet) -> None:
    state = new_game(game, 3)
    state.punished[1] = True
    moving(state, 0, ["s28", "s27"], 0)
    after, events = game.apply(state, 0, "stop")
    assert after.active == 2
    assert after.punished == [False, False, False]
    assert "Ben's turn was skipped and the punishment marker removed" in texts(events)


def test_chain_of_punished_players_are_all_skipped(game: CheatStreet) -> None:
    state = new_game(game, 5)
    state.punished[1] = state.punished[2] = state.punished[3] = True
    moving(state, 0, ["s28", "s27"], 0)
    after, events = game.apply(state, 0, "stop")
    assert after.active == 4
    assert not any(after.punished)
    assert texts(events).count("turn was skipped and the punishment marker removed") == 3


def test_punished_next_players_wrap_round_to_the_mover(game: CheatStreet) -> None:
    state = new_game(game, 3)
    state.punished[1] = state.punished[2] = True
    moving(state, 0, ["s28", "s27"], 0)
    after, _ = game.apply(state, 0, "stop")
    assert after.active == 0
    assert after.punished == [False, False, False]


# -- call-out phase -------------------------------------------------------------------------------


def test_no_call_out_against_player_moving_from_start(game: CheatStreet) -> None:
    state = new_game(game, 3)
    moving(state, 0, ["s28", "s27"], 0)
    state.positions[1] = "s0"
    after, events = game.apply(state, 0, "stop")
    assert after.active == 1
    assert after.phase == MOVE
    assert game.deadline(after) is None
    assert "nobody may call out" in texts(events)
    # Off Start, the call-out phase opens.
    state.positions[1] = "s10"
    after, _ = game.apply(state, 0, "stop")
    assert after.phase == CALLOUT


def test_punished_players_may_not_call_out(game: CheatStreet) -> None:
    state = callout_state(game, 4, punished=(1,))
    assert game.legal_actions(state, 1) == []
    assert 1 not in game.prompt(state).actors
    assert game.view(state, None).board.caller == 2
    with pytest.raises(IllegalAction, match="punishment marker"):
        game.apply(state, 1, "callout:bakery")
    with pytest.raises(IllegalAction, match="punishment marker"):
        game.apply(state, 1, "pass")


def test_call_outs_are_asked_clockwise_from_the_active_player(game: CheatStreet) -> None:
    state = new_game(game, 4)
    turn_start(state, 2, CALLOUT, ["s0", "s0", "s10", "s0"])
    order = []
    while state.phase == CALLOUT:
        caller = game.view(state, None).board.caller
        order.append(caller)
        state, _ = game.apply(state, caller, "pass")
    assert order == [3, 0, 1]


def test_only_first_eligible_player_who_has_not_passed_may_call_out(game: CheatStreet) -> None:
    state = callout_state(game, 4)
    assert "callout:bakery" in ids(game.legal_actions(state, 1))
    assert ids(game.legal_actions(state, 2)) == ["pass"]
    with pytest.raises(IllegalAction, match="Ben may call out first"):
        game.apply(state, 2, "callout:bakery")
    state, _ = game.apply(state, 1, "pass")
    assert game.view(state, None).board.caller == 2
    assert len(ids(game.legal_actions(state, 2))) == 13


def test_any_eligible_player_may_pass_before_their_turn_to_call(game: CheatStreet) -> None:
    state = callout_state(game, 4)
    state, events = game.apply(state, 3, "pass")
    assert state.callout.answered == [3]
    assert state.phase == CALLOUT
    assert game.view(state, None).board.caller == 1
    assert "Dan passed" in texts(events)
    with pytest.raises(IllegalAction, match="already passed"):
        game.apply(state, 3, "pass")
    state, _ = game.apply(state, 1, "pass")
    assert game.view(state, None).board.caller == 2


def test_call_out_phase_ends_when_every_eligible_player_passed(game: CheatStreet) -> None:
    state = callout_state(game, 3)
    state, _ = game.apply(state, 2, "pass")
    state, events = game.apply(state, 1, "pass")
    assert state.phase == MOVE
    assert state.positions[0] == "s10"
    assert ids(game.legal_actions(state, 0)) == ["roll"]
    assert "nobody called Ana out" in texts(events)


def test_only_one_call_out_per_turn(game: CheatStreet) -> None:
    state = callout_state(game, 4)
    give(state, 0, "zoo")
    state, _ = game.apply(state, 1, "callout:bakery")
    assert state.phase == MOVE
    for seat in (1, 2, 3):
        assert game.legal_actions(state, seat) == []
        with pytest.raises(IllegalAction, match="call-out phase of this turn is over"):
            game.apply(state, seat, "callout:zoo")


def test_expire_treats_remaining_callers_as_passed(game: CheatStreet) -> None:
    state = callout_state(game, 4)
    state, _ = game.apply(state, 1, "pass")
    after, events = game.expire(state)
    assert after.phase == MOVE
    assert after.callout.answered == [1, 2, 3]
    assert "Time is up" in texts(events)
    assert "Cid and Dan passed" in texts(events)
    assert state.phase == CALLOUT  # input untouched


def test_expire_with_nothing_timed_is_illegal(game: CheatStreet) -> None:
    state = new_game(game, 3)
    assert game.deadline(state) is None
    with pytest.raises(IllegalAction, match="Nothing is waiting"):
        game.expire(state)


def test_deadline_names_the_call_out_phase_only_while_open(game: CheatStreet) -> None:
    state = callout_state(game, 3)
    assert game.deadline(state) == "call-out"
    state, _ = game.expire(state)
    assert game.deadline(state) is None


def test_active_player_has_no_action_during_call_out(game: CheatStreet) -> None:
    state = callout_state(game, 3)
    assert game.legal_actions(state, 0) == []
    assert 0 not in game.prompt(state).actors
    with pytest.raises(IllegalAction, match="may still call you out"):
        game.apply(state, 0, "roll")
    with pytest.raises(IllegalAction, match="call yourself out"):
        game.apply(state, 0, "callout:bakery")


def test_no_eligible_callers_goes_straight_to_movement(game: CheatStreet) -> None:
    """Arranged: Ben and Cid both hold markers when Ana's turn starts, so nobody may call."""
    state = new_game(game, 3)
    moving(state, 2, ["s28", "s27"], 0)
    state.positions[0] = "s10"
    state.punished[1] = True
    after, _ = game.apply(state, 2, "stop")
    assert after.active == 0 and after.phase == CALLOUT  # Cid is free to call: the phase opens
    state.punished[2] = True
    after, events = game.apply(state, 2, "stop")
    assert after.active == 0
    assert after.phase == MOVE
    assert game.deadline(after) is None
    assert ids(game.legal_actions(after, 0)) == ["roll"]
    assert "nobody may call out" in texts(events)


def test_right_call_out_scores_five_and_sends_active_to_start_with_new_card(
    game: CheatStreet,
) -> None:
    state = callout_state(game, 3)
    give(state, 0, "bakery")
    after, events = game.apply(state, 1, "callout:bakery")
    assert after.scores == [0, 5, 0]
    assert after.hands[0] != "bakery"
    assert "bakery" in after.deck
    assert after.positions[0] == "s0"
    assert after.trail == ["s10", "s0"]  # the jump back to Start shows in this turn's path
    assert after.phase == MOVE
    assert ids(game.legal_actions(after, 0)) == ["roll"]  # goes on with the movement phase
    assert "Ben called Ana out with Bakery and was right: +5 → 5" in texts(events)
    private = [e.private for e in events if e.private]
    new_name = game.board.goal(after.hands[0]).name
    assert private == [{0: f"Your new goal card: {new_name}."}]
    assert sorted(after.hands + after.deck) == sorted(game.board.goal_keys())


def test_after_a_right_call_out_the_move_starts_afresh_from_start(game: CheatStreet) -> None:
    state = callout_state(game, 3)
    state.positions[0] = "s1"  # next to Start: the jump back is no step, so s1 is no U-turn
    state.trail = ["s1"]
    give(state, 0, "park")
    state, _ = game.apply(state, 1, "callout:park")
    state.rng = rng_rolling(3)
    state, _ = game.apply(state, 0, "roll")
    state, _ = game.apply(state, 0, "step-by-step")
    assert ids(game.legal_actions(state, 0)) == ["move:s1", "move:s3", "move:s5", "move:s7"]
    state, _ = game.apply(state, 0, "move:s1")
    assert state.trail == ["s1", "s0", "s1", "s11"]


def test_right_call_out_draws_new_card_before_shuffling_old_one_in(game: CheatStreet) -> None:
    for seed in range(30):
        state = callout_state(game, 3)
        state.rng = Rng.from_seed(seed)
        give(state, 0, "bakery")
        top = state.deck[0]
        after, _ = game.apply(state, 1, "callout:bakery")
        assert after.hands[0] == top  # the top card of the deck, drawn before the shuffle


def test_right_call_out_reaching_21_wins_at_once(game: CheatStreet) -> None:
    state = callout_state(game, 3)
    state.scores = [0, 16, 0]
    give(state, 0, "zoo")
    after, events = game.apply(state, 1, "callout:zoo")
    assert after.phase == OVER
    assert after.winners == [1]
    assert after.scores[1] == 21
    assert "Ben reached 21 points and won!" in texts(events)
    outcome = game.outcome(after)
    assert outcome is not None and outcome.winners == (1,)


def test_wrong_call_out_punishes_caller_and_keeps_card_secret(game: CheatStreet) -> None:
    state = callout_state(game, 3)
    give(state, 0, "zoo")
    after, events = game.apply(state, 1, "callout:bank")
    assert after.punished == [False, True, False]
    assert after.scores == [0, 0, 0]
    assert after.hands == state.hands
    assert after.positions[0] == "s10"
    assert after.phase == MOVE
    words = texts(events)
    assert "Ben called Ana out with Bank and was wrong" in words
    assert "Zoo" not in words and "zoo" not in words
    assert all(not event.private for event in events)
    assert "punished" in game.view(after, None).players[1].badges


def test_the_table_remembers_the_wrong_call_outs_against_a_card(game: CheatStreet) -> None:
    """A wrong guess tells everyone the card the mover does not hold, until she draws anew."""
    state = callout_state(game, 3)
    give(state, 0, "zoo")
    state, _ = game.apply(state, 1, "callout:bank")
    assert state.ruled_out == [["bank"], [], []]
    state.punished[1] = False
    turn_start(state, 0, CALLOUT)
    state, _ = game.apply(state, 1, "pass")
    state, _ = game.apply(state, 2, "callout:park")
    assert state.ruled_out == [["bank", "park"], [], []]


def test_a_card_given_up_is_remembered_as_not_the_new_one(game: CheatStreet) -> None:
    """Caught or revealed, the old card goes back only after the new one is drawn, so the table
    knows the new card is not it, and forgets the wrong guesses against the old."""
    state = callout_state(game, 3)
    give(state, 0, "zoo")
    state.ruled_out[0] = ["bank"]
    state, _ = game.apply(state, 1, "callout:zoo")
    assert state.ruled_out[0] == ["zoo"]
    give(state, 2, "bakery")
    moving(state, 2, ["s29", "s28", "s27"], 2)
    state, _ = game.apply(state, 2, "reveal")
    assert state.ruled_out[2] == ["bakery"]


def test_a_removed_player_takes_the_tables_memory_of_her_card_with_her(
    game: CheatStreet,
) -> None:
    state = callout_state(game, 4)
    give(state, 3, "zoo")
    state.ruled_out[3] = ["bank"]
    after, _ = game.remove_player(state, 3)
    assert after.ruled_out[3] == []


def test_a_save_naming_a_held_card_as_ruled_out_is_refused(game: CheatStreet) -> None:
    state = callout_state(game, 3)
    give(state, 0, "zoo")
    with pytest.raises(GameDataError, match="field ruled_out rules out the card a seat holds"):
        game.load({**game.dump(state), "ruled_out": [["zoo"], [], []]})
    with pytest.raises(GameDataError, match="field ruled_out names a goal card the board"):
        game.load({**game.dump(state), "ruled_out": [["moon"], [], []]})


# -- movement phase -------------------------------------------------------------------------------


def test_roll_uses_the_three_to_five_die(game: CheatStreet) -> None:
    faces = set()
    for seed in range(60):
        state = new_game(game, 3, seed)
        after, events = game.apply(state, state.active, "roll")
        assert after.roll in (3, 4, 5)
        assert f"rolled {after.roll}" in texts(events)
        faces.add(after.roll)
    assert faces == {3, 4, 5}


def test_must_roll_before_moving(game: CheatStreet) -> None:
    state = new_game(game, 3)
    with pytest.raises(IllegalAction, match="Roll the die first"):
        game.apply(state, state.active, "move:s1")
    state, _ = game.apply(state, state.active, "roll")
    assert state.phase == MOVE and state.roll is not None
    with pytest.raises(IllegalAction, match="already rolled"):
        game.apply(state, state.active, "roll")


def test_wrong_turn_is_refused_with_the_active_name(game: CheatStreet) -> None:
    state = new_game(game, 3)
    other = (state.active + 1) % 3
    name = state.players[state.active]
    with pytest.raises(IllegalAction, match=f"It's {name}'s turn."):
        game.apply(state, other, "roll")
    assert game.legal_actions(state, other) == []


def test_move_takes_exactly_the_rolled_number_of_steps(game: CheatStreet) -> None:
    state = new_game(game, 3)
    turn_start(state, 0, MOVE, ["s2", "s0", "s0"])
    state.rng = rng_rolling(4)
    state, _ = game.apply(state, 0, "roll")
    assert state.roll == 4
    state, _ = game.apply(state, 0, "step-by-step")
    # From s2 (two ways): choose s29 then west: s28, the Bakery (pause), s26.
    assert ids(game.legal_actions(state, 0)) == ["move:s11", "move:s29"]
    state, _ = game.apply(state, 0, "move:s29")
    assert state.move.left == 3
    state, _ = game.apply(state, 0, "move:s28")
    assert state.trail == ["s2", "s29", "s28", "s27"]  # stepped on to the Bakery, paused
    assert state.move.left == 1
    state, _ = game.apply(state, 0, "move:s26")
    assert state.positions[0] == "s26"
    assert state.active == 1  # the fourth step was the last: the turn is over


def test_no_u_turn_within_a_move(game: CheatStreet) -> None:
    state = new_game(game, 3)
    moving(state, 0, ["s0", "s1", "s11"], 3)
    assert ids(game.legal_actions(state, 0)) == ["move:s2", "move:s10", "move:s12"]
    with pytest.raises(IllegalAction, match="straight back"):
        game.apply(state, 0, "move:s1")
    with pytest.raises(IllegalAction, match="not next to you"):
        game.apply(state, 0, "move:s40")


def test_single_way_steps_automatically(game: CheatStreet) -> None:
    state = new_game(game, 3)
    turn_start(state, 0, MOVE, ["s0", "s0", "s0"])
    state.rng = rng_rolling(3)
    state, _ = game.apply(state, 0, "roll")
    state, _ = game.apply(state, 0, "step-by-step")
    assert state.trail == ["s0"]  # a crossing: the player chooses
    state, events = game.apply(state, 0, "move:s3")
    # s3 has one way on (s15), which is a crossing again.
    assert state.trail == ["s0", "s3", "s15"]
    assert state.move.left == 1
    assert events == []  # the walk is told once, when the move ends


def test_landing_on_ordinary_space_with_no_steps_left_ends_turn(game: CheatStreet) -> None:
    state = new_game(game, 3)
    moving(state, 0, ["s0", "s1", "s11"], 1)
    after, events = game.apply(state, 0, "move:s2")
    assert after.positions[0] == "s2"
    assert after.active == 1
    assert "walked 3 steps via North Avenue" in texts(events)


def test_movement_pauses_on_every_goal_tile_matching_or_not(game: CheatStreet) -> None:
    for card in ("harbour", "zoo"):  # matching, then not
        state = new_game(game, 3)
        give(state, 0, card)
        moving(state, 0, ["s0", "s3", "s15"], 3)
        after, _ = game.apply(state, 0, "move:s14")
        assert after.trail == ["s0", "s3", "s15", "s14", "s13"]  # stops at the Harbour
        assert after.move.left == 1
        assert ids(game.prompt(after).actions) == ["reveal", "move:s12"]


def test_movement_pauses_on_every_bus_stop(game: CheatStreet) -> None:
    state = new_game(game, 3)
    moving(state, 0, ["s29", "s30"], 3)
    after, _ = game.apply(state, 0, "move:s31")
    assert after.positions[0] == "s31"
    assert after.move.left == 2
    assert ids(game.legal_actions(after, 0)) == ["bus", "move:s32"]


def test_stop_ends_the_move_on_a_pause_tile_with_no_steps_left(game: CheatStreet) -> None:
    state = new_game(game, 3)
    moving(state, 0, ["s28", "s27"], 0)
    give(state, 0, "zoo")
    assert ids(game.legal_actions(state, 0)) == ["stop"]
    after, events = game.apply(state, 0, "stop")
    assert after.positions[0] == "s27"
    assert after.active == 1
    assert "walked to the Bakery via Outer Ring North" in texts(events)
    moving(state, 0, ["s28", "s27"], 2)
    with pytest.raises(IllegalAction, match="still have 2 steps"):
        game.apply(state, 0, "stop")


def test_players_may_share_a_space(game: CheatStreet) -> None:
    state = new_game(game, 3)
    state.positions = ["s1", "s2", "s2"]
    moving(state, 0, ["s0", "s1", "s11"], 1)
    after, _ = game.apply(state, 0, "move:s2")
    assert after.positions == ["s2", "s2", "s2"]


# -- reveal -------------------------------------------------------------------------------------


def test_matching_reveal_scores_four_ends_move_and_draws_new_card(game: CheatStreet) -> None:
    state = new_game(game, 3)
    give(state, 0, "bakery")
    moving(state, 0, ["s29", "s28", "s27"], 2)  # passing through: steps remain
    assert "reveal" in ids(game.legal_actions(state, 0))
    top = state.deck[0]
    after, events = game.apply(state, 0, "reveal")
    assert after.scores == [4, 0, 0]
    assert after.positions[0] == "s27"  # the move ends there
    assert after.active == 1
    assert after.hands[0] == top != "bakery"
    assert "bakery" in after.deck
    assert "Ana revealed the Bakery goal card: +4 → 4" in texts(events)
    assert [e.private for e in events if e.private] == [
        {0: f"Your new goal card: {game.board.goal(top).name}."}
    ]


def test_non_matching_reveal_is_refused_privately_and_changes_nothing(game: CheatStreet) -> None:
    state = new_game(game, 3)
    give(state, 0, "zoo")
    moving(state, 0, ["s28", "s27"], 0)
    before = game.dump(state)
    assert "reveal" in ids(game.prompt(state).actions)
    assert "reveal" not in ids(game.legal_actions(state, 0))
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, 0, "reveal")
    assert str(refused.value) == "Your goal card is not the Bakery."
    assert game.dump(state) == before
    # Another seat pressing the button learns nothing about Ana's card.
    with pytest.raises(IllegalAction) as other:
        game.apply(state, 1, "reveal")
    assert str(other.value) == "It's Ana's turn."


def test_reveal_reaching_21_wins_at_once(game: CheatStreet) -> None:
    state = new_game(game, 3)
    state.scores = [19, 20, 0]
    give(state, 0, "bakery")
    moving(state, 0, ["s28", "s27"], 3)
    after, events = game.apply(state, 0, "reveal")
    assert after.phase == OVER
    assert after.winners == [0]
    assert after.scores == [23, 20, 0]
    assert "Ana reached 23 points and won!" in texts(events)
    assert game.prompt(after).actors == ()
    assert game.view(after, None).board.winner == 0


def test_starting_space_does_not_count_as_passed(game: CheatStreet) -> None:
    state = new_game(game, 3)
    give(state, 0, "bakery")
    turn_start(state, 0, MOVE, ["s27", "s0", "s0"])
    state.rng = rng_rolling(3)
    after, _ = game.apply(state, 0, "roll")
    assert not [a for a in ids(game.prompt(after).actions) if a.startswith("go:s27:")]
    after, _ = game.apply(after, 0, "step-by-step")
    actions = ids(game.prompt(after).actions)
    assert "reveal" not in actions
    assert actions == ["move:s26", "move:s28"]


# -- bus stops ------------------------------------------------------------------------------------


def test_bus_rides_to_the_matching_stop_and_ends_the_move(game: CheatStreet) -> None:
    state = new_game(game, 3)
    moving(state, 0, ["s56", "s25"], 2)  # passing bus stop A with steps left
    after, events = game.apply(state, 0, "bus")
    assert after.positions[0] == "s41"
    assert after.active == 1
    assert "rode bus A across the board" in texts(events)


def test_arriving_by_bus_gives_no_action_at_the_arrival_stop(game: CheatStreet) -> None:
    state = new_game(game, 3)
    moving(state, 0, ["s30", "s31"], 0)  # landed on bus stop C
    after, _ = game.apply(state, 0, "bus")
    assert after.positions[0] == "s47"
    assert after.active != 0  # the move ended at once: no ride back, no pause at s47
    assert game.legal_actions(after, 0) == []


def test_bus_is_refused_away_from_a_bus_stop(game: CheatStreet) -> None:
    state = new_game(game, 3)
    moving(state, 0, ["s28", "s27"], 1)
    with pytest.raises(IllegalAction, match="not on a bus stop"):
        game.apply(state, 0, "bus")


# -- winning and the end --------------------------------------------------------------------------


def test_game_over_refuses_every_action(game: CheatStreet) -> None:
    state = new_game(game, 3)
    state.phase = OVER
    state.winners = [0]
    state.scores = [21, 3, 0]
    for seat in range(3):
        assert game.legal_actions(state, seat) == []
        for action in ("roll", "pass", "callout:zoo", "move:s1", "reveal", "bus", "stop", "x"):
            with pytest.raises(IllegalAction, match=r"^This game has ended\.$"):
                game.apply(state, seat, action)
    with pytest.raises(IllegalAction, match=r"^This game has ended\.$"):
        game.expire(state)


def test_outcome_names_the_winner_with_standings_best_first(game: CheatStreet) -> None:
    state = new_game(game, 4)
    assert game.outcome(state) is None
    state.phase = OVER
    state.winners = [2]
    state.scores = [8, 13, 22, 13]
    outcome = game.outcome(state)
    assert outcome is not None
    assert outcome.winners == (2,)
    assert outcome.standings == ((2, 22), (1, 13), (3, 13), (0, 8))
    assert outcome.reason == "Cid reached 22 points."
    assert game.view(state, None).phase == "Game over: Cid won"


def test_the_public_board_says_what_each_score_is_made_of(game: CheatStreet) -> None:
    state = callout_state(game, 3)
    give(state, 0, "bakery")
    state, _ = game.apply(state, 1, "callout:bakery")
    assert made(game, state) == ["", "1 call-out", ""]
    give(state, 2, "zoo")
    moving(state, 2, ["s20", "s21"], 0)
    state, _ = game.apply(state, 2, "reveal")
    assert made(game, state) == ["", "1 call-out", "1 reveal"]
    state.reveals, state.callouts = [0, 2, 3], [0, 1, 0]
    assert made(game, state)[1:] == ["2 reveals, 1 call-out", "3 reveals"]


def made(game: CheatStreet, state: CheatStreetState) -> list[str]:
    """What the public board says each seat's score is made of."""
    return [side.made for side in game.view(state, None).board.seats]


def test_a_game_saved_before_the_counts_loads_and_plays_on_without_them(
    game: CheatStreet,
) -> None:
    state = callout_state(game, 3)
    saved = {k: v for k, v in game.dump(state).items() if k not in ("reveals", "callouts")}
    old = game.load(game.migrate_state(saved, 4))
    assert old.reveals == old.callouts == []
    give(old, 0, "bakery")
    after, _ = game.apply(old, 1, "callout:bakery")
    assert after.scores == [0, 5, 0] and after.callouts == []
    assert made(game, after) == ["", "", ""]
    with pytest.raises(GameDataError, match="field reveals must have 3 entries or none"):
        game.load({**game.dump(state), "reveals": [0]})


def test_a_game_saved_before_the_tables_memory_loads_with_an_empty_one(
    game: CheatStreet,
) -> None:
    state = callout_state(game, 3)
    saved = {k: v for k, v in game.dump(state).items() if k != "ruled_out"}
    old = game.load(game.migrate_state(saved, 5))
    assert old.ruled_out == [[], [], []]
    assert game.dump(old) == game.dump(state)


def test_a_seat_sees_its_own_goal_card_and_its_tile_for_its_picture(game: CheatStreet) -> None:
    state = new_game(game, 3)
    give(state, 1, "bakery")
    own = game.view(state, 1).private_board
    assert own == SeatGoal(goal="bakery", name="Bakery", tile="s27", where="north-west of Start")
    assert game.view(state, None).private_board == {}
    state.gone[2] = True
    assert game.view(state, 2).private_board == {}


def test_goal_cards_are_always_accounted_for(game: CheatStreet) -> None:
    state = callout_state(game, 6)
    give(state, 0, "zoo")
    state, _ = game.apply(state, 1, "callout:zoo")
    assert len(state.deck) + len(state.hands) == 12
    assert sorted(state.deck + state.hands) == sorted(game.board.goal_keys())


# -- the surface the Discord layer relies on ------------------------------------------------------


def test_an_id_naming_no_goal_card_or_space_of_the_board_is_malformed(game: CheatStreet) -> None:
    state = new_game(game, 3)
    for bad in ("dance", "move:nowhere", "callout:moon", "go:s1:s1:reveal:0", ""):
        with pytest.raises(MalformedAction, match=r'^".*" is not a Cheat Street action\.$'):
            game.apply(state, state.active, bad)


def test_prompt_shows_reveal_on_a_goal_tile_whatever_the_card(game: CheatStreet) -> None:
    prompts = []
    for card in game.board.goal_keys():
        state = new_game(game, 3)
        give(state, 0, card)
        moving(state, 0, ["s28", "s27"], 2)
        prompts.append(game.prompt(state))
        assert ("reveal" in ids(game.legal_actions(state, 0))) == (card == "bakery")
    assert all(p == prompts[0] for p in prompts)
    assert "reveal" in ids(prompts[0].actions)


def test_action_ids_and_labels(game: CheatStreet) -> None:
    state = callout_state(game, 3)
    callouts = [a for a in game.prompt(state).actions if a.id.startswith("callout:")]
    assert len(callouts) == 12
    assert all(a.group == "Call out the active player" for a in callouts)
    assert Action("callout:bakery", "Call out: Bakery", "Call out the active player") in callouts
    moving(state, 0, ["s0"], 3)
    moves = game.legal_actions(state, 0)
    assert [a.label for a in moves] == [
        "1 · Step north",
        "2 · Step east",
        "3 · Step south",
        "4 · Step west",
    ]
    assert game.view(state, None).board.badges == tuple(
        Badge(space, number)
        for space, number in (("s1", "1"), ("s3", "2"), ("s5", "3"), ("s7", "4"))
    )
    assert all(a.group is None for a in moves)
    moving(state, 0, ["s30", "s31"], 0)
    assert [a.label for a in game.legal_actions(state, 0)] == [
        "Ride bus line C to the other side",
        "Stop at bus stop C",
    ]
    for action in game.prompt(state).actions:
        assert action.id.isascii() and len(action.id) <= 100


def test_more_than_five_moves_go_into_one_select_menu(game: CheatStreet) -> None:
    hub = {f"h{i}": Space(f"h{i}", "street", 100 * i, 0) for i in range(7)}
    near = {"h0": tuple(f"h{i}" for i in range(1, 7))} | {f"h{i}": ("h0",) for i in range(1, 7)}
    star = Board(
        "star", (1000, 1000), MappingProxyType(hub), MappingProxyType(near), game.board.goals, "h0"
    )
    starry = CheatStreet(game.manifest, star, "")
    state = new_game(game, 3)
    state.positions = ["h0", "h0", "h0"]
    moving(state, 0, ["h0"], 3)
    moves = starry.legal_actions(state, 0)
    assert len(moves) == 6
    assert all(a.group == "Move" for a in moves)


def test_public_view_board_is_the_declared_board(game: CheatStreet) -> None:
    state = callout_state(game, 4, punished=(3,))
    view = game.view(state, None)
    assert isinstance(view.board, PublicBoard)
    assert view.board.phase == "callout"
    assert view.board.caller == 1
    assert [side.punished for side in view.board.seats] == [False, False, False, True]
    assert view.players[3].badges == ("punished",)
    assert view.phase == "Ben may call Ana out"
    assert view.private == ()
    moving(state, 0, ["s0", "s1", "s11"], 3)
    assert game.view(state, None).phase == "Ana to walk 3 more steps"


def test_a_saved_game_must_hold_every_goal_card(game: CheatStreet) -> None:
    state = callout_state(game, 5)
    state, _ = game.apply(state, 1, "callout:park")
    data = game.dump(state)
    with pytest.raises(GameDataError, match="field deck and hands do not hold the board's goal"):
        game.load({**data, "deck": data["deck"][1:]})
    with pytest.raises(GameDataError, match="field hands and deck hold a goal card twice"):
        game.load({**data, "deck": [*data["deck"][1:], data["hands"][0]]})


def test_rules_text_is_the_summary_with_house_rulings(game: CheatStreet) -> None:
    text = game.rules_text()
    assert text == (DATA / "rules.md").read_text(encoding="utf-8")
    assert "## House rulings" in text
    assert len(text) < 3800


# -- idle players (the table moves past someone who does not act) ------------------------------


def test_skipping_an_idle_mover_ends_their_turn(game: CheatStreet) -> None:
    state = new_game(game, 3)
    turn_start(state, 0, MOVE)
    after, events = game.skip_turn(state, 0)
    assert after.active == 1
    assert "took too long" in texts(events)
    assert state.active == 0  # the input is untouched


def test_skipping_an_idle_caller_counts_as_a_pass(game: CheatStreet) -> None:
    state = callout_state(game)
    after, events = game.skip_turn(state, 1)
    assert 1 in after.callout.answered and "counted as passing" in texts(events)


def test_skipping_someone_the_game_is_not_waiting_for_is_refused(game: CheatStreet) -> None:
    state = new_game(game, 3)
    turn_start(state, 0, MOVE)
    with pytest.raises(IllegalAction, match="isn't holding up"):
        game.skip_turn(state, 2)


def test_a_removed_player_returns_their_card_and_is_passed_by(game: CheatStreet) -> None:
    state = new_game(game, 4)
    turn_start(state, 0, MOVE)
    after, events = game.remove_player(state, 0)
    assert after.gone[0] and after.hands[0] == ""
    assert sorted([c for c in after.hands if c] + after.deck) == sorted(game.board.goal_keys())
    assert after.active == 1
    assert "removed" in texts(events)
    assert game.view(after, None).players[0].badges == ("removed",)
    assert game.view(after, 0).private == ("You have left this game.",)
    assert game.load(game.dump(after)).gone == after.gone
    for _ in range(60):  # the removed seat never acts again
        actors = game.prompt(after).actors
        if not actors:
            break
        assert 0 not in actors and after.active != 0
        seat = actors[0]
        after, _ = game.apply(after, seat, game.legal_actions(after, seat)[-1].id)


def test_removing_a_player_below_three_is_refused(game: CheatStreet) -> None:
    state = new_game(game, 3)
    with pytest.raises(IllegalAction, match="at least 3 players"):
        game.remove_player(state, 0)


def test_the_move_that_just_ended_stays_visible_to_everyone(game: CheatStreet) -> None:
    state = new_game(game, 3)
    turn_start(state, 0, MOVE, ["s0", "s0", "s0"])
    state.rng = rng_rolling(3)
    state, _ = game.apply(state, 0, "roll")
    state, _ = game.apply(state, 0, "step-by-step")
    while state.active == 0:  # step on (or stop) until the move is over
        options = [a.id for a in game.legal_actions(state, 0) if a.id.startswith(("move:", "stop"))]
        state, _ = game.apply(state, 0, options[0])
    board = game.view(state, None).board
    assert board.last_move is not None and board.last_move.seat == 0
    assert board.last_move.path[0] == "s0" and len(board.last_move.path) == 4
    assert board.path == (state.positions[state.active],)
