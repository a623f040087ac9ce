"""A stand-in game with hidden hands, for the page's hand-over and log
filtering tests until the test minigame (pyapp/games/mini) lands.

Two roles take turns: each turn the active side draws a card from a shared
deck (only it may see which: its log line is addressed to it), then either
draws again or passes. A view shows one's own hand and the other's hand
size only.
"""

from pyapp.core import Game, Illegal, dice
from pyapp.core.game import entry


class Hands(Game):
    id = "hands"
    title = "Hands"
    roles = ("north", "south")
    scenarios = {"std": "standard"}
    rules_version = "1"
    view_fields = {"hands": "{role: [card] for the viewer, else a count}", "turn": "role to act",
                   "deck": "cards left"}

    def setup(self, scenario, options, seed):
        self.check_scenario(scenario)
        state = {"rng": dice.seed_state(seed), "deck": list(range(1, 21)), "turn": "north",
                 "hands": {"north": [], "south": []}, "drawn": 0, "events": []}
        dice.shuffle(state, state["deck"])
        return state

    def active(self, state):
        return [state["turn"]] if state["deck"] else []

    def legal(self, state, role):
        if role not in self.active(state):
            return []
        return [("draw",), ("pass",)] if state["drawn"] < 2 else [("pass",)]

    def apply(self, state, role, action):
        self.check_turn(state, role, action)
        if tuple(action) not in self.legal(state, role):
            raise Illegal("not now", rule="H1")
        if action[0] == "draw":
            card = state["deck"].pop()
            state["hands"][role].append(card)
            state["drawn"] += 1
            state["events"].append(entry(f"You draw card {card}.", f"Robas la carta {card}.", "H2", role))
            state["events"].append(entry(f"{role} draws a card.", f"{role} roba una carta.", "H2"))
        else:
            state["turn"] = "south" if role == "north" else "north"
            state["drawn"] = 0
            state["events"].append(entry(f"{role} passes.", f"{role} pasa.", "H3"))
        return state

    def reveals(self, state):
        return sum(len(h) for h in state["hands"].values())

    def take_events(self, state):
        out, state["events"] = state["events"], []
        return out

    def view(self, state, role=None):
        return {"turn": state["turn"], "deck": len(state["deck"]),
                "hands": {r: (list(h) if r == role else len(h)) for r, h in state["hands"].items()}}

    def prompt(self, state, role):
        if role in self.active(state):
            return {"en": "Draw or pass.", "es": "Roba o pasa.", "rule": "H1"}
        return {"en": "Wait.", "es": "Espera.", "rule": ""}

    def result(self, state):
        if state["deck"]:
            return None
        n, s = (sum(state["hands"][r]) for r in self.roles)
        return {"winner": "north" if n >= s else "south", "reason": "higher total", "rule": "H4"}


GAME = Hands()
