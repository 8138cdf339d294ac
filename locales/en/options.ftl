# The options of /game new, as the lobby and autocomplete name them: those every game offers
# (option-<key>) and each game's own (option-<game>-<key>); a choice adds -<value>.

option-computers = How computer players play
option-computers-normal = well
option-computers-easy = gently, for a first game
option-computers-hard = their best, thinking four times as long
option-language = Language
option-goosebumps-first = Who goes first
option-goosebumps-first-first-seat = the first seat (seat the youngest first)
option-goosebumps-first-random = a random player
option-life-rivals-first = Who goes first
option-life-rivals-first-spin = both spin; the lower spin is the more jealous
option-life-rivals-first-host = the host says who is the more jealous
option-sweet-valley-high-ruling = When the others disagree on a classroom
option-sweet-valley-high-ruling-majority = the majority decides
option-sweet-valley-high-ruling-left-decides = the player to the left of his girlfriend decides
