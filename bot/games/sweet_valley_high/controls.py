"""The controls of a Sweet Valley High position: what the mover may press now, built from
public facts only, and the private choices of a peek."""

from __future__ import annotations

from bot.engine import Action
from bot.games.sweet_valley_high import state as phases
from bot.games.sweet_valley_high.actions import (
    EXCHANGE_ID,
    KEEP,
    PUT_BACK_ACTION,
    ROLL_ID,
    STEP_BY_STEP,
    TAKE,
    VOTE,
    act,
)
from bot.games.sweet_valley_high.state import (
    CHOOSE,
    DOUBLE,
    EXCHANGE,
    MOVE_ANY,
    PUT_ITEM,
    PUT_ROOM,
    ROLL,
    SvhState,
)
from bot.games.sweet_valley_high.words import Words


class Controls(Words):
    """The public actions of each phase, the group's vote, the peek's private choice."""

    def _public_actions(self, s: SvhState) -> tuple[Action, ...]:
        """The mover's controls, from public facts only."""
        school = self.school
        phase = s.phase
        if phase == CHOOSE:
            taken = set(s.characters)
            return tuple(
                act("char", c.key, f"{c.name} ({c.date})")
                for c in school.characters
                if c.key not in taken
            )
        if phase == ROLL:
            return (Action(ROLL_ID, "Roll the die"),)
        if phase == phases.MOVE:
            if s.stepwise:
                return tuple(
                    act("step", space, f"Step to {self._space_name(space)}")
                    for space in self._next_steps(s)
                )
            return (
                Action(STEP_BY_STEP, "Step by step"),
                *(
                    act("go", space, self._destination_label(s, space))
                    for space in self._destinations(s)
                ),
            )
        if phase == DOUBLE:
            return tuple(
                act("look", room, f"Turn over the card in {school.rooms[room].name}")
                for room in s.pending["rooms"]
            )
        if phase == EXCHANGE:
            given = s.boyfriends[s.mover]
            mine = school.card_names[given] if given and s.seen[s.mover] else "your boyfriend"
            new = school.card_names[s.pending["card"]]
            return (
                Action(EXCHANGE_ID, f"Exchange {mine} for {new}"),
                Action(KEEP, f"Keep {mine}"),
            )
        if phase == phases.TRADE:
            return tuple(
                act("trade", str(t), f"{s.players[t]} ({self._where(s, t)})")
                for t in self._trade_targets(s)
            )
        if phase == phases.CHANGE:
            verb = "Swap with" if s.boyfriends[s.mover] else "Steal from"
            return tuple(act("change", str(t), f"{verb} {s.players[t]}") for t in self._holders(s))
        if phase == MOVE_ANY:
            here = s.positions[s.mover]
            return tuple(
                act("moveto", space, self._space_name(space))
                for space in school.spaces
                if space != here
            )
        if phase == phases.PEEK:
            return tuple(act("peek", room, school.rooms[room].name) for room in self._face_down(s))
        if phase == PUT_ITEM:
            return tuple(act("item", item, school.card_names[item]) for item in s.items[s.mover])
        if phase == PUT_ROOM:
            return tuple(
                act("into", room, school.rooms[room].name) for room in self._empty_rooms(s)
            )
        return ()

    def _votes(self, s: SvhState) -> tuple[Action, ...]:
        return tuple(act(VOTE, room, self.school.rooms[room].name) for room in self._empty_rooms(s))

    def _peeked_actions(self, s: SvhState) -> list[Action]:
        card = s.pending["card"]
        name = self.school.card_names[card]
        actions = [PUT_BACK_ACTION]
        if self._may_collect(s, s.mover, card):
            held = s.boyfriends[s.mover]
            if card in self.school.boyfriends and held:
                label = f"Take {name}, leaving {self.school.card_names[held]} in his place"
            else:
                label = f"Take {name}"
            actions.insert(0, Action(TAKE, label))
        return actions
