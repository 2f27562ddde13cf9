/// Chooses literals and matches for a segment so that the total cost under
/// a `CostModel` is the least possible (a shortest path through the
/// segment, computed backwards from its end).
struct OptimalParse {
    private var cheapest: [UInt32] = []
    private var choice: [UInt32] = []

    /// Length → the last length of the slot after its own.
    private static let slotEnds: [UInt16] = (0...DeflateAlphabet.maximumMatch).map { length in
        var end = length + 1
        while end < DeflateAlphabet.maximumMatch && DeflateAlphabet.lengthSlot[end + 1] == DeflateAlphabet.lengthSlot[length + 1] {
            end += 1
        }
        return UInt16(min(end, DeflateAlphabet.maximumMatch))
    }

    /// The cheapest symbols for `data[start..<end]` given its `matches`.
    /// Records that are the rest of a long match are only taken whole; other
    /// matches at every length up to 10, and beyond at the longest length
    /// of each length slot.
    mutating func symbols(_ data: UnsafePointer<UInt8>, start: Int, end: Int, matches: MatchTable,
                          costs: CostModel, minimumMatch: Int) -> [LZSymbol] {
        let count = end - start
        cheapest.removeAll(keepingCapacity: true)
        cheapest.append(contentsOf: repeatElement(0, count: count + 1))
        choice.removeAll(keepingCapacity: true)
        choice.append(contentsOf: repeatElement(0, count: count))
        cheapest.withUnsafeMutableBufferPointer { cheapest in
        choice.withUnsafeMutableBufferPointer { choice in
        matches.ends.withUnsafeBufferPointer { ends in
        matches.records.withUnsafeBufferPointer { records in
        costs.literal.withUnsafeBufferPointer { literalCost in
        costs.length.withUnsafeBufferPointer { lengthCost in
        costs.distanceSlot.withUnsafeBufferPointer { distanceCost in
        Self.slotEnds.withUnsafeBufferPointer { slotEnd in
            var k = count - 1
            while k >= 0 {
                var best = cheapest[k + 1] &+ literalCost[Int(data[start + k])]
                var chosen: UInt32 = 0
                let first = k == 0 ? 0 : Int(ends[k - 1]), last = Int(ends[k])
                var shorter = minimumMatch - 1
                for r in first..<last {
                    let record = records[r]
                    let length = record.matchLength, distance = record.distanceOrByte
                    let distanceBits = distanceCost[DeflateAlphabet.distanceSlot(distance)]
                    // Every length up to 10; beyond, the longest of each length
                    // slot (same symbol and extra bits) and the match itself.
                    var l = record.isWholeOnly ? length : shorter + 1
                    while l <= length {
                        let cost = lengthCost[l] &+ distanceBits &+ cheapest[k + l]
                        if cost < best {
                            best = cost
                            chosen = .match(length: l, distance: distance)
                        }
                        l = l < 10 || l == length ? l + 1 : min(length, Int(slotEnd[l]))
                    }
                    shorter = length
                }
                cheapest[k] = best
                choice[k] = chosen
                k -= 1
            }
        }}}}}}}}
        var symbols: [LZSymbol] = []
        symbols.reserveCapacity(count / 2)
        var k = 0
        while k < count {
            let chosen = choice[k]
            if chosen == 0 {
                symbols.append(.literal(data[start + k]))
                k += 1
            } else {
                symbols.append(chosen)
                k += chosen.matchLength
            }
        }
        return symbols
    }
}
