# What the bot answers one person (privately): refusals, confirmations and her own views.

## Finding and playing a game

reply-no-game = There is no game in this channel; start one with /game new.
reply-not-started = This game hasn't started yet; the host starts it with Start.
reply-ended = This game has ended.
reply-not-seated = You are not playing in this game.
reply-out-of-date = This prompt is out of date; use the newest one below.
reply-not-yours = These choices belong to another player; open your own with the prompt's button.
reply-not-saved = The game could not be saved, so nothing changed; please try again.
reply-went-wrong = Something went wrong on our side; nothing was changed.
reply-damaged = This game's saved data is damaged, so it can't go on.
reply-button-for = That button is for { $name }.
reply-timer-over = The timed phase is already over.
reply-not-holding-up-seat = That seat is not holding up the game.
reply-skip-yourself = You can't skip or remove yourself; just take your turn.
reply-acted-since = That player has acted since, so there is nothing to skip.
reply-not-holding-up = That player isn't holding up the game.
reply-still-has-time = That player still has time to act; wait until the table offers to skip them.
reply-not-ours = That control isn't one this bot made, so it does nothing.
reply-foreign = That control belongs to another game's table, so it does nothing here.
reply-not-on-menu = That choice isn't on this menu; pick one of its options.
reply-nothing-to-do = There is nothing for you to choose right now.
reply-cannot-show-choice = This choice can't be shown now; use /play instead.
reply-cannot-load = This game can't be loaded.
reply-your-choices = **{ $game }**: your choices
reply-use-play = Use /play to choose.
reply-done = Done.
reply-cards-not-dealt = The cards are dealt when the game starts.
reply-no-secret-cards = You hold no secret cards right now.
reply-your-cards = **{ $game }**, your cards:
reply-status-finished = This game has ended.
reply-status-abandoned = This game was ended early.
reply-slow-down = Slow down: try again in { $seconds ->
    [one] { $seconds } second.
   *[other] { $seconds } seconds.
}

## Seats in a running game

reply-left-game = You left the game; your seat is skipped until a computer takes it.
reply-nobody-left = { $name } left, and nobody is left to play.
reply-computer-plays-seat = A computer already plays that seat.
reply-seat-not-empty = That seat is not empty, so no computer can take it over.
reply-no-empty-seat = Nobody has left this game, so there is no seat for a computer to take over.
reply-plays-seat = { $name } plays { $was }'s seat from now on.
reply-host-gives-seats = Only the host can give a seat.
reply-already-playing-named = { $name } is already playing in this game.
reply-person-plays-seat = A person already plays that seat.
reply-already-playing = You are already playing in this game.
reply-every-seat-taken = This game has started, and a person plays every seat.
reply-seat-asked = The host has been asked to give you a seat.

## Lobbies

reply-already-here = This thread already has a game; use /game end before starting another.
reply-not-a-lobby = This game has already started.
reply-not-a-player = Only the people who played this game can ask for a rematch.
reply-rematch-opened = A rematch of this game has already been opened.
reply-rematch-opened-at = A rematch of this game has already been opened: { $link }.
reply-rematch-open-here = Your rematch lobby is open here.
reply-already-seated = You are already seated in this game.
reply-table-full = This table is full ({ $most } players).
reply-joined = { $name } joined.
reply-started-end-it = The game has started; the host can end it with /game end.
reply-host-cannot-leave = The host can't leave; use Cancel to close the lobby.
reply-not-seated-lobby = You are not seated in this game.
reply-left-table = You left the table.
reply-no-computer = There is no computer at this table to remove.
reply-name-left-table = { $name } left the table.
reply-needs-players = { $game } needs at least { $fewest } players; { $missing } more must join first.
reply-has-started = { $game } has started.
reply-lobby-cancelled = The lobby was cancelled.
reply-host-only = Only the host can { $action ->
    [add-computer] add a computer.
    [remove-computer] remove a computer.
    [start] start the game.
   *[cancel] cancel the lobby.
}

## Limits

reply-member-limit = You already host { $count } open { $count ->
    [one] table
   *[other] tables
} in this server ({ $tables }), the most one member may: finish or end one with /game end before opening another.
reply-list-and = { $most } and { $last }
reply-server-limit = This server already has { $most } open tables, the most it may hold: one must finish or end before another opens.

## Taking back a choice

reply-nothing-to-take-back = There is no choice to take back now: only the last one, and only if it showed nothing new.
reply-not-the-mover = Only { $name } can take back that choice.
reply-already-asked = You have already asked; the others are deciding.
reply-answered = You have already answered; the others are deciding.
reply-not-asked = You are not asked about this take-back.
reply-no-vote = Nobody has asked to take a choice back now.
reply-take-back-asked = You asked the others to let you take it back.
reply-refused = You refused; the choice stands.
reply-allowed = You allowed it.

## /game commands

reply-guild-only = Game Night plays in a server's text channels, not in direct messages.
reply-already-ended = This game has already ended.
reply-not-ended = The game could not be ended just now; please try again.
reply-end-not-allowed = Only the host or someone with Manage Server can end this game.
reply-game-ended = The game has ended.
reply-no-tables = No lobbies or games right now; open one with /game new.
reply-table-line = **{ $game }** ({ $status ->
    [lobby] lobby
   *[running] playing
}, { $count } players): { $place }

## Standings and history

reply-unknown-game = There is no game called { $typed }; pick one of the games offered.
reply-no-standings = Nobody has finished a game here yet, so there are no standings.
reply-no-standings-of = Nobody has finished a game of { $game } here yet, so there are no standings.
reply-no-history = No game has finished on this server yet.
reply-no-history-of = No game of { $game } has finished on this server yet.
reply-rating-note = -# A rating is skill minus three times its uncertainty, so one lucky game doesn't top the board; ▲▼ is its change over the last 5 games.
reply-standings-guild-only = Game Night keeps standings per server, so ask in a server's channel.
reply-standings-title = **{ $game }** standings ({ $players ->
    [one] { $players } player
   *[other] { $players } players
})
reply-standing-line = { $rank }. **{ $name }** { NUMBER($rating, minimumFractionDigits: 1) } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
reply-trend = { $rise ->
    [yes] ▲
   *[no] ▼
}{ NUMBER($change, minimumFractionDigits: 1) }
reply-standing-you = ← you
reply-history-title = **Finished games** (page { $page } of { $pages }, newest first)
reply-history-line = **{ $game }** · { $when } · won by **{ $winners }** · { $players } · { $place }
reply-history-nobody = nobody
reply-history-previous = Previous
reply-history-next = Next

## Said in a table's thread, in the table's language

thread-lobby-closed = Nobody started this lobby in time, so it has closed; open another with /game new.
thread-seat-wanted = { $name } would like to play. The host may give them a computer's seat.
thread-give-seat = Give { $name } { $seat }'s seat
thread-rematch-opened = { $host } opened a rematch of **{ $game }**.
thread-rematch-call = { $called }: press Join to play again.
thread-game-ended = { $who } ended this game of { $game }; it is kept as abandoned.
thread-back-after-restart = The table is back after a restart; here is where the game stands.
thread-left-game = { $name } left the game.
thread-removed = { $name } was removed.
thread-take-back-asked = { $mover } asks to take back their last choice
thread-take-back-refused = { $name } refused, so { $mover }'s choice stands
thread-take-back-allowed = { $name } allows { $mover } to take it back
