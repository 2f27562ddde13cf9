import StarBadge

/// How the manifest names a font a badge's texts were set in: its file name
/// and the SHA-256 of its bytes, "DejaVuSans.ttf sha256:<64 hex digits>".
/// Never the folder it was found in, so a manifest published with a site
/// says nothing of the machine that built it, and is the same from any
/// machine with the same font; `sha256sum FILE` checks a font against it.
enum ManifestFont {
    static func name(_ face: FontFace) -> String {
        face.fileName + " sha256:" + face.sha256
    }
}
