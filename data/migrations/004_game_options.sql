-- The options a lobby was opened with (a game's own settings, as JSON), read when it starts.
ALTER TABLE games ADD COLUMN options_json TEXT NOT NULL DEFAULT '{}';
