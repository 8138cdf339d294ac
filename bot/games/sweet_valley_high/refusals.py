"""The one sentence that tells a Sweet Valley High player why an action is refused: it goes to
the one seat that tried, and names nothing that lies face down."""

from __future__ import annotations

from bot.games.sweet_valley_high import facts, phases
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.state import SvhState


def refusal(ctx: Context, s: SvhState, seat: int, action_id: str) -> str:
    """Why the well-formed ``action_id`` is not legal for ``seat`` now, in one sentence."""
    school = ctx.school
    parsed = ctx.ids.parse(action_id)
    kind, arg = parsed.kind, parsed.values[0] if parsed.values else None
    if s.phase == phases.RETURN:
        if kind == "vote":
            decision = s.decision
            if seat not in decision.voters:
                return "You must collect him yourself, so the others choose his classroom."
            if seat not in decision.pending:
                return "You have already voted; the others are still deciding."
            return _room_refusal(school, arg)
        return "The others are choosing a classroom for the boyfriend first."
    if seat != s.mover:
        return f"It's {s.players[s.mover]}'s turn to choose."
    if kind in ("trade", "change") and arg >= len(s.players):
        return "There is no such player at this table."
    if kind == "go" and s.phase == phases.MOVE and not s.stepping.on:
        return f"You can't reach {facts.place(school, arg)} with a roll of {s.roll}."
    if kind == "go" and s.phase == phases.MOVE:
        return "You are moving step by step; choose your next step."
    if kind == "go" and s.phase == phases.ROLL:
        return "Roll the die first."
    if kind == "look" and s.phase == phases.DOUBLE:
        return f"This space doesn't point at {school.rooms[arg].name}."
    if kind in ("trade", "change") and arg == seat:
        return "You can't trade with yourself."
    if kind == "trade" and s.phase == phases.TRADE:
        return f"{s.players[arg]} is in the Detention Room and can't trade places."
    if kind == "change" and s.phase == phases.CHANGE:
        return f"{s.players[arg]} has no boyfriend to trade."
    if kind == "into" and s.phase == phases.PUT_ROOM:
        return _room_refusal(school, arg)
    if kind == "step" and s.phase == phases.MOVE:
        return f"You can't step to {facts.place(school, arg)} now."
    return "You can't do that now."


def _room_refusal(school: School, room: str) -> str:
    if room == school.detention:
        return "Nothing can be put in the Detention Room."
    return f"{school.rooms[room].name} already holds a card; choose an empty classroom."
