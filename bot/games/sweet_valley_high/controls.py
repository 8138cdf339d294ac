"""The controls of a Sweet Valley High position: what the mover may press now, built from
public facts only, the group's vote, and the private choices of a peek."""

from __future__ import annotations

from typing import Any

from bot.engine import Action
from bot.games.sweet_valley_high import facts, phases, words
from bot.games.sweet_valley_high.actions import GROUPS, PUT_BACK_LABEL
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.marks import badged
from bot.games.sweet_valley_high.state import SvhState


def action(ctx: Context, kind: str, label: str, *values: Any) -> Action:
    """The action of ``kind`` with ``values``, in its kind's group (menu), if it has one."""
    return Action(ctx.ids[kind].format(*values), label, GROUPS.get(kind))


def public_actions(ctx: Context, s: SvhState) -> tuple[Action, ...]:
    """The mover's controls, from public facts only."""
    school = ctx.school
    phase = s.phase
    if phase == phases.CHOOSE:
        taken = set(s.characters)
        return tuple(
            action(
                ctx,
                "char",
                words.say("label-character", character=c.name, date=words.date(c.key)),
                c.key,
            )
            for c in school.characters
            if c.key not in taken
        )
    if phase == phases.ROLL:
        return (action(ctx, "roll", words.say("label-roll")),)
    if phase == phases.MOVE:
        badges = facts.badges(ctx, s)
        if s.stepping.on:
            return tuple(
                action(
                    ctx,
                    "step",
                    badged(badges[space], words.say("label-step", place=words.place(space))),
                    space,
                )
                for space in facts.next_steps(ctx, s)
            )
        return (
            action(ctx, "step-by-step", words.say("label-step-by-step")),
            *(
                action(
                    ctx, "go", badged(badges[space], words.destination_label(ctx, s, space)), space
                )
                for space in facts.destinations(ctx, s)
            ),
        )
    if phase == phases.DOUBLE:
        return tuple(
            action(ctx, "look", words.say("label-look", room=words.room_in(room)), room)
            for room in s.pending["rooms"]
        )
    if phase == phases.EXCHANGE:
        given = s.boyfriends[s.mover]
        seen = given and s.seen[s.mover]
        mine = words.card(given) if seen else words.say("face-down-boyfriend")
        new = words.card(s.pending["card"])
        return (
            action(ctx, "exchange", words.say("label-exchange", mine=mine, new=new)),
            action(ctx, "keep", words.say("label-keep", mine=mine)),
        )
    if phase == phases.TRADE:
        return tuple(
            action(
                ctx,
                "trade",
                words.say("label-trade", player=s.players[t], place=words.place(s.positions[t])),
                t,
            )
            for t in facts.trade_targets(ctx, s)
        )
    if phase == phases.CHANGE:
        verb = "label-swap" if s.boyfriends[s.mover] else "label-steal"
        return tuple(
            action(ctx, "change", words.say(verb, player=s.players[t]), t) for t in facts.holders(s)
        )
    if phase == phases.MOVE_ANY:
        here = s.positions[s.mover]
        return tuple(
            action(ctx, "moveto", words.space(space), space)
            for space in school.spaces
            if space != here
        )
    if phase == phases.PEEK:
        return tuple(action(ctx, "peek", words.room(room), room) for room in facts.face_down(s))
    if phase == phases.PUT_ITEM:
        return tuple(action(ctx, "item", words.card(item), item) for item in s.items[s.mover])
    if phase == phases.PUT_ROOM:
        return tuple(action(ctx, "into", words.room(room), room) for room in facts.empty_rooms(s))
    return ()


def votes(ctx: Context, s: SvhState) -> tuple[Action, ...]:
    return tuple(action(ctx, "vote", words.room(room), room) for room in facts.empty_rooms(s))


def put_back(ctx: Context) -> Action:
    """Always open after a peek, whatever the card: the one public control while she
    decides."""
    return action(ctx, "put-back", PUT_BACK_LABEL)


def peeked_actions(ctx: Context, s: SvhState) -> list[Action]:
    card = s.pending["card"]
    name = words.card(card)
    actions = [put_back(ctx)]
    if facts.may_collect(ctx, s, s.mover, card):
        held = s.boyfriends[s.mover]
        if card in ctx.school.boyfriends and held:
            label = words.say("label-take-leaving", card=name, held=words.card(held))
        else:
            label = words.say("label-take", card=name)
        actions.insert(0, action(ctx, "take", label))
    return actions
