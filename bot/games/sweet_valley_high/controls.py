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
            action(ctx, "char", f"{c.name} ({c.date})", c.key)
            for c in school.characters
            if c.key not in taken
        )
    if phase == phases.ROLL:
        return (action(ctx, "roll", "Roll the die"),)
    if phase == phases.MOVE:
        badges = facts.badges(ctx, s)
        if s.stepping.on:
            return tuple(
                action(
                    ctx,
                    "step",
                    badged(badges[space], f"Step to {facts.place(school, space)}"),
                    space,
                )
                for space in facts.next_steps(ctx, s)
            )
        return (
            action(ctx, "step-by-step", "Step by step"),
            *(
                action(
                    ctx, "go", badged(badges[space], words.destination_label(ctx, s, space)), space
                )
                for space in facts.destinations(ctx, s)
            ),
        )
    if phase == phases.DOUBLE:
        return tuple(
            action(ctx, "look", f"Turn over the card in {school.rooms[room].name}", room)
            for room in s.pending["rooms"]
        )
    if phase == phases.EXCHANGE:
        given = s.boyfriends[s.mover]
        seen = given and s.seen[s.mover]
        mine = school.card_names[given] if seen else "her face-down boyfriend"
        new = school.card_names[s.pending["card"]]
        return (
            action(ctx, "exchange", f"Exchange {mine} for {new}"),
            action(ctx, "keep", f"Keep {mine}"),
        )
    if phase == phases.TRADE:
        return tuple(
            action(ctx, "trade", f"{s.players[t]}, on {facts.place(school, s.positions[t])}", t)
            for t in facts.trade_targets(ctx, s)
        )
    if phase == phases.CHANGE:
        verb = "Swap with" if s.boyfriends[s.mover] else "Steal from"
        return tuple(action(ctx, "change", f"{verb} {s.players[t]}", t) for t in facts.holders(s))
    if phase == phases.MOVE_ANY:
        here = s.positions[s.mover]
        return tuple(
            action(ctx, "moveto", facts.space_name(school, space), space)
            for space in school.spaces
            if space != here
        )
    if phase == phases.PEEK:
        return tuple(
            action(ctx, "peek", school.rooms[room].name, room) for room in facts.face_down(s)
        )
    if phase == phases.PUT_ITEM:
        return tuple(
            action(ctx, "item", school.card_names[item], item) for item in s.items[s.mover]
        )
    if phase == phases.PUT_ROOM:
        return tuple(
            action(ctx, "into", school.rooms[room].name, room) for room in facts.empty_rooms(s)
        )
    return ()


def votes(ctx: Context, s: SvhState) -> tuple[Action, ...]:
    return tuple(
        action(ctx, "vote", ctx.school.rooms[room].name, room) for room in facts.empty_rooms(s)
    )


def put_back(ctx: Context) -> Action:
    """Always open after a peek, whatever the card: the one public control while she
    decides."""
    return action(ctx, "put-back", PUT_BACK_LABEL)


def peeked_actions(ctx: Context, s: SvhState) -> list[Action]:
    card = s.pending["card"]
    name = ctx.school.card_names[card]
    actions = [put_back(ctx)]
    if facts.may_collect(ctx, s, s.mover, card):
        held = s.boyfriends[s.mover]
        if card in ctx.school.boyfriends and held:
            label = f"Take {name}, leaving {ctx.school.card_names[held]} in his place"
        else:
            label = f"Take {name}"
        actions.insert(0, action(ctx, "take", label))
    return actions
