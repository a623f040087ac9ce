"""The PyScript front end: Python that talks to the page."""
