#!/usr/bin/env bash
# The oldest torch nanoRLVR runs on (the floor in requirements.txt), proved: a fresh virtual
# environment in a temporary folder, that torch from PyPI with the other requirements, then the fast
# tests. Not part of `pytest test_grpo.py`: PyPI's Linux torch bundles CUDA, a few GB to download.
#   bash demo/check_torch_floor.sh           # the floor
#   bash demo/check_torch_floor.sh 2.9.1     # any other version
# The temporary folder is removed at the end; the last line is pytest's summary.
set -euo pipefail
cd "$(dirname "$0")/.."
floor=$(sed -n 's/^torch>=\([0-9.]*\).*/\1/p' requirements.txt)
version=${1:-$floor}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -m venv "$tmp/venv"
pip="$tmp/venv/bin/python -m pip"
$pip install -q "torch==$version"
$pip install -q -r requirements.txt -r requirements-dev.txt
# the book's package, a reference in some tests; its own pins would replace torch
$pip install -q --no-deps reasoning-from-scratch==0.2.0
"$tmp/venv/bin/python" -c "import torch; print('torch', torch.__version__)"
"$tmp/venv/bin/python" -m pytest test_grpo.py -q -m "not slow" -p no:cacheprovider
