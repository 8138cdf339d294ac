"""The Game of Life: Rivals Edition (Hasbro, 2 players): drive to retirement, play Life cards
on yourself or your rival, steal her Stuff, and retire with the most Life points."""
