// The compressor settings a PNG encoder takes, for users of `import StarPNG`.
@_exported import struct StarDeflate.DeflateEffort
