"""One headless Chromium (Playwright) per service, one browser context per task.

A page is read after its scripts ran: visible text, absolute links, inline scripts, what ``atob``
decoded (recorded as the page calls it, and found in the source), text drawn on a ``<canvas>``
(recorded from ``fillText``/``strokeText``) and a screenshot when there is a canvas. Linked data
files are downloaded once into the task's folder.
"""

from __future__ import annotations

import contextlib
import logging
import re
import shutil
from pathlib import Path
from typing import Any

from assay.errors import ConfigError, ExternalServiceError
from assay.solver._fetch import Fetcher
from assay.solver._files import preview_file
from assay.solver._models import PageSnapshot
from assay.solver._page import (
    decode_atob,
    find_difficulty,
    find_submit_url,
    format_hint,
    html_links,
    html_to_text,
    origin_of,
    urls_in,
)
from assay.solver._workspace import Workspace

__all__ = ["BrowserError", "PageReader", "chromium_path"]

log = logging.getLogger("assay.solver")

CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# Runs in every page before its own scripts: records what atob() decodes and what is drawn as text
# on a canvas (2D and offscreen), so neither needs guessing from the source or reading pixels. A page
# that redraws its text every frame records each string once; at most 200 strings are kept.
_RECORDER = """
(() => {
  window.__assayAtob = []; window.__assayCanvas = [];
  const atob0 = window.atob.bind(window);
  window.atob = (s) => { const r = atob0(s); try { window.__assayAtob.push(r); } catch (e) {} return r; };
  const seen = new Set();
  const record = (text) => {
    try {
      const t = String(text).slice(0, 500);
      if (t.trim() && !seen.has(t) && seen.size < 200) {
        seen.add(t); window.__assayCanvas.push(t); window.__assayCanvasAt = performance.now();
      }
    } catch (e) {}
  };
  for (const kind of ["CanvasRenderingContext2D", "OffscreenCanvasRenderingContext2D"]) {
    const proto = window[kind] && window[kind].prototype;
    if (proto) for (const name of ["fillText", "strokeText"]) {
      const orig = proto[name];
      if (typeof orig === "function") proto[name] = function (text, ...rest) {
        record(text);
        return orig.call(this, text, ...rest);
      };
    }
  }
})();
"""

#: The most a page with a canvas is given, after load, to draw its text: until some text was drawn and
#: nothing new for ``_CANVAS_QUIET_MS`` (a script may draw from a timer or an animation frame).
_CANVAS_WAIT_MS = 2500
_CANVAS_QUIET_MS = 500
_CANVAS_SETTLED = f"""
() => (window.__assayCanvas || []).length > 0
  && performance.now() - (window.__assayCanvasAt || 0) > {_CANVAS_QUIET_MS}
"""

_EXTRACT = """
() => {
  const urls = [];
  const sel = 'a[href], link[href], img[src], iframe[src], source[src], audio[src], video[src], '
    + 'embed[src], object[data]';
  for (const el of document.querySelectorAll(sel)) {
    const u = el.href || el.src || el.data;
    if (typeof u === 'string' && u) urls.push(u);
  }
  const anchors = [...document.querySelectorAll('a[href]')].map(a => [
    a.href, (a.closest('p, li, div, section, td') || a.parentElement || a).innerText || '']);
  return {
    anchors: anchors,
    text: document.body ? document.body.innerText : '',
    links: urls,
    scripts: [...document.querySelectorAll('script:not([src])')].map(s => s.textContent || ''),
    forms: [...document.querySelectorAll('form[action]')].map(f => f.action),
    canvases: document.querySelectorAll('canvas').length,
    canvasText: window.__assayCanvas || [],
    atob: window.__assayAtob || [],
  };
}
"""

_DATA_EXT = re.compile(
    r"\.(csv|tsv|txt|json|jsonl|ndjson|pdf|png|jpe?g|gif|webp|bmp|xlsx?|zip|gz|parquet|xml|mp3|wav|opus)$",
    re.IGNORECASE,
)


def _redundant(decoded: str, text: str) -> bool:
    """Whether decoded content is already (mostly) on the rendered page."""
    words = decoded.split()
    if not words:
        return True
    seen = set(text.split())
    return sum(1 for w in words if w in seen) >= 0.8 * len(words)


class BrowserError(ExternalServiceError):
    """The quiz page could not be loaded or read."""

    default_code = "SOLVE_PAGE_FAILED"


def chromium_path() -> str:
    """Debian's Chromium, or whatever ``chromium`` is on the PATH."""
    for candidate in (
        "/usr/bin/chromium",
        shutil.which("chromium") or "",
        shutil.which("chromium-browser") or "",
    ):
        if candidate and Path(candidate).exists():
            return candidate
    raise ConfigError(
        "Chromium is not installed",
        code="SOLVE_NO_BROWSER",
        hint="apt-get install chromium (the solver drives Debian's Chromium through Playwright)",
    )


class PageReader:
    """Owns the Playwright driver and one Chromium; hands out a context per task."""

    def __init__(self, *, executable: str | None = None) -> None:
        self.executable = executable
        self._playwright: Any = None
        self._browser: Any = None

    async def start(self) -> None:
        if self._browser is not None:
            return
        try:
            from playwright.async_api import async_playwright
        except ImportError as exc:
            raise ConfigError(
                "playwright is not installed", code="SOLVE_NO_BROWSER", hint="pip install 'assay[solve]'"
            ) from exc
        executable = self.executable or chromium_path()
        self._playwright = await async_playwright().start()
        self._browser = await self._playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        log.info("browser started: %s", executable)

    async def close(self) -> None:
        if self._browser is not None:
            with contextlib.suppress(Exception):
                await self._browser.close()
        if self._playwright is not None:
            with contextlib.suppress(Exception):
                await self._playwright.stop()
        self._browser = self._playwright = None

    async def new_context(self) -> Any:
        await self.start()
        context = await self._browser.new_context(accept_downloads=False)
        await context.add_init_script(_RECORDER)
        return context

    async def read(
        self, context: Any, url: str, workspace: Workspace, fetcher: Fetcher, *, timeout_s: float = 30.0
    ) -> PageSnapshot:
        """Load ``url`` in ``context``, let its scripts run, extract everything, download linked files."""
        page = await context.new_page()
        try:
            try:
                response = await page.goto(url, wait_until="load", timeout=timeout_s * 1000)
            except Exception as exc:
                raise BrowserError(f"could not load {url}: {exc}".splitlines()[0], retryable=True) from exc
            with contextlib.suppress(Exception):
                await page.wait_for_load_state("networkidle", timeout=5000)
            source = ""
            if response is not None:
                with contextlib.suppress(Exception):
                    source = await response.text()
            found: dict[str, Any] = await page.evaluate(_EXTRACT)
            if found.get("canvases"):
                with contextlib.suppress(Exception):  # a page that never draws text waits it out
                    await page.wait_for_function(_CANVAS_SETTLED, timeout=_CANVAS_WAIT_MS)
                found["canvasText"] = await page.evaluate("() => window.__assayCanvas || []")
            html = await page.content()
            screenshot = None
            if found.get("canvases"):
                name = workspace.unique_name("page_screenshot.png")
                data = await page.screenshot(full_page=True)
                workspace.write_file(name, data)
                screenshot = name
        finally:
            with contextlib.suppress(Exception):
                await page.close()
        text = str(found.get("text", ""))
        raw_decoded = [*map(str, found.get("atob", [])), *decode_atob(source), *decode_atob(html)]
        decoded_links = [u for d in raw_decoded for u in html_links(d, url)]
        decoded = [d for d in dict.fromkeys(html_to_text(d) for d in raw_decoded) if not _redundant(d, text)]
        scripts = [str(s) for s in found.get("scripts", []) if str(s).strip()]
        canvas_text = " | ".join(str(t) for t in found.get("canvasText", []))
        links = list(dict.fromkeys(str(u) for u in found.get("links", []) if str(u).startswith("http")))
        in_text = [*urls_in(text, url), *(u for d in decoded for u in urls_in(d, url))]
        named = list(dict.fromkeys([*links, *decoded_links, *in_text]))
        anchors = [(str(a[0]), str(a[1])) for a in found.get("anchors", []) if len(a) == 2]
        submit = find_submit_url(
            [text, *decoded, canvas_text], url, [*links, *map(str, found.get("forms", []))], anchors
        )
        full_text = "\n".join([text, *decoded, canvas_text])
        snapshot = PageSnapshot(
            url=url,
            origin=origin_of(url),
            text=text,
            html=html,
            links=named,
            submit_url=submit,
            difficulty=find_difficulty(full_text),
            decoded=decoded,
            scripts=scripts,
            screenshot=screenshot,
            canvas_text=canvas_text,
            answer_hint=format_hint(full_text),
        )
        fetcher.allow(url, named)
        for link in named:
            if _DATA_EXT.search(link.split("?")[0]) and link != submit:
                info = await fetcher.download(link, url)
                if info.name:
                    info.preview = preview_file(
                        info.name, (workspace.files_dir / info.name).read_bytes(), info.content_type
                    )
                snapshot.files.append(info)
        return snapshot
