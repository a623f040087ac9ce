"""A small sealed game for the protocol's own tests (tests/test_duel_sealed.py):
hidden hands dealt from one shared deck, a hidden strength per side that
only its owner may raise or show, and dice. Not a game of the site.

Each side holds a hidden strength (3 at the start). On its turn a side may
play a card from its hand (the card is revealed; the side scores the card's
value plus a die), train (its hidden strength +1, unseen), show its
strength (revealed to both until it trains again), or pass. Passing ends the
turn: the side then draws the deck's top card. After ten turns the higher
score wins.
"""

from pyapp.core import Game, Illegal, cards, dice
from pyapp.core.game import entry

ROLES = ("north", "south")
OTHER = {"north": "south", "south": "north"}
CARDS = 8


class Duo(Game):
    id = "duo"
    title = "Duo (sealed stand-in)"
    roles = ROLES
    scenarios = {"std": "standard"}
    rules_version = "1"
    sealed = True
    hidden = True
    rng_keys = ("rng", "rng_deck")
    view_fields = {"hand": "own cards", "score": "scores", "turn": "turn", "strength": "own or shown"}

    def setup(self, scenario, options, seed):
        self.check_scenario(scenario)
        st = {"rng": dice.seed_state(seed), "rng_deck": dice.seed_state(seed, "rng_deck"),
              "turn": 1, "side": "north", "deck": [f"d{i}" for i in range(CARDS)],
              "hands": {r: [] for r in ROLES}, "played": [], "score": {r: 0 for r in ROLES},
              "shown": {r: False for r in ROLES}, "lg": [],
              "sealed": {f"S:{r}": 3 for r in ROLES}}
        values = list(range(1, CARDS + 1))
        dice.shuffle(st, values, "rng_deck")
        for i, v in enumerate(values):
            st["sealed"][f"d{i}"] = v
        for _ in range(2):
            for r in ROLES:
                st["hands"][r].append(st["deck"].pop())
        return st

    def active(self, st):
        return [] if st["turn"] > 10 else [st["side"]]

    def legal(self, st, role):
        if role not in self.active(st):
            return []
        out = [("play", h) for h in sorted(st["hands"][role])]
        out += [("train",), ("show",), ("pass",)]
        return out

    def may_know(self, st, role):
        known = {h for h in st["played"]}
        known |= {f"S:{r}" for r in ROLES if st["shown"][r]}
        if role in ROLES:
            known |= set(st["hands"][role]) | {f"S:{role}"}
        return known

    def announce(self, st, role, action):
        if action[0] == "play":
            return ("play", action[1], st["sealed"][action[1]])
        if action[0] == "show":
            return ("show", st["sealed"][f"S:{role}"])
        return action

    def _reveal(self, st, handle, value):
        known = st["sealed"].get(handle)
        if known is not None and known != value:
            raise Illegal(f"{handle} is not {value}", rule="D1")
        st["sealed"][handle] = value

    def apply(self, st, role, action):
        self.check_turn(st, role, action)
        a = tuple(action)
        if a[0] == "play":
            if a[1] not in st["hands"][role]:
                raise Illegal("that card is not in your hand", rule="D2")
            if len(a) == 3:
                self._reveal(st, a[1], a[2])
            value = st["sealed"][a[1]]
            if not isinstance(value, int):
                raise Illegal("a card's value is not known here", rule="D2")
            st["hands"][role].remove(a[1])
            st["played"].append(a[1])
            r = dice.roll(st)
            st["score"][role] += value + r
            st["lg"].append(entry(f"{role} plays {value} and rolls {r}", "", "D2"))
        elif a[0] == "train":
            s = st["sealed"][f"S:{role}"]
            st["sealed"][f"S:{role}"] = None if s is None else s + 1
            st["shown"][role] = False
            st["lg"].append(entry(f"{role} trains", "", "D3"))
        elif a[0] == "show":
            if len(a) == 2:
                self._reveal(st, f"S:{role}", a[1])
            st["shown"][role] = True
        elif a[0] == "pass":
            if st["deck"]:
                st["hands"][role].append(st["deck"].pop())
            st["side"] = OTHER[role]
            if role == "south":
                st["turn"] += 1
        else:
            raise Illegal("no such action", rule="D0")
        return st

    def take_events(self, st):
        out, st["lg"] = st["lg"], []
        return out

    def shared_deck(self, st):
        return {f"d{i}": st["sealed"][f"d{i}"] for i in range(CARDS)}

    def view(self, st, role=None):
        return {"hand": sorted(st["sealed"][h] for h in st["hands"].get(role, [])
                               if st["sealed"][h] is not None) if role in ROLES else [],
                "score": dict(st["score"]), "turn": st["turn"],
                "strength": {r: st["sealed"][f"S:{r}"] for r in ROLES
                             if r == role or st["shown"][r]}}

    def prompt(self, st, role):
        return {"en": "Play.", "es": "Juega.", "rule": "D1"}

    def result(self, st):
        if st["turn"] <= 10:
            return None
        n, s = (st["score"][r] for r in ROLES)
        return {"winner": "north" if n >= s else "south", "reason": "higher score", "rule": "D4"}


class DuoShown(Duo):
    """Duo whose moves say which hidden values they show (``Game.shown``):
    its links open those commitments without repeating the values (link
    format 5, docs/TRUST.md T3.3)."""

    id = "duoshown"

    def shown(self, st, role, action):
        a = tuple(action)
        if a[0] == "play" and len(a) == 3:
            return {a[1]: a[2]}
        if a[0] == "show" and len(a) == 2:
            return {f"S:{role}": a[1]}
        return {}


GAME = Duo()
class DuoCovered(DuoShown):
    """DuoShown where a side may also cover its shown strength again without
    changing it ("cover"): the next "show" shows a value the other side saw
    opened under the same commitment (link format 7 opens it no more,
    docs/TRUST.md T3.3)."""

    id = "duocover"

    def legal(self, st, role):
        out = super().legal(st, role)
        return out + [("cover",)] if out and st["shown"][role] else out

    def apply(self, st, role, action):
        if tuple(action) == ("cover",):
            self.check_turn(st, role, action)
            st["shown"][role] = False
            return st
        return super().apply(st, role, action)


GAME_SHOWN = DuoShown()
GAME_COVERED = DuoCovered()


class Registry:
    """The site's games and Duo, for decoding links in tests."""

    def get(self, game_id):
        if game_id == "duo":
            return GAME
        if game_id == "duoshown":
            return GAME_SHOWN
        if game_id == "duocover":
            return GAME_COVERED
        if game_id == "duomany":
            return GAME_MANY
        if game_id == "duodeck":
            return GAME_DECK
        from pyapp import games
        return games.get(game_id)


TROOPS = 60


class DuoMany(DuoShown):
    """DuoShown where each side also holds sixty hidden troops (values 1 to
    6, dealt by its private set-up) and may field the next one, showing its
    value and scoring it: a side's first link commits to more values than
    fit in a short link, so link format 8 seals them and pays them over the
    next links, some opened while still owed (docs/TRUST.md T3.6)."""

    id = "duomany"
    view_fields = dict(DuoShown.view_fields, fielded="troops fielded")

    def setup(self, scenario, options, seed):
        st = super().setup(scenario, options, seed)
        st["fielded"] = {r: [] for r in ROLES}
        for r in ROLES:
            for i in range(TROOPS):
                st["sealed"][f"T:{r}:{i:02d}"] = None
        return self.private_setups(st, seed)

    def private_setup(self, st, role, secret):
        from pyapp.core.game import secret_stream
        values = [1 + i % 6 for i in range(TROOPS)]
        dice.shuffle(secret_stream(secret), values)
        for i, v in enumerate(values):
            st["sealed"][f"T:{role}:{i:02d}"] = v

    def may_know(self, st, role):
        known = super().may_know(st, role) | {h for r in ROLES for h in st["fielded"][r]}
        if role in ROLES:
            known |= {f"T:{role}:{i:02d}" for i in range(TROOPS)}
        return known

    def _next(self, st, role):
        # the last first: a link pays what its side owes in handle order, so a troop may be
        # fielded while its commitment is still owed, or long after it is paid
        left = TROOPS - 1 - len(st["fielded"][role])
        return f"T:{role}:{left:02d}" if left >= 0 else None

    def legal(self, st, role):
        out = super().legal(st, role)
        return out + [("field",)] if out and self._next(st, role) else out

    def announce(self, st, role, action):
        if tuple(action) == ("field",):
            h = self._next(st, role)
            return ("field", h, st["sealed"][h])
        return super().announce(st, role, action)

    def shown(self, st, role, action):
        a = tuple(action)
        if a[0] == "field" and len(a) == 3:
            return {a[1]: a[2]}
        return super().shown(st, role, action)

    def apply(self, st, role, action):
        a = tuple(action)
        if a[0] != "field":
            return super().apply(st, role, action)
        self.check_turn(st, role, action)
        h = self._next(st, role)
        if h is None or (len(a) == 3 and a[1] != h):
            raise Illegal("no troop to field", rule="D5")
        if len(a) == 3:
            self._reveal(st, h, a[2])
        st["fielded"][role].append(h)
        st["score"][role] += st["sealed"][h] or 0
        return st

    def view(self, st, role=None):
        out = super().view(st, role)
        out["fielded"] = {h: st["sealed"][h] for r in ROLES for h in st["fielded"][r]}
        return out


GAME_MANY = DuoMany()


class DuoDeck(DuoShown):
    """DuoShown on the core deck (pyapp/core/cards.py): the cards played go
    to the discard pile ("played"), and a pass that finds the deck empty
    reshuffles them into a new deck first: between two devices each
    reshuffle is a new deal (docs/TRUST.md T4.4)."""

    id = "duodeck"
    DECK = cards.Deck("d", range(1, CARDS + 1), ROLES, discard="played")

    def setup(self, scenario, options, seed):
        st = super().setup(scenario, options, seed)
        self.DECK.check(st)
        return st

    def card_deck(self, st):
        return self.DECK

    def shared_deck(self, st):
        return {h: st["sealed"][h] for h in self.DECK.handles(st)}

    def apply(self, st, role, action):
        a = tuple(action)
        if a[0] == "pass":
            self.check_turn(st, role, action)
            if not st["deck"] and st["played"]:
                self.DECK.reshuffle(st)
            self.DECK.deal(st, role)
            st["side"] = OTHER[role]
            if role == "south":
                st["turn"] += 1
            return st
        return super().apply(st, role, action)


GAME_DECK = DuoDeck()
