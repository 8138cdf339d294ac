# Las opciones de /game new, tal como las nombran la sala de espera y el autocompletado.

option-computers = Cómo juegan los jugadores del ordenador
option-computers-normal = bien
option-computers-easy = con suavidad, para una primera partida
option-computers-hard = lo mejor que saben, pensando cuatro veces más
option-language = Idioma
option-goosebumps-first = Quién empieza
option-goosebumps-first-first-seat = el primer asiento (sienta primero a quien sea más joven)
option-goosebumps-first-random = un jugador al azar
option-life-rivals-first = Quién empieza
option-life-rivals-first-spin = los dos giran la ruleta; quien saque menos es el más celoso
option-life-rivals-first-host = el anfitrión dice quién es el más celoso
option-sweet-valley-high-ruling = Cuando los demás no se ponen de acuerdo sobre un aula
option-sweet-valley-high-ruling-majority = decide la mayoría
option-sweet-valley-high-ruling-left-decides = decide quien está a la izquierda de su novia
