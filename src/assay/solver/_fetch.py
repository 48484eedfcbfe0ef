"""Fetching on the model's behalf: linked files and the resources a model asks for, from an allow-list.

Model code never gets the network. What a question needs from the web is fetched here, only from
the quiz's origin or a URL the page itself names, with GET, bounded in size and time, and saved
into the task's ``files/`` folder where the code can read it (docs/solve.md, "Fetch requests").
"""

from __future__ import annotations

import json
import logging
from urllib.parse import parse_qsl, urlencode, urljoin, urlsplit, urlunsplit

import httpx

from assay.solver._models import FetchRequest, FileInfo
from assay.solver._page import origin_of
from assay.solver._workspace import DiskCapError, Workspace

__all__ = ["FetchRefusedError", "Fetcher"]

log = logging.getLogger("assay.solver")

_MAX_BODY = 16 << 20
_DROP_HEADERS = {"host", "content-length", "connection", "transfer-encoding", "cookie"}


class FetchRefusedError(Exception):
    """A URL outside the allow-list, or a body we will not keep."""


def _with_page(url: str, page: int) -> str:
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "page"]
    query.append(("page", str(page)))
    return urlunsplit(parts._replace(query=urlencode(query)))


def _empty_page(body: bytes) -> bool:
    text = body.strip()
    if not text or text in (b"[]", b"{}", b"null"):
        return True
    try:
        value = json.loads(text)
    except ValueError:
        return False
    if isinstance(value, dict):
        lists = [v for v in value.values() if isinstance(v, list)]
        return bool(lists) and all(not v for v in lists)
    return isinstance(value, list) and not value


class Fetcher:
    """GETs allowed URLs for one question into a workspace; each URL is fetched once per task."""

    def __init__(self, client: httpx.AsyncClient, workspace: Workspace, *, timeout_s: float = 15.0) -> None:
        self.client = client
        self.workspace = workspace
        self.timeout_s = timeout_s
        self.allowed_origins: set[str] = set()
        self.allowed_urls: set[str] = set()
        self._done: dict[tuple[str, tuple[tuple[str, str], ...]], FileInfo] = {}

    def allow(self, page_url: str, named: list[str]) -> None:
        """Allow the page's origin and the URLs it names (links, URLs in its text)."""
        self.allowed_origins.add(origin_of(page_url))
        self.allowed_urls.update(u.split("#")[0] for u in named)

    def check(self, url: str) -> None:
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https"):
            raise FetchRefusedError(f"only http(s) URLs are fetched, not {url!r}")
        bare = url.split("#", maxsplit=1)[0]
        if origin_of(url) not in self.allowed_origins and bare not in self.allowed_urls:
            raise FetchRefusedError(f"{url} is neither on the quiz's origin nor named by the page")

    async def _get(self, url: str, headers: dict[str, str]) -> tuple[int, str, bytes]:
        """(status, content type, body) of a GET to an allowed URL, the body bounded.

        Redirects are followed by hand (at most 5), each hop checked against the allow-list: an
        allowed URL must not lead the solver to an address the page never named.
        """
        for _ in range(6):
            self.check(url)
            request = self.client.build_request("GET", url, headers=headers, timeout=self.timeout_s)
            response = await self.client.send(request, stream=True, follow_redirects=False)
            try:
                if response.is_redirect and response.headers.get("location"):
                    url = urljoin(url, response.headers["location"])
                    continue
                chunks = bytearray()
                async for chunk in response.aiter_bytes():
                    chunks += chunk
                    if len(chunks) > _MAX_BODY:
                        raise FetchRefusedError(f"{url} is larger than {_MAX_BODY >> 20} MiB")
                return response.status_code, response.headers.get("content-type", ""), bytes(chunks)
            finally:
                await response.aclose()
        raise FetchRefusedError(f"{url}: too many redirects")

    async def download(
        self, url: str, base: str, *, headers: dict[str, str] | None = None, name: str = ""
    ) -> FileInfo:
        """Fetch ``url`` (resolved against ``base``) once and save it; errors are recorded, not raised."""
        absolute = urljoin(base, url)
        clean = {k: v for k, v in (headers or {}).items() if k.lower() not in _DROP_HEADERS}
        key = (absolute, tuple(sorted(clean.items())))
        if key in self._done and not name:
            return self._done[key]
        target = name or urlsplit(absolute).path.rsplit("/", 1)[-1] or "download"
        try:
            status, content_type, data = await self._get(absolute, clean)
            if status >= 400:
                info = FileInfo(url=absolute, name="", error=f"HTTP {status}: {data[:200]!r}")
            else:
                stored = self.workspace.unique_name(target)
                self.workspace.write_file(stored, data)
                info = FileInfo(url=absolute, name=stored, size=len(data), content_type=content_type)
        except (FetchRefusedError, DiskCapError) as exc:
            info = FileInfo(url=absolute, name="", error=str(exc))
        except httpx.HTTPError as exc:
            info = FileInfo(url=absolute, name="", error=f"{type(exc).__name__}: {exc}")
        self._done[key] = info
        log.info("fetched %s -> %s", absolute, info.name or info.error)
        return info

    async def fulfil(self, request: FetchRequest, base: str) -> list[FileInfo]:
        """Carry out a model's fetch request: one URL, or a paginated listing merged into one file."""
        if request.pages <= 1:
            return [await self.download(request.url, base, headers=request.headers, name=request.save_as)]
        absolute = urljoin(base, request.url)
        clean = {k: v for k, v in request.headers.items() if k.lower() not in _DROP_HEADERS}
        items: list[object] = []
        pages_read = 0
        try:
            for page in range(1, request.pages + 1):
                status, _, body = await self._get(
                    absolute if page == 1 else _with_page(absolute, page), clean
                )
                if status >= 400 or _empty_page(body):
                    break
                pages_read += 1
                value = json.loads(body)
                if isinstance(value, list):
                    items.extend(value)
                elif isinstance(value, dict):
                    lists = [v for v in value.values() if isinstance(v, list)]
                    items.extend(lists[0] if lists else [value])
        except (FetchRefusedError, httpx.HTTPError, ValueError) as exc:
            if not pages_read:
                return [FileInfo(url=absolute, name="", error=f"{type(exc).__name__}: {exc}")]
        data = json.dumps(items).encode()
        try:
            stored = self.workspace.unique_name(request.save_as or "pages.json")
            self.workspace.write_file(stored, data)
        except DiskCapError as exc:
            return [FileInfo(url=absolute, name="", error=str(exc))]
        return [FileInfo(url=absolute, name=stored, size=len(data), content_type="application/json")]
