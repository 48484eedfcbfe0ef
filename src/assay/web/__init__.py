"""The web pages: practice, the learner dashboard, the interview and the benchmark viewer (docs/web.md).

Server-rendered (Jinja2) over the same services as the REST API, with a little plain JavaScript where a
page must stream (the interview's WebSocket). Public API::

    install_web(app)      # add the pages and /static to the API's FastAPI app (done by create_app)
    wants_page(scope)     # whether an error for this request is a page (else the API's JSON body)
    problem_page(scope, status=429, code="RATE_LIMITED", message=...)   # that page
    SESSION_COOKIE        # the sign-in cookie the API's middleware reads (docs/security.md)
"""

from assay.web._access import SESSION_COOKIE
from assay.web._app import install_web
from assay.web._problems import problem_page, wants_page
from assay.web._settings import WebSettings, get_web_settings

__all__ = ["SESSION_COOKIE", "WebSettings", "get_web_settings", "install_web", "problem_page", "wants_page"]
