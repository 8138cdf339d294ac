# Scavenger Hunt: cada línea, botón, nombre y palabra del tablero del juego, en español de España.
# Los mismos ids que el catálogo inglés.

## Names from the data

scavenger-hunt-room-kitchen = Cocina
scavenger-hunt-room-closet = Armario
scavenger-hunt-room-attic = Desván
scavenger-hunt-room-garage = Garaje
scavenger-hunt-room-yard = Patio
scavenger-hunt-room-start = Salida
scavenger-hunt-room-card-kitchen = COCINA
scavenger-hunt-room-card-closet = ARMARIO
scavenger-hunt-room-card-attic = DESVÁN
scavenger-hunt-room-card-garage = GARAJE
scavenger-hunt-card-kitchen = Cocina
scavenger-hunt-card-closet = Armario
scavenger-hunt-card-attic = Desván
scavenger-hunt-card-garage = Garaje
scavenger-hunt-card-yard = Patio
scavenger-hunt-card-wild = Cuatro Flechas
scavenger-hunt-card-dog = Perro
scavenger-hunt-item-dentures = Dentadura postiza
scavenger-hunt-item-rubber-chicken = Pollo de goma
scavenger-hunt-item-left-sock = Calcetín izquierdo
scavenger-hunt-item-whoopee-cushion = Cojín de pedorretas
scavenger-hunt-item-toupee = Peluquín
scavenger-hunt-item-banana-peel = Piel de plátano
scavenger-hunt-item-bowling-trophy = Trofeo de bolos
scavenger-hunt-item-pogo-stick = Saltador pogo
scavenger-hunt-item-garden-gnome = Gnomo de jardín
scavenger-hunt-item-ukulele = Ukelele
scavenger-hunt-item-fake-moustache = Bigote postizo
scavenger-hunt-item-snorkel = Tubo de buceo
scavenger-hunt-item-toaster = Tostadora
scavenger-hunt-item-polka-dot-boxers = Calzoncillos de lunares
scavenger-hunt-item-lava-lamp = Lámpara de lava
scavenger-hunt-item-accordion = Acordeón
scavenger-hunt-place-start-red = la Salida roja
scavenger-hunt-short-start-red = Salida roja
scavenger-hunt-place-attic-yellow = el Desván amarillo
scavenger-hunt-short-attic-yellow = Desván amarillo
scavenger-hunt-place-kitchen-blue = la Cocina azul
scavenger-hunt-short-kitchen-blue = Cocina azul
scavenger-hunt-place-garage-yellow = el Garaje amarillo
scavenger-hunt-short-garage-yellow = Garaje amarillo
scavenger-hunt-place-yard-red = el Patio rojo
scavenger-hunt-short-yard-red = Patio rojo
scavenger-hunt-place-closet-green = el Armario verde
scavenger-hunt-short-closet-green = Armario verde
scavenger-hunt-place-start-blue = la Salida azul
scavenger-hunt-short-start-blue = Salida azul
scavenger-hunt-place-attic-green = el Desván verde
scavenger-hunt-short-attic-green = Desván verde
scavenger-hunt-place-kitchen-yellow = la Cocina amarilla
scavenger-hunt-short-kitchen-yellow = Cocina amarilla
scavenger-hunt-place-garage-green = el Garaje verde
scavenger-hunt-short-garage-green = Garaje verde
scavenger-hunt-place-yard-blue = el Patio azul
scavenger-hunt-short-yard-blue = Patio azul
scavenger-hunt-place-closet-red = el Armario rojo
scavenger-hunt-short-closet-red = Armario rojo
scavenger-hunt-place-start-yellow = la Salida amarilla
scavenger-hunt-short-start-yellow = Salida amarilla
scavenger-hunt-place-attic-red = el Desván rojo
scavenger-hunt-short-attic-red = Desván rojo
scavenger-hunt-place-kitchen-green = la Cocina verde
scavenger-hunt-short-kitchen-green = Cocina verde
scavenger-hunt-place-garage-red = el Garaje rojo
scavenger-hunt-short-garage-red = Garaje rojo
scavenger-hunt-place-yard-yellow = el Patio amarillo
scavenger-hunt-short-yard-yellow = Patio amarillo
scavenger-hunt-place-closet-blue = el Armario azul
scavenger-hunt-short-closet-blue = Armario azul
scavenger-hunt-place-start-green = la Salida verde
scavenger-hunt-short-start-green = Salida verde
scavenger-hunt-place-attic-blue = el Desván azul
scavenger-hunt-short-attic-blue = Desván azul
scavenger-hunt-place-kitchen-red = la Cocina roja
scavenger-hunt-short-kitchen-red = Cocina roja
scavenger-hunt-place-garage-blue = el Garaje azul
scavenger-hunt-short-garage-blue = Garaje azul
scavenger-hunt-place-yard-green = el Patio verde
scavenger-hunt-short-yard-green = Patio verde
scavenger-hunt-place-closet-yellow = el Armario amarillo
scavenger-hunt-short-closet-yellow = Armario amarillo

## Lines, labels and pictures

scavenger-hunt-space = casilla { $number }
scavenger-hunt-space-the = la casilla { $number }
scavenger-hunt-comma = { $first }, { $rest }
scavenger-hunt-semicolon = { $first }; { $rest }
scavenger-hunt-then-rolls = { $first }; después, { $rest }
scavenger-hunt-and = { $first } y { $rest }
scavenger-hunt-no-cards = ninguna carta
scavenger-hunt-counted = { $count }× { $card }
scavenger-hunt-hand = Tu mano: { $cards }.
scavenger-hunt-hand-empty = No tienes cartas en la mano.
scavenger-hunt-moves = { $count ->
    [one] { $count } paso
   *[other] { $count } pasos
}
scavenger-hunt-badged = { $badge } · { $label }
scavenger-hunt-group-destinations = Adónde ir
scavenger-hunt-group-keep = Cartas que te quedas
scavenger-hunt-group-next-step = Siguiente paso
scavenger-hunt-ending = { $place } · { $how ->
    [collected] ¡a recoger!
    [home] ¡a casa!
    [trapped] atrapado
   *[stuck] bloqueado
}
scavenger-hunt-destination = { $place } · { $cards }
scavenger-hunt-destination-or-others = { $place } · { $cards } u otras
scavenger-hunt-passes = { $place } · pasa a { $names }
scavenger-hunt-at-roll-again = { $place } · Vuelve a tirar
scavenger-hunt-keep = Quedarte { $kept } · jugar { $played }
scavenger-hunt-step = Paso a { $place }
scavenger-hunt-step-playing = Paso a { $place } (juega { $card })
scavenger-hunt-step-told = { $place }
scavenger-hunt-step-told-playing = { $place } (juega { $card })
scavenger-hunt-step-then = { $step } · { $place }
scavenger-hunt-told-steps = Paso a paso, te quedan { $moves }. Siguiente paso (en tu panel o con /play): { $steps }.
scavenger-hunt-told-keep = Destino { $place }: elige qué cartas te quedas ({ $ways ->
    [one] { $ways } opción
   *[other] { $ways } opciones
}), u otro destino.
scavenger-hunt-told-destinations = Elige adónde ir: { $count ->
    [one] { $count } destino
   *[other] { $count } destinos
}, o avanza paso a paso.
scavenger-hunt-choosing = { $name } está eligiendo su ruta.
scavenger-hunt-summary = { $collected }/{ $total } objetos
scavenger-hunt-phase-over = Fin de la partida
scavenger-hunt-phase-listing = Todos eligen un disco para la carta { $room }
scavenger-hunt-phase-end = { $name } puede canjear una pareja, jugar un Perro o acabar el turno
scavenger-hunt-phase-stepping = { $name } avanza { $count } más, paso a paso
scavenger-hunt-phase-move = { $name } mueve { $count } hasta una casilla con letra
scavenger-hunt-placing = Vas a poner tu disco { $item } en la carta { $card }.
scavenger-hunt-panel-list = Mi lista de búsqueda
scavenger-hunt-panel-list-first = Mi lista de búsqueda: un disco por carta de habitación
scavenger-hunt-opening = Cada jugador tiene cuatro discos de objeto. La primera carta de habitación es { $room }: en { $panel } cada uno elige cuál de sus discos va en su habitación { $room }.
scavenger-hunt-chose-disc = { $name } ha elegido un disco.
scavenger-hunt-placed-item = { $item } de { $name }
scavenger-hunt-placed = En las habitaciones { $room }: { $items }.
scavenger-hunt-next-room-card = La siguiente carta de habitación es { $room }: todos eligen un disco.
scavenger-hunt-roll-of = { $name } { $roll }
scavenger-hunt-first-player = Tiradas para el primer turno: { $rolls }. { $name } sacó más y empieza.
scavenger-hunt-panel-turn = Mi turno
scavenger-hunt-panel-turn-first = Mi turno: adónde ir, Perros y canjes
scavenger-hunt-another-destination = Otro destino
scavenger-hunt-step-by-step = Paso a paso
scavenger-hunt-end-turn = Acabar mi turno
scavenger-hunt-group-disc = Disco para tu habitación { $room }
scavenger-hunt-group-dogs = Jugar una carta de Perro
scavenger-hunt-dog-to = Perro a { $place }
scavenger-hunt-dog-from-to = Perro de { $source } a { $place }
scavenger-hunt-played-dog = { $name } jugó una carta de Perro: un Perro va hasta { $place }.
scavenger-hunt-moved-dog = { $name } jugó una carta de Perro: un Perro pasa desde { $source } hasta { $place }.
scavenger-hunt-drew-five = { $name } había jugado todas sus cartas y robó cinco.
scavenger-hunt-trade = Canjear dos cartas de { $card }
scavenger-hunt-traded = { $name } canjeó dos cartas de { $card } por otro turno.
scavenger-hunt-why-start = inicio del turno
scavenger-hunt-why-doubles = dobles
scavenger-hunt-why-roll-again = Vuelve a tirar
scavenger-hunt-why-extra = turno extra
scavenger-hunt-drew = { $name } { $count ->
    [0] no robó ninguna carta
    [one] robó una carta
   *[other] robó { $count } cartas
} ({ $why }).
scavenger-hunt-rolled = { $name } sacó { $a } y { $b }: { $moves }.
scavenger-hunt-rolled-doubles = { $name } sacó { $a } y { $b }: { $moves }, ¡dobles!
scavenger-hunt-turn-of = Turno de { $name }.
scavenger-hunt-moved = { $name } movió hasta { $place }.
scavenger-hunt-moved-playing = { $name } movió hasta { $place } jugando { $cards }.
scavenger-hunt-came-home = { $story } ¡{ $name } volvió a casa con los cuatro objetos y gana!
scavenger-hunt-collected = { $story } { $name } recogió su { $item } ({ $count }/{ $total }): fin del turno.
scavenger-hunt-trapped = { $story } Atrapado en el Garaje con { $moves } por dar: fin del turno.
scavenger-hunt-landed-roll-again = { $name } cayó en Vuelve a tirar.
scavenger-hunt-drew-five-next = { $name } había jugado todas sus cartas y robó cinco para su próximo turno.
scavenger-hunt-turn-ended = Terminó el turno de { $name }.
scavenger-hunt-ended-turn = { $name } acabó su turno.
scavenger-hunt-time-ran-out = Se acabó el tiempo para colocar discos.
scavenger-hunt-idle-disc = { $name } tardó demasiado; se colocó por ella su primer disco.
scavenger-hunt-idle-turn = { $name } tardó demasiado: el bot movió por ella y acabó su turno.
scavenger-hunt-too-few = Scavenger Hunt necesita al menos { $count } jugadores.
scavenger-hunt-left = { $name } dejó la partida; sus cartas van al descarte.
scavenger-hunt-won = ganó
scavenger-hunt-lost = perdió
scavenger-hunt-reason = { $name } fue la primera en llevar a casa los cuatro objetos.
scavenger-hunt-alt-rolled = { $name } sacó { $dice }.
scavenger-hunt-alt-place = { $name } está en { $place }.
scavenger-hunt-alt-place-found = { $name } está en { $place }, con { $count } de { $total } objetos encontrados.
scavenger-hunt-alt-hand = Mano: { $cards }.
scavenger-hunt-title-top = Scavenger
scavenger-hunt-title-bottom = Hunt
scavenger-hunt-panel-title = Listas: carta de habitación { $number } de { $total }
scavenger-hunt-standing-left = dejó la partida
scavenger-hunt-standing-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
scavenger-hunt-standing-next = luego { $room }
scavenger-hunt-standing-next-start = luego Salida
scavenger-hunt-legend-roll-again = Vuelve a tirar
scavenger-hunt-legend-dog = Perro
scavenger-hunt-hand-wild = A cualquier habitación salvo la de tu próximo disco
scavenger-hunt-hand-dog = Pon un Perro o mueve uno
scavenger-hunt-hand-heading = Mano de { $name }: { $cards }
scavenger-hunt-hand-heading-anonymous = Mano: { $cards }
scavenger-hunt-hand-count = { $count ->
    [0] ninguna carta
    [one] { $count } carta
   *[other] { $count } cartas
}
scavenger-hunt-hand-into-kitchen = A una Cocina
scavenger-hunt-hand-into-closet = A un Armario
scavenger-hunt-hand-into-attic = A un Desván
scavenger-hunt-hand-into-garage = A un Garaje
scavenger-hunt-hand-into-yard = A un Patio

## Refusals

scavenger-hunt-refused-not-your-turn = Es el turno de { $name }.
scavenger-hunt-refused-wall = Hay una pared entre tú y { $place }: pasa por una puerta.
scavenger-hunt-refused-match = Para ir hasta { $place }, juega una carta de esa habitación.
scavenger-hunt-refused-four-arrow-on-disc = Una carta de Cuatro Flechas no te lleva al disco que debes recoger ahora; juega una carta de esa habitación.
scavenger-hunt-refused-already-chosen = Ya has elegido; los demás aún están decidiendo.
scavenger-hunt-refused-not-your-disc = Ese no es uno de los discos que te quedan por colocar.
scavenger-hunt-refused-choose-keep = Elige qué cartas te quedas, u otro destino.
scavenger-hunt-refused-not-a-destination = La tirada no puede acabar ahí; elige uno de los destinos de la lista.
scavenger-hunt-refused-no-trading = No se pueden canjear cartas tras recoger un disco o quedar atrapado en un Garaje.
scavenger-hunt-refused-trade-later = Las cartas se canjean al final del turno, después de mover.
scavenger-hunt-refused-need-pair = Para canjear necesitas dos cartas iguales.
scavenger-hunt-refused-move-first = Primero mueve: elige adónde ir o avanza paso a paso.
scavenger-hunt-refused-not-now = Ahora no puedes hacer eso.
scavenger-hunt-refused-stepping = Vas paso a paso: elige tu siguiente paso.
scavenger-hunt-refused-destination-first = Elige primero ese destino y luego las cartas que te quedas.
scavenger-hunt-refused-cannot-pay = Tu mano no puede pagar esa ruta, o la tirada no puede acabar ahí.
scavenger-hunt-refused-no-such-space = Esa casilla no existe en la casa.
scavenger-hunt-refused-step-by-step-first = Elige primero Paso a paso, o escoge un destino.
scavenger-hunt-refused-pawn-there = Hay otro peón en esa casilla; no puedes parar en ella ni atravesarla.
scavenger-hunt-refused-step-not-open = Ese paso no es posible desde aquí.
scavenger-hunt-refused-no-dog = No tienes ninguna carta de Perro.
scavenger-hunt-refused-dog-when = Las cartas de Perro se juegan antes de mover el peón o después del movimiento.
scavenger-hunt-refused-dog-outer = Un Perro va en una casilla del camino exterior.
scavenger-hunt-refused-dog-door = Un Perro no puede ponerse junto a una puerta: bloquearía una entrada.
scavenger-hunt-refused-no-dog-there = No hay ningún Perro en esa casilla que mover.
scavenger-hunt-refused-both-dogs = Los dos Perros ya están en juego: mueve uno de ellos.
scavenger-hunt-refused-dog-taken = Esa casilla está ocupada: un Perro necesita una casilla exterior libre.

# El color de cada jugador, junto a su nombre en el mensaje del turno.
scavenger-hunt-colour-red = rojo
scavenger-hunt-colour-blue = azul
scavenger-hunt-colour-yellow = amarillo
scavenger-hunt-colour-green = verde
