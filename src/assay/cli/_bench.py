"""`assay bench`: compare prompt templates and models by running the code they write (seed 002)."""

from __future__ import annotations

import logging
from importlib import resources
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from assay.cli._common import console, fail

log = logging.getLogger("assay.cli")


def _bundled(name: str) -> Path:
    return Path(str(resources.files("assay.bench") / "examples" / name))


def _embedded_model() -> str | None:
    """The embedded model's string when llama-cpp-python and the 0.5B model are installed."""
    import importlib.util

    from assay.llm import find_local_model, get_llm_settings

    name = "qwen2.5-coder-0.5b"
    if importlib.util.find_spec("llama_cpp") is None:
        return None
    if find_local_model(name, get_llm_settings().local_model_dir) is None:
        return None
    return f"local:{name}"


def _check_model_string(name: str, where: str) -> None:
    """A malformed ``provider:model`` is the user's input: one line and exit 2, before anything runs."""
    from assay.errors import ConfigError
    from assay.llm import parse_model_string

    try:
        parse_model_string(name)
    except ConfigError as exc:
        raise fail(f"{where} {name}: {exc.message}", hint=exc.hint) from None


def bench(
    config: Annotated[
        Path | None,
        typer.Option(
            "--config", "-c", help="Benchmark config (seed 002 format). Default: the bundled example."
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
        bool, typer.Option("--no-history", help="Do not feed earlier results back (seed 3.2).")
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
) -> None:
    """Run every prompt × model × round × question, execute the code in the sandbox, compare outputs."""
    from assay.bench import (
        BenchOptions,
        BenchRequest,
        GatewayClient,
        ReplayClient,
        generation_options,
        load_config,
        models_in_cassette,
        run_bench,
    )
    from assay.llm import Gateway, get_llm_settings
    from assay.sandbox import Sandbox

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
    settings = cfg.settings
    n_rounds = rounds or settings.rounds
    # One round: greedy decoding answers "what does this prompt get"; several: sample to see variance.
    temperature = settings.temperature if (settings.temperature or n_rounds == 1) else 0.7
    base_seed = settings.seed if seed is None else seed
    options_for_round = {
        r: generation_options(
            temperature=temperature,
            max_tokens=settings.max_tokens,
            seed=base_seed,
            round=r,
            timeout_s=settings.llm_timeout_s,
            retries=settings.retries,
            num_ctx=settings.num_ctx,
        )
        for r in range(1, n_rounds + 1)
    }
    if replay:
        tape = cassette or (_bundled("cassette.jsonl") if config is None else out / "cassette.jsonl")
        models = list(model or cfg.models or models_in_cassette(tape))
        client: GatewayClient | ReplayClient = ReplayClient(tape, options_for_round)
        mode = "replay"
    else:
        configured = get_llm_settings().llm_model
        models = list(model or cfg.models or ([configured] if configured != "none" else []))
        for name in models:
            _check_model_string(name, "model")
        if not models and (embedded := _embedded_model()):
            console.print(f"[dim]no model configured: using the embedded {escape(embedded)}[/]")
            models = [embedded]
        if not models:
            raise fail(
                "no model to benchmark",
                hint="pass --model (e.g. local:qwen2.5-coder-0.5b, ollama:qwen2.5-coder:1.5b, "
                "openai:gpt-4o-mini), set ASSAY_LLM_MODEL, or use --replay to re-score a recorded run",
            )
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise fail(
                f"--out {out}: cannot create it ({exc.strerror or exc})", hint="pass a writable folder"
            ) from None
        gateway = Gateway(models[0], cache=False if no_cache else None, record_to=out / "cassette.jsonl")
        client = GatewayClient(gateway, options_for_round, use_cache=not no_cache)
        mode = "live"
    options = BenchOptions(
        prompts=cfg.select_prompts(prompt),
        models=models,
        rounds=n_rounds,
        history=settings.history and not no_history,
        concurrency=concurrency or settings.concurrency,
        timeout_s=settings.timeout_s,
        numeric_tolerance=settings.numeric_tolerance,
        history_language=settings.history_language,
        history_max_chars=settings.history_max_chars,
        seed=base_seed,
        max_consecutive_unavailable=settings.max_consecutive_unavailable,
    )
    request = BenchRequest(config=cfg, options=options, out_dir=out, fresh=fresh, verbose=verbose, mode=mode)
    with Sandbox() as sandbox:
        run_bench(request, client=client, sandbox=sandbox, console=console)


def register(app: typer.Typer) -> None:
    """Add ``bench`` to the app."""
    app.command("bench")(bench)
