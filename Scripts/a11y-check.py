"""Every badge form, linked or not, as Chromium's accessibility tree shows it.

Usage: a11y-check.py STARBADGE CHROMIUM WORKDIR

Renders SVG badges (linked and unlinked; plain, labelled, texts as `<text>`,
pictures, dark variants that adapt; linked without stored metadata) and runs batch (PNG, SVG and both;
scales; dark variants; linked and unlinked entries), then puts each form on a
page in its own `<section aria-label="CASE">`: the SVG inlined, the SVG as an
`<img>` (alone, and inside `<a href>` as a page links an image), and every
markup form batch writes (the manifest's `img`, `markup` and `email`, and the
`--html-fragments` file). Headless Chromium, driven over the DevTools
protocol on a pipe (`--remote-debugging-pipe`: no port, no network), loads
each page in the light and in the dark colour scheme and returns
`Accessibility.getFullAXTree`. In each section the nodes Chromium exposes
must be, for a linked badge, one link named by the alt text (and, inside
it, at most an image of the same name: `<a><img alt></a>`); for an
unlinked one, one image named by the alt text and nothing else.

Prints each case's exposed nodes (role "name", nested in brackets); exits 1
when any case differs from what it should be.
"""
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time


class DevTools:
    """A Chromium started with `--remote-debugging-pipe`: commands are JSON
    messages ended by a NUL byte, written to the browser's fd 3; answers and
    events come back on its fd 4."""

    def __init__(self, chrome, profile, timeout=60):
        self.timeout = timeout
        to_browser_read, to_browser_write = os.pipe()
        from_browser_read, from_browser_write = os.pipe()
        # The browser's ends moved above 3 and 4, so that dup2 onto 3 and 4 in
        # the child always makes new, inheritable descriptors.
        child_in, child_out = os.dup(to_browser_read), os.dup(from_browser_write)
        for fd in (to_browser_read, from_browser_write):
            os.close(fd)

        def descriptors():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self.log = open(os.path.join(profile, "chromium.log"), "wb")
        self.process = subprocess.Popen(
            [chrome, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--user-data-dir=" + profile, "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "--disable-sync",
             "--window-size=900,700", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log,
            close_fds=False, preexec_fn=descriptors)
        os.close(child_in)
        os.close(child_out)
        self.write_fd, self.read_fd = to_browser_write, from_browser_read
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        """The result of `method`, waiting at most `timeout` seconds."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.write_fd, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply["result"]
            if "method" in reply:
                self.events.append(reply)

    def wait_for(self, method, session):
        """Waits for event `method` in `session` (or one already received)."""
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method and event.get("sessionId") == session:
                    del self.events[index]
                    return event
            self.events.append(self.receive())

    def receive(self):
        deadline = time.monotonic() + self.timeout
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.read_fd], [], [], left)[0]:
                raise TimeoutError("Chromium did not answer within %d s" % self.timeout)
            chunk = os.read(self.read_fd, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe (exit %s)" % self.process.poll())
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.write_fd)
        os.close(self.read_fd)
        self.log.close()


def ax_tree(devtools, url, dark):
    """Chromium's full accessibility tree of `url`, in the dark or light scheme."""
    target = devtools.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = devtools.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    devtools.send("Page.enable", session=session)
    devtools.send("Accessibility.enable", session=session)
    devtools.send("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]}, session=session)
    devtools.send("Page.navigate", {"url": url}, session=session)
    devtools.wait_for("Page.loadEventFired", session)
    nodes = devtools.send("Accessibility.getFullAXTree", session=session)["nodes"]
    devtools.send("Target.closeTarget", {"targetId": target})
    return nodes


def exposed(nodes):
    """The tree of nodes Chromium exposes (ignored ones skipped, their children
    kept), as (role, name, children) from the root."""
    by_id = {node["nodeId"]: node for node in nodes}

    def children(node):
        out = []
        for child_id in node.get("childIds", []):
            child = by_id.get(child_id)
            if child is None:
                continue
            if child.get("ignored"):
                out += children(child)
            else:
                out.append((child.get("role", {}).get("value", ""), child.get("name", {}).get("value", ""),
                            children(child)))
        return out

    root = next(node for node in nodes if "parentId" not in node)
    return (root.get("role", {}).get("value", ""), root.get("name", {}).get("value", ""), children(root))


# Inline text is how Chromium exposes a name's text, not a node of its own.
TEXT_ROLES = {"StaticText", "InlineTextBox"}


def shown(nodes):
    """`role "name" [children]` of each node, text nodes left out."""
    parts = []
    for role, name, children in nodes:
        if role in TEXT_ROLES:
            continue
        inner = shown(children)
        parts.append('%s "%s"%s' % (role, name, " [" + inner + "]" if inner else ""))
    return ", ".join(parts)


def judge(nodes, linked, alt):
    """Why the section's nodes are not what a badge should expose (None: they are)."""
    nodes = [node for node in nodes if node[0] not in TEXT_ROLES]
    if linked:
        if len(nodes) != 1 or nodes[0][0] != "link":
            return "expected one link"
        _, name, inside = nodes[0]
        if name != alt:
            return "the link is named %r, not %r" % (name, alt)
        inside = [node for node in inside if node[0] not in TEXT_ROLES]
        if inside and not (len(inside) == 1 and inside[0][0] == "image" and inside[0][1] == alt
                           and not [n for n in inside[0][2] if n[0] not in TEXT_ROLES]):
            return "inside the link: %s (expected nothing, or one image named as the link)" % shown(inside)
        return None
    if len(nodes) != 1 or nodes[0][0] != "image":
        return "expected one image"
    _, name, inside = nodes[0]
    if name != alt:
        return "the image is named %r, not %r" % (name, alt)
    if [node for node in inside if node[0] not in TEXT_ROLES]:
        return "the image exposes children"
    return None


def sections(tree):
    """Each `region` node by its name, with its exposed children."""
    found = {}

    def walk(node):
        role, name, children = node
        if role == "region":
            found[name] = children
        for child in children:
            walk(child)

    walk(tree)
    return found


def escape(text):
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


RENDERS = [
    # name, arguments, alt text (the default template's)
    ("plain", ["--rating", "3.5"], "3.5 out of 5 stars"),
    ("label", ["--rating", "4", "--label", "Rating {rating}", "--style", "flat"], "4 out of 5 stars"),
    ("text", ["--rating", "2.5", "--label", "Reviews", "--svg-text", "fonts"], "2.5 out of 5 stars"),
    ("pictures", ["--rating", "3", "--full-image", "@images/medal-full.png", "--empty-image",
                  "@images/medal-empty.png", "--size", "20"], "3 out of 5 stars"),
    ("dark", ["--rating", "4.5", "--label", "Dark {rating}", "--dark-on-color", "#ffd54f",
              "--dark-background", "#0d1117"], "4.5 out of 5 stars"),
    # No alt text stored: an unlinked SVG is then unnamed (decorative), so only linked here.
    ("no-metadata", ["--rating", "1.5", "--no-metadata"], "1.5 out of 5 stars"),
]
LINKS = [None, "https://example.com/films/1?a=1&b=2", "/reviews#top"]


def main():
    starbadge, chrome, work = (os.path.abspath(arg) for arg in sys.argv[1:4])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    images = os.path.join(root, "Fixtures", "images")
    os.makedirs(work, exist_ok=True)
    site = os.path.join(work, "site")
    os.makedirs(site, exist_ok=True)

    def run(*args):
        subprocess.run([starbadge, *args], check=True, cwd=site, timeout=300)

    # (section name, markup, linked, alt) per case, by page.
    pages = {"inline": [], "img": [], "batch": []}
    for name, args, alt in RENDERS:
        args = [arg.replace("@images", images) for arg in args]
        for index, link in enumerate(LINKS):
            if link is None and "--no-metadata" in args:
                continue
            file = "%s-%d.svg" % (name, index)
            run("render", *args, *(["--link", link] if link else []), "-o", file)
            svg = open(os.path.join(site, file), encoding="utf-8").read()
            what = "%s, %s" % (name, "linked %s" % link if link else "unlinked")
            pages["inline"].append(("inline SVG: " + what, svg, link is not None, alt))
            image = '<img src="%s" alt="%s">' % (file, escape(alt))
            pages["img"].append(("SVG as img: " + what, image, False, alt))
            pages["img"].append(("SVG as img in a link: " + what,
                                 '<a href="https://example.com/x">%s</a>' % image, True, alt))

    # Batch: linked and unlinked entries, in each file format, with dark variants or not.
    with open(os.path.join(site, "ratings.csv"), "w") as csv:
        csv.write("name,rating,title,link\n")
        csv.write("linked,4.5,Film A,https://example.com/films/a?x=1&y=2\n")
        csv.write("unlinked,3,Film B,\n")
        csv.write("relative,2.5,Film C,/films/c\n")
    batches = [
        ("png", ["--formats", "png", "--scales", "1,2"]),
        ("png-svg-dark", ["--formats", "png,svg", "--scales", "1,2", "--dark-on-color", "#ffd54f"]),
        ("svg", ["--formats", "svg", "--no-lazy"]),
        ("svg-dark", ["--formats", "svg", "--dark-on-color", "#ffd54f", "--label", "{title}"]),
        # The manifest's mail form on white (what --email draws; --email itself needs an http(s)
        # --base-url, which a page read from file:// cannot load).
        ("email", ["--formats", "png", "--scales", "1,2", "--background", "#ffffff"]),
    ]
    for name, args in batches:
        run("batch", "ratings.csv", "--out-dir", name, "--manifest", name + ".json",
            "--html-fragments", name + "-fragments", "--alt", "{title}: {rating} of {max}", "--quiet", *args)
        for entry in json.load(open(os.path.join(site, name + ".json")))["entries"]:
            linked = "link" in entry
            for form in ("img", "markup", "email"):
                if form in entry:
                    pages["batch"].append(("batch %s %s: %s" % (name, form, entry["name"]), entry[form],
                                           linked, entry["alt"]))
            fragment = open(os.path.join(site, name + "-fragments", entry["fragment"]), encoding="utf-8").read()
            # The fragment's URLs lead from its own folder; the page sits one folder up.
            fragment = fragment.replace('="../', '="').replace(' ../', ' ')
            pages["batch"].append(("batch %s fragment: %s" % (name, entry["name"]), fragment, linked, entry["alt"]))

    for page, cases in pages.items():
        with open(os.path.join(site, page + ".html"), "w", encoding="utf-8") as out:
            out.write('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>%s</title></head>'
                      '<body>\n' % page)
            for name, markup, _, _ in cases:
                out.write('<section aria-label="%s">\n%s\n</section>\n' % (escape(name), markup))
            out.write("</body></html>\n")

    # A timeout's SIGTERM still closes the browser (the finally below).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("a11y-check: stopped (SIGTERM)"))
    profile = os.path.join(work, "profile")
    os.makedirs(profile, exist_ok=True)
    devtools = DevTools(chrome, profile)
    failures, count = [], 0
    try:
        for page, cases in pages.items():
            for dark in (False, True):
                scheme = "dark" if dark else "light"
                found = sections(exposed(ax_tree(devtools, "file://" + os.path.join(site, page + ".html"), dark)))
                for name, _, linked, alt in cases:
                    count += 1
                    nodes = found.get(name)
                    if nodes is None:
                        problem, text = "no section in the tree", ""
                    else:
                        problem, text = judge(nodes, linked, alt), shown(nodes)
                    print("%-5s %-4s %-60s %s" % (scheme, "FAIL" if problem else "ok", name, text or "(nothing)"))
                    if problem:
                        failures.append("%s (%s): %s; exposed: %s" % (name, scheme, problem, text or "nothing"))
    finally:
        devtools.close()
    if failures:
        print("a11y-check: %d of %d cases FAILED:" % (len(failures), count), *failures, sep="\n  ", file=sys.stderr)
        sys.exit(1)
    shutil.rmtree(profile, ignore_errors=True)
    print("a11y-check: %d cases (%d forms, light and dark): each linked badge is one named link, "
          "each unlinked one a named image" % (count, count // 2))


if __name__ == "__main__":
    main()
