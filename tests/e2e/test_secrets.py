"""Scenario 2 and the secrecy checks: closed DMs, Show my cards, `/game hand`, and the checker.

A player whose DMs are closed must still learn their goal card privately (the thread notice's
**Show my cards** button, `/game hand`), nobody else may, and the game must go on.
"""

from __future__ import annotations

import random
import time

from bot.standin import RequestRecord
from tests.e2e.harness import World
from tests.e2e.scenarios import (
    GOAL_LINE,
    SecretTracker,
    ask_hand,
    assert_answered_in_time,
    assert_final_cards_match,
    assert_game_over,
    cheat_street,
    open_table,
    play_randomly,
    snapshot_state,
)


def card_name(key: str) -> str:
    return cheat_street().board.goal(key).name


async def test_closed_dms_get_the_card_in_the_thread_and_the_game_goes_on(world: World) -> None:
    cy = world.member("Cy", dms_closed=True)
    table = await open_table(world, 3)
    ana, ben = table.members[0], table.members[1]
    assert table.members[2] is cy
    hands = snapshot_state(world, table.game_id)["hands"]

    assert not cy.dms(), "a DM reached a member whose DMs are closed"
    notices = [m for m in table.messages() if m.button("Show my cards")]
    assert len(notices) == 1, [m.content for m in notices]
    notice = notices[0]
    assert cy.mention in notice.content and ana.mention not in notice.content
    allowed = notice.raw.get("allowed_mentions") or {}
    assert [int(uid) for uid in allowed.get("users") or []] == [cy.id], "the notice pings Cy only"
    assert card_name(hands[2]) not in notice.text

    shown = await cy.click("Show my cards", message=notice)
    assert shown.ephemeral and shown.message is not None and shown.message.ephemeral_to == cy.id
    assert GOAL_LINE.findall(shown.content) == [card_name(hands[2])], shown.content
    assert await ask_hand(table, cy) == card_name(hands[2])

    # Everyone else sees only their own card, whichever way they ask.
    mine = await ana.click("Show my cards", message=notice)
    assert mine.ephemeral and GOAL_LINE.findall(mine.content) == [card_name(hands[0])]
    assert await ask_hand(table, ben) == card_name(hands[1])
    stranger = world.member("Zed")
    refused = await stranger.click("Show my cards", message=notice)
    assert refused.ephemeral and "not playing" in refused.content, refused.content
    assert not GOAL_LINE.findall(refused.content)
    assert all(card_name(k) not in m.text for m in table.messages() for k in hands)

    tracker = SecretTracker(world, table.game_id, table.thread_id)
    log = await play_randomly(table, random.Random(31337), 250, tracker=tracker, ask_hands=[cy])
    assert log.finished, log
    assert_game_over(table)
    assert not cy.dms()
    notices = [m for m in table.messages() if m.button("Show my cards")]
    assert len(notices) == 1, "the closed-DM notice was repeated"
    tracker.assert_clean()
    assert_final_cards_match(table, tracker)
    assert_answered_in_time(world)


async def test_status_shows_the_public_board_only(world: World) -> None:
    table = await open_table(world, 3)
    prompt = table.latest_prompt()
    assert prompt is not None
    status = await table.members[1].slash("game status", channel=table.thread)
    assert status.ephemeral
    board = status.message.attachment("board.png") if status.message else None
    assert board is not None and board.data == prompt.attachment("board.png").data
    hands = snapshot_state(world, table.game_id)["hands"]
    assert all(card_name(k) not in status.text for k in hands), status.text


async def test_the_leak_checker_flags_a_named_card(world: World) -> None:
    """The checker itself must be able to fail: feed it writes as if the bot had made them."""
    table = await open_table(world, 3)
    tracker = SecretTracker(world, table.game_id, table.thread_id)
    tracker.assert_clean()
    hands = snapshot_state(world, table.game_id)["hands"]
    ana, ben = card_name(hands[0]), card_name(hands[1])
    path = f"/channels/{table.thread_id}/messages"

    def bot_posts(text: str) -> None:
        record = RequestRecord(time.monotonic(), "POST", path, {}, True, {"content": text})
        record.status = 200
        world.fake.requests.append(record)
        tracker.update()

    bot_posts(f"Ana pauses at the {ana} with 2 steps left.")
    bot_posts(f"Cy called Ana out with {ben} and was wrong: Cy takes a punishment marker.")
    assert not tracker.leaks, tracker.leaks
    bot_posts(f"Psst: Ana is after the {ana}.")
    assert [(leak.seat, leak.card) for leak in tracker.leaks] == [(0, ana)]
    bot_posts(f"Cy called Ana out with {ben} and was right: +5 points.")
    assert tracker.wrong_rulings, "a right call-out with the wrong card went unnoticed"
    bot_posts(f"Ana revealed the {ana} goal card on its tile: +4 points.")
    bot_posts(f"Well done on the {ana}!")
    assert len(tracker.leaks) == 1, "a revealed card counts as public"
    bot_posts(f"{ben} is Ben's card")
    assert [(leak.seat, leak.card) for leak in tracker.leaks][-1] == (1, ben)
