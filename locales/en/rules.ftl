# The answer to /game rules, in the asker's language. The summary itself is
# rules/<game key>.md in each language's folder (English: data/<game key>/rules.md).

rules-title = { $game }: rules
