"""Where a name or a marker goes on a busy board: among a few candidate boxes, the one that
covers least of what is already there (tiles, roads, pawns, other names)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

Box = tuple[float, float, float, float]
Point = tuple[float, float]
"""Left, top, right, bottom, in pixels (not rounded: candidates are worked out, not laid out)."""


def overlap(a: Box, b: Box) -> float:
    """The area two boxes share."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def covered(box: Box, others: Iterable[Box]) -> float:
    """How much of ``others`` ``box`` covers, added up."""
    return sum(overlap(box, other) for other in others)


def centred(x: float, y: float, width: float, height: float) -> Box:
    return (x - width / 2, y - height / 2, x + width / 2, y + height / 2)


def square(x: float, y: float, half: float) -> Box:
    """The box of a square (or a circle) ``2 * half`` across centred on ``(x, y)``."""
    return (x - half, y - half, x + half, y + half)


def bounds(boxes: Sequence[Box]) -> Box:
    """The smallest box holding every one of ``boxes``."""
    return (
        min(box[0] for box in boxes),
        min(box[1] for box in boxes),
        max(box[2] for box in boxes),
        max(box[3] for box in boxes),
    )


def least_covering(candidates: Sequence[Box], taken: Iterable[Box]) -> Box:
    """The first of ``candidates`` covering least of ``taken``; only what reaches the
    candidates' bounds is weighed, so a board's many names cost little."""
    area = bounds(candidates)
    near = [box for box in taken if overlap(box, area) > 0]
    return min(candidates, key=lambda box: covered(box, near))


class Grid:
    """Boxes filed by the square cells they reach, so a box meets only its neighbours: a board
    weighs thousands of candidate spots against hundreds of tiles, roads and names."""

    CELL = 64.0

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], list[int]] = {}
        self.boxes: list[Box] = []
        self.tags: list[str] = []

    def _cells(self, box: Box) -> Iterable[tuple[int, int]]:
        cell = self.CELL
        for cx in range(int(box[0] // cell), int(box[2] // cell) + 1):
            for cy in range(int(box[1] // cell), int(box[3] // cell) + 1):
                yield cx, cy

    def add(self, box: Box, tag: str = "") -> None:
        index = len(self.boxes)
        self.boxes.append(box)
        self.tags.append(tag)
        for key in self._cells(box):
            self.cells.setdefault(key, []).append(index)

    def covered(self, box: Box, skip: str = "") -> float:
        """How much of the filed boxes ``box`` covers, added up (those tagged ``skip`` aside),
        each counted once however many cells it shares with ``box``."""
        seen: set[int] = set()
        total = 0.0
        for key in self._cells(box):
            for index in self.cells.get(key, ()):
                if index in seen:
                    continue
                seen.add(index)
                if skip and self.tags[index] == skip:
                    continue
                total += overlap(box, self.boxes[index])
        return total


class Obstacles:
    """Boxes a name or a marker should keep off, in groups weighing what covering a pixel of
    them costs, and the ``frame`` it should stay inside (a pixel out costs ``outside``). A
    group's boxes may belong to places, by id, and weigh nothing on their own place's name."""

    def __init__(self, frame: Box, outside: float) -> None:
        self.frame = frame
        self.outside = outside
        self.groups: list[tuple[float, Sequence[Box] | Mapping[str, Box], bool, Grid]] = []

    def add(
        self, weight: float, boxes: Sequence[Box] | Mapping[str, Box], *, names_only: bool = False
    ) -> None:
        """A group of ``boxes`` (kept as given: a list may grow as names are placed, and what
        was added since is filed when next weighed); ``names_only``: it weighs only on a
        place's own name (another place's tile close to it, where the name would be read as
        that place's)."""
        self.groups.append((weight, boxes, names_only, Grid()))

    def cost(self, box: Box, own: str = "") -> float:
        """What ``box`` covers, weighted, for the name of place ``own`` ('' for none)."""
        area = (box[2] - box[0]) * (box[3] - box[1])
        cost = self.outside * (area - overlap(box, self.frame))
        for weight, boxes, names_only, grid in self.groups:
            if names_only and not own:
                continue
            if len(grid.boxes) < len(boxes):
                _file_new(grid, boxes)
            cost += weight * grid.covered(box, own if isinstance(boxes, Mapping) else "")
        return cost


def _file_new(grid: Grid, boxes: Sequence[Box] | Mapping[str, Box]) -> None:
    """File the boxes of a group added since it was last weighed."""
    if isinstance(boxes, Mapping):
        for place, box in list(boxes.items())[len(grid.boxes) :]:
            grid.add(box, place)
    else:
        for box in boxes[len(grid.boxes) :]:
            grid.add(box)


CORNERS = ((0.75, -0.75), (-0.75, -0.75), (0.75, 0.75), (-0.75, 0.75))
"""Where a marker may sit round a thing, as shares of how far the thing reaches: top right
first, then top left, bottom right, bottom left."""


def marker_box(
    centre: Point, reach: float, half: float, taken: Sequence[Box], *, on_top: bool = False
) -> Box:
    """Where a marker ``2 * half`` across goes for the thing at ``centre`` reaching ``reach``:
    on it (when ``on_top`` and that covers nothing of ``taken``), else at the corner covering
    least of ``taken`` (names, pawns, other markers)."""
    x, y = centre
    spots = [(x + dx * reach, y + dy * reach) for dx, dy in CORNERS]
    if on_top:
        spots.insert(0, centre)
    return least_covering([square(sx, sy, half) for sx, sy in spots], taken)
