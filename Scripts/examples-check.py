#!/usr/bin/env python3
"""The browser half of Scripts/examples-check.sh: every badge of every built site, in Chromium.

Reads WORK/sites.tsv (name, site folder, manifest per line), serves each site over HTTP on
127.0.0.1 with a measuring script added to every page as it is served (the files on disk stay
as built), and checks each page at device pixel ratios 1 and 2. Exits 1 naming every failure.
"""
import functools
import http.server
import json
import os
import subprocess
import sys
import threading
from urllib.parse import unquote, urlparse

from PIL import Image

CHROME, WORK = os.environ.get("CHROME", "chromium"), os.environ.get("WORK", ".")

MEASURE = b"""<pre id="starbadge-check" hidden></pre>
<script>
window.addEventListener('load', () => {
  const items = [...document.images].map(img => {
    const r = img.getBoundingClientRect();
    return {alt: img.alt, src: img.currentSrc, complete: img.complete,
            natural: [img.naturalWidth, img.naturalHeight],
            declared: [Number(img.getAttribute('width')), Number(img.getAttribute('height'))],
            box: [r.width, r.height]};
  });
  document.getElementById('starbadge-check').textContent = JSON.stringify(items);
});
</script>
"""


class MeasuringHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site as built, with MEASURE before each page's </body>."""

    def do_GET(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not path.endswith(".html") or not os.path.isfile(path):
            return super().do_GET()
        with open(path, "rb") as f:
            body = f.read().replace(b"</body>", MEASURE + b"</body>", 1)
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def serve(site):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                             functools.partial(MeasuringHandler, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def chromium(url, ratio, *extra):
    return subprocess.run([CHROME, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                           f"--force-device-scale-factor={ratio}", "--window-size=800,600",
                           "--virtual-time-budget=5000", *extra, url],
                          capture_output=True, text=True, timeout=180)


def measure(url, ratio):
    dom = chromium(url, ratio, "--dump-dom").stdout
    marker = '<pre id="starbadge-check" hidden="">'
    if marker not in dom:
        return None
    start = dom.index(marker) + len(marker)
    text = dom[start:dom.index("</pre>", start)]
    return json.loads(text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"))


def check_page(site, manifest, url, ratio, failures, prefix="/badges/", every_entry=True):
    """Checks every <img> of the page at `url`; returns how many were checked.

    The manifest's files are served under `prefix`; with `every_entry`, each of its entries must
    be on the page (Scripts/python-check.py checks pages that show some of them).
    """
    items = measure(url, ratio)
    what = f"{url} at {ratio}x"
    if items is None:
        failures.append(f"{what}: the page did not load or its script did not run")
        return 0
    expected = {entry["name"]: entry for entry in manifest["entries"]}
    by_file = {}
    for entry in manifest["entries"]:
        for variant in entry["variants"]:
            by_file[prefix + variant["file"]] = (entry, variant)
    shown = set()
    for item in items:
        path = unquote(urlparse(item["src"]).path)
        found = by_file.get(path)
        label = f"{what}: {path or item['alt']!r}"
        if found is None:
            failures.append(f"{label}: not a file of the manifest")
            continue
        entry, variant = found
        shown.add(entry["name"])
        if not item["complete"] or item["natural"][0] == 0:
            failures.append(f"{label}: did not load")
            continue
        if item["declared"] != [entry["width"], entry["height"]]:
            failures.append(f"{label}: width/height {item['declared']}, the manifest says "
                            f"{[entry['width'], entry['height']]}")
        if item["box"] != item["declared"]:
            failures.append(f"{label}: shown {item['box']} CSS px, declared {item['declared']}")
        if variant["scale"] != ratio:
            failures.append(f"{label}: the @{variant['scale']}x file is shown at {ratio}x")
        if [n * variant["scale"] for n in item["natural"]] != [variant["width"], variant["height"]]:
            failures.append(f"{label}: natural size {item['natural']} is not the file's "
                            f"{[variant['width'], variant['height']]} / {variant['scale']}")
        with Image.open(os.path.join(site, path.lstrip("/"))) as image:
            if list(image.size) != [entry["width"] * ratio, entry["height"] * ratio]:
                failures.append(f"{label}: the file is {image.size[0]}x{image.size[1]} px, "
                                f"not the declared size times {ratio}")
    for name in sorted(set(expected) - shown) if every_entry else ():
        failures.append(f"{what}: the badge of {name!r} is not on the page")
    return len(items)


def main():
    failures, checked = [], 0
    shots = os.path.join(WORK, "screenshots")
    os.makedirs(shots, exist_ok=True)
    for line in open(os.path.join(WORK, "sites.tsv")):
        name, site, manifest_path = line.rstrip("\n").split("\t")
        manifest = json.load(open(manifest_path))
        if manifest["errors"] or not manifest["entries"]:
            failures.append(f"{name}: the batch refused entries or wrote none: {manifest['errors']}")
        server = serve(site)
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        pages = sorted(os.path.relpath(os.path.join(folder, f), site)
                       for folder, _, files in os.walk(site) for f in files if f.endswith(".html"))
        for page in pages:
            url = base + page
            for ratio in (1, 2):
                count = check_page(site, manifest, url, ratio, failures)
                checked += count
                print(f"{name}/{page} at {ratio}x: {count} badges checked")
            chromium(url, 1, f"--screenshot={os.path.join(shots, name + '-' + page[:-5].replace('/', '-'))}.png")
        server.shutdown()
    print(f"{checked} badges checked in Chromium; screenshots in {shots}")
    if failures:
        print("\n".join("FAIL " + f for f in failures))
        sys.exit(1)
    print("examples-check: every badge of every example site loaded at its declared size")


if __name__ == "__main__":
    main()
