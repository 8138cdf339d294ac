# Words the shared parts of every picture draw and say: the turn panel, Game over, a player's
# corner, and the descriptions (alt text) screen readers speak.

picture-turn = { $player }'s turn
picture-nobody-wins = Nobody wins
picture-winners = { $count ->
    [one] { $names } wins
   *[other] { $names } win
}
picture-no-cards-in-front = No cards in front yet

alt-game-over-nobody = Game over: nobody won.
alt-game-over = Game over: { $names } { $count ->
    [one] won.
   *[other] won.
}
alt-whose-turn = It is { $player }'s turn.
alt-asked = { $asked }.
alt-standings = Standings: { $standings }.
alt-standing = { $player } { $standing }
alt-own-cards = { $player }'s own cards.
alt-recap = The game of { $game } in pictures, { $turns } turns.
alt-recap-won = The game of { $game } in pictures, { $turns } turns. { $winners } { $count ->
    [one] won.
   *[other] won.
}

alt-chart = Each player's standing over the game of { $game }.
alt-chart-ended = At the end: { $ended }.
alt-picture = The game's picture.
alt-someone = someone

picture-tenths = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }
picture-standings-rating = rating
picture-standings-games = games
picture-standings-wins = wins
picture-standings-name = name
picture-standings-trend = trend
alt-standings-of = { $game } standings: { $ranked }.
alt-ranked = { $rank }. { $player } { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }
