# Scavenger Hunt: jede Zeile, Schaltfläche, jeder Name und jedes Wort auf dem Brett, auf Deutsch.
# Dieselben IDs wie der englische Katalog.

## Names from the data

scavenger-hunt-room-kitchen = Küche
scavenger-hunt-room-closet = Kammer
scavenger-hunt-room-attic = Mansarde
scavenger-hunt-room-garage = Garage
scavenger-hunt-room-yard = Wiese
scavenger-hunt-room-start = Startfeld
scavenger-hunt-room-card-kitchen = KÜCHE
scavenger-hunt-room-card-closet = KAMMER
scavenger-hunt-room-card-attic = MANSARDE
scavenger-hunt-room-card-garage = GARAGE
scavenger-hunt-card-kitchen = Küche
scavenger-hunt-card-closet = Kammer
scavenger-hunt-card-attic = Mansarde
scavenger-hunt-card-garage = Garage
scavenger-hunt-card-yard = Wiese
scavenger-hunt-card-wild = Vierpfeil
scavenger-hunt-card-dog = Hund
scavenger-hunt-item-dentures = Gebiss
scavenger-hunt-item-rubber-chicken = Gummihuhn
scavenger-hunt-item-left-sock = Linke Socke
scavenger-hunt-item-whoopee-cushion = Furzkissen
scavenger-hunt-item-toupee = Toupet
scavenger-hunt-item-banana-peel = Bananenschale
scavenger-hunt-item-bowling-trophy = Bowlingpokal
scavenger-hunt-item-pogo-stick = Pogo-Stick
scavenger-hunt-item-garden-gnome = Gartenzwerg
scavenger-hunt-item-ukulele = Ukulele
scavenger-hunt-item-fake-moustache = Klebebart
scavenger-hunt-item-snorkel = Schnorchel
scavenger-hunt-item-toaster = Toaster
scavenger-hunt-item-polka-dot-boxers = Punkte-Boxershorts
scavenger-hunt-item-lava-lamp = Lavalampe
scavenger-hunt-item-accordion = Akkordeon
scavenger-hunt-place-start-red = das rote Startfeld
scavenger-hunt-short-start-red = rotes Startfeld
scavenger-hunt-place-attic-yellow = die gelbe Mansarde
scavenger-hunt-short-attic-yellow = gelbe Mansarde
scavenger-hunt-place-kitchen-blue = die blaue Küche
scavenger-hunt-short-kitchen-blue = blaue Küche
scavenger-hunt-place-garage-yellow = die gelbe Garage
scavenger-hunt-short-garage-yellow = gelbe Garage
scavenger-hunt-place-yard-red = die rote Wiese
scavenger-hunt-short-yard-red = rote Wiese
scavenger-hunt-place-closet-green = die grüne Kammer
scavenger-hunt-short-closet-green = grüne Kammer
scavenger-hunt-place-start-blue = das blaue Startfeld
scavenger-hunt-short-start-blue = blaues Startfeld
scavenger-hunt-place-attic-green = die grüne Mansarde
scavenger-hunt-short-attic-green = grüne Mansarde
scavenger-hunt-place-kitchen-yellow = die gelbe Küche
scavenger-hunt-short-kitchen-yellow = gelbe Küche
scavenger-hunt-place-garage-green = die grüne Garage
scavenger-hunt-short-garage-green = grüne Garage
scavenger-hunt-place-yard-blue = die blaue Wiese
scavenger-hunt-short-yard-blue = blaue Wiese
scavenger-hunt-place-closet-red = die rote Kammer
scavenger-hunt-short-closet-red = rote Kammer
scavenger-hunt-place-start-yellow = das gelbe Startfeld
scavenger-hunt-short-start-yellow = gelbes Startfeld
scavenger-hunt-place-attic-red = die rote Mansarde
scavenger-hunt-short-attic-red = rote Mansarde
scavenger-hunt-place-kitchen-green = die grüne Küche
scavenger-hunt-short-kitchen-green = grüne Küche
scavenger-hunt-place-garage-red = die rote Garage
scavenger-hunt-short-garage-red = rote Garage
scavenger-hunt-place-yard-yellow = die gelbe Wiese
scavenger-hunt-short-yard-yellow = gelbe Wiese
scavenger-hunt-place-closet-blue = die blaue Kammer
scavenger-hunt-short-closet-blue = blaue Kammer
scavenger-hunt-place-start-green = das grüne Startfeld
scavenger-hunt-short-start-green = grünes Startfeld
scavenger-hunt-place-attic-blue = die blaue Mansarde
scavenger-hunt-short-attic-blue = blaue Mansarde
scavenger-hunt-place-kitchen-red = die rote Küche
scavenger-hunt-short-kitchen-red = rote Küche
scavenger-hunt-place-garage-blue = die blaue Garage
scavenger-hunt-short-garage-blue = blaue Garage
scavenger-hunt-place-yard-green = die grüne Wiese
scavenger-hunt-short-yard-green = grüne Wiese
scavenger-hunt-place-closet-yellow = die gelbe Kammer
scavenger-hunt-short-closet-yellow = gelbe Kammer

## Lines, labels and pictures

scavenger-hunt-space = Feld { $number }
scavenger-hunt-space-the = Feld { $number }
scavenger-hunt-comma = { $first }, { $rest }
scavenger-hunt-semicolon = { $first }; { $rest }
scavenger-hunt-then-rolls = { $first }; dann { $rest }
scavenger-hunt-and = { $first } und { $rest }
scavenger-hunt-no-cards = keine Karten
scavenger-hunt-counted = { $count }× { $card }
scavenger-hunt-hand = Deine Hand: { $cards }.
scavenger-hunt-hand-empty = Deine Hand ist leer.
scavenger-hunt-moves = { $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
}
scavenger-hunt-badged = { $badge } · { $label }
scavenger-hunt-group-destinations = Wohin
scavenger-hunt-group-keep = Karten behalten
scavenger-hunt-group-next-step = Nächster Schritt
scavenger-hunt-ending = { $place } · { $how ->
    [collected] einsammeln!
    [home] nach Hause!
    [trapped] gefangen
   *[stuck] festgesteckt
}
scavenger-hunt-destination = { $place } · { $cards }
scavenger-hunt-destination-or-others = { $place } · { $cards } oder andere
scavenger-hunt-passes = { $place } · zieht an { $names } vorbei
scavenger-hunt-at-roll-again = { $place } · Nochmal würfeln
scavenger-hunt-keep = Behalten: { $kept } · spielen: { $played }
scavenger-hunt-step = Schritt auf { $place }
scavenger-hunt-step-playing = Schritt auf { $place } (spielt { $card })
scavenger-hunt-step-told = { $place }
scavenger-hunt-step-told-playing = { $place } (spielt { $card })
scavenger-hunt-step-then = { $step } · { $place }
scavenger-hunt-told-steps = Schritt für Schritt, noch { $moves }. Nächster Schritt (in deinem Panel oder mit /play): { $steps }.
scavenger-hunt-told-keep = Ziel { $place }: Wähle, welche Karten du behältst ({ $ways ->
    [one] { $ways } Möglichkeit
   *[other] { $ways } Möglichkeiten
}), oder ein anderes Ziel.
scavenger-hunt-told-destinations = Wähle, wohin du ziehst: { $count ->
    [one] { $count } Ziel
   *[other] { $count } Ziele
}, oder geh Schritt für Schritt.
scavenger-hunt-choosing = { $name } wählt ihren Weg.
scavenger-hunt-summary = { $collected }/{ $total } Funde
scavenger-hunt-phase-over = Spiel vorbei
scavenger-hunt-phase-listing = Alle wählen eine Scheibe für die Karte { $room }
scavenger-hunt-phase-end = { $name } kann ein Paar eintauschen, einen Hund spielen oder den Zug beenden
scavenger-hunt-phase-stepping = { $name } zieht noch { $count }, Schritt für Schritt
scavenger-hunt-phase-move = { $name } zieht { $count } auf ein Feld mit Buchstaben
scavenger-hunt-placing = Du legst deine Scheibe { $item } auf die Karte { $card }.
scavenger-hunt-panel-list = Meine Suchliste
scavenger-hunt-panel-list-first = Meine Suchliste: eine Scheibe je Raumkarte
scavenger-hunt-opening = Alle haben vier Gegenstandsscheiben. Die erste Raumkarte ist { $room }: In { $panel } wählt jede Person, welche ihrer Scheiben in ihren Raum { $room } kommt.
scavenger-hunt-chose-disc = { $name } hat eine Scheibe gewählt.
scavenger-hunt-placed-item = { $item } von { $name }
scavenger-hunt-placed = In die Räume { $room }: { $items }.
scavenger-hunt-next-room-card = Die nächste Raumkarte ist { $room }: Alle wählen eine Scheibe.
scavenger-hunt-roll-of = { $name } { $roll }
scavenger-hunt-first-player = Würfe um den ersten Zug: { $rolls }. { $name } hat am höchsten gewürfelt und beginnt.
scavenger-hunt-panel-turn = Mein Zug
scavenger-hunt-panel-turn-first = Mein Zug: Ziel, Hunde und Tausch
scavenger-hunt-another-destination = Anderes Ziel
scavenger-hunt-step-by-step = Schritt für Schritt
scavenger-hunt-end-turn = Zug beenden
scavenger-hunt-group-disc = Scheibe für deinen Raum { $room }
scavenger-hunt-group-dogs = Hundekarte spielen
scavenger-hunt-dog-to = Hund auf { $place }
scavenger-hunt-dog-from-to = Hund von { $source } auf { $place }
scavenger-hunt-played-dog = { $name } spielte eine Hundekarte: Ein Hund kommt auf { $place }.
scavenger-hunt-moved-dog = { $name } spielte eine Hundekarte: Ein Hund wechselt von { $source } auf { $place }.
scavenger-hunt-drew-five = { $name } hatte alle Karten gespielt und zog fünf nach.
scavenger-hunt-trade = Zwei { $card }-Karten eintauschen
scavenger-hunt-traded = { $name } tauschte zwei { $card }-Karten gegen einen weiteren Zug ein.
scavenger-hunt-why-start = Beginn des Zuges
scavenger-hunt-why-doubles = Pasch
scavenger-hunt-why-roll-again = Nochmal würfeln
scavenger-hunt-why-extra = Extrazug
scavenger-hunt-drew = { $name } { $count ->
    [0] zog keine Karte
    [one] zog eine Karte
   *[other] zog { $count } Karten
} ({ $why }).
scavenger-hunt-rolled = { $name } würfelte { $a } und { $b }: { $moves }.
scavenger-hunt-rolled-doubles = { $name } würfelte { $a } und { $b }: { $moves }, Pasch!
scavenger-hunt-turn-of = { $name } ist am Zug.
scavenger-hunt-moved = { $name } zog auf { $place }.
scavenger-hunt-moved-playing = { $name } zog auf { $place } und spielte { $cards }.
scavenger-hunt-came-home = { $story } { $name } kam mit allen vier Gegenständen nach Hause und gewinnt!
scavenger-hunt-collected = { $story } { $name } hat einen Gegenstand: { $item } ({ $count }/{ $total }). Der Zug ist vorbei.
scavenger-hunt-trapped = { $story } In der Garage gefangen, noch { $moves } übrig: Der Zug ist vorbei.
scavenger-hunt-landed-roll-again = { $name } landete auf Nochmal würfeln.
scavenger-hunt-drew-five-next = { $name } hatte alle Karten gespielt und zog fünf für den nächsten Zug.
scavenger-hunt-turn-ended = Der Zug von { $name } ist zu Ende.
scavenger-hunt-ended-turn = { $name } beendete ihren Zug.
scavenger-hunt-time-ran-out = Die Zeit zum Legen der Scheiben ist abgelaufen.
scavenger-hunt-idle-disc = { $name } hat zu lange gebraucht; ihre erste Scheibe wurde für sie gelegt.
scavenger-hunt-idle-turn = { $name } hat zu lange gebraucht: Der Bot zog für sie und beendete ihren Zug.
scavenger-hunt-too-few = Scavenger Hunt braucht mindestens { $count } Personen.
scavenger-hunt-left = { $name } hat das Spiel verlassen; ihre Karten kommen auf den Ablagestapel.
scavenger-hunt-won = gewonnen
scavenger-hunt-lost = verloren
scavenger-hunt-reason = { $name } hat als Erste alle vier Gegenstände nach Hause gebracht.
scavenger-hunt-alt-rolled = { $name } würfelte { $dice }.
scavenger-hunt-alt-place = { $name }: { $place }.
scavenger-hunt-alt-place-found = { $name }: { $place }, { $count } von { $total } Gegenständen gefunden.
scavenger-hunt-alt-hand = Hand: { $cards }.
scavenger-hunt-title-top = Scavenger
scavenger-hunt-title-bottom = Hunt
scavenger-hunt-panel-title = Suchlisten: Raumkarte { $number } von { $total }
scavenger-hunt-standing-left = hat das Spiel verlassen
scavenger-hunt-standing-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
scavenger-hunt-standing-next = dann { $room }
scavenger-hunt-standing-next-start = dann Start
scavenger-hunt-legend-roll-again = Nochmal würfeln
scavenger-hunt-legend-dog = Hund
scavenger-hunt-hand-wild = In jeden Raum, außer zur nächsten Scheibe
scavenger-hunt-hand-dog = Stellt einen Hund auf oder versetzt ihn
scavenger-hunt-hand-heading = Hand von { $name }: { $cards }
scavenger-hunt-hand-heading-anonymous = Hand: { $cards }
scavenger-hunt-hand-count = { $count ->
    [0] keine Karten
    [one] { $count } Karte
   *[other] { $count } Karten
}
scavenger-hunt-hand-into-kitchen = In eine Küche
scavenger-hunt-hand-into-closet = In eine Kammer
scavenger-hunt-hand-into-attic = In eine Mansarde
scavenger-hunt-hand-into-garage = In eine Garage
scavenger-hunt-hand-into-yard = Auf eine Wiese

## Refusals

scavenger-hunt-refused-not-your-turn = { $name } ist am Zug.
scavenger-hunt-refused-wall = { $place } liegt hinter einer Wand: Geh durch eine Tür.
scavenger-hunt-refused-match = Um auf { $place } zu ziehen, spiel eine passende Karte.
scavenger-hunt-refused-four-arrow-on-disc = Eine Vierpfeil-Karte bringt dich nicht auf die Scheibe, die du als Nächstes holen musst; spiel eine passende Karte.
scavenger-hunt-refused-already-chosen = Du hast schon gewählt; die anderen überlegen noch.
scavenger-hunt-refused-not-your-disc = Das ist keine deiner Scheiben, die du noch legen musst.
scavenger-hunt-refused-choose-keep = Wähle, welche Karten du behältst, oder ein anderes Ziel.
scavenger-hunt-refused-not-a-destination = Der Zug kann dort nicht enden; wähle eines der aufgeführten Ziele.
scavenger-hunt-refused-no-trading = Kein Eintauschen, nachdem du eine Scheibe geholt hast oder in einer Garage festsitzt.
scavenger-hunt-refused-trade-later = Karten werden am Ende des Zuges eingetauscht, nach der Bewegung.
scavenger-hunt-refused-need-pair = Zum Eintauschen brauchst du zwei gleiche Karten.
scavenger-hunt-refused-move-first = Zieh zuerst: wähle ein Ziel oder geh Schritt für Schritt.
scavenger-hunt-refused-not-now = Das geht gerade nicht.
scavenger-hunt-refused-stepping = Du gehst Schritt für Schritt: wähle deinen nächsten Schritt.
scavenger-hunt-refused-destination-first = Wähle zuerst dieses Ziel, dann die Karten, die du behältst.
scavenger-hunt-refused-cannot-pay = Deine Hand reicht für diesen Weg nicht, oder der Zug kann dort nicht enden.
scavenger-hunt-refused-no-such-space = Dieses Feld gibt es im Haus nicht.
scavenger-hunt-refused-step-by-step-first = Wähle zuerst Schritt für Schritt oder ein Ziel.
scavenger-hunt-refused-pawn-there = Auf diesem Feld steht eine andere Figur; du kannst dort weder halten noch durchziehen.
scavenger-hunt-refused-step-not-open = Dieser Schritt ist von hier aus nicht möglich.
scavenger-hunt-refused-no-dog = Du hast keine Hundekarte.
scavenger-hunt-refused-dog-when = Hundekarten spielt man, bevor die Figur zieht, oder nach dem Zug.
scavenger-hunt-refused-dog-outer = Ein Hund kommt auf ein Feld des äußeren Wegs.
scavenger-hunt-refused-dog-door = Ein Hund darf nicht neben einer Tür stehen: Er würde einen Eingang versperren.
scavenger-hunt-refused-no-dog-there = Auf diesem Feld steht kein Hund, den du versetzen könntest.
scavenger-hunt-refused-both-dogs = Beide Hunde sind schon draußen: Versetze stattdessen einen von ihnen.
scavenger-hunt-refused-dog-taken = Das Feld ist besetzt: Ein Hund braucht ein freies Feld am äußeren Weg.

# Die Farbe jedes Spielers, neben dem Namen in der Zugnachricht.
scavenger-hunt-colour-red = rot
scavenger-hunt-colour-blue = blau
scavenger-hunt-colour-yellow = gelb
scavenger-hunt-colour-green = grün
