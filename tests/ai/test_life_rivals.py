"""Rivals' own measure reads the typed board: the score now, plus the salary of the career
held for every Payday the car can still reach before the game ends; on the last turn a
computer makes the move that wins."""

from __future__ import annotations

from dataclasses import replace

from msgspec import structs

from bot.ai import choose
from bot.ai.life_rivals import LAST_SPIN, SCALE, advance, box, paydays, paydays_after
from bot.engine import Outcome, Rng
from bot.games.life_rivals.boards import HeldCareer, RivalsView
from bot.games.life_rivals.rules import LifeRivals
from bot.games.life_rivals.state import PLAY, TURN, RivalsState
from tests.platform.catalog import registered_games


def with_side(view: RivalsView, seat: int, **changes: object) -> RivalsView:
    seats = list(view.board.seats)
    seats[seat] = structs.replace(seats[seat], **changes)
    return replace(view, board=structs.replace(view.board, seats=tuple(seats)))


def sample() -> RivalsView:
    """The public view once both players have kept a career."""
    game = registered_games().rules("life-rivals")
    state = game.setup(["Ana", "Ben"], 1, {})
    for seat in (0, 1):
        state, _ = game.apply(state, seat, f"keep:{state.dealt[seat][0]}")
    return game.view(state, None)


def test_a_career_adds_its_salary_for_every_payday_still_ahead() -> None:
    public = with_side(sample(), 0, score=20, position=0)
    own = replace(public, seat=0)
    ahead = len(paydays())
    assert ahead == paydays_after(0) > 0
    careers = [HeldCareer("Dentist", salary) for salary in (1, 3)]
    shown = [advance(with_side(public, 0, career=career), own) for career in careers]
    assert shown == [(20 + salary * ahead) / SCALE for salary in (1, 3)]
    assert advance(with_side(public, 0, career=None), own) == 20 / SCALE


def test_paydays_behind_the_car_count_no_more() -> None:
    public = with_side(sample(), 1, score=0, career=HeldCareer("Dentist", 2))
    own = replace(public, seat=1)
    last = max(paydays())
    assert advance(with_side(public, 1, position=last), own) == 0
    assert advance(with_side(public, 1, position=0), own) > 0


def test_a_retired_rival_leaves_only_the_paydays_of_one_last_spin() -> None:
    """The game ends after the last turn, so the Paydays further on bring nothing."""
    public = with_side(sample(), 1, retired=True, position=box().retirement)
    public = with_side(public, 0, score=20, career=HeldCareer("Dentist", 2))
    own = replace(public, seat=0)
    start = paydays()[0] - 1
    assert paydays_after(start) > 1
    shown = advance(with_side(public, 0, position=start), own)
    assert shown == (20 + 2 * paydays_after(start, start + LAST_SPIN)) / SCALE
    assert paydays_after(start, start + LAST_SPIN) == 1


def test_a_far_rival_leaves_every_payday_ahead() -> None:
    public = with_side(sample(), 0, score=20, position=0, career=HeldCareer("Dentist", 2))
    assert advance(public, replace(public, seat=0)) == (20 + 2 * len(paydays())) / SCALE


# -- finishing: the last turn ------------------------------------------------------------------

SEEDS = (1, 2, 3)


def game() -> LifeRivals:
    rules = registered_games().rules("life-rivals")
    assert isinstance(rules, LifeRivals)
    return rules


def spinning(*values: int) -> Rng:
    """A generator whose next spins are ``values``."""
    seed = next(s for s in range(100_000) if all(Rng(s).randint(1, 6) == v for v in values))
    return Rng(seed)


def last_turn() -> RivalsState:
    """Ben spun onto Retirement: Ana (seat 0) takes the last turn, before her spin."""
    rules = game()
    state = rules.setup(["Ana", "Ben"], 1, {})
    for seat in (0, 1):
        state, _ = rules.apply(state, seat, f"keep:{state.dealt[seat][0]}")
    state.active, state.position[1] = 1, box().retirement - 1
    state.rng = spinning(1)
    state, _ = rules.apply(state, 1, "spin")
    assert (state.active, state.final_turn, state.phase) == (0, True, TURN)
    return state


def piles(state: RivalsState) -> list[list[str]]:
    return [state.deck.cards, state.deck.discard, *state.hands, *state.table]


def give(state: RivalsState, seat: int, key: str) -> None:
    """Life card ``key`` first in ``seat``'s hand, swapped with wherever it was (65 kept)."""
    pile = next(pile for pile in piles(state) if key in pile)
    pile[pile.index(key)] = state.hands[seat][0]
    state.hands[seat][0] = key


def lay(state: RivalsState, seat: int, key: str) -> None:
    """Life card ``key`` in front of ``seat``; a hand it left is made whole from the deck."""
    pile = next(pile for pile in piles(state) if key in pile)
    pile.remove(key)
    if pile in state.hands:
        pile.append(state.deck.cards.pop(0))
    state.table[seat].append(key)


def behind_by(state: RivalsState, points: int) -> None:
    """Ben's cash set so that Ana trails him by ``points``."""
    view = game().view(state, None)
    gap = view.players[1].score - view.players[0].score
    state.cash[1] += points - gap


NO = Outcome((), (), "")
"""No outcome yet: nobody has won."""


def winning(state: RivalsState) -> set[str]:
    rules = game()
    legal = {action.id for action in rules.legal_actions(state, 0)}
    won = {a for a in legal if (rules.outcome(rules.apply(state, 0, a)[0]) or NO).winners == (0,)}
    assert won and won != legal, "the position must hold both winning and losing moves"
    return won


def picks(state: RivalsState) -> set[str]:
    return {choose(game(), state, 0, seed=seed) for seed in SEEDS}


def test_on_the_last_turn_a_computer_plays_the_card_that_wins() -> None:
    state = last_turn()
    state.position[0] = box().retirement - 2
    give(state, 0, "good-01")
    behind_by(state, 3)
    state.rng = spinning(1)
    state, _ = game().apply(state, 0, "spin")
    assert state.phase == PLAY
    assert picks(state) <= winning(state)


def test_before_the_last_spin_a_computer_steals_the_stuff_that_wins() -> None:
    """Ana trails by 5, one space from Retirement: stealing Ben's Hot tub (6 points, resale
    2) puts her ahead whatever she spins; any other move loses."""
    state = last_turn()
    state.position[0] = box().retirement - 1
    lay(state, 1, "stuff-03")
    state.cash[0] = 10
    behind_by(state, 5)
    assert picks(state) == {"steal:stuff-03"}
