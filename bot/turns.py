"""One message per turn: whether a frame edits the turn's message or posts a new one.

The table stays calm and reads later as the game's log. A turn is the time one player's turn
lasts (``View.active``); its message is posted when the turn begins and addresses that player
and everyone the game waits for, who are pinged. While the turn goes on (steps, passes, a
call-out and its answer, a card played) the message is edited and its story grows. A new
message is posted only when a different player's turn begins, when the game starts waiting
for someone the message did not address, or when a timed phase opens mid-turn and needs the
attention of everyone it waits for. A ping goes only to those the game was not waiting for a
moment ago, except when a timed phase opens: it runs on a clock, so all it waits for hear.
Pure: the host decides, the Discord side carries it out.

What a turn shows while it lasts may be more than its message keeps once it is over: an event's
``after_turn`` line replaces its text in the kept story (``TurnMessage.kept``), and the view's
``board_after_turn`` replaces the board (``after_turn_view``). Retiring the message is one edit
of it, to that text and board.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace

from bot.engine import Event, View

STORY_JOIN = " · "
STORY_BUDGET = 1400
"""Characters of story a turn message shows; older events give way to newer ones."""


@dataclass(frozen=True)
class TurnMessage:
    """The message showing the current turn: whose turn, whom it addressed, its story."""

    message_id: int
    owner: int | None
    """Whose turn the message shows (``View.active``)."""
    addressed: frozenset[int]
    """Everyone the message mentioned when it was posted."""
    waiting: frozenset[int]
    """Whom the game waited for at the last frame shown."""
    story: tuple[str, ...]
    timed: bool = False
    board: str = ""
    kept: tuple[str, ...] | None = None
    """The story the message keeps once its turn is over; None: the story itself."""

    def to_json(self) -> str:
        """What is saved with the game, so a restart edits this message again."""
        data = {
            "owner": self.owner,
            "addressed": sorted(self.addressed),
            "waiting": sorted(self.waiting),
            "story": list(self.story),
            "timed": self.timed,
            "board": self.board,
        }
        if self.kept is not None:
            data["kept"] = list(self.kept)
        return json.dumps(data)

    @classmethod
    def from_json(cls, message_id: int | None, text: str | None) -> TurnMessage | None:
        """The saved turn message, or None when there is none (or it can't be read)."""
        if message_id is None or not text:
            return None
        try:
            data = json.loads(text)
            owner = data.get("owner")
            kept = data.get("kept")
            return cls(
                message_id,
                None if owner is None else int(owner),
                frozenset(int(seat) for seat in data["addressed"]),
                frozenset(int(seat) for seat in data["waiting"]),
                tuple(str(line) for line in data["story"]),
                bool(data.get("timed", False)),
                str(data.get("board", "")),
                None if kept is None else tuple(str(line) for line in kept),
            )
        except (ValueError, KeyError, TypeError):
            return None


@dataclass(frozen=True)
class TurnPlan:
    """How to show one frame: edit ``edit`` (a message id), or post anew when it is None."""

    edit: int | None
    retire: int | None
    """The previous turn message, which stops offering controls once the new one is up."""
    story: tuple[str, ...]
    ping: tuple[int, ...]
    """Seats to notify with this new message (none for an edit)."""
    owner: int | None
    addressed: frozenset[int]
    waiting: frozenset[int]
    timed: bool
    board: str
    shown_board: str = ""
    """The board key the edited message shows now ("" unknown), to reuse its image."""
    kept: tuple[str, ...] | None = None
    """The story the message keeps once its turn is over; None: ``story`` itself."""

    @property
    def posts(self) -> bool:
        return self.edit is None

    @property
    def kept_story(self) -> tuple[str, ...]:
        """The story as the message keeps it once its turn is over."""
        return self.story if self.kept is None else self.kept

    def shown_as(self, message_id: int) -> TurnMessage:
        """The turn message once this plan is carried out as ``message_id``."""
        return TurnMessage(
            message_id,
            self.owner,
            self.addressed,
            self.waiting,
            self.story,
            self.timed,
            self.board,
            self.kept,
        )


def plan_turn(
    current: TurnMessage | None,
    *,
    owner: int | None,
    waiting: Sequence[int],
    lines: Sequence[str],
    timed: bool,
    board: str,
    kept_lines: Sequence[str] | None = None,
) -> TurnPlan:
    """Post or edit, who to ping, and the story so far, for a frame of ``owner``'s turn
    waiting on ``waiting``; ``kept_lines`` are ``lines`` as the story keeps them once the turn
    is over (None: the same)."""
    now = frozenset(waiting)
    opens_timed_phase = timed and (current is None or not current.timed)
    if (
        current is not None
        and owner == current.owner
        and now <= current.addressed
        and not opens_timed_phase
    ):
        return TurnPlan(
            edit=current.message_id,
            retire=None,
            story=(*current.story, *lines),
            ping=(),
            owner=owner,
            addressed=current.addressed,
            waiting=now,
            timed=timed,
            board=board,
            shown_board=current.board,
            kept=_kept(current.story, current.kept, lines, kept_lines),
        )
    addressed = now | ({owner} if owner is not None else set())
    before = current.waiting if current is not None else frozenset()
    if opens_timed_phase:
        # Everyone the window waits for hears of it; the turn's owner too when it opens the
        # turn, not when it opens in the middle of a turn she was already told of.
        same_turn = current is not None and current.owner == owner
        ping = now if same_turn else addressed
    else:
        ping = addressed - before
    return TurnPlan(
        edit=None,
        retire=current.message_id if current is not None else None,
        story=tuple(lines),
        ping=tuple(sorted(ping)),
        owner=owner,
        addressed=addressed,
        waiting=now,
        timed=timed,
        board=board,
        kept=_kept((), None, lines, kept_lines),
    )


def _kept(
    story: Sequence[str],
    kept: Sequence[str] | None,
    lines: Sequence[str],
    kept_lines: Sequence[str] | None,
) -> tuple[str, ...] | None:
    """The kept story after ``lines`` join ``story``; None while it is the story itself, so
    games that keep everything save nothing more."""
    if kept is None and (kept_lines is None or tuple(kept_lines) == tuple(lines)):
        return None
    return (*(story if kept is None else kept), *(lines if kept_lines is None else kept_lines))


def kept_lines(events: Sequence[Event]) -> tuple[str, ...] | None:
    """The events' lines as the turn's story keeps them once it is over; None: their texts."""
    if all(event.after_turn is None for event in events):
        return None
    return tuple(event.text if event.after_turn is None else event.after_turn for event in events)


def after_turn_view(view: View) -> View:
    """``view`` as a finished turn's message keeps it: its board after the turn."""
    if view.board_after_turn is None:
        return view
    return replace(view, board=view.board_after_turn, board_after_turn=None)


def story_text(story: Sequence[str], budget: int = STORY_BUDGET) -> str:
    """The story on one line; when it is too long, the newest events that fit, after "…"."""
    text = STORY_JOIN.join(story)
    if len(text) <= budget:
        return text
    kept: list[str] = []
    used = 1
    for line in reversed(story):
        used += len(line) + len(STORY_JOIN)
        if used > budget:
            break
        kept.append(line)
    if not kept:
        return "…" + story[-1][-(budget - 1) :]
    return STORY_JOIN.join(["…", *reversed(kept)])


def board_key(view: View, drawing: Hashable | None = None) -> str:
    """Identifies what a board image shows, so an unchanged board is neither drawn nor uploaded
    again. ``drawing`` is what the game's renderer draws of the view (its ``drawing``): views
    that differ only in what the board does not draw share a key. Without one, the whole
    public view is the key."""
    if view.seat is not None:
        raise ValueError("only the public view is drawn for a channel")
    shown = repr(view) if drawing is None else repr((view.game, drawing))
    if view.language != "en":
        shown += f"@{view.language}"
    return hashlib.blake2b(shown.encode(), digest_size=12).hexdigest()
