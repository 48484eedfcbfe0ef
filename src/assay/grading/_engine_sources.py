"""The digest of the code that makes a grade, part of the engine fingerprint (docs/grading.md, "Storage").

A stored grade is reused only under the fingerprint it was made with. Were the fingerprint only the
version, a developer who changed the pipeline and graded the same text again (``assay grade``, or a
server restarted on the new code) would get the old grade back; with the code's digest in it, any
change to the sources of the packages that decide a grade is a new engine, and the grade is made
afresh. The digest is computed once per process: the code a process runs does not change under it.
"""

from __future__ import annotations

import hashlib
import importlib.util
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

__all__ = ["ENGINE_PACKAGES", "engine_sources_digest", "package_roots", "source_digest"]

#: The packages whose code decides a grade: the pipeline, the judge and the sandbox that runs it.
#: A change elsewhere that changes grades (the question bank's format, say) bumps ``ENGINE_VERSION``.
ENGINE_PACKAGES = ("assay.grading", "assay.judge", "assay.sandbox")


def package_roots(packages: Sequence[str] = ENGINE_PACKAGES) -> tuple[Path, ...]:
    """The folder of each package, found without importing it."""
    roots: list[Path] = []
    for name in packages:
        spec = importlib.util.find_spec(name)
        locations = list(spec.submodule_search_locations or []) if spec is not None else []
        if not locations:
            raise RuntimeError(f"{name} is not a package on this Python's path")
        roots.append(Path(locations[0]))
    return tuple(roots)


def source_digest(roots: Sequence[Path]) -> str:
    """SHA-256 over every ``.py`` file below ``roots``: each file's path (from its package's folder,
    so an installed copy and a checkout agree) and its bytes, in a fixed order. Byte-compiled files
    and anything that is not Python source (examples, data) are left out."""
    digest = hashlib.sha256()
    for root in roots:
        files = sorted((p.relative_to(root).as_posix(), p) for p in root.rglob("*.py") if p.is_file())
        for relative, path in files:
            data = path.read_bytes()
            digest.update(f"{root.name}/{relative}\0{len(data)}\0".encode())
            digest.update(data)
    return digest.hexdigest()


@lru_cache(maxsize=1)
def engine_sources_digest() -> str:
    """:func:`source_digest` of :data:`ENGINE_PACKAGES` as this process loaded them, computed once
    (about 8 ms for ~1.2 MB of source; docs/performance.md, "Engine fingerprint")."""
    return source_digest(package_roots())
