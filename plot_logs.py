"""
plot_logs.py: training logs as one PNG, a grid of panels; several runs overlaid, aligned by step;
and the run doctor, which says what looks wrong in a run, where it starts, and what to try.

    python plot_logs.py out/run1/log.jsonl                              # -> out/run1/log.png
    python plot_logs.py out/a/log.jsonl out/b/log.jsonl --out=ab.png --smooth=20
    python plot_logs.py out/a/log.jsonl --metrics=reward_mean,entropy --csv   # some panels, a CSV
    python plot_logs.py out/run/log.jsonl ch06_rlvr_grpo_original_no_kl_metrics.csv   # a book log (below)
    python plot_logs.py out/run/log.jsonl --diagnose                    # the findings, as text
    python plot_logs.py --help                                          # the flags

Reads grpo.py's log.jsonl and the CSV logs of the from-scratch book's GRPO runs (one row per step,
its column names mapped to ours, its eval_acc from percent to a fraction; the files are in the
book's repository, github.com/rasbt/reasoning-from-scratch, folder ch07/02_logs). Each metric is drawn raw
(faint) and as a moving average; one logged on some steps only (eval_acc) as points. Metrics are
read by name; panels for metrics no run has are left out. Needs numpy, and matplotlib to plot; the
run doctor needs numpy only, so that grpo.py can run it during training (LiveDoctor). What each
rule of the doctor checks, and on which runs its thresholds were chosen: docs/reading_a_run.md.
"""
import ast
import bisect
import csv as csvlib
import difflib
import json
import math
import sys
import textwrap
from pathlib import Path

import numpy as np

# -----------------------------------------------------------------------------
# config: python plot_logs.py LOG [LOG ...] --name=value
# output
out = ""  # PNG path; empty = log.png next to the first log (with --diagnose: no plot unless given)
csv = False  # also write the merged table (run, step, every key) next to the PNG as .csv
# what to draw
smooth = 20  # moving-average window in steps (1 = raw values only)
metrics = ""  # comma-separated keys, e.g. reward_mean,entropy: only those; empty = all panels
steps = ""  # only the steps in a range, first:last, e.g. 40:120 (empty = all)
# the run doctor
diagnose = False  # print what looks wrong in each run, where it starts, the evidence, what to try

PANELS = [  # title, keys on the left axis, keys on the right axis (a different scale)
    ("reward", ["reward_mean", "correct_mean", "format_reward_mean"], []),
    ("eval accuracy", ["eval_acc"], []),
    ("loss", ["loss", "pg_loss"], ["kl"]),
    ("entropy (nats / token)", ["entropy", "entropy_threshold"], ["entropy_kept_frac"]),
    ("advantages", ["adv_mean", "adv_std", "zero_adv_frac", "adv_batch_std"], []),
    ("response length (tokens)", ["resp_len_mean", "resp_len_max"], ["truncated_frac", "overlong_penalty_mean"]),
    ("policy ratio", ["ratio_mean", "ratio_std"], ["clip_frac", "capped_frac", "old_kl"]),
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
# the flags that change what eval_acc measures: a resume that changes one starts a new eval curve
EVAL_FLAGS = ["eval_data", "eval_max_items", "eval_max_new_tokens", "prompt_template",
              "eval_benchmark", "eval_num_samples", "eval_temperature"]
# what an evaluation logs: eval_acc (avg@k), and eval_pass@k and eval_maj@k with k samples
EVAL_METRICS = ("eval_acc", "eval_pass@", "eval_maj@")
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
# a logged value beyond this is a blow-up, not a level: it is left out of the plot (and the doctor),
# which could not draw an axis from -1e308 to 1e308
HUGE = 1e30

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


def split_runs(records, path="log.jsonl"):
    """The runs in the records of one log.jsonl, and warnings: a list of dicts with config (the
    last one), rows (the step records), resumes (the steps a resumed run went on from) and findings
    (what the run doctor logged during training). A file normally holds one run; a config record
    that is not a resume (no resumed_at), or a step number that goes back, starts another (two
    logs joined with cat): each is kept apart, with a warning, rather than drawn as one curve.
    When a resume changed what eval_acc measures (EVAL_FLAGS, e.g. eval_data), the evaluations
    after it get their own keys, so that a new eval set is not read as a fall in accuracy."""
    runs = []
    warnings = []
    run = None
    for record in records:
        step = record.get("step")
        starts_anew = "config" in record and "resumed_at" not in record
        is_step = "config" not in record and "doctor" not in record
        last = run["rows"][-1]["step"] if run and run["rows"] else None
        goes_back = is_step and step is not None and last is not None and step < last
        if run is None or (starts_anew and (run["rows"] or run["findings"])) or goes_back:
            if run is not None:
                where = "at a new config record"
                if step is not None:
                    where = f"at its record of step {step}"
                warnings.append(f"{path} holds more than one run (another starts {where}): "
                                "they are kept apart, not joined into one curve")
            run = dict(config={}, rows=[], resumes=[], findings=[], eval_key="eval_acc")
            runs.append(run)
        if "config" in record:
            if "resumed_at" in record:
                run["resumes"].append(record["resumed_at"])
                changed = [f for f in EVAL_FLAGS if run["config"].get(f) != record["config"].get(f)]
                if run["config"] and changed:
                    at = record["resumed_at"]
                    run["eval_key"] = f"eval_acc ({', '.join(changed)} changed at step {at})"
            run["config"] = record["config"]
        elif "doctor" in record:
            run["findings"].append(record)
        elif step is not None:
            if run["eval_key"] != "eval_acc":
                # "eval_acc (eval_data changed at step 6)", and so eval_pass@k and eval_maj@k
                suffix = run["eval_key"].removeprefix("eval_acc")
                record = {k + suffix if k.startswith(EVAL_METRICS) else k: v
                          for k, v in record.items()}
            run["rows"].append(record)
    if not runs:
        runs.append(dict(config={}, rows=[], resumes=[], findings=[], eval_key="eval_acc"))
    return runs, warnings


def read_log(path):
    """The step records of a log.jsonl (its last run, when it holds several)."""
    runs, _ = split_runs(read_jsonl(path), path)
    return runs[-1]["rows"]


def read_config(path):
    """The flags of the run that wrote a log.jsonl: its last config record (a resume adds one)."""
    runs, _ = split_runs(read_jsonl(path), path)
    return runs[-1]["config"]


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


def read_runs(path):
    """[(name, step records, config, resumes, logged findings)] of a log.jsonl (named after its
    folder, another .jsonl after the file; several runs in one file get numbered) or of a book CSV
    (named after the file), and the warnings about the file."""
    path = Path(path)
    if path.suffix == ".csv":
        return [(path.stem, read_book_csv(path), {}, [], [])], []
    runs, warnings = split_runs(read_jsonl(path), path)
    name = path.resolve().parent.name if path.name == "log.jsonl" else path.stem
    named = []
    for i, run in enumerate(runs, 1):
        run_name = name if len(runs) == 1 else f"{name} ({i} of {len(runs)})"
        named.append((run_name, run["rows"], run["config"], run["resumes"], run["findings"]))
    return named, warnings


def step_range(text):
    """(first, last) from 'first:last' (either may be left out; empty text: all steps), or a
    readable error."""
    if not text:
        return 0, sys.maxsize
    first, colon, last = text.partition(":")
    try:
        if not colon:
            raise ValueError
        first, last = int(first or 0), int(last or sys.maxsize)
    except ValueError:
        raise ValueError(f"--steps={text}: give a range first:last, e.g. --steps=40:120") from None
    if first > last:
        raise ValueError(f"--steps={text}: the first step is after the last; "
                         f"did you mean --steps={last}:{first}?")
    return first, last


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


def points(rows, key):
    """Arrays (steps, values) of one metric; records without it, or with None, NaN or a value
    beyond +-HUGE, skipped."""
    steps = []
    values = []
    for j, row in enumerate(rows):
        value = row.get(key)
        if isinstance(value, (int, float)) and math.isfinite(value) and abs(value) <= HUGE:
            steps.append(row.get("step", j))
            values.append(value)
    return np.array(steps), np.array(values, dtype=float)

# -----------------------------------------------------------------------------
# the run doctor: what looks wrong in a run, from which step, the evidence, and what to try.
# Each rule reads a few metrics by name and was calibrated on a run where the problem is known
# (the book's Qwen3-0.6B logs, the CPU demo's failure modes); the table in docs/reading_a_run.md
# gives each threshold and why. A rule returns a finding, None (nothing found), or the reason it
# could not run (a metric the log does not have).

GUIDE = "docs/reading_a_run.md"


def granularity(values, limit):
    """The smallest n <= limit for which every value is a multiple of 1/n (a share of n things:
    n answers a step, n evaluation problems), or None."""
    values = np.asarray(values, dtype=float)
    if len(values) == 0 or limit < 1:
        return None
    n = np.arange(1, int(limit) + 1)[:, None]
    scaled = n * values[None, :]
    # the logs round to 6 decimals (the book's CSVs) or not at all: allow that rounding, times n
    fits = np.all(np.abs(scaled - np.round(scaled)) <= 1e-6 * n + 1e-9, axis=1)
    if not fits.any():
        return None
    return int(np.argmax(fits)) + 1


def answers_per_step(rows, config):
    """Answers sampled per step: from the config, else from the rewards of a log whose answers score
    0 or 1 (the book's CSVs: 8); None when neither tells."""
    if config.get("prompts_per_step") and config.get("num_rollouts"):
        return config["prompts_per_step"] * config["num_rollouts"]
    _, rewards = points(rows, "reward_mean")
    return granularity(rewards, 1024)


def trailing(values, window, how="mean"):
    """Each point's trailing mean or median over the window (fewer points at the start). The median
    ignores single-step spikes (one wrong answer's entropy), the mean is right for shares."""
    values = np.asarray(values, dtype=float)
    if len(values) == 0:
        return values
    if how == "mean":
        return moving_average(values, window)
    padded = np.concatenate([np.full(window - 1, np.nan), values])
    return np.nanmedian(np.lib.stride_tricks.sliding_window_view(padded, window), axis=1)


def running_median(values):
    """m[i] = the median of values[0..i]: the run's own level so far, robust to spikes."""
    seen = []
    medians = np.empty(len(values))
    for i, value in enumerate(values):
        bisect.insort(seen, value)
        half = len(seen) // 2
        medians[i] = seen[half] if len(seen) % 2 else (seen[half - 1] + seen[half]) / 2
    return medians


def aligned(*series):
    """(steps, [values]) of several (steps, values) series over the steps they all have."""
    common = set(series[0][0])
    for x, _ in series[1:]:
        common &= set(x)
    steps = np.array(sorted(common))
    return steps, [y[np.isin(x, steps)] for x, y in series]


def stretches(cond, length):
    """(start, confirm, end) indices of each run of at least `length` consecutive true values: where
    it starts, the index that completes `length` of them, and its last index."""
    count = 0
    for i, c in enumerate(cond):
        count = count + 1 if c else 0
        if count == length:
            end = i
            while end + 1 < len(cond) and cond[end + 1]:
                end += 1
            yield i - length + 1, i, end


def first_stretch(cond, length):
    """The first of stretches(cond, length), or None."""
    return next(stretches(cond, length), None)


def raw_onset(x, raw_cond, start, window):
    """The first step, in the trailing window that made a smoothed condition true at index start,
    where the raw values meet it: where the problem began, rather than where its average did."""
    for i in range(max(0, start - window + 1), start + 1):
        if raw_cond[i]:
            return int(x[i])
    return int(x[start])


def g(value):
    """A number as the guide quotes it: 3 significant digits (whole numbers from 1,000 on)."""
    if 1000 <= abs(value) < 1e6:
        return f"{value:.0f}"
    return f"{value:.3g}"


def mean_between(rows, key, first, last):
    """The mean of a metric over steps first..last, or None."""
    x, y = points(rows, key)
    inside = y[(x >= first) & (x <= last)]
    return float(inside.mean()) if len(inside) else None


# what each rule says: a short label (the plot), what (one line), what to try, and the guide's
# section; a rule may say something more precise in its finding
TEXT = {
    "lr": dict(
        label="lr too high",
        what="learning rate too high: one update broke the model (the reward fell to about 0 in "
             "one step and stayed there)",
        fix="learning_rate lower; warmup_steps; grad_clip",
        section="failure mode 1",
        causes=["update_size"]),
    "collapse": dict(
        label="collapse",
        what="the collapse: the entropy rose tenfold (the answers turn to noise), then the reward "
             "fell",
        fix="resume from a checkpoint before it with learning_rate lower, clipping (clip_eps, one "
            "update per batch), loss_agg=token_mean; kl_coef with kl_estimator=k3",
        section='"entropy", "loss, pg_loss"',
        causes=["update_size"]),
    "entropy_rise": dict(
        label="entropy rising",
        what="entropy rising tenfold: the collapse's first sign (the reward has not fallen yet)",
        fix="keep a checkpoint from before it; watch reward_mean and eval_acc; learning_rate lower",
        section='"entropy"',
        causes=[]),
    "exploration": dict(
        label="exploration collapse",
        what="exploration collapse: the answers to each problem come out alike, so their rewards "
             "are equal and nothing is learned",
        fix="temperature up (1.0 is the default), num_rollouts up",
        section='"entropy", failure mode 2',
        causes=["exploration"]),
    "hacking": dict(
        label="reward hacking",
        what="reward hacking: the reward holds while correctness falls; it is earned by something "
             "other than right answers",
        fix="format_reward_if_correct=True or format_reward_weight lower; read samples.jsonl for "
            "how the reward is earned",
        section='"reward_mean, correct_mean", failure mode 4',
        causes=["reward_shape"]),
    "length": dict(
        label="run-away length",
        what="run-away length: the answers grew until max_new_tokens cuts them",
        fix="overlong_buffer (a soft length penalty, DAPO), mask_truncated=True, or max_new_tokens "
            "up",
        section='"resp_len_mean, truncated_frac"',
        causes=["length"]),
    "kl_strong": dict(
        label="kl holds",
        what="the KL term holds the policy at the starting model: the reward does not climb",
        fix="kl_coef lower, or 0",
        section='"kl", failure mode 5',
        causes=["kl_coef"]),
    "kl_runaway": dict(
        label="kl running away",
        what="KL running away: the policy is leaving the reference model",
        fix="learning_rate lower; kl_estimator=k3 (k1 has no pull back); kl_coef up",
        section='"kl"',
        causes=["update_size", "kl_coef"]),
    "off_policy": dict(
        label="off-policy",
        what="an off-policy sampler: the rollouts' probabilities are not the trainer's "
             "(top-p/top-k, bf16 or compiled decoding)",
        fix="tis_cap=2 (TIS), opsm_delta=0.1 (OPSM); keep_sampling_mask=True with top_p/top_k",
        section='"mismatch_kl, sample_kept_mass"',
        causes=["sampler"]),
    "eval_decline": dict(
        label="eval decline",
        what="eval_acc falls from its best",
        fix="evaluate more often (eval_interval) to bracket it",
        section='"eval_acc"',
        causes=[]),
    # their fixes depend on what the equal rewards mean: signal_meaning
    "no_signal": dict(
        label="no signal",
        what="no learning signal",
        fix="",
        section='"adv_std, zero_adv_frac"',
        causes=[]),
    "low_signal": dict(
        label="low signal",
        what="low signal: half or more of the groups teach nothing",
        fix="",
        section='"adv_std, zero_adv_frac"',
        causes=[]),
    # what they say depends on the evidence: fall_causes
    "reward_fall": dict(
        label="reward fell",
        what="the reward fell from a higher level",
        fix="",
        section='"reward_mean, correct_mean", "the run doctor"',
        causes=[]),
    "stall": dict(
        label="eval stalled",
        what="held-out accuracy stalled or slipped",
        fix="",
        section='"eval_acc", "ratio_mean, clip_frac"'),
    "sampling_noise": dict(
        label="sampling noise",
        what="sampling noise: greedy answers are right where sampled ones are wrong",
        fix="temperature lower (1.0 is the default)",
        section='"eval_acc", "entropy"',
        causes=["temperature_high"]),
}


def finding(rule, start, fired, end, evidence, kind="problem", **say):
    """A finding: from which step (start; the rule fired at step `fired`, and the problem lasts to
    `end`), the evidence (the few numbers), and TEXT[rule] (label, what, fix, section), any of which
    `say` replaces."""
    text = dict(TEXT[rule], **say)
    steps = dict(start=int(start), fired=int(fired), end=int(end))
    return dict(rule=rule, kind=kind, evidence=evidence, then=[], **steps, **text)


def has(rows, *keys):
    """True when the run logs every one of the keys on some step."""
    return all(points(rows, key)[0].size for key in keys)


def no_signal_series(rows):
    """(steps, share of groups with equal rewards, its name) or None: zero_adv_frac, else the steps
    whose advantages are all 0 (adv_std 0), the same share when a step has one group (the book)."""
    if has(rows, "zero_adv_frac"):
        return (*points(rows, "zero_adv_frac"), "zero_adv_frac")
    if has(rows, "adv_std"):
        x, s = points(rows, "adv_std")
        return x, (s < 1e-6).astype(float), "steps with adv_std 0"
    return None


def signal_meaning(share_right, rows, config, w, first):
    """(what equal rewards mean when a given share of the reward is earned from step `first` on,
    the flags that help, the causes it names). All wrong is about the data only when the run was
    never much better (else the policy got worse: fall_from_best, or a greedy accuracy that fell)
    and greedy answers are not much better either (else the sampling makes them wrong:
    noisy_evaluations)."""
    if share_right >= 0.8:
        meaning = "almost every answer is right: the problems are too easy for the model"
        return meaning, "harder train_data, or dynamic_sampling_rounds=2 to refill the groups", ["data"]
    if share_right <= 0.2:
        fall = fall_from_best(rows, config, w)
        if fall and fall["x"][fall["start"]] <= first + w:
            best_step = fall["x"][fall["best"]]
            meaning = (f"almost every answer is wrong, but {fall['key']} was "
                       f"{g(fall['level'][fall['best']])} by step {best_step}: the policy got worse, "
                       "not the data")
            fix = (f"resume from a checkpoint before step {best_step} with smaller updates "
                   "(learning_rate, updates per batch) or, above 1, a lower temperature")
            return meaning, fix, []
        declines = eval_declines(rows, config, "eval_acc") if has(rows, "eval_acc") else []
        if declines:
            step, acc, _, best_step, best, _ = declines[0]
            meaning = (f"almost every answer is wrong, and greedy accuracy fell from {g(best)} at "
                       f"step {best_step} to {g(acc)} at step {step}: the policy got worse, not the data")
            return meaning, f"resume from a checkpoint before step {step} with smaller updates", []
        noisy = noisy_evaluations(rows, config)
        if noisy:
            meaning = (f"almost every sampled answer is wrong, but greedy evaluation gets "
                       f"{g(noisy[-1]['greedy'])} at step {noisy[-1]['step']}: the sampling makes "
                       "them wrong")
            hot = config.get("temperature", 1.0) > 1
            return meaning, "temperature lower", ["temperature_high"] if hot else []
        meaning = ("almost every answer is wrong: the problems are too hard, or answers are not "
                   "graded as meant (read samples.jsonl)")
        return meaning, "easier train_data, num_rollouts up, or check the grader", ["data", "grader"]
    meaning = ("the answers to a problem come out alike (too little exploration), or each problem "
               "is trivial or out of reach")
    causes = ["exploration", "data"]
    group = config.get("num_rollouts", 0)
    if 0 < group <= 4:
        # a group of G answers to a problem solved with probability p is all equal with probability
        # p^G + (1 - p)^G: at G = 2, half the time even at p = 0.5
        meaning = (f"groups of {group} answers are too small to differ often, the answers come out "
                   "alike, or each problem is trivial or out of reach")
        causes = ["num_rollouts", "exploration", "data"]
    return meaning, "num_rollouts up, temperature up, or dynamic_sampling_rounds=2", causes


def share_right(rows, config, first, last):
    """(the mean reward over steps first..last as a share of the most a run pays, its text): equal
    rewards mean all right or all wrong by the reward, whatever it pays."""
    top = config.get("correct_reward_weight", 1) + config.get("format_reward_weight", 0)
    key = "reward_mean"
    if not config and has(rows, "correct_mean"):
        key = "correct_mean"
    if not config or top <= 0:
        top = 1
    level = mean_between(rows, key, first, last)
    if level is None:
        return 0.5, ""
    return level / top, f", {key} {g(level)}"


def right_answers(rows, config):
    """(steps, the share of the answers graded right at each step, its name): correct_mean where the
    log has it, else reward_mean over the most a run pays an answer (the book's CSVs)."""
    if has(rows, "correct_mean"):
        return (*points(rows, "correct_mean"), "correct_mean")
    x, r = points(rows, "reward_mean")
    top = config.get("correct_reward_weight", 1) + config.get("format_reward_weight", 0)
    return x, r / max(top, 1), "reward_mean"


def fall_from_best(rows, config, w):
    """Where the share of right answers fell from its best, or None: a window's mean at most half of
    the best window's before it, for 2 windows (a trend, not one hard batch), from a best window
    that held 20 right answers or more (then losing half of them is no chance: the healthy hard
    task dips to a third of its best for 2 steps, from 117; without the answers per step, 0.15 below).
    A dict: the steps x, the shares' name, their window means, and the indices of the best window's
    last step, the first fallen window's, the one that confirmed it and the last fallen one."""
    x, s, key = right_answers(rows, config)
    if len(s) < 3 * w:
        return None
    level = trailing(s, w)
    level[:w - 1] = np.nan  # full windows only
    best = np.fmax.accumulate(level)  # the best so far, nan skipped
    n = answers_per_step(rows, config)
    with np.errstate(invalid="ignore"):
        enough = best * n * w >= 20 if n else best - level >= 0.15
        fallen = (level <= 0.5 * best) & enough
    stretch = first_stretch(fallen, 2 * w)
    if not stretch:
        return None
    start, confirm, end = stretch
    return dict(x=x, key=key, level=level, best=int(np.nanargmax(level[:start])), start=start,
                confirm=confirm, end=end)


def greedy_and_sampled(rows, config):
    """[{step, greedy accuracy, sampled: the share right, cut: the share truncated, known: the step
    they are all in by}] at each evaluation whose samples are in: those of the model evaluated (the
    steps right after it) and as few more as make 64 answers (the demo: 1 step, the book: 8), else
    as many steps before it (the last evaluation)."""
    ex, acc = points(rows, "eval_acc")
    x, s, _ = right_answers(rows, config)
    tx, t = points(rows, "truncated_frac")
    n = answers_per_step(rows, config)
    k = math.ceil(64 / n) if n else 10
    pairs = []
    for step, a in zip(ex, acc):
        after = np.flatnonzero(x > step)[:k]
        near = after if len(after) == k else np.flatnonzero(x <= step)[-k:]
        if len(near) < k:
            continue
        cut = t[np.isin(tx, x[near])]
        pairs.append(dict(step=int(step), greedy=a, sampled=s[near].mean(),
                          cut=cut.mean() if len(cut) else 0.0, known=int(max(step, x[near[-1]]))))
    return pairs


def noisy_evaluations(rows, config):
    """The evaluations where greedy answers are right far more often than sampled ones: the sampled
    share at most a quarter of the greedy accuracy and 0.1 below it, with under 20% of the answers
    cut (a cut answer scores 0 in training; evaluation may allow more tokens). Healthy runs sample
    0.4-0.8 of their greedy accuracy (the demo 0.5 against 0.64 at the start, the hard task 0.05
    against 0.12, then 0.11 against 0.24); at temperature 1.8-3 the demo sampled under 0.03 of it.
    Above temperature 1 the flag itself spreads the samples, so half is enough: the basic task at
    temperature 1 samples 0.6-1.0 of its greedy accuracy (round three), the hard task 0.37 at its
    start. None counts when the evaluation samples too (eval_temperature above 0): its answers are
    not the greedy ones."""
    if config.get("eval_temperature"):
        return []
    share = 0.5 if config.get("temperature", 1.0) > 1 else 0.25
    pairs = greedy_and_sampled(rows, config)
    return [p for p in pairs
            if p["greedy"] - p["sampled"] >= 0.1 and p["sampled"] <= share * p["greedy"]
            and p["cut"] < 0.2]


def step_movement(rows, first, last):
    """How far each step moved the policy over steps first..last (several updates per batch): the
    medians of old_kl, ratio_std and clip_frac the log has, as text ('' with one update per batch,
    which logs neither old_kl nor ratio_std)."""
    if not (has(rows, "old_kl") or has(rows, "ratio_std")):
        return ""
    parts = []
    for key in ("old_kl", "ratio_std", "clip_frac"):
        x, y = points(rows, key)
        y = y[(x >= first) & (x <= last)]
        if len(y):
            parts.append(f"{key} {g(np.median(y))}")
    return ", ".join(parts)


def moved_far(rows, last):
    """True when, with several updates per batch, each step moved the policy far: old_kl (the KL of
    the old policy to the new, per token) at 0.005 or more, its median up to step `last`. The demo
    stalled at 0.010 (4 updates at 3e-4; 16 at 1e-4) and learned at 0.0033 (6 at 1e-4) and below."""
    x, kl = points(rows, "old_kl")
    kl = kl[x <= last]
    return len(kl) > 0 and np.median(kl) >= 0.005


def fall_causes(rows, config, first, last, greedy_held):
    """[(cause, text, what to try)] for a run that got worse while its problems stayed the same,
    the likeliest first: what changed is the policy, by its updates. The update size (the learning
    rate, and with several updates per batch how far the policy moves within a step); above
    temperature 1, sampling noise too, first when the greedy answers held (the policy's most likely
    answer is still right, its samples are not)."""
    lr = config.get("learning_rate")
    updates = config.get("inner_epochs", 1) * config.get("num_minibatches", 1)
    if updates > 1:
        text = (f"the update size: {updates} updates per batch (inner_epochs x num_minibatches) at "
                f"learning_rate {lr} move the policy too far in a step")
        moved = step_movement(rows, first, last)
        if moved:
            text += f" ({moved})"
        fix = "inner_epochs=1 and num_minibatches=1, or learning_rate lower"
    elif lr is not None:
        text = f"the update size: learning_rate {lr} is too high for this run"
        fix = f"learning_rate lower than {lr}"
    else:
        text = "the update size (learning_rate, updates per batch)"
        fix = "learning_rate lower"
    causes = [("update_size", text, fix)]
    temperature = config.get("temperature", 1.0)
    if temperature > 1:
        noise = (f"sampling noise: temperature {temperature} spreads the samples away from the "
                 "policy's most likely answer")
        causes.insert(0 if greedy_held else 1, ("temperature_high", noise, "temperature 1.0 or lower"))
    return causes


def drift_causes(rows, config, first, last):
    """[(cause, text, what to try)] for held-out accuracy that fell while the training reward held:
    overfitting to the training problems, a reward earned by something else, and with several
    updates per batch the update size first."""
    causes = [("overfitting", "overfitting to the training problems", "more or other train_data"),
              ("reward_shape", "a drift the reward does not see (read samples.jsonl)",
               "read samples.jsonl")]
    updates = config.get("inner_epochs", 1) * config.get("num_minibatches", 1)
    if updates > 1:
        update_size = fall_causes(rows, config, first, last, False)[0]
        if moved_far(rows, last):
            return [update_size]
        causes.insert(0, update_size)
    return causes


def say_causes(causes):
    """(the causes as a phrase: one, or 'it could be A, or B', what to try, their names)."""
    if len(causes) == 1:
        return f"cause: {causes[0][1]}", causes[0][2], [causes[0][0]]
    phrase = "it could be " + ", or ".join(text for _, text, _ in causes)
    return phrase, "; or ".join(fix for _, _, fix in causes), [name for name, _, _ in causes]


def rule_reward_fall(rows, config, w):
    """The reward fell from a higher level (fall_from_best): the problems did not change, so the
    policy did. The finding names what changes a policy (fall_causes) with the evidence: the greedy
    evaluation, the entropy against the run's start, the length, the per-step movement."""
    if not has(rows, "reward_mean"):
        return "needs reward_mean"
    fall = fall_from_best(rows, config, w)
    if not fall:
        return None
    x, level, b = fall["x"], fall["level"], fall["best"]
    start, confirm, end = fall["start"], fall["confirm"], fall["end"]
    evidence = (f"{fall['key']} {g(level[b])} (steps {x[max(0, b - w + 1)]}-{x[b]}) -> "
                f"{g(level[confirm])} (steps {x[confirm - w + 1]}-{x[confirm]})")
    # the greedy answers: their best up to the fall against the last evaluation
    greedy_held = False
    ex, acc = points(rows, "eval_acc")
    before = ex <= x[start]
    if before.any() and ex[-1] > x[start]:
        top = int(np.argmax(np.where(before, acc, -1)))
        evidence += f"; eval_acc {g(acc[top])} at step {ex[top]} -> {g(acc[-1])} at step {ex[-1]}"
        greedy_held = acc[-1] >= acc[top] - 0.05
    entropy_x, entropy = points(rows, "entropy")
    if len(entropy) >= 2 * w:
        now = entropy[(entropy_x >= x[start]) & (entropy_x <= x[end])]
        if len(now):
            start_level = np.median(entropy[:w])
            evidence += f"; entropy {g(start_level)} (the run's start) -> {g(np.median(now))}"
    cut_before = mean_between(rows, "truncated_frac", x[0], x[b])
    cut_after = mean_between(rows, "truncated_frac", x[start], x[end])
    if cut_before is not None and cut_after is not None:
        evidence += f"; truncated_frac {g(cut_before)} -> {g(cut_after)}"
    moved = step_movement(rows, x[0], x[end])
    if moved:
        evidence += f"; per step: {moved}"
    phrase, fix, names = say_causes(fall_causes(rows, config, x[0], x[end], greedy_held))
    what = (f"{fall['key']} fell from {g(level[b])} to {g(level[confirm])}: the problems did not "
            f"change, the policy did; {phrase}")
    fix = f"{fix}; resume from a checkpoint before step {x[start]}"
    return finding("reward_fall", x[start], x[confirm], x[end], evidence, what=what, fix=fix,
                   causes=names)


def rule_sampling_noise(rows, config, w):
    """Greedy answers right far more often than sampled ones (noisy_evaluations), with no cut
    answers to explain it: the samples are noise around a policy that knows the answer, and a
    group of noisy answers teaches little. Found once the samples of the model evaluated are in
    (greedy_and_sampled). Above temperature 1 that is the cause; at 1 or below it could be the sampling all the same, a
    policy whose spread grew (the entropy at 3x the run's start) or training problems harder than
    the evaluation's."""
    if not has(rows, "eval_acc", "reward_mean"):
        return "needs eval_acc and reward_mean"
    noisy = noisy_evaluations(rows, config)
    if not noisy:
        return None
    x, _ = points(rows, "reward_mean")
    first = noisy[0]
    start = max(first["step"], int(x[0]))
    fired = first["known"]
    evidence = (f"greedy eval_acc {g(first['greedy'])} against {g(first['sampled'])} of the sampled "
                f"answers right at step {first['step']}; at {len(noisy)} evaluation(s)")
    _, entropy = points(rows, "entropy")
    spread_grew = False
    if len(entropy) >= 2 * w:
        start_level, now = np.median(entropy[:w]), np.median(entropy[-w:])
        evidence += f"; entropy {g(start_level)} (the run's start) -> {g(now)}"
        spread_grew = now >= 3 * start_level
    temperature = config.get("temperature")
    if temperature is not None:
        evidence += f"; temperature {temperature}"
    if temperature is not None and temperature > 1:
        return finding("sampling_noise", start, fired, x[-1], evidence,
                       what=f"sampling noise: greedy answers are right where sampled ones are wrong; "
                            f"cause: temperature {temperature} spreads the samples",
                       fix=f"temperature lower than {temperature}")
    # at temperature 1 or below: the samples are far from the most likely answer all the same
    noise = "sampling noise (a lower temperature samples closer to the greedy answer)"
    harder = "training problems harder than the evaluation's"
    causes = [("temperature_high", noise, "temperature lower"),
              ("data", harder, "compare train_data and eval_data")]
    if spread_grew:
        causes.insert(0, ("update_size", "a policy whose spread grew (the entropy against the run's "
                                         "start): the update size", "learning_rate lower"))
    phrase, fix, names = say_causes(causes)
    return finding("sampling_noise", start, fired, x[-1], evidence,
                   what=f"sampled answers far worse than greedy ones; {phrase}", fix=fix, causes=names)


def rule_no_signal(rows, config, w):
    """Most groups have equal rewards, so most of the step teaches nothing. A problem at >= 90% of
    the groups for 2 windows (a step then trains one group in ten); a note at >= 50% over the run,
    its first window left out (the starting model's)."""
    series = no_signal_series(rows)
    if series is None:
        return "needs zero_adv_frac (or adv_std)"
    x, z, source = series
    stretch = first_stretch(trailing(z, w) >= 0.9, w)
    if stretch:
        start, confirm, end = stretch
        onset = raw_onset(x, z >= 0.9, start, w)
        share, level = share_right(rows, config, onset, x[end])
        meaning, fix, causes = signal_meaning(share, rows, config, w, onset)
        evidence = f"{source} {g(z[start:end + 1].mean())} over steps {onset}-{x[end]}{level}"
        what = f"no learning signal: {meaning}"
        return finding("no_signal", onset, x[confirm], x[end], evidence, what=what, fix=fix,
                       causes=causes)
    late = x > x[0] + w
    if late.sum() < 4 * w or z[late].mean() < 0.5:
        return None
    x, z = x[late], z[late]
    # fired: the first step, after 4 windows, where the share so far reaches half
    so_far = np.cumsum(z) / np.arange(1, len(z) + 1)
    fired = next((x[i] for i in range(4 * w - 1, len(z)) if so_far[i] >= 0.5), x[-1])
    share, level = share_right(rows, config, x[0], x[-1])
    meaning, fix, causes = signal_meaning(share, rows, config, w, x[0])
    evidence = f"{source} {g(z.mean())} over steps {x[0]}-{x[-1]}{level}"
    return finding("low_signal", x[0], fired, x[-1], evidence, kind="note",
                   what=f"low signal: half or more of the groups teach nothing; {meaning}", fix=fix,
                   causes=causes)


def rule_exploration(rows, config, w):
    """Exploration collapse: the answers to a problem come out alike. The entropy of a whole answer
    (entropy per token x tokens) under 0.5 nats, so that a second sample is mostly the first one
    again, with >= 80% of the groups equal, for a window."""
    series = no_signal_series(rows)
    if series is None or not has(rows, "entropy", "resp_len_mean"):
        return "needs entropy, resp_len_mean and zero_adv_frac (or adv_std)"
    zx, z, source = series
    entropy_series = points(rows, "entropy")
    length_series = points(rows, "resp_len_mean")
    x, (entropy, length, z) = aligned(entropy_series, length_series, (zx, z))
    per_answer = entropy * length
    alike = (trailing(per_answer, w, "median") < 0.5) & (trailing(z, w) >= 0.8)
    stretch = first_stretch(alike, w)
    if not stretch:
        return None
    start, confirm, end = stretch
    onset = raw_onset(x, (per_answer < 0.5) & (z >= 0.8), start, w)
    span = slice(start, end + 1)
    per_token = np.median(entropy[span])
    evidence = (f"entropy {g(np.median(per_answer[span]))} nats per answer ({g(per_token)} per token) "
                f"and {source} {g(z[span].mean())} over steps {onset}-{x[end]}")
    if "temperature" in config:
        evidence += f"; sampling temperature {config['temperature']}"
    return finding("exploration", onset, x[confirm], x[end], evidence)


def length_cap(rows, config):
    """max_new_tokens from the config, else the largest mean answer length if several steps sit
    exactly on it (every answer of those steps was cut there: the book's 1024)."""
    if config.get("max_new_tokens"):
        return config["max_new_tokens"]
    _, lengths = points(rows, "resp_len_mean")
    if len(lengths) and np.sum(lengths == lengths.max()) >= 3:
        return float(lengths.max())
    return None


def rule_length(rows, config, w):
    """Answers cut at max_new_tokens, which score about 0: >= 30% cut (truncated_frac's mean over
    2 windows; the hard demo task cuts 16% by design, at most 23% over 2 windows, and trains well),
    or, where that is not logged, a window's median length at >= 75% of the cap; for a window. From
    the start: the limit is too short; later: run-away length."""
    cap = length_cap(rows, config)
    if has(rows, "truncated_frac"):
        key, threshold = "truncated_frac", 0.3
        x, y = points(rows, key)
        level = trailing(y, 2 * w)
    elif cap and has(rows, "resp_len_mean"):
        key, threshold = "resp_len_mean", 0.75 * cap
        x, y = points(rows, key)
        level = trailing(y, w, "median")
    else:
        return "needs truncated_frac, or resp_len_mean and max_new_tokens"
    stretch = first_stretch(level >= threshold, w)
    if not stretch:
        return None
    start, confirm, end = stretch
    onset = raw_onset(x, y >= threshold, start, w)
    evidence = f"{key} {g(y[start:end + 1].mean())} over steps {onset}-{x[end]}"
    length = mean_between(rows, "resp_len_mean", onset, x[end])
    if key == "truncated_frac" and length is not None:
        evidence += f", resp_len_mean {g(length)}"
    if cap:
        evidence += f", against max_new_tokens {g(cap)}"
    if start >= w:
        before = mean_between(rows, "resp_len_mean", x[0], onset - 1)
        if before is not None:
            evidence += f" (resp_len_mean {g(before)} before step {onset})"
        return finding("length", onset, x[confirm], x[end], evidence)
    return finding("length", onset, x[confirm], x[end], evidence, label="truncation",
                   what="answers cut at max_new_tokens from the start: the limit is too short for "
                        "this task",
                   fix="max_new_tokens up; mask_truncated=True leaves cut answers out of the loss",
                   section='"resp_len_mean, truncated_frac", failure mode 3')


def rise_levels(rows, key, w, floor=0.0):
    """(steps, values, trailing medians, the run's level before each window: the median of every
    point before it, at least a window of them, and at least floor) of a metric."""
    x, y = points(rows, key)
    level = trailing(y, w, "median")
    before = np.full(len(y), np.inf)
    if len(y) >= 2 * w:
        before[2 * w - 1:] = running_median(y)[w - 1:-w]
    return x, y, level, np.maximum(before, max(floor, 1e-12))


def rise_onset(y, before, factor, start, w):
    """The first raw point at factor x the level, in the window that made the trailing median get
    there at index start."""
    window = range(max(0, start - w + 1), start + 1)
    return next((i for i in window if y[i] >= factor * before[start]), start)


def rise(rows, key, w, factor, floor=0.0):
    """(steps, values, trailing medians, None or (onset index, confirming index, level before)) of
    the first rise of a metric's trailing median to factor x the run's level, held 2 points."""
    x, y, level, before = rise_levels(rows, key, w, floor)
    stretch = first_stretch(level >= factor * before, 2)
    if not stretch:
        return x, y, level, None
    start, confirm, _ = stretch
    return x, y, level, (rise_onset(y, before, factor, start, w), confirm, before[start])


def rule_collapse(rows, config, w):
    """The collapse: the reward's window mean falls to half its mean before (and by 0.15) for a
    window, while the entropy's window median is 10x the run's level, or was in the 2 windows
    before: the answers turn to noise. 10x: the book's collapses reach 17-38x, the healthy 7.4 at
    most 7.7x. Without entropy in the log (the ch06 CSV) the length at 1.5x stands in for it."""
    if not has(rows, "reward_mean"):
        return "needs reward_mean"
    key, factor = "entropy", 10
    if not has(rows, "entropy"):
        key, factor = "resp_len_mean", 1.5
        if not has(rows, key):
            return "needs entropy or resp_len_mean"
    x, y, level, before = rise_levels(rows, key, w)
    risen = level >= factor * before
    rx, r = points(rows, "reward_mean")
    rs = trailing(r, w)
    reward_before = np.full(len(r), np.nan)
    reward_before[w:] = (np.cumsum(r) / np.arange(1, len(r) + 1))[:-w]
    fallen = (rs <= 0.5 * reward_before) & (reward_before - rs >= 0.15)
    for fall_start, fall_confirm, _ in stretches(fallen, w):
        near = risen & (x >= rx[fall_start] - 2 * w) & (x <= rx[fall_confirm])
        if not near.any():
            continue
        # the rise that was on when the reward fell, back to where it began
        j = int(np.argmax(near))
        while j > 0 and risen[j - 1]:
            j -= 1
        onset = int(x[rise_onset(y, before, factor, j, w)])
        fired = int(rx[fall_confirm])
        rise_text = f"{key} {g(before[j])} (the run's level) -> {g(level[j:].max())} (median of {w} steps)"
        fall_text = (f"reward_mean {g(reward_before[fall_start])} (mean before) -> "
                     f"{g(rs[fall_confirm])} (mean of {w} steps) by step {fired}")
        evidence = f"{rise_text} from step {onset}; {fall_text}"
        length_before = mean_between(rows, "resp_len_mean", 0, onset - 1)
        length_after = mean_between(rows, "resp_len_mean", onset, rx[-1])
        if key == "entropy" and length_before is not None and length_after is not None:
            evidence += f"; resp_len_mean {g(length_before)} -> {g(length_after)}"
        what = TEXT["collapse"]["what"]
        if key != "entropy":
            what = ("the collapse: the answers grew long, then the reward fell (no entropy in the log "
                    "to confirm it)")
        fix = TEXT["collapse"]["fix"].replace("before it", f"before step {onset}")
        causes = TEXT["collapse"]["causes"]
        if config:
            # what changed the policy, from the flags: a temperature above 1 is a cause too
            phrase, _, causes = say_causes(fall_causes(rows, config, rx[0], rx[-1], False))
            what += f"; {phrase}"
        return finding("collapse", onset, fired, rx[-1], evidence, what=what, fix=fix, causes=causes)
    return None


def rule_entropy_rise(rows, config, w):
    """The collapse's first sign, before the reward falls: the entropy at 10x the run's level."""
    if not has(rows, "entropy"):
        return "needs entropy"
    x, y, level, found = rise(rows, "entropy", w, 10)
    if not found:
        return None
    onset, confirm, before = found
    peak = level[onset:].max()
    evidence = f"entropy {g(before)} (the run's level) -> {g(peak)} (median of {w} steps) from step {x[onset]}"
    return finding("entropy_rise", x[onset], x[confirm], x[-1], evidence, kind="warning")


def rule_lr(rows, config, w):
    """A learning rate too high: one update breaks the model. The share of right answers
    (right_answers: a reward with penalties can fall below 0 for other reasons) falls to a fifth of
    the previous window's mean in one step and the next window's mean stays there, from a window at
    half the run's best or more (a model working at its level, not one already in decline). Only
    with 10 or more expected right answers a step, so that one step's fall is more than one hard
    batch."""
    if not has(rows, "reward_mean"):
        return "needs reward_mean"
    n = answers_per_step(rows, config)
    if not n:
        return "needs the answers per step (prompts_per_step x num_rollouts in the config)"
    x, r, key = right_answers(rows, config)
    windows = trailing(r, w)
    windows[:w - 1] = np.nan  # full windows only
    best = np.fmax.accumulate(windows)  # the best window so far (nan before the first)
    for k in range(1, len(r) - w + 1):
        level = r[max(0, k - w):k].mean()
        after = r[k:k + w].mean()
        declining = level < 0.5 * best[k - 1]  # False before the first full window
        if level * n < 10 or declining or r[k] > 0.2 * level or after > 0.2 * level:
            continue
        before = f"steps {x[max(0, k - w)]}-{x[k - 1]}" if k > 1 else f"step {x[0]}"
        evidence = (f"{key} {g(level)} ({before}) -> {g(r[k])} at step {x[k]}, {g(after)} over "
                    f"steps {x[k]}-{x[k + w - 1]}")
        # the update that broke the model is the step before the fall's
        gx, grad = points(rows, "grad_norm")
        if np.any(gx == x[k - 1]):
            evidence += f"; grad_norm {g(grad[gx == x[k - 1]][0])} at step {x[k - 1]}"
            if np.any(gx < x[k - 1]):
                evidence += f" (median before: {g(np.median(grad[gx < x[k - 1]]))})"
        ex, e = points(rows, "entropy")
        e_before = e[ex < x[k]]
        e_after = e[(ex >= x[k]) & (ex <= x[k + w - 1])]
        if len(e_before) and len(e_after):
            evidence += f"; entropy {g(np.median(e_before))} -> {g(np.median(e_after))}"
        fix = TEXT["lr"]["fix"]
        if "learning_rate" in config:
            fix = f"learning_rate lower than {config['learning_rate']}; warmup_steps; grad_clip"
        updates = config.get("inner_epochs", 1) * config.get("num_minibatches", 1)
        if updates > 1:
            what = (f"update size too large: one step's {updates} updates (inner_epochs x "
                    "num_minibatches) broke the model (the reward fell to about 0 and stayed there)")
            fix = "inner_epochs=1 and num_minibatches=1, or " + fix
            return finding("lr", x[k], x[k + w - 1], x[-1], evidence, what=what, fix=fix)
        return finding("lr", x[k], x[k + w - 1], x[-1], evidence, fix=fix)
    return None


def rule_kl_strong(rows, config, w):
    """A KL term too strong: the policy is held at the starting model. With kl_coef > 0, from the
    fifth window on, the kl stays tiny (a median of 3 windows < 0.01 nats per token) while the
    reward has gained less than 0.05 since its first window, for a window (a healthy run gains
    that in a few windows: the demo 0.1 in 10 steps, the book 0.3 in 50)."""
    if not has(rows, "kl", "reward_mean"):
        return "needs kl and reward_mean"
    if not config:
        return "needs kl_coef from the config"
    if not config.get("kl_coef"):
        return None
    x, (kl, r) = aligned(points(rows, "kl"), points(rows, "reward_mean"))
    if len(x) < 5 * w:
        return None
    first = r[:w].mean()
    kl_level = trailing(kl, 3 * w, "median")
    rs = trailing(r, w)
    held = (kl_level < 0.01) & (rs - first < 0.05) & (np.arange(len(x)) >= 5 * w - 1)
    stretch = first_stretch(held, w)
    if not stretch:
        return None
    _, confirm, end = stretch
    evidence = (f"kl {g(kl_level[confirm])} per token (median of {3 * w} steps) at step {x[confirm]}; "
                f"reward_mean {g(first)} over the first {w} steps -> {g(rs[confirm])} (mean of {w} "
                "steps)")
    _, evals = points(rows, "eval_acc")
    if len(evals) > 1:
        evidence += f"; eval_acc {g(evals[0])} -> {g(evals[-1])}"
    return finding("kl_strong", x[0], x[confirm], x[end], evidence,
                   fix=f"kl_coef lower than {config['kl_coef']}, or 0")


def rule_kl_runaway(rows, config, w):
    """KL running away: the policy leaves the reference fast. The kl's window median at 10x the
    run's level, a level under 0.1 counting as 0.1 (so at least 1): the k1 estimate is often below
    0 (the book's 7.5), and 10x nothing is nothing."""
    if not has(rows, "kl"):
        return "needs kl"
    x, y, level, found = rise(rows, "kl", w, 10, floor=0.1)
    if not found:
        return None
    onset, confirm, before = found
    evidence = f"kl {g(before)} (the run's level) -> {g(level[onset:].max())} from step {x[onset]}"
    return finding("kl_runaway", x[onset], x[confirm], x[-1], evidence)


def rule_off_policy(rows, config, w):
    """The sampler's distribution is not the trainer's: mismatch_kl (per token) x the answer length
    (the log-ratio of a whole answer) >= 0.1 for a window: an answer's importance weight is off by
    about 10% or more. A note when tis_cap, opsm_delta or keep_sampling_mask corrects it."""
    if not has(rows, "mismatch_kl", "resp_len_mean"):
        return "needs mismatch_kl and resp_len_mean"
    x, (mismatch, length) = aligned(points(rows, "mismatch_kl"), points(rows, "resp_len_mean"))
    per_answer = mismatch * length
    stretch = first_stretch(trailing(per_answer, w, "median") >= 0.1, w)
    if not stretch:
        return None
    start, confirm, end = stretch
    onset = raw_onset(x, per_answer >= 0.1, start, w)
    span = slice(start, end + 1)
    evidence = (f"mismatch_kl {g(np.median(mismatch[span]))} per token, "
                f"{g(np.median(per_answer[span]))} per answer, steps {onset}-{x[end]}")
    remedies = ("tis_cap", "opsm_delta", "keep_sampling_mask")
    corrections = [f"{flag}={config[flag]}" for flag in remedies if config.get(flag)]
    if corrections:
        return finding("off_policy", onset, x[confirm], x[end], evidence, kind="note",
                       what="an off-policy sampler, corrected by " + ", ".join(corrections),
                       fix="watch tis_weight_mean and opsm_frac")
    return finding("off_policy", onset, x[confirm], x[end], evidence)


def eval_keys(rows):
    """eval_acc, and the eval_acc of each later eval set (a resume that changed eval_data)."""
    return sorted({k for row in rows for k in row if k.startswith("eval_acc")})


def eval_count(accuracies, config):
    """How many problems an evaluation has: eval_max_items when every accuracy is a share of it
    (the eval set has that many problems unless it is smaller), else read off the accuracies'
    granularity (accuracies of 0 and 7/30 fit 30 problems as well as 300)."""
    limit = config.get("eval_max_items")
    n = granularity(accuracies, limit or 10000)
    if limit and n and limit % n == 0:
        return limit
    return n or limit or 10000


def eval_declines(rows, config, key):
    """[(step, accuracy, first step of the decline, best step, best accuracy, standard error)] of
    the evaluations that fell clearly below the best before them: by 3 standard errors of a difference
    of two accuracies, sqrt(2p(1-p)/n) with n problems read off the accuracies' granularity, or by
    2 at two evaluations in a row. The decline starts at the first of the evaluations since the best
    that all stayed a standard error below it."""
    x, a = points(rows, key)
    n = eval_count(a, config)
    declines = []
    below_2 = False
    since = None
    for i in range(1, len(a)):
        best = int(np.argmax(a[:i]))
        p = min(max(a[best], 0.05), 0.95)
        se = math.sqrt(2 * p * (1 - p) / n)
        drop = a[best] - a[i]
        if drop < se:
            since = None
        elif since is None or since <= best:
            since = i
        if drop >= 3 * se or (drop >= 2 * se and below_2):
            declines.append((int(x[i]), a[i], int(x[since]), int(x[best]), a[best], se))
        below_2 = drop >= 2 * se
    return declines


def reward_before_eval(rows, key, step, w):
    """The mean training reward over the steps since the evaluation before the one at `step`; for
    an evaluation before training (step 0), over the first w steps, sampled by the model evaluated."""
    ex, _ = points(rows, key)
    earlier = ex[ex < step]
    since = earlier[-1] if len(earlier) else -1
    before = mean_between(rows, "reward_mean", since + 1, step)
    if before is None:
        return mean_between(rows, "reward_mean", step + 1, step + w)
    return before


def keep_checkpoint(step, config):
    """Which checkpoint to keep for the best evaluation, at `step`."""
    if step == 0:
        return "the starting model was the best (model_dir)"
    every = config.get("ckpt_interval")
    if every is None:
        return f"keep the checkpoint of step {step}, if the run saved one"
    if every and step % every == 0 and not config.get("keep_ckpts"):
        return f"keep ckpt_{step:06d}"
    return (f"ckpt_{step:06d} exists only if ckpt_interval ({every}) divides {step} and keep_ckpts "
            f"({config.get('keep_ckpts')}) did not prune it: ckpt_interval=eval_interval and "
            "keep_ckpts=0 keep it")


def rule_eval_decline(rows, config, w):
    """eval_acc falling from the run's best (eval_declines), with the checkpoint to keep."""
    keys = eval_keys(rows)
    if not keys:
        return "needs eval_acc"
    for key in keys:
        declines = eval_declines(rows, config, key)
        if not declines:
            continue
        step, acc, onset, best_step, best, se = declines[0]
        evidence = f"{key} {g(best)} at step {best_step} -> {g(acc)} at step {step}"
        evidence += f" (standard error {g(se)})"
        what = TEXT["eval_decline"]["what"]
        then = reward_before_eval(rows, key, best_step, w)
        now = reward_before_eval(rows, key, step, w)
        fix = keep_checkpoint(best_step, config) + "; " + TEXT["eval_decline"]["fix"]
        causes = []
        if then is not None and now is not None:
            evidence += f"; training reward_mean {g(then)} -> {g(now)} over the steps before each"
            if now >= 0.85 * then:
                # the problems it trains on still go well: what the reward does not see
                phrase, _, causes = say_causes(drift_causes(rows, config, best_step, step))
                what += f" while the training reward holds; {phrase}"
            else:
                # a policy that got worse on both: what changed it
                phrase, more, causes = say_causes(fall_causes(rows, config, best_step, step, False))
                what += f", and the training reward with it: the policy got worse; {phrase}"
                fix = f"{more}; {fix}"
        last = points(rows, key)[0][-1]
        return finding("eval_decline", onset, step, last, evidence, what=what, fix=fix,
                       causes=causes)
    return None


def early_dip(rows, config, w):
    """(the share right of the starting model's samples, the lowest window mean of the next 5
    windows, the step that window ends) when the first updates made the answers worse, by 0.1 and
    a fifth at least, else None. The starting model's samples: the first steps that hold 64
    answers (the demo: step 1; the book: 8 steps). A healthy run rises from its first step."""
    x, s, _ = right_answers(rows, config)
    n = answers_per_step(rows, config)
    k = math.ceil(64 / n) if n else w
    if len(s) < k + 5 * w:
        return None
    first = s[:k].mean()
    windows = trailing(s[k:k + 5 * w], w)[w - 1:]  # full windows only
    low = int(np.argmin(windows))
    if first - windows[low] < 0.1 or windows[low] > 0.8 * first:
        return None
    return first, windows[low], int(x[k + w - 1 + low])


def rule_stall(rows, config, w):
    """Held-out accuracy that stalled: the latest evaluation under 1.5 standard errors of a
    difference above the first and not 2 below it (a fall is an eval decline), 10 windows into the
    run at least (the healthy demo gains 8 points in its first 20 steps). What held it is read
    from the evidence: with several updates per batch, how far each step moved the policy
    (moved_far; the clip fraction can stay low all the same, as clipping acts on one side of each
    token's advantage); a reward that fell after the first updates (early_dip). Either is the
    update size; without either, what it could be."""
    if not has(rows, "eval_acc", "reward_mean"):
        return "needs eval_acc and reward_mean"
    ex, a = points(rows, "eval_acc")
    reward_x, _ = points(rows, "reward_mean")
    if ex[0] > reward_x[0]:
        return None  # no evaluation of the starting model to gain from
    n = eval_count(a, config)
    for i in range(2, len(a)):
        p = min(max(a[0], a[i], 0.05), 0.95)
        se = math.sqrt(2 * p * (1 - p) / n)
        if ex[i] - ex[0] >= 10 * w and -2 * se < a[i] - a[0] < 1.5 * se:
            break
    else:
        return None
    evidence = (f"eval_acc {g(a[0])} at step {ex[0]} -> {g(a[i])} at step {ex[i]}, best "
                f"{g(a[:i + 1].max())} (standard error of a difference {g(se)})")
    updates = config.get("inner_epochs", 1) * config.get("num_minibatches", 1)
    moved = step_movement(rows, ex[0], ex[i])
    if moved:
        evidence += f"; per step: {moved}"
    far = moved_far(rows, ex[i])
    dip = early_dip(rows, config, w)
    if dip:
        evidence += (f"; the share right {g(dip[0])} (the starting model's samples) -> {g(dip[1])} "
                     f"(mean of {w} steps to step {dip[2]})")
    update_size = fall_causes(rows, config, ex[0], ex[i], False)[0]
    if far or dip:
        phrase, fix, causes = say_causes([update_size])
    else:
        candidates = [("data", "training problems that do not carry over to the evaluation's",
                       "compare train_data and eval_data")]
        # a run that does not learn is a problem whatever the cause; several updates per batch stay
        # the first suspect, with one the learning rate either way (l1 at 5e-4, l26 at 1e-5)
        if updates > 1:
            candidates[:0] = [update_size, ("learning_rate_low", "steps too small to learn "
                                            "(learning_rate)", "learning_rate higher")]
        else:
            size = ("update_size", "the update size (learning_rate too high: updates that "
                    "overshoot; or too low: updates that teach little)", "another learning_rate")
            candidates.insert(0, size)
        if config.get("kl_coef"):
            # a KL term holds the policy near the start even when its kl is not tiny (kl_strong)
            candidates.insert(0, ("kl_coef", f"the KL term (kl_coef {config['kl_coef']}) holding "
                                  "the policy at the starting model", "kl_coef lower"))
        phrase, fix, causes = say_causes(candidates)
    start = max(ex[0], reward_x[0])
    return finding("stall", start, ex[i], ex[-1], evidence,
                   what=f"held-out accuracy stalled; {phrase}", fix=fix, causes=causes)


def reward_parts(config, rows):
    """What a run pays besides correctness (empty: the reward is correctness)."""
    if not config:
        # a book CSV logs a format reward only when it pays one (7.6)
        return ["format"] if has(rows, "format_reward_mean") else []
    parts = []
    if config.get("correct_reward_weight", 1) == 0:
        parts.append("no correctness (correct_reward_weight=0)")
    if config.get("format_reward_weight"):
        parts.append("format")
    if config.get("overlong_buffer"):
        parts.append("overlong penalty")
    if config.get("unboxed_reward"):
        parts.append("unboxed answers")
    return parts


def rule_hacking(rows, config, w):
    """Reward hacking: the reward holds or rises while correctness falls, in a run that pays
    something besides correctness (a format reward, ...). correct_mean's window mean 0.1 below its
    best and at most 80% of it for a window, while the reward fell less than half as much; without
    correct_mean, an eval decline (eval_declines) while the reward held within 15%. A reward that
    pays nothing for right answers is hacked by construction."""
    if not has(rows, "reward_mean"):
        return "needs reward_mean"
    parts = reward_parts(config, rows)
    if not parts:
        return None
    pays = f"; the run pays {', '.join(parts)}"
    # what to try depends on what else the reward pays
    fixes = {"format": TEXT["hacking"]["fix"],
             "overlong penalty": "overlong_penalty lower or overlong_buffer smaller (the penalty "
                                 "outweighs right answers), or max_new_tokens up",
             "unboxed answers": "unboxed_reward lower"}
    fix = "; ".join(fixes[part] for part in parts if part in fixes)
    if config.get("correct_reward_weight", 1) == 0:
        x, r = points(rows, "reward_mean")
        evidence = f"reward_mean {g(r[:w].mean())} -> {g(r[-w:].mean())} (first and last {w} steps)"
        what = "reward hacking by construction: the reward pays nothing for right answers"
        return finding("hacking", x[0], x[0], x[-1], evidence + pays, what=what,
                       fix="correct_reward_weight=1 (the default)")
    if has(rows, "correct_mean"):
        x, (c, r) = aligned(points(rows, "correct_mean"), points(rows, "reward_mean"))
        cs = trailing(c, w)
        rs = trailing(r, w)
        # the index of the best correct_mean so far, at each index
        at_best = cs == np.maximum.accumulate(cs)
        best = np.maximum.accumulate(np.where(at_best, np.arange(len(cs)), 0))
        drop = cs[best] - cs
        fell = (drop >= 0.1) & (cs <= 0.8 * cs[best]) & (rs[best] - rs < drop / 2)
        stretch = first_stretch(fell, w)
        if not stretch:
            return None
        start, confirm, end = stretch
        b = best[start]
        evidence = (f"correct_mean {g(cs[b])} (step {x[b]}) -> {g(cs[end])} (step {x[end]}) while "
                    f"reward_mean {g(rs[b])} -> {g(rs[end])}{pays}")
        return finding("hacking", x[b], x[confirm], x[end], evidence, fix=fix)
    if not eval_keys(rows):
        return "needs correct_mean or eval_acc"
    for key in eval_keys(rows):
        for step, acc, onset, best_step, best, se in eval_declines(rows, config, key):
            then = reward_before_eval(rows, key, best_step, w)
            now = reward_before_eval(rows, key, step, w)
            if then is None or now is None or now < 0.85 * then:
                continue
            evidence = (f"{key} {g(best)} (step {best_step}) -> {g(acc)} (step {step}) while "
                        f"reward_mean {g(then)} -> {g(now)} over the steps before each")
            share_then = mean_between(rows, "format_reward_mean", 0, best_step)
            share_now = mean_between(rows, "format_reward_mean", best_step + 1, step)
            if share_then is not None and share_now is not None:
                evidence += f", format_reward_mean {g(share_then)} -> {g(share_now)}"
            what = TEXT["hacking"]["what"].replace("correctness", "accuracy")
            last = points(rows, "reward_mean")[0][-1]
            return finding("hacking", onset, step, last, evidence + pays, what=what, fix=fix)
    return None


# the rules, in the order of the report for findings that start at the same step
RULES = [rule_lr, rule_collapse, rule_entropy_rise, rule_exploration, rule_hacking, rule_length,
         rule_kl_strong, rule_kl_runaway, rule_off_policy, rule_reward_fall, rule_sampling_noise,
         rule_eval_decline, rule_stall, rule_no_signal]
# root causes and what follows from them: a consequence that starts at its cause or after it (or
# up to a window before: the length led 7.5's collapse by a few steps) is listed under the cause
EXPLAINS = {
    "lr": {"collapse", "entropy_rise", "exploration", "length", "kl_runaway", "eval_decline",
           "no_signal", "low_signal", "reward_fall", "sampling_noise", "stall"},
    "collapse": {"lr", "entropy_rise", "length", "kl_runaway", "eval_decline", "no_signal",
                 "low_signal", "reward_fall", "sampling_noise", "stall"},
    "exploration": {"no_signal", "low_signal", "stall"},
    "hacking": {"eval_decline", "no_signal", "low_signal", "length", "reward_fall", "stall"},
    "length": {"no_signal", "low_signal", "sampling_noise", "stall"},
    "kl_strong": {"stall"},
    "reward_fall": {"entropy_rise", "length", "eval_decline", "no_signal", "low_signal",
                    "sampling_noise", "kl_runaway", "stall"},
    "sampling_noise": {"no_signal", "low_signal", "reward_fall", "eval_decline", "entropy_rise",
                       "stall"},
    "stall": {"eval_decline", "no_signal", "low_signal"},
}


def explains(cause, f, w):
    """True when finding f follows from the finding `cause`: EXPLAINS, and f starts at the cause or
    after it (a window earlier counts). A stall is the whole run's: any cause found by the step it
    was found explains it. Answers cut at the limit are the pressure a hack answers (a box within
    max_new_tokens, or no overlong penalty, earned by dropping work; the cut share falls as the
    hack begins): listed under a hack that began while they were cut."""
    if f["rule"] not in EXPLAINS.get(cause["rule"], ()):
        return False
    if f["rule"] == "stall":
        return cause["start"] <= f["fired"]
    if cause["rule"] == "hacking" and f["rule"] == "length":
        return f["end"] >= cause["start"] - w
    return f["start"] >= cause["start"] - w


def diagnose_run(rows, config):
    """{findings, checked, skipped, window} of one run: the findings by their start, each cause with
    its consequences under 'then'; the rules that ran; {rule: why it could not run}; the window. A
    window holds at least 64 answers, 3 to 10 steps (the demo: 3, the book: 8)."""
    rows = [r for r in rows if isinstance(r.get("step"), (int, float))]
    rows.sort(key=lambda r: r["step"])
    n = answers_per_step(rows, config)
    w = 10 if not n else min(10, max(3, math.ceil(64 / n)))
    found = []
    checked = []
    skipped = {}
    for rule in RULES:
        name = rule.__name__.removeprefix("rule_")
        result = rule(rows, config, w)
        if isinstance(result, str):
            skipped[name] = result
            continue
        checked.append(name)
        if result:
            found.append(result)
    order = [rule.__name__.removeprefix("rule_") for rule in RULES]
    found.sort(key=lambda f: (f["start"], order.index(f["rule"].replace("low_", "no_"))))
    # the earliest cause takes its consequences, and theirs
    absorbed = []
    for cause in found:
        if any(cause is f for f in absorbed):
            continue
        for f in found:
            if f is cause or any(f is a for a in absorbed):
                continue
            if explains(cause, f, w):
                cause["then"] += [f] + f["then"]
                f["then"] = []
                absorbed.append(f)
    kept = [f for f in found if not any(f is a for a in absorbed)]
    return dict(findings=kept, checked=checked, skipped=skipped, window=w)


def one_line(f):
    """A finding as one line: the step it fired, what, from which step, what to try."""
    return f"doctor: step {f['fired']}: {f['what']} (from step {f['start']}); try {f['fix']}"


def report(name, rows, config):
    """(the doctor's report on one run as text, diagnose_run's result)."""
    result = diagnose_run(rows, config)
    steps = [r["step"] for r in rows if "step" in r]
    span = f"steps {min(steps)}-{max(steps)}" if steps else "no steps"
    problems = [f for f in result["findings"] if f["kind"] != "note"]
    notes = len(result["findings"]) - len(problems)
    lines = [f"{name} ({span}): {len(problems)} problem(s), {notes} note(s)"]
    for f in result["findings"]:
        lines.append(f"  {f['kind'].upper()}: {f['what']}")
        lines.append(f"    where: from step {f['start']} (the rule fired at step {f['fired']})")
        lines.append(f"    evidence: {f['evidence']}")
        for c in f["then"]:
            lines.append(f"    then: {c['label']} from step {c['start']} ({c['evidence']})")
        lines.append(f"    try: {f['fix']} ({GUIDE}, {f['section']})")
    if not problems:
        lines.append("  no problem found: the run looks healthy by the rules that could run")
    lines.append(f"  checked: {', '.join(result['checked'])} (window {result['window']} steps)")
    for rule, why in result["skipped"].items():
        lines.append(f"  could not run: {rule} ({why})")
    return "\n".join(lines), result


class LiveDoctor:
    """The run doctor during training: update(record), with each step's record, returns the findings
    that fire for the first time, each a record to log: {"step", "doctor": rule, "start",
    "message": one line}. Each rule speaks once a run (a consequence listed under its cause, not at
    all). log_path: the run's log.jsonl so far, read when it exists (a resumed run's steps and the
    findings it logged, the step-0 evaluation)."""

    def __init__(self, config, log_path=None):
        self.config = config
        self.rows = []
        self.spoken = set()
        if log_path and Path(log_path).exists():
            runs, _ = split_runs(read_jsonl(log_path), log_path)
            self.rows = runs[-1]["rows"]
            self.spoken = {r["doctor"] for r in runs[-1]["findings"]}

    def update(self, record):
        self.rows.append(record)
        new = []
        for f in diagnose_run(self.rows, self.config)["findings"]:
            if f["rule"] not in self.spoken:
                new.append({"step": record["step"], "doctor": f["rule"], "start": f["start"],
                            "message": one_line(f)})
            self.spoken.update([f["rule"]] + [c["rule"] for c in f["then"]])
        return new

# -----------------------------------------------------------------------------
# plotting


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


def flag_is_off(runs, configs, key):
    """True when every run that logs key has a config that turns off what key measures: kl without a
    KL term, logprob_s with no log-probs to compute before the update (one update per batch and no
    reference model)."""
    logging = [name for name, rows in runs.items() if any(key in row for row in rows)]
    if not logging:
        return False
    for name in logging:
        c = configs.get(name) or {}
        if not c:
            return False
        if key == "kl" and c.get("kl_coef", 1) != 0:
            return False
        several = c.get("inner_epochs", 2) > 1 or c.get("num_minibatches", 1) > 1
        if key == "logprob_s" and (several or c.get("kl_coef", 1) != 0):
            return False
    return True


def choose_panels(runs, keys, configs=None):
    """[(title, left keys, right keys)] for the metrics the runs log (only `keys` if given), and a
    list of notes on what was left out and why."""
    configs = configs or {}
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
    kl_is_off = flag_is_off(runs, configs, "kl") or is_flat(runs, "kl", 0.0)
    if not keys and "kl" in shown and kl_is_off:
        shown -= {"kl"}
        notes.append("kl left out: no KL term (kl_coef=0)")
    if not keys and "logprob_s" in shown and flag_is_off(runs, configs, "logprob_s"):
        shown -= {"logprob_s"}
        notes.append("logprob_s left out: one update per batch and no reference model, so no "
                     "log-probs are computed before the update")
    # pass@k and maj@k, and the metrics of a later eval set (a resume that changed eval_data), go on
    # the eval panel too
    eval_keys = sorted(k for k in shown if k.startswith(EVAL_METRICS) and k != "eval_acc")
    panels_def = []
    for title, left, right in PANELS:
        if title == "eval accuracy":
            left = left + eval_keys
        panels_def.append((title, left, right))
    panelled = {k for _, left, right in panels_def for k in left + right}
    # a key of no panel gets its own
    extra = [(k, [k], []) for k in keys if k not in panelled] if keys else []
    panels = []
    for title, left, right in panels_def + extra:
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


def huge_values(runs):
    """Notes on the values left out of the plot for being beyond +-HUGE (a blow-up)."""
    notes = []
    for name, rows in runs.items():
        keys = sorted({k for row in rows for k in row if k != "step"})
        for key in keys:
            values = [(row.get("step"), row.get(key)) for row in rows]
            bad = [(s, v) for s, v in values if isinstance(v, (int, float)) and HUGE < abs(v) < math.inf]
            if bad:
                shown = ", ".join(f"{v:.3g} at step {s}" for s, v in bad[:3])
                notes.append(f"{name}: {key} has {len(bad)} value(s) beyond +-{HUGE:g} ({shown}), left "
                             "out of the plot: the run blew up there")
    return notes


def metric_label(key, runs, configs):
    """A metric's legend text: format_reward_mean is the share of answers with the format, and a
    reward only when a run pays one (every run that logs it has a config with no format reward:
    relabelled)."""
    if key == "format_reward_mean":
        logging = [name for name, rows in runs.items() if any(key in row for row in rows)]
        unpaid = [configs.get(name) and not configs[name].get("format_reward_weight") for name in logging]
        if logging and all(unpaid):
            return "share with the format (format_reward_mean; not rewarded)"
    return key


def log_scale(runs, keys):
    """True when the runs' levels of these metrics (all positive) differ by 30x or more, as our
    tokens/s (thousands) against the book's (tens): a linear axis would flatten the smaller."""
    medians = []
    for rows in runs.values():
        for key in keys:
            _, y = points(rows, key)
            if len(y):
                if np.any(y <= 0):
                    return False
                medians.append(np.median(y))
    return len(medians) > 1 and max(medians) >= 30 * min(medians)


def eval_protocols(runs):
    """Lines that say what the runs' evaluations were measured under (the eval_protocol they
    logged): each protocol once when the runs share it, else one line per run and protocol."""
    logged = {}
    for name, rows in runs.items():
        found = [row["eval_protocol"] for row in rows if "eval_protocol" in row]
        if found:
            logged[name] = list(dict.fromkeys(found))  # a resume may have changed it
    distinct = list(dict.fromkeys(p for found in logged.values() for p in found))
    if len(logged) <= 1 or len(distinct) == 1:
        return distinct
    return [f"{name}: {p}" for name, found in logged.items() for p in found]


def plot(runs, keys=None, window=20, title="", labels=None, configs=None, resumes=None, findings=None):
    """runs: {name: step records} -> a Figure with one panel per group of metrics.
    keys: only these metrics; title: the figure's title (default: the run's name, for one run);
    labels: {name: legend text} for several runs (default: their names); configs: {name: flags},
    for the labels and the panels of flags that are off; resumes: {name: [steps a resumed run went
    on from]}, drawn as dotted lines; findings: {name: [the doctor's findings]}, drawn as shaded
    spans with a label."""
    # a Figure without pyplot renders with Agg: no display, no global state; imported here so that
    # the doctor (LiveDoctor) runs without matplotlib
    from matplotlib.figure import Figure
    from matplotlib.lines import Line2D
    from matplotlib.transforms import blended_transform_factory

    configs = configs or {}
    resumes = resumes or {}
    findings = findings or {}
    panels, notes = choose_panels(runs, keys, configs)
    notes = notes + huge_values(runs)
    ncols = min(3, len(panels))
    nrows = math.ceil(len(panels) / 3)
    fig = Figure(figsize=(5.2 * ncols, 3.3 * nrows + 0.6), layout="constrained")
    multi = len(runs) > 1
    styles = ["-", "--", ":", "-."]
    protocols = eval_protocols(runs)
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
            label = metric_label(key, runs, configs)
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
        if log_scale(runs, left):
            ax.set_yscale("log")
            panel_title += " (log scale)"
        if twin and log_scale(runs, right):
            twin.set_yscale("log")
        ax.set(title=panel_title, xlabel="step")
        if "eval_acc" in left and protocols:
            # what the numbers were measured under, small, between the panel and its title
            text = "\n".join(textwrap.fill(line, 110) for line in protocols)
            ax.annotate(text, xy=(0.5, 1), xycoords="axes fraction", xytext=(0, 3),
                        textcoords="offset points", ha="center", va="bottom", fontsize=6,
                        color="0.3")
            ax.set_title(panel_title, pad=9 + 7.5 * (text.count("\n") + 1))
        ax.grid(alpha=0.3)
        if twin:
            ax.set_ylabel(", ".join(left), fontsize=8)
            twin.set_ylabel(", ".join(right), fontsize=8)
        # resume points (dotted) and the doctor's findings (shaded, labelled on the first panel)
        top = blended_transform_factory(ax.transData, ax.transAxes)
        for r, name in enumerate(runs):
            color = f"C{r}" if multi else "0.3"
            for step in resumes.get(name, []):
                ax.axvline(step, color=color, ls=":", lw=1)
                if n == 0:
                    ax.text(step, 0.02, " resumed", transform=top, fontsize=7, color=color, rotation=90,
                            va="bottom")
            for f in findings.get(name, []):
                ax.axvspan(f["start"], f["end"], color=f"C{r}" if multi else "C3", alpha=0.1, lw=0)
                if n == 0:
                    ax.text(f["start"], 0.98, f" {f['label']}", transform=top, fontsize=7, color="C3",
                            va="top", rotation=90)
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
        text = "\n".join(textwrap.fill(note, 180) for note in notes)
        fig.supxlabel(text, fontsize=8, color="0.4")
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


def flag_block(source):
    """[(group, name, default as written, comment)] of the flag block of a script's source: the
    lines after its '# config' line up to the first blank line; a comment line starts a group."""
    lines = source.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("# config"))
    flags = []
    group = ""
    for line in lines[start + 1:]:
        if not line.strip():
            break
        if line.startswith("#"):
            group = line.lstrip("# ").strip()
            continue
        code, _, comment = line.partition("  # ")
        name, _, default = code.partition(" = ")
        flags.append((group, name.strip(), default.strip(), comment.strip()))
    return flags


def help_text(source):
    """--help: the flags with their defaults and comments, grouped as in the flag block."""
    lines = ["usage: python plot_logs.py LOG [LOG ...] [--name=value ...]"]
    group = None
    for flag_group, name, default, comment in flag_block(source):
        if flag_group != group:
            group = flag_group
            lines.append(f"{group}:")
        lines.append(f"  --{name}={default}  {comment}")
    return "\n".join(lines)


def configure(argv, config):
    """Apply --name=value flags to the dict of globals (a bare --flag means --flag=True); the value
    is read as a Python literal when the default is not a string, and must have the default's
    type. Returns the log paths."""
    names = [name for _, name, _, _ in flag_block(Path(__file__).read_text())]
    paths = []
    for arg in argv:
        if not arg.startswith("--"):
            paths.append(arg)
            continue
        name, eq, value = arg[2:].partition("=")
        if name not in names:
            close = difflib.get_close_matches(name, names)
            hint = f"did you mean --{close[0]}? " if close else ""
            sys.exit(f"unknown flag {arg}; {hint}python plot_logs.py --help lists the flags")
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


def check_out(path):
    """Exit with one line when a PNG cannot be written at path."""
    folder = Path(path).resolve().parent
    if not folder.is_dir():
        sys.exit(f"--out={path}: the folder {folder} does not exist; create it or choose another "
                 "--out")


if __name__ == "__main__":
    source = Path(__file__).read_text()
    if "--help" in sys.argv[1:] or "-h" in sys.argv[1:]:
        print(help_text(source))
        sys.exit(0)
    defaults = {name: ast.literal_eval(default) for _, name, default, _ in flag_block(source)}
    paths = configure(sys.argv[1:], globals())
    changed = [name for name in defaults if globals()[name] != defaults[name]]
    if changed:
        print("flags:", " ".join(f"--{name}={globals()[name]}" for name in changed))
    if not paths:
        sys.exit(f"give one or more log files:\n{__doc__}")
    if smooth < 1:
        sys.exit(f"--smooth={smooth}: the moving average needs a window of at least 1 step (1 = raw values only)")
    runs = {}
    configs = {}
    resumes = {}
    try:
        first, last = step_range(steps)
        for path in paths:
            named, warnings = read_runs(path)
            for warning in warnings:
                print(f"warning: {warning}")
            for name, rows, config, resumed, _ in named:
                rows = [row for row in rows if first <= row.get("step", 0) <= last]
                if name in runs:
                    name = f"{name} ({len(runs)})"
                runs[name] = rows
                configs[name] = config
                resumes[name] = [s for s in resumed if first <= s <= last]
        if steps and not any(runs.values()):
            sys.exit(f"--steps={steps}: no run has a step in that range")
        findings = {}
        if diagnose:
            for name, rows in runs.items():
                text, result = report(name, rows, configs[name])
                print(text)
                findings[name] = result["findings"]
            if not out:
                sys.exit(0)
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
        if not out:
            out = str(Path(paths[0]).with_suffix(".png"))
        check_out(out)
        fig = plot(runs, keys, smooth, title, labels, configs, resumes, findings)
        fig.savefig(out, dpi=110)
    except (OSError, ValueError) as e:
        sys.exit(str(e))
    # what was left out, and why (also written at the bottom of the figure)
    for note in choose_panels(runs, keys, configs)[1] + huge_values(runs):
        print(note)
    if csv:
        write_csv(runs, Path(out).with_suffix(".csv"))
    steps = sum(len(rows) for rows in runs.values())
    written = out
    if csv:
        written += " and .csv"
    print(f"{len(runs)} run(s), {steps} steps -> {written}")
