"""The Sphinx extension: star-rating badges in reStructuredText and MyST (`extensions = ["starbadge.sphinx"]`).

    .. stars:: 4.5
       :label: Rating {rating}
       :out-of: 5

    Inline: :stars:`4.5`, or with options as a query: :stars:`7.8?out-of=10&count=1234`.

Every option of `starbadge render` is a directive option by its long name (read from the
executable). All badges of a build are rendered in one `starbadge batch` run after the documents
are read, into `<doctrees>/starbadge` (unchanged badges are not rewritten), and copied into the
builder's image folder: HTML builders get an `<img>` with a 1x/2x `srcset`, `width` and `height`;
EPUB the 2x PNG at the 1x size; LaTeX and the others an image node of the 2x PNG.

conf.py: `starbadge_scales = [1, 2]`, `starbadge_options = {"style": "flat", ...}` (render options
for every badge), `starbadge_dark = {"on_color": ..., ...}` (dark variants, HTML only).
"""
from __future__ import annotations

import os
import subprocess
from typing import Any
from urllib.parse import parse_qsl, unquote

from dataclasses import dataclass

from docutils import nodes  # type: ignore[import-untyped]
from docutils.parsers.rst import directives  # type: ignore[import-untyped]
from sphinx.application import Sphinx
from sphinx.errors import ExtensionError, SphinxError
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.osutil import relative_uri

from . import __version__
from ._binary import binary
from ._errors import StarBadgeError
from ._options import OptionTable
from ._site import BadgeSpec, SiteBatch, page_options, relink, spec_options

logger = logging.getLogger(__name__)

__all__ = ["setup", "stars"]


@dataclass
class _Setup:
    """What `config-inited` learnt: the executable, the options pages may set, the batch's options."""

    binary: str
    table: OptionTable
    arguments: list[str]


# The build's setup (a build runs in one process; parallel readers are forks that inherit it).
_setup: _Setup | None = None


def _current() -> _Setup:
    if _setup is None:
        raise ExtensionError("starbadge.sphinx: the extension was not set up (config-inited did not run)")
    return _setup


class stars(nodes.General, nodes.Inline, nodes.Element):
    """A badge to be: its batch name; replaced by markup once the batch has run."""


def _record(env: Any, spec: BadgeSpec, lineno: int) -> stars:
    if not hasattr(env, "starbadge_specs"):
        env.starbadge_specs = {}
    env.starbadge_specs.setdefault(env.docname, []).append((spec, lineno))
    node = stars(name=spec.name)
    node.line = lineno
    return node


def _spec(env: Any, rating: str, options: list[tuple[str, str]]) -> BadgeSpec:
    table = _current().table
    alt = None
    rest = []
    for key, value in options:
        if key == "alt":
            alt = value
        else:
            rest.append((key, value))
    return BadgeSpec(rating=rating.strip(), options=spec_options(table, rest, where="stars"), alt=alt)


class StarsDirective(SphinxDirective):
    """`.. stars:: RATING` with any render option as a directive option."""

    required_arguments = 1
    optional_arguments = 0
    final_argument_whitespace = False
    has_content = False
    option_spec: dict[str, Any] = {}

    def run(self) -> list[nodes.Node]:
        options = [(key, "" if value is None else str(value)) for key, value in self.options.items()]
        try:
            spec = _spec(self.env, self.arguments[0], options)
        except ValueError as error:
            raise self.error(f"stars: {error}") from None
        paragraph = nodes.paragraph()
        paragraph += _record(self.env, spec, self.lineno)
        return [paragraph]


def stars_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any,
               options: dict[str, Any] | None = None, content: list[str] | None = None) -> tuple[list[nodes.Node], list[Any]]:
    """:stars:`4.5` or :stars:`7.8?out-of=10&label={rating}/{max}`."""
    env = inliner.document.settings.env
    rating, _, query = text.partition("?")
    try:
        spec = _spec(env, unquote(rating), parse_qsl(query, keep_blank_values=True))
    except ValueError as error:
        message = inliner.reporter.error(f"stars: {error}", line=lineno)
        problem = inliner.problematic(rawtext, rawtext, message)
        return [problem], [message]
    return [_record(env, spec, lineno)], []


def _purge(app: Sphinx, env: Any, docname: str) -> None:
    getattr(env, "starbadge_specs", {}).pop(docname, None)


def _merge(app: Sphinx, env: Any, docnames: set[str], other: Any) -> None:
    if not hasattr(env, "starbadge_specs"):
        env.starbadge_specs = {}
    for docname, specs in getattr(other, "starbadge_specs", {}).items():
        if docname in docnames:
            env.starbadge_specs[docname] = specs


def _shared_arguments(config: Any, table: Any) -> tuple[list[str], list[str]]:
    render: list[str] = []
    try:
        fields = spec_options(table, [(str(k), "" if v is True else str(v)) for k, v in config.starbadge_options.items()],
                              where="starbadge_options")
    except ValueError as error:
        raise ExtensionError(f"conf.py starbadge_options: {error}") from None
    for name, value in fields:
        for item in value if isinstance(value, list) else [value]:
            render += ["--" + name] if item is True else ["--" + name, item]
    dark: list[str] = []
    for key, value in config.starbadge_dark.items():
        if key.replace("_", "-") not in ("on-color", "off-color", "background", "text-color"):
            raise ExtensionError(f"conf.py starbadge_dark: unknown key {key!r} (on_color, off_color, background, text_color)")
        dark += ["--dark-" + key.replace("_", "-"), str(value)]
    return render, dark


def _config_inited(app: Sphinx, config: Any) -> None:
    global _setup
    try:
        executable = binary()
    except FileNotFoundError as error:
        raise ExtensionError(f"starbadge: {error}") from None
    table = page_options(executable)
    for name, option in table.options.items():
        StarsDirective.option_spec[name] = directives.unchanged_required if option.takes_value else directives.flag
    render, dark = _shared_arguments(config, table)
    result = subprocess.run([executable, "measure", "--rating", "0", *render],
                            capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise ExtensionError(f"conf.py starbadge_options: {result.stderr.strip()}")
    scales = list(config.starbadge_scales)
    if not scales or any(not isinstance(s, int) or not 1 <= s <= 8 for s in scales):
        raise ExtensionError(f"conf.py starbadge_scales: {scales!r} is not a list of scales from 1 to 8, e.g. [1, 2]")
    if 2 not in scales:
        scales.append(2)  # EPUB and LaTeX take the 2x file
    _setup = _Setup(binary=executable, table=table,
                    arguments=["--scales", ",".join(str(s) for s in sorted(scales)), *render, *dark])


def _env_updated(app: Sphinx, env: Any) -> None:
    """Every document is read: render all their badges in one batch."""
    specs = [(docname, spec, line) for docname, items in sorted(getattr(env, "starbadge_specs", {}).items())
             for spec, line in items]
    env.starbadge_entries = {}
    if not specs:
        return
    cache = os.path.join(app.doctreedir, "starbadge")
    setup = _current()
    batch = SiteBatch(setup.binary, cache, setup.arguments)
    try:
        entries, errors = batch.render([spec for _, spec, _ in specs], "badges", "--strict-fields")
    except StarBadgeError as error:
        raise SphinxError(f"starbadge: {error.message}") from None
    if errors:
        for docname, spec, line in specs:
            if spec.name in errors:
                logger.error("stars %s: %s", spec.rating, errors[spec.name], location=(docname, line))
        raise SphinxError(f"starbadge: {len(errors)} badges could not be rendered (see above)")
    env.starbadge_entries = entries
    env.starbadge_cache = os.path.join(cache, "badges")


def _resolve(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Replaces each badge by what the builder shows: HTML markup, else an image node."""
    builder = app.builder
    entries = getattr(app.env, "starbadge_entries", {})
    for node in list(doctree.findall(stars)):
        entry = entries.get(node["name"])
        if entry is None:
            node.replace_self(nodes.Text(""))
            continue
        cache = getattr(app.env, "starbadge_cache")
        two = max((v for v in entry.variants if v.scale <= 2), key=lambda v: v.scale)
        if builder.format == "html":
            epub = builder.name.startswith("epub")
            folder = relative_uri(builder.get_target_uri(docname), builder.imagedir)
            markup = entry.email if epub and entry.email else entry.markup
            used: list[str] = []

            def url(path: str) -> str:
                file = path.split("/", 1)[1]
                used.append(file)
                return f"{folder}/{file}"
            html = relink(markup, url)
            for file in used:
                builder.images[os.path.join(cache, unquote(file))] = unquote(file)
            node.replace_self(nodes.raw("", html, format="html"))
        else:
            path = os.path.join(cache, two.file)
            builder.images[path] = two.file
            image = nodes.image(uri=path, alt=entry.alt, width=f"{entry.width}px", height=f"{entry.height}px")
            image["candidates"] = {"*": path}
            node.replace_self(image)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("starbadge_scales", [1, 2], "env", types=[list])
    app.add_config_value("starbadge_options", {}, "env", types=[dict])
    app.add_config_value("starbadge_dark", {}, "env", types=[dict])
    app.add_node(stars)
    app.add_directive("stars", StarsDirective)
    app.add_role("stars", stars_role)
    app.connect("config-inited", _config_inited)
    app.connect("env-purge-doc", _purge)
    app.connect("env-merge-info", _merge)
    app.connect("env-updated", _env_updated)
    app.connect("doctree-resolved", _resolve)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
