"""Sweet Valley High through the fake Discord: whole games with the leak checker, a restart in
the middle with a player whose DMs are closed, a secret peek that reaches her alone, and the
bad input of the rules, each answered by one ephemeral sentence that changes nothing."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest

from bot.games.sweet_valley_high.actions import PEEK_PANEL
from tests.e2e.driver import (
    LeakChecker,
    act,
    assert_answered_in_time,
    assert_game_over,
    legal_options,
    open_table,
    play_randomly,
    snapshot_state,
    wait_current_prompt,
)
from tests.e2e.driver.table import Table
from tests.e2e.harness import World
from tests.e2e.strategies import strategy_for

KEY = "sweet-valley-high"


def checker_for(world: World, table: Table) -> LeakChecker:
    return LeakChecker(world, table.game_id, table.thread_id, strategy_for(KEY).tracker())


@pytest.mark.slow
async def test_restart_in_the_middle_with_closed_dms(world: World) -> None:
    """Four players, Dee's DMs closed: half a game, the bot killed and started again, the rest
    of the game to Game over; Dee reads her secrets with /game hand, never by DM."""
    dee = world.member("Dee", dms_closed=True)
    table = await open_table(world, 4, game=KEY)
    assert table.members[3] is dee
    checker = checker_for(world, table)
    rng = random.Random("svh/restart")
    before = await play_randomly(table, rng, 40, checker=checker, ask_hands=[dee])
    assert not before.finished, "the game ended before the restart; pick another seed"
    version = table.version()
    await world.restart_bot()
    assert table.version() == version
    after = await play_randomly(table, rng, 900, checker=checker, ask_hands=[dee])
    assert after.finished, f"no Game over after the restart: {after}"
    assert_game_over(table)
    strategy_for(KEY).check_game_over(table, snapshot_state(world, table.game_id))
    assert not dee.dms(), "a DM reached a player whose DMs are closed"
    checker.assert_clean()
    assert_answered_in_time(world)


AIMS = {
    "peeked": {"x0y0", "x8y0", "x8y8", "x0y8"},  # Home Spaces draw the large cards
    "double": {"x2y0", "x4y1", "x4y2", "x4y3", "x1y4", "x3y4", "x5y4", "x7y4", "x6y8"},
    "trade": {"x4y0", "x4y8"},
}


async def _play_until(
    table: Table,
    rng: random.Random,
    phase: str,
    limit: int = 400,
    also: Callable[[dict], bool] = lambda state: True,
) -> dict:
    """Play, heading for the spaces that lead to ``phase``, until the saved game is in it
    (and ``also`` holds); its saved state."""
    aims = {f"go:{space}" for space in AIMS.get(phase, AIMS["peeked"])}
    if phase == "move":
        aims = set()
    for _ in range(limit):
        state = snapshot_state(table.world, table.game_id)
        if state["phase"] in phase.split("|") and also(state):
            return state
        assert state["phase"] != "over", f"the game ended before any {phase}"
        prompt = await wait_current_prompt(table)
        assert prompt is not None
        options = await legal_options(table, prompt)
        seat = rng.choice(sorted(options))
        aimed = [a for a in options[seat] if a in aims]
        if phase != "double" and phase != "trade":
            aimed += [a for a in options.get(seat, []) if a.startswith("peek:")]
        action = rng.choice(aimed or options[seat])  # uniform play rarely ends the game
        outcome = await act(table, table.members[seat], action, "play")
        assert outcome.applied or outcome.raced, outcome.refusal
    raise AssertionError(f"no {phase} within {limit} actions")


@pytest.mark.slow
async def test_a_secret_peek_reaches_her_alone(world: World) -> None:
    """The card she peeks at is told to her privately; the table reads only that a card was
    taken to look at, and her choice to keep it is in her own panel."""
    table = await open_table(world, 4, game=KEY)
    state = await _play_until(table, random.Random("svh/peek"), "peeked")
    seat = state["mover"]
    peeker = table.members[seat]
    card = state["pending"]["card"]
    name = next(
        line for line in (m.content for m in peeker.dms()) if "You peeked in" in line
    ).split("You peeked in ")[1]
    assert card and name
    secret = name.split(": ", 1)[1].split(".")[0]
    public = [m.text for m in table.messages()]
    assert not any("You peeked in" in text for text in public)
    assert not any(f"looks: {secret}" in text for text in public)
    other = table.members[(seat + 1) % 4]
    assert not any("You peeked in" in m.content for m in other.dms())
    prompt = await wait_current_prompt(table)
    assert prompt is not None and prompt.button(PEEK_PANEL) is not None
    panel = await peeker.click(PEEK_PANEL, message=prompt)
    assert panel.ephemeral and "You peeked in" in panel.content, panel.content
    strangers = await other.click(PEEK_PANEL, message=prompt)
    assert strangers.ephemeral and "You peeked in" not in strangers.content
    outcome = await act(table, peeker, "put-back", "play")
    assert outcome.applied, outcome.refusal


@pytest.mark.slow
async def test_a_card_about_another_player_is_hers_to_play(world: World) -> None:
    """A large card drawn by one player names another: the table now waits for the one named
    (she alone is mentioned), the drawer can't act for her, then play goes on as ruled."""
    table = await open_table(world, 4, game=KEY)
    state = await _play_until(
        table,
        random.Random("svh/card"),
        "move-any|peek|put-item",
        also=lambda s: s["mover"] != s["active"],
    )
    named, drawer = state["mover"], state["active"]
    prompt = await wait_current_prompt(table)
    assert prompt is not None
    waiting = next(line for line in prompt.content.splitlines() if "your move" in line)
    assert table.members[named].mention in waiting
    assert table.members[drawer].mention not in waiting
    action = {"move-any": "moveto:x4y4", "peek": "peek:science", "put-item": "item:corsage"}
    await _refused(table, drawer, action[state["phase"]], "turn to choose")
    options = await legal_options(table, prompt)
    assert list(options) == [named]
    outcome = await act(table, table.members[named], options[named][0], "play")
    assert outcome.applied, outcome.refusal


async def _refused(table: Table, seat: int, action: str, words: str) -> None:
    before = table.version()
    result = await table.members[seat].slash("play", channel=table.thread, action=action)
    assert result.ephemeral, f"{action!r} answered publicly: {result!r}"
    text = result.text.strip()
    assert words in text, f"{action!r}: {text!r}"
    assert "\n" not in text and text.count(". ") == 0, f"more than one sentence: {text!r}"
    assert table.version() == before, f"{action!r} changed the game"


@pytest.mark.slow
async def test_bad_input_is_one_ephemeral_sentence(world: World) -> None:
    """An unreachable destination, a classroom not pointed at, trading with oneself, another
    player's turn, a made-up action: refused privately, nothing changes."""
    table = await open_table(world, 4, game=KEY)
    rng = random.Random("svh/bad")
    state = await _play_until(table, rng, "move")
    mover = state["mover"]
    options = await legal_options(table, await wait_current_prompt(table))
    far = next(
        f"go:{s}" for s in ("x4y4", "x0y0", "x8y8", "x0y8") if f"go:{s}" not in options[mover]
    )
    await _refused(table, mover, far, "can't reach")
    await _refused(table, (mover + 1) % 4, "roll", "turn")
    await _refused(table, mover, "fly:away", "is not a Sweet Valley High action")
    state = await _play_until(table, rng, "double")
    rooms = set(state["pending"]["rooms"])
    elsewhere = next(r for r in ("science", "oracle", "drama") if r not in rooms)
    await _refused(table, state["mover"], f"look:{elsewhere}", "doesn't point at")
    state = await _play_until(table, rng, "trade")
    await _refused(table, state["mover"], f"trade:{state['mover']}", "yourself")


REVEAL = re.compile(r"turned over the card in [A-Z][A-Za-z ]*: [A-Z]")


@pytest.mark.slow
async def test_a_finished_turn_keeps_no_turned_card(world: World) -> None:
    """SVH28, a memory game: a card turned over is named in the turn message while its turn
    lasts; every retired turn message names only the classroom, so the thread remembers
    nothing for the players."""
    table = await open_table(world, 4, game=KEY)
    rng = random.Random("svh/memory")
    live_reveals = 0
    for _ in range(60):
        prompt = await wait_current_prompt(table)
        if prompt is None or table.game_over() is not None:
            break
        live_reveals += bool(REVEAL.search(prompt.content))
        options = await legal_options(table, prompt)
        seat = rng.choice(sorted(options))
        outcome = await act(table, table.members[seat], rng.choice(options[seat]), "play")
        assert outcome.applied or outcome.raced, outcome.refusal
    await world.idle()
    assert live_reveals, "no card was turned over; pick another seed"
    latest = table.latest_prompt()
    retired = [m for m in table.messages() if latest is None or m.id != latest.id]
    kept = [m.content for m in retired if REVEAL.search(m.content)]
    assert not kept, f"a retired turn message still names a turned card: {kept[:1]}"
