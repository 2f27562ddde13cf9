"""A batch manifest (`starbadge batch --manifest`), read into typed values."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping

__all__ = ["Manifest", "ManifestEntry", "ManifestError", "Variant"]


@dataclass(frozen=True)
class Variant:
    """One file written for an entry: its scale and its size in pixels."""

    scale: int
    file: str
    width: int
    height: int


@dataclass(frozen=True)
class ManifestEntry:
    """One rendered badge: its files, CSS size, alt text and the markup to embed it."""

    index: int
    name: str
    file: str
    width: int
    height: int
    alt: str
    variants: tuple[Variant, ...]
    dark: tuple[Variant, ...]
    img: str
    markup: str
    email: str | None
    link: str | None
    schema: Mapping[str, Any] | None
    data: Mapping[str, Any] = field(repr=False)
    """The entry as the manifest has it (every field, including any this class does not name)."""

    @classmethod
    def from_json(cls, entry: Mapping[str, Any]) -> "ManifestEntry":
        def variants(key: str) -> tuple[Variant, ...]:
            return tuple(Variant(v["scale"], v["file"], v["width"], v["height"]) for v in entry.get(key, ()))
        return cls(index=entry["index"], name=entry["name"], file=entry["file"], width=entry["width"],
                   height=entry["height"], alt=entry.get("alt", ""), variants=variants("variants"),
                   dark=variants("dark"), img=entry.get("img", ""), markup=entry.get("markup", ""),
                   email=entry.get("email"), link=entry.get("link"), schema=entry.get("schema"), data=entry)


@dataclass(frozen=True)
class ManifestError:
    """An entry the batch refused: where it is in the input and why."""

    index: int
    location: str
    name: str | None
    message: str


@dataclass(frozen=True)
class Manifest:
    """The entries a batch rendered, in input order, and the ones it refused."""

    entries: tuple[ManifestEntry, ...]
    errors: tuple[ManifestError, ...]
    data: Mapping[str, Any] = field(repr=False)

    @classmethod
    def from_json(cls, manifest: Mapping[str, Any]) -> "Manifest":
        errors = tuple(ManifestError(e.get("index", -1), e.get("location", ""), e.get("name"), e.get("message", ""))
                       for e in manifest.get("errors", ()))
        return cls(entries=tuple(ManifestEntry.from_json(e) for e in manifest.get("entries", ())),
                   errors=errors, data=manifest)

    def __iter__(self) -> Iterator[ManifestEntry]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def __getitem__(self, name: str) -> ManifestEntry:
        """The entry named `name` (a `KeyError` when the batch wrote none by that name)."""
        for entry in self.entries:
            if entry.name == name:
                return entry
        raise KeyError(name)
