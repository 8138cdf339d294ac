"""The table's own words in its language: the turn message, Game over, the notices in its
thread and its buttons read in Spanish or German at a table that opened in it, and exactly as
before in English; custom ids never change with the language."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.engine import Action, Outcome, Prompt, View
from bot.live import Frame
from bot.store import GameRecord, SeatRecord
from cogs import table as tables
from cogs.components import idle_view, prompt_view, rematch_view, take_over_view
from cogs.text import game_over_text, prompt_text
from tests.platform.test_turn_messages import FakeChannel

ANA = SeatRecord(0, 10, "Ana")
ADA = SeatRecord(1, -1, "Ada (computer)", "computer")
BO = SeatRecord(2, -2, "Bo (computer)", "computer")
VIEW = View("g", None, (), 0, "Ana rolls", {})


def _labels(view: discord.ui.View | None) -> list[str]:
    assert view is not None
    widgets = [item.item for item in view.children]  # type: ignore[attr-defined]
    return [getattr(widget, "label", None) or widget.placeholder for widget in widgets]


def _sent_labels(sent: tuple[Any, ...] | None) -> list[str]:
    assert sent is not None
    return [item.item.label for item in sent]


def _ids(view: discord.ui.View | None) -> list[str]:
    assert view is not None
    return [item.item.custom_id for item in view.children]  # type: ignore[attr-defined]


def test_the_turn_message_says_who_moves_and_who_thinks_in_the_tables_language() -> None:
    assert prompt_text([], VIEW, [ANA, ADA, BO], ["Ben"]).splitlines()[2:] == [
        "Answered: Ben.",
        "<@10>: your move.",
        "Ada (computer) and Bo (computer) are thinking.",
    ]
    assert prompt_text([], VIEW, [ANA, ADA, BO], ["Ben"], language="es").splitlines()[2:] == [
        "Han respondido: Ben.",
        "<@10>: te toca.",
        "Ada (computer) y Bo (computer) están pensando.",
    ]
    assert prompt_text([], VIEW, [ADA], language="de").endswith("Ada (computer) denkt nach.")


@pytest.mark.parametrize(
    ("language", "one", "two", "standings"),
    [
        ("en", "Game over: <@10> wins! Most points", "<@10> and Ada (computer) win!", "**Final"),
        ("es", "Fin de la partida: ¡gana <@10>! Most points", "¡ganan <@10> y Ada", "**Clasif"),
        (
            "de",
            "Spielende: <@10> gewinnt! Most points",
            "<@10> und Ada (computer) gewinnen",
            "**End",
        ),
    ],
)
def test_game_over_names_its_winners_in_the_tables_language(
    language: str, one: str, two: str, standings: str
) -> None:
    alone = game_over_text(Outcome((0,), ((0, 5), (1, 3)), "Most points"), [ANA, ADA], (), language)
    assert alone.startswith(one)
    assert alone.splitlines()[2].startswith(standings)
    tied = game_over_text(Outcome((0, 1), ((0, 5), (1, 5)), ""), [ANA, ADA], (), language)
    assert two in tied.splitlines()[0]


def test_the_shared_labels_and_the_platforms_buttons_follow_the_language_but_not_the_ids() -> None:
    actions = [
        Action("roll", "Roll"),
        Action("tb:ask", "Take back"),
        Action("walk", "Step by step"),
    ]
    english = prompt_view(3, 1, actions, panel="My cards")
    spanish = prompt_view(3, 1, actions, panel="My cards", language="es")
    assert _labels(english) == ["Roll", "Take back", "Step by step", "My cards"]
    assert _labels(spanish) == ["Roll", "Deshacer", "Paso a paso", "Mis cartas"]
    assert _ids(spanish) == _ids(english)
    assert _labels(rematch_view(3, "de")) == ["Revanche"]
    assert _labels(take_over_view(3, 1, "es")) == ["Que juegue el ordenador"]
    assert _labels(idle_view(3, 1, [(0, "Ana")], "de")) == [
        "Zug von Ana überspringen",
        "Ana entfernen",
    ]
    assert _labels(idle_view(3, 1, [(0, "Ana")])) == ["Skip Ana's turn", "Remove Ana"]


def test_a_long_menu_asks_for_its_part_in_the_tables_language() -> None:
    rooms = [Action(f"room:{n}", f"Room {n}", "Go to") for n in range(60)]
    singles = [Action(f"b{n}", f"B{n}") for n in range(16)]
    spanish = _labels(prompt_view(1, 1, [*rooms, *singles], language="es"))
    assert "Go to: elige una parte" in spanish
    assert "Go to: choose a part" in _labels(prompt_view(1, 1, [*rooms, *singles]))


def _frame(language: str) -> Frame:
    options = json.dumps({"language": language}) if language != "en" else "{}"
    record = GameRecord(9, "g", 1, 2, 5, 10, "running", 1, None, None, "", "", None, options)
    prompt = Prompt((0,), ())
    outcome = Outcome((0,), ((0, 5), (1, 3)), "")
    return Frame(record, (ANA, ADA), "Toy", 3, VIEW, prompt, (), outcome)


def _table(thread: FakeChannel, seconds: float = 600.0) -> tables.DiscordTable:
    async def no_board(view: View, guild: int) -> None:
        return None

    drawings = SimpleNamespace(
        board_png=no_board, private_png=None, describe=None, board_key=lambda view: "k"
    )
    table = tables.DiscordTable(None, drawings, idle_kick_seconds=seconds)  # type: ignore[arg-type]

    async def channel(_: int) -> FakeChannel:
        return thread

    table.channel = channel  # type: ignore[assignment,method-assign]
    return table


async def _notices(language: str, seconds: float = 600.0) -> list[dict[str, Any]]:
    thread = FakeChannel()
    table = _table(thread, seconds)
    frame = _frame(language)
    await table.warn_idle(frame)
    await table.offer_idle_choice(frame)
    await table.seat_left(frame, 1, "Ben left the game.")
    await table._tell_dm_closed(frame, 10)
    await table.game_over(frame)
    await table.abandoned(frame, "Everyone left.")
    return thread.posts


async def test_the_notices_in_the_thread_read_in_german_at_a_german_table() -> None:
    posts = await _notices("de")
    texts = [post["content"] for post in posts]
    assert texts[0] == (
        "<@10> der Tisch wartet auf dich. Wenn in 10 Minuten nichts passiert, dürfen die"
        " anderen deinen Zug überspringen oder dich aus dem Spiel nehmen."
    )
    assert texts[1].startswith("Wir warten noch auf Ana.")
    assert texts[2].startswith("Ben left the game. Der Platz behält Karten und Position")
    assert "**Meine Karten zeigen**" in texts[3] and "`/spiel hand`" in texts[3]
    assert texts[4].startswith("Spielende: <@10> gewinnt!")
    assert texts[5] == (
        "Diese Partie Toy ist vorzeitig zu Ende: Everyone left. Sie wird als abgebrochen"
        " gespeichert."
    )
    assert [_sent_labels(post["sent"]) for post in posts[1:5]] == [
        ["Zug von Ana überspringen", "Ana entfernen"],
        ["Computer übernimmt"],
        ["Meine Karten zeigen"],
        ["Revanche"],
    ]


async def test_the_notices_in_english_read_as_they_always_did() -> None:
    texts = [post["content"] for post in await _notices("en", seconds=45)]
    assert texts[0].startswith("<@10> the table is waiting for you. If nothing happens in 45 sec")
    assert texts[2] == (
        "Ben left the game. Their seat keeps its cards and place and is skipped until someone"
        " still playing hands it to a computer."
    )
    assert texts[3] == (
        "<@10> I can't send you direct messages, so your cards stay here: press **Show my"
        " cards** or use `/game hand` to see them privately."
    )
    assert texts[5] == "This game of Toy has ended early: Everyone left. It is kept as abandoned."


async def test_a_spanish_idle_warning_counts_its_time_in_the_singular_or_the_plural() -> None:
    texts = [post["content"] for post in await _notices("es", seconds=1)]
    assert "Si no pasa nada en 1 segundo," in texts[0]
    assert "en 2 minutos," in (await _notices("es", seconds=120))[0]["content"]
