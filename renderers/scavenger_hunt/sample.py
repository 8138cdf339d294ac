"""A mid-game public position for the docs, the benchmarks and the palette: four lists made,
Ana has rolled 5 from space 37 and may stop on the spaces the board letters, Chloë walked last
into the red Garage, a Dog stands on space 25."""

from __future__ import annotations

from bot.games.scavenger_hunt.boards import ScavengerHuntView
from bot.games.scavenger_hunt.rules import ScavengerHunt

SAMPLE_NAMES = ("Ana", "Ben", "Chloë", "Dmitri")


def sample_view(rules: ScavengerHunt, players: int = 4) -> ScavengerHuntView:
    """The position above at a table of ``players`` (the later seats left out)."""
    state = rules.setup(list(SAMPLE_NAMES[:players]), 3, {})
    while state.phase == "list":
        seat = next(s for s in range(players) if rules.legal_actions(state, s))
        state, _ = rules.apply(state, seat, rules.legal_actions(state, seat)[0].id)
    state.active = 0
    state.positions = ["p36", "p14", "garage-red", "p33"][:players]
    state.collected = [2, 1, 3, 0][:players]
    state.dogs = ["p24"]
    if players > 2:
        state.last_mover, state.last_path = 2, ["p20", "p21", "p22", "yard-yellow", "garage-red"]
    state, _ = rules.start_turn_with(state, (2, 3))
    return rules.view(state, None)
