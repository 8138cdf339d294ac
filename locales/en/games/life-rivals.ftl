# The Game of Life: Rivals Edition: every word the game says and draws, in English.
# Money is counted in $10K bills; $thousands arrives as text, never digit-grouped.

## Money, people, pets
life-rivals-money = ${ $thousands }K
life-rivals-money-none = $0
life-rivals-people = { $count ->
    [one] { $count } person
   *[other] { $count } people
}
life-rivals-pets = { $count ->
    [one] { $count } pet
   *[other] { $count } pets
}

## Buttons and menus
life-rivals-panel = My cards
life-rivals-career-panel = My careers
life-rivals-group-play = Play a card
life-rivals-group-gossip = Pick from the rival's hand
life-rivals-group-keep = Keep a career
life-rivals-group-steal = Steal Stuff before the spin
life-rivals-keep-in-panel = Each player keeps one of three careers dealt in secret: { $panel } shows them.
life-rivals-cards-in-panel = { $panel } shows each player's own hand of Life cards.

## Cards and careers
life-rivals-kind-good = Good
life-rivals-kind-not-so-good = Not-So-Good
life-rivals-kind-it-happens = It Happens
life-rivals-kind-stuff = Stuff
life-rivals-career-line = { $career } (salary { $salary }, start { $start })
life-rivals-career-held = { $career } (salary { $salary })
life-rivals-choosing-career = choosing a career
life-rivals-facts-it-happens = It Happens: a { $fee } fee
life-rivals-facts-stuff = Stuff: { $points } points, costs { $cost }, resale { $resale }
life-rivals-facts-good = Good: { $points } points
life-rivals-facts-not-so-good = Not-So-Good: { $points } points
life-rivals-card-line = { $card } ({ $facts })

## Playing and stealing cards
life-rivals-steal-label = { $badge } · Steal { $card } from { $rival } for { $money }
life-rivals-stole = { $player } stole { $card } from { $rival } for { $money }.
life-rivals-on-me = { $card } — on me
life-rivals-on-rival = { $card } — on { $rival }
life-rivals-set-aside-label = Set aside { $card }
life-rivals-played-fee = { $how ->
    [played-on] { $player } played { $card } on { $whom }
    [picked] { $player } picked { $card } from { $rival }'s hand and played it
    [picked-on] { $player } picked { $card } from { $rival }'s hand and played it on { $whom }
   *[played] { $player } played { $card }
}: { $whom } paid { $money } to the bank.
life-rivals-played-stuff = { $how ->
    [played-on] { $player } played { $card } on { $whom }
    [picked] { $player } picked { $card } from { $rival }'s hand and played it
    [picked-on] { $player } picked { $card } from { $rival }'s hand and played it on { $whom }
   *[played] { $player } played { $card }
}: paid { $money } for { $points } points of Stuff.
life-rivals-played-points = { $how ->
    [played-on] { $player } played { $card } on { $whom }
    [picked] { $player } picked { $card } from { $rival }'s hand and played it
    [picked-on] { $player } picked { $card } from { $rival }'s hand and played it on { $whom }
   *[played] { $player } played { $card }
}: { $points } points for { $whom }.
life-rivals-set-aside = { $player } could pay for no card and set { $card } aside.

## Who goes first, careers
life-rivals-host-says = { $host }, the host, says who is the more jealous of the neighbours.
life-rivals-more-jealous = { $player } is the more jealous
life-rivals-host-said = { $host } said { $player } is the more jealous.
life-rivals-goes-first = { $player } goes first. { $then }
life-rivals-keep-label = Keep { $career }
life-rivals-chose-career = { $player } chose a career.
life-rivals-is-a = { $player } is a { $career }
life-rivals-careers-face-up = Careers face up: { $first }; { $second }. { $player } goes first. { $then }
life-rivals-draw-label = { $player }: draw a new career
life-rivals-traded = { $player } traded { $old } for a new career: { $career }, with no starting cash.
life-rivals-careers-time-up = Time ran out for choosing careers.
life-rivals-spin-tie = A tie, so both spun again.
life-rivals-spin-of = { $player } { $spin }
life-rivals-jealousy-spin = Jealousy spin: { $spins }.
life-rivals-spun-lower = { $player } spun lower, is the more jealous, and goes first.
life-rivals-host-too-long = { $host } took too long: a jealousy spin decided.

## The road
life-rivals-spin-label = Spin the spinner
life-rivals-passed-payday = passed Payday (+{ $money })
life-rivals-passed-baby = passed Baby (+1 person)
life-rivals-spun = { $player } spun { $spin } and stopped on { $space }.
life-rivals-spun-passed = { $player } spun { $spin }, { $trip } and stopped on { $space }.
life-rivals-payday = { $player } collected double salary on Payday: +{ $money }.
life-rivals-baby = { $player } had twins on Baby: +2 people.
life-rivals-retired = { $player } retired! { $rival } takes one last turn.
life-rivals-retired-too = { $player } retired too.
life-rivals-spun-kids = { $player } spun { $spin } for kids: { $count ->
    [one] a kid, +1 person
   *[other] twins, +{ $count } people
}.
life-rivals-spun-pets = { $player } spun { $spin } for pets: +{ $pets }.
life-rivals-spun-insurance = { $player } spun { $spin } for life insurance: +{ $money }.
life-rivals-could-pay-only = { $line } { $player } could pay only { $money }.

## Turns
life-rivals-plays-now = { $player } plays a Life card now.
life-rivals-gossip-shown = { $rival }'s hand, for your eyes only: { $cards }.
life-rivals-gossip-saw = Gossip: { $player } saw { $rival }'s hand and picks one of its cards now.
life-rivals-no-card-to-play = { $player } held no card to play.
life-rivals-no-card-to-show = { $player } held no card to show.
life-rivals-deck-reshuffled = The Life deck ran out: the discards were shuffled in.
life-rivals-turn-line = { $player }'s turn.
life-rivals-last-turn-line = { $player }'s turn: the last turn.
life-rivals-turn-skipped = { $player } took too long: the turn was skipped.
life-rivals-needs-both = { $game } can't go on without both players.

## What each seat sees
life-rivals-summary = { $money } · { $people }
life-rivals-summary-pets = { $money } · { $people } · { $pets }
life-rivals-phase-over = Game over
life-rivals-phase-first = Set-up: { $host } says who is the more jealous
life-rivals-phase-career = Set-up: each player keeps a career
life-rivals-phase-play = { $player } plays a Life card
life-rivals-phase-gossip = { $player } picks a card from { $rival }'s hand
life-rivals-phase-turn = { $player }'s turn
life-rivals-phase-last-turn = { $player }'s turn: the last turn
life-rivals-ended-both-retired = { $first } retired, then { $second }
life-rivals-ended-one-retired = { $first } retired and { $second } took the last turn
life-rivals-ended = The game ended
life-rivals-ending-tie = { $road }; a tie on { $points } points goes to who retired first.
life-rivals-ending = { $road }; { $best } points to { $other }.
life-rivals-breakdown = { $total } = cards { $cards } + cash { $cash } + people { $people } + pets { $pets }
life-rivals-breakdown-negatives = { $total } = cards { $cards } + cash { $cash } + people { $people } + pets { $pets } − not-so-good { $negatives }
life-rivals-careers-dealt = Career cards dealt to you: { $careers }.
life-rivals-you-keep = You keep { $career }.
life-rivals-in-hand = In your hand: { $card }
life-rivals-empty-hand = Your hand is empty.
life-rivals-gossip-line = { $rival }'s hand (Gossip, for your eyes only): { $card }

## Refusals
life-rivals-refuse-host-chooses = The host, { $host }, says who goes first.
life-rivals-refuse-choose-a-player = Choose one of the two players.
life-rivals-refuse-host-first = First { $host }, the host, says who is the more jealous.
life-rivals-refuse-first-settled = Who goes first was settled at the start.
life-rivals-refuse-already-chosen = You have already chosen your career; the other player is still deciding.
life-rivals-refuse-not-dealt = That career was not dealt to you.
life-rivals-refuse-keep-first = First each player keeps a career.
life-rivals-refuse-careers-chosen = Careers were chosen at the start of the game.
life-rivals-refuse-not-your-turn = It's { $player }'s turn.
life-rivals-refuse-spun = You have already spun this turn.
life-rivals-refuse-draw-when = A new career can be drawn only at the start of a turn, before the spin.
life-rivals-refuse-other-button = That button is for the other player.
life-rivals-refuse-drew = You have already drawn a new career this turn.
life-rivals-refuse-career-deck-empty = The Career deck is empty.
life-rivals-refuse-steal-when = Purchases come before the spin; you can steal again on your next turn.
life-rivals-refuse-no-such-card = { $rival } has no such card on the table.
life-rivals-refuse-not-stuff = { $card } is not a Stuff card: only Stuff can be stolen.
life-rivals-refuse-steal-cost = You need { $money } to steal { $card }; you have { $have }.
life-rivals-refuse-spin-first = Spin first: a card is played when you land on a yellow or Gossip space.
life-rivals-refuse-pick-rival = Pick one of your rival's cards: you are on a Gossip space.
life-rivals-refuse-play-own = Play a card from your own hand: you are on a yellow space.
life-rivals-refuse-rival-lacks = { $rival } doesn't hold that card.
life-rivals-refuse-you-lack = You don't hold that card.
life-rivals-refuse-can-play = You can still play a card, so { $card } can't be set aside.
life-rivals-refuse-cost = { $card } costs { $money }; you have { $have }.
life-rivals-refuse-yourself = { $card } can only be played on yourself.
life-rivals-refuse-target = Play { $card } on "me" or on "rival".

## Descriptions (alt text)
life-rivals-alt-spun = { $player } spun { $spin }.
life-rivals-alt-retired = retired
life-rivals-alt-on-space = on space { $space }
life-rivals-alt-place = { $player } is { $where }, with { $money } and { $cards } cards in hand.
life-rivals-alt-place-career = { $player } is { $where }, a { $career }, with { $money } and { $cards } cards in hand.
life-rivals-alt-hand = Hand: { $cards }.
life-rivals-alt-hand-empty = Hand: empty.
life-rivals-alt-careers = Careers: { $careers }.
life-rivals-alt-gossip = Gossip: { $cards }.

## The board picture
life-rivals-ask-career = Both keep one in { $panel }
life-rivals-ask-chooses = { $player } chooses in { $panel }
life-rivals-ask-spin = Spin the spinner
life-rivals-ask-steal = Spin, or first steal the Stuff marked { $marked }
life-rivals-marked-or = { $first } or { $second }
life-rivals-ask-play = plays a Life card in { $panel }
life-rivals-ask-gossip = picks a card from { $rival }'s hand in { $panel }
life-rivals-ask-last-turn = the last turn
life-rivals-ask-turn = { $asked }: { $phase }
life-rivals-ask-set-up = { $phase } · { $asked }
life-rivals-no-spin = No spin yet
life-rivals-spun-short = { $player } spun { $spin }
life-rivals-spun-stop = { $said }, then { $spin } for { $stop ->
    [kids] kids
    [pets] pets
   *[insurance] life insurance
}
life-rivals-deck-line = Life deck { $deck } · { $discards } discarded
life-rivals-hand-count = { $count ->
    [one] { $count } card in hand
   *[other] { $count } cards in hand
}
life-rivals-hand-count-retired = { $count ->
    [one] { $count } card in hand · retired
   *[other] { $count } cards in hand · retired
}
life-rivals-points-short = { $score } pts
life-rivals-hint-collect = +{ $money }
life-rivals-hint-pay = -{ $money }
life-rivals-hint-pet = +{ $pets }
life-rivals-hint-take = take { $money }
life-rivals-hint-give = give { $money }
life-rivals-hint-stop = stop, spin

## The hand picture
life-rivals-kind-career = Career
life-rivals-kind-card = Card
life-rivals-card-salary = Salary { $money }
life-rivals-card-start = Start { $money }
life-rivals-card-fee = Fee { $money }
life-rivals-card-either = On either player
life-rivals-card-points = { $points } points
life-rivals-card-cost = Cost { $money }
life-rivals-card-resale = Resale { $money }
life-rivals-hand-title = Your hand
life-rivals-hand-careers-title = Careers dealt to you: keep one
life-rivals-hand-gossip-title = { $rival }'s hand, shown by Gossip: pick one
life-rivals-the-rival = The rival
life-rivals-no-cards = { $title }: no cards

## Careers (cards.json)
life-rivals-career-nostril-doctor = Nostril Hair Doctor
life-rivals-career-insult-lawyer = Personal Insult Lawyer
life-rivals-career-conspiracy = Conspiracy Theorist
life-rivals-career-parking = Parallel Parking Consultant
life-rivals-career-napper = Competitive Napper
life-rivals-career-cookie = Fortune Cookie Writer
life-rivals-career-line-stander = Professional Line Stander
life-rivals-career-drone-walker = Drone Dog Walker
life-rivals-career-judge = Reality Show Judge
life-rivals-career-goat = Goat Yoga Instructor

## Life cards (cards.json)
life-rivals-card-good-01 = Shovel the whole street's snow
life-rivals-card-good-02 = Return the borrowed mower
life-rivals-card-good-03 = Host the block party
life-rivals-card-good-04 = Adopt a highway
life-rivals-card-good-05 = Fix the neighbours' fence
life-rivals-card-good-06 = Bake for the new family
life-rivals-card-good-07 = Coach the kids' soccer team
life-rivals-card-good-08 = Rescue a cat from a tree
life-rivals-card-good-09 = Run the book swap
life-rivals-card-good-10 = Plant the community garden
life-rivals-card-good-11 = Lend the ladder
life-rivals-card-good-12 = Water their plants all summer
life-rivals-card-good-13 = Neighbour of the year
life-rivals-card-good-14 = Teach grandpa to video-call
life-rivals-card-good-15 = Carry groceries upstairs
life-rivals-card-good-16 = Volunteer at the shelter
life-rivals-card-good-17 = Tidy the playground
life-rivals-card-good-18 = Sing carols in tune
life-rivals-card-good-19 = Clean up the beach
life-rivals-card-good-20 = Donate blood bravely
life-rivals-card-nsg-01 = Leaf blower at 6 a.m.
life-rivals-card-nsg-02 = Mow only half the lawn
life-rivals-card-nsg-03 = Blame the dog
life-rivals-card-nsg-04 = Reply-all to the street
life-rivals-card-nsg-05 = Park across two spaces
life-rivals-card-nsg-06 = Lights up until June
life-rivals-card-nsg-07 = Swipe the newspaper
life-rivals-card-nsg-08 = Karaoke on a Tuesday
life-rivals-card-nsg-09 = Hedge eats the sidewalk
life-rivals-card-nsg-10 = Gossip in the group chat
life-rivals-card-nsg-11 = Borrow sugar forever
life-rivals-card-nsg-12 = Drone over their pool
life-rivals-card-happens-01 = Basement floods
life-rivals-card-happens-02 = Parking ticket
life-rivals-card-happens-03 = Roof springs a leak
life-rivals-card-happens-04 = Dog eats the couch
life-rivals-card-happens-05 = Phone takes a swim
life-rivals-card-happens-06 = Pipes freeze solid
life-rivals-card-happens-07 = Raccoon moves in
life-rivals-card-happens-08 = Fridge gives up
life-rivals-card-happens-09 = Flat bike tyre
life-rivals-card-happens-10 = Locked out again
life-rivals-card-happens-11 = Coffee on the laptop
life-rivals-card-happens-12 = Crown for a tooth
life-rivals-card-happens-13 = Gutter falls off
life-rivals-card-stuff-01 = Electric bike
life-rivals-card-stuff-02 = Smart fridge
life-rivals-card-stuff-03 = Hot tub
life-rivals-card-stuff-04 = Vintage jukebox
life-rivals-card-stuff-05 = Home cinema
life-rivals-card-stuff-06 = Sports car
life-rivals-card-stuff-07 = Bigger house
life-rivals-card-stuff-08 = Garden gnome army
life-rivals-card-stuff-09 = Pizza oven
life-rivals-card-stuff-10 = Rowing machine
life-rivals-card-stuff-11 = Treehouse
life-rivals-card-stuff-12 = Flamingo fountain
life-rivals-card-stuff-13 = Solar roof
life-rivals-card-stuff-14 = Tiny sailboat
life-rivals-card-stuff-15 = Espresso machine
life-rivals-card-stuff-16 = Grand piano
life-rivals-card-stuff-17 = Backyard pool
life-rivals-card-stuff-18 = Massage chair
life-rivals-card-stuff-19 = Robot lawnmower
life-rivals-card-stuff-20 = Telescope

## Spaces (board.json): names, and what an orange or red space tells
life-rivals-space-start = Start
life-rivals-space-life = Life
life-rivals-space-payday = Payday
life-rivals-space-sponsor = Sponsor
life-rivals-space-sponsor-told = { $player }'s podcast about lawns got a sponsor: { $player } collected $20K.
life-rivals-space-gossip = Gossip
life-rivals-space-garage = Garage
life-rivals-space-garage-told = The garage door ate { $player }'s bumper: { $player } paid $20K.
life-rivals-space-insurance = Insurance
life-rivals-space-best-lawn = Best lawn
life-rivals-space-best-lawn-told = { $player } won the best-lawn trophy: { $rival } paid { $player } $10K.
life-rivals-space-mailbox = Mailbox
life-rivals-space-mailbox-told = { $player } backed into { $rival }'s mailbox: { $player } paid { $rival } $10K.
life-rivals-space-baby = Baby
life-rivals-space-kids = Kids
life-rivals-space-kitten = Kitten
life-rivals-space-kitten-told = A stray kitten followed { $player } home: one more pet in { $player }'s car.
life-rivals-space-tax-audit = Tax audit
life-rivals-space-tax-audit-told = The tax office took a close look at { $player }: { $player } paid $30K.
life-rivals-space-pets = Pets
life-rivals-space-bake-sale = Bake sale
life-rivals-space-bake-sale-told = { $player }'s lemon bars swept the bake sale: { $player } collected $30K.
life-rivals-space-hot-tub = Hot tub
life-rivals-space-hot-tub-told = { $player }'s hot tub flooded the patio: { $player } paid $20K.
life-rivals-space-retirement = Retirement

## The engine's own refusals, in the game's words
