"""A new label's render: ours (starbadge-bench --text-peer-json, scene T1) against skia-python's
drawTextBlob of the same label, timed here in the same run (issue 22, build 6).

Usage: text_peer.py <starbadge-bench binary>
Needs skia-python (python3 -m venv /tmp/skiavenv && /tmp/skiavenv/bin/pip install skia-python).
Skia draws "Vote N" (N new every call, as L2's label) in the same font (DejaVu Sans) and px size,
unhinted with sub-pixel positioning and anti-aliasing, at the label's baseline origin on a
transparent surface of the badge's size; the TextBlob is made from the string every call (skia
maps characters to glyphs but does not shape). Ours (T1) shapes the label (HarfBuzz, bidi, font
fallback) and draws it alone on a transparent image of the badge's size, written out as RGBA8.
Also printed: L2 (a whole badge with a new label, its layout and stars included) and B1 (the
plain badge). Median of 7 runs of the time per call; five rounds alternate ours and skia's, the
best of each taken, so a busy spell on a shared machine falls on both alike.
"""
import json
import statistics
import subprocess
import sys
import time

import skia


def ours(bench):
    return json.loads(subprocess.run([bench, "--text-peer-json"], check=True, capture_output=True, text=True).stdout)


def skia_us(info, runs=7, budget=0.15):
    surface = skia.Surface(info["width"], info["height"])
    canvas = surface.getCanvas()
    typeface = skia.Typeface.MakeFromFile(info["font"])
    font = skia.Font(typeface, info["pixel_size"])
    font.setSubpixel(True)
    font.setHinting(skia.FontHinting.kNone)
    font.setEdging(skia.Font.Edging.kAntiAlias)
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)
    x, y, word = info["origin_x"], info["origin_y"], info["word"]
    counter = [0]

    def draw():
        counter[0] += 1
        blob = skia.TextBlob.MakeFromString("%s %d" % (word, counter[0]), font)
        canvas.drawTextBlob(blob, x, y, paint)

    draw()
    start = time.perf_counter()
    for _ in range(100):
        draw()
    calls = max(100, int(budget / max((time.perf_counter() - start) / 100, 1e-7)))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        for _ in range(calls):
            draw()
        times.append((time.perf_counter() - start) / calls * 1e6)
    return statistics.median(times)


bench = sys.argv[1]
runs, skia_runs = [], []
for _ in range(5):
    runs.append(ours(bench))
    skia_runs.append(skia_us(runs[0]))
first = runs[0]
theirs = min(skia_runs)
new_label = min(run["T1_render_us"] for run in runs)
badge = min(run["L2_render_us"] for run in runs)
plain = min(run["B1_render_us"] for run in runs)
ratio = new_label / theirs
print("new label '%s' (%.2f px, %dx%d): ours %.1f µs (T1, shaping included), skia drawTextBlob %.1f µs: "
      "%.2f× skia's time (goal ≤ 1.5×); a badge with a new label L2 %.1f µs; plain badge B1 %.1f µs"
      % (first["text"], first["pixel_size"], first["width"], first["height"], new_label, theirs, ratio, badge, plain))
sys.exit(1 if ratio > 1.5 and "--check" in sys.argv else 0)
