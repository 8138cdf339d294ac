"""The words of Sweet Valley High: the phase line, each seat's private lines, and the one
sentence that says why an action is refused."""

from __future__ import annotations

from bot.engine import OVER, ActionIds, GroupDecision
from bot.games.sweet_valley_high import phases
from bot.games.sweet_valley_high.actions import SECRET
from bot.games.sweet_valley_high.facts import Facts
from bot.games.sweet_valley_high.school import (
    BONUS,
    HOME,
    MOVE,
    PEEK,
    PUT_BACK,
    RETURN,
    School,
)
from bot.games.sweet_valley_high.state import SvhState

ACTION_WORDS = {
    BONUS: "bonus turn",
    MOVE: "move to any space",
    PEEK: "peek/take from any classroom",
    PUT_BACK: "put back one item",
    RETURN: "return her boyfriend to an empty classroom",
}

PEEKED_IN = "You peeked in "


def peek_line(school: School, room: str, card: str) -> str:
    """What a peek tells the one who peeked: her private line until her next peek."""
    return f"{PEEKED_IN}{school.rooms[room].name}: {school.card_names[card]}."


def read_peek(school: School, line: str) -> tuple[str, str] | None:
    """The classroom and the card's name a peek line tells (None for no peek): the line is
    all the state keeps of what she saw, and Go To Detention cards share one name."""
    for room, info in school.rooms.items():
        opening = f"{PEEKED_IN}{info.name}: "
        if line.startswith(opening) and line.endswith("."):
            return room, line[len(opening) : -1]
    return None


class Words(Facts):
    """Texts built from a state; refusals go to the one seat that tried. The game object
    provides ``ids``."""

    ids: ActionIds

    def _destination_label(self, s: SvhState, space: str) -> str:
        name = self._space_name(space)
        if space == self._home_if_complete(s, s.mover):
            return f"{name} (home to win)"
        taken = [s.players[i] for i, p in enumerate(s.positions) if p == space and i != s.mover]
        if taken and self.school.spaces[space].kind != HOME:
            return f"{name} (sends {taken[0]} home)"
        return name

    def _phase_text(self, s: SvhState) -> str:
        """What the table waits for now, in the present: the line under whose turn it is."""
        if s.phase == OVER:
            winner = s.players[s.winners[0]] if s.winners else "nobody"
            return f"Game over: {winner} won"
        mover = s.players[s.mover]
        if s.phase == phases.MOVE:
            return self._move_text(s, mover)
        if s.phase == phases.RETURN:
            return self._return_text(s)
        return {
            phases.CHOOSE: f"{mover} chooses a character",
            phases.ROLL: f"{mover} rolls the die",
            phases.DOUBLE: f"{mover} chooses which classroom to look in",
            phases.EXCHANGE: f"{mover} may exchange her boyfriend",
            phases.TRADE: f"{mover} must trade places",
            phases.CHANGE: f"{mover} must change boyfriends",
            phases.MOVE_ANY: f"{mover} moves to any space",
            phases.PEEK: f"{mover} peeks in a classroom",
            phases.PEEKED: f"{mover} looks at the card in secret",
            phases.PUT_ITEM: f"{mover} puts back one item",
            phases.PUT_ROOM: f"{mover} chooses an empty classroom",
        }[s.phase]

    def _move_text(self, s: SvhState, mover: str) -> str:
        if s.stepping.on:
            return f"{mover} walks step by step: {s.stepping.left} to go"
        return f"{mover} chooses where to walk {s.roll}"

    def _return_text(self, s: SvhState) -> str:
        voters = GroupDecision.load(s.decision).voters
        names = [s.players[seat] for seat in voters]
        who = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
        boyfriend = self.school.card_names[s.pending["boyfriend"]]
        verb = "chooses" if len(names) == 1 else "choose"
        return f"{who} {verb} a classroom for {boyfriend}"

    def _private_lines(self, s: SvhState, seat: int) -> tuple[str, ...]:
        """Only ``seat``'s own knowledge: her goal, her face-down boyfriend, her last peek."""
        if not s.characters[seat]:
            return ("Choose your character when it is your turn to choose.",)
        school = self.school
        character = self._character(s, seat)
        wanted = ", ".join(school.card_names[i] for i in character.items)
        lines = [
            f"You are {character.name}: find {school.card_names[character.boyfriend]} and "
            f"{wanted} for {character.date}."
        ]
        held = s.boyfriends[seat]
        if held is not None and s.seen[seat]:
            lines.append(f"Your boyfriend: {school.card_names[held]} (everyone saw him).")
        elif held is not None:
            lines.append(f"Your boyfriend card: {school.card_names[held]}.")
        if s.peeks[seat]:
            lines.append(s.peeks[seat])
        return tuple(lines)

    def _hidden_lines(self, s: SvhState, seat: int) -> tuple[str, ...]:
        """The private lines nobody else knows: a boyfriend they never saw, her last peek."""
        return tuple(line for line in self._private_lines(s, seat) if line.startswith(SECRET))

    def refusal(self, s: SvhState, seat: int, action_id: str) -> str:
        """Why the well-formed ``action_id`` is not legal for ``seat`` now, in one sentence."""
        parsed = self.ids.parse(action_id)
        kind, arg = parsed.kind, parsed.values[0] if parsed.values else None
        if s.phase == phases.RETURN:
            if kind == "vote":
                decision = GroupDecision.load(s.decision)
                if seat not in decision.voters:
                    return "You must collect him yourself, so the others choose his classroom."
                if seat not in decision.pending:
                    return "You have already voted; the others are still deciding."
                return self._room_refusal(s, arg)
            return "The others are choosing a classroom for the boyfriend first."
        if seat != s.mover:
            return f"It's {s.players[s.mover]}'s turn to choose."
        if kind in ("trade", "change") and arg >= len(s.players):
            return "There is no such player at this table."
        if kind == "go" and s.phase == phases.MOVE and not s.stepping.on:
            return f"You can't reach {self._place(arg)} with a roll of {s.roll}."
        if kind == "go" and s.phase == phases.MOVE:
            return "You are moving step by step; choose your next step."
        if kind == "go" and s.phase == phases.ROLL:
            return "Roll the die first."
        if kind == "look" and s.phase == phases.DOUBLE:
            return f"This space doesn't point at {self.school.rooms[arg].name}."
        if kind in ("trade", "change") and arg == seat:
            return "You can't trade with yourself."
        if kind == "trade" and s.phase == phases.TRADE:
            return f"{s.players[arg]} is in the Detention Room and can't trade places."
        if kind == "change" and s.phase == phases.CHANGE:
            return f"{s.players[arg]} has no boyfriend to trade."
        if kind == "into" and s.phase == phases.PUT_ROOM:
            return self._room_refusal(s, arg)
        if kind == "step" and s.phase == phases.MOVE:
            return f"You can't step to {self._place(arg)} now."
        return "You can't do that now."

    def _room_refusal(self, s: SvhState, room: str) -> str:
        if room == self.school.detention:
            return "Nothing can be put in the Detention Room."
        return f"{self.school.rooms[room].name} already holds a card; choose an empty classroom."
