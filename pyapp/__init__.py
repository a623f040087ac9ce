"""Rules engines for American Civil War board wargames.

Pure Python, standard library only: it runs natively (CPython >= 3.11) and in
the browser under Pyodide, and never imports browser modules.
"""
