"""Game Night: a Discord bot that hosts board games."""
