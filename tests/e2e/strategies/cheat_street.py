"""Cheat Street: walk towards your own goal tile, reveal when allowed, call out when you know.

Uniform play can take over a thousand actions; steered, a game ends in about 60 (3 players)
to 100 (6 players). A seat's secret is its goal card, told as "Your goal card: X" by DM or in
an ephemeral reply; it is public once a reveal or a right call-out names it, until the seat
is told a new one.
"""

from __future__ import annotations

import random
import re
from collections import deque
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from bot.games.cheat_street.rules import CheatStreet
from bot.standin import Message
from tests.e2e.driver import games
from tests.e2e.driver.db import snapshot_state
from tests.e2e.driver.leaks import LeakChecker
from tests.e2e.driver.play import act, ask_hand, legal_options, wait_current_prompt

from . import SecretTracker, Strategy

if TYPE_CHECKING:
    from tests.e2e.driver.table import Table
    from tests.e2e.harness import Member

KEY = "cheat-street"
GOAL_LINE = re.compile(r"Your goal card: (?P<card>[A-Za-z ]+?)\.?$", re.M)
PUNISHMENT_LINE = "You hold a punishment marker"


def cheat_street() -> CheatStreet:
    rules = games.game(KEY)
    assert isinstance(rules, CheatStreet)
    return rules


class GoalCards(SecretTracker):
    """Each seat's goal card, from the last private message that named one."""

    private_markers = ("Your goal card",)

    def __init__(self) -> None:
        super().__init__()
        self.goal_names = [goal.name for goal in cheat_street().board.goals]
        self.cards: dict[int, str] = {}
        self.public: dict[int, str] = {}
        self.earlier: dict[int, str] = {}
        """Each seat's card before its current one: a turn message's edit may land after the
        DM of the card drawn next."""

    def card_of(self, seat: int) -> str | None:
        return self.cards.get(seat)

    def told(self, seat: int, text: str) -> None:
        found = GOAL_LINE.findall(text)
        if not found:
            return
        card = found[-1].strip()
        if self.cards.get(seat) != card:
            self.changes[seat] += 1
            self.public.pop(seat, None)
            if seat in self.cards:
                self.earlier[seat] = self.cards[seat]
        self.cards[seat] = card

    def shown(self, text: str, names: dict[int, str]) -> str:
        """Reveals and right call-outs make a card public; places and guesses are allowed."""
        for seat, name in names.items():
            held = self.cards.get(seat)
            for card in self.goal_names:
                was_held = held is None or card in (held, self.earlier.get(seat))
                if f"{name} revealed the {card} goal card" in text:
                    if not was_held:
                        self.problems.append(f"{name} revealed {card} but held {held}")
                    self.public[seat] = card
                for verdict in ("right", "wrong"):
                    if f"called {name} out with {card} and was {verdict}" not in text:
                        continue
                    misjudged = not was_held if verdict == "right" else held == card
                    if misjudged:
                        self.problems.append(
                            f"call-out on {name} with {card} ruled {verdict}, but they held {held}"
                        )
                    if verdict == "right":
                        self.public[seat] = card
        stripped = text
        for card in self.goal_names:
            stripped = re.sub(rf"out with {card} and was (right|wrong)", "", stripped)
            stripped = re.sub(rf"revealed the {card} goal card", "", stripped)
            stripped = re.sub(rf"\b(at|to) the {card}\b", "", stripped)
        return stripped

    def secrets(self) -> dict[int, set[str]]:
        return {s: {c} for s, c in self.cards.items() if self.public.get(s) != c}


@cache
def _distances() -> dict[str, dict[str, int]]:
    """Steps from every space to every goal tile (a player walks towards their own card)."""
    board = cheat_street().board
    table: dict[str, dict[str, int]] = {}
    for goal in board.goal_keys():
        start = board.goal_tile(goal)
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there in board.neighbours[here]:
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        table[goal] = seen
    return table


def goal_key(name: str | None) -> str | None:
    return next((g.key for g in cheat_street().board.goals if g.name == name), None)


class CheatStreetStrategy(Strategy):
    key = KEY
    secret_per_seat = True
    call_rate = 0.7
    informed = 0.6
    steer = 0.85

    def tracker(self) -> GoalCards:
        return GoalCards()

    def max_actions(self, players: int) -> int:
        return {3: 250, 4: 300, 5: 350, 6: 400}.get(players, 400)

    def choose(
        self,
        rng: random.Random,
        options: dict[int, list[str]],
        table: Table,
        checker: LeakChecker,
    ) -> tuple[int, str]:
        """Reveal whenever the bot allows it; the first caller often calls out, with the right
        card `informed` of the time (the test can read everybody's DMs); moves head for the
        player's own goal tile `steer` of the time; the rest is uniform.
        """
        checker.update()
        cards: GoalCards = checker.tracker  # type: ignore[assignment]
        callers = [s for s, ids in options.items() if any(a.startswith("callout:") for a in ids)]
        seat = callers[0] if callers and rng.random() < 0.6 else rng.choice(sorted(options))
        ids = options[seat]
        reveal = next((a for a in ids if a == "reveal" or a.endswith(":reveal")), None)
        if reveal:
            return seat, reveal
        calls = [a for a in ids if a.startswith("callout:")]
        if calls or "pass" in ids:
            if calls and rng.random() < self.call_rate:
                state = snapshot_state(table.world, table.game_id)
                key = goal_key(cards.card_of(int(state.get("active", -1))))
                own_key = goal_key(cards.card_of(seat))
                if key and rng.random() < self.informed and f"callout:{key}" in calls:
                    return seat, f"callout:{key}"
                return seat, rng.choice([c for c in calls if c != f"callout:{own_key}"] or calls)
            if "pass" in ids:
                return seat, "pass"
        moves = [a for a in ids if a.startswith(("move:", "go:"))]
        key = goal_key(cards.card_of(seat))
        if moves and key and rng.random() < self.steer:
            distance = _distances()[key]
            best = min(distance.get(m.split(":")[1], 99) for m in moves)
            return seat, rng.choice([m for m in moves if distance.get(m.split(":")[1], 99) == best])
        return seat, rng.choice(ids)

    def ready(self, table: Table, member: Member) -> bool:
        """A goal card reached the member: by DM, or (DMs closed) the notice in the thread."""
        if any("Your goal card:" in m.content for m in member.dms()):
            return True
        if not table.world.fake.state.users[member.id].dms_closed:
            return False
        return any(
            member.mention in m.content and m.button("Show my cards") for m in table.messages()
        )

    def hand_changed(self, prompt_text: str, member: Member) -> bool:
        return f"{member.name} drew a new goal card" in prompt_text

    def check_game_over(self, table: Table, state: dict[str, Any]) -> None:
        over = table.game_over()
        assert over is not None
        winners = mentioned_first_line(over.content)
        assert len(winners) == 1, over.content
        assert state["phase"] == "over"
        assert [table.members[seat].id for seat in state["winners"]] == winners, (
            "the winner named is not saved"
        )
        assert max(state["scores"]) >= 21

    def secret_part(self, private: Sequence[str]) -> tuple[str, ...]:
        """The goal card and its tile; a punishment marker is public (the board shows it)."""
        return tuple(line for line in private if not line.startswith(PUNISHMENT_LINE))

    def plain_turn(self, mover_actions: Sequence[str]) -> bool:
        """Roll and walk only: no reveal, no bus ride, no call-out."""
        return all(_plain_step(a) for a in mover_actions)


def _plain_step(action_id: str) -> bool:
    """A roll, a step, a stop or a destination reached without revealing or riding."""
    if action_id in ("roll", "stop", "step-by-step") or action_id.startswith("move:"):
        return True
    return action_id.startswith("go:") and not action_id.endswith((":reveal", ":bus"))


def mentioned_first_line(content: str) -> list[int]:
    first = content.splitlines()[0] if content else ""
    return [int(u) for u in re.findall(r"<@!?(\d+)>", first)]


STRATEGY = CheatStreetStrategy()


# -- helpers for Cheat Street's own scenarios ----------------------------------------------


def goal_cards(checker: LeakChecker) -> GoalCards:
    tracker = checker.tracker
    assert isinstance(tracker, GoalCards), f"{checker} does not follow goal cards"
    checker.update()
    return tracker


def assert_dealt_by_dm(table: Table) -> None:
    """Every player got a DM with a goal card, naming the game and the server."""
    server = table.world.fake.state.guild_name
    for member in table.members:
        cards = [m for m in member.dms() if "Your goal card:" in m.content]
        assert cards, f"{member.name} got no goal card by DM; DMs: {member.dms()}"
        assert "Cheat Street" in cards[0].content and server in cards[0].content, cards[0].content


def assert_final_cards_match(table: Table, checker: LeakChecker) -> None:
    """The card each player was last told privately is the one the saved game holds."""
    cards = goal_cards(checker)
    hands = snapshot_state(table.world, table.game_id)["hands"]
    board = cheat_street().board
    for seat, key in enumerate(hands):
        told = cards.card_of(seat)
        assert told == board.goal(key).name, f"seat {seat} was told {told!r}, holds {key!r}"


async def ask_goal_card(table: Table, member: Member) -> str:
    """`/game hand`: the card it shows, privately (the leak checker reads it from the reply)."""
    result = await ask_hand(table, member)
    found = GOAL_LINE.findall(result.content)
    assert found, f"/game hand shows no goal card: {result.content!r}"
    return found[-1].strip()


async def play_until_call_out(table: Table, rng: random.Random, max_actions: int = 60) -> Message:
    """Play without calling out or passing until a call-out phase opens; its prompt."""
    for _ in range(max_actions):
        prompt = await wait_current_prompt(table)
        assert prompt is not None, "the game ended before a call-out phase"
        if snapshot_state(table.world, table.game_id)["phase"] == "callout":
            return prompt
        options = await legal_options(table, prompt)
        seat, ids = next(iter(options.items()))
        moves = [a for a in ids if not a.startswith(("callout", "reveal", "pass"))] or ids
        outcome = await act(table, table.members[seat], rng.choice(moves), "play")
        assert outcome.applied or outcome.raced, outcome.refusal
    raise AssertionError(f"no call-out phase within {max_actions} actions")
