# La sala: el mensaje con el que se abre una mesa, sus botones y la respuesta a /game new.

lobby-opened = { $host } abrió una mesa de **{ $game }** (de { $fewest } a { $most } jugadores).
lobby-open-here = Tu sala de { $game } está abierta aquí.
lobby-open-in = Tu sala de { $game } está abierta en { $place }.
lobby-title = { $game }: sala
lobby-host = Anfitrión
lobby-status = Estado
lobby-status-lobby = Esperando jugadores
lobby-status-running = Empezada
lobby-status-abandoned = Cancelada
lobby-status-finished = Terminada
lobby-seats = Asientos ({ $seated }/{ $most }, al menos { $fewest })
lobby-nobody = nadie todavía
lobby-options = Opciones
lobby-footer = Únete para sentarte; el anfitrión pulsa Empezar cuando estén todos.
lobby-button-join = Unirse
lobby-button-leave = Salir
lobby-button-start = Empezar
lobby-button-cancel = Cancelar
lobby-button-add-computer = Añadir ordenador
lobby-button-remove-computer = Quitar ordenador
