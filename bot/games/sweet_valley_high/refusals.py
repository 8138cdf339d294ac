"""The one sentence that tells a Sweet Valley High player why an action is refused: it goes to
the one seat that tried, and names nothing that lies face down."""

from __future__ import annotations

from bot.games.sweet_valley_high import phases
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import place, room, room_in, say


def refusal(ctx: Context, s: SvhState, seat: int, action_id: str) -> str:
    """Why the well-formed ``action_id`` is not legal for ``seat`` now, in one sentence."""
    school = ctx.school
    parsed = ctx.ids.parse(action_id)
    kind, arg = parsed.kind, parsed.values[0] if parsed.values else None
    if s.phase == phases.RETURN:
        if kind == "vote":
            decision = s.decision
            if seat not in decision.voters:
                return say("refuse-own-boyfriend")
            if seat not in decision.pending:
                return say("refuse-voted")
            return _room_refusal(school, arg)
        return say("refuse-others-choosing")
    if seat != s.mover:
        return say("refuse-not-your-turn", player=s.players[s.mover])
    if kind in ("trade", "change") and arg >= len(s.players):
        return say("refuse-no-such-player")
    if kind == "go" and s.phase == phases.MOVE and not s.stepping.on:
        return say("refuse-cant-reach", place=place(arg), roll=s.roll)
    if kind == "go" and s.phase == phases.MOVE:
        return say("refuse-stepping")
    if kind == "go" and s.phase == phases.ROLL:
        return say("refuse-roll-first")
    if kind == "look" and s.phase == phases.DOUBLE:
        return say("refuse-not-pointed", room=room(arg))
    if kind in ("trade", "change") and arg == seat:
        return say("refuse-yourself")
    if kind == "trade" and s.phase == phases.TRADE:
        return say("refuse-in-detention", player=s.players[arg])
    if kind == "change" and s.phase == phases.CHANGE:
        return say("refuse-no-boyfriend", player=s.players[arg])
    if kind == "into" and s.phase == phases.PUT_ROOM:
        return _room_refusal(school, arg)
    if kind == "step" and s.phase == phases.MOVE:
        return say("refuse-cant-step", place=place(arg))
    return say("refuse-not-now")


def _room_refusal(school: School, room_id: str) -> str:
    if room_id == school.detention:
        return say("refuse-detention-room")
    return say("refuse-room-full", room=room_in(room_id))
