# Lo que el bot responde a una persona (en privado): negativas, confirmaciones y lo suyo.

## Encontrar una partida y jugarla

reply-no-game = No hay ninguna partida en este canal; empieza una con /partida nueva.
reply-not-started = Esta partida aún no ha empezado; el anfitrión la empieza con Empezar.
reply-ended = Esta partida ha terminado.
reply-not-seated = No juegas en esta partida.
reply-out-of-date = Este aviso está desfasado; usa el más reciente, más abajo.
reply-not-yours = Estas opciones son de otro jugador; abre las tuyas con el botón del aviso.
reply-not-saved = No se pudo guardar la partida, así que no ha cambiado nada; inténtalo de nuevo.
reply-went-wrong = Algo ha fallado por nuestra parte; no ha cambiado nada.
reply-damaged = Los datos guardados de esta partida están dañados, así que no puede seguir.
reply-button-for = Ese botón es para { $name }.
reply-timer-over = La fase con tiempo ya ha terminado.
reply-not-holding-up-seat = Ese asiento no está deteniendo la partida.
reply-skip-yourself = No puedes saltarte ni echarte a ti mismo; juega tu turno.
reply-acted-since = Ese jugador ya ha actuado, así que no hay nada que saltar.
reply-not-holding-up = Ese jugador no está deteniendo la partida.
reply-still-has-time = Ese jugador aún tiene tiempo para actuar; espera a que la mesa ofrezca saltarlo.
reply-not-ours = Ese control no lo hizo este bot, así que no hace nada.
reply-foreign = Ese control es de la mesa de otra partida, así que aquí no hace nada.
reply-not-on-menu = Esa opción no está en este menú; elige una de las suyas.
reply-nothing-to-do = Ahora mismo no tienes nada que elegir.
reply-cannot-show-choice = Esta opción no se puede mostrar ahora; usa /jugar.
reply-cannot-load = No se puede cargar esta partida.
reply-your-choices = **{ $game }**: tus opciones
reply-use-play = Usa /jugar para elegir.
reply-done = Hecho.
reply-cards-not-dealt = Las cartas se reparten cuando empieza la partida.
reply-no-secret-cards = Ahora mismo no tienes cartas secretas.
reply-your-cards = **{ $game }**, tus cartas:
reply-status-finished = Esta partida ha terminado.
reply-status-abandoned = Esta partida se terminó antes de tiempo.
reply-slow-down = Más despacio: vuelve a intentarlo dentro de { $seconds ->
    [one] { $seconds } segundo.
   *[other] { $seconds } segundos.
}

## Asientos en una partida empezada

reply-left-game = Has dejado la partida; tu asiento se salta hasta que lo tome un ordenador.
reply-nobody-left = { $name } se fue y no queda nadie para jugar.
reply-computer-plays-seat = Un ordenador ya juega en ese asiento.
reply-seat-not-empty = Ese asiento no está vacío, así que ningún ordenador puede tomarlo.
reply-no-empty-seat = Nadie ha dejado esta partida, así que no hay asiento para un ordenador.
reply-plays-seat = Desde ahora { $name } juega en el asiento de { $was }.
reply-host-gives-seats = Solo el anfitrión puede dar un asiento.
reply-already-playing-named = { $name } ya juega en esta partida.
reply-person-plays-seat = Una persona ya juega en ese asiento.
reply-already-playing = Ya juegas en esta partida.
reply-every-seat-taken = Esta partida ya ha empezado y una persona juega en cada asiento.
reply-seat-asked = Se ha pedido al anfitrión que te dé un asiento.

## Salas

reply-already-here = Este hilo ya tiene una partida; usa /partida terminar antes de empezar otra.
reply-not-a-lobby = Esta partida ya ha empezado.
reply-not-a-player = Solo quienes jugaron esta partida pueden pedir la revancha.
reply-rematch-opened = Ya se ha abierto una revancha de esta partida.
reply-rematch-opened-at = Ya se ha abierto una revancha de esta partida: { $link }.
reply-rematch-open-here = Tu sala de revancha está abierta aquí.
reply-already-seated = Ya estás sentado en esta partida.
reply-table-full = Esta mesa está llena ({ $most } jugadores).
reply-joined = { $name } se ha unido.
reply-started-end-it = La partida ya ha empezado; el anfitrión puede terminarla con /partida terminar.
reply-host-cannot-leave = El anfitrión no puede irse; usa Cancelar para cerrar la sala.
reply-not-seated-lobby = No estás sentado en esta partida.
reply-left-table = Has dejado la mesa.
reply-no-computer = No hay ningún ordenador en esta mesa que quitar.
reply-name-left-table = { $name } ha dejado la mesa.
reply-needs-players = { $game } necesita al menos { $fewest } jugadores; { $missing ->
    [one] falta { $missing } por unirse.
   *[other] faltan { $missing } por unirse.
}
reply-has-started = { $game } ha empezado.
reply-lobby-cancelled = La sala se ha cancelado.
reply-host-only = Solo el anfitrión puede { $action ->
    [add-computer] añadir un ordenador.
    [remove-computer] quitar un ordenador.
    [start] empezar la partida.
   *[cancel] cancelar la sala.
}

## Límites

reply-member-limit = Ya eres anfitrión de { $count ->
    [one] { $count } mesa abierta
   *[other] { $count } mesas abiertas
} en este servidor ({ $tables }), el máximo por miembro: termina una o ciérrala con /partida terminar antes de abrir otra.
reply-list-and = { $most } y { $last }
reply-server-limit = Este servidor ya tiene { $most } mesas abiertas, el máximo que admite: una tiene que terminar antes de que se abra otra.

## Deshacer una jugada

reply-nothing-to-take-back = Ahora no hay ninguna jugada que deshacer: solo la última, y solo si no reveló nada nuevo.
reply-not-the-mover = Solo { $name } puede deshacer esa jugada.
reply-already-asked = Ya lo has pedido; los demás están decidiendo.
reply-answered = Ya has respondido; los demás están decidiendo.
reply-not-asked = No se te pregunta por esta jugada.
reply-no-vote = Ahora nadie ha pedido deshacer una jugada.
reply-take-back-asked = Has pedido a los demás que te dejen deshacerla.
reply-refused = Te has negado; la jugada se queda.
reply-allowed = Lo has permitido.

## Comandos /partida

reply-guild-only = Game Night se juega en los canales de texto de un servidor, no en mensajes directos.
reply-already-ended = Esta partida ya ha terminado.
reply-not-ended = No se pudo terminar la partida ahora mismo; inténtalo de nuevo.
reply-end-not-allowed = Solo el anfitrión o alguien con Gestionar servidor puede terminar esta partida.
reply-game-ended = La partida ha terminado.
reply-no-tables = Ahora no hay salas ni partidas; abre una con /partida nueva.
reply-table-line = **{ $game }** ({ $status ->
    [lobby] en sala
   *[running] en juego
}, { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}): { $place }

## Clasificación e historial

reply-unknown-game = No hay ningún juego llamado { $typed }; elige uno de los que se ofrecen.
reply-no-standings = Aquí nadie ha terminado todavía una partida, así que no hay clasificación.
reply-no-standings-of = Aquí nadie ha terminado todavía una partida de { $game }, así que no hay clasificación.
reply-no-history = Todavía no ha terminado ninguna partida en este servidor.
reply-no-history-of = Todavía no ha terminado ninguna partida de { $game } en este servidor.
reply-rating-note = -# La puntuación es la habilidad menos tres veces su incertidumbre, así que una partida con suerte no te pone arriba; ▲▼ es su cambio en las últimas 5 partidas.
reply-standings-guild-only = Game Night lleva la clasificación por servidor, así que pregunta en un canal de un servidor.
reply-standings-title = Clasificación de **{ $game }** ({ $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
})
reply-standing-line = { $rank }. **{ $name }** { NUMBER($rating, minimumFractionDigits: 1) } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}
reply-trend = { $rise ->
    [yes] ▲
   *[no] ▼
}{ NUMBER($change, minimumFractionDigits: 1) }
reply-standing-you = ← tú
reply-history-title = **Partidas terminadas** (página { $page } de { $pages }, las más recientes primero)
reply-history-line = **{ $game }** · { $when } · ganó **{ $winners }** · { $players } · { $place }
reply-history-nobody = nadie
reply-history-previous = Anterior
reply-history-next = Siguiente

## Dicho en el hilo de una mesa, en el idioma de la mesa

thread-lobby-closed = Nadie empezó esta sala a tiempo, así que se ha cerrado; abre otra con /partida nueva.
thread-seat-wanted = A { $name } le gustaría jugar. El anfitrión puede darle el asiento de un ordenador.
thread-give-seat = Dar a { $name } el asiento de { $seat }
thread-rematch-opened = { $host } abrió una revancha de **{ $game }**.
thread-rematch-call = { $called }: pulsad Unirse para volver a jugar.
thread-game-ended = { $who } terminó esta partida de { $game }; se guarda como abandonada.
thread-back-after-restart = La mesa ha vuelto tras un reinicio; así está la partida.
thread-left-game = { $name } ha dejado la partida.
thread-removed = { $name } ha sido expulsado.
thread-take-back-asked = { $mover } pide deshacer su última jugada
thread-take-back-refused = { $name } se ha negado, así que la jugada de { $mover } se queda
thread-take-back-allowed = { $name } deja que { $mover } la deshaga
