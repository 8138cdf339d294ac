"""A game registered from outside the bot, played end to end: Toy Party through the fake Discord.

The test installs Toy Party the way any plugin would be installed: a ``*.dist-info`` folder
whose ``entry_points.txt`` declares it under ``game_night.games``, on the bot process's path.
The story uses every shared mechanism: private panels (with a picture), a menu of 30 options,
an off-turn per-seat action, a simultaneous decision, a group decision, private lines, a
restart; and every refusal is one ephemeral sentence that changes nothing.
"""

from __future__ import annotations

import os
import re
from collections.abc import AsyncIterator, Awaitable
from pathlib import Path
from typing import Any

import pytest

from bot.standin import InteractionResult, Message
from bot.standin.inject import COMPONENT
from tests.e2e.driver.surface import THREAD_LINK
from tests.e2e.harness import REPO_ROOT, Member, World, open_world
from tests.e2e.scenarios import GAME_ENV, events, snapshot_state, snapshot_version
from tests.platform.plugin import install_plugin

PANEL_ID = re.compile(r"^gn:(?P<game>\d+):(?P<version>\d+):panel$")
CALM = {**GAME_ENV, "CALLOUT_SECONDS": "120"}
"""Decision timers must not close anything while the story checks that nothing changed."""


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    plugins = install_plugin(tmp_path / "plugins")
    path = os.pathsep.join([str(plugins), str(REPO_ROOT)])
    async with open_world(tmp_path, env={**CALM, "PYTHONPATH": path}) as running:
        yield running


# -- reading the table -------------------------------------------------------------------------


def panel_version(message: Message) -> int | None:
    for component in message.iter_components():
        match = PANEL_ID.match(component.get("custom_id", ""))
        if match:
            return int(match["version"])
    return None


def latest_prompt(world: World, thread: int) -> Message | None:
    prompts = [m for m in world.messages(thread) if m.buttons() or m.selects()]
    return prompts[-1] if prompts else None


def game_over(world: World, thread: int) -> Message | None:
    return world.find_message(thread, predicate=lambda m: m.content.startswith("Game over"))


async def current_prompt(world: World, thread: int, game_id: int) -> Message:
    """The public prompt of the saved position (the bot saves, then posts)."""
    prompt = await prompt_or_game_over(world, thread, game_id)
    assert prompt is not None, "the game ended"
    return prompt


async def prompt_or_game_over(world: World, thread: int, game_id: int) -> Message | None:
    """The prompt of the saved position, or ``None`` once the game is over."""

    def current() -> Message | bool | None:
        if game_over(world, thread) is not None:
            return True
        prompt = latest_prompt(world, thread)
        version = snapshot_version(world, game_id)
        if prompt is None:
            return None
        ids = [c.get("custom_id", "") for c in prompt.iter_components()]
        return prompt if any(i.startswith(f"gn:{game_id}:{version}:") for i in ids) else None

    found = await world.wait_for(current, 10, "the prompt of the saved version")
    return found if isinstance(found, Message) else None


def answer_of(result: InteractionResult) -> Message:
    """The ephemeral answer to an interaction: the response, or the first follow-up."""
    if result.type in (6, 7):
        assert result.followups, result
        return result.followups[0]
    assert result.message is not None, result
    return result.message


async def refused(
    world: World, game_id: int, thread: int, action: Awaitable[InteractionResult], says: str
) -> None:
    """One ephemeral sentence containing ``says``; the game and the thread stay as they were."""
    version, logged = snapshot_version(world, game_id), len(events(world, game_id))
    public = [(m.id, m.content) for m in world.messages(thread)]
    result = await action
    if result.type in (6, 7):
        await result.wait(lambda r: r.followups, 10)
    answer = answer_of(result)
    assert answer.ephemeral, answer
    assert says in answer.content, answer.content
    assert answer.content.count(". ") == 0 and answer.content.endswith("."), answer.content
    await world.idle()
    assert snapshot_version(world, game_id) == version
    assert len(events(world, game_id)) == logged
    assert [(m.id, m.content) for m in world.messages(thread)] == public


async def press(
    world: World, member: Member, message: Message, custom_id: str
) -> InteractionResult:
    """A component interaction made by hand: any custom id, from anyone, on any message."""
    data = {"custom_id": custom_id, "component_type": 2}
    return await world.fake.send_interaction(member.user, COMPONENT, data, message=message)


async def choose(
    world: World, member: Member, message: Message, custom_id: str, value: str
) -> InteractionResult:
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": 3, "values": [value]}
    return await world.fake.send_interaction(member.user, COMPONENT, data, message=message)


async def open_panel(member: Member, prompt: Message, label: str) -> Message:
    result = await member.click(label, message=prompt)
    panel = answer_of(result)
    assert panel.ephemeral and panel.visible_to(member.id), panel
    return panel


def menu_id(message: Message, placeholder: str) -> str:
    menu = message.select(placeholder)
    assert menu is not None, [s.get("placeholder") for s in message.selects()]
    return str(menu["custom_id"])


# -- the story -------------------------------------------------------------------------------


async def test_a_plugin_game_is_played_end_to_end_with_every_shared_mechanism(
    world: World,
) -> None:
    ana, ben, cara, dan = (world.member(n) for n in ("Ana", "Ben", "Cara", "Dan"))
    players = [ana, ben, cara]

    offered = await ana.autocomplete("game new", "options", "rul", game="toy-party")
    assert any(c["value"] == "ruling=majority" for c in offered), offered
    bad = await ana.slash("game new", options={"game": "toy-party", "options": "target=99"})
    assert bad.ephemeral and bad.content == "Points to win can be 10, 15, not '99'."
    opened = await ana.slash("game new", options={"game": "toy-party", "options": "target=15"})
    link = THREAD_LINK.search(opened.content)
    assert link, opened.content
    thread = int(link[1])
    for member in (ana, ben, cara, dan):
        member.channel = thread
    lobby = await world.wait_for(
        lambda: world.find_message(thread, predicate=lambda m: m.button("Join") is not None)
    )
    assert "Points to win: 15 points" in str(lobby.embeds), lobby.embeds
    for member in (ben, cara):
        await member.click("Join", message=lobby)
    await ana.click("Start", message=lobby)
    game_id = int(re.search(r"gn:(\d+):", lobby.buttons()[0]["custom_id"])[1])  # type: ignore[index]
    started = await world.wait_for(lambda: snapshot_state(world, game_id), 10, "the first save")
    assert started["target"] == 15

    # A simultaneous decision: everyone picks a lucky number on their own panel.
    prompt = await current_prompt(world, thread, game_id)
    assert all(p.mention in prompt.content for p in players)
    assert prompt.button("My choices") is not None and not prompt.selects()
    await refused(world, game_id, thread, dan.click("My choices", message=prompt), "not playing")
    panel = await open_panel(ana, prompt, "My choices")
    assert [s["placeholder"] for s in panel.selects()] == [
        "Lucky number (1-25)",
        "Lucky number (26-30)",
    ]
    first_menu = menu_id(panel, "Lucky number (1-25)")
    await refused(
        world, game_id, thread, choose(world, ana, panel, first_menu, "lucky:26"), "isn't on"
    )
    await ana.select("Lucky number (26-30)", "lucky:27", message=panel)
    await world.wait_for(lambda: snapshot_version(world, game_id) == 1)
    prompt = await current_prompt(world, thread, game_id)
    words = re.sub(r"<@\d+>", "", prompt.content)
    assert "Answered: Ana." in words and "27" not in words
    assert ana.mention not in prompt.content and ben.mention in prompt.content
    await refused(
        world,
        game_id,
        thread,
        choose(world, ana, panel, first_menu, "lucky:3"),
        "out of date",
    )
    await refused(world, game_id, thread, ana.slash("play", action="lucky:3"), "already answered")
    for member, number in ((ben, "lucky:4"), (cara, "lucky:5")):
        own = await open_panel(member, prompt, "My choices")
        last = await member.select("Lucky number (1-25)", number, message=own)
    told = await last.followup()
    assert told.ephemeral and told.content == "Your lucky number is 5."
    await world.wait_for(lambda: any("Your lucky number is 27." in m.content for m in ana.dms()))
    assert not any("lucky number is" in m.content for m in cara.dms())
    assert not any("lucky number is" in m.content for m in world.messages(thread))

    # The turn: Ana is waited for; the others may cheer off turn with their own button.
    prompt = await current_prompt(world, thread, game_id)
    assert ana.mention in prompt.content and cara.mention not in prompt.content
    assert prompt.button("Ben cheers") and prompt.button("Cara cheers")
    await refused(
        world, game_id, thread, ben.click("Cara cheers", message=prompt), "That button is for Cara"
    )
    hand = snapshot_state(world, game_id)["hands"][0]
    cheered = await cara.click("Cara cheers", message=prompt)
    peek = await cheered.followup()
    assert peek.ephemeral and peek.visible_to(cara.id)
    assert peek.content == f"You peek at Ana's hand: {', '.join(map(str, hand))}."
    await world.wait_for(lambda: snapshot_state(world, game_id)["points"][2] == 1)

    # Ana's private panel: her cards as a picture and one button per card.
    prompt = await current_prompt(world, thread, game_id)
    panel = await open_panel(ana, prompt, "My cards")
    assert [a.filename for a in panel.attachments] == ["cards.png"]
    assert f"Your hand: {', '.join(map(str, hand))}." in panel.content
    play_id = next(b["custom_id"] for b in panel.buttons() if b["label"].startswith("Play a"))
    await refused(world, game_id, thread, press(world, ben, panel, play_id), "another player")
    await refused(world, game_id, thread, dan.click("My cards", message=prompt), "not playing")
    hand_shown = await ana.slash("game hand")
    assert hand_shown.ephemeral and [a.filename for a in hand_shown.attachments] == ["cards.png"]

    # Across a restart the open panel still works.
    await world.restart_bot()
    await world.idle()
    big = max(range(len(hand)), key=lambda i: hand[i])
    played = await ana.click(f"Play a {hand[big]}", message=panel)
    note = await played.followup()
    assert note.ephemeral and note.content.startswith("You now hold")
    await world.wait_for(lambda: snapshot_state(world, game_id)["hands"][0] != hand)
    await refused(world, game_id, thread, ana.click(play_id, message=panel), "out of date")

    # Play on to Game over; every big card is a group decision of the others.
    group_seen = False
    for _ in range(40):
        prompt = await prompt_or_game_over(world, thread, game_id)
        if prompt is None:
            break
        state, before = snapshot_state(world, game_id), snapshot_version(world, game_id)
        if state["phase"] == "bonus":
            active = players[state["active"]]
            if not group_seen:
                group_seen = True
                await refused(
                    world,
                    game_id,
                    thread,
                    active.click("Double it", message=prompt),
                    "don't have a say",
                )
            voter = next(
                p
                for i, p in enumerate(players)
                if i in state["bonus"]["voters"] and all(v[0] != i for v in state["bonus"]["votes"])
            )
            await voter.click("Keep it", message=prompt)
        else:
            active = players[state["active"]]
            own = await open_panel(active, prompt, "My cards")
            label = next(b["label"] for b in own.buttons() if b["label"].startswith("Play a"))
            await active.click(label, message=own)
        await world.wait_for(lambda seen=before: snapshot_version(world, game_id) > seen)
    else:
        raise AssertionError("the party never ended")
    over = game_over(world, thread)
    assert over is not None and group_seen, "no card of 4 or more was played"
    assert re.search(r"\d+\. \w+: \d+/15", over.content), over.content
