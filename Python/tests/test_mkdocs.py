"""The MkDocs plugin, built by the real `mkdocs build --strict` (the wheel's entry point)."""
import os
import re
import textwrap
from html import unescape
from pathlib import Path

import pytest

from conftest import png_size, run_tool

RATINGS = "name,rating,label,link,count\nhotel-1,4.5,Guests: {rating},/hotels/,\nhotel-2,3,,,120\n"


def site(root: Path, pages: dict, plugin: str = "", extra: str = "", ratings: str | None = RATINGS) -> Path:
    """Writes a MkDocs project: mkdocs.yml with the starbadge plugin, docs/, ratings.csv."""
    root.mkdir(parents=True, exist_ok=True)
    if ratings is not None:
        (root / "ratings.csv").write_text(ratings)
        plugin = "      ratings: ratings.csv\n" + plugin
    (root / "mkdocs.yml").write_text(f"site_name: test\n{extra}plugins:\n  - starbadge:\n{plugin or '      {}'}\n"
                                     if not plugin.strip() else f"site_name: test\n{extra}plugins:\n  - starbadge:\n{plugin}")
    for name, text in pages.items():
        path = root / "docs" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return root


def build(root: Path, *options: str, check=True):
    return run_tool("mkdocs", "build", "--strict", "--quiet", *options, cwd=root, check=check)


def images(html_path: Path) -> list[dict]:
    found = []
    for tag in re.findall(r"<img [^>]*>", html_path.read_text()):
        found.append({k: unescape(v) for k, v in re.findall(r'(\w+)="([^"]*)"', tag)})
    return found


PAGES = {
    "index.md": "# Home\n\n![Rated {rating} of {max}](stars:4.5)\n",
    "a/b.md": "# B\n\n![](stars:3?stars=10&size=16) and ![](stars:@hotel-1)\n",
    "a/c/index.md": "# C\n\n![Rated {rating} of {max}](stars:4.5) ![](stars:7.8?out-of=10&count=1234&label={rating}/{max})\n",
}


@pytest.mark.parametrize("directory_urls", [True, False])
def test_every_badge_has_a_right_url_srcset_size_and_alt_at_every_depth(tmp_path, directory_urls):
    root = site(tmp_path / "site", PAGES)
    build(root, *([] if directory_urls else ["--no-directory-urls"]))
    pages = ["index.html", "a/b/index.html" if directory_urls else "a/b.html", "a/c/index.html"]
    counts = []
    for page in pages:
        page_path = root / "site" / page
        tags = images(page_path)
        counts.append(len(tags))
        for tag in tags:
            one = (page_path.parent / tag["src"]).resolve()
            assert one.is_file(), f"{page}: {tag['src']} does not lead to a file"
            assert png_size(one) == (int(tag["width"]), int(tag["height"]))
            first, second = [part.strip().rsplit(" ", 1) for part in tag["srcset"].split(",")]
            assert first == [tag["src"], "1x"] and second[1] == "2x"
            assert png_size((page_path.parent / second[0]).resolve()) == (2 * int(tag["width"]), 2 * int(tag["height"]))
    assert counts == [1, 2, 2]
    alts = [t["alt"] for t in images(root / "site" / pages[2])]
    assert alts == ["Rated 4.5 of 5", "7.8 out of 10, 1,234 ratings"]


def test_one_batch_for_all_inline_badges_and_a_second_build_rewrites_nothing(tmp_path, counted):
    pages = {f"p{i}.md": "".join(f"![](stars:{(i * 20 + k) % 51 / 10})\n\n" for k in range(20)) for i in range(5)}
    root = site(tmp_path / "site", pages)
    build(root)
    assert counted("batch") == ["batch", "batch"]  # the inline badges, the ratings file
    cache = root / ".cache" / "plugin" / "starbadge" / "inline"
    files = sorted(cache.iterdir())
    assert len(files) == 2 * 51
    before = {f.name: (f.stat().st_mtime_ns, f.stat().st_ino) for f in files}
    published = root / "site" / "assets" / "stars" / "inline" / files[0].name
    assert published.stat().st_ino == files[0].stat().st_ino  # linked, not copied
    build(root)
    assert len(counted("batch")) == 3  # nothing changed: the inline batch is not even run
    assert before == {f.name: (f.stat().st_mtime_ns, f.stat().st_ino) for f in sorted(cache.iterdir())}
    assert published.stat().st_ino == files[0].stat().st_ino
    # One new badge: one batch run, which writes its two files and rewrites none of the others.
    (root / "docs" / "p0.md").write_text((root / "docs" / "p0.md").read_text() + "![](stars:4.9?label=new)\n")
    build(root)
    assert len(counted("batch")) == 5
    after = {f.name: (f.stat().st_mtime_ns, f.stat().st_ino) for f in sorted(cache.iterdir())}
    assert len(after) == len(before) + 2 and all(after[name] == stamp for name, stamp in before.items())
    # A badge file gone from the cache: the batch runs again and puts it back.
    files[0].unlink()
    build(root)
    assert len(counted("batch")) == 7 and files[0].is_file()


def test_a_bad_rating_names_the_page_and_line(tmp_path):
    root = site(tmp_path / "site", {"index.md": "# Home\n",
                                     "sub/page.md": "---\ntitle: T\n---\n\n# Page\n\nText.\n![](stars:9)\n"})
    result = build(root, check=False)
    assert result.returncode != 0
    assert "docs/sub/page.md:8: ![](stars:9):" in result.stderr
    assert "9" in result.stderr.split("docs/sub/page.md:8: ![](stars:9):")[1] and "rating" in result.stderr
    root = site(tmp_path / "two", {"index.md": "# Home\n\n![](stars:abc)\n"})
    result = build(root, check=False)
    assert result.returncode != 0 and "docs/index.md:3: ![](stars:abc):" in result.stderr and "'abc'" in result.stderr


def test_an_unknown_option_names_the_page_line_and_nearest(tmp_path):
    root = site(tmp_path / "site", {"index.md": "# Home\n\n![](stars:4?on-colour=red)\n"})
    result = build(root, check=False)
    assert result.returncode != 0
    assert "docs/index.md:3:" in result.stderr and "did you mean 'on-color'?" in result.stderr


def test_an_unknown_data_entry_names_the_page_and_line(tmp_path):
    root = site(tmp_path / "site", {"index.md": "# Home\n\n- ![](stars:@hotel-9)\n"})
    result = build(root, check=False)
    assert result.returncode != 0
    assert "docs/index.md:3:" in result.stderr and "no entry named 'hotel-9'" in result.stderr


def test_bad_plugin_options_are_build_errors_naming_them(tmp_path):
    root = site(tmp_path / "a", {"index.md": "# Home\n"}, plugin="      on_color: blurple\n")
    result = build(root, check=False)
    assert result.returncode != 0 and "plugins.starbadge" in result.stderr and "blurple" in result.stderr
    root = site(tmp_path / "b", {"index.md": "# Home\n"}, plugin="      scales: [1, two]\n")
    result = build(root, check=False)
    assert result.returncode != 0 and "scales" in result.stderr
    root = site(tmp_path / "c", {"index.md": "# Home\n"}, plugin="      options: {sise: 20}\n")
    result = build(root, check=False)
    assert result.returncode != 0 and "did you mean 'size'" in result.stderr


def test_code_is_left_alone(tmp_path):
    root = site(tmp_path / "site", {"index.md": "`![](stars:9)`\n\n```\n![](stars:bad)\n```\n\n![](stars:2)\n"})
    build(root)
    html = (root / "site" / "index.html").read_text()
    assert "![](stars:9)" in html and "![](stars:bad)" in html and len(images(root / "site" / "index.html")) == 1


def test_data_entries_bring_their_link_dark_picture_and_schema(tmp_path):
    plugin = "      schema: true\n      dark:\n        on_color: '#FFD54F'\n"
    # A count: review snippets require one, and batch writes no block without it.
    ratings = RATINGS.replace("/hotels/,\n", "/hotels/,87\n")
    root = site(tmp_path / "site", {"index.md": "![](stars:@hotel-1)\n"}, plugin=plugin, ratings=ratings)
    build(root)
    html = (root / "site" / "index.html").read_text()
    assert '<a href="/hotels/">' in html and "<picture>" in html and "prefers-color-scheme: dark" in html
    assert '"@type": "Product", "name": "hotel-1", "url": "/hotels/"' in html
    assert '"@type": "AggregateRating"' in html and '"ratingValue": 4.5' in html and '"ratingCount": 87' in html


def test_material_theme(tmp_path):
    root = site(tmp_path / "site", PAGES, extra="theme:\n  name: material\n")
    build(root)
    assert len(images(root / "site" / "a" / "c" / "index.html")) == 2


def test_serve_watches_the_ratings_file(tmp_path):
    from mkdocs.config import load_config
    root = site(tmp_path / "site", {"index.md": "# Home\n"})
    config = load_config(str(root / "mkdocs.yml"))
    plugin = config.plugins["starbadge"]
    plugin.on_config(config)

    class Server:
        watched = []

        def watch(self, path, *args, **kwargs):
            self.watched.append(path)
    server = Server()
    plugin.on_serve(server, config=config, builder=None)
    assert [os.path.realpath(p) for p in server.watched] == [os.path.realpath(root / "ratings.csv")]
