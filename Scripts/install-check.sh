#!/usr/bin/env bash
# Scripts/install-check.sh [STARBADGE] — Scripts/install with hostile inputs, without a build.
#
# Each bad input (a prefix that is a file, under a file, a link to a file or to nothing, in a
# folder that cannot be written, holding a newline, a tab, an escape, ':', '.' or '..', empty,
# relative, given twice; a file or folder in the way under the prefix; a bad DESTDIR or
# STARBADGE_INSTALL_BINARY; unknown or repeated flags; a missing tool) is run from a scratch
# folder three ways: with --check; as a real run with --dynamic and a `swift` on PATH that
# records being run (so a build it starts is seen and costs nothing); and as a real run with
# STARBADGE_INSTALL_BINARY (so an install it starts is seen). Each must exit with the script's
# code (64 usage, 69 missing tool, 73 cannot write), say what is wrong on one line naming the
# input, run no build and create nothing.
#
# Then hostile prefixes that are good (spaces, quotes, `$(…)`, backquotes, globs, non-ASCII, a
# trailing slash) and relative DESTDIRs are installed for real with STARBADGE_INSTALL_BINARY:
# every file lands under the prefix (the man page where `man` finds it from PATH), nothing in
# the checkout, and the messages' paths and the closing `export PATH=…` hint, pasted into bash,
# give the prefix back without running anything it holds.
#
# STARBADGE: a built starbadge (CI gives .build/debug/starbadge: the installed copy then
# renders a label from / with the installed fonts); without it a small stand-in script that
# answers --version, --help, help and completions is installed (no Swift needed).
set -uo pipefail
unset DESTDIR STARBADGE_INSTALL_BINARY

root=$(cd "$(dirname "$0")/.." && pwd)
script=${INSTALL_SCRIPT:-$root/Scripts/install}
starbadge=${1:-}
work=$(mktemp -d)
chmod 755 "$work"
cleanup() { chmod -R u+rwx "$work" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
if [ -n "$starbadge" ]; then
    # A copy: the build folder's binary may be relinked meanwhile ("Text file busy").
    mkdir -p "$work/given"
    cp "$starbadge" "$work/given/starbadge" || { echo "install-check: cannot copy $starbadge" >&2; exit 2; }
    starbadge="$work/given/starbadge"
fi
failures=0
cases=0
bad() { echo "install-check: FAIL $*" >&2; failures=$((failures + 1)); }

# A `swift` that records being run and fails: a build the script starts is seen at once.
mkdir -p "$work/stub-bin"
cat > "$work/stub-bin/swift" <<EOF
#!/bin/sh
echo "swift \$*" >> "$work/swift-ran"
exit 1
EOF
chmod 755 "$work/stub-bin/swift"
# The binary installed: the real one, or a stand-in with what the install runs.
if [ -z "$starbadge" ]; then
    starbadge="$work/stand-in/starbadge"
    mkdir -p "$work/stand-in"
    cat > "$starbadge" <<'EOF'
#!/bin/sh
case "$1" in
    --version) echo "starbadge 0.0.0" ;;
    --help) printf 'OVERVIEW: Renders star-rating badges (an install-check stand-in).\n\nUSAGE: starbadge <subcommand>\n\nOPTIONS:\n  --version               Shows the version.\n\nSUBCOMMANDS:\n  render                  Renders one badge.\n' ;;
    help) printf 'OVERVIEW: Renders one badge.\n\nUSAGE: starbadge render --rating <rating>\n\nOPTIONS:\n  --rating <rating>       The rating.\n' ;;
    completions) echo "# starbadge $2 completion (stand-in)" ;;
    *) exit 64 ;;
esac
EOF
    chmod 755 "$starbadge"
    real=
else
    real=yes
fi

run_dir="$work/run"
mkdir -p "$run_dir"
chmod 755 "$run_dir"
snapshot() { (cd "$work" && find . -path ./stand-in -prune -o -path ./given -prune -o -print | sort); ls -A "$root"; }

# expect CODE PATTERN [VAR=VALUE …] -- ARGUMENTS…: one bad input, the three ways.
expect() {
    local code=$1 pattern=$2; shift 2
    local env=()
    while [ "$1" != -- ]; do env+=("$1"); shift; done
    shift
    local mode
    for mode in check build given; do
        local args=("$@") extra=() label
        case "$mode" in
            check) args=(--check "${args[@]}") ;;
            build) args=(--dynamic "${args[@]}") ;;
            given) extra=(STARBADGE_INSTALL_BINARY="$starbadge") ;;
        esac
        label="$mode: $(printf '%q ' "${env[@]}" "${args[@]}")"
        cases=$((cases + 1))
        local before after status
        before=$(snapshot)
        (cd "$run_dir" && env PATH="$work/stub-bin:$PATH" "${extra[@]}" "${env[@]}" \
            "$script" "${args[@]}" > "$work/out" 2> "$work/err")
        status=$?
        local err; err=$(cat "$work/err"); rm -f "$work/out" "$work/err"
        after=$(snapshot)
        if [ -e "$work/swift-ran" ]; then
            bad "$label: ran a build ($(cat "$work/swift-ran"))"; rm -f "$work/swift-ran"
            after=$(snapshot)
        fi
        [ "$status" = "$code" ] || bad "$label: exit $status, not $code ($err)"
        grep -Eq -- "$pattern" <<< "$err" || bad "$label: the message does not say /$pattern/: $err"
        grep -q '^install: ' <<< "$err" || bad "$label: no message: $err"
        ! LC_ALL=C grep -q $'[\x01-\x09\x0b-\x1f\x7f]' <<< "$err" || bad "$label: a control character printed raw: $(printf %q "$err")"
        [ "$before" = "$after" ] || bad "$label: created $(diff <(echo "$before") <(echo "$after") | grep '^>' | head -3 | tr '\n' ' ')"
    done
}

w=$run_dir
touch "$w/file"
ln -s file "$w/link-to-file"
ln -s nowhere "$w/link-to-nothing"
ln -s loop-b "$w/loop-a"
ln -s loop-a "$w/loop-b"
ln -s . "$w/link-to-run"
mkdir -p "$w/bin-is-file" "$w/exe-is-folder/bin/starbadge" "$w/man-is-folder/share/man/man1/starbadge.1" \
         "$w/share-man-is-file/share" "$w/fifo/bin" "$w/completion-is-folder/share/fish/vendor_completions.d/starbadge.fish" \
         "$w/bin-is-link-to-file" "$w/stage-with-folder/usr/local/bin/starbadge"
touch "$w/bin-is-file/bin" "$w/share-man-is-file/share/man"
ln -s ../file "$w/bin-is-link-to-file/bin"
mkfifo "$w/fifo/bin/starbadge"

# What the name says.
expect 64 'is empty' -- --prefix ''
expect 64 'is empty' -- --prefix=
expect 64 'must be an absolute folder, not rel' -- --prefix rel
expect 64 'must be an absolute folder' -- --prefix .
expect 64 'must be an absolute folder, not .*~/x \(no shell expanded its ~' -- --prefix '~/x'
expect 64 'needs a folder$' -- --prefix
expect 64 'needs a folder, not the option --check' -- --prefix --check
expect 64 'given twice' -- --prefix "$w/a" --prefix "$w/b"
expect 64 'given twice' -- --prefix="$w/a" --prefix "$w/a"
expect 64 'control character' -- --prefix "$w/new"$'\n'line
expect 64 'control character' -- --prefix "$w/ends-in-newline"$'\n'
expect 64 'control character' -- --prefix "$w/tab"$'\t'x
expect 64 'control character' -- --prefix "$w/escape"$'\e[31m'
expect 64 "holds ':'" -- --prefix "$w/a:b"
expect 64 "'\.' or '\.\.' part" -- --prefix "$w/missing/../x"
expect 64 "'\.' or '\.\.' part" -- --prefix "$w/./x"
expect 64 "'\.' or '\.\.' part" -- --prefix "$w/.."
# Flags.
expect 64 'unknown argument --prefx' -- --prefx "$w/x"
expect 64 'unknown argument --dynamic=yes' -- --dynamic=yes --prefix "$w/x"
expect 64 'unknown argument' -- "$w/x"
expect 64 'unknown argument' -- --prefix "$w/x" --
expect 64 '--dynamic is given twice' -- --dynamic --dynamic --prefix "$w/x"
expect 64 '--check is given twice' -- --check --check --prefix "$w/x"
# What is in the way.
expect 73 'is a file, not a folder' -- --prefix "$w/file"
expect 73 'is a file, not a folder' -- --prefix "$w/file/sub/deeper"
expect 73 'link to something that is not a folder' -- --prefix "$w/link-to-file"
expect 73 'link to something that is not a folder' -- --prefix "$w/link-to-file/sub"
expect 73 'link to nothing' -- --prefix "$w/link-to-nothing"
expect 73 'link to nothing' -- --prefix "$w/loop-a/x"
expect 73 'bin-is-file/bin is a file' -- --prefix "$w/bin-is-file"
expect 73 'bin-is-link-to-file/bin is a link' -- --prefix "$w/bin-is-link-to-file"
expect 73 'share/man is a file' -- --prefix "$w/share-man-is-file"
expect 73 'bin/starbadge is a folder' -- --prefix "$w/exe-is-folder"
expect 73 'man1/starbadge.1 is a folder' -- --prefix "$w/man-is-folder"
expect 73 'starbadge.fish is a folder' -- --prefix "$w/completion-is-folder"
expect 73 'not a regular file' -- --prefix "$w/fifo"
expect 73 '/dev/null is not a folder' -- --prefix /dev/null
# DESTDIR: relative to where the script is run, judged like the prefix.
expect 73 'run/file is a file, not a folder \(DESTDIR file\)' DESTDIR=file -- --prefix /usr/local
expect 73 'run/file is a file, not a folder \(DESTDIR file/stage\)' DESTDIR=file/stage -- --prefix /usr/local
expect 73 'link-to-nothing is a link to nothing, not a folder \(DESTDIR link-to-nothing\)' DESTDIR=link-to-nothing -- --prefix /usr/local
expect 73 'dev/null is not a folder \(DESTDIR /dev/null\)' DESTDIR=/dev/null -- --prefix /usr/local
expect 64 "DESTDIR missing/\.\./stage holds a '\.' or '\.\.' part" DESTDIR=missing/../stage -- --prefix /usr/local
expect 64 'DESTDIR .* control character' DESTDIR=$'stage\nx' -- --prefix /usr/local
expect 73 "stage-with-folder/usr/local/bin/starbadge is a folder" DESTDIR=stage-with-folder -- --prefix /usr/local
# The binary given instead of a build.
chmod 644 "$w/file"
expect 64 'STARBADGE_INSTALL_BINARY .* is not an executable file' STARBADGE_INSTALL_BINARY=file -- --prefix "$w/x"
expect 64 'STARBADGE_INSTALL_BINARY .* is not an executable file' STARBADGE_INSTALL_BINARY="$w" -- --prefix "$w/x"
expect 64 'does not print a starbadge version' STARBADGE_INSTALL_BINARY=/bin/true -- --prefix "$w/x"
expect 64 'STARBADGE_INSTALL_BINARY .* control character' STARBADGE_INSTALL_BINARY=$'a\nb' -- --prefix "$w/x"

# A folder that cannot be written: as root only another user meets one (root may write anywhere).
mkdir -p "$w/read-only/inside"
chmod 555 "$w/read-only" "$w/read-only/inside"
if [ "$(id -u)" != 0 ]; then
    expect 73 'cannot write into .*read-only/inside' -- --prefix "$w/read-only/inside/x"
    expect 73 'cannot write into .*read-only' -- --prefix "$w/read-only/new"
elif command -v setpriv >/dev/null \
        && setpriv --reuid=65534 --regid=65534 --clear-groups test -r "$script" -a -x "$w" 2>/dev/null; then
    nobody=(setpriv --reuid=65534 --regid=65534 --clear-groups)
    for prefix in "$w/read-only/inside/x" "$w/read-only/new"; do
        for check in --check --dynamic; do
            cases=$((cases + 1))
            before=$(snapshot)
            err=$(cd "$w" && env PATH="$work/stub-bin:$PATH" "${nobody[@]}" "$script" $check --prefix "$prefix" 2>&1 >/dev/null)
            status=$?
            [ "$status" = 73 ] || bad "$check --prefix $prefix as nobody: exit $status, not 73 ($err)"
            grep -q "cannot write into .*read-only" <<< "$err" || bad "$check --prefix $prefix as nobody: $err"
            [ ! -e "$work/swift-ran" ] || { bad "$check --prefix $prefix as nobody: ran a build"; rm -f "$work/swift-ran"; }
            [ "$before" = "$(snapshot)" ] || bad "$check --prefix $prefix as nobody: created something"
        done
    done
else
    echo "install-check: skipped the unwritable folder (root, and no setpriv or no other user can read $script)" >&2
fi

# Missing tools: a PATH holding only what the script runs, less the tool.
tools() { # folder, then the tools to leave out
    local folder=$1 tool; shift
    mkdir -p "$folder"
    for tool in bash env dirname uname readelf install mktemp cp rm strip python3 swift git date sed cat; do
        case " $* " in *" $tool "*) continue ;; esac
        if [ "$tool" = swift ]; then ln -sf "$work/stub-bin/swift" "$folder/swift"
        elif command -v "$tool" >/dev/null; then ln -sf "$(command -v "$tool")" "$folder/$tool"; fi
    done
}
tools "$work/no-swift" swift
tools "$work/no-python" python3
tools "$work/no-readelf" readelf
for row in "no-swift|69|'swift' is not on PATH|--check" "no-swift|69|'swift' is not on PATH|--dynamic" \
           "no-python|69|'python3' is not on PATH|--check" "no-python|69|'python3' is not on PATH|--dynamic" \
           "no-readelf|69|'readelf' is not on PATH|--check"; do
    IFS='|' read -r folder code pattern flag <<< "$row"
    cases=$((cases + 1))
    before=$(snapshot)
    err=$(cd "$w" && env PATH="$work/$folder" "$script" $flag --prefix "$w/x" 2>&1 >/dev/null)
    status=$?
    [ "$status" = "$code" ] || bad "$folder $flag: exit $status, not $code ($err)"
    grep -q "$pattern" <<< "$err" || bad "$folder $flag: $err"
    [ ! -e "$work/swift-ran" ] || { bad "$folder $flag: ran a build"; rm -f "$work/swift-ran"; }
    [ "$before" = "$(snapshot)" ] || bad "$folder $flag: created something"
done

# Good inputs, however they are spelt: --check lists the files (quoted), then a real install.
installed_files=(bin/starbadge share/man/man1/starbadge.1 share/starbadge/fonts/DejaVuSans.ttf
    share/starbadge/fonts/DejaVuSans-LICENSE.txt share/starbadge/fonts/FontAwesome.ttf
    share/starbadge/fonts/FontAwesome-LICENSE.txt share/doc/starbadge/LICENSE share/doc/starbadge/README.md
    share/doc/starbadge/CHANGELOG.md share/doc/starbadge/DejaVuSans-LICENSE.txt
    share/doc/starbadge/FontAwesome-LICENSE.txt share/bash-completion/completions/starbadge
    share/zsh/site-functions/_starbadge share/fish/vendor_completions.d/starbadge.fish
    share/starbadge/hugo/layouts/shortcodes/stars.html share/starbadge/hugo/config.toml
    share/starbadge/jekyll/_plugins/stars.rb share/starbadge/jekyll/_includes/stars.html)
# install_good WHERE-IT-LANDS [VAR=VALUE …] -- ARGUMENTS…
install_good() {
    local top=$1; shift
    local env=()
    while [ "$1" != -- ]; do env+=("$1"); shift; done
    shift
    local label; label=$(printf '%q ' "${env[@]}" "$@")
    cases=$((cases + 1))
    local out status before
    before=$(snapshot)
    out=$(cd "$run_dir" && env PATH="$work/stub-bin:$PATH" "${env[@]}" "$script" --check "$@" 2>/dev/null)
    status=$?
    [ "$status" = 0 ] || bad "--check $label: exit $status"
    [ "$before" = "$(snapshot)" ] || bad "--check $label: created something"
    # Each line one path as a shell word: read back by the shell, the file list.
    local listed expected
    listed=$(cd "$work" && while IFS= read -r line; do eval "printf '%s\n' $line"; done <<< "$out" | LC_ALL=C sort)
    expected=$(printf '%s\n' "${installed_files[@]/#/$top/}" | LC_ALL=C sort)
    [ "$listed" = "$expected" ] || bad "--check $label: the files it lists are not the install's: $out"

    local err
    err=$(cd "$run_dir" && env PATH="$work/stub-bin:$PATH" "${env[@]}" STARBADGE_INSTALL_BINARY="$starbadge" "$script" "$@" 2>&1 >/dev/null)
    status=$?
    [ "$status" = 0 ] || { bad "$label: exit $status ($err)"; return; }
    [ ! -e "$work/swift-ran" ] || { bad "$label: ran a build"; rm -f "$work/swift-ran"; }
    local file
    for file in "${installed_files[@]}"; do
        [ -s "$top/$file" ] || bad "$label: did not install $file under $(printf %q "$top")"
    done
    [ "$("$top/bin/starbadge" --version)" = "$("$starbadge" --version)" ] || bad "$label: the installed starbadge does not run"
    if command -v man >/dev/null; then
        local page
        page=$(unset MANPATH; PATH="$top/bin:/usr/bin:/bin" man -w starbadge 2>/dev/null | head -1)
        [ -n "$page" ] && [ "$(realpath "$page")" = "$(realpath "$top/share/man/man1/starbadge.1")" ] \
            || bad "$label: man finds $(printf %q "$page"), not the page, from PATH=$(printf %q "$top/bin")"
    fi
    if [ -n "$real" ]; then
        (cd / && "$top/bin/starbadge" render --rating 4 --label 'Rated' -o "$work/label.png") \
            || bad "$label: the installed starbadge cannot render a label from / (its fonts)"
        rm -f "$work/label.png"
    fi
    # The messages' paths pasted into bash give the path back and run nothing.
    local into hint
    into=$(sed -n 's/^install: installed .* into //p' <<< "$err")
    [ "$(cd "$work" && bash -c "printf %s $into")" = "$top" ] || bad "$label: 'installed into' does not give the folder back: $into"
    hint=$(sed -n 's/^install: .* is not on PATH; .* e\.g\. \(export PATH=.*\)$/\1/p' <<< "$err")
    if [ -n "${DESTDIR:-}${env[*]}" ]; then
        [ -z "$hint" ] || bad "$label: a PATH hint for staged files: $hint"
    else
        [ -n "$hint" ] || bad "$label: no PATH hint: $err"
        [ "$(cd "$work" && PATH=/usr/bin:/bin bash -c "$hint"'; printf %s "${PATH%%:/usr/bin:/bin}"')" = "$top/bin" ] \
            || bad "$label: the hint does not put the folder on PATH: $hint"
    fi
    [ ! -e "$work/pwned" ] && [ ! -e "$run_dir/pwned" ] || { bad "$label: a pasted message ran a command"; rm -f "$work/pwned" "$run_dir/pwned"; }
    rm -rf "$top"
}

for name in 'with space' "it's" 'say "hi"' '$(touch pwned)' '`touch pwned`' '*' 'a\b' 'ü ñ' '-dash' '$HOME' '~tilde' '!bang'; do
    install_good "$w/$name/prefix" -- --prefix "$w/$name/prefix"
done
install_good "$w/trailing" -- --prefix "$w/trailing/"
install_good "$w/doubled/slash" -- --prefix="$w//doubled///slash"
install_good "$w/link-to-run/into-link/x" -- --prefix "$w/link-to-run/into-link/x"
# Relative DESTDIRs are the caller's, not the checkout's.
install_good "$w/stage/usr/local" DESTDIR=stage -- --prefix /usr/local
install_good "$w/stage/usr/local" DESTDIR=./stage/ -- --prefix /usr/local
install_good "$work/outside/usr/local" DESTDIR=../outside -- --prefix /usr/local
install_good "$w/stage/opt/\$(touch pwned)" DESTDIR=stage -- --prefix "/opt/\$(touch pwned)"
cases=$((cases + 1))
for leak in stage outside usr; do
    [ ! -e "$root/$leak" ] || bad "a relative DESTDIR wrote into the checkout: $root/$leak"
done
# The binary given by a relative path is the caller's too.
cases=$((cases + 1))
cp "$starbadge" "$w/starbadge-copy"
(cd "$w" && STARBADGE_INSTALL_BINARY=starbadge-copy "$script" --prefix "$w/relative-binary" 2>/dev/null) \
    && [ -x "$w/relative-binary/bin/starbadge" ] || bad "STARBADGE_INSTALL_BINARY=starbadge-copy (relative) did not install"

if [ "$failures" -gt 0 ]; then
    echo "install-check: $failures of $cases checks failed" >&2
    exit 1
fi
echo "install-check: $cases hostile and good inputs judged before any build; nothing created by a refused one" >&2
