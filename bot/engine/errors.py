"""Errors the rules raise; their messages are shown to players or operators as they are."""

from bot.sentences import Sentence

QUOTED_ID = 40
"""Characters of an unknown action id a refusal repeats: enough to recognise a typo."""


class IllegalAction(Exception):
    """An action the rules do not allow now; the message is one sentence for the player (a
    ``Sentence`` worded in her language where it is sent)."""

    @property
    def sentence(self) -> str:
        """The message as raised (``str(error)`` would drop a sentence's id)."""
        return self.args[0] if self.args and isinstance(self.args[0], str) else str(self)


class GameDataError(Exception):
    """A board or deck file that is missing or does not fit the rules; names the file."""


def unknown_action(game_name: str, action_id: str) -> str:
    """The refusal of an id that names no action of the game at all (a typo or a forged id).

    The id is repeated printable and short, so whatever was sent stays one readable line.
    """
    return Sentence("play-unknown-action", typed=quoted(action_id), game=game_name)


def quoted(typed: str) -> str:
    """What someone typed, as a refusal repeats it: printable, and cut after ``QUOTED_ID``
    characters so the refusal stays one short line."""
    printable = "".join(ch if ch.isprintable() else "?" for ch in typed)
    return printable if len(printable) <= QUOTED_ID else printable[:QUOTED_ID] + "..."
