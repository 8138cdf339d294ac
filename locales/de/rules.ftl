# Die Antwort auf /game rules, in der Sprache der fragenden Person. Die Zusammenfassung selbst
# ist rules/<Spielschlüssel>.md im Ordner jeder Sprache (Englisch: data/<Schlüssel>/rules.md).

rules-title = { $game }: Regeln
