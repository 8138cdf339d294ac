"""Goosebumps' own measure reads the typed board: the pawns still standing, and how near the
Crypt the best of them is, a pawn with a Ring saved under it counting most. A computer one move
from the Headless Ghost tries it, one or two turns away heads for the Crypt by the shortest way,
and its drawn positions keep every Ring the table saw under the pawn it was seen under."""

from __future__ import annotations

from dataclasses import replace

import pytest
from msgspec import structs

from bot.ai import choose
from bot.ai.goosebumps import NEAR, RING, STANDING, WALK, advance, ringed_pawns, to_crypt
from bot.engine import Rng
from bot.games.goosebumps.boards import GooseView, PawnBoard, PawnCards, SavedCards
from bot.games.goosebumps.state import AFTER, MOVE, GooseState
from tests.games.goosebumps_helpers import card, game, give, moving, new, rng_where, slide

SARI, GABE, TERRI, JERRY = 0, 1, 2, 3
SEEDS = range(10)
TABLES = (2, 3, 4)
OTHERS = ("d8", "c7", "e9", "b6", "f6", "d6")
"""Where the other pawns wait, away from the Crypt and off every pit."""


def with_pawn(view: GooseView, pawn: int, **changes: object) -> GooseView:
    pawns = list(view.board.pawns)
    pawns[pawn] = structs.replace(pawns[pawn], **changes)
    return replace(view, board=structs.replace(view.board, pawns=tuple(pawns)))


def holding(own: GooseView, pawn_name: str, effect: str) -> GooseView:
    """Seat 0's own view with a card of ``effect`` saved under ``pawn_name`` only."""
    held = (game().cards[card(effect)],)
    pawns = tuple(
        PawnCards(name, False, held if name == pawn_name else ()) for name in ("Sari", "Gabe")
    )
    return replace(own, private_board=SavedCards(pawns))


def test_a_ring_is_told_by_its_effect_in_the_seats_own_cards() -> None:
    own = game().view(new(), 0)
    assert ringed_pawns(holding(own, "Gabe", "ring")) == {"Gabe"}
    assert ringed_pawns(holding(own, "Gabe", "jump")) == frozenset()
    assert ringed_pawns(game().view(new(), None)) == frozenset()


def test_a_ringed_pawn_near_the_crypt_counts_most_unless_a_monster() -> None:
    public = game().view(new(), None)
    own = holding(game().view(new(), 0), "Gabe", "ring")
    crypt = game().board.crypt
    near = with_pawn(public, GABE, space=crypt)
    standing = 2 * STANDING
    assert to_crypt(public.board.tombs)[crypt] == 0
    assert advance(near, own) == pytest.approx(min(1.0, standing + RING + NEAR))
    assert advance(with_pawn(near, GABE, monster=True), own) == pytest.approx(standing + WALK)
    assert advance(with_pawn(near, SARI, space=None), own) == pytest.approx(STANDING + RING + NEAR)


def test_a_pawn_that_fell_no_longer_stands() -> None:
    public = game().view(new(), None)
    own = game().view(new(), 0)
    gone = with_pawn(with_pawn(public, SARI, space=None), GABE, space=None)
    assert advance(gone, own) == 0
    assert isinstance(public.board.pawns[SARI], PawnBoard)


def ringed_gabe(space: str, number: int, players: int = 4) -> GooseState:
    """Seat 0 to move ``number`` spaces, Gabe on ``space`` with a Ring saved under him, the
    other pawns spread over the graveyard."""
    s = new(players)
    for pawn, where in zip(range(2, 2 * players), OTHERS, strict=False):
        s.spaces[pawn] = where
    s.spaces[GABE] = space
    give(s, GABE, card("ring"))
    return moving(s, number)


def choices(s: GooseState, seat: int = 0) -> set[str]:
    return {choose(game(), s, seat, seed=seed) for seed in SEEDS}


@pytest.mark.parametrize("players", TABLES)
def test_a_ringed_pawn_on_the_crypt_drops_the_skull(players: int) -> None:
    """One move from winning: the skull is tried, whatever else the turn allows."""
    assert choices(ringed_gabe(game().board.crypt, 3, players)) == {f"skull:{GABE}"}


@pytest.mark.parametrize("players", TABLES)
def test_a_ringed_pawn_that_reaches_the_crypt_jumps_onto_it(players: int) -> None:
    """From the Exit any count jumps onto the Crypt platform, and the skull drops there."""
    s = ringed_gabe(game().board.exit, 5, players)
    assert choices(s) == {f"go:{GABE}:{game().board.crypt}"}


@pytest.mark.parametrize("players", TABLES)
@pytest.mark.parametrize(("space", "number"), [("c4", 3), ("d5", 3), ("c5", 4), ("d7", 5)])
def test_a_ringed_pawn_two_turns_away_takes_the_shortest_way(
    space: str, number: int, players: int
) -> None:
    """Two turns from the Crypt: the move that ends on the Exit, from which any roll jumps."""
    s = ringed_gabe(space, number, players)
    steps = to_crypt(tuple(s.tombs))
    nearest = min(steps[there] for there in game().destinations(s, GABE))
    assert nearest == steps[game().board.exit]
    assert choices(s) == {f"go:{GABE}:{game().board.exit}"}


def terri_showed_a_ring(*also: str) -> GooseState:
    """Seat 1's Terri, with a Ring (and the cards ``also``) saved, missed the skull on the
    Crypt: the Ring was shown to everyone and went back under her Pawn card."""
    s = new(2)
    s.active = 1
    s.spaces[TERRI] = game().board.exit
    for saved in (card("ring"), *also):
        give(s, TERRI, saved)
    s = moving(s, 2)
    s.rng = rng_where(lambda r: r.below(2) == 1)
    s, events = game().apply(s, 1, f"go:{TERRI}:{game().board.crypt}")
    assert "another try next turn" in " ".join(e.text for e in events)
    s, _ = game().apply(s, 1, "done")
    return s


def test_a_ring_shown_at_the_skull_stays_under_its_pawn_in_every_draw() -> None:
    """Seat 0 saw Terri's Ring: every position it draws keeps a Ring under Terri, whatever else
    is dealt anew."""
    s = terri_showed_a_ring(card("jump"))
    rings = game().ring_ids
    others = set()
    for seed in range(40):
        drawn = game().determinize(s, 0, Rng.from_seed(seed))
        assert len(drawn.saved[TERRI]) == 2
        assert any(c in rings for c in drawn.saved[TERRI])
        others.update(c for c in drawn.saved[TERRI] if c not in rings)
    assert len(others) > 1, "the card the table never saw is dealt anew"


def test_a_stolen_ring_is_remembered_under_the_thief() -> None:
    """A steal shows that a Ring moved: the thief keeps one in every draw, the victim's count
    goes down again."""
    s = moving(new(2), 1)
    give(s, SARI, card("ring"))
    give(s, SARI, card("jump"))
    give(s, TERRI, card("steal-ring"))
    give(s, TERRI, card("reversal"))
    s.active = 1
    s, _ = game().apply(s, 1, f"play:{TERRI}:{card('steal-ring')}:{SARI}")
    assert s.rings_shown[TERRI] == 1 and s.rings_shown[SARI] == 0
    for seed in range(20):
        drawn = game().determinize(s, 0, Rng.from_seed(seed))
        assert any(c in game().ring_ids for c in drawn.saved[TERRI])


def test_a_computer_steals_the_ring_it_saw() -> None:
    """Holding a steal after its move, seat 0 takes it from Terri, who showed her Ring at the
    skull, rather than from Jerry, whose three saved cards nobody saw."""
    s = terri_showed_a_ring()
    for saved in (card("jump"), card("switch"), card("extra-turn")):
        give(s, JERRY, saved)
    s.spaces[JERRY] = "c7"
    give(s, SARI, card("steal-ring"))
    s.active, s.phase, s.number, s.symbol = 0, AFTER, 1, "wolf"
    picked = choices(s)
    assert picked == {f"play:{SARI}:{card('steal-ring')}:{TERRI}"}


def test_a_pawn_that_falls_takes_its_shown_ring_to_the_discards() -> None:
    """A fallen pawn's cards go to the discard pile unseen: the table remembers no Ring there."""
    s = terri_showed_a_ring()
    assert s.rings_shown[TERRI] == 1
    s.spaces[TERRI], s.tombs = "b8", [1, 1, 1]
    s, _ = slide(s, "mummy", 0)
    s, _ = game().expire(s)  # Terri saved a card: the table waited for a jump that never came
    assert s.spaces[TERRI] == "" and s.rings_shown[TERRI] == 0


def terri_found_without_a_ring() -> GooseState:
    """Seat 0's Sari played a steal on Terri, who saved three cards and no Ring; Sari still
    saves a second steal, and Jerry one card nobody saw."""
    s = moving(new(2), 1)
    for saved in (card("jump"), card("switch"), card("extra-turn")):
        give(s, TERRI, saved)
    give(s, JERRY, card("switch", 1))
    s.spaces[TERRI], s.spaces[JERRY] = "d8", "c7"
    give(s, SARI, card("steal-ring", 0))
    give(s, SARI, card("steal-ring", 1))
    s, events = game().apply(s, 0, f"play:{SARI}:{card('steal-ring', 0)}:{TERRI}")
    assert "had no Magic Ring to steal" in " ".join(e.text for e in events)
    return s


def test_a_pawn_a_steal_found_without_a_ring_gets_none_in_any_draw() -> None:
    """The table heard Terri had no Ring: no drawn position gives her one among those cards."""
    s = terri_found_without_a_ring()
    assert s.ringless[TERRI] == 3
    for seed in range(40):
        drawn = game().determinize(s, 0, Rng.from_seed(seed))
        assert len(drawn.saved[TERRI]) == 3
        assert not any(c in game().ring_ids for c in drawn.saved[TERRI])


def test_a_computer_does_not_steal_again_where_no_ring_was() -> None:
    """With its second steal after its move, seat 0 tries Jerry, not Terri, whom the first
    steal found without a Ring."""
    s = terri_found_without_a_ring()
    s.phase = AFTER
    assert choices(s) == {f"play:{SARI}:{card('steal-ring', 1)}:{JERRY}"}


def test_a_card_given_up_leaves_no_room_for_a_ring() -> None:
    """Terri, found without a Ring, plays one of her three cards: the two left are still known
    to be no Ring (one fewer known, one fewer held)."""
    s = terri_found_without_a_ring()
    s.active, s.phase = 1, MOVE
    s, _ = game().apply(s, 1, f"play:{TERRI}:{card('extra-turn')}")
    assert len(s.saved[TERRI]) == 2 and s.ringless[TERRI] == 2


def test_a_fallen_pawns_cards_are_dealt_anew_for_everyone_but_its_player() -> None:
    """Terri falls with two Rings saved: they go face down on the discard pile, so another
    seat's draws put any unseen cards there, while her own player's draws keep the Rings."""
    s = new(2)
    give(s, TERRI, card("ring", 0))
    give(s, TERRI, card("ring", 1))
    s.spaces[TERRI], s.tombs = "b8", [1, 1, 1]
    s, _ = slide(s, "mummy", 0)
    s, _ = game().expire(s)
    places = [thrown.place for thrown in s.thrown_unseen]
    assert s.spaces[TERRI] == "" and len(places) == 2
    lying = set()
    for seed in range(30):
        theirs = game().determinize(s, 1, Rng.from_seed(seed)).deck.discard
        assert [theirs[place] for place in places] == [card("ring", 0), card("ring", 1)]
        drawn = game().determinize(s, 0, Rng.from_seed(seed)).deck.discard
        lying.update(drawn[place] for place in places)
    assert not lying <= game().ring_ids


def test_face_down_discards_are_forgotten_once_shuffled_into_a_new_draw_pile() -> None:
    """Drawing from an empty pile shuffles the discards in: no place there is face down now."""
    s = new(2)
    give(s, TERRI, card("ring", 0))
    s.spaces[TERRI], s.tombs = "b8", [1, 1, 1]
    s, _ = slide(s, "mummy", 0)
    s, _ = game().expire(s)
    assert s.thrown_unseen
    s.deck.discard += s.deck.cards
    s.deck.cards = []
    s = moving(s, 1)
    kinds = game().kinds(s)
    onto_g = next(there for there, kind in kinds.items() if kind == "g")
    s.spaces[SARI] = next(
        here for here in game().board.neighbours[onto_g] if kinds[here] in ("grass", "g")
    )
    s, events = game().apply(s, s.active, f"go:{SARI}:{onto_g}")
    assert "shuffled into a new draw pile" in " ".join(e.text for e in events)
    assert s.thrown_unseen == []
