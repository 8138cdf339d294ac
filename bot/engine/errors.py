"""Errors the rules raise; their messages are shown to players or operators as they are."""

QUOTED_ID = 40
"""Characters of an unknown action id a refusal repeats: enough to recognise a typo."""


class IllegalAction(Exception):
    """An action the rules do not allow now; the message is one sentence for the player."""


class GameDataError(Exception):
    """A board or deck file that is missing or does not fit the rules; names the file."""


def unknown_action(game_name: str, action_id: str) -> str:
    """The refusal of an id that names no action of the game at all (a typo or a forged id).

    The id is repeated printable and short, so whatever was sent stays one readable line.
    """
    return f'"{quoted(action_id)}" is not a {game_name} action.'


def quoted(typed: str) -> str:
    """What someone typed, as a refusal repeats it: printable, and cut after ``QUOTED_ID``
    characters so the refusal stays one short line."""
    printable = "".join(ch if ch.isprintable() else "?" for ch in typed)
    return printable if len(printable) <= QUOTED_ID else printable[:QUOTED_ID] + "..."
