"""The action ids and menu names of Rivals, shared by the rules and their refusals.

Ids are stable ASCII (saved event logs replay them): ``first:<seat>``, ``keep:<career>``,
``steal:<card>``, ``career:<seat>``, ``spin``, ``play:<card>:<target>``,
``gossip:<card>:<target>``, ``discard:<card>``. A target is ``me`` or ``rival``; any other word
is a well-formed id the rules refuse in words, not a malformed one.
"""

from __future__ import annotations

from bot.engine import ActionIds, ActionKind
from bot.engine.ids import number, word
from bot.sentences import Sentence

IDS = ActionIds(
    "Rivals",
    (
        ActionKind("first", (number("seat"),)),
        ActionKind("keep", (word("career"),)),
        ActionKind("steal", (word("card"),)),
        ActionKind("career", (number("seat"),)),
        ActionKind("spin"),
        ActionKind("play", (word("card"), word("target"))),
        ActionKind("gossip", (word("card"), word("target"))),
        ActionKind("discard", (word("card"),)),
    ),
)
FIRST_PLAYER, KEEP_CAREER, NEW_CAREER = IDS["first"], IDS["keep"], IDS["career"]
STEAL, SPIN = IDS["steal"], IDS["spin"]
PLAY_CARD, PICK_CARD, SET_ASIDE = IDS["play"], IDS["gossip"], IDS["discard"]

PANEL = Sentence("life-rivals-panel")
CAREER_PANEL = Sentence("life-rivals-career-panel")
ME, RIVAL = "me", "rival"
PLAY_GROUP = Sentence("life-rivals-group-play")
GOSSIP_GROUP = Sentence("life-rivals-group-gossip")
KEEP_GROUP = Sentence("life-rivals-group-keep")
STEAL_GROUP = Sentence("life-rivals-group-steal")
SPIN_FOR_FIRST, HOST_SAYS = "spin", "host"
"""The values of the ``first`` option: a jealousy spin, or the host says who is more jealous."""
