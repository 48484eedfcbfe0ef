"""Per-task folders: created under the base directory, capped in size, removed when done or stale.

Layout (docs/solve.md, "Workspace")::

    <TASK_BASEDIR>/<task id>/
        files/        downloads and fetched resources (what model code may read)
        task.log      the task's log
        result.json   the task's record (no secret)
    <TASK_BASEDIR>/.records/<task id>.json
                      the task's record, saved as it progresses and kept when the folder is removed,
                      so ``GET /tasks/{id}`` answers after a restart; swept like the folders
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path

from assay.errors import InvalidInputError

__all__ = [
    "RECORDS_DIR",
    "DiskCapError",
    "Workspace",
    "create_workspace",
    "load_record",
    "safe_name",
    "save_record",
    "saved_task_ids",
    "sweep_workspaces",
]

log = logging.getLogger("assay.solver")

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
_TASK_ID = re.compile(r"^[A-Za-z0-9_-]{1,80}$")
#: Where task records are kept under the base directory (a dot: no task folder can have this name).
RECORDS_DIR = ".records"


class DiskCapError(InvalidInputError):
    """A download would take the task's folder past its disk cap."""

    default_code = "SOLVE_DISK_CAP"


def safe_name(name: str, fallback: str = "file") -> str:
    """A file name that stays inside a folder: no separators, no leading dots, at most 80 characters."""
    cleaned = _UNSAFE.sub("_", name.rsplit("/", 1)[-1]).lstrip(".")[:80]
    return cleaned or fallback


@dataclass
class Workspace:
    """One task's folder, with a byte budget for what is written into ``files/``."""

    root: Path
    cap_bytes: int
    used_bytes: int = 0
    names: set[str] = field(default_factory=set)

    @property
    def files_dir(self) -> Path:
        return self.root / "files"

    @property
    def log_path(self) -> Path:
        return self.root / "task.log"

    @property
    def result_path(self) -> Path:
        return self.root / "result.json"

    def reserve(self, size: int) -> None:
        """Count ``size`` bytes against the cap, or raise :class:`DiskCapError`."""
        if self.used_bytes + size > self.cap_bytes:
            raise DiskCapError(
                f"the task's folder would exceed its {self.cap_bytes >> 20} MiB cap",
                hint="raise ASSAY_SOLVE_DISK_CAP_MB",
            )
        self.used_bytes += size

    def unique_name(self, name: str) -> str:
        """``name`` made safe, suffixed when a file of that name was already written."""
        base = safe_name(name)
        candidate, n = base, 1
        while candidate in self.names:
            stem, dot, ext = base.rpartition(".")
            candidate = f"{stem}_{n}.{ext}" if dot and stem else f"{base}_{n}"
            n += 1
        self.names.add(candidate)
        return candidate

    def write_file(self, name: str, data: bytes) -> Path:
        """Write ``data`` under ``files/`` within the cap; returns the path."""
        self.reserve(len(data))
        path = self.files_dir / name
        path.write_bytes(data)
        return path

    def file_payload(self) -> dict[str, bytes]:
        """Every file under ``files/``, by name (what model code gets to read)."""
        if not self.files_dir.is_dir():
            return {}
        return {p.name: p.read_bytes() for p in sorted(self.files_dir.iterdir()) if p.is_file()}

    def cleanup(self, *, keep: bool) -> None:
        """Remove the folder unless ``keep`` (``DEBUG_KEEP_WORKSPACES``)."""
        if keep:
            log.info("keeping task folder %s (DEBUG_KEEP_WORKSPACES)", self.root)
            return
        shutil.rmtree(self.root, ignore_errors=True)


def create_workspace(base_dir: Path, task_id: str, *, cap_mb: int) -> Workspace:
    """Create ``base_dir/task_id`` (which must not exist) with its ``files/`` folder."""
    if safe_name(task_id) != task_id:
        raise InvalidInputError(f"bad task id {task_id!r}", hint="task ids are letters, digits, '-' and '_'")
    base_dir.mkdir(parents=True, exist_ok=True)
    root = base_dir / task_id
    root.mkdir(exist_ok=False)
    (root / "files").mkdir()
    return Workspace(root=root, cap_bytes=cap_mb << 20)


def save_record(base_dir: Path, task_id: str, text: str) -> Path:
    """Write a task's record (JSON text) to ``base_dir/.records/<task id>.json``, atomically."""
    if not _TASK_ID.match(task_id):
        raise InvalidInputError(f"bad task id {task_id!r}", hint="task ids are letters, digits, '-' and '_'")
    folder = base_dir / RECORDS_DIR
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{task_id}.json"
    partial = folder / f".{task_id}.{os.getpid()}.partial"
    partial.write_text(text, encoding="utf-8")
    os.replace(partial, path)  # a reader sees the old record or the new one, never half of one
    return path


def load_record(base_dir: Path, task_id: str) -> tuple[Path, str] | None:
    """A saved record's path and text: the task folder's ``result.json`` (kept by
    ``DEBUG_KEEP_WORKSPACES``), else the copy under ``.records``; None when neither exists.

    Anything but a task id (a path, ``..``) finds nothing.
    """
    if not _TASK_ID.match(task_id):
        return None
    for path in (base_dir / task_id / "result.json", base_dir / RECORDS_DIR / f"{task_id}.json"):
        try:
            return path, path.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):
            continue
    return None


def saved_task_ids(base_dir: Path, *, limit: int = 100) -> list[str]:
    """Ids of the tasks with a saved record, newest first (ids start with their creation time)."""
    found: set[str] = set()
    with contextlib.suppress(OSError):
        found.update(p.stem for p in (base_dir / RECORDS_DIR).glob("*.json"))
    with contextlib.suppress(OSError):
        found.update(p.parent.name for p in base_dir.glob("*/result.json"))
    return sorted((i for i in found if _TASK_ID.match(i)), reverse=True)[:limit]


def sweep_workspaces(base_dir: Path, *, older_than_s: float, now: float | None = None) -> list[Path]:
    """Delete task folders and saved records under ``base_dir`` last modified more than
    ``older_than_s`` ago."""
    if not base_dir.is_dir():
        return []
    cutoff = (now if now is not None else time.time()) - older_than_s
    removed = []
    for child in base_dir.iterdir():
        with contextlib.suppress(OSError):
            if child.name == RECORDS_DIR:
                for record in child.iterdir():
                    if record.is_file() and record.stat().st_mtime < cutoff:
                        record.unlink()
                        removed.append(record)
            elif child.is_dir() and not child.is_symlink() and child.stat().st_mtime < cutoff:
                shutil.rmtree(child, ignore_errors=True)
                removed.append(child)
    if removed:
        log.info(
            "swept %d task folder(s) and record(s) older than %.1f h from %s",
            len(removed),
            older_than_s / 3600,
            base_dir,
        )
    return removed
