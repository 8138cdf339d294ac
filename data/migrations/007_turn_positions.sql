-- The saved position at the end of each turn of a game, for its recap: drawn from these, a
-- recap never depends on today's rules replaying an older game's log the same way. A game
-- keeps at most a bounded, evenly spread number of them (the store thins them as it goes),
-- and they are deleted once its recap was drawn or the game was ended early.
CREATE TABLE turn_positions (
    game_id    BIGINT  NOT NULL REFERENCES games (id),
    turn       INTEGER NOT NULL,                 -- 0: the setup; counts every turn, kept or not
    version    INTEGER NOT NULL,                 -- the snapshot version the position had
    state_json TEXT    NOT NULL,
    PRIMARY KEY (game_id, turn)
);
