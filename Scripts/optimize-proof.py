#!/usr/bin/env python3
"""Random `--optimize` renders and sprites, each checked three ways.

Every file is inflated by zlib (Adler-32 included), opened by Pillow and
passed through pngcheck, and its pixels must equal those of the same command
without `--optimize`. A check script, not part of the product.

    Scripts/optimize-proof.py STARBADGE [RENDERS] [SPRITES] [SEED]

Needs Pillow (pip) and pngcheck (Debian `pngcheck`). Prints one line per
failure (the command to reproduce it) and a summary; exits 1 on any failure.
"""
import os
import random
import struct
import subprocess
import sys
import tempfile
import zlib
from concurrent.futures import ThreadPoolExecutor

from PIL import Image

LABELS = ["x", "Rating: {rating}/{max}", "Guests {percent}%", "3.5", "Très bien", "AVV Wave ffi", "{rating}"]
COLORS = ["#FFB400", "#E53935", "rgba(0,0,0,0.8)", "white", "hsl(200, 50%, 40%)", "#0000", "teal"]
SHAPES = ["star", "heart", "circle", "polygon:6", "polygon:3"]


def idat_inflates(path):
    data = open(path, "rb").read()
    offset, idat = 8, b""
    while offset + 12 <= len(data):
        length = struct.unpack(">I", data[offset:offset + 4])[0]
        if data[offset + 4:offset + 8] == b"IDAT":
            idat += data[offset + 8:offset + 8 + length]
        offset += 12 + length
    try:
        zlib.decompress(idat)
        return None
    except zlib.error as error:
        return f"zlib: {error}"


def random_render(rng):
    args = ["render", "--rating", f"{rng.uniform(0, 5):.2f}"]
    if rng.random() < 0.3:
        stars = rng.randint(1, 12)
        args = ["render", "--rating", f"{rng.uniform(0, stars):.2f}", "--stars", str(stars)]
    style = rng.choice(["flat", "flat-square", "for-the-badge"]) if rng.random() < 0.2 else None
    framed = style is None and rng.random() < 0.3
    if style:
        args += ["--style", style]
    elif framed:
        args += ["--height", str(rng.randint(40, 160))]
    else:
        args += ["--size", str(rng.choice([8, 12, 16, 24, 24, 32, 48, 64]))]
    if rng.random() < 0.5:
        args += ["--fill", rng.choice(["full", "half", "precise", "area"])]
    if rng.random() < 0.4:
        args += ["--label", rng.choice(LABELS)]
    if rng.random() < 0.3:
        args += ["--background", rng.choice(COLORS)]
    if rng.random() < 0.3:
        args += ["--on-color", rng.choice(COLORS)]
    if rng.random() < 0.3:
        args += ["--shape", rng.choice(SHAPES)]
    if rng.random() < 0.2:
        args += ["--scale", str(rng.choice([2, 3]))]
    if rng.random() < 0.15:
        args += ["--empty-style", "outline"]
    if style is None and rng.random() < 0.15:
        args += ["--corner-radius", "6", "--border-color", "#333"]
    return args


def random_sprite(rng):
    args = ["sprite", "--step", rng.choice(["0.5", "0.25", "0.1", "1"]), "--size", str(rng.choice([12, 16, 24, 32]))]
    if rng.random() < 0.5:
        args += ["--layout", rng.choice(["vertical", "horizontal", "grid"])]
    if rng.random() < 0.3:
        args += ["--label", rng.choice(LABELS)]
    if rng.random() < 0.3:
        args += ["--on-color", rng.choice(COLORS)]
    if rng.random() < 0.2:
        args += ["--shape", rng.choice(SHAPES)]
    return args


def check(binary, folder, index, args):
    plain, optimized = os.path.join(folder, f"{index}.png"), os.path.join(folder, f"{index}.opt.png")
    for path, extra in [(plain, []), (optimized, ["--optimize"])]:
        result = subprocess.run([binary] + args + ["-o", path] + extra, capture_output=True)
        if result.returncode != 0:
            return f"exit {result.returncode}: {result.stderr.decode(errors='replace').strip()}"
    problem = idat_inflates(optimized)
    if problem:
        return problem
    checked = subprocess.run(["pngcheck", "-q", optimized], capture_output=True)
    if checked.returncode != 0:
        return "pngcheck: " + checked.stdout.decode(errors="replace").strip()
    try:
        with Image.open(optimized) as a, Image.open(plain) as b:
            if a.convert("RGBA").tobytes() != b.convert("RGBA").tobytes():
                return "pixels differ from the default encoder's"
    except Exception as error:
        return f"Pillow: {error}"
    finally:
        for path in (plain, optimized):
            if os.path.exists(path):
                os.remove(path)
    return None


def main():
    binary = sys.argv[1]
    renders = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    sprites = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 2026)
    jobs = [random_render(rng) for _ in range(renders)] + [random_sprite(rng) for _ in range(sprites)]
    failures = 0
    with tempfile.TemporaryDirectory() as folder, ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        for args, problem in zip(jobs, pool.map(lambda job: check(binary, folder, job[0], job[1]), enumerate(jobs))):
            if problem:
                failures += 1
                print(f"FAIL {problem}: starbadge {' '.join(args)} --optimize", flush=True)
    print(f"{renders} renders, {sprites} sprites with --optimize: {len(jobs) - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
