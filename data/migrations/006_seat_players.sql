-- Who plays each seat: a person, a computer, or nobody yet (a person left a running game and no
-- computer has taken over). A computer's or an empty seat's user_id is negative, so it never
-- matches a Discord user.
ALTER TABLE seats ADD COLUMN player TEXT NOT NULL DEFAULT 'person'
    CHECK (player IN ('person', 'computer', 'vacant'));
