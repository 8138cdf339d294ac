# The table in play: the turn message, Game over, notices in the thread, DMs, and the buttons.

table-and = and
table-answered = Answered: { $names }.
table-your-move = { $people }: your move.
table-thinking = { $count ->
    [one] { $names } is thinking.
   *[other] { $names } are thinking.
}
table-skipping = Skipping { $names }, who left the game.
table-whose-turn = It's { $player }'s turn.
table-game-over = Game over: { $winners } { $count ->
    [one] wins
   *[other] win
}! { $reason }
table-nobody = nobody
table-final-standings = **Final standings**
table-secret-from = **{ $game }** in **{ $server }**
table-your-server = your server
table-dm-closed = { $player } I can't send you direct messages, so your cards stay here: press **{ table-button-show-cards }** or use `/{ command-game } { command-game-hand }` to see them privately.
table-idle-warning = { $waiting } the table is waiting for you. If nothing happens in { $time }, the other players may skip your turn or remove you from the game.
table-minutes = { NUMBER($count, useGrouping: 0) } minutes
table-seconds = { NUMBER($count, useGrouping: 0) } seconds
table-idle-choice = Still waiting for { $names }. Anyone else at the table may skip their turn or remove them; the game goes on where the rules allow it.
table-recap = The game of { $game } in pictures.
table-seat-left = { $departure } Their seat keeps its cards and place and is skipped until someone still playing hands it to a computer.
table-abandoned = This game of { $game } has ended early: { $reason } It is kept as abandoned.

table-button-show-cards = Show my cards
table-button-rematch = Rematch
table-button-take-over = Computer takes over
table-button-skip = Skip { $player }'s turn
table-button-remove = Remove { $player }
table-menu-parts = { $group }: choose a part
table-menu-range = { $group } ({ $first }-{ $last })
table-pick-an-option = Pick one of the options.

# Labels every game shares, shown in the table's language on its buttons and menus.
table-label-my-cards = My cards
table-label-my-turn = My turn
table-label-step-by-step = Step by step
table-label-take-back = Take back
table-label-allow = Allow
table-label-refuse = Refuse
