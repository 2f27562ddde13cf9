"""`python -m starbadge ARGS...` runs `starbadge ARGS...` (the process is replaced, not wrapped)."""
import os
import subprocess
import sys

from ._binary import binary


def main() -> None:
    try:
        executable = binary()
    except FileNotFoundError as error:
        sys.exit(f"starbadge: {error}")
    arguments = ["starbadge", *sys.argv[1:]]
    if os.name == "posix":
        sys.stdout.flush()
        os.execv(executable, arguments)
    sys.exit(subprocess.run([executable, *sys.argv[1:]]).returncode)


if __name__ == "__main__":
    main()
