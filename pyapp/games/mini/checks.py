"""Skirmish at the Ford: the checks behind ``Mini.check_state``: every
field of the shape and range the rules read, the cards one deck (R4, R10),
the flow stack one of the shapes a game rests in, and the values the side
to decide needs known."""

from __future__ import annotations

from ...core.game import Game
from . import board as B
from .rules import (BLOCK_HANDLES, BLOCK_IDS, CHIT_EFFECT, CHITS, COUNTER, ENEMY, HANDLES, LAST, MOVES,
                    RESULT, ROLES, Mini, at, deck_of, full, hidden_blocks, kind, long_rules, secret, side_of,
                    strength, value)

STATE_KEYS = frozenset({"sc", "op", "rng", "rng_deck", "rng_cup", "cup", "chit", "turn", "last", "side",
                        "pieces", "sealed", "hands", "deck", "discard", "shown", "flow", "rv", "lr", "lg",
                        "res"})
LONG_KEYS = frozenset({"removed", "deck_epoch", "taken", "seen"})     # R10: made when first needed
FRAME_KEYS = {"turn": {"step", "moves", "marched"},
              "combat": {"step", "att", "frm", "to", "bonus", "asked", "av"},
              "react": {"step", "who", "at"},
              "hit": {"step", "who", "at"},
              "desert": {"step", "who", "card"},
              "count": {"step", "who"}}
FLOWS = ([], ["turn"], ["turn", "combat", "react"], ["turn", "hit"], ["turn", "desert"], ["count"])
LOG_MAX = 64            # entries one action may log (a combat and an end of turn log far fewer)
REVEALS_PER_HALF = MOVES + max(CHIT_EFFECT.values()) + 2 + 1


def _int(x) -> bool:
    return type(x) is int


def _need(cond, msg: str) -> None:
    if not cond:
        raise ValueError(msg)


def check(game: Mini, state) -> None:
    """The checks behind ``Mini.check_state`` (TypeError and the like are
    turned into ValueError there)."""
    need = _need
    need(isinstance(state, dict) and STATE_KEYS <= set(state) <= STATE_KEYS | LONG_KEYS, "not a Skirmish state")
    Game.check_state(game, state)                                   # the random streams
    need(isinstance(state["sc"], str) and state["sc"] in game.scenarios
         and state["last"] == LAST[state["sc"]] and _int(state["last"]), "bad scenario")
    op = state["op"]
    need(isinstance(op, dict) and set(op) == set(game.options)
         and all(type(v) is bool for v in op.values()), "bad options")
    need(_int(state["turn"]) and 1 <= state["turn"] <= state["last"], "bad turn")
    need(isinstance(state["side"], str) and state["side"] in ROLES, "bad side")
    side = state["side"]
    # R2: the pieces, one per hex: a counter at a strength from 1 to its full one, a block by handle
    ps = state["pieces"]
    need(isinstance(ps, dict) and all(isinstance(p, str) and (p in COUNTER.values() or p in BLOCK_HANDLES)
                                      for p in ps), "bad pieces")
    hexes = set()
    for h, v in ps.items():
        if h in BLOCK_HANDLES:
            need(isinstance(v, list) and len(v) == 1 and isinstance(v[0], str) and v[0] in B.HEXES,
                 f"bad piece {h}")
        else:
            need(isinstance(v, list) and len(v) == 2 and isinstance(v[0], str) and v[0] in B.HEXES
                 and _int(v[1]) and 1 <= v[1] <= full(h), f"bad piece {h}")
        hexes.add(v[0])
    need(len(hexes) == len(ps), "two pieces share a hex")
    # R4, R10: the cards by handle, each once in a hand, the deck, the discard pile or out of the game
    deck = deck_of(state)
    need(isinstance(state["hands"], dict) and set(state["hands"]) == set(ROLES), "bad hands")
    need(long_rules(state) or not (set(state) & LONG_KEYS), "R10: long-scenario cards in a short scenario")
    need(_int(state.get("deck_epoch", 0)) and state.get("deck_epoch", 0) >= 0, "bad reshuffles")
    handles = []
    for lst in list(state["hands"].values()) + [state["deck"], state["discard"], state.get("removed", [])]:
        need(isinstance(lst, list) and all(isinstance(c, str) and deck.epoch_of(c) is not None for c in lst),
             "bad cards")
        handles += lst
    problems = deck.check(state)
    need(not problems, "; ".join(problems))
    need(deck.epoch(state) > 0 or sorted(handles) == [deck.handle(0, j) for j in range(len(deck.cards))],
         "the cards do not make one deck")
    taken = state.get("taken", [])
    need(isinstance(taken, list) and all(isinstance(h, str) for h in taken), "bad taken cards")
    seen = state.get("seen", {r: [] for r in ROLES})
    need(isinstance(seen, dict) and set(seen) == set(ROLES) and all(
        isinstance(v, list) and all(isinstance(h, str) for h in v) for v in seen.values()), "bad scouted cards")
    _check_sealed(game, state)
    need(_int(state["rv"]) and state["rv"] >= 0, "bad reveals")
    # R9: the cup holds what is left of the six chits; the turn's chit is out of it
    cup, chit = state["cup"], state["chit"]
    need(isinstance(cup, list) and all(isinstance(c, str) and c in CHIT_EFFECT for c in cup)
         and cup == sorted(cup) and all(cup.count(c) <= CHITS.count(c) for c in CHIT_EFFECT), "bad cup")
    need(isinstance(chit, str) and chit in ("",) + tuple(CHIT_EFFECT), "bad chit")
    if op["event_cup"]:
        need(chit != "", "R9: with the event cup, every turn has drawn its chit")
        need(cup.count(chit) < CHITS.count(chit), "R9: the drawn chit is still in the cup")
    else:
        need(not cup and chit == "", "R9: a cup without the event cup option")
    lr = state["lr"]
    need(isinstance(lr, list) and len(lr) <= 2 and all(
        isinstance(x, list) and len(x) == 2 and isinstance(x[0], str) and x[0] in ROLES
        and _int(x[1]) and 1 <= x[1] <= 6 for x in lr), "bad last roll")
    lg = state["lg"]
    need(isinstance(lg, list) and len(lg) <= LOG_MAX, "bad log")
    for e in lg:   # the match hands them on as log entries (pyapp.core.game.LogEntry)
        need(isinstance(e, dict) and set(e) == {"en", "es", "rule", "to"}
             and all(isinstance(e[k], str) for k in ("en", "es", "rule"))
             and (e["to"] is None or isinstance(e["to"], str) and e["to"] in ROLES), "bad log entry")
    res = state["res"]
    need(res is None or (isinstance(res, list) and len(res) == 2 and isinstance(res[0], str)
                         and res[0] in ROLES and isinstance(res[1], str) and res[1] in RESULT), "bad result")
    _check_flow(state)
    _check_reveals(state)
    # the public knowledge is in every state (a played card, a block revealed), and the
    # side to decide knows its own blocks (the rules read them in its step)
    known = game.may_know(state, None)
    active = game.active(state)
    for r in active:
        known |= {h for h in HANDLES[r] if h in ps}
    need(all(state["sealed"][h] is not None for h in known),
         "a value the side to decide must read is not in this state")
    if res is None:
        # R8: a side with no pieces left has lost at once
        need(all(any(side_of(p) == r for p in ps) for r in ROLES), "R8: a side without pieces is still playing")
        # R8: the side that ended its turn last would have won holding the enemy flag
        # (its pieces move only in its own turn)
        other = ENEMY[side]
        holder = at(state, B.FLAG[side])
        need(holder is None or side_of(holder) != other,
             f"R8: {other} ended its turn holding {side}'s flag and did not win")
    for f in state["flow"]:
        if f["step"] == "combat":
            att = f["att"]
            need(f["av"] == value(state, att), "R6.1: the attack's revealed value is not the attacker's")


def _check_sealed(game: Mini, state) -> None:
    """The sealed values: one per card and per block on the map, each of its
    shape or None (not known on this device); the known ones consistent."""
    need = _need
    sealed, ps = state["sealed"], state["pieces"]
    deck = deck_of(state)
    in_play = deck.handles(state)
    need(isinstance(sealed, dict) and set(sealed) == set(in_play) | {h for h in ps if h in BLOCK_HANDLES},
         "bad sealed values")
    for h in in_play:
        need(sealed[h] is None or isinstance(sealed[h], str) and sealed[h] in deck.cards, f"bad card {h}")
    known = [sealed[h] for h in in_play if sealed[h] is not None]
    need(all(known.count(c) <= deck.cards.count(c) for c in set(deck.cards)),
         "R4: more cards of a kind than the deck holds")
    for r in ROLES:
        ids = []
        for h in HANDLES[r]:
            v = sealed.get(h)
            if v is None:
                continue
            need(isinstance(v, list) and len(v) == 2 and isinstance(v[0], str) and v[0] in BLOCK_IDS[r]
                 and _int(v[1]) and 1 <= v[1] <= full(v[0]), f"bad block {h}")
            ids.append(v[0])
        need(len(ids) == len(set(ids)), "R2: one block under two handles")
    shown = state["shown"]
    need(isinstance(shown, list) and all(isinstance(h, str) and h in BLOCK_HANDLES and h in ps for h in shown)
         and len(shown) == len(set(shown)), "bad shown blocks")


def _check_reveals(state) -> None:
    """A reveal per combat (R6) and per card drawn at the end of a turn (R7):
    at most ``REVEALS_PER_HALF`` in each half-turn begun (R5 two moves, R9 one
    more, R4 March two more, each an attack; then the draw). Counted with
    what the half-turn under way may still reveal, so that every move keeps
    the bound."""
    flow = state["flow"]
    halves = 2 * (state["turn"] - 1) + (1 if state["side"] == "blue" else 2)
    still = 0
    if flow and flow[0]["step"] == "turn":
        turn = flow[0]
        still = turn["moves"] + 2 * (1 - turn["marched"]) + 1 + (1 if len(flow) > 1 and flow[1]["step"] == "combat" else 0)
    need = _need
    need(state["rv"] + still <= REVEALS_PER_HALF * halves, "R6, R7: more reveals than the turns allow")


def _check_flow(state) -> None:
    """The flow stack (pyapp.core.flow) of a game at rest: empty once the
    game is over; else the turn (R5), alone, under an attack waiting for the
    defender's answer (R6) or under a volley's hit waiting for its owner
    (R4.1); or the final count waiting for Blue (R8.1). The combat and
    end-of-turn steps run by themselves, so no game rests on them."""
    need = _need
    flow = state["flow"]
    need(isinstance(flow, list) and all(isinstance(f, dict) for f in flow), "bad flow stack")
    steps = [f.get("step") for f in flow]
    need(steps in FLOWS, "bad flow stack")
    need((state["res"] is None) == bool(flow), "a game is over exactly when its flow is empty")
    for f in flow:
        need(set(f) == FRAME_KEYS[f["step"]], f"bad {f['step']} frame")
    if not flow:
        return
    side = state["side"]
    ps = state["pieces"]
    if steps == ["count"]:
        need(flow[0]["who"] == "blue" and side == "grey" and state["turn"] == state["last"]
             and bool(hidden_blocks(state, "blue")), "R8.1: bad final count")
        return
    turn = flow[0]
    need(turn["marched"] in (0, 1) and _int(turn["marched"]), "bad turn frame")
    # R5 two moves, R9 the chit's one more or fewer, R4 March's two more (once a turn)
    most = MOVES + (CHIT_EFFECT[state["chit"]] if state["op"]["event_cup"] else 0) + 2 * turn["marched"]
    need(_int(turn["moves"]) and 0 <= turn["moves"] <= most, "R5: bad moves left")
    if len(flow) == 1:
        return
    if steps[1] == "hit":
        hit = flow[1]
        target = at(state, hit["at"]) if isinstance(hit["at"], str) else None
        need(hit["who"] == ENEMY[side] and target is not None and side_of(target) == hit["who"]
             and secret(state, target), "R4.1: no face-down enemy block where the volley hit")
        return
    if steps[1] == "desert":
        d = flow[1]
        need(long_rules(state) and d["who"] == ENEMY[side] and isinstance(d["card"], str)
             and d["card"] in state["hands"][d["who"]], "R10.4: the card Desertion picked is not in the hand")
        return
    combat, react = flow[1], flow[2]
    att, frm, to = combat["att"], combat["frm"], combat["to"]
    need(isinstance(att, str) and att in ps and side_of(att) == side, "R6: the attacker is not a piece of the side to move")
    need(isinstance(frm, str) and ps[att][0] == frm, "R5: the attacker is not where it attacked from")
    need(isinstance(to, str) and to in B.LABELS.neighbours(frm) and not B.crossing_blocked(frm, to),
         "R5: an attack goes one hex, not across the river (R3)")
    dfn = at(state, to)
    need(dfn is not None and side_of(dfn) != side, "R6: no enemy piece where the attack goes")
    # R6: the defender is asked before the dice; its answer (the bonus) comes back to a combat that rolls at once
    need(combat["asked"] == 1 and _int(combat["asked"]) and combat["bonus"] == 0 and _int(combat["bonus"]),
         "R6: bad combat frame")
    need(react["who"] == ENEMY[side] and react["at"] == to, "R6: the wrong side is asked to react")
