"""Errors the rules raise; their messages are shown to players or operators as they are."""


class IllegalAction(Exception):
    """An action the rules do not allow now; the message is one sentence for the player."""


class GameDataError(Exception):
    """A board or deck file that is missing or does not fit the rules; names the file."""
