"""Scavenger Hunt stories through the real bot and the fake Discord.

The hunt lists are built on each player's private panel (the table sees who has chosen, never
what); a game survives a kill in the middle; a player whose DMs are closed still learns her
hand privately; and the issue's bad inputs each get one ephemeral sentence and change nothing.
"""

from __future__ import annotations

import random

import pytest

from bot.games.scavenger_hunt.rules import FIRST_LIST_PANEL, FIRST_PANEL
from tests.e2e.driver import (
    LeakChecker,
    act,
    ask_hand,
    assert_answered_in_time,
    assert_game_over,
    legal_options,
    open_table,
    play_randomly,
    snapshot_state,
    wait_current_prompt,
)
from tests.e2e.harness import World
from tests.e2e.strategies import strategy_for
from tests.e2e.strategies.scavenger_hunt import HAND_LINE, scavenger_hunt

KEY = "scavenger-hunt"


def checker_for(table) -> LeakChecker:
    return LeakChecker(table.world, table.game_id, table.thread_id, strategy_for(KEY).tracker())


async def test_hunt_lists_are_chosen_on_the_panel_and_stay_secret_until_all_chose(
    world: World,
) -> None:
    table = await open_table(world, 3, game=KEY)
    ana = table.members[0]
    prompt = await wait_current_prompt(table)
    assert prompt is not None and prompt.button(FIRST_LIST_PANEL) is not None
    panel = await ana.click(FIRST_LIST_PANEL, message=prompt)
    assert panel.ephemeral, panel
    state = snapshot_state(world, table.game_id)
    disc = state["unplaced"][0][2]
    name = scavenger_hunt().house.discs[disc]
    assert name in str(panel.message.components if panel.message else ""), panel
    done = await act(table, ana, f"place:{disc}", "play")
    assert done.applied, done.refusal
    prompt = await wait_current_prompt(table)
    assert prompt is not None
    assert ana.mention not in prompt.content, "Ana has answered: she is no longer waited for"
    assert all(m.mention in prompt.content for m in table.members[1:])
    assert all(name not in m.text for m in table.messages()), "the choice is not shown yet"
    assert f"placing the {name}" in done.result.content or name in " ".join(
        d.content for d in ana.dms()
    )


@pytest.mark.slow
async def test_a_restart_in_the_middle_and_the_game_goes_on(world: World) -> None:
    table = await open_table(world, 2, game=KEY)
    checker = checker_for(table)
    rng = random.Random(120)
    before = await play_randomly(table, rng, 25, checker=checker)
    assert not before.finished, "the game ended before the restart; pick another seed"
    version = table.version()
    state = snapshot_state(world, table.game_id)
    await world.restart_bot()
    assert table.version() == version and snapshot_state(world, table.game_id) == state
    after = await play_randomly(table, rng, 500, checker=checker)
    assert after.finished, after
    assert_game_over(table)
    checker.assert_clean()
    assert_answered_in_time(world)


@pytest.mark.slow
async def test_closed_dms_still_see_their_hand_and_the_game_goes_on(world: World) -> None:
    cy = world.member("Cy", dms_closed=True)
    table = await open_table(world, 3, game=KEY, names=["Ana", "Ben", "Cy"])
    assert table.members[2] is cy
    shown = await ask_hand(table, cy)
    assert shown.ephemeral and HAND_LINE.search(shown.content), shown.content
    hand = snapshot_state(world, table.game_id)["hands"][2]
    names = [scavenger_hunt().house.cards[c].name for c in hand]
    assert all(n in shown.content for n in names)
    checker = checker_for(table)
    log = await play_randomly(table, random.Random(77), 500, checker=checker, ask_hands=[cy])
    assert log.finished, log
    assert_game_over(table)
    assert not cy.dms(), "a DM reached a member whose DMs are closed"
    checker.assert_clean()


async def _to_the_first_move(table, rng: random.Random) -> None:
    """Place every disc (the first one left), up to the first turn."""
    while snapshot_state(table.world, table.game_id)["phase"] == "list":
        prompt = await wait_current_prompt(table)
        assert prompt is not None
        options = await legal_options(table, prompt)
        seat, ids = next(iter(options.items()))
        done = await act(table, table.members[seat], ids[0], "play")
        assert done.applied or done.raced, done.refusal


async def test_bad_input_gets_one_ephemeral_sentence_and_changes_nothing(world: World) -> None:
    table = await open_table(world, 2, game=KEY)
    await _to_the_first_move(table, random.Random(5))
    state = snapshot_state(world, table.game_id)
    mover = table.members[state["active"]]
    other = table.members[1 - state["active"]]
    bad = [
        (mover, "step:closet-green:C"),  # through a wall, and not in step-by-step mode
        (mover, "go:p99:-"),  # no such destination
        (mover, "go:" + state["rooms"][state["active"]][0] + ":W:collected"),  # Four-Arrow on it
        (mover, "dog:new:p3"),  # a Dog beside a Door (or no Dog card at all)
        (mover, "trade:K"),  # trading during the move
        (mover, "trade:Z"),  # a card that doesn't exist
        (other, "end"),  # not her turn
        (mover, "place:dentures"),  # the hunt lists are made
    ]
    for member, action in bad:
        version = table.version()
        result = await member.slash("play", channel=table.thread, action=action)
        assert result.ephemeral, (action, result)
        text = result.content.strip()
        assert text.endswith(".") and text.count(". ") == 0 and "\n" not in text, (action, text)
        assert "Traceback" not in text
        assert table.version() == version, f"{action} changed the game"
    assert snapshot_state(world, table.game_id) == state


async def test_the_movers_panel_lists_destinations_with_their_cards(world: World) -> None:
    table = await open_table(world, 2, game=KEY)
    await _to_the_first_move(table, random.Random(6))
    state = snapshot_state(world, table.game_id)
    mover = table.members[state["active"]]
    prompt = await wait_current_prompt(table)
    assert prompt is not None and prompt.button(FIRST_PANEL) is not None
    assert not [c for c in prompt.iter_components() if c.get("type") == 3], "no public menus"
    panel = await mover.click(FIRST_PANEL, message=prompt)
    assert panel.ephemeral and panel.message is not None, panel
    menus = [c for c in panel.message.iter_components() if c.get("type") == 3]
    options = [o for menu in menus for o in menu.get("options") or []]
    assert menus and any(" · " in o["label"] for o in options), menus
    assert panel.message.button("Step by step") is not None
    names = [scavenger_hunt().house.cards[c].name for c in state["hands"][state["active"]]]
    found = HAND_LINE.search(panel.content)
    assert found and sorted((found["cards"] or "").split(", ")) == sorted(names), panel.content


async def test_play_step_by_step_answers_with_the_next_steps(world: World) -> None:
    table = await open_table(world, 2, game=KEY)
    await _to_the_first_move(table, random.Random(7))
    state = snapshot_state(world, table.game_id)
    mover = table.members[state["active"]]
    done = await act(table, mover, "step-by-step", "play")
    assert done.applied, done.refusal
    text = done.result.content
    assert "Next step" in text and "Done." not in text, text
    prompt = await wait_current_prompt(table)
    assert prompt is not None and "is choosing her route" in prompt.content
