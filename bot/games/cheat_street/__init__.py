"""Cheat Street (Jens Lordén, 3-6 players): race to 21 points by scoring goal tiles and
calling other players out."""
