#!/usr/bin/env python3
"""Runs the commands of README and docs/guide.md, the golden specs and a few more with one
`starbadge` binary into a folder, for comparing two builds byte for byte:

    Scripts/compare-outputs.py OLD/starbadge /tmp/out-old
    Scripts/compare-outputs.py NEW/starbadge /tmp/out-new
    diff -r /tmp/out-old /tmp/out-new && echo identical

Each command's files land in the folder; its exit status, standard output
and standard error in `log/` (so messages are compared too). The folder is
emptied first. Needs the fonts the goldens use (Debian: fonts-dejavu-core,
fonts-noto-core).
"""
import json, os, re, shutil, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Beyond the documents: messages for bad values, measure JSON, batches with dark
# variants and scales, every direction.
EXTRA = [
    "starbadge measure --rating 3.5",
    "starbadge measure --rating 4 --label 'Rating {rating}' --style flat --value-text '{rating}/{max}'",
    "starbadge measure --rating 2 --width 300 --label 'تقييم' --direction auto",
    "starbadge render --rating 4 --label 'تقييم {rating}' --direction auto -o auto-ar.png",
    "starbadge render --rating 4 --label 'Rating {rating}' --direction auto -o auto-en.svg",
    "starbadge render --rating 4 --label 'تقييم' --direction ltr -o ltr-ar.png",
    "starbadge render --rating 1 --scale 0 -o bad.png",
    "starbadge render --rating 1 --scale 65 -o bad.png",
    "starbadge render --rating 1 --size 0.5 -o bad.png",
    "starbadge render --rating 1 --stars 0 -o bad.png",
    "starbadge render --rating 7 -o bad.png",
    "starbadge render --rating 1 --points 2 -o bad.png",
    "starbadge render --rating 1 --points 7 --shape heart -o bad.png",
    "starbadge render --rating 1 --inner-ratio 1.5 -o bad.png",
    "starbadge render --rating 1 --size 4000 --stars 100 -o bad.png",
    "starbadge render --rating 1 --size 4000 --stars 100 --max-pixels 999999999 -o big.png",
    "starbadge render --rating 1 --section-color red -o bad.png",
    "starbadge render --rating 1 --value-text hi -o bad.png",
    "starbadge render --rating 1 --style flat --corner-radius 3 -o bad.png",
    "starbadge render --rating 1 --shape circle --star-corner-radius 2 -o bad.png",
    "starbadge render --rating 1 --width 10 --min-size 8 -o bad.png",
    "starbadge render --rating 1 --direction sideways -o bad.png",
    "starbadge render --rating 1 --shape glyph:U+10FFFD -o bad.png",
    "starbadge sprite -o sheet-rtl.png --direction rtl --label '{rating}' --scales 1,2 --json sheet-rtl.json",
    "printf 'name,rating,label,dark-on-color\\na,4.5,Guests: {rating},#333333\\nb,3,,\\nc,9,,\\n' > dark.csv",
    "starbadge batch dark.csv --out-dir dark --scales 1,2,3 --manifest dark.json --html dark.html --dark-background '#111111'",
    "starbadge batch dark.csv --out-dir dark-svg --formats svg --manifest dark-svg.json",
    # Every file a BadgeFiles set names: dark PNGs at two scales beside an adaptive SVG, hashed
    # names, the markup; render's and sprite's files and snippets beside -o.
    "starbadge batch dark.csv --out-dir dark-both --formats svg,png --scales 1,2 --manifest dark-both.json --html dark-both.html --html-fragments dark-both-fragments --dark-on-color gold",
    "starbadge batch dark.csv --out-dir dark-hashed --formats png,svg --scales 1,2 --hash-names --manifest dark-hashed.json --dark-on-color gold",
    "starbadge render --rating 4.5 --dark-on-color gold --scales 1,2 -o files-md.png --markup md",
    "starbadge render --rating 4.5 --dark-on-color gold --scales 1,2,3 -o files-html.png --markup html --base-url https://example.com/b/",
    "starbadge render --rating 4.5 --dark-on-color gold -o files-svg.svg --markup html",
    "starbadge render --rating 4.5 --dark-on-color gold --scale 2 -o files@2x.png --markup email --base-url https://example.com/",
    "starbadge render --rating 4 --size 900 --stars 10 --dark-on-color gold --scales 1,8 -o files-bad.png",
    "starbadge batch dark.csv --out-dir dark-bad --scale 9 --scales 1,8 --dark-on-color gold",
    "starbadge sprite -o files-sheet.png --dark-on-color gold --scales 1,2 --css files-sheet.css",
    "starbadge sprite -o files-sheet.svg --dark-on-color gold --css files-sheet-svg.css",
    # Issue 37's batch: 2,000 different badges (precise ratings) on two workers, then
    # ratings that repeat (the render cache's hits), with a count.
    "python3 -c 'print(\"name,rating,fill\"); [print(f\"u{i},{i * 5 / 2000:.6f},precise\") for i in range(2000)]' > unique.csv",
    "starbadge batch unique.csv --out-dir unique --jobs 2 --manifest unique.json",
    "python3 -c 'print(\"name,rating,count\"); [print(f\"r{i},{i % 11 / 2},{i % 7}\") for i in range(300)]' > repeat.csv",
    "starbadge batch repeat.csv --out-dir repeat --jobs 2 --manifest repeat.json --scales 1,2",
]


def readme_commands():
    """The `starbadge` and `printf` lines of the sh blocks of README and the
    guide, continuations joined."""
    text = "".join(open(os.path.join(ROOT, name), encoding="utf-8").read() for name in ("README.md", "docs/guide.md"))
    commands = []
    for block in re.findall(r"```sh\n(.*?)```", text, re.S):
        for line in re.sub(r"\\\n\s*", " ", block).splitlines():
            line = line.strip()
            if not (line.startswith("starbadge ") or line.startswith("printf ")) or "$" in line:
                continue
            commands.append(line)
    return commands


def golden_commands(out):
    """One render a golden spec, as PNG and as SVG (run from the checkout,
    where the specs' relative paths point)."""
    folder = os.path.join(ROOT, "Fixtures", "render")
    commands = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        args = json.load(open(os.path.join(folder, name)))["args"]
        quoted = " ".join("'" + a.replace("'", "'\\''") + "'" for a in args)
        base = os.path.join(out, "goldens", name[:-5])
        commands.append(f"starbadge render {quoted} -o {base}.png")
        commands.append(f"starbadge render {quoted} -o {base}.svg")
    return commands


def main():
    binary, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.join(out, "log"))
    os.makedirs(os.path.join(out, "goldens"))
    bin_dir = os.path.join(out, ".bin")
    os.makedirs(bin_dir)
    os.symlink(binary, os.path.join(bin_dir, "starbadge"))
    images = os.path.join(ROOT, "Fixtures", "images")
    shutil.copy(os.path.join(images, "medal-full.png"), os.path.join(out, "full.png"))
    shutil.copy(os.path.join(images, "medal-empty.png"), os.path.join(out, "empty.png"))
    env = dict(os.environ, PATH=bin_dir + ":" + os.environ["PATH"], NO_COLOR="1", LC_ALL="C.UTF-8")
    env.pop("STARBADGE_FONTS", None)
    runs = [(c, out) for c in readme_commands() + EXTRA] + [(c, ROOT) for c in golden_commands(out)]
    for index, (command, folder) in enumerate(runs):
        run = subprocess.run(["bash", "-c", command], cwd=folder, env=env, capture_output=True)
        text = command.encode() + b"\nexit " + str(run.returncode).encode() + b"\n--- stdout\n"
        text += run.stdout + b"\n--- stderr\n" + run.stderr
        with open(os.path.join(out, "log", f"{index:04}.txt"), "wb") as log:
            # The only line that changes from run to run: a batch's timing (a rate when it rendered any).
            text = re.sub(rb" in [0-9.]+ s( \([0-9]+ badges/s\))?",
                          lambda m: b" in T s" + (b" (N badges/s)" if m.group(1) else b""), text)
            log.write(text.replace(out.encode(), b"OUT"))
    shutil.rmtree(bin_dir)


if __name__ == "__main__":
    main()
