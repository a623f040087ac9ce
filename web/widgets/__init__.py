"""Shared widgets that the tables are built from.

HTML widgets (pure Python, tested natively): ``prompt`` (the prompt line),
``log`` (the game's log), ``dice`` (the dice tray), ``orders`` (standing
orders). Canvas widgets (browser only): ``mapcanvas`` (camera, zoom, pan,
fit, pinch, wheel, keys, hit testing through a hook) and its subclass
``p2p`` (a point-to-point map).
"""
