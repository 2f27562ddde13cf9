#!/usr/bin/env bash
# End-to-end: StarBadge as a versioned dependency, as the guide's Package.swift
# asks for it (`.package(url: …, from: "X.Y.Z")`).
#
#   Scripts/e2e-package-version.sh
#
# Clones this repository's committed HEAD into a temporary folder, tags the
# clone with the version in Sources/StarBadge/Output/StarBadgeVersion.swift,
# and builds an outside package whose Package.swift is docs/guide.md's
# (`<!-- package-swift -->`) with the URL turned into the clone's file://
# URL, so SwiftPM resolves the dependency by version from a git tag. The
# package's program uses the library to render a labelled badge in the
# bundled font, and is run from / (so the font is found from where the
# build put StarBadge, not from the working folder). Slow (a fresh build of
# the library): it runs as its own CI step, not in `swift test`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"

version="$(sed -n 's/^ *public static let current = "\([0-9][0-9.]*\)".*/\1/p' "$root/Sources/StarBadge/Output/StarBadgeVersion.swift")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The guide's Package.swift block, and the version it asks for.
manifest="$(awk '/^<!-- package-swift -->$/ {found=1; next} found && /^```swift$/ {inside=1; next} inside && /^```$/ {exit} inside {print}' "$root/docs/guide.md")"
[ -n "$manifest" ] || { echo "FAIL: docs/guide.md has no <!-- package-swift --> block" >&2; exit 1; }
line="$(grep -E '\.package\(url: "[^"]*", from: "[0-9]+\.[0-9]+\.[0-9]+"\)' <<<"$manifest" | head -1)"
[ -n "$line" ] || { echo "FAIL: the guide's Package.swift has no .package(url: …, from: \"X.Y.Z\") line" >&2; exit 1; }
wanted="$(sed -E 's/.*from: "([0-9.]+)".*/\1/' <<<"$line")"
echo "The guide asks for StarBadge from $wanted; this checkout is version $version"

# A tagged clone of the committed sources, under the name the guide's product line uses.
git clone --quiet --no-local "$root" "$work/StarBadge"
git -C "$work/StarBadge" -c user.name=e2e -c user.email=e2e@localhost tag -f -a "$version" -m "StarBadge $version" >/dev/null

client="$work/RatingPage"
mkdir -p "$client/Sources/SiteBuilder"
sed -E "s#\.package\(url: \"[^\"]*\", from:#.package(url: \"file://$work/StarBadge\", from:#" <<<"$manifest" > "$client/Package.swift"
cat > "$client/Sources/SiteBuilder/main.swift" <<'SWIFT'
// Renders one labelled badge with the library, in its bundled font.
import Foundation
import StarBadge

var settings = BadgeSettings()
settings.label = try LabelSpec(template: "Rated {rating}")
let spec = try BadgeSpec(rating: 4.5, settings)
let png = try BadgeRenderer().bytes(for: spec)
try Data(png).write(to: URL(fileURLWithPath: CommandLine.arguments[1]))
print("\(spec.pixelSize.width)x\(spec.pixelSize.height) \(png.count) bytes")
SWIFT

echo "building an outside package that depends on StarBadge $wanted over $work/StarBadge (file://)"
swift build --package-path "$client" 2>&1 | tail -5
resolved="$(python3 -c 'import json, sys
pins = json.load(open(sys.argv[1]))["pins"]
print(" ".join(p["state"].get("version") or "none" for p in pins if p["identity"] == "starbadge"))' "$client/Package.resolved")"
[ "$resolved" = "$version" ] || { echo "FAIL: StarBadge was not resolved by version $version:" >&2; cat "$client/Package.resolved" >&2; exit 1; }
echo "resolved StarBadge at version $version (Package.resolved)"

program="$(swift build --package-path "$client" --show-bin-path)/SiteBuilder"
(cd / && "$program" "$work/badge.png")
# A PNG, and wider than the stars alone: the label was set.
head -c 8 "$work/badge.png" | od -An -tx1 | grep -q '89 50 4e 47 0d 0a 1a 0a' || { echo "FAIL: the program wrote no PNG" >&2; exit 1; }
width=$((16#$(od -An -tx1 -j16 -N4 "$work/badge.png" | tr -d ' ')))
[ "$width" -gt 150 ] || { echo "FAIL: the badge is $width px wide: no label?" >&2; exit 1; }
echo "PASS: a package depending on StarBadge from: \"$wanted\" over a file:// git URL renders a labelled badge ($width px wide)"
