"""Over-long text meets Discord's limits: an autocomplete choice is at most 100 characters in
its name and its value, and an over-long typed option is refused in one sentence. Discord
rejects a longer answer outright (the fake does too), which left the person with nothing and
the log with a traceback."""

from __future__ import annotations

from tests.e2e.harness import World
from tests.e2e.scenarios import open_table

LIMIT = 100


async def test_long_option_labels_are_cut_with_an_ellipsis(world: World) -> None:
    ana = world.member("Ana")
    offered = await ana.autocomplete("game new", "options", "", game="sweet-valley-high")
    assert offered and all(len(c["name"]) <= LIMIT and len(c["value"]) <= LIMIT for c in offered)
    cut = [c for c in offered if c["value"] == "ruling=left-decides"]
    assert cut and cut[0]["name"].endswith("…"), offered
    assert "Traceback" not in world.bot_log()


async def test_options_that_cannot_fit_are_left_out_without_a_traceback(world: World) -> None:
    ana = world.member("Ana")
    typed = "computers=easy, " * 6 + "rul"
    offered = await ana.autocomplete("game new", "options", typed, game="sweet-valley-high")
    assert all(len(c["name"]) <= LIMIT and len(c["value"]) <= LIMIT for c in offered)
    way_too_long = await ana.autocomplete(
        "game new", "options", "x" * 3000 + ",", game="goosebumps"
    )
    assert way_too_long == []
    assert "Traceback" not in world.bot_log()


async def test_an_over_long_option_key_is_refused_in_one_sentence(world: World) -> None:
    ana = world.member("Ana")
    answer = await ana.slash("game new", options={"game": "goosebumps", "options": "k" * 3000})
    assert answer.ephemeral and "has no option" in answer.content, answer
    assert len(answer.content) < 300 and "\n" not in answer.content
    answer = await ana.slash(
        "game new", options={"game": "goosebumps", "options": "first=" + "v" * 3000}
    )
    assert answer.ephemeral and "Who goes first can be" in answer.content, answer
    assert len(answer.content) < 300
    assert "Traceback" not in world.bot_log()


async def test_over_long_typed_actions_get_no_choices_and_one_sentence(world: World) -> None:
    table = await open_table(world, 3)
    ana = table.members[0]
    assert await ana.autocomplete("play", "action", "x" * 3000, channel=table.thread) == []
    refused = await ana.slash("play", channel=table.thread, action="x" * 3000)
    assert refused.ephemeral and "is not a Cheat Street action" in refused.content, refused
    assert len(refused.content) < 300
    assert "Traceback" not in world.bot_log()
