"""The Discord side: slash commands, components and the table that shows games in threads."""
