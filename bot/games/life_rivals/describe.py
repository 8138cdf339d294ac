"""Life Rivals' own words for the alt text of its pictures (the frame is ``bot.alt_text``): the
spin, where each player is on the road, each seat's own cards, as catalog sentences."""

from __future__ import annotations

from bot.alt_text import name_of
from bot.games.life_rivals.boards import RivalsView, SeatCards
from bot.games.life_rivals.words import card_name, career_name, joined, money, say


def board_sentences(rules: object, view: RivalsView) -> list[str]:
    """Who spun what, then each player's space, career and cash; hands only as counts."""
    board = view.board
    said = []
    if board.spin is not None:
        said.append(say("alt-spun", player=name_of(view, board.active), spin=str(board.spin)))
    for seat, place in enumerate(board.seats):
        on_space = say("alt-on-space", space=str(place.position))
        where = say("alt-retired") if place.retired else on_space
        facts = {
            "player": name_of(view, seat),
            "where": where,
            "money": money(place.cash),
            "cards": place.hand_size,
        }
        if place.career is None:
            said.append(say("alt-place", **facts))
        else:
            said.append(say("alt-place-career", **facts, career=place.career.name))
    return said


def private_sentences(rules: object, cards: SeatCards) -> list[str]:
    """The seat's own hand, careers to choose from and gossip."""
    hand = [card_name(card.key) for card in cards.hand]
    said = [say("alt-hand", cards=joined(hand)) if hand else say("alt-hand-empty")]
    if cards.careers:
        careers = joined([career_name(career.key) for career in cards.careers])
        said.append(say("alt-careers", careers=careers))
    if cards.gossip:
        said.append(say("alt-gossip", cards=joined([card_name(c.key) for c in cards.gossip])))
    return said
