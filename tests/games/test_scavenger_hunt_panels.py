"""The destination list is what the mover's panel should show: a full hand's many
destinations split into menus, cheapest first, each with the cards its route spends."""

from __future__ import annotations

from bot.games.scavenger_hunt.routes import hand_tuple, spent_codes
from cogs.layout import MENU_OPTIONS, plan_controls
from tests.games.scavenger_hunt_positions import act, action_ids, arranged, begin, game


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
    assert labels["go:closet-red:CY"].endswith(" · red Closet · Closet, Yard")
    assert labels["go:p12:-"].endswith(" · space 13 · Roll Again · no cards")
    assert "step-by-step" in action_ids(state)
    assert act(state, "step-by-step").stepping.on
