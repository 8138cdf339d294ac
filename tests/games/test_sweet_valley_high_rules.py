"""One test per row of the Sweet Valley High rule checklist (its id in each docstring): the
rulebook plus the house rulings of data/sweet-valley-high/rules.md."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from bot.engine import OVER, GameDataError, IllegalAction, MalformedAction, Rng
from bot.games.sweet_valley_high import facts, paths
from bot.games.sweet_valley_high.opening import choosing_order
from bot.games.sweet_valley_high.phases import (
    CHANGE as CHANGE_PHASE,
)
from bot.games.sweet_valley_high.phases import (
    CHOOSE,
    DOUBLE,
    EXCHANGE,
    MOVE_ANY,
    PEEK,
    PEEKED,
    PUT_ITEM,
    PUT_ROOM,
    RETURN,
    ROLL,
)
from bot.games.sweet_valley_high.phases import (
    TRADE as TRADE_PHASE,
)
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from bot.games.sweet_valley_high.school import ARROW, CHANGE, HOME, TRADE
from tests.games.loading import load_game
from tests.games.svh_helpers import (
    ALL,
    CHANGE_WEST,
    DOUBLE_ARROW,
    ECONOMICS_ARROW,
    ELIZABETH_ITEMS,
    HOMES,
    JESSICA_ITEMS,
    MAIN_HALL,
    NAMES,
    NORTH_HALL,
    SCIENCE_ARROW,
    TRADE_NORTH,
    game,
    give,
    ids,
    on_top,
    put,
    rolled,
    start,
    story,
    text,
    turn,
    walk,
)

CHECKLIST = Path(__file__).resolve().parents[3] / "shared" / "rulecheck" / "sweet-valley-high.md"
RULINGS = Path(__file__).resolve().parents[2] / "data" / "sweet-valley-high" / "rules.md"


def draw_at_home(state, seat: int, card: str, home: str = "x0y0", from_space: str = "x1y0"):
    """``seat`` walks one step onto ``home`` with ``card`` on top of the pile."""
    on_top(state, card)
    return walk(state, seat, from_space, home, 1)


# -- components and set-up ------------------------------------------------------------------


def test_two_to_four_players() -> None:
    """SVH1: 2 to 4 players."""
    g = game()
    for n in (2, 3, 4):
        assert len(g.setup(NAMES[:n], 1, {}).players) == n
    for n in (1, 5):
        with pytest.raises(IllegalAction, match=f"is for 2 to 4 players, not {n}[.]"):
            g.setup(["x"] * n, 1, {})


def test_four_characters_with_piece_and_scoreboard() -> None:
    """SVH2: four characters, Jessica among them, each with her piece and scoreboard."""
    s = game().setup(NAMES, 1, {})
    offered = [a.id for a in game().legal_actions(s, s.mover)]
    assert offered == [f"char:{c}" for c in ALL]
    assert {c.key: c.home for c in game().school.characters} == HOMES


def test_item_cards_split() -> None:
    """SVH3: 23 item cards: 16 items (4 per scoreboard), 4 boyfriends, 3 Go To Detention."""
    school = game().school
    assert len(school.item_cards()) == 23
    assert len(school.boyfriends) == 4 and len(school.detention_cards) == 3
    items = [c for c in school.item_cards() if c in school.owners and c not in school.boyfriends]
    assert Counter(school.owners[i] for i in items) == dict.fromkeys(ALL, 4)
    assert all(len(c.items) == 4 for c in school.characters)


def test_large_card_deck() -> None:
    """SVH4: 36 large cards, nine per character, the five actions spread 2/2/2/1/2."""
    deck = game().school.deck
    assert len(deck) == 36
    assert Counter(c.character for c in deck) == dict.fromkeys(ALL, 9)
    for character in ALL:
        actions = Counter(c.action for c in deck if c.character == character)
        assert actions == {"bonus": 2, "move": 2, "peek": 2, "put-back": 1, "return": 2}
    assert len({c.story for c in deck}) == 36


def test_die_is_one_to_six() -> None:
    """SVH5: an ordinary die, 1 to 6."""
    seen = set()
    s = start()
    for seed in range(60):
        s.rng = Rng.from_seed(seed)
        after, _ = game().apply(turn(s, 0), 0, "roll")
        seen.add(after.roll)
    assert seen == {1, 2, 3, 4, 5, 6}


def test_school_layout() -> None:
    """SVH6: a path with 4 corner homes, classrooms, Detention, arrows, a Science/Economics
    double arrow, Trade Places and Change Boyfriends spaces."""
    school = game().school
    kinds = Counter(s.kind for s in school.spaces.values())
    assert len(school.spaces) == 45 and kinds[HOME] == 4
    assert kinds[TRADE] == 2 and kinds[CHANGE] == 2
    assert school.spaces[DOUBLE_ARROW].rooms == ("science", "economics")
    corners = {(s.x, s.y) for s in school.spaces.values() if s.kind == HOME}
    assert corners == {(0, 0), (8, 0), (0, 8), (8, 8)}
    pointed = {r for s in school.spaces.values() if s.kind == ARROW for r in s.rooms}
    assert pointed == set(school.classrooms)
    assert school.detention not in pointed and school.detention in school.rooms


def test_item_cards_placed_at_random() -> None:
    """SVH7: the cards are mixed before placing: the layout changes with the seed."""
    layouts = {tuple(game().setup(NAMES, seed, {}).rooms.values()) for seed in range(5)}
    assert len(layouts) == 5


def test_one_card_per_classroom_none_in_detention() -> None:
    """SVH8: one item card face down on each of the 23 classrooms, none in Detention."""
    s = game().setup(NAMES, 3, {})
    assert sorted(s.rooms.values()) == sorted(game().school.item_cards())
    assert game().school.detention not in s.rooms
    assert {c.shown for c in game().view(s, None).board.rooms} == {"down"}


def test_deck_shuffled_and_discard_pile() -> None:
    """SVH9: the deck is shuffled into one pile; played cards form a discard pile."""
    decks = {tuple(game().setup(NAMES, seed, {}).deck.cards) for seed in range(4)}
    assert len(decks) == 4
    s = start()
    card = story("jessica", "put-back")
    after, _ = draw_at_home(s, 0, card)
    assert after.deck.discard == [card] and card not in after.deck.cards


def test_choosing_order_follows_rolls_ties_roll_again() -> None:
    """SVH10: highest roller chooses first; tied players roll again among themselves."""
    for seed in range(200):
        lines, order = choosing_order(list(NAMES), Rng.from_seed(seed))
        if "tied" in lines[1]:
            break
    else:
        pytest.fail("no tie in 200 seeds")
    first = dict(re.findall(r"(\w+) (\d)", lines[0].split(": ")[1]))
    rolls = [int(first[NAMES[seat]]) for seat in order]
    assert rolls == sorted(rolls, reverse=True)
    assert sorted(order) == [0, 1, 2, 3]
    s = game().setup(NAMES, seed, {})
    assert s.phase == CHOOSE and s.mover == s.choosers[0]
    assert s.opening[-1].startswith("Characters are chosen in this order")


def test_chosen_character_piece_and_scoreboard() -> None:
    """SVH11: each player takes her chosen character's piece and scoreboard."""
    s = start(("lila", "enid"))
    view = game().view(s, None)
    assert [p.token for p in view.players] == ["Lila", "Enid"]
    assert [b.character for b in view.board.scoreboards] == ["lila", "enid"]
    with pytest.raises(IllegalAction):
        s2 = game().setup(NAMES[:2], 1, {})
        s2, _ = game().apply(s2, s2.mover, "char:lila")
        game().apply(s2, s2.mover, "char:lila")


def test_scoreboard_shows_boyfriend_date_items() -> None:
    """SVH12: a scoreboard shows her boyfriend, her date and the items to collect."""
    line = game().view(start(), 1).private[0]
    assert "Todd Wilkins" in line and "the Weekend Bike Tour" in line
    assert all(game().school.card_names[i] in line for i in ELIZABETH_ITEMS)


def test_pieces_start_on_their_home_space() -> None:
    """SVH13: each piece starts on the corner Home Space of its character."""
    assert start(("enid", "jessica", "lila")).positions == ["x0y8", "x0y0", "x8y8"]


def test_jessica_goes_first_else_first_chooser() -> None:
    """SVH14: Jessica goes first; without her, the player who chose first starts."""
    s = start(("enid", "lila", "jessica"))
    assert s.active == 2 and s.phase == ROLL
    s = start(("enid", "lila"), seed=4)
    assert s.active == s.choosers[0]


def test_play_continues_to_the_left() -> None:
    """SVH15: after a turn the next seat plays."""
    s, _ = walk(start(), 2, "x8y7", "x8y6", 1)  # Lila on Math arrow; turn ends
    assert s.active == 3


def test_move_exact_count_compulsory() -> None:
    """SVH16: the move is exactly the roll; no staying; no open walk ends the turn."""
    s = rolled(start(), 0, 3, "x0y0")
    offered = ids(s, 0)
    assert "go:x3y0" in offered and "go:x2y0" not in offered
    assert all(a == "step-by-step" or a.startswith("go:") for a in offered)
    with pytest.raises(IllegalAction, match="can't reach"):
        game().apply(s, 0, "go:x2y0")
    line = {"a": ("b",), "b": ("a",)}
    tiny = type("Tiny", (), {"neighbours": line, "detention": "d", "door": "a"})()
    assert paths.destinations(tiny, "a", 3, None) == {}


def test_roll_with_no_walk_ends_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """SVH16: if no walk of that length is open, the turn is over (house ruling 7)."""
    monkeypatch.setattr(game().context.walks, "destinations", lambda *args: {})
    after, events = game().apply(turn(start(), 0), 0, "roll")
    assert "no walk" in text(events) and after.active == 1


def test_only_path_spaces_are_counted() -> None:
    """SVH17: moves go along path spaces only; each counts one; classrooms never."""
    s = rolled(start(), 0, 4, MAIN_HALL)
    dests = facts.destinations(game().context, s)
    assert dests and all(
        len(w) == 4 and all(x in game().school.spaces for x in w) for w in dests.values()
    )
    assert all(d in game().school.spaces for d in dests)


def test_move_in_any_direction() -> None:
    """SVH18: any direction: from the Main Hall one step reaches all four neighbours."""
    s = rolled(start(), 0, 1, MAIN_HALL)
    assert set(facts.destinations(game().context, s)) == {"x4y3", "x5y4", "x4y5", "x3y4"}


def test_never_the_same_space_twice() -> None:
    """SVH19: a walk never lands on a space twice (nor back on its start); each move afresh."""
    for space in game().school.spaces:
        s = rolled(start(), 0, 2, space)
        assert space not in facts.destinations(game().context, s)
    s = rolled(start(), 0, 3, MAIN_HALL)
    s, _ = game().apply(s, 0, "step-by-step")
    s, _ = game().apply(s, 0, "step:x4y3")
    assert "step:x4y4" not in ids(s, 0)
    with pytest.raises(IllegalAction, match="can't step"):
        game().apply(s, 0, "step:x4y4")


def test_pieces_never_block() -> None:
    """SVH20: a move may pass any piece."""
    s = start()
    s.positions[1] = "x1y0"
    s = rolled(s, 0, 3, "x0y0")
    assert "go:x3y0" in ids(s, 0)


def test_shared_only_on_home_or_detention() -> None:
    """SVH21: two pieces share a space only on a Home Space or in the Detention Room."""
    s = start()
    s.positions[1] = "x0y0"
    on_top(s, story("jessica", "put-back"))
    after, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert after.positions[:2] == ["x0y0", "x0y0"]
    s = start()
    s.positions[1] = NORTH_HALL
    after, _ = walk(s, 0, "x5y0", NORTH_HALL, 1)
    assert after.positions[1] == HOMES["elizabeth"]


def test_landing_on_a_piece_sends_it_home() -> None:
    """SVH22: the landed-on piece goes home and does nothing; the mover follows her space;
    Move To Any Space bumps too."""
    s = start()
    s.positions[2] = SCIENCE_ARROW
    after, events = walk(s, 0, DOUBLE_ARROW, SCIENCE_ARROW, 1)
    assert after.positions[2] == HOMES["lila"] and "turned over the card in Science" in text(events)
    assert after.deck.discard == []
    s = start()
    s.positions[2] = NORTH_HALL
    s = on_top(s, story("jessica", "move"))
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, f"moveto:{NORTH_HALL}")
    assert s.positions[2] == HOMES["lila"]


def test_arrow_turns_card_over_passing_does_nothing() -> None:
    """SVH23: landing on an arrow turns over its classroom's card for all; passing doesn't."""
    s = put(start(), "economics", "bicycle")
    s = put(s, "science", "todd")
    after, events = walk(s, 0, "x0y0", ECONOMICS_ARROW, 3)
    said = text(events)
    assert "Economics: Bicycle" in said and "Science" not in said
    assert after.boyfriends[0] is None


def test_double_arrow_choose_one() -> None:
    """SVH24: on a double arrow choose Science or Economics; only that card turns over."""
    s = put(start(), "science", "corsage")
    s, _ = walk(s, 0, SCIENCE_ARROW, DOUBLE_ARROW, 1)
    assert s.phase == DOUBLE and ids(s, 0) == ["look:science", "look:economics"]
    with pytest.raises(IllegalAction, match="doesn't point at Biology"):
        game().apply(s, 0, "look:biology")
    _, events = game().apply(s, 0, "look:science")
    assert "Science: Orchid Corsage" in text(events) and "Economics" not in text(events)


def test_empty_room_ends_turn() -> None:
    """SVH25: an empty classroom ends the turn."""
    s = give(start(), 0, next(c for c in [start().rooms["science"]]))
    after, events = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert "Science was empty" in text(events) and after.active == 1


def test_own_item_collected() -> None:
    """SVH26: her own item goes onto her scoreboard; the room is empty; the turn is over."""
    s = put(start(), "science", "prom-dress")
    after, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert after.items[0] == ["prom-dress"] and after.rooms["science"] is None
    assert after.active == 1
    assert game().view(after, None).players[0].summary == "1/4 items"


def test_other_players_item_goes_back() -> None:
    """SVH27: another's item goes back face down; the turn is over."""
    s = put(start(), "science", "bicycle")
    after, events = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert after.rooms["science"] == "bicycle" and after.items[0] == []
    assert "back face down for Elizabeth" in text(events) and after.active == 1


def test_memory_a_turned_card_is_shown_then_lies_face_down() -> None:
    """SVH28: the card turned over is on the board for all until the next move; the story a
    finished turn keeps names the classroom, not the card (nor whose it is), and the board it
    keeps shows the card face down again."""
    s = put(start(), "science", "bicycle")
    s, events = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    view = game().view(s, None)
    assert view.board.shown_in("science") == "bicycle" and "Bicycle" in text(events)
    assert view.board_after_turn is not None
    assert view.board_after_turn.shown_in("science") == "down"
    kept = " | ".join(e.after_turn or e.text for e in events)
    assert "turned over the card in Science" in kept
    assert "Bicycle" not in kept and "Elizabeth" not in kept
    s, _ = game().apply(s, 1, "roll")
    after = game().view(s, None)
    assert after.board.shown_in("science") == "down" and after.board_after_turn is None


def test_memory_a_boyfriend_put_back_is_not_named_after_the_turn() -> None:
    """SVH28: a boyfriend she turns over and does not take goes back face down; the story
    kept after the turn does not say who lies there."""
    s = put(give(start(), 0, "todd"), "science", "bruce")
    s, events = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    s, kept = game().apply(s, 0, "keep")
    shown = text([*events, *kept])
    assert "Bruce Patman" in shown
    assert "Bruce Patman" not in " | ".join(e.after_turn or e.text for e in [*events, *kept])


def test_go_to_detention() -> None:
    """SVH29: Go To Detention: the piece moves there, the card back face down, turn over."""
    s = put(start(), "science", "detention-1")
    after, events = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert after.positions[0] == "detention" and after.rooms["science"] == "detention-1"
    assert after.active == 1 and "Detention Room" in text(events)
    assert game().view(after, None).players[0].badges == ("detention",)


def test_detention_loses_next_turn() -> None:
    """SVH30: after Go To Detention she loses her next turn."""
    s = put(start(), "science", "detention-2")
    s, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    s.active = 3
    s, events = walk(s, 3, "x0y7", "x0y6", 1)
    assert "Ann lost this turn" in text(events) and s.active == 1


def test_detention_bonus_turn_is_her_lost_turn() -> None:
    """SVH30: a bonus turn lost while she waits in the Detention Room is the turn she loses:
    her next turn is played, she is not punished twice."""
    s = put(start(), "science", "detention-2")
    s, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    s = on_top(s, story("jessica", "bonus"))
    s, events = walk(s, 1, "x7y0", HOMES["elizabeth"], 1)
    assert "lost turn" in text(events) and s.active == 2 and not s.lose_turn[0]
    s.active = 3
    s, events = walk(s, 3, "x0y7", "x0y6", 1)
    assert "lost this turn" not in text(events)
    assert s.active == 0 and s.phase == ROLL


def test_leaving_detention_through_the_door() -> None:
    """SVH31: out of Detention by the next roll; the first step is the door (counts one);
    Trade Places can't pick her; Move To Any Space may take her out."""
    s = rolled(start(), 0, 1, "detention")
    assert list(facts.destinations(game().context, s)) == [game().school.door]
    s = rolled(start(), 0, 2, "detention")
    assert all(w[0] == game().school.door for w in facts.destinations(game().context, s).values())
    s = start()
    s.positions[1] = "detention"
    s, _ = walk(s, 0, "x3y0", TRADE_NORTH, 1)
    assert "trade:1" not in ids(s, 0)
    s = start()
    s.positions[0] = "detention"
    s = turn(on_top(s, story("jessica", "move")), 1)
    s, _ = walk(s, 1, "x7y0", HOMES["elizabeth"], 1)
    assert s.phase == MOVE_ANY and s.mover == 0 and "moveto:detention" not in ids(s, 0)


def test_boyfriend_taken_if_space_empty() -> None:
    """SVH32: any boyfriend is taken onto an empty boyfriend space; the turn is over."""
    s = put(start(), "science", "ken")
    after, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert after.boyfriends[0] == "ken" and after.rooms["science"] is None and after.active == 1


def test_never_more_than_one_boyfriend() -> None:
    """SVH33: holding a boyfriend, a second one is never added, only exchanged."""
    s = give(put(start(), "science", "ken"), 0, "todd")
    s, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert s.phase == EXCHANGE and ids(s, 0) == ["exchange", "keep"]
    assert s.boyfriends[0] == "todd"


def test_exchange_boyfriend_if_she_wishes() -> None:
    """SVH34: exchanging leaves hers face down in that room; keeping sends the new one back."""
    s = give(put(start(), "science", "ken"), 0, "todd")
    s, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    swapped, _ = game().apply(s, 0, "exchange")
    assert swapped.boyfriends[0] == "ken" and swapped.rooms["science"] == "todd"
    assert game().view(swapped, None).board.shown_in("science") == "down"
    kept, _ = game().apply(s, 0, "keep")
    assert kept.boyfriends[0] == "todd" and kept.rooms["science"] == "ken"


def test_face_down_boyfriend_public_view() -> None:
    """SVH35: the others see a filled boyfriend space; which one only if they saw him."""
    s = put(start(), "science", "bruce")
    s = on_top(s, story("jessica", "peek"))
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "peek:science")
    s, _ = game().apply(s, 0, "take")
    public = game().view(s, None)
    assert public.board.scoreboards[0].boyfriend == "hidden"
    assert "bruce" not in repr(public) and "Bruce" not in repr(public)
    assert "Your boyfriend card: Bruce Patman." in game().view(s, 0).private
    assert public.players[0].summary == "0/4 items + boyfriend"
    s = put(start(), "science", "bruce")
    s, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert game().view(s, None).board.scoreboards[0].boyfriend == "bruce"


def test_special_spaces_act_only_when_landed() -> None:
    """SVH36: walking past Trade Places does nothing; landing does."""
    s, _ = walk(start(), 0, "x3y0", "x5y0", 2)
    assert s.phase != TRADE_PHASE
    s, _ = walk(start(), 0, "x3y0", TRADE_NORTH, 1)
    assert s.phase == TRADE_PHASE


def test_trade_places_with_any_other_player() -> None:
    """SVH37: she must trade with another player (homes allowed, Detention not, never
    herself); nothing happens when no one can be chosen."""
    s, _ = walk(start(), 0, "x3y0", TRADE_NORTH, 1)
    assert ids(s, 0) == ["trade:1", "trade:2", "trade:3"]
    with pytest.raises(IllegalAction, match="yourself"):
        game().apply(s, 0, "trade:0")
    s = start(("jessica", "elizabeth"))
    s.positions[1] = "detention"
    s, events = walk(s, 0, "x3y0", TRADE_NORTH, 1)
    assert "nobody could trade" in text(events) and s.active == 1


def test_trade_then_follow_new_space() -> None:
    """SVH38: after trading she follows her new space, the other doesn't; no chains."""
    s = start()
    s.positions[2] = SCIENCE_ARROW
    s = put(s, "science", "prom-dress")
    s, _ = walk(s, 0, "x3y0", TRADE_NORTH, 1)
    s, _ = game().apply(s, 0, "trade:2")
    assert s.positions[0] == SCIENCE_ARROW and s.positions[2] == TRADE_NORTH
    assert s.items[0] == ["prom-dress"] and s.active == 1
    s = start()
    s.positions[3] = "x4y8"
    s, _ = walk(s, 0, "x3y0", TRADE_NORTH, 1)
    s, _ = game().apply(s, 0, "trade:3")
    assert s.positions[0] == "x4y8" and s.active == 1


def test_trade_onto_a_home_space_says_she_plays_a_card() -> None:
    """SVH38: traded onto another's Home Space she follows it, and the story says why a
    large card comes next: a Home Space is a Play A Card space."""
    s = start()
    s.positions[1] = HOMES["lila"]
    s, _ = walk(s, 0, "x3y0", TRADE_NORTH, 1)
    s, events = game().apply(s, 0, "trade:1")
    lines = [e.text for e in events]
    card = next(i for i, line in enumerate(lines) if line.startswith("Card:"))
    why = lines[card - 1]
    assert "Lila's Home" in why and "large card" in why, lines


def test_change_boyfriends_is_compulsory() -> None:
    """SVH39: she must trade boyfriends with another player: no way to pass."""
    s = give(give(start(), 0, "todd"), 2, "bruce")
    s, _ = walk(s, 0, "x0y5", CHANGE_WEST, 1)
    assert s.phase == CHANGE_PHASE and ids(s, 0) == ["change:2"]
    s, events = game().apply(s, 0, "change:2")
    assert s.boyfriends[0] == "bruce" and s.boyfriends[2] == "todd"
    assert events[0].private == {0: "You now have Bruce Patman on your scoreboard."}
    assert "Your boyfriend: Todd Wilkins (everyone saw him)." in game().view(s, 2).private


def test_change_boyfriends_steal_when_she_has_none() -> None:
    """SVH40: without a boyfriend she must steal one (house ruling: not optional)."""
    s = give(start(), 1, "bruce")
    s, _ = walk(s, 0, "x0y5", CHANGE_WEST, 1)
    assert ids(s, 0) == ["change:1"]
    s, events = game().apply(s, 0, "change:1")
    assert s.boyfriends == ["bruce", None, None, None] and "stole" in text(events)


def test_change_boyfriends_none_found_or_only_hers() -> None:
    """SVH41: no boyfriend found, or she holds the only one: the turn is over; players
    without one can't be chosen."""
    s, events = walk(start(), 0, "x0y5", CHANGE_WEST, 1)
    assert "no boyfriend had been found" in text(events) and s.active == 1
    s, events = walk(give(start(), 0, "ken"), 0, "x0y5", CHANGE_WEST, 1)
    assert "nobody else had a boyfriend" in text(events) and s.boyfriends[0] == "ken"
    s = give(give(start(), 0, "ken"), 3, "todd")
    s, _ = walk(s, 0, "x0y5", CHANGE_WEST, 1)
    with pytest.raises(IllegalAction, match="no boyfriend"):
        game().apply(s, 0, "change:1")


def test_home_spaces_are_play_a_card() -> None:
    """SVH42: landing on any Home Space (her own included) she draws a card; no other
    Play A Card spaces exist."""
    for home, before in ((HOMES["jessica"], SCIENCE_ARROW), (HOMES["elizabeth"], "x7y0")):
        s = on_top(start(), story("jessica", "peek"))
        s, events = walk(s, 0, before, home, 1)
        assert s.phase == PEEK and "Card:" in text(events)
    s, events = walk(start(), 0, "x5y4", MAIN_HALL, 1)
    assert "Card:" not in text(events)


def test_card_discarded_turn_over() -> None:
    """SVH43: after the card it goes to the discard pile and the turn is over."""
    s = on_top(start(), story("jessica", "put-back"))
    s, events = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert "no item on her scoreboard" in text(events)
    assert s.deck.discard == [story("jessica", "put-back")] and s.active == 1


def test_named_character_performs_the_action() -> None:
    """SVH44: the character named performs the action, whoever drew it."""
    s = on_top(start(), story("lila", "peek"))
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert s.phase == PEEK and s.mover == 2 and s.active == 0
    assert ids(s, 0) == [] and ids(s, 2)
    assert game().prompt(s).actors == (2,)


def test_bonus_turn_out_of_order() -> None:
    """SVH45: the player named takes a turn at once; play then resumes left of the drawer."""
    s = on_top(start(), story("lila", "bonus"))
    s, events = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert s.active == 2 and s.phase == ROLL and "bonus turn" in text(events)
    s, _ = walk(s, 2, "x8y7", "x8y6", 1)
    assert s.active == 1
    s = on_top(start(), story("jessica", "bonus"))
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert s.active == 0 and s.phase == ROLL


def test_move_to_any_space() -> None:
    """SVH46: the named player moves to any path space and follows it; her own home with a
    complete scoreboard wins."""
    s = put(on_top(start(), story("jessica", "move")), "science", "prom-dress")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert s.phase == MOVE_ANY and len(ids(s, 0)) == 44 and "moveto:x0y0" not in ids(s, 0)
    after, _ = game().apply(s, 0, f"moveto:{SCIENCE_ARROW}")
    assert after.items[0] == ["prom-dress"]
    s = give(start(), 0, *JESSICA_ITEMS, "bruce")
    s = on_top(s, story("jessica", "move"))
    s, _ = walk(s, 0, "x7y0", HOMES["elizabeth"], 1)
    after, _ = game().apply(s, 0, "moveto:x0y0")
    assert after.phase == OVER and after.winners == [0]


def test_peek_secretly() -> None:
    """SVH47: she removes any card and looks at it in secret: the line reaches her alone."""
    s = put(on_top(start(), story("elizabeth", "peek")), "music", "ken")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, events = game().apply(s, 1, "peek:music")
    assert s.phase == PEEKED and "Ken" not in text(events)
    assert events[0].private == {1: "You peeked in Music: Ken Matthews."}
    assert game().view(s, None).board.shown_in("music") == "lifted"
    assert [a.id for a in game().prompt(s).actions] == ["put-back"] and game().prompt(s).panel


def test_peek_collect_optional_exchange() -> None:
    """SVH48: she may take her own item or a boyfriend (exchanging if she holds one); a
    Go To Detention card seen this way does nothing."""
    s = put(on_top(start(), story("jessica", "peek")), "music", "corsage")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "peek:music")
    assert ids(s, 0) == ["take", "put-back"]
    taken, _ = game().apply(s, 0, "take")
    assert taken.items[0] == ["corsage"] and taken.rooms["music"] is None
    s = give(put(on_top(start(), story("jessica", "peek")), "music", "ken"), 0, "todd")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "peek:music")
    taken, _ = game().apply(s, 0, "take")
    assert taken.boyfriends[0] == "ken" and taken.rooms["music"] == "todd"
    s = put(on_top(start(), story("jessica", "peek")), "music", "detention-3")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "peek:music")
    assert ids(s, 0) == ["put-back"]
    s, _ = game().apply(s, 0, "put-back")
    assert s.positions[0] == "x0y0" and s.rooms["music"] == "detention-3"


def test_peek_not_collected_goes_back_unseen() -> None:
    """SVH49: a card she can't (or won't) take goes back face down, shown to nobody; the
    others read the same words as when she exchanges."""
    s = put(on_top(start(), story("jessica", "peek")), "music", "bicycle")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "peek:music")
    assert ids(s, 0) == ["put-back"]
    with pytest.raises(IllegalAction):
        game().apply(s, 0, "take")
    after, events = game().apply(s, 0, "put-back")
    assert after.rooms["music"] == "bicycle" and "Bicycle" not in text(events)
    assert text(events).startswith("Ann put a card back in Music")
    assert game().view(after, None).board.shown_in("music") == "down"


def test_put_back_one_item() -> None:
    """SVH50: she chooses one item and an empty classroom (not Detention); face down."""
    s = give(on_top(start(), story("jessica", "put-back")), 0, "corsage", "bruce")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert s.phase == PUT_ITEM and ids(s, 0) == ["item:corsage"]
    s, _ = game().apply(s, 0, "item:corsage")
    assert s.phase == PUT_ROOM
    empty = [r for r, c in s.rooms.items() if c is None]
    assert ids(s, 0) == [f"into:{r}" for r in empty]
    full = next(r for r, c in s.rooms.items() if c is not None)
    with pytest.raises(IllegalAction, match="already holds a card"):
        game().apply(s, 0, f"into:{full}")
    with pytest.raises(IllegalAction, match="Detention"):
        game().apply(s, 0, "into:detention")
    after, events = game().apply(s, 0, f"into:{empty[0]}")
    assert after.items[0] == [] and after.rooms[empty[0]] == "corsage"
    assert "Orchid Corsage" in text(events)


def test_memory_an_item_put_back_is_not_named_after_the_turn() -> None:
    """SVH50, SVH28: all see which item she puts back where, but the story a finished turn
    keeps names only the classroom."""
    s = give(on_top(start(), story("jessica", "put-back")), 0, "corsage", "bruce")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "item:corsage")
    room = next(r for r, c in s.rooms.items() if c is None)
    s, events = game().apply(s, 0, f"into:{room}")
    kept = " | ".join(e.after_turn or e.text for e in events)
    room_name = game().school.rooms[room].name
    assert "Orchid Corsage" in text(events)
    assert "Orchid Corsage" not in kept and f"back face down in {room_name}" in kept


def test_put_back_nothing_without_items() -> None:
    """SVH51: with no items (a boyfriend doesn't count) nothing happens."""
    s = give(on_top(start(), story("jessica", "put-back")), 0, "bruce")
    s, events = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert "no item" in text(events) and s.boyfriends[0] == "bruce" and s.active == 1


def test_return_boyfriend_only_when_found() -> None:
    """SVH52: a boyfriend on no scoreboard: nothing happens."""
    s = on_top(start(), story("lila", "return"))
    s, events = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert "on nobody's scoreboard" in text(events) and s.active == 1


def returning(ruling: str = "majority"):
    """Lila's Return Boyfriend card while Jessica holds Ken; two classrooms stand empty."""
    s = give(on_top(start(ruling=ruling), story("lila", "return")), 0, "ken", "prom-dress")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    return s, [r for r, c in s.rooms.items() if c is None]


def test_return_boyfriend_group_decides() -> None:
    """SVH53: the others (not his girlfriend; the holder included) choose the classroom, as a
    group decision; in a 2-player game the other player alone."""
    s, (a, b) = returning()
    assert s.phase == RETURN and s.boyfriends[0] is None
    prompt = game().prompt(s)
    assert prompt.actors == (3, 0, 1) and prompt.simultaneous
    with pytest.raises(IllegalAction, match="collect him yourself"):
        game().apply(s, 2, f"vote:{a}")
    s, _ = game().apply(s, 3, f"vote:{a}")
    with pytest.raises(IllegalAction, match="already voted"):
        game().apply(s, 3, f"vote:{b}")
    s, _ = game().apply(s, 0, f"vote:{b}")
    s, events = game().apply(s, 1, f"vote:{b}")
    assert s.rooms[b] == "ken" and s.active == 1 and "Ken Matthews went face down" in text(events)
    two = give(on_top(start(("jessica", "lila")), story("lila", "return")), 0, "ken")
    two, _ = walk(two, 0, SCIENCE_ARROW, "x0y0", 1)
    assert game().prompt(two).actors == (0,)
    room = next(r for r, c in two.rooms.items() if c is None)
    two, _ = game().apply(two, 0, f"vote:{room}")
    assert two.rooms[room] == "ken"


@pytest.mark.parametrize("by", ["votes", "the clock"])
def test_memory_a_returned_boyfriend_is_not_named_after_the_turn(by: str) -> None:
    """SVH53, SVH28: all see where the group puts him, but the story a finished turn keeps
    names only the classroom."""
    s, (a, _) = returning()
    if by == "votes":
        for seat in (3, 0):
            s, _ = game().apply(s, seat, f"vote:{a}")
        s, events = game().apply(s, 1, f"vote:{a}")
    else:
        s, events = game().expire(s)
    kept = " | ".join(e.after_turn or e.text for e in events)
    room_name = game().school.rooms[a].name
    assert s.rooms[a] == "ken" and "Ken Matthews went face down" in text(events)
    assert "Ken" not in kept and f"face down into {room_name}" in kept


def test_return_boyfriend_policies_and_timer() -> None:
    """SVH53: majority (a tie goes to the first vote) or the player left of his girlfriend
    decides; when time runs out the votes cast decide."""
    s, (a, b) = returning("left-decides")
    for seat, room in ((3, a), (0, b), (1, b)):
        s, _ = game().apply(s, seat, f"vote:{room}")
    assert s.rooms[a] == "ken"
    s, (a, b) = returning("majority")
    s, _ = game().apply(s, 3, f"vote:{a}")
    s, _ = game().apply(s, 0, f"vote:{b}")
    s, events = game().expire(s)
    assert s.rooms[a] == "ken" and "Time ran out" in text(events)
    s, (a, b) = returning("majority")
    s, _ = game().expire(s)
    assert s.rooms[a] == "ken"


def test_return_boyfriend_only_to_empty_classroom() -> None:
    """SVH54: only empty classrooms, never Detention, face down."""
    s = give(on_top(start(), story("lila", "return")), 0, "ken")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    offered = {a.id for a in game().prompt(s).actions}
    assert offered == {f"vote:{r}" for r, c in s.rooms.items() if c is None}
    with pytest.raises(IllegalAction, match="Detention"):
        game().apply(s, 3, "vote:detention")
    full = next(r for r, c in s.rooms.items() if c is not None)
    with pytest.raises(IllegalAction, match="already holds"):
        game().apply(s, 3, f"vote:{full}")


def test_deck_runs_out_reshuffle() -> None:
    """SVH55: an empty pile is made again from the shuffled discard pile."""
    s = start()
    s.deck.discard, s.deck.cards = s.deck.cards, []
    s, events = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert "reshuffled" in text(events)
    assert s.deck.count == 36 and len(s.deck.discard) >= 1


def test_complete_scoreboard_heads_home() -> None:
    """SVH56: complete, she may stop on her Home Space early; direction isn't bound and
    other spaces still act."""
    s = rolled(give(start(), 0, *JESSICA_ITEMS, "bruce"), 0, 5, SCIENCE_ARROW)
    actions = {a.id: a.label for a in game().legal_actions(s, 0)}
    assert "home to win" in actions["go:x0y0"] and "go:x6y0" in actions


def test_first_home_complete_wins() -> None:
    """SVH57: the first to reach her Home Space with a complete scoreboard wins."""
    s = rolled(give(start(), 0, *JESSICA_ITEMS, "bruce"), 0, 5, SCIENCE_ARROW)
    s, events = game().apply(s, 0, "go:x0y0")
    assert s.phase == OVER and game().outcome(s).winners == (0,)
    assert "she won" in text(events) and game().legal_actions(s, 1) == []


def test_no_exact_count_and_other_ways_home() -> None:
    """SVH58: no exact count (also step by step); completing while home, or starting a turn
    there after being bumped, wins."""
    s = rolled(give(start(), 0, *JESSICA_ITEMS, "bruce"), 0, 6, "x2y0")
    s, _ = game().apply(s, 0, "step-by-step")
    s, _ = game().apply(s, 0, "step:x1y0")
    s, _ = game().apply(s, 0, "step:x0y0")
    assert s.phase == OVER and s.winners == [0]
    s = give(start(), 0, *JESSICA_ITEMS[:3], "bruce")
    s = put(on_top(s, story("jessica", "peek")), "music", "ms-dalton")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "peek:music")
    s, _ = game().apply(s, 0, "take")
    assert s.phase == OVER and s.winners == [0]
    s = give(start(), 1, *ELIZABETH_ITEMS, "todd")
    s.positions[1] = HOMES["elizabeth"]
    s, _ = walk(s, 0, "x3y0", "x2y0", 1)
    s, _ = game().apply(s, 0, "look:science")
    assert s.phase == OVER and s.winners == [1]


def test_incomplete_again_cannot_win() -> None:
    """SVH59: a scoreboard that loses an item or has the wrong boyfriend can't win."""
    s = rolled(give(start(), 0, *JESSICA_ITEMS, "todd"), 0, 1, SCIENCE_ARROW)
    on_top(s, story("jessica", "put-back"))
    assert "home to win" not in " ".join(a.label for a in game().legal_actions(s, 0))
    s, _ = game().apply(s, 0, "go:x0y0")
    assert s.phase == PUT_ITEM


def test_small_games_keep_absent_homes() -> None:
    """SVH60: 2 and 3 players use the same board: absent homes stay Play A Card spaces."""
    s = on_top(start(("jessica", "elizabeth")), story("jessica", "peek"))
    s, _ = walk(s, 0, "x1y8", HOMES["enid"], 1)
    assert s.phase == PEEK


def test_absent_cards_never_collected() -> None:
    """SVH61: absent characters' items and boyfriends are never collected (turned over or
    peeked)."""
    s = put(start(("jessica", "elizabeth")), "science", "ken")
    after, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert after.boyfriends[0] is None and after.rooms["science"] == "ken"
    s = put(on_top(start(("jessica", "elizabeth")), story("jessica", "peek")), "music", "winston")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "peek:music")
    assert ids(s, 0) == ["put-back"]


def test_absent_cards_stay_face_up() -> None:
    """SVH62: once turned over they stay face up; an arrow at them just ends the turn; Peek
    can't pick them."""
    s = put(start(("jessica", "elizabeth")), "science", "party-dress")
    s, events = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert "stayed face up" in text(events) and s.face_up == ["science"]
    assert game().view(s, None).board.shown_in("science") == "party-dress"
    s, events = walk(s, 1, "x0y0", SCIENCE_ARROW, 1)
    assert "lay face up" in text(events) and s.active == 0
    s = on_top(s, story("jessica", "peek"))
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert "peek:science" not in ids(s, 0)


def test_cards_about_absent_characters_skipped() -> None:
    """SVH63: cards about absent characters go to the discard pile until one concerns a
    player; a Return Boyfriend card concerns his girlfriend."""
    s = start(("jessica", "elizabeth"))
    on_top(s, story("jessica", "put-back"))
    on_top(s, story("lila", "return"))
    on_top(s, story("enid", "bonus"))
    s, events = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert text(events).count("isn't playing") == 2
    assert s.deck.discard == [
        story("enid", "bonus"),
        story("lila", "return"),
        story("jessica", "put-back"),
    ]


def test_every_checklist_row_has_a_test() -> None:
    """Every SVH id of the checklist is named in some test docstring, every house ruling
    row in rules.md."""
    if not CHECKLIST.exists():
        pytest.skip("the shared checklist is not next to this worktree")
    rows = re.findall(r"^\| (SVH\d+) \|(.*)$", CHECKLIST.read_text(), re.M)
    docs = " ".join((f.__doc__ or "") for f in globals().values() if callable(f))
    tested = set(re.findall(r"SVH\d+", docs))
    assert {row for row, _ in rows} <= tested
    rulings = set(re.findall(r"SVH\d+", RULINGS.read_text()))
    needed = {row for row, body in rows if "house ruling needed" in body}
    assert needed <= rulings, sorted(needed - rulings)


def test_only_secrets_count_as_hidden() -> None:
    """SVH35, SVH49: the goal and a boyfriend everyone saw repeat public facts; a face-down
    boyfriend nobody saw and a peek are hers alone (a DM only when those change)."""
    s = give(start(), 0, "bruce")
    assert game().view(s, 0).hidden == ()
    assert "Your boyfriend: Bruce Patman (everyone saw him)." in game().view(s, 0).private
    s.seen[0] = False
    s.peeks[0] = "You peeked in Music: Bicycle."
    assert game().view(s, 0).hidden == (
        "Your boyfriend card: Bruce Patman.",
        "You peeked in Music: Bicycle.",
    )


def test_idle_players_are_skipped_never_removed() -> None:
    """Idle players (house ruling 28): a forced choice takes its first option, a vote its
    first empty room, anything else ends the turn; nobody can be removed."""
    s, events = game().skip_turn(turn(start(), 0), 0)
    assert s.active == 1 and "turn skipped" in text(events)
    s, _ = walk(start(), 0, "x3y0", TRADE_NORTH, 1)
    s, _ = game().skip_turn(s, 0)
    assert s.positions[0] == HOMES["elizabeth"] and s.positions[1] == TRADE_NORTH
    s, (first, _) = returning()
    s, _ = game().skip_turn(s, 3)
    assert s.decision.votes == ((3, first),)
    with pytest.raises(IllegalAction, match="isn't holding up"):
        game().skip_turn(s, 2)
    with pytest.raises(IllegalAction, match="every player"):
        game().remove_player(start(), 1)


def test_saved_state_is_checked() -> None:
    """A saved game that lost a card, names a space the school lacks or a seat the table
    lacks, or is in no phase of the game, is refused in a sentence naming the field."""
    data = game().dump(start(("jessica", "elizabeth")))
    deck = data["deck"]
    damaged = {
        "23 item cards": {"rooms": {**data["rooms"], "science": None}},
        "positions": {"positions": ["nowhere", *data["positions"][1:]]},
        "36 large cards": {"deck": {**deck, "cards": deck["cards"][1:]}},
        "field mover is seat 2, but there are 2 players": {"mover": 2},
        "field stepping.left must be at least 0": {"stepping": {"left": -1}},
        "field phase": {"phase": "dancing"},
        "field ruling": {"ruling": "coin-toss"},
    }
    for named, change in damaged.items():
        with pytest.raises(GameDataError, match=named):
            game().load({**data, **change})


def test_an_id_naming_nothing_of_this_school_is_malformed() -> None:
    """An id whose value names no space, classroom, character or seat of the game is no
    action at all; a well-formed one the position does not allow keeps its own sentence."""
    s = rolled(start(("jessica", "elizabeth")), 0, 3, "x0y0")
    for action_id in ("go:nowhere", "look:ballroom", "char:bruce", "trade:4", "roll:1"):
        with pytest.raises(MalformedAction, match="is not a Sweet Valley High action"):
            game().apply(s, 0, action_id)
    with pytest.raises(IllegalAction, match="There is no such player") as refused:
        game().apply(s, 0, "trade:3")
    assert not isinstance(refused.value, MalformedAction)


def test_a_large_card_named_twice_stops_the_load(tmp_path: Path) -> None:
    """SVH4: the 36 large cards are told apart by key, as the state keeps only keys."""
    for name in ("board.json", "rules.md"):
        (tmp_path / name).write_bytes((RULINGS.parent / name).read_bytes())
    cards = json.loads((RULINGS.parent / "cards.json").read_text())
    cards["deck"][1]["key"] = cards["deck"][0]["key"]
    (tmp_path / "cards.json").write_text(json.dumps(cards))
    with pytest.raises(GameDataError, match=r"cards\.json: field deck names a large card twice"):
        load_game(SweetValleyHigh, tmp_path)


def test_rules_text_fits_one_rules_embed() -> None:
    """/game rules shows the whole summary with every house ruling: it fits the 4096
    characters of one embed."""
    text = game().rules_text()
    assert len(text) <= 4096 and "## House rulings" in text
    assert "ruling=majority" in text and "ruling=left-decides" in text


# -- what a computer player may picture -----------------------------------------------------


def twins(state, seat: int, draws: int = 200):
    """``draws`` positions drawn for ``seat``, checking each left the real one untouched."""
    before = game().dump(state)
    for i in range(draws):
        twin = game().determinize(state, seat, Rng.from_seed(i))
        assert game().dump(state) == before
        assert game().view(twin, seat) == game().view(state, seat)
        assert game().view(twin, None) == game().view(state, None)
        yield twin


def test_a_twin_deals_only_what_the_seat_cannot_see() -> None:
    """SVH35, SVH49, SVH62: a seat keeps its own boyfriend, the scoreboards, empty rooms, a
    card face up and its last peek's card; the face-down cards and a boyfriend nobody saw are
    drawn from all the cards it can't see (a hidden slot only from boyfriends in play), and
    another's peek names the card dealt where hers lay."""
    s = start(("jessica", "elizabeth", "lila"))
    s = put(put(put(s, "music", "bicycle"), "science", "swimsuit"), "art", "ken")
    give(s, 0, "todd")
    give(s, 1, "bruce", "trail-map")
    give(s, 2, "party-dress")
    s.seen[0] = s.seen[1] = False
    s.face_up = ["science"]
    s.peeks[0] = "You peeked in Music: Bicycle."
    s.peeks[1] = "You peeked in Art: Ken Matthews."
    names = game().school.card_names
    empty = {r for r, c in s.rooms.items() if c is None}
    face_down = {r for r in s.rooms if r not in empty | {"music", "science"}}
    unseen = sorted([*(s.rooms[r] for r in face_down), "bruce"])
    to_bea: set[str] = set()
    to_art: set[str] = set()
    for twin in twins(s, 0):
        assert (twin.rooms["music"], twin.rooms["science"]) == ("bicycle", "swimsuit")
        assert {r for r, c in twin.rooms.items() if c is None} == empty
        assert (twin.boyfriends[0], twin.boyfriends[2], twin.items) == ("todd", None, s.items)
        assert sorted([*(twin.rooms[r] for r in face_down), twin.boyfriends[1]]) == unseen
        assert twin.peeks[0] == s.peeks[0]
        assert twin.peeks[1] == f"You peeked in Art: {names[twin.rooms['art']]}."
        assert sorted(twin.deck.cards) == sorted(s.deck.cards) and twin.rng.state != s.rng.state
        to_bea.add(twin.boyfriends[1])
        to_art.add(twin.rooms["art"])
    assert to_bea == {"bruce", "ken"}
    assert len(to_art) > 10


def test_a_lifted_card_is_known_to_the_one_who_peeks_alone() -> None:
    """SVH47: while she looks, her card stays hers in every twin she draws; for the others
    the lifted card is any card they can't see, and the peek names it."""
    s = put(on_top(start(), story("elizabeth", "peek")), "music", "ken")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 1, "peek:music")
    for twin in twins(s, 1, 50):
        assert twin.rooms["music"] == twin.pending["card"] == "ken"
        assert game().legal_actions(twin, 1) == game().legal_actions(s, 1)
    lifted = set()
    for twin in twins(s, 0, 50):
        assert twin.pending["card"] == twin.rooms["music"]
        assert (
            twin.peeks[1]
            == f"You peeked in Music: {game().school.card_names[twin.rooms['music']]}."
        )
        lifted.add(twin.rooms["music"])
    assert len(lifted) > 5


def test_a_secret_exchange_stays_secret_in_a_twin() -> None:
    """SVH48, SVH49: she peeked Ken in Music; Bea then took him by Peek/Take, leaving Todd,
    with the same public words as putting a card back. Ann's twins keep Ken in Music, as she
    believes, and never tell her where he really went."""
    s = give(put(start(), "music", "ken"), 1, "todd")
    s.seen[1] = False
    on_top(s, story("jessica", "peek"))
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "peek:music")
    s, _ = game().apply(s, 0, "put-back")
    on_top(s, story("elizabeth", "peek"))
    s, _ = walk(s, 1, "x7y0", HOMES["elizabeth"], 1)
    s, _ = game().apply(s, 1, "peek:music")
    s, _ = game().apply(s, 1, "take")
    assert (s.rooms["music"], s.boyfriends[1]) == ("todd", "ken")
    to_bea = set()
    for twin in twins(s, 0):
        assert twin.rooms["music"] == "ken"
        to_bea.add(twin.boyfriends[1])
    assert to_bea == {"bruce", "todd", "winston"}


def test_a_complete_scoreboard_is_no_secret() -> None:
    """SVH56: with all four items, whether her face-down boyfriend is her own shows when she
    moves (her Home Space is offered to win), so twins keep him, or never deal him to her."""
    s = give(start(), 1, *ELIZABETH_ITEMS, "todd")
    s.seen[1] = False
    for twin in twins(s, 0, 50):
        assert twin.boyfriends[1] == "todd"
    s = give(start(), 1, *ELIZABETH_ITEMS, "bruce")
    s.seen[1] = False
    to_bea = set()
    for twin in twins(s, 0, 100):
        to_bea.add(twin.boyfriends[1])
    assert to_bea == {"bruce", "ken", "winston"}


def test_a_twin_reshuffles_the_deck_and_what_was_set_aside() -> None:
    """SVH4, SVH63: the deck's order is unseen, and so is which card about a character nobody
    plays was set aside; the cards read out stay in the discards."""
    s = start(("jessica", "elizabeth"))
    on_top(s, story("jessica", "put-back"))
    on_top(s, story("lila", "return"))
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    assert s.deck.discard == [story("lila", "return"), story("jessica", "put-back")]
    lila = {c.key for c in game().school.deck if c.character == "lila"}
    set_aside, tops = set(), set()
    for twin in twins(s, 0, 100):
        assert twin.deck.discard[1] == story("jessica", "put-back") and twin.deck.discard[0] in lila
        assert sorted(twin.deck.cards + twin.deck.discard) == sorted(s.deck.cards + s.deck.discard)
        set_aside.add(twin.deck.discard[0])
        tops.add(twin.deck.cards[0])
    assert set_aside == lila and len(tops) > 10
