"""The action ids and menu names of Rivals, shared by the rules and their refusals.

Ids are stable ASCII: ``first:<seat>``, ``keep:<career>``, ``steal:<card>``, ``career:<seat>``,
``spin``, ``play:<card>:me|rival``, ``gossip:<card>:me|rival``, ``discard:<card>``.
"""

from __future__ import annotations

PANEL = "My cards"
CAREER_PANEL = "My careers"
ME, RIVAL = "me", "rival"
SPIN = "spin"
KEEP, STEAL, NEW_CAREER, FIRST_PLAYER = "keep:", "steal:", "career:", "first:"
PLAY_PREFIX, GOSSIP_PREFIX, DISCARD = "play:", "gossip:", "discard:"
PLAY_GROUP = "Play a card"
GOSSIP_GROUP = "Pick from the rival's hand"
KEEP_GROUP = "Keep a career"
STEAL_GROUP = "Steal Stuff before you spin"
SPIN_FOR_FIRST, HOST_SAYS = "spin", "host"
"""The values of the ``first`` option: a jealousy spin, or the host says who is more jealous."""
