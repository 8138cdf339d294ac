# Der Tisch im Spiel: die Zugnachricht, das Spielende, Hinweise im Thread, DMs und die Knöpfe.

table-and = und
table-answered = Geantwortet: { $names }.
table-your-move = { $people }: du bist dran.
table-thinking = { $count ->
    [one] { $names } denkt nach.
   *[other] { $names } denken nach.
}
table-skipping = { $names } wird übersprungen, da nicht mehr im Spiel.
table-whose-turn = { $player } ist am Zug.
table-game-over = Spielende: { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
}! { $reason }
table-nobody = niemand
table-final-standings = **Endstand**
table-secret-from = **{ $game }** auf **{ $server }**
table-your-server = deinem Server
table-dm-closed = { $player } Ich kann dir keine Direktnachrichten schicken, deshalb bleiben deine Karten hier: Drück **{ table-button-show-cards }** oder nutze `/{ command-game } { command-game-hand }`, um sie privat zu sehen.
table-idle-warning = { $waiting } der Tisch wartet auf dich. Wenn in { $time } nichts passiert, dürfen die anderen deinen Zug überspringen oder dich aus dem Spiel nehmen.
table-minutes = { $count ->
    [one] { NUMBER($count, useGrouping: 0) } Minute
   *[other] { NUMBER($count, useGrouping: 0) } Minuten
}
table-seconds = { $count ->
    [one] { NUMBER($count, useGrouping: 0) } Sekunde
   *[other] { NUMBER($count, useGrouping: 0) } Sekunden
}
table-idle-choice = Wir warten noch auf { $names }. Alle anderen am Tisch dürfen den Zug überspringen oder die Person aus dem Spiel nehmen; das Spiel geht weiter, wo die Regeln es erlauben.
table-recap = Die Partie { $game } in Bildern.
table-seat-left = { $departure } Der Platz behält Karten und Position und wird übersprungen, bis jemand, der noch spielt, ihn dem Computer gibt.
table-abandoned = Diese Partie { $game } ist vorzeitig zu Ende: { $reason } Sie wird als abgebrochen gespeichert.

table-button-show-cards = Meine Karten zeigen
table-button-rematch = Revanche
table-button-take-over = Computer übernimmt
table-button-skip = Zug von { $player } überspringen
table-button-remove = { $player } entfernen
table-menu-parts = { $group }: wähle einen Teil
table-menu-range = { $group } ({ $first }-{ $last })
table-pick-an-option = Wähle eine der Optionen.

# Beschriftungen, die alle Spiele teilen, in der Sprache des Tisches auf Knöpfen und Menüs.
table-label-my-cards = Meine Karten
table-label-my-turn = Mein Zug
table-label-step-by-step = Schritt für Schritt
table-label-take-back = Zurücknehmen
table-label-allow = Erlauben
table-label-refuse = Ablehnen
