"""The Cheat Street board speaks the menus' language: every place an option, a button or a story
line names is written on the board, every place a move may reach carries the badge its
options begin with, and nothing drawn over the board covers a name."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PIL import ImageChops

from bot.catalog import Catalog
from bot.engine import Action, View
from bot.games.cheat_street.rules import CheatStreet
from bot.games.cheat_street.state import MOVE, CheatStreetState
from cogs.drawings import GameDrawings
from renderers.cheat_street import CheatStreetBoard
from renderers.cheat_street.geometry import half
from renderers.kit.static import forget_static_layers
from renderers.text import recording_sizes
from tests.renderers.cheat_street_positions import make_view, played, rules

CONNECTORS = {"via", "and", "at", "of", "the", "from", "to", "Reveal", "Ride", "Step", "Stop"}
"""The words a place's description has besides place names, compass words and numbers."""
COMPASS = re.compile(r"^(north|south|east|west)(-(east|west))?$")


@pytest.fixture(scope="module")
def board(games: Catalog) -> CheatStreetBoard:
    drawn = GameDrawings.of(games.entry("cheat-street")).board
    assert isinstance(drawn, CheatStreetBoard)
    return drawn


def place_names(game: CheatStreet) -> list[str]:
    """Every name the game's words give a place: streets, goal tiles, Start, bus stops; the
    longest first, so 'Outer Ring North' is found before 'North'."""
    board = game.board
    names = {*board.streets.values(), "Start"}
    names |= {f"{the} {goal.name}" for goal in board.goals for the in ("the", "The")}
    lines = {space.line for space in board.spaces.values() if space.line}
    names |= {f"{bus} {line}" for line in lines for bus in ("bus stop", "Bus stop", "bus line")}
    names |= {f"bus {line}" for line in lines}
    return sorted(names, key=len, reverse=True)


def named_places(text: str, names: list[str]) -> tuple[set[str], str]:
    """The place names in ``text``, and what is left of it once they are taken out."""
    found: set[str] = set()
    for name in names:
        pattern = rf"(?<![\w-]){re.escape(name)}(?![\w-])"
        if re.search(pattern, text):
            found.add(name)
            text = re.sub(pattern, " ", text)
    return found, text


def rolled(game: CheatStreet, here: str, roll: int) -> CheatStreetState:
    state = game.setup(["Ana", "Ben", "Cy"], 1, {})
    state.positions = [here, "s0", "s0"]
    state.active, state.phase = 0, MOVE
    state.trail = [here]
    state.move.begin(here, roll)
    state.roll = roll
    return state


def every_menu(game: CheatStreet) -> Iterator[tuple[CheatStreetState, tuple[Action, ...]]]:
    """The controls after every roll from every space, and on each step of a move step by
    step from Start."""
    for here in game.board.spaces:
        for roll in (3, 4, 5):
            state = rolled(game, here, roll)
            yield state, game.prompt(state).actions
    state, _ = game.apply(rolled(game, "s0", 5), 0, "step-by-step")
    while state.active == 0:
        actions = game.prompt(state).actions
        yield state, actions
        state, _ = game.apply(state, 0, actions[-1].id)


def story_lines(game: CheatStreet) -> Iterator[str]:
    """What seeded games tell the table: events and what is asked."""
    for players, seed in ((3, 1), (6, 2)):
        states, told = played(players, seed)
        yield from told
        yield from (game.view(state, None).phase for state in states)


def drawn_names(board: CheatStreetBoard, view: View) -> set[str]:
    """The names on the board, from what the drawing wrote (a name on two lines joined)."""
    forget_static_layers()
    with recording_sizes() as drawn:
        board.image(view)
    texts = {d.text for d in drawn}
    labels = {label.text for label in board.labels() if all(line in texts for line in label.lines)}
    return labels | texts


def test_every_place_a_menu_or_a_story_names_is_written_on_the_board(
    board: CheatStreetBoard,
) -> None:
    game = rules()
    names = place_names(game)
    used: set[str] = set()
    texts = [action.label for _, actions in every_menu(game) for action in actions]
    texts += [action.label for action in game.controls.calling]
    texts += list(story_lines(game))
    for text in texts:
        found, rest = named_places(text, names)
        used |= found
        if found and "·" in text:  # a place's description: nothing but names and directions
            words = re.findall(r"[A-Za-z-]+", rest.split("·", 1)[1])
            strays = [w for w in words if w not in CONNECTORS and not COMPASS.match(w)]
            assert not strays, f"{text!r} names something the board may not show: {strays}"
    assert {"North Avenue", "Inner Ring West", "the School", "Start", "bus stop C"} <= used
    on_board = drawn_names(board, make_view(["s0", "s0", "s0"]))
    for name in used:
        shown = name.removeprefix("the ").removeprefix("The ")
        if name.lower().startswith("bus"):
            shown = name.rsplit(" ", 1)[1]  # a bus stop's tile shows its line's letter
        assert shown in on_board, f"{name!r} is named in a menu or a story but not drawn"


def test_a_call_out_names_goal_cards_the_board_writes_on_their_tiles(
    board: CheatStreetBoard,
) -> None:
    on_board = drawn_names(board, make_view(["s0", "s0", "s0"]))
    for action in rules().controls.calling:
        if action.id.startswith("callout:"):
            assert action.label.removeprefix("Call out: ") in on_board


def test_every_badge_a_label_begins_with_is_drawn_at_its_place(board: CheatStreetBoard) -> None:
    game = rules()
    for state, actions in every_menu(game):
        view = game.view(state, None)
        badges = {badge.space: badge.number for badge in view.board.badges}
        boxes = board.badge_boxes(view)
        for action in actions:
            place = _place(game, action)
            if place is None:
                continue
            badge = action.label.split(" · ", 1)[0]
            assert badges[place] == badge, action
            x0, y0, x1, y1 = boxes[place]
            x, y = board.space_xy(place)
            reach = half(game.board.space(place)) + 2 * (x1 - x0)
            assert abs((x0 + x1) / 2 - x) <= reach and abs((y0 + y1) / 2 - y) <= reach, action
        assert set(boxes) == set(badges)
    view = game.view(rolled(game, "s0", 5), None)
    with recording_sizes() as drawn:
        board.image(view)
    assert len(view.board.badges) == 20
    assert {badge.number for badge in view.board.badges} <= {d.text for d in drawn}


def _place(game: CheatStreet, action: Action) -> str | None:
    """The space a control takes the pawn to, if it names one."""
    destination = game.controls.destination(action.id)
    if destination is not None:
        return destination.space
    return action.id.removeprefix("move:") if action.id.startswith("move:") else None


def test_badges_cover_no_name_and_no_other_badge(board: CheatStreetBoard) -> None:
    game = rules()
    names = [label.box for label in board.labels()]
    for state, _ in every_menu(game):
        boxes = list(board.badge_boxes(game.view(state, None)).values())
        for i, box in enumerate(boxes):
            assert not any(_overlaps(box, other) for other in boxes[i + 1 :])
            assert not any(_overlaps(box, name) for name in names), box


def _overlaps(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def test_no_path_and_no_pawn_covers_a_name(board: CheatStreetBoard) -> None:
    """Six pawns on every tile in turn, and a path along every road: each name's box still
    shows exactly what the unchanging board shows there."""
    game = rules()
    static = board.static_layer(6)
    walk = ["s25", "s26", "s27", "s28", "s29", "s2", "s11", "s1", "s0", "s3", "s15", "s14"]
    walk += ["s13", "s35", "s36", "s37", "s38", "s39", "s40", "s41", "s42", "s43", "s44"]
    tiles = [s.id for s in game.board.spaces.values() if s.kind != "street"]
    for space in tiles:
        view = make_view([space] * 6, active=0, phase="move", path=walk)
        image = board.image(view)
        for label in board.labels():
            box = tuple(round(v) for v in label.box)
            shown = ImageChops.difference(image.crop(box), static.crop(box)).getbbox()
            assert shown is None, f"{label.text!r} is covered with pawns on {space}"


def test_the_path_runs_under_the_tiles_so_their_pictures_and_letters_stay_whole(
    board: CheatStreetBoard,
) -> None:
    """A move along the whole outer ring, by every goal tile and bus stop on it."""
    game = rules()
    ring = [f"s{i}" for i in range(25, 57)] + ["s25"]
    static = board.static_layer(3)
    view = make_view(["s0", "s0", "s0"], active=0, phase="move", path=ring)
    image = board.image(view)
    for space in game.board.spaces.values():
        if space.kind in ("goal", "bus"):
            x, y = board.space_xy(space.id)
            h = round(half(space))
            box = (x - h, y - h, x + h, y + h)
            shown = ImageChops.difference(image.crop(box), static.crop(box)).getbbox()
            assert shown is None, f"the path covers {space.id}"
