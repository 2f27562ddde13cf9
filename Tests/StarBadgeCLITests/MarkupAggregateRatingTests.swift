import Foundation
import Testing
import StarBadge
@testable import StarBadgeCLI

/// The rating as schema.org JSON-LD, parsed back as a consumer reads it.
@Suite("Markup: AggregateRating JSON-LD")
struct MarkupAggregateRatingTests {
    @Test("ratingValue, bestRating, worstRating and ratingCount when a count is known; '.' decimals in every locale")
    func parsed() throws {
        for count in [nil, 1234] as [Int?] {
            let values = TemplateValues(score: 7.8, shown: 7.5, max: 5, outOf: 10, count: count)
            let rating = AggregateRating(values)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(rating.json.utf8)) as? [String: Any])
            #expect(object["@context"] as? String == "https://schema.org")
            #expect(object["@type"] as? String == "AggregateRating")
            #expect(object["ratingValue"] as? Double == 7.8)
            #expect(object["bestRating"] as? Int == 10)
            #expect(object["worstRating"] as? Int == 0)
            #expect(object["ratingCount"] as? Int == count)
            #expect(rating.json.contains("\"ratingValue\": 7.8,"))
            #expect(rating.script == "<script type=\"application/ld+json\">\(rating.json)</script>")
        }
    }
}
