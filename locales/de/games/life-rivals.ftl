# Spiel des Lebens: Rivalen-Edition: alles, was das Spiel sagt und zeichnet, auf Deutsch.
# Geld zählt in Scheinen zu 10K $; $thousands kommt als Text, ohne Tausenderpunkt.

## Geld, Personen, Haustiere
life-rivals-money = { $thousands }K $
life-rivals-money-none = 0 $
life-rivals-people = { $count ->
    [one] { $count } Person
   *[other] { $count } Personen
}
life-rivals-pets = { $count ->
    [one] { $count } Haustier
   *[other] { $count } Haustiere
}

## Knöpfe und Menüs
life-rivals-panel = Meine Karten
life-rivals-career-panel = Meine Berufe
life-rivals-group-play = Eine Karte spielen
life-rivals-group-gossip = Aus der Hand des Rivalen ziehen
life-rivals-group-keep = Einen Beruf behalten
life-rivals-group-steal = Vor dem Drehen Besitz stehlen
life-rivals-keep-in-panel = Jeder behält einen von drei geheim ausgeteilten Berufen: { $panel } zeigt sie.
life-rivals-cards-in-panel = { $panel } zeigt jedem seine eigene Hand aus Lebenskarten.

## Karten und Berufe
life-rivals-kind-good = Gut
life-rivals-kind-not-so-good = Nicht so gut
life-rivals-kind-it-happens = Pech gehabt
life-rivals-kind-stuff = Besitz
life-rivals-career-line = { $career } (Gehalt { $salary }, Start { $start })
life-rivals-career-held = { $career } (Gehalt { $salary })
life-rivals-choosing-career = wählt einen Beruf
life-rivals-facts-it-happens = Pech gehabt: { $fee } Gebühr
life-rivals-facts-stuff = Besitz: { $points } Punkte, kostet { $cost }, Wiederverkauf { $resale }
life-rivals-facts-good = Gut: { $points } Punkte
life-rivals-facts-not-so-good = Nicht so gut: { $points } Punkte
life-rivals-card-line = { $card } ({ $facts })

## Karten spielen und stehlen
life-rivals-steal-label = { $badge } · { $card } von { $rival } für { $money } stehlen
life-rivals-stole = { $player } stahl { $card } von { $rival } für { $money }.
life-rivals-on-me = { $card } — auf mich
life-rivals-on-rival = { $card } — auf { $rival }
life-rivals-set-aside-label = { $card } ablegen
life-rivals-played-fee = { $how ->
    [played-on] { $player } spielte { $card } auf { $whom }
    [picked] { $player } zog { $card } aus der Hand von { $rival } und spielte sie
    [picked-on] { $player } zog { $card } aus der Hand von { $rival } und spielte sie auf { $whom }
   *[played] { $player } spielte { $card }
}: { $whom } zahlte { $money } an die Bank.
life-rivals-played-stuff = { $how ->
    [played-on] { $player } spielte { $card } auf { $whom }
    [picked] { $player } zog { $card } aus der Hand von { $rival } und spielte sie
    [picked-on] { $player } zog { $card } aus der Hand von { $rival } und spielte sie auf { $whom }
   *[played] { $player } spielte { $card }
}: zahlte { $money } für { $points } Punkte Besitz.
life-rivals-played-points = { $how ->
    [played-on] { $player } spielte { $card } auf { $whom }
    [picked] { $player } zog { $card } aus der Hand von { $rival } und spielte sie
    [picked-on] { $player } zog { $card } aus der Hand von { $rival } und spielte sie auf { $whom }
   *[played] { $player } spielte { $card }
}: { $points } Punkte für { $whom }.
life-rivals-set-aside = { $player } konnte keine Karte bezahlen und legte { $card } ab.

## Wer beginnt, Berufe
life-rivals-host-says = { $host }, der Gastgeber, sagt, wer von den Nachbarn der Neidischere ist.
life-rivals-more-jealous = { $player } ist neidischer
life-rivals-host-said = { $host } sagte, { $player } ist neidischer.
life-rivals-goes-first = { $player } beginnt. { $then }
life-rivals-keep-label = { $career } behalten
life-rivals-chose-career = { $player } hat einen Beruf gewählt.
life-rivals-is-a = { $player } ist { $career }
life-rivals-careers-face-up = Berufe aufgedeckt: { $first }; { $second }. { $player } beginnt. { $then }
life-rivals-draw-label = { $player }: neuen Beruf ziehen
life-rivals-traded = { $player } tauschte { $old } gegen einen neuen Beruf: { $career }, ohne Startgeld.
life-rivals-careers-time-up = Die Zeit für die Berufswahl ist abgelaufen.
life-rivals-spin-tie = Gleichstand, also drehten beide noch einmal.
life-rivals-spin-of = { $player } { $spin }
life-rivals-jealousy-spin = Neid-Drehung: { $spins }.
life-rivals-spun-lower = { $player } drehte weniger, ist neidischer und beginnt.
life-rivals-host-too-long = { $host } brauchte zu lange: eine Neid-Drehung entschied.

## Die Straße
life-rivals-spin-label = Am Rad drehen
life-rivals-passed-payday = kam am Zahltag vorbei (+{ $money })
life-rivals-passed-baby = kam am Baby vorbei (+1 Person)
life-rivals-spun = { $player } drehte { $spin } und hielt auf { $space }.
life-rivals-spun-passed = { $player } drehte { $spin }, { $trip } und hielt auf { $space }.
life-rivals-payday = { $player } bekam am Zahltag doppeltes Gehalt: +{ $money }.
life-rivals-baby = { $player } bekam auf Baby Zwillinge: +2 Personen.
life-rivals-retired = { $player } ist im Ruhestand! { $rival } hat noch einen letzten Zug.
life-rivals-retired-too = { $player } ist auch im Ruhestand.
life-rivals-spun-kids = { $player } drehte { $spin } für Kinder: { $count ->
    [one] ein Kind, +1 Person
   *[other] Zwillinge, +{ $count } Personen
}.
life-rivals-spun-pets = { $player } drehte { $spin } für Haustiere: +{ $pets }.
life-rivals-spun-insurance = { $player } drehte { $spin } für die Lebensversicherung: +{ $money }.
life-rivals-could-pay-only = { $line } { $player } konnte nur { $money } zahlen.

## Züge
life-rivals-plays-now = { $player } spielt jetzt eine Lebenskarte.
life-rivals-gossip-shown = Die Hand von { $rival }, nur für deine Augen: { $cards }.
life-rivals-gossip-saw = Klatsch: { $player } sah die Hand von { $rival } und zieht jetzt eine ihrer Karten.
life-rivals-no-card-to-play = { $player } hatte keine Karte zum Spielen.
life-rivals-no-card-to-show = { $player } hatte keine Karte zum Zeigen.
life-rivals-deck-reshuffled = Der Lebensstapel war leer: Die abgelegten Karten wurden neu gemischt.
life-rivals-turn-line = { $player } ist am Zug.
life-rivals-last-turn-line = { $player } ist am Zug: der letzte Zug.
life-rivals-turn-skipped = { $player } brauchte zu lange: Der Zug wurde übersprungen.
life-rivals-needs-both = { $game } geht nicht ohne beide Spieler weiter.

## Was jeder Platz sieht
life-rivals-summary = { $money } · { $people }
life-rivals-summary-pets = { $money } · { $people } · { $pets }
life-rivals-phase-over = Spielende
life-rivals-phase-first = Vorbereitung: { $host } sagt, wer neidischer ist
life-rivals-phase-career = Vorbereitung: Jeder behält einen Beruf
life-rivals-phase-play = { $player } spielt eine Lebenskarte
life-rivals-phase-gossip = { $player } zieht eine Karte aus der Hand von { $rival }
life-rivals-phase-turn = { $player } ist am Zug
life-rivals-phase-last-turn = { $player } ist am Zug: der letzte Zug
life-rivals-ended-both-retired = { $first } ging in Ruhestand, dann { $second }
life-rivals-ended-one-retired = { $first } ging in Ruhestand und { $second } hatte den letzten Zug
life-rivals-ended = Das Spiel ist vorbei
life-rivals-ending-tie = { $road }; ein Gleichstand mit { $points } Punkten geht an den, der zuerst in Ruhestand ging.
life-rivals-ending = { $road }; { $best } zu { $other } Punkten.
life-rivals-breakdown = { $total } = Karten { $cards } + Geld { $cash } + Personen { $people } + Haustiere { $pets }
life-rivals-breakdown-negatives = { $total } = Karten { $cards } + Geld { $cash } + Personen { $people } + Haustiere { $pets } − nicht so gut { $negatives }
life-rivals-careers-dealt = Dir ausgeteilte Berufskarten: { $careers }.
life-rivals-you-keep = Du behältst { $career }.
life-rivals-in-hand = In deiner Hand: { $card }
life-rivals-empty-hand = Deine Hand ist leer.
life-rivals-gossip-line = Die Hand von { $rival } (Klatsch, nur für deine Augen): { $card }

## Ablehnungen
life-rivals-refuse-host-chooses = Der Gastgeber, { $host }, sagt, wer beginnt.
life-rivals-refuse-choose-a-player = Wähle einen der beiden Spieler.
life-rivals-refuse-host-first = Zuerst sagt { $host }, der Gastgeber, wer neidischer ist.
life-rivals-refuse-first-settled = Wer beginnt, wurde schon am Anfang entschieden.
life-rivals-refuse-already-chosen = Du hast deinen Beruf schon gewählt; der andere Spieler überlegt noch.
life-rivals-refuse-not-dealt = Dieser Beruf wurde dir nicht ausgeteilt.
life-rivals-refuse-keep-first = Zuerst behält jeder einen Beruf.
life-rivals-refuse-careers-chosen = Die Berufe wurden am Anfang des Spiels gewählt.
life-rivals-refuse-not-your-turn = { $player } ist am Zug.
life-rivals-refuse-spun = Du hast in diesem Zug schon gedreht.
life-rivals-refuse-draw-when = Einen neuen Beruf ziehst du nur am Anfang eines Zugs, vor dem Drehen.
life-rivals-refuse-other-button = Dieser Knopf ist für den anderen Spieler.
life-rivals-refuse-drew = Du hast in diesem Zug schon einen neuen Beruf gezogen.
life-rivals-refuse-career-deck-empty = Der Berufsstapel ist leer.
life-rivals-refuse-steal-when = Käufe kommen vor dem Drehen; im nächsten Zug kannst du wieder stehlen.
life-rivals-refuse-no-such-card = { $rival } hat keine solche Karte ausliegen.
life-rivals-refuse-not-stuff = { $card } ist keine Besitzkarte: Nur Besitz kann gestohlen werden.
life-rivals-refuse-steal-cost = Du brauchst { $money }, um { $card } zu stehlen; du hast { $have }.
life-rivals-refuse-spin-first = Erst drehen: Eine Karte spielst du, wenn du auf einem gelben oder Klatsch-Feld landest.
life-rivals-refuse-pick-rival = Zieh eine Karte deines Rivalen: Du stehst auf einem Klatsch-Feld.
life-rivals-refuse-play-own = Spiel eine Karte aus deiner eigenen Hand: Du stehst auf einem gelben Feld.
life-rivals-refuse-rival-lacks = { $rival } hat diese Karte nicht auf der Hand.
life-rivals-refuse-you-lack = Du hast diese Karte nicht auf der Hand.
life-rivals-refuse-can-play = Du kannst noch eine Karte spielen, also kannst du { $card } nicht ablegen.
life-rivals-refuse-cost = { $card } kostet { $money }; du hast { $have }.
life-rivals-refuse-yourself = { $card } kannst du nur auf dich selbst spielen.
life-rivals-refuse-target = Spiel { $card } mit „me“ (auf dich) oder „rival“ (auf deinen Rivalen).

## Beschreibungen (Alternativtext)
life-rivals-alt-spun = { $player } drehte { $spin }.
life-rivals-alt-retired = im Ruhestand
life-rivals-alt-on-space = auf Feld { $space }
life-rivals-alt-place = { $player } ist { $where }, mit { $money } und { $cards ->
    [one] { $cards } Karte auf der Hand
   *[other] { $cards } Karten auf der Hand
}.
life-rivals-alt-place-career = { $player } ist { $where }, als { $career }, mit { $money } und { $cards ->
    [one] { $cards } Karte auf der Hand
   *[other] { $cards } Karten auf der Hand
}.
life-rivals-alt-hand = Hand: { $cards }.
life-rivals-alt-hand-empty = Hand: leer.
life-rivals-alt-careers = Berufe: { $careers }.
life-rivals-alt-gossip = Klatsch: { $cards }.

## Das Spielbrett
life-rivals-ask-career = Beide behalten einen in { $panel }
life-rivals-ask-chooses = { $player } wählt in { $panel }
life-rivals-ask-spin = Am Rad drehen
life-rivals-ask-steal = Drehen, oder erst den Besitz mit { $marked } stehlen
life-rivals-marked-or = { $first } oder { $second }
life-rivals-ask-play = spielt eine Lebenskarte in { $panel }
life-rivals-ask-gossip = zieht eine Karte aus der Hand von { $rival } in { $panel }
life-rivals-ask-last-turn = der letzte Zug
life-rivals-ask-turn = { $asked }: { $phase }
life-rivals-ask-set-up = { $phase } · { $asked }
life-rivals-no-spin = Noch nicht gedreht
life-rivals-spun-short = { $player } drehte { $spin }
life-rivals-spun-stop = { $said }, dann { $spin } für { $stop ->
    [kids] Kinder
    [pets] Haustiere
   *[insurance] die Lebensversicherung
}
life-rivals-deck-line = Lebensstapel { $deck } · { $discards } abgelegt
life-rivals-hand-count = { $count ->
    [one] { $count } Karte auf der Hand
   *[other] { $count } Karten auf der Hand
}
life-rivals-hand-count-retired = { $count ->
    [one] { $count } Karte auf der Hand · im Ruhestand
   *[other] { $count } Karten auf der Hand · im Ruhestand
}
life-rivals-points-short = { $score } Pkt.
life-rivals-hint-collect = +{ $money }
life-rivals-hint-pay = -{ $money }
life-rivals-hint-pet = +{ $pets }
life-rivals-hint-take = hol { $money }
life-rivals-hint-give = gib { $money }
life-rivals-hint-stop = halt, dreh

## Die Hand
life-rivals-kind-career = Beruf
life-rivals-kind-card = Karte
life-rivals-card-salary = Gehalt { $money }
life-rivals-card-start = Start { $money }
life-rivals-card-fee = Gebühr { $money }
life-rivals-card-either = Für beide Spieler
life-rivals-card-points = { $points } Punkte
life-rivals-card-cost = Preis { $money }
life-rivals-card-resale = Verkauf { $money }
life-rivals-hand-title = Deine Hand
life-rivals-hand-careers-title = Dir ausgeteilte Berufe: behalte einen
life-rivals-hand-gossip-title = Hand von { $rival }, gezeigt durch Klatsch: zieh eine
life-rivals-the-rival = Der Rivale
life-rivals-no-cards = { $title }: keine Karten

## Berufe (cards.json)
life-rivals-career-nostril-doctor = Nasenhaar-Arzt
life-rivals-career-insult-lawyer = Anwalt für persönliche Beleidigungen
life-rivals-career-conspiracy = Verschwörungstheoretiker
life-rivals-career-parking = Einparkberater
life-rivals-career-napper = Wettkampf-Nickerchenmacher
life-rivals-career-cookie = Glückskeks-Autor
life-rivals-career-line-stander = Profi-Schlangesteher
life-rivals-career-drone-walker = Drohnen-Gassigeher
life-rivals-career-judge = Reality-Show-Juror
life-rivals-career-goat = Ziegenyoga-Lehrer

## Lebenskarten (cards.json)
life-rivals-card-good-01 = Die ganze Straße vom Schnee befreien
life-rivals-card-good-02 = Den geliehenen Mäher zurückgeben
life-rivals-card-good-03 = Das Straßenfest ausrichten
life-rivals-card-good-04 = Eine Straßenpatenschaft übernehmen
life-rivals-card-good-05 = Den Zaun der Nachbarn reparieren
life-rivals-card-good-06 = Für die neue Familie backen
life-rivals-card-good-07 = Die Kinderfußballmannschaft trainieren
life-rivals-card-good-08 = Eine Katze vom Baum retten
life-rivals-card-good-09 = Den Büchertausch betreuen
life-rivals-card-good-10 = Den Gemeinschaftsgarten bepflanzen
life-rivals-card-good-11 = Die Leiter verleihen
life-rivals-card-good-12 = Den ganzen Sommer ihre Pflanzen gießen
life-rivals-card-good-13 = Nachbar des Jahres
life-rivals-card-good-14 = Opa den Videoanruf beibringen
life-rivals-card-good-15 = Einkäufe nach oben tragen
life-rivals-card-good-16 = Im Tierheim helfen
life-rivals-card-good-17 = Den Spielplatz aufräumen
life-rivals-card-good-18 = Weihnachtslieder richtig singen
life-rivals-card-good-19 = Den Strand säubern
life-rivals-card-good-20 = Tapfer Blut spenden
life-rivals-card-nsg-01 = Laubbläser um 6 Uhr früh
life-rivals-card-nsg-02 = Nur den halben Rasen mähen
life-rivals-card-nsg-03 = Dem Hund die Schuld geben
life-rivals-card-nsg-04 = Allen in der Straße antworten
life-rivals-card-nsg-05 = Über zwei Plätze parken
life-rivals-card-nsg-06 = Lichterkette bis Juni
life-rivals-card-nsg-07 = Die Zeitung klauen
life-rivals-card-nsg-08 = Karaoke am Dienstag
life-rivals-card-nsg-09 = Hecke frisst den Gehweg
life-rivals-card-nsg-10 = Tratsch im Gruppenchat
life-rivals-card-nsg-11 = Ewig Zucker borgen
life-rivals-card-nsg-12 = Drohne über ihrem Pool
life-rivals-card-happens-01 = Keller läuft voll
life-rivals-card-happens-02 = Strafzettel
life-rivals-card-happens-03 = Das Dach ist undicht
life-rivals-card-happens-04 = Hund frisst das Sofa
life-rivals-card-happens-05 = Handy geht baden
life-rivals-card-happens-06 = Rohre frieren ein
life-rivals-card-happens-07 = Waschbär zieht ein
life-rivals-card-happens-08 = Kühlschrank gibt auf
life-rivals-card-happens-09 = Platter Fahrradreifen
life-rivals-card-happens-10 = Schon wieder ausgesperrt
life-rivals-card-happens-11 = Kaffee auf dem Laptop
life-rivals-card-happens-12 = Krone für einen Zahn
life-rivals-card-happens-13 = Dachrinne fällt ab
life-rivals-card-stuff-01 = E-Bike
life-rivals-card-stuff-02 = Smarter Kühlschrank
life-rivals-card-stuff-03 = Whirlpool
life-rivals-card-stuff-04 = Alte Jukebox
life-rivals-card-stuff-05 = Heimkino
life-rivals-card-stuff-06 = Sportwagen
life-rivals-card-stuff-07 = Größeres Haus
life-rivals-card-stuff-08 = Gartenzwerg-Armee
life-rivals-card-stuff-09 = Pizzaofen
life-rivals-card-stuff-10 = Rudergerät
life-rivals-card-stuff-11 = Baumhaus
life-rivals-card-stuff-12 = Flamingo-Brunnen
life-rivals-card-stuff-13 = Solardach
life-rivals-card-stuff-14 = Kleines Segelboot
life-rivals-card-stuff-15 = Espressomaschine
life-rivals-card-stuff-16 = Konzertflügel
life-rivals-card-stuff-17 = Pool im Garten
life-rivals-card-stuff-18 = Massagesessel
life-rivals-card-stuff-19 = Mähroboter
life-rivals-card-stuff-20 = Teleskop

## Felder (board.json): Namen, und was ein oranges oder rotes Feld erzählt
life-rivals-space-start = Start
life-rivals-space-life = Leben
life-rivals-space-payday = Zahltag
life-rivals-space-sponsor = Sponsor
life-rivals-space-sponsor-told = Der Podcast von { $player } über Rasen bekam einen Sponsor: { $player } kassierte 20K $.
life-rivals-space-gossip = Klatsch
life-rivals-space-garage = Garage
life-rivals-space-garage-told = Das Garagentor fraß die Stoßstange von { $player }: { $player } zahlte 20K $.
life-rivals-space-insurance = Versicherung
life-rivals-space-best-lawn = Bester Rasen
life-rivals-space-best-lawn-told = { $player } gewann den Preis für den besten Rasen: { $rival } zahlte { $player } 10K $.
life-rivals-space-mailbox = Briefkasten
life-rivals-space-mailbox-told = { $player } fuhr rückwärts in den Briefkasten von { $rival }: { $player } zahlte { $rival } 10K $.
life-rivals-space-baby = Baby
life-rivals-space-kids = Kinder
life-rivals-space-kitten = Kätzchen
life-rivals-space-kitten-told = Ein streunendes Kätzchen folgte { $player } nach Hause: ein Haustier mehr im Auto von { $player }.
life-rivals-space-tax-audit = Fiskus
life-rivals-space-tax-audit-told = Das Finanzamt sah sich { $player } genau an: { $player } zahlte 30K $.
life-rivals-space-pets = Haustiere
life-rivals-space-bake-sale = Basar
life-rivals-space-bake-sale-told = Die Zitronenschnitten von { $player } eroberten den Kuchenbasar: { $player } kassierte 30K $.
life-rivals-space-hot-tub = Whirlpool
life-rivals-space-hot-tub-told = Der Whirlpool von { $player } setzte die Terrasse unter Wasser: { $player } zahlte 20K $.
life-rivals-space-retirement = Ruhestand

## Die Ablehnungen der Spiel-Engine, in den Worten des Spiels
