"""
demo/gpu_check.py: the first run on a GPU, in one command, under 10 minutes, with no download. It
times decoding (eager and compiled, 1, 8 and 64 rows) on Qwen3-0.6B's shape with random weights,
then runs 10 GRPO steps of that shape twice (the recipe's flags, then the lean ones:
--master_weights=False --grad_checkpoint=True), with compiled rollouts, prompts of alternating
lengths (short ones and ones with a 400-token preamble: two cache shapes) and evaluations in
between, and prints a markdown table to paste into docs/speed_memory.md.

    python demo/gpu_check.py                  # on one GPU (about 6-8 minutes)
    python demo/gpu_check.py --shape=tiny --rows=1,2 --new_tokens=8 --steps=2 --max_new_tokens=8 \
        --eval_items=4 --backend=eager --compile_grpo=False     # the CPU smoke run the tests make

What to read: ms per token eager against compiled (the compiled step is one CUDA-graph replay and
the host syncs every 16 tokens), the compile seconds, the graphs compiled (a few per run: more
means a recompile per cache), each run's step time and peak memory, and whether both runs finish.
A random model's answers run to the token limit: the worst case for time and memory.
"""
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # qwen3.py lives in the project root

import torch

import arith  # noqa: E402  (this folder is on the path: the arithmetic problems, in MATH's format)
import qwen3  # noqa: E402

FLAGS = dict(
    shape="qwen3-0.6b",  # a shape of qwen3.py's BENCH_SHAPES: qwen3-0.6b | thin | h64 | h256 | tiny
    device="auto",  # auto (a GPU if there is one) | cpu | cuda | cuda:N
    rows="1,8,64",  # decoding batch sizes to time, comma-separated
    new_tokens=256,  # tokens per timed decoding call
    backend="inductor",  # the compiled decoding's torch.compile backend (eager: traced only, for CPU tests)
    steps=10,  # GRPO steps per run
    max_new_tokens=512,  # GRPO answer length (a random model's answers all run to it)
    eval_items=64,  # evaluation problems, at steps 0, 4, 8 and the last
    compile_grpo=True,  # the GRPO runs decode with compile_generate=True
    out_dir="out/gpu_check",  # the random model, the data and the runs
)
# the GRPO runs: the recipe's memory flags, then the lean ones (small GPUs)
RUNS = {"recipe": [], "lean": ["--master_weights=False", "--grad_checkpoint=True"]}


def write_data(out_dir, n_train, n_test):
    """Arithmetic problems in MATH's JSONL format; every second training problem gets a
    400-character preamble, so the rollouts' prompts alternate between two lengths (two decode cache
    shapes)."""
    train, test = arith.make_problems(n_train, n_test, seed=0)
    for i, row in enumerate(train):
        if i % 2:
            row["problem"] = "Note: " + "x " * 200 + row["problem"]
    for name, rows in (("train", train), ("test", test)):
        with open(out_dir / f"{name}.jsonl", "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


def grpo_run(name, extra, flags, out_dir):
    """python grpo.py on the random model for flags["steps"] steps; returns the run's numbers: step
    time, peak memory (the largest of any step), recompiles (TORCH_LOGS=recompiles lines) and how it
    ended."""
    run_dir = out_dir / name
    shutil.rmtree(run_dir, ignore_errors=True)  # grpo.py refuses a folder that holds an earlier run
    argv = [sys.executable, str(ROOT / "grpo.py"), f"--model_dir={out_dir / 'model'}",
            f"--train_data={out_dir / 'train.jsonl'}", f"--eval_data={out_dir / 'test.jsonl'}",
            "--prompt_template=book", "--prompts_per_step=1", "--num_rollouts=8",
            f"--max_new_tokens={flags['max_new_tokens']}", f"--eval_max_new_tokens={flags['max_new_tokens']}",
            f"--max_steps={flags['steps']}", "--eval_interval=4", f"--eval_max_items={flags['eval_items']}",
            f"--compile_generate={flags['compile_grpo']}", f"--device={flags['device']}", "--ckpt_interval=0",
            f"--out_dir={run_dir}", *extra]
    env = dict(os.environ, TORCH_LOGS="recompiles")
    t0 = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    records = []
    if (run_dir / "log.jsonl").is_file():
        records = [json.loads(line) for line in (run_dir / "log.jsonl").read_text().splitlines()]
    steps = [r for r in records if "step_s" in r]
    result = dict(run=name, flags=" ".join(extra) or "-", steps=len(steps), wall_s=wall,
                  recompiles=proc.stderr.count("Recompiling function"),
                  ended="ok")
    if proc.returncode != 0:
        result["ended"] = (proc.stderr.strip().splitlines() or [f"exit code {proc.returncode}"])[-1][:120]
    if steps:
        result["step_s"] = sorted(r["step_s"] for r in steps)[len(steps) // 2]  # the median
        result["rollout_s"] = sorted(r["rollout_s"] for r in steps)[len(steps) // 2]
        result["peak_mem_gb"] = max(r["peak_mem_gb"] for r in steps)
    return result


def table(decoding, runs, device):
    """The markdown for docs/speed_memory.md."""
    name = torch.cuda.get_device_name(device) if device.type == "cuda" else "CPU"
    lines = [f"{name}, torch {torch.__version__}:", "",
             "| decode | rows | ms per token | tokens/s | peak GB | compile s | graphs |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for r in decoding:
        compile_s = "-" if r["compile_s"] is None else f"{r['compile_s']:.1f}"
        lines.append(f"| {r['decode']} | {r['rows']} | {r['ms_per_token']:.2f} | {r['tokens_per_s']:,.0f} | "
                     f"{r['peak_gb']:.1f} | {compile_s} | {r['graphs']} |")
    lines += ["", "| GRPO run | flags | steps | median step s | median rollout s | peak GB | recompiles | ended |",
              "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |"]
    for r in runs:
        numbers = [f"{r[k]:.2f}" if k in r else "-" for k in ("step_s", "rollout_s", "peak_mem_gb")]
        lines.append(f"| {r['run']} | {r['flags']} | {r['steps']} | {' | '.join(numbers)} | {r['recompiles']} | "
                     f"{r['ended']} |")
    return "\n".join(lines)


def main(argv):
    flags = dict(FLAGS)
    qwen3.configure(argv, flags, __file__)
    device = torch.device(qwen3.pick_device(flags["device"]))
    dtype = qwen3.pick_dtype("auto", device)
    out_dir = Path(flags["out_dir"])
    out_dir.mkdir(parents=True, exist_ok=True)
    print(f"torch {torch.__version__}, {device}, {dtype}")
    rows = [int(r) for r in flags["rows"].split(",")]
    # sampled as the recipe samples (T = 0.8, top-p 0.9), from a model made peaked like a trained
    # one
    decoding = qwen3.bench(flags["shape"], rows, 100, flags["new_tokens"], 0.9, 0.8, 12.0, device, dtype, "fast",
                           backend=flags["backend"])
    qwen3.write_random_model(out_dir / "model", flags["shape"], peak=12.0)
    write_data(out_dir, 64, flags["eval_items"])
    runs = []
    for name, extra in RUNS.items():
        runs.append(grpo_run(name, extra, flags, out_dir))
        print(runs[-1])
    print()
    print(table(decoding, runs, device))
    return decoding, runs


if __name__ == "__main__":
    main(sys.argv[1:])
