"""The Sphinx extension, built by the real `sphinx-build -W` (reStructuredText and MyST)."""
import re
import textwrap
from pathlib import Path

import pytest

from conftest import png_size, run_tool

CONF = 'extensions = ["starbadge.sphinx", "myst_parser"]\nsource_suffix = {".rst": "restructuredtext", ".md": "markdown"}\n' \
       'exclude_patterns = ["_build"]\n'


def project(root: Path, files: dict, conf: str = "") -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "conf.py").write_text(CONF + conf)
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return root


def build(root: Path, builder="html", *options, check=True):
    return run_tool("sphinx-build", "-W", "-q", "-d", "_build/doctrees", "-b", builder, *options, ".",
                    f"_build/{builder}", cwd=root, check=check)


FILES = {
    "index.rst": """\
        Home
        ====

        .. stars:: 4.5
           :alt: Rated {rating} of {max}

        Inline :stars:`7.8?out-of=10&count=1234` here.

        .. toctree::

           sub/rst
           sub/myst
           more/p1
           more/p2
           more/p3
           more/p4
           more/p5
        """,
    "sub/rst.rst": """\
        Sub
        ===

        .. stars:: 3
           :stars: 10
           :size: 16
           :link: https://example.com/
        """,
    "sub/myst.md": """\
        # MyST

        ```{stars} 2.5
        :label: Rating {rating}
        ```

        Inline {stars}`4`.
        """,
    # More than five documents: `-j 2` then really reads in parallel processes.
    **{f"more/p{i}.rst": f"P{i}\n==\n\n.. stars:: {i}\n   :label: Page {i}\n" for i in range(1, 6)},
}


@pytest.mark.parametrize("builder,page", [("html", "sub/rst.html"), ("dirhtml", "sub/rst/index.html")])
def test_html_images_with_srcset_in_the_image_folder(tmp_path, builder, page, counted):
    root = project(tmp_path / "p", FILES)
    build(root, builder, "-j", "2")
    assert counted("batch") == ["batch"]
    out = root / "_build" / builder
    total = 0
    for html_page in out.rglob("*.html"):
        for tag in re.findall(r"<img [^>]*>", html_page.read_text()):
            attributes = dict(re.findall(r'(\w+)="([^"]*)"', tag))
            source = (html_page.parent / attributes["src"]).resolve()
            assert source.parent == (out / "_images").resolve()
            assert png_size(source) == (int(attributes["width"]), int(attributes["height"]))
            two = attributes["srcset"].split(",")[1].strip().split(" ")[0]
            assert png_size((html_page.parent / two).resolve()) == (2 * int(attributes["width"]), 2 * int(attributes["height"]))
            total += 1
    assert total == 10
    assert 'href="https://example.com/"' in (out / page).read_text()
    assert 'alt="Rated 4.5 of 5"' in (out / ("index.html")).read_text()


def test_latex_and_epub_take_the_2x_png(tmp_path):
    root = project(tmp_path / "p", FILES, conf='copyright = "x"\nversion = release = "1"\n')
    build(root, "latex")
    tex = next((root / "_build" / "latex").glob("*.tex")).read_text()
    assert len(re.findall(r"\\sphinxincludegraphics\[width=\d+\\sphinxpxdimen,height=\d+\\sphinxpxdimen\]\{\{b[0-9a-f]+@2x\}\.png\}", tex)) == 10
    build(root, "epub")
    xhtml = (root / "_build" / "epub" / "index.xhtml").read_text()
    assert re.search(r'<img src="_images/b[0-9a-f]+@2x.png" width="\d+" height="32"', xhtml)


def test_a_second_build_rewrites_no_badge(tmp_path, counted):
    root = project(tmp_path / "p", FILES)
    build(root)
    cache = root / "_build" / "doctrees" / "starbadge" / "badges"
    before = {f.name: f.stat().st_mtime_ns for f in cache.iterdir()}
    (root / "sub" / "rst.rst").write_text((root / "sub" / "rst.rst").read_text() + "\nMore text.\n")
    build(root)
    assert counted("batch") == ["batch"]  # the same badges: the batch is not even run
    assert before == {f.name: f.stat().st_mtime_ns for f in cache.iterdir()}
    (root / "sub" / "rst.rst").write_text((root / "sub" / "rst.rst").read_text() + "\n.. stars:: 1.5\n")
    build(root)
    assert counted("batch") == ["batch", "batch"]
    after = {f.name: f.stat().st_mtime_ns for f in cache.iterdir()}
    assert len(after) == len(before) + 2 and all(after[name] == stamp for name, stamp in before.items())


def test_a_bad_rating_names_the_page_and_line(tmp_path):
    root = project(tmp_path / "p", {"index.rst": "Home\n====\n\nText.\n\n.. stars:: 9\n"})
    result = build(root, check=False)
    assert result.returncode != 0
    assert re.search(r"index.rst:6: ERROR: stars 9: .*\b9\b", result.stderr), result.stderr
    root = project(tmp_path / "q", {"index.rst": "Home\n====\n\n.. toctree::\n\n   other\n", "other.md": "# O\n\nx {stars}`abc`\n"})
    result = build(root, check=False)
    assert result.returncode != 0
    assert re.search(r"other.md:3: ERROR: stars abc: .*'abc'", result.stderr), result.stderr


def test_an_unknown_option_is_an_error_at_its_line(tmp_path):
    root = project(tmp_path / "p", {"index.rst": "Home\n====\n\n.. stars:: 4\n   :on-colr: red\n"})
    result = build(root, check=False)
    assert result.returncode != 0 and "index.rst:4" in result.stderr and "on-colr" in result.stderr
    root = project(tmp_path / "q", {"index.rst": "Home\n====\n\nx :stars:`4?on-colr=red`\n"})
    result = build(root, check=False)
    assert result.returncode != 0 and "index.rst:4" in result.stderr and "did you mean 'on-color'" in result.stderr


def test_bad_conf_options_are_errors(tmp_path):
    root = project(tmp_path / "p", {"index.rst": "Home\n====\n"}, conf='starbadge_options = {"on_color": "blurple"}\n')
    result = build(root, check=False)
    assert result.returncode != 0 and "starbadge_options" in result.stderr and "blurple" in result.stderr
