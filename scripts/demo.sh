#!/usr/bin/env bash
# Demo: install everything, then grade a bundled pseudocode answer to question 3 with no key and no
# external service. The verdict, the score and the complexity come from running the code in the
# sandbox; when the embedded model is installed (bootstrap installs it) it adds the narrative feedback.
#   bash scripts/demo.sh                      # embedded model when installed, else deterministic only
#   ASSAY_LLM_MODEL=none bash scripts/demo.sh # deterministic only (about a second)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
if [ -z "${ASSAY_LLM_MODEL:-}" ]; then
  if .venv/bin/python -m assay.llm._local_model qwen2.5-coder-0.5b >/dev/null 2>&1 \
      && .venv/bin/python -c 'import llama_cpp' >/dev/null 2>&1; then
    export ASSAY_LLM_MODEL=local:qwen2.5-coder-0.5b
  else
    export ASSAY_LLM_MODEL=none
  fi
fi
export ASSAY_DATA_DIR="${ASSAY_DATA_DIR:-$(mktemp -d)}"
example="src/assay/grading/examples/lsubstr_pseudo_arrow.txt"
printf '\n\033[1m$ ASSAY_LLM_MODEL=%s assay grade --question 3 --solution %s\033[0m\n\n' "$ASSAY_LLM_MODEL" "$example"
cat "$example"
echo
.venv/bin/assay grade --question 3 --solution "$example"
# The identical resubmission is answered from the stored evaluation (no second model call).
printf '\n\033[1mThe same grade as the API body (--json; a few fields):\033[0m\n'
.venv/bin/assay grade --question 3 --solution "$example" --json | .venv/bin/python -c '
import json, sys
body = json.load(sys.stdin)
keys = ("success", "score", "passed", "testResults", "rubric", "needsHumanReview", "evaluationId")
print(json.dumps({k: body[k] for k in keys}, indent=2))'
