#!/usr/bin/env bash
# Scripts/site-check.sh [STARBADGE] — do the site outputs render in a browser?
#
# Builds two pages the way a site would and opens them in headless Chromium
# at device pixel ratios 1 and 2:
#   manifest.html  every entry's "markup" from `batch --manifest`, dropped in as it is
#   sprite.html    one <span class="stars stars-N"> per state, with `sprite --css` and no other CSS
#   rate.html, rate-checked.html   the `sprite --html` input, unchecked and with --checked 3.5
# and checks, for every badge: the image loaded, its box is its declared size
# (the manifest's width/height, the sprite cell), at 2x the @2x file is the one
# shown, and the pixels on screen are the PNG's (composited over the white page,
# within 2/255) at both ratios. Screenshots are left in the work folder to look at.
#
# Needs chromium (`apt-get install -y chromium`) and python3 with Pillow.
# STARBADGE defaults to .build/debug/starbadge (built if missing).
# SITE_CHECK_DIR=folder keeps the pages and screenshots there (default: a new temporary folder).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/Scripts/check-common.sh"
starbadge=$(starbadge_under_test "${1:-}")
chrome=$(chromium_path)
if [ -z "$chrome" ]; then
    echo "site-check: needs Chromium (apt-get install -y chromium)" >&2
    exit 2
fi
python3 -c 'import PIL' 2>/dev/null || { echo "site-check: needs python3 with Pillow (apt-get install -y python3-pil)" >&2; exit 2; }
work=${SITE_CHECK_DIR:-$(mktemp -d /tmp/starbadge-site-check.XXXXXX)}
mkdir -p "$work/site/badges"
cd "$work"

# The site's data: labels (two scripts), a nested name, a name that needs percent-encoding, ten stars, a shields style.
cat > ratings.csv <<'CSV'
name,rating,label,stars,size,style
hotel-1,4.5,Guests: {rating},,,
hotel-2,3,,,,
cafés/top rated #1,2.5,,,20,
arabic,3.5,تقييم {rating},,,
ten,7.5,,10,16,
shield,4,,,,flat
CSV
"$starbadge" batch ratings.csv --out-dir site/badges --scales 1,2 --manifest site/badges.json \
    --html-fragments site/partials --quiet
"$starbadge" sprite -o site/stars.png --scales 1,2 --css site/stars.css --json site/stars.json --html site/rate.html
"$starbadge" sprite -o site/stars.png --scales 1,2 --css site/stars.css --html site/rate-checked.html --checked 3.5

export CHROME="$chrome" WORK="$work"
python3 - <<'PY'
import json, os, subprocess, sys
from html import escape
from urllib.parse import unquote
from PIL import Image

chrome, work = os.environ["CHROME"], os.environ["WORK"]
site = os.path.join(work, "site")
failures = []

MEASURE = """<pre id="result" hidden></pre>
<script>
window.addEventListener('load', () => {
  const items = [];
  for (const el of document.querySelectorAll('[data-check]')) {
    const r = el.getBoundingClientRect();
    const item = {id: el.dataset.check, x: r.left, y: r.top, width: r.width, height: r.height,
                  background: getComputedStyle(el).backgroundImage};
    if (el.tagName === 'IMG') Object.assign(item, {complete: el.complete, src: el.currentSrc,
                                                   natural: [el.naturalWidth, el.naturalHeight]});
    items.push(item);
  }
  document.getElementById('result').textContent = JSON.stringify(items);
});
</script>"""

def page(name, head, slots):
    """A page of absolutely placed slots (layout only: the markup inside gets no CSS)."""
    body = "".join(f'<div style="position:absolute;left:10px;top:{top}px;line-height:0">{html}</div>\n'
                   for top, html in slots)
    with open(os.path.join(site, name), "w") as f:
        f.write(f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n{head}'
                f'<style>body{{margin:0;background:#fff}}</style>\n'
                f'</head>\n<body>\n{body}{MEASURE}\n</body>\n</html>\n')

def chromium(name, ratio, *extra):
    url = "file://" + os.path.join(site, name)
    return subprocess.run([chrome, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                           f"--force-device-scale-factor={ratio}", "--window-size=900,700",
                           "--virtual-time-budget=5000", *extra, url],
                          capture_output=True, text=True, timeout=120)

def measure(name, ratio):
    dom = chromium(name, ratio, "--dump-dom").stdout
    start = dom.index('<pre id="result" hidden="">') + len('<pre id="result" hidden="">')
    return {item["id"]: item for item in json.loads(dom[start:dom.index("</pre>", start)].replace("&amp;", "&"))}

def screenshot(name, ratio):
    path = os.path.join(work, f"{name[:-5]}@{ratio}x.png")
    chromium(name, ratio, f"--screenshot={path}")
    return Image.open(path).convert("RGB")

def over_white(png):
    image = Image.open(png).convert("RGBA")
    white = Image.new("RGBA", image.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, image).convert("RGB")

def compare(what, shot, box, expected):
    """The screenshot's pixels in `box` (device px) against `expected` (RGB)."""
    crop = shot.crop(box)
    if crop.size != expected.size:
        failures.append(f"{what}: {crop.size} px on screen, {expected.size} expected")
        return
    worst = max(abs(a - b) for a, b in zip(crop.tobytes(), expected.tobytes()))
    if worst > 2:
        failures.append(f"{what}: pixels differ from the PNG by up to {worst}/255")

def check(what, condition):
    if not condition:
        failures.append(what)

# 1. The manifest's markup, dropped in as it is.
manifest = json.load(open(os.path.join(site, "badges.json")))
slots, top = [], 10
for entry in manifest["entries"]:
    markup = entry["markup"].replace("<img ", f'<img data-check="{escape(entry["name"])}" ', 1)
    slots.append((top, markup))
    top += entry["height"] + 12
page("manifest.html", "", slots)
for ratio in (1, 2):
    found, shot = measure("manifest.html", ratio), screenshot("manifest.html", ratio)
    for entry in manifest["entries"]:
        item = found.get(entry["name"])
        what = f"manifest {entry['name']!r} at {ratio}x"
        if item is None:
            failures.append(f"{what}: not on the page"); continue
        variant = next(v for v in entry["variants"] if v["scale"] == ratio)
        check(f"{what}: did not load", item["complete"] and item["natural"][0] > 0)
        check(f"{what}: box {item['width']}x{item['height']}, declared {entry['width']}x{entry['height']}",
              (item["width"], item["height"]) == (entry["width"], entry["height"]))
        check(f"{what}: shows {item['src']}, not {variant['file']}", unquote(item["src"]).endswith("/badges/" + variant["file"]))
        check(f"{what}: intrinsic size {item['natural']} is not the declared size (the @{ratio}x file is not {ratio}x)",
              item["natural"] == [entry["width"], entry["height"]])
        x, y = round(item["x"] * ratio), round(item["y"] * ratio)
        compare(what, shot, (x, y, x + variant["width"], y + variant["height"]),
                over_white(os.path.join(site, "badges", variant["file"])))
    print(f"manifest.html at {ratio}x: {len(found)} badges measured and compared")

# 2. The sprite: one span per state, stars.css and nothing else.
states = json.load(open(os.path.join(site, "stars.json")))
slots, top = [], 10
for state in states:
    slots.append((top, f'<span data-check="{state["class"]}" class="stars {state["class"]}" role="img" '
                       f'aria-label="{escape(state["alt"])}"></span>'))
    top += state["height"] + 8
page("sprite.html", '<link rel="stylesheet" href="stars.css">\n', slots)
sheets = {1: over_white(os.path.join(site, "stars.png")), 2: over_white(os.path.join(site, "stars@2x.png"))}
for ratio in (1, 2):
    found, shot = measure("sprite.html", ratio), screenshot("sprite.html", ratio)
    for state in states:
        item = found[state["class"]]
        what = f"sprite {state['class']} at {ratio}x"
        check(f"{what}: box {item['width']}x{item['height']}, cell {state['width']}x{state['height']}",
              (item["width"], item["height"]) == (state["width"], state["height"]))
        check(f"{what}: no background image", "stars" in item["background"])
        x, y = round(item["x"] * ratio), round(item["y"] * ratio)
        cell = sheets[ratio].crop((state["x"] * ratio, state["y"] * ratio, (state["x"] + state["width"]) * ratio,
                                   (state["y"] + state["height"]) * ratio))
        compare(what, shot, (x, y, x + cell.width, y + cell.height), cell)
    print(f"sprite.html at {ratio}x: {len(found)} states measured and compared")

# 3. The rating input: unchecked it shows the first state; --checked 3.5 shows 3.5.
for name, shown in (("rate.html", "stars-0"), ("rate-checked.html", "stars-3-5")):
    path = os.path.join(site, name)
    html = open(path).read()
    check(f"{name}: checked inputs {html.count(' checked>')}", html.count(" checked>") == (0 if name == "rate.html" else 1))
    with open(path, "w") as f:
        f.write(html.replace('aria-hidden="true"></span>', 'aria-hidden="true" data-check="display"></span>')
                    .replace("</body>", MEASURE + "\n</body>"))
    state = next(s for s in states if s["class"] == shown)
    for ratio in (1, 2):
        item, shot = measure(name, ratio)["display"], screenshot(name, ratio)
        what = f"{name} at {ratio}x"
        check(f"{what}: display {item['width']}x{item['height']}", (item["width"], item["height"]) == (state["width"], state["height"]))
        x, y = round(item["x"] * ratio), round(item["y"] * ratio)
        cell = sheets[ratio].crop((state["x"] * ratio, state["y"] * ratio, (state["x"] + state["width"]) * ratio,
                                   (state["y"] + state["height"]) * ratio))
        compare(f"{what} ({shown})", shot, (x, y, x + cell.width, y + cell.height), cell)
    print(f"{name}: shows {shown} at 1x and 2x")

print(f"screenshots in {work}")
if failures:
    print("\n".join("FAIL " + f for f in failures))
    sys.exit(1)
print("site-check: every badge visible at its declared size, pixels as in the PNGs")
PY
