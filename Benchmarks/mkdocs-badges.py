#!/usr/bin/env python3
"""What 1,000 inline badges over 50 pages add to `mkdocs build` (issue 34's bar: at most 1 s).

    .build/python-check-venv/bin/python Benchmarks/mkdocs-badges.py [--runs N] [--keep DIR]

Run with the Python that has mkdocs and the starbadge wheel installed (Scripts/python-check.sh
makes .build/python-check-venv). Writes two sites of 50 pages with 20 inline badges each, all
1,000 different: one with a label on every badge (`![Rated {rating} of {max}](stars:R?label=No. N)`),
one with stars alone (`stars:R?fill=precise&stars=5|10`, R in steps of 0.01), then times
`mkdocs build` of each (each figure the median of N runs; wall time, and the CPU time of mkdocs and
every process it ran, which a machine shared with other builds disturbs less):

- without the plugin: the same pages and mkdocs.yml less the `starbadge` plugin (the `stars:`
  images then stay plain images);
- with the plugin, cold: an empty cache, so all 1,000 badges are rendered (2,000 PNGs, 1x and 2x);
- with the plugin, warm: the cache of the previous build, as every build after the first; the
  check that no badge file was rewritten (same inode and modification time for all 2,000).

Prints the figures and the added seconds; exits 1 when a warm build rewrote a badge.
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

PAGES, PER_PAGE = 50, 20


def write_site(root, plugin, labels):
    os.makedirs(os.path.join(root, "docs"), exist_ok=True)
    with open(os.path.join(root, "mkdocs.yml"), "w") as f:
        f.write("site_name: bench\nplugins:\n  - search\n" + ("  - starbadge\n" if plugin else ""))
    for page in range(PAGES):
        lines = [f"# Page {page}\n"]
        for k in range(PER_PAGE):
            n = page * PER_PAGE + k
            if labels:  # a text on every badge: shaping, hinting, glyphs
                spec = f"{(n % 50) / 10:g}?label=No.%20{n}"
            else:  # stars alone, each a different fraction (the precise fill) on 5 or 10 stars
                spec = f"{(n % 500) / 100:g}?fill=precise&stars={5 if n < 500 else 10}"
            lines.append(f"Item {n}: ![Rated {{rating}} of {{max}}](stars:{spec}) — some text.\n")
        with open(os.path.join(root, "docs", f"page-{page:02}.md" if page else "index.md"), "w") as f:
            f.write("\n".join(lines))


def build(root):
    """(wall seconds, CPU seconds of mkdocs and the processes it ran) of one `mkdocs build`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run([os.path.join(os.path.dirname(sys.executable), "mkdocs"), "build", "--quiet"], cwd=root, check=True,
                   env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def median(runs, which):
    return statistics.median(run[which] for run in runs)


def badge_files(root):
    cache = os.path.join(root, ".cache", "plugin", "starbadge", "inline")
    return {name: (os.stat(os.path.join(cache, name)).st_ino, os.stat(os.path.join(cache, name)).st_mtime_ns)
            for name in os.listdir(cache) if name.endswith(".png")}


def measure(work, labels, runs):
    """Prints the figures of one kind of site; returns whether a warm build rewrote a badge."""
    plain, badges = os.path.join(work, "plain"), os.path.join(work, "badges")
    write_site(plain, plugin=False, labels=labels)
    write_site(badges, plugin=True, labels=labels)
    build(plain)  # warm the file system and Python's caches once
    without = [build(plain) for _ in range(runs)]
    cold = []
    for _ in range(runs):
        shutil.rmtree(os.path.join(badges, ".cache"), ignore_errors=True)
        cold.append(build(badges))
    before = badge_files(badges)
    warm = [build(badges) for _ in range(runs)]
    after = badge_files(badges)
    rewritten = sorted(name for name in before if before[name] != after.get(name))
    kind = "each with a label" if labels else "stars alone"
    print(f"{PAGES} pages, {PAGES * PER_PAGE} different inline badges ({kind}), {len(before)} PNG files; "
          f"median of {runs} builds (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores):")
    print("                                          wall            CPU (user+sys)")
    for title, runs_ in (("mkdocs build without the plugin", without), ("with the plugin, cold (all rendered)", cold),
                         ("with the plugin, warm (cache kept)", warm)):
        extra = "" if runs_ is without else \
            f"  (+{median(runs_, 0) - median(without, 0):.2f} s)  {median(runs_, 1):.2f} s  (+{median(runs_, 1) - median(without, 1):.2f} s)"
        print(f"  {title:38} {median(runs_, 0):.2f} s{extra or f'            {median(runs_, 1):.2f} s'}")
    print(f"  badge files rewritten by the warm builds: {len(rewritten)} of {len(before)}")
    return bool(rewritten) or len(before) != 2 * PAGES * PER_PAGE


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keep", help="build in this folder and keep it")
    args = parser.parse_args()
    work = args.keep or tempfile.mkdtemp(prefix="starbadge-mkdocs-bench.")
    failed = False
    for labels in (True, False):
        failed |= measure(os.path.join(work, "labels" if labels else "stars"), labels, args.runs)
    if not args.keep:
        shutil.rmtree(work)
    if failed:
        sys.exit(1)


main()
