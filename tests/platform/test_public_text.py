"""Names and echoed lines are shown literally in Discord, and a message pings only its players."""

from __future__ import annotations

import pytest

from bot.names import MAX_NAME, clean_name
from cogs.text import pinging, plain

RTL_OVERRIDE = "\u202e"


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("<@123456789012345678> hi", "\\<@\u200b123456789012345678> hi"),
        ("[free nitro](https://phish.example)", "\\[free nitro\\](https:\u200b//phish.example)"),
        ("**x** ||spoiler||", "\\*\\*x\\*\\* \\|\\|spoiler\\|\\|"),
        ("@everyone", "@\u200beveryone"),
        ("# Big", "\\# Big"),
        (f"{RTL_OVERRIDE}evil", "evil"),
        ("Zoë 玲 👾", "Zoë 玲 👾"),
    ],
)
def test_plain_shows_text_literally(raw: str, shown: str) -> None:
    assert plain(raw) == shown


def test_clean_name_drops_controls_keeps_emoji_sequences_and_is_bounded() -> None:
    assert clean_name(f"{RTL_OVERRIDE}Eve\u2066\u0007  ") == "Eve"
    assert clean_name("👩\u200d👩\u200d👧 Ana") == "👩\u200d👩\u200d👧 Ana"
    assert clean_name("x" * 100) == "x" * MAX_NAME
    assert clean_name("\u200f\u200e") == "Player"


def test_a_message_may_ping_exactly_the_users_it_names() -> None:
    allowed = pinging([5, 7]).to_dict()
    assert sorted(int(u) for u in allowed["users"]) == [5, 7]
    assert allowed["parse"] == []
    assert pinging([]).to_dict()["users"] == []
