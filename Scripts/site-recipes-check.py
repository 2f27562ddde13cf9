"""README's Hugo and Jekyll recipes, run as written against an installed starbadge (issue 35).

Usage: site-recipes-check.py BIN_DIR [LABEL]. BIN_DIR holds the installed `starbadge` (Scripts/install's
<prefix>/bin, the .deb's /usr/bin, an unpacked release archive's bin/), whose ../share/starbadge/ the
recipes take the shortcode, the config line, the tag and the include from. Each ```sh block of
README.md that starts a site (`hugo new site`, `jekyll new`) runs with bash -e in a fresh folder
outside the checkout, with only BIN_DIR and the system's folders on PATH (Debian's hugo and
jekyll), and the built page must show the badge: the <img> of the 1x PNG with the 2x in its
srcset, both files in the site's output. Standard library only.
"""
import os
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def blocks():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = {}
    for body in re.findall(r"```sh\n(.*?)```", text, re.S):
        if "hugo new site" in body:
            found["hugo"] = body
        elif "jekyll new" in body:
            found["jekyll"] = body
    assert set(found) == {"hugo", "jekyll"}, f"README has recipes for {sorted(found)}"
    return found


def png_size(path):
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is no PNG"
    return struct.unpack(">II", data[16:24])


def main():
    bin_dir, label = Path(sys.argv[1]).resolve(), sys.argv[2] if len(sys.argv) > 2 else sys.argv[1]
    assert (bin_dir / "starbadge").is_file(), f"no starbadge in {bin_dir}"
    failures = []
    for tool, body in blocks().items():
        with tempfile.TemporaryDirectory(prefix=f"starbadge-{tool}-recipe.") as work:
            env = {"PATH": f"{bin_dir}:/usr/local/bin:/usr/bin:/bin", "HOME": work, "LANG": "C.UTF-8"}
            result = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", body], cwd=work, env=env,
                                    capture_output=True, text=True, timeout=300)
            if result.returncode != 0:
                failures.append(f"{tool}: the recipe failed ({result.returncode}):\n{result.stderr}")
                continue
            site = Path(work) / ("hotels-hugo/public" if tool == "hugo" else "hotels-jekyll/_site")
            page = site / ("hotel-1/index.html" if tool == "hugo" else "index.html")
            html = page.read_text(encoding="utf-8") if page.is_file() else ""
            image = re.search(r'<img src="/badges/hotel-1\.png" srcset="/badges/hotel-1\.png 1x, '
                              r'/badges/hotel-1@2x\.png 2x" width="(\d+)" height="(\d+)" alt="4\.5 out of 5 stars"', html)
            if not image:
                failures.append(f"{tool}: {page} shows no badge:\n{html[:2000]}")
                continue
            one, two = png_size(site / "badges/hotel-1.png"), png_size(site / "badges/hotel-1@2x.png")
            declared = (int(image.group(1)), int(image.group(2)))
            if one != declared or two != (2 * declared[0], 2 * declared[1]):
                failures.append(f"{tool}: sizes {one}, {two} for a badge declared {declared}")
            print(f"site-recipes-check ({label}): README's {tool} recipe built; {page.relative_to(work)} shows the "
                  f"badge ({declared[0]}x{declared[1]}, 2x {two[0]}x{two[1]})")
    for failure in failures:
        print(f"site-recipes-check ({label}): FAIL {failure}", file=sys.stderr)
    sys.exit(1 if failures else 0)


main()
