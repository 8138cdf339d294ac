"""One test per rule of The Game of Life: Rivals Edition: the rulebook's rows (LR1-LR64) and
the house rulings in data/life-rivals/rules.md.

States come from a seeded setup and are arranged through their own fields (the spinner by
choosing the generator's state), then driven through the public Game methods only.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from bot.engine import OVER, GameDataError, IllegalAction, Rng
from bot.engine.serial import loads_state
from bot.games.life_rivals.data import (
    BABY,
    GOOD,
    GOSSIP,
    IT_HAPPENS,
    NOT_SO_GOOD,
    ORANGE,
    PAYDAY,
    RED,
    STOP_INSURANCE,
    STOP_KIDS,
    STOP_PETS,
    STUFF,
    YELLOW,
)
from bot.games.life_rivals.road import jealousy_spin
from bot.games.life_rivals.rules import LifeRivals
from bot.games.life_rivals.scoring import score
from bot.games.life_rivals.state import CAREER, PLAY, TURN, RivalsState
from bot.games.life_rivals.words import career_on_board, money
from tests.games.loading import load_game

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data" / "life-rivals"
RULECHECK = ROOT.parent / "shared" / "rulecheck" / "life-rivals.md"
SAVED_V1 = Path(__file__).with_name("life_rivals_saved_v1.json")
"""A game saved (state version 1) when It Happens cards still named whom they hit."""
SELF_HIT, RIVAL_HIT = "happens-09", "happens-01"
"""Two It Happens cards that once could hit only their own player, and only the rival."""


@pytest.fixture(scope="module")
def game() -> LifeRivals:
    return load_game(LifeRivals, DATA)


def new_game(game: LifeRivals, seed: int = 1) -> RivalsState:
    return game.setup(["Ana", "Ben"], seed, {})


def started(game: LifeRivals, seed: int = 1) -> RivalsState:
    """Both careers kept (each the first dealt), Ana (seat 0) to move, before her spin."""
    s = new_game(game, seed)
    for seat in (0, 1):
        s, _ = game.apply(s, seat, f"keep:{s.dealt[seat][0]}")
    s.active = 0
    return s


def rigged(*values: int) -> Rng:
    """A generator whose next spins are ``values``."""
    for seed in range(1_000_000):
        rng = Rng(seed)
        if all(rng.randint(1, 6) == v for v in values):
            return Rng(seed)
    raise AssertionError(values)


def first_space(game: LifeRivals, kind: str) -> int:
    return next(i for i, space in enumerate(game.box.road) if space.kind == kind)


def spaces(game: LifeRivals, kind: str) -> list[int]:
    return [i for i, space in enumerate(game.box.road) if space.kind == kind]


def put_before(game: LifeRivals, s: RivalsState, target: int) -> RivalsState:
    """The active car just before ``target``, the next spin a 1."""
    s.position[s.active] = target - 1
    s.rng = rigged(1)
    return s


def land(game: LifeRivals, s: RivalsState, target: int, *later: int) -> RivalsState:
    """Put the active car just before ``target`` so a spin of 1 lands there."""
    s.position[s.active] = target - 1
    s.rng = rigged(1, *later)
    s, _ = game.apply(s, s.active, "spin")
    return s


def card_of(game: LifeRivals, kind: str, n: int = 0, **want: object) -> str:
    found = [
        c.key
        for c in game.box.cards
        if c.kind == kind and all(getattr(c, k) == v for k, v in want.items())
    ]
    return found[n]


def give(s: RivalsState, seat: int, keys: list[str]) -> None:
    """Make ``keys`` part of ``seat``'s hand (swapping with wherever they are), 65 kept."""
    for slot, key in enumerate(keys):
        held = s.hands[seat][slot]
        if held == key:
            continue
        for pile in (s.deck.cards, s.deck.discard, *s.hands, *s.table):
            if key in pile:
                pile[pile.index(key)] = held
                break
        s.hands[seat][slot] = key


def put_on_table(s: RivalsState, seat: int, key: str) -> None:
    """Lay ``key`` in front of ``seat``; a hand it came from is made whole from the deck."""
    for hand in s.hands:
        if key in hand:
            hand[hand.index(key)] = s.deck.cards.pop(0)
            break
    else:
        for pile in (s.deck.cards, s.deck.discard, *s.table):
            if key in pile:
                pile.remove(key)
                break
    s.table[seat].append(key)


def ids(game: LifeRivals, s: RivalsState, seat: int) -> set[str]:
    return {a.id for a in game.legal_actions(s, seat)}


def all_cards(s: RivalsState) -> Counter[str]:
    return Counter(
        [*s.deck.cards, *s.deck.discard, *(k for pile in (*s.hands, *s.table) for k in pile)]
    )


# -- the box --------------------------------------------------------------------------------


def test_exactly_two_players(game: LifeRivals) -> None:
    """LR1: two players only; a third (or a lone player) is refused, nobody can leave."""
    assert (game.min_players, game.max_players) == (2, 2)
    for names in (["Ana"], ["Ana", "Ben", "Cid"]):
        with pytest.raises(IllegalAction, match="exactly 2 players"):
            game.setup(names, 1, {})
    with pytest.raises(IllegalAction, match="both players"):
        game.remove_player(started(game), 1)


def test_sixty_five_life_cards_with_points_costs_and_resale(game: LifeRivals) -> None:
    """LR2: 65 Life cards, 20 Good, 12 Not-So-Good, 13 It Happens, 20 Stuff, with figures."""
    kinds = Counter(card.kind for card in game.box.cards)
    assert kinds == {GOOD: 20, NOT_SO_GOOD: 12, IT_HAPPENS: 13, STUFF: 20}
    assert all(c.resale > 0 and c.cost > 0 for c in game.box.cards if c.kind == STUFF)


def test_four_types_of_life_card(game: LifeRivals) -> None:
    """LR3: the four types; an It Happens card carries a fee and no points."""
    assert {c.kind for c in game.box.cards} == {GOOD, NOT_SO_GOOD, IT_HAPPENS, STUFF}
    assert all(c.cost > 0 and not c.points for c in game.box.cards if c.kind == IT_HAPPENS)


def test_ten_careers_with_salary_and_starting_cash(game: LifeRivals) -> None:
    """LR4: 10 careers, salary of 1-3 bills, the four known names among them."""
    assert len(game.box.careers) == 10
    assert {c.salary for c in game.box.careers} == {1, 2, 3}
    names = {c.name for c in game.box.careers}
    assert {
        "Nostril Hair Doctor",
        "Personal Insult Lawyer",
        "Conspiracy Theorist",
        "Parallel Parking Consultant",
    } <= names


def test_the_bank_never_runs_out_of_bills(game: LifeRivals) -> None:
    """LR5: money in $10K bills; with all 50 bills held a Payday still pays."""
    s = started(game)
    s.cash = [30, 20]
    s = land(game, s, first_space(game, PAYDAY))
    assert s.cash[0] == 30 + 2 * game.box.career(s.careers[0]).salary


def test_people_pegs_never_run_out(game: LifeRivals) -> None:
    """LR6: with 24 people already in the cars, the Baby space still adds twins."""
    s = started(game)
    s.people = [12, 12]
    s = land(game, s, first_space(game, BABY))
    assert s.people[0] == 14
    assert score(game.box, s, 0).people == 140


def test_the_spinner_shows_one_to_six(game: LifeRivals) -> None:
    """LR7: every spin is 1-6 and all six come up."""
    seen = set()
    for seed in range(60):
        s = started(game, seed)
        s, _ = game.apply(s, 0, "spin")
        assert s.spin is not None
        seen.add(s.spin)
    assert seen == {1, 2, 3, 4, 5, 6}


def test_the_road_and_its_spaces(game: LifeRivals) -> None:
    """LR8: start to retirement, 26 yellow, 6 Payday, 4 Gossip, 1 Baby, 3 Stops, 4+4 coloured."""
    kinds = Counter(space.kind for space in game.box.road)
    assert kinds[YELLOW] == 26 and kinds[PAYDAY] == 6 and kinds[GOSSIP] == 4
    assert kinds[BABY] == 1 and kinds[ORANGE] == 4 and kinds[RED] == 4
    assert all(kinds[k] == 1 for k in (STOP_KIDS, STOP_PETS, STOP_INSURANCE))
    assert game.box.road[0].kind == "start" and game.box.road[-1].kind == "retirement"
    texts = [s.text for s in game.box.road if s.kind in (ORANGE, RED)]
    assert len(set(texts)) == 8


def test_a_bad_board_file_is_refused_naming_it(game: LifeRivals, tmp_path: Path) -> None:
    """LR8: a road without its Baby space fails at load with the file named."""
    text = (DATA / "board.json").read_text().replace('"baby"', '"yellow"')
    (tmp_path / "board.json").write_text(text)
    (tmp_path / "cards.json").write_text((DATA / "cards.json").read_text())
    (tmp_path / "rules.md").write_text("x")
    with pytest.raises(GameDataError, match=r"board\.json.*baby"):
        load_game(LifeRivals, tmp_path)


# -- set-up ---------------------------------------------------------------------------------


def test_two_people_in_each_car_on_start(game: LifeRivals) -> None:
    """LR9: each car starts with two people on the start space."""
    s = new_game(game)
    assert s.people == [2, 2] and s.position == [0, 0]


def test_five_life_cards_dealt_each_rest_is_the_draw_pile(game: LifeRivals) -> None:
    """LR10: five each, 55 in the draw pile, all 65 accounted for."""
    s = new_game(game)
    assert [len(h) for h in s.hands] == [5, 5] and len(s.deck.cards) == 55
    assert sorted(all_cards(s)) == sorted(c.key for c in game.box.cards)


def test_a_hand_is_secret_but_its_size_is_public(game: LifeRivals) -> None:
    """LR11: the public view shows hand sizes, never a card; each seat sees only its own."""
    s = started(game)
    public = game.view(s, None)
    assert [side.hand_size for side in public.board.seats] == [5, 5] and not public.private
    text = repr(public)
    for seat in (0, 1):
        for key in s.hands[seat]:
            assert game.box.card(key).name not in text
    mine = "\n".join(game.view(s, 0).private)
    assert all(game.box.card(k).name in mine for k in s.hands[0])
    assert not any(game.box.card(k).name in mine for k in s.hands[1])


def test_a_drawn_position_deals_only_what_the_seat_cannot_see(game: LifeRivals) -> None:
    """LR11, LR12: a position drawn for Ana keeps her hand and her dealt careers; her rival's
    hand and careers and both decks are dealt anew, every card kept."""
    s = new_game(game)
    rival_hands, rival_careers = set(), set()
    for seed in range(30):
        twin = game.determinize(s, 0, Rng.from_seed(seed))
        assert twin.hands[0] == s.hands[0] and twin.dealt[0] == s.dealt[0]
        assert all_cards(twin) == all_cards(s)
        assert sorted(twin.dealt[1] + twin.career_deck) == sorted(s.dealt[1] + s.career_deck)
        rival_hands.add(tuple(twin.hands[1]))
        rival_careers.add(tuple(twin.dealt[1]))
    assert len(rival_hands) > 1 and len(rival_careers) > 1


def test_a_drawn_position_keeps_the_hand_gossip_shows(game: LifeRivals) -> None:
    """LR43: while Ana's Gossip shows her the rival's hand, a position drawn for her keeps
    it; one drawn for the rival keeps the rival's own hand and deals Ana's anew."""
    s = started(game)
    s.position[0] = first_space(game, GOSSIP) - 1
    s.rng = rigged(1)
    s, _ = game.apply(s, 0, "spin")
    for seed in range(10):
        assert game.determinize(s, 0, Rng.from_seed(seed)).hands == s.hands
    drawn = {tuple(game.determinize(s, 1, Rng.from_seed(seed)).hands[0]) for seed in range(10)}
    assert len(drawn) > 1


def test_a_drawn_position_keeps_what_an_earlier_gossip_showed(game: LifeRivals) -> None:
    """LR43: the cards Ana's Gossip showed her stay in Ben's hand in every position drawn for
    her once the Gossip is over, until one leaves it face up; what he drew since is dealt
    anew."""
    s = started(game)
    s = land(game, s, first_space(game, GOSSIP))
    shown = list(s.hands[1])
    s, _ = game.apply(s, 0, game.legal_actions(s, 0)[0].id)
    kept = [card for card in shown if card in s.hands[1]]
    assert len(kept) == 4 and s.seen == [kept, []]
    assert (s.phase, s.active) == (TURN, 1)
    drawn = set()
    for seed in range(30):
        twin = game.determinize(s, 0, Rng.from_seed(seed))
        assert set(kept) <= set(twin.hands[1])
        drawn.add(tuple(twin.hands[1]))
    assert len(drawn) > 1
    s = land(game, s, spaces(game, YELLOW)[1])
    play = next(a.id for a in game.legal_actions(s, 1) if a.id.split(":")[1] in kept)
    s, _ = game.apply(s, 1, play)
    assert s.seen == [[card for card in kept if card != play.split(":")[1]], []]


def test_careers_traded_in_stay_at_the_bottom_of_a_drawn_deck(game: LifeRivals) -> None:
    """LR14: a career traded in goes under the deck face up, so a position drawn for either
    player keeps the traded careers at the bottom in order and deals only those above anew;
    once every career in the deck was traded in, the whole deck is known."""
    s = started(game)
    s, _ = game.apply(s, 1, "career:1")
    s, _ = game.apply(s, 0, "career:0")
    assert s.careers_under == 2
    under = s.career_deck[-2:]
    above = set()
    for seed in range(30):
        twin = game.determinize(s, seed % 2, Rng.from_seed(seed))
        assert twin.career_deck[-2:] == under
        above.add(tuple(twin.career_deck[:-2]))
    assert len(above) > 1
    for _ in range(len(s.career_deck)):
        s.drew_career = [False, False]
        s, _ = game.apply(s, 0, "career:0")
    assert s.careers_under == len(s.career_deck)
    assert game.determinize(s, 1, Rng.from_seed(5)).career_deck == s.career_deck


def test_careers_are_kept_at_the_same_time_in_secret(game: LifeRivals) -> None:
    """LR12: three dealt each, both choose at once; the other four go back, reshuffled."""
    s = new_game(game)
    assert s.phase == CAREER and [len(d) for d in s.dealt] == [3, 3]
    prompt = game.prompt(s)
    assert prompt.simultaneous and set(prompt.actors) == {0, 1} and prompt.panel
    assert not prompt.actions
    assert s.dealt[1][0] not in repr(game.view(s, 0))
    s, events = game.apply(s, 1, f"keep:{s.dealt[1][2]}")
    assert game.box.career(s.dealt[1][2]).name not in " ".join(e.text for e in events)
    assert game.prompt(s).answered == (1,)
    kept = s.dealt[1][2]
    s, events = game.apply(s, 0, f"keep:{s.dealt[0][1]}")
    assert s.phase == TURN and s.careers[1] == kept
    assert len(s.career_deck) == 8 and kept not in s.career_deck
    assert game.box.career(kept).name in " ".join(e.text for e in events)


def test_a_second_career_answer_is_refused(game: LifeRivals) -> None:
    """LR12: a career once kept stays kept; a card not dealt to you can't be kept."""
    s = new_game(game)
    s, _ = game.apply(s, 0, f"keep:{s.dealt[0][0]}")
    with pytest.raises(IllegalAction, match="already chosen"):
        game.apply(s, 0, f"keep:{s.dealt[0][1]}")
    with pytest.raises(IllegalAction, match="not dealt to you"):
        game.apply(s, 1, f"keep:{s.dealt[0][1]}")


def test_the_career_timer_keeps_the_first_dealt(game: LifeRivals) -> None:
    """LR12: when the set-up timer closes, whoever didn't choose keeps her first career."""
    s = new_game(game)
    assert game.deadline(s) == "career"
    first = s.dealt[0][0]
    s, _ = game.apply(s, 1, f"keep:{s.dealt[1][1]}")
    s, _ = game.expire(s)
    assert s.careers[0] == first and s.phase == TURN


def test_starting_cash_of_the_kept_career(game: LifeRivals) -> None:
    """LR13: each takes the starting cash shown on her career."""
    s = started(game)
    assert s.cash == [game.box.career(k).starting_cash for k in s.careers]


def test_a_new_career_is_drawn_blind_once_per_turn_by_either_player(game: LifeRivals) -> None:
    """LR14: before the spin, each player (on turn or not) may draw once; the old goes under."""
    s = started(game)
    assert "career:1" in ids(game, s, 1) and game.prompt(s).may_act == (1,)
    old, top = s.careers[1], s.career_deck[0]
    s, _ = game.apply(s, 1, "career:1")
    assert s.careers[1] == top and s.career_deck[-1] == old
    with pytest.raises(IllegalAction, match="already drawn"):
        game.apply(s, 1, "career:1")
    with pytest.raises(IllegalAction, match="other player"):
        game.apply(s, 0, "career:1")
    s, _ = game.apply(s, 0, "career:0")
    s = land(game, s, first_space(game, YELLOW))
    with pytest.raises(IllegalAction, match="start of a turn"):
        game.apply(s, 1, "career:1")


def test_a_new_career_brings_no_starting_cash(game: LifeRivals) -> None:
    """LR15: cash is unchanged by a new career; its salary counts from the next Payday."""
    s = started(game)
    before = s.cash[0]
    s, _ = game.apply(s, 0, "career:0")
    assert s.cash[0] == before
    s = land(game, s, first_space(game, PAYDAY))
    assert s.cash[0] == before + 2 * game.box.career(s.careers[0]).salary


def test_a_drawn_career_never_shows_a_starting_cash(game: LifeRivals) -> None:
    """LR15: the line of a new career and the board show its salary, not a starting cash the
    player doesn't receive."""
    s = started(game)
    s, events = game.apply(s, 0, "career:0")
    drawn = game.box.career(s.careers[0])
    line = " ".join(e.text for e in events)
    assert drawn.name in line and money(drawn.salary) in line
    assert not re.search(r"start \$", line, re.I), line
    held = game.view(s, None).board.seats[0].career
    assert held is not None and "start" not in career_on_board(held).lower()


def test_the_more_jealous_lower_spin_goes_first(game: LifeRivals) -> None:
    """LR16: both spin, the lower spin goes first, a tie spins again."""
    lines, first = jealousy_spin(["Ana", "Ben"], rigged(3, 3, 5, 2))
    assert first == 1 and "tie" in " ".join(lines)
    assert jealousy_spin(["Ana", "Ben"], rigged(1, 4))[1] == 0
    s = new_game(game)
    assert any("goes first" in line for line in game.opening_lines(s))


def test_the_host_may_say_who_is_more_jealous(game: LifeRivals) -> None:
    """LR16: with the ``first=host`` option the host names the first player; only she may."""
    s = game.setup(["Ana", "Ben"], 1, {"first": "host"})
    prompt = game.prompt(s)
    assert s.phase == "first" and prompt.actors == (0,)
    assert [a.id for a in prompt.actions] == ["first:0", "first:1"]
    with pytest.raises(IllegalAction, match="The host, Ana, says who goes first"):
        game.apply(s, 1, "first:1")
    with pytest.raises(IllegalAction, match="First Ana, the host"):
        game.apply(s, 0, f"keep:{s.dealt[0][0]}")
    chosen, events = game.apply(s, 0, "first:1")
    assert chosen.active == 1 and chosen.phase == CAREER
    assert "Ana said Ben is the more jealous" in events[0].text
    skipped, events = game.skip_turn(s, 0)
    assert skipped.phase == CAREER and any("Jealousy spin" in e.text for e in events)


def test_turns_alternate(game: LifeRivals) -> None:
    """LR17: after Ana's turn it is Ben's, then Ana's."""
    s = started(game)
    s = land(game, s, first_space(game, PAYDAY))
    assert s.active == 1 and s.phase == TURN
    s = land(game, s, first_space(game, PAYDAY))
    assert s.active == 0


# -- purchases ------------------------------------------------------------------------------


def test_steals_happen_only_before_the_spin(game: LifeRivals) -> None:
    """LR18: Stuff of the rival may be stolen now, several, and not once the car moved."""
    s = started(game)
    a, b = card_of(game, STUFF, 0), card_of(game, STUFF, 1)
    put_on_table(s, 1, a)
    put_on_table(s, 1, b)
    s.cash[0] = 20
    s, _ = game.apply(s, 0, f"steal:{a}")
    s, _ = game.apply(s, 0, f"steal:{b}")
    assert {a, b} <= set(s.table[0])
    put_on_table(s, 1, card_of(game, STUFF, 2))
    s = land(game, s, first_space(game, YELLOW))
    with pytest.raises(IllegalAction, match="before the spin"):
        game.apply(s, 0, f"steal:{card_of(game, STUFF, 2)}")


def test_a_steal_pays_the_bank_and_can_be_stolen_back(game: LifeRivals) -> None:
    """LR19: the thief pays the bank (not the rival), the card scores for her; no cash, no
    steal; the rival may steal it back on her turn."""
    s = started(game)
    key = card_of(game, STUFF, 5)
    card = game.box.card(key)
    put_on_table(s, 1, key)
    s.cash = [card.resale - 1, 7]
    with pytest.raises(IllegalAction, match="You need"):
        game.apply(s, 0, f"steal:{key}")
    s.cash[0] = card.resale + 1
    s, _ = game.apply(s, 0, f"steal:{key}")
    assert s.cash == [1, 7] and key in s.table[0]
    assert score(game.box, s, 0).cards == card.points
    s = land(game, s, first_space(game, PAYDAY))
    s.cash[1] = 10
    assert f"steal:{key}" in ids(game, s, 1)


def test_a_steal_costs_the_resale_amount(game: LifeRivals) -> None:
    """LR20: the resale amount, not the cost, is what a steal pays."""
    s = started(game)
    key = next(c.key for c in game.box.cards if c.kind == STUFF and c.cost != c.resale)
    card = game.box.card(key)
    put_on_table(s, 1, key)
    s.cash[0] = 10
    s, _ = game.apply(s, 0, f"steal:{key}")
    assert s.cash[0] == 10 - card.resale


def test_no_purchase_but_stealing_stuff(game: LifeRivals) -> None:
    """LR21: before the spin the only actions are steals, a career draw and the spin; Good
    cards in front of the rival can't be bought or stolen."""
    s = started(game)
    good = card_of(game, GOOD)
    put_on_table(s, 1, good)
    s.cash[0] = 30
    assert ids(game, s, 0) == {"spin", "career:0"}
    with pytest.raises(IllegalAction, match="only Stuff can be stolen"):
        game.apply(s, 0, f"steal:{good}")


# -- moving and spaces ----------------------------------------------------------------------


def test_the_car_moves_forward_the_number_spun(game: LifeRivals) -> None:
    """LR22: forward only, exactly the spin (on a road without stops in the way)."""
    s = started(game)
    s.rng = rigged(2)
    s, _ = game.apply(s, 0, "spin")
    assert s.position[0] == 2


def test_the_space_landed_on_is_followed(game: LifeRivals) -> None:
    """LR23: a non-yellow space does what it says (here an orange collect)."""
    s = started(game)
    orange = next(i for i in spaces(game, ORANGE) if game.box.road[i].effect == "collect")
    before = s.cash[0]
    s = land(game, s, orange)
    assert s.cash[0] == before + game.box.road[orange].amount


def test_a_yellow_space_plays_a_card_from_the_hand(game: LifeRivals) -> None:
    """LR24: on yellow the mover plays one card from her hand, face up on the table."""
    s = started(game)
    good = card_of(game, GOOD)
    give(s, 0, [good])
    s = land(game, s, first_space(game, YELLOW))
    assert s.phase == PLAY and game.prompt(s).panel and not game.prompt(s).actions
    s, events = game.apply(s, 0, f"play:{good}:me")
    assert good in s.table[0] and good not in s.hands[0]
    assert game.box.card(good).name in events[0].text


def test_a_card_may_go_on_either_player(game: LifeRivals) -> None:
    """LR25: a Not-So-Good card is offered on me and on the rival."""
    s = started(game)
    bad = card_of(game, NOT_SO_GOOD)
    give(s, 0, [bad])
    s = land(game, s, first_space(game, YELLOW))
    assert {f"play:{bad}:me", f"play:{bad}:rival"} <= ids(game, s, 0)
    s, _ = game.apply(s, 0, f"play:{bad}:rival")
    assert bad in s.table[1]


def test_yellow_plays_from_the_hand_then_draws(game: LifeRivals) -> None:
    """LR26: the card is one of the hand (not the top of the deck); the draw comes after."""
    s = started(game)
    top = s.deck.cards[0]
    s = land(game, s, first_space(game, YELLOW))
    assert all(a.id.split(":")[1] in s.hands[0] for a in game.legal_actions(s, 0))
    assert top not in {a.id.split(":")[1] for a in game.legal_actions(s, 0)}
    s, _ = game.apply(s, 0, game.legal_actions(s, 0)[0].id)
    assert top in s.hands[0]


def test_after_playing_a_card_is_drawn(game: LifeRivals) -> None:
    """LR27: the played card is replaced from the draw pile."""
    s = started(game)
    s = land(game, s, first_space(game, YELLOW))
    deck = len(s.deck.cards)
    s, _ = game.apply(s, 0, game.legal_actions(s, 0)[0].id)
    assert len(s.hands[0]) == 5 and len(s.deck.cards) == deck - 1


def test_refill_to_exactly_five_once(game: LifeRivals) -> None:
    """LR28: after a yellow space the hand holds five, never six."""
    s = started(game)
    s = land(game, s, first_space(game, YELLOW))
    s, _ = game.apply(s, 0, game.legal_actions(s, 0)[0].id)
    assert [len(h) for h in s.hands] == [5, 5]


def test_hands_are_kept_at_five_at_the_end_of_every_turn(game: LifeRivals) -> None:
    """LR29: a short hand (one card set aside earlier) is filled up with several cards."""
    s = started(game)
    for _ in range(3):
        s.deck.cards.append(s.hands[0].pop())
    s = land(game, s, first_space(game, PAYDAY))
    assert len(s.hands[0]) == 5


def test_the_rival_refills_at_the_end_of_a_gossip_turn(game: LifeRivals) -> None:
    """LR30: a Gossip pick takes one of the rival's cards; she has five again when the turn
    ends."""
    s = started(game)
    s = land(game, s, first_space(game, GOSSIP))
    s, _ = game.apply(s, 0, game.legal_actions(s, 0)[0].id)
    assert [len(h) for h in s.hands] == [5, 5]


def test_good_cards_add_points_at_no_cost_on_yourself(game: LifeRivals) -> None:
    """LR31: Good is free and only offered on yourself."""
    s = started(game)
    good = card_of(game, GOOD)
    give(s, 0, [good])
    s = land(game, s, first_space(game, YELLOW))
    assert f"play:{good}:rival" not in ids(game, s, 0)
    with pytest.raises(IllegalAction, match="only be played on yourself"):
        game.apply(s, 0, f"play:{good}:rival")
    cash = s.cash[0]
    s, _ = game.apply(s, 0, f"play:{good}:me")
    assert s.cash[0] == cash and score(game.box, s, 0).cards == game.box.card(good).points


def test_good_cards_cannot_be_stolen(game: LifeRivals) -> None:
    """LR32: no steal is offered for a Good card on the table."""
    s = started(game)
    put_on_table(s, 1, card_of(game, GOOD))
    s.cash[0] = 50
    assert not any(a.startswith("steal:") for a in ids(game, s, 0))


def test_a_gossip_pick_may_take_a_good_card(game: LifeRivals) -> None:
    """LR33: from the rival's hand, a Good card may be picked and played on yourself."""
    s = started(game)
    good = card_of(game, GOOD)
    give(s, 1, [good])
    s = land(game, s, first_space(game, GOSSIP))
    s, _ = game.apply(s, 0, f"gossip:{good}:me")
    assert good in s.table[0]


def test_not_so_good_counts_against_the_one_it_is_played_on(game: LifeRivals) -> None:
    """LR34: the negative points count in the final score of the player it went on."""
    s = started(game)
    bad = card_of(game, NOT_SO_GOOD)
    give(s, 0, [bad])
    s = land(game, s, first_space(game, YELLOW))
    s, _ = game.apply(s, 0, f"play:{bad}:rival")
    assert score(game.box, s, 1).negatives == -game.box.card(bad).points


def test_not_so_good_on_yourself_counts_for_you(game: LifeRivals) -> None:
    """LR35: played on yourself (a forced play) it counts against you."""
    s = started(game)
    bad = card_of(game, NOT_SO_GOOD)
    give(s, 0, [bad])
    s = land(game, s, first_space(game, YELLOW))
    s, _ = game.apply(s, 0, f"play:{bad}:me")
    assert score(game.box, s, 0).negatives == -game.box.card(bad).points


def test_every_it_happens_card_may_go_on_either_player(game: LifeRivals) -> None:
    """LR25: "You can play either on yourself or on your opponent": each of the 13 It Happens
    cards is offered on me and on the rival, as options of the panel's card menu."""
    from cogs.layout import plan_controls

    for key in [c.key for c in game.box.cards if c.kind == IT_HAPPENS]:
        s = started(game)
        give(s, 0, [key])
        s = land(game, s, first_space(game, YELLOW))
        wanted = {f"play:{key}:me", f"play:{key}:rival"}
        plan = plan_controls(game.legal_actions(s, 0))
        offered = {a.id for menu in plan.menus for a in menu.actions}
        assert wanted <= offered, key


def test_it_happens_charges_whom_it_is_played_on_then_is_discarded(game: LifeRivals) -> None:
    """LR36: the player the card is played against pays, whichever card it is; old ids keep
    their meaning (``:rival`` charges the rival, ``:me`` the player), and the line names who
    pays."""
    s = started(game)
    give(s, 0, [SELF_HIT, RIVAL_HIT])
    s.cash = [20, 20]
    s = land(game, s, first_space(game, YELLOW))
    on_rival, events = game.apply(s, 0, f"play:{SELF_HIT}:rival")
    fee = game.box.card(SELF_HIT).cost
    assert on_rival.cash == [20, 20 - fee] and SELF_HIT in on_rival.deck.discard
    assert f"Ben paid {money(fee)} to the bank" in events[0].text
    on_me, events = game.apply(s, 0, f"play:{RIVAL_HIT}:me")
    assert on_me.cash == [20 - game.box.card(RIVAL_HIT).cost, 20]
    assert "Ana paid" in events[0].text
    assert game.apply(s, 0, f"play:{SELF_HIT}:me")[0].cash[0] == 20 - fee
    assert game.apply(s, 0, f"play:{RIVAL_HIT}:rival")[0].cash[1] < 20


def test_a_card_goes_on_me_or_the_rival_and_nobody_else(game: LifeRivals) -> None:
    """LR25: any other target is refused in one sentence and changes nothing."""
    s = started(game)
    give(s, 0, [RIVAL_HIT])
    s = land(game, s, first_space(game, YELLOW))
    before = game.dump(s)
    with pytest.raises(IllegalAction, match='on "me" or on "rival"') as refused:
        game.apply(s, 0, f"play:{RIVAL_HIT}:bank")
    assert str(refused.value).count(".") == 1 and game.dump(s) == before


def test_an_idle_players_it_happens_card_charges_the_rival(game: LifeRivals) -> None:
    """LR25: skipping an idle player whose first card is It Happens plays it on the rival,
    whichever card it is (house ruling 18)."""
    s = started(game)
    give(s, 0, [SELF_HIT])
    s.cash = [20, 20]
    s = land(game, s, first_space(game, YELLOW))
    s, _ = game.skip_turn(s, 0)
    assert s.cash == [20, 20 - game.box.card(SELF_HIT).cost]


def test_a_fee_takes_what_the_payer_has(game: LifeRivals) -> None:
    """LR37: a fee above her cash empties it; never below zero."""
    s = started(game)
    fee = card_of(game, IT_HAPPENS, cost=3)
    give(s, 0, [fee])
    s.cash[1] = 1
    s = land(game, s, first_space(game, YELLOW))
    s, _ = game.apply(s, 0, f"play:{fee}:rival")
    assert s.cash[1] == 0


def test_stuff_is_bought_at_full_cost_by_its_player(game: LifeRivals) -> None:
    """LR38: Stuff pays its cost and goes face up; not affordable, not playable; only on
    yourself; when nothing can be played a card is set aside."""
    s = started(game)
    key = card_of(game, STUFF, 6)
    card = game.box.card(key)
    others = [c.key for c in game.box.cards if c.kind == STUFF and c.key != key][:4]
    give(s, 0, [key, *others])
    s.cash[0] = card.cost - 1
    s = land(game, s, first_space(game, YELLOW))
    with pytest.raises(IllegalAction, match="costs"):
        game.apply(s, 0, f"play:{key}:me")
    s.cash[0] = 0
    assert all(a.startswith("discard:") for a in ids(game, s, 0))
    s.cash[0] = card.cost
    assert f"play:{key}:rival" not in ids(game, s, 0)
    s, _ = game.apply(s, 0, f"play:{key}:me")
    assert s.cash[0] == 0 and key in s.table[0]


def test_a_card_is_set_aside_when_none_can_be_played(game: LifeRivals) -> None:
    """LR38: with only Stuff she can't pay for, she sets one aside into the discards."""
    s = started(game)
    stuff = [c.key for c in game.box.cards if c.kind == STUFF][:5]
    give(s, 0, stuff)
    s.cash[0] = 0
    s = land(game, s, first_space(game, YELLOW))
    s, _ = game.apply(s, 0, f"discard:{stuff[0]}")
    assert stuff[0] in s.deck.discard and len(s.hands[0]) == 5


def test_stuff_points_count_at_the_end(game: LifeRivals) -> None:
    """LR39: Stuff in front of a player adds its points to her score."""
    s = started(game)
    key = card_of(game, STUFF, 3)
    put_on_table(s, 0, key)
    assert score(game.box, s, 0).cards == game.box.card(key).points


def test_payday_pays_the_salary_in_bills(game: LifeRivals) -> None:
    """LR40: the salary is one, two or three bills as the career says."""
    s = started(game)
    salary = game.box.career(s.careers[0]).salary
    payday = next(p for p in spaces(game, PAYDAY) if game.box.road[p + 1].kind == YELLOW)
    s.position[0] = payday - 1
    s.rng = rigged(2)
    before = s.cash[0]
    s, _ = game.apply(s, 0, "spin")
    assert s.cash[0] == before + salary and 1 <= salary <= 3


def test_passing_payday_collects_salary_but_starting_on_it_does_not(game: LifeRivals) -> None:
    """LR41: passing collects the salary; a move that starts on Payday does not."""
    s = started(game)
    payday = next(p for p in spaces(game, PAYDAY) if game.box.road[p + 1].kind == YELLOW)
    s.position[0] = payday
    s.rng = rigged(1)
    before = s.cash[0]
    s, _ = game.apply(s, 0, "spin")
    assert s.cash[0] == before


def test_landing_on_payday_collects_double(game: LifeRivals) -> None:
    """LR42: landing collects twice the salary."""
    s = started(game)
    before = s.cash[0]
    s = land(game, s, first_space(game, PAYDAY))
    assert s.cash[0] == before + 2 * game.box.career(s.careers[0]).salary


def test_gossip_reveals_the_rival_hand_to_the_lander_only(game: LifeRivals) -> None:
    """LR43: the reveal is a private line to the lander and her view; never public, never
    in the rival's own view as gossip."""
    s = started(game)
    s.position[0] = first_space(game, GOSSIP) - 1
    s.rng = rigged(1)
    s, events = game.apply(s, 0, "spin")
    names = [game.box.card(k).name for k in s.hands[1]]
    public = " ".join(e.text for e in events) + repr(game.view(s, None))
    assert not any(n in public for n in names)
    told = " ".join(line for e in events for seat, line in e.private.items() if seat == 0)
    assert all(n in told for n in names)
    assert all(seat == 0 for e in events for seat in e.private)
    assert all(n in "\n".join(game.view(s, 0).private) for n in names)
    assert "Gossip" not in "\n".join(game.view(s, 1).private)


def test_gossip_pick_plays_one_rival_card_on_either_player(game: LifeRivals) -> None:
    """LR44: the lander picks one of the rival's cards and plays it; Stuff she pays for and
    owns; a card the rival doesn't hold is refused."""
    s = started(game)
    stuff, bad = card_of(game, STUFF, 0), card_of(game, NOT_SO_GOOD)
    give(s, 1, [stuff, bad])
    s.cash = [10, 10]
    s = land(game, s, first_space(game, GOSSIP))
    assert {f"gossip:{bad}:me", f"gossip:{bad}:rival", f"gossip:{stuff}:me"} <= ids(game, s, 0)
    with pytest.raises(IllegalAction, match="doesn't hold that card"):
        game.apply(s, 0, f"gossip:{s.hands[0][0]}:me")
    s, _ = game.apply(s, 0, f"gossip:{stuff}:me")
    assert stuff in s.table[0] and s.cash[0] == 10 - game.box.card(stuff).cost


def test_a_gossip_pick_of_it_happens_charges_whom_the_picker_chooses(game: LifeRivals) -> None:
    """LR44: an It Happens card picked from the rival's hand is played like one's own: the
    picker chooses who pays, herself or the rival."""
    s = started(game)
    give(s, 1, [SELF_HIT, RIVAL_HIT])
    s.cash = [20, 20]
    s = land(game, s, first_space(game, GOSSIP))
    assert {f"gossip:{k}:{t}" for k in (SELF_HIT, RIVAL_HIT) for t in ("me", "rival")} <= ids(
        game, s, 0
    )
    on_rival, _ = game.apply(s, 0, f"gossip:{SELF_HIT}:rival")
    assert on_rival.cash == [20, 20 - game.box.card(SELF_HIT).cost]
    on_me, _ = game.apply(s, 0, f"gossip:{RIVAL_HIT}:me")
    assert on_me.cash == [20 - game.box.card(RIVAL_HIT).cost, 20]


def test_passing_the_baby_space_adds_one_person(game: LifeRivals) -> None:
    """LR45: passing Baby: +1 person."""
    s = started(game)
    s.position[0] = first_space(game, BABY) - 1
    s.rng = rigged(2)
    s, _ = game.apply(s, 0, "spin")
    assert s.people[0] == 3


def test_landing_on_the_baby_space_adds_twins(game: LifeRivals) -> None:
    """LR46: landing on Baby: +2 people."""
    s = land(game, started(game), first_space(game, BABY))
    assert s.people[0] == 4


def test_stop_spaces_stop_the_car_with_moves_left(game: LifeRivals) -> None:
    """LR47: a spin of 6 from just before a Stop ends on the Stop."""
    for kind in (STOP_KIDS, STOP_PETS, STOP_INSURANCE):
        s = started(game)
        stop = first_space(game, kind)
        s.position[0] = stop - 1
        s.rng = rigged(6, 1)
        s, _ = game.apply(s, 0, "spin")
        assert s.position[0] == stop, kind


@pytest.mark.parametrize(("spun", "kids"), [(1, 1), (4, 1), (5, 2), (6, 2)])
def test_spin_for_kids(game: LifeRivals, spun: int, kids: int) -> None:
    """LR48: 1-4 one kid, 5-6 twins."""
    s = land(game, started(game), first_space(game, STOP_KIDS), spun)
    assert s.people[0] == 2 + kids and s.stop_spin == spun


@pytest.mark.parametrize(("spun", "pets"), [(1, 1), (3, 1), (4, 2), (5, 2), (6, 3)])
def test_spin_for_pets(game: LifeRivals, spun: int, pets: int) -> None:
    """LR49: 1-3 one pet, 4-5 two, 6 three."""
    s = land(game, started(game), first_space(game, STOP_PETS), spun)
    assert s.pets[0] == pets


def test_spin_for_life_insurance(game: LifeRivals) -> None:
    """LR50: collect $10K times the number spun."""
    s = started(game)
    before = s.cash[0]
    s = land(game, s, first_space(game, STOP_INSURANCE), 5)
    assert s.cash[0] == before + 5


def test_orange_and_red_spaces_do_what_they_say(game: LifeRivals) -> None:
    """LR51: four orange, four red, each effect applied to the right player."""
    for index in spaces(game, ORANGE) + spaces(game, RED):
        space = game.box.road[index]
        s = started(game)
        s.cash = [5, 5]
        s = land(game, s, index)
        mine, theirs = {
            "collect": (5 + space.amount, 5),
            "pay": (5 - space.amount, 5),
            "take": (5 + space.amount, 5 - space.amount),
            "give": (5 - space.amount, 5 + space.amount),
            "pet": (5, 5),
        }[space.effect or ""]
        assert s.cash == [mine, theirs], space.name
        if space.effect == "pet":
            assert s.pets[0] == space.amount


def test_orange_and_red_spaces_are_told_with_names(game: LifeRivals) -> None:
    """LR51: the public line of an orange or red space names the mover (and the rival it
    involves), never "you" or "your rival"; a payment capped by cash says so."""
    for index in spaces(game, ORANGE) + spaces(game, RED):
        space = game.box.road[index]
        s = started(game)
        s.cash = [5, 5]
        _, events = game.apply(put_before(game, s, index), 0, "spin")
        line = events[-2].text
        assert "Ana" in line and not re.search(r"\byour?\b|\bthe rival\b", line, re.I), line
        if space.effect in ("take", "give"):
            assert "Ben" in line, line
    mailbox = next(i for i in spaces(game, RED) if game.box.road[i].effect == "give")
    s = started(game)
    s.cash = [0, 5]
    _, events = game.apply(put_before(game, s, mailbox), 0, "spin")
    assert "Ana backed into Ben's mailbox: Ana paid Ben $10K." in events[-2].text
    assert "Ana could pay only $0" in events[-2].text


def test_a_coloured_space_told_to_you_is_refused_naming_it(tmp_path: Path) -> None:
    """LR51: a board whose orange or red text speaks to "you" fails at load, file named."""
    text = (DATA / "board.json").read_text()
    orange = next(s for s in load_game(LifeRivals, DATA).box.road if s.kind == ORANGE)
    told = text.replace(orange.text, "You win the lottery: collect it.")
    (tmp_path / "board.json").write_text(told)
    (tmp_path / "cards.json").write_text((DATA / "cards.json").read_text())
    (tmp_path / "rules.md").write_text("x")
    with pytest.raises(GameDataError, match=r"board\.json.*third person"):
        load_game(LifeRivals, tmp_path)


def test_retirement_stops_the_car_without_an_exact_count(game: LifeRivals) -> None:
    """LR52: a spin of 6 from two before the end retires."""
    s = started(game)
    s.position[0] = game.box.retirement - 2
    s.rng = rigged(6)
    s, _ = game.apply(s, 0, "spin")
    assert s.position[0] == game.box.retirement and s.retired == [0]


def test_no_points_for_retiring_first(game: LifeRivals) -> None:
    """LR53: the score is the same before and after reaching retirement."""
    s = started(game)
    s.position[0] = game.box.retirement - 1
    s.rng = rigged(1)
    before = score(game.box, s, 0).total
    s, _ = game.apply(s, 0, "spin")
    assert score(game.box, s, 0).total == before


def test_the_rival_takes_one_more_turn(game: LifeRivals) -> None:
    """LR54: after Ana retires Ben plays one turn (he can't decline it), then the game ends."""
    s = started(game)
    s = land(game, s, game.box.retirement)
    assert s.phase == TURN and s.active == 1 and s.final_turn
    assert game.outcome(s) is None
    s = land(game, s, first_space(game, PAYDAY))
    assert s.phase == OVER and game.outcome(s) is not None


def test_the_game_ends_after_the_last_turn_not_at_once(game: LifeRivals) -> None:
    """LR55: reaching retirement doesn't end the game at once; both retiring does."""
    s = started(game)
    s = land(game, s, game.box.retirement)
    assert game.outcome(s) is None
    s = land(game, s, game.box.retirement)
    assert s.phase == OVER and s.retired == [0, 1]


def test_cash_counts_one_point_per_bill(game: LifeRivals) -> None:
    """LR56: each $10K bill is one Life point."""
    s = started(game)
    s.cash[0] = 7
    assert score(game.box, s, 0).cash == 7


def test_ten_points_per_person_starting_two_included(game: LifeRivals) -> None:
    """LR57: 10 per person, the two starting people too."""
    s = started(game)
    assert score(game.box, s, 0).people == 20


def test_five_points_per_pet(game: LifeRivals) -> None:
    """LR58: 5 per pet."""
    s = started(game)
    s.pets[0] = 3
    assert score(game.box, s, 0).pets == 15


def test_negative_points_are_subtracted(game: LifeRivals) -> None:
    """LR59: Not-So-Good points come off the total."""
    s = started(game)
    bad = card_of(game, NOT_SO_GOOD)
    put_on_table(s, 0, bad)
    parts = score(game.box, s, 0)
    assert parts.total == parts.cash + parts.people - parts.negatives
    assert parts.negatives == -game.box.card(bad).points > 0


def test_cards_in_hand_do_not_count(game: LifeRivals) -> None:
    """LR60: a hand full of Good cards adds nothing."""
    s = started(game)
    give(s, 0, [card_of(game, GOOD, n) for n in range(5)])
    assert score(game.box, s, 0).cards == 0


def test_the_highest_score_wins_with_the_breakdown(game: LifeRivals) -> None:
    """LR61: the winner has the higher total; standings show each score's parts."""
    s = started(game)
    s.cash = [3, 9]
    s.phase, s.retired = OVER, [0]
    result = game.outcome(s)
    assert result is not None and result.winners == (1,)
    text = str(result.standings[0][1])
    assert text.startswith(f"{score(game.box, s, 1).total} = ") and "cash 9" in text


def test_a_tie_goes_to_who_retired_first(game: LifeRivals) -> None:
    """LR62: equal totals: the first to retire wins."""
    s = started(game)
    s.cash = [4, 4]
    s.phase, s.retired = OVER, [1, 0]
    result = game.outcome(s)
    assert result is not None and result.winners == (1,) and "retired first" in result.reason


def test_the_rulebook_example_23_points_and_30k_make_26(game: LifeRivals) -> None:
    """LR63: 23 Life points of cards and $30K cash score 26 (no people or pets counted)."""
    s = started(game)
    goods = [c for c in game.box.cards if c.kind == GOOD]
    picked: list[str] = []
    total = 0
    for card in sorted(goods, key=lambda c: -c.points):
        if total + card.points <= 23:
            picked.append(card.key)
            total += card.points
    assert total == 23
    for key in picked:
        put_on_table(s, 0, key)
    s.cash[0], s.people[0], s.pets[0] = 3, 0, 0
    assert score(game.box, s, 0).total == 26


def test_an_empty_deck_takes_the_discards_back(game: LifeRivals) -> None:
    """LR64: the discards are reshuffled into the deck when it runs out; 65 still counted."""
    s = started(game)
    s.deck.discard, s.deck.cards = s.deck.cards[:-1], s.deck.cards[-1:]
    for _ in range(2):
        s.deck.discard.append(s.hands[0].pop())
    s = land(game, s, first_space(game, PAYDAY))
    assert len(s.hands[0]) == 5 and not s.deck.discard
    assert sorted(all_cards(s)) == sorted(c.key for c in game.box.cards)


# -- bad input ------------------------------------------------------------------------------


def test_bad_input_is_one_sentence_and_changes_nothing(game: LifeRivals) -> None:
    """LR18, LR19, LR24: not held, a steal after the spin, the other's turn, nonsense."""
    s = started(game)
    before = game.dump(s)
    cases = [
        (0, f"play:{s.hands[1][0]}:me", "Spin first"),
        (1, "spin", "Ana's turn"),
        (0, "fly:away", "not a Rivals action"),
        (0, "keep:nostril-doctor", "chosen at the start"),
    ]
    for seat, action, said in cases:
        with pytest.raises(IllegalAction, match=said) as refused:
            game.apply(s, seat, action)
        assert str(refused.value).count(".") <= 2
    assert game.dump(s) == before
    s = land(game, s, first_space(game, YELLOW))
    with pytest.raises(IllegalAction, match="You don't hold that card"):
        game.apply(s, 0, f"play:{s.hands[1][0]}:me")


def test_saved_states_round_trip_and_damage_is_named(game: LifeRivals) -> None:
    """LR10: a dump loads back equal; a state missing a card is refused."""
    s = started(game)
    assert game.dump(game.load(game.dump(s))) == game.dump(s)
    broken = game.dump(s)
    broken["deck"]["cards"] = broken["deck"]["cards"][1:]
    with pytest.raises(GameDataError):
        game.load(broken)


def test_a_game_saved_before_the_free_target_loads_and_plays_on(game: LifeRivals) -> None:
    """LR36: a snapshot saved while five It Happens cards could hit only their player loads;
    Ben's such card is now offered on both players, the old id still charges him, and the
    game plays to its end."""
    state = loads_state(game, SAVED_V1.read_text())
    assert state.phase == PLAY and state.active == 1 and SELF_HIT in state.hands[1]
    assert {f"play:{SELF_HIT}:me", f"play:{SELF_HIT}:rival"} <= ids(game, state, 1)
    fee = min(game.box.card(SELF_HIT).cost, state.cash[1])
    after, _ = game.apply(state, 1, f"play:{SELF_HIT}:me")
    assert after.cash[1] == state.cash[1] - fee and after.cash[0] == state.cash[0]
    rng = random.Random(1)
    for _ in range(2_000):
        if after.phase == OVER:
            break
        seat = game.prompt(after).actors[0]
        after, _ = game.apply(after, seat, rng.choice(game.legal_actions(after, seat)).id)
    assert game.outcome(after) is not None


def test_every_rulecheck_row_has_a_test() -> None:
    """Every id of the rule checklist appears in a docstring of this file."""
    if not RULECHECK.exists():
        pytest.skip("the rule checklist is not beside this checkout")
    rows = set(re.findall(r"^\| (LR\d+) \|", RULECHECK.read_text(), re.M))
    mine = set(re.findall(r"LR\d+", Path(__file__).read_text()))
    assert len(rows) == 64 and rows <= mine, sorted(rows - mine)


def test_every_house_ruling_row_has_a_written_ruling() -> None:
    """Each "house ruling needed" row is named in data/life-rivals/rules.md."""
    if not RULECHECK.exists():
        pytest.skip("the rule checklist is not beside this checkout")
    needed = re.findall(r"^\| (LR\d+) \|.*house ruling needed", RULECHECK.read_text(), re.M)
    ruled = (DATA / "rules.md").read_text()
    mentioned = set(re.findall(r"LR\d+", ruled))
    for start, end in re.findall(r"LR(\d+)-LR(\d+)", ruled):
        mentioned |= {f"LR{n}" for n in range(int(start), int(end) + 1)}
    missing = [row for row in needed if row not in mentioned]
    assert not missing, missing


def test_the_public_prompt_and_view_never_depend_on_a_hand(game: LifeRivals) -> None:
    """LR11: two positions that differ only in the hands prompt and look the same in public."""
    s = started(game)
    twin = started(game)
    give(twin, 0, [card_of(game, STUFF, n) for n in range(5)])
    give(twin, 1, [card_of(game, GOOD, n) for n in range(5)])
    for a, b in ((s, twin), (land(game, s, 1), land(game, twin, 1))):
        assert game.prompt(a) == game.prompt(b)
        assert game.view(a, None) == game.view(b, None)


def test_summaries_read_cash_people_and_pets(game: LifeRivals) -> None:
    """LR56-LR58: the seat summary is "$240K · 3 people", with pets once there are some."""
    s = started(game)
    s.cash, s.people, s.pets = [24, 0], [3, 1], [0, 2]
    players = game.view(s, None).players
    assert players[0].summary == "$240K · 3 people"
    assert players[1].summary == "$0 · 1 person · 2 pets"


def test_the_rules_summary_carries_every_house_ruling(game: LifeRivals) -> None:
    """LR1: `/game rules` shows the summary with its numbered house rulings."""
    text = game.rules_text()
    assert text.startswith("# The Game of Life: Rivals Edition") and "## House rulings" in text
    assert len(re.findall(r"^\d+\. \*\*", text, re.M)) >= 18
    assert len(text) <= 4096, "the rules embed shows at most 4096 characters"


def test_skipping_an_idle_player_follows_the_house_ruling(game: LifeRivals) -> None:
    """LR12, LR24: an idle chooser keeps her first career; an idle card player plays her first
    option; an idle mover loses her spin; a player nobody waits for can't be skipped."""
    s = new_game(game)
    first = s.dealt[1][0]
    s, _ = game.skip_turn(s, 1)
    assert s.choosing.answers[1] == first
    s = started(game)
    with pytest.raises(IllegalAction, match="isn't holding up"):
        game.skip_turn(s, 1)
    s, _ = game.skip_turn(s, 0)
    assert s.active == 1 and s.position[0] == 0
    s = land(game, s, first_space(game, YELLOW))
    option = game.legal_actions(s, 1)[0].id
    s, _ = game.skip_turn(s, 1)
    assert option.split(":")[1] in s.table[0] + s.table[1] + s.deck.discard
