"""Turn `("game new", {"game": "cheat-street"})` into an interaction's `data`, from the synced tree.

Options are typed and checked against what the bot synced, as Discord's client does: a test that
names an unknown option or an invalid choice fails here with a clear message.
"""

from __future__ import annotations

from typing import Any

from .state import GuildState

SUB_COMMAND, SUB_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10


class CommandError(AssertionError):
    """The test asked for a command or option the bot didn't sync."""


def find_command(
    state: GuildState, name: str, guild_id: int | None = None
) -> tuple[dict[str, Any], int | None]:
    """The chat-input command by name: the guild's commands first, then global."""
    for scope in (guild_id or state.guild_id, None):
        for command in state.commands.get(scope, []):
            if command["name"] == name and int(command.get("type", 1)) == 1:
                return command, scope
    synced = sorted({c["name"] for cs in state.commands.values() for c in cs})
    raise CommandError(f"/{name} was not synced; synced commands: {synced}")


def command_data(
    state: GuildState,
    path: str,
    options: dict[str, Any],
    *,
    focused: str | None = None,
    typed: str = "",
    guild_id: int | None = None,
) -> dict[str, Any]:
    """The `data` of a slash command (or of its autocomplete, when `focused` is given), used
    in `guild_id` (default: the home guild)."""
    parts = path.strip().lstrip("/").split()
    command, scope = find_command(state, parts[0], guild_id)
    node: dict[str, Any] = command
    chain: list[dict[str, Any]] = []
    for part in parts[1:]:
        subs = [o for o in node.get("options") or [] if o["type"] in (SUB_COMMAND, SUB_GROUP)]
        match = next((o for o in subs if o["name"] == part), None)
        if match is None:
            raise CommandError(f"/{' '.join(parts)}: no '{part}' in {[o['name'] for o in subs]}")
        chain.append(match)
        node = match
    definitions = node.get("options") or []
    if any(o["type"] in (SUB_COMMAND, SUB_GROUP) for o in definitions):
        names = [o["name"] for o in definitions]
        raise CommandError(f"/{' '.join(parts)} needs a subcommand: {names}")
    known = {d["name"] for d in definitions}
    unknown = set(options) - known
    if unknown or (focused is not None and focused not in known):
        raise CommandError(
            f"/{' '.join(parts)}: unknown options {unknown or {focused}}; has {known}"
        )
    resolved: dict[str, dict[str, Any]] = {}
    values: list[dict[str, Any]] = []
    for definition in definitions:
        name = definition["name"]
        if name == focused:
            values.append(
                {"name": name, "type": definition["type"], "value": typed, "focused": True}
            )
        elif name in options:
            value = _convert(state, definition, options[name], resolved, check=focused is None)
            values.append({"name": name, "type": definition["type"], "value": value})
        elif definition.get("required") and focused is None:
            raise CommandError(f"/{' '.join(parts)}: required option '{name}' missing")
    for sub in reversed(chain):
        values = [{"name": sub["name"], "type": sub["type"], "options": values}]
    data: dict[str, Any] = {
        "id": command["id"],
        "name": command["name"],
        "type": 1,
        "options": values,
    }
    if scope is not None:
        data["guild_id"] = str(scope)
    if resolved:
        data["resolved"] = resolved
    return data


def _convert(
    state: GuildState,
    definition: dict[str, Any],
    raw: Any,
    resolved: dict[str, dict[str, Any]],
    *,
    check: bool,
) -> Any:
    kind = definition["type"]
    raw = getattr(raw, "id", raw)  # harness members and channels pass as their ids
    choices = definition.get("choices") or []
    if choices and check:
        by_value = {str(c["value"]): c["value"] for c in choices}
        by_name = {c["name"]: c["value"] for c in choices}
        if str(raw) in by_value:
            raw = by_value[str(raw)]
        elif str(raw) in by_name:
            raw = by_name[str(raw)]
        else:
            raise CommandError(
                f"option '{definition['name']}': {raw!r} is not one of {list(by_value)}"
            )
    if kind == STRING:
        return str(raw)
    if kind == INTEGER:
        return int(raw)
    if kind == NUMBER:
        return float(raw)
    if kind == BOOLEAN:
        return bool(raw)
    if kind in (USER, MENTIONABLE) and int(raw) in state.users:
        user = state.users[int(raw)]
        resolved.setdefault("users", {})[str(user.id)] = user.to_payload()
        if user.in_guild:
            member = state.member_payload(user, with_permissions=True)
            member.pop("user")
            resolved.setdefault("members", {})[str(user.id)] = member
        return str(user.id)
    if kind == CHANNEL and int(raw) in state.channels:
        channel = state.channels[int(raw)]
        resolved.setdefault("channels", {})[str(channel.id)] = state.channel_payload(
            channel, for_user=state.bot
        )
        return str(channel.id)
    if kind in (ROLE, MENTIONABLE) and int(raw) in state.roles:
        role = state.roles[int(raw)]
        resolved.setdefault("roles", {})[str(role.id)] = role.to_payload()
        return str(role.id)
    return str(raw)
