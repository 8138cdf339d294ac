"""Autocomplete choices fit Discord's 100 characters in name and value, or are left out."""

from __future__ import annotations

from cogs.choices import CHOICE_LIMIT, MOST_CHOICES, choices, fitting


def test_a_long_label_is_cut_with_an_ellipsis() -> None:
    choice = fitting("a" * 150, "take:1")
    assert choice is not None and len(choice.name) == CHOICE_LIMIT
    assert choice.name.endswith("…") and choice.value == "take:1"


def test_a_value_that_cannot_fit_is_left_out() -> None:
    assert fitting("Take", "x" * (CHOICE_LIMIT + 1)) is None
    assert fitting("Take", "x" * CHOICE_LIMIT) is not None
    assert fitting("Take", "") is None


def test_an_empty_label_shows_the_value() -> None:
    choice = fitting("  ", "roll")
    assert choice is not None and choice.name == "roll"


def test_at_most_25_choices_of_those_that_fit() -> None:
    pairs = [("long", "v" * 200)] + [(f"label {i}", f"id:{i}") for i in range(40)]
    found = choices(pairs)
    assert len(found) == MOST_CHOICES and found[0].value == "id:0"
