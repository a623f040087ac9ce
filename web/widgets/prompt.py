"""The prompt line: what the player at the device must do now, above the map.

The words are the game's own (``game.prompt(state, role)``: en, es and the
rule section, linked to the rules panel like every other citation).
"""

from __future__ import annotations

from ..markup import esc, rule_ref, words


def prompt_line(text: dict, lang: str, who: str, mine: bool) -> str:
    """``text`` is {en, es, rule}; ``who`` names the role it is for; ``mine``:
    that role must act now (styled as an instruction, not as a wait)."""
    kind = "mine" if mine else "wait"
    lead = f"<b>{esc(who)}:</b> " if who else ""
    return (f'<p class="prompt {kind}" id="prompt" role="status">{lead}'
            f'{esc(words(text, lang))}{rule_ref(lang, text.get("rule"))}</p>')


def result_line(result: dict, lang: str, over: str, winner_label: str, winner: str) -> str:
    """The game is over: who won, why, and the rule."""
    reason = result.get("reason_es") if lang == "es" and result.get("reason_es") else result.get("reason", "")
    return (f'<p class="prompt over" id="prompt" role="status"><b>{esc(over)}.</b> {esc(winner_label)}: '
            f'{esc(winner)} — {esc(reason)}{rule_ref(lang, result.get("rule"))}</p>')
