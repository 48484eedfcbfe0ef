"""The HTTP API (FastAPI): thin routers over the grading service and the question bank.

Public API::

    app = create_app()          # uvicorn "assay.api:create_app" --factory, or `assay serve`
"""

from assay.api._app import create_app
from assay.api._settings import ApiSettings, get_api_settings
from assay.envelope import ErrorResponse

__all__ = ["ApiSettings", "ErrorResponse", "create_app", "get_api_settings"]
