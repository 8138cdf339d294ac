"""The local page's message box: a typed slash command becomes the command and its options."""

from __future__ import annotations

from bot.standin.page import parse_command

NAMES = {"game", "action", "computers"}


def test_a_subcommand_and_its_options_are_read() -> None:
    assert parse_command("/game new game:goosebumps computers:3", NAMES) == (
        "game new",
        {"game": "goosebumps", "computers": "3"},
        "computers",
    )


def test_a_value_may_hold_colons_and_spaces() -> None:
    path, options, last = parse_command("/play action:slide:monster:0", NAMES)
    assert (path, options, last) == ("play", {"action": "slide:monster:0"}, "action")
    assert parse_command("/play action:go to the mall", NAMES)[1] == {"action": "go to the mall"}


def test_a_command_without_options_has_no_last_option() -> None:
    assert parse_command("  /game list ", NAMES) == ("game list", {}, None)
