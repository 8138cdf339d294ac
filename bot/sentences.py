"""Sentences the bot words itself, kept as a message id and its arguments so that each is
worded where it is sent, in the language of whoever reads it: a person's for an answer to her,
the table's for a line in its thread."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from functools import cache, lru_cache

from bot.languages import ENGLISH, catalogs, say


@lru_cache(maxsize=2048)
def _english(message_id: str, args: tuple[object, ...]) -> str:
    """English text, kept: a game words the same few hundred lines over and over, and its
    rules make them as they play (a cached line costs a thousandth of a formatted one). The
    arguments come flat, as a sentence keeps them, so each entry is one tuple to the garbage
    collector."""
    return say(ENGLISH, message_id, **dict(arg_pairs(args)))


@cache
def template(message_id: str) -> tuple[str, ...] | None:
    """A message's English as text and placeholder names by turns ("", "player", " rolled"),
    where it is only that; None where it selects, calls a function or names another message.
    Put together from its pieces, such a line costs a fraction of formatting it."""
    bundle = catalogs().bundle(ENGLISH)
    if bundle is None or not bundle.has_message(message_id):
        return None
    value = bundle.get_message(message_id).value
    elements = getattr(value, "elements", None)
    pieces = [""]
    for element in elements if elements is not None else [value]:
        text = getattr(element, "value", None)
        expression = getattr(element, "expression", None)
        if isinstance(text, str) and expression is None:
            pieces[-1] += text
        elif type(expression).__name__ == "VariableReference":
            pieces += [expression.id.name, ""]
        else:
            return None
    return tuple(pieces)


def _put_together(message_id: str, args: Mapping[str, object]) -> str | None:
    """The English of a message of text and text placeholders, from its template."""
    pieces = template(message_id)
    if pieces is None:
        return None
    words = []
    for index, piece in enumerate(pieces):
        if index % 2 == 0:
            words.append(piece)
            continue
        value = args.get(piece)
        if not isinstance(value, str):
            return None  # a number is written the language's way: Fluent does that
        words.append(value)
    return "".join(words)


class Sentence(str):
    """A sentence from the catalogs: as a string it is the English text (so it goes wherever
    text goes, and compares equal to it), and ``in_language`` words it for its reader."""

    message_id: str
    _args: tuple[object, ...]
    """The arguments, each name followed by its value, in one flat tuple: a tuple of plain
    values is an object the garbage collector stops walking, and one holding sentences is a
    single object for it to walk, where pairs or a dict would be several (a running bot holds
    thousands of sentences in its positions)."""

    def __new__(cls, message_id: str, **args: object) -> Sentence:
        english = _put_together(message_id, args)
        if english is None:
            try:
                english = _english(message_id, flat_args(args))
            except TypeError:  # an argument that can't be hashed
                english = say(ENGLISH, message_id, **args)
        sentence = super().__new__(cls, english)
        sentence.message_id = message_id
        sentence._args = flat_args(args)
        return sentence

    @property
    def args(self) -> Mapping[str, object]:
        return dict(arg_pairs(self._args))

    @args.setter
    def args(self, args: Mapping[str, object]) -> None:
        self._args = flat_args(args)

    def __getnewargs_ex__(self) -> tuple[tuple[str], dict[str, object]]:
        """Copied or pickled, a sentence is made again from its id and arguments."""
        return (self.message_id,), dict(self.args)

    def in_language(self, language: str) -> str:
        """The sentence in ``language``, worded once per language and kept with it: rules
        keep and reuse the sentences they make, and a description words them on every move."""
        if language == ENGLISH:
            return str.__str__(self)  # made in English: the text is already there
        wordings: dict[str, str] = self.__dict__.setdefault("_wordings", {})
        found = wordings.get(language)
        if found is None:
            args = {
                name: value.in_language(language) if hasattr(value, "in_language") else value
                for name, value in arg_pairs(self._args)
            }
            found = wordings[language] = say(language, self.message_id, **args)
        return found


def flat_args(args: Mapping[str, object]) -> tuple[object, ...]:
    """Each argument's name followed by its value, as a sentence keeps them (one tuple)."""
    return tuple(item for pair in args.items() for item in pair)


def arg_pairs(flat: tuple[object, ...]) -> Iterator[tuple[str, object]]:
    """The (name, value) pairs of ``flat_args``."""
    return zip(flat[::2], flat[1::2], strict=True)  # type: ignore[return-value]


class Joined(str):
    """Sentences joined by ``separator``, each worded with the sentence that holds them."""

    def __new__(cls, parts: Sequence[str], separator: str) -> Joined:
        joined = super().__new__(cls, separator.join(parts))
        joined.parts, joined.separator = tuple(parts), separator
        return joined

    parts: tuple[str, ...]
    separator: str

    def __getnewargs__(self) -> tuple[tuple[str, ...], str]:  # type: ignore[override]
        """Copied or pickled (to a worker), the parts are joined again."""
        return self.parts, self.separator

    def in_language(self, language: str) -> str:
        if language == ENGLISH:
            return str(self)
        return self.separator.join(worded(part, language) for part in self.parts)


def listed(items: Sequence[str]) -> str:
    """Items named one after another, the last joined by "and" in the reader's language."""
    if len(items) == 1:
        return items[0]
    return Sentence("reply-list-and", most=Joined(items[:-1], ", "), last=items[-1])


def worded(text: str, language: str) -> str:
    """``text`` in ``language`` where it is a ``Sentence`` (or sentences ``Joined``); as it is
    otherwise (a name, a number, what someone typed)."""
    in_language = getattr(text, "in_language", None)
    return text if in_language is None else str(in_language(language))
