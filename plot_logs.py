"""
plot_logs.py: training logs as one PNG, a grid of panels; several runs overlaid, aligned by step.

    python plot_logs.py out/run1/log.jsonl                              # -> out/run1/log.png
    python plot_logs.py out/a/log.jsonl out/b/log.jsonl --out=ab.png --smooth=20
    python plot_logs.py out/a/log.jsonl --metrics=reward_mean,entropy --csv   # some panels, a CSV
    python plot_logs.py out/run/log.jsonl ../shared/data/book_logs/ch06_rlvr_grpo_original_no_kl_metrics.csv

Reads grpo.py's log.jsonl and the CSV logs of the from-scratch book's GRPO runs (one row per step,
its column names mapped to ours, its eval_acc from percent to a fraction). Each metric is drawn raw
(faint) and as a moving average; one logged on some steps only (eval_acc) as points. Metrics are
read by name; panels for metrics no run has are left out. Needs matplotlib and numpy, not torch.
"""
import ast
import csv as csvlib
import json
import math
import sys
import textwrap
from pathlib import Path

import numpy as np
# a Figure without pyplot renders with Agg: no display, no global state
from matplotlib.figure import Figure
from matplotlib.lines import Line2D

# -----------------------------------------------------------------------------
# config: python plot_logs.py LOG [LOG ...] --name=value

out = ""  # PNG path; empty = log.png next to the first log
smooth = 20  # moving-average window in steps (1 = raw values only)
metrics = ""  # comma-separated keys, e.g. reward_mean,entropy: only those; empty = all panels
csv = False  # also write the merged table (run, step, every key) next to the PNG as .csv
steps = ""  # only the steps in a range, first:last, e.g. 40:120 (empty = all)

PANELS = [  # title, keys on the left axis, keys on the right axis (a different scale)
    ("reward", ["reward_mean", "correct_mean", "format_reward_mean"], []),
    ("eval accuracy", ["eval_acc"], []),
    ("loss", ["loss", "pg_loss"], ["kl"]),
    ("entropy (nats / token)", ["entropy"], []),
    ("advantages", ["adv_mean", "adv_std", "zero_adv_frac", "adv_batch_std"], []),
    ("response length (tokens)", ["resp_len_mean", "resp_len_max"], ["truncated_frac", "overlong_penalty_mean"]),
    ("policy ratio", ["ratio_mean"], ["clip_frac", "capped_frac"]),
    # dynamic sampling's cost, and the share of the sampled answers that trained
    ("sampling", ["groups_sampled", "groups_trained", "sampling_rounds"], ["trained_frac"]),
    # the sampler's distribution against the trainer's
    ("off-policy", ["mismatch_kl"], ["sample_kept_mass", "tis_weight_mean", "tis_clip_frac", "opsm_frac"]),
    ("throughput", ["tokens_per_s"], ["step_s", "rollout_s", "logprob_s", "train_s"]),
    ("optimizer", ["lr"], ["grad_norm"]),
]
# the flags that tell runs apart, shown in the title (one run) or the legend (several)
KEY_FLAGS = ["model_dir", "init_from", "learning_rate", "prompts_per_step", "num_rollouts",
             "temperature", "max_new_tokens", "loss_agg", "adv_std_norm", "kl_coef", "inner_epochs",
             "clip_eps", "seed"]
# the book's CSV columns -> our names; columns not listed keep their names (step, total_steps, loss)
BOOK_COLUMNS = {
    "reward_avg": "reward_mean",
    "avg_response_len": "resp_len_mean",
    "entropy_avg": "entropy",
    "kl_loss": "kl",
    "policy_ratio": "ratio_mean",
    "adv_avg": "adv_mean",
    "adv_std": "adv_std",
    "format_reward_avg": "format_reward_mean",
    "tokens_per_sec": "tokens_per_s",
}

# -----------------------------------------------------------------------------
# reading: our JSONL logs and the book's CSV logs


def read_jsonl(path):
    """The records of a log.jsonl, less a partial last line (the run is still writing it).
    eval_math500.read_records is the same reader; this one stays here so that plotting needs no
    torch."""
    lines = Path(path).read_text().splitlines()
    records = []
    for i, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            record = None
        if isinstance(record, dict):
            records.append(record)
        elif i == len(lines):
            break  # a partial last line
        else:
            raise ValueError(f"{path}:{i}: not a JSON object; fix or delete that line: {line[:80]}")
    return records


def read_log(path):
    """The step records of one log.jsonl (the config records left out)."""
    return [r for r in read_jsonl(path) if "config" not in r]


def read_config(path):
    """The flags of the run that wrote a log.jsonl: its last config record (a resume adds one)."""
    configs = [r["config"] for r in read_jsonl(path) if "config" in r]
    if not configs:
        return {}
    return configs[-1]


def read_book_csv(path):
    """The step records of one of the book's CSV logs, with our metric names.
    An empty cell is a metric not logged at that step (eval_acc is logged every 50 steps). A file
    that starts again at step 1 holds an aborted run before the real one: only the last run is
    kept."""
    rows = []
    with open(path, newline="") as f:
        for i, cells in enumerate(csvlib.DictReader(f), 2):
            row = {}
            for column, text in cells.items():
                if text is None or text.strip() == "":
                    continue
                try:
                    value = float(text)
                except ValueError:
                    message = f"{path}:{i}: column {column} is not a number: {text!r}"
                    raise ValueError(message) from None
                row[BOOK_COLUMNS.get(column, column)] = value
            if "step" not in row:
                raise ValueError(f"{path}:{i}: no step (the book's logs have a step column)")
            row["step"] = int(row["step"])
            if "eval_acc" in row:
                row["eval_acc"] = row["eval_acc"] / 100  # percent -> fraction, as in our logs
            if rows and row["step"] <= rows[-1]["step"]:
                rows = []  # the file starts again: what came before was another (aborted) run
            rows.append(row)
    return rows


def read_run(path):
    """(name, step records, config) of a log.jsonl (named after its folder) or of a book CSV
    (named after the file)."""
    path = Path(path)
    if path.suffix == ".csv":
        return path.stem, read_book_csv(path), {}
    return path.resolve().parent.name, read_log(path), read_config(path)


def step_range(text):
    """(first, last) from 'first:last' (either may be left out; empty text: all steps), or a
    readable error."""
    if not text:
        return 0, sys.maxsize
    first, colon, last = text.partition(":")
    try:
        if not colon:
            raise ValueError
        return int(first or 0), int(last or sys.maxsize)
    except ValueError:
        raise ValueError(f"--steps={text}: give a range first:last, e.g. --steps=40:120") from None


def describe(config, flags):
    """'name=value' for the given flags a run's config has, joined by two spaces, in lines of at
    most 150 characters (a figure's width)."""
    shown = [name for name in flags if name in config]
    # grpo.py downloads init_from only when model_dir is empty
    if config.get("model_dir") and "init_from" in shown:
        shown.remove("init_from")
    text = "  ".join(f"{name}={config[name]}" for name in shown)
    return textwrap.fill(text, 150, break_long_words=False, break_on_hyphens=False)


def moving_average(y, window):
    """Trailing mean over the last `window` points (fewer at the start, so the curve starts at the
    first step)."""
    sums = np.convolve(y, np.ones(window))[:len(y)]
    counts = np.minimum(np.arange(1, len(y) + 1), window)
    return sums / counts

# -----------------------------------------------------------------------------
# plotting


def points(rows, key):
    """Arrays (steps, values) of one metric; records without it, or with None or NaN, skipped."""
    steps = []
    values = []
    for j, row in enumerate(rows):
        value = row.get(key)
        if isinstance(value, (int, float)) and math.isfinite(value):
            steps.append(row.get("step", j))
            values.append(value)
    return np.array(steps), np.array(values, dtype=float)


def is_flat(runs, key, value):
    """True when every run that logs key logs value at every step, within a millionth."""
    for rows in runs.values():
        _, values = points(rows, key)
        if np.any(np.abs(values - value) > 1e-6):
            return False
    return True


def ratio_is_flat(runs):
    """True when every run logs ratio_mean = 1 and clip_frac = 0 at every step: with one update
    per batch (inner_epochs=1) the policy that sampled is the one being updated, so the ratio is 1
    by construction and there is nothing to see. The logged mean of ratios that are exactly 1 can
    differ from 1 in its last bits (0.9999999999999999): a millionth is allowed."""
    return is_flat(runs, "ratio_mean", 1.0) and is_flat(runs, "clip_frac", 0.0)


def choose_panels(runs, keys):
    """[(title, left keys, right keys)] for the metrics the runs log (only `keys` if given), and a
    list of notes on what was left out and why."""
    logged = {k for rows in runs.values() for row in rows for k in row}
    if keys and set(keys) - logged:
        missing = sorted(set(keys) - logged)
        raise ValueError(f"no run logs {missing}; the logs have {', '.join(sorted(logged))}")
    if keys:
        shown = logged & set(keys)
    else:
        shown = set(logged)
    notes = []
    if not keys and ratio_is_flat(runs) and "ratio_mean" in shown:
        shown -= {"ratio_mean", "clip_frac"}
        notes.append("policy ratio panel left out: ratio_mean = 1 and clip_frac = 0 at every step "
                     "(one update per batch, inner_epochs=1)")
    off_policy = {"sample_kept_mass", "tis_weight_mean", "tis_clip_frac", "opsm_frac"}
    if not keys and is_flat(runs, "mismatch_kl", 0.0) and not shown & off_policy:
        shown -= {"mismatch_kl"}
        if "mismatch_kl" in logged:
            notes.append("off-policy panel left out: mismatch_kl = 0 at every step (the sampler's "
                         "log-probs are the trainer's: float32, no top-p/top-k)")
    panelled = {k for _, left, right in PANELS for k in left + right}
    # a key of no panel gets its own
    extra = [(k, [k], []) for k in keys if k not in panelled] if keys else []
    panels = []
    for title, left, right in PANELS + extra:
        left = [k for k in left if k in shown]
        right = [k for k in right if k in shown]
        if not left:
            # right-axis metrics alone go on the left axis
            left = right
            right = []
        if left:
            panels.append((title, left, right))
    if not panels:
        if not logged - {"step"}:
            raise ValueError("nothing to plot yet: no run has logged a step")
        raise ValueError("nothing to plot: the logs have no metric of a panel "
                         f"({', '.join(sorted(logged))})")
    return panels, notes


def same_curve(runs, key, other):
    """True when two metrics have the same values at the same steps in every run (reward_mean and
    correct_mean without a format reward), so that the legend can say that the lines coincide."""
    for rows in runs.values():
        x1, y1 = points(rows, key)
        x2, y2 = points(rows, other)
        if not (np.array_equal(x1, x2) and np.array_equal(y1, y2)):
            return False
    return True


def plot(runs, keys=None, window=20, title="", labels=None):
    """runs: {name: step records} -> a Figure with one panel per group of metrics.
    keys: only these metrics; title: the figure's title (default: the run's name, for one run);
    labels: {name: legend text} for several runs (default: their names)."""
    panels, notes = choose_panels(runs, keys)
    ncols = min(3, len(panels))
    nrows = math.ceil(len(panels) / 3)
    fig = Figure(figsize=(5.2 * ncols, 3.3 * nrows + 0.6), layout="constrained")
    multi = len(runs) > 1
    styles = ["-", "--", ":", "-."]
    for n, (panel_title, left, right) in enumerate(panels):
        ax = fig.add_subplot(nrows, ncols, n + 1)
        twin = None
        if right:
            twin = ax.twinx()
        handles = []
        on_axes = [(ax, k) for k in left] + [(twin, k) for k in right]
        for i, (axis, key) in enumerate(on_axes):
            # each metric has its own line style, so that one drawn over another still shows:
            # a dashed line over a solid one. With several runs the colors are the runs.
            ls = styles[i % 4]
            for r, rows in enumerate(runs.values()):
                x, y = points(rows, key)
                if len(x) == 0:
                    # not logged (yet): a run that is still at its step-0 evaluation, for example
                    continue
                if multi:
                    color = f"C{r}"
                else:
                    color = f"C{i}"
                # sparse: logged on some steps only (eval_acc), drawn as points joined by a line
                dense = len(x) >= len(rows) / 2
                if dense:
                    axis.plot(x, y, color=color, ls=ls, lw=0.8, alpha=0.25)  # raw values, faint
                    axis.plot(x, moving_average(y, window), color=color, ls=ls, lw=1.5)
                else:
                    axis.plot(x, y, color=color, ls=ls, lw=1.5, marker="o", ms=3)
            label = key
            if axis is twin:
                label += " (right)"
            earlier = [k for _, k in on_axes[:i] if same_curve(runs, key, k)]
            if earlier:
                label += f" (= {earlier[0]})"
            if multi:
                handle_color = "0.3"
            else:
                handle_color = f"C{i}"
            handles.append(Line2D([], [], color=handle_color, ls=ls, label=label))
        ax.set(title=panel_title, xlabel="step")
        ax.grid(alpha=0.3)
        if twin:
            ax.set_ylabel(", ".join(left), fontsize=8)
            twin.set_ylabel(", ".join(right), fontsize=8)
        # below the panel, where it hides no line
        ax.legend(handles=handles, fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.2),
                  ncols=3, frameon=False)
    if multi:
        if labels is None:
            labels = {}
        run_handles = [Line2D([], [], color=f"C{r}", lw=2, label=labels.get(name, name))
                       for r, name in enumerate(runs)]
        fig.legend(handles=run_handles, loc="outside upper center", ncols=min(len(runs), 3),
                   fontsize=8)
    if not title and not multi:
        title = next(iter(runs))
    if title:
        fig.suptitle(title, fontsize=10)
    if notes:
        # below the panels (the constrained layout makes room for it)
        fig.supxlabel("; ".join(notes), fontsize=8, color="0.4")
    return fig


def write_csv(runs, path):
    """The merged table: one row per (run, step), one column per key any run has."""
    keys = sorted({k for rows in runs.values() for row in rows for k in row} - {"step"})
    with open(path, "w", newline="") as f:
        # a missing key (or None) is an empty cell
        writer = csvlib.DictWriter(f, ["run", "step"] + keys)
        writer.writeheader()
        writer.writerows({"run": name, **row} for name, rows in runs.items() for row in rows)

# -----------------------------------------------------------------------------
# main


def configure(argv, config):
    """Apply --name=value flags to the dict of globals (a bare --csv means --csv=True); the value is
    read as a Python literal when the default is not a string, and must have the default's type."""
    paths = []
    for arg in argv:
        if not arg.startswith("--"):
            paths.append(arg)
            continue
        name, eq, value = arg[2:].partition("=")
        if name not in ("out", "smooth", "metrics", "csv", "steps"):
            sys.exit(f"unknown flag {arg}; flags: --out=PNG --smooth=STEPS --metrics=KEY,KEY --csv "
                     "--steps=FIRST:LAST")
        default = config[name]
        if isinstance(default, bool) and not eq:
            value = "True"
        if isinstance(default, bool) and value.lower() in ("true", "false"):
            parsed = value.lower() == "true"
        elif isinstance(default, str):
            parsed = value
        else:
            try:
                parsed = ast.literal_eval(value)
            except (ValueError, SyntaxError):
                parsed = value  # the type check below reports it
        if type(parsed) is not type(default):
            wanted = type(default).__name__
            sys.exit(f"--{name}={value}: {name} must be {wanted} (default {default!r})")
        config[name] = parsed
    return paths


if __name__ == "__main__":
    paths = configure(sys.argv[1:], globals())
    if not paths:
        sys.exit(f"give one or more log files:\n{__doc__}")
    runs = {}
    configs = {}
    try:
        first, last = step_range(steps)
        for path in paths:
            name, rows, config = read_run(path)
            rows = [row for row in rows if first <= row.get("step", 0) <= last]
            if name in runs:
                name = f"{name} ({len(runs)})"
            runs[name] = rows
            configs[name] = config
        keys = None
        if metrics:
            keys = metrics.split(",")
        # one run: its key flags in the title; several: in the legend, the flags that differ (all
        # of them when only one run has a config, as when one run is overlaid on the book's logs)
        title = ""
        labels = {}
        if len(runs) == 1:
            name = next(iter(runs))
            title = f"{name}\n{describe(configs[name], KEY_FLAGS)}".strip()
        else:
            known = [c for c in configs.values() if c]
            differ = [f for f in KEY_FLAGS if len({str(c.get(f)) for c in known}) > 1]
            if len(known) <= 1:
                differ = KEY_FLAGS
            for name in runs:
                labels[name] = f"{name}  {describe(configs[name], differ)}".strip()
        fig = plot(runs, keys, smooth, title, labels)
    except (OSError, ValueError) as e:
        sys.exit(str(e))
    if not out:
        out = str(Path(paths[0]).with_suffix(".png"))
    fig.savefig(out, dpi=110)
    # what was left out, and why (also written at the bottom of the figure)
    for note in choose_panels(runs, keys)[1]:
        print(note)
    if csv:
        write_csv(runs, Path(out).with_suffix(".csv"))
    steps = sum(len(rows) for rows in runs.values())
    written = out
    if csv:
        written += " and .csv"
    print(f"{len(runs)} run(s), {steps} steps -> {written}")
