"""Authoring sources of the bundled question bank (not collected by pytest).

Each question is written once here: visible and hidden inputs, an independent brute-force oracle that
computes the expected outputs, and the reference solution in the required complexity. ``build.py``
writes ``src/assay/questions/bank/L-*.json``; the bank test then runs every reference solution against
those expected outputs through the real judge, so an oracle and a reference that disagree fail loudly.
"""
