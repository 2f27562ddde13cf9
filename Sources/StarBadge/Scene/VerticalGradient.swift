import StarColor

/// A top-to-bottom linear gradient (shields' sheens): straight colours and
/// opacities interpolated linearly between stops, constant across a row.
/// Lengths in px at the output scale.
package struct VerticalGradient: Hashable, Sendable {
    /// One colour of the gradient at `offset` (0 at `top`, 1 at `bottom`).
    package struct Stop: Hashable, Sendable {
        package let offset: Double
        /// The colour; its own alpha is ignored for `opacity`.
        package let color: Color
        /// 0…1, kept exact (an SVG writes it as given).
        package let opacity: Double

        package init(offset: Double, color: Color, opacity: Double) {
            self.offset = offset
            self.color = color
            self.opacity = opacity
        }
    }

    /// Where offset 0 lies, px from the image's top.
    package let top: Double
    /// Where offset 1 lies, px from the image's top (below `top`).
    package let bottom: Double
    /// At least one stop, offsets rising from 0 to 1.
    package let stops: [Stop]

    package init(top: Double, bottom: Double, stops: [Stop]) {
        precondition(!stops.isEmpty && bottom > top)
        self.top = top
        self.bottom = bottom
        self.stops = stops
    }

    /// Straight red, green, blue (0…255) and alpha (0…1) at height `y`,
    /// the end stops' colours beyond them.
    package func color(atY y: Double) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let t = (y - top) / (bottom - top)
        func parts(_ s: Stop) -> (Double, Double, Double, Double) {
            (Double(s.color.red), Double(s.color.green), Double(s.color.blue), s.opacity)
        }
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if t <= first.offset { return parts(first) }
        if t >= last.offset { return parts(last) }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.offset {
            let f = b.offset > a.offset ? (t - a.offset) / (b.offset - a.offset) : 1
            let (ra, ga, ba, aa) = parts(a), (rb, gb, bb, ab) = parts(b)
            return (ra + (rb - ra) * f, ga + (gb - ga) * f, ba + (bb - ba) * f, aa + (ab - aa) * f)
        }
        return parts(last)
    }

    /// The gradient's colour at height `y` painted over the opaque or
    /// translucent `base` (source-over), as one colour.
    package func color(atY y: Double, over base: Color) -> Color {
        let top = color(atY: y)
        let bottomAlpha = Double(base.alpha) / 255
        let alpha = top.alpha + bottomAlpha * (1 - top.alpha)
        guard alpha > 0 else { return .transparent }
        func channel(_ t: Double, _ b: UInt8) -> UInt8 {
            let value = (t * top.alpha + Double(b) * bottomAlpha * (1 - top.alpha)) / alpha
            return UInt8(min(255, max(0, value.rounded())))
        }
        return Color(red: channel(top.red, base.red), green: channel(top.green, base.green),
                     blue: channel(top.blue, base.blue), alpha: UInt8(min(255, max(0, (alpha * 255).rounded()))))
    }
}
