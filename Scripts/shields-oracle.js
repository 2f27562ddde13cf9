#!/usr/bin/env node
// Renders badges with shields.io's own renderer (badge-maker/lib/badge-renderers.js),
// as the oracle Scripts/shields-compare.py measures our plastic and social styles
// against. It is run by hand to record Fixtures/shields/ (CI has no copy of shields):
//
//   node Scripts/shields-oracle.js SHIELDS_LIB CASES.json OUT_DIR
//
// SHIELDS_LIB holds badge-renderers.js, color.js and xml.js from badges/shields,
// unchanged. Two of their packages are stood in for here, and nothing else:
// - anafanafo (text widths in Verdana/Helvetica) answers with the widths our
//   font gives the same texts (CASES.json's `widths`), so both renderers lay out
//   the same text extents and the comparison is of geometry and colours alone;
// - css-color-converter (only for the text colour's brightness) reads #rgb and #rrggbb.
'use strict'

const fs = require('fs')
const path = require('path')
const Module = require('module')

const [lib, casesFile, outDir] = process.argv.slice(2)
if (!lib || !casesFile || !outDir) {
  console.error('usage: shields-oracle.js SHIELDS_LIB CASES.json OUT_DIR')
  process.exit(64)
}
const cases = JSON.parse(fs.readFileSync(casesFile, 'utf8'))
let widths = {}

function hexColor(text) {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(text).trim())
  if (!m) return null
  const h = m[1].length === 3 ? m[1].split('').map(c => c + c).join('') : m[1]
  const rgba = [0, 2, 4].map(i => parseInt(h.slice(i, i + 2), 16)).concat([1])
  return { toRgbaArray: () => rgba }
}

const standIns = {
  anafanafo: (text) => {
    if (!(text in widths)) throw new Error(`no width recorded for ${JSON.stringify(text)}`)
    return widths[text]
  },
  'css-color-converter': { fromString: hexColor },
}
const load = Module._load
Module._load = function (request, parent, isMain) {
  if (request in standIns) return standIns[request]
  return load.call(this, request, parent, isMain)
}

const renderers = require(path.resolve(lib, 'badge-renderers.js'))
fs.mkdirSync(outDir, { recursive: true })
for (const c of cases) {
  widths = c.widths
  const svg = renderers[c.style]({
    label: c.label,
    message: c.message,
    links: [],
    color: c.color,
    labelColor: c.labelColor,
  })
  fs.writeFileSync(path.join(outDir, `${c.name}.svg`), svg.trim() + '\n')
  console.log(`${c.name}.svg`)
}
