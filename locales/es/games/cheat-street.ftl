# Cheat Street: cada palabra que muestran sus reglas, sus descripciones y sus imágenes. Los
# lugares vienen en varias formas (place, place-at, place-to, place-title, place-of) para que
# cada frase lleve el artículo que pide el lugar (la Salida, el Banco, Correos).

## Cartas de objetivo y calles

cheat-street-goal-bakery = Panadería
cheat-street-goal-bank = Banco
cheat-street-goal-cinema = Cine
cheat-street-goal-library = Biblioteca
cheat-street-goal-museum = Museo
cheat-street-goal-park = Parque
cheat-street-goal-pharmacy = Farmacia
cheat-street-goal-post-office = Correos
cheat-street-goal-school = Colegio
cheat-street-goal-harbour = Puerto
cheat-street-goal-toy-shop = Juguetería
cheat-street-goal-zoo = Zoo

cheat-street-street-north-avenue = Avenida Norte
cheat-street-street-east-avenue = Avenida Este
cheat-street-street-south-avenue = Avenida Sur
cheat-street-street-west-avenue = Avenida Oeste
cheat-street-street-inner-ring-north = Ronda Interior Norte
cheat-street-street-inner-ring-east = Ronda Interior Este
cheat-street-street-inner-ring-south = Ronda Interior Sur
cheat-street-street-inner-ring-west = Ronda Interior Oeste
cheat-street-street-outer-ring-north = Ronda Exterior Norte
cheat-street-street-outer-ring-east = Ronda Exterior Este
cheat-street-street-outer-ring-south = Ronda Exterior Sur
cheat-street-street-outer-ring-west = Ronda Exterior Oeste

## Lugares, en las formas que piden las frases

cheat-street-start = Salida
cheat-street-place = { $kind ->
    [start] la Salida
    [goal] { $goal ->
        [bakery] la { $name }
        [library] la { $name }
        [pharmacy] la { $name }
        [toy-shop] la { $name }
        [post-office] { $name }
       *[other] el { $name }
    }
    [bus] la parada { $line }
   *[street] una casilla de calle
}
cheat-street-place-at = { $kind ->
    [start] la Salida
    [goal] { $goal ->
        [bakery] la { $name }
        [library] la { $name }
        [pharmacy] la { $name }
        [toy-shop] la { $name }
        [post-office] { $name }
       *[other] el { $name }
    }
    [bus] la parada { $line }
   *[street] una casilla de calle
}
cheat-street-place-to = { $kind ->
    [start] la Salida
    [goal] { $goal ->
        [bakery] la { $name }
        [library] la { $name }
        [pharmacy] la { $name }
        [toy-shop] la { $name }
        [post-office] { $name }
       *[other] el { $name }
    }
    [bus] la parada { $line }
   *[street] una casilla de calle
}
cheat-street-place-title = { $kind ->
    [start] Salida
    [goal] { $goal ->
        [bakery] La { $name }
        [library] La { $name }
        [pharmacy] La { $name }
        [toy-shop] La { $name }
        [post-office] { $name }
       *[other] El { $name }
    }
    [bus] Parada { $line }
   *[street] Una casilla de calle
}
cheat-street-place-of = { $kind ->
    [start] de la Salida
    [goal] { $goal ->
        [bakery] de la { $name }
        [library] de la { $name }
        [pharmacy] de la { $name }
        [toy-shop] de la { $name }
        [post-office] de { $name }
       *[other] del { $name }
    }
    [bus] de la parada { $line }
   *[street] de una casilla de calle
}
cheat-street-street-of = { $key ->
    [place] de { $street }
   *[other] de la { $street }
}
cheat-street-crossing = { $street } esquina con { $other }
cheat-street-near = { $street }, { $side } { $mark }
cheat-street-side = { $direction ->
    [north] al norte
    [south] al sur
    [east] al este
    [west] al oeste
    [north-east] al noreste
    [north-west] al noroeste
    [south-east] al sureste
    [south-west] al suroeste
   *[other] en
}
cheat-street-heading = { $direction ->
    [north] al norte
    [south] al sur
    [east] al este
    [west] al oeste
    [north-east] al noreste
    [north-west] al noroeste
    [south-east] al sureste
    [south-west] al suroeste
   *[other] aquí
}
cheat-street-whereabouts = { $side } de la Salida
cheat-street-steps = { $count ->
    [one] { $count } paso
   *[other] { $count } pasos
}

## De qué se compone una puntuación

cheat-street-made-reveals = { $count ->
    [one] { $count } revelación
   *[other] { $count } revelaciones
}
cheat-street-made-callouts = { $count ->
    [one] { $count } acusación
   *[other] { $count } acusaciones
}
cheat-street-made-both = { $reveals ->
    [one] { $reveals } revelación
   *[other] { $reveals } revelaciones
}, { $callouts ->
    [one] { $callouts } acusación
   *[other] { $callouts } acusaciones
}

## Controles

cheat-street-roll = Tirar el dado
cheat-street-pass = Pasar (no acusar)
cheat-street-step-by-step = Paso a paso
cheat-street-group-call-out = Acusar al jugador activo
cheat-street-group-move = Mover
cheat-street-group-where = Adónde ir
cheat-street-call-out = Acusar: { $goal }
cheat-street-reveal-at = Revelar en { $place }
cheat-street-ride = Tomar el autobús { $line } al otro lado
cheat-street-stop-at = Quedarse en { $place }
cheat-street-step = Paso { $heading }
cheat-street-step-to = Paso { $heading } hasta { $place }
cheat-street-badged = { $badge } · { $label }
cheat-street-go-reveal = Revelar en { $place }
cheat-street-go-reveal-via = Revelar en { $place }, por { $via }
cheat-street-go-ride = Autobús desde { $place }
cheat-street-go-ride-via = Autobús desde { $place }, por { $via }
cheat-street-go-to = { $place }
cheat-street-go-to-via = { $place }, por { $via }

## Qué se pide ahora

cheat-street-phase-over = Fin de la partida: ha ganado { $player }
cheat-street-phase-over-nobody = Fin de la partida: no ha ganado nadie
cheat-street-phase-callout = { $caller } puede acusar a { $player }
cheat-street-phase-roll = { $player } debe tirar el dado
cheat-street-phase-choose = { $player } debe avanzar { $count ->
    [one] { $count } paso
   *[other] { $count } pasos
} hasta un lugar numerado
cheat-street-walk-on = { $count ->
    [0] quedarse ahí
    [one] avanzar { $count } paso más
   *[other] avanzar { $count } pasos más
}
cheat-street-phase-move = { $player } debe { $then }
cheat-street-phase-reveal = { $player } debe revelar aquí o { $then }
cheat-street-phase-ride = { $player } debe tomar el autobús { $line } o { $then }

## La historia de la partida

cheat-street-opening-roll = Tirada inicial: { $rolls }.
cheat-street-opening-tie = { $players } empataron a { $roll } y volvieron a tirar: { $rolls }.
cheat-street-went-first = { $player } sacó la tirada más alta y empezó.
cheat-street-skipped = { $player } pierde el turno y se le retira la ficha de castigo
cheat-street-turn-from-start = Turno de { $player }, desde la Salida: nadie puede acusar
cheat-street-turn-no-callers = Turno de { $player }: nadie puede acusar
cheat-street-turn-callers = Turno de { $player }: { $callers } { $count ->
    [one] puede
   *[other] pueden
} acusar, en ese orden
cheat-street-passed = { $players } { $count ->
    [one] pasó
   *[other] pasaron
}
cheat-street-nobody-called = nadie acusó a { $player }
cheat-street-won = ¡{ $player } llegó a { $score } puntos y ganó!
cheat-street-walked = avanzó { $steps }
cheat-street-walked-via = avanzó { $steps } por { $via }
cheat-street-walked-to = fue hasta { $place }
cheat-street-walked-to-via = fue hasta { $place } por { $via }
cheat-street-removed = { $player } ha salido de la partida; su carta ha vuelto al mazo
cheat-street-rolled = { $player } sacó un { $roll }
cheat-street-rode = tomó el autobús { $line } al otro lado del tablero
cheat-street-called-wrong = { $caller } acusó a { $called } con la carta { $goal } y falló: { $caller } se lleva una ficha de castigo
cheat-street-called-right = { $caller } acusó a { $called } con la carta { $goal } y acertó: +{ $points } → { $score }
cheat-street-back-to-start = { $player } volvió a la Salida
cheat-street-revealed = { $player } reveló la carta de objetivo { $goal }: +{ $points } → { $score }
cheat-street-drew = { $player } robó una carta de objetivo nueva
cheat-street-new-card = Tu nueva carta de objetivo: { $goal }.
cheat-street-time-up = Se acabó el tiempo para acusar
cheat-street-late-caller = { $player } tardó demasiado y cuenta como que pasa
cheat-street-late-mover = { $player } tardó demasiado: pierde el turno
cheat-street-too-few = Cheat Street necesita al menos { $count } jugadores.
cheat-street-reason = { $player } llegó a { $score } puntos.

## Lo que solo ve cada jugador

cheat-street-you-left = Has salido de esta partida.
cheat-street-your-card = Tu carta de objetivo: { $goal }
cheat-street-your-tile = Tu casilla de objetivo, { $goal }, está { $where }.
cheat-street-marker-reminder = Tienes una ficha de castigo: pierdes tu próximo turno.

## Rechazos, para quien lo intentó

cheat-street-refusal-unknown = «{ $action }» no es una acción de Cheat Street.
cheat-street-refusal-wait = Espera: los demás aún pueden acusarte antes de que muevas.
cheat-street-refusal-callout-over = La fase de acusación de este turno ya ha terminado.
cheat-street-refusal-rolled = Ya has tirado en este turno.
cheat-street-refusal-roll-first = Primero tira el dado.
cheat-street-refusal-stepping = Ya estás moviendo paso a paso.
cheat-street-refusal-choose = Elige adónde ir, o elige antes Paso a paso.
cheat-street-refusal-no-steps = No te quedan pasos.
cheat-street-refusal-not-next = { $place } no está junto a ti.
cheat-street-refusal-u-turn = No puedes volver directamente a la casilla que acabas de dejar.
cheat-street-refusal-not-on-goal = No estás en una casilla de objetivo alcanzada en este movimiento.
cheat-street-refusal-not-your-card = Tu carta de objetivo no es «{ $goal }».
cheat-street-refusal-not-on-bus = No estás en una parada de autobús alcanzada en este movimiento.
cheat-street-refusal-steps-left = Aún te { $count ->
    [one] queda { $count } paso
   *[other] quedan { $count } pasos
} por mover.
cheat-street-refusal-self = No puedes acusarte a ti mismo; espera mientras los demás deciden.
cheat-street-refusal-punished = Tienes una ficha de castigo, así que no puedes acusar en este turno.
cheat-street-refusal-passed = Ya has pasado en este turno.
cheat-street-refusal-caller-first = { $caller } puede acusar primero; mientras tanto puedes pasar.
cheat-street-refusal-move-over = Tu movimiento ya ha terminado; ahora es el turno de { $player }.
cheat-street-refusal-not-your-turn = Es el turno de { $player }.
cheat-street-refusal-take-step = Este turno mueves paso a paso: da tu siguiente paso.
cheat-street-refusal-other-roll = Ese destino era para otra tirada: has sacado un { $roll }, elige de nuevo.
cheat-street-refusal-unreachable = Desde aquí no puedes llegar hasta { $place } por ese camino en { $count ->
    [one] { $count } paso
   *[other] { $count } pasos
}.

## Descripciones (texto alternativo)

cheat-street-alt-rolled = { $player } sacó un { $roll }.
cheat-street-alt-on = { $player } está en { $place }.
cheat-street-alt-on-punished = { $player } está en { $place }, con ficha de castigo.
cheat-street-alt-on-street = { $player } está en una casilla de calle { $side } de la Salida.
cheat-street-alt-on-street-punished = { $player } está en una casilla de calle { $side } de la Salida, con ficha de castigo.
cheat-street-alt-goal = Objetivo: { $goal }, { $where }.

## Las imágenes

cheat-street-goal-card = Carta de objetivo
cheat-street-tag-left = dejó la partida
cheat-street-tag-caller = puede acusar a { $player }
cheat-street-tag-passed = pasó
cheat-street-tag-punished = castigo
