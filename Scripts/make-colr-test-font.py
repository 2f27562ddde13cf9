#!/usr/bin/env python3
"""Writes Fixtures/fonts/ColorLayersTest.ttf: a tiny COLR v0 / CPAL font of
our own for the tests (no COLR font ships in the Debian packages the tests
use). U+2B50 (star) is two layers, a gold star and a smaller orange one
inside it; U+25CF (circle) is one layer in the text colour (palette index
0xFFFF) over a red ring. Needs fontTools (pip install fonttools); the output
is committed, so only changing the font needs this script.
"""
import math
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables import otTables  # noqa: F401 (registers table classes)
from fontTools.colorLib.builder import buildCOLR, buildCPAL

UPEM = 1000


def star(cx, cy, outer, inner, points=5):
    pen = TTGlyphPen(None)
    for i in range(2 * points):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi / 2 - i * math.pi / points
        x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
        (pen.moveTo if i == 0 else pen.lineTo)((round(x), round(y)))
    pen.closePath()
    return pen.glyph()


def circle(cx, cy, radius, clockwise=True, steps=48):
    pen = TTGlyphPen(None)
    for i in range(steps):
        angle = (-1 if clockwise else 1) * 2 * math.pi * i / steps
        point = (round(cx + radius * math.cos(angle)), round(cy + radius * math.sin(angle)))
        (pen.moveTo if i == 0 else pen.lineTo)(point)
    pen.closePath()
    return pen.glyph()


def ring(cx, cy, outer, inner):
    pen = TTGlyphPen(None)
    for radius, sign in ((outer, -1), (inner, 1)):
        for i in range(48):
            angle = sign * 2 * math.pi * i / 48
            point = (round(cx + radius * math.cos(angle)), round(cy + radius * math.sin(angle)))
            (pen.moveTo if i == 0 else pen.lineTo)(point)
        pen.closePath()
    return pen.glyph()


def empty():
    return TTGlyphPen(None).glyph()


glyphs = {
    ".notdef": circle(500, 350, 300), "space": empty(),
    "star": empty(), "star.outer": star(500, 380, 480, 190), "star.inner": star(500, 380, 260, 100),
    "dot": empty(), "dot.ring": ring(500, 350, 340, 260), "dot.fill": circle(500, 350, 200),
}
order = list(glyphs)
builder = FontBuilder(UPEM, isTTF=True)
builder.setupGlyphOrder(order)
builder.setupCharacterMap({0x20: "space", 0x2B50: "star", 0x25CF: "dot"})
builder.setupGlyf(glyphs)
glyf = builder.font["glyf"]
for name in order:
    glyf[name].recalcBounds(glyf)
# The left side bearing is each outline's xMin, as TrueType requires (else renderers shift the outline).
builder.setupHorizontalMetrics({name: (1000 if name != "space" else 300, getattr(glyf[name], "xMin", 0)) for name in order})
builder.setupHorizontalHeader(ascent=900, descent=-200)
builder.setupNameTable({"familyName": "StarBadge Color Layers Test", "styleName": "Regular"})
builder.setupOS2(sTypoAscender=900, sTypoDescender=-200, usWinAscent=900, usWinDescent=200)
builder.setupPost()
builder.font["COLR"] = buildCOLR({
    "star": [("star.outer", 0), ("star.inner", 1)],
    "dot": [("dot.ring", 2), ("dot.fill", 0xFFFF)],
}, version=0)
builder.font["CPAL"] = buildCPAL([[(1.0, 0.71, 0.0, 1.0), (0.93, 0.42, 0.0, 1.0), (0.9, 0.1, 0.1, 1.0)]])
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "fonts", "ColorLayersTest.ttf")
builder.save(path)
print("wrote", os.path.normpath(path))
