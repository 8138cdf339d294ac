"""Sentences to one person: English as text, worded in her language where they are sent."""

from __future__ import annotations

import copy
import gc
import pickle

import pytest

from bot.cooldown import slow_down
from bot.limits import member_refusal, server_refusal
from bot.live import Reply
from bot.sentences import Sentence, listed, worded
from bot.store import GameRecord


def test_a_sentence_is_its_english_text_and_says_itself_in_another_language() -> None:
    sentence = Sentence("reply-button-for", name="Ana")
    assert sentence == "That button is for Ana."
    assert sentence.in_language("es") == "Ese botón es para Ana."
    assert sentence.in_language("de") == "Dieser Knopf ist für Ana."


def test_a_game_s_own_words_stay_as_they_are() -> None:
    assert worded("Ana rolled a 4.", "de") == "Ana rolled a 4."
    assert Reply(False, "Ana rolled a 4.").worded("es") == "Ana rolled a 4."
    assert Reply(False, Sentence("reply-allowed")).worded("es") == "Lo has permitido."


def test_replies_compare_by_their_english_text() -> None:
    assert Reply(False, Sentence("reply-already-here")) == Reply(
        False, "This thread already has a game; use /game end before starting another."
    )


def test_the_slow_down_line_counts_seconds_in_each_language() -> None:
    assert slow_down(0.2).in_language("es").endswith("dentro de 1 segundo.")
    assert slow_down(2.5).in_language("es").endswith("dentro de 3 segundos.")
    assert slow_down(0.2).in_language("de") == "Langsam: versuch es in 1 Sekunde noch einmal."
    assert slow_down(4).in_language("de") == "Langsam: versuch es in 4 Sekunden noch einmal."


def _table(channel_id: int) -> GameRecord:
    return GameRecord(
        id=channel_id,
        game_key="cheat-street",
        guild_id=1,
        parent_id=2,
        channel_id=channel_id,
        host_id=3,
        status="lobby",
        seed=0,
        lobby_message_id=None,
        prompt_message_id=None,
        created_at="",
        updated_at="",
    )


def test_a_list_inside_a_sentence_is_joined_in_the_reader_s_language() -> None:
    assert listed(["<#7>"]) == "<#7>"
    refusal = member_refusal([_table(7), _table(8), _table(9)])
    assert "(<#7>, <#8> and <#9>)" in refusal
    assert "(<#7>, <#8> y <#9>)" in refusal.in_language("es")
    assert "(<#7>, <#8> und <#9>)" in refusal.in_language("de")
    assert server_refusal(50).in_language("de").startswith("Dieser Server hat schon 50 offene")


def test_a_copied_or_pickled_sentence_keeps_its_id_and_arguments(
    caplog: pytest.LogCaptureFixture,
) -> None:
    sentence = Sentence("reply-joined", name="Ana")
    for again in (copy.copy(sentence), pickle.loads(pickle.dumps(sentence))):
        assert again == "Ana joined." and again.in_language("de") == "Ana ist beigetreten."
    assert not caplog.records, "made again from its English text, as if that were an id"


def test_a_sentence_gives_the_garbage_collector_one_object_for_its_arguments() -> None:
    """A running bot keeps thousands of sentences: their arguments are one flat tuple, which
    the collector stops walking once it holds plain values only."""
    inner = Sentence("reply-no-history")
    nested = Sentence("reply-no-history-of", game=inner)
    plain = Sentence("reply-no-history-of", game="Cheat Street")
    gc.collect()
    assert gc.is_tracked(nested._args) and not any(gc.is_tracked(a) for a in nested._args[::2])
    assert [type(part) for part in nested._args] == [str, Sentence]
    assert not gc.is_tracked(plain._args)
    assert nested.args == {"game": inner} and plain.args == {"game": "Cheat Street"}
    assert nested.in_language("de").startswith("Auf diesem Server")
