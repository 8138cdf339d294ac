"""What a Sweet Valley High position says, read the same way by the rules, the controls and
the words: who plays whom, which cards may be collected, which rooms are empty, where a move
may end. Only public facts feed what the table is shown."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine import seats_to_the_left
from bot.games.sweet_valley_high import marks, phases
from bot.games.sweet_valley_high.paths import Walks
from bot.games.sweet_valley_high.school import ARROW, HALL, Character, School
from bot.games.sweet_valley_high.state import SvhState


class Facts:
    """Readings of a state against the school; the game object provides ``school`` and its
    ``walks``."""

    school: School
    walks: Walks

    def _complete(self, s: SvhState, seat: int) -> bool:
        character = self._character(s, seat)
        return set(s.items[seat]) == set(character.items) and (
            s.boyfriends[seat] == character.boyfriend
        )

    def _wins_at_home(self, s: SvhState, seat: int) -> bool:
        character = self._character(s, seat)
        return s.positions[seat] == character.home and self._complete(s, seat)

    def _character(self, s: SvhState, seat: int) -> Character:
        return self.school.character(s.characters[seat])

    def _seat_of(self, s: SvhState, character: str) -> int | None:
        return s.characters.index(character) if character in s.characters else None

    def _absent(self, s: SvhState, card: str) -> bool:
        owner = self.school.owners.get(card)
        return owner is not None and owner not in s.characters

    def _owner_name(self, card: str) -> str:
        return self.school.character(self.school.owners[card]).name

    def _may_collect(self, s: SvhState, seat: int, card: str) -> bool:
        if self._absent(s, card) or card in self.school.detention_cards:
            return False
        if card in self.school.boyfriends:
            return True
        return self.school.owners[card] == s.characters[seat]

    def _face_down(self, s: SvhState) -> list[str]:
        return [r for r, c in s.rooms.items() if c is not None and r not in s.face_up]

    def _empty_rooms(self, s: SvhState) -> list[str]:
        return [r for r, c in s.rooms.items() if c is None]

    def _trade_targets(self, s: SvhState) -> list[int]:
        return [
            i
            for i in seats_to_the_left(s.mover, len(s.players))
            if s.positions[i] != self.school.detention
        ]

    def _holders(self, s: SvhState) -> list[int]:
        return [i for i in seats_to_the_left(s.mover, len(s.players)) if s.boyfriends[i]]

    def _home_if_complete(self, s: SvhState, seat: int) -> str | None:
        return self._character(s, seat).home if self._complete(s, seat) else None

    def _destinations(self, s: SvhState) -> Mapping[str, tuple[str, ...]]:
        if s.phase != phases.MOVE or s.stepping.on or not s.roll:
            return {}
        here = s.positions[s.mover]
        return self.walks.destinations(here, s.roll, self._home_if_complete(s, s.mover))

    def _badges(self, s: SvhState) -> dict[str, str]:
        """The badge on each space the mover may choose after her roll (where a move may end,
        or her next step), numbered in the order the menu lists them."""
        if s.phase != phases.MOVE or not s.roll:
            return {}
        return marks.numbered(self._next_steps(s) if s.stepping.on else self._destinations(s))

    def _next_steps(self, s: SvhState) -> list[str]:
        home = self._home_if_complete(s, s.mover)
        return self.walks.next_steps(s.stepping.path, s.stepping.left, home)

    def _space_name(self, space: str) -> str:
        """The place as a menu names it, as the board shows it ("Lockers", "Science arrow")."""
        if space == self.school.detention:
            return self.school.rooms[space].name
        return self.school.spaces[space].name

    def _place(self, space: str) -> str:
        """The place as a sentence names it: "the Lockers", "the Science arrow", "Jessica's
        Home", "Trade Places at the top", "the Detention Room"."""
        kind = None if space == self.school.detention else self.school.spaces[space].kind
        name = self._space_name(space)
        return the(name) if kind in (None, ARROW, HALL) else name

    def _item(self, card: str) -> str:
        """An item card as a sentence names it: "the Prom Dress", "Ms. Dalton"."""
        name = self.school.card_names[card]
        return name if name.startswith(TITLES) else the(name)


TITLES = ("Mr. ", "Ms. ", "Mrs. ")
"""How a teacher's card begins: a person, named without an article."""


def the(name: str) -> str:
    """``name`` with "the" before it, unless it has one ("The Oracle arrow")."""
    return name if name.startswith("The ") else f"the {name}"
