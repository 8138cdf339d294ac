"""Shared story helpers for the end-to-end scenarios: open a table, act, play, check secrets.

Everything here drives the bot only through the Discord surface of the contract (slash
commands, autocomplete, buttons and select menus); the bot's database is only *read*, to check
what was saved. The random player is seeded, picks among the legal actions the bot itself
offers, and is steered (towards its own goal tile, informed call-outs) so a game ends in a
bounded number of actions: uniform play can take over a thousand.
"""

from __future__ import annotations

import json
import random
import re
import sqlite3
from collections import Counter, deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from bot.engine import View, apply_logged
from bot.games.cheat_street import load_game
from bot.games.cheat_street.rules import CheatStreet

from .fake import Channel, InteractionResult, Message
from .fake.records import EPHEMERAL
from .harness import Member, World

DATA = Path(__file__).resolve().parents[2] / "data" / "cheat-street"

GAME_ENV: dict[str, str] = {
    "CALLOUT_SECONDS": "1",
    "IDLE_WARN_SECONDS": "600",
    "IDLE_KICK_SECONDS": "600",
}
"""Launch settings for game stories: a short call-out timer, nobody counted as idle."""

DEADLINE = 3.0
"""Discord's limit for the first response to an interaction."""

PROMPT_ID = re.compile(r"^gn:(?P<game>\d+):(?P<version>\d+):(?P<kind>[am]):(?P<rest>.+)$")
LOBBY_ID = re.compile(r"^gn:(?P<game>\d+):lobby:join$")
MENTION = re.compile(r"<@!?(\d+)>")
THREAD_LINK = re.compile(r"<#(\d+)>")
GOAL_LINE = re.compile(r"Your goal card: (?P<card>[A-Za-z ]+?)\.?$", re.M)
OUT_OF_DATE = "This prompt is out of date"
STORY_PARTS = re.compile(r"\n| · ")
"""What separates the events of a turn message's story, and its lines."""


@cache
def cheat_street() -> CheatStreet:
    """The rules, loaded once: to replay a game's event log and to steer the random player."""
    return load_game(DATA)


# -- reading the bot's database ------------------------------------------------------------


@dataclass(frozen=True)
class EventRow:
    version: int
    seat: int | None
    action_id: str
    interaction_id: int | None


def query(world: World, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """Read the bot's SQLite file (WAL mode, so reading never blocks the bot's writes)."""
    connection = sqlite3.connect(world.db_path, timeout=10)
    try:
        return list(connection.execute(sql, tuple(params)))
    finally:
        connection.close()


def snapshot_version(world: World, game_id: int) -> int:
    rows = query(world, "SELECT version FROM snapshots WHERE game_id = ?", (game_id,))
    return int(rows[0][0]) if rows else -1


def snapshot_state(world: World, game_id: int) -> dict[str, Any]:
    """The saved game's state (the snapshot's JSON envelope unwrapped)."""
    rows = query(world, "SELECT state_json FROM snapshots WHERE game_id = ?", (game_id,))
    return dict(json.loads(rows[0][0])["state"]) if rows else {}


def events(world: World, game_id: int) -> list[EventRow]:
    rows = query(
        world,
        "SELECT version, seat, action_id, interaction_id FROM events WHERE game_id = ?"
        " ORDER BY version",
        (game_id,),
    )
    return [EventRow(int(v), s, str(a), i) for v, s, a, i in rows]


def applied_interactions(world: World, game_id: int) -> set[int]:
    rows = query(
        world,
        "SELECT interaction_id FROM events WHERE game_id = ? AND interaction_id IS NOT NULL",
        (game_id,),
    )
    return {int(r[0]) for r in rows}


def game_status(world: World, game_id: int) -> str:
    rows = query(world, "SELECT status FROM games WHERE id = ?", (game_id,))
    return str(rows[0][0]) if rows else ""


def seat_rows(world: World, game_id: int) -> list[tuple[int, int, str]]:
    """(seat, user id, name), in seat order."""
    rows = query(
        world, "SELECT seat, user_id, name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
    )
    return [(int(s), int(u), str(n)) for s, u, n in rows]


# -- prompts -------------------------------------------------------------------------------


def custom_ids(message: Message) -> list[str]:
    return [c["custom_id"] for c in message.iter_components() if "custom_id" in c]


def prompt_version(message: Message, game_id: int | None = None) -> int | None:
    """The game version a turn prompt was drawn at (from its custom ids), or None."""
    for custom_id in custom_ids(message):
        match = PROMPT_ID.match(custom_id)
        if match and (game_id is None or int(match["game"]) == game_id):
            return int(match["version"])
    return None


def prompt_actions(message: Message) -> dict[str, tuple[str, str, str | None]]:
    """Action id -> (kind "button"/"select", component custom id, option value) on a prompt."""
    found: dict[str, tuple[str, str, str | None]] = {}
    for button in message.buttons():
        match = PROMPT_ID.match(button.get("custom_id", ""))
        if match and match["kind"] == "a" and not button.get("disabled"):
            found[match["rest"]] = ("button", button["custom_id"], None)
    for menu in message.selects():
        match = PROMPT_ID.match(menu.get("custom_id", ""))
        if match and match["kind"] == "m" and not menu.get("disabled"):
            for option in menu.get("options") or []:
                found.setdefault(option["value"], ("select", menu["custom_id"], option["value"]))
    return found


def mentioned(message: Message) -> list[int]:
    """Whom a turn message asks to act now: the mentions of its "your move" line (the line
    naming whose turn it is addresses a player who acts later)."""
    asked = [line for line in message.content.splitlines() if line.endswith(": your move.")]
    return [int(m) for m in dict.fromkeys(MENTION.findall("\n".join(asked)))]


# -- a table -------------------------------------------------------------------------------


@dataclass
class Table:
    """One game's thread, its players (seat order = join order) and the game's id."""

    world: World
    thread: Channel
    game_id: int
    members: list[Member]

    @property
    def host(self) -> Member:
        return self.members[0]

    @property
    def thread_id(self) -> int:
        return self.thread.id

    def by_id(self, user_id: int) -> Member | None:
        return next((m for m in self.members if m.id == user_id), None)

    def messages(self) -> list[Message]:
        return self.world.messages(self.thread)

    def prompts(self) -> list[Message]:
        """Turn prompts of this game, oldest first."""
        return [m for m in self.messages() if prompt_version(m, self.game_id) is not None]

    def latest_prompt(self) -> Message | None:
        prompts = self.prompts()
        return prompts[-1] if prompts else None

    def game_over(self) -> Message | None:
        return next((m for m in self.messages() if m.content.startswith("Game over")), None)

    def version(self) -> int:
        return snapshot_version(self.world, self.game_id)

    def seat_of(self, member: Member) -> int:
        return self.members.index(member)


async def open_table(
    world: World, n_players: int, *, prefix: str = "", names: Sequence[str] | None = None
) -> Table:
    """`/game new` by the first member, Join by the others, Start by the host; the first prompt.

    Channels are passed explicitly, so tables opened at the same time don't follow each other's
    threads.
    """
    default = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]
    chosen = list(names) if names else [f"{prefix}{n}" for n in default[:n_players]]
    members = [world.member(name) for name in chosen]
    host = members[0]
    opened = await host.slash("game new", channel=world.channel_id, game="cheat-street")
    assert opened.ephemeral, f"/game new answered publicly: {opened!r}"
    link = THREAD_LINK.search(opened.content)
    assert link, f"/game new did not point at a thread: {opened.content!r}"
    thread = world.channel(int(link[1]))
    for member in members:
        member.channel = thread
    lobby = await world.wait_for(
        lambda: world.find_message(thread, predicate=lambda m: m.button("Join") is not None),
        5,
        "the lobby message",
    )
    game_id = next(int(m["game"]) for c in custom_ids(lobby) if (m := LOBBY_ID.match(c)))
    for member in members[1:]:
        joined = await member.click("Join", message=lobby)
        assert not joined.followups or not joined.followups[0].ephemeral, joined.text
    table = Table(world, thread, game_id, members)
    await host.click("Start", message=lobby)
    await world.wait_for(table.latest_prompt, 10, "the first turn prompt")
    await world.wait_for(lambda: all(_dealt(table, m) for m in members), 10, "the goal cards")
    seats = seat_rows(world, game_id)
    assert [u for _, u, _ in seats] == [m.id for m in members], "seats follow the join order"
    return table


def _dealt(table: Table, member: Member) -> bool:
    """A goal card reached the member: by DM, or (DMs closed) the notice in the thread."""
    if any("Your goal card:" in m.content for m in member.dms()):
        return True
    if not table.world.fake.state.users[member.id].dms_closed:
        return False
    return any(member.mention in m.content and m.button("Show my cards") for m in table.messages())


# -- secrets -------------------------------------------------------------------------------


@dataclass
class Leak:
    at: float
    where: str
    text: str
    seat: int
    card: str

    def __str__(self) -> str:
        return f"{self.where} names seat {self.seat}'s secret card {self.card!r}: {self.text!r}"


@dataclass
class SecretTracker:
    """Follows one game's goal cards from what the bot sent, in the order it sent it.

    A player's card is what their last private message (DM, or an ephemeral reply to them) said.
    It is public once a reveal or a right call-out named it, until the player gets a new one.
    Every public write in the game's thread (posts, edits, interaction replies) is checked
    against the cards secret *at that moment*: a goal name may appear only as a place ("at the
    Bakery", "to the Bakery"), as a call-out guess, or as a card that is public.
    """

    world: World
    game_id: int
    thread_id: int
    seats: list[tuple[int, int, str]] = field(default_factory=list)
    cards: dict[int, str] = field(default_factory=dict)
    public: dict[int, str] = field(default_factory=dict)
    dealt: Counter[int] = field(default_factory=Counter)
    leaks: list[Leak] = field(default_factory=list)
    wrong_rulings: list[str] = field(default_factory=list)
    checked: int = 0
    _seen: int = 0
    _followups: Counter[str] = field(default_factory=Counter)
    _texts: dict[int, str] = field(default_factory=dict)
    earlier: dict[int, str] = field(default_factory=dict)
    """Each seat's card before its current one."""

    def __post_init__(self) -> None:
        self.goal_names = [goal.name for goal in cheat_street().board.goals]

    def _seat_by_user(self, user_id: int) -> int | None:
        if not self.seats:
            self.seats = seat_rows(self.world, self.game_id)
        return next((s for s, u, _ in self.seats if u == user_id), None)

    def card_of(self, seat: int) -> str | None:
        self.update()
        return self.cards.get(seat)

    def update(self) -> None:
        """Process the requests the bot made since the last call."""
        requests = self.world.fake.requests
        while self._seen < len(requests):
            record = requests[self._seen]
            self._seen += 1
            if record.injected or not isinstance(record.json, dict):
                continue
            for audience, channel_id, text in self._writes(record):
                if audience is None and channel_id == self.thread_id:
                    text = self._news(record, text)
                    self._check_public(record.at, f"{record.method} {record.path}", text)
                elif audience is not None:
                    self._private(audience, channel_id, text)

    def _writes(self, record: Any) -> Iterable[tuple[int | None, int | None, str]]:
        """(private recipient or None, channel, text) of each message a request writes."""
        state = self.world.fake.state
        body: dict[str, Any] = record.json
        parts = record.path.strip("/").split("/")
        text = _payload_text(body)
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            if record.method not in ("POST", "PATCH") or record.status != 200:
                return
            channel = state.channels.get(int(parts[1]))
            if channel is None:
                return
            yield (channel.recipient_id if channel.type == 1 else None), channel.id, text
            return
        interactions = self.world.fake.interactions
        if parts[0] == "interactions" and len(parts) == 4:
            interaction = interactions.by_token.get(parts[2])
            kind = int(body.get("type", 0))
            data = body.get("data") or {}
            if interaction is None or kind not in (4, 7):
                return
            text = _payload_text(data)
            if kind == 4:
                private = bool(int(data.get("flags", 0)) & EPHEMERAL)
            else:
                raw = interaction.payload.get("message") or {}
                target = state.messages.get(int(raw.get("id", 0)))
                private = target is not None and target.ephemeral_to is not None
            yield (interaction.user_id if private else None), interaction.channel_id, text
            return
        if parts[0] == "webhooks" and len(parts) >= 3:
            interaction = interactions.by_token.get(parts[2])
            if interaction is None:
                return
            original = state.messages.get(interaction.original_message_id or 0)
            original_private = original is not None and original.ephemeral_to is not None
            if record.method == "POST" and len(parts) == 3:
                first = self._followups[parts[2]] == 0
                self._followups[parts[2]] += 1
                private = bool(int(body.get("flags", 0) or 0) & EPHEMERAL) or (
                    first and original_private
                )
            elif record.method == "PATCH" and len(parts) == 5:
                target = original if parts[4] == "@original" else state.messages.get(int(parts[4]))
                private = target is not None and target.ephemeral_to is not None
            else:
                return
            yield (interaction.user_id if private else None), interaction.channel_id, text

    def _news(self, record: Any, text: str) -> str:
        """What a thread write adds: an edit of a turn message repeats its story so far, which
        was checked when it was new (a card named then may be secret again by now)."""
        parts = record.path.strip("/").split("/")
        if record.method == "PATCH" and len(parts) == 4:
            message_id = int(parts[3])
        elif isinstance(record.reply, dict) and "id" in record.reply:
            message_id = int(record.reply["id"])
        else:
            return text
        before = set(STORY_PARTS.split(self._texts.get(message_id, "")))
        self._texts[message_id] = text
        return "\n".join(part for part in STORY_PARTS.split(text) if part not in before)

    def _private(self, user_id: int, channel_id: int | None, text: str) -> None:
        """A DM linking this game's thread, or an ephemeral reply in it, to one player."""
        seat = self._seat_by_user(user_id)
        if seat is None:
            return
        if channel_id != self.thread_id and not text.rstrip().endswith(f"/{self.thread_id}"):
            return
        found = GOAL_LINE.findall(text)
        if not found:
            return
        card = found[-1].strip()
        if self.cards.get(seat) != card:
            self.dealt[seat] += 1
            self.public.pop(seat, None)
            if seat in self.cards:
                self.earlier[seat] = self.cards[seat]
        self.cards[seat] = card

    def _check_public(self, at: float, where: str, text: str) -> None:
        if not text:
            return
        self.checked += 1
        names = {s: n for s, _, n in self.seats or seat_rows(self.world, self.game_id)}
        stripped = text
        for seat, name in names.items():
            for card in self.goal_names:
                held = self.cards.get(seat)
                # A turn message's edit may land after the DM of the card drawn next.
                was_held = held is None or card in (held, self.earlier.get(seat))
                if f"{name} revealed the {card} goal card" in text:
                    if not was_held:
                        self.wrong_rulings.append(f"{name} revealed {card} but held {held}")
                    self.public[seat] = card
                for verdict in ("right", "wrong"):
                    if f"called {name} out with {card} and was {verdict}" not in text:
                        continue
                    misjudged = not was_held if verdict == "right" else held == card
                    if misjudged:
                        self.wrong_rulings.append(
                            f"call-out on {name} with {card} ruled {verdict}, but they held {held}"
                        )
                    if verdict == "right":
                        self.public[seat] = card
        for card in self.goal_names:
            stripped = re.sub(rf"out with {card} and was (right|wrong)", "", stripped)
            stripped = re.sub(rf"revealed the {card} goal card", "", stripped)
            stripped = re.sub(rf"\b(at|to) the {card}\b", "", stripped)
        if "Your goal card" in text:
            self.leaks.append(Leak(at, where, text, -1, "Your goal card"))
        for seat, card in self.cards.items():
            if self.public.get(seat) == card:
                continue
            if re.search(rf"\b{re.escape(card)}\b", stripped):
                self.leaks.append(Leak(at, where, text, seat, card))

    def assert_clean(self) -> None:
        self.update()
        assert not self.leaks, "secret goal cards in public:\n" + "\n".join(map(str, self.leaks))
        assert not self.wrong_rulings, "call-outs or reveals ruled against the cards held:\n" + (
            "\n".join(self.wrong_rulings)
        )
        assert self.checked > 0, "no public message was checked"


def _payload_text(payload: dict[str, Any]) -> str:
    """Content and readable embed text of a message payload."""
    parts = [str(payload.get("content") or "")]
    for embed in payload.get("embeds") or []:
        parts += [embed.get("title") or "", embed.get("description") or ""]
        for fld in embed.get("fields") or []:
            parts += [fld.get("name") or "", fld.get("value") or ""]
        parts.append((embed.get("footer") or {}).get("text") or "")
        parts.append((embed.get("author") or {}).get("name") or "")
    return "\n".join(p for p in parts if p)


# -- acting --------------------------------------------------------------------------------


@dataclass
class Outcome:
    """What became of one action: applied (in the events table) or refused, and how fast."""

    member: Member
    action_id: str
    surface: str
    result: InteractionResult
    applied: bool
    refusal: str = ""
    raced: bool = False
    """Refused because the call-out timer closed the phase first: not the bot's fault."""
    posted: Message | None = None
    """The message showing the board after the action (the turn's, edited or new; Game over)."""
    shown_at: float | None = None

    @property
    def prompt_latency(self) -> float | None:
        """Seconds from the interaction sent to the new board shown."""
        if self.shown_at is None:
            return None
        return self.shown_at - self.result.interaction.sent_at


async def act(
    table: Table,
    member: Member,
    action_id: str,
    surface: str,
    *,
    prompt: Message | None = None,
    timeout: float = 10.0,
) -> Outcome:
    """Do one action through `surface` ("play", "button" or "select"); wait for its effect.

    Returns when the action is in the events table and the turn message shows it (posted or
    edited; or Game over), or when the bot refused it (ephemerally).
    """
    world, game = table.world, table.game_id
    before = table.version()
    if surface == "play":
        result = await member.slash("play", channel=table.thread, action=action_id, timeout=timeout)
    else:
        assert prompt is not None
        kind, custom_id, value = prompt_actions(prompt)[action_id]
        if kind == "button":
            result = await member.click(custom_id, message=prompt, settle=False, timeout=timeout)
        else:
            result = await member.select(
                custom_id, value or action_id, message=prompt, settle=False, timeout=timeout
            )

    def settled() -> str | None:
        # /play answers after the new prompt is posted; a click answers only a refusal. The
        # database is read only when something happened, as many games may be waiting at once.
        if surface == "play":
            if result.loading:
                return None
            if result.id not in applied_interactions(world, game):
                return "refused"
            return "applied" if shown_after(table, before) else None
        if result.followups:
            return "refused"
        if shown_after(table, before) is None:
            return None
        return "applied" if result.id in applied_interactions(world, game) else None

    state = await world.wait_for(settled, timeout, f"{member.name}'s {action_id} to take effect")
    if state == "applied":
        shown = shown_after(table, before)
        posted, at = shown if shown else (None, None)
        return Outcome(member, action_id, surface, result, True, posted=posted, shown_at=at)
    refusal = result.text if surface == "play" else result.followups[0].content
    messages = [result.message] if surface == "play" else result.followups
    assert all(m is not None and m.ephemeral for m in messages), f"public refusal: {refusal!r}"
    raced = table.version() != before
    return Outcome(member, action_id, surface, result, False, refusal, raced)


def shown_after(table: Table, version: int) -> tuple[Message, float] | None:
    """The message showing the game past ``version`` (Game over, or a turn message posted or
    edited since), and when it first did; a turn message is read in its newest version."""
    over = table.game_over()
    if over is not None:
        return over, over.created_at
    for message in reversed(table.messages()):
        shown = prompt_version(message, table.game_id)
        if shown is None or shown <= version:
            continue
        edits = [e.at for e in message.edits if "components" in e.changes]
        return message, (edits[-1] if edits else message.created_at)
    return None


# -- the random player ---------------------------------------------------------------------


@dataclass
class PlayLog:
    """What a random game did, for assertions and for the report."""

    actions: int = 0
    refused_races: int = 0
    surfaces: Counter[str] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)
    by_non_active: int = 0
    acknowledged: list[int] = field(default_factory=list)
    finished: bool = False


@cache
def _distances() -> dict[str, dict[str, int]]:
    """Steps from every space to every goal tile (a player walks towards their own card)."""
    board = cheat_street().board
    table: dict[str, dict[str, int]] = {}
    for goal in board.goal_keys():
        start = board.goal_tile(goal)
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there in board.neighbours[here]:
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        table[goal] = seen
    return table


def _goal_key(name: str) -> str | None:
    return next((g.key for g in cheat_street().board.goals if g.name == name), None)


def choose(
    rng: random.Random,
    options: dict[int, list[str]],
    table: Table,
    tracker: SecretTracker,
    *,
    call_rate: float = 0.7,
    informed: float = 0.6,
    steer: float = 0.85,
) -> tuple[int, str]:
    """Pick (seat, action id) among every seat's legal actions.

    Reveal whenever the bot allows it; the first caller often calls out, with the right card
    `informed` of the time (the test can read everybody's DMs), so games end in bounded time;
    moves head for the player's own goal tile `steer` of the time; the rest is uniform.
    """
    callers = [s for s, ids in options.items() if any(a.startswith("callout:") for a in ids)]
    seat = callers[0] if callers and rng.random() < 0.6 else rng.choice(sorted(options))
    ids = options[seat]
    if "reveal" in ids:
        return seat, "reveal"
    calls = [a for a in ids if a.startswith("callout:")]
    if calls or "pass" in ids:
        if calls and rng.random() < call_rate:
            state = snapshot_state(table.world, table.game_id)
            target = tracker.card_of(int(state.get("active", -1)))
            key = _goal_key(target) if target else None
            own = tracker.card_of(seat)
            own_key = _goal_key(own) if own else None
            if key and rng.random() < informed and f"callout:{key}" in calls:
                return seat, f"callout:{key}"
            return seat, rng.choice([c for c in calls if c != f"callout:{own_key}"] or calls)
        if "pass" in ids:
            return seat, "pass"
    moves = [a for a in ids if a.startswith("move:")]
    card = tracker.card_of(seat)
    key = _goal_key(card) if card else None
    if moves and key and rng.random() < steer:
        distance = _distances()[key]
        best = min(distance.get(m[5:], 99) for m in moves)
        return seat, rng.choice([m for m in moves if distance.get(m[5:], 99) == best])
    return seat, rng.choice(ids)


async def legal_options(
    table: Table, prompt: Message, rng: random.Random | None = None
) -> dict[int, list[str]]:
    """Each mentioned player's legal action ids, as `/play` autocomplete lists them.

    With `rng`, sometimes also types part of one choice's label, which must still list it.
    """
    options: dict[int, list[str]] = {}
    for user_id in mentioned(prompt):
        member = table.by_id(user_id)
        assert member is not None, f"the prompt mentions <@{user_id}>, who is not at this table"
        choices = await member.autocomplete("play", "action", channel=table.thread)
        assert len(choices) <= 25
        assert all(c["name"] and len(str(c["value"])) <= 100 for c in choices), choices
        if choices:
            options[table.seat_of(member)] = [str(c["value"]) for c in choices]
        if choices and rng is not None and rng.random() < 0.1:
            await _check_typing(table, member, rng.choice(choices), rng)
    return options


async def _check_typing(
    table: Table, member: Member, choice: dict[str, Any], rng: random.Random
) -> None:
    """Typing part of a label narrows the list to matching choices, that one included."""
    label = str(choice["name"])
    start = rng.randrange(len(label))
    typed = label[start : start + rng.randint(2, 6)].strip() or label
    version = table.version()
    narrowed = await member.autocomplete("play", "action", typed, channel=table.thread)
    if table.version() != version:
        return
    assert choice in narrowed, f"typing {typed!r} lost {choice} from {narrowed}"
    for other in narrowed:
        text = f"{other['name']} {other['value']}".casefold()
        assert typed.casefold() in text, f"typing {typed!r} offered {other}"


async def wait_current_prompt(table: Table, timeout: float = 10.0) -> Message | None:
    """The prompt of the saved version (None once the game is over).

    The bot saves before it posts, so this waits for the post to catch up with the database.
    """

    def current() -> Message | bool | None:
        if table.game_over() is not None:
            return True
        prompt = table.latest_prompt()
        if prompt is not None and prompt_version(prompt, table.game_id) == table.version():
            return prompt
        return None

    found = await table.world.wait_for(current, timeout, "the prompt of the saved version")
    return found if isinstance(found, Message) else None


async def play_randomly(
    table: Table,
    rng: random.Random,
    max_actions: int,
    *,
    tracker: SecretTracker | None = None,
    surfaces: Sequence[str] = ("play", "button", "select"),
    check_bystanders: float = 0.1,
    ask_hands: Sequence[Member] = (),
) -> PlayLog:
    """Play seeded random legal actions until Game over or `max_actions` applied actions.

    Each step reads the current prompt, asks autocomplete for the legal actions of every player
    it mentions, picks one and does it through `/play` or the prompt's own component (mixed),
    then waits for the next prompt. A refusal of an action the bot offered fails, unless the
    call-out timer closed the phase in between. Players in `ask_hands` (closed DMs) use
    `/game hand` whenever they draw a new card, as a person would.
    """
    tracker = tracker or SecretTracker(table.world, table.game_id, table.thread_id)
    log = PlayLog()
    while log.actions < max_actions:
        prompt = await wait_current_prompt(table)
        if prompt is None:
            log.finished = True
            break
        for member in ask_hands:
            if log.actions == 0 or f"{member.name} draws a new goal card" in prompt.content:
                await ask_hand(table, member)
        version = table.version()
        options = await legal_options(table, prompt, rng)
        if rng.random() < check_bystanders:
            await _check_bystander(table, prompt, rng)
        if table.version() != version:
            continue  # the call-out timer moved the game on while we looked
        seats = [table.seat_of(m) for m in table.members if m.id in mentioned(prompt)]
        idle = [table.members[seat].name for seat in seats if seat not in options]
        assert not idle, f"the prompt asks {idle} to act, who may do nothing: {prompt.content!r}"
        active = snapshot_state(table.world, table.game_id).get("active")
        seat, action_id = choose(rng, options, table, tracker)
        member = table.members[seat]
        on_prompt = prompt_actions(prompt)
        usable = [s for s in surfaces if s == "play"]
        if action_id in on_prompt:
            usable += [s for s in surfaces if s == on_prompt[action_id][0]]
        surface = rng.choice(usable or ["play"])
        outcome = await act(table, member, action_id, surface, prompt=prompt)
        if not outcome.applied:
            assert outcome.raced, (
                f"the bot refused {member.name}'s legal {action_id!r} via {surface}:"
                f" {outcome.refusal!r}\n{table.world._tail()}"
            )
            log.refused_races += 1
            continue
        log.actions += 1
        log.surfaces[surface] += 1
        log.kinds[action_id.split(":")[0]] += 1
        log.acknowledged.append(outcome.result.id)
        if seat != active:
            log.by_non_active += 1
    else:
        log.finished = table.game_over() is not None
    if table.game_over() is not None:
        log.finished = True
    return log


async def play_until_call_out(table: Table, rng: random.Random, max_actions: int = 60) -> Message:
    """Play without calling out or passing until a call-out phase opens; its prompt."""
    for _ in range(max_actions):
        prompt = await wait_current_prompt(table)
        assert prompt is not None, "the game ended before a call-out phase"
        if snapshot_state(table.world, table.game_id)["phase"] == "callout":
            return prompt
        options = await legal_options(table, prompt)
        seat, ids = next(iter(options.items()))
        moves = [a for a in ids if not a.startswith(("callout", "reveal", "pass"))] or ids
        outcome = await act(table, table.members[seat], rng.choice(moves), "play")
        assert outcome.applied or outcome.raced, outcome.refusal
    raise AssertionError(f"no call-out phase within {max_actions} actions")


async def ask_hand(table: Table, member: Member) -> str:
    """`/game hand`: the card it shows, privately (the tracker reads it from the reply)."""
    result = await member.slash("game hand", channel=table.thread)
    assert result.ephemeral, f"/game hand answered publicly: {result!r}"
    found = GOAL_LINE.findall(result.content)
    assert found, f"/game hand shows no goal card: {result.content!r}"
    return found[-1].strip()


async def _check_bystander(table: Table, prompt: Message, rng: random.Random) -> None:
    """A seated player the prompt doesn't mention may do nothing: autocomplete lists nothing."""
    waiting = set(mentioned(prompt))
    others = [m for m in table.members if m.id not in waiting]
    if not others:
        return
    member = rng.choice(others)
    version = table.version()
    choices = await member.autocomplete("play", "action", channel=table.thread)
    if table.version() == version:
        assert choices == [], f"{member.name} is not asked to act but is offered {choices}"


# -- checks --------------------------------------------------------------------------------


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


def assert_dealt_by_dm(table: Table) -> None:
    """Every player got a DM with a goal card, naming the game and the server."""
    server = table.world.fake.state.guild_name
    for member in table.members:
        cards = [m for m in member.dms() if "Your goal card:" in m.content]
        assert cards, f"{member.name} got no goal card by DM; DMs: {member.dms()}"
        assert "Cheat Street" in cards[0].content and server in cards[0].content, cards[0].content


def assert_final_cards_match(table: Table, tracker: SecretTracker) -> None:
    """The card each player was last told privately is the one the saved game holds."""
    tracker.update()
    hands = snapshot_state(table.world, table.game_id)["hands"]
    board = cheat_street().board
    for seat, key in enumerate(hands):
        told = tracker.cards.get(seat)
        assert told == board.goal(key).name, f"seat {seat} was told {told!r}, holds {key!r}"


def public_views(world: World, game_id: int, versions: set[int]) -> dict[int, View]:
    """The public view of the game at each of `versions`, rebuilt from setup + event log."""
    game = cheat_street()
    rows = query(world, "SELECT seed FROM games WHERE id = ?", (game_id,))
    seed = int(rows[0][0])
    names = [n for _, _, n in seat_rows(world, game_id)]
    state = game.setup(names, seed, {})
    views: dict[int, View] = {}
    if 0 in versions:
        views[0] = game.view(state, None)
    for event in events(world, game_id):
        state, _ = apply_logged(game, state, event.seat, event.action_id)
        if event.version in versions:
            views[event.version] = game.view(state, None)
    return views


def assert_boards_are_public(table: Table, every: int = 1) -> int:
    """Each sampled prompt's board.png is byte-identical to the public view re-rendered.

    The public view has no cards in it, so an identical image cannot carry a secret. The
    Game over board is the final version's.
    """
    from renderers.cheat_street import render_png

    shown = boards_shown(table)
    sampled = shown[::every] + shown[-1:]
    wanted: dict[int, bytes] = dict(sampled)
    over = table.game_over()
    if over is not None:
        attachment = over.attachment("board.png")
        assert attachment is not None, "the Game over message has no board.png"
        wanted[table.version()] = attachment.data
    views = public_views(table.world, table.game_id, set(wanted))
    for version, data in sorted(wanted.items()):
        assert data == render_png(views[version]), (
            f"the board of version {version} is not the public view's"
        )
    return len(wanted)


def boards_shown(table: Table) -> list[tuple[int, bytes]]:
    """(version, board.png) of each turn message as posted or edited, in the order sent.

    Turn messages are edited in place, so the boards are read from the requests."""
    path = re.compile(rf"^/channels/{table.thread_id}/messages(/\d+)?$")
    shown = []
    for record in table.world.fake.requests:
        if record.method not in ("POST", "PATCH") or not path.match(record.path):
            continue
        board = next((f.data for f in record.files if f.filename == "board.png"), None)
        rows = (record.payload or {}).get("components") or []
        ids = [c.get("custom_id", "") for row in rows for c in row.get("components", [])]
        versions = [int(m["version"]) for i in ids if (m := PROMPT_ID.match(i))]
        if board is not None and versions and record.status == 200:
            shown.append((versions[0], board))
    return shown


def assert_thread_mentions_only(table: Table) -> None:
    """No message in the game's thread mentions anyone outside its players."""
    players = {m.id for m in table.members}
    for message in table.world.messages(table.thread, include_ephemeral=True):
        strangers = set(map(int, MENTION.findall(message.text))) - players
        assert not strangers, f"message {message.id} in {table.thread.name} mentions {strangers}"


def assert_game_over(table: Table) -> Message:
    """Game over names one winner by mention, lists standings; no prompt keeps controls."""
    over = table.game_over()
    assert over is not None, "no Game over message"
    winners = [int(u) for u in MENTION.findall(over.content.splitlines()[0])]
    assert len(winners) == 1 and table.by_id(winners[0]) is not None, over.content
    assert "Final standings" in over.content, over.content
    state = snapshot_state(table.world, table.game_id)
    assert state["phase"] == "over"
    assert table.members[state["winner"]].id == winners[0], "the winner named is not the saved one"
    assert max(state["scores"]) >= 21
    assert game_status(table.world, table.game_id) == "finished"
    boards = [m for m in table.messages() if m.attachment("board.png") and m.id < over.id]
    assert boards and not boards[-1].components, (
        f"the last prompt keeps its controls: {boards[-1].content if boards else None!r}"
    )
    return over


async def assert_nothing_works_after_the_end(table: Table) -> None:
    """After Game over: an older prompt's control, `/play` and autocomplete all do nothing."""
    world = table.world
    version = table.version()
    member = table.members[1]
    assert await member.autocomplete("play", "action", channel=table.thread) == []
    played = await member.slash("play", channel=table.thread, action="roll")
    assert played.ephemeral and "ended" in played.content, played.content
    older = next((m for m in reversed(table.prompts()) if prompt_actions(m)), None)
    if older is not None:
        _, custom_id, value = next(iter(prompt_actions(older).values()))
        if value is None:
            clicked = await member.click(custom_id, message=older, settle=False)
        else:
            clicked = await member.select(custom_id, value, message=older, settle=False)
        await clicked.wait(lambda r: r.followups, 5)
        answer = clicked.followups[0]
        assert answer.ephemeral and ("ended" in answer.content or OUT_OF_DATE in answer.content)
    assert table.version() == version and game_status(world, table.game_id) == "finished"
