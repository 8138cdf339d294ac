"""Names as people type them, made safe to keep: no control or bidi characters, bounded length.

Display names come from the least trusted people a bot meets. An RTL override or an isolate
would reorder the text around a name (a prompt, a scores line, a board label), and control
characters break layouts, so both are taken out once, where a name enters the game. Escaping for
Discord's markdown is a separate job done where text is posted (cogs/text.py).

Only a computer's name ends with " (computer)": a person who calls herself "Ana (computer)" (or
"Ana （Cоmputer）" in look-alike letters) is shown as "Ana", so she can't pass for one.
"""

from __future__ import annotations

import re
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


LOOK_ALIKES = str.maketrans(
    {
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "м": "m",
        "т": "t", "ս": "u", "υ": "u", "ο": "o", "ρ": "p", "τ": "t", "ε": "e", "0": "o",
        "❨": "(", "❩": ")", "⟮": "(", "⟯": ")", "❪": "(", "❫": ")",
    }
)  # fmt: skip
"""Letters and brackets from other scripts that read as the Latin ones of "(computer)"."""
COMPUTER_SUFFIX = re.compile(r"\(co(?:m|rn)puter\)$")
"""The suffix as a skeleton (folded, look-alikes mapped, spaces gone) spells it."""


def clean_name(name: str, fallback: str = "Player") -> str:
    """A display name fit to keep for a game: controls removed, spaces collapsed, bounded,
    and no computer's suffix."""
    cleaned = " ".join(without_controls(name).split())[:MAX_NAME].strip()
    return without_computer_suffix(cleaned) or fallback


def without_computer_suffix(name: str) -> str:
    """``name`` with every trailing " (computer)" taken off, in any case or look-alike."""
    while (start := _computer_suffix_start(name)) is not None:
        name = name[:start].rstrip()
    return name


def _computer_suffix_start(name: str) -> int | None:
    """Where a trailing "(computer)" begins in ``name``, matched on its skeleton."""
    skeleton, origin = [], []
    for index, ch in enumerate(name):
        for letter in _skeleton(ch):
            skeleton.append(letter)
            origin.append(index)
    found = COMPUTER_SUFFIX.search("".join(skeleton))
    return None if found is None else origin[found.start()]


def _skeleton(ch: str) -> str:
    """How ``ch`` reads: compatibility form, accents dropped, folded, look-alikes mapped;
    spaces read as nothing."""
    decomposed = unicodedata.normalize("NFKD", ch)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return "".join(bare.casefold().translate(LOOK_ALIKES).split())
