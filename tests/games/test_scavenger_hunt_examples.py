"""The rulebook's four worked examples (and Figure 3), played move for move on our house.

Each example is walked twice: step by step, checking every row of the rulebook's table (where
the pawn is, which card was played), and as one choice from the destination list, which must
offer the same ending with the same cards and leave the same position (its route may differ).
"""

from __future__ import annotations

from collections import Counter

from bot.games.scavenger_hunt.state import END, MOVE
from tests.games.scavenger_hunt_positions import act, action_ids, arranged, begin

RED, YELLOW, GREEN = 0, 2, 3


def walk_table(state, table):
    """Play ``table`` — rows of (space, card or '') — step by step, checking each row."""
    state = act(state, "step-by-step")
    for number, (space, card) in enumerate(table, start=1):
        before = Counter(state.hands[state.active])
        state = act(state, f"step:{space}:{card or '-'}")
        seat = state.last_mover if state.last_mover is not None else state.active
        if state.phase == MOVE and state.active == seat and state.stepping.left:
            assert state.positions[seat] == space, f"move {number}"
            spent = before - Counter(state.hands[seat])
            assert spent == (Counter({card: 1}) if card else Counter()), f"move {number}"
    return state


def destination(state, end, spent, ends=""):
    """Go to ``end`` paying ``spent``, chosen from the destination list: straight away, or as
    the second step of that destination (which cards to keep); both must be offered."""
    tail = f":{ends}" if ends else ""
    action = f"go:{end}:{''.join(sorted(spent, key='KCAGYW'.index)) or '-'}{tail}"
    if action in action_ids(state):
        return act(state, action)
    assert f"to:{end}{tail}" in action_ids(state), action_ids(state)
    choosing = act(state, f"to:{end}{tail}")
    assert action in action_ids(choosing), action_ids(choosing)
    return act(choosing, action)


def test_green_trail_card_play_and_path_movement():
    """SH75, SH76: ATTIC, KITCHEN, in front of START, YARD, CLOSET, GARAGE by Four-Arrow, CLOSET,
    three out on the path; all cards used, so five new ones and the turn is over."""
    start = arranged(4, mover=RED, at="p38", hand=["A", "C", "K", "Y", "W"], draws=["C"])
    state, _ = begin(start, (4, 6))
    assert state.stepping.left == 10 and sorted(state.hands[RED]) == sorted("ACKYWC")
    table = [
        ("attic-yellow", "A"),
        ("kitchen-blue", "K"),
        ("p0", ""),
        ("yard-red", "Y"),
        ("closet-green", "C"),
        ("garage-yellow", "W"),
        ("closet-green", "C"),
        ("p3", ""),
        ("p4", ""),
        ("p5", ""),
    ]
    stepped = walk_table(state, table)
    chosen = destination(state, "p5", "ACKYWC")
    assert stepped.last_path == ["p38", *(space for space, _ in table)]
    for after in (stepped, chosen):
        assert after.positions[RED] == "p5"
        assert len(after.hands[RED]) == 5, "drew five new cards"
        assert after.active != RED, "the turn is over"


def test_orange_trail_approach_a_forced_to_move():
    """SH77, SH72: from the GARAGE the KITCHEN card MUST be played; out past the ATTIC disc to
    the space in front of START, one KITCHEN card still in hand, the turn over."""
    start = arranged(
        3, mover=YELLOW, at="garage-yellow", hand=["K"], draws=["K"], next_disc="attic-yellow"
    )
    state, _ = begin(start, (2, 3))
    options = [a for a in action_ids(state) if a.startswith("go:")]
    assert options and all("K" in a.split(":")[2] for a in options), "every route plays KITCHEN"
    table = [("kitchen-blue", "K"), ("p37", ""), ("p38", ""), ("p39", ""), ("p0", "")]
    stepped = walk_table(state, table)
    chosen = destination(state, "p0", "K")
    assert stepped.last_path == ["garage-yellow", *(space for space, _ in table)]
    for after in (stepped, chosen):
        assert after.positions[YELLOW] == "p0"
        assert after.hands[YELLOW] == ["K"]
        assert after.collected[YELLOW] == 0
        assert action_ids(after) == ["end"], "the turn is over: nothing is left but to end it"


def test_orange_trail_approach_b_back_into_the_kitchen():
    """SH78, SH73, SH31: KITCHEN, out one move, back into the same KITCHEN with the other card,
    out again past the disc; no cards left, five new ones, the turn over."""
    start = arranged(
        3, mover=YELLOW, at="garage-yellow", hand=["K"], draws=["K"], next_disc="attic-yellow"
    )
    state, _ = begin(start, (2, 3))
    table = [("kitchen-blue", "K"), ("p37", ""), ("kitchen-blue", "K"), ("p37", ""), ("p38", "")]
    stepped = walk_table(state, table)
    chosen = destination(state, "p38", "KK")
    assert stepped.last_path == ["garage-yellow", *(space for space, _ in table)]
    for after in (stepped, chosen):
        assert after.positions[YELLOW] == "p38"
        assert len(after.hands[YELLOW]) == 5
        assert after.active != YELLOW


def test_purple_trail_doubles_and_advancing_past_a_pawn():
    """SH79, SH36, SH34: doubles 6-6 draw a bonus ATTIC; KITCHEN, front of START, YARD, CLOSET,
    five out, ATTIC, out onto a taken space and on to the next open one; two ATTICs kept,
    which may be traded in."""
    start = arranged(
        2, mover=RED, at="p36", hand=["C", "K", "A", "Y"], draws=["A", "A"], others={1: "p8"}
    )
    state, _ = begin(start, (6, 6))
    assert sorted(state.hands[RED]) == sorted("CKAYAA"), "the bonus card was drawn"
    table = [
        ("p37", ""),
        ("kitchen-blue", "K"),
        ("p0", ""),
        ("yard-red", "Y"),
        ("closet-green", "C"),
        ("p3", ""),
        ("p4", ""),
        ("p5", ""),
        ("p6", ""),
        ("p7", ""),
        ("attic-green", "A"),
        ("p8", ""),
    ]
    stepped = walk_table(state, table)
    assert stepped.last_path == ["p36", *(space for space, _ in table), "p9"]
    assert stepped.positions[RED] == "p9", "advanced past the pawn on p8"
    assert stepped.hands[RED] == ["A", "A"]
    assert stepped.phase == END and stepped.active == RED
    assert "trade:A" in action_ids(stepped)
    # The trail itself is one destination choice away; the same ending by the outer path,
    # keeping all six cards, is the other end of that choice.
    chosen = destination(state, "p8", "KAYC")
    assert chosen.positions[RED] == "p9" and chosen.hands[RED] == ["A", "A"]
    thrifty = destination(state, "p8", "")
    assert thrifty.positions[RED] == "p9" and sorted(thrifty.hands[RED]) == sorted("CKAYAA")


def test_blue_trail_trapped_in_the_garage():
    """SH80, SH40, SH55, SH74: the Dog goes three ahead at no cost; forward two, bounce, back
    to the CLOSET's Door (7 moves), CLOSET, GARAGE; 2 moves left, no cards: trapped, the turn
    is over, five new cards."""
    start = arranged(4, mover=GREEN, at="p6", hand=["C", "G"], draws=["D"], next_disc="attic-green")
    state, _ = begin(start, (5, 6))
    state = act(state, "dog:new:p9")
    assert state.dogs == ["p9"] and state.stepping.left == 11, "the Dog uses no move"
    table = [
        ("p7", ""),
        ("p8", ""),
        ("p7", ""),
        ("p6", ""),
        ("p5", ""),
        ("p4", ""),
        ("p3", ""),
        ("closet-green", "C"),
        ("garage-yellow", "G"),
    ]
    stepped = walk_table(state, table)
    chosen = destination(state, "garage-yellow", "CG", "trapped")
    assert stepped.last_path == ["p6", *(space for space, _ in table)]
    for after in (stepped, chosen):
        assert after.positions[GREEN] == "garage-yellow"
        assert len(after.hands[GREEN]) == 5
        assert after.active != GREEN


def test_figure_3_trapped_between_two_dogs():
    """SH81, SH63: forward one, bounce off Dog A, two back, bounce off Dog B, two forward; the
    pawn ends beside Dog A and keeps its GARAGE card."""
    start = arranged(2, mover=RED, at="p7", hand=[], draws=["G"], dogs=["p9", "p5"])
    state, _ = begin(start, (2, 3))
    table = [("p8", ""), ("p7", ""), ("p6", ""), ("p7", ""), ("p8", "")]
    stepped = walk_table(state, table)
    chosen = destination(state, "p8", "")
    options = [a for a in action_ids(state) if a.startswith("go:")]
    assert options == ["go:p8:-"], "no other way to finish the count"
    assert stepped.last_path == ["p7", *(space for space, _ in table)]
    for after in (stepped, chosen):
        assert after.positions[RED] == "p8"
        assert after.hands[RED] == ["G"]
