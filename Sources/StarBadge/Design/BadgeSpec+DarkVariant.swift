extension BadgeSpec {
    /// The same badge (rating, count, sizes, label, style) in the colours of
    /// `dark` (see `DarkAppearance.applied(to:)`): the image a page in
    /// dark mode shows instead of this one. Throws the `BadgeError` of
    /// `init(rating:count:_:)` when the style refuses a dark colour (a social
    /// badge's background, for one), naming the setting it replaces.
    public func darkVariant(_ dark: DarkAppearance) throws(BadgeError) -> BadgeSpec {
        try BadgeSpec(rating: rating, count: count, dark.applied(to: design.settings))
    }
}
