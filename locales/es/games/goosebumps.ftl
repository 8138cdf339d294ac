# Pesadillas: Terror en el cementerio (Goosebumps), en castellano: cada línea, botón y palabra
# de los dibujos del juego. Los nombres de las parejas de peones (Sari, Gabe, ...) no se traducen.

## Tumbas, colores, tipos de carta y de casilla

goosebumps-the-tomb-mummy = la tumba de la Momia
goosebumps-the-tomb-monster = la tumba del Monstruo
goosebumps-the-tomb-wolf = la tumba del Lobo
goosebumps-face-mummy = la Momia
goosebumps-face-monster = el Monstruo
goosebumps-face-wolf = el Lobo
goosebumps-alt-tomb-mummy = la Momia
goosebumps-alt-tomb-monster = el Monstruo
goosebumps-alt-tomb-wolf = el Lobo
# "siguió la flecha roja"
goosebumps-colour-red = roja
goosebumps-colour-purple = morada
goosebumps-colour-gold = dorada
goosebumps-arrow-red = flecha roja
goosebumps-arrow-purple = flecha morada
goosebumps-arrow-gold = flecha dorada
goosebumps-danger-red = Peligro rojo
goosebumps-danger-purple = Peligro morado
goosebumps-danger-gold = Peligro dorado
goosebumps-pair-blue = azul
goosebumps-pair-green = verde
goosebumps-pair-orange = naranja
goosebumps-pair-pink = rosa
goosebumps-kind-now = ¡Juégala ya!
goosebumps-kind-later = ¡Guárdala!
goosebumps-kind-now-or-later = ¡Ya o más tarde!
goosebumps-kind-anytime = ¡En cualquier momento!
goosebumps-place-g = casilla G
goosebumps-place-hand = Mano de Esqueleto
goosebumps-place-potion = Poción Mágica
goosebumps-place-grass = hierba
goosebumps-place-exit = Salida
goosebumps-place-gate = plataforma de la Verja
goosebumps-place-crypt = plataforma de la Cripta
goosebumps-place-shifting = Cambiante

## Adónde va un peón

goosebumps-to-crypt = a la plataforma de la Cripta
goosebumps-to-exit = a la Salida
goosebumps-to-gate = a la plataforma de la Verja
goosebumps-to-space = a { $space }

## Nombres y listas

goosebumps-whose = { $pawn } de { $player }
goosebumps-nobody = nadie
goosebumps-no-saved = { $pawn } no tiene cartas guardadas.
goosebumps-saved-line = Cartas guardadas de { $pawn }: { $titles }.
goosebumps-card-told = { $title } ({ $kind }): { $text }

## El comienzo

goosebumps-plays-pair = { $player } juega con { $girl } y { $boy } ({ $colour }).
goosebumps-first-random = { $player } empieza (por sorteo); se juega en el sentido de las agujas del reloj.
goosebumps-first-youngest = { $player } empieza (el primer asiento, el de quien sea más joven); se juega en el sentido de las agujas del reloj.
goosebumps-opening-event = { $line }.

## Lo que pasó

goosebumps-rolled = { $player } sacó un { $number } y { $face }
goosebumps-about-to-slide = { $tomb } iba a deslizarse sobre { $space }, donde estaba { $pawns }
goosebumps-slid = { $tomb } se deslizó sobre { $space }
goosebumps-hand-gripped = una Mano de Esqueleto atrapó a { $pawn }
goosebumps-saved-discarded = Las cartas guardadas de { $pawn } fueron a la pila de descartes.
goosebumps-fell = { $pawn } cayó en la fosa y queda fuera de la partida
goosebumps-lost-both = { $player } perdió sus dos peones y queda fuera de la partida
goosebumps-last-with-pawn = { $player } fue el último jugador con un peón en el cementerio.
goosebumps-fell-together = { $players } cayeron los últimos, a la vez, y comparten la victoria.
goosebumps-moved = { $pawn } fue { $to }
goosebumps-monster-drew-none = { $pawn }, que es un Monstruo, no robó carta
goosebumps-followed-arrow = { $pawn } siguió la flecha { $colour } hasta { $space }
goosebumps-potion-cured = una Poción Mágica curó a { $pawn }
goosebumps-showed-ring = { $pawn } mostró { $ring } y dejó caer la calavera por el conducto
goosebumps-destroyed-ghost = ¡{ $pawn } de { $player } destruyó al Fantasma sin Cabeza!
goosebumps-skull-missed = la calavera salió por la otra ventana: otro intento el próximo turno
goosebumps-reshuffled = la pila de descartes se barajó como nuevo mazo
goosebumps-no-card-left = no quedaba ninguna carta que robar
goosebumps-drew-saved = { $pawn } robó una carta y la guardó
goosebumps-saved-card = { $pawn } guardó { $card }
goosebumps-drew = { $pawn } robó { $card }
goosebumps-no-target = { $card } no tenía ningún peón sobre el que actuar y se descartó
goosebumps-cured-all = todos los Monstruos se curaron: { $pawns }
goosebumps-another-turn = { $player } tiene otro turno completo
goosebumps-turn-of = turno de { $player }
goosebumps-moved-none = { $player } no movió ningún peón
goosebumps-ended-turn = { $player } terminó su turno
goosebumps-time-ran-out = se acabó el tiempo para la carta ¡En cualquier momento!
goosebumps-slow-answer = { $player } tardó demasiado en responder
goosebumps-slow-skipped = { $player } tardó demasiado: pierde el turno
goosebumps-left = { $player } dejó la partida y sus peones salieron del cementerio
goosebumps-last-in-graveyard = { $player } fue el último jugador en el cementerio.
goosebumps-played = { $pawn } jugó { $card }
goosebumps-to-gate-back = { $pawn } volvió a la plataforma de la Verja
goosebumps-switched = { $pawn } y { $other } se cambiaron de sitio
goosebumps-jumped = { $pawn } saltó { $to }
goosebumps-no-ring = { $pawn } no tenía ningún Anillo Mágico que robar
goosebumps-lost-ring = { $pawn } perdió un Anillo Mágico. { $saved }
goosebumps-stole-ring = { $pawn } robó un Anillo Mágico a { $victim }
goosebumps-reversed = { $pawn } reveló una Inversión de Monstruo: el Monstruo se volvió contra { $player }
goosebumps-reversal-wasted = ninguno de sus peones podía recibirlo, así que la carta de Monstruo se descartó
goosebumps-became-monster = { $pawn } se convirtió en Monstruo

## Resultados y clasificación

goosebumps-won = ganó
goosebumps-lost = perdió
goosebumps-left-game = dejó la partida
goosebumps-out = fuera de la partida
goosebumps-pawns = { $count ->
    [one] { $count } peón
   *[other] { $count } peones
}
goosebumps-saved-count = { $count ->
    [one] { $count } guardada
   *[other] { $count } guardadas
}
goosebumps-standing = { $parts }
# A Monster as the board marks it, where a standing needs fewer words
goosebumps-monsters-short = { $count ->
    [one] M
   *[other] { $count } M
}
goosebumps-monsters = { $count ->
    [one] Monstruo
   *[other] { $count } Monstruos
}

## Lo que espera la mesa

goosebumps-phase-over = Fin de la partida: victoria de { $players }
goosebumps-phase-tomb = { $player } desliza { $tomb } a una casilla numerada
goosebumps-phase-target = { $player } elige sobre qué actúa { $card }
goosebumps-phase-after = { $player } puede jugar cartas guardadas o elegir Hecho
goosebumps-phase-stepping = { $player } mueve un peón paso a paso: { $count ->
    [one] queda { $count } casilla
   *[other] quedan { $count } casillas
}, de una en una numerada
goosebumps-phase-stepping-pawn = { $player } mueve a { $pawn } paso a paso: { $count ->
    [one] queda { $count } casilla
   *[other] quedan { $count } casillas
}, de una en una numerada
goosebumps-phase-stuck = { $player } no puede mover ningún peón { $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
}
goosebumps-phase-move = { $player } mueve un peón { $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
}, a una casilla numerada
goosebumps-phase-brink = Se abrirá una fosa en { $space } bajo { $pawns }: quien tenga la carta ¡En cualquier momento! puede saltar antes
goosebumps-out-of-game = Estás fuera de esta partida.
# Versiones más cortas para el dibujo, donde la frase no cabe en sus dos líneas
goosebumps-phase-tomb-short = { $player } desliza { $tomb }
goosebumps-phase-target-short = { $player } elige objetivo para { $card }
goosebumps-phase-after-short = { $player } puede jugar cartas o Hecho
goosebumps-phase-stepping-short = { $player } avanza paso a paso: faltan { $count }
goosebumps-phase-stepping-pawn-short = { $player } mueve a { $pawn }: faltan { $count }
goosebumps-phase-stuck-short = { $player } no puede mover
goosebumps-phase-move-short = { $player } mueve un peón { $count }
goosebumps-phase-brink-short = Fosa en { $space }: se puede saltar antes

## Opciones

goosebumps-panel = Mis cartas
goosebumps-panel-first = Mis cartas: ver y jugar las guardadas
goosebumps-badged = { $badge } · { $label }
goosebumps-slide = Desliza { $tomb } a { $space }
goosebumps-done = Hecho: terminar el turno
goosebumps-let-slide = { $player }: dejar que se deslice la tumba
goosebumps-choose-for = { $card }: elige
goosebumps-tries-skull = { $pawn } prueba con la calavera
goosebumps-step-by-step = Paso a paso
goosebumps-stay = No mover ningún peón
goosebumps-steps-to = { $pawn } avanza { $to }
goosebumps-move-pawn = Mover a { $pawn }
goosebumps-destination = { $space } ({ $what })
goosebumps-destination-crypt = { $space } (plataforma de la Cripta, a un salto de la Salida)
goosebumps-pawn-cards = Cartas de { $pawn }
goosebumps-card-choice = { $card }: { $choice }
goosebumps-play-it = jugarla
goosebumps-switch-with = cambiarse con { $pawn }
goosebumps-jump-to = saltar a { $space }
goosebumps-slide-target = deslizar { $tomb } a { $space }

## Rechazos

goosebumps-no-go-on = Esa respuesta es de otro jugador: usa la tuya.
goosebumps-not-waiting = La mesa no espera que dejes deslizarse una tumba.
goosebumps-wait-brink = Espera: una fosa está a punto de abrirse y la mesa espera la carta ¡En cualquier momento!
goosebumps-not-your-turn = Es el turno de { $player }.
goosebumps-target-first = Primero elige sobre quién actúa { $card }.
goosebumps-dice-rolled = Los dados se tiran solos al empezar tu turno.
goosebumps-slide-first = Primero desliza { $tomb }.
goosebumps-move-first = Mueve un peón, o elige No mover ningún peón, antes de terminar.
goosebumps-move-over = Tu movimiento ha terminado: juega una carta guardada desde Mis cartas o elige Hecho.
goosebumps-finish-steps = Has empezado un movimiento paso a paso: termínalo.
goosebumps-already-stepping = Ya te estás moviendo paso a paso.
goosebumps-no-such-tomb = No hay ninguna tumba { $tomb }.
goosebumps-tomb-moved = La tumba ya se ha movido este turno.
goosebumps-slide-rolled = Te ha salido { $face }: desliza esa tumba.
goosebumps-one-position-end = Una tumba se mueve de una en una posición: { $tomb } solo puede ir a un extremo junto al centro.
goosebumps-one-position-middle = Una tumba se mueve de una en una posición: { $tomb } solo puede ir al centro.
goosebumps-not-your-pawn = Ese no es uno de tus peones.
goosebumps-skull-crypt = { $pawn } tiene que estar en la plataforma de la Cripta para probar con la calavera.
goosebumps-skull-monster = { $pawn } es un Monstruo: cúralo antes de enfrentarte al Fantasma sin Cabeza.
goosebumps-ring-other = Tu Anillo Mágico está guardado bajo { $pawn }, el único peón que puede usarlo.
goosebumps-no-ring-held = { $pawn } no tiene ningún Anillo Mágico.
goosebumps-fallen = { $pawn } ha caído en una fosa.
goosebumps-held = Una Mano de Esqueleto retiene a { $pawn } hasta que una tumba cambie esa casilla.
goosebumps-step-not-go = Te estás moviendo paso a paso: da el siguiente paso.
goosebumps-go-not-step = Elige adónde ir, o elige antes Paso a paso.
goosebumps-moving-other = Este turno estás moviendo a { $pawn }.
goosebumps-no-space = No existe esa casilla (los setos no son casillas).
goosebumps-open-pit = { $space } es una fosa abierta: ningún peón puede entrar en ella.
goosebumps-bad-step = { $space } no es un paso que pueda terminar tu movimiento de { $number }.
goosebumps-cannot-reach = { $pawn } no puede llegar a { $space } en exactamente { $number } pasos: los setos y las fosas cortan el paso, y ninguna casilla se pisa dos veces.
goosebumps-no-play = No existe esa jugada de carta.
goosebumps-their-card = Es { $player } quien tiene que jugar la carta.
goosebumps-own-pawns-only = Solo puedes jugar cartas guardadas bajo tus propios peones.
goosebumps-saved-under-other = Esa carta está guardada bajo { $pawn }, el único peón que puede jugarla.
goosebumps-not-held = { $pawn } no tiene { $card }.
goosebumps-ring-not-played = Un Anillo Mágico no se juega: lleva su peón a la plataforma de la Cripta para usarlo.
goosebumps-reversal-not-played = La Inversión de Monstruo actúa sola cuando se juega una carta de Monstruo sobre su peón.
goosebumps-own-turn-only = { $card } solo se puede jugar en tu propio turno.
goosebumps-finish-waiting = Termina lo que la partida está esperando antes de jugar una carta.
goosebumps-finish-move = Primero termina tu movimiento.
goosebumps-already-monster = { $pawn } ya es un Monstruo: no admite una segunda carta de Monstruo.
goosebumps-quake-one = Una tumba se mueve de una en una posición.
goosebumps-cannot-act = { $card } no puede actuar sobre eso.

## La descripción del dibujo

goosebumps-alt-rolled = { $player } sacó un { $number } y { $tomb }.
goosebumps-alt-rolled-number = { $player } sacó un { $number }.
goosebumps-alt-rolled-tomb = { $player } sacó { $tomb }.
goosebumps-alt-on = { $pawn } de { $player } está en { $space }.
goosebumps-alt-on-saved = { $pawn } de { $player } está en { $space }, { $count ->
    [one] { $count } carta guardada
   *[other] { $count } cartas guardadas
}.
goosebumps-alt-out = { $pawn } de { $player } está fuera del cementerio.
goosebumps-alt-out-saved = { $pawn } de { $player } está fuera del cementerio, { $count ->
    [one] { $count } carta guardada
   *[other] { $count } cartas guardadas
}.
goosebumps-alt-own = { $pawn }: { $titles }.
goosebumps-alt-own-fallen = { $pawn } (en una fosa): { $titles }.
goosebumps-alt-no-cards = ninguna carta

## El dibujo

goosebumps-board-crypt = Cripta
goosebumps-board-exit = Salida
goosebumps-board-gate = Verja
goosebumps-legend-g = roba una carta
goosebumps-legend-hand = atrapado: no mueve
goosebumps-legend-potion = cura a un Monstruo
goosebumps-legend-danger = puede abrirse una fosa
goosebumps-legend-arrow = ve a su Peligro
goosebumps-piles = Mazo { $draw } · descartes { $discard }
goosebumps-saved-heading = { $pawn } · { $count ->
    [one] { $count } carta guardada
   *[other] { $count } cartas guardadas
}

## Las cartas: cada título y lo que dice

# Lo que hace cada tipo de carta, en pocas palabras para los dibujos de las cartas
goosebumps-effect-monster = Convierte en Monstruo un peón rival o el que se acaba de mover.
goosebumps-effect-cure-all = Todos los peones Monstruo se curan.
goosebumps-effect-to-gate = Manda un peón rival a la plataforma de la Verja.
goosebumps-effect-quake = Desliza una tumba una posición.
goosebumps-effect-ring = Desde la Cripta, este peón puede destruir al Fantasma sin Cabeza.
goosebumps-effect-reversal = Una carta de Monstruo jugada sobre este peón se vuelve contra quien la juega.
goosebumps-effect-extra-turn = Juega otro turno completo después de este.
goosebumps-effect-switch = Cámbiate de sitio con otro peón.
goosebumps-effect-steal-ring = Quita un Anillo Mágico a un peón rival.
goosebumps-effect-jump = Salta a una casilla contigua, incluso en otro turno.

# El título de una carta en una o dos palabras, donde el suyo no cabe en el dibujo
goosebumps-short-monster = Monstruo
goosebumps-short-cure-all = Cura
goosebumps-short-to-gate = A la Verja
goosebumps-short-quake = Temblor
goosebumps-short-ring = Anillo Mágico
goosebumps-short-reversal = Inversión
goosebumps-short-extra-turn = Turno extra
goosebumps-short-switch = Cambio
goosebumps-short-steal-ring = Robo de anillo
goosebumps-short-jump = Salto

goosebumps-card-monster-1 = Baba Verde
goosebumps-card-monster-1-text = Se vuelca un cubo de baba reluciente. Convierte en Monstruo un peón rival o el peón que se acaba de mover.
goosebumps-card-monster-2 = Mordisco de Lobo
goosebumps-card-monster-2-text = Algo aúlla tras el seto y muerde. Convierte en Monstruo un peón rival o el peón que se acaba de mover.
goosebumps-card-monster-3 = Vendas de Momia
goosebumps-card-monster-3-text = De una grieta de la tumba se desenrollan vendas viejas. Convierte en Monstruo un peón rival o el peón que se acaba de mover.
goosebumps-card-monster-4 = La Máscara Maldita
goosebumps-card-monster-4-text = Una máscara sonriente baja flotando y se queda pegada. Convierte en Monstruo un peón rival o el peón que se acaba de mover.
goosebumps-card-monster-5 = El Muñeco Viviente
goosebumps-card-monster-5-text = El muñeco de un ventrílocuo susurra un hechizo. Convierte en Monstruo un peón rival o el peón que se acaba de mover.
goosebumps-card-monster-6 = Sangre de Monstruo
goosebumps-card-monster-6-text = Una lata de moco verde rebosa burbujeando. Convierte en Monstruo un peón rival o el peón que se acaba de mover.
goosebumps-card-cure-all = Lluvia de Luna
goosebumps-card-cure-all-text = Una lluvia plateada empapa el cementerio. Todos los peones Monstruo se curan.
goosebumps-card-to-gate-1 = ¡Murciélagos!
goosebumps-card-to-gate-1-text = Una nube de murciélagos persigue a un peón hasta la verja. Manda un peón rival de vuelta a la plataforma de la Verja.
goosebumps-card-to-gate-2 = El Guarda
goosebumps-card-to-gate-2-text = El guarda del cementerio lleva a un peón de vuelta a la entrada. Manda un peón rival de vuelta a la plataforma de la Verja.
goosebumps-card-to-gate-3 = Viento Helado
goosebumps-card-to-gate-3-text = Un viento gélido arrastra a un peón hasta el principio. Manda un peón rival de vuelta a la plataforma de la Verja.
goosebumps-card-to-gate-4 = Escalofrío Fantasmal
goosebumps-card-to-gate-4-text = Un fantasma le sopla en la nuca a un peón, que corre hacia la verja. Manda un peón rival de vuelta a la plataforma de la Verja.
goosebumps-card-quake-1 = Temblor de Tierra
goosebumps-card-quake-1-text = El suelo retumba bajo las tumbas. Desliza una tumba cualquiera una posición, hacia delante o hacia atrás.
goosebumps-card-quake-2 = Muertos Inquietos
goosebumps-card-quake-2-text = Algo empuja una tumba desde dentro. Desliza una tumba cualquiera una posición, hacia delante o hacia atrás.
goosebumps-card-quake-3 = Sacudida de Tumbas
goosebumps-card-quake-3-text = Todo el cementerio se estremece. Desliza una tumba cualquiera una posición, hacia delante o hacia atrás.
goosebumps-card-ring-1 = Anillo de la Suerte
goosebumps-card-ring-1-text = Un anillo brilla en la hierba. Guárdalo bajo este peón: con él, este peón puede destruir al Fantasma sin Cabeza desde la plataforma de la Cripta.
goosebumps-card-ring-2 = Anillo de Luz
goosebumps-card-ring-2-text = Un anillo de luz pálida cuelga de una rama. Guárdalo bajo este peón: con él, este peón puede destruir al Fantasma sin Cabeza desde la plataforma de la Cripta.
goosebumps-card-ring-3 = Anillo de Plata
goosebumps-card-ring-3-text = Un anillo de plata descansa sobre una lápida. Guárdalo bajo este peón: con él, este peón puede destruir al Fantasma sin Cabeza desde la plataforma de la Cripta.
goosebumps-card-ring-4 = Anillo de Cristal
goosebumps-card-ring-4-text = Un anillo de cristal zumba en la oscuridad. Guárdalo bajo este peón: con él, este peón puede destruir al Fantasma sin Cabeza desde la plataforma de la Cripta.
goosebumps-card-ring-5 = Anillo Fantasma
goosebumps-card-ring-5-text = Un fantasma suelta un anillo al huir. Guárdalo bajo este peón: con él, este peón puede destruir al Fantasma sin Cabeza desde la plataforma de la Cripta.
goosebumps-card-ring-6 = Anillo de Oro
goosebumps-card-ring-6-text = Un anillo de oro yace enterrado en el musgo. Guárdalo bajo este peón: con él, este peón puede destruir al Fantasma sin Cabeza desde la plataforma de la Cripta.
goosebumps-card-ring-7 = Anillo de Luna
goosebumps-card-ring-7-text = Un anillo con forma de luna rueda por el camino. Guárdalo bajo este peón: con él, este peón puede destruir al Fantasma sin Cabeza desde la plataforma de la Cripta.
goosebumps-card-reversal-1 = Inversión de Monstruo
goosebumps-card-reversal-1-text = Esta carta invierte los poderes de una carta de Monstruo. Quien juegue una carta de Monstruo sobre este peón se convierte en ese Monstruo.
goosebumps-card-reversal-2 = Inversión de Monstruo
goosebumps-card-reversal-2-text = Esta carta invierte los poderes de una carta de Monstruo. Quien juegue una carta de Monstruo sobre este peón se convierte en ese Monstruo.
goosebumps-card-extra-turn-1 = Segundo Aliento
goosebumps-card-extra-turn-1-text = Recuperas el aliento tras una lápida. Juega otro turno completo justo después de este.
goosebumps-card-extra-turn-2 = Doce Campanadas
goosebumps-card-extra-turn-2-text = El reloj da la hora y el tiempo se detiene. Juega otro turno completo justo después de este.
goosebumps-card-extra-turn-3 = Sombra de la Suerte
goosebumps-card-extra-turn-3-text = Una sombra se adelanta corriendo y espera. Juega otro turno completo justo después de este.
goosebumps-card-switch-1 = Truco del Espejo
goosebumps-card-switch-1-text = Un espejo roto intercambia dos reflejos. Este peón se cambia de sitio con cualquier otro peón de la partida.
goosebumps-card-switch-2 = Cambio en la Niebla
goosebumps-card-switch-2-text = En la niebla nadie sabe quién es quién. Este peón se cambia de sitio con cualquier otro peón de la partida.
goosebumps-card-switch-3 = Baile de Sombras
goosebumps-card-switch-3-text = Dos sombras se cambian de sitio junto al seto. Este peón se cambia de sitio con cualquier otro peón de la partida.
goosebumps-card-switch-4 = Cambiazo
goosebumps-card-switch-4-text = Un hechizo confunde a dos peones. Este peón se cambia de sitio con cualquier otro peón de la partida.
goosebumps-card-steal-ring-1 = Dedos Largos
goosebumps-card-steal-ring-1-text = Un cuervo atrapa algo brillante. Quita un Anillo Mágico al peón de un rival, si lo tiene, y guárdalo bajo este peón.
goosebumps-card-steal-ring-2 = Fantasma Carterista
goosebumps-card-steal-ring-2-text = Unos dedos fríos se cuelan en un bolsillo. Quita un Anillo Mágico al peón de un rival, si lo tiene, y guárdalo bajo este peón.
goosebumps-card-steal-ring-3 = Ladrón de Tumbas
goosebumps-card-steal-ring-3-text = Un ladrón se desliza entre las tumbas. Quita un Anillo Mágico al peón de un rival, si lo tiene, y guárdalo bajo este peón.
goosebumps-card-steal-ring-4 = Urraca
goosebumps-card-steal-ring-4-text = Una urraca se lanza sobre un destello. Quita un Anillo Mágico al peón de un rival, si lo tiene, y guárdalo bajo este peón.
goosebumps-card-steal-ring-5 = ¡Zas!
goosebumps-card-steal-ring-5-text = Rápida como un gato, una mano lo agarra. Quita un Anillo Mágico al peón de un rival, si lo tiene, y guárdalo bajo este peón.
goosebumps-card-ghost-light = Fuego Fatuo
goosebumps-card-ghost-light-text = Un fuego fatuo levanta este peón. Hazlo saltar a una casilla contigua (nunca a una fosa) y sigue lo que indique esa casilla. Juégala en cualquier momento, incluso en el turno de otro jugador.
