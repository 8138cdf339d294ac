"""The numbered badges that tie a menu to the board: after a roll, every place a public control
names (where a pawn may go or step, where the rolled tomb may slide) gets a short number, the
board draws it on that place and the control's label begins with it ("3 · D8 (Magic Potion)").

Places are numbered in the order the controls list them, so each menu reads 1, 2, 3 …; a place
two controls name (both pawns can reach it) keeps one number. Only the label changes: the ids
stay exactly as they were, since saved event logs replay them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot.engine import Action
from bot.games.goosebumps.words import PREFIX
from bot.sentences import Sentence

SEPARATOR = " · "
"""Between the badge and the label (the catalog's ``goosebumps-badged`` says it so)."""
BADGED = f"{PREFIX}badged"


@dataclass(frozen=True)
class Placed:
    """A public control and the space it names on the board (None: it names no space)."""

    action: Action
    place: str | None = None


def badges(controls: Iterable[Placed]) -> dict[str, str]:
    """Each named place's badge, numbered from 1 in the order the controls first name it."""
    found: dict[str, str] = {}
    for control in controls:
        if control.place is not None and control.place not in found:
            found[control.place] = str(len(found) + 1)
    return found


def badged(controls: Sequence[Placed]) -> list[Action]:
    """The controls' actions, a label naming a place begun by that place's badge."""
    numbers = badges(controls)
    return [labelled(control, numbers) for control in controls]


def labelled(control: Placed, numbers: Mapping[str, str]) -> Action:
    if control.place is None:
        return control.action
    action = control.action
    label = badged_label(numbers[control.place], action.label)
    return Action(action.id, label, action.group, action.seat)


@lru_cache(maxsize=4096)
def badged_label(badge: str, label: str) -> Sentence:
    """``goosebumps-badged``: "3 · D8 (Magic Potion)". Its English is put together here, as
    the catalog says it: every listing of choices numbers its labels anew, and formatting
    each through the catalog would cost more than the listing (and it is kept, as every
    seat's listing and every check of an action number the same labels). Worded in another
    language (or copied, or pickled) it is the catalog's sentence like any other."""
    sentence = str.__new__(Sentence, f"{badge}{SEPARATOR}{label}")
    sentence.message_id, sentence.args = BADGED, {"badge": badge, "label": label}
    return sentence
