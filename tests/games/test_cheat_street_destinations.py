"""Moves in one choice: the house rulings on destinations, each rule a test.

A destination names the whole move (where it ends and the way there, or the goal tile or bus
stop on the way where it stops early); it must be exactly the same move as the steps taken one by
one, offered from public facts only.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import MappingProxyType

import pytest

from bot.engine import Event, IllegalAction, apply_logged, replay
from bot.games.cheat_street.actions import RIDE
from bot.games.cheat_street.board import Board, Space
from bot.games.cheat_street.routes import END, Destination
from bot.games.cheat_street.rules import CheatStreet
from bot.games.cheat_street.state import MOVE, CheatStreetState
from tests.games.loading import load_game
from tests.games.test_cheat_street_rules import give, new_game, rng_rolling, turn_start

DATA = Path(__file__).resolve().parents[2] / "data" / "cheat-street"
GROUP = "Where to go"
STARTS = ("s0", "s2", "s9", "s27", "s31", "s37", "s41", "s52")
"""Start, an avenue, goal tiles, bus stops, crossings: the kinds of space a move begins on."""


@pytest.fixture(scope="module")
def game() -> CheatStreet:
    return load_game(CheatStreet, DATA)


def rolled(game: CheatStreet, here: str, roll: int, card: str | None = None) -> CheatStreetState:
    """Ana (seat 0) on ``here`` has just rolled ``roll``: the destinations are offered."""
    state = new_game(game, 3)
    if card is not None:
        give(state, 0, card)
    turn_start(state, 0, MOVE, [here, "s0", "s0"])
    state.rng = rng_rolling(roll)
    state, _ = game.apply(state, 0, "roll")
    assert state.roll == roll
    return state


def offered(game: CheatStreet, state: CheatStreetState) -> list[Destination]:
    found = [game.controls.destination(action.id) for action in game.prompt(state).actions]
    return [d for d in found if d is not None]


def finish_action(destination: Destination) -> str | None:
    """The step-by-step action that ends the move at the destination, if one is needed."""
    return {END: None, RIDE: "bus"}.get(destination.finish, destination.finish)


def one_by_one(
    game: CheatStreet, state: CheatStreetState, destination: Destination, seat: int = 0
) -> tuple[CheatStreetState, list[Event], list[str]]:
    """Walk ``destination`` step by step through the public actions: state, events, actions."""
    actions = ["step-by-step"]
    state, events = game.apply(state, seat, "step-by-step")
    origin = len(state.trail)
    for index, space in enumerate(destination.walk):
        if state.roll is None or len(state.trail) - origin > index:
            continue  # the move already ended, or a forced step already took the pawn here
        actions.append(f"move:{space}")
        state, more = game.apply(state, seat, f"move:{space}")
        events += more
    finish = finish_action(destination)
    if finish is None and state.roll is not None:
        finish = "stop"  # the full count ended on a goal tile or bus stop
    if finish is not None:
        actions.append(finish)
        state, more = game.apply(state, seat, finish)
        events += more
    return state, events, actions


def with_card_for(game: CheatStreet, state: CheatStreetState, d: Destination) -> CheatStreetState:
    """The same table where the mover holds the card a reveal at ``d`` needs."""
    goal = game.board.space(d.space).goal
    if d.finish != "reveal" or goal is None:
        return state
    state = game.copy(state)
    give(state, 0, goal)
    return state


def test_a_destination_move_equals_the_same_steps_taken_one_by_one(game: CheatStreet) -> None:
    compared = 0
    for here in STARTS:
        for roll in (3, 4, 5):
            start = rolled(game, here, roll)
            for destination in offered(game, start):
                state = with_card_for(game, start, destination)
                at_once, events = game.apply(state, 0, game.controls.destination_id(destination))
                stepped, step_events, _ = one_by_one(game, state, destination)
                assert game.dump(at_once) == game.dump(stepped), destination
                assert events == step_events, destination
                compared += 1
    assert compared > 200


def test_a_destination_move_replays_from_the_log_like_the_steps(game: CheatStreet) -> None:
    names = ["Ana", "Ben", "Cid"]
    for seed in range(6):
        state = game.setup(names, seed, {})
        mover = state.active
        log: list[tuple[int | None, str]] = [(mover, "roll")]
        state, _ = game.apply(state, mover, "roll")
        for destination in offered(game, state)[::3]:
            if destination.finish == "reveal":
                continue  # the dealt card decides; the test above covers every reveal
            events_at_once = _replayed_events(
                game, names, seed, [*log, (mover, game.controls.destination_id(destination))]
            )
            moved = game.apply(state, mover, game.controls.destination_id(destination))[0]
            steps = one_by_one(game, state, destination, mover)[2]
            step_log = [*log, *((mover, action) for action in steps)]
            assert events_at_once == _replayed_events(game, names, seed, step_log)
            assert game.dump(replay(game, names, seed, {}, step_log)) == game.dump(moved)


def _replayed_events(
    game: CheatStreet, names: list[str], seed: int, log: list[tuple[int | None, str]]
) -> list[Event]:
    """Every event the log's replay tells after the roll (the roll's own included)."""
    state = game.setup(names, seed, {})
    told: list[Event] = []
    for seat, action in log:
        state, events = apply_logged(game, state, seat, action)
        told += events
    return told


def test_destinations_never_depend_on_the_movers_card(game: CheatStreet) -> None:
    for here in STARTS:
        for roll in (3, 4, 5):
            prompts = set()
            views = set()
            for card in game.board.goal_keys():
                state = rolled(game, here, roll, card)
                prompts.add(game.prompt(state))
                views.add(repr(game.view(state, None)))
            assert len(prompts) == 1 and len(views) == 1, (here, roll)


def test_every_reachable_destination_is_offered_and_only_those(game: CheatStreet) -> None:
    for here in game.board.spaces:
        for roll in (3, 4, 5):
            state = rolled(game, here, roll)
            offers = offered(game, state)
            assert len(offers) == len(set(offers))
            stepwise, _ = game.apply(state, 0, "step-by-step")
            assert set(offers) == _search(game, stepwise, len(stepwise.trail)), (here, roll)


def _search(game: CheatStreet, state: CheatStreetState, origin: int) -> set[Destination]:
    """Every way the public step-by-step controls can finish this move (depth first)."""
    found: set[Destination] = set()
    walk = tuple(state.trail[origin:])
    for action in game.prompt(state).actions:
        if action.id in ("reveal", "bus"):
            found.add(Destination(walk, action.id))
        elif action.id == "stop":
            found.add(Destination(walk, END))
        elif action.id.startswith("move:"):
            after, _ = game.apply(state, 0, action.id)
            if after.roll is None:  # the last step ended the move on a street space
                found.add(Destination(tuple(after.last_path[origin:]), END))
            else:
                found |= _search(game, after, origin)
    return found


def test_a_move_may_stop_early_on_a_goal_tile_within_reach_to_reveal(game: CheatStreet) -> None:
    state = rolled(game, "s29", 5, "bakery")
    early = "go:s27:s28.s27:reveal"
    assert early in {a.id for a in game.legal_actions(state, 0)}
    after, events = game.apply(state, 0, early)
    assert after.positions[0] == "s27" and after.scores[0] == 4 and after.active == 1
    assert [e.text for e in events][:2] == [
        "walked to the Bakery via Outer Ring North",
        "Ana revealed the Bakery goal card: +4 → 4",
    ]
    assert after.last_path == ["s29", "s28", "s27"]


def test_a_reveal_the_movers_card_does_not_allow_is_refused_privately(game: CheatStreet) -> None:
    state = rolled(game, "s29", 5, "zoo")
    early = "go:s27:s28.s27:reveal"
    assert early in {a.id for a in game.prompt(state).actions}
    assert early not in {a.id for a in game.legal_actions(state, 0)}
    before = game.dump(state)
    with pytest.raises(IllegalAction, match=re.escape("Your goal card is not the Bakery.")):
        game.apply(state, 0, early)
    assert game.dump(state) == before


def test_a_move_may_stop_early_on_a_bus_stop_within_reach_to_ride(game: CheatStreet) -> None:
    state = rolled(game, "s29", 5)
    early = "go:s31:s30.s31:bus"
    labels = {a.id: a.label for a in game.prompt(state).actions}
    assert labels[early] == "11 · Ride from bus stop C, via Outer Ring North"
    after, events = game.apply(state, 0, early)
    assert after.positions[0] == "s47" and after.active == 1
    assert [e.text for e in events][:2] == [
        "walked to bus stop C via Outer Ring North",
        "rode bus C across the board",
    ]


def test_a_full_count_ending_on_a_goal_tile_stops_there(game: CheatStreet) -> None:
    state = rolled(game, "s0", 4, "zoo")
    after, events = game.apply(state, 0, "go:s9:s1.s11.s10.s9")
    assert after.positions[0] == "s9" and after.scores[0] == 0 and after.active == 1
    assert events[0].text == "walked to the School via North Avenue and Inner Ring North"


def test_destinations_are_offered_with_step_by_step_under_one_group(game: CheatStreet) -> None:
    state = rolled(game, "s0", 4)
    actions = game.prompt(state).actions
    assert actions[0].id == "step-by-step" and actions[0].label == "Step by step"
    assert actions[0].group is None
    assert {a.group for a in actions[1:]} == {GROUP}
    assert not any(a.id.startswith("move:") for a in actions)
    labels = {a.id: a.label for a in actions}
    assert labels["go:s9:s1.s11.s10.s9"] == "2 · The School, via North Avenue and Inner Ring North"
    assert labels["go:s9:s1.s11.s10.s9:reveal"] == (
        "2 · Reveal at the School, via North Avenue and Inner Ring North"
    )
    assert labels["go:s29:s1.s11.s2.s29"] == (
        "1 · North Avenue at Outer Ring North, via North Avenue"
    )
    assert game.view(state, None).phase == "Ana to walk 4 steps to a numbered place"


def test_destination_ids_and_labels_fit_and_never_repeat(game: CheatStreet) -> None:
    for here in game.board.spaces:
        for roll in (3, 4, 5):
            actions = game.prompt(rolled(game, here, roll)).actions
            assert len({a.id for a in actions}) == len({a.label for a in actions}) == len(actions)
            for action in actions:
                assert action.id.isascii() and len(action.id) <= 100
                assert 0 < len(action.label) <= 100


def badge_of(label: str) -> str:
    """The badge a label begins with: '3' of '3 · The Bank, via North Avenue'."""
    badge, separator, _ = label.partition(" · ")
    assert separator and badge.isdigit(), label
    return badge


def test_every_destination_label_begins_with_the_badge_the_board_draws_there(
    game: CheatStreet,
) -> None:
    for here in game.board.spaces:
        for roll in (3, 4, 5):
            state = rolled(game, here, roll)
            badges = board_badges(game, state)
            spaces = {d.space for d in offered(game, state)}
            assert set(badges) == spaces
            assert sorted(map(int, badges.values())) == list(range(1, len(spaces) + 1))
            for action in game.prompt(state).actions[1:]:
                destination = game.controls.destination(action.id)
                assert destination is not None
                assert badge_of(action.label) == badges[destination.space], action


def test_each_next_step_is_badged_like_its_place_on_the_board(game: CheatStreet) -> None:
    state = rolled(game, "s0", 5)
    state, _ = game.apply(state, 0, "step-by-step")
    while state.active == 0:
        badges = board_badges(game, state)
        steps = [a for a in game.prompt(state).actions if a.id.startswith("move:")]
        assert {a.id.removeprefix("move:"): badge_of(a.label) for a in steps} == badges
        state, _ = game.apply(state, 0, (steps or game.prompt(state).actions)[-1].id)
    assert board_badges(game, state) == {}


def board_badges(game: CheatStreet, state: CheatStreetState) -> dict[str, str]:
    """The badge the public board draws on each place, by space id."""
    return {badge.space: badge.number for badge in game.view(state, None).board.badges}


def test_more_than_25_destinations_stay_in_the_one_group(game: CheatStreet) -> None:
    ring = [f"r{i}" for i in range(30)]
    spaces = {"h0": Space("h0", "start", 500, 500)}
    spaces |= {r: Space(r, "street", 10 * i, 0) for i, r in enumerate(ring)}
    near = {"h0": tuple(ring)} | {
        r: ("h0", ring[i - 1], ring[(i + 1) % 30]) for i, r in enumerate(ring)
    }
    wheel = Board(
        "wheel",
        (1000, 1000),
        MappingProxyType(spaces),
        MappingProxyType(near),
        game.board.goals,
        "h0",
    )
    rules = CheatStreet(game.manifest, wheel, "")
    state = rules.setup(["Ana", "Ben", "Cid"], 1, {})
    state.active = 0
    state.rng = rng_rolling(3)
    state, _ = rules.apply(state, 0, "roll")
    grouped = [a for a in rules.prompt(state).actions if a.group == GROUP]
    assert len(grouped) > 25
    assert len(grouped) == len(rules.legal_actions(state, 0)) - 1


def test_a_destination_chosen_after_the_roll_changed_is_refused(game: CheatStreet) -> None:
    four = rolled(game, "s0", 4)
    stale = "go:s29:s1.s11.s2.s29"
    assert stale in {a.id for a in game.prompt(four).actions}
    three = rolled(game, "s0", 3)
    with pytest.raises(IllegalAction, match="That destination was for another roll: you rolled 3"):
        game.apply(three, 0, stale)
    elsewhere = rolled(game, "s2", 4)
    with pytest.raises(IllegalAction, match="You can't reach"):
        game.apply(elsewhere, 0, stale)


def test_a_destination_after_stepping_began_is_refused(game: CheatStreet) -> None:
    state = rolled(game, "s0", 4)
    stepping, _ = game.apply(state, 0, "step-by-step")
    with pytest.raises(IllegalAction, match="moving step by step"):
        game.apply(stepping, 0, "go:s29:s1.s11.s2.s29")
    with pytest.raises(IllegalAction, match="already moving step by step"):
        game.apply(stepping, 0, "step-by-step")


def test_a_step_by_step_action_after_a_destination_was_chosen_is_refused(
    game: CheatStreet,
) -> None:
    state = rolled(game, "s0", 4)
    with pytest.raises(
        IllegalAction, match=re.escape("Choose where to go, or choose Step by step first.")
    ):
        game.apply(state, 0, "move:s1")
    after, _ = game.apply(state, 0, "go:s29:s1.s11.s2.s29")
    for late in ("move:s30", "stop", "step-by-step", "go:s29:s1.s11.s2.s29"):
        with pytest.raises(
            IllegalAction, match=re.escape("Your move is already over; it's Ben's turn now.")
        ):
            game.apply(after, 0, late)


def test_turn_story_events_are_short_phrases_with_names_as_given(game: CheatStreet) -> None:
    names = ["*Ana*", "Ben_", "<@1>"]
    state = game.setup(names, 3, {})
    mover = state.active
    state, rolled_events = game.apply(state, mover, "roll")
    destination = offered(game, state)[0]
    if destination.finish == "reveal":
        give(state, mover, game.board.space(destination.space).goal or "")
    state, moved = game.apply(state, mover, game.controls.destination_id(destination))
    texts = [event.text for event in rolled_events + moved]
    assert texts[0] == f"{names[mover]} rolled {rolled_events[0].text.split()[-1]}"
    assert texts[1].startswith("walked ")
    story = " · ".join(texts)
    assert all(not text.endswith(".") and "\n" not in text for text in texts), story
    assert len(story) < 200, story
    assert any(names[state.active] in text for text in texts)


def test_house_rulings_say_how_a_destination_move_follows_the_rulebook(game: CheatStreet) -> None:
    rulings = game.rules_text().split("## House rulings", 1)[1]
    assert "**A move in one choice.**" in rulings and "**Step by step.**" in rulings
    assert "pass or land on" in rulings and "whatever your card is" in rulings


def test_an_id_that_only_resembles_a_destination_names_none(game: CheatStreet) -> None:
    """Only the exact id of a destination names it: a trailing colon or a part added is an
    unknown action, so its refusal never guesses at a reason (such as the goal card)."""
    exact = "go:s25:s29.s28.s27.s26.s25"
    assert game.controls.destination(exact) == Destination(("s29", "s28", "s27", "s26", "s25"), END)
    assert game.controls.destination(exact + ":") is None
    assert game.controls.destination(exact + ":reveal:0") is None
