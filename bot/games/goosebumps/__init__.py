"""Goosebumps: Terror in the Graveyard (Craig Van Ness, 2-4 players): two pawns each race a
shifting graveyard for a Magic Ring and the Crypt, where the skull may destroy the Headless
Ghost."""
