"""StarBadge from Python: the `starbadge` executable the wheel installs, and a thin API over it.

    import starbadge
    starbadge.render(4.5, out="rating.png", label="Rating {rating}")
    manifest = starbadge.batch([{"name": "hotel-1", "rating": 4.5}], out_dir="badges", scales=[1, 2])
    print(manifest["hotel-1"].markup)

Options are the command's long names with underscores (`on_color`, `out_of`, `no_metadata`),
read from the executable itself. `starbadge.binary()` is the executable's path, for running it
yourself; `python -m starbadge ARGS` runs it. The MkDocs plugin is `starbadge` in `plugins:`,
the Sphinx extension `starbadge.sphinx`.
"""
from ._api import batch, render
from ._binary import binary
from ._errors import StarBadgeError
from ._manifest import Manifest, ManifestEntry, ManifestError, Variant

try:
    from ._version import __version__
except ImportError:  # a source checkout: the wheel build writes _version.py
    __version__ = "0+unknown"

__all__ = ["binary", "render", "batch", "StarBadgeError", "Manifest", "ManifestEntry", "ManifestError", "Variant",
           "__version__"]
