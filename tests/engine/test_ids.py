"""Action ids: one codec per kind; a malformed id is told apart from an illegal one."""

from __future__ import annotations

import pytest

from bot.engine import ActionIds, ActionKind, IllegalAction, MalformedAction, Parsed
from bot.engine.ids import number, one_of, word

IDS = ActionIds(
    "Toy",
    [
        ActionKind("roll"),
        ActionKind("go", (word("space"), one_of("way", ["back"])), optional=1),
        ActionKind("seat", (number("seat", 0, 5),)),
    ],
)


@pytest.mark.parametrize(
    ("values", "kind"), [((), "roll"), (("hall",), "go"), (("hall", "back"), "go"), ((3,), "seat")]
)
def test_format_and_parse_are_one_declaration(values: tuple[object, ...], kind: str) -> None:
    assert IDS.parse(IDS[kind].format(*values)) == Parsed(kind, values)


@pytest.mark.parametrize(
    "action_id", ["", "fly", "roll:1", "go", "go:hall:front", "seat:6", "seat:-1", "seat:x", "go:"]
)
def test_a_malformed_id_is_refused_as_malformed(action_id: str) -> None:
    with pytest.raises(MalformedAction, match="is not a Toy action"):
        IDS.parse(action_id)
    assert not IDS.well_formed(action_id)


def test_a_malformed_action_is_still_an_illegal_action_to_callers() -> None:
    assert issubclass(MalformedAction, IllegalAction)


def test_format_refuses_the_wrong_number_of_fields() -> None:
    with pytest.raises(ValueError):
        IDS["seat"].format()
