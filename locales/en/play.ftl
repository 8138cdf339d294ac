# What the rules kit itself says to a player: refusals every game shares.

play-unknown-action = "{ $typed }" is not a { $game } action.
play-ended = This game has ended.
play-not-seated = You are not seated in this game.
play-no-timer = Nothing is waiting on a timer now.
play-not-holding-up = That player isn't holding up the game.
play-not-in-game = That player is not in the game.
play-not-asked = You are not part of this decision.
play-already-answered = You have already answered; the others are still deciding.
play-no-say = You don't have a say in this decision.
play-already-voted = You have already voted; the others are still deciding.
play-player-count = { $exact ->
    [yes] { $game } is for exactly { $low } players, not { $count }.
   *[other] { $game } is for { $low } to { $high } players, not { $count }.
}
