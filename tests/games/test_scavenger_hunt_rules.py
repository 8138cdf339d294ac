"""One test per row of the rule checklist (rulecheck/scavenger-hunt.md), the row's id in its
docstring; the worked examples SH72-SH81 are in test_scavenger_hunt_examples.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from bot.engine import IllegalAction, MalformedAction, Rng
from bot.games.scavenger_hunt.house import ROOMS
from bot.games.scavenger_hunt.state import END, LISTING, MOVE, OVER
from tests.games.scavenger_hunt_positions import act, action_ids, arranged, begin, game

RED, BLUE = 0, 1


def goes(state) -> list[str]:
    return [a for a in action_ids(state) if a.startswith("go:")]


def ends_at(state) -> set[str]:
    """Every space a destination names, whether it goes straight there or asks for cards."""
    return {a.split(":")[1] for a in action_ids(state) if a.startswith(("go:", "to:"))}


def refused(state, action_id: str, seat: int | None = None) -> str:
    before = game().dump(state)
    with pytest.raises(IllegalAction) as caught:
        game().apply(state, state.active if seat is None else seat, action_id)
    assert game().dump(state) == before
    message = str(caught.value)
    assert message.endswith(".") and "\n" not in message
    return message


def listed(players: int = 2, seed: int = 3):
    """A fresh game with its hunt lists made (everyone places her first disc left)."""
    g = game()
    state = g.setup([f"P{i}" for i in range(players)], seed, {})
    while state.phase == LISTING:
        for seat in range(players):
            state, _ = g.apply(state, seat, f"place:{state.unplaced[seat][0]}")
    return state


def all_cards(state) -> Counter:
    return (
        Counter(state.deck.cards)
        + Counter(state.deck.discard)
        + sum(map(Counter, state.hands), Counter())
    )


# -- contents and set-up ---------------------------------------------------------------------


def test_object_collect_four_in_order_and_get_home():
    """SH1: four items collected in list order, then the pawn home to its START, wins."""
    state, _ = begin(arranged(at="p39", hand=[], draws=["G"], collected=4), (2, 3))
    assert "go:start-red:-:home" in goes(state)
    over = act(state, "go:start-red:-:home")
    assert over.phase == OVER and game().outcome(over).winners == (RED,)


def test_two_to_four_players():
    """SH2: 2-4 players; other numbers are refused."""
    for players in (2, 3, 4):
        assert len(game().setup(["x"] * players, 1, {}).players) == players
    for players in (1, 5):
        with pytest.raises(IllegalAction, match=f"is for 2 to 4 players, not {players}"):
            game().setup(["x"] * players, 1, {})


def test_two_six_sided_dice():
    """SH3: two six-sided dice decide the count."""
    seen = set()
    for seed in range(40):
        state = listed(seed=seed)
        assert len(state.dice) == 2 and all(1 <= d <= 6 for d in state.dice)
        seen.add(state.stepping.left)
    assert min(seen) >= 2 and max(seen) <= 12 and len(seen) > 5


def test_deck_of_sixty_cards():
    """SH4: 8 each of KITCHEN, CLOSET, ATTIC, GARAGE, YARD, 11 Four-Arrow, 9 Dog."""
    counts = Counter(game().house.full_deck())
    assert counts == Counter({"K": 8, "C": 8, "A": 8, "G": 8, "Y": 8, "W": 11, "D": 9})


def test_sixteen_item_discs():
    """SH5: 16 discs, Dentures among them (a house ruling names the others)."""
    discs = game().house.discs
    assert len(discs) == 16 and "Dentures" in discs.values()
    rules = game().rules_text()
    assert all(name in rules for name in discs.values())


def test_two_dogs_kept_off_the_board():
    """SH6: no Dog is on the board until a Dog card calls one in."""
    state = listed()
    assert state.dogs == []


def test_pawns_start_on_their_colour_start_at_the_corners():
    """SH7: each player's pawn on the START of her colour; STARTs front the four corners."""
    state = game().setup(["a", "b", "c", "d"], 2, {})
    house = game().house
    assert state.positions == [house.starts[c] for c in state.colours]
    corners = {house.fronts[c] for c in house.colours}
    assert {house.index(space) for space in corners} == {0, 10, 20, 30}


def test_colours_and_the_left_follow_the_seats():
    """SH8: seats take red, blue, yellow, green; the player to the left is the next seat."""
    state = game().setup(["a", "b", "c"], 2, {})
    assert state.colours == ["red", "blue", "yellow"]
    state, _ = begin(arranged(3, mover=1, at="p4", hand=[], draws=["G"]), (1, 2))
    after = act(act(state, goes(state)[0]), "end")
    assert after.active == 2


def test_four_discs_each_public():
    """SH9: four discs are dealt to each player, shown to everyone."""
    state = game().setup(["a", "b", "c"], 4, {})
    public = [side.unplaced for side in game().view(state, None).board.seats]
    assert [len(discs) for discs in public] == [4, 4, 4]
    assert len({d for discs in public for d in discs}) == 12


def test_leftover_discs_out_of_play():
    """SH10: with two players the other eight discs are out of play."""
    state = listed(2)
    held = {d for items in state.items for d in items}
    assert len(held) == 8 and all(len(items) == 4 for items in state.items)


def test_room_cards_shuffled_and_back_in_the_deck():
    """SH11: one each of GARAGE, ATTIC, CLOSET, KITCHEN in shuffled order (house ruling: they go
    back into the deck, all 60 cards play)."""
    orders = {tuple(game().setup(["a", "b"], seed, {}).room_cards) for seed in range(12)}
    assert all(sorted(order) == ["ATTIC", "CLOSET", "GARAGE", "KITCHEN"] for order in orders)
    assert len(orders) > 1
    assert sum(all_cards(game().setup(["a", "b"], 1, {})).values()) == 60


def test_each_room_kind_has_one_space_per_colour():
    """SH12: four spaces of each room kind, one in each pawn colour."""
    house = game().house
    for kind in ROOMS:
        colours = sorted(s.colour for s in house.spaces.values() if s.kind == kind)
        assert colours == sorted(house.colours)


def test_disc_goes_on_the_revealed_room_in_her_colour():
    """SH13: the chosen disc goes on the turned-up room kind, in the player's colour."""
    g = game()
    state = g.setup(["a", "b"], 5, {})
    kind = state.room_cards[0]
    disc = state.unplaced[1][2]
    state, _ = g.apply(state, 1, f"place:{disc}")
    state, _ = g.apply(state, 0, f"place:{state.unplaced[0][0]}")
    assert state.items[1] == [disc] and state.rooms[1] == [g.house.room_of(kind, "blue")]


def test_discs_placed_at_the_same_time_in_secret():
    """SH14 (house ruling): a simultaneous choice; the table sees who has chosen, never what."""
    g = game()
    state = g.setup(["a", "b", "c"], 5, {})
    disc = state.unplaced[0][1]
    before = g.view(state, None).board
    state, events = g.apply(state, 0, f"place:{disc}")
    prompt = g.prompt(state)
    assert prompt.simultaneous and prompt.answered == (0,) and prompt.actors == (1, 2)
    after = g.view(state, None).board
    assert after == before, "the public board tells nothing of the choice (the prompt: who)"
    assert not any(g.house.discs[disc] in e.text for e in events)
    assert not any(e.private for e in events)
    assert g.house.discs[disc] in " ".join(g.view(state, 0).private)
    assert refused(state, f"place:{state.unplaced[0][0]}", seat=0).startswith("You have already")


def test_first_disc_recorded_as_item_one():
    """SH15: once everyone has placed, each records the disc and room as ITEM #1."""
    g = game()
    state = g.setup(["a", "b"], 6, {})
    for seat in (0, 1):
        state, events = g.apply(state, seat, f"place:{state.unplaced[seat][0]}")
    assert all(len(items) == 1 for items in state.items) and state.listing == 1
    assert any("On the" in e.text for e in events)


def test_four_cards_make_the_four_items_never_on_a_yard():
    """SH16: after four room cards each player has a disc on her GARAGE, ATTIC, CLOSET and
    KITCHEN, in the order the cards came."""
    state = listed(3, seed=7)
    house = game().house
    for seat, rooms in enumerate(state.rooms):
        kinds = [house.space(r).kind for r in rooms]
        assert kinds == state.room_cards
        assert all(house.space(r).colour == state.colours[seat] for r in rooms)


def test_items_collected_in_list_order():
    """SH17: a later item's room with its card does not collect while ITEM #1 is still out."""
    later = "closet-red"
    state, _ = begin(arranged(at="p12", hand=["C"], draws=["G"]), (1, 2))
    state.rooms[RED] = ["kitchen-red", "garage-red", later, "attic-red"]
    assert "go:p13:C" in goes(state)
    after = act(state, "go:p13:C")
    assert later in after.last_path and after.collected[RED] == 0


def test_hunt_lists_are_public():
    """SH18 (house ruling): once placed, every disc and every list is in the public view."""
    state = listed(2)
    board = game().view(state, None).board
    assert [list(side.items) for side in board.seats] == state.items
    assert [list(side.rooms) for side in board.seats] == state.rooms


def test_opening_hand_of_five():
    """SH19 (house ruling): five cards each before the first turn."""
    state = game().setup(["a", "b", "c"], 8, {})
    assert [len(hand) for hand in state.hands] == [5, 5, 5]


def test_highest_roll_plays_first_ties_roll_again():
    """SH20 (house ruling): the highest roll plays first; tied players roll again."""
    tie_seen = False
    g = game()
    for seed in range(30):
        state = g.setup(["a", "b", "c", "d"], seed, {})
        while state.phase == LISTING:
            for seat in range(4):
                state, events = g.apply(state, seat, f"place:{state.unplaced[seat][0]}")
        line = next(e.text for e in events if e.text.startswith("Rolls for the first turn"))
        last = line.split("; then ")[-1].split(". ")[0].removeprefix("Rolls for the first turn: ")
        rolls = {name: int(n) for name, n in (p.split() for p in last.split(", "))}
        assert state.players[state.active] == max(rolls, key=rolls.get)
        tie_seen |= "; then " in line
    assert tie_seen


def test_play_goes_to_the_left():
    """SH21: after a turn the next seat plays."""
    state, _ = begin(arranged(3, mover=2, at="p4", hand=[], draws=["G"]), (1, 2))
    assert act(act(state, goes(state)[0]), "end").active == 0


def test_turn_begins_with_a_draw():
    """SH22: the turn starts by drawing one card into the hand."""
    state, events = begin(arranged(at="p4", hand=["K"], draws=["Y"]), (1, 2))
    assert sorted(state.hands[RED]) == ["K", "Y"]
    assert events[0].text == "Player0 drew a card (start of the turn)."
    assert game().view(state, RED).private == ("Your hand: Kitchen, Yard.",)


def test_hand_secret_count_public():
    """SH23 (house ruling): the public view never holds a hand; how many cards is public."""
    state = listed(3)
    public = game().view(state, None)
    assert public.private == () and dict(public.private_board) == {}
    assert [side.hand_size for side in public.board.seats] == [len(h) for h in state.hands]
    assert "hand=" not in repr(public.board)


def test_every_route_moves_the_full_count():
    """SH24: every destination is the full count away unless the count stops early."""
    state, _ = begin(arranged(at="p4", hand=["K", "Y", "C", "A"], draws=["W"]), (3, 4))
    for action in goes(state):
        after = act(state, action)
        if len(action.split(":")) == 3:
            assert len(after.last_path) - 1 >= 7


def test_leaving_start_onto_the_space_in_front():
    """SH25 (house ruling): the first move from START is onto the space in front of it, counting
    one; no other START is ever entered."""
    state, _ = begin(arranged(at="start-red", hand=[], draws=["G"]), (1, 2))
    assert [a for a in action_ids(act(state, "step-by-step")) if a.startswith("step:")] == [
        "step:p0:-"
    ]
    after = act(state, goes(state)[0])
    assert after.last_path[:2] == ["start-red", "p0"] and after.positions[RED] == "p2"
    starts = set(game().house.starts.values())
    assert not any(space in starts for space in after.last_path[1:])


def test_each_outer_space_counts_one():
    """SH26: with no cards, a 3 moves three outer spaces."""
    state, _ = begin(arranged(at="p1", hand=[], draws=["G"]), (1, 2))
    assert ends_at(state) == {"p4"}


def test_outer_path_only_along_the_arrows():
    """SH27: on the outer path the only step is the next space clockwise."""
    state, _ = begin(arranged(at="p4", hand=[], draws=["G"]), (1, 2))
    steps = [a for a in action_ids(act(state, "step-by-step")) if a.startswith("step:")]
    assert steps == ["step:p5:-"]


def test_backward_only_after_bouncing_off_a_dog():
    """SH28: with no Dog the pawn never steps back; a Dog ahead sends it back."""
    state, _ = begin(arranged(at="p4", hand=[], draws=["G"]), (2, 3))
    assert ends_at(state) == {"p9"}
    state, _ = begin(arranged(at="p4", hand=[], draws=["G"], dogs=["p6"]), (2, 3))
    assert ends_at(state) == {"p1"}


def test_twenty_room_and_yard_spaces():
    """SH29: 4 CLOSET, 4 GARAGE, 4 KITCHEN, 4 ATTIC, 4 YARD spaces."""
    kinds = Counter(s.kind for s in game().house.spaces.values() if s.is_room)
    assert kinds == Counter({kind: 4 for kind in ROOMS})


def test_each_room_space_entered_costs_a_matching_card():
    """SH30: entering a Room/Yard space costs one card, passing through or landing."""
    state, _ = begin(arranged(at="p9", hand=["Y", "C"], draws=["G"]), (1, 2))
    assert "go:closet-red:CY" in goes(state)
    after = act(state, "go:closet-red:CY")
    assert after.last_path == ["p9", "p10", "yard-blue", "closet-red"]
    assert sorted(after.deck.discard) == ["C", "Y"]


def test_back_and_forth_among_rooms():
    """SH31: a pawn may move back into the same room in one count with the cards for it."""
    state, _ = begin(arranged(at="p10", hand=["Y", "Y"], draws=["G"]), (1, 2))
    after = act(act(state, "step-by-step"), "step:yard-blue:Y")
    after = act(act(after, "step:p11:-"), "step:yard-blue:Y")
    assert after.last_path == ["p10", "yard-blue", "p11", "yard-blue"]


def test_never_through_a_wall():
    """SH32: only Doors lead between spaces; a step through a wall is refused."""
    state = act(begin(arranged(at="p4", hand=["C"], draws=["G"]), (1, 2))[0], "step-by-step")
    assert refused(state, "step:closet-green:C").startswith("There is a wall")
    house = game().house
    assert "closet-green" not in house.doors["p4"]


def test_space_in_front_of_start_counts_one_without_a_card():
    """SH33 (house ruling): the front space is an outer space that needs no card."""
    state, _ = begin(arranged(at="p38", hand=[], draws=["G"]), (1, 2))
    after = act(state, goes(state)[0])
    assert after.last_path == ["p38", "p39", "p0", "p1"]


def test_landing_on_a_pawn_advances_to_the_next_open_space():
    """SH34 (house ruling): no extra move; passing a pawn is fine; a Dog turns the advance."""
    state, _ = begin(arranged(at="p1", hand=[], draws=["G"], others={1: "p4"}), (1, 2))
    after = act(state, goes(state)[0])
    assert after.positions[RED] == "p5"
    state, _ = begin(arranged(at="p1", hand=[], draws=["G"], others={1: "p2"}), (1, 2))
    assert act(state, goes(state)[0]).positions[RED] == "p4"
    state, _ = begin(
        arranged(3, at="p1", hand=[], draws=["G"], others={1: "p4", 2: "p3"}, dogs=["p5"]),
        (1, 2),
    )
    assert ends_at(state) == {"p4"}
    assert act(state, goes(state)[0]).positions[RED] == "p2"


def test_no_landing_on_or_passing_through_a_pawn_in_a_room():
    """SH35: a Room/Yard space held by another pawn can't be entered at all."""
    state, _ = begin(
        arranged(at="p9", hand=["Y", "C"], draws=["G"], others={1: "yard-blue"}), (1, 2)
    )
    assert not any("yard-blue" in act(state, a).last_path for a in goes(state))
    assert "go:closet-red:CY" not in goes(state)
    stepping = act(act(state, "step-by-step"), "step:p10:-")
    assert refused(stepping, "step:yard-blue:Y").startswith("Another pawn")


def test_doubles_draw_a_bonus_card_and_move_once():
    """SH36: doubles draw another card, then the pawn moves the number shown (no second roll)."""
    state, events = begin(arranged(at="p4", hand=[], draws=["G", "K"]), (2, 2))
    assert sorted(state.hands[RED]) == ["G", "K"] and state.stepping.left == 4
    assert any("doubles" in e.text for e in events)


def test_roll_again_space():
    """SH37 (house ruling): ending the count on Roll Again draws a card and rolls again."""
    state, _ = begin(arranged(at="p3", hand=[], draws=["G", "K"]), (1, 2))
    after = act(state, "go:p6:-")
    assert after.active == RED and after.phase == MOVE and after.positions[RED] == "p6"
    assert sorted(after.hands[RED]) == ["G", "K"]


def test_full_count_out_of_a_room_without_cards():
    """SH38: in a room with no card to go on, the pawn goes out a Door and finishes outside."""
    state, _ = begin(arranged(at="yard-blue", hand=[], draws=["G"]), (1, 2))
    assert ends_at(state) == {"p12", "p13"}


def test_only_garages_have_no_door_to_the_path():
    """SH39: every KITCHEN, CLOSET, ATTIC and YARD opens onto the path; no GARAGE does."""
    house = game().house
    for space in house.spaces.values():
        if space.is_room:
            outside = any(house.on_path(d) for d in house.doors[space.id])
            assert outside == (space.kind != "GARAGE"), space.id


def test_trapped_in_the_garage():
    """SH40 (house ruling): no card for an adjacent space, moves left: the turn ends; a pawn in
    the only open neighbour also traps."""
    state, _ = begin(arranged(at="garage-green", hand=[], draws=["D"]), (1, 2))
    assert goes(state) == ["go:garage-green:-:trapped"]
    after = act(state, "go:garage-green:-:trapped")
    assert after.phase == END and "trade:D" not in action_ids(after)
    blocked = arranged(at="garage-green", hand=["K"], draws=["D"], others={1: "kitchen-yellow"})
    state, _ = begin(blocked, (1, 2))
    assert goes(state) == ["go:garage-green:-:trapped"]


def test_collecting_a_disc_ends_the_count():
    """SH41: collecting with moves left ends the turn; the rest of the count is lost."""
    state, _ = begin(arranged(at="p12", hand=["C"], draws=["G"], next_disc="closet-red"), (5, 6))
    assert "go:closet-red:C:collected" in goes(state)
    after = act(state, "go:closet-red:C:collected")
    assert after.collected[RED] == 1 and after.stepping.left == 0
    assert action_ids(after) == ["end"]


def test_turn_over_after_the_full_count():
    """SH42: with nothing more to do, the turn passes once the full count is moved."""
    state, _ = begin(arranged(at="p4", hand=[], draws=["G"]), (1, 2))
    after = act(state, "go:p7:-")
    assert after.phase == END and after.stepping.left == 0 and action_ids(after) == ["end"]
    assert act(after, "end").active == BLUE


def test_trade_a_pair_for_another_turn():
    """SH43 (house ruling): two cards of one kind are a pair (Four-Arrows and Dogs too); a
    Four-Arrow with a room card is not."""
    state, _ = begin(arranged(at="p4", hand=["W", "W", "K"], draws=["D"]), (1, 2))
    after = act(state, "go:p7:-")
    assert after.phase == END
    assert [a for a in action_ids(after) if a.startswith("trade:")] == ["trade:W"]
    assert refused(after, "trade:K").startswith("You need two matching")
    again = act(after, "trade:W")
    assert (
        again.phase == MOVE
        and again.active == RED
        and sorted(again.hands[RED]) == ["D", "K", *again.hands[RED][2:]]
    )
    state, _ = begin(arranged(at="p4", hand=["D"], draws=["D"]), (1, 2))
    assert "trade:D" in action_ids(act(state, "go:p7:-"))


def test_as_many_pairs_as_you_wish():
    """SH44: each pair traded in is one more turn."""
    state, _ = begin(arranged(at="p4", hand=["Y", "Y", "K", "K"], draws=["G", "G", "G"]), (1, 2))
    state = act(state, "go:p7:-")
    state = act(state, "trade:K")
    state = act(state, goes(state)[0])  # the cheapest route spends no card
    assert state.active == RED and "trade:Y" in action_ids(state)


def test_no_trading_after_a_trap_or_a_collected_disc():
    """SH45: no trade after being trapped in a GARAGE or after collecting."""
    state, _ = begin(
        arranged(at="p12", hand=["C", "K", "K"], draws=["G"], next_disc="closet-red"), (1, 2)
    )
    after = act(state, "go:closet-red:C:collected")
    assert action_ids(after) == ["end"], "K, K is a pair, but no trade after collecting"
    state, _ = begin(arranged(at="garage-green", hand=["Y", "Y"], draws=["D"]), (1, 2))
    after = act(state, "go:garage-green:-:trapped")
    assert refused(after, "trade:Y").startswith("No trading in after")


def test_out_of_cards_draw_five_and_wait():
    """SH46 (house ruling): the count done with no cards, the player draws five; next player."""
    state, _ = begin(arranged(at="p9", hand=[], draws=["Y"]), (1, 2))
    after = act(state, "go:p11:Y")
    assert len(after.hands[RED]) == 5 and after.active == BLUE


def test_roll_again_wins_over_an_empty_hand():
    """SH47 (house ruling): an empty hand on Roll Again still draws, rolls and moves again."""
    state, _ = begin(arranged(at="p3", hand=[], draws=["Y", "K"]), (1, 2))
    after = act(state, "go:p6:-")
    assert after.active == RED and after.phase == MOVE and len(after.hands[RED]) == 2


def test_cards_played_face_up_then_discarded():
    """SH48: every card played is shown, then goes onto the discard pile."""
    state, _ = begin(arranged(at="p9", hand=["Y", "C"], draws=["G"]), (1, 2))
    after, events = game().apply(state, RED, "go:closet-red:CY")
    assert "Closet" in events[0].text and "Yard" in events[0].text
    assert sorted(after.deck.discard) == ["C", "Y"]


def test_a_location_card_opens_its_kind_in_any_colour():
    """SH49: a YARD card enters a YARD of another colour."""
    state, _ = begin(arranged(at="p20", hand=["Y"], draws=["G"]), (1, 2))
    assert any(a.startswith("go:") and "Y" in a.split(":")[2] for a in goes(state))
    assert "yard-yellow" in act(act(state, "step-by-step"), "step:yard-yellow:Y").positions


def test_four_arrow_is_wild():
    """SH50: a Four-Arrow card enters any Room/Yard kind."""
    state, _ = begin(arranged(at="p7", hand=["W"], draws=["G", "G"]), (1, 1))
    stepping = act(state, "step-by-step")
    steps = {a for a in action_ids(stepping) if a.startswith("step:")}
    assert {"step:attic-green:W", "step:kitchen-yellow:W"} <= steps


def test_no_four_arrow_onto_the_next_disc():
    """SH51 (house ruling): a Four-Arrow can't enter the next disc's space; later discs and other
    players' discs it may."""
    green = 3
    start = arranged(4, mover=green, at="p7", hand=["W"], draws=["G", "G"], next_disc="attic-green")
    state, _ = begin(start, (1, 1))
    stepping = act(state, "step-by-step")
    message = refused(stepping, "step:attic-green:W")
    assert message.startswith("A Four-Arrow card can't take you onto the disc")
    assert "step:kitchen-yellow:W" in action_ids(stepping)
    state.rooms[green] = ["kitchen-green", "attic-green", "closet-green", "garage-green"]
    assert "step:attic-green:W" in action_ids(act(state, "step-by-step"))


def test_dice_say_how_many_cards_say_where():
    """SH52: without cards only outer spaces are reached; with them, rooms too."""
    empty, _ = begin(arranged(at="p5", hand=[], draws=["G"]), (1, 2))
    assert all(game().house.on_path(end) for end in ends_at(empty))
    full, _ = begin(arranged(at="p5", hand=["A", "K"], draws=["G"]), (1, 2))
    assert any(not game().house.on_path(end) for end in ends_at(full))


def test_dog_on_any_empty_outer_space():
    """SH53: a Dog goes on an outer space with no pawn and no other Dog."""
    state, _ = begin(arranged(at="p4", hand=[], draws=["D"], others={1: "p5"}, dogs=["p6"]), (1, 2))
    targets = {a.split(":")[2] for a in action_ids(state) if a.startswith("dog:new:")}
    assert "p9" in targets and "p5" not in targets and "p6" not in targets
    assert refused(state, "dog:new:p5").startswith("That space is taken")


def test_dog_is_a_barricade():
    """SH54: no pawn passes or jumps a Dog."""
    state, _ = begin(arranged(at="p4", hand=[], draws=["G"], dogs=["p6"]), (3, 4))
    assert not any("p6" in act(state, a).last_path for a in goes(state))


def test_bounce_off_a_dog_counting_backward():
    """SH55: into a Dog, the pawn bounces and finishes the count backward, the Dog's space
    not counted."""
    state, _ = begin(arranged(at="p4", hand=[], draws=["G"], dogs=["p6"]), (2, 3))
    after = act(state, goes(state)[0])
    assert after.last_path == ["p4", "p5", "p4", "p3", "p2", "p1"]


def test_playing_a_dog_card():
    """SH56: the Dog card goes face up (to the discards) and a barricade goes on the path."""
    state, _ = begin(arranged(at="p4", hand=[], draws=["D"]), (1, 2))
    after, events = game().apply(state, RED, "dog:new:p9")
    assert after.dogs == ["p9"] and after.deck.discard == ["D"] and "D" not in after.hands[RED]
    assert "Dog" in events[0].text


def test_dog_costs_no_move():
    """SH57: playing a Dog card leaves the count as it was."""
    state, _ = begin(arranged(at="p4", hand=[], draws=["D"]), (1, 2))
    assert act(state, "dog:new:p9").stepping.left == 3


def test_dogs_at_the_beginning_or_the_end_of_the_turn():
    """SH58: Dog cards are offered before the move and after it."""
    state, _ = begin(arranged(at="p4", hand=["D"], draws=["D"]), (1, 2))
    assert any(a.startswith("dog:") for a in action_ids(state))
    after = act(state, "go:p7:-")
    assert after.phase == END and any(a.startswith("dog:") for a in action_ids(after))


def test_dog_before_the_first_move_of_each_count():
    """SH59 (house ruling): after the draw and the roll, until the first step; every extra count
    has its own beginning."""
    state, _ = begin(arranged(at="p4", hand=["D", "K", "K"], draws=["G", "G"]), (1, 2))
    stepping = act(act(state, "step-by-step"), "step:p5:-")
    assert not any(a.startswith("dog:") for a in action_ids(stepping))
    assert refused(stepping, "dog:new:p9").startswith("Dog cards are played before")
    extra = act(act(state, "go:p7:-"), "trade:K")
    assert extra.phase == MOVE and any(a.startswith("dog:") for a in action_ids(extra))


def test_moving_a_placed_dog():
    """SH60 (house ruling): with one Dog out, bring in the second or move the first; with both out,
    move either."""
    state, _ = begin(arranged(at="p4", hand=[], draws=["D"], dogs=["p9"]), (1, 2))
    sources = {a.split(":")[1] for a in action_ids(state) if a.startswith("dog:")}
    assert sources == {"new", "p9"}
    moved = act(state, "dog:p9:p12")
    assert moved.dogs == ["p12"]
    state, _ = begin(arranged(at="p4", hand=[], draws=["D"], dogs=["p9", "p12"]), (1, 2))
    sources = {a.split(":")[1] for a in action_ids(state) if a.startswith("dog:")}
    assert sources == {"p9", "p12"}
    assert refused(state, "dog:new:p14").startswith("Both Dogs are out")


def test_more_than_one_dog_card_a_turn():
    """SH61: two Dog cards in one turn."""
    state, _ = begin(arranged(at="p4", hand=["D"], draws=["D"]), (1, 2))
    state = act(act(state, "dog:new:p9"), "dog:new:p12")
    assert sorted(state.dogs) == ["p12", "p9"] and state.stepping.left == 3


def test_no_dog_beside_a_door():
    """SH62 (house ruling): no Dog where a Door opens, the spaces in front of STARTs included."""
    state, _ = begin(arranged(at="p4", hand=[], draws=["D"]), (1, 2))
    targets = {a.split(":")[2] for a in action_ids(state) if a.startswith("dog:new:")}
    house = game().house
    assert all(not house.doors[t] for t in targets)
    assert "p0" not in targets and "p3" not in targets
    assert refused(state, "dog:new:p3").startswith("A Dog can't stand beside a Door")


def test_between_two_dogs_a_door_still_opens():
    """SH63 (house ruling): between two Dogs a pawn with a matching card may leave by a Door."""
    state, _ = begin(arranged(at="p7", hand=["A"], draws=["G"], dogs=["p9", "p5"]), (2, 3))
    assert any("attic-green" in act(state, a).last_path for a in goes(state))
    assert "p8" in ends_at(state)


def test_only_her_own_discs():
    """SH64: entering a space with someone else's disc collects nothing."""
    state, _ = begin(arranged(at="p12", hand=["C"], draws=["G"]), (1, 2))
    state.rooms[BLUE][state.collected[BLUE]] = "closet-red"
    state.rooms[RED] = ["kitchen-red", "garage-red", "attic-red", "closet-blue"]
    after = act(state, "go:p13:C")
    assert "closet-red" in after.last_path and after.collected == [0, 0]


def test_entering_the_next_disc_space_collects_without_exact_count():
    """SH65 (house ruling): entering it with moves left is enough, and always collects."""
    state, _ = begin(arranged(at="p12", hand=["C"], draws=["G"], next_disc="closet-red"), (3, 4))
    assert not any(
        a.split(":")[1] == "closet-red" and not a.endswith(":collected") for a in goes(state)
    )
    assert act(state, "go:closet-red:C:collected").collected[RED] == 1


def test_collecting_needs_a_matching_card_never_four_arrow():
    """SH66: only the matching location card takes the pawn onto its disc."""
    state, _ = begin(arranged(at="p12", hand=["W"], draws=["G"], next_disc="closet-red"), (1, 2))
    assert not any("closet-red" in a for a in goes(state))


def test_collected_disc_goes_to_her_start():
    """SH67: the disc is picked up (shown as collected) and the summary counts it."""
    state, _ = begin(arranged(at="p12", hand=["C"], draws=["G"], next_disc="closet-red"), (1, 2))
    after = act(state, "go:closet-red:C:collected")
    view = game().view(after, None)
    assert view.board.seats[RED].collected == 1 and view.players[RED].summary == "1/4 items"


def test_turn_over_after_collecting_no_trade():
    """SH68: the turn is over at once, even with a pair in hand."""
    state, _ = begin(
        arranged(at="p12", hand=["C", "Y", "Y"], draws=["G"], next_disc="closet-red"), (4, 5)
    )
    after = act(state, "go:closet-red:C:collected")
    assert after.stepping.left == 0 and after.hands[RED] == ["G", "Y", "Y"]
    assert action_ids(after) == ["end"]


def test_discards_reshuffled_into_a_new_deck():
    """SH69 (house ruling): an empty deck takes the discards; with both empty nothing is drawn."""
    state = arranged(at="p4", hand=[], draws=[])
    state.deck.discard, state.deck.cards = state.deck.cards, []
    state, _ = begin(state, (1, 2))
    assert len(state.hands[RED]) == 1 and len(state.deck.cards) == 59 and state.deck.discard == []
    state = arranged(at="p4", hand=[], draws=[])
    state.hands[BLUE], state.deck.cards = state.deck.cards, []
    state, _ = begin(state, (1, 2))
    assert state.hands[RED] == []


def test_first_home_wins():
    """SH70: the first pawn back on its START with all four discs wins the game."""
    state, _ = begin(arranged(at="p0", hand=[], draws=["G"], collected=4), (1, 2))
    over = act(state, "go:start-red:-:home")
    outcome = game().outcome(over)
    assert outcome.winners == (RED,) and outcome.standings[0] == (RED, "won")
    assert game().legal_actions(over, BLUE) == []


def test_home_from_the_front_space_only_with_four_discs():
    """SH71 (house ruling): START only from its front space, no exact count, only with 4 discs."""
    state, _ = begin(
        arranged(at="p39", hand=[], draws=["G"], collected=3, next_disc="kitchen-red"), (2, 3)
    )
    assert not any("start-red" in a for a in goes(state))
    house = game().house
    assert house.doors["start-red"] == ("p0",)
    state, _ = begin(arranged(at="p39", hand=[], draws=["G"], collected=4), (5, 6))
    assert "go:start-red:-:home" in goes(state)


def test_four_arrow_destination_onto_the_next_disc_is_refused():
    """SH66: a destination naming a Four-Arrow onto the next disc gets the rule's sentence."""
    state, _ = begin(arranged(at="p12", hand=["W"], draws=["G"], next_disc="closet-red"), (1, 2))
    message = refused(state, "go:closet-red:W:collected")
    assert message.startswith("A Four-Arrow card can't take you onto the disc")
    assert refused(state, "go:p30:KK").startswith("Your hand can't pay")


def test_a_destination_whose_cards_are_a_choice_takes_its_second_step():
    """SH23, input: where routes to a place spend other cards, the place comes first and the
    hand to keep second; its cards in one id are refused with that advice, and a go: id with
    its cards part left out or empty names no move. Nothing changes on a refusal."""
    state, _ = begin(arranged(at="p4", hand=["K", "Y", "W"], draws=["C"]), (2, 3))
    assert "to:p10" in action_ids(state) and "go:p10:K" not in action_ids(state)
    assert refused(state, "go:p10:K") == "Choose that destination first, then the cards to keep."
    assert "go:p10:K" in action_ids(act(state, "to:p10"))
    assert "go:p9:-" in action_ids(state)
    for bent in ("go:p9", "go:p9:", "go:p9::back", "go:p9:-:", "go:p10", "go:p10::back"):
        assert refused(state, bent) == f'"{bent}" is not a Scavenger Hunt action.'
        with pytest.raises(MalformedAction):
            game().apply(state, RED, bent)


def test_an_idle_mover_is_moved_the_cheapest_way_and_her_turn_ends():
    """Idle players (house ruling): skipping takes the first (cheapest) route and ends the turn."""
    state, _ = begin(arranged(at="p4", hand=["K", "K"], draws=["D"]), (1, 2))
    after, _ = game().skip_turn(state, RED)
    assert after.active == BLUE and after.positions[RED] == "p7"
    with pytest.raises(IllegalAction):
        game().skip_turn(after, RED)


def test_an_idle_mover_trapped_step_by_step_still_ends_her_turn():
    """Idle players (house ruling): one who chose Step by step in a GARAGE she can't leave has
    no step to take, only the trapped ending, and skipping her takes that and passes the turn."""
    state, _ = begin(arranged(at="garage-red", hand=["Y"], draws=["Y"]), (1, 2))
    state = act(state, "step-by-step")
    assert action_ids(state) == ["go:garage-red:-:trapped"]
    after, _ = game().skip_turn(state, RED)
    assert after.active == BLUE and after.positions[RED] == "garage-red"
    assert after.hands[RED] == ["Y", "Y"]


def twins(state, seat: int, draws: int = 40):
    """Positions the determinizer draws for ``seat``, each looking like ``state`` to it."""
    g = game()
    for i in range(draws):
        twin = g.determinize(state, seat, Rng.from_seed(i))
        assert g.view(twin, seat) == g.view(state, seat)
        assert g.view(twin, None) == g.view(state, None)
        assert g.legal_actions(twin, seat) == g.legal_actions(state, seat)
        yield twin


def test_a_twin_deals_anew_only_the_hands_the_seat_cannot_see():
    """SH23 (house ruling): a hand is secret and its size public, so a position drawn for a
    seat keeps its own hand and every public fact, and deals the other hands and the deck anew
    (each hand its size); the others' open hunt-list answers are drawn again, its own kept."""
    state = listed(3)
    seat = next(i for i in range(3) if i != state.active)
    changed = set()
    for twin in twins(state, seat):
        assert twin.hands[seat] == state.hands[seat]
        assert [len(h) for h in twin.hands] == [len(h) for h in state.hands]
        assert twin.deck.discard == state.deck.discard and twin.positions == state.positions
        assert all_cards(twin) == all_cards(state) and twin.rng.state != state.rng.state
        changed |= {i for i in range(3) if twin.hands[i] != state.hands[i]}
        changed |= {"deck"} if twin.deck.cards != state.deck.cards else set()
    assert changed == {i for i in range(3) if i != seat} | {"deck"}
    g = game()
    listing = g.setup(["P0", "P1", "P2"], 3, {})
    listing, _ = g.apply(listing, 0, f"place:{listing.unplaced[0][1]}")
    listing, _ = g.apply(listing, 1, f"place:{listing.unplaced[1][1]}")
    picked = set()
    for twin in twins(listing, 0):
        answers = twin.decision.answers
        assert answers[0] == listing.unplaced[0][1] and answers[1] in listing.unplaced[1]
        picked.add(answers[1])
    assert len(picked) > 1


def test_a_twin_drops_the_route_another_mover_is_choosing():
    """SH23 (house ruling): the cards a mover is choosing to keep come from her secret hand;
    to another seat she is still choosing where to go, to herself her choice stays."""
    state, _ = begin(arranged(at="p4", hand=["K", "Y", "W"], draws=["C"]), (2, 3))
    choosing = act(state, "to:p10")
    for twin in twins(choosing, BLUE):
        assert twin.choosing == "" and not twin.stepping.on
        assert game().legal_actions(twin, RED)
    for twin in twins(choosing, RED, draws=5):
        assert twin.choosing == choosing.choosing and twin.hands[RED] == choosing.hands[RED]


def pile_from_three_discards():
    """Red holds a Kitchen card, Blue every card but it and the three discards (a Garage and
    two Yards), and the deck is empty: Red's draw at the start of her turn shuffles the
    discards, seen face up, into a new pile."""
    state = arranged(at="p4", hand=["K"], draws=[])
    discards = ["G", "Y", "Y"]
    blue = list(state.deck.cards)
    for card in discards:
        blue.remove(card)
    state.hands[BLUE], state.deck.discard, state.deck.cards = sorted(blue), discards, []
    state, _ = begin(state, (1, 2))
    return state


def test_the_table_remembers_the_discards_shuffled_into_a_new_pile():
    """SH69 (house ruling), what the table saw: the discards lay face up before they became the
    new pile; each seat keeps the cards it drew from that pile since."""
    state = pile_from_three_discards()
    drawn = (Counter(state.hands[RED]) - Counter(["K"])).elements()
    assert state.shuffled_in == ["G", "Y", "Y"] and len(state.deck.cards) == 2
    assert state.drawn_since == [list(drawn), []]


def test_a_twin_deals_the_new_pile_only_the_discards_seen_going_into_it():
    """SH69 (house ruling), what the table saw: a position drawn for a seat deals the new pile
    only cards the table saw go into it, less those the seat drew from it itself; the others'
    hands take the rest."""
    state = pile_from_three_discards()
    left = Counter(state.shuffled_in) - Counter(state.drawn_since[RED])
    for twin in twins(state, RED):
        assert Counter(twin.deck.cards) == left
        assert twin.hands[BLUE] == state.hands[BLUE]
    red_hands = set()
    for twin in twins(state, BLUE):
        assert Counter(twin.deck.cards) < Counter(state.shuffled_in)
        assert "K" in twin.hands[RED]
        red_hands.add(tuple(twin.hands[RED]))
    assert red_hands == {("G", "K"), ("K", "Y")}


def test_the_hunt_list_timer_places_the_first_disc_left():
    """SH14 (house ruling): out of time, a player who has not chosen places her first disc."""
    g = game()
    state = g.setup(["a", "b"], 9, {})
    chosen = state.unplaced[0][3]
    state, _ = g.apply(state, 0, f"place:{chosen}")
    first_left = state.unplaced[1][0]
    after, _ = g.expire(state)
    assert after.items == [[chosen], [first_left]] and after.listing == 1


def test_a_player_who_leaves_is_passed_by():
    """Removing a player: her cards go to the discards, play goes on; two are needed."""
    g = game()
    state = listed(3)
    leaving = state.active
    after, _ = g.remove_player(state, leaving)
    assert after.gone[leaving] and after.hands[leaving] == [] and after.active != leaving
    check = (
        Counter(after.deck.cards)
        + Counter(after.deck.discard)
        + sum(map(Counter, after.hands), Counter())
    )
    assert sum(check.values()) == 60
    with pytest.raises(IllegalAction):
        g.remove_player(after, after.active)
    stepping, _ = begin(arranged(3, at="p9", hand=["Y", "C"], draws=["G"]), (1, 2))
    stepping = act(act(act(stepping, "step-by-step"), "step:p10:-"), "step:yard-blue:Y")
    gone, _ = g.remove_player(stepping, RED)
    assert gone.spent == [] and "Y" in gone.deck.discard and gone.positions[RED] == "start-red"
    assert sum(all_cards(gone).values()) == 60


def test_every_rule_has_a_test():
    """Every id of the rule checklist (rules SH and layout constraints SHL) appears in a test
    docstring of this game; "SHL2-SHL8" names a run of ids."""
    checklist = Path(__file__).parents[3] / "shared" / "rulecheck" / "scavenger-hunt.md"
    if not checklist.exists():
        pytest.skip("the rule checklist is not next to the repository")
    ids = set(re.findall(r"^\| (SHL?\d+) \|", checklist.read_text(), re.M))
    here = Path(__file__).parent
    text = "".join(p.read_text() for p in here.glob("test_scavenger_hunt_*.py"))
    covered = set(re.findall(r"SHL?\d+", text))
    for prefix, first, last in re.findall(r"(SHL?)(\d+)-SHL?(\d+)", text):
        covered |= {f"{prefix}{n}" for n in range(int(first), int(last) + 1)}
    assert any(i.startswith("SHL") for i in ids) and ids <= covered, sorted(ids - covered)
