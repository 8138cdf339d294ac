"""The controls of a Sweet Valley High position: what the mover may press now, built from
public facts only, and the private choices of a peek."""

from __future__ import annotations

from typing import Any

from bot.engine import Action, ActionIds
from bot.games.sweet_valley_high import phases
from bot.games.sweet_valley_high.actions import GROUPS, PUT_BACK_LABEL
from bot.games.sweet_valley_high.marks import badged
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import Words


class PhaseActions(Words):
    """The public actions of each phase, the group's vote, the peek's private choice; the
    game object provides ``ids``."""

    ids: ActionIds

    def _action(self, kind: str, label: str, *values: Any) -> Action:
        """The action of ``kind`` with ``values``, in its kind's group (menu), if it has one."""
        return Action(self.ids[kind].format(*values), label, GROUPS.get(kind))

    def _public_actions(self, s: SvhState) -> tuple[Action, ...]:
        """The mover's controls, from public facts only."""
        school = self.school
        phase = s.phase
        if phase == phases.CHOOSE:
            taken = set(s.characters)
            return tuple(
                self._action("char", f"{c.name} ({c.date})", c.key)
                for c in school.characters
                if c.key not in taken
            )
        if phase == phases.ROLL:
            return (self._action("roll", "Roll the die"),)
        if phase == phases.MOVE:
            badges = self._badges(s)
            if s.stepping.on:
                return tuple(
                    self._action(
                        "step", badged(badges[space], f"Step to {self._place(space)}"), space
                    )
                    for space in self._next_steps(s)
                )
            return (
                self._action("step-by-step", "Step by step"),
                *(
                    self._action(
                        "go", badged(badges[space], self._destination_label(s, space)), space
                    )
                    for space in self._destinations(s)
                ),
            )
        if phase == phases.DOUBLE:
            return tuple(
                self._action("look", f"Turn over the card in {school.rooms[room].name}", room)
                for room in s.pending["rooms"]
            )
        if phase == phases.EXCHANGE:
            given = s.boyfriends[s.mover]
            seen = given and s.seen[s.mover]
            mine = school.card_names[given] if seen else "her face-down boyfriend"
            new = school.card_names[s.pending["card"]]
            return (
                self._action("exchange", f"Exchange {mine} for {new}"),
                self._action("keep", f"Keep {mine}"),
            )
        if phase == phases.TRADE:
            return tuple(
                self._action("trade", f"{s.players[t]}, on {self._place(s.positions[t])}", t)
                for t in self._trade_targets(s)
            )
        if phase == phases.CHANGE:
            verb = "Swap with" if s.boyfriends[s.mover] else "Steal from"
            return tuple(
                self._action("change", f"{verb} {s.players[t]}", t) for t in self._holders(s)
            )
        if phase == phases.MOVE_ANY:
            here = s.positions[s.mover]
            return tuple(
                self._action("moveto", self._space_name(space), space)
                for space in school.spaces
                if space != here
            )
        if phase == phases.PEEK:
            return tuple(
                self._action("peek", school.rooms[room].name, room) for room in self._face_down(s)
            )
        if phase == phases.PUT_ITEM:
            return tuple(
                self._action("item", school.card_names[item], item) for item in s.items[s.mover]
            )
        if phase == phases.PUT_ROOM:
            return tuple(
                self._action("into", school.rooms[room].name, room) for room in self._empty_rooms(s)
            )
        return ()

    def _votes(self, s: SvhState) -> tuple[Action, ...]:
        return tuple(
            self._action("vote", self.school.rooms[room].name, room)
            for room in self._empty_rooms(s)
        )

    def _put_back(self) -> Action:
        """Always open after a peek, whatever the card: the one public control while she
        decides."""
        return self._action("put-back", PUT_BACK_LABEL)

    def _peeked_actions(self, s: SvhState) -> list[Action]:
        card = s.pending["card"]
        name = self.school.card_names[card]
        actions = [self._put_back()]
        if self._may_collect(s, s.mover, card):
            held = s.boyfriends[s.mover]
            if card in self.school.boyfriends and held:
                label = f"Take {name}, leaving {self.school.card_names[held]} in his place"
            else:
                label = f"Take {name}"
            actions.insert(0, self._action("take", label))
        return actions
