"""A person plays at the local table in Chromium: picks a name, opens a game with computers,
plays it to Game over with the lobby's buttons and `/play` with its autocomplete, and sees a
private reply and a DM; two tabs share one table; the board reads at phone width."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.local.conftest import LocalTable

DOCS = Path(__file__).resolve().parents[2] / "docs"
PHONE, DESKTOP = {"width": 400, "height": 860}, {"width": 1200, "height": 860}
GAMES = ["cheat-street", "goosebumps", "life-rivals", "scavenger-hunt", "sweet-valley-high"]
SEATS = re.compile(r"Seats \((\d+)/\d+, at least (\d+)\)")
TO_THE_END = "const m = document.getElementById('messages'); m.scrollTop = m.scrollHeight"
SENT_OR_REFUSED = (
    "document.getElementById('say').value === '' || !document.getElementById('notice').hidden"
)
"""The message box emptied (sent) or a sentence says why not."""


def sit_down(browser: Any, url: str, name: str, viewport: dict[str, int] = DESKTOP) -> Any:
    page = browser.new_page(viewport=viewport)
    page.goto(url)
    page.fill("#join-name", name)
    page.click("#join-form button")
    page.wait_for_selector("#table:not([hidden])")
    return page


def command(page: Any, text: str) -> None:
    page.fill("#say", text)
    page.press("#say", "Enter")


def open_lobby(page: Any, game: str, computers: int | None = None) -> None:
    """`/game new`, follow the private reply's link into the thread, seat `computers` (by
    default as many as the game needs at least)."""
    command(page, f"/game new game:{game}")
    page.locator("#messages .ephemeral .thread-link").last.click()
    page.wait_for_selector("#channel-title:has-text('↳')")
    page.wait_for_selector("#messages :text('at least')")
    seated, least = map(int, SEATS.search(thread_text(page)).groups())
    for n in range(least - seated if computers is None else computers):
        page.locator("#messages button:has-text('Add computer')").last.click()
        page.wait_for_selector(f"#messages :text('({seated + n + 1}/')")


def thread_text(page: Any) -> str:
    return page.inner_text("#messages")


def play_to_the_end(page: Any, seed: int = 1, max_actions: int = 400) -> int:
    """Until Game over: on this person's turn (`/play action:` offers something), take an
    action offered (seeded choice), by `/play` and by the prompt's buttons and menus in turn."""
    rng = random.Random(seed)
    actions = 0
    deadline = time.monotonic() + 600
    while "Game over" not in thread_text(page):
        assert time.monotonic() < deadline and actions < max_actions, thread_text(page)[-2000:]
        page.fill("#say", "")  # the last choices go first: a stale one would be refused
        page.press("#say", "Escape")
        page.wait_for_selector("#suggestions", state="hidden")
        page.fill("#say", "/play action:")
        try:
            page.wait_for_selector("#suggestions li", timeout=3000)
        except PlaywrightTimeout:  # not this person's turn yet: the computers are moving
            continue
        if actions % 2 and use_the_prompt(page, rng):
            actions += 1
            continue
        choices = page.locator("#suggestions li")
        try:
            choices.nth(rng.randrange(choices.count())).click(timeout=3000)
        except (PlaywrightTimeout, ValueError):  # the turn moved on, and the choices with it
            continue
        page.press("#say", "Enter")
        page.wait_for_function(SENT_OR_REFUSED, timeout=15000)
        actions += 1
    return actions


def use_the_prompt(page: Any, rng: random.Random) -> bool:
    """On this person's turn, take a numbered action button or menu choice of the latest
    prompt instead of `/play`; False when the prompt has neither (or it changed meanwhile)."""
    page.fill("#say", "")
    prompt = page.locator("#messages article").last
    try:
        menu = prompt.locator("select:not([disabled])")
        if menu.count():
            values = menu.first.locator("option:not([disabled])").evaluate_all(
                "options => options.map(o => o.value)"
            )
            if values:
                menu.first.select_option(rng.choice(values), timeout=3000)
                page.wait_for_timeout(300)
                return True
        buttons = prompt.locator("button:not([disabled])", has_text=re.compile(r"^\d+ · "))
        if buttons.count():
            buttons.nth(rng.randrange(buttons.count())).click(timeout=3000)
            page.wait_for_timeout(300)
            return True
    except PlaywrightTimeout:
        return False
    return False


def test_a_name_is_required_and_kept_unique(browser: Any, local_table: LocalTable) -> None:
    page = browser.new_page()
    page.goto(local_table.url)
    page.click("#join-form button")
    assert "Type a name first" in page.inner_text("#join-error")
    sit_down(browser, local_table.url, "Ana")
    page.fill("#join-name", "Ana")
    page.click("#join-form button")
    page.wait_for_selector("#join-error:has-text('taken')")
    assert page.is_hidden("#table")


def test_a_person_plays_goosebumps_with_a_computer_to_game_over(
    browser: Any, local_table: LocalTable
) -> None:
    page = sit_down(browser, local_table.url, "Ana")
    open_lobby(page, "goosebumps")
    page.locator("#messages button:has-text('Start')").last.click()
    page.wait_for_selector("#messages img.board")
    page.wait_for_timeout(500)
    page.evaluate(TO_THE_END)
    page.screenshot(path=str(DOCS / "local-desktop.png"))
    page.set_viewport_size(PHONE)
    board = page.locator("#messages img.board").last
    board.scroll_into_view_if_needed()
    box = board.bounding_box()
    assert box is not None and box["width"] <= PHONE["width"], "the board is wider than a phone"
    page.screenshot(path=str(DOCS / "local-phone.png"))
    page.set_viewport_size(DESKTOP)
    assert play_to_the_end(page) > 0
    assert "Game over" in thread_text(page)


@pytest.mark.parametrize("game", [g for g in GAMES if g != "goosebumps"])
def test_each_game_plays_to_game_over_in_the_browser(
    browser: Any, local_table: LocalTable, game: str
) -> None:
    page = sit_down(browser, local_table.url, "Ana")
    open_lobby(page, game)
    page.locator("#messages button:has-text('Start')").last.click()
    assert play_to_the_end(page) > 0


def test_a_private_reply_and_a_dm_reach_only_their_person(
    browser: Any, local_table: LocalTable
) -> None:
    ana = sit_down(browser, local_table.url, "Ana")
    ben = sit_down(browser, local_table.url, "Ben")
    open_lobby(ana, "cheat-street", 0)
    ben.locator("#channels li.thread button").first.click()
    ben.locator("#messages button:has-text('Join')").last.click()
    ana.wait_for_selector("#messages :text('(2/')")
    ana.locator("#messages button:has-text('Add computer')").last.click()
    ana.wait_for_selector("#messages :text('(3/')")
    ana.locator("#messages button:has-text('Start')").last.click()
    # Cheat Street deals each player's secret goal card by DM.
    ana.locator("#channels li.dm button").last.click()
    ana.wait_for_selector("#channel-title:has-text('Direct messages')")
    assert ana.locator("#messages article").count() > 0
    ben.wait_for_selector("#channels li.dm button")
    # Both tabs see the same thread, each with their own private replies.
    ana.locator("#channels li.thread button").first.click()
    command(ana, "/game hand")
    ana.wait_for_selector("#messages .ephemeral :text('Only you can see this')")
    ben.wait_for_timeout(1000)
    assert ben.locator("#messages .ephemeral").count() == 0


def test_a_forged_click_is_refused_with_a_sentence(browser: Any, local_table: LocalTable) -> None:
    page = sit_down(browser, local_table.url, "Ana")
    key = page.evaluate("localStorage.getItem('gn-key')")
    answer = page.evaluate(
        """async (key) => (await (await fetch('/local/act', {method: 'POST',
            body: JSON.stringify({key, type: 'button', message: '1', custom_id: 'gn:1:1:start'})
        })).json())""",
        key,
    )
    assert answer == {"ok": False, "error": "That message is not one you can see."}
    stranger = page.evaluate(
        """async () => (await (await fetch('/local/act', {method: 'POST',
            body: JSON.stringify({key: 'nobody', type: 'slash', text: '/game list'})
        })).json())"""
    )
    assert stranger["error"].startswith("This browser's name is not known here")


def test_a_table_survives_stopping_and_starting(browser: Any, local_table: LocalTable) -> None:
    page = sit_down(browser, local_table.url, "Ana")
    open_lobby(page, "goosebumps")
    local_table.stop()
    local_table.start()
    page.reload()
    page.wait_for_selector("#channel-title:has-text('↳')")  # the same thread, the same person
    page.locator("#messages button:has-text('Start')").last.click()
    page.wait_for_selector("#messages img.board")
    assert page.inner_text("#me") == "Ana"
