-- Which secret each seat is owed: written in the transaction of the action that changed it and
-- marked delivered once the DM (or the closed-DM notice) went out, so that after a crash a
-- restart sends every seat the latest secret it never got.
CREATE TABLE secret_outbox (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    seat      INTEGER NOT NULL,
    version   INTEGER NOT NULL,                  -- the position whose secret is owed
    delivered INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
