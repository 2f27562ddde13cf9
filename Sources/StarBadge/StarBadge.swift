// StarBadge: star-rating badges as PNG and SVG, from Swift.
//
// What the library is
// -------------------
// A badge is a row of stars (or other shapes) filled to a rating, with an
// optional label, in a plain or a shields.io-like style. The public API is
// what a site generator needs:
//
// - `BadgeSettings`: every setting but the rating, one memberwise value whose
//   property defaults are the CLI's defaults (`BadgeSettings().with { $0.starSize = 20 }`).
// - `BadgeDesign`: settings checked once (`try BadgeDesign { $0.spacing = 2 }`);
//   `design.badge(rating:)` makes a `BadgeSpec`, checking only the rating.
// - `BadgeSpec`: one badge, a `Sendable` value: `pixelSize` and `altText()`
//   need no rendering; `variant(scaledBy:)` is its @2x twin.
// - `BadgeRenderer`: pixels (`image(for:)`), PNG bytes (`png(for:)`), SVG
//   (`svg(for:)`) and files (`write(_:to:)`), alone or in bulk; one renderer
//   is safe to share between any number of tasks.
// - `SpriteSheet`: every state of a design in one image, with the state (and
//   CSS class) a score shows; a badge's hit testing (`rating(atX:)`) is for
//   widgets made of it.
// - The values the settings hold: `LabelSpec`, `Color` and `ColorScale`,
//   `BadgeShape` (`StarShape`, `RegularPolygonShape`, `PathShape`),
//   `StarAppearance`, `BackgroundShape`, `StarImages`, `FrameFit`,
//   `BadgeStyle`, `BadgeDirection`, `FillMode`, `FillMeasure`, `TextHinting`.
// - `AltText`, `AltTextLocale`: the text every PNG carries, in a language.
// - `OutputSettings` (PNG or SVG, alt text, metadata, `BadgeLink`, `SVGIDs`)
//   for `bytes(for:_:)`; `DarkAppearance` for `darkVariant(_:)`; `BadgeLogo`.
// - Markup for pages: `BadgeMarkup` (`img`, `picture`, the `email` form) and
//   `AggregateRating` (schema.org JSON-LD).
// - Errors: `BadgeError` (names the setting, `error.setting`, and carries a
//   `BadgeReason` whose `kind` a caller can switch on), `BadgeWriteError`,
//   `PNGError`, `ColorParseError`, `BadgeShapeError`.
//
// Its rules
// ---------
// - Lengths are px at scale 1 unless a name says otherwise; `scale`
//   multiplies every length, and sizes are whole pixels only at the end
//   (`pixelSize`, rounded up).
// - Every value is checked when it is made: a `BadgeDesign` or `BadgeSpec`
//   that exists is valid, so rendering it cannot fail (writing and encoding
//   can). Limits are documented constants (`BadgeLimits`), never taken from
//   the data.
// - Same input, same bytes: rendering is deterministic on every machine,
//   whatever the number of tasks or the order of calls.
// - The rating is rounded once (`BadgeSpec.displayedRating`); everything
//   shown follows from it.
// - Errors name Swift properties and say what is wrong in words; nothing
//   traps on bad input.
// - No Foundation: the library runs wherever Swift and its C libraries
//   (libpng, zlib, FreeType, HarfBuzz, FriBidi, fontconfig) do.
//
// `BadgeSpec.scene` (what is painted, in order, in image px) and the
// `SVGWriter` are public too, for a backend of one's own. The rest (layout
// boxes, placed texts, font lookup, the rasterizer and canvas, polygon
// operations, the PNG decoder, colour contrast, path parsing) is `package`:
// shared with the CLI and the stage modules, not promised to users;
// docs/ARCHITECTURE.md describes it.

// The stage modules' types a user of `import StarBadge` needs, without
// importing the stages.
@_exported import StarColor
@_exported import StarUnicode
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

// For the package's own modules (the CLI) only: these are `package` types.
@_exported import StarSupport
@_exported import enum StarText.UnicodeScript
