import StarSupport
import StarPNG
import StarRaster

/// A picture drawn instead of a star shape (`--full-image` …), kept as
/// premultiplied floats for resampling. Equal images are equal values; the
/// hash uses a fingerprint of the pixels taken once.
public struct StarImage: Hashable, Sendable {
    /// Largest PNG file read, in bytes (checked before decoding).
    package static let maxFileBytes = 16 * 1024 * 1024
    /// Largest image accepted, in pixels (2048 × 2048).
    package static let maxPixels = 2048 * 2048

    /// Width in pixels.
    public var width: Int { pixels.width }
    /// Height in pixels.
    public var height: Int { pixels.height }
    let pixels: PremultipliedImage
    private let fingerprint: UInt64

    /// An image already decoded.
    public init(_ image: PNGImage) throws(BadgeError) {
        try self.init(image, setting: .imagesFull, name: "image")
    }

    /// Decodes PNG bytes; `setting` and `name` (a file name) go into errors.
    /// Throws for data that is not a readable PNG, more than
    /// `maxFileBytes` bytes, or an image of more than `maxPixels` pixels.
    public init(pngBytes bytes: [UInt8], setting: BadgeSetting = .imagesFull, name: String = "image") throws(BadgeError) {
        guard bytes.count <= Self.maxFileBytes else {
            throw .invalid(setting, value: name, reason: .unusable("the file is larger than \(Self.maxFileBytes / 1_048_576) MiB"))
        }
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw .invalid(setting, value: name, reason: .unusable("not a PNG file (it does not start with the PNG signature)"))
        }
        let image: PNGImage
        do {
            image = try PNGDecoder(maxPixels: Self.maxPixels).decode(bytes)
        } catch {
            switch error {
            case .tooLarge(let w, let h, _):
                throw .invalid(setting, value: name,
                               reason: .unusable("the image is \(w)×\(h) pixels, more than the limit of \(Self.maxPixels) (2048×2048)"))
            default:
                throw .invalid(setting, value: name, reason: .unusable("\(error)"))
            }
        }
        try self.init(image, setting: setting, name: name)
    }

    private init(_ image: PNGImage, setting: BadgeSetting, name: String) throws(BadgeError) {
        guard image.width * image.height <= Self.maxPixels,
              let pixels = PremultipliedImage(width: image.width, height: image.height, straightRGBA8: image.rgba) else {
            throw .invalid(setting, value: name,
                           reason: .unusable("the image is \(image.width)×\(image.height) pixels, more than the limit of \(Self.maxPixels)"))
        }
        guard image.rgba.enumerated().contains(where: { $0.offset % 4 == 3 && $0.element > 0 }) else {
            throw .invalid(setting, value: name, reason: .unusable("the image is fully transparent"))
        }
        self.pixels = pixels
        self.fingerprint = Hash64.of(image.rgba).value ^ (UInt64(image.width) << 32) ^ UInt64(image.height)
    }

    // Written out so the hash takes the fingerprint alone (hashing every
    // pixel of a large picture for each cache lookup would cost a pass
    // over it); equality still compares the pixels.
    public static func == (a: StarImage, b: StarImage) -> Bool {
        a.fingerprint == b.fingerprint && a.pixels == b.pixels
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }
}
