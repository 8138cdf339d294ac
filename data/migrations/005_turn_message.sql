-- The turn's message: which seats it asked, its story so far and the board it shows (JSON), so
-- after a restart the same message is edited again instead of a new one being posted.
ALTER TABLE games ADD COLUMN turn_json TEXT;
