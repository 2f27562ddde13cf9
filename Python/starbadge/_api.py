"""`render` and `batch`: the `starbadge` commands called from Python, with argument lists."""
from __future__ import annotations

import json
import os
import subprocess
import tempfile
from typing import Any, Iterable, Mapping, Sequence, Union

from ._binary import binary
from ._errors import StarBadgeError
from ._manifest import Manifest
from ._options import Option, option_table, text

__all__ = ["render", "batch", "run"]

PathLike = Union[str, "os.PathLike[str]"]

_RENDER_RESERVED = {"rating": "give it as the first argument", "output": "give out=PATH (None for the bytes)"}
_BATCH_RESERVED = {"out-dir": "give out_dir=PATH", "quiet": "batch() always runs quietly"}


def run(arguments: Sequence[str], *, input: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    """Runs `starbadge ARGUMENTS...` (no shell); raises `StarBadgeError` when it fails."""
    command = [binary(), *arguments]
    result = subprocess.run(command, input=input, capture_output=True, check=False)
    if result.returncode != 0:
        raise StarBadgeError(_message(result.stderr, result.returncode), result.returncode, command)
    return result


def render(rating: float | int | str, *, out: PathLike | None, **options: Any) -> bytes | None:
    """Renders one badge, as `starbadge render --rating RATING -o OUT` does.

    `out` is the PNG (or `.svg`) file to write, or None to return the image's bytes. Every other
    keyword is a render option by its long name, dashes as underscores: `stars=10`,
    `on_color="#E53935"`, `label="Rating {rating}"`, `no_metadata=True`, `font=["A.ttf", "B.ttf"]`.
    An unknown name is a `TypeError` naming the nearest; a failed render is a `StarBadgeError`
    with the tool's message and exit code (no file is left behind).

    >>> render(4.5, out="rating.png", label="Rating {rating}")
    """
    executable = binary()
    table = option_table(executable, "render")
    arguments = ["render", "--rating", _rating(rating, table.options["rating"])]
    arguments += table.arguments(options, function="render", reserved=_RENDER_RESERVED)
    arguments += ["-o", "-" if out is None else os.fspath(out)]
    result = run(arguments)
    return result.stdout if out is None else None


def batch(rows: Iterable[Mapping[str, Any]] | PathLike, *, out_dir: PathLike, **options: Any) -> Manifest:
    """Renders many badges in one `starbadge batch` run and returns its manifest.

    `rows` is an iterable of mappings (each with `name` and `rating`, and any render option by its
    long name, `count`, `alt`, `link` or a field of your own for the templates), or the path of a
    JSON or CSV file. Keywords are batch options (`scales=[1, 2]`, `manifest="badges.json"`,
    `html_fragments="partials"`, `base_url="/badges/"`, `schema=True`, …) and render options
    every entry starts from. Files are written only when their bytes change. The markup's URLs
    are relative to the `manifest` file, or to the current folder without one (or start with
    `base_url`).

    Raises `StarBadgeError` when the run fails; when only some entries failed, the error's
    `manifest` holds the others (and `errors`, each with its line or index).
    """
    executable = binary()
    table = option_table(executable, "batch")
    wanted_manifest = options.pop("manifest", None)
    arguments = table.arguments(options, function="batch", reserved=_BATCH_RESERVED)
    with tempfile.TemporaryDirectory(prefix="starbadge-") as scratch:
        if isinstance(rows, (str, os.PathLike)):
            source = os.fspath(rows)
        else:
            source = os.path.join(scratch, "rows.json")
            with open(source, "w", encoding="utf-8") as f:
                json.dump([dict(row) for row in rows], f, ensure_ascii=False, default=_json_value)
        manifest_path = os.fspath(wanted_manifest) if wanted_manifest else _scratch_manifest(scratch)
        command = [executable, "batch", source, "--out-dir", os.fspath(out_dir), "--manifest", manifest_path,
                   "--quiet", *arguments]
        result = subprocess.run(command, capture_output=True, check=False)
        manifest = None
        if os.path.isfile(manifest_path) and result.returncode in (0, 65, 66, 73, 74):
            with open(manifest_path, encoding="utf-8") as f:
                manifest = Manifest.from_json(json.load(f))
        if not wanted_manifest and os.path.dirname(manifest_path) != scratch and os.path.exists(manifest_path):
            os.unlink(manifest_path)
        if result.returncode != 0:
            raise StarBadgeError(_message(result.stderr, result.returncode), result.returncode, command, manifest)
    assert manifest is not None, "starbadge batch succeeded without writing its manifest"
    return manifest


def _scratch_manifest(scratch: str) -> str:
    """A manifest path in the current folder, so that the markup's URLs are relative to it
    (removed after reading); in `scratch` when the current folder cannot be written."""
    try:
        handle, path = tempfile.mkstemp(prefix=".starbadge-manifest-", suffix=".json", dir=os.getcwd())
    except OSError:
        return os.path.join(scratch, "manifest.json")
    os.close(handle)
    os.unlink(path)
    return path


def _rating(rating: Any, option: Option) -> str:
    if isinstance(rating, bool) or not isinstance(rating, (int, float, str, os.PathLike)) and \
            type(rating).__name__ not in ("Decimal", "Fraction"):
        raise TypeError(f"render(): the rating is a number (or its text), not {rating!r}")
    return text(rating, option, "render")


def _json_value(value: Any) -> Any:
    """Row values JSON cannot hold as they are: decimals and paths, as text."""
    if isinstance(value, os.PathLike):
        return os.fspath(value)
    name = type(value).__name__
    if name in ("Decimal", "Fraction"):
        return text(value, Option("value", True, False), "batch")
    raise TypeError(f"batch(): a row value cannot be {name} {value!r}")


def _message(stderr: bytes, code: int) -> str:
    message = stderr.decode("utf-8", "replace").strip()
    return message or f"starbadge exited with {code} and said nothing"
