"""docs/configuration.md is generated from the settings classes and must be current.

Regenerate with ``.venv/bin/python scripts/gen_configuration.py`` after adding or changing a setting.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "gen_configuration.py"


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_configuration", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_checked_in_page_is_current() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--check"], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr


def test_every_settings_class_is_on_the_page() -> None:
    gen = _generator()
    classes = gen.settings_classes()
    names = {c.__name__ for c in classes}
    assert {"Settings", "LLMSettings", "SandboxSettings", "StorageSettings", "ApiSettings"} <= names
    page = (ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")
    for cls in classes:
        assert f"`{cls.__name__}`" in page
        for name, field in cls.model_fields.items():
            assert any(f"`{env}`" in page for env in gen._env_names(cls, name, field)), (cls, name)


def test_the_page_shows_defaults_not_this_machines_values(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page is read from the classes, never from the environment: a secret set here stays out."""
    monkeypatch.setenv("ASSAY_OPENAI_API_KEY", "sk-must-not-appear-0000")
    monkeypatch.setenv("ASSAY_LLM_MODEL", "openai:must-not-appear")
    text = _generator().render()
    assert "must-not-appear" not in text
    assert "`ASSAY_LLM_MODEL` | str | `none`" in text


def test_a_settings_class_in_a_new_package_is_found(tmp_path: Path) -> None:
    """Discovery reads the source, so a package that lands later is picked up without a list."""
    package = tmp_path / "assay" / "newjob"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "_settings.py").write_text(
        "from pydantic_settings import BaseSettings\n\n\n"
        "class NewJobSettings(BaseSettings):\n    x: int = 1\n",
        encoding="utf-8",
    )
    (package / "_other.py").write_text("class NotSettings:\n    pass\n", encoding="utf-8")
    assert _generator()._settings_modules(tmp_path) == ["assay.newjob._settings"]
