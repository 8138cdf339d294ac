"""Seeded, steered random Goosebumps games to the end for 2, 3 and 4 players.

Every step checks what must always hold: the 36 cards are all somewhere, no pawn stands in a pit
or on a bush, a Monster never draws, a fallen pawn holds no cards. Secrecy is checked as
non-interference: swapping one seat's saved cards for others changes nothing the public or any
other seat sees. Replaying the log rebuilds the final snapshot.
"""

from __future__ import annotations

import copy
import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import EXPIRE, OVER, replay
from bot.games.goosebumps.board import PIT
from bot.games.goosebumps.state import GooseState
from tests.games.goosebumps_helpers import NAMES, game
from tests.games.goosebumps_play import choose, play

LIMIT = 3000


def check_cards(s: GooseState) -> None:
    held = [*s.deck.cards, *s.deck.discard, *(c for pile in s.saved for c in pile)]
    held += [c for c in s.monster if c]
    held += [s.pending.card] if s.pending else []
    assert sorted(held) == sorted(game().cards)


def check_pawns(s: GooseState) -> None:
    kinds = game().kinds(s)
    for pawn, space in enumerate(s.spaces):
        if space:
            assert space in game().board.spaces and kinds[space] != PIT
        else:
            assert s.saved[pawn] == [] and s.monster[pawn] == ""


def check_monsters_draw_nothing(before: GooseState, after: GooseState, action: str) -> None:
    if action.startswith("play:"):
        return
    for pawn, card in enumerate(before.monster):
        if card and after.monster[pawn]:
            assert len(after.saved[pawn]) <= len(before.saved[pawn])


def twin(s: GooseState, seat: int) -> GooseState | None:
    """``s`` with ``seat``'s saved cards swapped for as many cards of the draw pile."""
    other = copy.deepcopy(s)
    for pawn in (2 * seat, 2 * seat + 1):
        for i, card in enumerate(other.saved[pawn]):
            if not other.deck.cards:
                return None
            other.saved[pawn][i], other.deck.cards[0] = other.deck.cards[0], card
            other.deck.cards.append(other.deck.cards.pop(0))
    return other


def check_secrecy(s: GooseState) -> None:
    for seat in range(len(s.players)):
        if not any(s.saved[p] for p in (2 * seat, 2 * seat + 1)):
            continue
        other = twin(s, seat)
        if other is None:
            continue
        assert game().view(other, None) == game().view(s, None)
        assert game().prompt(other) == game().prompt(s)
        for watcher in range(len(s.players)):
            if watcher != seat:
                assert game().view(other, watcher) == game().view(s, watcher)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4]))
def test_random_games_end_and_keep_the_invariants(seed: int, players: int) -> None:
    play_checked(seed, players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_table_size_plays_to_the_end(players: int) -> None:
    for seed in range(4):
        play_checked(1000 * players + seed, players)


def play_checked(seed: int, players: int) -> None:
    """One steered game to the end, every invariant checked after every step."""
    rng = random.Random(seed)
    s = game().setup(NAMES[:players], seed, {})
    log: list[tuple[int | None, str]] = []
    for _ in range(LIMIT):
        if s.phase == OVER:
            break
        prompt = game().prompt(s)
        options = {
            seat: [a.id for a in game().legal_actions(s, seat)]
            for seat in {*prompt.actors, *prompt.may_act}
        }
        options = {seat: found for seat, found in options.items() if found}
        if not options or (game().deadline(s) and rng.random() < 0.3):
            before, (s, _) = s, game().expire(s)
            log.append((None, EXPIRE))
            action = EXPIRE
        else:
            seat, action = choose(game(), s, rng, options)
            before, (s, _) = s, game().apply(s, seat, action)
            log.append((seat, action))
        check_cards(s)
        check_pawns(s)
        check_monsters_draw_nothing(before, s, action)
        check_secrecy(s)
        assert game().load(game().dump(s)) == s
    assert s.phase == OVER, f"no end in {LIMIT} actions"
    outcome = game().outcome(s)
    assert outcome is not None and outcome.winners
    rebuilt = replay(game(), NAMES[:players], seed, {}, log)
    assert game().dump(rebuilt) == game().dump(s)


def test_step_by_step_reaches_the_same_places_as_destinations() -> None:
    """Step by step offers exactly the first steps of the destination walks, and finishes."""
    walks = 0
    for seed in range(20):
        s = game().setup(NAMES[:2], seed, {})
        if s.phase == "tomb":
            s, _ = game().apply(s, 0, game().legal_actions(s, 0)[0].id)
        if s.phase != "move":
            continue
        ends = {a.id.split(":")[2] for a in game().legal_actions(s, 0) if a.id.startswith("go:0:")}
        assert ends, f"seed {seed}: a move with no destination for pawn 0"
        s, _ = game().apply(s, 0, "step-by-step")
        rng = random.Random(seed)
        taken = 0
        while s.phase == "move" and s.active == 0 and s.stepping.on:
            steps = [a.id for a in game().legal_actions(s, 0) if a.id.startswith("step:0:")]
            if not steps:
                break
            before = s
            s, _ = game().apply(s, 0, rng.choice(steps))
            taken += 1
            if s.last_pawn == 0 and before.last_pawn != 0:
                break
        assert taken, f"seed {seed}: step by step offered no first step"
        assert s.last_pawn == 0, f"seed {seed}: the step-by-step walk never finished"
        assert s.last_path[-1] in ends, f"seed {seed}: {s.last_path[-1]} is not a destination"
        walks += 1
    assert walks >= 15, f"only {walks} of 20 seeds reached a step-by-step walk"


def test_idle_and_leaving_players_never_stop_the_game() -> None:
    """Skipping whoever the game waits for, or removing a player, always leads to an end."""
    for seed in range(40):
        rng = random.Random(seed)
        players = 2 + seed % 3
        s = game().setup(NAMES[:players], seed, {})
        for _ in range(LIMIT):
            if s.phase == OVER:
                break
            prompt = game().prompt(s)
            roll = rng.random()
            if roll < 0.05 and game().living(s):
                s, _ = game().remove_player(s, rng.choice(game().living(s)))
            elif roll < 0.3 and prompt.actors:
                s, _ = game().skip_turn(s, rng.choice(prompt.actors))
            else:
                options = {
                    seat: [a.id for a in game().legal_actions(s, seat)] for seat in prompt.actors
                }
                options = {seat: found for seat, found in options.items() if found}
                if not options:
                    s, _ = game().expire(s)
                    continue
                seat, action = choose(game(), s, rng, options)
                s, _ = game().apply(s, seat, action)
            check_cards(s)
            check_pawns(s)
            assert s.phase == OVER or all(
                game().legal_actions(s, a) for a in game().prompt(s).actors
            )
        assert s.phase == OVER


def test_a_damaged_save_names_its_field() -> None:
    """A saved state that does not fit the declared schema is refused, naming the field."""
    from bot.engine import GameDataError

    good = game().dump(game().setup(NAMES[:2], 1, {}))
    for field, value, named in (
        ("tombs", [1, 1, 3], "tombs"),
        ("pending", {"card": "ring-1", "pawn": "Sari"}, "pending"),
        ("brink", {"platform": 7}, "brink"),
        ("spaces", ["d11", "d11", "d11", "zz"], "spaces"),
        ("draw", [], "draw"),
    ):
        with pytest.raises(GameDataError, match=named):
            game().load({**good, field: value})
    assert game().load(good) == game().setup(NAMES[:2], 1, {})


@settings(max_examples=300, deadline=None)
@given(
    action=st.one_of(
        st.text(max_size=30),
        st.builds(
            lambda kind, a, b, c: f"{kind}:{a}:{b}:{c}",
            st.sampled_from(["go", "step", "play", "slide", "skull", "go-on", "stay", "roll"]),
            st.sampled_from(["0", "1", "2", "7", "-1", "x", "ring-1", "wolf", ""]),
            st.sampled_from(["c8", "c9", "d1", "ring-1", "ghost-light", "2", "3", "", "zz"]),
            st.sampled_from(["", "1", "d10", "wolf-0", "x"]),
        ),
    ),
    seat=st.integers(-1, 3),
    moment=st.integers(0, 10_000),
)
def test_any_bad_input_is_one_sentence_and_changes_nothing(
    action: str, seat: int, moment: int
) -> None:
    """Whatever id a person types, at any moment of a game, the rules apply it or refuse it in
    one sentence."""
    from bot.engine import IllegalAction

    states = positions()
    s = states[moment % len(states)]
    before = game().dump(s)
    legal = {a.id for a in game().legal_actions(s, seat)} if 0 <= seat < 3 else set()
    if action in legal:
        return
    with pytest.raises(IllegalAction) as refused:
        game().apply(s, seat, action)
    text = str(refused.value)
    assert text.endswith(".") and "\n" not in text
    assert game().dump(s) == before


@cache
def positions() -> list[GooseState]:
    """Every position of two steered 3-player games, for bad input at every phase."""
    found: list[GooseState] = []
    for seed in (3, 4):
        s = game().setup(NAMES[:3], seed, {})
        found.append(s)
        _, trail = play(game(), s, random.Random(seed))
        found.extend(step[2] for step in trail if step[0] != "expire" and step[2].phase != OVER)
    return found


def test_a_full_panel_fits_discord() -> None:
    """Every saved card of the deck's playable kinds under one player's pawns still lays out."""
    from bot.games.goosebumps.cards import EXTRA_TURN, JUMP, STEAL, SWITCH
    from cogs.layout import plan_controls

    s = game().setup(NAMES[:4], 1, {})
    s.phase = "move"
    playable = [
        c.id for c in game().cards.values() if c.effect in (EXTRA_TURN, SWITCH, STEAL, JUMP)
    ]
    for index, card_id in enumerate(playable):
        s.deck.cards.remove(card_id)
        s.saved[index % 2].append(card_id)
    actions = game().legal_actions(s, 0)
    assert len([a for a in actions if a.id.startswith("play:")]) > 50
    plan_controls(actions)


def test_every_prompt_and_panel_of_played_games_lays_out() -> None:
    """The public controls and each seat's panel of every position fit Discord's limits."""
    from cogs.layout import plan_controls

    for s in positions():
        plan_controls(game().prompt(s).actions, extra_buttons=1)
        for seat in range(len(s.players)):
            plan_controls(game().legal_actions(s, seat))
