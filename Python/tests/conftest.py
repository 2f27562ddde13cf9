"""Shared fixtures: the installed wheel's executable, wrapped to count the runs a build makes."""
import os
import stat
import struct
import subprocess
import sys
from pathlib import Path

import pytest

import starbadge


@pytest.fixture(scope="session")
def executable() -> str:
    return starbadge.binary()


@pytest.fixture
def counted(tmp_path, executable, monkeypatch):
    """STARBADGE_BINARY set to a wrapper logging each run's subcommand; returns the log's lines."""
    log = tmp_path / "runs.log"
    wrapper = tmp_path / "bin" / "starbadge"
    wrapper.parent.mkdir()
    wrapper.write_text(f'#!/bin/sh\necho "$1" >> "{log}"\nexec "{executable}" "$@"\n')
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("STARBADGE_BINARY", str(wrapper))

    def runs(command: str | None = None) -> list[str]:
        lines = log.read_text().split() if log.exists() else []
        return [line for line in lines if command is None or line == command]
    return runs


def png_size(path) -> tuple[int, int]:
    data = Path(path).read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def run_tool(*arguments, cwd, check=True) -> subprocess.CompletedProcess:
    """Runs a tool of this venv (mkdocs, sphinx-build) as a user would, in `cwd`."""
    tool = os.path.join(os.path.dirname(sys.executable), arguments[0])
    result = subprocess.run([tool, *arguments[1:]], cwd=cwd, capture_output=True, text=True,
                            env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    if check and result.returncode != 0:
        raise AssertionError(f"{' '.join(arguments)} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return result
