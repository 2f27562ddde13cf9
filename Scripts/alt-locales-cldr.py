#!/usr/bin/env python3
"""Compares the alt text locales' number conventions and plural rules with CLDR.

Prints the table AltTextLocaleTests.pluralTable holds (CLDR's cardinal
category for each test number) and each locale's decimal and group symbols,
from the `babel` package (pip install babel): a check run by hand when a
locale is added, never a dependency of the package.

Babel leaves out CLDR's minimumGroupingDigits (2 for es and pl: "1234"
but "12 345"), which AltTextLocale follows.
"""
from babel import Locale
from babel.numbers import get_decimal_symbol, get_group_symbol, format_decimal

NUMBERS = [0, 1, 2, 3, 4, 5, 10, 11, 12, 14, 21, 22, 25, 100, 101, 102, 103, 111, 112, 1000, 1000000, 2000000]
LOCALES = "en de fr es it pt nl ja ar he hi zh ko ru tr pl th".split()

for code in LOCALES:
    locale = Locale.parse(code)
    categories = " ".join(locale.plural_form(n) for n in NUMBERS)
    print(f'("{code}", "{categories}"),  // decimal {get_decimal_symbol(code)!r}, group {get_group_symbol(code)!r}, '
          f'1234567 -> {format_decimal(1234567, locale=code)!r}')
