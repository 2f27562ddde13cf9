# `sphinx-build -W -b html . _build/html` (pip install starbadge sphinx myst-parser).
project = "StarBadge with Sphinx"
extensions = ["starbadge.sphinx", "myst_parser"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build"]
html_theme = "alabaster"
# Render options every badge starts from (long names, as `starbadge render --help` lists them).
starbadge_options = {"fill": "precise"}
# The scales written for HTML's srcset (EPUB and LaTeX take the 2x file).
starbadge_scales = [1, 2]
# For the EPUB builder.
copyright = "The StarBadge contributors"
version = release = "1"
