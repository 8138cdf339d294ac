# Palabras de las partes comunes de cada imagen: el panel del turno, el final de la partida, el
# rincón de cada jugador y las descripciones (texto alternativo) que leen los lectores de pantalla.

picture-turn = Turno de { $player }
picture-nobody-wins = Nadie gana
picture-winners = { $count ->
    [one] Gana { $names }
   *[other] Ganan { $names }
}
picture-no-cards-in-front = Aún no hay cartas delante

alt-game-over-nobody = Fin de la partida: nadie ha ganado.
alt-game-over = Fin de la partida: { $count ->
    [one] ha ganado { $names }.
   *[other] han ganado { $names }.
}
alt-whose-turn = Es el turno de { $player }.
alt-asked = { $asked }.
alt-standings = Clasificación: { $standings }.
alt-standing = { $player } { $standing }
alt-own-cards = Las cartas de { $player }.
alt-recap = La partida de { $game } en imágenes, { $turns } turnos.
alt-recap-won = La partida de { $game } en imágenes, { $turns } turnos. { $count ->
    [one] Ganó { $winners }.
   *[other] Ganaron { $winners }.
}
alt-chart = La posición de cada jugador a lo largo de la partida de { $game }.
alt-chart-ended = Al final: { $ended }.
alt-picture = La imagen de la partida.
alt-someone = alguien

picture-tenths = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }
picture-standings-rating = puntuación
picture-standings-games = partidas
picture-standings-wins = victorias
picture-standings-name = nombre
picture-standings-trend = tendencia
alt-standings-of = Clasificación de { $game }: { $ranked }.
alt-ranked = { $rank }. { $player } { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }
