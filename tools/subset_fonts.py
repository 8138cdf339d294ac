"""Rebuild the fallback fonts in data/fonts from the Debian font packages, cut to size.

    apt-get download fonts-noto-core fonts-noto-cjk fonts-symbola
    for deb in *.deb; do dpkg-deb -x "$deb" root; done
    python tools/subset_fonts.py root

The full CJK and emoji fonts are tens of megabytes; players' names need far less. Each font is
cut to the characters worth keeping (the common Chinese, Japanese and Korean characters, the
Arabic and Hebrew blocks, the emoji blocks), with the layout tables that shaping needs.
Needs fontTools (``pip install fonttools``); the bot itself only reads the results.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

OUT = Path(__file__).resolve().parents[1] / "data" / "fonts"
NOTO = "usr/share/fonts/truetype/noto"
NOTO_CJK = "usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
SYMBOLA = "usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf"
ASCII = range(0x20, 0x7F)
JOINERS = (0x200C, 0x200D, 0xFE0E, 0xFE0F)


def spans(*pairs: tuple[int, int]) -> set[int]:
    return {code for low, high in pairs for code in range(low, high + 1)}


def decoded(codec: str, rows: range, cells: range = range(0xA1, 0xFF)) -> set[int]:
    """Characters of a two-byte national standard, row by row (GB 2312, JIS X 0208, KS X 1001)."""
    found = set()
    for row in rows:
        for cell in cells:
            try:
                found.update(map(ord, bytes([row, cell]).decode(codec)))
            except UnicodeDecodeError:
                continue
    return found


ARABIC = spans((0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF))
ARABIC |= spans((0xFE70, 0xFEFF))
CJK = decoded("gb2312", range(0xB0, 0xD8))  # level 1 hanzi: the 3755 most used
CJK |= decoded("euc_jp", range(0xB0, 0xD0))  # JIS level 1 kanji
CJK |= decoded("euc_kr", range(0xB0, 0xC9))  # the 2350 Hangul syllables of KS X 1001
CJK |= spans((0x3000, 0x30FF), (0x3130, 0x318F), (0x31F0, 0x31FF), (0xFF00, 0xFFEF))
EMOJI = spans((0x1F300, 0x1F64F), (0x1F680, 0x1F6FF), (0x1F900, 0x1F9FF), (0x1FA70, 0x1FAFF))
EMOJI |= spans((0x2600, 0x27BF), (0x2B00, 0x2BFF), (0x1F1E6, 0x1F1FF), (0x2190, 0x21FF))


def cut(font: TTFont, codes: Iterable[int], target: Path) -> None:
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    keep = set(codes) | set(ASCII) | set(JOINERS)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(keep & set(font.getBestCmap())))
    subsetter.subset(font)
    font.save(str(target))
    print(f"{target.name}: {target.stat().st_size // 1024} KiB")


def main(root: Path) -> None:
    for weight in ("Regular", "Bold"):
        cut(
            TTFont(root / NOTO / f"NotoSansArabic-{weight}.ttf"),
            ARABIC,
            OUT / f"NotoSansArabic-{weight}.ttf",
        )
        hebrew = spans((0x0590, 0x05FF), (0xFB1D, 0xFB4F))
        cut(
            TTFont(root / NOTO / f"NotoSansHebrew-{weight}.ttf"),
            hebrew,
            OUT / f"NotoSansHebrew-{weight}.ttf",
        )
    collection = TTCollection(str(root / NOTO_CJK))
    simplified = next(f for f in collection.fonts if "CJK SC" in f["name"].getDebugName(1))
    cut(simplified, CJK, OUT / "NotoSansCJKsc-Regular.otf")
    cut(TTFont(root / SYMBOLA), EMOJI, OUT / "Symbola-Emoji.ttf")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
