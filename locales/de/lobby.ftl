# Der Tisch vor dem Spiel: die Nachricht, mit der er öffnet, seine Knöpfe und die Antwort auf /game new.

lobby-opened = { $host } hat einen Tisch für **{ $game }** eröffnet ({ $fewest }-{ $most } Spieler).
lobby-open-here = Dein Tisch für { $game } ist hier offen.
lobby-open-in = Dein Tisch für { $game } ist in { $place } offen.
lobby-title = { $game }: Tisch
lobby-host = Gastgeber
lobby-status = Stand
lobby-status-lobby = Wartet auf Spieler
lobby-status-running = Gestartet
lobby-status-abandoned = Abgesagt
lobby-status-finished = Beendet
lobby-seats = Plätze ({ $seated }/{ $most }, mindestens { $fewest })
lobby-nobody = noch niemand
lobby-options = Optionen
lobby-footer = Tritt bei, um Platz zu nehmen; der Gastgeber drückt Starten, wenn alle da sind.
lobby-button-join = Beitreten
lobby-button-leave = Verlassen
lobby-button-start = Starten
lobby-button-cancel = Absagen
lobby-button-add-computer = Computer hinzufügen
lobby-button-remove-computer = Computer entfernen
