# Sweet Valley High, en español de España: todas las palabras que muestra el juego, también en su tablero.
# Los nombres de los personajes y de sus novios no se traducen; lugares y cartas se nombran aquí
# por los identificadores de los datos (board.json, cards.json).

## Botones, menús y sus grupos
sweet-valley-high-panel = Mi marcador
sweet-valley-high-panel-first = Mi marcador: mis objetos, mi novio y lo último que miré
sweet-valley-high-panel-peek = Mira la carta: quédatela o devuélvela
sweet-valley-high-label-put-back = Devolver la carta boca abajo
sweet-valley-high-group-char = Personaje
sweet-valley-high-group-go = Adónde ir
sweet-valley-high-group-step = Siguiente paso
sweet-valley-high-group-look = Qué aula
sweet-valley-high-group-trade = Cambiar de sitio con
sweet-valley-high-group-change = Cambiar de novio con
sweet-valley-high-group-moveto = Ir a cualquier casilla
sweet-valley-high-group-peek = Mirar en un aula
sweet-valley-high-group-item = Objeto que devolver
sweet-valley-high-group-into = Aula vacía
sweet-valley-high-group-vote = Aula para el novio
sweet-valley-high-badged = { $badge } · { $label }
sweet-valley-high-label-character = { $character } ({ $date })
sweet-valley-high-label-roll = Tirar el dado
sweet-valley-high-label-step = Avanzar hasta { $place }
sweet-valley-high-label-step-by-step = Paso a paso
sweet-valley-high-label-home-to-win = { $space } (a casa para ganar)
sweet-valley-high-label-sends-home = { $space } (manda a { $player } a casa)
sweet-valley-high-label-look = Dar la vuelta a la carta { $room }
sweet-valley-high-face-down-boyfriend = su novio boca abajo
sweet-valley-high-label-exchange = Cambiar { $mine } por { $new }
sweet-valley-high-label-keep = Quedarse con { $mine }
sweet-valley-high-label-trade = { $player }, en { $place }
sweet-valley-high-label-swap = Cambiar con { $player }
sweet-valley-high-label-steal = Quitárselo a { $player }
sweet-valley-high-label-take-leaving = Coger a { $card } y dejar a { $held } en su lugar
sweet-valley-high-label-take = Coger { $card }

## Lo que espera la mesa
sweet-valley-high-phase-choose = { $player } elige personaje
sweet-valley-high-phase-roll = { $player } tira el dado
sweet-valley-high-phase-double = { $player } elige en qué aula mirar
sweet-valley-high-phase-exchange = { $player } puede cambiar de novio
sweet-valley-high-phase-trade = { $player } debe cambiar de sitio
sweet-valley-high-phase-change = { $player } debe cambiar de novio
sweet-valley-high-phase-move-any = { $player } va a cualquier casilla
sweet-valley-high-phase-peek = { $player } mira en un aula
sweet-valley-high-phase-peeked = { $player } mira la carta en secreto
sweet-valley-high-phase-put-item = { $player } devuelve un objeto
sweet-valley-high-phase-put-room = { $player } elige un aula vacía
sweet-valley-high-phase-stepping = { $player } avanza paso a paso: { $left ->
    [one] le queda { $left }
   *[other] le quedan { $left }
}
sweet-valley-high-phase-move = { $player } elige adónde avanzar { $roll }
sweet-valley-high-phase-return = { $players } { $count ->
    [one] elige
   *[other] eligen
} un aula para { $boyfriend }
sweet-valley-high-phase-over = Fin de la partida: ha ganado { $player }
sweet-valley-high-phase-over-nobody = Fin de la partida: no ha ganado nadie

## Las líneas propias de cada jugadora
sweet-valley-high-private-choose = Elige tu personaje cuando te toque elegir.
sweet-valley-high-private-goal = Eres { $character }: encuentra a { $boyfriend } y { $items } para { $date }.
sweet-valley-high-private-boyfriend-seen = Tu novio: { $boyfriend } (todas lo vieron).
sweet-valley-high-private-boyfriend-card = Tu carta de novio: { $boyfriend }.
sweet-valley-high-peeked = Miraste { $room }: { $card }.
sweet-valley-high-now-have = Ahora tienes a { $boyfriend } en tu marcador.
sweet-valley-high-you-keep = Te quedas con { $card }, boca abajo en tu marcador.
sweet-valley-high-you-keep-leave = Te quedas con { $card } y dejas a { $held } boca abajo { $room }.

## La historia de la partida
sweet-valley-high-opening-rolls = Tiradas para elegir personaje: { $rolls }.
sweet-valley-high-opening-tied = { $players } empataron a { $roll } y volvieron a tirar: { $rolls }.
sweet-valley-high-opening-order = Los personajes se eligen en este orden: { $order }.
sweet-valley-high-and = { $first } y { $rest }
sweet-valley-high-chose = { $player } eligió a { $character }
sweet-valley-high-nobody-chose-jessica = Nadie eligió a Jessica: empezó { $player }, la primera en elegir
sweet-valley-high-jessica-first = Jessica sale primero: empezó { $player }
sweet-valley-high-lost-turn = { $player } perdió este turno en el aula de castigo
sweet-valley-high-turn = Turno de { $player }
sweet-valley-high-won = { $player } volvió a casa con el marcador completo, lista para { $date }: ha ganado
sweet-valley-high-rolled = { $player } sacó un { $roll }
sweet-valley-high-no-walk = no había ningún camino de esa longitud: se acabó el turno
sweet-valley-high-walked = { $player } fue hasta { $place }
sweet-valley-high-moved = { $player } se movió hasta { $place }
sweet-valley-high-home-card = { $player } cayó en { $place }, una casilla de carta, así que robó una carta grande
sweet-valley-high-sent-home = { $player } volvió a su casilla de casa
sweet-valley-high-no-trade = nadie podía cambiar de sitio: se acabó el turno
sweet-valley-high-traded-places = { $player } cambió de sitio con { $other }
sweet-valley-high-no-boyfriend-yet = aún no se había encontrado ningún novio: se acabó el turno
sweet-valley-high-nobody-else-has-one = ninguna otra tenía novio: se acabó el turno
sweet-valley-high-stole-boyfriend = { $player } le quitó el novio a { $other }
sweet-valley-high-traded-boyfriends = { $player } cambió de novio con { $other }
sweet-valley-high-room-empty = no había ninguna carta { $room }: se acabó el turno
sweet-valley-high-lay-face-up = la carta { $card } estaba boca arriba { $room }
sweet-valley-high-turned-over = { $player } dio la vuelta a la carta { $room }
sweet-valley-high-turned-over-card = { $player } dio la vuelta a la carta { $room }: { $card }
sweet-valley-high-to-detention = { $player } fue al aula de castigo: pierde su próximo turno
sweet-valley-high-nobody-plays = nadie juega con { $character }: la carta se quedó boca arriba
sweet-valley-high-took-boyfriend = { $player } puso a { $boyfriend } en su marcador
sweet-valley-high-collected = { $player } consiguió { $item }
sweet-valley-high-went-back-for = volvió boca abajo: es de { $character }
sweet-valley-high-went-back = volvió boca abajo
sweet-valley-high-exchanged = { $player } se quedó con { $boyfriend } y dejó a su novio boca abajo { $room }
sweet-valley-high-kept-boyfriend = { $player } se quedó con su novio; { $card } volvió boca abajo
sweet-valley-high-kept-boyfriend-after = { $player } se quedó con su novio; la carta volvió boca abajo
sweet-valley-high-took-to-look = { $player } cogió la carta { $room } para mirarla
sweet-valley-high-kept-the-card = { $player } se quedó la carta
sweet-valley-high-kept-the-item = { $player } se quedó la carta y consiguió { $item }
sweet-valley-high-put-card-back = { $player } devolvió una carta { $room }
sweet-valley-high-put-item-back = { $player } devolvió { $item } boca abajo { $room }
sweet-valley-high-put-an-item-back = { $player } devolvió un objeto boca abajo { $room }
sweet-valley-high-went-face-down = { $card } quedó boca abajo { $room }
sweet-valley-high-a-card-went-face-down = una carta quedó boca abajo { $room }
sweet-valley-high-reshuffled = se barajaron las cartas grandes para formar un nuevo mazo
sweet-valley-high-set-aside = se apartó una carta de { $character }, que no está en juego
sweet-valley-high-card = Carta: { $story } ({ $does })
sweet-valley-high-nothing-face-down = no había ninguna carta boca abajo: no pasó nada
sweet-valley-high-no-item = { $player } no tenía ningún objeto en su marcador: no pasó nada
sweet-valley-high-bonus-was-lost-turn = { $player } estaba castigada: este turno extra fue el turno que perdía
sweet-valley-high-bonus-turn = { $player } ganó un turno extra
sweet-valley-high-on-nobodys-scoreboard = { $boyfriend } no estaba en ningún marcador: no pasó nada
sweet-valley-high-left-scoreboard = { $boyfriend } dejó el marcador de { $player }
sweet-valley-high-voted = { $player } votó
sweet-valley-high-time-ran-out = Se acabó el tiempo para elegir el aula
sweet-valley-high-took-too-long-vote = { $player } tardó demasiado; la primera aula vacía contó como su voto
sweet-valley-high-took-too-long = { $player } tardó demasiado
sweet-valley-high-turn-skipped = turno saltado
sweet-valley-high-outcome = { $player } llegó a casa a tiempo para { $date }.

## Clasificación
sweet-valley-high-summary-choosing = eligiendo
sweet-valley-high-summary = { $found }/4 objetos
sweet-valley-high-summary-with-boyfriend = { $found }/4 objetos + novio

## Rechazos
sweet-valley-high-no-timer = Ahora no hay nada esperando a un temporizador.
sweet-valley-high-needs-everyone = Sweet Valley High no puede seguir sin todas las jugadoras.
sweet-valley-high-refuse-own-boyfriend = Tienes que recuperarlo tú misma, así que las demás eligen su aula.
sweet-valley-high-refuse-voted = Ya has votado; las demás aún están decidiendo.
sweet-valley-high-refuse-others-choosing = Primero las demás eligen un aula para el novio.
sweet-valley-high-refuse-not-your-turn = Le toca elegir a { $player }.
sweet-valley-high-refuse-no-such-player = No hay nadie así en esta mesa.
sweet-valley-high-refuse-cant-reach = No puedes llegar hasta { $place } con un { $roll }.
sweet-valley-high-refuse-stepping = Avanzas paso a paso; elige tu siguiente paso.
sweet-valley-high-refuse-roll-first = Primero tira el dado.
sweet-valley-high-refuse-not-pointed = Esta casilla no señala el aula { $room }.
sweet-valley-high-refuse-yourself = No puedes cambiar contigo misma.
sweet-valley-high-refuse-in-detention = { $player } está en el aula de castigo y no puede cambiar de sitio.
sweet-valley-high-refuse-no-boyfriend = { $player } no tiene novio que cambiar.
sweet-valley-high-refuse-cant-step = Ahora no puedes avanzar hasta { $place }.
sweet-valley-high-refuse-not-now = Ahora no puedes hacer eso.
sweet-valley-high-refuse-detention-room = En el aula de castigo no se puede dejar nada.
sweet-valley-high-refuse-room-full = Ya hay una carta { $room }; elige un aula vacía.

## Las descripciones de las imágenes
sweet-valley-high-describe-rolled = { $player } sacó un { $roll }.
sweet-valley-high-describe-unplaced = { $player } aún no está en el tablero, con { $count ->
    [one] { $count } objeto
   *[other] { $count } objetos
}.
sweet-valley-high-describe-detention = { $player } ({ $character }) está en el aula de castigo, con { $count ->
    [one] { $count } objeto
   *[other] { $count } objetos
}.
sweet-valley-high-describe-on = { $player } ({ $character }) está en la casilla { $space }, con { $count ->
    [one] { $count } objeto
   *[other] { $count } objetos
}.
sweet-valley-high-describe-boyfriend = Novio: { $boyfriend }.
sweet-valley-high-describe-no-boyfriend = Aún sin novio.
sweet-valley-high-describe-peeked = Miró { $room }: { $card }.
sweet-valley-high-describe-holds = Carta { $room }: { $card }.

## El tablero y el marcador
sweet-valley-high-pic-pile = { $deck } cartas grandes en el mazo · { $discard } jugadas
sweet-valley-high-pic-no-boyfriend = sin novio
sweet-valley-high-pic-boyfriend-face-down = novio boca abajo
sweet-valley-high-pic-in-detention = en el aula de castigo
sweet-valley-high-pic-loses-turn = pierde su próximo turno
sweet-valley-high-pic-found = ✓ conseguido
sweet-valley-high-pic-to-find = por encontrar
sweet-valley-high-pic-hold-instead = Tengo a { $boyfriend } en su lugar
sweet-valley-high-pic-boyfriend = Novio
sweet-valley-high-pic-item = Objeto
sweet-valley-high-pic-last-peek = Lo último que miré
sweet-valley-high-pic-none-yet = nada aún
sweet-valley-high-pic-peeked-in = { $room }
sweet-valley-high-pic-for-date = { $character }, para { $date }

## Las casillas: como las nombran el tablero y los menús, como las nombra una frase, su rótulo
sweet-valley-high-space-x0y0 = Casa de Jessica
sweet-valley-high-place-x0y0 = la casa de Jessica
sweet-valley-high-space-x1y0 = Flecha de Ciencias
sweet-valley-high-place-x1y0 = la flecha de Ciencias
sweet-valley-high-space-x2y0 = Flechas de Ciencias y Economía
sweet-valley-high-place-x2y0 = las flechas de Ciencias y Economía
sweet-valley-high-space-x3y0 = Flecha de Economía
sweet-valley-high-place-x3y0 = la flecha de Economía
sweet-valley-high-space-x4y0 = Cambio de sitio de arriba
sweet-valley-high-place-x4y0 = la casilla Cambio de sitio de arriba
sweet-valley-high-sign-x4y0 = Cambio de sitio
sweet-valley-high-space-x5y0 = Flecha de Inglés
sweet-valley-high-place-x5y0 = la flecha de Inglés
sweet-valley-high-space-x6y0 = Taquillas
sweet-valley-high-place-x6y0 = las Taquillas
sweet-valley-high-sign-x6y0 = Taquillas
sweet-valley-high-space-x7y0 = Flecha de Español
sweet-valley-high-place-x7y0 = la flecha de Español
sweet-valley-high-space-x8y0 = Casa de Elizabeth
sweet-valley-high-place-x8y0 = la casa de Elizabeth
sweet-valley-high-space-x0y1 = Fuente
sweet-valley-high-place-x0y1 = la Fuente
sweet-valley-high-sign-x0y1 = Fuente
sweet-valley-high-space-x4y1 = Flechas de Economía y Inglés
sweet-valley-high-place-x4y1 = las flechas de Economía y Inglés
sweet-valley-high-space-x8y1 = Vitrina de trofeos
sweet-valley-high-place-x8y1 = la Vitrina de trofeos
sweet-valley-high-sign-x8y1 = Vitrina de trofeos
sweet-valley-high-space-x0y2 = Flecha de Biología
sweet-valley-high-place-x0y2 = la flecha de Biología
sweet-valley-high-space-x4y2 = Flechas de Francés y Arte
sweet-valley-high-place-x4y2 = las flechas de Francés y Arte
sweet-valley-high-space-x8y2 = Flecha de Música
sweet-valley-high-place-x8y2 = la flecha de Música
sweet-valley-high-space-x0y3 = Flecha de Química
sweet-valley-high-place-x0y3 = la flecha de Química
sweet-valley-high-space-x4y3 = Flechas de Historia y Gimnasio
sweet-valley-high-place-x4y3 = las flechas de Historia y Gimnasio
sweet-valley-high-space-x8y3 = Flecha de Biblioteca
sweet-valley-high-place-x8y3 = la flecha de Biblioteca
sweet-valley-high-space-x0y4 = Cambio de novio de la izquierda
sweet-valley-high-place-x0y4 = la casilla Cambio de novio de la izquierda
sweet-valley-high-sign-x0y4 = Cambio de novio
sweet-valley-high-space-x1y4 = Flechas de Química y Cafetería
sweet-valley-high-place-x1y4 = las flechas de Química y Cafetería
sweet-valley-high-space-x2y4 = Escaleras
sweet-valley-high-place-x2y4 = las Escaleras
sweet-valley-high-sign-x2y4 = Escaleras
sweet-valley-high-space-x3y4 = Flechas de Historia y Informática
sweet-valley-high-place-x3y4 = las flechas de Historia y Informática
sweet-valley-high-space-x4y4 = Vestíbulo
sweet-valley-high-place-x4y4 = el Vestíbulo
sweet-valley-high-sign-x4y4 = Vestíbulo
sweet-valley-high-space-x5y4 = Flechas de Gimnasio y Despacho del director
sweet-valley-high-place-x5y4 = las flechas de Gimnasio y Despacho del director
sweet-valley-high-space-x6y4 = Tablón de anuncios
sweet-valley-high-place-x6y4 = el Tablón de anuncios
sweet-valley-high-sign-x6y4 = Tablón de anuncios
sweet-valley-high-space-x7y4 = Flechas de Biblioteca y Despacho del subdirector
sweet-valley-high-place-x7y4 = las flechas de Biblioteca y Despacho del subdirector
sweet-valley-high-space-x8y4 = Cambio de novio de la derecha
sweet-valley-high-place-x8y4 = la casilla Cambio de novio de la derecha
sweet-valley-high-sign-x8y4 = Cambio de novio
sweet-valley-high-space-x0y5 = Flecha de Cafetería
sweet-valley-high-place-x0y5 = la flecha de Cafetería
sweet-valley-high-space-x4y5 = Flechas de Informática y Despacho del director
sweet-valley-high-place-x4y5 = las flechas de Informática y Despacho del director
sweet-valley-high-space-x8y5 = Flecha de Despacho del subdirector
sweet-valley-high-place-x8y5 = la flecha de Despacho del subdirector
sweet-valley-high-space-x0y6 = Flecha de Mecanografía
sweet-valley-high-place-x0y6 = la flecha de Mecanografía
sweet-valley-high-space-x4y6 = Flechas de Hogar y Enfermería
sweet-valley-high-place-x4y6 = las flechas de Hogar y Enfermería
sweet-valley-high-space-x8y6 = Flecha de Matemáticas
sweet-valley-high-place-x8y6 = la flecha de Matemáticas
sweet-valley-high-space-x0y7 = Teléfono público
sweet-valley-high-place-x0y7 = el Teléfono público
sweet-valley-high-sign-x0y7 = Teléfono público
sweet-valley-high-space-x4y7 = Flecha de Geografía
sweet-valley-high-place-x4y7 = la flecha de Geografía
sweet-valley-high-space-x8y7 = Expendedora
sweet-valley-high-place-x8y7 = la Expendedora
sweet-valley-high-sign-x8y7 = Expende­dora
sweet-valley-high-space-x0y8 = Casa de Enid
sweet-valley-high-place-x0y8 = la casa de Enid
sweet-valley-high-space-x1y8 = Flecha de Teatro
sweet-valley-high-place-x1y8 = la flecha de Teatro
sweet-valley-high-space-x2y8 = Aparcabicis
sweet-valley-high-place-x2y8 = el Aparcabicis
sweet-valley-high-sign-x2y8 = Aparca­bicis
sweet-valley-high-space-x3y8 = Reloj
sweet-valley-high-place-x3y8 = el Reloj
sweet-valley-high-sign-x3y8 = Reloj
sweet-valley-high-space-x4y8 = Cambio de sitio de abajo
sweet-valley-high-place-x4y8 = la casilla Cambio de sitio de abajo
sweet-valley-high-sign-x4y8 = Cambio de sitio
sweet-valley-high-space-x5y8 = Puerta principal
sweet-valley-high-place-x5y8 = la Puerta principal
sweet-valley-high-sign-x5y8 = Puerta principal
sweet-valley-high-space-x6y8 = Flechas de Geografía y El Oráculo
sweet-valley-high-place-x6y8 = las flechas de Geografía y El Oráculo
sweet-valley-high-space-x7y8 = Flecha de El Oráculo
sweet-valley-high-place-x7y8 = la flecha de El Oráculo
sweet-valley-high-space-x8y8 = Casa de Lila
sweet-valley-high-place-x8y8 = la casa de Lila
sweet-valley-high-space-detention = Aula de castigo

## Las aulas: su nombre, y como lo dice «en …»
sweet-valley-high-room-science = Ciencias
sweet-valley-high-in-science = en Ciencias
sweet-valley-high-room-economics = Economía
sweet-valley-high-in-economics = en Economía
sweet-valley-high-room-biology = Biología
sweet-valley-high-in-biology = en Biología
sweet-valley-high-room-french = Francés
sweet-valley-high-in-french = en Francés
sweet-valley-high-room-chemistry = Química
sweet-valley-high-in-chemistry = en Química
sweet-valley-high-room-history = Historia
sweet-valley-high-in-history = en Historia
sweet-valley-high-room-english = Inglés
sweet-valley-high-in-english = en Inglés
sweet-valley-high-room-spanish = Español
sweet-valley-high-in-spanish = en Español
sweet-valley-high-room-art = Arte
sweet-valley-high-in-art = en Arte
sweet-valley-high-room-music = Música
sweet-valley-high-in-music = en Música
sweet-valley-high-room-gym = Gimnasio
sweet-valley-high-in-gym = en el Gimnasio
sweet-valley-high-room-library = Biblioteca
sweet-valley-high-in-library = en la Biblioteca
sweet-valley-high-room-cafeteria = Cafetería
sweet-valley-high-in-cafeteria = en la Cafetería
sweet-valley-high-room-computers = Informática
sweet-valley-high-in-computers = en Informática
sweet-valley-high-room-typing = Mecanografía
sweet-valley-high-in-typing = en Mecanografía
sweet-valley-high-room-home-ec = Hogar
sweet-valley-high-in-home-ec = en Hogar
sweet-valley-high-room-drama = Teatro
sweet-valley-high-in-drama = en Teatro
sweet-valley-high-room-detention = Aula de castigo
sweet-valley-high-in-detention = en el Aula de castigo
sweet-valley-high-room-principal = Despacho del director
sweet-valley-high-in-principal = en el Despacho del director
sweet-valley-high-room-vice-principal = Despacho del subdirector
sweet-valley-high-in-vice-principal = en el Despacho del subdirector
sweet-valley-high-room-nurse = Enfermería
sweet-valley-high-in-nurse = en la Enfermería
sweet-valley-high-room-math = Matemáticas
sweet-valley-high-in-math = en Matemáticas
sweet-valley-high-room-geography = Geografía
sweet-valley-high-in-geography = en Geografía
sweet-valley-high-room-oracle = El Oráculo
sweet-valley-high-in-oracle = en El Oráculo

## Las cartas de objeto: su nombre, y como las nombra una frase
sweet-valley-high-card-prom-dress = Vestido de graduación
sweet-valley-high-item-prom-dress = el Vestido de graduación
sweet-valley-high-card-corsage = Ramillete de orquídeas
sweet-valley-high-item-corsage = el Ramillete de orquídeas
sweet-valley-high-card-prom-tickets = Entradas del baile
sweet-valley-high-item-prom-tickets = las Entradas del baile
sweet-valley-high-card-ms-dalton = Srta. Dalton
sweet-valley-high-item-ms-dalton = a la Srta. Dalton
sweet-valley-high-card-bicycle = Bicicleta
sweet-valley-high-item-bicycle = la Bicicleta
sweet-valley-high-card-biking-outfit = Ropa de ciclista
sweet-valley-high-item-biking-outfit = la Ropa de ciclista
sweet-valley-high-card-trail-map = Mapa de la ruta
sweet-valley-high-item-trail-map = el Mapa de la ruta
sweet-valley-high-card-mr-collins = Sr. Collins
sweet-valley-high-item-mr-collins = al Sr. Collins
sweet-valley-high-card-party-dress = Vestido de fiesta
sweet-valley-high-item-party-dress = el Vestido de fiesta
sweet-valley-high-card-birthday-cake = Tarta de cumpleaños
sweet-valley-high-item-birthday-cake = la Tarta de cumpleaños
sweet-valley-high-card-invitations = Invitaciones
sweet-valley-high-item-invitations = las Invitaciones
sweet-valley-high-card-mr-fellows = Sr. Fellows
sweet-valley-high-item-mr-fellows = al Sr. Fellows
sweet-valley-high-card-swimsuit = Bañador
sweet-valley-high-item-swimsuit = el Bañador
sweet-valley-high-card-beach-towel = Toalla de playa
sweet-valley-high-item-beach-towel = la Toalla de playa
sweet-valley-high-card-picnic-basket = Cesta de pícnic
sweet-valley-high-item-picnic-basket = la Cesta de pícnic
sweet-valley-high-card-ms-jacobi = Srta. Jacobi
sweet-valley-high-item-ms-jacobi = a la Srta. Jacobi
sweet-valley-high-card-bruce = Bruce Patman
sweet-valley-high-item-bruce = Bruce Patman
sweet-valley-high-card-todd = Todd Wilkins
sweet-valley-high-item-todd = Todd Wilkins
sweet-valley-high-card-ken = Ken Matthews
sweet-valley-high-item-ken = Ken Matthews
sweet-valley-high-card-winston = Winston Egbert
sweet-valley-high-item-winston = Winston Egbert
sweet-valley-high-card-detention = Ve al aula de castigo
sweet-valley-high-item-detention = la carta Ve al aula de castigo

## Las citas de cada personaje
sweet-valley-high-date-jessica = el baile de graduación
sweet-valley-high-date-elizabeth = la excursión en bici del fin de semana
sweet-valley-high-date-lila = su fiesta de dieciséis años
sweet-valley-high-date-enid = la fiesta en la playa

## Las cartas grandes: sus historias, y lo que hace cada tipo
sweet-valley-high-story-c01 = Jessica se libra de un examen sorpresa con labia y aún le sobra tiempo.
sweet-valley-high-story-c02 = Jessica coge la bici de Elizabeth sin pedírsela y sale disparada.
sweet-valley-high-story-c03 = Jessica oye un rumor y sale corriendo a comprobarlo.
sweet-valley-high-story-c04 = Jessica sigue a las chicas de Pi Beta Alfa vayan donde vayan.
sweet-valley-high-story-c05 = Jessica fisgonea en una taquilla que no es suya.
sweet-valley-high-story-c06 = Jessica lee una nota que iba dirigida a otra persona.
sweet-valley-high-story-c07 = Jessica le presta algo a Lila y tiene que ir a recuperarlo.
sweet-valley-high-story-c08 = Bruce está furioso porque Jessica coqueteó en el Dairi Burger.
sweet-valley-high-story-c09 = Bruce se marcha pronto en su Porsche negro tras discutir con Jessica.
sweet-valley-high-story-c10 = Elizabeth termina su columna para El Oráculo antes de la fecha de entrega.
sweet-valley-high-story-c11 = Elizabeth coge el primer autobús y llega la primera al instituto.
sweet-valley-high-story-c12 = Elizabeth persigue una noticia para el periódico del instituto.
sweet-valley-high-story-c13 = A Elizabeth le piden que lleve un mensaje al otro lado del instituto.
sweet-valley-high-story-c14 = Elizabeth hace un poco de detective después de clase.
sweet-valley-high-story-c15 = Elizabeth busca en objetos perdidos algo de una amiga.
sweet-valley-high-story-c16 = Elizabeth devuelve algo que había tomado prestado, como buena gemela.
sweet-valley-high-story-c17 = Todd se siente dolido cuando Elizabeth falta a su cita para ayudar a Jessica.
sweet-valley-high-story-c18 = Todd cree que a Elizabeth le gusta otro y se va.
sweet-valley-high-story-c19 = El chófer de Lila la deja justo en la puerta del instituto.
sweet-valley-high-story-c20 = Lila se salta la cola del comedor con una sonrisa radiante.
sweet-valley-high-story-c21 = Lila se aburre y se va a buscar algo nuevo.
sweet-valley-high-story-c22 = Invitan a Lila a comer con los de último curso.
sweet-valley-high-story-c23 = Lila paga a alguien para descubrir un secreto.
sweet-valley-high-story-c24 = Lila se cuela en un aula mientras todos están en el partido.
sweet-valley-high-story-c25 = Lila decide que su última compra está pasada de moda y la devuelve.
sweet-valley-high-story-c26 = Ken está harto de oír hablar del dinero del padre de Lila.
sweet-valley-high-story-c27 = Ken va al entrenamiento de fútbol en vez de quedar con Lila.
sweet-valley-high-story-c28 = Enid termina pronto sus tareas y sale.
sweet-valley-high-story-c29 = La madre de Enid la lleva en coche y llega en un momento.
sweet-valley-high-story-c30 = Mandan a Enid a secretaría con un parte de asistencia.
sweet-valley-high-story-c31 = Enid da un rodeo para evitar a Jessica.
sweet-valley-high-story-c32 = Enid encuentra un diario abierto encima de un pupitre.
sweet-valley-high-story-c33 = Enid ayuda a una profesora a ordenar y ve lo que hay dentro.
sweet-valley-high-story-c34 = A Enid se le cae algo de camino a casa y tiene que dejarlo atrás.
sweet-valley-high-story-c35 = Winston hace una broma en el peor momento y Enid se enfada.
sweet-valley-high-story-c36 = Winston pierde la noción del tiempo y deja a Enid esperando.
sweet-valley-high-does-bonus = turno extra
sweet-valley-high-does-move = ir a cualquier casilla
sweet-valley-high-does-peek = mirar o coger en cualquier aula
sweet-valley-high-does-put-back = devolver un objeto
sweet-valley-high-does-return = devolver a su novio a un aula vacía
