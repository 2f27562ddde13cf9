"""Where the `starbadge` executable the wheel installed is."""
from __future__ import annotations

import os
import sys
import sysconfig
from pathlib import Path

__all__ = ["binary"]

_NAME = "starbadge.exe" if sys.platform == "win32" else "starbadge"


def _candidates() -> list[Path]:
    """The folders a wheel's `.data/scripts` may have been installed into, nearest first.

    The package's own place decides first (its install and its executable go together, whatever
    Python runs it): `<prefix>/lib/pythonX.Y/site-packages/starbadge` has its executable in
    `<prefix>/bin` (a venv, the system, `pip install --user`, `--prefix`), and
    `pip install --target DIR` puts it in `DIR/bin`. Then the interpreter's own script folders.
    """
    package = Path(__file__).resolve().parent
    folders = [package.parent / "bin"]
    if len(package.parents) > 3:
        folders.append(package.parents[3] / "bin")
    folders.append(package.parents[2] / "Scripts")  # Windows: <prefix>/Lib/site-packages
    folders.append(Path(sysconfig.get_path("scripts")))
    user_scheme = f"{os.name}_user"
    if user_scheme in sysconfig.get_scheme_names():
        folders.append(Path(sysconfig.get_path("scripts", scheme=user_scheme)))
    seen: list[Path] = []
    for folder in folders:
        if folder not in seen:
            seen.append(folder)
    return seen


def binary() -> str:
    """The path of the `starbadge` executable installed with this package.

    `STARBADGE_BINARY`, when set, names the executable to use instead (a source build, say).
    Raises `FileNotFoundError` listing the places searched when there is none.
    """
    override = os.environ.get("STARBADGE_BINARY")
    if override:
        if os.path.isfile(override) and os.access(override, os.X_OK):
            return os.path.abspath(override)
        raise FileNotFoundError(f"STARBADGE_BINARY is {override!r}, which is not an executable file")
    searched = []
    for folder in _candidates():
        path = folder / _NAME
        searched.append(str(path))
        if path.is_file() and os.access(path, os.X_OK):
            return str(path)
    raise FileNotFoundError(
        "the starbadge executable is not installed beside this package (searched: "
        + ", ".join(searched)
        + "); install the wheel (pip install starbadge) or set STARBADGE_BINARY"
    )
