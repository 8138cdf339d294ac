"""Every prompt and private panel of Scavenger Hunt fits Discord's rows, and the destination list
is what the panel should show: cheapest first, each with the cards its route spends."""

from __future__ import annotations

import random

import pytest

from bot.games.scavenger_hunt.routes import hand_tuple, spent_codes
from cogs.layout import MENU_OPTIONS, plan_controls
from tests.games.scavenger_hunt_positions import act, action_ids, arranged, begin, game
from tests.games.test_scavenger_hunt_properties import choose

SEEDS = [
    pytest.param(range(2), id="seeds-0-1"),
    pytest.param(range(2, 6), id="seeds-2-5", marks=pytest.mark.slow),
]


@pytest.mark.parametrize("seeds", SEEDS)
@pytest.mark.parametrize("players", [2, 4])
def test_every_prompt_and_panel_fits(players: int, seeds: range) -> None:
    g = game()
    for seed in seeds:
        rng = random.Random(seed)
        state = g.setup([f"P{i}" for i in range(players)], seed, {})
        for _ in range(400):
            if g.outcome(state) is not None:
                break
            prompt = g.prompt(state)
            plan_controls(prompt.actions, extra_buttons=1 if prompt.panel else 0)
            for seat in range(players):
                actions = g.legal_actions(state, seat)
                plan_controls(actions)
                assert all(len(a.id) <= 100 and 0 < len(a.label) <= 100 for a in actions)
            seat, action = choose(rng, state)
            state, _ = g.expire(state) if seat is None else g.apply(state, seat, action)


def test_a_full_hand_on_a_roll_of_twelve_is_split_into_menus():
    hand = ["K", "K", "C", "C", "A", "A", "Y", "Y", "G", "W", "W", "D"]
    state, _ = begin(arranged(at="p36", hand=hand, draws=["W"], dogs=["p24"]), (5, 6))
    state.dice, state.stepping.left = [6, 6], 12
    actions = game().legal_actions(state, 0)
    destinations = [a for a in actions if a.group == "Where to go"]
    assert len(destinations) > MENU_OPTIONS
    plan = plan_controls(actions)
    assert plan.rows <= 5 and "step-by-step" in {a.id for a in plan.buttons}
    hand = hand_tuple(state.hands[0])
    spent = [len(spent_codes(hand, best)) for _, best, _ in game().endings(state)]
    assert spent == sorted(spent), "cheapest first"
    assert " · no cards" in destinations[0].label


def test_labels_name_the_cards_each_route_spends():
    state, _ = begin(arranged(at="p9", hand=["Y", "C"], draws=["G"]), (1, 2))
    labels = {a.id: a.label for a in game().legal_actions(state, 0)}
    assert labels["go:closet-red:CY"] == "red CLOSET · Closet, Yard"
    assert labels["go:p12:-"] == "space 13 · Roll Again · no cards"
    assert "step-by-step" in action_ids(state)
    assert act(state, "step-by-step").stepping.on
