"""Names as people type them, made safe to keep: no control or bidi characters, bounded length.

Display names come from the least trusted people a bot meets. An RTL override or an isolate
would reorder the text around a name (a prompt, a scores line, a board label), and control
characters break layouts, so both are taken out once, where a name enters the game. Escaping for
Discord's markdown is a separate job done where text is posted (cogs/text.py).
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 32
BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""Arabic letter mark, LRM/RLM, the embeddings and overrides, and the isolates."""
KEPT_FORMATS = frozenset("\u200d\ufe0e\ufe0f")
"""Zero-width joiner and variation selectors: emoji sequences need them."""


def without_controls(text: str) -> str:
    """``text`` without bidi controls and other invisible control or format characters."""
    return "".join(
        ch
        for ch in text
        if ch not in BIDI_CONTROLS
        and (_kept_format(ch) or unicodedata.category(ch) not in ("Cc", "Cf"))
    )


def _kept_format(ch: str) -> bool:
    """Joiners, variation selectors and emoji tag characters (the flags of England, Wales)."""
    return ch in KEPT_FORMATS or "\U000e0020" <= ch <= "\U000e007f"


def clean_name(name: str, fallback: str = "Player") -> str:
    """A display name fit to keep for a game: controls removed, spaces collapsed, bounded."""
    cleaned = " ".join(without_controls(name).split())[:MAX_NAME].strip()
    return cleaned or fallback
