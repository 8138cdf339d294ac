# Die Optionen von /game new, wie Lobby und Autovervollständigung sie nennen.

option-computers = Wie Computerspieler spielen
option-computers-normal = gut
option-computers-easy = sanft, für eine erste Partie
option-computers-hard = so gut sie können, mit viermal so viel Bedenkzeit
option-language = Sprache
option-goosebumps-first = Wer beginnt
option-goosebumps-first-first-seat = der erste Platz (setzt die Jüngste oder den Jüngsten dorthin)
option-goosebumps-first-random = ein zufälliger Spieler
option-life-rivals-first = Wer beginnt
option-life-rivals-first-spin = beide drehen; wer niedriger dreht, ist eifersüchtiger
option-life-rivals-first-host = der Gastgeber sagt, wer eifersüchtiger ist
option-sweet-valley-high-ruling = Wenn die anderen sich über ein Klassenzimmer nicht einig sind
option-sweet-valley-high-ruling-majority = die Mehrheit entscheidet
option-sweet-valley-high-ruling-left-decides = entscheidet, wer links von seiner Freundin sitzt
