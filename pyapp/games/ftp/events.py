"""For the People: card events (5.2), run from the cards' effect data
(pyapp/games/ftp/cards.py documents every node, condition and atom).

An event is an automatic frame that walks the card's effect node by node::

    {"step": "event", "who": the player, "c": card number, "q": [path, ...]}

A path is the list of indices leading from the card's effect to a node, so
the frame stays plain JSON and never copies the card. Nodes that need no
decision (strategic will, tracks, flags) happen at once; a node that needs
one pushes a decision frame (``evchoice``: which block of a choice;
``evspaces``: which spaces get PCs, SP, forts, markers or lose SP) or a
move (``campaign``, ``sp_move``), and the event goes on when it is done.
"""

from __future__ import annotations

from collections import deque

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.flowgame import log, roll
from ...core.game import text
from . import board
from . import cards as C
from . import cards_text as CT
from . import model as M
from . import political
from . import supply

# The effect nodes the engine plays today; a card using another is played
# for its OPS only until its node is built (RULES_NOTES "events not built").
BUILT = {"choice", "if", "by_player", "sw", "sw_track", "blockade", "amphib", "flag", "pc", "remove_pc",
         "sp", "lose_sp", "fort", "naval_marker", "remove_naval_marker", "elite", "discard_random", "draw",
         "campaign", "sp_move", "force_attrition", "naval_move", "concentrate"}
LIMITS = {"ironclad": 3, "torpedo": 6, "hunley": 1, "elite": 2}      # 5.14, 5.22
MARKER_KEY = {"ironclad": "ironclads", "torpedo": "torpedoes", "hunley": "hunley"}


def title(n: int, lang: str) -> str:
    return CT.TITLE[n][lang]


def _nodes(block) -> list:
    out = []
    for node in block:
        out.append(node[0] if node[0] != "special" else "special:" + node[1])
        if node[0] == "choice":
            for b in node[1:]:
                out += _nodes(b)
        elif node[0] == "if":
            out += _nodes(node[2]) + _nodes(node[3])
        elif node[0] == "by_player":
            out += _nodes(node[1]) + _nodes(node[2])
        elif node[0] == "at":
            out.pop()
            if node[1] == "own_round":                 # the part played as the event in a round
                out += _nodes(node[2])
    return out


def window_only(block) -> bool:
    """A block that is only an interrupt's answer in the enemy's move (an
    ``at`` node of another moment: interrupts.py plays it, never a round)."""
    return all(node[0] == "at" and node[1] != "own_round" for node in block)


def own_round(card, side: str) -> bool:
    """The card has an event ``side`` plays in its own round (5.2; card 28's
    CSA half and the pure interrupts have none, 4.2.5)."""
    if card.timing not in ("event", "mixed"):
        return False
    blocks = [card.effect]
    while blocks:
        block = blocks.pop()
        if not block or window_only(block):
            continue
        node = block[0]
        if len(block) == 1 and node[0] == "by_player":
            blocks.append(node[1] if side == "union" else node[2])
        elif len(block) == 1 and node[0] == "choice":
            blocks += list(node[1:])
        else:
            return True
    return False


def built(n: int) -> bool:
    """Every node of the card's own-round event is played by the engine (a
    ``special`` node when specials.py plays its kind)."""
    from . import specials                           # the bespoke events build on this module
    card = C.CARDS[n]
    done = BUILT | {"special:" + k for k in specials.KINDS}
    return card.timing in ("event", "mixed") and set(_nodes(card.effect)) <= done


def who_of(ref: str, player: str) -> str:
    if ref == "player":
        return player
    if ref == "enemy":
        return M.ENEMY[player]
    return ref


# -- conditions --------------------------------------------------------------------------------

def cond(st: dict, c: tuple, player: str) -> bool:
    k = c[0]
    if k == "emancipation":
        return bool(st["eman"])
    if k == "foreign_intervention":
        return bool(st["fi"])
    if k == "not":
        return not cond(st, c[1], player)
    if k == "all":
        return all(cond(st, x, player) for x in c[1:])
    if k == "any":
        return any(cond(st, x, player) for x in c[1:])
    if k == "player_is":
        return player == c[1]
    if k == "sw_at_least":
        return M.sw_value(st, who_of(c[1], player)) >= c[2]
    if k == "roll_above_track":
        r = roll(st, player)
        return r > (st["blockade"] if c[1] == "blockade" else st["amph"])
    if k == "controls_state":
        return state_owner(st, c[2]) == who_of(c[1], player)
    if k == "controls_space":
        return M.ctl(st, c[2]) == who_of(c[1], player)
    if k == "armies_in_state":
        side = who_of(c[1], player)
        return sum(1 for a in st["armies"].values() if a["side"] == side and a["at"]
                   and board.state_of(a["at"]) == c[2]) >= c[3]
    if k == "occupies_all":
        side = who_of(c[1], player)
        return all(M.infantry_sp(st, side, s) > 0 for s in c[2])
    if k == "hand_size_at_least":
        return len(st["hands"][who_of(c[1], player)]) >= c[2]
    if k == "marker_available":
        side = who_of(c[2], player)
        return markers_in_play(st, c[1], side) < LIMITS[c[1]]
    if k == "marker_in_play":
        return markers_in_play(st, c[1], who_of(c[2], player)) > 0
    if k == "battle_won_last_round":
        return bool(st.get("union_win")) and who_of(c[1], player) == "union"
    if k == "battle_with_fort":
        return False
    raise ValueError(f"unknown condition {k!r}")


def state_owner(st: dict, state: str) -> str | None:
    """5.29: who controls a state: the record of a state taken or first
    controlled, else its original side (a border state: nobody)."""
    owner = st["states"].get(state)
    if owner is None:
        a = M.S.ALLEGIANCE[state]
        owner = {"csa": "csa", "usa": "union"}.get(a)
    return owner


def markers_in_play(st: dict, marker: str, side: str) -> int:
    if marker == "elite":
        return len(st["elite"][side])
    if marker == "hunley":
        return 1 if st["hunley"] else 0
    return len(st[MARKER_KEY[marker]])


# -- where -------------------------------------------------------------------------------------

def within(st: dict, space: str, n: int, anchors: list[str], links: str, avoid: tuple) -> bool:
    kinds = ("road", "rail", "dotted") if links == "land" else ("road", "rail", "dotted", "river")
    banned = set(board.region(avoid[0])) if avoid else set()
    seen = {a: 0 for a in anchors}
    todo = deque(anchors)
    while todo:
        here = todo.popleft()
        if here == space:
            return True
        if seen[here] >= n:
            continue
        for nb in board.neighbours(here):
            if nb in seen or nb in banned:
                continue
            if not any(lk.kind in kinds for lk in board.links_between(here, nb)):
                continue
            seen[nb] = seen[here] + 1
            todo.append(nb)
    return False


def atom(st: dict, a: tuple, space: str, player: str, anchor: str | None = None) -> bool:
    k = a[0]
    if k == "state":
        return board.state_of(space) in a[1:]
    if k == "space":
        return space in a[1:]
    if k == "not_space":
        return space not in a[1:]
    if k == "control":
        owner = M.ctl(st, space)
        return any((owner is None) if c == "neutral" else owner == who_of(c, player) for c in a[1:])
    if k == "state_control":
        return state_owner(st, board.state_of(space)) == who_of(a[1], player)
    if k == "pc_marker":
        side = who_of(a[1], player)
        return M.ctl(st, space) == side and M.original(space) != side
    if k == "no_sp":
        return M.total_sp(st, who_of(a[1], player), space) == 0
    if k == "no_fort":
        return M.fort(st, space) != who_of(a[1], player)
    if k == "has_sp":
        return M.total_sp(st, who_of(a[1], player), space) >= a[2]
    if k == "has_army":
        return bool(M.armies_at(st, who_of(a[1], player), space))
    if k == "has_general":
        return bool(M.gens_at(st, who_of(a[1], player), space))
    if k == "loc":
        return supply.in_supply(st, who_of(a[1], player), space)
    if k == "pro_union":
        return board.pro_union(space)
    if k == "rc":
        return bool(board.rc_value(space))
    if k == "port":
        return board.is_port(space)
    if k == "coastal_fort":
        return bool(board.coastal_fort(space))
    if k == "br_port":
        from . import phases
        return space in board.all_br_ports() and (a[1] == "any" or phases.br_open(st, space))
    if k == "capital":
        return st["capital"].get(who_of(a[1], player)) == space
    if k == "vacant":
        return all(M.total_sp(st, s, space) == 0 and M.fort(st, space) != s and not M.gens_at(st, s, space)
                   for s in M.ROLES)
    if k == "no_naval_marker":
        if a[1] == "hunley":
            return st["hunley"] != space
        return space not in st[MARKER_KEY[a[1]]]
    if k == "within":
        n, anc, links, avoid = a[1], a[2], a[3], a[4]
        if anc[0] == "space":
            anchors = [anc[1]]
        elif anc[0] == "capital":
            cap = st["capital"].get(who_of(anc[1], player))
            anchors = [cap] if cap else []
        elif anc[0] == "has_sp":
            anchors = [s for s in M.spaces_with(st, who_of(anc[1], player))
                       if M.total_sp(st, who_of(anc[1], player), s) > 0]
        else:
            side = who_of(anc[1], player)
            anchors = [anchor] if anchor else [st["gens"][g] if st["gens"][g] in M.S.NAME
                                               else st["armies"][st["gens"][g][2:]]["at"]
                                               for g in M.GEN if M.gen_side(g) == side and M.cavalry(g)
                                               and _on_map(st, g)]
        return within(st, space, n, [x for x in anchors if x], links, avoid)
    if k == "not":
        return not atom(st, a[1], space, player, anchor)
    if k == "any":
        return any(atom(st, x, space, player, anchor) for x in a[1:])
    if k == "all":
        return all(atom(st, x, space, player, anchor) for x in a[1:])
    raise ValueError(f"unknown where atom {k!r}")


def _on_map(st: dict, g: str) -> bool:
    at = st["gens"][g]
    return at in M.S.NAME or (at.startswith("A:") and st["armies"][at[2:]]["at"] is not None)


def where_ok(st: dict, where: tuple, space: str, player: str) -> bool:
    return all(atom(st, a, space, player) for a in where)


# -- playing an event --------------------------------------------------------------------------

def playable(game, st: dict, side: str, n: int) -> bool:
    return why_not(game, st, side, n) is None


def why_not(game, st: dict, side: str, n: int):
    card = C.CARDS[n]
    if card.side not in (side, "both"):
        return Illegal("this is the enemy's event: play it for its OPS", rule="5.2",
                       es="es un evento del enemigo: juégala por sus OP")
    if card.timing in ("interrupt", "reaction") or not own_round(card, side):
        return Illegal("this card is played only as an interrupt, in the enemy's move; in your round, for its OPS",
                       rule="4.2.5", es="esta carta solo se juega como interrupción, en la jugada enemiga; en tu "
                       "ronda, por sus OP")
    if not built(n):
        return Illegal("this event is not built yet: play the card for its OPS", rule="5.2",
                       es="este evento aún no está construido: juega la carta por sus OP")
    if "union_must_play_as_ops" in card.rules and side == "union":
        return Illegal("the Union plays this card only for its OPS", rule="5.2",
                       es="la Unión solo juega esta carta por sus OP")
    if card.play_if is not None and not _static_cond(st, card.play_if, side):
        return Illegal("the event's conditions do not hold now", rule="5.2",
                       es="no se cumplen ahora las condiciones del evento")
    return None


def _static_cond(st: dict, c: tuple, player: str) -> bool:
    """A play condition checked without rolling (a roll is made when played)."""
    if c[0] == "roll_above_track":
        return True
    if c[0] in ("all", "any", "not"):
        parts = [_static_cond(st, x, player) for x in c[1:]]
        return {"all": all(parts), "any": any(parts), "not": not parts[0]}[c[0]]
    return cond(st, c, player)


def play(game, st: dict, side: str, n: int, h: str, round_card: bool = True) -> None:
    """5.2: the card's event; removed from the game if the card says so.
    ``round_card``: the card of a strategy round (the next round follows its
    event); False for an event that happens inside another's."""
    card = C.CARDS[n]
    deck = game.deck(st)
    if card.removed:
        deck.remove(st, h)
    else:
        deck.discard(st, h)
    log(st, f"{M.SHORT[side]} plays card {n}, {title(n, 'en')}, as its event"
            + (" (removed from the game)" if card.removed else "") + ".",
        f"{M.SHORT_ES[side]} juega la carta {n}, {title(n, 'es')}, como evento"
            + (" (retirada del juego)" if card.removed else "") + ".", "5.2")
    if n == 81:
        st["eman"] = True
    if round_card:
        game.flow.push(st, "after_round", who=side)
    if card.play_if is not None and not cond(st, card.play_if, side):
        log(st, "The event's roll fails: no effect.", "La tirada del evento falla: sin efecto.", "5.2")
        return
    game.flow.push(st, "event", who=side, c=n, q=[[i] for i in range(len(card.effect))])


def node_at(n: int, path: list) -> tuple:
    """The node of card ``n``'s effect at ``path`` (indices into nested tuples)."""
    node = C.CARDS[n].effect[path[0]]
    for i in path[1:]:
        node = node[i]
    return node


class EventStep(Step):
    """5.2: the card's effect, node by node."""

    auto = True
    rule = "5.2"

    def who(self, game, st, f):
        return f["who"]

    def run(self, game, st, f):
        side, n = f["who"], f["c"]
        while f["q"]:
            path = f["q"].pop(0)
            node = node_at(n, path)
            k = node[0]
            if k == "if":
                branch = 2 if cond(st, node[1], side) else 3
                f["q"][0:0] = [path + [branch, i] for i in range(len(node[branch]))]
                continue
            if k == "by_player":
                branch = 1 if side == "union" else 2
                f["q"][0:0] = [path + [branch, i] for i in range(len(node[branch]))]
                continue
            if k == "at":                              # 4.2.5: a window's part is no event
                if node[1] == "own_round":
                    f["q"][0:0] = [path + [2, i] for i in range(len(node[2]))]
                continue
            if k == "choice":
                open_ = [i for i in range(1, len(node)) if not window_only(node[i])]
                if len(open_) == 1:                   # the other branches answer enemy moves only
                    f["q"][0:0] = [path + [open_[0], j] for j in range(len(node[open_[0]]))]
                    continue
                game.flow.push(st, "evchoice", who=side, c=n, path=path)
                return
            if apply_node(game, st, f, node, path):
                return
        game.flow.pop(game, st, None)

    def resume(self, game, st, f, result):
        if result and "choose" in result:
            path, i = result["path"], result["choose"]
            block = node_at(f["c"], path)[i]
            f["q"][0:0] = [path + [i, j] for j in range(len(block))]


def count_of(c) -> tuple[int, int]:
    """(at most, at least) for a count: n, or ("up_to", n)."""
    if isinstance(c, (list, tuple)):
        return int(c[1]), 0
    return int(c), int(c)


def apply_node(game, st: dict, f: dict, node: tuple, path: list) -> bool:
    """Play one node; True when it pushed a frame (the event waits for it)."""
    side, n = f["who"], f["c"]
    k = node[0]
    if k == "sw":
        who = who_of(node[1], side)
        M.sw(st, who, node[2], f"card {n}", f"carta {n}", "5.2")
    elif k == "sw_track":
        who = who_of(node[1], side)
        v = st["blockade"] if node[3] == "blockade" else st["amph"]
        M.sw(st, who, node[2] * v, f"card {n}", f"carta {n}", "5.2")
    elif k == "blockade":
        cap = 4 if st["fi"] else 5
        st["blockade"] = max(0, min(cap, st["blockade"] + node[1]))
        if node[1] > 0 and C.BLOCKADE.get(n, 0) > 0:
            st["blk_raised"] = True                           # 6.3: the obligation met (even at the top)
        log(st, f"The blockade is now {st['blockade']}.", f"El bloqueo queda en {st['blockade']}.", "5.26")
    elif k == "amphib":
        st["amph"] = max(0, min(5, st["amph"] + node[1]))
        log(st, f"The amphibious assault modifier is now {st['amph']}.",
            f"El modificador de asalto anfibio queda en {st['amph']}.", "5.19")
    elif k == "flag":
        if node[1] == "emancipation":
            st["eman"] = True
        elif node[1] == "foreign_intervention":
            st["fi"] = True
            st["blockade"] = min(st["blockade"], 4)
        else:
            st["flags"].append(node[1])
    elif k in ("pc", "remove_pc", "sp", "lose_sp", "fort", "naval_marker"):
        most, least = count_of(node[2])
        chooser = side
        if k == "lose_sp":
            chooser = who_of(node[3], side)
        frame = {"who": chooser, "c": n, "path": path, "kind": k, "n": most, "least": least, "done": []}
        if not spaces_for(st, frame, side):
            log(st, "No space qualifies: that part of the event is lost.",
                "Ningún espacio cumple: esa parte del evento se pierde.", "5.2")
            return False
        game.flow.push(st, "evspaces", player=side, **frame)
        return True
    elif k == "remove_naval_marker":
        key = MARKER_KEY[node[1]]
        for _ in range(node[2]):
            if node[1] == "hunley":
                st["hunley"] = None
            elif st[key]:
                st[key].pop(0)
    elif k == "elite":
        who = who_of(node[1], side)
        armies = [a for a, v in st["armies"].items() if v["side"] == who and v["at"]]
        if not armies or markers_in_play(st, "elite", who) >= LIMITS["elite"]:
            log(st, "No army to take the elite unit.", "Ningún ejército puede recibir la unidad de élite.", "5.14")
            return False
        game.flow.push(st, "evelite", who=who, options=armies)
        return True
    elif k == "discard_random":
        who = who_of(node[1], side)
        h = game.deck(st).pick(st, who)
        if h is not None:                     # its holder shows it (two devices: only it knows it)
            game.flow.push(st, "reveal", who=who, h=h, c=n)
            return True
    elif k == "draw":
        who = who_of(node[1], side)
        deck = game.deck(st)
        if len(deck.draw_pile(st)) < node[2] and deck.discards(st):
            game.flow.push(st, "reshuffle", who=side, with_draw=False, then_draw=[who, node[2]])
            return True
        for _ in range(node[2]):
            if deck.draw_pile(st):
                deck.deal(st, who, 1)
    elif k == "campaign":
        from . import scenarios as SC
        sc = SC.SCENARIOS[st["sc"]]
        frame = game.flow.push(st, "campaign", who=side, left=node[2], moved=[])
        if sc.rule("first_campaign_card_one_activation_per_state") and st["turn"] == sc.first_turn \
                and side not in st.get("last_round", {}):
            frame["states"] = []                      # 6.3: the side's first card: one activation a state
        return True
    elif k == "sp_move":
        game.flow.push(st, "spmove", who=side, most=node[1])
        return True
    elif k == "naval_move":
        from . import navalmove
        if who_of(node[1], side) != "union" or not navalmove.sources(st):
            log(st, "No force can sail.", "Ninguna fuerza puede embarcar.", "5.17")
            return False
        game.flow.push(st, "naval", who="union", src=None, sp=0, gen=None, most=node[2], v=3,
                       amph_drm=node[4], run_drm=node[5])
        return True
    elif k == "force_attrition":
        game.flow.push(st, "evattrition", who=side, target=who_of(node[1], side))
        return True
    elif k in ("special", "concentrate"):
        from . import specials                       # the events that are rules of their own (5.2)
        return specials.play(game, st, f, node) if k == "special" else specials.concentrate(game, st, f, node)
    return False


def spaces_for(st: dict, frame: dict, player: str) -> list[str]:
    """The spaces a choosing node may pick now (its where and caps)."""
    n, path, k = frame["c"], frame["path"], frame["kind"]
    node = node_at(n, path)
    who = who_of(node[1], player)
    if k in ("pc", "remove_pc", "sp", "fort"):
        where = node[3]
    elif k == "lose_sp":
        where = node[4]
    else:
        where = node[3]
    caps = node[4] if k == "sp" else node[5] if k == "lose_sp" else ()
    done = frame["done"]
    out = []
    for s in M.S.NAME:
        if not where_ok(st, where, s, player):
            continue
        if k == "pc":
            if M.ctl(st, s) == who or s in done:
                continue
            if not node[4] and pc_forbidden(st, who, s):
                continue
        elif k == "remove_pc":
            if not (M.ctl(st, s) == who and M.original(s) != who) or s in done:
                continue
        elif k == "lose_sp":
            inf = M.infantry_sp(st, who, s)
            if inf == 0:
                continue
            if ("not_last",) in caps and M.total_sp(st, who, s) <= 1:
                continue
        elif k == "fort":
            if M.fort(st, s) is not None or s in done:
                continue
            from . import rounds
            if sum(1 for x in st["forts"].values() if x == who) >= rounds.MAX_FORTS[who]:
                return []
        elif k == "naval_marker":
            marker = node[1]
            if markers_in_play(st, marker, "csa") >= LIMITS[marker]:
                return []
            if marker != "hunley" and s in st[MARKER_KEY[marker]]:
                continue
        for cap in caps:
            if cap[0] == "per_space" and done.count(s) >= cap[1]:
                break
            if cap[0] == "same_space" and done and s != done[0]:
                break
            if cap[0] == "per_state" and sum(1 for d in done if board.state_of(d) == board.state_of(s)) >= cap[1]:
                break
        else:
            out.append(s)
    return out


def pc_forbidden(st: dict, side: str, space: str) -> bool:
    """5.28 (D): an event's PC never destroys a resource centre, takes a
    national capital, captures a coastal fort or removes a fort counter."""
    enemy = M.ENEMY[side]
    if side == "union" and board.rc_value(space) and space not in st["rc_dead"]:
        return True
    if st["capital"].get(enemy) == space:
        return True
    if board.coastal_fort(space) and M.ctl(st, space) == enemy:
        return True
    if M.fort(st, space) == enemy:
        return True
    port_fort = board.coastal_fort_of(space)
    return bool(port_fort and M.ctl(st, port_fort) == enemy and M.total_sp(st, enemy, port_fort) == 0)


class EvSpaces(Step):
    """A choosing node: its spaces, one at a time."""

    rule = "5.2"

    def legal(self, game, st, f):
        out = [("space", s) for s in spaces_for(st, f, f["player"])]
        if len(f["done"]) >= f["least"] or not out:
            out.append(("done",))
        return out

    def act(self, game, st, f, a):
        if a[0] == "done":
            game.flow.pop(game, st, None)
            return
        s = a[1]
        node = node_at(f["c"], f["path"])
        who = who_of(node[1], f["player"])
        k = f["kind"]
        if k == "pc":
            political.place_pc(game, st, who, s, rule="5.28", how="event")
        elif k == "remove_pc":
            political.remove_pc(st, who, s, rule="5.2")
        elif k == "sp":
            M.add_sp(st, who, s, 1)
            from . import organise
            organise.settle_space(game, st, who, s)
            log(st, f"{M.SHORT[who]} places 1 SP at {M.sname(s)}.", f"{M.SHORT_ES[who]} coloca 1 UM en {M.sname(s)}.",
                "5.2")
        elif k == "lose_sp":
            from . import battle
            if M.loose_sp(st, who, s):
                M.add_sp(st, who, s, -1)
            else:
                aid = [x for x in M.armies_at(st, who, s) if st["armies"][x]["sp"] > 0][0]
                st["armies"][aid]["sp"] -= 1
            log(st, f"{M.SHORT[who]} loses 1 SP at {M.sname(s)}.", f"{M.SHORT_ES[who]} pierde 1 UM en {M.sname(s)}.",
                "5.2")
            battle.eliminate_armies(game, st, who, s)
            battle.clear_generals(st, who, s)
        elif k == "fort":
            st["forts"][s] = who
            log(st, f"{M.SHORT[who]} builds a fort at {M.sname(s)}.",
                f"{M.SHORT_ES[who]} construye un fuerte en {M.sname(s)}.", "5.23")
        elif k == "naval_marker":
            marker = node[1]
            if marker == "hunley":
                st["hunley"] = s
            else:
                st[MARKER_KEY[marker]].append(s)
            log(st, f"A Confederate {marker} is placed at {M.sname(s)}.",
                f"Se coloca un {marker} confederado en {M.sname(s)}.", "5.22")
        f["done"].append(s)
        f["n"] -= 1
        if f["n"] <= 0 or not spaces_for(st, f, f["player"]):
            game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        what = {"pc": ("place a PC", "coloca un CP"), "remove_pc": ("remove a PC", "retira un CP"),
                "sp": ("place an SP", "coloca un UM"), "lose_sp": ("remove an SP", "retira un UM"),
                "fort": ("build a fort", "construye un fuerte"),
                "naval_marker": ("place the marker", "coloca el marcador")}[f["kind"]]
        return text(f"Card {f['c']}: {what[0]} ({f['n']} left).", f"Carta {f['c']}: {what[1]} (quedan {f['n']}).", "5.2")

    def waiting(self, game, st, f, role):
        return text(f"Card {f['c']} is being resolved.", f"Se resuelve la carta {f['c']}.", "5.2")

    def refuse(self, game, st, f, a):
        return Illegal("that space does not meet the event's conditions", rule="5.2",
                       es="ese espacio no cumple las condiciones del evento")


class EvChoice(Step):
    """A choice node: the player picks one of its blocks."""

    rule = "5.2"

    def legal(self, game, st, f):
        node = node_at(f["c"], f["path"])
        return [("option", i) for i in range(1, len(node))]

    def act(self, game, st, f, a):
        game.flow.pop(game, st, {"choose": a[1], "path": f["path"]})

    def prompt(self, game, st, f):
        return text(f"Card {f['c']}: choose which effect to apply.", f"Carta {f['c']}: elige qué efecto aplicar.",
                    "5.2")

    def waiting(self, game, st, f, role):
        return text(f"Card {f['c']}: the enemy chooses an effect.", f"Carta {f['c']}: el enemigo elige un efecto.",
                    "5.2")


class EvElite(Step):
    """5.14: the elite unit joins one of the side's armies."""

    rule = "5.14"

    def legal(self, game, st, f):
        return [("army", a) for a in f["options"]]

    def act(self, game, st, f, a):
        st["elite"][f["who"]].append(a[1])
        log(st, f"An elite unit joins the {M.army_name(a[1], 'en')}.",
            f"Una unidad de élite se une al {M.army_name(a[1], 'es')}.", "5.14")
        game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        return text("Choose the army that receives the elite unit.", "Elige el ejército que recibe la unidad de élite.",
                    "5.14")


class EvAttrition(Step):
    """Cards 1 and others: one enemy force, the player's pick, takes an
    attrition check now (and forages without a line of communication, 5.25)."""

    rule = "5.25"

    def legal(self, game, st, f):
        side = f["target"]
        return [("force", s) for s in M.spaces_with(st, side) if M.total_sp(st, side, s) > 0] or [("done",)]

    def act(self, game, st, f, a):
        game.flow.pop(game, st, None)
        if a[0] == "done":
            return
        from . import battle
        from . import tables as T
        side, s = f["target"], a[1]
        n = M.total_sp(st, side, s)
        loss = T.attrition_loss(n)
        if not supply.in_supply(st, side, s):
            loss += T.attrition_loss(n - loss)
        battle.take_losses(game, st, side, s, loss)
        log(st, f"Attrition at {M.sname(s)}: {loss} SP lost.", f"Desgaste en {M.sname(s)}: {loss} UM perdidos.", "5.25")
        battle.eliminate_armies(game, st, side, s)
        battle.clear_generals(st, side, s)

    def prompt(self, game, st, f):
        return text("Choose the enemy force that takes an attrition check.",
                    "Elige la fuerza enemiga que sufre una prueba de desgaste.", "5.25")


def force_space(st: dict, what: tuple) -> str:
    """The space of an activation's force: ("army", aid), ("corps" or
    "brigade", general), ("div", space, n)."""
    if what[0] == "army":
        return st["armies"][what[1]]["at"]
    if what[0] == "div":
        return what[1]
    at = st["gens"][what[1]]
    return st["armies"][at[2:]]["at"] if at.startswith("A:") else at


class Campaign(Step):
    """5.2: a campaign card's moves, one force at a time, none twice."""

    rule = "5.2"

    def legal(self, game, st, f):
        from . import forces as F
        from . import navalmove
        moved = frozenset(f["moved"])
        out = [("move",) + a for a in F.activations(st, f["who"], 3, campaign=True, moved=moved)]
        if f.get("states") is not None:                   # 6.3: one activation a state
            out = [a for a in out if board.state_of(force_space(st, a[1:])) not in f["states"]]
        if f["who"] == "union" and not f.get("naval"):
            # 5.2: at most one of the moves naval; 5.17 a, b: every move on one special army naval move
            out += [("naval", s) for s in navalmove.sources(st)]
            if not f["moved"]:
                out += navalmove.army_options(st, "union")
        return out + [("done",)]

    def act(self, game, st, f, a):
        if a[0] == "done":
            game.flow.pop(game, st, None)
            return
        if a[0] in ("army_sea", "army_river"):             # 5.17 a, b: the campaign's every move
            from . import navalmove
            f["left"], f["naval"] = 0, True
            f["moved"].extend([a[1]] + M.army_gens(st, a[1]))
            before = len(st["flow"])
            navalmove.army_sail(game, st, a[1], a[2], river=a[0] == "army_river")
            if len(st["flow"]) == before:
                game.flow.pop(game, st, None)
            return
        if a[0] == "naval":                                 # 5.2: a naval move of up to 3 SP, an event's
            f["left"] -= 1
            f["naval"] = True
            game.flow.push(st, "naval", who="union", src=a[1], sp=min(3, M.loose_sp(st, "union", a[1])),
                           gen=None, most=3, v=3)
            return
        from . import rounds
        if f.get("states") is not None:
            f["states"].append(board.state_of(force_space(st, a[1:])))
        f["left"] -= 1
        f["moved"].append(a[2] if a[1] != "div" else a[2])
        if a[1] == "army":
            f["moved"].extend(M.army_gens(st, a[2]))
        rounds.start_move(game, st, f["who"], 3, a[1:], campaign=True)

    def resume(self, game, st, f, result):
        if f["left"] <= 0:
            game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        return text(f"Campaign: activate a force ({f['left']} move(s) left), or end the campaign.",
                    f"Campaña: activa una fuerza (queda(n) {f['left']} movimiento(s)), o termina la campaña.", "5.2")

    def waiting(self, game, st, f, role):
        return text("The enemy is on campaign.", "El enemigo está en campaña.", "5.2")


class SpMove(Step):
    """Cards 37, 38...: SP move from one space as a corps with no general."""

    rule = "5.2"

    def legal(self, game, st, f):
        side = f["who"]
        out = []
        for s in M.spaces_with(st, side):
            inf = M.loose_sp(st, side, s)
            for k in range(1, min(inf, f["most"]) + 1):
                out.append(("sp_move", s, k))
        return out or [("done",)]

    def act(self, game, st, f, a):
        game.flow.pop(game, st, None)
        if a[0] == "done":
            return
        side, s, k = f["who"], a[1], a[2]
        mv = {"who": side, "kind": "corps", "aid": None, "gen": None, "gens": [], "sp": k, "prev": None,
              "used": 0, "rail": True, "v": 3, "cmp": True, "icpt": False, "beaten": [], "key": s, "at": s,
              "start": s}
        game.flow.push(st, "move", **mv)

    def prompt(self, game, st, f):
        return text(f"Move up to {f['most']} SP from one space, with no general.",
                    f"Mueve hasta {f['most']} UM desde un espacio, sin general.", "5.2")


def check_card(game, st: dict, h: str, n) -> int:
    """A card an announcement reveals (two devices): a card of this deck, the
    one this state knows under ``h`` if it knows it, and known nowhere else."""
    deck = game.deck(st)
    if not isinstance(n, int) or isinstance(n, bool) or n not in deck.cards:
        raise Illegal("there is no such card in this game", rule="5.2", es="no hay tal carta en esta partida")
    known = st["sealed"].get(h)
    if known is not None and known != n:
        raise Illegal("the card shown is not the one this side knows under that handle", rule="5.2",
                      es="la carta mostrada no es la que este bando conoce con ese nombre")
    if known is None and any(v == n for k, v in st["sealed"].items() if k != h):
        raise Illegal("that card is known to be elsewhere", rule="5.2", es="se sabe que esa carta está en otro sitio")
    return n


class Reveal(Step):
    """A card the dice picked from this side's hand (cards 25, 27...): its
    holder, who alone may know it between two devices, discards it face up."""

    rule = "5.2"

    def legal(self, game, st, f):
        return [("discard_picked",)] if st["sealed"].get(f["h"]) is not None else []

    def act(self, game, st, f, a):
        self.done(game, st, f, st["sealed"][f["h"]])

    def receive(self, game, st, f, a):
        if len(a) != 3 or a[0] != "discarded" or a[1] != f["h"]:
            raise self.refuse(game, st, f, a)
        self.done(game, st, f, check_card(game, st, f["h"], a[2]))

    def done(self, game, st, f, n):
        st["sealed"][f["h"]] = n
        card = C.CARDS[n]
        if n in (81, 82) and card.play_if is not None and _static_cond(st, card.play_if, f["who"]):
            # 5.2: a special event discarded by the enemy's card happens all the same
            log(st, f"Card {n}, {title(n, 'en')}, is discarded by the enemy's event: it takes effect.",
                f"La carta {n}, {title(n, 'es')}, es descartada por un evento enemigo: surte efecto.", "5.2")
            game.flow.pop(game, st, None)
            play(game, st, f["who"], n, f["h"], round_card=False)
            return
        if n in (81, 82):
            st["reshuffle"] = True
        from . import rounds
        rounds.note_blockade_card(st, f["who"], n)
        game.deck(st).discard(st, f["h"])
        who = f["who"]
        log(st, f"Card {f['c']}: the {M.SHORT[who]} hand loses card {n} ({title(n, 'en')}), picked at random.",
            f"Carta {f['c']}: la mano de {M.SHORT_ES[who]} pierde la carta {n} ({title(n, 'es')}), elegida al azar.",
            "5.2")
        game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        return text(f"Card {f['c']}: discard the card the dice picked from your hand.",
                    f"Carta {f['c']}: descarta la carta de tu mano que eligieron los dados.", "5.2")

    def waiting(self, game, st, f, role):
        return text("The enemy discards the card the dice picked.", "El enemigo descarta la carta que eligieron los dados.",
                    "5.2")

    def refuse(self, game, st, f, a):
        return Illegal("discard the card the dice picked", rule="5.2", es="descarta la carta que eligieron los dados")
