"""Goosebumps through the fake Discord: the Play Anytime card on another player's turn, a restart
in the middle, the bad inputs of the issue (each one ephemeral sentence, nothing changed), and a
player whose DMs are closed playing to Game over.

A position is set up by stopping the bot and saving a hand-made state in the game's snapshot
(the same schema the bot saves), then starting the bot again on that database.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import dumps_state
from bot.games.goosebumps.rules import FIRST_PANEL, PANEL, Goosebumps
from bot.games.goosebumps.state import Pending
from bot.standin import Message
from tests.e2e.driver import (
    LeakChecker,
    Table,
    act,
    assert_answered_in_time,
    assert_game_over,
    game,
    open_table,
    play_randomly,
    snapshot_state,
    wait_current_prompt,
)
from tests.e2e.harness import World
from tests.e2e.strategies import strategy_for

KEY = "goosebumps"
SARI, GABE, TERRI = 0, 1, 2


def rules() -> Goosebumps:
    found = game(KEY)
    assert isinstance(found, Goosebumps)
    return found


async def rewrite(table: Table, change: Any, *, show_again: bool = False) -> None:
    """Stop the bot, change the saved state with ``change(state)``, start the bot again;
    ``show_again``: as if stopped before the prompt showed the position, so the bot shows it
    (with its controls) as it starts."""
    world = table.world
    await world.stop_bot()
    state = rules().load(snapshot_state(world, table.game_id))
    change(state)
    text = dumps_state(rules(), rules().load(rules().dump(state)))
    world.execute("UPDATE snapshots SET state_json = ? WHERE game_id = ?", (text, table.game_id))
    if show_again:
        world.execute("UPDATE games SET prompt_version = NULL WHERE id = ?", (table.game_id,))
    await world.start_bot()


async def open_panel(member: Any, prompt: Message) -> Message:
    """The member's own panel, opened from the turn prompt's button (until the first card is
    drawn its label also says what it is for)."""
    label = next(b["label"] for b in prompt.buttons() if b.get("label") in (PANEL, FIRST_PANEL))
    result = await member.click(label, message=prompt)
    if result.type in (6, 7):
        await result.wait(lambda r: r.followups, 10)
        panel = result.followups[0]
    else:
        panel = result.message
    assert panel is not None and panel.ephemeral and panel.visible_to(member.id), result
    return panel


def take(state: Any, pawn: int, card_id: str) -> None:
    for pile in (state.deck.cards, state.deck.discard, *state.saved):
        if card_id in pile:
            pile.remove(card_id)
    state.saved[pawn].append(card_id)


async def refused(table: Table, member: Any, action_id: str) -> str:
    version, before = table.version(), snapshot_state(table.world, table.game_id)
    outcome = await act(table, member, action_id, "play")
    assert not outcome.applied, f"{action_id} was applied"
    assert table.version() == version and snapshot_state(table.world, table.game_id) == before
    text = (outcome.refusal or "").strip()
    assert text.endswith(".") and ". " not in text, text
    return text


@pytest.mark.slow
async def test_play_anytime_off_turn_restart_and_bad_input(world: World) -> None:
    table = await open_table(world, 2, game=KEY)
    ana, ben = table.members

    def position(state: Any) -> None:
        state.active, state.phase, state.number, state.symbol = 0, "move", 2, "wolf"
        state.spaces[SARI] = "d8"  # a Skeleton Hand while the Mummy tomb is in the middle
        state.spaces[GABE] = "d1"  # the Crypt platform
        take(state, TERRI, "ghost-light")
        take(state, GABE, "switch-1")
        take(state, SARI, "ring-2")

    await rewrite(table, position)
    prompt = await wait_current_prompt(table)
    assert prompt is not None and ana.mention in prompt.content

    assert "Skeleton Hand" in await refused(table, ana, "go:0:d9")
    assert "open pit" in await refused(table, ana, "go:1:c8")
    assert "bushes" in await refused(table, ana, "go:1:c9")
    assert "saved under Gabe" in await refused(table, ana, "play:0:switch-1:2")
    assert "saved under Sari" in await refused(table, ana, "skull:1")
    assert "doesn't hold Ghost Light" in await refused(table, ana, "play:1:ghost-light:a9")

    # Ben opens his own panel on Ana's turn: his saved card, its picture, and its play.
    mine = await open_panel(ana, prompt)
    assert "Ghost Light" not in mine.content and "Gabe's saved cards: Mirror Trick." in mine.content
    assert "Sari's saved cards: Ring of Light." in mine.content
    panel = await open_panel(ben, prompt)
    assert "Terri's saved cards: Ghost Light." in panel.content
    assert panel.attachments and "Mirror Trick" not in panel.content
    await ben.select("Terri's cards", "play:2:ghost-light:d10", message=panel)
    await world.wait_for(
        lambda: snapshot_state(world, table.game_id)["spaces"][TERRI] == "d10",
        10,
        "Ghost Light to move Terri",
    )
    state = snapshot_state(world, table.game_id)
    assert state["spaces"][TERRI] == "d10" and state["active"] == 0
    assert "ghost-light" in state["deck"]["discard"]
    assert "doesn't hold Ghost Light" in await refused(table, ben, "play:2:ghost-light:d9")

    def tomb_and_monster(state: Any) -> None:
        state.phase, state.symbol = "tomb", "wolf"
        state.spaces[SARI] = "d10"
        state.monster[TERRI] = "monster-2"
        state.deck.cards.remove("monster-2")

    await rewrite(table, tomb_and_monster)
    assert "one position at a time" in await refused(table, ana, "slide:wolf:3")

    def monster_pending(state: Any) -> None:
        state.phase = "target"
        state.pending = Pending(card="monster-1", pawn=SARI, resume="end")
        state.deck.cards.remove("monster-1")

    await rewrite(table, monster_pending)
    assert "already a Monster" in await refused(table, ana, "play:0:monster-1:2")
    applied = await act(table, ana, "play:0:monster-1:3", "play")
    assert applied.applied, applied.refusal

    strategy = strategy_for(KEY)
    checker = LeakChecker(world, table.game_id, table.thread_id, strategy.tracker())
    log = await play_randomly(table, random.Random(11), 600, checker=checker)
    assert log.finished, log
    assert_game_over(table)
    checker.assert_clean()
    assert_answered_in_time(world)


@pytest.mark.slow
async def test_closed_dms_play_to_game_over(world: World) -> None:
    cy = world.member("Cy", dms_closed=True)
    table = await open_table(world, 3, game=KEY)
    assert table.members[2] is cy
    strategy = strategy_for(KEY)
    checker = LeakChecker(world, table.game_id, table.thread_id, strategy.tracker())
    log = await play_randomly(table, random.Random(5), 600, checker=checker, ask_hands=[cy])
    assert log.finished, log
    assert_game_over(table)
    assert not cy.dms()
    checker.assert_clean()
    assert_answered_in_time(world)


@pytest.mark.slow
async def test_a_press_the_bot_answers_privately_is_counted_as_applied(world: World) -> None:
    """A move that draws a card to save is answered to the mover alone, naming the card. The
    driver took any private answer to a press for a refusal, so the load benchmark counted
    such moves as refused; it now asks the events table."""
    table = await open_table(world, 2, game=KEY)
    ana = table.members[0]

    def position(state: Any) -> None:
        state.active, state.phase, state.number, state.symbol = 0, "move", 2, "wolf"
        state.spaces[SARI] = "e7"  # two spaces from F8, which draws a card
        for pile in (state.deck.cards, state.deck.discard, *state.saved):
            if "ghost-light" in pile:
                pile.remove("ghost-light")
        state.deck.cards.insert(0, "ghost-light")  # a card that is saved, on top

    await rewrite(table, position, show_again=True)
    await world.idle()
    prompt = await wait_current_prompt(table)
    assert prompt is not None and ana.mention in prompt.content
    state = rules().load(snapshot_state(world, table.game_id))
    drawing = [
        action.id
        for action in rules().legal_actions(state, 0)
        if any("saved it" in e.text for e in rules().apply(state, 0, action.id)[1])
    ]
    assert drawing, "no move of this position draws a card"
    outcome = await act(table, ana, drawing[0], "button", prompt=prompt)
    assert outcome.result.followups, "the bot did not answer the press privately"
    assert "saved Ghost Light" in outcome.result.followups[0].content
    assert outcome.applied, outcome.refusal
