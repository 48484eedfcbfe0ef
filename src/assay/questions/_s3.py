"""Questions as ``{prefix}L-{id}.json`` objects in an S3 bucket (boto3, the optional ``[s3]`` extra)."""

from __future__ import annotations

import builtins
import logging
from typing import Any

from assay.errors import ExternalServiceError
from assay.questions._errors import QuestionNotFoundError
from assay.questions._models import Difficulty, Question, QuestionSummary
from assay.questions._store import file_name, id_from_file_name, parse_question, sort_ids, valid_summaries

__all__ = ["S3Store"]

log = logging.getLogger(__name__)

_MISSING = {"NoSuchKey", "404", "NotFound"}
_RETRYABLE = {
    "SlowDown",
    "Throttling",
    "ThrottlingException",
    "RequestTimeout",
    "InternalError",
    "503",
    "500",
}


def _boto3() -> Any:
    try:
        import boto3
    except ImportError:  # pragma: no cover - exercised only where the extra is missing
        raise ImportError("the S3 question store needs boto3: pip install 'assay[s3]'") from None
    return boto3


class S3Store:
    """Read questions from an S3-compatible bucket.

    Args:
        bucket: bucket name.
        prefix: key prefix ("" or e.g. "questions/"); a missing trailing "/" is added.
        client: a boto3 S3 client; built from ``endpoint_url`` (and the usual AWS environment) if None.
        endpoint_url: for S3-compatible services (MinIO, moto); ignored when ``client`` is given.
    """

    def __init__(
        self, bucket: str, prefix: str = "", client: Any = None, *, endpoint_url: str | None = None
    ) -> None:
        if not bucket:
            raise ValueError("bucket must not be empty")
        self.bucket = bucket
        self.prefix = prefix if not prefix or prefix.endswith("/") else prefix + "/"
        self._client = client if client is not None else _boto3().client("s3", endpoint_url=endpoint_url)
        self.location = f"s3://{bucket}/{self.prefix}"

    def __repr__(self) -> str:
        return f"S3Store({self.location!r})"

    def get(self, question_id: str) -> Question:
        """Fetch, validate and return one question."""
        key = self.prefix + file_name(question_id)  # validates the id before building any key
        try:
            response = self._client.get_object(Bucket=self.bucket, Key=key)
            data = response["Body"].read()
        except Exception as exc:
            if _error_code(exc) in _MISSING:
                raise QuestionNotFoundError(question_id) from None
            raise self._service_error(exc, f"reading s3://{self.bucket}/{key}") from exc
        return parse_question(data, f"s3://{self.bucket}/{key}", question_id)

    def ids(self) -> builtins.list[str]:
        """Ids of every ``{prefix}L-*.json`` object directly under the prefix."""
        found: list[str] = []
        try:
            paginator = self._client.get_paginator("list_objects_v2")
            for page in paginator.paginate(Bucket=self.bucket, Prefix=self.prefix):
                for item in page.get("Contents", []):
                    name = str(item["Key"])[len(self.prefix) :]
                    question_id = id_from_file_name(name)
                    if question_id is not None:
                        found.append(question_id)
        except Exception as exc:
            raise self._service_error(exc, f"listing {self.location}") from exc
        return sort_ids(found)

    def list(
        self, difficulty: Difficulty | str | None = None, concept: str | None = None
    ) -> builtins.list[QuestionSummary]:
        """Summaries of the valid questions; a malformed object is logged and left out."""
        return valid_summaries(self, difficulty, concept)

    def _service_error(self, exc: Exception, doing: str) -> ExternalServiceError:
        code = _error_code(exc)
        retryable = code in _RETRYABLE or type(exc).__name__ in {
            "EndpointConnectionError",
            "ConnectTimeoutError",
            "ReadTimeoutError",
            "ConnectionClosedError",
        }
        return ExternalServiceError(
            f"the question store failed while {doing}: {code or type(exc).__name__}",
            code="QUESTION_STORE_UNAVAILABLE",
            retryable=retryable,
            hint="check ASSAY_QUESTIONS_S3_BUCKET, ASSAY_S3_ENDPOINT_URL and the AWS credentials",
            details={"bucket": self.bucket, "errorCode": code or type(exc).__name__},
        )


def _error_code(exc: Exception) -> str | None:
    response = getattr(exc, "response", None)
    if isinstance(response, dict):
        code = response.get("Error", {}).get("Code")
        return str(code) if code is not None else None
    return None
