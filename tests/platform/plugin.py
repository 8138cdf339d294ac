"""Installing Toy Party the way a game shipped as its own package is installed."""

from __future__ import annotations

from pathlib import Path


def install_plugin(folder: Path) -> Path:
    """A dist-info folder declaring Toy Party as a game, as ``pip install`` would leave it."""
    info = folder / "game_night_toy_party-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: game-night-toy-party\nVersion: 0.1\n"
    )
    (info / "entry_points.txt").write_text(
        "[game_night.games]\ntoy-party = tests.platform.party_game:PartyGame\n"
    )
    return folder
