#!/usr/bin/env bash
# Demo: install, then grade a bundled pseudocode submission against question 3 with no key and no
# external service (no model: everything deterministic), showing the readable output.
#   bash scripts/demo.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
export ASSAY_LLM_MODEL="${ASSAY_LLM_MODEL:-none}"
export ASSAY_DATA_DIR="${ASSAY_DATA_DIR:-$(mktemp -d)}"
example="src/assay/grading/examples/lsubstr_pseudo_arrow.txt"
printf '\n\033[1m$ assay grade --question 3 --solution %s\033[0m\n\n' "$example"
cat "$example"
echo
.venv/bin/assay grade --question 3 --solution "$example"
printf '\n\033[1mThe same grade as the API body (--json; a few fields):\033[0m\n'
.venv/bin/assay grade --question 3 --solution "$example" --json | .venv/bin/python -c '
import json, sys
body = json.load(sys.stdin)
keys = ("success", "score", "passed", "testResults", "rubric", "needsHumanReview", "evaluationId")
print(json.dumps({k: body[k] for k in keys}, indent=2))'

