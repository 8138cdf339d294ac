"""The Game of Life: Rivals Edition: spin most of the time, steal and swap careers now and then.

A seat's secrets are the Life cards in its hand (told as "• <card> (<figures>)" lines under
"Your hand:" by DM, in `/game hand` and in its panel) and, at set-up, the three careers dealt
to it. A card is public once a public line plays, picks or sets it aside; a kept career once
the careers are laid face up. The rival's hand shown during a Gossip pick ("◦" lines) belongs
to the rival and is never read as the looker's own.
"""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING, Any

from tests.e2e.driver import games
from tests.e2e.driver.leaks import LeakChecker

from . import SecretTracker, Strategy

if TYPE_CHECKING:
    from tests.e2e.driver.table import Table
    from tests.e2e.harness import Member

KEY = "life-rivals"
HAND_LINE = re.compile(r"^• (?P<card>.+?) \((?:Good|Not-So-Good|It Happens|Stuff):", re.M)
DEALT_LINE = re.compile(r"^Career cards dealt to you: (?P<careers>.+)\.$", re.M)
CAREER_NAME = re.compile(r"(?:^|; )(?P<name>[^;(]+?) \(salary")
BREAKDOWN = re.compile(
    r"(-?\d+) = cards (-?\d+) \+ cash (\d+) \+ people (\d+) \+ pets (\d+)(?: − not-so-good (\d+))?"
)
PLAYED = ("plays {}:", "plays {} on ", "picks {} from ", "sets {} aside")
"""How a public line names a card that left a hand."""


class Hands(SecretTracker):
    """Each seat's hand and dealt careers, from the last full private view it was sent."""

    private_markers = ("Your hand:", "for your eyes only", "Career cards dealt to you")

    def __init__(self) -> None:
        super().__init__()
        self.hands: dict[int, set[str]] = {}
        self.careers: dict[int, set[str]] = {}

    def told(self, seat: int, text: str) -> None:
        if "Your hand:" not in text:
            return
        hand = {m["card"] for m in HAND_LINE.finditer(text)}
        dealt = DEALT_LINE.search(text)
        careers = (
            {m["name"].strip() for m in CAREER_NAME.finditer(dealt["careers"])} if dealt else set()
        )
        if hand != self.hands.get(seat) or careers != self.careers.get(seat, set()):
            self.changes[seat] += 1
        self.hands[seat] = hand
        self.careers[seat] = careers

    def shown(self, text: str, names: dict[int, str]) -> str:
        """Played, picked and set-aside cards leave the hand in public; kept careers are shown."""
        for hand in self.hands.values():
            hand.difference_update(
                {card for card in hand if any(way.format(card) in text for way in PLAYED)}
            )
        if "Careers face up:" in text:
            for careers in self.careers.values():
                careers.difference_update({c for c in careers if c in text})
        return text

    def secrets(self) -> dict[int, set[str]]:
        seats = set(self.hands) | set(self.careers)
        return {s: self.hands.get(s, set()) | self.careers.get(s, set()) for s in seats}


class LifeRivalsStrategy(Strategy):
    key = KEY
    secret_per_seat = True
    spin_rate = 0.75

    def tracker(self) -> Hands:
        return Hands()

    def max_actions(self, players: int) -> int:
        return 300

    def choose(
        self,
        rng: random.Random,
        options: dict[int, list[str]],
        table: Table,
        checker: LeakChecker,
    ) -> tuple[int, str]:
        """Spin `spin_rate` of the time it is offered; otherwise uniform."""
        checker.update()
        seat = rng.choice(sorted(options))
        ids = options[seat]
        if "spin" in ids and rng.random() < self.spin_rate:
            return seat, "spin"
        return seat, rng.choice(ids)

    def ready(self, table: Table, member: Member) -> bool:
        """The careers and the hand reached the member: by DM, or (DMs closed) the notice."""
        if any("Your hand:" in m.content for m in member.dms()):
            return True
        if not table.world.fake.state.users[member.id].dms_closed:
            return False
        return any(
            member.mention in m.content and m.button("Show my cards") for m in table.messages()
        )

    def hand_changed(self, prompt_text: str, member: Member) -> bool:
        """Hands are refilled at the end of every turn in which a card left one."""
        return any(word in prompt_text for word in ("plays", "picks", "aside", "Careers"))

    def check_game_over(self, table: Table, state: dict[str, Any]) -> None:
        """The winner named first is the rules' winner; each standing adds up its parts."""
        over = table.game_over()
        assert over is not None
        assert state["phase"] == "over" and state["retired"], state
        rules = games.game(KEY)
        outcome = rules.outcome(rules.load(state))
        assert outcome is not None
        first_line = over.content.splitlines()[0]
        assert table.members[outcome.winners[0]].mention in first_line, first_line
        standings = BREAKDOWN.findall(over.content)
        assert len(standings) == 2, over.content
        for total, *parts in standings:
            cards, cash, people, pets, negatives = (int(p or 0) for p in parts)
            assert int(total) == cards + cash + people + pets - negatives

    def plain_turn(self, mover_actions: list[str]) -> bool:  # type: ignore[override]
        """A spin and nothing else (no card play, steal or career)."""
        return list(mover_actions) == ["spin"]


STRATEGY = LifeRivalsStrategy()
