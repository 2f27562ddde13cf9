#!/usr/bin/env python3
"""Our plastic and social styles against shields.io's own renderer.

For each case of Fixtures/shields/cases.json, our badge (its SVG, and its PNG)
and shields' SVG of the same texts (Fixtures/shields/NAME.svg, made by
shields' badge-renderers.js through Scripts/shields-oracle.js) are rendered
with resvg and compared pixel by pixel:

- geometry within 1 px: cut at levels 16, 32, ..., 240, each premultiplied
  channel gives the same shapes in both images up to 1 px (every pixel at or
  above the level has one within 1 px in the other image); the texts' columns
  count for alpha only. The sizes differ by at most 1 px;
- colours within 2/255 where no text is: every pixel whose 3x3 neighbourhood
  is opaque in both images and lies outside the texts' columns (shields'
  text boxes, 2 px wider on each side, over all but the top and bottom rows)
  differs by at most 2 in every channel at the same place.

Both renderers lay out the same text extents: the oracle was given the widths
our font gives the texts (recorded in cases.json). When our texts or their
widths as shields rounds them (floored, made odd) change, the check fails and
says to record again, with badges/shields' badge-maker/lib (badge-renderers.js,
color.js, xml.js) in SHIELDS_LIB and node:

    Scripts/shields-compare.py --record SHIELDS_LIB   # needs node and shields' lib

Usage: Scripts/shields-compare.py [--starbadge PATH] [--resvg PATH] [--record SHIELDS_LIB] [--keep DIR]
Prints one line per case and 'N passed, N failed'; exits 1 when any failed.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Fixtures", "shields")
TOLERANCE = 2
STAR_SIZE, STAR_SPACING, VALUE_GAP = 12, 2, 4  # the styles' own sizes, px at scale 1


def option(args, name, default):
    return args[args.index(name) + 1] if name in args else default


def run_starbadge(binary, case, output, extra=()):
    arguments = [binary, "render", "--style", case["style"]] + case["args"] + list(extra) + ["-o", output]
    result = subprocess.run(arguments, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"{case['name']}: starbadge failed: {result.stderr.strip()}")


def measured(binary, case, folder):
    """The texts our badge draws and their widths, from its SVG with <text> elements."""
    path = os.path.join(folder, case["name"] + ".fonts.svg")
    run_starbadge(binary, case, path, ["--svg-text", "fonts"])
    svg = open(path, encoding="utf-8").read()
    texts = []
    for length, content in re.findall(r'<text [^>]*textLength="([0-9.]+)"[^>]*>([^<]*)</text>', svg):
        entry = (unescape(content), float(length))
        if not texts or texts[-1] != entry:  # a shadow repeats its text
            texts.append(entry)
    has_label = option(case["args"], "--label", "rating") != ""
    label = texts.pop(0) if has_label else ("", 0.0)
    value = texts.pop(0) if "--value-text" in case["args"] else None
    stars = int(option(case["args"], "--stars", "5"))
    content = stars * STAR_SIZE + (stars - 1) * STAR_SPACING + (VALUE_GAP + value[1] if value else 0)
    return label, value, content


def unescape(text):
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")


def oracle_case(binary, case, folder):
    """What the oracle is called with: our texts, our widths, our colours."""
    (label, label_width), value, content = measured(binary, case, folder)
    # The message stands for our stars and value text: shields lays it out
    # as wide as they are, and draws it as a blank (its glyphs would not be
    # ours anyway, and a text's ink is not compared).
    message = "\u00a0"
    return {
        "name": case["name"], "style": case["style"], "label": label, "message": message,
        "color": option(case["args"], "--on-color", "#ffb400").lower(),
        # Without a label, shields draws no label section unless given a label colour.
        "labelColor": option(case["args"], "--background", "#555555").lower() if label else None,
        "widths": {label: label_width, message: content} if label else {message: content},
    }


def as_shields_sees(call):
    """The call with each width as shields' renderer uses it (floored, made
    odd): two calls alike here give the same SVG."""
    def odd(width):
        whole = int(width)
        return whole + 1 if whole % 2 == 0 else whole
    return dict(call, widths={text: odd(width) for text, width in call["widths"].items()})


def record(binary, lib, cases):
    with tempfile.TemporaryDirectory() as folder:
        calls = [oracle_case(binary, case, folder) for case in cases]
        calls_file = os.path.join(folder, "calls.json")
        with open(calls_file, "w", encoding="utf-8") as f:
            json.dump(calls, f, ensure_ascii=False)
        subprocess.run(["node", os.path.join(ROOT, "Scripts", "shields-oracle.js"), lib, calls_file, FIXTURES], check=True)
    for case, call in zip(cases, calls):
        case["oracle"] = call
    with open(os.path.join(FIXTURES, "cases.json"), "w", encoding="utf-8") as f:
        f.write("[\n" + ",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in cases) + "\n]\n")


RESVG = ["resvg"]


def rasterised(svg, png):
    subprocess.run(RESVG + [svg, png], check=True, capture_output=True)
    return Image.open(png).convert("RGBA")


def premultiplied(image):
    width, height = image.size
    data = image.load()
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            r, g, b, a = data[x, y]
            row.append((r * a / 255, g * a / 255, b * a / 255, a))
        rows.append(row)
    return rows


def text_columns(svg):
    """shields' texts' boxes (x from, x to), px, 2 px wider on each side."""
    spans = []
    for x, length in re.findall(r'<text [^>]*?x="([0-9.]+)"[^>]*?textLength="([0-9.]+)"', svg):
        centre, width = float(x) / 10, float(length) / 10
        spans.append((centre - width / 2 - 2, centre + width / 2 + 2))
    return spans


def compare(ours, theirs, spans):
    """A list of problems (empty: equal within the tolerances) and figures."""
    (w1, h1), (w2, h2) = ours.size, theirs.size
    if abs(w1 - w2) > 1 or abs(h1 - h2) > 1:
        return [f"size {w1}x{h1}, shields {w2}x{h2}"], {}
    width, height = min(w1, w2), min(h1, h2)
    a, b = premultiplied(ours), premultiplied(theirs)
    problems, moved, worst_colour = [], 0, 0.0
    in_text = [[0 < y < height - 1 and any(x0 <= x + 0.5 <= x1 for x0, x1 in spans) for x in range(width)]
               for y in range(height)]

    def near(mask, x, y):
        return any(mask[j][i] for j in range(max(0, y - 1), min(height, y + 2))
                   for i in range(max(0, x - 1), min(width, x + 2)))

    # Geometry: each channel cut at levels 16, 32, …, 240 gives the same
    # shapes within 1 px (colours only outside the texts; alpha everywhere).
    for c in range(4):
        for level in range(16, 256, 16):
            masks = [[[img[y][x][c] >= level for x in range(width)] for y in range(height)] for img in (a, b)]
            for one, other in ((0, 1), (1, 0)):
                for y in range(height):
                    for x in range(width):
                        if c < 3 and in_text[y][x]:
                            continue
                        if masks[one][y][x] and not near(masks[other], x, y):
                            moved += 1
                            if len(problems) < 8:
                                who = "ours" if one == 0 else "shields'"
                                problems.append(f"channel {c} ≥ {level} at ({x},{y}) in {who} only, nothing within 1 px")
    # Colours: the same pixel within the tolerance where both are opaque
    # around it and no text is.
    for y in range(height):
        for x in range(width):
            around = [img[j][i] for img in (a, b) for j in range(max(0, y - 1), min(height, y + 2))
                      for i in range(max(0, x - 1), min(width, x + 2))]
            if in_text[y][x] or any(p[3] != 255 for p in around):
                continue
            d = max(abs(a[y][x][c] - b[y][x][c]) for c in range(3))
            worst_colour = max(worst_colour, d)
            if d > TOLERANCE and len(problems) < 8:
                problems.append(f"colour at ({x},{y}): {tuple(round(v) for v in a[y][x][:3])} "
                                f"vs shields {tuple(round(v) for v in b[y][x][:3])}")
    return problems, {"moved": moved, "colour": worst_colour}


def check(binary, cases, keep):
    folder = keep or tempfile.mkdtemp(prefix="shields-compare-")
    passed = failed = 0
    for case in cases:
        name, recorded = case["name"], case.get("oracle")
        now = oracle_case(binary, case, folder)
        if recorded is None or as_shields_sees(now) != as_shields_sees(recorded):
            print(f"FAIL {name}: our texts or widths are not those shields' SVG was made for "
                  f"({now['widths']} now, {recorded and recorded['widths']} recorded): "
                  "record again with --record SHIELDS_LIB")
            failed += 1
            continue
        shields_svg = os.path.join(FIXTURES, name + ".svg")
        theirs = rasterised(shields_svg, os.path.join(folder, name + ".shields.png"))
        spans = text_columns(open(shields_svg, encoding="utf-8").read())
        our_svg, our_png = os.path.join(folder, name + ".svg"), os.path.join(folder, name + ".png")
        run_starbadge(binary, case, our_svg)
        run_starbadge(binary, case, our_png)
        results = []
        for what, image in (("svg", rasterised(our_svg, os.path.join(folder, name + ".svg.png"))),
                            ("png", Image.open(our_png).convert("RGBA"))):
            problems, figures = compare(image, theirs, spans)
            results.append((what, problems, figures))
        bad = [(w, p) for w, p, _ in results if p]
        figures = ", ".join(f"{w}: {f.get('moved', '?')} edge pixels off by more than 1 px, colours within "
                            f"{f.get('colour', 0):.1f}/255" for w, _, f in results)
        if bad:
            failed += 1
            print(f"FAIL {name} ({figures})")
            for what, problems in bad:
                for problem in problems:
                    print(f"    {what}: {problem}")
        else:
            passed += 1
            print(f"ok   {name} {theirs.size[0]}x{theirs.size[1]} ({figures})")
    if not keep:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return failed == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starbadge", default=os.path.join(ROOT, ".build", "debug", "starbadge"))
    parser.add_argument("--record", metavar="SHIELDS_LIB", help="make Fixtures/shields/ with shields' renderer")
    parser.add_argument("--keep", metavar="DIR", help="keep the rendered images in DIR")
    parser.add_argument("--resvg", default="resvg", help="the resvg program (PyPI: resvg-cli)")
    options = parser.parse_args()
    if shutil.which(options.resvg) is None:
        raise SystemExit(f"{options.resvg}: not found (resvg comes with PyPI's resvg-cli)")
    RESVG[0] = options.resvg
    with open(os.path.join(FIXTURES, "cases.json"), encoding="utf-8") as f:
        cases = json.load(f)
    if options.record:
        record(options.starbadge, options.record, cases)
    if options.keep:
        os.makedirs(options.keep, exist_ok=True)
    sys.exit(0 if check(options.starbadge, cases, options.keep) else 1)


if __name__ == "__main__":
    main()
