"""The option table of a `starbadge` command, read from the binary itself.

The names, which options take a value and which may be given several times come from the
binary's zsh completion script (`starbadge completions zsh`), which the binary writes from the
same option table its parser, help and man page are made from: this package never holds a copy
that could fall out of step with the executable beside it.
"""
from __future__ import annotations

import difflib
import functools
import os
import re
import subprocess
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any, Iterable, Mapping

__all__ = ["Option", "OptionTable", "option_table"]

# A long option's `_arguments` spec: ['(-o --output)']['*']--name['='][description]...
_SPEC = re.compile(r"^\s*'(?:\([^)]*\))?(\*?)--([a-z0-9][a-z0-9-]*)(=?)\[")
_FUNCTION = re.compile(r"^_starbadge_([a-z]+)\(\) \{$")


@dataclass(frozen=True)
class Option:
    """One long option of a command."""

    name: str
    """The long name without dashes, e.g. `on-color`."""
    takes_value: bool
    """False for a flag (`--no-metadata`)."""
    repeatable: bool
    """Whether it may be given several times (`--font`)."""

    @property
    def keyword(self) -> str:
        """The name as a Python keyword argument, e.g. `on_color`."""
        return self.name.replace("-", "_")


@dataclass(frozen=True)
class OptionTable:
    """The long options of one `starbadge` command, by name."""

    command: str
    options: Mapping[str, Option]

    def lookup(self, key: str, *, function: str, reserved: Mapping[str, str] = {}) -> Option:
        """The option a keyword (`on_color`) or long name (`on-color`) names.

        An unknown name is a `TypeError` naming the nearest option; a name in `reserved` is a
        `TypeError` saying what to give instead.
        """
        name = key.replace("_", "-")
        if name in reserved:
            raise TypeError(f"{function}() sets --{name} itself; {reserved[name]}")
        option = self.options.get(name)
        if option is None:
            choices = [n for n in self.options if n not in reserved]
            nearest = difflib.get_close_matches(name, choices, n=1, cutoff=0.6)
            hint = f" (did you mean {nearest[0].replace('-', '_')!r}?)" if nearest else ""
            raise TypeError(
                f"{function}() got an unexpected keyword argument {key!r}: `starbadge {self.command}` "
                f"has no option --{name}{hint}"
            )
        return option

    def arguments(self, options: Mapping[str, Any], *, function: str,
                  reserved: Mapping[str, str] = {}) -> list[str]:
        """Command-line arguments for keyword options, in the order given.

        `True` gives a flag, `False` or `None` leaves the option out; a list or tuple repeats a
        repeatable option and is joined with commas otherwise (`scales=[1, 2]` → `--scales 1,2`);
        numbers are written as decimals, never with an exponent.
        """
        arguments: list[str] = []
        for key, value in options.items():
            option = self.lookup(key, function=function, reserved=reserved)
            flag = "--" + option.name
            if value is None or value is False:
                continue
            if not option.takes_value:
                if value is not True:
                    raise TypeError(f"{function}(): {option.keyword} is a flag; give True or False, not {value!r}")
                arguments.append(flag)
                continue
            if value is True:
                raise TypeError(f"{function}(): {option.keyword} takes a value, not True")
            if isinstance(value, (list, tuple)):
                if option.repeatable:
                    for item in value:
                        arguments += [flag, text(item, option, function)]
                else:
                    arguments += [flag, ",".join(text(item, option, function) for item in value)]
            else:
                arguments += [flag, text(value, option, function)]
        return arguments

    @property
    def names(self) -> list[str]:
        return sorted(self.options)


def text(value: Any, option: Option, function: str) -> str:
    """A value as the command line writes it: numbers as plain decimals, paths as paths."""
    if isinstance(value, bool):
        raise TypeError(f"{function}(): {option.keyword} takes a value, not {value!r}")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError(f"{function}(): {option.keyword} is {value!r}, not a number")
        return _decimal(Decimal(repr(value)))
    if isinstance(value, Decimal):
        return _decimal(value)
    if isinstance(value, Fraction):
        return _decimal(Decimal(value.numerator) / Decimal(value.denominator))
    if isinstance(value, os.PathLike):
        return os.fspath(value)
    if isinstance(value, str):
        return value
    raise TypeError(f"{function}(): {option.keyword} cannot be {type(value).__name__} {value!r}")


def _decimal(value: Decimal) -> str:
    """`1e-7` → `0.0000001`: the command line reads decimals without exponents."""
    written = format(value, "f")
    if "." in written:
        written = written.rstrip("0").rstrip(".")
    return written or "0"


def parse_completion(script: str) -> dict[str, dict[str, Option]]:
    """Each command's options, from the text of `starbadge completions zsh`."""
    commands: dict[str, dict[str, Option]] = {}
    current: dict[str, Option] | None = None
    for line in script.splitlines():
        start = _FUNCTION.match(line)
        if start:
            current = commands.setdefault(start.group(1), {})
            continue
        if line == "}":
            current = None
            continue
        if current is None:
            continue
        spec = _SPEC.match(line)
        if spec:
            repeat, name, value = spec.groups()
            current[name] = Option(name=name, takes_value=value == "=", repeatable=repeat == "*")
    return commands


@functools.lru_cache(maxsize=None)
def _tables(binary: str, stamp: tuple[int, int]) -> dict[str, dict[str, Option]]:
    result = subprocess.run([binary, "completions", "zsh"], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"{binary} completions zsh failed ({result.returncode}): {result.stderr.strip()}")
    return parse_completion(result.stdout)


def option_table(binary: str, command: str) -> OptionTable:
    """The options of `starbadge COMMAND`, read once per executable (and again if it changes)."""
    status = os.stat(binary)
    tables = _tables(binary, (status.st_mtime_ns, status.st_size))
    if command not in tables:
        raise RuntimeError(f"{binary} has no {command!r} command (it has {', '.join(sorted(tables))})")
    return OptionTable(command=command, options=dict(tables[command]))


def names(table: OptionTable, exclude: Iterable[str] = ()) -> list[str]:
    """The table's long names less `exclude`, sorted."""
    skip = set(exclude)
    return [n for n in table.names if n not in skip]
