"""Checks that hold for every game: deadlines, mentions, public boards, the end of a game."""

from __future__ import annotations

import re
from dataclasses import replace

from bot.engine import View, apply_logged
from bot.standin import Message
from tests.e2e.harness import World

from . import games, surface
from .db import events, game_seed, game_status, seat_rows, snapshot_state
from .table import Table

DEADLINE = 3.0
"""Discord's limit for the first response to an interaction."""


def assert_answered_in_time(world: World, limit: float = DEADLINE) -> int:
    """Every interaction the fake sent got its first response within `limit` seconds."""
    late = []
    interactions = world.fake.interactions.all()
    for interaction in interactions:
        if interaction.answered_at is None:
            late.append(f"{interaction.id} (type {interaction.type}) was never answered")
        elif interaction.answered_at - interaction.sent_at >= limit:
            took = interaction.answered_at - interaction.sent_at
            late.append(f"{interaction.id} (type {interaction.type}) took {took:.2f}s")
    assert not late, "interactions not answered in time:\n" + "\n".join(late)
    return len(interactions)


def public_views(table: Table, versions: set[int]) -> dict[int, View]:
    """The public view of the game at each of `versions`, rebuilt from setup + event log."""
    world, game_id = table.world, table.game_id
    rules = games.game(table.game)
    names = [n for _, _, n in seat_rows(world, game_id)]
    state = rules.setup(names, game_seed(world, game_id), {})
    views: dict[int, View] = {}
    if 0 in versions:
        views[0] = rules.view(state, None)
    for event in events(world, game_id):
        state, _ = apply_logged(rules, state, event.seat, event.action_id)
        if event.version in versions:
            outcome = rules.outcome(state)
            view = rules.view(state, None)
            views[event.version] = view if outcome is None else replace(view, outcome=outcome)
    return views


def assert_boards_are_public(table: Table, every: int = 1) -> int:
    """Each sampled board image the thread was shown is byte-identical to the public view
    re-rendered.

    The public view has no secrets in it, so an identical image cannot carry one. Turn messages
    are edited in place, so the boards are read from the requests that posted or edited them;
    the Game over board is the final version's. Returns how many boards were compared.
    """
    render = games.renderer(table.game)
    if render is None:
        return 0
    shown = boards_shown(table)
    wanted: dict[int, bytes] = dict(shown[::every] + shown[-1:])
    over = table.game_over()
    if over is not None and surface.has_board(over):
        attachment = over.attachment(surface.BOARD)
        assert attachment is not None
        wanted[table.version()] = attachment.data
    views = public_views(table, set(wanted))
    for version, data in sorted(wanted.items()):
        assert data == render(views[version]), (
            f"the board of version {version} is not the public view's"
        )
    return len(wanted)


def boards_shown(table: Table) -> list[tuple[int, bytes]]:
    """(version, board image) of each turn message as posted or edited, in the order sent."""
    path = re.compile(rf"^/channels/{table.thread_id}/messages(/\d+)?$")
    shown = []
    for record in table.world.fake.requests:
        if record.method not in ("POST", "PATCH") or not path.match(record.path):
            continue
        board = next((f.data for f in record.files if f.filename == surface.BOARD), None)
        rows = (record.payload or {}).get("components") or []
        version = surface._version_in(surface._ids_of(rows), table.game_id)
        if board is not None and version is not None and record.status == 200:
            shown.append((version, board))
    return shown


def assert_thread_mentions_only(table: Table) -> None:
    """No message in the game's thread mentions anyone outside its players."""
    players = {m.id for m in table.members}
    for message in table.world.messages(table.thread, include_ephemeral=True):
        strangers = set(map(int, surface.MENTION.findall(message.text))) - players
        assert not strangers, f"message {message.id} in {table.thread.name} mentions {strangers}"


def assert_game_over(table: Table) -> Message:
    """Game over names its winners by mention, lists standings; the last prompt has no controls."""
    over = table.game_over()
    assert over is not None, "no Game over message"
    winners = [int(u) for u in surface.MENTION.findall(over.content.splitlines()[0])]
    assert winners and all(table.by_id(w) is not None for w in winners), over.content
    assert "Final standings" in over.content, over.content
    assert game_status(table.world, table.game_id) == "finished"
    boards = [m for m in table.messages() if surface.has_board(m) and m.id < over.id]
    assert boards and not boards[-1].components, (
        f"the last prompt keeps its controls: {boards[-1].content if boards else None!r}"
    )
    table.strategy.check_game_over(table, snapshot_state(table.world, table.game_id))
    return over


async def assert_nothing_works_after_the_end(table: Table) -> None:
    """After Game over: an older prompt's control, `/play` and autocomplete all do nothing."""
    world = table.world
    version = table.version()
    member = table.members[1]
    assert await member.autocomplete("play", "action", channel=table.thread) == []
    last = events(world, table.game_id)[-1].action_id
    played = await member.slash("play", channel=table.thread, action=last)
    assert played.ephemeral and "ended" in played.content, played.content
    older = next((m for m in reversed(table.prompts()) if surface.prompt_actions(m)), None)
    if older is not None:
        action_id = next(iter(surface.prompt_actions(older)))
        clicked = await surface.press(member, older, action_id)
        await clicked.wait(lambda r: r.followups, 5)
        answer = clicked.followups[0]
        assert answer.ephemeral, answer.content
        assert "ended" in answer.content or surface.OUT_OF_DATE in answer.content, answer.content
    assert table.version() == version and game_status(world, table.game_id) == "finished"
