#!/usr/bin/env python3
"""One process per badge against resvg (issue 37), in interleaved pairs:

    process.py STARBADGE RESVG SVG [PAIRS] [FOLDER]

Each pair runs `STARBADGE render --rating 3.5 -o FOLDER/ours.png` and
`RESVG SVG FOLDER/resvg.png` once each, which one first alternating from
pair to pair, after a few unmeasured warm-up pairs. Wall time is taken
around the process (fork to reaped), CPU time from its rusage (wait4).
Prints the `process` line: medians and ratios (ours / resvg); the goal is
at most 1.0x resvg's wall time. FOLDER defaults to a temporary folder in
/dev/shm where there is one.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time


def run(command):
    """(wall µs, CPU µs) of one process, its output discarded."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1e6
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit("process.py: %s exited with %d" % (command[0], process.returncode))
    return wall, (usage.ru_utime + usage.ru_stime) * 1e6


def main():
    ours_bin, resvg_bin, svg = sys.argv[1:4]
    pairs = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    base = sys.argv[5] if len(sys.argv) > 5 else ("/dev/shm" if os.path.isdir("/dev/shm") else None)
    with tempfile.TemporaryDirectory(dir=base) as folder:
        commands = {
            "ours": [ours_bin, "render", "--rating", "3.5", "-o", os.path.join(folder, "ours.png")],
            "resvg": [resvg_bin, svg, os.path.join(folder, "resvg.png")],
        }
        for _ in range(3):
            for command in commands.values():
                run(command)
        walls = {name: [] for name in commands}
        cpus = {name: [] for name in commands}
        for pair in range(pairs):
            order = ["ours", "resvg"] if pair % 2 == 0 else ["resvg", "ours"]
            for name in order:
                wall, cpu = run(commands[name])
                walls[name].append(wall)
                cpus[name].append(cpu)
    ours_wall, resvg_wall = statistics.median(walls["ours"]), statistics.median(walls["resvg"])
    ours_cpu, resvg_cpu = statistics.median(cpus["ours"]), statistics.median(cpus["resvg"])
    pair_ratio = statistics.median(o / r for o, r in zip(walls["ours"], walls["resvg"]))
    print("process  %d interleaved pairs: ours %.0f µs wall (%.0f µs CPU), resvg %.0f µs wall (%.0f µs CPU); "
          "ours/resvg %.2fx wall (median pair %.2fx), %.2fx CPU; goal <= 1.0x wall: %s"
          % (pairs, ours_wall, ours_cpu, resvg_wall, resvg_cpu, ours_wall / resvg_wall, pair_ratio,
             ours_cpu / resvg_cpu, "met" if ours_wall <= resvg_wall else "NOT met"))


main()
