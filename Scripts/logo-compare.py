#!/usr/bin/env python3
"""SVG logos (--logo FILE.svg) against resvg's rendering of the logo file.

For each logo of Fixtures/logos/*.svg, each style, light and dark, with the
default logo colour and a given one, at scales 1 and 2, our badge is rendered
twice with the same options: as is, and with the logo's colours transparent
(--logo-color and --dark-logo-color #0000: the same layout, no logo). The
logo's box is read from our SVG (its nested <svg x y width height>, written
to 1/10^6 px).

The reference is resvg (PyPI's resvg-cli, pinned in Scripts/logo-check.sh)
drawing the logo file itself, unchanged but for its root's position and size
(x y width height of the box; viewBox and preserveAspectRatio its own), over
the pixels the box touches (and one more around), at 64x, reduced by
averaging 64x64 blocks: its alpha there is the logo's coverage of each pixel
(resvg's own anti-aliasing error shrinks 64-fold; averaged over 16x16 it
still differs from the 64x64 average by up to 2.8/255). Outside those
pixels, the badge with the logo must be the badge without it, exactly. That coverage in the logo's colour,
composited source-over on our badge without the logo, is what our badge
with the logo must be:

- PNG: our PNG against that composite on our PNG without the logo;
- SVG: resvg's drawing of our SVG (those pixels) at 64x, reduced the same way, against the
  composite on resvg's drawing of our SVG without the logo (the dark drawing
  of an adaptive SVG is shown by swapping its two classes' display).

The difference is taken on premultiplied values, 0-255, the maximum over
every pixel and channel; each must be within 1.5.

Usage: Scripts/logo-compare.py --starbadge PATH --resvg PATH [--keep DIR]
Prints one line per case and 'N passed, N failed'; exits 1 when any failed.
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from PIL import Image, ImageMath

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOGOS = sorted(glob.glob(os.path.join(ROOT, "Fixtures", "logos", "*.svg")))
STYLES = ["plain", "flat", "flat-square", "for-the-badge", "plastic", "social"]
# resvg's own anti-aliasing, averaged over 16x16 pixels, still differs from its 64x64 average by up to
# 2.8/255 along our logos' edges (measured): the reference is drawn at 64x, over the logo's pixels alone.
ZOOM = 64
TOLERANCE = 1.5
SVG_NS = "http://www.w3.org/2000/svg"
# Each case: extra options, the scales. The dark variant is made by --dark-on-color.
COLOURS = [
    ("default colour", []),
    ("given colours", ["--logo-color", "#c03", "--dark-logo-color", "#8cf"]),
]
HIDDEN = ["--logo-color", "#0000", "--dark-logo-color", "#0000"]


def run(arguments):
    result = subprocess.run(arguments, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"failed: {' '.join(arguments)}\n{result.stderr.strip()}")


def box_and_colours(svg_text):
    """The logo's box and its colour (RGBA) in each drawing of our SVG."""
    boxes = re.findall(r'<svg x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"><g transform="scale\(\.1\)" fill="(#[0-9a-f]+)"'
                       r'(?: opacity="([^"]+)")?>', svg_text)
    if not boxes:
        raise SystemExit("no logo box in our SVG")
    colours = []
    for *_, fill, opacity in boxes:
        digits = fill[1:]
        if len(digits) == 3:
            digits = "".join(d * 2 for d in digits)
        rgb = [int(digits[i:i + 2], 16) for i in (0, 2, 4)]
        colours.append(rgb + [round(float(opacity) * 255) if opacity else 255])
    return [float(v) for v in boxes[0][:4]], colours


def dark_drawing(svg_text):
    """An adaptive SVG with its dark drawing shown (resvg has no media queries)."""
    styled = re.sub(r"<style>.*?</style>", "<style>.starbadge-light{display:none}</style>", svg_text, count=1)
    if styled == svg_text:
        raise SystemExit("no colour-scheme style in our SVG")
    return styled


def region_of(box, size):
    """The pixels the logo's box touches, and one more on each side, within the image: x, y, width, height."""
    x0 = max(0, int(box[0]) - 1)
    y0 = max(0, int(box[1]) - 1)
    x1 = min(size[0], int(-(-(box[0] + box[2]) // 1)) + 1)
    y1 = min(size[1], int(-(-(box[1] + box[3]) // 1)) + 1)
    return x0, y0, x1 - x0, y1 - y0


def cropped_svg(svg_text, region):
    """Our SVG showing only `region` (its root's size and viewBox changed)."""
    x, y, w, h = region
    root = re.match(r'<svg xmlns="http://www.w3.org/2000/svg" width="[^"]+" height="[^"]+" viewBox="[^"]+"', svg_text)
    if not root:
        raise SystemExit("unexpected root element in our SVG")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="{x} {y} {w} {h}"'
            + svg_text[root.end():])


def cropped(channels, size, region):
    x, y, w, h = region
    return [[channel[(y + row) * size[0] + x + column] for row in range(h) for column in range(w)] for channel in channels]


def reference_svg(logo, box, region):
    """The logo file on a canvas of `region`, its root moved to the box."""
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
    root = ET.parse(logo).getroot()
    x, y, w, h = box
    root.set("x", repr(x))
    root.set("y", repr(y))
    root.set("width", repr(w))
    root.set("height", repr(h))
    inner = ET.tostring(root, encoding="unicode")
    rx, ry, rw, rh = region
    return (f'<svg xmlns="{SVG_NS}" width="{rw}" height="{rh}" viewBox="{rx} {ry} {rw} {rh}">'
            f"{inner}</svg>")


def reduced(path, size):
    """resvg's ZOOM x PNG reduced by ZOOM x ZOOM averages: premultiplied RGBA floats, 0-255, per pixel."""
    Image.MAX_IMAGE_PIXELS = None  # our own renders, bounded by the logo's size
    image = Image.open(path).convert("RGBA")
    if image.size != (size[0] * ZOOM, size[1] * ZOOM):
        raise SystemExit(f"{path}: {image.size}, expected {size[0] * ZOOM}x{size[1] * ZOOM}")
    r, g, b, a = (channel.convert("F") for channel in image.split())
    channels = [ImageMath.eval("c * a / 255.0", c=c, a=a) for c in (r, g, b)] + [a]
    return [list(channel.reduce(ZOOM).getdata()) for channel in channels]


def premultiplied_png(path):
    image = Image.open(path).convert("RGBA")
    data = list(image.getdata())
    return image.size, [[p[c] * p[3] / 255.0 for p in data] for c in range(3)] + [[float(p[3]) for p in data]]


def composite(coverage, colour, base):
    """colour at coverage, source-over on base (premultiplied channels)."""
    alpha = colour[3] / 255.0
    out = []
    for c in range(4):
        value = colour[c] * alpha if c < 3 else 255.0 * alpha
        out.append([value * k + under * (1 - alpha * k) for k, under in zip(coverage, base[c])])
    return out


def difference(a, b):
    return max(abs(x - y) for ca, cb in zip(a, b) for x, y in zip(ca, cb))


def resvg_draw(resvg, svg_text, path):
    with open(path, "w") as f:
        f.write(svg_text)
    png = path[:-4] + ".16x.png"
    run([resvg, "--zoom", str(ZOOM), path, png])
    return png


def check(starbadge, resvg, work):
    passed = failed = 0
    worst = {"png": 0.0, "svg": 0.0}
    for logo in LOGOS:
        logo_name = os.path.splitext(os.path.basename(logo))[0]
        for style in STYLES:
            for colour_name, colour_options in COLOURS:
                for scale in ("1", "2"):
                    name = f"{logo_name}-{style}-{'given' if colour_options else 'default'}-{scale}x"
                    options = ["render", "--rating", "3.5", "--label", "Rated", "--style", style, "--scale", scale,
                               "--logo", logo, "--dark-on-color", "#ffd34d"]
                    base = os.path.join(work, name)
                    for suffix, extra in (("", colour_options), (".hidden", HIDDEN)):
                        run([starbadge] + options + extra + ["-o", base + suffix + ".png"])
                        run([starbadge] + options + extra + ["-o", base + suffix + ".svg"])
                    with open(base + ".svg") as f:
                        ours_svg = f.read()
                    with open(base + ".hidden.svg") as f:
                        hidden_svg = f.read()
                    box, colours = box_and_colours(ours_svg)
                    if colour_options and [colours[0][:3], colours[-1][:3]] != [[0xcc, 0, 0x33], [0x88, 0xcc, 0xff]]:
                        raise SystemExit(f"{name}: the logo's colours are {colours}, not the ones given")
                    size, _ = premultiplied_png(base + ".png")
                    region = region_of(box, size)
                    reference = resvg_draw(resvg, reference_svg(logo, box, region), base + ".reference.svg")
                    coverage = [a / 255.0 for a in reduced(reference, region[2:])[3]]
                    results = []
                    for variant, colour in (("light", colours[0]), ("dark", colours[-1])):
                        dot = "" if variant == "light" else ".dark"
                        _, ours = premultiplied_png(base + dot + ".png")
                        _, under = premultiplied_png(base + ".hidden" + dot + ".png")
                        # Outside the logo's pixels the two PNGs are the same badge.
                        inside = set((region[1] + r) * size[0] + region[0] + c for r in range(region[3]) for c in range(region[2]))
                        if any(ours[c][i] != under[c][i] for c in range(4) for i in range(len(ours[3])) if i not in inside):
                            raise SystemExit(f"{name}: the {variant} PNG differs from the one without the logo outside its box")
                        ours, under = cropped(ours, size, region), cropped(under, size, region)
                        png_diff = difference(ours, composite(coverage, colour, under))
                        show = (lambda text: text) if variant == "light" else dark_drawing
                        ours_drawn = reduced(resvg_draw(resvg, cropped_svg(show(ours_svg), region),
                                                        f"{base}.{variant}.ours.svg"), region[2:])
                        under_drawn = reduced(resvg_draw(resvg, cropped_svg(show(hidden_svg), region),
                                                         f"{base}.{variant}.under.svg"), region[2:])
                        svg_diff = difference(ours_drawn, composite(coverage, colour, under_drawn))
                        worst["png"] = max(worst["png"], png_diff)
                        worst["svg"] = max(worst["svg"], svg_diff)
                        results.append((variant, png_diff, svg_diff))
                    ok = all(p <= TOLERANCE and s <= TOLERANCE for _, p, s in results)
                    passed += ok
                    failed += not ok
                    figures = ", ".join(f"{v} PNG {p:.2f} SVG {s:.2f}" for v, p, s in results)
                    print(f"{'ok  ' if ok else 'FAIL'} {name}: {figures} (/255, max over pixels)")
    print(f"worst: PNG {worst['png']:.2f}/255, SVG {worst['svg']:.2f}/255 (tolerance {TOLERANCE})")
    print(f"{passed} passed, {failed} failed")
    return failed == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starbadge", default=os.path.join(ROOT, ".build", "debug", "starbadge"))
    parser.add_argument("--resvg", default=os.path.join(ROOT, ".build", "resvg-venv", "bin", "resvg"))
    parser.add_argument("--keep", help="keep the images in this folder")
    args = parser.parse_args()
    if not LOGOS:
        raise SystemExit("no logos in Fixtures/logos")
    work = args.keep or tempfile.mkdtemp(prefix="starbadge-logo-compare.")
    os.makedirs(work, exist_ok=True)
    ok = check(os.path.abspath(args.starbadge), args.resvg, work)
    if not args.keep:
        shutil.rmtree(work)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
