"""
plot_logs.py: grpo.py training logs as one PNG, a grid of panels; several runs are overlaid.

    python plot_logs.py out/run1/log.jsonl                                    # -> out/run1/log.png
    python plot_logs.py out/a/log.jsonl out/b/log.jsonl --out=ab.png --smooth=20
    python plot_logs.py out/a/log.jsonl --metrics=reward_mean,entropy --csv   # some panels, and a CSV table

Each metric is drawn raw (faint) and as a moving average; one logged on some steps only (eval_acc) as points.
Metrics are read by name; panels for metrics no run has are left out. Needs matplotlib and numpy, not torch.
"""
import csv as csvlib
import json
import math
import sys
from pathlib import Path

import numpy as np
from matplotlib.figure import Figure  # a Figure without pyplot renders with Agg: no display, no global state
from matplotlib.lines import Line2D

# -----------------------------------------------------------------------------
# config: python plot_logs.py LOG.jsonl [LOG.jsonl ...] --name=value

out = ""  # PNG path; empty = log.png next to the first log
smooth = 20  # moving-average window in steps (1 = raw values only)
metrics = ""  # comma-separated keys, e.g. reward_mean,entropy: only those (any logged key); empty = all panels
csv = False  # also write the merged table (run, step, every key) next to the PNG as .csv

PANELS = [  # title, keys on the left axis, keys on the right axis (a different scale)
    ("reward", ["reward_mean", "correct_mean", "format_reward_mean"], []),
    ("eval accuracy", ["eval_acc"], []),
    ("loss", ["loss", "pg_loss"], ["kl"]),
    ("entropy (nats / token)", ["entropy"], []),
    ("advantages", ["adv_mean", "adv_std", "zero_adv_frac"], []),
    ("response length (tokens)", ["resp_len_mean", "resp_len_max"], ["truncated_frac"]),
    ("policy ratio", ["ratio_mean"], ["clip_frac"]),
    ("throughput", ["tokens_per_s"], ["step_s", "rollout_s", "logprob_s", "train_s"]),
    ("optimizer", ["lr"], ["grad_norm"]),
]

# -----------------------------------------------------------------------------
# reading


def read_log(path):
    """The step records of one log.jsonl (the config line left out)."""
    lines, rows = Path(path).read_text().splitlines(), []
    for i, line in enumerate(lines, 1):
        try:
            row = json.loads(line) if line.strip() else {}
        except json.JSONDecodeError:
            row = None
        if not isinstance(row, dict):
            if i == len(lines):  # a partial last line: the run is still writing it
                break
            raise ValueError(f"{path}:{i}: not a JSON object; fix or delete that line: {line[:80]}")
        if row and "config" not in row:
            rows.append(row)
    return rows


def moving_average(y, window):
    """Trailing mean over the last `window` points (fewer at the start, so the curve starts at the first step)."""
    return np.convolve(y, np.ones(window))[:len(y)] / np.minimum(np.arange(1, len(y) + 1), window)

# -----------------------------------------------------------------------------
# plotting


def plot(runs, keys=None, window=20):
    """runs: {name: step records} -> a Figure with one panel per group of metrics; keys: only these metrics."""
    logged = {k for rows in runs.values() for row in rows for k in row}
    if keys and set(keys) - logged:
        raise ValueError(f"no run logs {sorted(set(keys) - logged)}; the logs have {', '.join(sorted(logged))}")
    shown = logged & set(keys or logged)
    extra = [(k, [k], []) for k in keys or [] if not any(k in left + right for _, left, right in PANELS)]  # own panel
    panels = [(title, [k for k in left if k in shown], [k for k in right if k in shown])
              for title, left, right in PANELS + extra]
    # panels with nothing to show are left out; right-axis metrics alone go on the left axis
    panels = [(title, left or right, left and right) for title, left, right in panels if left or right]
    if not panels:
        raise ValueError(f"nothing to plot: the logs have no metric of a panel ({', '.join(sorted(logged))})")
    ncols, nrows = min(3, len(panels)), math.ceil(len(panels) / 3)
    fig = Figure(figsize=(5.2 * ncols, 3.3 * nrows + 0.4), layout="constrained")
    multi = len(runs) > 1
    for n, (title, left, right) in enumerate(panels):
        ax = fig.add_subplot(nrows, ncols, n + 1)
        twin = ax.twinx() if right else None
        handles = []
        for i, (axis, key) in enumerate([(ax, k) for k in left] + [(twin, k) for k in right]):
            ls = ["-", "--", ":", "-."][i % 4] if multi else "-"  # several runs: colors are runs, styles metrics
            for r, rows in enumerate(runs.values()):
                points = [(row.get("step", j), row[key]) for j, row in enumerate(rows)  # skip missing, None, NaN
                          if isinstance(row.get(key), (int, float)) and math.isfinite(row[key])]
                x, y = np.array([p[0] for p in points]), np.array([p[1] for p in points], dtype=float)
                color, dense = f"C{r}" if multi else f"C{i}", len(x) >= len(rows) / 2
                if dense:  # raw values faint, under their moving average
                    axis.plot(x, y, color=color, ls=ls, lw=0.8, alpha=0.25)
                axis.plot(x, moving_average(y, window) if dense else y, color=color, ls=ls, lw=1.5,
                          marker=None if dense else "o", ms=3)  # sparse (eval steps only): points joined by a line
            handles.append(Line2D([], [], color="0.3" if multi else f"C{i}", ls=ls,
                                  label=f"{key} (right)" if axis is twin else key))
        ax.set(title=title, xlabel="step")
        ax.grid(alpha=0.3)
        if twin:
            ax.set_ylabel(", ".join(left), fontsize=8)
            twin.set_ylabel(", ".join(right), fontsize=8)
        # below the panel, where it hides no line
        ax.legend(handles=handles, fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.2), ncols=3, frameon=False)
    if multi:
        fig.legend(handles=[Line2D([], [], color=f"C{r}", lw=2, label=name) for r, name in enumerate(runs)],
                   loc="outside upper center", ncols=min(len(runs), 6))
    else:
        fig.suptitle(next(iter(runs)))
    return fig


def write_csv(runs, path):
    """The merged table: one row per (run, step), one column per key any run has."""
    keys = sorted({k for rows in runs.values() for row in rows for k in row} - {"step"})
    with open(path, "w", newline="") as f:
        w = csvlib.DictWriter(f, ["run", "step"] + keys)  # a missing key (or None) is an empty cell
        w.writeheader()
        w.writerows({"run": name, **row} for name, rows in runs.items() for row in rows)

# -----------------------------------------------------------------------------
# main

if __name__ == "__main__":
    paths = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    for arg in (arg for arg in sys.argv[1:] if arg.startswith("--")):
        name, _, value = arg[2:].partition("=")
        if name not in ("out", "smooth", "metrics", "csv"):
            sys.exit(f"unknown flag {arg}; flags: --out=PNG --smooth=STEPS --metrics=KEY,KEY --csv")
        globals()[name] = value.lower() not in ("0", "false") if name == "csv" else type(globals()[name])(value)
    if not paths:
        sys.exit(f"give one or more log files:\n{__doc__}")
    runs = {}
    try:
        for path in paths:  # a run is named after its folder (out/run1/log.jsonl -> run1)
            name = Path(path).resolve().parent.name
            runs[name if name not in runs else f"{name} ({len(runs)})"] = read_log(path)
        fig = plot(runs, metrics.split(",") if metrics else None, smooth)
    except (OSError, ValueError) as e:
        sys.exit(str(e))
    out = out or str(Path(paths[0]).with_suffix(".png"))
    fig.savefig(out, dpi=110)
    if csv:
        write_csv(runs, Path(out).with_suffix(".csv"))
    print(f"{len(runs)} run(s), {sum(map(len, runs.values()))} steps -> {out}" + (" and .csv" if csv else ""))
