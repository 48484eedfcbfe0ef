"""Write the bundled bank from the authoring sources.

Run from the repository root::

    .venv/bin/python -m tests.questions.authoring.build [--check]

With ``--check`` nothing is written; the exit status says whether the bank on disk is current.
"""

from __future__ import annotations

import json
import sys

from tests.questions.authoring import catalog
from tests.questions.authoring.spec import BANK


def render() -> dict[str, str]:
    files: dict[str, str] = {}
    for spec in catalog.all_specs():
        name = f"L-{spec.id}.json"
        assert name not in files, f"duplicate id {spec.id}"
        files[name] = json.dumps(spec.to_json(), indent=2, ensure_ascii=False) + "\n"
    return files


def main(argv: list[str]) -> int:
    files = render()
    stale = [n for n, text in files.items() if not (BANK / n).is_file() or (BANK / n).read_text() != text]
    if "--check" in argv:
        print("stale:", stale or "none")
        return 1 if stale else 0
    BANK.mkdir(parents=True, exist_ok=True)
    for name in stale:
        (BANK / name).write_text(files[name])
    print(f"wrote {len(stale)} of {len(files)} files to {BANK}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
