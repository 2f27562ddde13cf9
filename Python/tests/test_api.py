"""starbadge.render, batch, binary and `python -m starbadge`, against the wheel's executable."""
import os
import subprocess
import sys
from decimal import Decimal

import pytest

import starbadge
from starbadge._options import Option, parse_completion, text
from conftest import png_size


def test_binary_is_the_installed_static_executable(executable):
    assert os.path.isfile(executable) and os.access(executable, os.X_OK)
    version = subprocess.run([executable, "--version"], capture_output=True, text=True, check=True).stdout
    assert version.strip() == f"starbadge {starbadge.__version__}"


def test_render_writes_a_labelled_png(tmp_path):
    plain, labelled = tmp_path / "plain.png", tmp_path / "labelled.png"
    assert starbadge.render(4.5, out=plain) is None
    starbadge.render(4.5, out=labelled, label="Rating {rating}", on_color="#E53935")
    assert png_size(plain) == (144, 32)
    assert png_size(labelled)[0] > 144 and png_size(labelled)[1] == 32


def test_render_without_out_returns_the_same_bytes(tmp_path):
    starbadge.render(3.5, out=tmp_path / "r.png", stars=10, size=16)
    assert starbadge.render(3.5, out=None, stars=10, size=16) == (tmp_path / "r.png").read_bytes()


def test_render_svg_by_extension_and_decimal_numbers(tmp_path):
    starbadge.render(Decimal("3.75"), out=tmp_path / "r.svg", fill="precise", scale=2)
    assert (tmp_path / "r.svg").read_text().startswith("<svg")


def test_flags_and_repeatable_options(tmp_path):
    data = starbadge.render(4, out=None, label="x", no_metadata=True, font=["DejaVu Sans", "DejaVu Sans"])
    assert b"tEXt" not in data and b"iTXt" not in data
    with pytest.raises(TypeError, match="flag"):
        starbadge.render(4, out=None, no_metadata="yes")
    with pytest.raises(TypeError, match="takes a value"):
        starbadge.render(4, out=None, label=True)


def test_an_unknown_option_is_a_type_error_naming_the_nearest():
    with pytest.raises(TypeError, match=r"on_colr.*did you mean 'on_color'"):
        starbadge.render(4, out=None, on_colr="red")
    with pytest.raises(TypeError, match="did you mean 'out_of'"):
        starbadge.batch([], out_dir="x", outof=10)
    with pytest.raises(TypeError, match="out="):
        starbadge.render(4, out=None, output="x.png")


def test_a_bad_value_is_the_tools_message_and_exit_code(tmp_path):
    target = tmp_path / "r.png"
    with pytest.raises(starbadge.StarBadgeError) as caught:
        starbadge.render(9, out=target)
    assert caught.value.exit_code == 64
    assert "--rating" in caught.value.message and "0 to 5" in caught.value.message
    assert not target.exists()
    with pytest.raises(starbadge.StarBadgeError) as caught:
        starbadge.render(4, out=tmp_path / "c.png", on_color="blurple")
    assert caught.value.exit_code == 64 and "blurple" in caught.value.message
    with pytest.raises(starbadge.StarBadgeError) as caught:
        starbadge.render(4, out=tmp_path / "f.png", label="x", font=str(tmp_path / "missing.ttf"))
    assert caught.value.exit_code == 66


def test_batch_returns_the_manifest_and_rewrites_nothing_the_second_time(tmp_path):
    rows = [{"name": "hotel-1", "rating": 4.5, "label": "Guests: {rating}"},
            {"name": "hotel-2", "rating": "3", "count": 120}]
    manifest = starbadge.batch(rows, out_dir=tmp_path / "badges", scales=[1, 2])
    assert [e.name for e in manifest] == ["hotel-1", "hotel-2"]
    entry = manifest["hotel-2"]
    assert entry.alt == "3 out of 5 stars, 120 ratings"
    assert [(v.scale, v.width, v.height) for v in entry.variants] == [(1, 144, 32), (2, 288, 64)]
    assert png_size(tmp_path / "badges" / "hotel-2@2x.png") == (288, 64)
    assert 'srcset="' in entry.markup and 'width="144"' in entry.markup
    stamps = {p.name: p.stat().st_mtime_ns for p in (tmp_path / "badges").iterdir()}
    starbadge.batch(rows, out_dir=tmp_path / "badges", scales=[1, 2])
    assert stamps == {p.name: p.stat().st_mtime_ns for p in (tmp_path / "badges").iterdir()}


def test_batch_from_a_file_with_a_manifest_where_asked(tmp_path):
    (tmp_path / "ratings.csv").write_text("name,rating,count\nhotel-1,4.5,12\n")
    manifest = starbadge.batch(tmp_path / "ratings.csv", out_dir=tmp_path / "out",
                               manifest=tmp_path / "badges.json", base_url="/badges/", schema=True)
    assert (tmp_path / "badges.json").is_file()
    assert manifest["hotel-1"].schema["name"] == "hotel-1"
    assert manifest["hotel-1"].schema["aggregateRating"]["ratingValue"] == 4.5
    assert 'src="/badges/hotel-1.png"' in manifest["hotel-1"].img


def test_a_bad_entry_fails_alone_with_its_place(tmp_path):
    rows = [{"name": "good", "rating": 4}, {"name": "bad", "rating": "abc"}]
    with pytest.raises(starbadge.StarBadgeError) as caught:
        starbadge.batch(rows, out_dir=tmp_path / "out")
    error = caught.value
    assert error.exit_code == 65 and "entry 2" in error.message and "'abc'" in error.message
    assert [e.name for e in error.manifest.errors] == ["bad"]
    assert [e.name for e in error.manifest] == ["good"]
    assert (tmp_path / "out" / "good.png").is_file() and not (tmp_path / "out" / "bad.png").exists()


def test_python_m_starbadge_runs_the_executable(tmp_path):
    result = subprocess.run([sys.executable, "-m", "starbadge", "render", "--rating", "2", "-o", str(tmp_path / "m.png")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert png_size(tmp_path / "m.png") == (144, 32)
    result = subprocess.run([sys.executable, "-m", "starbadge", "render", "--rating", "x"], capture_output=True, text=True)
    assert result.returncode == 64 and "--rating" in result.stderr


def test_binary_honours_starbadge_binary(monkeypatch, tmp_path):
    monkeypatch.setenv("STARBADGE_BINARY", str(tmp_path / "nothing"))
    with pytest.raises(FileNotFoundError, match="STARBADGE_BINARY"):
        starbadge.binary()


def test_the_option_table_is_read_from_the_binary(executable):
    script = subprocess.run([executable, "completions", "zsh"], capture_output=True, text=True, check=True).stdout
    tables = parse_completion(script)
    assert {"render", "batch", "sprite", "measure"} <= set(tables)
    render = tables["render"]
    assert render["on-color"] == Option("on-color", True, False)
    assert render["font"].repeatable and not render["no-metadata"].takes_value
    assert "out-dir" in tables["batch"] and "out-dir" not in render


def test_numbers_are_written_as_plain_decimals():
    option = Option("size", True, False)
    assert text(1e-7, option, "f") == "0.0000001"
    assert text(2.50, option, "f") == "2.5"
    assert text(Decimal("3.750"), option, "f") == "3.75"
    with pytest.raises(ValueError):
        text(float("nan"), option, "f")
