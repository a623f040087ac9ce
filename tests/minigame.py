"""A tiny dice race used to test the game-agnostic core (not part of the product).

Each turn the active player rolls a die, then spends its pips one step at a
time (each step a separate action, so undo has something to take back), then
ends the turn. First to the target wins.
"""

from pyapp.core import Game, Illegal, dice


class Race(Game):
    id = "race"
    title = "Race"
    roles = ("red", "blue")
    scenarios = {"short": "to 20", "long": "to 40"}
    options = {"double": "a six counts twelve"}
    rules_version = "1"
    state_dict = b'{"phase":"roll","pips":0,"rng":"","score":{"blue":0,"red":0},"target":20,"turn":"red"'

    def setup(self, scenario, options, seed):
        self.check_scenario(scenario)
        options = self.check_options(options)
        return {"phase": "roll", "pips": 0, "rng": dice.seed_state(seed),
                "score": {"red": 0, "blue": 0}, "target": 20 if scenario == "short" else 40,
                "turn": "red", "double": options["double"], "winner": None}

    def active(self, state):
        return [] if state["winner"] else [state["turn"]]

    def legal(self, state, role):
        if role not in self.active(state):
            return []
        if state["phase"] == "roll":
            return [("roll",)]
        return [("step", n) for n in range(1, state["pips"] + 1)] + [("end",)]

    def apply(self, state, role, action):
        self.check_turn(state, role, action)
        if action not in self.legal(state, role):
            raise Illegal(f"{action!r} is not allowed now", rule="R1")
        if action == ("roll",):
            pips = dice.roll(state)
            state["pips"] = 12 if pips == 6 and state["double"] else pips
            state["phase"] = "spend"
        elif action[0] == "step":
            state["pips"] -= action[1]
            state["score"][role] += action[1]
            if state["score"][role] >= state["target"]:
                state["winner"] = role
        else:
            state["phase"], state["pips"] = "roll", 0
            state["turn"] = "blue" if role == "red" else "red"
        return state

    def view(self, state, role=None):
        return {k: v for k, v in state.items() if k != "rng"}

    def prompt(self, state, role):
        if role not in self.active(state):
            return {"en": "Wait.", "es": "Espera.", "rule": "R1"}
        if state["phase"] == "roll":
            return {"en": "Roll the die.", "es": "Tira el dado.", "rule": "R1"}
        return {"en": "Spend your pips or end the turn.", "es": "Gasta tus puntos o termina el turno.", "rule": "R1"}

    def result(self, state):
        if state["winner"]:
            return {"winner": state["winner"], "reason": "reached the target", "rule": "R2"}
        return None

    def check_state(self, state):
        if not isinstance(state, dict) or set(state) != {"phase", "pips", "rng", "score", "target", "turn", "double", "winner"}:
            raise ValueError("not a race state")
        if state["phase"] not in ("roll", "spend") or state["turn"] not in self.roles:
            raise ValueError("bad phase or turn")
        if not isinstance(state["pips"], int) or not 0 <= state["pips"] <= 12:
            raise ValueError("bad pips")
        if not isinstance(state["rng"], str) or len(state["rng"]) != 16:
            raise ValueError("bad rng")
        int(state["rng"], 16)
        sc = state["score"]
        if not isinstance(sc, dict) or set(sc) != set(self.roles) or not all(type(v) is int and 0 <= v < 100 for v in sc.values()):
            raise ValueError("bad score")
        if state["target"] not in (20, 40) or type(state["double"]) is not bool or state["winner"] not in (None, "red", "blue"):
            raise ValueError("bad fields")


GAME = Race()


class Registry:
    """A stand-in for pyapp.games holding the race as well as the real games."""

    @staticmethod
    def get(game_id):
        if game_id == "race":
            return GAME
        from pyapp import games
        return games.get(game_id)

    @staticmethod
    def ids():
        return ["race"]


def play_random(match, moves, pick):
    """Play up to ``moves`` moves choosing with ``pick(n) -> index``."""
    for _ in range(moves):
        active = match.active()
        if not active:
            break
        role = active[0]
        legal = match.legal(role)
        match.play(role, legal[pick(len(legal))])
    return match
