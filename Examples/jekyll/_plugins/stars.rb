# {% stars hotel-1 %}: the badge of the entry named hotel-1, as `starbadge batch`
# wrote it into _data/badges.json (its "markup": an <img> with srcset, width,
# height and alt). The name may be quoted ({% stars "cafes/le-petit" %}). A name
# the manifest lacks, or an entry the batch refused, stops the build with the reason.
module StarBadge
  class StarsTag < Liquid::Tag
    def initialize(tag_name, markup, parse_context)
      super
      @name = markup.strip.sub(/\A(["'])(.*)\1\z/, '\2')
      raise Liquid::SyntaxError, "stars: give an entry name, as in {% stars hotel-1 %}" if @name.empty?
    end

    def render(context)
      manifest = context.registers[:site].data["badges"]
      raise ArgumentError, "stars #{@name}: _data/badges.json is missing; run starbadge batch first (see build.sh)" unless manifest
      entry = manifest["entries"].find { |e| e["name"] == @name }
      return entry["markup"] if entry

      failed = manifest["errors"].find { |e| e["name"] == @name }
      raise ArgumentError, "stars #{@name}: starbadge refused it: #{failed['message']}" if failed
      raise ArgumentError, "stars #{@name}: no such entry in _data/badges.json"
    end
  end
end

Liquid::Template.register_tag("stars", StarBadge::StarsTag)
