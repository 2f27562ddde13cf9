#!/usr/bin/env python3
"""Writes Fixtures/fonts/OverlapTest.ttf: a tiny TrueType font of our own whose
glyphs overlap themselves, for the text coverage tests (issue 36: a glyph's
overlapping contours count once, by the non-zero rule).

  A  two contours winding the same way that overlap: a disc (quadratic
     curves) and a bar through it (flag OVERLAP_SIMPLE set)
  B  a composite whose two components overlap: the disc, and the bar moved
     (flag OVERLAP_COMPOUND set)
  C  a disc and a bar winding opposite ways: non-zero leaves their overlap empty
  D  one contour that crosses itself (a bow tie of curves), over a disc
  E  three discs winding the same way, each overlapping the others

Usage: make-overlap-test-font.py (fontTools==4.68.0, in a venv under .build/:
  python3 -m venv .build/fonttools-venv && .build/fonttools-venv/bin/pip install fonttools==4.68.0
  .build/fonttools-venv/bin/python Scripts/make-overlap-test-font.py)
The output is committed, so only changing the font needs this script.
"""
import math
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables._g_l_y_f import OVERLAP_COMPOUND, flagOverlapSimple

UPEM = 1000


def disc(pen, cx, cy, radius, clockwise=True, segments=8):
    """A circle of quadratic curves: control points on the tangents' meeting points."""
    sign = -1 if clockwise else 1
    step = 2 * math.pi / segments
    control = radius / math.cos(step / 2)
    pen.moveTo((round(cx + radius), cy))
    for i in range(segments):
        middle = sign * (i + 0.5) * step
        end = sign * (i + 1) * step
        c = (round(cx + control * math.cos(middle)), round(cy + control * math.sin(middle)))
        p = (round(cx + radius * math.cos(end)), round(cy + radius * math.sin(end)))
        pen.qCurveTo(c, p)
    pen.closePath()


def bar(pen, x0, y0, x1, y1, clockwise=True):
    corners = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]
    if not clockwise:
        corners.reverse()
    pen.moveTo(corners[0])
    for corner in corners[1:]:
        pen.lineTo(corner)
    pen.closePath()


def glyph(draw, overlapping=False):
    pen = TTGlyphPen(None)
    draw(pen)
    result = pen.glyph()
    if overlapping:
        result.flags[0] |= flagOverlapSimple
    return result


def bow_tie(pen):
    """One contour crossing itself in the middle, with curved lobes."""
    pen.moveTo((150, 150))
    pen.qCurveTo((500, 300), (850, 550))
    pen.lineTo((850, 150))
    pen.qCurveTo((500, 400), (150, 550))
    pen.closePath()


glyphs = {
    ".notdef": glyph(lambda pen: bar(pen, 100, 0, 600, 700)),
    "space": TTGlyphPen(None).glyph(),
    "A": glyph(lambda pen: (disc(pen, 420, 360, 300), bar(pen, 80, 250, 880, 470)), overlapping=True),
    "disc": glyph(lambda pen: disc(pen, 400, 360, 300)),
    "bar": glyph(lambda pen: bar(pen, 0, 0, 220, 700)),
    "C": glyph(lambda pen: (disc(pen, 420, 360, 300), bar(pen, 80, 250, 880, 470, clockwise=False))),
    "D": glyph(lambda pen: (bow_tie(pen), disc(pen, 500, 350, 120)), overlapping=True),
    "E": glyph(lambda pen: (disc(pen, 330, 300, 230), disc(pen, 570, 300, 230), disc(pen, 450, 500, 230)),
               overlapping=True),
}
# B: the disc and the bar as components, the bar moved into the disc's right side.
composite = TTGlyphPen(glyphs)
composite.addComponent("disc", (1, 0, 0, 1, 0, 0))
composite.addComponent("bar", (1, 0, 0, 1, 520, 10))
glyphs["B"] = composite.glyph()
glyphs["B"].components[0].flags |= OVERLAP_COMPOUND

order = [".notdef", "space", "A", "B", "C", "D", "E", "disc", "bar"]
builder = FontBuilder(UPEM, isTTF=True)
builder.setupGlyphOrder(order)
builder.setupCharacterMap({0x20: "space", 0x41: "A", 0x42: "B", 0x43: "C", 0x44: "D", 0x45: "E"})
builder.setupGlyf({name: glyphs[name] for name in order})
glyf = builder.font["glyf"]
for name in order:
    glyf[name].recalcBounds(glyf)
# The left side bearing is each outline's xMin, as TrueType requires (else renderers shift the outline).
builder.setupHorizontalMetrics({name: (950 if name != "space" else 300, getattr(glyf[name], "xMin", 0))
                                for name in order})
builder.setupHorizontalHeader(ascent=900, descent=-200)
builder.setupNameTable({"familyName": "StarBadge Overlap Test", "styleName": "Regular"})
builder.setupOS2(sTypoAscender=900, sTypoDescender=-200, usWinAscent=900, usWinDescent=200)
builder.setupPost()
# Same script, same bytes: fixed dates in the head table.
builder.font["head"].created = builder.font["head"].modified = 0
builder.font.recalcTimestamp = False
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "fonts", "OverlapTest.ttf")
builder.save(path)
print("wrote", os.path.normpath(path))
