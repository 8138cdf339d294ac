"""What every board renderer draws the same way, one small module per job.

Import from the modules themselves (``from renderers.kit.dice import die_face``):

* ``theme``: the shared colours; ``seats``: each seat's colour and shape;
* ``shapes``: the six seat shapes; ``canvas``: supersampled drawing and RGBA sprites;
* ``tokens``: pawns; ``fan``: several pawns on one space; ``highlight``: the last move's path;
* ``dice``: die and spinner faces; ``cards``: cards face up and face down;
* ``turn``: the turn panel (whose turn, what is asked, dice, a row a player, Game over) and
  ``panel_layout``: where it goes under a board; ``hand``: a seat's cards under headings;
* ``panel``: the player panel; ``static``: the cached unchanging layer of a board;
* ``palette``: the fixed 256-colour palette frames are encoded on; ``png``: their files;
* ``memory``: the freed image blocks Pillow keeps for the next frame.

Text and fonts stay in ``renderers.common``.
"""
