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


def open_ids(ctx: Context, s: SvhState, seat: int) -> set[str]:
    """The ids of the actions open to ``seat`` (those of ``votes``, ``peeked_actions`` or
    ``public_actions``), found without building a label: every move is checked against them,
    and a computer player checks thousands a turn."""
    ids = ctx.ids
    if s.phase == phases.RETURN:
        voting = seat in s.decision.pending
        return {ids["vote"].format(room) for room in facts.empty_rooms(s)} if voting else set()
    if seat != s.mover:
        return set()
    if s.phase == phases.PEEKED:
        found = {ids["put-back"].format()}
        if facts.may_collect(ctx, s, s.mover, s.pending["card"]):
            found.add(ids["take"].format())
        return found
    return set(_public_ids(ctx, s))


def _public_ids(ctx: Context, s: SvhState) -> list[str]:
    """``public_actions``' ids, in the same order."""
    ids, school, phase = ctx.ids, ctx.school, s.phase
    if phase == phases.CHOOSE:
        taken = set(s.characters)
        return [ids["char"].format(c.key) for c in school.characters if c.key not in taken]
    if phase == phases.ROLL:
        return [ids["roll"].format()]
    if phase == phases.MOVE:
        if s.stepping.on:
            return [ids["step"].format(space) for space in facts.next_steps(ctx, s)]
        go = ids["go"]
        return [ids["step-by-step"].format(), *(go.format(x) for x in facts.destinations(ctx, s))]
    if phase == phases.DOUBLE:
        return [ids["look"].format(room) for room in s.pending["rooms"]]
    if phase == phases.EXCHANGE:
        return [ids["exchange"].format(), ids["keep"].format()]
    if phase == phases.TRADE:
        return [ids["trade"].format(t) for t in facts.trade_targets(ctx, s)]
    if phase == phases.CHANGE:
        return [ids["change"].format(t) for t in facts.holders(s)]
    if phase == phases.MOVE_ANY:
        here = s.positions[s.mover]
        return [ids["moveto"].format(space) for space in school.spaces if space != here]
    if phase == phases.PEEK:
        return [ids["peek"].format(room) for room in facts.face_down(s)]
    if phase == phases.PUT_ITEM:
        return [ids["item"].format(item) for item in s.items[s.mover]]
    if phase == phases.PUT_ROOM:
        return [ids["into"].format(room) for room in facts.empty_rooms(s)]
    return []
