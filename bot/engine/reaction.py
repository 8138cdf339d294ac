"""A window in which the other players may answer a move, in order, before the turn goes on.

A call-out after a move (the players clockwise from the mover may accuse them) and a last
chance before a trap springs (whoever holds a saving card may play it) are the same idea: a
list of seats, each of which answers (acts, or passes) in turn; while any is still
to answer, the turn waits; when the last has answered (or the game's timer closes the window),
the turn goes on. The window is a plain value inside the game's state, built on the decisions'
prompt: everyone still to answer is waited for, and the table sees who has.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import msgspec

from bot.engine.decisions import NOT_ASKED, deciding_prompt, seats_to_the_left
from bot.engine.errors import IllegalAction
from bot.engine.model import Action, Prompt


class ReactionWindow(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """``seats`` may answer, in that order; ``answered`` have done so (acted or passed)."""

    seats: list[int] = []
    answered: list[int] = []

    @classmethod
    def after(cls, mover: int, players: int, *, skip: Sequence[int] = ()) -> ReactionWindow:
        """The others, clockwise from the mover's left, less the seats in ``skip``."""
        return cls(seats=list(seats_to_the_left(mover, players, skip=skip)))

    @property
    def open(self) -> bool:
        return bool(self.waiting)

    @property
    def waiting(self) -> list[int]:
        """The seats still to answer, in order."""
        return [seat for seat in self.seats if seat not in self.answered]

    @property
    def first(self) -> int | None:
        """The seat whose answer comes next: the first still to answer."""
        waiting = self.waiting
        return waiting[0] if waiting else None

    def answer(self, seat: int) -> None:
        """``seat`` has answered (acted or passed); refused for a seat not waited for."""
        if seat not in self.waiting:
            raise IllegalAction(NOT_ASKED)
        self.answered.append(seat)

    def drop(self, seat: int) -> None:
        """``seat`` has left the game: the window no longer waits for it."""
        self.seats = [other for other in self.seats if other != seat]

    def close(self) -> list[int]:
        """Everyone still waited for passes (the window's time ran out); who that was."""
        waiting = self.waiting
        self.answered.extend(waiting)
        return waiting

    def prompt(
        self,
        actions: Sequence[Action],
        *,
        panel: str | None = None,
        may_act: Sequence[int] = (),
        show_answered: bool = True,
    ) -> Prompt:
        """Waits for every seat still to answer; shows who has (unless ``show_answered`` is
        off); ``may_act`` are seats that may act meanwhile without being waited for."""
        answered = tuple(s for s in self.seats if s in self.answered) if show_answered else ()
        prompt = deciding_prompt(tuple(self.waiting), answered, actions, panel)
        return replace(prompt, may_act=tuple(may_act)) if may_act else prompt
