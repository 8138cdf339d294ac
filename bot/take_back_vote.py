"""The table's vote on taking back a choice: offered after a choice that showed nothing new,
asked by its mover, allowed by every other person (computers always allow) or refused by one."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from bot.engine import TAKE_BACK, Event, View, may_take_back
from bot.live import Change, LiveGame, Reply, TakeBack
from bot.position import Position
from bot.publication import Publisher
from bot.sentences import Sentence
from bot.take_back import (
    ALLOW,
    ALREADY_ASKED,
    ANSWERED,
    ASK,
    NO_VOTE,
    NOT_ASKED,
    NOTHING_TO_TAKE_BACK,
    REFUSE,
    Offer,
)

_ANSWER = re.compile(rf"({ALLOW}|{REFUSE}):(\d{{1,2}})")


def take_back_input(user_id: int, action_id: str, version: int | None) -> TakeBack | None:
    """The take-back input a control's id stands for; None for any other id."""
    if action_id == ASK:
        return TakeBack(user_id, version)
    answer = _ANSWER.fullmatch(action_id)
    if answer is None:
        return None
    return TakeBack(user_id, version, answer[1] == ALLOW, int(answer[2]))


class TakesBack:
    """Keeps each running game's offer (``LiveGame.take_back``) and counts the answers."""

    def __init__(self, publisher: Publisher) -> None:
        self.publisher = publisher

    async def offer(self, live: LiveGame, before: Position, change: Change) -> None:
        """After a committed choice: offer its person to take it back, if it showed nothing.
        The views come from the two positions, which have most of them worked out already."""
        seat, after = change.seat, live.position
        if seat is None or not live.seats[seat].person or after.outcome is not None:
            return

        def view(state: Any, seat: int | None) -> View:
            return (before if state is before.state else after).view(seat)

        allowed = await asyncio.to_thread(
            may_take_back,
            live.game,
            before.state,
            seat,
            change.action_id,
            after.state,
            change.events,
            view,
        )
        if allowed:
            live.take_back = Offer(seat, live.version, before.state)

    async def answer(self, live: LiveGame, seat: int | None, given: TakeBack) -> Change | Reply:
        """The mover asking, or another person allowing or refusing: the change back to the
        position before the choice once nobody is left to ask, else a reply (nothing saved)."""
        offer = live.take_back
        current = offer is not None and offer.version == live.version
        if offer is None or not current or given.version not in (None, live.version):
            return Reply(False, NOTHING_TO_TAKE_BACK if given.answer is None else NO_VOTE)
        if given.answer is None:
            return await self._ask(live, seat, offer)
        return await self._answer(live, seat, offer, given)

    async def _ask(self, live: LiveGame, seat: int | None, offer: Offer) -> Change | Reply:
        mover = live.seats[offer.seat].name
        if seat != offer.seat:
            return Reply(False, Sentence("reply-not-the-mover", name=mover))
        if offer.requested:
            return Reply(False, ALREADY_ASKED)
        asked = offer.requested_of(live.seats)
        if not asked.waiting:
            return _back(live, asked)
        live.take_back = asked
        await self._show(live, Sentence("thread-take-back-asked", mover=mover))
        return Reply(True, Sentence("reply-take-back-asked"))

    async def _answer(
        self, live: LiveGame, seat: int | None, offer: Offer, given: TakeBack
    ) -> Change | Reply:
        if not offer.requested:
            return Reply(False, NO_VOTE)
        button = given.for_seat
        if button is not None and button != seat:
            if not 0 <= button < len(live.seats):
                return Reply(False, NOT_ASKED)
            return Reply(False, Sentence("reply-button-for", name=live.seats[button].name))
        if seat is None or seat not in offer.waiting:
            answered = seat is not None and seat != offer.seat
            return Reply(False, ANSWERED if answered else NOT_ASKED)
        name, mover = live.seats[seat].name, live.seats[offer.seat].name
        if not given.answer:
            live.take_back = None
            await self._show(live, Sentence("thread-take-back-refused", name=name, mover=mover))
            return Reply(True, Sentence("reply-refused"))
        allowed = offer.allowed_by(seat)
        if not allowed.waiting:
            return _back(live, allowed)
        live.take_back = allowed
        await self._show(live, Sentence("thread-take-back-allowed", name=name, mover=mover))
        return Reply(True, Sentence("reply-allowed"))

    async def _show(self, live: LiveGame, line: str) -> None:
        """Tell the vote in the turn's story, with the controls it now needs."""
        await self.publisher.publish(live, [line], changed_secrets=())


def _back(live: LiveGame, offer: Offer) -> Change:
    """Everyone allowed: the change back to the position before the choice, logged so that
    replay goes back too."""
    event = Event(f"{live.seats[offer.seat].name} took back their last choice")
    return Change(None, f"{TAKE_BACK}:{offer.seat}", offer.before, [event])
