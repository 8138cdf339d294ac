"""What an operator sees when the bot can't start: one line and an exit code, no traceback."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from tests.databases import server_url

ROOT = Path(__file__).resolve().parents[2]

WITH_DATA_DIR = """
import sys
from pathlib import Path
import bot.paths
bot.paths.DATA_DIR = Path(sys.argv[1])
from bot.__main__ import main
sys.exit(main())
"""


def _run(args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    return subprocess.run(
        [sys.executable, *args],
        cwd=tmp_path,
        env=base | {"PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "launch-test-token"} | env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def _error_lines(done: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in (done.stdout + done.stderr).splitlines() if "ERROR" in line]


def test_a_broken_board_file_is_named_and_exits_3(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    (data / "cheat-street" / "board.json").write_text("{ not json")
    done = _run(["-c", WITH_DATA_DIR, str(data)], tmp_path)
    assert done.returncode == 3
    errors = _error_lines(done)
    assert len(errors) == 1 and "board.json" in errors[0]
    assert "Traceback" not in done.stderr


def test_a_missing_data_file_is_named_and_exits_3(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    (data / "cheat-street" / "board.json").unlink()
    done = _run(["-c", WITH_DATA_DIR, str(data)], tmp_path)
    assert done.returncode == 3
    assert "board.json" in _error_lines(done)[0]


def test_an_unreadable_database_exits_4_with_one_line(tmp_path: Path) -> None:
    database = tmp_path / "broken.sqlite3"
    database.write_bytes(b"not a database at all" * 200)
    done = _run(["-m", "bot"], tmp_path, DATABASE_PATH=str(database))
    assert done.returncode == 4
    errors = _error_lines(done)
    assert len(errors) == 1 and "broken.sqlite3" in errors[0]
    assert "Traceback" not in done.stderr
    assert database.read_bytes().startswith(b"not a database")


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _assert_one_line_naming_database_url(
    done: subprocess.CompletedProcess[str], secret: str
) -> None:
    assert done.returncode == 4, done.stderr
    errors = _error_lines(done)
    assert len(errors) == 1 and "DATABASE_URL" in errors[0], errors
    assert "Traceback" not in done.stderr
    assert secret not in done.stdout + done.stderr


def test_a_database_url_that_cannot_be_reached_exits_4_with_one_line(tmp_path: Path) -> None:
    url = f"postgresql://gn:hunter2-pw@127.0.0.1:{_closed_port()}/games"
    done = _run(["-m", "bot"], tmp_path, DATABASE_URL=url)
    _assert_one_line_naming_database_url(done, "hunter2-pw")
    assert "can't be reached" in done.stderr


def test_a_database_url_with_a_wrong_password_exits_4_with_one_line(tmp_path: Path) -> None:
    parts = urlsplit(server_url())
    wrong = parts._replace(netloc=f"{parts.username}:hunter2-pw@{parts.hostname}:{parts.port}")
    done = _run(["-m", "bot"], tmp_path, DATABASE_URL=urlunsplit(wrong))
    _assert_one_line_naming_database_url(done, "hunter2-pw")
    assert "refused the login" in done.stderr
