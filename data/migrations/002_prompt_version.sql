-- Which position the last posted prompt shows, so a restart can tell whether the newest saved
-- position still needs its prompt (the bot may stop between saving an action and posting it).
ALTER TABLE games ADD COLUMN prompt_version INTEGER;
