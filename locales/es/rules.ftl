# La respuesta a /game rules, en el idioma de quien pregunta. El resumen en sí es
# rules/<clave del juego>.md en la carpeta de cada idioma (inglés: data/<clave>/rules.md).

rules-title = { $game }: reglas
