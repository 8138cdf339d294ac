"""Scavenger Hunt (Milton Bradley, 1983; 2-4 players): collect your four silly items in the order
of your hunt list and bring your pawn home first."""
