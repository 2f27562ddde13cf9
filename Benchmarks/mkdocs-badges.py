#!/usr/bin/env python3
"""What 1,000 inline badges over 50 pages add to `mkdocs build` (issue 34's bar: at most 1 s).

    .build/python-check-venv/bin/python Benchmarks/mkdocs-badges.py [--runs N] [--keep DIR]

Run with the Python that has mkdocs and the starbadge wheel installed (Scripts/python-check.sh
makes .build/python-check-venv). Writes a site of 50 pages with 20 different inline badges each
(`![Rated {rating} of {max}](stars:R?label=…)`, every one a different badge), then times
`mkdocs build` (each figure the median of N runs):

- without the plugin: the same pages and mkdocs.yml less the `starbadge` plugin (the `stars:`
  images then stay plain images);
- with the plugin, cold: an empty cache, so all 1,000 badges are rendered (2,000 PNGs, 1x and 2x);
- with the plugin, warm: the cache of the previous build, as every build after the first; the
  check that no badge file was rewritten (same inode and modification time for all 2,000).

Prints the figures and the added seconds; exits 1 when a warm build rewrote a badge.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

PAGES, PER_PAGE = 50, 20


def write_site(root, plugin):
    os.makedirs(os.path.join(root, "docs"), exist_ok=True)
    with open(os.path.join(root, "mkdocs.yml"), "w") as f:
        f.write("site_name: bench\nplugins:\n  - search\n" + ("  - starbadge\n" if plugin else ""))
    for page in range(PAGES):
        lines = [f"# Page {page}\n"]
        for k in range(PER_PAGE):
            n = page * PER_PAGE + k
            rating = f"{(n % 50) / 10:g}"
            lines.append(f"Item {n}: ![Rated {{rating}} of {{max}}](stars:{rating}?label=No.%20{n}) — some text.\n")
        with open(os.path.join(root, "docs", f"page-{page:02}.md" if page else "index.md"), "w") as f:
            f.write("\n".join(lines))


def build(root):
    started = time.perf_counter()
    subprocess.run([os.path.join(os.path.dirname(sys.executable), "mkdocs"), "build", "--quiet"], cwd=root, check=True,
                   env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    return time.perf_counter() - started


def badge_files(root):
    cache = os.path.join(root, ".cache", "plugin", "starbadge", "inline")
    return {name: (os.stat(os.path.join(cache, name)).st_ino, os.stat(os.path.join(cache, name)).st_mtime_ns)
            for name in os.listdir(cache) if name.endswith(".png")}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keep", help="build in this folder and keep it")
    args = parser.parse_args()
    work = args.keep or tempfile.mkdtemp(prefix="starbadge-mkdocs-bench.")
    plain, badges = os.path.join(work, "plain"), os.path.join(work, "badges")
    write_site(plain, plugin=False)
    write_site(badges, plugin=True)
    build(plain)  # warm the file system and Python's caches once
    without = [build(plain) for _ in range(args.runs)]
    cold = []
    for _ in range(args.runs):
        shutil.rmtree(os.path.join(badges, ".cache"), ignore_errors=True)
        cold.append(build(badges))
    before = badge_files(badges)
    warm = [build(badges) for _ in range(args.runs)]
    after = badge_files(badges)
    rewritten = sorted(name for name in before if before[name] != after.get(name))
    base = statistics.median(without)
    print(f"{PAGES} pages, {PAGES * PER_PAGE} inline badges, {len(before)} PNG files; median of {args.runs} builds:")
    print(f"  mkdocs build without the plugin:        {base:.2f} s")
    print(f"  with the plugin, cold (all rendered):   {statistics.median(cold):.2f} s  (+{statistics.median(cold) - base:.2f} s)")
    print(f"  with the plugin, warm (cache kept):     {statistics.median(warm):.2f} s  (+{statistics.median(warm) - base:.2f} s)")
    print(f"  badge files rewritten by the warm builds: {len(rewritten)} of {len(before)}")
    if not args.keep:
        shutil.rmtree(work)
    if rewritten or len(before) != 2 * PAGES * PER_PAGE:
        sys.exit(1)


main()
