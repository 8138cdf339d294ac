"""Only a computer's name ends with " (computer)": a person's name never does."""

from __future__ import annotations

import pytest

from bot.names import clean_name


@pytest.mark.parametrize(
    "raw",
    [
        "Ana (computer)",
        "Ana (Computer)",
        "Ana (COMPUTER) (computer)",
        "Ana(computer)  ",
        "Ana ( computer )",
        "Ana \uff08computer\uff09",  # fullwidth brackets
        "Ana (\uff43\uff4f\uff4d\uff50\uff55\uff54\uff45\uff52)",  # fullwidth letters
        "Ana (c\u043emput\u0435r)",  # Cyrillic o and e
        "Ana (cornputer)",
        "Ana (comp\u200buter)",  # a zero-width space inside
        "Ana (compu\u0308ter)",  # a combining mark
    ],
)
def test_a_persons_name_loses_a_computer_suffix(raw: str) -> None:
    assert clean_name(raw) == "Ana"


@pytest.mark.parametrize("raw", ["Ana (computers)", "Ana computer", "(computer) Ana", "Ana (pc)"])
def test_other_names_that_mention_computers_are_kept(raw: str) -> None:
    assert clean_name(raw) == raw


def test_a_name_that_is_only_the_suffix_falls_back() -> None:
    assert clean_name(" (computer)") == "Player"
    assert clean_name("(computer)(computer)", fallback="Ben") == "Ben"


def test_a_long_name_cut_to_end_in_the_suffix_loses_it() -> None:
    assert clean_name("Anastasia Beatrix Qui (computer) and more") == "Anastasia Beatrix Qui"
