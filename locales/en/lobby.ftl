# The lobby: the message a table opens with, its buttons, and the answer to /game new.

lobby-opened = { $host } opened a table for **{ $game }** ({ $fewest }-{ $most } players).
lobby-open-here = Your { $game } lobby is open here.
lobby-open-in = Your { $game } lobby is open in { $place }.
lobby-title = { $game }: lobby
lobby-host = Host
lobby-status = Status
lobby-status-lobby = Waiting for players
lobby-status-running = Started
lobby-status-abandoned = Cancelled
lobby-status-finished = Finished
lobby-seats = Seats ({ $seated }/{ $most }, at least { $fewest })
lobby-nobody = nobody yet
lobby-options = Options
lobby-footer = Join to take a seat; the host presses Start when everyone is in.
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-start = Start
lobby-button-cancel = Cancel
lobby-button-add-computer = Add computer
lobby-button-remove-computer = Remove computer
