"""The kit's pawns fanned over a board, and a move's path dotted only where it counts spaces."""

from __future__ import annotations

from PIL import Image

from renderers.kit.fan import fan, fanned
from renderers.kit.highlight import draw_move_path

CENTRES = {"a": (50.0, 50.0), "b": (150.0, 50.0)}


def test_pawns_alone_stand_on_their_space_and_sharing_ones_fan_out() -> None:
    placed = fanned({0: "a", 1: "b", 2: "b"}, CENTRES.__getitem__)
    assert placed[0] == (50.0, 50.0, 20)
    assert {seat: placed[seat] for seat in (1, 2)} == fan(CENTRES["b"], [1, 2])


def test_pawns_keep_the_room_asked_for_between_them() -> None:
    tight = fanned({0: "a", 1: "a"}, CENTRES.__getitem__, radii=(16, 15))
    roomy = fanned({0: "a", 1: "a"}, CENTRES.__getitem__, radii=(16, 15), room=4)
    assert tight[0][2] == roomy[0][2] == 15
    assert roomy[1][0] - roomy[0][0] == tight[1][0] - tight[0][0] + 8


def path(stops: list[int] | None) -> Image.Image:
    image = Image.new("RGB", (300, 60), (255, 255, 255))
    draw_move_path(image, [(20.0, 30.0), (150.0, 30.0), (280.0, 30.0)], 1, stops=stops)
    return image


def test_a_path_is_dotted_only_at_its_stops() -> None:
    """Above the middle of the line its dark edge shows, where a dot shows the mover's colour."""
    bend, stop = path([]), path([1])
    assert bend.getpixel((150, 25)) == bend.getpixel((85, 25)), "a bend in the road is no space"
    assert stop.getpixel((150, 25)) != bend.getpixel((150, 25))
    assert path(None).tobytes() == stop.tobytes()
