"""Expands batch --schema's JSON-LD with PyLD and checks Google's review-snippet rules.

Usage: jsonld-check.py STARBADGE CONTEXT WORK. CONTEXT is the schema.org context the document
loader serves for https://schema.org (no network). For each --schema-type tried, every manifest
"schema" block and every <script type="application/ld+json"> of --html is expanded to full IRIs
and must be an item of that type with a name (and its url, the entry's link), with an
AggregateRating nested as aggregateRating holding ratingValue, bestRating, worstRating and a
ratingCount of at least 1, the value on its scale: what Google's review snippets require of an
aggregate rating nested in its item (itemReviewed is then implied).
"""
import json
import re
import subprocess
import sys
from pathlib import Path

from pyld import jsonld

SCHEMA = "http://schema.org/"
CONTEXT_URLS = {"https://schema.org", "https://schema.org/", "http://schema.org", "http://schema.org/",
                "https://schema.org/docs/jsonldcontext.jsonld"}


def loader_for(context_path):
    context = json.loads(Path(context_path).read_text())

    def load(url, options=None):
        if url not in CONTEXT_URLS:
            raise jsonld.JsonLdError(f"no network here: {url}", "jsonld.LoadDocumentError", code="loading document failed")
        return {"contextUrl": None, "documentUrl": url, "document": context}
    return load


def shop_export():
    rows = ["sku,title,rating,reviews,url"]
    for index in range(12):
        unrated = index in (3, 7)
        rating = "" if unrated else f"{(index % 11) * 0.9 + 0.4:.1f}"
        title = '"Mug ""Classic"", <blue>"' if index % 3 == 0 else ("كوب قهوة" if index % 3 == 1 else "コーヒーカップ")
        count = "0" if unrated else ("" if index == 10 else str(index * 7 + 1))
        rows.append(",".join([f"p{index}", title, rating, count, f"https://shop.example/p{index}"]))
    return "\ufeff" + "\r\n".join(rows) + "\r\n"


def one(node, key):
    values = node.get(SCHEMA + key)
    assert isinstance(values, list) and len(values) == 1, f"{key}: {values!r}"
    return values[0]


def number(node, key):
    value = one(node, key).get("@value")
    assert isinstance(value, (int, float)) and not isinstance(value, bool), f"{key} is no number: {value!r}"
    return value


def check_block(block, kind, entry, loader):
    expanded = jsonld.expand(block, {"documentLoader": loader})
    assert len(expanded) == 1, expanded
    item = expanded[0]
    assert item.get("@type") == [SCHEMA + kind], item.get("@type")
    name = one(item, "name").get("@value")
    assert isinstance(name, str) and name.strip(), f"no name: {item}"
    link = entry.get("link")
    if link:
        assert one(item, "url") == {"@id": link}, item
    rating = one(item, "aggregateRating")
    assert rating.get("@type") == [SCHEMA + "AggregateRating"], rating
    value, best, worst = number(rating, "ratingValue"), number(rating, "bestRating"), number(rating, "worstRating")
    count = number(rating, "ratingCount")
    assert isinstance(count, int) and count >= 1, f"ratingCount {count!r}"
    assert worst <= value <= best, (worst, value, best)
    return name


def run(starbadge, work, kind, extra):
    folder = work / kind
    folder.mkdir(parents=True)
    (folder / "shop.csv").write_text(shop_export(), encoding="utf-8")
    command = [starbadge, "batch", "shop.csv", "--out-dir", "out", "--columns", "name=sku,count=reviews,link=url",
               "--out-of", "10", "--manifest", "m.json", "--html", "page.html", "--schema", "--schema-type", kind] + extra
    result = subprocess.run(command, cwd=folder, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "--schema: an entry without a count" in result.stderr, result.stderr
    return json.loads((folder / "m.json").read_text()), (folder / "page.html").read_text()


def main():
    starbadge, context, work = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    loader = loader_for(context)
    checked = 0
    for kind, extra, expect_name in [("Product", [], lambda entry: entry["fields"]["title"]),
                                     ("Book", ["--schema-name", "{title} ({name})"],
                                      lambda entry: f'{entry["fields"]["title"]} ({entry["name"]})'),
                                     ("Movie", ["--schema-name", "{name}"], lambda entry: entry["name"])]:
        manifest, page = run(starbadge, work, kind, extra)
        scripts = [json.loads(text) for text in
                   re.findall(r'<script type="application/ld\+json">(.*?)</script>', page)]
        with_schema = [entry for entry in manifest["entries"] if "schema" in entry]
        # p3 and p7 are not rated yet, p10 has no count: no block for them, one for each other row.
        assert sorted(entry["name"] for entry in manifest["entries"] if "schema" not in entry) == ["p10", "p3", "p7"]
        assert [entry["schema"] for entry in with_schema] == scripts, "the page's blocks are the manifest's"
        for entry in with_schema:
            name = check_block(entry["schema"], kind, entry, loader)
            assert name == expect_name(entry), (name, expect_name(entry))
            checked += 1
    print(f"jsonld-check: {checked} blocks of 3 types expanded by PyLD with every required property")


main()
