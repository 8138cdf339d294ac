"""The house fits the rulebook and the layout its worked examples need (rulecheck SHL1-SHL26).

The examples are played on the top-left corner of the house (the red START, whose front space
is p0) and the top side after it; test_scavenger_hunt_examples.py plays them move by move.
"""

from __future__ import annotations

from bot.games.scavenger_hunt.house import ROOMS
from tests.games.scavenger_hunt_positions import game

HOUSE = game().house
RED_DISCS = {HOUSE.room_of(kind, "red") for kind in ("GARAGE", "ATTIC", "CLOSET", "KITCHEN")}


def door(a: str, b: str) -> bool:
    return b in HOUSE.doors[a] and a in HOUSE.doors[b]


def test_doors_to_the_path_and_room_for_the_dogs():
    """SHL1: every KITCHEN, CLOSET, ATTIC and YARD opens onto the path, no GARAGE does; the
    path has outer spaces beside no Door for the Dogs of the Blue trail and Figure 3."""
    for space in HOUSE.spaces.values():
        if space.kind in ROOMS:
            outside = any(HOUSE.on_path(d) for d in HOUSE.doors[space.id])
            assert outside == (space.kind != "GARAGE")
    free = [s for s in HOUSE.path if not HOUSE.abuts_door(s)]
    assert len(free) >= 4 and {"p5", "p9"} <= set(free)


def test_green_trail_chain():
    """SHL2-SHL8: P (p38) opens into an ATTIC, which opens into a KITCHEN, then the space in
    front of START, a YARD, a CLOSET, a GARAGE; the CLOSET opens onto p3 with p4, p5 after it;
    none of those rooms holds a red disc."""
    assert door("p38", "attic-yellow")
    assert door("attic-yellow", "kitchen-blue")
    assert door("kitchen-blue", "p0") and HOUSE.fronts["red"] == "p0"
    assert door("p0", "yard-red")
    assert door("yard-red", "closet-green")
    assert door("closet-green", "garage-yellow") and door("closet-green", "p3")
    assert [HOUSE.along("p3", 1), HOUSE.along("p3", 2)] == ["p4", "p5"]
    trail = {"attic-yellow", "kitchen-blue", "yard-red", "closet-green", "garage-yellow"}
    assert not trail & RED_DISCS


def test_orange_trail_garage_and_kitchen():
    """SHL9-SHL14: the GARAGE opens into a KITCHEN and otherwise only into a CLOSET (no
    card-free space); the KITCHEN opens onto p37, from which two spaces lead to p39 and one
    more to the front of START; the ATTIC with the disc opens onto p38, just after p37."""
    assert door("garage-yellow", "kitchen-blue")
    assert set(HOUSE.doors["garage-yellow"]) == {"kitchen-blue", "closet-green"}
    assert door("kitchen-blue", "p37")
    assert HOUSE.along("p37", 2) == "p39" and HOUSE.along("p39", 1) == HOUSE.fronts["red"]
    assert door("attic-yellow", "p38") and HOUSE.along("p37", 1) == "p38"
    assert HOUSE.space("attic-yellow").colour == "yellow"


def test_purple_trail_chain():
    """SHL15-SHL19: P (p36) is outer, p37 opens into the KITCHEN; the same chain as Green to
    the CLOSET, out onto p3, four on to p7, which opens into an ATTIC with a second Door onto
    p8; the next open space after p8 is p9; none of the rooms holds a red disc."""
    assert HOUSE.on_path("p36") and HOUSE.along("p36", 1) == "p37" and door("p37", "kitchen-blue")
    assert HOUSE.along("p3", 4) == "p7" and door("p7", "attic-green") and door("attic-green", "p8")
    assert HOUSE.along("p8", 1) == "p9" and not HOUSE.abuts_door("p9")
    assert not {"kitchen-blue", "closet-green", "attic-green"} & RED_DISCS


def test_blue_trail_layout():
    """SHL20-SHL24: from P (p6) the space three ahead (p9) is beside no Door; the CLOSET's Door
    is three behind (p3); the CLOSET opens into a GARAGE with no Door to the path or a front
    space; the ATTIC with the disc opens onto p7 and p8, within 11 of P."""
    assert HOUSE.along("p6", 3) == "p9" and not HOUSE.abuts_door("p9")
    assert HOUSE.along("p6", -3) == "p3" and door("p3", "closet-green")
    assert door("closet-green", "garage-yellow")
    fronts = set(HOUSE.fronts.values())
    assert not any(HOUSE.on_path(d) or d in fronts for d in HOUSE.doors["garage-yellow"])
    assert door("p7", "attic-green") and door("p8", "attic-green")


def test_figure_3_stretch_between_two_dogs():
    """SHL25-SHL26: three open spaces (p6, p7, p8) between Dog B (p5) and Dog A (p9), neither
    beside a Door; an ATTIC Door opens onto the stretch and no Door there leads to a space
    entered without a card; the front of START (p10) lies beyond Dog A."""
    assert [HOUSE.along("p5", i) for i in range(1, 5)] == ["p6", "p7", "p8", "p9"]
    assert not HOUSE.abuts_door("p5") and not HOUSE.abuts_door("p9")
    assert any(HOUSE.space(d).kind == "ATTIC" for s in ("p6", "p7", "p8") for d in HOUSE.doors[s])
    for space in ("p6", "p7", "p8"):
        assert all(HOUSE.space(d).is_room for d in HOUSE.doors[space])
    assert HOUSE.along("p9", 1) == HOUSE.fronts["blue"]


def test_the_rules_and_every_house_ruling_fit_one_rules_message():
    """SH2-SH71 rulings: `/game rules` shows at most 4096 characters (one embed), so the whole
    summary with every ruling must fit."""
    text = game().rules_text()
    assert len(text) <= 4096
    for marked in ("SH2", "SH5", "SH8", "SH11", "SH14", "SH18", "SH19", "SH20", "SH23", "SH25"):
        assert f"{marked}," in text or f"{marked})" in text, marked
    for marked in ("SH33", "SH34", "SH37", "SH40", "SH43", "SH46", "SH47", "SH51", "SH59"):
        assert f"{marked}," in text or f"{marked})" in text, marked
    for marked in ("SH60", "SH62", "SH63", "SH65", "SH69", "SH71", "SH76"):
        assert f"{marked}," in text or f"{marked})" in text, marked
