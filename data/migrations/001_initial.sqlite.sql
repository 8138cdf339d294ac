-- Games, their seats, the append-only event log and the latest snapshot of each game.
-- SQLite's version; 001_initial.postgres.sql is the same schema where the dialects differ:
-- an INTEGER PRIMARY KEY numbers itself only in SQLite, and Discord ids need 64 bits, which
-- INTEGER is in SQLite and BIGINT in PostgreSQL.
CREATE TABLE games (
    id              INTEGER PRIMARY KEY,
    game_key        TEXT    NOT NULL,
    guild_id        INTEGER NOT NULL,
    parent_id       INTEGER NOT NULL,            -- the text channel the lobby was opened from
    channel_id      INTEGER NOT NULL,            -- the thread (or the channel itself) it lives in
    host_id         INTEGER NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'abandoned')),
    seed            INTEGER NOT NULL,
    lobby_message_id  INTEGER,
    prompt_message_id INTEGER,
    created_at      TEXT    NOT NULL,
    updated_at      TEXT    NOT NULL
);
CREATE INDEX games_by_channel ON games (channel_id, status);
CREATE INDEX games_by_guild ON games (guild_id, status);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seat     INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);

CREATE TABLE events (
    game_id        INTEGER NOT NULL REFERENCES games (id),
    version        INTEGER NOT NULL,
    seat           INTEGER,                      -- NULL: a timed phase closed on its own
    action_id      TEXT    NOT NULL,
    interaction_id INTEGER UNIQUE,
    created_at     TEXT    NOT NULL,
    PRIMARY KEY (game_id, version)
);

CREATE TABLE snapshots (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id),
    version    INTEGER NOT NULL,
    state_json TEXT    NOT NULL,
    updated_at TEXT    NOT NULL
);
