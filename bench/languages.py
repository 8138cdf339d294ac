"""Two ways to word a line: Project Fluent (``fluent.runtime``) and gettext catalogs built with
Babel, the same Spanish message with a plural, formatted many times.

    python -m bench.languages

Prints microseconds per formatted line for each, so the choice of library rests on figures.
"""

from __future__ import annotations

import gettext
import io
import time
from collections.abc import Callable

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from fluent.runtime import FluentBundle, FluentResource

ROUNDS = 20_000
FLUENT = """
turns-left = { $name } tiene { $count ->
    [one] { $count } turno
   *[other] { $count } turnos
} para volver a casa.
"""


def _fluent() -> Callable[[int], str]:
    bundle = FluentBundle(["es"], use_isolating=False)
    bundle.add_resource(FluentResource(FLUENT))
    pattern = bundle.get_message("turns-left").value

    def word(count: int) -> str:
        return bundle.format_pattern(pattern, {"name": "Ana", "count": count})[0]

    return word


def _gettext() -> Callable[[int], str]:
    catalog = Catalog(locale="es")
    catalog.add(
        ("{name} has {count} turn to get home.", "{name} has {count} turns to get home."),
        (  # Spanish has three plural forms in CLDR (one, many, other): gettext wants each
            "{name} tiene {count} turno para volver a casa.",
            "{name} tiene {count} de turnos para volver a casa.",
            "{name} tiene {count} turnos para volver a casa.",
        ),
    )
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    translations = gettext.GNUTranslations(compiled)

    def word(count: int) -> str:
        return translations.ngettext(
            "{name} has {count} turn to get home.", "{name} has {count} turns to get home.", count
        ).format(name="Ana", count=count)

    return word


def _per_line(word: Callable[[int], str]) -> float:
    started = time.perf_counter()
    for n in range(ROUNDS):
        word(n % 3)
    return (time.perf_counter() - started) / ROUNDS * 1e6


def main() -> None:
    fluent, gnu = _fluent(), _gettext()
    assert fluent(1).endswith("1 turno para volver a casa.")
    assert gnu(2).endswith("2 turnos para volver a casa.")
    f, g = _per_line(fluent), _per_line(gnu)
    print("| library | µs per formatted line | ratio |")
    print("|---|---|---|")
    print(f"| fluent.runtime | {f:.1f} | {f / g:.1f} |")
    print(f"| gettext + Babel | {g:.1f} | 1.0 |")


if __name__ == "__main__":
    main()
