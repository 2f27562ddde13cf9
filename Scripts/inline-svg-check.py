"""Fifty different badges inlined in one HTML page draw each exactly as alone.

Usage: inline-svg-check.py STARBADGE CHROMIUM WORKDIR

Renders 50 different badges as SVG (ratings, shapes, colours, pictures,
labels, outlines, styles), inlines all of them in one page, each at its own
place in a grid, and screenshots the page in headless Chromium; then, for each
badge, a page with that badge alone at the same place. Each badge's crop of
the full page must equal its crop of its own page, pixel for pixel: a badge
that used another's definitions (ids shared across inline SVGs) differs.
Also checks that no two documents share an id. Exits 1 on any difference.
"""
import os
import re
import subprocess
import sys

from PIL import Image, ImageChops

starbadge, chrome, work = sys.argv[1:4]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
images = os.path.join(root, "Fixtures", "images")

SHAPES = ["star", "heart", "circle", "polygon:6", "polygon:3", "star"]
COLOURS = ["#ffb400", "#e53935", "#43a047", "#1e88e5", "#8e24aa", "gold", "#ff7043", "teal"]
OFF = ["#d9d9d9", "#cfd8dc", "#eeeeee", "#bdbdbd"]
FILLS = ["half", "precise", "area", "full"]


def badge(i):
    """The arguments of badge i: each differs from every other."""
    rating = [3.5, 2.7, 4.25, 1.5, 0.6, 4.9, 3.3, 2.0][i % 8] + (i // 8) * 0.01
    args = ["--rating", "%.2f" % rating, "--fill", FILLS[i % 4], "--shape", SHAPES[i % 6],
            "--on-color", COLOURS[i % 8], "--off-color", OFF[i % 4], "--size", str(18 + i % 3 * 3)]
    kind = i % 10
    if kind == 1:
        args += ["--label", "Rating {rating}"]
    elif kind == 2:
        args += ["--empty-style", "outline", "--outline-width", "1.5"]
    elif kind == 3:
        args += ["--star-border-color", "#5d4037", "--star-border-width", "1.5"]
    elif kind == 4:
        args = ["--rating", "%.2f" % rating, "--full-image", os.path.join(images, "medal-full.png"),
                "--fill", "precise", "--size", "20"]
        if i % 20 == 4:
            args += ["--empty-image", os.path.join(images, "medal-empty.png")]
        else:
            args += ["--off-color", OFF[i % 4]]
    elif kind == 5:
        args = ["--rating", "%.2f" % rating, "--fill", FILLS[i % 4], "--shape", SHAPES[i % 6],
                "--style", "flat", "--label", "stars"]
    elif kind == 6:
        args += ["--background", "#263238", "--corner-radius", "6", "--label", "Score {rating}", "--label-position", "left"]
    elif kind == 7:
        args += ["--direction", "rtl", "--border-color", "#90a4ae", "--border-width", "2", "--corner-radius", "4"]
    elif kind == 8:
        args[args.index("--shape") + 1] = "star" if i % 20 == 8 else "polygon:6"
        args += ["--star-corner-radius", "1.5", "--stars", "6"]
    elif kind == 9:
        args = ["--rating", "%.2f" % rating, "--fill", FILLS[i % 4], "--shape", SHAPES[i % 6],
                "--style", "for-the-badge", "--label", "rated"]
    return args


def chromium_screenshot(page, png, width, height):
    subprocess.run([chrome, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--force-device-scale-factor=1", "--window-size=%d,%d" % (width, height),
                    "--default-background-color=ffffffff", "--screenshot=" + png, "file://" + page],
                   check=True, capture_output=True, timeout=300)


def page(svgs, places, show, path, width, height):
    """A page with the badges in `show` inlined at their places."""
    parts = ['<!DOCTYPE html><html><head><meta charset="utf-8"><style>'
             'html,body{margin:0;background:#fff}div{position:absolute;line-height:0}</style></head><body>']
    for i in show:
        x, y = places[i]
        parts.append('<div style="left:%dpx;top:%dpx">%s</div>' % (x, y, svgs[i]))
    parts.append("</body></html>")
    with open(path, "w", encoding="utf-8") as out:
        out.write("".join(parts))


def main():
    os.makedirs(work, exist_ok=True)
    count = 50
    svgs, sizes = [], []
    for i in range(count):
        path = os.path.join(work, "b%02d.svg" % i)
        subprocess.run([starbadge, "render", *badge(i), "-o", path], check=True)
        text = open(path, encoding="utf-8").read()
        svgs.append(text)
        m = re.match(r'<svg[^>]* width="(\d+)" height="(\d+)"', text)
        sizes.append((int(m.group(1)), int(m.group(2))))
    if len(set(svgs)) != count:
        sys.exit("inline-svg-check: two of the badges are the same SVG; each must differ")
    # No id defined in two documents.
    seen = {}
    for i, text in enumerate(svgs):
        for name in set(re.findall(r' id="([^"]+)"', text)):
            if name in seen:
                sys.exit("inline-svg-check: id %r is in badge %d and badge %d" % (name, seen[name], i))
            seen[name] = i
    # A grid, each badge in a cell 8 px larger than the largest badge.
    cell_w, cell_h = max(w for w, _ in sizes) + 8, max(h for _, h in sizes) + 8
    columns = 5
    places = [(8 + (i % columns) * cell_w, 8 + (i // columns) * cell_h) for i in range(count)]
    width, height = 16 + columns * cell_w, 16 + (count + columns - 1) // columns * cell_h
    all_page, all_png = os.path.join(work, "all.html"), os.path.join(work, "all.png")
    page(svgs, places, range(count), all_page, width, height)
    chromium_screenshot(all_page, all_png, width, height)
    together = Image.open(all_png).convert("RGB")
    failures = []
    for i in range(count):
        alone_page, alone_png = os.path.join(work, "alone%02d.html" % i), os.path.join(work, "alone%02d.png" % i)
        page(svgs, places, [i], alone_page, width, height)
        chromium_screenshot(alone_page, alone_png, width, height)
        alone = Image.open(alone_png).convert("RGB")
        x, y = places[i]
        box = (x, y, x + sizes[i][0], y + sizes[i][1])
        a, b = together.crop(box), alone.crop(box)
        # Opaque screenshots, compared as RGB (an RGBA difference's bounding box would look at alpha only).
        diff = ImageChops.difference(a, b)
        if diff.getbbox() is not None:
            largest = max(hi for _, hi in diff.getextrema())
            failures.append("badge %d (%s): %d pixels differ, by up to %d/255"
                            % (i, " ".join(badge(i)), sum(1 for p in diff.getdata() if any(p)), largest))
    if failures:
        print("\n".join("FAIL " + f for f in failures))
        print("screenshots in %s" % work)
        sys.exit(1)
    print("inline-svg-check: %d different badges inlined in one page each draw exactly as alone" % count)


if __name__ == "__main__":
    main()
