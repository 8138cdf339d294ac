"""The Game of Life: Rivals Edition through the fake Discord: a Gossip peek that only the looker
sees (and that survives a restart), a player whose DMs are closed, the private panel with its
card pictures, the mover choosing who pays an It Happens card, the score broken down at Game
over, and the issue's bad input, each answered in one ephemeral sentence that changes nothing.

Seeds are drawn by the bot, so the stories play the steered random player until the game is
where the story needs it (a yellow space, a Gossip space) and open another table if it ended.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tests.e2e.driver import (
    LeakChecker,
    Table,
    act,
    assert_game_over,
    legal_options,
    mentioned,
    open_table,
    play_randomly,
    snapshot_state,
    snapshot_version,
    wait_current_prompt,
)
from tests.e2e.driver.surface import lobby_game_id
from tests.e2e.harness import World
from tests.e2e.strategies import strategy_for
from tests.e2e.strategies.life_rivals import Hands

KEY = "life-rivals"
TRIES = 4


def card_names() -> dict[str, str]:
    from tests.e2e.driver import game

    return {card.key: card.name for card in game(KEY).box.cards}  # type: ignore[attr-defined]


def checker_for(world: World, table: Table) -> LeakChecker:
    return LeakChecker(world, table.game_id, table.thread_id, strategy_for(KEY).tracker())


async def play_until(
    world: World,
    rng: random.Random,
    wanted: Callable[[dict[str, Any]], bool],
) -> tuple[Table, LeakChecker]:
    """A table where the saved state is ``wanted``, reached by steered random play."""
    for attempt in range(TRIES):
        table = await open_table(world, 2, game=KEY, prefix=f"t{attempt}" if attempt else "")
        checker = checker_for(world, table)
        for _ in range(300):
            state = snapshot_state(world, table.game_id)
            if wanted(state):
                return table, checker
            if state["phase"] == "over":
                break
            await play_randomly(table, rng, 1, checker=checker, check_bystanders=0.0)
    raise AssertionError("no game reached the wanted position")


def is_gossip(state: dict[str, Any]) -> bool:
    return state["phase"] == "gossip"


def is_yellow(state: dict[str, Any]) -> bool:
    return state["phase"] == "play"


@pytest.mark.slow
async def test_the_gossip_peek_reaches_the_looker_only_and_survives_a_restart(
    world: World,
) -> None:
    table, checker = await play_until(world, random.Random(10), is_gossip)
    state = snapshot_state(world, table.game_id)
    looker, rival = table.members[state["active"]], table.members[1 - state["active"]]
    names = card_names()
    rival_cards = [names[k] for k in state["hands"][1 - state["active"]]]

    shown = await looker.slash("game hand", channel=table.thread)
    assert shown.ephemeral and all(name in shown.content for name in rival_cards), shown.content
    theirs = await rival.slash("game hand", channel=table.thread)
    assert "for your eyes only" not in theirs.content and "In your hand:" in theirs.content
    for message in table.messages():
        assert not any(name in message.text for name in rival_cards), message.text
    assert not any(f"{rival.name}'s hand" in m.content for m in rival.dms())
    told = [m for m in looker.dms() if f"{rival.name}'s hand" in m.content]
    assert told and all(name in told[-1].content for name in rival_cards), "no DM of the peek"

    await world.restart_bot()
    again = await looker.slash("game hand", channel=table.thread)
    assert all(name in again.content for name in rival_cards), again.content
    prompt = await wait_current_prompt(table)
    assert prompt is not None
    options = await legal_options(table, prompt)
    assert list(options) == [table.seat_of(looker)], "the pick waits for the looker alone"
    version = table.version()
    panel = await looker.click("My cards", message=prompt)
    assert panel.ephemeral and panel.message is not None
    assert all(name in panel.content for name in rival_cards), panel.content
    menu = next(m for m in panel.message.selects() if m.get("options"))
    pick = menu["options"][0]["value"]
    assert pick in options[table.seat_of(looker)] and pick.startswith(("gossip:", "discard:"))
    await looker.select(menu["custom_id"], pick, message=panel.message)
    await world.wait_for(lambda: table.version() == version + 1, 10, "the pick from the panel")
    log = await play_randomly(table, random.Random(11), 300, checker=checker)
    assert log.finished, log
    assert_game_over(table)
    checker.assert_clean()


@pytest.mark.slow
async def test_closed_dms_still_get_the_hand_privately_and_the_game_ends(world: World) -> None:
    ben = world.member("Ben", dms_closed=True)
    table = await open_table(world, 2, game=KEY)
    assert table.members[1] is ben
    checker = checker_for(world, table)
    notice = next(m for m in table.messages() if m.button("Show my cards"))
    assert ben.mention in notice.content
    shown = await ben.click("Show my cards", message=notice)
    assert shown.ephemeral and "In your hand:" in shown.content
    log = await play_randomly(table, random.Random(5), 300, checker=checker, ask_hands=[ben])
    assert log.finished, log
    assert not ben.dms()
    checker.assert_clean()
    tracker = checker.tracker
    assert isinstance(tracker, Hands) and tracker.changes[1] > 0


@pytest.mark.slow
async def test_game_over_shows_each_score_broken_down(world: World) -> None:
    table = await open_table(world, 2, game=KEY)
    checker = checker_for(world, table)
    log = await play_randomly(table, random.Random(7), 300, checker=checker)
    assert log.finished, log
    over = table.game_over()
    assert over is not None
    text = over.text
    assert text.count(" = cards ") == 2 and "people" in text and "pets" in text, text
    strategy_for(KEY).check_game_over(table, snapshot_state(world, table.game_id))
    checker.assert_clean()


@pytest.mark.slow
async def test_the_panel_shows_the_hand_as_card_pictures(world: World) -> None:
    table = await open_table(world, 2, game=KEY)
    prompt = table.latest_prompt()
    assert prompt is not None
    ana = table.members[0]
    opened = await ana.click("My careers", message=prompt)
    assert opened.ephemeral and opened.message is not None
    assert opened.message.attachment("cards.png") is not None, "no card pictures in the panel"
    assert "Career cards dealt to you" in opened.content and "In your hand:" in opened.content
    state = snapshot_state(world, table.game_id)
    names = card_names()
    assert all(names[k] in opened.content for k in state["hands"][0])
    assert not any(names[k] in opened.content for k in state["hands"][1])


def holds_it_happens(state: dict[str, Any]) -> bool:
    hand = state["hands"][state["active"]]
    return state["phase"] == "play" and any(key.startswith("happens-") for key in hand)


@pytest.mark.slow
async def test_the_mover_chooses_who_pays_an_it_happens_card(world: World) -> None:
    """LR25: on a yellow space an It Happens card is offered on either player, in the mover's
    panel and in `/play`; played on herself, she pays, and the table reads her name."""
    from tests.e2e.driver import game

    table, checker = await play_until(world, random.Random(12), holds_it_happens)
    state = snapshot_state(world, table.game_id)
    seat = state["active"]
    mover = table.members[seat]
    key = next(k for k in state["hands"][seat] if k.startswith("happens-"))
    wanted = {f"play:{key}:me", f"play:{key}:rival"}
    listed = await mover.autocomplete("play", "action", channel=table.thread)
    assert wanted <= {c["value"] for c in listed}, listed
    prompt = await wait_current_prompt(table)
    assert prompt is not None
    panel = await mover.click("My cards", message=prompt)
    assert panel.ephemeral and panel.message is not None
    offered = {o["value"] for menu in panel.message.selects() for o in menu.get("options", [])}
    assert wanted <= offered, offered
    fee = min(game(KEY).box.card(key).cost, state["cash"][seat])  # type: ignore[attr-defined]
    played = await act(table, mover, f"play:{key}:me", "play")
    assert played.applied, played.refusal
    after = snapshot_state(world, table.game_id)
    assert after["cash"][seat] == state["cash"][seat] - fee
    assert after["cash"][1 - seat] == state["cash"][1 - seat]
    assert any(f"{mover.name} paid" in m.text for m in table.messages())
    checker.assert_clean()


async def refused(table: Table, member: Any, action: str, said: str) -> None:
    version = snapshot_version(table.world, table.game_id)
    outcome = await act(table, member, action, "play")
    assert not outcome.applied, action
    assert said in outcome.refusal, outcome.refusal
    assert outcome.refusal.count(". ") == 0, outcome.refusal
    assert snapshot_version(table.world, table.game_id) == version


@pytest.mark.slow
async def test_bad_input_is_one_ephemeral_sentence_and_changes_nothing(world: World) -> None:
    ana, ben, cy = world.member("Ana"), world.member("Ben"), world.member("Cy")
    opened = await ana.slash("game new", channel=world.channel_id, game=KEY)
    assert opened.ephemeral
    thread = world.latest_thread()
    assert thread is not None
    lobby = next(m for m in world.messages(thread) if m.button("Join"))
    await ben.click("Join", message=lobby)
    third = await cy.click("Join", message=lobby)
    assert third.ephemeral and third.content == "This table is full (2 players).", third
    await ana.click("Cancel", message=lobby)

    table, _ = await play_until(world, random.Random(3), is_yellow)
    state = snapshot_state(world, table.game_id)
    mover, other = table.members[state["active"]], table.members[1 - state["active"]]
    names = card_names()
    good = next(k for k in names if k.startswith("good-"))
    not_held = next(k for k in state["hands"][1 - state["active"]])
    await refused(table, mover, f"play:{not_held}:me", "don't hold that card")
    await refused(table, mover, f"steal:{good}", "Purchases come before the spin")
    await refused(table, mover, f"gossip:{not_held}:me", "yellow space")
    await refused(table, other, f"career:{1 - state['active']}", "start of a turn")
    await refused(table, mover, "spin", "already spun")


def good_in_front_of_the_rival(state: dict[str, Any]) -> bool:
    rival = state["table"][1 - state["active"]]
    return state["phase"] == "turn" and any(key.startswith("good-") for key in rival)


@pytest.mark.slow
async def test_a_good_card_in_front_of_the_rival_cannot_be_stolen(world: World) -> None:
    table, _ = await play_until(world, random.Random(4), good_in_front_of_the_rival)
    state = snapshot_state(world, table.game_id)
    mover = table.members[state["active"]]
    good = next(k for k in state["table"][1 - state["active"]] if k.startswith("good-"))
    await refused(table, mover, f"steal:{good}", "only Stuff can be stolen")
    await refused(table, mover, "steal:stuff-99", "no such card")


def before_a_spin(state: dict[str, Any]) -> bool:
    return state["phase"] == "turn" and state["turns"] >= 1


@pytest.mark.slow
async def test_the_rival_draws_a_new_career_off_turn_with_her_own_button(world: World) -> None:
    """The may-act story: the seat nobody waits for presses her public button; it counts once,
    the mover is still the one asked, and a second draw in the same turn is refused."""
    table, checker = await play_until(world, random.Random(8), before_a_spin)
    state = snapshot_state(world, table.game_id)
    active = state["active"]
    rival = table.members[1 - active]
    prompt = await wait_current_prompt(table)
    assert prompt is not None
    assert mentioned(prompt) == [table.members[active].id]
    own = f"career:{1 - active}"
    theirs = f"career:{active}"
    wrong = await act(table, rival, theirs, "button", prompt=prompt)
    mover_name = table.members[active].name
    assert not wrong.applied and wrong.refusal == f"That button is for {mover_name}."
    drawn = await act(table, rival, own, "button", prompt=prompt)
    assert drawn.applied, drawn.refusal
    after = snapshot_state(world, table.game_id)
    assert after["careers"][1 - active] != state["careers"][1 - active]
    assert after["cash"] == state["cash"] and after["active"] == active
    prompt = await wait_current_prompt(table)
    assert prompt is not None and mentioned(prompt) == [table.members[active].id]
    await refused(table, rival, own, "already drawn")
    checker.assert_clean()


@pytest.mark.slow
async def test_the_host_says_who_is_more_jealous_when_the_table_chose_so(world: World) -> None:
    ana, ben = world.member("Ana"), world.member("Ben")
    chosen_options = {"game": KEY, "options": "first=host"}
    opened = await ana.slash("game new", channel=world.channel_id, options=chosen_options)
    assert opened.ephemeral, opened
    thread = world.latest_thread()
    assert thread is not None
    lobby = next(m for m in world.messages(thread) if m.button("Join"))
    game_id = lobby_game_id(lobby)
    assert game_id is not None
    await ben.click("Join", message=lobby)
    await ana.click("Start", message=lobby)
    await world.idle()
    table = Table(world, thread, game_id, [ana, ben], KEY)
    prompt = await wait_current_prompt(table)
    assert prompt is not None and mentioned(prompt) == [ana.id], prompt.content
    assert "Ana, the host, says who is the more jealous" in prompt.content
    await refused(table, ben, "first:1", "The host, Ana, says who goes first")
    chosen = await act(table, ana, "first:1", "button", prompt=prompt)
    assert chosen.applied, chosen.refusal
    state = snapshot_state(world, table.game_id)
    assert state["phase"] == "career" and state["active"] == 1
    prompt = await wait_current_prompt(table)
    assert prompt is not None and set(mentioned(prompt)) == {ana.id, ben.id}


def test_the_hand_tracker_learns_cards_and_lets_played_ones_go() -> None:
    """The leak checker's view of the secrets must be able to catch a named card."""
    hands = Hands()
    hands.told(0, "Career cards dealt to you: Goat Yoga Instructor (salary $20K, start $30K).")
    hands.told(0, "In your hand: Hot tub (Stuff: 6 points, costs $40K, resale $20K)")
    hands.told(1, "In your hand: Blame the dog (Not-So-Good: -2 points)")
    assert hands.secrets() == {0: {"Hot tub", "Goat Yoga Instructor"}, 1: {"Blame the dog"}}
    assert hands.changes == {0: 2, 1: 1}
    hands.shown("Careers face up: Ana is a Goat Yoga Instructor (salary $20K, start $30K).", {})
    hands.shown("Ana played Hot tub: paid $40K for 6 points of Stuff.", {})
    hands.shown("Ana picked Blame the dog from Ben's hand and played it on Ben: -2 points.", {})
    assert hands.secrets() == {0: set(), 1: set()}
