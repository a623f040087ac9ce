"""The computer's answers in For the People to the organisation of its
forces and in the reinforcement phase, a part of its policy
(``knowledge.FtpKnowledge``):

- two armies in a space (5.4): the removal's SW cost against the staying
  army's leadership and elite units; the enemy's generals over the limit
  (5.5): its best sent away; a corps intercepting that may leave SP for the
  generals it cannot take (5.10 c): the generals kept unless the battle
  needs the SP;
- reinforcements and strategic movement (5.26, 5.27): each SP where one
  more is worth most, from where one less costs least (``_marginal``); the
  Union's eastern SP fed to the field (``_front``); generals to the largest
  forces without one, an idle mass at Washington first (5.26 c); a new
  capital (5.28).
"""

from __future__ import annotations

from . import board
from . import model as M
from . import political as P
from . import tables as T
from .ground import heft, idle_masses, keep, pull_of, threat
from .outlook import Stacks, attrition_left, sp_price, victory


class Reinforce:
    """The organisation and reinforcement decisions of ``FtpKnowledge``
    (its ``policy`` calls ``_<step>`` for the flow's step)."""

    def _excess(self, st, side, legal, f, rng, level):
        """5.5: the enemy's general over the limit sent away is its best one."""
        sends = [a for a in legal if a[0] == "send"]
        if not sends:
            return None
        return max(sends, key=lambda a: (M.GEN[a[1]].offence + M.GEN[a[1]].defence, M.pi(a[1]), a[1]))

    @staticmethod
    def _limits(st, side, src, theirs, worth_there):
        """5.10 (c), 5.5: a corps intercepting whole leaves behind the
        generals it cannot take, and those over the limit there go to the
        turn track, the enemy choosing which (5.5); leaving the fewest SP
        that keep them (the engine's ``limits_keep``) saves them at the cost
        of those SP in the battle. Keep them unless the battle needs the SP:
        the corps still at least the mover's strength without them, and a
        general weighed as 2 SP (a rule of thumb)."""
        from . import moves
        from .organise import excess_generals
        k = moves.limits_keep(st, side, src)
        _, n = moves.whole_corps(st, side, src)
        probe = dict(st, gens=dict(st["gens"]), sp={key: dict(v) for key, v in st["sp"].items()})
        moves.move_whole(probe, side, src, "")
        lost = sum(over for where, over in excess_generals(probe, side) if where == src)
        whole, kept = ("intercept", src), ("intercept", src, "limits")
        if n - k < max(1, theirs * 0.8) and not worth_there:
            return whole                          # without the SP left behind it is no match
        return kept if 2 * lost >= k else whole

    def _armies(self, st, side, legal, f, rng, level):
        """5.4: two armies in a space, one stays: the removal's SW cost
        (10 Union, 5 CSA, and the removed commander's political influence)
        against the army that stays: its leadership in battle (5.12: the
        commander's rating and his best two subordinates, the removed
        army's generals gone to the turn track) and its elite units (5.14),
        each point of DRM weighed as 3 SW, then the SP in its box (a rule
        of thumb)."""
        from .organise import removal_cost
        keeps = [a for a in legal if a[0] == "keep"]
        if not keeps:
            return None
        ids = [a[1] for a in keeps]
        loose = M.loose_gens(st, side, f["at"])

        def lead(aid):
            cmd = st["armies"][aid]["cmd"]
            gens = [g for g in M.army_gens(st, aid) if g != cmd] + loose
            subs = sorted((M.GEN[g].offence + M.GEN[g].defence for g in gens), reverse=True)[:2]
            own = M.GEN[cmd].offence + M.GEN[cmd].defence if cmd else 0
            return (own + sum(subs)) / 2

        def score(a):
            aid = a[1]
            cost = sum(removal_cost(st, side, o) for o in ids if o != aid)
            v = -cost + 3.0 * lead(aid) + 3.0 * st["elite"][side].count(aid)
            return (v, M.army_total(st, aid), aid)
        return max(keeps, key=score)

    def _place(self, st, side, legal, f, rng, level):
        """5.26: each reinforcement SP where one more SP is worth most
        (``_marginal``: a threatened kept space, a force near the
        objectives, never into a stack it would make bleed, 5.25)."""
        spots = [a for a in legal if a[0] == "place"]
        if not spots:
            return None
        ctx = self._ctx(st, side)
        return max(spots, key=lambda a: (self._marginal(st, side, a[1], 1, ctx), a[1]))

    @staticmethod
    def _ctx(st, side):
        stacks = Stacks(st)
        return {"stacks": stacks, "pull": pull_of(st, side, stacks), "keep": keep(st, side),
                "price": sp_price(st, side) * (1 + 0.5 * max(0, attrition_left(st) - 1))}

    @staticmethod
    def _marginal(st, side, s, delta, ctx):
        """What ``delta`` (+1 or -1) SP at ``s`` is worth, by the terms of
        ``value``: the position near the objectives, a kept space's threat,
        and the attrition its stack will pay (5.25)."""
        stacks = ctx["stacks"]
        n = stacks.n(side, s)
        m = n + delta
        if m < 0:
            return -99.0
        led = 1.0 if s in stacks.led[side] else 0.3

        def pos(k):
            return 0.15 * led * heft(k) * ctx["pull"].get(s, 0.0) if k >= 2 else 0.0
        v = pos(m) - pos(n)
        worth = ctx["keep"].get(s, 0.0)
        if worth:
            t = threat(st, side, s, stacks)
            v += 0.08 * worth / 6 * (max(0.0, min(t, 6)) - max(0.0, min(t - delta, 6)))
        v -= (T.attrition_loss(m) - T.attrition_loss(n)) * ctx["price"]
        for aid in M.armies_at(st, side, s):      # 5.4: an army converts only with infantry in its box
            box = st["armies"][aid]["sp"] + (M.loose_sp(st, side, s) if delta > 0 else 0)
            if (delta > 0 and box < 4) or (delta < 0 and M.loose_sp(st, side, s) == 0 and box <= 4):
                v += 0.8 * delta
        return v

    def _generals(self, st, side, legal, f, rng, level):
        """5.26 c: generals to the largest forces without one, near the
        objectives."""
        spots = [a for a in legal if a[0] == "general"]
        if not spots:
            return None
        pull = pull_of(st, side)
        idle = idle_masses(st, side)
        declared = st.get("gen_decl", {}).get(side, [])

        def score(a):
            s = a[1]
            n = M.total_sp(st, side, s)
            g = len(M.gens_at(st, side, s))
            if s in idle and s not in declared and not any(not M.cavalry(x) for x in M.gens_at(st, side, s)):
                return (99.0 + n, s)              # 5.4, 5.5: a cavalry general leads no corps, commands no army
            return (min(n, 8) / (1 + g) * (1 + pull.get(s, 0.0) / 10), s)
        return max(spots, key=score)

    def _strategic(self, st, side, legal, f, rng, level):
        """5.27: one SP by rail from where it is worth least to where it is
        worth most (``_marginal``), while the move gains."""
        from . import strategic
        ctx = self._ctx(st, side)
        if f.get("src"):
            dests = [a for a in legal if a[0] == "to"]
            if not dests:
                return None
            return max(dests, key=lambda a: (self._marginal(st, side, a[1], 1, ctx)
                                             + self._front(st, side, a[1], ctx), a[1]))
        srcs = [a for a in legal if a[0] == "from"]
        best, best_v = ("done",), 0.1
        for a in srcs:
            if M.loose_sp(st, side, a[1]) == 0:
                continue
            out = self._marginal(st, side, a[1], -1, ctx) - self._front(st, side, a[1], ctx)
            if out + 3 <= best_v:
                continue
            to = [d for d in strategic.destinations(st, side, a[1]) if d != a[1]]
            gain = max((self._marginal(st, side, d, 1, ctx) + self._front(st, side, d, ctx) for d in to),
                       default=-99.0)
            if out + gain > best_v:
                best, best_v = a, out + gain
        return best

    @staticmethod
    def _front(st, side, s, ctx):
        """5.26, 5.27: the Union's eastern reinforcements all land at Washington
        (8 SP a turn) and fight only once they reach a force in the field: one
        more SP at a stack with a general near the objectives is worth its
        share of the objectives' pull there (up to a strong army's size), and
        the attrition step it may cross is paid once by a stack meant to grow
        (5.25: 7 SP and 70 lose alike). A rule of thumb, the Union's only."""
        if side != "union" or victory(st)["kind"] != "campaign":
            return 0.0
        stacks = ctx["stacks"]
        n = stacks.n(side, s)
        pull = ctx["pull"].get(s, 0.0)
        if s not in stacks.led[side] or n >= 18 or pull < 5.0 or s in ctx["keep"]:
            return 0.0
        refund = (T.attrition_loss(n + 1) - T.attrition_loss(n)) * ctx["price"] if n >= 4 else 0.0
        return 0.03 * pull + refund

    def _capital(self, st, side, legal, f, rng, level):
        """5.28: the new capital where it costs no more SW, furthest from the
        enemy."""
        spots = [a for a in legal if a[0] == "capital"]
        if not spots:
            return None

        def score(a):
            s = a[1]
            free = (board.rc_value(s) > 0 or s in board.all_br_ports()) if side == "csa" else \
                s in P.UNION_CAPITAL_SAFE + ("washington_dc",)
            return (free, -threat(st, side, s), s)
        return max(spots, key=score)
