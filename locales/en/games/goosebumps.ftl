# Goosebumps: Terror in the Graveyard, in English: every line, label and picture word the
# game shows. The pawn pairs' names (Sari, Gabe, ...) stay as they are in every language.

## Tombs, colours, kinds of card and of space

# "the Mummy tomb", as a sentence names it (to slide it, or it slid)
goosebumps-the-tomb-mummy = the Mummy tomb
goosebumps-the-tomb-monster = the Monster tomb
goosebumps-the-tomb-wolf = the Wolf tomb
# The face of the symbol die, after "rolled 4 and"
goosebumps-face-mummy = the Mummy
goosebumps-face-monster = the Monster
goosebumps-face-wolf = the Wolf
# The picture's description names the tomb the die shows
goosebumps-alt-tomb-mummy = the mummy tomb
goosebumps-alt-tomb-monster = the monster tomb
goosebumps-alt-tomb-wolf = the wolf tomb
# "followed the Red arrow"
goosebumps-colour-red = Red
goosebumps-colour-purple = Purple
goosebumps-colour-gold = Gold
goosebumps-arrow-red = Red arrow
goosebumps-arrow-purple = Purple arrow
goosebumps-arrow-gold = Gold arrow
goosebumps-danger-red = Red Danger
goosebumps-danger-purple = Purple Danger
goosebumps-danger-gold = Gold Danger
goosebumps-pair-blue = blue
goosebumps-pair-green = green
goosebumps-pair-orange = orange
goosebumps-pair-pink = pink
goosebumps-kind-now = Play Now!
goosebumps-kind-later = Play Later!
goosebumps-kind-now-or-later = Play Now or Later!
goosebumps-kind-anytime = Play Anytime!
goosebumps-place-g = G space
goosebumps-place-hand = Skeleton Hand
goosebumps-place-potion = Magic Potion
goosebumps-place-grass = grass
goosebumps-place-exit = Exit
goosebumps-place-gate = Gate platform
goosebumps-place-crypt = Crypt platform
goosebumps-place-shifting = Shifting

## Where a pawn goes: "moved to the Exit", "steps to C4"

goosebumps-to-crypt = to the Crypt platform
goosebumps-to-exit = to the Exit
goosebumps-to-gate = to the Gate platform
goosebumps-to-space = to { $space }

## Names and lists

# A pawn with its player: "Ana's Sari"
goosebumps-whose = { $player }'s { $pawn }
goosebumps-nobody = nobody
goosebumps-no-saved = { $pawn } has no saved cards.
goosebumps-saved-line = { $pawn }'s saved cards: { $titles }.
goosebumps-card-told = { $title } ({ $kind }): { $text }

## The opening

goosebumps-plays-pair = { $player } plays { $girl } and { $boy } ({ $colour }).
goosebumps-first-random = { $player } goes first (chosen at random); play goes clockwise.
goosebumps-first-youngest = { $player } goes first (the first seat, for the youngest); play goes clockwise.
goosebumps-opening-event = { $line }.

## What happened

goosebumps-rolled = { $player } rolled { $number } and { $face }
goosebumps-about-to-slide = { $tomb } was about to slide onto { $space }, where { $pawns } stood
goosebumps-slid = { $tomb } slid onto { $space }
goosebumps-hand-gripped = a Skeleton Hand gripped { $pawn }
goosebumps-saved-discarded = { $pawn }'s saved cards went to the discard pile.
goosebumps-fell = { $pawn } fell into the pit, out of the game
goosebumps-lost-both = { $player } lost both pawns, out of the game
goosebumps-last-with-pawn = { $player } was the last player with a pawn in the graveyard.
goosebumps-fell-together = { $players } fell last, together, and shared the win.
goosebumps-moved = { $pawn } moved { $to }
goosebumps-monster-drew-none = { $pawn }, a Monster, drew no card
goosebumps-followed-arrow = { $pawn } followed the { $colour } arrow to { $space }
goosebumps-potion-cured = a Magic Potion cured { $pawn }
goosebumps-showed-ring = { $pawn } showed { $ring } and dropped the skull down the chute
goosebumps-destroyed-ghost = { $player }'s { $pawn } destroyed the Headless Ghost!
goosebumps-skull-missed = the skull rolled out of the other window: another try next turn
goosebumps-reshuffled = the discard pile was shuffled into a new draw pile
goosebumps-no-card-left = there was no card left to draw
goosebumps-drew-saved = { $pawn } drew a card and saved it
goosebumps-saved-card = { $pawn } saved { $card }
goosebumps-drew = { $pawn } drew { $card }
goosebumps-no-target = { $card } had no pawn to act on and was discarded
goosebumps-cured-all = every Monster was cured: { $pawns }
goosebumps-another-turn = { $player } got another full turn
goosebumps-turn-of = { $player }'s turn
goosebumps-moved-none = { $player } moved no pawn
goosebumps-ended-turn = { $player } ended the turn
goosebumps-time-ran-out = time ran out for the Play Anytime card
goosebumps-slow-answer = { $player } took too long to answer
goosebumps-slow-skipped = { $player } took too long: turn skipped
goosebumps-left = { $player } left the game, and their pawns left the graveyard
goosebumps-last-in-graveyard = { $player } was the last player in the graveyard.
goosebumps-played = { $pawn } played { $card }
goosebumps-to-gate-back = { $pawn } went back to the Gate platform
goosebumps-switched = { $pawn } and { $other } switched places
goosebumps-jumped = { $pawn } jumped { $to }
goosebumps-no-ring = { $pawn } had no Magic Ring to steal
goosebumps-lost-ring = { $pawn } lost a Magic Ring. { $saved }
goosebumps-stole-ring = { $pawn } stole a Magic Ring from { $victim }
goosebumps-reversed = { $pawn } revealed a Monster Reversal: the Monster turned back on { $player }
goosebumps-reversal-wasted = no pawn of theirs could take it, so the Monster card was discarded
goosebumps-became-monster = { $pawn } turned into a Monster

## Results and standings

goosebumps-won = won
goosebumps-lost = lost
goosebumps-left-game = left the game
goosebumps-out = out of the game
goosebumps-pawns = { $count ->
    [one] { $count } pawn
   *[other] { $count } pawns
}
goosebumps-saved-count = { $count } saved
# A player's standing: its parts joined by " · "
goosebumps-standing = { $parts }
# A Monster as the board marks it, where a standing needs fewer words
goosebumps-monsters-short = { $count ->
    [one] M
   *[other] { $count } M
}
goosebumps-monsters = { $count ->
    [one] Monster
   *[other] { $count } Monsters
}

## What the table waits for

goosebumps-phase-over = Game over: { $players } won
goosebumps-phase-tomb = { $player } slides { $tomb } onto a numbered space
goosebumps-phase-target = { $player } picks what { $card } acts on
goosebumps-phase-after = { $player } may play saved cards, or choose Done
goosebumps-phase-stepping = { $player } moves a pawn step by step: { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} to go, a numbered one at a time
goosebumps-phase-stepping-pawn = { $player } moves { $pawn } step by step: { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} to go, a numbered one at a time
goosebumps-phase-stuck = { $player } can move no pawn { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}
goosebumps-phase-move = { $player } moves a pawn { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}, to a numbered space
goosebumps-phase-brink = A pit will open at { $space } under { $pawns }: a Play Anytime card holder may jump first
goosebumps-out-of-game = You are out of this game.
# Shorter words for the picture, where a longer language needs more than its two lines
goosebumps-phase-tomb-short = { $player } slides { $tomb }
goosebumps-phase-target-short = { $player } picks a target for { $card }
goosebumps-phase-after-short = { $player } may play cards, or Done
goosebumps-phase-stepping-short = { $player } steps a pawn: { $count } to go
goosebumps-phase-stepping-pawn-short = { $player } steps { $pawn }: { $count } to go
goosebumps-phase-stuck-short = { $player } can't move
goosebumps-phase-move-short = { $player } moves a pawn { $count }
goosebumps-phase-brink-short = A pit opens at { $space }: Play Anytime may jump

## Choices

goosebumps-panel = My cards
goosebumps-panel-first = My cards: see and play saved cards
goosebumps-badged = { $badge } · { $label }
goosebumps-slide = Slide { $tomb } onto { $space }
goosebumps-done = Done: end the turn
goosebumps-let-slide = { $player }: let the tomb slide
goosebumps-choose-for = { $card }: choose
goosebumps-tries-skull = { $pawn } tries the skull
goosebumps-step-by-step = Step by step
goosebumps-stay = Don't move a pawn
goosebumps-steps-to = { $pawn } steps { $to }
goosebumps-move-pawn = Move { $pawn }
goosebumps-destination = { $space } ({ $what })
goosebumps-destination-crypt = { $space } (Crypt platform, a jump from the Exit)
goosebumps-pawn-cards = { $pawn }'s cards
goosebumps-card-choice = { $card }: { $choice }
goosebumps-play-it = play it
goosebumps-switch-with = switch with { $pawn }
goosebumps-jump-to = jump to { $space }
goosebumps-slide-target = slide { $tomb } onto { $space }

## Refusals

goosebumps-no-go-on = That answer is another player's: use your own.
goosebumps-not-waiting = The table is not waiting for you to let a tomb slide.
goosebumps-wait-brink = Wait: a pit is about to open and the table waits for the Play Anytime card.
goosebumps-not-your-turn = It's { $player }'s turn.
goosebumps-target-first = First choose who { $card } acts on.
goosebumps-dice-rolled = The dice are rolled for you as your turn begins.
goosebumps-slide-first = Slide { $tomb } first.
goosebumps-move-first = Move a pawn, or choose Don't move a pawn, before you are done.
goosebumps-move-over = Your move is over: play a saved card from My cards, or choose Done.
goosebumps-finish-steps = You have begun a step-by-step move: finish it.
goosebumps-already-stepping = You are already moving step by step.
goosebumps-no-such-tomb = There is no { $tomb } tomb.
goosebumps-tomb-moved = The tomb has already moved this turn.
goosebumps-slide-rolled = You rolled { $face }: slide that tomb.
goosebumps-one-position-end = A tomb moves one position at a time: { $tomb } can only go to an end next to the middle.
goosebumps-one-position-middle = A tomb moves one position at a time: { $tomb } can only go to the middle.
goosebumps-not-your-pawn = That is not one of your pawns.
goosebumps-skull-crypt = { $pawn } must stand on the Crypt platform to try the skull.
goosebumps-skull-monster = { $pawn } is a Monster: cure it before facing the Headless Ghost.
goosebumps-ring-other = Your Magic Ring is saved under { $pawn }, who alone can use it.
goosebumps-no-ring-held = { $pawn } holds no Magic Ring.
goosebumps-fallen = { $pawn } has fallen into a pit.
goosebumps-held = { $pawn } is held by a Skeleton Hand until a tomb changes that space.
goosebumps-step-not-go = You are moving step by step: take your next step.
goosebumps-go-not-step = Choose where to go, or choose Step by step first.
goosebumps-moving-other = You are moving { $pawn } this turn.
goosebumps-no-space = There is no such space (bushes are not spaces).
goosebumps-open-pit = { $space } is an open pit: no pawn can move into it.
goosebumps-bad-step = { $space } is not a step that can finish your move of { $number }.
goosebumps-cannot-reach = { $pawn } can't reach { $space } in exactly { $number } steps: bushes and pits block, and no space is used twice.
goosebumps-no-play = There is no such card play.
goosebumps-their-card = It's { $player }'s card to play.
goosebumps-own-pawns-only = You can only play cards saved under your own pawns.
goosebumps-saved-under-other = That card is saved under { $pawn }, who alone can play it.
goosebumps-not-held = { $pawn } doesn't hold { $card }.
goosebumps-ring-not-played = A Magic Ring isn't played: take its pawn to the Crypt platform to use it.
goosebumps-reversal-not-played = The Monster Reversal acts by itself when a Monster card is played on its pawn.
goosebumps-own-turn-only = { $card } can only be played on your own turn.
goosebumps-finish-waiting = Finish what the game is waiting for before playing a card.
goosebumps-finish-move = Finish your move first.
goosebumps-already-monster = { $pawn } is already a Monster: no second Monster card on it.
goosebumps-quake-one = A tomb moves one position at a time.
goosebumps-cannot-act = { $card } can't act on that.

## The picture's description

goosebumps-alt-rolled = { $player } rolled { $number } and { $tomb }.
goosebumps-alt-rolled-number = { $player } rolled { $number }.
goosebumps-alt-rolled-tomb = { $player } rolled { $tomb }.
goosebumps-alt-on = { $player }'s { $pawn } is on { $space }.
goosebumps-alt-on-saved = { $player }'s { $pawn } is on { $space }, { $count } saved cards.
goosebumps-alt-out = { $player }'s { $pawn } is out of the graveyard.
goosebumps-alt-out-saved = { $player }'s { $pawn } is out of the graveyard, { $count } saved cards.
goosebumps-alt-own = { $pawn }: { $titles }.
goosebumps-alt-own-fallen = { $pawn } (fallen): { $titles }.
goosebumps-alt-no-cards = no cards

## The picture

goosebumps-board-crypt = Crypt
goosebumps-board-exit = Exit
goosebumps-board-gate = Gate
goosebumps-legend-g = draw a card
goosebumps-legend-hand = held: no move
goosebumps-legend-potion = cures a Monster
goosebumps-legend-danger = a pit may open
goosebumps-legend-arrow = go to its Danger
goosebumps-piles = Draw pile { $draw } · discard pile { $discard }
goosebumps-saved-heading = { $pawn } · { $count ->
    [one] { $count } saved card
   *[other] { $count } saved cards
}

## The cards: each title, then what it says

# What each kind of card does, in a few words for the card pictures of a longer language
goosebumps-effect-monster = Turn a rival's pawn, or the pawn just moved, into a Monster.
goosebumps-effect-cure-all = Every Monster pawn is cured.
goosebumps-effect-to-gate = Send a rival's pawn back to the Gate platform.
goosebumps-effect-quake = Slide any tomb one position.
goosebumps-effect-ring = From the Crypt platform, this pawn can destroy the Headless Ghost.
goosebumps-effect-reversal = A Monster card played on this pawn turns on its player.
goosebumps-effect-extra-turn = Take another full turn after this one.
goosebumps-effect-switch = Switch places with any other pawn.
goosebumps-effect-steal-ring = Take a Magic Ring from a rival's pawn.
goosebumps-effect-jump = Jump to a space next to it, even on another's turn.

# A card's title in one or two words, where its own is too long for a card picture
goosebumps-short-monster = Monster
goosebumps-short-cure-all = Cure
goosebumps-short-to-gate = To the Gate
goosebumps-short-quake = Tremor
goosebumps-short-ring = Magic Ring
goosebumps-short-reversal = Reversal
goosebumps-short-extra-turn = Extra turn
goosebumps-short-switch = Switch
goosebumps-short-steal-ring = Ring thief
goosebumps-short-jump = Jump

goosebumps-card-monster-1 = Green Slime
goosebumps-card-monster-1-text = A bucket of glowing slime tips over. Turn an opponent's pawn, or the pawn just moved, into a Monster.
goosebumps-card-monster-2 = Werewolf Bite
goosebumps-card-monster-2-text = Something howls behind the hedge and bites. Turn an opponent's pawn, or the pawn just moved, into a Monster.
goosebumps-card-monster-3 = Mummy Wrap
goosebumps-card-monster-3-text = Old bandages unwind from a crack in the tomb. Turn an opponent's pawn, or the pawn just moved, into a Monster.
goosebumps-card-monster-4 = Haunted Mask
goosebumps-card-monster-4-text = A grinning mask floats down and sticks fast. Turn an opponent's pawn, or the pawn just moved, into a Monster.
goosebumps-card-monster-5 = Living Dummy
goosebumps-card-monster-5-text = A ventriloquist's dummy whispers a spell. Turn an opponent's pawn, or the pawn just moved, into a Monster.
goosebumps-card-monster-6 = Monster Blood
goosebumps-card-monster-6-text = A can of green goo bubbles over its rim. Turn an opponent's pawn, or the pawn just moved, into a Monster.
goosebumps-card-cure-all = Moonlight Rain
goosebumps-card-cure-all-text = Silver rain washes over the graveyard. Every Monster pawn is cured.
goosebumps-card-to-gate-1 = Bats!
goosebumps-card-to-gate-1-text = A cloud of bats chases a pawn out through the gate. Send any opponent's pawn back to the Gate platform.
goosebumps-card-to-gate-2 = Groundskeeper
goosebumps-card-to-gate-2-text = The groundskeeper marches a pawn back to the entrance. Send any opponent's pawn back to the Gate platform.
goosebumps-card-to-gate-3 = Cold Wind
goosebumps-card-to-gate-3-text = An icy wind blows a pawn all the way back. Send any opponent's pawn back to the Gate platform.
goosebumps-card-to-gate-4 = Ghostly Chill
goosebumps-card-to-gate-4-text = A ghost breathes down a pawn's neck; it runs for the gate. Send any opponent's pawn back to the Gate platform.
goosebumps-card-quake-1 = Earth Tremor
goosebumps-card-quake-1-text = The ground rumbles under the tombs. Slide any one tomb one position, forward or back.
goosebumps-card-quake-2 = Restless Dead
goosebumps-card-quake-2-text = Something inside a tomb pushes it along. Slide any one tomb one position, forward or back.
goosebumps-card-quake-3 = Grave Shake
goosebumps-card-quake-3-text = The whole graveyard shudders. Slide any one tomb one position, forward or back.
goosebumps-card-ring-1 = Lucky Ring
goosebumps-card-ring-1-text = A ring glints in the grass. Save it under this pawn: with it, this pawn can destroy the Headless Ghost from the Crypt platform.
goosebumps-card-ring-2 = Ring of Light
goosebumps-card-ring-2-text = A ring of pale light hangs on a branch. Save it under this pawn: with it, this pawn can destroy the Headless Ghost from the Crypt platform.
goosebumps-card-ring-3 = Silver Ring
goosebumps-card-ring-3-text = A silver ring lies on a headstone. Save it under this pawn: with it, this pawn can destroy the Headless Ghost from the Crypt platform.
goosebumps-card-ring-4 = Crystal Ring
goosebumps-card-ring-4-text = A crystal ring hums in the dark. Save it under this pawn: with it, this pawn can destroy the Headless Ghost from the Crypt platform.
goosebumps-card-ring-5 = Ghost Ring
goosebumps-card-ring-5-text = A ghost drops a ring as it flees. Save it under this pawn: with it, this pawn can destroy the Headless Ghost from the Crypt platform.
goosebumps-card-ring-6 = Golden Ring
goosebumps-card-ring-6-text = A golden ring is buried in the moss. Save it under this pawn: with it, this pawn can destroy the Headless Ghost from the Crypt platform.
goosebumps-card-ring-7 = Moon Ring
goosebumps-card-ring-7-text = A ring shaped like the moon rolls down the path. Save it under this pawn: with it, this pawn can destroy the Headless Ghost from the Crypt platform.
goosebumps-card-reversal-1 = Monster Reversal
goosebumps-card-reversal-1-text = This card reverses a Monster card's powers. Whoever plays a Monster card on this pawn becomes that Monster.
goosebumps-card-reversal-2 = Monster Reversal
goosebumps-card-reversal-2-text = This card reverses a Monster card's powers. Whoever plays a Monster card on this pawn becomes that Monster.
goosebumps-card-extra-turn-1 = Second Wind
goosebumps-card-extra-turn-1-text = A breath caught behind a headstone. Take another full turn right after this one.
goosebumps-card-extra-turn-2 = Midnight Chime
goosebumps-card-extra-turn-2-text = The clock strikes and time stands still. Take another full turn right after this one.
goosebumps-card-extra-turn-3 = Lucky Shadow
goosebumps-card-extra-turn-3-text = A shadow runs on ahead and waits. Take another full turn right after this one.
goosebumps-card-switch-1 = Mirror Trick
goosebumps-card-switch-1-text = A cracked mirror swaps two reflections. This pawn switches places with any other pawn in the game.
goosebumps-card-switch-2 = Fog Swap
goosebumps-card-switch-2-text = In the fog, nobody sees who is who. This pawn switches places with any other pawn in the game.
goosebumps-card-switch-3 = Shadow Dance
goosebumps-card-switch-3-text = Two shadows trade places by the hedge. This pawn switches places with any other pawn in the game.
goosebumps-card-switch-4 = Switcheroo
goosebumps-card-switch-4-text = A spell mixes up two pawns. This pawn switches places with any other pawn in the game.
goosebumps-card-steal-ring-1 = Sticky Fingers
goosebumps-card-steal-ring-1-text = A crow snatches something shiny. Take a Magic Ring from any opponent's pawn, if it has one, and save it under this pawn.
goosebumps-card-steal-ring-2 = Pickpocket Ghost
goosebumps-card-steal-ring-2-text = Cold fingers slip into a pocket. Take a Magic Ring from any opponent's pawn, if it has one, and save it under this pawn.
goosebumps-card-steal-ring-3 = Grave Robber
goosebumps-card-steal-ring-3-text = A thief creeps between the graves. Take a Magic Ring from any opponent's pawn, if it has one, and save it under this pawn.
goosebumps-card-steal-ring-4 = Magpie
goosebumps-card-steal-ring-4-text = A magpie swoops down on a glint. Take a Magic Ring from any opponent's pawn, if it has one, and save it under this pawn.
goosebumps-card-steal-ring-5 = Swipe!
goosebumps-card-steal-ring-5-text = Quick as a cat, a hand grabs it. Take a Magic Ring from any opponent's pawn, if it has one, and save it under this pawn.
goosebumps-card-ghost-light = Ghost Light
goosebumps-card-ghost-light-text = A will-o'-the-wisp lifts this pawn. Jump it onto any space next to it (never into a pit), then follow that space. Play it at any time, even on another player's turn.
