# Cheat Street: jedes Wort, das seine Regeln, Beschreibungen und Bilder zeigen. Orte gibt es
# in mehreren Formen (place, place-at, place-to, place-title, place-of), damit jeder Satz
# Artikel und Fall bekommt, die er braucht (die Bank, bei der Bank, zur Bank, von der Bank).

## Zielkarten und Straßen

cheat-street-goal-bakery = Bäckerei
cheat-street-goal-bank = Bank
cheat-street-goal-cinema = Kino
cheat-street-goal-library = Bibliothek
cheat-street-goal-museum = Museum
cheat-street-goal-park = Park
cheat-street-goal-pharmacy = Apotheke
cheat-street-goal-post-office = Post
cheat-street-goal-school = Schule
cheat-street-goal-harbour = Hafen
cheat-street-goal-toy-shop = Spielzeugladen
cheat-street-goal-zoo = Zoo

cheat-street-street-north-avenue = Nordallee
cheat-street-street-east-avenue = Ostallee
cheat-street-street-south-avenue = Südallee
cheat-street-street-west-avenue = Westallee
cheat-street-street-inner-ring-north = Innenring Nord
cheat-street-street-inner-ring-east = Innenring Ost
cheat-street-street-inner-ring-south = Innenring Süd
cheat-street-street-inner-ring-west = Innenring West
cheat-street-street-outer-ring-north = Außenring Nord
cheat-street-street-outer-ring-east = Außenring Ost
cheat-street-street-outer-ring-south = Außenring Süd
cheat-street-street-outer-ring-west = Außenring West

## Orte, in den Formen, die die Sätze brauchen

cheat-street-start = Start
cheat-street-place = { $kind ->
    [start] der Start
    [goal] { $goal ->
        [cinema] das { $name }
        [museum] das { $name }
        [park] der { $name }
        [harbour] der { $name }
        [toy-shop] der { $name }
        [zoo] der { $name }
       *[other] die { $name }
    }
    [bus] die Haltestelle { $line }
   *[street] ein Straßenfeld
}
cheat-street-place-at = { $kind ->
    [start] auf dem Start
    [goal] { $goal ->
        [cinema] beim { $name }
        [museum] beim { $name }
        [park] beim { $name }
        [harbour] beim { $name }
        [toy-shop] beim { $name }
        [zoo] beim { $name }
       *[other] bei der { $name }
    }
    [bus] an der Haltestelle { $line }
   *[street] auf einem Straßenfeld
}
cheat-street-place-to = { $kind ->
    [start] zum Start
    [goal] { $goal ->
        [cinema] zum { $name }
        [museum] zum { $name }
        [park] zum { $name }
        [harbour] zum { $name }
        [toy-shop] zum { $name }
        [zoo] zum { $name }
       *[other] zur { $name }
    }
    [bus] zur Haltestelle { $line }
   *[street] zu einem Straßenfeld
}
cheat-street-place-title = { $kind ->
    [start] Start
    [goal] { $goal ->
       *[other] { $name }
    }
    [bus] Haltestelle { $line }
   *[street] Ein Straßenfeld
}
cheat-street-place-of = { $kind ->
    [start] vom Start
    [goal] { $goal ->
        [cinema] vom { $name }
        [museum] vom { $name }
        [park] vom { $name }
        [harbour] vom { $name }
        [toy-shop] vom { $name }
        [zoo] vom { $name }
       *[other] von der { $name }
    }
    [bus] von der Haltestelle { $line }
   *[street] von einem Straßenfeld
}
cheat-street-street-of = { $key ->
    [north-avenue] von der { $street }
    [east-avenue] von der { $street }
    [south-avenue] von der { $street }
    [west-avenue] von der { $street }
    [place] von { $street }
   *[other] vom { $street }
}
cheat-street-crossing = { $street } Ecke { $other }
cheat-street-near = { $street }, { $side } { $mark }
cheat-street-side = { $direction ->
    [north] nördlich
    [south] südlich
    [east] östlich
    [west] westlich
    [north-east] nordöstlich
    [north-west] nordwestlich
    [south-east] südöstlich
    [south-west] südwestlich
   *[other] auf
}
cheat-street-heading = { $direction ->
    [north] nach Norden
    [south] nach Süden
    [east] nach Osten
    [west] nach Westen
    [north-east] nach Nordosten
    [north-west] nach Nordwesten
    [south-east] nach Südosten
    [south-west] nach Südwesten
   *[other] hier
}
cheat-street-whereabouts = { $side } vom Start
cheat-street-steps = { $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
}

## Woraus ein Punktestand besteht

cheat-street-made-reveals = { $count ->
    [one] { $count } Aufdeckung
   *[other] { $count } Aufdeckungen
}
cheat-street-made-callouts = { $count ->
    [one] { $count } Anklage
   *[other] { $count } Anklagen
}
cheat-street-made-both = { $reveals ->
    [one] { $reveals } Aufdeckung
   *[other] { $reveals } Aufdeckungen
}, { $callouts ->
    [one] { $callouts } Anklage
   *[other] { $callouts } Anklagen
}

## Bedienelemente

cheat-street-roll = Würfeln
cheat-street-pass = Passen (nicht anklagen)
cheat-street-step-by-step = Schritt für Schritt
cheat-street-group-call-out = Den aktiven Spieler anklagen
cheat-street-group-move = Ziehen
cheat-street-group-where = Wohin gehen
cheat-street-call-out = Anklagen: { $goal }
cheat-street-reveal-at = Aufdecken { $place }
cheat-street-ride = Mit Buslinie { $line } auf die andere Seite
cheat-street-stop-at = Anhalten { $place }
cheat-street-step = Schritt { $heading }
cheat-street-step-to = Schritt { $heading } { $place }
cheat-street-badged = { $badge } · { $label }
cheat-street-go-reveal = Aufdecken { $place }
cheat-street-go-reveal-via = Aufdecken { $place }, über { $via }
cheat-street-go-ride = Bus nehmen { $place }
cheat-street-go-ride-via = Bus nehmen { $place }, über { $via }
cheat-street-go-to = { $place }
cheat-street-go-to-via = { $place }, über { $via }

## Was jetzt gefragt ist

cheat-street-phase-over = Spielende: { $player } hat gewonnen
cheat-street-phase-over-nobody = Spielende: Niemand hat gewonnen
cheat-street-phase-callout = { $caller } darf { $player } anklagen
cheat-street-phase-roll = { $player } soll würfeln
cheat-street-phase-choose = { $player } soll { $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
} zu einem nummerierten Ort gehen
cheat-street-walk-on = { $count ->
    [0] dort stehen bleiben
    [one] noch { $count } Schritt gehen
   *[other] noch { $count } Schritte gehen
}
cheat-street-phase-move = { $player } soll { $then }
cheat-street-phase-reveal = { $player } soll hier aufdecken oder { $then }
cheat-street-phase-ride = { $player } soll mit Bus { $line } fahren oder { $then }

## Der Verlauf des Spiels

cheat-street-opening-roll = Eröffnungswurf: { $rolls }.
cheat-street-opening-tie = { $players } hatten gleich ({ $roll }) und würfelten neu: { $rolls }.
cheat-street-went-first = { $player } würfelte am höchsten und begann.
cheat-street-skipped = { $player } setzt aus, die Strafmarke wird entfernt
cheat-street-turn-from-start = { $player } ist am Zug, vom Start aus: niemand darf anklagen
cheat-street-turn-no-callers = { $player } ist am Zug: niemand darf anklagen
cheat-street-turn-callers = { $player } ist am Zug: { $callers } { $count ->
    [one] darf
   *[other] dürfen
} anklagen, in dieser Reihenfolge
cheat-street-passed = { $players } { $count ->
    [one] hat
   *[other] haben
} gepasst
cheat-street-nobody-called = niemand hat { $player } angeklagt
cheat-street-won = { $player } hat { $score } Punkte erreicht und gewonnen!
cheat-street-walked = ging { $steps }
cheat-street-walked-via = ging { $steps } über { $via }
cheat-street-walked-to = ging { $place }
cheat-street-walked-to-via = ging { $place } über { $via }
cheat-street-removed = { $player } wurde aus dem Spiel genommen; die Karte ging zurück in den Stapel
cheat-street-rolled = { $player } würfelte eine { $roll }
cheat-street-rode = fuhr mit Bus { $line } auf die andere Seite
cheat-street-called-wrong = { $caller } klagte { $called } mit der Karte { $goal } an und lag falsch: { $caller } bekam eine Strafmarke
cheat-street-called-right = { $caller } klagte { $called } mit der Karte { $goal } an und lag richtig: +{ $points } → { $score }
cheat-street-back-to-start = { $player } ging zurück zum Start
cheat-street-revealed = { $player } deckte die Zielkarte { $goal } auf: +{ $points } → { $score }
cheat-street-drew = { $player } zog eine neue Zielkarte
cheat-street-new-card = Deine neue Zielkarte: { $goal }.
cheat-street-time-up = Die Zeit zum Anklagen ist um
cheat-street-late-caller = { $player } hat zu lange gebraucht und passt
cheat-street-late-mover = { $player } hat zu lange gebraucht: Zug übersprungen
cheat-street-too-few = Cheat Street braucht mindestens { $count } Spieler.
cheat-street-reason = { $player } hat { $score } Punkte erreicht.

## Was nur ein Platz sieht

cheat-street-you-left = Du hast dieses Spiel verlassen.
cheat-street-your-card = Deine Zielkarte: { $goal }
cheat-street-your-tile = Dein Zielfeld { $goal } liegt { $where }.
cheat-street-marker-reminder = Du hast eine Strafmarke: Dein nächster Zug entfällt.

## Ablehnungen, für den, der es versucht hat

cheat-street-refusal-unknown = „{ $action }“ ist keine Aktion von Cheat Street.
cheat-street-refusal-wait = Warte: Die anderen dürfen dich noch anklagen, bevor du ziehst.
cheat-street-refusal-callout-over = Die Anklagephase dieses Zugs ist vorbei.
cheat-street-refusal-rolled = Du hast in diesem Zug schon gewürfelt.
cheat-street-refusal-roll-first = Würfle zuerst.
cheat-street-refusal-stepping = Du gehst schon Schritt für Schritt.
cheat-street-refusal-choose = Wähle, wohin du gehst, oder wähle zuerst Schritt für Schritt.
cheat-street-refusal-no-steps = Du hast keine Schritte mehr.
cheat-street-refusal-not-next = { $place } liegt nicht neben dir.
cheat-street-refusal-u-turn = Du darfst nicht direkt auf das Feld zurück, das du gerade verlassen hast.
cheat-street-refusal-not-on-goal = Du stehst auf keinem Zielfeld, das du in diesem Zug erreicht hast.
cheat-street-refusal-not-your-card = Deine Zielkarte ist nicht „{ $goal }“.
cheat-street-refusal-not-on-bus = Du stehst an keiner Haltestelle, die du in diesem Zug erreicht hast.
cheat-street-refusal-steps-left = Du musst noch { $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
} gehen.
cheat-street-refusal-self = Du kannst dich nicht selbst anklagen; warte, während die anderen entscheiden.
cheat-street-refusal-punished = Du hast eine Strafmarke und darfst in diesem Zug nicht anklagen.
cheat-street-refusal-passed = Du hast in diesem Zug schon gepasst.
cheat-street-refusal-caller-first = { $caller } darf zuerst anklagen; du darfst inzwischen passen.
cheat-street-refusal-move-over = Deine Bewegung ist schon vorbei; jetzt ist { $player } am Zug.
cheat-street-refusal-not-your-turn = { $player } ist am Zug.
cheat-street-refusal-take-step = Du gehst in diesem Zug Schritt für Schritt: Mach deinen nächsten Schritt.
cheat-street-refusal-other-roll = Dieses Ziel gehörte zu einem anderen Wurf: Du hast eine { $roll } gewürfelt, wähle neu.
cheat-street-refusal-unreachable = Von hier aus ist { $place } auf diesem Weg nicht in { $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritten
} erreichbar.

## Beschreibungen (Alternativtext)

cheat-street-alt-rolled = { $player } würfelte eine { $roll }.
cheat-street-alt-on = { $player } steht { $place }.
cheat-street-alt-on-punished = { $player } steht { $place }, mit Strafmarke.
cheat-street-alt-on-street = { $player } steht auf einem Straßenfeld { $side } vom Start.
cheat-street-alt-on-street-punished = { $player } steht auf einem Straßenfeld { $side } vom Start, mit Strafmarke.
cheat-street-alt-goal = Ziel: { $goal }, { $where }.

## Die Bilder

cheat-street-goal-card = Zielkarte
cheat-street-tag-left = hat das Spiel verlassen
cheat-street-tag-caller = darf { $player } anklagen
cheat-street-tag-passed = hat gepasst
cheat-street-tag-punished = Strafmarke
