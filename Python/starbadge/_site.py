"""What the site-builder plugins share: badge specs from pages, one batch run for all of them.

A page asks for badges one by one (a Markdown image, a directive); the plugins collect every
spec of the build, then render them all in one `starbadge batch` run into a cache folder that
outlives the build (files are rewritten only when their bytes change), and put each badge's
markup into its page with URLs relative to that page.
"""
from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import subprocess
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from ._errors import StarBadgeError
from ._manifest import Manifest, ManifestEntry
from ._options import OptionTable, option_table

__all__ = ["BadgeSpec", "SiteBatch", "BASE", "relink", "spec_options", "page_options"]

# Every URL in the markup batch writes starts here (`--base-url`); each page swaps it for the
# badges folder's URL relative to itself. `.invalid` is reserved: it can never be a real host.
BASE = "https://starbadge.invalid/"
_URL = re.compile(re.escape(BASE) + r"([^\"'\s,<>]*)")

# Render options a page cannot set: the batch decides where files go and in what form.
_NOT_FOR_PAGES = {"rating", "output", "format", "preview", "help", "max-pixels"}


def page_options(executable: str) -> OptionTable:
    """The options a page's badge may set: `render`'s, less those the batch owns."""
    table = option_table(executable, "render")
    return OptionTable(command="render", options={n: o for n, o in table.options.items() if n not in _NOT_FOR_PAGES})


@dataclass(frozen=True)
class BadgeSpec:
    """One badge a page asks for: its rating, options (long names) and alt-text template."""

    rating: str
    options: tuple[tuple[str, Any], ...] = ()
    alt: str | None = None

    @functools.cached_property
    def name(self) -> str:
        """A name made of the spec alone, so the same badge on many pages is one file."""
        key = json.dumps([self.rating, list(self.options), self.alt], ensure_ascii=False, separators=(",", ":"))
        return "b" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]

    def entry(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"name": self.name, "rating": self.rating}
        entry.update(self.options)
        if self.alt:
            entry["alt"] = self.alt
        return entry


def spec_options(table: OptionTable, options: Iterable[tuple[str, str]], *, where: str) -> tuple[tuple[str, Any], ...]:
    """Options from text (a query, directive options) as batch fields, checked against `table`.

    An empty value of a flag is `True`. Raises `ValueError` naming the nearest option for an
    unknown name, and for a value given to a flag or missing for an option that takes one.
    """
    fields: dict[str, Any] = {}
    for key, value in options:
        try:
            option = table.lookup(key.replace("_", "-"), function=where)
        except TypeError as error:
            nearest = re.search(r"did you mean '([^']+)'", str(error))
            hint = f" (did you mean '{nearest.group(1).replace('_', '-')}'?)" if nearest else ""
            raise ValueError(f"unknown option '{key}'{hint}") from None
        if not option.takes_value:
            if value not in ("", "true", "yes", "1"):
                raise ValueError(f"'{key}' is a flag: give it without a value")
            fields[option.name] = True
        elif value == "":
            raise ValueError(f"'{key}' needs a value")
        elif option.repeatable:
            fields.setdefault(option.name, []).append(value)
        else:
            fields[option.name] = value
    return tuple(sorted(fields.items()))


def relink(markup: str, url_of: Callable[[str], str]) -> str:
    """`markup` with every batch URL replaced by `url_of(path in the output folder)`."""
    return _URL.sub(lambda m: url_of(m.group(1)), markup)


class SiteBatch:
    """One `starbadge batch` run over specs or a data file, into `out_dir`, with `arguments`."""

    def __init__(self, executable: str, out_dir: str, arguments: list[str]) -> None:
        self.executable = executable
        self.out_dir = out_dir
        self.arguments = arguments
        self.runs = 0
        self.skipped = False

    def run(self, source: str, folder: str, *extra: str) -> tuple[Manifest, int]:
        """Runs the batch on `source` into `out_dir/folder`; returns its manifest and exit status.

        The manifest is `out_dir/folder.manifest.json`; URLs in its markup are `BASE folder/file`.

        Raises `StarBadgeError` for a failure that is not a bad entry (a usage error, a
        malformed input); bad entries are the manifest's `errors` (status 65).
        """
        manifest_path = os.path.join(self.out_dir, folder + ".manifest.json")
        command = [self.executable, "batch", source, "--out-dir", os.path.join(self.out_dir, folder),
                   "--manifest", manifest_path, "--base-url", BASE + folder + "/", "--quiet",
                   *self.arguments, *extra]
        self.runs += 1
        result = subprocess.run(command, capture_output=True, check=False)
        message = result.stderr.decode("utf-8", "replace").strip()
        if result.returncode not in (0, 65) or not os.path.isfile(manifest_path):
            raise StarBadgeError(message or f"exit {result.returncode}", result.returncode, command)
        with open(manifest_path, encoding="utf-8") as f:
            manifest = Manifest.from_json(json.load(f))
        if result.returncode == 65 and not manifest.errors:
            raise StarBadgeError(message, result.returncode, command, manifest)
        return manifest, result.returncode

    def render(self, specs: Iterable[BadgeSpec], folder: str, *extra: str) -> tuple[dict[str, ManifestEntry], dict[str, str]]:
        """Renders `specs` (each once) into `out_dir/folder`; returns entries and errors by name."""
        unique = {spec.name: spec for spec in specs}
        os.makedirs(os.path.join(self.out_dir, folder), exist_ok=True)
        source = os.path.join(self.out_dir, folder + ".input.json")
        data = json.dumps([unique[name].entry() for name in sorted(unique)], ensure_ascii=False, indent=0)
        _write_if_changed(source, data)
        key = self._key(data, list(extra))
        key_path = os.path.join(self.out_dir, folder + ".key")
        manifest = self._unchanged(key, key_path, folder)
        if manifest is None:
            if os.path.exists(key_path):
                os.unlink(key_path)
            names = sorted(unique)
            try:
                manifest, status = self.run(source, folder, *extra)
            except StarBadgeError as error:
                # A refusal of the whole input that names entries ("the ratings go up to 9
                # (entry 3)"): those entries' error, so the pages that asked for them are named.
                blamed = {names[int(n) - 1] for n in re.findall(r"\bentry (\d+)\b", error.message)
                          if 0 < int(n) <= len(names)}
                if not blamed:
                    raise
                message = re.sub(r"^Error: .*?(?:input\.json|characters\)): ", "", error.message.splitlines()[0])
                return {}, {name: message for name in blamed}
            if status == 0:
                _write_if_changed(key_path, key)
        errors = {error.name or "": error.message for error in manifest.errors}
        return {entry.name: entry for entry in manifest.entries}, errors


    def _key(self, data: str, extra: list[str]) -> str:
        """What the run's output depends on: its input, options, executable and the files they name.

        (System fonts named by family are not part of it: delete the cache to render again after
        changing them.)"""
        words = [*self.arguments, *extra, *re.findall(r'"((?:[^"\\]|\\.)*)"', data)]
        files = []
        for word in sorted(set(words)):
            try:
                status = os.stat(word)
            except (OSError, ValueError):
                continue
            files.append([word, status.st_size, status.st_mtime_ns])
        executable = os.stat(self.executable)
        identity = [os.path.realpath(self.executable), executable.st_size, executable.st_mtime_ns]
        text = json.dumps([identity, self.arguments, extra, files, data], ensure_ascii=False)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def _unchanged(self, key: str, key_path: str, folder: str) -> Manifest | None:
        """The last run's manifest when it ran on exactly this and its files are all there."""
        try:
            with open(key_path, encoding="utf-8") as f:
                if f.read() != key:
                    return None
            with open(os.path.join(self.out_dir, folder + ".manifest.json"), encoding="utf-8") as f:
                manifest = Manifest.from_json(json.load(f))
        except (OSError, ValueError):
            return None
        out = os.path.join(self.out_dir, folder)
        if manifest.errors or not all(os.path.isfile(os.path.join(out, file))
                                      for entry in manifest.entries for file in entry_files(entry)):
            return None
        self.skipped = True
        return manifest


def _write_if_changed(path: str, text: str) -> None:
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except FileNotFoundError:
        pass
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(path + ".tmp", path)


def publish(source: str, destination: str, folders: set[str] | None = None) -> bool:
    """Puts the cached file `source` at `destination` (a hard link, else a copy) unless it is there.

    Returns whether anything was written. `folders` remembers the folders already made.
    """
    folder = os.path.dirname(destination)
    if folders is None or folder not in folders:
        os.makedirs(folder, exist_ok=True)
        if folders is not None:
            folders.add(folder)
    try:
        os.link(source, destination)
        return True
    except FileExistsError:
        if os.path.samefile(source, destination):
            return False
    except OSError:
        pass
    temporary = destination + ".starbadge-tmp"
    if os.path.lexists(temporary):
        os.unlink(temporary)
    try:
        os.link(source, temporary)
    except OSError:
        import shutil
        shutil.copyfile(source, temporary)
    os.replace(temporary, destination)
    return True


def entry_files(entry: ManifestEntry) -> list[str]:
    """Every file the batch wrote for `entry`, relative to its output folder."""
    files = [v.file for v in entry.variants] + [v.file for v in entry.dark]
    svg = entry.data.get("svg")
    if isinstance(svg, str):
        files.append(svg)
    elif isinstance(svg, Mapping) and "file" in svg:
        files.append(svg["file"])
    return files
