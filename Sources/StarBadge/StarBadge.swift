// StarBadge: star-rating badges as PNG and SVG, from Swift.
//
// What the library is
// -------------------
// A badge is a row of stars (or other shapes) filled to a rating, with an
// optional label, in a plain or a shields.io-like style. The public API is
// what a site generator needs, and this list is all of it:
//
// - Settings: `BadgeSettings` (every setting but the rating, one memberwise
//   value whose defaults are the command line's: `BadgeSettings().with {
//   $0.starSize = 20 }`), and the values it holds: `LabelSpec` with
//   `TextTemplate`, `NumberFormat`, `LabelPosition`; `Color`, `ColorScale`;
//   `BadgeShape` (`StarShape`, `RegularPolygonShape`, `PathShape`);
//   `StarAppearance`, `EmptyStars`, `BackgroundShape`, `StarImages` and
//   `StarImage`, `FrameFit`, `BadgeStyle`, `BadgeDirection`, `FillMode`,
//   `FillMeasure`, `TextHinting`, `BadgeLogo` (with `SVGLogo` and
//   `SVGLogoLimits`), `DarkAppearance`, `BadgePalette`, `LabelOverflow`;
//   `BadgeLimits` (the image bounds: stars, side, pixels, scale, SVG
//   bytes; each setting's range is a table inside the package, which
//   the checks and docs/guide.md's limits table come from).
// - Design and spec: `BadgeDesign` (settings checked once: `try BadgeDesign
//   { $0.spacing = 2 }`) and `BadgeSpec` (one badge, checking only its
//   rating: `pixelSize` and `altText()` need no rendering, `variant(scaledBy:)`
//   is its @2x twin, `darkVariant(_:)` its dark one, `partContrasts(on:)`
//   each part's `PartContrast` on a page), `PixelSize`.
// - Renderer: `BadgeRenderer` gives pixels (`image(for:)`), file bytes
//   (`bytes(for:_:)`) and files (`write(_:to:_:)`), alone or in bulk, each
//   with an `OutputSettings` (PNG or SVG, `AltText` in an `AltTextLocale`,
//   `BadgeLink`, `SVGIDs` and `SVGIDPrefix`, `SVGTextMode`, the `PNGEncoder`);
//   one renderer is safe to share between any number of tasks.
// - Files: `BadgeFiles` (a badge × its dark variant × PNG scales × formats:
//   every file named by the one rule `NAME[.dark][@2x].png`, its size, its
//   bytes, its `BadgeMarkup.Image`; a dark PNG is a file, a dark SVG is the
//   light one adapting), what `render`, `sprite` and `batch` write.
// - Sprites: `SpriteSheet` (every state of a design in one image, the state
//   and CSS class a score shows, hit testing) and `SpriteArrangement`.
// - Markup: `BadgeMarkup` (`img`, `picture`, the mail form) and
//   `AggregateRating` nested in a `RatedItem` (schema.org JSON-LD).
// - Errors: `BadgeError` (names the `BadgeSetting` and carries a
//   `BadgeReason` whose `kind` a caller can switch on), `BadgeWriteError`,
//   `TextTemplateError`, `PNGError`, `ColorParseError`, `SVGLogoError`.
// - `StarBadgeVersion`; from the text stage, the font types a label names
//   (`FontFace`, `FontChain`, `TextLine`, `TextDirection`, `GlyphOutlineSource`,
//   `UnicodeScript`).
//
// Its rules
// ---------
// - Lengths are px at scale 1 unless a name says otherwise; `scale`
//   multiplies every length, and sizes are whole pixels only at the end
//   (`pixelSize`, rounded up).
// - Settings, nested values included (`LabelSpec`, `FrameFit`,
//   `StarAppearance`, `BackgroundShape`), are memberwise values checked in
//   one place when a `BadgeDesign` is made: a `BadgeDesign` or `BadgeSpec`
//   that exists is valid, so rendering it cannot fail (writing and encoding
//   can). Each setting's range is one table (`BadgeLimits.table`), never
//   taken from the data.
// - Same input, same bytes: rendering is deterministic on every machine,
//   whatever the number of tasks or the order of calls.
// - The rating is rounded once (`BadgeSpec.displayedRating`); everything
//   shown follows from it.
// - Errors name Swift properties and say what is wrong in words; nothing
//   traps on bad input.
// - No Foundation: the library runs wherever Swift and its C libraries
//   (libpng, zlib, FreeType, HarfBuzz, FriBidi, fontconfig) do.
//
// Everything else is `package`: shared with the command line and the stage
// modules, not promised to users. That is the scene (`BadgeSpec.scene`, what
// is painted, in order) and the `SVGWriter`, layout boxes, placed texts,
// templates' values, font lookup, the rasterizer and canvas, polygon
// operations, the PNG decoder, colour contrast, path parsing, and the message
// helpers of StarUnicode; docs/ARCHITECTURE.md describes it.

// The stage modules' types a user of `import StarBadge` needs, without
// importing the stages.
@_exported import StarColor
@_exported import struct StarGeometry.StarShape
@_exported import enum StarGeometry.FillMode
@_exported import enum StarGeometry.FillMeasure
@_exported import enum StarGeometry.ReadingDirection
@_exported import enum StarGeometry.BadgeShape
@_exported import struct StarGeometry.PathShape
@_exported import struct StarGeometry.RegularPolygonShape
@_exported import struct StarPNG.PNGImage
@_exported import enum StarPNG.PNGError
@_exported import struct StarPNG.PNGEncoder
@_exported import struct StarText.FontFace
@_exported import struct StarText.FontChain
@_exported import struct StarText.TextLine
@_exported import enum StarText.TextDirection
@_exported import enum StarText.GlyphOutlineSource
@_exported import struct StarSVGLogo.SVGLogo
@_exported import enum StarSVGLogo.SVGLogoError
@_exported import enum StarSVGLogo.SVGLogoLimits
@_exported import enum StarText.UnicodeScript
