// The types a user of `import StarBadge` needs without importing the stages.
@_exported import StarColor
@_exported import struct StarGeometry.StarShape
@_exported import enum StarGeometry.FillMode
@_exported import struct StarPNG.PNGImage
@_exported import enum StarPNG.PNGError
@_exported import struct StarText.FontFace
@_exported import struct StarText.FontChain
@_exported import enum StarText.TextDirection
@_exported import enum StarText.UnicodeScript
@_exported import struct StarText.TextLine
@_exported import struct StarPNG.PNGEncoder
@_exported import enum StarGeometry.BadgeShape
@_exported import struct StarGeometry.PathShape
@_exported import struct StarGeometry.RegularPolygonShape
@_exported import enum StarGeometry.FillMeasure
@_exported import enum StarGeometry.ReadingDirection
// The checks of user text and the safe echo of values in messages.
@_exported import StarUnicode
// What the library and the commands share (the lock, the atomic writer,
// the escapers, the trim): all of it `package`, none of it public API.
@_exported import StarSupport
