# Wörter der gemeinsamen Teile jedes Bildes: die Zugleiste, das Spielende, die Ecke eines
# Spielers und die Beschreibungen (Alternativtext), die Screenreader vorlesen.

picture-turn = { $player } ist am Zug
picture-nobody-wins = Niemand gewinnt
picture-winners = { $count ->
    [one] { $names } gewinnt
   *[other] { $names } gewinnen
}
picture-no-cards-in-front = Noch keine Karten ausgelegt

alt-game-over-nobody = Spielende: Niemand hat gewonnen.
alt-game-over = Spielende: { $names } { $count ->
    [one] hat gewonnen.
   *[other] haben gewonnen.
}
alt-whose-turn = { $player } ist am Zug.
alt-asked = { $asked }.
alt-standings = Stand: { $standings }.
alt-standing = { $player } { $standing }
alt-own-cards = Die eigenen Karten von { $player }.
alt-recap = Die Partie { $game } in Bildern, { $turns } Züge.
alt-recap-won = Die Partie { $game } in Bildern, { $turns } Züge. { $count ->
    [one] Gewonnen hat { $winners }.
   *[other] Gewonnen haben { $winners }.
}
alt-chart = Der Stand jedes Spielers im Lauf der Partie { $game }.
alt-chart-ended = Am Ende: { $ended }.
alt-picture = Das Bild der Partie.
alt-someone = jemand

picture-tenths = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }
picture-standings-rating = Wertung
picture-standings-games = Partien
picture-standings-wins = Siege
picture-standings-name = Name
picture-standings-trend = Verlauf
alt-standings-of = Rangliste { $game }: { $ranked }.
alt-ranked = { $rank }. { $player } { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }
