#!/usr/bin/env bash
# Scripts/markup-check.sh [STARBADGE] — does batch's markup for every channel work in a browser?
#
# Makes a batch of 80 badges with their own titles and links (--link, the link field,
# --schema, --scales 1,2) and opens, in headless Chromium:
#   page.html    the --html file as it is (each <a href><img loading=lazy>, then its JSON-LD)
#   email.html   every entry's "email" form (the 2x PNG at the 1x size, no srcset)
#   inline.html  `render --link` SVGs inlined in the page
# and checks: each badge is a link to its URL (the escaped & read back as &), the image
# inside it, read as lazy and async and loaded (headless Chromium loads lazy images without
# scrolling, so when they load is not checked); every JSON-LD script parses as an AggregateRating of the entry's
# rating; an email image shows the 2x file at its declared 1x box; an inlined SVG's <a>
# leads to its URL.
#
# Needs chromium (`apt-get install -y chromium`) and python3.
# STARBADGE defaults to .build/debug/starbadge.
# MARKUP_CHECK_DIR=folder keeps the pages there (default: a new temporary folder).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/Scripts/check-common.sh"
starbadge=$(starbadge_under_test "${1:-}")
chrome=$(chromium_path)
if [ -z "$chrome" ]; then
    echo "markup-check: needs Chromium (apt-get install -y chromium)" >&2
    exit 2
fi
work=${MARKUP_CHECK_DIR:-$(mktemp -d /tmp/starbadge-markup-check.XXXXXX)}
mkdir -p "$work/site"
cd "$work"

{
    echo "name,rating,title,link,count"
    for i in $(seq 0 79); do
        echo "b$i,$((i % 6)).5,Film $i,https://example.com/films/$i?a=1&b=2,$((i + 1))"
    done
} > ratings.csv
sed -i 's/,5\.5,/,5,/' ratings.csv
"$starbadge" batch ratings.csv --out-dir site/badges --scales 1,2 --manifest site/badges.json --html site/snippets.html \
    --schema --label '{title}' --alt '{title}: {rating} of {max}' --quiet
"$starbadge" render --rating 4 --label 'Inline' --link 'https://example.com/inline?a=1&b=2' -o site/inline-a.svg
"$starbadge" render --rating 2 --link '/relative/b' -o site/inline-b.svg

export CHROME="$chrome" WORK="$work"
python3 - <<'PY'
import json, os, subprocess, sys

chrome, work = os.environ["CHROME"], os.environ["WORK"]
site = os.path.join(work, "site")
failures = []

def check(what, ok):
    if not ok:
        failures.append(what)

def page(name, body, script):
    with open(os.path.join(site, name), "w") as f:
        f.write('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"></head>\n<body style="margin:0">\n'
                f'{body}\n<pre id="result" hidden></pre>\n<script>\n{script}\n</script>\n</body></html>\n')

def run(name):
    dom = subprocess.run([chrome, "--headless", "--no-sandbox", "--disable-gpu", "--window-size=900,700",
                          "--virtual-time-budget=8000", "--dump-dom", "file://" + os.path.join(site, name)],
                         capture_output=True, text=True, timeout=120).stdout
    start = dom.index('<pre id="result" hidden="">') + len('<pre id="result" hidden="">')
    return json.loads(dom[start:dom.index("</pre>", start)].replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">"))

entries = json.load(open(os.path.join(site, "badges.json")))["entries"]
snippets = open(os.path.join(site, "snippets.html")).read()
# Each badge in its own 120 px row: the page is far taller than the window.
rows = snippets.replace("<!-- ", '</div><div style="height:120px"><!-- ')
page("page.html", "<div>" + rows + "</div>", """
function state() {
  return [...document.images].map(img => ({src: img.currentSrc, done: img.complete && img.naturalWidth > 0,
    link: img.closest('a') ? img.closest('a').href : null, loading: img.loading, decoding: img.decoding,
    alt: img.alt}));
}
window.addEventListener('load', () => {
  const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map(s => JSON.parse(s.textContent));
  setTimeout(() => { document.getElementById('result').textContent = JSON.stringify({images: state(), ld}); }, 500);
});
""")
result = run("page.html")
after, ld = result["images"], result["ld"]
check(f"page: {len(after)} images, expected {len(entries)}", len(after) == len(entries))
for index, (entry, image) in enumerate(zip(entries, after)):
    check(f"page: badge {index} links to {image['link']}", image["link"] == entry["link"])
    check(f"page: badge {index} is lazy and async", image["loading"] == "lazy" and image["decoding"] == "async")
    check(f"page: badge {index} not loaded", image["done"])
    check(f"page: badge {index} alt {image['alt']!r}", image["alt"] == entry["alt"])
check(f"page: {len(ld)} JSON-LD objects", len(ld) == len(entries))
for index, (entry, rating) in enumerate(zip(entries, ld)):
    expected = entry["schema"]
    nested = rating.get("aggregateRating", {})
    check(f"page: JSON-LD {index} is {rating}", rating == expected and rating["@type"] == "Product"
          and rating["name"] == f"Film {index}" and rating["url"] == entry["link"]
          and nested.get("@type") == "AggregateRating" and nested.get("bestRating") == 5
          and nested.get("worstRating") == 0 and nested.get("ratingCount") == index + 1)
print(f"page.html: {len(after)} linked lazy badges loaded, {len(ld)} JSON-LD items with their ratings parsed")

page("email.html", "\n".join(f"<div>{entry['email']}</div>" for entry in entries[:10]), """
window.addEventListener('load', () => {
  document.getElementById('result').textContent = JSON.stringify([...document.images].map(img => {
    const r = img.getBoundingClientRect();
    return {src: img.currentSrc, natural: [img.naturalWidth, img.naturalHeight], box: [r.width, r.height],
            link: img.closest('a') ? img.closest('a').href : null, srcset: img.srcset};
  }));
});
""")
for index, (entry, image) in enumerate(zip(entries, run("email.html"))):
    check(f"email: {index} shows {image['src']}", image["src"].endswith(f"/badges/b{index}@2x.png") and image["srcset"] == "")
    check(f"email: {index} box {image['box']}", image["box"] == [entry["width"], entry["height"]])
    check(f"email: {index} natural {image['natural']}", image["natural"] == [2 * entry["width"], 2 * entry["height"]])
    check(f"email: {index} link {image['link']}", image["link"] == entry["link"])
print("email.html: 10 email forms, the 2x PNG in its 1x box")

svgs = [open(os.path.join(site, name)).read() for name in ("inline-a.svg", "inline-b.svg")]
page("inline.html", "\n".join(svgs), """
document.getElementById('result').textContent = JSON.stringify(
  [...document.querySelectorAll('svg')].map(svg => {
    const a = svg.querySelector('a'), r = a.getBoundingClientRect();
    return {href: a.href.baseVal !== undefined ? a.href.baseVal : a.getAttribute('href'), box: [r.width, r.height]};
  }));
""")
inline = run("inline.html")
check(f"inline: {inline}", [item["href"] for item in inline] == ["https://example.com/inline?a=1&b=2", "/relative/b"]
      and all(item["box"][0] > 0 and item["box"][1] > 0 for item in inline))
print("inline.html: 2 inlined SVG links")

if failures:
    print("markup-check: FAILED", *failures[:30], sep="\n  ", file=sys.stderr)
    sys.exit(1)
print("markup-check: all passed")
PY
