"""The error a failed `starbadge` run raises."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    from ._manifest import Manifest

__all__ = ["StarBadgeError"]


class StarBadgeError(Exception):
    """`starbadge` exited with a non-zero status.

    `message` is what the tool wrote on standard error (it names the input and what is wrong),
    `exit_code` its status (64 usage, 65 bad data, 66 an input missing, 73/74 output; see the
    README's table), `arguments` the command run. After a batch in which some entries failed,
    `manifest` holds the manifest of the entries that rendered and the errors of the others.
    """

    def __init__(self, message: str, exit_code: int, arguments: Sequence[str],
                 manifest: "Manifest | None" = None) -> None:
        super().__init__(message)
        self.message = message
        self.exit_code = exit_code
        self.arguments = list(arguments)
        self.manifest = manifest

    def __str__(self) -> str:
        return f"{self.message} (starbadge exited with {self.exit_code})"
