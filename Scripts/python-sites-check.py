#!/usr/bin/env python3
"""The browser half of Scripts/python-check.sh: every badge of the MkDocs and Sphinx sites, in Chromium.

    python-sites-check.py KIND:NAME:PROJECT:SITE ...

KIND is mkdocs or sphinx, PROJECT the built copy of the example (its sources and the plugin's
cache), SITE the built site in it. Each site is served over HTTP on 127.0.0.1 and every page
opened in headless Chromium at device pixel ratios 1 and 2 with Scripts/examples-check.py's
measuring script and checks (the image loaded; its box is its width/height; the file shown is
the ratio's variant and its pixels are the declared size times the ratio). Each page must show
as many badges as its source asks for. Exits 1 naming every failure.
"""
import importlib.util
import json
import os
import re
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("examples_check", os.path.join(here, "examples-check.py"))
check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check)

FENCE = re.compile(r"^[ \t]*(```|~~~).*?^[ \t]*\1[ \t]*$", re.M | re.S)
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")


def mkdocs_site(project):
    """(manifest of every badge file, URL prefix, {page: badges its source asks for})."""
    cache = os.path.join(project, ".cache", "plugin", "starbadge")
    entries = []
    for folder in ("inline", "data"):
        path = os.path.join(cache, folder + ".manifest.json")
        if not os.path.exists(path):
            continue
        for entry in json.load(open(path))["entries"]:
            entry = dict(entry, name=f"{folder}/{entry['name']}")
            entry["variants"] = [dict(v, file=f"{folder}/{v['file']}") for v in entry["variants"]]
            entries.append(entry)
    expected = {}
    docs = os.path.join(project, "docs")
    for folder, _, files in os.walk(docs):
        for name in files:
            if not name.endswith(".md"):
                continue
            source = open(os.path.join(folder, name), encoding="utf-8").read()
            text = CODE_SPAN.sub("", FENCE.sub("", source))
            stem = os.path.relpath(os.path.join(folder, name), docs)[:-3]
            pages = [stem + ".html"] if not stem.endswith("index") else []
            pages.append(os.path.join(stem[:-5] if stem.endswith("index") else stem, "index.html"))
            expected[tuple(pages)] = len(re.findall(r"!\[[^\]]*\]\(stars:", text))
    return {"entries": entries, "errors": []}, "/assets/stars/", expected


def sphinx_site(project):
    manifest = json.load(open(os.path.join(project, "_build", "doctrees", "starbadge", "badges.manifest.json")))
    expected = {}
    for folder, dirs, files in os.walk(project):
        dirs[:] = [d for d in dirs if d != "_build"]
        for name in files:
            if not name.endswith((".rst", ".md")):
                continue
            text = open(os.path.join(folder, name), encoding="utf-8").read()
            stem = os.path.relpath(os.path.join(folder, name), project).rsplit(".", 1)[0]
            pages = [stem + ".html", os.path.join(stem, "index.html")]
            if stem == "index" or stem.endswith("/index"):
                pages = [stem + ".html"]
            expected[tuple(pages)] = len(re.findall(r"^\.\. stars::|:stars:`|\{stars\}", text, re.M))
    return manifest, "/_images/", expected


def main():
    failures, checked = [], 0
    for argument in sys.argv[1:]:
        kind, name, project, site = argument.split(":", 3)
        manifest, prefix, expected = (mkdocs_site if kind == "mkdocs" else sphinx_site)(project)
        if not manifest["entries"]:
            failures.append(f"{name}: no badges rendered")
        server = check.serve(site)
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        shown = {}
        for folder, _, files in os.walk(site):
            for file in sorted(files):
                if not file.endswith(".html"):
                    continue
                page = os.path.relpath(os.path.join(folder, file), site)
                with open(os.path.join(folder, file), encoding="utf-8") as f:
                    if "<img" not in f.read():  # nothing to measure (search, 404, index pages)
                        shown[(page, 1)] = shown[(page, 2)] = 0
                        continue
                for ratio in (1, 2):
                    count = check.check_page(site, manifest, base + page, ratio, failures, prefix=prefix, every_entry=False)
                    checked += count
                    shown[(page, ratio)] = count
                if shown[(page, 1)]:
                    print(f"{name}/{page}: {shown[(page, 1)]} badges checked at 1x and 2x")
        for pages, count in expected.items():
            page = next((p for p in pages if os.path.exists(os.path.join(site, p))), None)
            if page is None:
                failures.append(f"{name}: no page built from the source of {pages[0]}")
                continue
            for ratio in (1, 2):
                if shown.get((page, ratio)) != count:
                    failures.append(f"{name}/{page} at {ratio}x: {shown.get((page, ratio))} badges, its source asks for {count}")
        server.shutdown()
    print(f"{checked} badges checked in Chromium")
    if failures:
        print("\n".join("FAIL " + f for f in failures))
        sys.exit(1)
    print("python-sites-check: every badge of every MkDocs and Sphinx page loaded at its declared size")


main()
