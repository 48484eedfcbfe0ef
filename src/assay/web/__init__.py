"""The web pages: practice, the learner dashboard, the interview and the benchmark viewer (docs/web.md).

Server-rendered (Jinja2) over the same services as the REST API, with a little plain JavaScript where a
page must stream (the interview's WebSocket). Public API::

    install_web(app)      # add the pages and /static to the API's FastAPI app (done by create_app)
"""

from assay.web._app import install_web
from assay.web._settings import WebSettings, get_web_settings

__all__ = ["WebSettings", "get_web_settings", "install_web"]
