# Gänsehaut: Schrecken auf dem Friedhof (Goosebumps), auf Deutsch: jede Zeile, jede Schaltfläche
# und jedes Wort der Bilder des Spiels. Die Namen der Figurenpaare (Sari, Gabe, ...) bleiben.

## Gräber, Farben, Kartenarten und Felder

goosebumps-the-tomb-mummy = das Mumiengrab
goosebumps-the-tomb-monster = das Monstergrab
goosebumps-the-tomb-wolf = das Wolfsgrab
goosebumps-face-mummy = die Mumie
goosebumps-face-monster = das Monster
goosebumps-face-wolf = den Wolf
goosebumps-alt-tomb-mummy = die Mumie
goosebumps-alt-tomb-monster = das Monster
goosebumps-alt-tomb-wolf = den Wolf
# "folgte dem roten Pfeil"
goosebumps-colour-red = roten
goosebumps-colour-purple = violetten
goosebumps-colour-gold = goldenen
goosebumps-arrow-red = roter Pfeil
goosebumps-arrow-purple = violetter Pfeil
goosebumps-arrow-gold = goldener Pfeil
goosebumps-danger-red = rote Gefahr
goosebumps-danger-purple = violette Gefahr
goosebumps-danger-gold = goldene Gefahr
goosebumps-pair-blue = blau
goosebumps-pair-green = grün
goosebumps-pair-orange = orange
goosebumps-pair-pink = rosa
goosebumps-kind-now = Sofort spielen!
goosebumps-kind-later = Für später!
goosebumps-kind-now-or-later = Sofort oder später!
goosebumps-kind-anytime = Jederzeit spielbar!
goosebumps-place-g = G-Feld
goosebumps-place-hand = Skeletthand
goosebumps-place-potion = Zaubertrank
goosebumps-place-grass = Gras
goosebumps-place-exit = Ausgang
goosebumps-place-gate = Torplattform
goosebumps-place-crypt = Gruftplattform
goosebumps-place-shifting = Wechselfeld

## Wohin eine Figur geht

goosebumps-to-crypt = auf die Gruftplattform
goosebumps-to-exit = zum Ausgang
goosebumps-to-gate = auf die Torplattform
goosebumps-to-space = nach { $space }

## Namen und Listen

goosebumps-whose = { $pawn } von { $player }
goosebumps-nobody = niemand
goosebumps-no-saved = { $pawn } hat keine aufbewahrten Karten.
goosebumps-saved-line = Aufbewahrte Karten von { $pawn }: { $titles }.
goosebumps-card-told = { $title } ({ $kind }): { $text }

## Der Anfang

goosebumps-plays-pair = { $player } spielt { $girl } und { $boy } ({ $colour }).
goosebumps-first-random = { $player } beginnt (ausgelost); es geht im Uhrzeigersinn weiter.
goosebumps-first-youngest = { $player } beginnt (erster Platz, für die Jüngsten); es geht im Uhrzeigersinn weiter.
goosebumps-opening-event = { $line }.

## Was geschah

goosebumps-rolled = { $player } würfelte eine { $number } und { $face }
goosebumps-about-to-slide = { $tomb } war dabei, auf { $space } zu rutschen, wo { $pawns } stand
goosebumps-slid = { $tomb } rutschte auf { $space }
goosebumps-hand-gripped = eine Skeletthand packte { $pawn }
goosebumps-saved-discarded = Die aufbewahrten Karten von { $pawn } kamen auf den Ablagestapel.
goosebumps-fell = { $pawn } fiel in die Grube und ist aus dem Spiel
goosebumps-lost-both = { $player } verlor beide Figuren und ist aus dem Spiel
goosebumps-last-with-pawn = { $player } war die letzte Person mit einer Figur auf dem Friedhof.
goosebumps-fell-together = { $players } fielen zuletzt, gemeinsam, und teilen sich den Sieg.
goosebumps-moved = { $pawn } zog { $to }
goosebumps-monster-drew-none = { $pawn } ist ein Monster und zog keine Karte
goosebumps-followed-arrow = { $pawn } folgte dem { $colour } Pfeil nach { $space }
goosebumps-potion-cured = ein Zaubertrank heilte { $pawn }
goosebumps-showed-ring = { $pawn } zeigte { $ring } und ließ den Totenkopf die Rutsche hinunterfallen
goosebumps-destroyed-ghost = { $pawn } von { $player } vernichtete den Kopflosen Geist!
goosebumps-skull-missed = der Totenkopf rollte aus dem anderen Fenster: nächste Runde ein neuer Versuch
goosebumps-reshuffled = der Ablagestapel wurde zu einem neuen Nachziehstapel gemischt
goosebumps-no-card-left = es war keine Karte mehr zum Ziehen da
goosebumps-drew-saved = { $pawn } zog eine Karte und bewahrte sie auf
goosebumps-saved-card = Aufbewahrt von { $pawn }: { $card }
goosebumps-drew = { $pawn } zog { $card }
goosebumps-no-target = { $card } fand keine Figur und wurde abgelegt
goosebumps-cured-all = alle Monster wurden geheilt: { $pawns }
goosebumps-another-turn = { $player } bekam noch einen ganzen Zug
goosebumps-turn-of = { $player } ist am Zug
goosebumps-moved-none = { $player } zog keine Figur
goosebumps-ended-turn = { $player } beendete den Zug
goosebumps-time-ran-out = die Zeit für die Jederzeit-Karte ist abgelaufen
goosebumps-slow-answer = { $player } brauchte zu lange für die Antwort
goosebumps-slow-skipped = { $player } brauchte zu lange: Zug übersprungen
goosebumps-left = { $player } verließ das Spiel, und die Figuren verließen den Friedhof
goosebumps-last-in-graveyard = { $player } war die letzte Person auf dem Friedhof.
goosebumps-played = { $pawn } spielte { $card }
goosebumps-to-gate-back = { $pawn } musste zurück auf die Torplattform
goosebumps-switched = { $pawn } und { $other } tauschten die Plätze
goosebumps-jumped = { $pawn } sprang { $to }
goosebumps-no-ring = { $pawn } hatte keinen Zauberring zum Stehlen
goosebumps-lost-ring = { $pawn } verlor einen Zauberring. { $saved }
goosebumps-stole-ring = { $pawn } stahl einen Zauberring von { $victim }
goosebumps-reversed = { $pawn } deckte eine Monsterumkehr auf: das Monster wandte sich gegen { $player }
goosebumps-reversal-wasted = keine eigene Figur konnte es nehmen, also wurde die Monsterkarte abgelegt
goosebumps-became-monster = { $pawn } wurde zum Monster

## Ergebnisse und Stand

goosebumps-won = gewonnen
goosebumps-lost = verloren
goosebumps-left-game = hat das Spiel verlassen
goosebumps-out = aus dem Spiel
goosebumps-pawns = { $count ->
    [one] { $count } Figur
   *[other] { $count } Figuren
}
goosebumps-saved-count = { $count } aufbewahrt
goosebumps-standing = { $parts }
# A Monster as the board marks it, where a standing needs fewer words
goosebumps-monsters-short = { $count ->
    [one] M
   *[other] { $count } M
}
goosebumps-monsters = { $count ->
    [one] Monster
   *[other] { $count } Monster
}

## Worauf der Tisch wartet

goosebumps-phase-over = Spielende: Sieg für { $players }
goosebumps-phase-tomb = { $player } schiebt { $tomb } auf ein nummeriertes Feld
goosebumps-phase-target = { $player } wählt, worauf { $card } wirkt
goosebumps-phase-after = { $player } kann aufbewahrte Karten spielen oder Fertig wählen
goosebumps-phase-stepping = { $player } zieht eine Figur Schritt für Schritt: noch { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}, ein nummeriertes nach dem anderen
goosebumps-phase-stepping-pawn = { $player } zieht { $pawn } Schritt für Schritt: noch { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}, ein nummeriertes nach dem anderen
goosebumps-phase-stuck = { $player } kann keine Figur { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
} weit ziehen
goosebumps-phase-move = { $player } zieht eine Figur { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
} weit, auf ein nummeriertes Feld
goosebumps-phase-brink = Unter { $pawns } öffnet sich auf { $space } eine Grube: wer die Jederzeit-Karte hat, darf vorher springen
goosebumps-out-of-game = Du bist aus diesem Spiel ausgeschieden.
# Kürzere Fassungen für das Bild, wo der Satz nicht in seine zwei Zeilen passt
goosebumps-phase-tomb-short = { $player } schiebt { $tomb }
goosebumps-phase-target-short = { $player } wählt ein Ziel für { $card }
goosebumps-phase-after-short = { $player } kann Karten spielen oder Fertig
goosebumps-phase-stepping-short = { $player } geht schrittweise: noch { $count }
goosebumps-phase-stepping-pawn-short = { $player } zieht { $pawn }: noch { $count }
goosebumps-phase-stuck-short = { $player } kann nicht ziehen
goosebumps-phase-move-short = { $player } zieht eine Figur { $count } weit
goosebumps-phase-brink-short = Grube auf { $space }: vorher springen möglich

## Auswahl

goosebumps-panel = Meine Karten
goosebumps-panel-first = Meine Karten: aufbewahrte Karten ansehen und spielen
goosebumps-badged = { $badge } · { $label }
goosebumps-slide = { $tomb } auf { $space } schieben
goosebumps-done = Fertig: Zug beenden
goosebumps-let-slide = { $player }: Grab rutschen lassen
goosebumps-choose-for = { $card }: wählen
goosebumps-tries-skull = { $pawn } versucht es mit dem Totenkopf
goosebumps-step-by-step = Schritt für Schritt
goosebumps-stay = Keine Figur ziehen
goosebumps-steps-to = { $pawn } geht { $to }
goosebumps-move-pawn = { $pawn } ziehen
goosebumps-destination = { $space } ({ $what })
goosebumps-destination-crypt = { $space } (Gruftplattform, einen Sprung vom Ausgang)
goosebumps-pawn-cards = Karten von { $pawn }
goosebumps-card-choice = { $card }: { $choice }
goosebumps-play-it = ausspielen
goosebumps-switch-with = tauschen mit { $pawn }
goosebumps-jump-to = nach { $space } springen
goosebumps-slide-target = { $tomb } auf { $space } schieben

## Ablehnungen

goosebumps-no-go-on = Diese Antwort gehört jemand anderem: nimm deine eigene.
goosebumps-not-waiting = Der Tisch wartet nicht darauf, dass du ein Grab rutschen lässt.
goosebumps-wait-brink = Warte: gleich öffnet sich eine Grube, und der Tisch wartet auf die Jederzeit-Karte.
goosebumps-not-your-turn = { $player } ist am Zug.
goosebumps-target-first = Wähle zuerst, worauf { $card } wirkt.
goosebumps-dice-rolled = Zu Beginn deines Zuges wird für dich gewürfelt.
goosebumps-slide-first = Schiebe zuerst { $tomb }.
goosebumps-move-first = Ziehe eine Figur oder wähle Keine Figur ziehen, bevor du fertig bist.
goosebumps-move-over = Dein Zug ist vorbei: spiele eine aufbewahrte Karte aus Meine Karten oder wähle Fertig.
goosebumps-finish-steps = Du hast einen Zug Schritt für Schritt begonnen: beende ihn.
goosebumps-already-stepping = Du ziehst schon Schritt für Schritt.
goosebumps-no-such-tomb = Es gibt kein Grab { $tomb }.
goosebumps-tomb-moved = Das Grab hat sich in diesem Zug schon bewegt.
goosebumps-slide-rolled = Du hast { $face } gewürfelt: schiebe dieses Grab.
goosebumps-one-position-end = Ein Grab rückt immer nur eine Position weiter: { $tomb } kann nur an ein Ende neben der Mitte.
goosebumps-one-position-middle = Ein Grab rückt immer nur eine Position weiter: { $tomb } kann nur in die Mitte.
goosebumps-not-your-pawn = Das ist keine deiner Figuren.
goosebumps-skull-crypt = { $pawn } muss auf der Gruftplattform stehen, um es mit dem Totenkopf zu versuchen.
goosebumps-skull-monster = { $pawn } ist ein Monster: heile es, bevor es dem Kopflosen Geist gegenübertritt.
goosebumps-ring-other = Dein Zauberring liegt unter { $pawn }; nur diese Figur kann ihn benutzen.
goosebumps-no-ring-held = { $pawn } hat keinen Zauberring.
goosebumps-fallen = { $pawn } ist in eine Grube gefallen.
goosebumps-held = { $pawn } wird von einer Skeletthand festgehalten, bis ein Grab dieses Feld verändert.
goosebumps-step-not-go = Du ziehst Schritt für Schritt: mach deinen nächsten Schritt.
goosebumps-go-not-step = Wähle, wohin du ziehst, oder wähle zuerst Schritt für Schritt.
goosebumps-moving-other = Du ziehst in diesem Zug { $pawn }.
goosebumps-no-space = Dieses Feld gibt es nicht (Hecken sind keine Felder).
goosebumps-open-pit = { $space } ist eine offene Grube: keine Figur kann hinein.
goosebumps-bad-step = { $space } ist kein Schritt, mit dem dein Zug von { $number } enden kann.
goosebumps-cannot-reach = { $pawn } kann { $space } nicht in genau { $number } Schritten erreichen: Hecken und Gruben versperren den Weg, und kein Feld wird zweimal betreten.
goosebumps-no-play = Diesen Kartenzug gibt es nicht.
goosebumps-their-card = { $player } muss die Karte spielen.
goosebumps-own-pawns-only = Du kannst nur Karten spielen, die unter deinen eigenen Figuren liegen.
goosebumps-saved-under-other = Diese Karte liegt unter { $pawn }; nur diese Figur kann sie spielen.
goosebumps-not-held = { $pawn } hat { $card } nicht.
goosebumps-ring-not-played = Ein Zauberring wird nicht gespielt: bring seine Figur auf die Gruftplattform, um ihn zu benutzen.
goosebumps-reversal-not-played = Die Monsterumkehr wirkt von selbst, wenn eine Monsterkarte auf ihre Figur gespielt wird.
goosebumps-own-turn-only = { $card } kann nur in deinem eigenen Zug gespielt werden.
goosebumps-finish-waiting = Erledige erst, worauf das Spiel wartet, bevor du eine Karte spielst.
goosebumps-finish-move = Beende zuerst deinen Zug.
goosebumps-already-monster = { $pawn } ist schon ein Monster: keine zweite Monsterkarte darauf.
goosebumps-quake-one = Ein Grab rückt immer nur eine Position weiter.
goosebumps-cannot-act = { $card } kann darauf nicht wirken.

## Die Bildbeschreibung

goosebumps-alt-rolled = { $player } würfelte eine { $number } und { $tomb }.
goosebumps-alt-rolled-number = { $player } würfelte eine { $number }.
goosebumps-alt-rolled-tomb = { $player } würfelte { $tomb }.
goosebumps-alt-on = { $pawn } von { $player } steht auf { $space }.
goosebumps-alt-on-saved = { $pawn } von { $player } steht auf { $space }, { $count ->
    [one] { $count } aufbewahrte Karte
   *[other] { $count } aufbewahrte Karten
}.
goosebumps-alt-out = { $pawn } von { $player } ist nicht mehr auf dem Friedhof.
goosebumps-alt-out-saved = { $pawn } von { $player } ist nicht mehr auf dem Friedhof, { $count ->
    [one] { $count } aufbewahrte Karte
   *[other] { $count } aufbewahrte Karten
}.
goosebumps-alt-own = { $pawn }: { $titles }.
goosebumps-alt-own-fallen = { $pawn } (in der Grube): { $titles }.
goosebumps-alt-no-cards = keine Karten

## Das Bild

goosebumps-board-crypt = Gruft
goosebumps-board-exit = Ausgang
goosebumps-board-gate = Tor
goosebumps-legend-g = Karte ziehen
goosebumps-legend-hand = gepackt: kein Zug
goosebumps-legend-potion = heilt ein Monster
goosebumps-legend-danger = Grube kann aufgehen
goosebumps-legend-arrow = zu seiner Gefahr
goosebumps-piles = Nachziehstapel { $draw } · Ablage { $discard }
goosebumps-saved-heading = { $pawn } · { $count ->
    [one] { $count } aufbewahrte Karte
   *[other] { $count } aufbewahrte Karten
}

## Die Karten: jeder Titel, dann was darauf steht

# Was jede Kartenart bewirkt, in wenigen Worten für die Kartenbilder
goosebumps-effect-monster = Mach eine gegnerische oder die gerade gezogene Figur zum Monster.
goosebumps-effect-cure-all = Jede Monsterfigur wird geheilt.
goosebumps-effect-to-gate = Schick eine gegnerische Figur zurück aufs Tor.
goosebumps-effect-quake = Schiebe ein Grab um eine Position.
goosebumps-effect-ring = Von der Gruft aus kann diese Figur den Kopflosen Geist vernichten.
goosebumps-effect-reversal = Eine Monsterkarte auf diese Figur trifft, wer sie spielt.
goosebumps-effect-extra-turn = Mach danach noch einen ganzen Zug.
goosebumps-effect-switch = Tausche den Platz mit einer anderen Figur.
goosebumps-effect-steal-ring = Nimm einer gegnerischen Figur einen Zauberring.
goosebumps-effect-jump = Spring auf ein Nachbarfeld, auch im Zug eines anderen.

# Der Titel einer Karte in ein, zwei Wörtern, wo der eigene nicht ins Kartenbild passt
goosebumps-short-monster = Monster
goosebumps-short-cure-all = Heilung
goosebumps-short-to-gate = Zum Tor
goosebumps-short-quake = Beben
goosebumps-short-ring = Zauberring
goosebumps-short-reversal = Umkehr
goosebumps-short-extra-turn = Extrazug
goosebumps-short-switch = Tausch
goosebumps-short-steal-ring = Ringdieb
goosebumps-short-jump = Sprung

goosebumps-card-monster-1 = Grüner Schleim
goosebumps-card-monster-1-text = Ein Eimer leuchtender Schleim kippt um. Verwandle eine gegnerische Figur oder die gerade gezogene Figur in ein Monster.
goosebumps-card-monster-2 = Werwolfbiss
goosebumps-card-monster-2-text = Hinter der Hecke heult etwas und beißt zu. Verwandle eine gegnerische Figur oder die gerade gezogene Figur in ein Monster.
goosebumps-card-monster-3 = Mumienbinden
goosebumps-card-monster-3-text = Aus einem Riss im Grab wickeln sich alte Binden. Verwandle eine gegnerische Figur oder die gerade gezogene Figur in ein Monster.
goosebumps-card-monster-4 = Die Spukmaske
goosebumps-card-monster-4-text = Eine grinsende Maske schwebt herab und bleibt kleben. Verwandle eine gegnerische Figur oder die gerade gezogene Figur in ein Monster.
goosebumps-card-monster-5 = Die lebende Puppe
goosebumps-card-monster-5-text = Die Puppe eines Bauchredners flüstert einen Zauber. Verwandle eine gegnerische Figur oder die gerade gezogene Figur in ein Monster.
goosebumps-card-monster-6 = Monsterblut
goosebumps-card-monster-6-text = Eine Dose grüner Glibber blubbert über den Rand. Verwandle eine gegnerische Figur oder die gerade gezogene Figur in ein Monster.
goosebumps-card-cure-all = Mondscheinregen
goosebumps-card-cure-all-text = Silberner Regen wäscht über den Friedhof. Jede Monsterfigur wird geheilt.
goosebumps-card-to-gate-1 = Fledermäuse!
goosebumps-card-to-gate-1-text = Eine Wolke Fledermäuse jagt eine Figur zum Tor hinaus. Schicke eine gegnerische Figur zurück auf die Torplattform.
goosebumps-card-to-gate-2 = Der Friedhofswärter
goosebumps-card-to-gate-2-text = Der Friedhofswärter führt eine Figur zurück zum Eingang. Schicke eine gegnerische Figur zurück auf die Torplattform.
goosebumps-card-to-gate-3 = Kalter Wind
goosebumps-card-to-gate-3-text = Ein eisiger Wind weht eine Figur ganz zurück. Schicke eine gegnerische Figur zurück auf die Torplattform.
goosebumps-card-to-gate-4 = Geisterhauch
goosebumps-card-to-gate-4-text = Ein Geist haucht einer Figur in den Nacken; sie rennt zum Tor. Schicke eine gegnerische Figur zurück auf die Torplattform.
goosebumps-card-quake-1 = Erdbeben
goosebumps-card-quake-1-text = Der Boden grollt unter den Gräbern. Schiebe ein beliebiges Grab um eine Position vor oder zurück.
goosebumps-card-quake-2 = Ruhelose Tote
goosebumps-card-quake-2-text = Etwas in einem Grab schiebt es weiter. Schiebe ein beliebiges Grab um eine Position vor oder zurück.
goosebumps-card-quake-3 = Gräberbeben
goosebumps-card-quake-3-text = Der ganze Friedhof erzittert. Schiebe ein beliebiges Grab um eine Position vor oder zurück.
goosebumps-card-ring-1 = Glücksring
goosebumps-card-ring-1-text = Im Gras glitzert ein Ring. Bewahre ihn unter dieser Figur auf: damit kann sie den Kopflosen Geist von der Gruftplattform aus vernichten.
goosebumps-card-ring-2 = Ring des Lichts
goosebumps-card-ring-2-text = Ein Ring aus fahlem Licht hängt an einem Ast. Bewahre ihn unter dieser Figur auf: damit kann sie den Kopflosen Geist von der Gruftplattform aus vernichten.
goosebumps-card-ring-3 = Silberring
goosebumps-card-ring-3-text = Auf einem Grabstein liegt ein silberner Ring. Bewahre ihn unter dieser Figur auf: damit kann sie den Kopflosen Geist von der Gruftplattform aus vernichten.
goosebumps-card-ring-4 = Kristallring
goosebumps-card-ring-4-text = Ein Kristallring summt im Dunkeln. Bewahre ihn unter dieser Figur auf: damit kann sie den Kopflosen Geist von der Gruftplattform aus vernichten.
goosebumps-card-ring-5 = Geisterring
goosebumps-card-ring-5-text = Ein Geist verliert auf der Flucht einen Ring. Bewahre ihn unter dieser Figur auf: damit kann sie den Kopflosen Geist von der Gruftplattform aus vernichten.
goosebumps-card-ring-6 = Goldring
goosebumps-card-ring-6-text = Ein goldener Ring liegt im Moos vergraben. Bewahre ihn unter dieser Figur auf: damit kann sie den Kopflosen Geist von der Gruftplattform aus vernichten.
goosebumps-card-ring-7 = Mondring
goosebumps-card-ring-7-text = Ein Ring in Form des Mondes rollt den Weg hinunter. Bewahre ihn unter dieser Figur auf: damit kann sie den Kopflosen Geist von der Gruftplattform aus vernichten.
goosebumps-card-reversal-1 = Monsterumkehr
goosebumps-card-reversal-1-text = Diese Karte kehrt die Kräfte einer Monsterkarte um. Wer eine Monsterkarte auf diese Figur spielt, wird selbst zu diesem Monster.
goosebumps-card-reversal-2 = Monsterumkehr
goosebumps-card-reversal-2-text = Diese Karte kehrt die Kräfte einer Monsterkarte um. Wer eine Monsterkarte auf diese Figur spielt, wird selbst zu diesem Monster.
goosebumps-card-extra-turn-1 = Zweiter Atem
goosebumps-card-extra-turn-1-text = Hinter einem Grabstein kurz Luft geholt. Mach direkt nach diesem Zug noch einen ganzen Zug.
goosebumps-card-extra-turn-2 = Mitternachtsschlag
goosebumps-card-extra-turn-2-text = Die Uhr schlägt, und die Zeit steht still. Mach direkt nach diesem Zug noch einen ganzen Zug.
goosebumps-card-extra-turn-3 = Glücksschatten
goosebumps-card-extra-turn-3-text = Ein Schatten läuft voraus und wartet. Mach direkt nach diesem Zug noch einen ganzen Zug.
goosebumps-card-switch-1 = Spiegeltrick
goosebumps-card-switch-1-text = Ein gesprungener Spiegel vertauscht zwei Spiegelbilder. Diese Figur tauscht den Platz mit einer beliebigen anderen Figur im Spiel.
goosebumps-card-switch-2 = Nebeltausch
goosebumps-card-switch-2-text = Im Nebel sieht niemand, wer wer ist. Diese Figur tauscht den Platz mit einer beliebigen anderen Figur im Spiel.
goosebumps-card-switch-3 = Schattentanz
goosebumps-card-switch-3-text = Zwei Schatten tauschen an der Hecke die Plätze. Diese Figur tauscht den Platz mit einer beliebigen anderen Figur im Spiel.
goosebumps-card-switch-4 = Ringelreihen
goosebumps-card-switch-4-text = Ein Zauber bringt zwei Figuren durcheinander. Diese Figur tauscht den Platz mit einer beliebigen anderen Figur im Spiel.
goosebumps-card-steal-ring-1 = Lange Finger
goosebumps-card-steal-ring-1-text = Eine Krähe schnappt sich etwas Glänzendes. Nimm einer gegnerischen Figur einen Zauberring weg, falls sie einen hat, und bewahre ihn unter dieser Figur auf.
goosebumps-card-steal-ring-2 = Taschendieb-Geist
goosebumps-card-steal-ring-2-text = Kalte Finger gleiten in eine Tasche. Nimm einer gegnerischen Figur einen Zauberring weg, falls sie einen hat, und bewahre ihn unter dieser Figur auf.
goosebumps-card-steal-ring-3 = Grabräuber
goosebumps-card-steal-ring-3-text = Ein Dieb schleicht zwischen den Gräbern. Nimm einer gegnerischen Figur einen Zauberring weg, falls sie einen hat, und bewahre ihn unter dieser Figur auf.
goosebumps-card-steal-ring-4 = Elster
goosebumps-card-steal-ring-4-text = Eine Elster stürzt sich auf ein Glitzern. Nimm einer gegnerischen Figur einen Zauberring weg, falls sie einen hat, und bewahre ihn unter dieser Figur auf.
goosebumps-card-steal-ring-5 = Zack!
goosebumps-card-steal-ring-5-text = Flink wie eine Katze greift eine Hand zu. Nimm einer gegnerischen Figur einen Zauberring weg, falls sie einen hat, und bewahre ihn unter dieser Figur auf.
goosebumps-card-ghost-light = Irrlicht
goosebumps-card-ghost-light-text = Ein Irrlicht hebt diese Figur hoch. Lass sie auf ein benachbartes Feld springen (nie in eine Grube) und folge diesem Feld. Jederzeit spielbar, auch im Zug eines anderen.
