"""`assay llm`: check the configured model (`assay llm check`) and try it (`assay llm chat "…"`)."""

from __future__ import annotations

import contextlib
import json
import logging
import time
from collections.abc import Iterator
from typing import Annotated

import typer

from assay.cli._common import EXIT_FAILURE, console, err_console, fail, print_error

__all__ = ["register"]

_MODEL_HELP = "provider:model (default: ASSAY_LLM_MODEL), e.g. openai:gpt-4o-mini, local:qwen2.5-coder-0.5b."


class _DropFinalErrors(logging.Filter):
    """Drops the gateway's "giving up" records: the command prints that error itself, as one line."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno < logging.ERROR


@contextlib.contextmanager
def _one_error_line() -> Iterator[None]:
    """Retry warnings still show (a call may take a while); the final error is printed once, by us."""
    logger = logging.getLogger("assay.llm")
    only_ours = _DropFinalErrors()
    logger.addFilter(only_ours)
    try:
        yield
    finally:
        logger.removeFilter(only_ours)


def _gateway(model: str | None, no_cache: bool) -> object:
    from assay.errors import ConfigError
    from assay.llm import Gateway

    try:
        gateway = Gateway(model, cache=False if no_cache else None)
    except ConfigError as exc:
        raise fail(exc.message, hint=exc.hint) from None
    if not gateway.configured:
        raise fail(
            "no language model is configured",
            hint="set ASSAY_LLM_MODEL (e.g. openai:gpt-4o-mini, ollama:qwen2.5-coder:1.5b, "
            "local:qwen2.5-coder-0.5b) or pass --model; see docs/llm.md",
        )
    return gateway


def check(
    model: Annotated[str | None, typer.Option("--model", "-m", help=_MODEL_HELP)] = None,
    timeout: Annotated[
        float, typer.Option("--timeout", min=0.1, help="Deadline in seconds for the whole check.")
    ] = 60.0,
) -> None:
    """Ping the model: print its latency, digest, tokens and what it supports."""
    from assay.errors import ConfigError
    from assay.llm import Gateway, GenerationOptions, LLMError

    gateway = _gateway(model, no_cache=True)
    assert isinstance(gateway, Gateway)
    started = time.perf_counter()
    try:
        # Inside the try: building the provider is where a missing key or SDK shows up.
        provider = gateway.provider()
        with _one_error_line():
            completion = gateway.complete_sync(
                "Reply with the single word: ok",
                options=GenerationOptions(
                    temperature=0.0, max_tokens=8, timeout_s=timeout, deadline_s=timeout, max_retries=0
                ),
                use_cache=False,
            )
    except ConfigError as exc:  # the operator's to fix (key, model file, cassette): a usage error
        raise fail(exc.message, hint=exc.hint) from None
    except LLMError as exc:
        print_error(exc.message, hint=exc.hint, label=f"✗ {gateway.model_id} failed ({exc.code})")
        raise typer.Exit(EXIT_FAILURE) from None
    elapsed = time.perf_counter() - started
    console.print(
        f"[bold green]✓[/] {gateway.model_id} answered in {completion.latency_s:.2f}s", highlight=False
    )
    rows = {
        "endpoint": provider.base_url,
        "digest": completion.model_digest or "unknown",
        "reply": repr(completion.text.strip()[:60]),
        "tokens": f"{completion.usage.prompt_tokens} prompt + {completion.usage.completion_tokens} out",
        "total time": f"{elapsed:.2f}s (incl. connection/model load)",
        "structured output": "native" if provider.native_structured else "JSON instructions + extraction",
        "seed / num_ctx": {
            "openai": "seed if the endpoint honours it; num_ctx ignored",
            "ollama": "both honoured",
            "local": f"both honoured (context {provider.cache_settings().get('n_ctx')} tokens from "
            "ASSAY_LOCAL_N_CTX; a larger num_ctx reloads the model with it)",
            "replay": "n/a (answers from the cassette)",
        }.get(provider.name, "?"),
        "concurrency": str(provider.concurrency),
    }
    for key, value in rows.items():
        console.print(f"  {key:<18} {value}", highlight=False)


def chat(
    prompt: Annotated[str, typer.Argument(help="What to ask.")],
    model: Annotated[str | None, typer.Option("--model", "-m", help=_MODEL_HELP)] = None,
    system: Annotated[str | None, typer.Option("--system", "-s", help="A system message.")] = None,
    temperature: Annotated[float | None, typer.Option("--temperature", "-t", min=0.0, max=2.0)] = None,
    max_tokens: Annotated[int | None, typer.Option("--max-tokens", min=1)] = None,
    seed: Annotated[int | None, typer.Option("--seed")] = None,
    timeout: Annotated[
        float | None, typer.Option("--timeout", min=0.1, help="Deadline in seconds for the whole call.")
    ] = None,
    no_cache: Annotated[bool, typer.Option("--no-cache", help="Bypass the answer cache.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the completion as JSON.")] = False,
) -> None:
    """Send one prompt to the model and print the answer (and its cost on stderr)."""
    from assay.errors import ConfigError
    from assay.llm import Gateway, GenerationOptions, LLMError, Message

    gateway = _gateway(model, no_cache=no_cache)
    assert isinstance(gateway, Gateway)
    messages = [Message(role="system", content=system)] if system else []
    messages.append(Message(role="user", content=prompt))
    options = GenerationOptions(
        temperature=temperature, max_tokens=max_tokens, seed=seed, timeout_s=timeout, deadline_s=timeout
    )
    try:
        with _one_error_line():
            completion = gateway.complete_sync(messages, options=options, use_cache=not no_cache)
    except ConfigError as exc:
        raise fail(exc.message, hint=exc.hint) from None
    except LLMError as exc:
        print_error(exc.message, hint=exc.hint, label=f"error ({exc.code})")
        raise typer.Exit(EXIT_FAILURE) from None
    if as_json:
        typer.echo(json.dumps(completion.model_dump(mode="json"), indent=2))
        return
    typer.echo(completion.text)
    cost = "unpriced" if completion.cost_usd is None else f"${completion.cost_usd:.6f}"
    err_console.print(
        f"[dim]{completion.model_string} · {completion.latency_s:.2f}s · "
        f"{completion.usage.prompt_tokens}+{completion.usage.completion_tokens} tokens · {cost}"
        f"{' · cached' if completion.cached else ''}[/]",
        highlight=False,
    )


def register(app: typer.Typer) -> None:
    """Add the ``llm`` command group."""
    group = typer.Typer(name="llm", help="Check and try the configured language model.", no_args_is_help=True)
    group.command("check")(check)
    group.command("chat")(chat)
    app.add_typer(group, name="llm")
