"""Sweet Valley High (Milton Bradley, 2-4 players): find your items and your boyfriend among
the face-down cards in the classrooms, then get home before the big date."""
