-- Every finished game's result and every player's rating, per server and game, for /game stats
-- and /game history. Written in the transaction that finishes the game; the ratings can be
-- recomputed from the results (python -m bot ratings --rebuild).
CREATE TABLE results (
    game_id     BIGINT  PRIMARY KEY REFERENCES games (id),
    guild_id    BIGINT  NOT NULL,
    game_key    TEXT    NOT NULL,
    channel_id  BIGINT  NOT NULL,                -- the game's thread, where its recap is
    finished_at TEXT    NOT NULL
);
CREATE INDEX results_by_guild ON results (guild_id, finished_at, game_id);
CREATE INDEX results_by_guild_game ON results (guild_id, game_key, finished_at, game_id);

-- One row a seat: who played it, the place it finished in, and (for a rated player) the shown
-- rating it had after this game, so a trend needs no replay.
CREATE TABLE result_players (
    game_id     BIGINT  NOT NULL REFERENCES results (game_id),
    seat        INTEGER NOT NULL,
    guild_id    BIGINT  NOT NULL,
    game_key    TEXT    NOT NULL,
    finished_at TEXT    NOT NULL,
    player_key  TEXT,                            -- 'user:<id>' or 'computer:<strength>'; NULL: an empty seat
    name        TEXT    NOT NULL,
    place       INTEGER NOT NULL,                -- 1 for every winner; ties share a place
    won         INTEGER NOT NULL,
    rating      DOUBLE PRECISION,                -- the shown rating after this game
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX result_players_by_player
    ON result_players (guild_id, game_key, player_key, finished_at, game_id);

CREATE TABLE ratings (
    guild_id    BIGINT  NOT NULL,
    game_key    TEXT    NOT NULL,
    player_key  TEXT    NOT NULL,
    name        TEXT    NOT NULL,                -- as last seen at a table
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,       -- the shown, conservative rating: mu - 3 sigma
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    updated_at  TEXT    NOT NULL,
    PRIMARY KEY (guild_id, game_key, player_key)
);
CREATE INDEX ratings_by_rank ON ratings (guild_id, game_key, rating);
