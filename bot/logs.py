"""Logging set-up that keeps the bot token (and the database password) out of every line."""

from __future__ import annotations

import logging


class RedactFilter(logging.Filter):
    """Replaces secrets in the final message text, including arguments and tracebacks."""

    def __init__(self, *secrets: str) -> None:
        super().__init__()
        self.secrets = [secret for secret in secrets if secret]

    def filter(self, record: logging.LogRecord) -> bool:
        for secret in self.secrets:
            message = record.getMessage()
            if secret in message:
                record.msg = message.replace(secret, "[hidden]")
                record.args = None
            if record.exc_info and not record.exc_text:
                record.exc_text = logging.Formatter().formatException(record.exc_info)
            if record.exc_text and secret in record.exc_text:
                record.exc_text = record.exc_text.replace(secret, "[hidden]")
        return True


def setup_logging(level: str, *secrets: str) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(
        logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s", "%H:%M:%S")
    )
    handler.addFilter(RedactFilter(*secrets))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for chatty in QUIET_AT_DEBUG:
        logging.getLogger(chatty).setLevel(max(logging.INFO, root.level))


QUIET_AT_DEBUG = ("discord.gateway", "discord.http", "discord.webhook", "aiosqlite")
"""Loggers that write whole payloads at DEBUG: gateway events, REST and webhook request and
response bodies (DMs carry players' cards), SQL with its parameters (saved states). They stay
at INFO even when the bot runs at DEBUG, so no secret reaches the operator's log."""
