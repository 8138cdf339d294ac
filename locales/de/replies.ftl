# Was der Bot einer Person (privat) antwortet: Absagen, Bestätigungen und ihre eigene Sicht.

## Eine Partie finden und spielen

reply-no-game = In diesem Kanal läuft keine Partie; starte eine mit /spiel neu.
reply-not-started = Diese Partie hat noch nicht begonnen; der Gastgeber startet sie mit Starten.
reply-ended = Diese Partie ist zu Ende.
reply-not-seated = Du spielst in dieser Partie nicht mit.
reply-out-of-date = Diese Aufforderung ist veraltet; nimm die neueste weiter unten.
reply-not-yours = Diese Auswahl gehört einem anderen Spieler; öffne deine eigene mit dem Knopf der Aufforderung.
reply-not-saved = Die Partie konnte nicht gespeichert werden, also hat sich nichts geändert; versuch es bitte noch einmal.
reply-went-wrong = Bei uns ist etwas schiefgegangen; nichts wurde geändert.
reply-damaged = Die gespeicherten Daten dieser Partie sind beschädigt, deshalb kann sie nicht weitergehen.
reply-button-for = Dieser Knopf ist für { $name }.
reply-timer-over = Die Phase mit Zeitlimit ist schon vorbei.
reply-not-holding-up-seat = Dieser Platz hält die Partie nicht auf.
reply-skip-yourself = Du kannst dich nicht selbst überspringen oder entfernen; mach einfach deinen Zug.
reply-acted-since = Dieser Spieler hat inzwischen gehandelt, also gibt es nichts zu überspringen.
reply-not-holding-up = Dieser Spieler hält die Partie nicht auf.
reply-still-has-time = Dieser Spieler hat noch Zeit; warte, bis der Tisch anbietet, ihn zu überspringen.
reply-not-ours = Dieses Steuerelement stammt nicht von diesem Bot und bewirkt nichts.
reply-foreign = Dieses Steuerelement gehört zum Tisch einer anderen Partie und bewirkt hier nichts.
reply-not-on-menu = Diese Wahl steht nicht in diesem Menü; nimm eine seiner Optionen.
reply-nothing-to-do = Gerade hast du nichts zu wählen.
reply-cannot-show-choice = Diese Wahl kann gerade nicht angezeigt werden; nimm stattdessen /spielen.
reply-cannot-load = Diese Partie kann nicht geladen werden.
reply-your-choices = **{ $game }**: deine Möglichkeiten
reply-use-play = Wähle mit /spielen.
reply-done = Erledigt.
reply-cards-not-dealt = Die Karten werden ausgeteilt, wenn die Partie beginnt.
reply-no-secret-cards = Du hast gerade keine geheimen Karten.
reply-your-cards = **{ $game }**, deine Karten:
reply-status-finished = Diese Partie ist zu Ende.
reply-status-abandoned = Diese Partie wurde vorzeitig beendet.
reply-slow-down = Langsam: versuch es in { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
} noch einmal.

## Plätze in einer laufenden Partie

reply-left-game = Du hast die Partie verlassen; dein Platz wird übersprungen, bis ein Computer ihn übernimmt.
reply-nobody-left = { $name } ist gegangen, und niemand ist mehr zum Spielen da.
reply-computer-plays-seat = Diesen Platz spielt schon ein Computer.
reply-seat-not-empty = Dieser Platz ist nicht leer, also kann ihn kein Computer übernehmen.
reply-no-empty-seat = Niemand hat diese Partie verlassen, also gibt es keinen Platz für einen Computer.
reply-plays-seat = { $name } spielt ab jetzt den Platz von { $was }.
reply-host-gives-seats = Nur der Gastgeber kann einen Platz vergeben.
reply-already-playing-named = { $name } spielt in dieser Partie schon mit.
reply-person-plays-seat = Diesen Platz spielt schon ein Mensch.
reply-already-playing = Du spielst in dieser Partie schon mit.
reply-every-seat-taken = Diese Partie hat begonnen, und auf jedem Platz spielt ein Mensch.
reply-seat-asked = Der Gastgeber wurde gebeten, dir einen Platz zu geben.

## Lobbys

reply-already-here = Dieser Thread hat schon eine Partie; nutze /spiel beenden, bevor du eine neue startest.
reply-not-a-lobby = Diese Partie hat schon begonnen.
reply-not-a-player = Nur wer diese Partie gespielt hat, kann eine Revanche verlangen.
reply-rematch-opened = Eine Revanche dieser Partie wurde schon eröffnet.
reply-rematch-opened-at = Eine Revanche dieser Partie wurde schon eröffnet: { $link }.
reply-rematch-open-here = Deine Revanche-Lobby ist hier offen.
reply-already-seated = Du sitzt in dieser Partie schon.
reply-table-full = Dieser Tisch ist voll ({ $most } Spieler).
reply-joined = { $name } ist beigetreten.
reply-started-end-it = Die Partie hat begonnen; der Gastgeber kann sie mit /spiel beenden abbrechen.
reply-host-cannot-leave = Der Gastgeber kann nicht gehen; schließe die Lobby mit Absagen.
reply-not-seated-lobby = Du sitzt in dieser Partie nicht.
reply-left-table = Du hast den Tisch verlassen.
reply-no-computer = An diesem Tisch sitzt kein Computer, den man entfernen könnte.
reply-name-left-table = { $name } hat den Tisch verlassen.
reply-needs-players = { $game } braucht mindestens { $fewest } Spieler; { $missing ->
    [one] { $missing } muss noch beitreten.
   *[other] { $missing } müssen noch beitreten.
}
reply-has-started = { $game } hat begonnen.
reply-lobby-cancelled = Die Lobby wurde abgesagt.
reply-host-only = Nur der Gastgeber kann { $action ->
    [add-computer] einen Computer hinzufügen.
    [remove-computer] einen Computer entfernen.
    [start] die Partie starten.
   *[cancel] die Lobby absagen.
}

## Grenzen

reply-member-limit = Du leitest in diesem Server schon { $count ->
    [one] { $count } offenen Tisch
   *[other] { $count } offene Tische
} ({ $tables }), mehr darf ein Mitglied nicht: spiel einen zu Ende oder beende ihn mit /spiel beenden, bevor du einen neuen eröffnest.
reply-list-and = { $most } und { $last }
reply-server-limit = Dieser Server hat schon { $most } offene Tische, mehr darf er nicht haben: einer muss enden, bevor ein neuer eröffnet wird.

## Eine Wahl zurücknehmen

reply-nothing-to-take-back = Gerade gibt es keine Wahl zurückzunehmen: nur die letzte, und nur wenn sie nichts Neues gezeigt hat.
reply-not-the-mover = Nur { $name } kann diese Wahl zurücknehmen.
reply-already-asked = Du hast schon gefragt; die anderen entscheiden.
reply-answered = Du hast schon geantwortet; die anderen entscheiden.
reply-not-asked = Bei dieser Rücknahme wirst du nicht gefragt.
reply-no-vote = Gerade hat niemand gebeten, eine Wahl zurückzunehmen.
reply-take-back-asked = Du hast die anderen gebeten, sie zurücknehmen zu dürfen.
reply-refused = Du hast abgelehnt; die Wahl bleibt.
reply-allowed = Du hast es erlaubt.

## /spiel-Befehle

reply-guild-only = Game Night spielt in den Textkanälen eines Servers, nicht in Direktnachrichten.
reply-already-ended = Diese Partie ist schon zu Ende.
reply-not-ended = Die Partie konnte gerade nicht beendet werden; versuch es bitte noch einmal.
reply-end-not-allowed = Nur der Gastgeber oder jemand mit „Server verwalten“ kann diese Partie beenden.
reply-game-ended = Die Partie ist beendet.
reply-no-tables = Gerade gibt es keine Lobbys und keine Partien; eröffne eine mit /spiel neu.
reply-table-line = **{ $game }** ({ $status ->
    [lobby] Lobby
   *[running] läuft
}, { $count } Spieler): { $place }

## Rangliste und Verlauf

reply-unknown-game = Es gibt kein Spiel namens { $typed }; nimm eines der angebotenen Spiele.
reply-no-standings = Hier hat noch niemand eine Partie beendet, also gibt es keine Rangliste.
reply-no-standings-of = Hier hat noch niemand eine Partie { $game } beendet, also gibt es keine Rangliste.
reply-no-history = Auf diesem Server ist noch keine Partie zu Ende gegangen.
reply-no-history-of = Auf diesem Server ist noch keine Partie { $game } zu Ende gegangen.
reply-rating-note = -# Die Wertung ist das Können minus dreimal seine Unsicherheit, damit eine Glückspartie niemanden an die Spitze bringt; ▲▼ ist ihre Änderung über die letzten 5 Partien.
reply-standings-guild-only = Game Night führt die Ranglisten pro Server, also frag in einem Kanal eines Servers.
reply-standings-title = Rangliste **{ $game }** ({ $players } Spieler)
reply-standing-line = { $rank }. **{ $name }** { NUMBER($rating, minimumFractionDigits: 1) } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
reply-trend = { $rise ->
    [yes] ▲
   *[no] ▼
}{ NUMBER($change, minimumFractionDigits: 1) }
reply-standing-you = ← du
reply-history-title = **Beendete Partien** (Seite { $page } von { $pages }, neueste zuerst)
reply-history-line = **{ $game }** · { $when } · gewonnen von **{ $winners }** · { $players } · { $place }
reply-history-nobody = niemandem
reply-history-previous = Zurück
reply-history-next = Weiter

## Im Thread eines Tisches gesagt, in der Sprache des Tisches

thread-lobby-closed = Niemand hat diese Lobby rechtzeitig gestartet, also ist sie geschlossen; eröffne eine neue mit /spiel neu.
thread-seat-wanted = { $name } möchte mitspielen. Der Gastgeber kann { $name } den Platz eines Computers geben.
thread-give-seat = { $name } den Platz von { $seat } geben
thread-rematch-opened = { $host } hat eine Revanche von **{ $game }** eröffnet.
thread-rematch-call = { $called }: drückt Beitreten, um noch einmal zu spielen.
thread-game-ended = { $who } hat diese Partie { $game } beendet; sie wird als abgebrochen aufbewahrt.
thread-back-after-restart = Der Tisch ist nach einem Neustart zurück; so steht die Partie.
thread-left-game = { $name } hat die Partie verlassen.
thread-removed = { $name } wurde entfernt.
thread-take-back-asked = { $mover } bittet darum, die letzte Wahl zurückzunehmen
thread-take-back-refused = { $name } lehnt ab, also bleibt die Wahl von { $mover }
thread-take-back-allowed = { $name } erlaubt { $mover }, sie zurückzunehmen
