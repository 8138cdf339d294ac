"""One test per row of the Goosebumps rule checklist, each named after its rule (id in the
docstring); the last test checks every id is covered."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from bot import paths
from bot.engine import OVER, GameDataError, IllegalAction, Rng
from bot.games.goosebumps.board import COLOURS, PIT, load_board
from bot.games.goosebumps.cards import ANYTIME, LATER, NOW, NOW_OR_LATER
from bot.games.goosebumps.state import BRINK, MOVE, TARGET, TOMB
from bot.games.goosebumps.turns import SKULL_FACES
from bot.games.goosebumps.words import NUMBER_FACES, PAIR_COLOURS, PAIRS, SYMBOL_FACES
from tests.games.goosebumps_helpers import (
    card,
    finish_turn,
    game,
    give,
    ids,
    moving,
    new,
    on_top,
    rigged_roll,
    rng_where,
    slide,
    texts,
    tomb_choice,
)
from tests.platform.catalog import registered_games

BOARD_FILE = paths.DATA_DIR / "goosebumps" / "board.json"
RED, PURPLE, GOLD = 0, 1, 2
SARI, GABE, TERRI, JERRY = 0, 1, 2, 3


def apply(s, seat, action):  # type: ignore[no-untyped-def]
    return game().apply(s, seat, action)


def refused(s, seat, action) -> str:  # type: ignore[no-untyped-def]
    before = game().dump(s)
    with pytest.raises(IllegalAction) as error:
        game().apply(s, seat, action)
    assert game().dump(s) == before
    message = str(error.value)
    assert message.endswith(".") and message.count(". ") == 0, message
    return message


def dests(s, pawn) -> set[str]:  # type: ignore[no-untyped-def]
    return {a.split(":")[2] for a in ids(s, s.active) if a.startswith(f"go:{pawn}:")}


def broken_board(tmp_path: Path, change) -> Path:  # type: ignore[no-untyped-def]
    data = json.loads(BOARD_FILE.read_text())
    change(data)
    path = tmp_path / "board.json"
    path.write_text(json.dumps(data))
    return path


# -- components -------------------------------------------------------------------------------


def test_player_count_two_to_four() -> None:
    """GB1: the game seats 2 to 4 players."""
    assert (game().min_players, game().max_players) == (2, 4)
    for count in (1, 5):
        with pytest.raises(IllegalAction, match=f"is for 2 to 4 players, not {count}\\."):
            game().setup(["x"] * count, 1, {})


def test_eight_pawns_in_four_colour_pairs() -> None:
    """GB2: 8 pawns in 4 colours, a girl and a boy each, two per player."""
    s = new(4)
    assert len(s.spaces) == 8 and len(PAIRS) == 4
    assert ("Sari", "Gabe") in PAIRS and ("Terri", "Jerry") in PAIRS
    players = game().view(s, None).players
    assert len({p.colour for p in players}) == 4
    assert [p.token for p in players] == ["SG", "TJ", "AJ", "LK"]


def test_thirty_six_cards_of_four_types() -> None:
    """GB3: 36 cards of the four kinds, with the effects the rulebook names."""
    cards = game().cards.values()
    assert len(cards) == 36
    kinds = Counter(c.kind for c in cards)
    assert kinds == {NOW: 14, LATER: 9, NOW_OR_LATER: 12, ANYTIME: 1}
    effects = Counter(c.effect for c in cards)
    assert effects["monster"] == 6 and effects["cure-all"] == 1 and effects["ring"] == 7
    assert effects["reversal"] == 2 and effects["extra-turn"] == 3
    assert effects["steal-ring"] and effects["switch"] and effects["to-gate"]


def test_a_single_play_anytime_card(tmp_path: Path) -> None:
    """GB4: exactly one Play Anytime card; a deck with two is refused."""
    from bot.games.goosebumps.cards import load_cards

    assert [c.kind for c in game().cards.values()].count(ANYTIME) == 1
    data = json.loads((paths.DATA_DIR / "goosebumps" / "cards.json").read_text())
    data["cards"][0] |= {"kind": "anytime", "effect": "jump"}
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data))
    with pytest.raises(GameDataError, match="Play Anytime"):
        load_cards(path)


def test_three_tombs_in_a_fixed_order() -> None:
    """GB5: the Mummy, Monster and Wolf tombs stand in a fixed order on the digital board."""
    assert [p.tomb for p in game().board.platforms] == ["mummy", "monster", "wolf"]


def test_three_sliding_platforms_red_purple_gold() -> None:
    """GB6: Red Danger #1, Purple Danger #2, Gold Danger #3; arrows and Danger use these colours."""
    board = game().board
    assert [(p.colour, p.number) for p in board.platforms] == [
        ("red", 1),
        ("purple", 2),
        ("gold", 3),
    ]
    coloured = {
        k.split("-")[1] for layout in board.layouts.values() for k in layout.values() if "-" in k
    }
    assert coloured == set(COLOURS)


def test_two_dice_number_and_symbol() -> None:
    """GB7: the number die shows 1-6; the symbol die each tomb on two faces."""
    assert NUMBER_FACES == (1, 2, 3, 4, 5, 6)
    assert Counter(SYMBOL_FACES) == {"monster": 2, "mummy": 2, "wolf": 2}
    rolled = set()
    for seed in range(40):
        s = new(seed=seed)
        assert s.phase == TOMB
        rolled.add((s.number, s.symbol))
    assert {n for n, _ in rolled} <= set(NUMBER_FACES) and {y for _, y in rolled} == set(
        SYMBOL_FACES
    )


def test_board_gate_exit_crypt_and_bushes(tmp_path: Path) -> None:
    """GB8: the grid has the Gate, the Exit, the Crypt and bushes; a grid with a hole is refused."""
    board = game().board
    assert board.spaces[board.gate].kind == "gate" and board.spaces[board.exit].kind == "exit"
    assert board.neighbours[board.crypt] == (board.exit,)
    assert board.bushes and all(
        b not in {(s.x, s.y) for s in board.spaces.values()} for b in board.bushes
    )
    path = broken_board(tmp_path, lambda d: d["bushes"].pop())
    with pytest.raises(GameDataError, match="bushes"):
        load_board(path)


def test_a_tomb_has_three_positions() -> None:
    """GB9: every tomb has three positions, an end, the middle and an end."""
    for platform in game().board.platforms:
        assert len(set(platform.pits)) == 3 and len(platform.changes) == 3


def test_every_tomb_starts_in_the_middle() -> None:
    """GB10: at setup every tomb is in its middle position."""
    assert new().tombs == [1, 1, 1]


def test_the_space_under_a_tomb_is_a_pit() -> None:
    """GB11: the position under the tomb is a pit; the other two are spaces to stand on."""
    board = game().board
    for pos in range(3):
        kinds = board.kinds((pos, 1, 1))
        cells = board.platforms[RED].cells
        assert kinds[cells[pos]] == PIT
        assert all(kinds[c] != PIT for i, c in enumerate(cells) if i != pos)


def test_the_skull_hits_one_time_in_two() -> None:
    """GB12: the skull knocks the launcher one time in two (house ruling)."""
    assert SKULL_FACES == 2
    wins = 0
    for seed in range(200):
        s = moving(new(seed=seed), 1)
        give(s, SARI, card("ring"))
        s.spaces[SARI] = game().board.exit
        s, _ = apply(s, 0, f"go:{SARI}:{game().board.crypt}")
        wins += s.phase == OVER
    assert 70 < wins < 130


def test_the_skull_is_tried_on_the_crypt_platform() -> None:
    """GB13: the skull is on the Crypt platform: only a pawn there may try it."""
    s = moving(new(), 3)
    give(s, SARI, card("ring"))
    assert not [a for a in ids(s, 0) if a.startswith("skull:")]
    assert "Crypt platform" in refused(s, 0, f"skull:{SARI}")
    s.spaces[SARI] = game().board.crypt
    assert f"skull:{SARI}" in ids(s, 0)


def test_draw_pile_shuffled_discard_pile_starts_empty() -> None:
    """GB14: the deck is shuffled face down; played cards go to the discard pile."""
    a, b = new(seed=1), new(seed=2)
    assert (
        a.deck.cards != b.deck.cards
        and sorted(a.deck.cards) == sorted(game().cards)
        and a.deck.discard == []
    )
    s = moving(a, 1)
    on_top(s, card("to-gate"))
    s.spaces[SARI] = "b10"
    s.spaces[TERRI] = "d2"
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    s, _ = apply(s, 0, f"play:{SARI}:{card('to-gate')}:{TERRI}")
    assert s.deck.discard == [card("to-gate")]


def test_seats_take_the_colour_pairs_in_order() -> None:
    """GB15: seats take the colour pairs in order (house ruling)."""
    players = game().view(new(3), None).players
    assert [p.colour for p in players] == [c for _, c in PAIR_COLOURS[:3]]


def test_cards_stay_with_the_pawn_that_drew_them() -> None:
    """GB16: a saved card lies under the pawn that collected it."""
    s = moving(new(), 1)
    on_top(s, card("ring"))
    s.spaces[GABE] = "b10"
    s, _ = apply(s, 0, f"go:{GABE}:a10")
    assert s.saved[GABE] == [card("ring")] and s.saved[SARI] == []


def test_both_pawns_start_on_the_gate_platform() -> None:
    """GB17: every pawn starts on the Gate platform."""
    assert set(new(4).spaces) == {game().board.gate}


def test_object_ring_and_ghost() -> None:
    """GB18: a pawn with a Magic Ring that destroys the Headless Ghost wins."""
    s = moving(new(), 1)
    give(s, GABE, card("ring"))
    s.spaces[GABE] = game().board.exit
    s.rng = rng_where(lambda r: r.below(2) == 0)
    s, events = apply(s, 0, f"go:{GABE}:{game().board.crypt}")
    assert s.phase == OVER and game().outcome(s).winners == (0,)
    assert "destroyed the Headless Ghost" in texts(events)


def test_youngest_first_is_the_first_seat() -> None:
    """GB19: the first seat starts (seat the youngest first); option first=random draws one."""
    assert new(4).active == 0
    assert {new(4, seed=seed, first="random").active for seed in range(30)} == {0, 1, 2, 3}
    assert "first" in {o.key for o in registered_games().registration("goosebumps").options}


def test_play_goes_clockwise() -> None:
    """GB20: turns follow the seat order."""
    s = new(3)
    seen = []
    for _ in range(4):
        seen.append(s.active)
        s = finish_turn(s)
    assert seen == [0, 1, 2, 0]


def test_turn_is_roll_then_tomb_then_pawn() -> None:
    """GB21: roll both dice, then move the tomb, then (optionally) a pawn."""
    s = new()
    assert s.number in NUMBER_FACES and s.symbol in SYMBOL_FACES
    assert refused(s, 0, "roll") == "The dice are rolled for you as your turn begins."
    s = tomb_choice(s, 1, "wolf")
    assert refused(s, 0, f"go:{SARI}:d10") == "Slide the Wolf tomb first."
    s, _ = apply(s, 0, "slide:wolf:0")
    assert s.phase == MOVE and f"go:{SARI}:d10" in ids(s, 0)


def test_the_tomb_move_is_not_optional() -> None:
    """GB22: after the roll the rolled tomb must move one position: no pawn move, no ending."""
    s = tomb_choice(new(), 2, "monster")
    assert ids(s, 0) == ["slide:monster:0", "slide:monster:2"]
    assert refused(s, 0, "stay") == "Slide the Monster tomb first."
    assert refused(s, 0, "slide:wolf:0") == "You rolled the Monster: slide that tomb."


def test_the_tomb_move_is_not_optional_when_the_roller_is_skipped() -> None:
    """GB22: a player skipped for taking too long at the tomb step still has the rolled tomb
    slide one position (an end by chance from the middle); no pawn moves and the turn ends."""
    s = tomb_choice(new(), 2, "monster")
    assert s.tombs[game().board.platform_of("monster")] == 1
    s, events = game().skip_turn(s, 0)
    told = [e.text for e in events]
    assert told[0].endswith("took too long: turn skipped")
    assert told[1].startswith("the Monster tomb slid onto")
    assert told[2] == f"{s.players[1]}'s turn" and s.active == 1


def test_a_skipped_roller_whose_pawn_stands_on_the_coming_pit_falls() -> None:
    """GB22, GB26: from an end the tomb goes back to the middle even for a skipped roller; her
    own pawn on the pit it opens falls, saved cards and all."""
    s = tomb_choice(new(), 2, "mummy")
    s.tombs[RED] = 0
    pit = game().board.platforms[RED].pits[1]
    s.spaces[SARI] = pit
    give(s, SARI, card("ring"))
    s, events = game().skip_turn(s, 0)
    assert s.tombs[RED] == 1 and s.spaces[SARI] == "" and card("ring") in s.deck.discard
    assert "fell into the pit" in texts(events) and s.active == 1


def test_tomb_direction_chosen_from_the_middle_forced_from_an_end() -> None:
    """GB23: from the middle the roller picks the end; from an end it goes back to the middle."""
    s = tomb_choice(new(), 2, "mummy")
    assert {a.id for a in game().prompt(s).actions} == {"slide:mummy:0", "slide:mummy:2"}
    s, _ = apply(s, 0, "slide:mummy:2")
    s, events = slide(s, "mummy", 1)
    assert s.tombs[RED] == 1 and s.phase == MOVE and "slid onto C8" in texts(events)


def test_moving_a_tomb_shifts_the_board() -> None:
    """GB24: the pit moves and the platform's spaces change kind."""
    board = game().board
    before = dict(board.kinds(new().tombs))
    s, _ = slide(new(), "mummy", 0)
    after = board.kinds(s.tombs)
    changed = {k for k in before if before[k] != after[k]}
    assert changed and changed <= set(board.platforms[RED].changes[0]) | {"b8", "c8"}
    assert after["b8"] == PIT and after["c8"] == "grass"


def test_no_pawn_moves_into_a_pit() -> None:
    """GB25: no die move ends in or passes into a pit."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b8"
    assert "c8" not in dests(s, SARI)
    assert "open pit" in refused(s, 0, f"go:{SARI}:c8")


def test_a_pawn_falls_only_when_a_tomb_moves() -> None:
    """GB26: a pawn on a Danger space stays through other moves; the tomb move drops it."""
    s = moving(new(), 2)
    s.spaces[TERRI] = "b8"
    s, _ = apply(s, 0, "stay")
    assert s.spaces[TERRI] == "b8"
    s, _ = slide(s, "mummy", 0)
    assert s.spaces[TERRI] == ""


def test_a_fallen_pawn_is_out_at_once() -> None:
    """GB27: a pawn under which a pit opens is out of the game at once."""
    s = new()
    s.spaces[TERRI] = "b8"
    s, events = slide(s, "mummy", 0)
    assert s.spaces[TERRI] == "" and "fell into the pit" in texts(events)
    assert game().view(s, None).board.pawns[TERRI].space is None


def test_fallen_pawn_cards_and_monster_go_to_discard() -> None:
    """GB28: the fallen pawn's saved cards and its Monster card go to the discard pile."""
    s = new()
    s.spaces[TERRI] = "b8"
    give(s, TERRI, card("ring"))
    s.monster[TERRI] = card("monster")
    s.deck.cards.remove(card("monster"))
    s, _ = slide(s, "mummy", 0)
    assert s.phase == BRINK
    s, _ = apply(s, 1, "go-on:1")
    assert s.saved[TERRI] == [] and s.monster[TERRI] == ""
    assert {card("ring"), card("monster")} <= set(s.deck.discard)
    game().load(game().dump(s))


def test_your_own_tomb_move_can_drop_your_pawn() -> None:
    """GB29: the mover's own pawn on the coming pit falls too (house ruling)."""
    s = new()
    s.spaces[SARI] = "b8"
    s, _ = slide(s, "mummy", 0)
    assert s.spaces[SARI] == ""


def test_move_the_full_count_then_follow_the_space() -> None:
    """GB30: the pawn moves the die's count and then follows the space it ends on."""
    s = moving(new(), 2)
    s.spaces[SARI] = "a7"
    s, events = apply(s, 0, f"go:{SARI}:a9")
    assert s.spaces[SARI] == "b8" and "Red arrow" in texts(events)


def test_the_pawn_move_is_optional() -> None:
    """GB31: a player may move no pawn: the turn ends."""
    s = moving(new(), 4)
    assert "stay" in ids(s, 0)
    s, _ = apply(s, 0, "stay")
    assert s.active == 1 and s.number is not None and s.spaces[SARI] == game().board.gate


def test_always_move_the_full_count() -> None:
    """GB32: destinations lie exactly the count away (no stopping short)."""
    s = moving(new(), 2)
    assert dests(s, SARI) == {"d9", "c10"}


def test_orthogonal_steps_only() -> None:
    """GB33: one step reaches only the spaces beside, never a diagonal."""
    s = moving(new(), 1)
    s.spaces[SARI] = "d9"
    assert dests(s, SARI) == {"d8", "e9", "d10"}


def test_no_doubling_back_in_a_turn() -> None:
    """GB34: a walk never uses a space twice, so two steps never end where they began."""
    s = moving(new(), 2)
    assert game().board.gate not in dests(s, SARI)
    s.spaces[SARI] = "d9"
    assert "d9" not in dests(s, SARI)


def test_a_pit_is_not_a_space() -> None:
    """GB35: an open pit is neither a destination nor a step on the way."""
    s = moving(new(), 2)
    s.spaces[SARI] = "b8"
    assert "c8" not in dests(s, SARI) and "d8" not in dests(s, SARI)


def test_bushes_and_pits_block() -> None:
    """GB36: bushes and pits block every pawn."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b9"
    assert dests(s, SARI) == {"b8", "a9", "b10"}
    message = refused(s, 0, f"go:{SARI}:c9")
    assert "bushes are not spaces" in message


def test_a_pawn_on_a_skeleton_hand_cannot_move() -> None:
    """GB37: a pawn on a Skeleton Hand gets no move."""
    s = moving(new(), 1)
    s.spaces[SARI] = "d8"
    assert not dests(s, SARI) and dests(s, GABE)
    assert "Skeleton Hand" in refused(s, 0, f"go:{SARI}:d9")


def test_only_the_end_space_acts() -> None:
    """GB38: spaces passed over do nothing; the last one acts."""
    s = moving(new(), 2)
    s.spaces[SARI] = "a8"
    on_top(s, card("ring"))
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    assert s.spaces[SARI] == "a10" and s.saved[SARI] == [card("ring")]


def test_pawns_share_spaces() -> None:
    """GB39: pawns may share a space; nobody blocks or captures."""
    s = moving(new(), 1)
    s.spaces[TERRI] = "d10"
    s, _ = apply(s, 0, f"go:{SARI}:d10")
    assert s.spaces[SARI] == s.spaces[TERRI] == "d10"


def test_after_a_shift_arrows_and_potions_react_for_everyone() -> None:
    """GB40: after a tomb move, any pawn on an arrow or potion reacts at once, whoever's."""
    s = new()
    s.tombs[RED] = 0
    s.spaces[TERRI] = "a9"
    s.spaces[SARI] = "a9"
    s, events = slide(s, "mummy", 1)
    assert s.spaces[TERRI] == s.spaces[SARI] == "b8"
    story = texts(events)
    assert story.index("Ann's Sari") < story.index("Ben's Terri")


def test_six_kinds_of_space() -> None:
    """GB41: grass, arrow, Danger, Skeleton Hand, Magic Potion and "G"."""
    kinds = {k.split("-")[0] for layout in game().board.layouts.values() for k in layout.values()}
    assert kinds - {"gate", "exit", "crypt", PIT} == {
        "grass",
        "arrow",
        "danger",
        "hand",
        "potion",
        "g",
    }


def test_spaces_act_by_die_card_or_shift() -> None:
    """GB42: a card that moves a pawn onto an arrow sends it on, as a die move does."""
    s = moving(new(), 3)
    give(s, SARI, card("switch"))
    s.spaces[TERRI] = "f9"
    s, events = apply(s, 0, f"play:{SARI}:{card('switch')}:{TERRI}")
    assert s.spaces[SARI] == "b8" and "arrow" in texts(events)


def test_a_skeleton_hand_appearing_under_a_pawn_holds_it() -> None:
    """GB43: a Skeleton Hand that a shift puts under a pawn paralyses it (house ruling)."""
    s = new()
    s.tombs[RED] = 0
    s.spaces[SARI] = "d8"
    s, events = slide(s, "mummy", 1)
    assert "Skeleton Hand gripped Ann's Sari" in texts(events)
    assert game().paralysed(s, SARI) and not dests(s, SARI)


def test_grass_does_nothing() -> None:
    """GB44: a pawn on grass just stays."""
    s = moving(new(), 1)
    s, events = apply(s, 0, f"go:{SARI}:d10")
    assert s.spaces[SARI] == "d10" and texts(events).startswith("Sari moved to D10 | Ben's turn")


def test_arrow_leads_to_its_colour_danger(tmp_path: Path) -> None:
    """GB45: an arrow sends the pawn to its colour's Danger space, which is never a pit then."""
    s = moving(new(), 1)
    s.spaces[SARI] = "g6"
    s, _ = apply(s, 0, f"go:{SARI}:g5")
    assert s.spaces[SARI] == "d6"

    def arrow_while_pit(data):  # type: ignore[no-untyped-def]
        data["platforms"][0]["positions"][0]["changes"]["a9"] = "arrow-red"

    with pytest.raises(GameDataError, match="red arrows"):
        load_board(broken_board(tmp_path, arrow_while_pit))


def test_a_danger_space_holds_the_pawn() -> None:
    """GB46: a pawn that lands on a Danger space stays there."""
    s = moving(new(), 1)
    s.spaces[SARI] = "a8"
    s, _ = apply(s, 0, f"go:{SARI}:b8")
    assert s.spaces[SARI] == "b8"


def test_paralysed_until_a_tomb_changes_the_space() -> None:
    """GB47: once a tomb changes the Skeleton Hand, the pawn moves again."""
    s = new()
    s.spaces[SARI] = "d8"
    assert game().paralysed(s, SARI)
    s, _ = slide(s, "mummy", 0)
    assert not game().paralysed(s, SARI) and dests(s, SARI)


def test_a_card_may_move_a_paralysed_pawn() -> None:
    """GB48: a switch card moves a pawn held by a Skeleton Hand (house ruling)."""
    s = moving(new(), 2)
    s.spaces[TERRI] = "d8"
    give(s, SARI, card("switch"))
    s, _ = apply(s, 0, f"play:{SARI}:{card('switch')}:{TERRI}")
    assert s.spaces[TERRI] == game().board.gate and s.spaces[SARI] == "d8"


def test_both_pawns_held_still_roll_and_move_the_tomb() -> None:
    """GB49: with both pawns paralysed the player rolls and moves a tomb but moves no pawn."""
    s = new()
    s.spaces[SARI] = s.spaces[GABE] = "d8"
    s, _ = slide(s, "wolf", 0)
    assert s.phase == MOVE
    assert [a for a in ids(s, 0) if a.startswith(("go:", "step:"))] == []
    assert "stay" in ids(s, 0)


def test_magic_potion_cures_a_monster() -> None:
    """GB50: a Monster that lands on a Magic Potion is cured; otherwise nothing happens."""
    s = moving(new(), 1)
    s.spaces[SARI] = s.spaces[GABE] = "f3"
    s.monster[SARI] = card("monster")
    s.deck.cards.remove(card("monster"))
    s, _ = apply(s, 0, f"go:{SARI}:f2")
    assert s.monster[SARI] == "" and card("monster") in s.deck.discard


def test_g_space_draws_a_card() -> None:
    """GB51: a pawn that is not a Monster draws from the draw pile on a "G"."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    top = s.deck.cards[0]
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    assert top not in s.deck.cards


def test_a_card_is_drawn_only_on_your_own_turn() -> None:
    """GB52: the Play Anytime jump onto a "G" on another player's turn draws nothing."""
    s = moving(new(), 3)
    give(s, TERRI, card("jump"))
    s.spaces[TERRI] = "b10"
    size = len(s.deck.cards)
    s, _ = apply(s, 1, f"play:{TERRI}:{card('jump')}:a10")
    assert s.spaces[TERRI] == "a10" and len(s.deck.cards) == size


def test_a_g_appearing_under_a_pawn_draws_nothing() -> None:
    """GB53: a tomb move that turns the space under a pawn into a "G" gives no card."""
    s = new()
    s.spaces[SARI] = "f10"
    size = len(s.deck.cards)
    s, _ = slide(s, "mummy", 0)
    assert game().kinds(s)["f10"] == "g" and len(s.deck.cards) == size and s.saved[SARI] == []


def test_g_by_card_draws_only_for_your_own_pawn_on_your_turn() -> None:
    """GB54: your card moving your pawn onto "G" draws; an opponent moved there draws nothing."""
    s = moving(new(), 3)
    give(s, SARI, card("switch", 0))
    give(s, SARI, card("switch", 1))
    s.spaces[TERRI] = "a10"
    on_top(s, card("ring"))
    s, _ = apply(s, 0, f"play:{SARI}:{card('switch', 0)}:{TERRI}")
    assert card("ring") in s.saved[SARI]
    s, _ = apply(s, 0, f"play:{SARI}:{card('switch', 1)}:{TERRI}")
    assert s.spaces[TERRI] == "a10" and s.saved[TERRI] == []


def test_play_many_cards_in_a_turn() -> None:
    """GB55: a player may play several cards at any time during her turn."""
    s = new()
    give(s, SARI, card("extra-turn", 0))
    give(s, SARI, card("extra-turn", 1))
    s, _ = apply(s, 0, f"play:{SARI}:{card('extra-turn', 0)}")
    s = tomb_choice(s, 1, "wolf")
    s, _ = apply(s, 0, f"play:{SARI}:{card('extra-turn', 1)}")
    assert s.extra_turns == 2


def test_do_as_the_card_says() -> None:
    """GB56: a card's effect is carried out: Bats! sends the pawn back to the Gate."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    s.spaces[JERRY] = "d2"
    on_top(s, card("to-gate"))
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    assert s.phase == TARGET
    s, _ = apply(s, 0, f"play:{SARI}:{card('to-gate')}:{JERRY}")
    assert s.spaces[JERRY] == game().board.gate


def test_draw_pile_reshuffles_from_discards() -> None:
    """GB57: an empty draw pile is made again from the discards; both empty, nothing is drawn."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    s.deck.discard, s.deck.cards = s.deck.cards, []
    s, events = apply(s, 0, f"go:{SARI}:a10")
    assert "shuffled into a new draw pile" in texts(events) and len(s.deck.cards) == 35
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    for c in list(s.deck.cards):
        give(s, JERRY, c)
    s, events = apply(s, 0, f"go:{SARI}:a10")
    assert "no card left" in texts(events)


def test_play_now_cards_are_read_and_discarded() -> None:
    """GB58: a Play Now card is told to everyone at once, then discarded (not a Monster)."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    on_top(s, card("cure-all"))
    s, events = apply(s, 0, f"go:{SARI}:a10")
    assert "Moonlight Rain (Play Now!)" in texts(events) and card("cure-all") in s.deck.discard


def test_monster_card_targets_opponents_or_the_pawn_just_moved() -> None:
    """GB59: the drawer picks an opponent's pawn or the pawn just moved, never her other pawn."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    on_top(s, card("monster"))
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    targets = {a.id.split(":")[-1] for a in game().prompt(s).actions}
    assert targets == {str(SARI), str(TERRI), str(JERRY)}


def test_landing_on_a_potion_cures_and_discards_the_monster() -> None:
    """GB60: the cure is immediate and the Monster card goes to the discard pile."""
    s = moving(new(), 1)
    s.spaces[GABE] = "a8"
    s.monster[GABE] = card("monster")
    s.deck.cards.remove(card("monster"))
    s, events = apply(s, 0, f"go:{GABE}:a7")
    assert not s.monster[GABE] and "cured" in texts(events)


def test_a_potion_appearing_under_a_monster_cures_it() -> None:
    """GB61: a Magic Potion that a tomb move puts under a Monster cures it."""
    s = new()
    s.spaces[TERRI] = "d8"
    s.monster[TERRI] = card("monster")
    s.deck.cards.remove(card("monster"))
    s, _ = slide(s, "mummy", 0)
    assert game().kinds(s)["d8"] == "potion" and s.monster[TERRI] == ""


def test_one_card_cures_every_monster() -> None:
    """GB62: Moonlight Rain cures every Monster pawn."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    for pawn, i in ((GABE, 0), (TERRI, 1), (JERRY, 2)):
        s.monster[pawn] = card("monster", i)
        s.deck.cards.remove(card("monster", i))
    on_top(s, card("cure-all"))
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    assert s.monster == ["", "", "", ""]


def test_monsters_move_like_any_pawn() -> None:
    """GB63: a Monster has the same destinations as any pawn."""
    s = moving(new(), 3)
    plain = dests(s, SARI)
    s.monster[SARI] = card("monster")
    s.deck.cards.remove(card("monster"))
    assert dests(s, SARI) == plain


def test_a_monster_draws_no_card_on_g() -> None:
    """GB64: a Monster on "G" draws nothing."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    s.monster[SARI] = card("monster")
    s.deck.cards.remove(card("monster"))
    size = len(s.deck.cards)
    s, events = apply(s, 0, f"go:{SARI}:a10")
    assert len(s.deck.cards) == size and "drew no card" in texts(events)


def test_a_monster_plays_its_saved_cards() -> None:
    """GB65: cards saved by a Monster pawn can be played."""
    s = moving(new(), 1)
    s.monster[SARI] = card("monster")
    s.deck.cards.remove(card("monster"))
    give(s, SARI, card("extra-turn"))
    assert f"play:{SARI}:{card('extra-turn')}" in ids(s, 0)


def test_no_second_monster_on_a_monster() -> None:
    """GB66: a Monster card can't be played on a Monster; any other card can."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    s.monster[TERRI] = card("monster", 1)
    s.deck.cards.remove(card("monster", 1))
    on_top(s, card("monster", 0))
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    assert "already a Monster" in refused(s, 0, f"play:{SARI}:{card('monster', 0)}:{TERRI}")
    s2 = moving(new(), 1)
    s2.monster[TERRI] = card("monster", 1)
    s2.deck.cards.remove(card("monster", 1))
    give(s2, SARI, card("switch"))
    assert f"play:{SARI}:{card('switch')}:{TERRI}" in ids(s2, 0)


def test_a_monster_cannot_destroy_the_ghost() -> None:
    """GB67: a Monster with a Ring on the Crypt can't try the skull until cured."""
    s = moving(new(), 1)
    s.spaces[SARI] = game().board.crypt
    give(s, SARI, card("ring"))
    s.monster[SARI] = card("monster")
    s.deck.cards.remove(card("monster"))
    assert f"skull:{SARI}" not in ids(s, 0)
    assert "Monster" in refused(s, 0, f"skull:{SARI}")


def test_saved_cards_are_secret_their_number_public() -> None:
    """GB68: what a pawn saved is secret; how many it saved is public (house ruling)."""
    s = new()
    give(s, SARI, card("ring"))
    public = game().view(s, None)
    assert public.board.pawns[SARI].saved == 1 and "1 saved" in public.players[0].summary
    title = game().cards[card("ring")].title
    assert title not in repr(public) and "ring-" not in repr(public)
    assert any(title in line for line in game().view(s, 0).private)
    assert not any(title in line for line in game().view(s, 1).private)


def test_a_drawn_ring_is_told_only_to_its_owner() -> None:
    """GB69: a Magic Ring is saved secretly under the pawn that drew it."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    on_top(s, card("ring"))
    s, events = apply(s, 0, f"go:{SARI}:a10")
    assert "Ring" not in texts(events)
    assert any("Ring" in e.private.get(0, "") for e in events)


def test_a_ring_under_one_pawn_is_not_for_the_other() -> None:
    """GB70: a Ring (like every saved card) serves only the pawn it is saved under."""
    s = moving(new(), 1)
    s.spaces[GABE] = game().board.crypt
    give(s, SARI, card("ring"))
    assert "saved under Sari" in refused(s, 0, f"skull:{GABE}")
    give(s, SARI, card("switch"))
    assert "saved under Sari" in refused(s, 0, f"play:{GABE}:{card('switch')}:{TERRI}")


def test_monster_reversal_turns_the_monster_back() -> None:
    """GB71: the Reversal is discarded and the Monster goes on the player's pawn that moved."""
    s = moving(new(), 1)
    s.spaces[GABE] = "b10"
    give(s, TERRI, card("reversal"))
    on_top(s, card("monster"))
    s, _ = apply(s, 0, f"go:{GABE}:a10")
    s, events = apply(s, 0, f"play:{GABE}:{card('monster')}:{TERRI}")
    assert s.monster[GABE] == card("monster") and not s.monster[TERRI]
    assert card("reversal") in s.deck.discard and "Monster Reversal" in texts(events)


def test_play_now_or_later_saved_then_played() -> None:
    """GB72: a Play Now or Later card is saved, played later, then discarded."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    on_top(s, card("extra-turn"))
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    assert s.saved[SARI] == [card("extra-turn")]
    s, _ = apply(s, 0, "done")
    s = moving(finish_turn(s), 1)
    assert s.active == 0
    s, _ = apply(s, 0, f"play:{SARI}:{card('extra-turn')}")
    assert s.extra_turns == 1 and card("extra-turn") in s.deck.discard and not s.saved[SARI]


def test_play_anytime_on_another_turn_and_the_brink_window() -> None:
    """GB73: the Play Anytime card is played off turn; a coming pit waits 30 s for it."""
    s = new()
    give(s, TERRI, card("jump"))
    assert 1 in game().prompt(s).may_act and f"play:{TERRI}:{card('jump')}:d10" in ids(s, 1)
    s.spaces[TERRI] = "b8"
    s, _ = slide(s, "mummy", 0)
    assert s.phase == BRINK and game().deadline(s) == "brink"
    assert registered_games().registration("goosebumps").phase_timers["brink"] == 30
    assert game().prompt(s).actors == (1,)
    s, _ = apply(s, 1, f"play:{TERRI}:{card('jump')}:a8")
    assert s.spaces[TERRI] == "a8" and s.tombs[RED] == 0 and s.phase == MOVE
    s2 = new()
    give(s2, TERRI, card("ring"))
    s2.spaces[TERRI] = "b8"
    s2, _ = slide(s2, "mummy", 0)
    s2, _ = game().expire(s2)
    assert s2.spaces[TERRI] == "" and s2.phase == MOVE


def test_any_pawn_may_enter_the_crypt_platform() -> None:
    """GB74: a pawn without a Ring may stand on the Crypt platform; it tries nothing."""
    s = moving(new(), 1)
    s.spaces[SARI] = game().board.exit
    s, events = apply(s, 0, f"go:{SARI}:{game().board.crypt}")
    assert s.spaces[SARI] == game().board.crypt and "skull" not in texts(events)


def test_jump_from_the_exit_without_the_full_count() -> None:
    """GB75: from the Exit the pawn jumps onto the Crypt with any count left."""
    s = moving(new(), 5)
    s.spaces[SARI] = "d3"
    assert game().board.crypt in dests(s, SARI)
    s.number = 1
    assert game().board.crypt not in dests(s, SARI)


def test_several_pawns_on_the_crypt_platform() -> None:
    """GB76: more than one pawn may be on the Crypt platform."""
    s = moving(new(), 1)
    s.spaces[TERRI] = s.spaces[SARI] = game().board.exit
    s.spaces[TERRI] = game().board.crypt
    s, _ = apply(s, 0, f"go:{SARI}:{game().board.crypt}")
    assert s.spaces[SARI] == s.spaces[TERRI] == game().board.crypt


def test_the_skull_drops_as_the_ring_arrives() -> None:
    """GB77: arriving with a Ring, the pawn shows it and drops the skull the same turn."""
    s = moving(new(), 1)
    give(s, SARI, card("ring"))
    s.spaces[SARI] = game().board.exit
    s, events = apply(s, 0, f"go:{SARI}:{game().board.crypt}")
    assert f"showed {game().cards[card('ring')].title} and dropped the skull" in texts(events)


def test_a_hit_wins_and_ends_the_game() -> None:
    """GB78: the skull on the launcher wins at once."""
    s = moving(new(3), 1)
    give(s, SARI, card("ring"))
    s.spaces[SARI] = game().board.exit
    s.rng = rng_where(lambda r: r.below(2) == 0)
    s, _ = apply(s, 0, f"go:{SARI}:{game().board.crypt}")
    assert s.phase == OVER and game().outcome(s).winners == (0,)
    assert game().legal_actions(s, 1) == []


def test_a_miss_tries_again_next_turn() -> None:
    """GB79: after a miss, the next turn rolls and moves the tomb, then tries the skull."""
    s = moving(new(), 1)
    give(s, SARI, card("ring"))
    s.spaces[SARI] = game().board.exit
    s.rng = rng_where(lambda r: r.below(2) == 1)
    s, events = apply(s, 0, f"go:{SARI}:{game().board.crypt}")
    assert "another try next turn" in texts(events) and "done" in ids(s, 0)
    s, _ = apply(s, 0, "done")
    assert s.active == 1
    s = finish_turn(s)
    assert s.active == 0 and s.number is not None
    if s.phase == TOMB:
        s, _ = apply(s, 0, ids(s, 0)[0])
    assert f"skull:{SARI}" in ids(s, 0)


def test_an_extra_turn_card_gives_another_full_turn_now() -> None:
    """GB80: with an extra-turn card the player goes again at once after a miss."""
    s = moving(new(), 1)
    give(s, SARI, card("ring"))
    give(s, SARI, card("extra-turn"))
    s.spaces[SARI] = game().board.exit
    s, _ = apply(s, 0, f"play:{SARI}:{card('extra-turn')}")
    s.rng = rng_where(lambda r: r.below(2) == 1)
    s, _ = apply(s, 0, f"go:{SARI}:{game().board.crypt}")
    s, events = apply(s, 0, "done")
    assert s.active == 0 and s.phase in (TOMB, MOVE) and "another full turn" in texts(events)


def test_a_miss_keeps_the_ring() -> None:
    """GB81: the Ring is not discarded after a miss."""
    s = moving(new(), 1)
    give(s, SARI, card("ring"))
    s.spaces[SARI] = game().board.exit
    s.rng = rng_where(lambda r: r.below(2) == 1)
    s, _ = apply(s, 0, f"go:{SARI}:{game().board.crypt}")
    assert s.saved[SARI] == [card("ring")]


def test_losing_both_pawns_puts_a_player_out() -> None:
    """GB82: a player whose two pawns fell is out at once and gets no more turns."""
    s = new(3)
    s.spaces[TERRI] = s.spaces[JERRY] = "b8"
    s, events = slide(s, "mummy", 0)
    assert game().out(s, 1) and "Ben lost both pawns" in texts(events)
    s, _ = apply(s, 0, "stay")
    assert s.active == 2 and game().view(s, None).players[1].summary == "out of the game"


def test_the_last_survivor_wins() -> None:
    """GB83: the last player with a pawn wins; if all fall at once, they share the win."""
    s = new(2)
    s.spaces[TERRI] = s.spaces[JERRY] = "b8"
    s, _ = slide(s, "mummy", 0)
    assert s.phase == OVER and s.winners == [0]
    s = new(2)
    s.spaces = ["b8"] * 4
    s, _ = slide(s, "mummy", 0)
    assert s.phase == OVER and s.winners == [0, 1]


def test_opponents_may_steal_your_ring() -> None:
    """GB84: an opponent's card steals a Ring from your pawn."""
    s = moving(new(), 1)
    give(s, TERRI, card("ring"))
    give(s, SARI, card("steal-ring"))
    s, events = apply(s, 0, f"play:{SARI}:{card('steal-ring')}:{TERRI}")
    assert s.saved[SARI] == [card("ring")] and s.saved[TERRI] == []
    assert any("lost a Magic Ring" in e.private.get(1, "") for e in events)


def test_a_pawn_with_two_rings_keeps_one_after_a_theft() -> None:
    """GB85: a pawn that loses a Ring keeps any other Ring it saved."""
    s = moving(new(), 1)
    give(s, TERRI, card("ring", 0))
    give(s, TERRI, card("ring", 1))
    give(s, SARI, card("steal-ring"))
    s, _ = apply(s, 0, f"play:{SARI}:{card('steal-ring')}:{TERRI}")
    assert game().rings(s, TERRI) == [card("ring", 1)]


def test_every_checklist_row_has_a_test() -> None:
    """Every id of ../shared/rulecheck/goosebumps.md appears in a docstring here."""
    checklist = Path(__file__).resolve().parents[3] / "shared" / "rulecheck" / "goosebumps.md"
    rows = (
        set(re.findall(r"^\| (GB\d+) \|", checklist.read_text(), re.M))
        if checklist.exists()
        else set()
    )
    expected = rows or {f"GB{i}" for i in range(1, 86)}
    covered = {
        found
        for value in globals().values()
        if callable(value) and value.__doc__
        for found in re.findall(r"\bGB\d+\b", value.__doc__.split(":")[0])
    }
    assert expected <= covered, sorted(expected - covered)


def test_ghost_light_while_a_drawn_card_waits_keeps_that_card() -> None:
    """GB73: the Play Anytime card played while a drawn card awaits its target leaves it waiting."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    give(s, GABE, card("jump"))
    on_top(s, card("to-gate"))
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    s, _ = apply(s, 0, f"play:{GABE}:{card('jump')}:d10")
    assert s.phase == TARGET and s.pending.card == card("to-gate") and s.spaces[GABE] == "d10"
    game().load(game().dump(s))


def test_each_waiting_player_answers_the_window_only_for_herself() -> None:
    """GB73: the window waits for the others on the coming pit (not the mover), each for herself."""
    s = new(3)
    for pawn in (SARI, TERRI, 4):
        s.spaces[pawn] = "b8"
        give(s, pawn, card("ring", pawn))
    s, _ = slide(s, "mummy", 0)
    assert s.phase == BRINK and game().prompt(s).actors == (1, 2)
    assert "go-on:2" not in ids(s, 1) and "go-on:1" in ids(s, 1)
    assert "another player's" in refused(s, 1, "go-on:2")
    s, _ = apply(s, 1, "go-on:1")
    assert s.phase == BRINK and game().prompt(s).actors == (2,)


def test_every_house_ruling_is_written_and_fits_the_rules_embed() -> None:
    """Each "house ruling needed" row has its ruling in rules.md, which /game rules shows whole."""
    checklist = Path(__file__).resolve().parents[3] / "shared" / "rulecheck" / "goosebumps.md"
    if not checklist.exists():
        pytest.skip("the rule checklist is not beside this checkout")
    needed = re.findall(r"^\| (GB\d+) \|.*house ruling needed", checklist.read_text(), re.M)
    text = game().rules_text()
    written = set(re.findall(r"GB\d+", text))
    assert needed and set(needed) <= written, sorted(set(needed) - written)
    assert len(text) <= 4096


def test_monster_reversal_with_no_pawn_to_take_it_discards_the_monster() -> None:
    """GB71: when none of the player's pawns can take the reversed Monster, it is discarded."""
    s = moving(new(), 1)
    give(s, SARI, card("switch"))
    s.spaces[TERRI] = "a10"
    s.monster[GABE] = card("monster", 1)
    s.deck.cards.remove(card("monster", 1))
    give(s, JERRY, card("reversal"))
    on_top(s, card("monster", 0))
    s, _ = apply(s, 0, f"play:{SARI}:{card('switch')}:{TERRI}")
    s.monster[SARI] = card("monster", 2)
    s.deck.cards.remove(card("monster", 2))
    s, events = apply(s, 0, f"play:{SARI}:{card('monster', 0)}:{JERRY}")
    assert "discarded" in texts(events) and card("monster", 0) in s.deck.discard
    assert not s.monster[JERRY] and card("reversal") in s.deck.discard


def test_monster_reversal_does_nothing_against_your_own_card() -> None:
    """GB71: a Monster card a player lays on her own pawn ignores that pawn's Reversal."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    give(s, SARI, card("reversal"))
    on_top(s, card("monster"))
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    s, _ = apply(s, 0, f"play:{SARI}:{card('monster')}:{SARI}")
    assert s.monster[SARI] == card("monster") and s.saved[SARI] == [card("reversal")]


# -- playing cards at any moment of one's own turn ---------------------------------------------


def test_a_drawn_play_now_or_later_card_may_be_played_at_once() -> None:
    """GB72: a Play Now or Later card drawn during her turn may be played at once, not only kept."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    on_top(s, card("extra-turn"))
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    assert s.active == 0 and f"play:{SARI}:{card('extra-turn')}" in ids(s, 0)
    s, events = apply(s, 0, f"play:{SARI}:{card('extra-turn')}")
    assert card("extra-turn") in s.deck.discard and not s.saved[SARI]
    assert s.active == 0 and "another full turn" in texts(events)


def test_saved_cards_may_be_played_after_the_pawn_move_until_done() -> None:
    """GB55: after her pawn move a player with saved cards may still play them, then Done."""
    s = moving(new(), 1)
    give(s, SARI, card("switch"))
    s.spaces[TERRI] = "b10"
    s, _ = apply(s, 0, f"go:{GABE}:d10")
    assert s.active == 0 and [a.id for a in game().prompt(s).actions] == ["done"]
    assert {"done", f"play:{SARI}:{card('switch')}:{TERRI}"} <= set(ids(s, 0))
    assert "Done" in game().view(s, None).phase
    s, _ = apply(s, 0, f"play:{SARI}:{card('switch')}:{TERRI}")
    assert s.spaces[SARI] == "b10" and s.spaces[TERRI] == game().board.gate and s.active == 1
    s = moving(new(), 1)
    give(s, SARI, card("ring"))
    s, _ = apply(s, 0, f"go:{GABE}:d10")
    s, events = apply(s, 0, "done")
    assert s.active == 1 and "Ben's turn" in texts(events)
    s = moving(new(), 1)
    s, _ = apply(s, 0, f"go:{GABE}:d10")
    assert s.active == 1


def test_the_pause_after_the_move_tells_nothing_of_the_saved_cards() -> None:
    """GB68: the pause hangs on how many cards are saved (public), never on which."""
    seen = []
    for held in ("ring", "switch", "jump"):
        s = moving(new(), 1)
        give(s, SARI, card(held))
        s, events = apply(s, 0, f"go:{GABE}:d10")
        seen.append((game().prompt(s), game().view(s, None), game().view(s, 1), texts(events)))
    assert seen[0] == seen[1] == seen[2]


def test_after_a_missed_skull_an_extra_turn_card_may_still_be_played() -> None:
    """GB80: after a miss, a held extra-turn card may be played before the turn passes."""
    s = moving(new(), 1)
    s.spaces[SARI] = game().board.crypt
    give(s, SARI, card("ring"))
    give(s, SARI, card("extra-turn"))
    s.rng = rng_where(lambda r: r.below(2) == 1)
    s, events = apply(s, 0, f"skull:{SARI}")
    assert "another try next turn" in texts(events) and s.active == 0
    s, _ = apply(s, 0, f"play:{SARI}:{card('extra-turn')}")
    s, events = apply(s, 0, "done")
    assert s.active == 0 and "another full turn" in texts(events)


def test_the_roller_may_jump_before_her_own_tomb_slides_back() -> None:
    """GB73: an end tomb rolled by the player waits while her own pawn with saved cards stands
    where its pit opens, so she may play the Play Anytime card first."""
    s = new()
    s.tombs[RED] = 0  # the pit at B8; back in the middle it opens at C8
    s.spaces[SARI] = "c8"
    give(s, SARI, card("jump"))
    s.active, s.phase, s.number = 1, MOVE, 1
    rigged_roll(s, 1, "mummy")
    s, _ = apply(s, 1, "stay")
    assert s.active == 0 and s.tombs[RED] == 0 and s.spaces[SARI] == "c8"
    assert [a.id for a in game().prompt(s).actions] == ["slide:mummy:1"]
    assert "slide:mummy:1" in ids(s, 0)
    s, _ = apply(s, 0, f"play:{SARI}:{card('jump')}:c7")
    s, _ = apply(s, 0, "slide:mummy:1")
    assert s.tombs[RED] == 1 and s.spaces[SARI] == "c7"


def test_the_pawn_a_card_moved_is_the_pawn_just_moved() -> None:
    """GB59: a pawn the player moved with a card may take her drawn Monster card."""
    s = moving(new(), 1)
    give(s, SARI, card("switch"))
    s.spaces[TERRI] = "a10"
    on_top(s, card("monster"))
    s, _ = apply(s, 0, f"play:{SARI}:{card('switch')}:{TERRI}")
    assert s.phase == TARGET and s.spaces[SARI] == "a10"
    targets = {a.id.split(":")[-1] for a in game().prompt(s).actions}
    assert targets == {str(SARI), str(TERRI), str(JERRY)}
    s, _ = apply(s, 0, f"play:{SARI}:{card('monster')}:{SARI}")
    assert s.monster[SARI] == card("monster")


def test_the_pit_warning_names_the_pawn_not_a_card_holder() -> None:
    """GB73: the warning names the pawn in danger and that a holder of the card may answer."""
    s = new()
    give(s, TERRI, card("ring"))
    s.spaces[TERRI] = "b8"
    s, _ = slide(s, "mummy", 0)
    phase = game().view(s, None).phase
    assert s.phase == BRINK and "Ben's Terri" in phase and "a Play Anytime card holder" in phase
    assert "Ben may" not in phase


def test_the_phase_line_says_when_no_pawn_can_move() -> None:
    """GB49: with both pawns held the phase line says no pawn can move, not "move a pawn"."""
    s = moving(new(), 3)
    s.spaces[SARI] = s.spaces[GABE] = "d8"
    phase = game().view(s, None).phase
    assert "can move no pawn" in phase and "moves a pawn" not in phase
    assert "moves a pawn 3 spaces" in game().view(moving(new(), 3), None).phase


def test_done_and_moves_out_of_their_moment_are_refused() -> None:
    """GB31: Done only ends a turn after the move; once done moving, no second move."""
    s = moving(new(), 1)
    give(s, SARI, card("switch"))
    assert "before you are done" in refused(s, 0, "done")
    s, _ = apply(s, 0, f"go:{GABE}:d10")
    assert "Done" in refused(s, 0, f"go:{SARI}:d10")
    assert "Done" in refused(s, 0, "stay")
    assert "turn" in refused(s, 1, "done")


def test_a_twin_deals_only_what_the_seat_cannot_see() -> None:
    """GB68/GB70: a computer player's twin keeps the seat's own saved cards, every pawn's count,
    the face-up Monster and the discard pile; another pawn's saved card is drawn from all the
    cards the seat can't see, the draw pile too, and never from what it can."""
    s = new(3)
    give(s, SARI, card("ring"))
    give(s, SARI, card("switch"))
    give(s, TERRI, card("ring", 1))
    give(s, 4, card("reversal"))
    give(s, 4, card("jump"))
    s.monster[JERRY] = s.deck.cards.pop(s.deck.cards.index(card("monster")))
    s.deck.discard.append(s.deck.cards.pop(s.deck.cards.index(card("to-gate"))))
    before = game().dump(s)
    unseen = {*s.deck.cards, *s.saved[TERRI], *s.saved[4]}
    seen_under_terri: set[str] = set()
    for i in range(300):
        other = game().determinize(s, 0, Rng.from_seed(i))
        assert game().dump(s) == before
        assert other.saved[SARI] == s.saved[SARI] and other.saved[GABE] == s.saved[GABE]
        assert [len(c) for c in other.saved] == [len(c) for c in s.saved]
        assert (other.monster, other.deck.discard) == (s.monster, s.deck.discard)
        assert {*other.deck.cards, *other.saved[TERRI], *other.saved[4]} == unseen
        assert other.rng.state != s.rng.state
        seen_under_terri.update(other.saved[TERRI])
    assert seen_under_terri == unseen


# -- players who leave or hold up the table ----------------------------------------------------


def test_a_player_who_leaves_takes_her_pawns_and_their_cards_off_the_table() -> None:
    """Her pawns leave the graveyard, their saved and Monster cards go to the discard pile,
    turns pass her by, and the last player left wins."""
    s = new(3)
    give(s, TERRI, card("ring"))
    s.monster[JERRY] = card("monster")
    s.deck.cards.remove(card("monster"))
    s, _ = game().remove_player(s, 1)
    assert s.spaces[TERRI] == s.spaces[JERRY] == "" and s.gone == [False, True, False]
    assert {card("ring"), card("monster")} <= set(s.deck.discard)
    assert game().load(game().dump(s)) == s
    assert game().view(s, None).players[1].summary == "left the game"
    s = finish_turn(s)
    assert s.active == 2
    s, events = game().remove_player(s, 2)
    assert s.phase == OVER and s.winners == [0] and "last player" in texts(events)


def test_a_skipped_turn_discards_the_drawn_card_still_waiting_for_its_target() -> None:
    """The turn of a player who took too long passes, and her drawn card goes to the discards."""
    s = moving(new(), 1)
    s.spaces[SARI] = "b10"
    on_top(s, card("to-gate"))
    s, _ = apply(s, 0, f"go:{SARI}:a10")
    assert s.phase == TARGET
    s, events = game().skip_turn(s, 0)
    assert card("to-gate") in s.deck.discard and s.pending is None and s.active == 1
    assert "took too long: turn skipped" in texts(events)
