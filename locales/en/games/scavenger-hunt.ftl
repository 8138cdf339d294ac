# Scavenger Hunt: every line, label, name and board word the game shows, in English.
# Names of items, cards, rooms and spaces come from the data's ids (house.json, deck.json).

## Names from the data

scavenger-hunt-room-kitchen = Kitchen
scavenger-hunt-room-closet = Closet
scavenger-hunt-room-attic = Attic
scavenger-hunt-room-garage = Garage
scavenger-hunt-room-yard = Yard
scavenger-hunt-room-start = Start
scavenger-hunt-room-card-kitchen = KITCHEN
scavenger-hunt-room-card-closet = CLOSET
scavenger-hunt-room-card-attic = ATTIC
scavenger-hunt-room-card-garage = GARAGE
scavenger-hunt-card-kitchen = Kitchen
scavenger-hunt-card-closet = Closet
scavenger-hunt-card-attic = Attic
scavenger-hunt-card-garage = Garage
scavenger-hunt-card-yard = Yard
scavenger-hunt-card-wild = Four-Arrow
scavenger-hunt-card-dog = Dog
scavenger-hunt-item-dentures = Dentures
scavenger-hunt-item-rubber-chicken = Rubber Chicken
scavenger-hunt-item-left-sock = Left Sock
scavenger-hunt-item-whoopee-cushion = Whoopee Cushion
scavenger-hunt-item-toupee = Toupee
scavenger-hunt-item-banana-peel = Banana Peel
scavenger-hunt-item-bowling-trophy = Bowling Trophy
scavenger-hunt-item-pogo-stick = Pogo Stick
scavenger-hunt-item-garden-gnome = Garden Gnome
scavenger-hunt-item-ukulele = Ukulele
scavenger-hunt-item-fake-moustache = Fake Moustache
scavenger-hunt-item-snorkel = Snorkel
scavenger-hunt-item-toaster = Toaster
scavenger-hunt-item-polka-dot-boxers = Polka-Dot Boxers
scavenger-hunt-item-lava-lamp = Lava Lamp
scavenger-hunt-item-accordion = Accordion
scavenger-hunt-place-start-red = the red Start
scavenger-hunt-short-start-red = red Start
scavenger-hunt-place-attic-yellow = the yellow Attic
scavenger-hunt-short-attic-yellow = yellow Attic
scavenger-hunt-place-kitchen-blue = the blue Kitchen
scavenger-hunt-short-kitchen-blue = blue Kitchen
scavenger-hunt-place-garage-yellow = the yellow Garage
scavenger-hunt-short-garage-yellow = yellow Garage
scavenger-hunt-place-yard-red = the red Yard
scavenger-hunt-short-yard-red = red Yard
scavenger-hunt-place-closet-green = the green Closet
scavenger-hunt-short-closet-green = green Closet
scavenger-hunt-place-start-blue = the blue Start
scavenger-hunt-short-start-blue = blue Start
scavenger-hunt-place-attic-green = the green Attic
scavenger-hunt-short-attic-green = green Attic
scavenger-hunt-place-kitchen-yellow = the yellow Kitchen
scavenger-hunt-short-kitchen-yellow = yellow Kitchen
scavenger-hunt-place-garage-green = the green Garage
scavenger-hunt-short-garage-green = green Garage
scavenger-hunt-place-yard-blue = the blue Yard
scavenger-hunt-short-yard-blue = blue Yard
scavenger-hunt-place-closet-red = the red Closet
scavenger-hunt-short-closet-red = red Closet
scavenger-hunt-place-start-yellow = the yellow Start
scavenger-hunt-short-start-yellow = yellow Start
scavenger-hunt-place-attic-red = the red Attic
scavenger-hunt-short-attic-red = red Attic
scavenger-hunt-place-kitchen-green = the green Kitchen
scavenger-hunt-short-kitchen-green = green Kitchen
scavenger-hunt-place-garage-red = the red Garage
scavenger-hunt-short-garage-red = red Garage
scavenger-hunt-place-yard-yellow = the yellow Yard
scavenger-hunt-short-yard-yellow = yellow Yard
scavenger-hunt-place-closet-blue = the blue Closet
scavenger-hunt-short-closet-blue = blue Closet
scavenger-hunt-place-start-green = the green Start
scavenger-hunt-short-start-green = green Start
scavenger-hunt-place-attic-blue = the blue Attic
scavenger-hunt-short-attic-blue = blue Attic
scavenger-hunt-place-kitchen-red = the red Kitchen
scavenger-hunt-short-kitchen-red = red Kitchen
scavenger-hunt-place-garage-blue = the blue Garage
scavenger-hunt-short-garage-blue = blue Garage
scavenger-hunt-place-yard-green = the green Yard
scavenger-hunt-short-yard-green = green Yard
scavenger-hunt-place-closet-yellow = the yellow Closet
scavenger-hunt-short-closet-yellow = yellow Closet

## Lines, labels and pictures

scavenger-hunt-space = space { $number }
scavenger-hunt-space-the = space { $number }
scavenger-hunt-comma = { $first }, { $rest }
scavenger-hunt-semicolon = { $first }; { $rest }
scavenger-hunt-then-rolls = { $first }; then { $rest }
scavenger-hunt-and = { $first } and { $rest }
scavenger-hunt-no-cards = no cards
scavenger-hunt-counted = { $count } { $card }
scavenger-hunt-hand = Your hand: { $cards }.
scavenger-hunt-hand-empty = Your hand is empty.
scavenger-hunt-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
scavenger-hunt-badged = { $badge } · { $label }
scavenger-hunt-group-destinations = Where to go
scavenger-hunt-group-keep = Cards to keep
scavenger-hunt-group-next-step = Next step
scavenger-hunt-ending = { $place } · { $how ->
    [collected] collect!
    [home] home!
    [trapped] trapped
   *[stuck] stuck
}
scavenger-hunt-destination = { $place } · { $cards }
scavenger-hunt-destination-or-others = { $place } · { $cards } or others
scavenger-hunt-passes = { $place } · passes { $names }
scavenger-hunt-at-roll-again = { $place } · Roll Again
scavenger-hunt-keep = Keep { $kept } · play { $played }
scavenger-hunt-step = Step to { $place }
scavenger-hunt-step-playing = Step to { $place } (play { $card })
scavenger-hunt-step-told = { $place }
scavenger-hunt-step-told-playing = { $place } (play { $card })
scavenger-hunt-step-then = { $step } · { $place }
scavenger-hunt-told-steps = Step by step, { $moves } to go. Next step (on your panel or /play): { $steps }.
scavenger-hunt-told-keep = To { $place }: choose which cards to keep ({ $ways } ways), or another destination.
scavenger-hunt-told-destinations = Choose where to go: { $count } destinations, or go step by step.
scavenger-hunt-choosing = { $name } is choosing her route.
scavenger-hunt-summary = { $collected }/{ $total } items
scavenger-hunt-phase-over = Game over
scavenger-hunt-phase-listing = Everyone picks a disc for the { $room }
scavenger-hunt-phase-end = { $name } to trade a pair, play a Dog or end the turn
scavenger-hunt-phase-stepping = { $name } to move { $count } more, step by step
scavenger-hunt-phase-move = { $name } to move { $count } to a lettered space
scavenger-hunt-placing = You are placing the { $item } on the { $card }.
scavenger-hunt-panel-list = My hunt list
scavenger-hunt-panel-list-first = My hunt list: a disc for each room card
scavenger-hunt-opening = Everyone has four item discs. The first room card is the { $room }: in { $panel } each player picks which of her discs goes on her { $room }.
scavenger-hunt-chose-disc = { $name } chose a disc.
scavenger-hunt-placed-item = { $name }'s { $item }
scavenger-hunt-placed = On the { $room }s: { $items }.
scavenger-hunt-next-room-card = The next room card was the { $room }: everyone picks a disc.
scavenger-hunt-roll-of = { $name } { $roll }
scavenger-hunt-first-player = Rolls for the first turn: { $rolls }. { $name } rolled highest and went first.
scavenger-hunt-panel-turn = My turn
scavenger-hunt-panel-turn-first = My turn: where to go, Dogs and trades
scavenger-hunt-another-destination = Another destination
scavenger-hunt-step-by-step = Step by step
scavenger-hunt-end-turn = End my turn
scavenger-hunt-group-disc = Disc for your { $room }
scavenger-hunt-group-dogs = Play a Dog card
scavenger-hunt-dog-to = Dog to { $place }
scavenger-hunt-dog-from-to = Dog from { $source } to { $place }
scavenger-hunt-played-dog = { $name } played a Dog card: a Dog went to { $place }.
scavenger-hunt-moved-dog = { $name } played a Dog card: a Dog went from { $source } to { $place }.
scavenger-hunt-drew-five = { $name } had played every card and drew five.
scavenger-hunt-trade = Trade in two { $card } cards
scavenger-hunt-traded = { $name } traded in two { $card } cards for another turn.
scavenger-hunt-why-start = start of the turn
scavenger-hunt-why-doubles = doubles
scavenger-hunt-why-roll-again = Roll Again
scavenger-hunt-why-extra = extra turn
scavenger-hunt-drew = { $name } drew { $count ->
    [0] no card
    [one] a card
   *[other] { $count } cards
} ({ $why }).
scavenger-hunt-rolled = { $name } rolled { $a } and { $b }: { $moves }.
scavenger-hunt-rolled-doubles = { $name } rolled { $a } and { $b }: { $moves }, doubles!
scavenger-hunt-turn-of = { $name }'s turn.
scavenger-hunt-moved = { $name } moved to { $place }.
scavenger-hunt-moved-playing = { $name } moved to { $place }, playing { $cards }.
scavenger-hunt-came-home = { $story } { $name } came home with all four items and won!
scavenger-hunt-collected = { $story } { $name } collected the { $item } ({ $count }/{ $total }): turn over.
scavenger-hunt-trapped = { $story } Trapped in the Garage with { $moves } left: turn over.
scavenger-hunt-landed-roll-again = { $name } landed on Roll Again.
scavenger-hunt-drew-five-next = { $name } had played every card and drew five for her next turn.
scavenger-hunt-turn-ended = { $name }'s turn ended.
scavenger-hunt-ended-turn = { $name } ended her turn.
scavenger-hunt-time-ran-out = Time ran out for placing discs.
scavenger-hunt-idle-disc = { $name } took too long; her first disc was placed for her.
scavenger-hunt-idle-turn = { $name } took too long: the bot moved for her and ended her turn.
scavenger-hunt-too-few = Scavenger Hunt needs at least { $count } players.
scavenger-hunt-left = { $name } left the game; her cards went to the discards.
scavenger-hunt-won = won
scavenger-hunt-lost = lost
scavenger-hunt-reason = { $name } brought all four items home first.
scavenger-hunt-alt-rolled = { $name } rolled { $dice }.
scavenger-hunt-alt-place = { $name } is on { $place }.
scavenger-hunt-alt-place-found = { $name } is on { $place }, { $count } of { $total } items found.
scavenger-hunt-alt-hand = Hand: { $cards }.
scavenger-hunt-title-top = Scavenger
scavenger-hunt-title-bottom = Hunt
scavenger-hunt-panel-title = Hunt lists: room card { $number } of { $total }
scavenger-hunt-standing-left = left the game
scavenger-hunt-standing-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
scavenger-hunt-standing-next = next { $room }
scavenger-hunt-standing-next-start = next Start
scavenger-hunt-legend-roll-again = Roll Again
scavenger-hunt-legend-dog = Dog
scavenger-hunt-hand-wild = Into any room, not your next disc's
scavenger-hunt-hand-dog = Puts a Dog out or moves one
scavenger-hunt-hand-heading = { $name }'s hand: { $cards }
scavenger-hunt-hand-heading-anonymous = Hand: { $cards }
scavenger-hunt-hand-count = { $count ->
    [0] no cards
    [one] { $count } card
   *[other] { $count } cards
}
scavenger-hunt-hand-into-kitchen = Into a Kitchen
scavenger-hunt-hand-into-closet = Into a Closet
scavenger-hunt-hand-into-attic = Into an Attic
scavenger-hunt-hand-into-garage = Into a Garage
scavenger-hunt-hand-into-yard = Into a Yard

## Refusals

scavenger-hunt-refused-not-your-turn = It's { $name }'s turn.
scavenger-hunt-refused-wall = There is a wall between you and { $place }: go through a Door.
scavenger-hunt-refused-match = Play a card that matches { $place } to go there.
scavenger-hunt-refused-four-arrow-on-disc = A Four-Arrow card can't take you onto the disc you must collect next; play a matching card.
scavenger-hunt-refused-already-chosen = You have already chosen; the others are still deciding.
scavenger-hunt-refused-not-your-disc = That is not one of your discs still to place.
scavenger-hunt-refused-choose-keep = Choose which cards to keep, or another destination.
scavenger-hunt-refused-not-a-destination = The count can't end there; choose one of the destinations listed.
scavenger-hunt-refused-no-trading = No trading in after collecting a disc or being trapped in a Garage.
scavenger-hunt-refused-trade-later = Cards are traded in at the end of the turn, after the move.
scavenger-hunt-refused-need-pair = You need two matching cards of one kind to trade them in.
scavenger-hunt-refused-move-first = Move first: choose where to go, or go step by step.
scavenger-hunt-refused-not-now = You can't do that now.
scavenger-hunt-refused-stepping = You are going step by step: choose your next step.
scavenger-hunt-refused-destination-first = Choose that destination first, then the cards to keep.
scavenger-hunt-refused-cannot-pay = Your hand can't pay for that route, or the count can't end there.
scavenger-hunt-refused-no-such-space = There is no such space in the house.
scavenger-hunt-refused-step-by-step-first = Choose Step by step first, or pick a destination.
scavenger-hunt-refused-pawn-there = Another pawn is in that space; you can't land on or pass through it.
scavenger-hunt-refused-step-not-open = That step is not open from here.
scavenger-hunt-refused-no-dog = You have no Dog card.
scavenger-hunt-refused-dog-when = Dog cards are played before the pawn moves or after the move.
scavenger-hunt-refused-dog-outer = A Dog goes on a space of the outer path.
scavenger-hunt-refused-dog-door = A Dog can't stand beside a Door: it would block an entrance.
scavenger-hunt-refused-no-dog-there = There is no Dog on that space to move.
scavenger-hunt-refused-both-dogs = Both Dogs are out: move one of them instead.
scavenger-hunt-refused-dog-taken = That space is taken: a Dog needs an empty outer space.

# A player's colour, beside her name in the turn message.
scavenger-hunt-colour-red = red
scavenger-hunt-colour-blue = blue
scavenger-hunt-colour-yellow = yellow
scavenger-hunt-colour-green = green
