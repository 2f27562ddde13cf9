#!/usr/bin/env python3
"""Small text beside Chromium's: contact sheets and partial-pixel counts.

Draws each sample text with `starbadge render` (--hinting none and light) and
with headless Chromium (the same font file through @font-face, fontconfig's
hinting: hintslight on Debian), black on white, at 11, 12 and 14 px. For each
it prints the pixels partially covered (ink strictly between 0 and 255, and
between 16 and 239), the solid ones (ink 240 or more) and the ink in all, and
the per-row profile: for each pixel row, solid and partial pixels and its ink.
A solid row where a browser draws a stroke (T's bar, the top of o, the
Devanagari headline) shows as one row of solid pixels; an unhinted stroke
that straddles two rows as two rows of partial ones.

Writes <out>/sheet-<case>.png (each size: ours none, ours light, Chromium,
enlarged 6×, nearest neighbour), <out>/figures.txt, and the renders it
measured, cropped to their ink, as <out>/crops/<case>-<size>-<renderer>.png.

Needs Pillow and NumPy (python3 -m venv v && v/bin/pip install pillow numpy),
a built starbadge and chromium. Usage:

    Scripts/hinting-sheet.py [--starbadge .build/debug/starbadge] [--out /tmp/hinting-sheet]
                             [--sizes 11,12,14] [--profiles]
"""

import argparse
import html
import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTO = "/usr/share/fonts/truetype/noto"

# name, font file, text
CASES = [
    ("latin", os.path.join(ROOT, "Fonts/DejaVuSans.ttf"), "Tofu affine office: 4.5 of 5"),
    ("latin-noto", os.path.join(NOTO, "NotoSans-Regular.ttf"), "Tofu affine office: 4.5 of 5"),
    ("devanagari", os.path.join(NOTO, "NotoSansDevanagari-Regular.ttf"), "समीक्षा रेटिंग हिन्दी पुस्तक"),
    ("bengali", os.path.join(NOTO, "NotoSansBengali-Regular.ttf"), "রেটিং পর্যালোচনা বাংলা বই"),
    ("cjk", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", "用户评分 五星评价 書評"),
]

SCALE = 6


def ink_of(path):
    """Ink 0–255 (255: black) of an image drawn black on white."""
    grey = np.asarray(Image.open(path).convert("RGB"), dtype=np.float64)
    # Chromium may draw grey text in colour-free RGB; take the luminance.
    lum = grey[..., 0] * 0.2126 + grey[..., 1] * 0.7152 + grey[..., 2] * 0.0722
    return np.clip(np.rint(255 - lum), 0, 255).astype(np.int32)


def crop(ink, pad=2):
    rows = np.nonzero(ink.any(axis=1))[0]
    cols = np.nonzero(ink.any(axis=0))[0]
    if len(rows) == 0:
        return ink[:1, :1]
    top, bottom = max(rows[0] - pad, 0), min(rows[-1] + pad + 1, ink.shape[0])
    left, right = max(cols[0] - pad, 0), min(cols[-1] + pad + 1, ink.shape[1])
    return ink[top:bottom, left:right]


def figures(ink):
    partial = int(((ink > 0) & (ink < 255)).sum())
    mid = int(((ink >= 16) & (ink < 240)).sum())
    solid = int((ink >= 240).sum())
    return {"partial": partial, "partial16": mid, "solid": solid, "ink": int(ink.sum()) / 255}


def profile(ink):
    lines = []
    for y, row in enumerate(ink):
        solid = int((row >= 240).sum())
        partial = int(((row > 0) & (row < 240)).sum())
        lines.append(f"{y:3d} solid {solid:3d} partial {partial:3d} ink {row.sum() / 255:6.1f}")
    return lines


def row_difference(ink, reference):
    """How far `ink`'s per-row ink is from `reference`'s: the summed absolute
    difference of the rows' ink over the reference's ink, at the vertical
    offset (−2…2 rows) where it is least."""
    a, b = ink.sum(axis=1) / 255, reference.sum(axis=1) / 255
    height = max(len(a), len(b)) + 4
    best = None
    for shift in range(-2, 3):
        x, y = np.zeros(height), np.zeros(height)
        x[2:2 + len(a)] = a
        y[2 + shift:2 + shift + len(b)] = b
        d = np.abs(x - y).sum() / max(b.sum(), 1)
        best = d if best is None else min(best, d)
    return best


def ours(starbadge, font, text, size, hinting, path):
    # One star, invisible (white on white), so the image is the label alone.
    args = [starbadge, "render", "--rating", "0", "--stars", "1", "--size", "6", "--padding", "2",
            "--on-color", "white", "--off-color", "white", "--background", "white", "--text-color", "black",
            "--font", font, "--no-system-fonts", "--font-size", str(size), "--label", text,
            "--hinting", hinting, "-o", path]
    subprocess.run(args, check=True, stderr=subprocess.DEVNULL)


def chromium(binary, font, text, size, path, workdir):
    page = os.path.join(workdir, f"page-{size}.html")
    with open(page, "w", encoding="utf-8") as out:
        out.write(f"""<!doctype html><html><head><meta charset="utf-8"><style>
@font-face {{ font-family: Sample; src: url("file://{html.escape(font)}"); }}
html, body {{ margin: 0; background: #fff; }}
div {{ font-family: Sample; font-size: {size}px; line-height: {size * 2}px; color: #000;
       white-space: pre; padding: 4px 8px; font-kerning: normal; }}
</style></head><body><div>{html.escape(text)}</div></body></html>""")
    width = int(size * len(text) * 1.2) + 40
    subprocess.run([binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--force-device-scale-factor=1", f"--window-size={width},{size * 3}",
                    f"--screenshot={path}", "file://" + page],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def enlarged(ink):
    picture = Image.fromarray((255 - ink).astype(np.uint8), "L")
    return picture.resize((picture.width * SCALE, picture.height * SCALE), Image.NEAREST)


def sheet(rows, path):
    """rows: [(caption, ink)] stacked with captions at the left."""
    caption_width = 150
    pictures = [(caption, enlarged(ink)) for caption, ink in rows]
    width = caption_width + max(p.width for _, p in pictures) + 10
    height = sum(p.height + 8 for _, p in pictures) + 8
    out = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(out)
    y = 8
    for caption, picture in pictures:
        draw.text((6, y + picture.height // 2 - 6), caption, fill=0)
        out.paste(picture, (caption_width, y))
        # A faint frame shows where each crop ends.
        draw.rectangle([caption_width - 1, y - 1, caption_width + picture.width, y + picture.height], outline=200)
        y += picture.height + 8
    out.save(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    built = [os.path.join(ROOT, ".build", d, "starbadge") for d in ("debug", "x86_64-unknown-linux-gnu/debug", "release")]
    parser.add_argument("--starbadge", default=next((b for b in built if os.path.exists(b)), built[0]))
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--out", default="/tmp/hinting-sheet")
    parser.add_argument("--sizes", default="11,12,14")
    parser.add_argument("--cases", default=",".join(c[0] for c in CASES))
    parser.add_argument("--profiles", action="store_true", help="print every per-row profile")
    options = parser.parse_args()
    sizes = [float(s) if "." in s else int(s) for s in options.sizes.split(",")]
    wanted = options.cases.split(",")
    os.makedirs(os.path.join(options.out, "crops"), exist_ok=True)
    report = []

    def say(line=""):
        print(line)
        report.append(line)

    totals = {}
    with tempfile.TemporaryDirectory() as work:
        for name, font, text in CASES:
            if name not in wanted:
                continue
            if not os.path.exists(font):
                say(f"{name}: {font} missing, skipped")
                continue
            rows = []
            say(f"== {name}: {os.path.basename(font)} '{text}'")
            say(f"{'size':>5} {'renderer':<14} {'partial':>8} {'16-239':>7} {'solid':>6} {'ink':>8}  partial/ink  rows≠")
            for size in sizes:
                inks = {}
                for hinting in ("none", "light"):
                    path = os.path.join(work, f"{name}-{size}-{hinting}.png")
                    ours(options.starbadge, font, text, size, hinting, path)
                    inks[f"ours {hinting}"] = crop(ink_of(path))
                path = os.path.join(work, f"{name}-{size}-chromium.png")
                chromium(options.chromium, font, text, size, path, work)
                inks["chromium"] = crop(ink_of(path))
                for renderer, ink in inks.items():
                    Image.fromarray((255 - ink).astype(np.uint8), "L").save(
                        os.path.join(options.out, "crops", f"{name}-{size}-{renderer.replace(' ', '-')}.png"))
                    f = figures(ink)
                    f["rows"] = row_difference(ink, inks["chromium"])
                    # Summed over the cases weighted by their ink.
                    f["rows ink"] = f["rows"] * f["ink"]
                    key = (size, renderer)
                    for k, v in f.items():
                        totals.setdefault(key, {}).setdefault(k, 0)
                        totals[key][k] += v
                    say(f"{size:>5} {renderer:<14} {f['partial']:>8} {f['partial16']:>7} {f['solid']:>6} "
                        f"{f['ink']:>8.1f}  {f['partial'] / max(f['ink'], 1):11.3f}  {f['rows']:5.1%}")
                    rows.append((f"{size} px {renderer}", ink))
                if options.profiles:
                    for renderer, ink in inks.items():
                        say(f"-- profile {name} {size} px {renderer}")
                        for line in profile(ink):
                            say("   " + line)
            sheet(rows, os.path.join(options.out, f"sheet-{name}.png"))
        say("== all cases")
        for size in sizes:
            base = totals.get((size, "chromium"))
            if not base:
                continue
            for renderer in ("ours none", "ours light", "chromium"):
                t = totals[(size, renderer)]
                say(f"{size:>5} {renderer:<14} partial {t['partial']:>6} ({t['partial'] / base['partial'] - 1:+.1%} vs "
                    f"Chromium)  16-239 {t['partial16']:>6} ({t['partial16'] / base['partial16'] - 1:+.1%})  "
                    f"solid {t['solid']:>6}  rows≠ {t['rows ink'] / t['ink']:.1%}")
    with open(os.path.join(options.out, "figures.txt"), "w", encoding="utf-8") as out:
        out.write("\n".join(report) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
