#!/usr/bin/env bash
# Scripts/jsonld-check.sh [STARBADGE] — does batch --schema's JSON-LD earn review stars? (issue 35)
#
# Runs batch --schema on a shop's export (a 0–10 scale, unrated products, links) for several
# --schema-type values, and expands every block (the manifest's "schema" and each
# <script type="application/ld+json"> of --html) as JSON-LD with PyLD (pinned in
# Scripts/requirements-jsonld.txt, in .build/jsonld-venv), its document loader serving a
# schema.org context from Fixtures/jsonld/ (CI has no network but Debian and PyPI). Each expanded
# block must carry Google's required review-snippet properties (Scripts/jsonld-check.py).
# Its own step of .ci/run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/Scripts/check-common.sh"
starbadge=$(starbadge_under_test "${1:-}")
venv=$root/.build/jsonld-venv
requirements=$root/Scripts/requirements-jsonld.txt
if ! cmp -s "$requirements" "$venv/requirements-jsonld.txt" 2>/dev/null; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/requirements-jsonld.txt"
fi
work=$(mktemp -d /tmp/starbadge-jsonld-check.XXXXXX)
"$venv/bin/python" "$root/Scripts/jsonld-check.py" "$starbadge" "$root/Fixtures/jsonld/schemaorg-context.jsonld" "$work"
rm -rf "$work"
