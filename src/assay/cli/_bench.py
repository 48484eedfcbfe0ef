"""`assay bench`: turn the flags into a run of the benchmark job and render its events (docs/bench.md)."""

from __future__ import annotations

import logging
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.markup import escape

from assay.cli._common import console, fail

if TYPE_CHECKING:
    from assay.bench import ModelClient

log = logging.getLogger("assay.cli")


def _bundled(name: str) -> Path:
    return Path(str(resources.files("assay.bench") / "examples" / name))


def _check_model_string(name: str, where: str) -> None:
    """A malformed ``provider:model`` is the user's input: one line and exit 2, before anything runs."""
    from assay.bench import check_model_string
    from assay.errors import ConfigError

    try:
        check_model_string(name, where)
    except ConfigError as exc:
        raise fail(exc.message, hint=exc.hint) from None


def bench(
    config: Annotated[
        Path | None,
        typer.Option(
            "--config", "-c", help="Benchmark config (format: docs/bench.md). Default: the bundled example."
        ),
    ] = None,
    model: Annotated[
        list[str] | None,
        typer.Option(
            "--model",
            "-m",
            help="provider:model to test; repeat for several. Default: the config's models, then "
            "ASSAY_LLM_MODEL, then the embedded local:qwen2.5-coder-0.5b when it is installed.",
        ),
    ] = None,
    rounds: Annotated[
        int | None, typer.Option("--rounds", "-r", min=1, max=100, help="Repeat every trial N times.")
    ] = None,
    prompt: Annotated[
        list[str] | None, typer.Option("--prompt", "-p", help="Only these templates (repeatable).")
    ] = None,
    verbose: Annotated[
        bool,
        typer.Option(
            "--verbose",
            "-v",
            help="Print every question as it starts and every trial as it ends, with its error.",
        ),
    ] = False,
    no_history: Annotated[
        bool, typer.Option("--no-history", help="Do not feed earlier results back (the learning history).")
    ] = False,
    concurrency: Annotated[
        int | None,
        typer.Option(
            "--concurrency",
            "-k",
            min=1,
            max=64,
            help="Chains in flight: with history a prompt × model × round runs its questions in "
            "order, so K of those run at once; with --no-history, K trials.",
        ),
    ] = None,
    no_cache: Annotated[bool, typer.Option("--no-cache", help="Bypass the model answer cache.")] = False,
    replay: Annotated[
        bool, typer.Option("--replay", help="Re-score from a recorded cassette: no model calls.")
    ] = False,
    cassette: Annotated[
        Path | None, typer.Option("--cassette", help="Cassette for --replay (default: see docs).")
    ] = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="Results folder root.")] = Path("result"),
    seed: Annotated[
        int | None, typer.Option("--seed", help="Base seed for sampling and the bootstrap.")
    ] = None,
    fresh: Annotated[
        bool, typer.Option("--fresh", help="Start a new run instead of resuming an unfinished one.")
    ] = False,
    queue: Annotated[
        str | None,
        typer.Option(
            "--queue", help="Redis URL: run the trials' code on `assay worker` processes (docs/deploy.md)."
        ),
    ] = None,
) -> None:
    """Run every prompt × model × round × question, execute the code in the sandbox, compare outputs."""
    from assay.bench import (
        BenchRequest,
        NoModelError,
        bench_options,
        choose_models,
        live_client,
        load_config,
        replay_client,
        round_options,
        run_bench,
    )
    from assay.cli._bench_view import BenchView
    from assay.errors import ConfigError

    if out.exists() and not out.is_dir():
        raise fail(
            f"--out {out} is a file, not a folder", hint="pass a folder for the results (default: result/)"
        )
    for name in model or []:
        _check_model_string(name, "--model")
    config_path = config or _bundled("test_data.json")
    if config is None:
        console.print(f"[dim]using the bundled example config {escape(str(config_path))}[/]")
    cfg = load_config(config_path)
    n_rounds = rounds or cfg.settings.rounds
    base_seed = cfg.settings.seed if seed is None else seed
    options_for_round = round_options(cfg.settings, n_rounds, base_seed)
    client: ModelClient
    if replay:
        tape = cassette or (_bundled("cassette.jsonl") if config is None else out / "cassette.jsonl")
        models, _ = choose_models(model or [], cfg, cassette=tape)
        client = replay_client(tape, options_for_round)
        mode = "replay"
    else:
        try:
            models, embedded = choose_models(model or [], cfg)
        except (ConfigError, NoModelError) as exc:
            raise fail(exc.message, hint=exc.hint) from None
        if embedded:
            console.print(f"[dim]no model configured: using the embedded {escape(embedded)}[/]")
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise fail(
                f"--out {out}: cannot create it ({exc.strerror or exc})", hint="pass a writable folder"
            ) from None
        client = live_client(models, out, options_for_round, use_cache=not no_cache)
        mode = "live"
    options = bench_options(
        cfg,
        models=models,
        rounds=n_rounds,
        seed=base_seed,
        prompts=prompt,
        history=not no_history,
        concurrency=concurrency,
    )
    request = BenchRequest(config=cfg, options=options, out_dir=out, fresh=fresh, mode=mode)
    with _sandbox(queue) as sandbox, BenchView(console, verbose=verbose) as view:
        run_bench(request, client=client, sandbox=sandbox, on_event=view)


def _sandbox(queue: str | None) -> Any:
    """The local sandbox pool, or with ``--queue`` the workers' (same calls, same result folder)."""
    from assay.sandbox import Sandbox

    if queue is None:
        return Sandbox()
    from assay.scale import RemoteSandbox, get_scale_settings

    return RemoteSandbox(get_scale_settings().model_copy(update={"queue_url": queue}))


def register(app: typer.Typer) -> None:
    """Add ``bench`` to the app."""
    app.command("bench")(bench)
