# Lo que dice el propio reglamento común a un jugador: negativas que comparten todos los juegos.

play-unknown-action = «{ $typed }» no es una acción de { $game }.
play-ended = Esta partida ha terminado.
play-not-seated = No estás sentado en esta partida.
play-no-timer = Ahora no hay nada esperando a un temporizador.
play-not-holding-up = Ese jugador no está retrasando la partida.
play-not-in-game = Ese jugador no está en la partida.
play-not-asked = No formas parte de esta decisión.
play-already-answered = Ya has respondido; los demás todavía están decidiendo.
play-no-say = No tienes voz en esta decisión.
play-already-voted = Ya has votado; los demás todavía están decidiendo.
play-player-count = { $exact ->
    [yes] { $game } es para exactamente { $low } jugadores, no { $count }.
   *[other] { $game } es para entre { $low } y { $high } jugadores, no { $count }.
}
