"""The games the platform tests host: the toy games beside every registered game."""

from __future__ import annotations

from functools import cache

from bot.catalog import Catalog, CatalogEntry
from bot.games import Registration
from tests.platform.party_game import PARTY, PartyGame
from tests.platform.toy_game import TOY

TOY_REGISTRATION = Registration(key=TOY.key, name=TOY.name, phase_timers={"vote": 60})
PARTY_REGISTRATION = Registration.of(PartyGame, PARTY.manifest)


@cache
def registered_games() -> Catalog:
    """Every registered game, loaded once for the session as the bot loads them at start-up."""
    return Catalog.load()


@cache
def hosted_games() -> Catalog:
    """Toy Race and Toy Party, then the registered games."""
    toys = [CatalogEntry(TOY_REGISTRATION, TOY), CatalogEntry(PARTY_REGISTRATION, PARTY)]
    keys = {entry.key for entry in toys}
    return Catalog([*toys, *(entry for entry in registered_games() if entry.key not in keys)])
