# La mesa en juego: el mensaje del turno, el final, los avisos del hilo, los MD y los botones.

table-and = y
table-answered = Han respondido: { $names }.
table-your-move = { $people }: te toca.
table-thinking = { $count ->
    [one] { $names } está pensando.
   *[other] { $names } están pensando.
}
table-skipping = Se salta a { $names }, que dejó la partida.
table-whose-turn = Es el turno de { $player }.
table-game-over = Fin de la partida: ¡{ $count ->
    [one] gana
   *[other] ganan
} { $winners }! { $reason }
table-nobody = nadie
table-final-standings = **Clasificación final**
table-secret-from = **{ $game }** en **{ $server }**
table-your-server = tu servidor
table-dm-closed = { $player } No puedo enviarte mensajes directos, así que tus cartas se quedan aquí: pulsa **{ table-button-show-cards }** o usa `/{ command-game } { command-game-hand }` para verlas en privado.
table-idle-warning = { $waiting } la mesa te está esperando. Si no pasa nada en { $time }, los demás podrán saltarse tu turno o sacarte de la partida.
table-minutes = { $count ->
    [one] { NUMBER($count, useGrouping: 0) } minuto
   *[other] { NUMBER($count, useGrouping: 0) } minutos
}
table-seconds = { $count ->
    [one] { NUMBER($count, useGrouping: 0) } segundo
   *[other] { NUMBER($count, useGrouping: 0) } segundos
}
table-idle-choice = Seguimos esperando a { $names }. Cualquier otra persona de la mesa puede saltarse su turno o sacarle de la partida; el juego sigue donde las reglas lo permiten.
table-recap = La partida de { $game } en imágenes.
table-seat-left = { $departure } Su asiento conserva sus cartas y su lugar, y se salta hasta que alguien que sigue jugando se lo dé al ordenador.
table-abandoned = Esta partida de { $game } ha terminado antes de tiempo: { $reason } Se guarda como abandonada.

table-button-show-cards = Ver mis cartas
table-button-rematch = Revancha
table-button-take-over = Que juegue el ordenador
table-button-skip = Saltar el turno de { $player }
table-button-remove = Sacar a { $player }
table-menu-parts = { $group }: elige una parte
table-menu-range = { $group } ({ $first }-{ $last })
table-pick-an-option = Elige una de las opciones.

# Etiquetas que comparten todos los juegos, en el idioma de la mesa en sus botones y menús.
table-label-my-cards = Mis cartas
table-label-my-turn = Mi turno
table-label-step-by-step = Paso a paso
table-label-take-back = Deshacer
table-label-allow = Permitir
table-label-refuse = Rechazar
