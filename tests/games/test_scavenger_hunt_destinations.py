"""The destination list tells the truth and leaves every choice to the player: where the pawn
really stops and what that space is, the full count before a stop between Dogs, never two pawns
on one space, and which cards to keep as a private second step."""

from __future__ import annotations

import json
import re
from typing import Any

from bot.engine import dumps_state, loads_state
from bot.games.scavenger_hunt.actions import read_place
from bot.games.scavenger_hunt.rules import FIRST_PANEL
from bot.games.scavenger_hunt.state import MOVE
from cogs.layout import plan_controls
from tests.games.scavenger_hunt_positions import (
    act,
    action_ids,
    arranged,
    begin,
    game,
    shown_badges,
)

RED, BLUE = 0, 1
VERSION_3_ONLY = ("choosing", "winners", "deck", "stepping")


def labels(state) -> dict[str, str]:
    """The mover's options, each label without the badge it begins with."""
    return {a.id: unbadged(a.label) for a in game().legal_actions(state, state.active)}


def unbadged(label: str) -> str:
    return re.sub(r"^[A-Z]+ · ", "", label)


def every_ending(state):
    """The position after each destination (and each card choice of a two-step one)."""
    for action in action_ids(state):
        if action.startswith("go:"):
            yield action, act(state, action)
        elif action.startswith("to:"):
            choosing = act(state, action)
            for second in action_ids(choosing):
                if second.startswith("go:"):
                    yield second, act(choosing, second)


def as_version_1(data: dict[str, Any]) -> dict[str, Any]:
    """A position in the shape version 1 saved it: no card choice, and the winner, the two
    piles and the walk in fields of their own."""
    old = {name: value for name, value in data.items() if name not in VERSION_3_ONLY}
    old["winner"] = data["winners"][0] if data["winners"] else None
    old["deck"], old["discard"] = data["deck"]["cards"], data["deck"]["discard"]
    walk = data["stepping"]
    old["stepwise"], old["path"], old["steps_left"] = walk["on"], walk["path"], walk["left"]
    return old


def purple_trail():
    """The rulebook's Purple trail at its roll: doubles, the bonus ATTIC drawn, 12 to move."""
    start = arranged(
        2, mover=RED, at="p36", hand=["C", "K", "A", "Y"], draws=["A", "A"], others={1: "p8"}
    )
    return begin(start, (6, 6))[0]


def test_never_two_pawns_on_one_outer_space_between_two_dogs():
    """SH34: a count that would stop on a pawn's space between two Dogs with no open space to
    go on to never leaves two pawns there: that Door is shut like a room with a pawn in it."""
    cases = [
        arranged(at="closet-green", hand=[], draws=["D"], others={1: "p3"}, dogs=["p2", "p4"]),
        arranged(
            3, at="closet-green", hand=[], draws=["D"], others={1: "p3", 2: "p4"}, dogs=["p2", "p5"]
        ),
    ]
    for start in cases:
        state, _ = begin(start, (1, 2))
        endings = list(every_ending(state))
        assert endings
        for action, after in endings:
            pawns = [p for i, p in enumerate(after.positions) if not after.gone[i]]
            assert len(pawns) == len(set(pawns)), (action, pawns)
        assert [a for a, _ in endings] == ["go:closet-green:-:stuck"]


def test_a_destination_names_where_the_pawn_really_stops():
    """SH55: after bouncing off a Dog the pawn moves backward, so ending on a pawn it goes on
    backward; reaching that space from the other side is another choice, with another end."""
    state, _ = begin(
        arranged(at="p1", hand=["C"], draws=["D"], others={1: "p3"}, dogs=["p5"]), (1, 3)
    )
    shown = labels(state)
    assert shown["go:p3:-:back"].startswith("space 3 · passes Player1 · Roll Again")
    assert shown["go:p3:C"].startswith("space 5 · passes Player1")
    back = act(state, "go:p3:-:back")
    assert back.last_path[-2:] == ["p3", "p2"] and back.phase == MOVE, "on back, Roll Again"
    ahead = act(state, "go:p3:C")
    assert ahead.positions[RED] == "p4" and ahead.last_path[-3:] == ["closet-green", "p3", "p4"]


def test_the_full_count_before_a_stop_between_dogs():
    """SH63: a count that stops short between two Dogs is offered only when no route moves the
    full count (the GARAGE trap and a collected disc are the rulebook's only excuses)."""
    start = arranged(at="garage-yellow", hand=["C", "K"], draws=["D"], dogs=["p2", "p4"])
    state, _ = begin(start, (1, 2))
    ids = action_ids(state)
    assert not any(a.endswith(":stuck") for a in ids), ids
    assert {"go:p38:K", "go:p1:K"} <= set(ids)
    stepping = act(state, "step-by-step")
    assert [a for a in action_ids(stepping) if a.startswith("step:")] == ["step:kitchen-blue:K"]
    start = arranged(at="garage-yellow", hand=["C"], draws=["D"], dogs=["p2", "p4"])
    only_way, _ = begin(start, (1, 2))
    assert [a for a in action_ids(only_way) if a.startswith("go:")] == ["go:p3:C:stuck"]


def test_the_purple_trail_is_one_destination_choice_away():
    """SH79: where routes to one place spend different cards she chooses which to keep; the
    trail's KITCHEN, YARD, CLOSET and ATTIC, keeping two ATTICs, is the second step of p8."""
    state = purple_trail()
    shown = labels(state)
    assert shown["to:p8"].startswith("space 10 · passes Player1 · no cards")
    choosing = act(state, "to:p8")
    keep = labels(choosing)
    assert keep["go:p8:KCAY"] == "Keep 2 Attic · play Kitchen, Closet, Attic, Yard"
    assert "go:p8:-" in keep and "other-destination" in keep
    after = act(choosing, "go:p8:KCAY")
    assert after.positions[RED] == "p9" and after.hands[RED] == ["A", "A"]
    assert "trade:A" in action_ids(after)
    assert act(choosing, "other-destination").choosing == ""


def test_the_card_choice_is_private_and_listed_like_any_other():
    """SH23: the hand is secret, so the cards-to-keep step is on her panel and in /play (her
    legal actions), fits Discord's rows, and tells the table nothing: the public prompt, view
    and words are the same as for going step by step."""
    g = game()
    state = purple_trail()
    choosing, events = g.apply(state, RED, "to:p8")
    _, step_events = g.apply(state, RED, "step-by-step")
    assert g.prompt(choosing) == g.prompt(state) and g.prompt(choosing).panel == FIRST_PANEL
    assert g.view(choosing, None) == g.view(state, None)
    assert [e.text for e in events] == [e.text for e in step_events]
    assert not any(name in events[0].text for name in ("Attic", "Kitchen", "Closet", "Yard"))
    keep = [a for a in g.legal_actions(choosing, RED) if a.group == "Cards to keep"]
    assert len(keep) > 2 and g.legal_actions(choosing, BLUE) == []
    plan_controls(g.legal_actions(choosing, RED))
    assert "choose which cards to keep" in events[0].private[RED]


def test_labels_say_what_an_outer_space_is():
    """SH37, SH34: a destination says when it is a Roll Again space, and whom the pawn passes
    when the count ends on another pawn."""
    state, _ = begin(arranged(at="p3", hand=[], draws=["G"]), (1, 2))
    assert labels(state)["go:p6:-"] == "space 7 · Roll Again · no cards"
    state, _ = begin(arranged(at="p1", hand=[], draws=["G"], others={1: "p4"}), (1, 2))
    assert labels(state)["go:p4:-"] == "space 6 · passes Player1 · no cards"


def test_step_by_step_answers_with_the_next_steps():
    """SH52: choosing Step by step answers with where the next step can go and for which card
    (privately), not a bare acknowledgement."""
    state, _ = begin(arranged(at="p9", hand=["Y"], draws=["G"]), (1, 2))
    _, events = game().apply(state, RED, "step-by-step")
    assert events and events[0].text == "Player0 is choosing her route."
    line = events[0].private[RED]
    assert line.startswith("Step by step, 3 moves to go. Next step") and "space 11" in line
    after = act(act(state, "step-by-step"), "step:p10:-")
    steps = {a.id: a.label for a in game().legal_actions(after, RED)}
    badge = shown_badges(after)["yard-blue"]
    assert steps["step:yard-blue:Y"] == f"{badge} · Step to blue Yard (play Yard)"


def test_a_game_saved_before_the_card_choice_loads_and_plays_on():
    """SH79: a state saved in version 1 (no card choice) migrates and plays on, its
    destination now chosen in two steps."""
    g = game()
    state = purple_trail()
    envelope = json.loads(dumps_state(g, state))
    envelope["state_version"] = 1
    envelope["state"] = as_version_1(envelope["state"])
    loaded = loads_state(g, json.dumps(envelope))
    assert loaded == state
    after = act(act(loaded, "to:p8"), "go:p8:KCAY")
    assert after.positions[RED] == "p9" and after.hands[RED] == ["A", "A"]


def test_every_option_begins_with_the_badge_of_the_space_it_stops_on():
    """The board numbers each space the count may stop on for any hand; each destination, each
    hand to keep there and each next step begins with the number of the space it ends on."""
    g = game()
    state = purple_trail()
    badges = shown_badges(state)
    walk = g.walk(state)
    for action in g.legal_actions(state, RED):
        if action.group != "Where to go":
            continue
        kind, end, *fields = action.id.split(":")
        how = (fields[1:] if kind == "go" else fields) or [""]
        where = read_place(end, how[0])
        space = where.end if where.ends else walk.landing(where.end, where.direction or 1)
        assert action.label.startswith(f"{badges[space]} · "), action
    choosing = act(state, "to:p8")
    badge = badges["p9"]  # p8 holds Player1: the pawn goes on to p9
    keep = [a for a in g.legal_actions(choosing, RED) if a.group == "Cards to keep"]
    assert keep and all(a.label.startswith(f"{badge} · Keep ") for a in keep)


def test_the_badges_tell_nothing_of_the_hand():
    """Two hands, one roll, one place: the board's badges are the same."""
    g = game()
    rich, _ = begin(arranged(at="p9", hand=["Y", "C", "K", "W"], draws=["G"]), (2, 3))
    poor, _ = begin(arranged(at="p9", hand=[], draws=["D"]), (2, 3))
    assert g.view(rich, None).board.badges == g.view(poor, None).board.badges
    assert len(shown_badges(rich)) > 3
