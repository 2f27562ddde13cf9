# Shared by the check scripts of .ci/run (sourced, not run; `root` is the
# checkout, set by the script first).

# The starbadge a check runs, by its absolute path (checks change folders):
# the script's first argument when given, else DEFAULT (the debug build when
# not given), built by SwiftPM when it is missing.
starbadge_under_test() {
    local binary=${1:-${2:-$root/.build/debug/starbadge}}
    if [ ! -x "$binary" ]; then
        (cd "$root" && swift build --product starbadge >&2) || return
    fi
    echo "$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
}

# Debian's chromium (or another Chromium by its usual names); empty when none is installed.
chromium_path() {
    command -v chromium || command -v chromium-browser || command -v google-chrome || true
}
