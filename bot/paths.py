"""Where the repository's data lives, found from this file so any working directory works."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = ROOT / "data"
MIGRATIONS_DIR = DATA_DIR / "migrations"
FONTS_DIR = DATA_DIR / "fonts"
LOCALES_DIR = ROOT / "locales"
