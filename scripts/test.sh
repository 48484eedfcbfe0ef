#!/usr/bin/env bash
# Install everything, then run the whole test suite: lint, format check, types, tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
echo "== ruff check" && .venv/bin/ruff check src tests benchmarks
echo "== ruff format --check" && .venv/bin/ruff format --check src tests benchmarks
echo "== mypy" && .venv/bin/mypy
echo "== pytest" && .venv/bin/pytest "$@"
