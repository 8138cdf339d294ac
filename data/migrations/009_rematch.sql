-- The lobby a finished game's Rematch opened, so a second press points to it instead of
-- opening another.
ALTER TABLE games ADD COLUMN rematch_id BIGINT;
