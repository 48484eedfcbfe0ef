#!/usr/bin/env bash
# Install everything Assay needs into ./.venv (idempotent; fast when already done).
#   EXTRAS   pip extras to install (default: dev,s3); the embedded model runtime (the [local] extra,
#            llama-cpp-python) is installed by scripts/install_local_model.sh from a cached wheel
#   ASSAY_SKIP_LOCAL=1   skip the embedded model (llama-cpp-python + GGUF) entirely
set -euo pipefail
cd "$(dirname "$0")/.."
EXTRAS="${EXTRAS:-dev,s3}"
PY="${PYTHON:-python3}"

log() { printf '\033[1;34m[bootstrap]\033[0m %s\n' "$*" >&2; }

need_apt=()
command -v "$PY" >/dev/null 2>&1 || need_apt+=(python3 python3-dev)
"$PY" -c 'import ensurepip, venv' >/dev/null 2>&1 || need_apt+=(python3-venv)
[ -e /usr/lib/x86_64-linux-gnu/libseccomp.so.2 ] || [ -e /usr/lib/aarch64-linux-gnu/libseccomp.so.2 ] \
  || ldconfig -p 2>/dev/null | grep -q libseccomp.so.2 || need_apt+=(libseccomp2)
command -v gcc >/dev/null 2>&1 || need_apt+=(build-essential)
# The test suite drives Debian's Chromium through Playwright (playwright's own browser download is not used).
case ",$EXTRAS," in *,dev,*) [ -x /usr/bin/chromium ] || need_apt+=(chromium) ;; esac
# The storage tests start a throwaway PostgreSQL server from Debian's binaries (tests/conftest.py).
# The learner, queue and solver tests start a throwaway redis-server on 127.0.0.1.
case ",$EXTRAS," in *,dev,*) command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server) ;; esac
case ",$EXTRAS," in
  *,dev,*) compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need_apt+=(postgresql) ;;
esac
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    log "installing system packages: ${need_apt[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    log "missing system packages (${need_apt[*]}); install them with sudo apt-get install ${need_apt[*]}"
  fi
fi

if [ ! -x .venv/bin/python ]; then
  log "creating .venv with $("$PY" --version)"
  "$PY" -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip
fi
stamp=".venv/.assay-installed-$(cat pyproject.toml | sha256sum | cut -c1-16)-${EXTRAS//,/_}"
if [ ! -e "$stamp" ]; then
  log "installing assay[$EXTRAS] into .venv"
  .venv/bin/python -m pip install -q -e ".[$EXTRAS]"
  rm -f .venv/.assay-installed-* && touch "$stamp"
fi
[ "${ASSAY_SKIP_LOCAL:-0}" = 1 ] || bash scripts/install_local_model.sh || log "embedded model not installed (see above): local: models are unavailable, the local_model test skips"
log "ready: $(.venv/bin/assay --version 2>/dev/null || echo assay installed)"
