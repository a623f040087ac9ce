"""The two errors a caller of the rules package must expect (and the
protocol's ``Refused``, a ``LinkError``)."""


class Illegal(ValueError):
    """An action the rules do not allow here.

    ``reason`` says why in plain words; ``rule`` names the rulebook section
    ("4.2.6") the refusal comes from, or "" for a contract-level refusal
    (wrong player, malformed action); ``es`` is the reason in Spanish, when
    the game gives one (``text(lang)`` picks the reader's language).
    """

    def __init__(self, reason: str, rule: str = "", es: str = "") -> None:
        super().__init__(f"{reason} ({rule})" if rule else reason)
        self.reason = reason
        self.rule = rule
        self.es = es

    def text(self, lang: str = "en") -> str:
        """The refusal in ``lang`` ("en" or "es"), with its section."""
        reason = self.es if lang == "es" and self.es else self.reason
        return f"{reason} ({self.rule})" if self.rule else reason


class LinkError(ValueError):
    """A link or save that cannot be opened: truncated, tampered, too big,
    from another version, or whose moves the rules refuse.

    ``move`` is the 1-based number of the refused move when the problem is a
    move; ``rule`` is that move's rule section.
    """

    def __init__(self, reason: str, move: int = 0, rule: str = "") -> None:
        text = reason
        if move:
            text = f"move {move}: {reason}"
        if rule:
            text += f" ({rule})"
        super().__init__(text)
        self.reason = reason
        self.move = move
        self.rule = rule


class Refused(LinkError):
    """A link between two devices that this device will not take, and why
    (with its section of docs/TRUST.md)."""
