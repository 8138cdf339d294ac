"""The conformance suite: what every registered game (and the toy Party game) must do.

A game passes it by being registered. Each check plays seeded random games through the public
protocol only, at every table size the game allows, with its default options and with each
other value of each of its lobby options (one seed each):

- the game reaches its outcome, and afterwards nobody may act;
- ``apply`` and ``expire`` leave their input alone; a position survives dump and load;
- the event log alone rebuilds the final position (``replay``);
- the prompt waits for whoever may act, and prompt and panels fit Discord's limits;
- the public view holds nothing private;
- every malformed, bent, stale or other seat's id is refused in one sentence, changing nothing;
- skipping an idle player always lets the game go on, and so does removing one (or the game
  says in one sentence why it can't);
- the computers' strength chosen in the lobby changes no rule;
- secret twins: a position the game's determinizer draws for a seat (what it can't see dealt
  anew) looks the same to that seat, to its prompt and to the public.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from bot.engine import Game, IllegalAction, Rng, replay
from tests.conformance.checks import (
    assert_one_sentence,
    assert_prompt_fits,
    assert_refused,
    assert_round_trip,
    assert_views_keep_secrets_apart,
    assert_waits_for_who_can_act,
    dump,
    seats,
)
from tests.conformance.forgery import forged_ids
from tests.conformance.games import (
    GAMES,
    REGISTERED,
    computer_strengths,
    option_tables,
    table_id,
)
from tests.conformance.positions import choices, names, play_step, random_game, sampled

TABLES = [
    pytest.param(rules.game, players, rules.options, id=table_id(rules, players))
    for rules, players in option_tables()
]
"""Every game at every table size, with its defaults and with each other option value."""
RANDOM_GAMES = [
    pytest.param(
        rules.game,
        players,
        rules.options,
        seed,
        id=f"{table_id(rules, players)}-seed-{seed}",
        marks=[pytest.mark.slow] if seed > 1 else [],
    )
    for rules, players in option_tables()
    for seed in (1, 2)
    if seed == 1 or not rules.changed
]
"""Two seeds with the defaults, one with each other option value."""
EACH_GAME = [pytest.param(game, id=game.key) for game in GAMES]


@pytest.mark.parametrize(("game", "players", "options", "seed"), RANDOM_GAMES)
def test_random_games_end_and_replay_from_their_log(
    game: Game[Any], players: int, options: Mapping[str, str], seed: int
) -> None:
    """To the end, step by step: input untouched, dump/load, prompt and views; then the log
    rebuilds the final position and nobody may act any more."""
    log: list[tuple[int | None, str]] = []
    final = game.setup(names(players), seed, dict(options))
    for step in random_game(game, players, seed, options):
        assert dump(game, step.before) == dump(game, final), "a step started elsewhere"
        prompt = game.prompt(step.before)
        assert_waits_for_who_can_act(game, step.before, prompt)
        assert_prompt_fits(game, step.before, prompt)
        assert_views_keep_secrets_apart(game, step.before)
        again_after, _ = replay_one(game, step)
        assert dump(game, again_after) == dump(game, step.after), "the same input differed"
        log.append((step.seat, step.action_id))
        final = step.after
        assert_round_trip(game, final)
    outcome = game.outcome(final)
    assert outcome is not None and set(outcome.winners) <= set(seats(game, final))
    assert_waits_for_who_can_act(game, final, game.prompt(final))
    rebuilt = replay(game, names(players), seed, options, log)
    assert dump(game, rebuilt) == dump(game, final), f"{game.name}: the log replays elsewhere"


def replay_one(game: Game[Any], step: Any) -> Any:
    """Play the step's input again on its position: the same input gives the same position,
    which also proves the first time left its input untouched."""
    if step.seat is None:
        return game.expire(step.before)
    return game.apply(step.before, step.seat, step.action_id)


@pytest.mark.parametrize(("game", "players", "options"), TABLES)
def test_every_forged_or_illegal_id_is_refused_in_one_sentence(
    game: Game[Any], players: int, options: Mapping[str, str]
) -> None:
    """Malformed, bent, stale and other seats' ids: one sentence each, nothing changed."""
    pick = random.Random(players)
    once_legal: dict[int, set[str]] = {seat: set() for seat in range(players)}
    for step in sampled(random_game(game, players, seed=7, options=options), every=9):
        state = step.before
        legal = {seat: {a.id for a in game.legal_actions(state, seat)} for seat in once_legal}
        for seat, own in legal.items():
            others = set().union(*(ids for other, ids in legal.items() if other != seat))
            forged = forged_ids(own, others, once_legal[seat])
            for action_id in pick.sample(forged, min(len(forged), 12)):
                assert_refused(game, state, seat, action_id)
            once_legal[seat] |= own


@pytest.mark.parametrize(("game", "players", "options"), TABLES)
def test_skipping_or_removing_an_idle_player_lets_the_game_go_on(
    game: Game[Any], players: int, options: Mapping[str, str]
) -> None:
    """The table may always move past whoever it waits for; a removal goes on or refuses."""
    pick = random.Random(players)
    removed_once = False
    for step in sampled(random_game(game, players, seed=11, options=options), every=13):
        state = step.before
        for seat in game.prompt(state).actors:
            after, _ = game.skip_turn(state, seat)
            assert_goes_on(game, after)
        seat = pick.choice(seats(game, state))
        try:
            after, _ = game.remove_player(state, seat)
        except IllegalAction as refusal:
            assert_one_sentence(str(refusal), f"{game.name}: removing seat {seat}")
            continue
        assert_goes_on(game, after)
        if not removed_once:
            play_to_the_end(game, after, pick)
            removed_once = True


def assert_goes_on(game: Game[Any], state: Any) -> None:
    """Over, or somebody may act, or a timed phase will close on its own."""
    if game.outcome(state) is None:
        assert choices(game, state) or game.deadline(state), f"{game.name}: a dead end"


def play_to_the_end(game: Game[Any], state: Any, pick: random.Random) -> None:
    for _ in range(20_000):
        if game.outcome(state) is not None:
            return
        state = play_step(game, state, pick).after
    raise AssertionError(f"{game.name}: no end after a player was removed")


@pytest.mark.parametrize(("game", "players", "options"), TABLES)
def test_secret_twins_look_the_same_to_the_seat_and_the_public(
    game: Game[Any], players: int, options: Mapping[str, str]
) -> None:
    """What the determinizer draws for a seat is, to that seat and to everyone in public, the
    real position: same view, prompt, deadline and legal actions. At least one twin differs
    from the real position, so the check has secrets to keep."""
    determinize = getattr(game, "determinize", None)
    assert determinize is not None, f"{game.name} has no determinizer"
    differed = False
    for index, step in enumerate(
        sampled(random_game(game, players, seed=5, options=options), every=5)
    ):
        state = step.before
        before = dump(game, state)
        for seat in seats(game, state):
            twin = determinize(state, seat, Rng.from_seed(index * 10 + seat))
            assert dump(game, state) == before, f"{game.name}: determinize changed its input"
            assert game.view(twin, seat) == game.view(state, seat), (game.name, seat)
            assert game.view(twin, None) == game.view(state, None), (game.name, seat)
            assert game.prompt(twin) == game.prompt(state), (game.name, seat)
            assert game.deadline(twin) == game.deadline(state)
            assert game.legal_actions(twin, seat) == game.legal_actions(state, seat)
            differed = differed or dump(game, twin) != before
    assert differed, f"{game.name}: no twin ever differed from the real position"


STRENGTHS = [
    pytest.param(rules.game, rules.options, id=f"{rules.game.key}-{rules.changed}")
    for game, registration in REGISTERED
    if registration is not None
    for rules in computer_strengths(game, registration)
]


@pytest.mark.parametrize(("game", "options"), STRENGTHS)
def test_the_computers_strength_changes_no_rule(
    game: Game[Any], options: Mapping[str, str]
) -> None:
    """``computers=`` is the bot's setting, not the game's: the same seeded game is dealt
    and played alike whatever strength the lobby chose."""
    players = game.min_players
    plain = {key: value for key, value in options.items() if key != "computers"}
    log = [(step.seat, step.action_id) for step in random_game(game, players, 3, plain)]
    dealt = game.setup(names(players), 3, dict(options))
    assert dump(game, dealt) == dump(game, game.setup(names(players), 3, plain))
    played = replay(game, names(players), 3, options, log)
    assert dump(game, played) == dump(game, replay(game, names(players), 3, plain, log))
