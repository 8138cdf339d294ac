# El Juego de la Vida: Edición Rivales: todo lo que el juego dice y dibuja, en español de España.
# El dinero va en billetes de 10K $; $thousands llega como texto, sin separador de miles.

## Dinero, personas, mascotas
life-rivals-money = { $thousands }K $
life-rivals-money-none = 0 $
life-rivals-people = { $count ->
    [one] { $count } persona
   *[other] { $count } personas
}
life-rivals-pets = { $count ->
    [one] { $count } mascota
   *[other] { $count } mascotas
}

## Botones y menús
life-rivals-panel = Mis cartas
life-rivals-career-panel = Mis profesiones
life-rivals-group-play = Juega una carta
life-rivals-group-gossip = Elige de la mano del rival
life-rivals-group-keep = Quédate una profesión
life-rivals-group-steal = Roba Cosas antes de girar
life-rivals-keep-in-panel = Cada jugador se queda una de las tres profesiones repartidas en secreto: { $panel } las muestra.
life-rivals-cards-in-panel = { $panel } muestra a cada jugador su propia mano de cartas de Vida.

## Cartas y profesiones
life-rivals-kind-good = Buena
life-rivals-kind-not-so-good = No tan buena
life-rivals-kind-it-happens = Imprevisto
life-rivals-kind-stuff = Cosas
life-rivals-career-line = { $career } (sueldo { $salary }, inicial { $start })
life-rivals-career-held = { $career } (sueldo { $salary })
life-rivals-choosing-career = eligiendo profesión
life-rivals-facts-it-happens = Imprevisto: pagar { $fee }
life-rivals-facts-stuff = Cosas: { $points } puntos, cuesta { $cost }, reventa { $resale }
life-rivals-facts-good = Buena: { $points } puntos
life-rivals-facts-not-so-good = No tan buena: { $points } puntos
life-rivals-card-line = { $card } ({ $facts })

## Jugar y robar cartas
life-rivals-steal-label = { $badge } · Róbale { $card } a { $rival } por { $money }
life-rivals-stole = { $player } le robó { $card } a { $rival } por { $money }.
life-rivals-on-me = { $card } — para mí
life-rivals-on-rival = { $card } — para { $rival }
life-rivals-set-aside-label = Descartar { $card }
life-rivals-played-fee = { $how ->
    [played-on] { $player } le jugó { $card } a { $whom }
    [picked] { $player } eligió { $card } de la mano de { $rival } y la jugó
    [picked-on] { $player } eligió { $card } de la mano de { $rival } y se la jugó a { $whom }
   *[played] { $player } jugó { $card }
}: { $whom } pagó { $money } a la banca.
life-rivals-played-stuff = { $how ->
    [played-on] { $player } le jugó { $card } a { $whom }
    [picked] { $player } eligió { $card } de la mano de { $rival } y la jugó
    [picked-on] { $player } eligió { $card } de la mano de { $rival } y se la jugó a { $whom }
   *[played] { $player } jugó { $card }
}: pagó { $money } por { $points } puntos de Cosas.
life-rivals-played-points = { $how ->
    [played-on] { $player } le jugó { $card } a { $whom }
    [picked] { $player } eligió { $card } de la mano de { $rival } y la jugó
    [picked-on] { $player } eligió { $card } de la mano de { $rival } y se la jugó a { $whom }
   *[played] { $player } jugó { $card }
}: { $points } puntos para { $whom }.
life-rivals-set-aside = { $player } no podía pagar ninguna carta y descartó { $card }.

## Quién empieza, profesiones
life-rivals-host-says = { $host }, el anfitrión, dice quién es el más envidioso del vecindario.
life-rivals-more-jealous = { $player } es el más envidioso
life-rivals-host-said = { $host } dijo que { $player } es el más envidioso.
life-rivals-goes-first = { $player } empieza. { $then }
life-rivals-keep-label = Quedarme { $career }
life-rivals-chose-career = { $player } eligió una profesión.
life-rivals-is-a = { $player } es { $career }
life-rivals-careers-face-up = Profesiones boca arriba: { $first }; { $second }. { $player } empieza. { $then }
life-rivals-draw-label = { $player }: robar una profesión nueva
life-rivals-traded = { $player } cambió { $old } por una profesión nueva: { $career }, sin dinero inicial.
life-rivals-careers-time-up = Se acabó el tiempo para elegir profesión.
life-rivals-spin-tie = Empate, así que los dos giraron otra vez.
life-rivals-spin-of = { $player } { $spin }
life-rivals-jealousy-spin = Giro de la envidia: { $spins }.
life-rivals-spun-lower = { $player } sacó menos, es el más envidioso y empieza.
life-rivals-host-too-long = { $host } tardó demasiado: decidió un giro de la envidia.

## El camino
life-rivals-spin-label = Girar la ruleta
life-rivals-passed-payday = pasó por Día de paga (+{ $money })
life-rivals-passed-baby = pasó por Bebé (+1 persona)
life-rivals-spun = { $player } sacó un { $spin } y paró en { $space }.
life-rivals-spun-passed = { $player } sacó un { $spin }, { $trip } y paró en { $space }.
life-rivals-payday = { $player } cobró doble sueldo en Día de paga: +{ $money }.
life-rivals-baby = { $player } tuvo gemelos en Bebé: +2 personas.
life-rivals-retired = ¡{ $player } se jubiló! { $rival } juega un último turno.
life-rivals-retired-too = { $player } también se jubiló.
life-rivals-spun-kids = { $player } sacó un { $spin } para hijos: { $count ->
    [one] un hijo, +1 persona
   *[other] gemelos, +{ $count } personas
}.
life-rivals-spun-pets = { $player } sacó un { $spin } para mascotas: +{ $pets }.
life-rivals-spun-insurance = { $player } sacó un { $spin } para el seguro de vida: +{ $money }.
life-rivals-could-pay-only = { $line } { $player } solo pudo pagar { $money }.

## Turnos
life-rivals-plays-now = { $player } juega ahora una carta de Vida.
life-rivals-gossip-shown = La mano de { $rival }, solo para tus ojos: { $cards }.
life-rivals-gossip-saw = Cotilleo: { $player } vio la mano de { $rival } y ahora elige una de sus cartas.
life-rivals-no-card-to-play = { $player } no tenía ninguna carta para jugar.
life-rivals-no-card-to-show = { $player } no tenía ninguna carta que enseñar.
life-rivals-deck-reshuffled = Se acabó el mazo de Vida: se barajaron los descartes.
life-rivals-turn-line = Turno de { $player }.
life-rivals-last-turn-line = Turno de { $player }: el último turno.
life-rivals-turn-skipped = { $player } tardó demasiado: perdió el turno.
life-rivals-needs-both = { $game } no puede seguir sin los dos jugadores.

## Lo que ve cada jugador
life-rivals-summary = { $money } · { $people }
life-rivals-summary-pets = { $money } · { $people } · { $pets }
life-rivals-phase-over = Fin de la partida
life-rivals-phase-first = Preparación: { $host } dice quién es el más envidioso
life-rivals-phase-career = Preparación: cada jugador se queda una profesión
life-rivals-phase-play = { $player } juega una carta de Vida
life-rivals-phase-gossip = { $player } elige una carta de la mano de { $rival }
life-rivals-phase-turn = Turno de { $player }
life-rivals-phase-last-turn = Turno de { $player }: el último turno
life-rivals-ended-both-retired = { $first } se jubiló, y después { $second }
life-rivals-ended-one-retired = { $first } se jubiló y { $second } jugó el último turno
life-rivals-ended = La partida terminó
life-rivals-ending-tie = { $road }; un empate a { $points } puntos es para quien se jubiló primero.
life-rivals-ending = { $road }; { $best } puntos contra { $other }.
life-rivals-breakdown = { $total } = cartas { $cards } + dinero { $cash } + personas { $people } + mascotas { $pets }
life-rivals-breakdown-negatives = { $total } = cartas { $cards } + dinero { $cash } + personas { $people } + mascotas { $pets } − no tan buenas { $negatives }
life-rivals-careers-dealt = Profesiones que te han tocado: { $careers }.
life-rivals-you-keep = Te quedas { $career }.
life-rivals-in-hand = En tu mano: { $card }
life-rivals-empty-hand = Tienes la mano vacía.
life-rivals-gossip-line = La mano de { $rival } (Cotilleo, solo para tus ojos): { $card }

## Negativas
life-rivals-refuse-host-chooses = El anfitrión, { $host }, dice quién empieza.
life-rivals-refuse-choose-a-player = Elige a uno de los dos jugadores.
life-rivals-refuse-host-first = Primero { $host }, el anfitrión, dice quién es el más envidioso.
life-rivals-refuse-first-settled = Quién empieza ya se decidió al principio.
life-rivals-refuse-already-chosen = Ya has elegido tu profesión; el otro jugador aún lo está pensando.
life-rivals-refuse-not-dealt = Esa profesión no te tocó a ti.
life-rivals-refuse-keep-first = Primero cada jugador se queda una profesión.
life-rivals-refuse-careers-chosen = Las profesiones se eligieron al principio de la partida.
life-rivals-refuse-not-your-turn = Es el turno de { $player }.
life-rivals-refuse-spun = Ya has girado en este turno.
life-rivals-refuse-draw-when = Solo puedes robar una profesión nueva al principio de un turno, antes de girar.
life-rivals-refuse-other-button = Ese botón es del otro jugador.
life-rivals-refuse-drew = Ya has robado una profesión nueva en este turno.
life-rivals-refuse-career-deck-empty = El mazo de profesiones está vacío.
life-rivals-refuse-steal-when = Las compras van antes de girar; podrás robar otra vez en tu próximo turno.
life-rivals-refuse-no-such-card = { $rival } no tiene esa carta en la mesa.
life-rivals-refuse-not-stuff = { $card } no es una carta de Cosas: solo se pueden robar Cosas.
life-rivals-refuse-steal-cost = Necesitas { $money } para robar { $card }; tienes { $have }.
life-rivals-refuse-spin-first = Gira primero: se juega una carta al caer en una casilla amarilla o de Cotilleo.
life-rivals-refuse-pick-rival = Elige una de las cartas de tu rival: estás en una casilla de Cotilleo.
life-rivals-refuse-play-own = Juega una carta de tu propia mano: estás en una casilla amarilla.
life-rivals-refuse-rival-lacks = { $rival } no tiene esa carta.
life-rivals-refuse-you-lack = No tienes esa carta.
life-rivals-refuse-can-play = Aún puedes jugar una carta, así que no puedes descartar { $card }.
life-rivals-refuse-cost = { $card } cuesta { $money }; tienes { $have }.
life-rivals-refuse-yourself = { $card } solo se puede jugar para ti.
life-rivals-refuse-target = Juega { $card } con «me» (para ti) o «rival» (para tu rival).

## Descripciones (texto alternativo)
life-rivals-alt-spun = { $player } sacó un { $spin }.
life-rivals-alt-retired = jubilado
life-rivals-alt-on-space = en la casilla { $space }
life-rivals-alt-place = { $player } está { $where }, con { $money } y { $cards ->
    [one] { $cards } carta en la mano
   *[other] { $cards } cartas en la mano
}.
life-rivals-alt-place-career = { $player } está { $where }, es { $career }, con { $money } y { $cards ->
    [one] { $cards } carta en la mano
   *[other] { $cards } cartas en la mano
}.
life-rivals-alt-hand = Mano: { $cards }.
life-rivals-alt-hand-empty = Mano: vacía.
life-rivals-alt-careers = Profesiones: { $careers }.
life-rivals-alt-gossip = Cotilleo: { $cards }.

## El tablero
life-rivals-ask-career = Los dos se quedan una en { $panel }
life-rivals-ask-chooses = { $player } elige en { $panel }
life-rivals-ask-spin = Gira la ruleta
life-rivals-ask-steal = Gira, o antes roba las Cosas marcadas { $marked }
life-rivals-marked-or = { $first } o { $second }
life-rivals-ask-play = juega una carta de Vida en { $panel }
life-rivals-ask-gossip = elige una carta de la mano de { $rival } en { $panel }
life-rivals-ask-last-turn = el último turno
life-rivals-ask-turn = { $asked }: { $phase }
life-rivals-ask-set-up = { $phase } · { $asked }
life-rivals-no-spin = Aún nadie ha girado
life-rivals-spun-short = { $player } sacó un { $spin }
life-rivals-spun-stop = { $said }, luego un { $spin } para { $stop ->
    [kids] hijos
    [pets] mascotas
   *[insurance] el seguro de vida
}
life-rivals-deck-line = Mazo de Vida { $deck } · { $discards } descartadas
life-rivals-hand-count = { $count ->
    [one] { $count } carta en la mano
   *[other] { $count } cartas en la mano
}
life-rivals-hand-count-retired = { $count ->
    [one] { $count } carta en la mano · jubilado
   *[other] { $count } cartas en la mano · jubilado
}
life-rivals-points-short = { $score } ptos.
life-rivals-hint-collect = +{ $money }
life-rivals-hint-pay = -{ $money }
life-rivals-hint-pet = +{ $pets }
life-rivals-hint-take = cobra { $money }
life-rivals-hint-give = da { $money }
life-rivals-hint-stop = para y gira

## La mano
life-rivals-kind-career = Profesión
life-rivals-kind-card = Carta
life-rivals-card-salary = Sueldo { $money }
life-rivals-card-start = Inicial { $money }
life-rivals-card-fee = Pagar { $money }
life-rivals-card-either = Para cualquiera
life-rivals-card-points = { $points } puntos
life-rivals-card-cost = Cuesta { $money }
life-rivals-card-resale = Reventa { $money }
life-rivals-hand-title = Tu mano
life-rivals-hand-careers-title = Profesiones repartidas: quédate una
life-rivals-hand-gossip-title = Mano de { $rival }, por Cotilleo: elige una
life-rivals-the-rival = El rival
life-rivals-no-cards = { $title }: sin cartas

## Profesiones (cards.json)
life-rivals-career-nostril-doctor = Médico de pelos de la nariz
life-rivals-career-insult-lawyer = Abogado de insultos personales
life-rivals-career-conspiracy = Teórico de la conspiración
life-rivals-career-parking = Asesor de aparcamiento en línea
life-rivals-career-napper = Siestista de competición
life-rivals-career-cookie = Escritor de galletas de la suerte
life-rivals-career-line-stander = Hacedor de colas profesional
life-rivals-career-drone-walker = Paseador de perros con dron
life-rivals-career-judge = Jurado de reality
life-rivals-career-goat = Profesor de yoga con cabras

## Cartas de Vida (cards.json)
life-rivals-card-good-01 = Quitar la nieve de toda la calle
life-rivals-card-good-02 = Devolver el cortacésped prestado
life-rivals-card-good-03 = Organizar la fiesta del barrio
life-rivals-card-good-04 = Apadrinar una carretera
life-rivals-card-good-05 = Arreglar la valla de los vecinos
life-rivals-card-good-06 = Hornear para los recién llegados
life-rivals-card-good-07 = Entrenar al equipo de fútbol infantil
life-rivals-card-good-08 = Bajar a un gato de un árbol
life-rivals-card-good-09 = Llevar el intercambio de libros
life-rivals-card-good-10 = Plantar el huerto comunitario
life-rivals-card-good-11 = Prestar la escalera
life-rivals-card-good-12 = Regarles las plantas todo el verano
life-rivals-card-good-13 = Vecino del año
life-rivals-card-good-14 = Enseñar al abuelo a videollamar
life-rivals-card-good-15 = Subir la compra por la escalera
life-rivals-card-good-16 = Hacer voluntariado en el refugio
life-rivals-card-good-17 = Ordenar el parque infantil
life-rivals-card-good-18 = Cantar villancicos afinado
life-rivals-card-good-19 = Limpiar la playa
life-rivals-card-good-20 = Donar sangre con valentía
life-rivals-card-nsg-01 = Soplador de hojas a las 6 de la mañana
life-rivals-card-nsg-02 = Cortar solo medio césped
life-rivals-card-nsg-03 = Echarle la culpa al perro
life-rivals-card-nsg-04 = Responder a todos los de la calle
life-rivals-card-nsg-05 = Aparcar ocupando dos plazas
life-rivals-card-nsg-06 = Luces de Navidad hasta junio
life-rivals-card-nsg-07 = Birlar el periódico
life-rivals-card-nsg-08 = Karaoke un martes
life-rivals-card-nsg-09 = El seto se come la acera
life-rivals-card-nsg-10 = Cotillear en el chat de grupo
life-rivals-card-nsg-11 = Pedir azúcar para siempre
life-rivals-card-nsg-12 = Un dron sobre su piscina
life-rivals-card-happens-01 = Se inunda el sótano
life-rivals-card-happens-02 = Multa de aparcamiento
life-rivals-card-happens-03 = Una gotera en el tejado
life-rivals-card-happens-04 = El perro se come el sofá
life-rivals-card-happens-05 = El móvil se da un baño
life-rivals-card-happens-06 = Las tuberías se congelan
life-rivals-card-happens-07 = Se muda un mapache
life-rivals-card-happens-08 = La nevera dice basta
life-rivals-card-happens-09 = Rueda de bici pinchada
life-rivals-card-happens-10 = Otra vez sin llaves
life-rivals-card-happens-11 = Café sobre el portátil
life-rivals-card-happens-12 = Una corona dental
life-rivals-card-happens-13 = Se cae el canalón
life-rivals-card-stuff-01 = Bici eléctrica
life-rivals-card-stuff-02 = Nevera inteligente
life-rivals-card-stuff-03 = Jacuzzi
life-rivals-card-stuff-04 = Gramola antigua
life-rivals-card-stuff-05 = Cine en casa
life-rivals-card-stuff-06 = Deportivo
life-rivals-card-stuff-07 = Casa más grande
life-rivals-card-stuff-08 = Ejército de gnomos de jardín
life-rivals-card-stuff-09 = Horno de pizza
life-rivals-card-stuff-10 = Máquina de remo
life-rivals-card-stuff-11 = Casa del árbol
life-rivals-card-stuff-12 = Fuente de flamencos
life-rivals-card-stuff-13 = Tejado solar
life-rivals-card-stuff-14 = Velerito
life-rivals-card-stuff-15 = Cafetera exprés
life-rivals-card-stuff-16 = Piano de cola
life-rivals-card-stuff-17 = Piscina en el jardín
life-rivals-card-stuff-18 = Sillón de masaje
life-rivals-card-stuff-19 = Robot cortacésped
life-rivals-card-stuff-20 = Telescopio

## Casillas (board.json): nombres, y lo que cuenta una casilla naranja o roja
life-rivals-space-start = Salida
life-rivals-space-life = Vida
life-rivals-space-payday = Día de paga
life-rivals-space-sponsor = Patrocinio
life-rivals-space-sponsor-told = El pódcast de { $player } sobre céspedes consiguió un patrocinador: { $player } cobró 20K $.
life-rivals-space-gossip = Cotilleo
life-rivals-space-garage = Garaje
life-rivals-space-garage-told = La puerta del garaje se comió el parachoques de { $player }: { $player } pagó 20K $.
life-rivals-space-insurance = Seguro
life-rivals-space-best-lawn = Trofeo
life-rivals-space-best-lawn-told = { $player } ganó el trofeo al mejor césped: { $rival } le pagó 10K $ a { $player }.
life-rivals-space-mailbox = Buzón
life-rivals-space-mailbox-told = { $player } chocó marcha atrás contra el buzón de { $rival }: { $player } le pagó 10K $ a { $rival }.
life-rivals-space-baby = Bebé
life-rivals-space-kids = Hijos
life-rivals-space-kitten = Gatito
life-rivals-space-kitten-told = Un gatito callejero siguió a { $player } hasta casa: una mascota más en el coche de { $player }.
life-rivals-space-tax-audit = Hacienda
life-rivals-space-tax-audit-told = Hacienda miró con lupa a { $player }: { $player } pagó 30K $.
life-rivals-space-pets = Mascotas
life-rivals-space-bake-sale = Venta de dulces
life-rivals-space-bake-sale-told = Las barritas de limón de { $player } arrasaron en la venta de dulces: { $player } cobró 30K $.
life-rivals-space-hot-tub = Jacuzzi
life-rivals-space-hot-tub-told = El jacuzzi de { $player } inundó el patio: { $player } pagó 20K $.
life-rivals-space-retirement = Jubilación

## Las negativas del propio motor, con las palabras del juego
