"""The stand-in refuses what Discord refuses: over-long messages, embeds, components and choices
answer 400 with code 50035 and nothing is stored; interactions keep Discord's answering rules."""

from __future__ import annotations

import time
from typing import Any

import aiohttp
import pytest

from bot.standin import FakeDiscord
from bot.standin.limits import error_body, message_problems, request_problems
from bot.standin.records import Interaction


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def button(label: str = "Go", custom_id: str = "go") -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


def test_a_message_within_every_limit_passes() -> None:
    payload = {
        "content": "x" * 2000,
        "embeds": [{"title": "t" * 256, "description": "d" * 4096}],
        "components": [row(button()) for _ in range(5)],
        "attachments": [{"id": 0, "filename": "board.png", "description": "a" * 1024}],
    }
    assert message_problems(payload) == []


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"content": "x" * 2001}, "content"),
        ({"embeds": [{}] * 11}, "embeds"),
        ({"embeds": [{"title": "t" * 257}]}, "embeds.0.title"),
        ({"embeds": [{"description": "d" * 4097}]}, "embeds.0.description"),
        ({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}, "embeds.0.fields"),
        ({"embeds": [{"fields": [{"name": "n", "value": "v" * 1025}]}]}, "embeds.0.fields.0.value"),
        ({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}, "embeds"),
        ({"components": [row(button())] * 6}, "components"),
        ({"components": [row(*[button()] * 6)]}, "components.0.components"),
        ({"components": [row(button(custom_id="c" * 101))]}, "components.0.components.0.custom_id"),
        ({"components": [row(button(label="l" * 81))]}, "components.0.components.0.label"),
        (
            {
                "components": [
                    row(
                        {
                            "type": 3,
                            "custom_id": "m",
                            "options": [{"label": "a", "value": "a"}] * 26,
                        }
                    )
                ]
            },
            "components.0.components.0.options",
        ),
        ({"attachments": [{"id": 0, "description": "a" * 1025}]}, "attachments.0.description"),
    ],
)
def test_a_message_over_a_limit_is_refused_naming_the_field(payload: dict, field: str) -> None:
    assert field in [path for path, _ in message_problems(payload)]


def test_autocomplete_choices_are_limited_to_25_named_1_to_100() -> None:
    too_many = {"type": 8, "data": {"choices": [{"name": "a", "value": "a"}] * 26}}
    unnamed = {"type": 8, "data": {"choices": [{"name": "", "value": "a"}]}}
    assert request_problems("POST", "/interactions/1/t/callback", too_many)
    assert request_problems("POST", "/interactions/1/t/callback", unnamed)


def test_the_error_body_is_discords_invalid_form_body() -> None:
    body = error_body([("embeds.0.title", "Must be 256 or fewer in length.")])
    assert body["code"] == 50035 and body["message"] == "Invalid Form Body"
    assert body["errors"]["embeds"]["0"]["title"]["_errors"][0]["message"].startswith("Must")


async def test_an_over_long_post_gets_50035_and_is_not_stored() -> None:
    async with FakeDiscord() as fake, aiohttp.ClientSession() as http:
        url = f"{fake.api_base}/channels/{fake.channel_id}/messages"
        headers = {"Authorization": f"Bot {fake.token}"}
        async with http.post(url, json={"content": "x" * 2001}, headers=headers) as response:
            assert response.status == 400
            assert (await response.json())["code"] == 50035
        assert fake.messages(fake.channel_id) == []
        async with http.post(url, json={"content": "fine"}, headers=headers) as response:
            assert response.status == 200
        assert [m.content for m in fake.messages(fake.channel_id)] == ["fine"]


def _pending(fake: FakeDiscord, *, age: float) -> Interaction:
    user = fake.add_member("Ana")
    interaction = Interaction(
        fake.state.ids.next(),
        "tok" + str(age).replace(".", ""),
        2,
        user.id,
        fake.channel_id,
        {},
        time.monotonic() - age,
    )
    fake.interactions.add(interaction)
    return interaction


async def test_an_interaction_is_acknowledged_once_within_three_seconds() -> None:
    async with FakeDiscord() as fake, aiohttp.ClientSession() as http:
        fresh, stale = _pending(fake, age=0.0), _pending(fake, age=3.5)
        answer = {"type": 4, "data": {"content": "hi", "flags": 64}}

        def url(i: Interaction) -> str:
            return f"{fake.api_base}/interactions/{i.id}/{i.token}/callback"

        async with http.post(url(stale), json=answer) as response:
            assert response.status == 404 and (await response.json())["code"] == 10062
        async with http.post(url(fresh), json=answer) as response:
            assert response.status == 204
        async with http.post(url(fresh), json=answer) as response:
            assert response.status == 400 and (await response.json())["code"] == 40060
        (reply,) = fake.messages(fake.channel_id, include_ephemeral=True)
        assert reply.visible_to(fresh.user_id) and not reply.visible_to(fake.state.owner.id)
