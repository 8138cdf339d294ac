"""The local table in a real browser: `python -m bot --local` in a temporary folder, driven by
Playwright through Debian's Chromium (never a downloaded browser)."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
REPO_ROOT = Path(__file__).resolve().parents[2]
ADDRESS = re.compile(r"local table: (http://\S+)")
HERE = Path(__file__).parent


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test here starts the bot and a browser: `slow`, for the full run."""
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.slow)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LocalTable:
    """`python -m bot --local` running in `folder`; `start()` again after `stop()` restarts it."""

    def __init__(self, folder: Path, env: dict[str, str]):
        self.folder = folder
        self.env = env
        self.port = free_port()
        self.url = ""
        self.proc: subprocess.Popen[str] | None = None
        self.output: list[str] = []

    def start(self) -> str:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "bot", "--local", "--port", str(self.port), "--no-browser"],
            cwd=self.folder,
            env=self.env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        assert self.proc.stdout is not None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                break
            self.output.append(line)
            if found := ADDRESS.search(line):
                self.url = found.group(1)
            if self.url and "is ready" in line:
                self._drain()
                return self.url
        raise AssertionError("the local table did not start:\n" + "".join(self.output))

    def _drain(self) -> None:
        """Keep reading the output in the background so the pipe never fills."""
        import threading

        def read() -> None:
            assert self.proc is not None and self.proc.stdout is not None
            for line in self.proc.stdout:
                self.output.append(line)

        threading.Thread(target=read, daemon=True).start()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.proc = None


@pytest.fixture
def local_table(tmp_path: Path) -> Iterator[LocalTable]:
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO_ROOT),
        "GAME_SEED": "3",
        "COMPUTER_PAUSE_SECONDS": "0",
        "WORKER_PROCESSES": "1",
        "LOG_LEVEL": "INFO",
    }
    env.pop("DISCORD_TOKEN", None)
    table = LocalTable(tmp_path, env)
    table.start()
    try:
        yield table
    finally:
        table.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """One Chromium for a module's tests. Playwright's sync API keeps an event loop running on
    this thread while it is open, so it is closed with the module: an async test after it
    needs the thread free."""
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed (.ci/run installs it)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
        yield browser
        browser.close()
