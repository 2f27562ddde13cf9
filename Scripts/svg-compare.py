#!/usr/bin/env python3
"""Rasterise SVGs with resvg and librsvg and compare them with our PNGs.

usage: svg-compare.py [--resvg PATH] [--worst N] SVG PNG [SVG PNG ...]
       svg-compare.py [--resvg PATH] [--worst N] --goldens Fixtures/render

Prints, per pair, the SVG's size, the PNG's size and the largest and mean
difference of premultiplied RGBA (in 1/255, the mean over every channel) for
each renderer found, and with --worst N the N worst pixels (x, y, ours,
theirs). "resvg x16" rasterises at 16 times the size and averages each 16x16
block: that is close to exact coverage without any renderer's anti-aliasing,
so it checks the SVG's geometry against the PNG's (except in a split star's
pixel column, whose gradient is meant for 1x); the 1x figures include what
the renderer's own anti-aliasing adds, and "resvg AA" is that alone: resvg at
1x against resvg at 16x, on the same SVG. A check, not a runtime
dependency: needs numpy and Pillow.
"""
import argparse, os, shutil, subprocess, sys, tempfile
import numpy as np
from PIL import Image


def premultiplied(path):
    a = np.asarray(Image.open(path).convert("RGBA"), dtype=np.float64)
    a[..., :3] *= a[..., 3:4] / 255
    return a


def rasterise(tool, svg, out, size):
    if tool[0].endswith("rsvg-convert"):
        cmd = tool + [svg, "-w", str(size[0]), "-h", str(size[1]), "-o", out]
    else:
        cmd = tool + ["-w", str(size[0]), "-h", str(size[1]), svg, out]
    subprocess.run(cmd, check=True, capture_output=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--resvg", default=os.path.expanduser("~/.cache/starbadge-anchors/.venv/bin/resvg"))
    parser.add_argument("--worst", type=int, default=0)
    parser.add_argument("--goldens")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    pairs = list(zip(args.files[::2], args.files[1::2]))
    if args.goldens:
        for name in sorted(os.listdir(args.goldens)):
            if name.endswith(".svg") and os.path.exists(os.path.join(args.goldens, name[:-4] + ".png")):
                pairs.append((os.path.join(args.goldens, name), os.path.join(args.goldens, name[:-4] + ".png")))
    tools = []
    if os.path.exists(args.resvg):
        tools.append(("resvg", [args.resvg]))
        tools.append(("resvg x16", [args.resvg]))
    if shutil.which("rsvg-convert"):
        tools.append(("librsvg", ["rsvg-convert"]))
    with tempfile.TemporaryDirectory() as scratch:
        for svg, png in pairs:
            ours = premultiplied(png)
            row = [os.path.basename(svg)[:-4], f"svg {os.path.getsize(svg)}", f"png {os.path.getsize(png)}"]
            worst = []
            for name, tool in tools:
                out = os.path.join(scratch, "out.png")
                factor = 16 if name.endswith("x16") else 1
                rasterise(tool, svg, out, (ours.shape[1] * factor, ours.shape[0] * factor))
                theirs = premultiplied(out)
                if factor > 1:
                    h, w = ours.shape[:2]
                    theirs = theirs.reshape(h, factor, w, factor, 4).mean(axis=(1, 3))
                channels = np.abs(ours - theirs)
                diff = channels.max(axis=2)
                row.append(f"{name} {diff.max():.0f}/{channels.mean():.2f}")
                if args.worst:
                    for index in np.argsort(diff, axis=None)[::-1][: args.worst]:
                        y, x = divmod(int(index), diff.shape[1])
                        worst.append(f"  {name} ({x},{y}) ours {ours[y, x].round().astype(int).tolist()} "
                                     f"theirs {theirs[y, x].round().astype(int).tolist()}")
            if len(tools) >= 2 and tools[1][0] == "resvg x16":
                one, sixteen = os.path.join(scratch, "a.png"), os.path.join(scratch, "b.png")
                h, w = ours.shape[:2]
                rasterise(tools[0][1], svg, one, (w, h))
                rasterise(tools[0][1], svg, sixteen, (16 * w, 16 * h))
                fine = premultiplied(sixteen).reshape(h, 16, w, 16, 4).mean(axis=(1, 3))
                channels = np.abs(premultiplied(one) - fine)
                row.append(f"resvg AA {channels.max():.0f}/{channels.mean():.2f}")
            print("  ".join(row))
            for line in worst:
                print(line)


if __name__ == "__main__":
    sys.exit(main())
