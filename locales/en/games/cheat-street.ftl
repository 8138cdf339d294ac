# Cheat Street: every word its rules, descriptions and pictures show. Places come in forms
# (place, place-at, place-to, place-title, place-of) so that other languages can fold in an
# article's gender and case; in English they mostly read the same.

## Goal cards (board.json's keys) and streets (board.json's names)

cheat-street-goal-bakery = Bakery
cheat-street-goal-bank = Bank
cheat-street-goal-cinema = Cinema
cheat-street-goal-library = Library
cheat-street-goal-museum = Museum
cheat-street-goal-park = Park
cheat-street-goal-pharmacy = Pharmacy
cheat-street-goal-post-office = Post Office
cheat-street-goal-school = School
cheat-street-goal-harbour = Harbour
cheat-street-goal-toy-shop = Toy Shop
cheat-street-goal-zoo = Zoo

cheat-street-street-north-avenue = North Avenue
cheat-street-street-east-avenue = East Avenue
cheat-street-street-south-avenue = South Avenue
cheat-street-street-west-avenue = West Avenue
cheat-street-street-inner-ring-north = Inner Ring North
cheat-street-street-inner-ring-east = Inner Ring East
cheat-street-street-inner-ring-south = Inner Ring South
cheat-street-street-inner-ring-west = Inner Ring West
cheat-street-street-outer-ring-north = Outer Ring North
cheat-street-street-outer-ring-east = Outer Ring East
cheat-street-street-outer-ring-south = Outer Ring South
cheat-street-street-outer-ring-west = Outer Ring West

## Places, in the forms the sentences below need

cheat-street-start = Start
cheat-street-place = { $kind ->
    [start] Start
    [goal] { $goal ->
       *[other] the { $name }
    }
    [bus] bus stop { $line }
   *[street] a street space
}
cheat-street-place-at = { $kind ->
    [start] Start
    [goal] { $goal ->
       *[other] the { $name }
    }
    [bus] bus stop { $line }
   *[street] a street space
}
cheat-street-place-to = { $kind ->
    [start] Start
    [goal] { $goal ->
       *[other] the { $name }
    }
    [bus] bus stop { $line }
   *[street] a street space
}
cheat-street-place-title = { $kind ->
    [start] Start
    [goal] { $goal ->
       *[other] The { $name }
    }
    [bus] Bus stop { $line }
   *[street] A street space
}
cheat-street-place-of = { $kind ->
    [start] Start
    [goal] { $goal ->
       *[other] the { $name }
    }
    [bus] bus stop { $line }
   *[street] a street space
}
cheat-street-street-of = { $key ->
   *[other] { $street }
}
cheat-street-crossing = { $street } at { $other }
cheat-street-near = { $street }, { $side } of { $mark }
cheat-street-side = { $direction ->
    [north] north
    [south] south
    [east] east
    [west] west
    [north-east] north-east
    [north-west] north-west
    [south-east] south-east
    [south-west] south-west
   *[other] on
}
cheat-street-heading = { $direction ->
    [north] north
    [south] south
    [east] east
    [west] west
    [north-east] north-east
    [north-west] north-west
    [south-east] south-east
    [south-west] south-west
   *[other] on
}
cheat-street-whereabouts = { $side } of Start
cheat-street-steps = { $count ->
    [one] { $count } step
   *[other] { $count } steps
}

## What a score is made of

cheat-street-made-reveals = { $count ->
    [one] { $count } reveal
   *[other] { $count } reveals
}
cheat-street-made-callouts = { $count ->
    [one] { $count } call-out
   *[other] { $count } call-outs
}
cheat-street-made-both = { $reveals ->
    [one] { $reveals } reveal
   *[other] { $reveals } reveals
}, { $callouts ->
    [one] { $callouts } call-out
   *[other] { $callouts } call-outs
}

## Controls

cheat-street-roll = Roll the die
cheat-street-pass = Pass (don't call out)
cheat-street-step-by-step = Step by step
cheat-street-group-call-out = Call out the active player
cheat-street-group-move = Move
cheat-street-group-where = Where to go
cheat-street-call-out = Call out: { $goal }
cheat-street-reveal-at = Reveal at { $place }
cheat-street-ride = Ride bus line { $line } to the other side
cheat-street-stop-at = Stop at { $place }
cheat-street-step = Step { $heading }
cheat-street-step-to = Step { $heading } to { $place }
cheat-street-badged = { $badge } · { $label }
cheat-street-go-reveal = Reveal at { $place }
cheat-street-go-reveal-via = Reveal at { $place }, via { $via }
cheat-street-go-ride = Ride from { $place }
cheat-street-go-ride-via = Ride from { $place }, via { $via }
cheat-street-go-to = { $place }
cheat-street-go-to-via = { $place }, via { $via }

## What is asked now

cheat-street-phase-over = Game over: { $player } won
cheat-street-phase-over-nobody = Game over: nobody won
cheat-street-phase-callout = { $caller } may call { $player } out
cheat-street-phase-roll = { $player } to roll the die
cheat-street-phase-choose = { $player } to walk { $count ->
    [one] { $count } step
   *[other] { $count } steps
} to a numbered place
cheat-street-walk-on = { $count ->
    [0] stop there
    [one] walk { $count } more step
   *[other] walk { $count } more steps
}
cheat-street-phase-move = { $player } to { $then }
cheat-street-phase-reveal = { $player } to reveal here, or { $then }
cheat-street-phase-ride = { $player } to ride bus { $line }, or { $then }

## The story of the game

cheat-street-opening-roll = Opening roll: { $rolls }.
cheat-street-opening-tie = { $players } tied on { $roll } and rolled again: { $rolls }.
cheat-street-went-first = { $player } rolled highest and went first.
cheat-street-skipped = { $player }'s turn was skipped and the punishment marker removed
cheat-street-turn-from-start = { $player }'s turn, from Start: nobody may call out
cheat-street-turn-no-callers = { $player }'s turn: nobody may call out
cheat-street-turn-callers = { $player }'s turn: { $callers } { $count ->
   *[other] may
} call out, in that order
cheat-street-passed = { $players } { $count ->
   *[other] passed
}
cheat-street-nobody-called = nobody called { $player } out
cheat-street-won = { $player } reached { $score } points and won!
cheat-street-walked = walked { $steps }
cheat-street-walked-via = walked { $steps } via { $via }
cheat-street-walked-to = walked to { $place }
cheat-street-walked-to-via = walked to { $place } via { $via }
cheat-street-removed = { $player } was removed from the game; their card went back into the deck
cheat-street-rolled = { $player } rolled { $roll }
cheat-street-rode = rode bus { $line } across the board
cheat-street-called-wrong = { $caller } called { $called } out with { $goal } and was wrong: { $caller } took a punishment marker
cheat-street-called-right = { $caller } called { $called } out with { $goal } and was right: +{ $points } → { $score }
cheat-street-back-to-start = { $player } went back to Start
cheat-street-revealed = { $player } revealed the { $goal } goal card: +{ $points } → { $score }
cheat-street-drew = { $player } drew a new goal card
cheat-street-new-card = Your new goal card: { $goal }.
cheat-street-time-up = Time is up for calling out
cheat-street-late-caller = { $player } took too long and was counted as passing
cheat-street-late-mover = { $player } took too long: turn skipped
cheat-street-too-few = Cheat Street needs at least { $count } players.
cheat-street-reason = { $player } reached { $score } points.

## A seat's own lines

cheat-street-you-left = You have left this game.
cheat-street-your-card = Your goal card: { $goal }
cheat-street-your-tile = The { $goal } tile is { $where }.
cheat-street-marker-reminder = You hold a punishment marker: your next turn is skipped.

## Refusals, for the one who tried

cheat-street-refusal-unknown = "{ $action }" is not a Cheat Street action.
cheat-street-refusal-wait = Wait: the others may still call you out before you move.
cheat-street-refusal-callout-over = The call-out phase of this turn is over.
cheat-street-refusal-rolled = You already rolled this turn.
cheat-street-refusal-roll-first = Roll the die first.
cheat-street-refusal-stepping = You are already moving step by step.
cheat-street-refusal-choose = Choose where to go, or choose Step by step first.
cheat-street-refusal-no-steps = You have no steps left.
cheat-street-refusal-not-next = { $place } is not next to you.
cheat-street-refusal-u-turn = You may not turn straight back to the space you just left.
cheat-street-refusal-not-on-goal = You are not on a goal tile you reached this move.
cheat-street-refusal-not-your-card = Your goal card is not the { $goal }.
cheat-street-refusal-not-on-bus = You are not on a bus stop you reached this move.
cheat-street-refusal-steps-left = You still have { $count ->
    [one] { $count } step
   *[other] { $count } steps
} to move.
cheat-street-refusal-self = You can't call yourself out; wait while the others decide.
cheat-street-refusal-punished = You hold a punishment marker, so you may not call out this turn.
cheat-street-refusal-passed = You already passed this turn.
cheat-street-refusal-caller-first = { $caller } may call out first; you may pass meanwhile.
cheat-street-refusal-move-over = Your move is already over; it's { $player }'s turn now.
cheat-street-refusal-not-your-turn = It's { $player }'s turn.
cheat-street-refusal-take-step = You are moving step by step this turn; take your next step.
cheat-street-refusal-other-roll = That destination was for another roll: you rolled { $roll }, choose again.
cheat-street-refusal-unreachable = You can't reach { $place } that way from here in { $count ->
    [one] { $count } step
   *[other] { $count } steps
}.

## Descriptions (alt text)

cheat-street-alt-rolled = { $player } rolled { $roll }.
cheat-street-alt-on = { $player } is on { $place }.
cheat-street-alt-on-punished = { $player } is on { $place }, punished.
cheat-street-alt-on-street = { $player } is on a street space { $side } of Start.
cheat-street-alt-on-street-punished = { $player } is on a street space { $side } of Start, punished.
cheat-street-alt-goal = Goal: { $goal }, { $where }.

## The pictures

cheat-street-goal-card = Goal card
cheat-street-tag-left = left the game
cheat-street-tag-caller = may call { $player } out
cheat-street-tag-passed = passed
cheat-street-tag-punished = punished
