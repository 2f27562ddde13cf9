/// Filters packed rows into the stream a PNG compresses: each row preceded
/// by its filter type byte, with 8 spare zero bytes at the end for the
/// compressor's word reads.
enum RowFiltering {
    static let padding = 8

    static func filter(_ rows: [UInt8], rowBytes: Int, height: Int, bytesPerPixel: Int,
                       strategy: FilterStrategy) -> [UInt8] {
        let stride = rowBytes + 1
        // Every byte is written below (rows, filter types, zero padding).
        var output = [UInt8](unsafeUninitializedCapacity: stride * height + padding) { buffer, count in
            buffer.baseAddress?.advanced(by: stride * height).initialize(repeating: 0, count: padding)
            count = stride * height + padding
        }
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        let judge = RowJudge(strategy, rowBytes: rowBytes, bytesPerPixel: bytesPerPixel)
        let candidates = strategy.candidates
        // The default for pixels, fewest changes between None and Up, is scored in one pass.
        let scoresNoneAndUpAtOnce: Bool
        if case .changes = judge, candidates == [.none, .up] { scoresNoneAndUpAtOnce = true } else { scoresNoneAndUpAtOnce = false }
        // One row of output per candidate filter; the best is copied out.
        var scratch = [UInt8](repeating: 0, count: judge == nil ? 0 : rowBytes * candidates.count)
        let contextRows = judge.map { max(1, $0.contextBytes / stride) } ?? 0
        rows.withUnsafeBufferPointer { rows in
        zeros.withUnsafeBufferPointer { zeros in
        scratch.withUnsafeMutableBufferPointer { scratch in
        output.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                let row = UnsafeBufferPointer(rebasing: rows[y * rowBytes..<(y + 1) * rowBytes])
                let previous = y == 0 ? zeros : UnsafeBufferPointer(rebasing: rows[(y - 1) * rowBytes..<y * rowBytes])
                let target = UnsafeMutableBufferPointer(rebasing: output[y * stride + 1..<(y + 1) * stride])
                guard let judge else {
                    let filter = candidates[0]
                    filter.apply(row, previous: previous, bytesPerPixel: bytesPerPixel, into: target)
                    output[y * stride] = filter.rawValue
                    continue
                }
                if scoresNoneAndUpAtOnce {
                    // As the loop below would choose (a tie keeps None), in one pass.
                    let changes = RowJudge.changesNoneAndUp(row, previous: previous, bytesPerPixel: bytesPerPixel)
                    let filter: RowFilter = changes.up < changes.none ? .up : .none
                    filter.apply(row, previous: previous, bytesPerPixel: bytesPerPixel, into: target)
                    output[y * stride] = filter.rawValue
                    continue
                }
                // Each candidate's output (the row itself for None) and its score.
                let context = UnsafeBufferPointer(rebasing: output[max(0, y - contextRows) * stride..<y * stride])
                var best = (index: 0, score: Int.max)
                for (index, candidate) in candidates.enumerated() {
                    let candidateRow = UnsafeMutableBufferPointer(rebasing: scratch[index * rowBytes..<(index + 1) * rowBytes])
                    if candidate != .none {
                        candidate.apply(row, previous: previous, bytesPerPixel: bytesPerPixel, into: candidateRow)
                    }
                    let filtered = candidate == .none ? row : UnsafeBufferPointer(candidateRow)
                    let score = judge.score(filtered, filter: candidate, context: context)
                    if score < best.score { best = (index, score) }
                }
                let filter = candidates[best.index]
                let chosen = filter == .none ? row : UnsafeBufferPointer(rebasing: scratch[best.index * rowBytes..<(best.index + 1) * rowBytes])
                if let destination = target.baseAddress, let source = chosen.baseAddress {
                    destination.update(from: source, count: rowBytes)
                }
                output[y * stride] = filter.rawValue
            }
        }}}}
        return output
    }
}
