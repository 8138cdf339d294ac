"""The alt text of every game's pictures, written from the typed board: whose turn, the roll,
where each player is, the winner at Game over; never a hidden card; never over 1,024
characters."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest

from bot.alt_text import MAX_CHARS, describe, describe_chart, describe_recap, fit, name_of
from bot.engine import Game, View
from bot.games.cheat_street.words import space_name as street_space
from bot.games.goosebumps.board import space_name as grave_space
from bot.games.life_rivals.words import money
from bot.games.scavenger_hunt.words import cards as hunt_cards
from bot.games.scavenger_hunt.words import place as hunt_place
from bot.games.sweet_valley_high.describe import card_name as school_card
from bot.games.sweet_valley_high.describe import space_name as school_space
from tests.conformance.positions import random_game
from tests.platform.catalog import registered_games

Words = Callable[[Any, View], list[str]]


def _roll(view: View) -> list[str]:
    """The roll (or spin) the board shows, as the description writes it."""
    board = view.board
    match view.game:
        case "goosebumps":
            return [] if board.number is None else [f"rolled {board.number}"]
        case "life-rivals":
            return [] if board.spin is None else [f"spun {board.spin}"]
        case "scavenger-hunt":
            return [f"rolled {' and '.join(map(str, board.dice))}"] if board.dice else []
        case _:
            return [] if board.roll is None else [f"rolled {board.roll}"]


def _places(rules: Any, view: View) -> list[str]:
    """Each pawn's place, named as the players read it."""
    board = view.board
    match view.game:
        case "cheat-street":
            return [street_space(rules.board, seat.position) for seat in board.seats]
        case "goosebumps":
            return [grave_space(pawn.space) for pawn in board.pawns if pawn.space is not None]
        case "life-rivals":
            return [
                "retired" if seat.retired else f"on space {seat.position}" for seat in board.seats
            ] + [money(seat.cash) for seat in board.seats]
        case "scavenger-hunt":
            return [hunt_place(rules.house, seat.position) for seat in board.seats]
        case _:
            return [school_space(rules, where) for where in board.positions if where]


def _secrets(rules: Any, view: View) -> list[str]:
    """The names of the cards only this seat's own picture shows."""
    own = view.private_board
    match view.game:
        case "cheat-street":
            return [own.name] if own else []
        case "goosebumps":
            return [card.title for pawn in own.pawns for card in pawn.cards] if own else []
        case "life-rivals":
            hidden = [*own.hand, *own.gossip] if own else []
            return [card.name for card in hidden] + [c.name for c in own.careers] if own else []
        case "scavenger-hunt":
            return hunt_cards(rules.house, own.hand).split(", ") if own and own.hand else []
        case _:
            if not own:
                return []
            cards = [own.boyfriend] if own.boyfriend else []
            cards += [own.peek.card] if own.peek else []
            return [school_card(rules, card) for card in [*cards, *(m.card for m in own.memory)]]


GAMES = [(entry.rules, entry.rules.min_players) for entry in registered_games()]
IDS = [rules.name for rules, _ in GAMES]


def _positions(game: Game[Any], players: int, seed: int = 3) -> Iterator[Any]:
    for step in random_game(game, players, seed):
        yield step.after


def _rolled_mid_game(game: Game[Any], players: int) -> Any:
    """A seeded position half way through a game, on a turn whose roll the board shows."""
    positions = list(_positions(game, players))
    half = positions[len(positions) // 2 :]
    return next(s for s in half if game.outcome(s) is None and _roll(game.view(s, None)))


@pytest.mark.parametrize(("game", "players"), GAMES, ids=IDS)
def test_the_board_description_names_the_turn_the_roll_and_every_place(
    game: Game[Any], players: int
) -> None:
    view = game.view(_rolled_mid_game(game, players), None)
    text = describe(game, view)
    assert f"It is {name_of(view, view.active)}'s turn." in text
    assert all(roll in text for roll in _roll(view)), (_roll(view), text)
    assert all(place in text for place in _places(game, view)), (_places(game, view), text)
    assert all(player.name in text for player in view.players), text


@pytest.mark.parametrize(("game", "players"), GAMES, ids=IDS)
def test_the_board_description_at_game_over_names_the_winner(game: Game[Any], players: int) -> None:
    end = list(_positions(game, players))[-1]
    outcome = game.outcome(end)
    assert outcome is not None and outcome.winners
    view = replace(game.view(end, None), outcome=outcome)
    winners = " and ".join(name_of(view, seat) for seat in outcome.winners)
    assert describe(game, view).startswith(f"Game over: {winners} won.")


@pytest.mark.parametrize(("game", "players"), GAMES, ids=IDS)
def test_no_public_description_names_a_hidden_card(game: Game[Any], players: int) -> None:
    for index, state in enumerate(_positions(game, game.max_players)):
        if index % 7:
            continue
        public = game.view(state, None)
        text = describe(game, public)
        named = " ".join([public.phase, *_places(game, public)])  # public: a room, a goal
        for seat in range(len(public.players)):
            own = game.view(state, seat)
            leaked = [s for s in _secrets(game, own) if s in text and s not in named]
            assert not leaked, (seat, leaked, text)
            assert all(s in describe(game, own) for s in _secrets(game, own))


@pytest.mark.parametrize(("game", "players"), GAMES, ids=IDS)
def test_every_description_fits_discord_and_is_quick(game: Game[Any], players: int) -> None:
    """At most 1,024 characters, and well under a millisecond on average: it is written on the
    event loop (the slowest single one is left to the machine's noise)."""
    took: list[float] = []
    for state in _positions(game, game.max_players):
        for seat in (None, *range(game.max_players)):
            view = game.view(state, seat)
            started = time.perf_counter()
            text = describe(game, view)
            took.append(time.perf_counter() - started)
            assert 0 < len(text) <= MAX_CHARS, (seat, text)
    mean = sum(took) / len(took)
    assert mean < 0.001, f"a description took {mean * 1000:.2f} ms on average"


def test_a_long_description_is_cut_at_a_whole_sentence() -> None:
    sentences = [f"Sentence number {n} is here." for n in range(100)]
    text = fit(sentences)
    assert len(text) <= MAX_CHARS and text.endswith("here.")
    assert text.split(" ")[0] == "Sentence" and "Sentence number 99" not in text


def test_the_recap_and_its_chart_are_described() -> None:
    recap = describe_recap("Cheat Street", 14, ["Ana"])
    assert recap == "The game of Cheat Street in pictures, 14 turns. Ana won."
    chart = describe_chart("Cheat Street", [("Ana", 23), ("Ben", 9)])
    assert "Ana 23; Ben 9" in chart


def test_a_first_sentence_over_the_limit_is_cut_at_a_word() -> None:
    text = fit(["word " * 300])
    assert len(text) <= MAX_CHARS and text.endswith("word…")
