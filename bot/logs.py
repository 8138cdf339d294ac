"""Logging set-up that keeps the bot token out of every line, wherever it comes from."""

from __future__ import annotations

import logging


class RedactFilter(logging.Filter):
    """Replaces a secret in the final message text, including arguments and tracebacks."""

    def __init__(self, secret: str) -> None:
        super().__init__()
        self.secret = secret

    def filter(self, record: logging.LogRecord) -> bool:
        if not self.secret:
            return True
        message = record.getMessage()
        if self.secret in message:
            record.msg = message.replace(self.secret, "[token]")
            record.args = None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text and self.secret in record.exc_text:
            record.exc_text = record.exc_text.replace(self.secret, "[token]")
        return True


def setup_logging(level: str, secret: str = "") -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(
        logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s", "%H:%M:%S")
    )
    handler.addFilter(RedactFilter(secret))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for chatty in QUIET_AT_DEBUG:
        logging.getLogger(chatty).setLevel(max(logging.INFO, root.level))


QUIET_AT_DEBUG = ("discord.gateway", "discord.http", "discord.webhook", "aiosqlite")
"""Loggers that write whole payloads at DEBUG: gateway events, REST and webhook request and
response bodies (DMs carry players' cards), SQL with its parameters (saved states). They stay
at INFO even when the bot runs at DEBUG, so no secret reaches the operator's log."""
