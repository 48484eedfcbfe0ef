"""Assay: an open-source AI assessment engine for coding practice.

Verdicts come from running code, never from a model's opinion. The core packages
(``sandbox``, ``judge``, ``llm``, ``questions``, ``storage``) are used by the jobs
(``grading``, ``bench``, ...) which are exposed through the ``api`` and ``cli`` front doors.
"""

__version__ = "0.1.0"

__all__ = ["__version__"]
