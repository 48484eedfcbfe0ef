"""The error envelope: how an Assay error is rendered as a body (docs/grading.md, "Errors").

It is the error tree's rendering, shared by every front door (the API's responses, the web pages,
``assay grade --json``) and by the queue's workers, which store the same body; so it sits just above
``assay.errors`` and below them all. ``assay.api`` exports it as part of its contract.

``QUESTION_NOT_FOUND`` (404) carries ``{questionId, timestamp}``; user errors are 4xx with the
hint in ``details``; a service we depend on answers ``SYSTEM_ERROR`` with one fixed message and
``{retryable, errorCode}`` (503 when retrying may help, with a ``hint`` and, when the provider said,
a ``Retry-After`` header; 502 otherwise); anything else is a 500 ``SYSTEM_ERROR``.
"""

from assay.envelope._body import RETRY_HINT, SYSTEM_MESSAGE, ErrorReply, ErrorResponse, error_reply, timestamp

__all__ = ["RETRY_HINT", "SYSTEM_MESSAGE", "ErrorReply", "ErrorResponse", "error_reply", "timestamp"]
