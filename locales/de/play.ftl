# Was das gemeinsame Regelwerk selbst einem Spieler sagt: Ablehnungen, die alle Spiele teilen.

play-unknown-action = „{ $typed }“ ist keine Aktion von { $game }.
play-ended = Diese Partie ist beendet.
play-not-seated = Du sitzt nicht mit in dieser Partie.
play-no-timer = Gerade wartet nichts auf einen Timer.
play-not-holding-up = Dieser Spieler hält das Spiel nicht auf.
play-not-in-game = Dieser Spieler ist nicht in der Partie.
play-not-asked = Du bist an dieser Entscheidung nicht beteiligt.
play-already-answered = Du hast schon geantwortet; die anderen entscheiden noch.
play-no-say = Du hast bei dieser Entscheidung nichts mitzureden.
play-already-voted = Du hast schon abgestimmt; die anderen entscheiden noch.
play-player-count = { $exact ->
    [yes] { $game } ist für genau { $low } Spieler, nicht { $count }.
   *[other] { $game } ist für { $low } bis { $high } Spieler, nicht { $count }.
}
