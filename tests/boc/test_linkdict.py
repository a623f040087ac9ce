"""The preset dictionary of Badges of Courage's links between two devices
(pyapp/games/boc/linkdict.py; docs/TRUST.md, link format 5)."""

import hashlib
import zlib

from pyapp.games.boc.linkdict import LINK_DICT, build
from pyapp.games.boc.rules import GAME

# A link made with one dictionary opens only with the same one: a change to
# the dictionary (or to the data it is built from: hexes, block ids) breaks
# every format-5 link in flight and needs a new link format (pyapp/core/duel.py).
PINNED = "69dd2bfa52bff5218639b8fe3229c90a385aa398edc90841c658fdefb31fe3df"


def test_the_dictionary_is_the_one_format_5_links_were_made_with():
    assert hashlib.sha256(build()).hexdigest() == PINNED
    assert LINK_DICT == build()
    assert GAME.link_dict == LINK_DICT


def test_the_dictionary_fits_deflate_and_shortens_a_typical_link_body():
    assert 0 < len(LINK_DICT) <= 32768                     # deflate's window
    body = (b'[[0,["activate","U012","J9","u-hancock-hq",3,0,41]],[0,["move","C041","K10","K11"]],'
            b'[0,["fire","U012","J9","K10","u-2-2-1-bde",4,0,77]],[1,["done"]]]')

    def size(zdict):
        z = zlib.compressobj(9, zlib.DEFLATED, -15, **({"zdict": zdict} if zdict else {}))
        return len(z.compress(body) + z.flush())
    assert size(LINK_DICT) < size(None)
