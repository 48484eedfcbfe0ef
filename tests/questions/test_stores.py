"""Directory, S3 (against a real moto_server) and cached stores; ids validated before any lookup."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from assay.errors import ConfigError, ExternalServiceError, InvalidInputError, NotFoundError
from assay.questions import (
    CachedStore,
    DirectoryStore,
    QuestionFormatError,
    QuestionNotFoundError,
    QuestionSettings,
    QuestionStore,
    S3Store,
    build_question_store,
)
from tests.questions.conftest import CREDENTIALS

BAD_IDS = ["../L-3", "..", "a/b", "3.json", "*", "", "x" * 65, "3\n", "%2e%2e", "L-3.json"]


@pytest.fixture(scope="module")
def q3_text() -> str:
    return (Path(DirectoryStore().location) / "L-3.json").read_text()


@pytest.fixture
def bank_dir(tmp_path: Path, q3_text: str) -> Path:
    (tmp_path / "L-3.json").write_text(q3_text)
    doc = json.loads(q3_text)
    doc["id"] = "10"
    doc["difficulty"] = "easy"
    doc["concepts"] = ["strings"]
    (tmp_path / "L-10.json").write_text(json.dumps(doc))
    (tmp_path / "notes.txt").write_text("not a question")
    return tmp_path


def _exercise(store: QuestionStore) -> None:
    assert isinstance(store, QuestionStore)
    assert store.ids() == ["3", "10"]
    assert store.get("3").signature.method == "length_of_longest_substring"
    assert [s.id for s in store.list(difficulty="easy")] == ["10"]
    assert [s.id for s in store.list(concept="Sliding Window")] == ["3"]
    assert [s.id for s in store.list()] == ["3", "10"]
    with pytest.raises(QuestionNotFoundError) as err:
        store.get("999")
    assert isinstance(err.value, NotFoundError)
    assert err.value.code == "QUESTION_NOT_FOUND"
    assert err.value.message == "Question ID 999 could not be found"
    assert err.value.details == {"questionId": "999"}
    for bad in BAD_IDS:
        with pytest.raises(InvalidInputError):
            store.get(bad)


def test_directory_store(bank_dir: Path) -> None:
    _exercise(DirectoryStore(bank_dir))


def test_bundled_bank_is_the_default() -> None:
    store = DirectoryStore()
    assert "3" in store.ids() and len(store.ids()) >= 30


def test_path_traversal_never_reaches_the_file_system(tmp_path: Path, q3_text: str) -> None:
    bank = tmp_path / "bank"
    bank.mkdir()
    (tmp_path / "L-secret.json").write_text(q3_text.replace('"id": "3"', '"id": "secret"'))
    store = DirectoryStore(bank)
    for bad in ["../L-secret", "..%2FL-secret", "../secret"]:
        with pytest.raises(InvalidInputError):
            store.get(bad)
    with pytest.raises(QuestionNotFoundError):
        store.get("secret")


def test_malformed_files_name_the_file_and_field(tmp_path: Path, q3_text: str) -> None:
    (tmp_path / "L-1.json").write_text("{not json")
    doc = json.loads(q3_text)
    doc["id"] = "2"
    doc["difficulty"] = "impossible"
    (tmp_path / "L-2.json").write_text(json.dumps(doc))
    doc["difficulty"] = "easy"
    (tmp_path / "L-4.json").write_text(json.dumps(doc))  # id "2" in a file named L-4
    store = DirectoryStore(tmp_path)
    with pytest.raises(QuestionFormatError, match=r"L-1\.json: not valid JSON.*line 1 column 2"):
        store.get("1")
    with pytest.raises(QuestionFormatError, match=r"L-2\.json: field 'difficulty'"):
        store.get("2")
    with pytest.raises(QuestionFormatError, match=r"L-4\.json: field 'id'"):
        store.get("4")
    assert store.list() == []  # malformed files are skipped, not fatal, in a listing


def test_s3_store(s3_client: Any, bucket: str, bank_dir: Path) -> None:
    for path in bank_dir.iterdir():
        s3_client.put_object(Bucket=bucket, Key=f"bank/{path.name}", Body=path.read_bytes())
    s3_client.put_object(Bucket=bucket, Key="bank/sub/L-77.json", Body=b"{}")  # not directly under
    s3_client.put_object(Bucket=bucket, Key="other/L-5.json", Body=b"{}")  # outside the prefix
    _exercise(S3Store(bucket, "bank", s3_client))


def test_s3_malformed_object_and_unknown_bucket(s3_client: Any, bucket: str) -> None:
    s3_client.put_object(Bucket=bucket, Key="L-8.json", Body=b'{"id": "8"}')
    with pytest.raises(QuestionFormatError, match=rf"s3://{bucket}/L-8\.json: field"):
        S3Store(bucket, "", s3_client).get("8")
    with pytest.raises(ExternalServiceError) as err:
        S3Store("no-such-bucket-here", "", s3_client).get("3")
    assert err.value.code == "QUESTION_STORE_UNAVAILABLE"


def test_settings_select_s3(
    s3_endpoint: str, s3_client: Any, bucket: str, q3_text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    s3_client.put_object(Bucket=bucket, Key="q/L-3.json", Body=q3_text.encode())
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", CREDENTIALS["aws_access_key_id"])
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", CREDENTIALS["aws_secret_access_key"])
    monkeypatch.setenv("AWS_DEFAULT_REGION", CREDENTIALS["region_name"])
    monkeypatch.setenv("ASSAY_QUESTIONS_S3_BUCKET", bucket)
    monkeypatch.setenv("ASSAY_QUESTIONS_S3_PREFIX", "q/")
    monkeypatch.setenv("ASSAY_S3_ENDPOINT_URL", s3_endpoint)
    store = build_question_store(QuestionSettings())
    assert isinstance(store, CachedStore) and isinstance(store.store, S3Store)
    assert store.get("3").id == "3"


def test_settings_select_directory_or_fail(tmp_path: Path) -> None:
    plain = build_question_store(QuestionSettings(questions_dir=tmp_path, questions_cache_ttl_s=0))
    assert isinstance(plain, DirectoryStore)
    with pytest.raises(ConfigError, match="not a directory"):
        build_question_store(QuestionSettings(questions_dir=tmp_path / "missing"))
    with pytest.raises(ConfigError, match="only one"):
        build_question_store(QuestionSettings(questions_dir=tmp_path, questions_s3_bucket="b"))


class CountingStore(DirectoryStore):
    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.reads = 0

    def get(self, question_id: str) -> Any:
        self.reads += 1
        return super().get(question_id)


def test_cache_serves_repeats_and_expires(bank_dir: Path) -> None:
    inner = CountingStore(bank_dir)
    cached = CachedStore(inner, ttl_s=60)
    _exercise(cached)
    reads = inner.reads
    for _ in range(20):
        cached.get("3")
    assert inner.reads == reads
    expiring = CachedStore(CountingStore(bank_dir), ttl_s=0.05)
    expiring.get("3")
    threading.Event().wait(0.1)
    expiring.get("3")
    assert expiring.store.reads == 2  # type: ignore[attr-defined]


def test_cache_is_thread_safe(bank_dir: Path) -> None:
    cached = CachedStore(DirectoryStore(bank_dir), ttl_s=60, maxsize=1)
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            for i in range(200):
                assert cached.get("3" if i % 2 else "10").id in {"3", "10"}
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
