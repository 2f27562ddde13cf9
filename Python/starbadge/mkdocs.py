"""The MkDocs plugin: star-rating badges in Markdown pages (`plugins: [starbadge]`).

In a page, `![Rated {rating} of {max}](stars:4.5)` is a badge (options as a query:
`stars:7.8?out-of=10&count=1234&label={rating}/{max}`), and `![](stars:@hotel-1)` is the entry
`hotel-1` of the plugin's `data` file (a CSV or JSON `starbadge batch` reads). Every inline badge
of every page is rendered in one `starbadge batch` run per build, the data file in one more, into
a cache folder that outlives the build (unchanged badges are not rewritten); each badge becomes
an `<img>` with a 1x/2x `srcset`, `width`, `height` and the alt text (or the data entry's markup:
its link, its dark `<picture>`, its schema.org JSON-LD).
"""
from __future__ import annotations

import html
import json
import os
import re
import subprocess
from typing import Any
from urllib.parse import parse_qsl, unquote

from mkdocs.config import base
from mkdocs.config import config_options as c
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, get_plugin_logger
from mkdocs.utils import get_relative_url

from ._binary import binary
from ._errors import StarBadgeError
from ._manifest import ManifestEntry
from ._site import BadgeSpec, SiteBatch, entry_files, page_options, publish, relink, spec_options

log = get_plugin_logger(__name__)

# ![alt](stars:SPEC) or ![alt](<stars:SPEC> "title"): SPEC runs to the first space or ')'.
_IMAGE = re.compile(r"!\[(?P<alt>[^\]\n]*)\]\(\s*(?P<open><?)stars:(?P<spec>[^\s)>]*)>?(?:\s+(?:\"[^\"\n]*\"|'[^'\n]*'))?\s*\)")
_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})")
_CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")
_SLOT = re.compile(r'<img data-starbadge="([^"]*)">')


class DarkConfig(base.Config):
    """Dark-mode colours: each badge gets a dark variant and a `<picture>` choosing it."""

    on_color = c.Optional(c.Type(str))
    off_color = c.Optional(c.Type(str))
    background = c.Optional(c.Type(str))
    text_color = c.Optional(c.Type(str))


class StarBadgeConfig(base.Config):
    ratings = c.Optional(c.File(exists=True))
    """A CSV or JSON file of ratings (`name`, `rating`, any render option), for `stars:@NAME`."""
    badges_dir = c.Type(str, default="assets/stars")
    """Where the badges go in the site."""
    cache_dir = c.Type(str, default=".cache/plugin/starbadge")
    """Where they are rendered, kept between builds (relative to mkdocs.yml)."""
    scales = c.ListOfItems(c.Type(int), default=[1, 2])
    style = c.Optional(c.Type(str))
    on_color = c.Optional(c.Type(str))
    off_color = c.Optional(c.Type(str))
    background = c.Optional(c.Type(str))
    text_color = c.Optional(c.Type(str))
    alt = c.Optional(c.Type(str))
    """The alt-text template of badges whose Markdown gives none."""
    dark = c.SubConfig(DarkConfig)
    schema = c.Type(bool, default=False)
    """Add schema.org JSON-LD (the item with its AggregateRating) after each data entry's markup."""
    options = c.Type(dict, default={})
    """Any other render option by its long name, for every badge (`{size: 20, fill: precise}`)."""


class StarBadgePlugin(BasePlugin[StarBadgeConfig]):
    """Renders `stars:` images in pages, all in one `starbadge batch` run per build."""

    def on_config(self, config: Any) -> Any:
        try:
            self.executable = binary()
        except FileNotFoundError as error:
            raise PluginError(f"starbadge: {error}") from None
        self.page_table = page_options(self.executable)
        for scale in self.config.scales:
            if not 1 <= scale <= 8:
                raise PluginError(f"plugins.starbadge.scales: {scale} is not a scale from 1 to 8")
        if not self.config.scales:
            raise PluginError("plugins.starbadge.scales: give at least one scale, e.g. [1, 2]")
        root = os.path.dirname(os.path.abspath(config.config_file_path or "mkdocs.yml"))
        self.cache_dir = os.path.join(root, self.config.cache_dir)
        self.shared = self._shared_arguments()
        self._check_shared()
        return config

    def _shared_arguments(self) -> list[str]:
        """The command-line options every badge starts from, from mkdocs.yml."""
        cfg = self.config
        arguments: list[str] = []
        for key in ("style", "on_color", "off_color", "background", "text_color", "alt"):
            if cfg[key] is not None:
                arguments += ["--" + key.replace("_", "-"), str(cfg[key])]
        for key, value in cfg.options.items():
            try:
                fields = spec_options(self.page_table, [(str(key), "" if value is True else _text(value))],
                                      where="plugins.starbadge.options")
            except ValueError as error:
                raise PluginError(f"plugins.starbadge.options: {error}") from None
            for name, field in fields:
                for item in (field if isinstance(field, list) else [field]):
                    arguments += ["--" + name] if item is True else ["--" + name, item]
        self.dark = []
        for key in ("on_color", "off_color", "background", "text_color"):
            if cfg.dark[key] is not None:
                self.dark += ["--dark-" + key.replace("_", "-"), str(cfg.dark[key])]
        self.render_arguments = arguments
        return ["--scales", ",".join(str(s) for s in cfg.scales), *arguments]

    def _check_shared(self) -> None:
        """Bad values in mkdocs.yml fail here, with the tool's message, before any page is read."""
        result = subprocess.run([self.executable, "measure", "--rating", "0", *self.render_arguments],
                                capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise PluginError(f"plugins.starbadge (mkdocs.yml): {result.stderr.strip()}")

    def on_pre_build(self, config: Any) -> None:
        self.slots: dict[str, ManifestEntry] = {}
        self.specs: dict[str, BadgeSpec] = {}
        self.places: dict[str, list[str]] = {}
        self.data_entries: dict[str, ManifestEntry] = {}
        self.batch = SiteBatch(self.executable, self.cache_dir, self.shared + self.dark)
        if self.config.ratings:
            extra = ["--schema"] if self.config.schema else []
            try:
                manifest, _ = self.batch.run(self.config.ratings, "data", *extra)
            except StarBadgeError as error:
                raise PluginError(f"starbadge: {self.config.ratings}: {error.message}") from None
            if manifest.errors:
                raise PluginError("starbadge: bad entries in " + self.config.ratings + ":\n" + "\n".join(
                    f"  {e.location}: {e.message}" for e in manifest.errors))
            self.data_entries = {entry.name: entry for entry in manifest.entries}

    def on_serve(self, server: Any, config: Any, builder: Any) -> Any:
        if self.config.ratings:
            server.watch(self.config.ratings)
        return server

    def on_page_markdown(self, markdown: str, page: Any, config: Any, files: Any) -> str:
        if "stars:" not in markdown:
            return markdown
        offset = _front_matter_lines(page, markdown)
        masked = _mask_code(markdown)
        out, last = [], 0
        for match in _IMAGE.finditer(masked):
            start, end = match.span()
            line = masked.count("\n", 0, start) + 1 + offset
            where = f"{self._page_path(page, config)}:{line}"
            source = markdown[start:end]
            slot = self._slot(markdown[match.start("alt"):match.end("alt")],
                              markdown[match.start("spec"):match.end("spec")], where, source)
            out += [markdown[last:start], f'<img data-starbadge="{html.escape(slot)}">']
            last = end
        out.append(markdown[last:])
        return "".join(out)

    @staticmethod
    def _page_path(page: Any, config: Any) -> str:
        """The page's file as the author knows it: relative to mkdocs.yml (`docs/index.md`)."""
        root = os.path.dirname(os.path.abspath(config.config_file_path or "mkdocs.yml"))
        path = page.file.abs_src_path or page.file.src_uri
        return os.path.relpath(path, root) if path else page.file.src_uri

    def _slot(self, alt: str, spec: str, where: str, source: str) -> str:
        """The placeholder key of one `stars:` image; its spec is kept for the build's batch."""
        rating, _, query = spec.partition("?")
        rating = unquote(rating)
        if rating.startswith("@"):
            name = rating[1:]
            if name not in self.data_entries:
                known = "no data file (plugins.starbadge.ratings)" if not self.config.ratings else \
                    f"{os.path.basename(self.config.ratings)} has no entry named '{name}'"
                raise PluginError(f"{where}: {source}: {known}")
            if query:
                raise PluginError(f"{where}: {source}: a data entry takes its options from the data file, not a query")
            return "@" + name
        if not rating:
            raise PluginError(f"{where}: {source}: no rating (e.g. stars:4.5)")
        try:
            options = spec_options(self.page_table, parse_qsl(query, keep_blank_values=True), where="stars:")
        except ValueError as error:
            raise PluginError(f"{where}: {source}: {error}") from None
        badge = BadgeSpec(rating=rating, options=options, alt=alt.strip() or None)
        self.specs[badge.name] = badge
        self.places.setdefault(badge.name, []).append(f"{where}: {source}")
        return badge.name

    def on_env(self, env: Any, config: Any, files: Any) -> Any:
        """All pages are read: render every inline badge in one batch, put the files in the site."""
        if self.specs:
            try:
                entries, errors = self.batch.render(self.specs.values(), "inline", "--strict-fields")
            except StarBadgeError as error:
                raise PluginError(f"starbadge: {error.message}\n  in: " + "\n      ".join(
                    place for places in self.places.values() for place in places)) from None
            if errors:
                raise PluginError("starbadge: " + "\n".join(
                    f"{place}: {message}" for name, message in sorted(errors.items())
                    for place in self.places.get(name, [name])))
            self.slots.update(entries)
        self.slots.update({"@" + name: entry for name, entry in self.data_entries.items()})
        site = os.path.join(config.site_dir, self.config.badges_dir)
        written, folders = 0, set[str]()
        for key, entry in self.slots.items():
            folder = "data" if key.startswith("@") else "inline"
            for file in entry_files(entry):
                written += publish(os.path.join(self.cache_dir, folder, file), os.path.join(site, folder, file), folders)
        log.debug("%d badges, %d files put in the site", len(self.slots), written)
        return env

    def on_post_page(self, output: str, page: Any, config: Any) -> str:
        if 'data-starbadge="' not in output:
            return output
        badges_dir = self.config.badges_dir.strip("/")

        def markup(match: re.Match[str]) -> str:
            key = html.unescape(match.group(1))
            entry = self.slots.get(key)
            if entry is None:  # not a placeholder of this build (the text of one, say): left as it is
                return match.group(0)
            text = relink(entry.markup, lambda path: get_relative_url(f"{badges_dir}/{path}", page.url))
            if key.startswith("@") and self.config.schema and entry.schema is not None:
                data = json.dumps(entry.schema, ensure_ascii=False).replace("<", "\\u003c")
                text += f'<script type="application/ld+json">{data}</script>'
            return text

        return _SLOT.sub(markup, output)


def _text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _mask_code(markdown: str) -> str:
    """`markdown` with fenced code blocks and code spans blanked (same length, same lines)."""
    lines = markdown.split("\n")
    fence: str | None = None
    for index, line in enumerate(lines):
        opener = _FENCE.match(line)
        if fence is not None:
            if opener and opener.group(1)[0] == fence[0] and len(opener.group(1)) >= len(fence) \
                    and not line.strip().strip(fence[0]):
                fence = None
            lines[index] = " " * len(line)
        elif opener:
            fence = opener.group(1)
            lines[index] = " " * len(line)
        else:
            lines[index] = _CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)
    return "\n".join(lines)


def _front_matter_lines(page: Any, markdown: str) -> int:
    """How many lines of the page's file come before `markdown` (its YAML front matter)."""
    try:
        source = page.file.content_string
    except Exception:
        return 0
    head = markdown[:200]
    at = source.find(head) if head else -1
    return source.count("\n", 0, at) if at > 0 else 0


__all__ = ["StarBadgePlugin"]
