"""The action ids and menu names of Rivals, shared by the rules and their refusals.

Ids are stable ASCII: ``keep:<career>``, ``steal:<card>``, ``career:<seat>``, ``spin``,
``play:<card>:me|rival``, ``gossip:<card>:me|rival``, ``discard:<card>``.
"""

from __future__ import annotations

PANEL = "My cards"
CAREER_PANEL = "My careers"
ME, RIVAL = "me", "rival"
SPIN = "spin"
KEEP, STEAL, NEW_CAREER = "keep:", "steal:", "career:"
PLAY_PREFIX, GOSSIP_PREFIX, DISCARD = "play:", "gossip:", "discard:"
PLAY_GROUP = "Play a card"
GOSSIP_GROUP = "Pick from the rival's hand"
KEEP_GROUP = "Keep a career"
STEAL_GROUP = "Steal Stuff before you spin"
