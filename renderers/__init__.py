"""Pillow renderers: each game's public view drawn as a PNG board image."""
