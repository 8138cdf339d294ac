"""Acting at a table and the seeded random player, for any game.

The random player picks among the legal actions the bot itself offers (`/play` autocomplete),
steered by the game's strategy so a game ends in a bounded number of actions, and does them
through `/play` or the prompt's own controls, mixed.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.standin import InteractionResult, Message
from tests.e2e.harness import Member

from . import games, surface
from .db import applied_interactions, snapshot_state
from .leaks import LeakChecker
from .table import Table


@dataclass
class Outcome:
    """What became of one action: applied (in the events table) or refused, and how fast."""

    member: Member
    action_id: str
    surface: str
    result: InteractionResult
    applied: bool
    refusal: str = ""
    raced: bool = False
    """Refused because the game moved on first (e.g. a timer closed the phase): not a bug."""
    shown: float | None = None
    """When the prompt after the action (or Game over) was shown, posted or edited in."""
    posted: Message | None = None
    """The message showing the game after the action: the turn's (edited or new), Game over."""
    clicks: int = 1
    """Inputs the member made for it: commands, button presses, menu choices."""

    @property
    def prompt_latency(self) -> float | None:
        """Seconds from the interaction sent to the prompt after it shown."""
        if self.shown is None:
            return None
        return self.shown - self.result.interaction.sent_at


def shown_after(table: Table, before: int) -> tuple[Message, float] | None:
    """The message showing the game past version `before` (Game over, or a turn message posted
    or edited since), and when it first did."""
    over = table.game_over()
    if over is not None:
        return over, over.created_at
    prompt = table.latest_prompt()
    if prompt is None:
        return None
    version = surface.prompt_version(prompt, table.game_id)
    if version is None or version <= before:
        return None
    return prompt, surface.shown_at(prompt, version, table.game_id)


async def act(
    table: Table,
    member: Member,
    action_id: str,
    how: str,
    *,
    prompt: Message | None = None,
    timeout: float = 10.0,
) -> Outcome:
    """Do one action through `how` ("play", "button" or "select"); wait for its effect.

    Returns when the action is in the events table and the table shows the game after it, or
    when the bot refused it (ephemerally).
    """
    world, game = table.world, table.game_id
    before = table.version()
    sent_before = len(world.fake.interactions.by_id)
    if how == "play":
        result = await member.slash("play", channel=table.thread, action=action_id, timeout=timeout)
    else:
        assert prompt is not None
        result = await surface.press(member, prompt, action_id, timeout=timeout)

    def settled() -> str | None:
        # /play answers after the table is updated; a click answers only a refusal. The
        # database is read only when something happened, as many games may be waiting at once.
        if how == "play":
            if result.loading:
                return None
            if result.id not in applied_interactions(world, game):
                return "refused"
            return "applied" if shown_after(table, before) else None
        if result.followups and result.id not in applied_interactions(world, game):
            return "refused"  # a press that acted may still be answered privately (a card saved)
        if shown_after(table, before) is None:
            return None
        return "applied" if result.id in applied_interactions(world, game) else None

    state = await world.wait_for(settled, timeout, f"{member.name}'s {action_id} to take effect")
    clicks = _inputs_since(table, member, sent_before)
    if state == "applied":
        posted, shown = shown_after(table, before) or (None, None)
        return Outcome(
            member, action_id, how, result, True, shown=shown, posted=posted, clicks=clicks
        )
    refusal = result.text if how == "play" else result.followups[0].content
    messages = [result.message] if how == "play" else result.followups
    assert all(m is not None and m.ephemeral for m in messages), f"public refusal: {refusal!r}"
    raced = table.version() != before
    return Outcome(member, action_id, how, result, False, refusal, raced, clicks=clicks)


INPUTS = (2, 3, 5)
"""Interaction types a person makes by hand: a command, a component, a modal submitted."""


def _inputs_since(table: Table, member: Member, sent_before: int) -> int:
    """How many inputs `member` sent since the fake had sent `sent_before` interactions."""
    sent = list(table.world.fake.interactions.by_id.values())[sent_before:]
    return sum(1 for i in sent if i.user_id == member.id and i.type in INPUTS)


async def legal_options(
    table: Table, prompt: Message, rng: random.Random | None = None, typing: float = 0.1
) -> dict[int, list[str]]:
    """Each waiting player's legal action ids, as `/play` autocomplete lists them.

    With `rng`, sometimes (`typing`) also types part of one choice's label, which must still
    list it.
    """
    options: dict[int, list[str]] = {}
    for user_id in surface.mentioned(prompt):
        member = table.by_id(user_id)
        assert member is not None, f"the prompt mentions <@{user_id}>, who is not at this table"
        choices = await member.autocomplete("play", "action", channel=table.thread)
        assert len(choices) <= 25
        assert all(c["name"] and len(str(c["value"])) <= 100 for c in choices), choices
        if choices:
            options[table.seat_of(member)] = [str(c["value"]) for c in choices]
        if choices and rng is not None and rng.random() < typing:
            await _check_typing(table, member, rng.choice(choices), rng)
    return options


async def _check_typing(
    table: Table, member: Member, choice: dict[str, Any], rng: random.Random
) -> None:
    """Typing part of a label narrows the list to matching choices, that one included."""
    label = str(choice["name"])
    start = rng.randrange(len(label))
    typed = label[start : start + rng.randint(2, 6)].strip() or label
    version = table.version()
    narrowed = await member.autocomplete("play", "action", typed, channel=table.thread)
    if table.version() != version:
        return
    assert choice in narrowed, f"typing {typed!r} lost {choice} from {narrowed}"
    for other in narrowed:
        text = f"{other['name']} {other['value']}".casefold()
        assert typed.casefold() in text, f"typing {typed!r} offered {other}"


async def wait_current_prompt(table: Table, timeout: float = 10.0) -> Message | None:
    """The prompt of the saved version (None once the game is over).

    The bot saves before it shows, so this waits for the table to catch up with the database.
    """

    def current() -> Message | bool | None:
        if table.game_over() is not None:
            return True
        prompt = table.latest_prompt()
        if prompt is not None and surface.prompt_version(prompt, table.game_id) == table.version():
            return prompt
        return None

    found = await table.world.wait_for(current, timeout, "the prompt of the saved version")
    return found if isinstance(found, Message) else None


@dataclass
class PlayLog:
    """What a random game did, for assertions and for the report."""

    actions: int = 0
    refused_races: int = 0
    surfaces: Counter[str] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)
    by_non_active: int = 0
    acknowledged: list[int] = field(default_factory=list)
    started_at_request: dict[int, int] = field(default_factory=dict)
    """Interaction id of each applied action -> how many requests the bot had made before."""
    outcomes: list[Outcome] = field(default_factory=list)
    finished: bool = False


async def play_randomly(
    table: Table,
    rng: random.Random,
    max_actions: int,
    *,
    checker: LeakChecker | None = None,
    surfaces: Sequence[str] = ("play", "button", "select"),
    check_bystanders: float = 0.1,
    typing: float = 0.1,
    ask_hands: Sequence[Member] = (),
    timeout: float = 10.0,
) -> PlayLog:
    """Play seeded random legal actions until Game over or `max_actions` applied actions.

    Each step reads the current prompt, asks autocomplete for the legal actions of every player
    it waits for, lets the game's strategy pick one and does it through `/play` or the prompt's
    own control (mixed), then waits for the table to show the game after it. A refusal of an
    action the bot offered fails, unless the game moved on in between (a timer). Players in
    `ask_hands` (closed DMs) use `/game hand` whenever their secret changes, as a person would.
    """
    strategy = table.strategy
    checker = checker or LeakChecker(
        table.world, table.game_id, table.thread_id, strategy.tracker()
    )
    log = PlayLog()
    while log.actions < max_actions:
        prompt = await wait_current_prompt(table, timeout)
        if prompt is None:
            break
        for member in ask_hands:
            if log.actions == 0 or strategy.hand_changed(prompt.content, member):
                await ask_hand(table, member)
        version = table.version()
        options = await legal_options(table, prompt, rng, typing)
        if rng.random() < check_bystanders:
            await _check_bystander(table, prompt, rng)
        if table.version() != version:
            continue  # a timer moved the game on while we looked
        waiting = surface.mentioned(prompt)
        seats = [table.seat_of(m) for m in table.members if m.id in waiting]
        idle = [table.members[seat].name for seat in seats if seat not in options]
        assert not idle, f"the prompt asks {idle} to act, who may do nothing: {prompt.content!r}"
        active = active_seat(table)
        seat, action_id = strategy.choose(rng, options, table, checker)
        member = table.members[seat]
        controls = await surface.controls_for(member, prompt)
        usable = [s for s in surfaces if s == "play"]
        if action_id in controls:
            usable += [s for s in surfaces if s == controls[action_id].kind]
        how = rng.choice(usable or ["play"])
        requests_before = len(table.world.fake.requests)
        outcome = await act(table, member, action_id, how, prompt=prompt, timeout=timeout)
        log.outcomes.append(outcome)
        if not outcome.applied:
            assert outcome.raced, (
                f"the bot refused {member.name}'s legal {action_id!r} via {how}:"
                f" {outcome.refusal!r}\n{table.world._tail()}"
            )
            log.refused_races += 1
            continue
        log.actions += 1
        log.surfaces[how] += 1
        log.kinds[action_id.split(":")[0]] += 1
        log.acknowledged.append(outcome.result.id)
        log.started_at_request[outcome.result.id] = requests_before
        if seat != active:
            log.by_non_active += 1
    log.finished = table.game_over() is not None
    return log


def active_seat(table: Table) -> int | None:
    """Whose turn the saved game is, as its public view says."""
    rules = games.game(table.game)
    state = rules.load(snapshot_state(table.world, table.game_id))
    return rules.view(state, None).active


def _may_act(table: Table) -> tuple[int, ...]:
    """The seats the saved game lets act without waiting for them (an off-turn card)."""
    rules = games.game(table.game)
    state = rules.load(snapshot_state(table.world, table.game_id))
    return rules.prompt(state).may_act


async def ask_hand(table: Table, member: Member) -> InteractionResult:
    """`/game hand`, answered privately (the leak checker reads the secret from the reply)."""
    result = await member.slash("game hand", channel=table.thread)
    assert result.ephemeral, f"/game hand answered publicly: {result!r}"
    return result


async def _check_bystander(table: Table, prompt: Message, rng: random.Random) -> None:
    """A seated player the prompt neither waits for nor lets act (its may-act seats) may do
    nothing: autocomplete lists nothing."""
    waiting = set(surface.mentioned(prompt))
    may_act = set(_may_act(table))
    others = [m for m in table.members if m.id not in waiting and table.seat_of(m) not in may_act]
    if not others:
        return
    member = rng.choice(others)
    version = table.version()
    choices = await member.autocomplete("play", "action", channel=table.thread)
    if table.version() == version:
        assert choices == [], f"{member.name} is not asked to act but is offered {choices}"
