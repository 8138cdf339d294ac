"""The Game of Life: Rivals Edition: spin most of the time, steal and swap careers now and then.

A seat's secrets are the Life cards in its hand (told as "In your hand: <card> (<figures>)"
lines: all of them in `/game hand` and the panel, the new ones by DM) and, at set-up, the three
careers dealt to it. A card leaves the hand only in public (a line says it was played, picked
or set aside); the careers stop being secret when they are laid face up (the kept ones shown, the
others back in the deck). The rival's hand shown during a Gossip pick belongs to the rival and
is never read as the looker's own.
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
HAND_LINE = re.compile(
    r"^In your hand: (?P<card>.+?) \((?:Good|Not-So-Good|It Happens|Stuff):", re.M
)
DEALT_LINE = re.compile(r"^Career cards dealt to you: (?P<careers>.+)\.$", re.M)
CAREER_NAME = re.compile(r"(?:^|; )(?P<name>[^;(]+?) \(salary")
BREAKDOWN = re.compile(
    r"(-?\d+) = cards (-?\d+) \+ cash (\d+) \+ people (\d+) \+ pets (\d+)(?: − not-so-good (\d+))?"
)
PLAYED = ("played {}:", "played {} on ", "picked {} from ", "set {} aside")
"""How a public line names a card that left a hand."""


class Hands(SecretTracker):
    """Each seat's hand and dealt careers, as the bot told that seat privately."""

    private_markers = ("In your hand:", "for your eyes only", "Career cards dealt to you")

    def __init__(self) -> None:
        super().__init__()
        self.hands: dict[int, set[str]] = {}
        self.careers: dict[int, set[str]] = {}

    def told(self, seat: int, text: str) -> None:
        """Cards named as in the hand join it (a DM names only the new ones); dealt careers
        are replaced by the last list of them."""
        hand = self.hands.setdefault(seat, set())
        drawn = {m["card"] for m in HAND_LINE.finditer(text)} - hand
        dealt = DEALT_LINE.search(text)
        careers = (
            {m["name"].strip() for m in CAREER_NAME.finditer(dealt["careers"])} if dealt else None
        )
        if drawn or (careers is not None and careers != self.careers.get(seat)):
            self.changes[seat] += 1
        hand |= drawn
        if careers is not None:
            self.careers[seat] = careers

    def shown(self, text: str, names: dict[int, str]) -> str:
        """Played, picked and set-aside cards leave the hand in public; careers laid face up
        are nobody's secret any more."""
        for hand in self.hands.values():
            hand.difference_update(
                {card for card in hand if any(way.format(card) in text for way in PLAYED)}
            )
        if "Careers face up:" in text:
            self.careers.clear()
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
        if any("In your hand:" in m.content for m in member.dms()):
            return True
        if not table.world.fake.state.users[member.id].dms_closed:
            return False
        return any(
            member.mention in m.content and m.button("Show my cards") for m in table.messages()
        )

    def hand_changed(self, prompt_text: str, member: Member) -> bool:
        """Hands are refilled at the end of every turn in which a card left one."""
        return any(word in prompt_text for word in ("played", "picked", "aside", "Careers"))

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
