"""
eval_math500.py: accuracy of a Qwen3 model on MATH-500 (greedy), or pass@k and maj@k (sampled).

    python eval_math500.py --model_dir=out/run1/ckpt_000100            # a grpo.py checkpoint, greedy
    python eval_math500.py --init_from=Qwen/Qwen3-0.6B-Base             # download the base model first
    python eval_math500.py --model_dir=DIR --num_samples=8 --temperature=0.6   # pass@1..8 and maj@8
    python eval_math500.py --compare base.jsonl trained.jsonl           # what did training change

Appends one JSON line per problem as batches finish (a killed run resumes where it stopped); prints accuracy
with a 95% interval, by level and subject, and writes a summary JSON. grpo.py imports evaluate from here.
"""
import json
import math
import os
import sys
import time
from pathlib import Path
from statistics import fmean as mean

import torch

import qwen3
import verify

# -----------------------------------------------------------------------------
# config: python eval_math500.py --name=value

# model and data
model_dir = ""  # Hugging Face-format Qwen3 folder: a downloaded model or a grpo.py checkpoint
init_from = ""  # e.g. Qwen/Qwen3-0.6B-Base: download into out/models/<name> (or --model_dir) first
data_path = ""  # MATH-500 as JSON or JSONL; empty = download HuggingFaceH4/MATH-500 once (cached)
out = ""  # results JSONL; empty = <model_dir>/math500_<template>.jsonl (+ _summary.json)
max_items = 0  # evaluate the first N problems only (0 = all)
# sampling
prompt_template = "base"  # base | qwen3_think | qwen3_nothink | a literal string containing {problem}
max_new_tokens = 2048  # long enough that reasoning is rarely cut (the truncated fraction is reported)
batch_size = 64  # rows per generate call (with num_samples=k, batch_size // k problems)
temperature = 0.0  # 0 = greedy
top_p = 1.0
num_samples = 1  # k answers per problem: pass@k and majority vote maj@k (needs temperature > 0)
seed = 0
# system
device = "auto"  # auto | cpu | cuda | mps
dtype = "auto"  # auto (float32 on CPU, bfloat16 elsewhere) | float32 | bfloat16 | float16
workers = 2  # processes for the SymPy part of grading
FLAGS = [k for k, v in globals().items() if not k.startswith("_") and isinstance(v, (int, float, str))]

# -----------------------------------------------------------------------------
# prompts and data

BASE_TEMPLATE = ("Solve the following math problem. Reason step by step, then write the final answer "
                 "as \\boxed{answer}.\n\nProblem: {problem}\n\nSolution:")  # the model continues the solution
MATH_500 = ("HuggingFaceH4/MATH-500", "test.jsonl")  # (dataset repo, file) on the Hugging Face Hub
QWEN_INSTRUCTION = "\n\nPlease reason step by step, and put your final answer within \\boxed{}."  # Qwen's math prompt
PROMPT_TEMPLATES = {  # name -> (problem, tokenizer) -> prompt text
    "base": lambda problem, tok: BASE_TEMPLATE.replace("{problem}", problem),
    "qwen3_think": lambda problem, tok: tok.chat_prompt(problem + QWEN_INSTRUCTION, thinking=True),
    "qwen3_nothink": lambda problem, tok: tok.chat_prompt(problem + QWEN_INSTRUCTION, thinking=False),
}


def render_prompt(template, problem, tokenizer):
    """A named template, or a literal one with {problem} (str.replace: templates hold other braces, as in \\boxed{})."""
    if template in PROMPT_TEMPLATES:
        return PROMPT_TEMPLATES[template](problem, tokenizer)
    if "{problem}" not in template:
        raise ValueError(f"prompt template {template!r} is neither a name ({', '.join(PROMPT_TEMPLATES)}) "
                         "nor a string containing {problem}")
    return template.replace("{problem}", problem)


def load_problems(path):
    """Problems from a JSON list or JSONL; each needs "problem" and "answer" (other fields are kept)."""
    text, problems = Path(path).read_text(), []
    is_list = text.lstrip().startswith("[")  # one JSON list: messages name item i instead of line i
    for i, line in enumerate([text] if is_list else text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            parsed = json.loads(line)
        except json.JSONDecodeError as e:  # e.lineno counts the lines inside a JSON list
            raise ValueError(f"{path}:{i + e.lineno - 1}: invalid JSON ({e.msg})") from None
        for j, item in enumerate(parsed if is_list else [parsed], i):
            if not (isinstance(item, dict) and "problem" in item and "answer" in item):
                where = f"{path}: item {j}" if is_list else f"{path}:{j}"
                raise ValueError(f"{where}: a problem needs the fields 'problem' and 'answer', got {str(item)[:80]}")
            problems.append(item)
    if not problems:
        raise ValueError(f"{path} holds no problems")
    return problems


def download_data(repo_and_file, flag):  # a file from the Hugging Face Hub, cached after the first download
    try:
        from huggingface_hub import hf_hub_download
        return hf_hub_download(*repo_and_file, repo_type="dataset")
    except Exception as e:
        sys.exit(f"could not download {'/'.join(repo_and_file)} ({type(e).__name__}). Offline? Get the file "
                 f"elsewhere and pass --{flag}=a JSON/JSONL file with problem and answer fields")


def key(record):
    return record.get("unique_id") or record["problem"]  # the problem text when there is no id


def read_records(path):
    """The records of a results file, less a partial last line (from a run killed mid-write, or still writing)."""
    text = Path(path).read_text()
    return [json.loads(line) for line in text[:text.rfind("\n") + 1].splitlines()]

# -----------------------------------------------------------------------------
# generate and grade, appending to the results file as batches finish


def evaluate(model, tokenizer, problems, prompt_template="base", max_new_tokens=2048, batch_size=64, temperature=0.0,
             top_p=1.0, num_samples=1, out_path=None, seed=0, workers=2, progress=True):
    """Generate, grade, record -> (accuracy, records); problems already in out_path are read back, not redone."""
    done, wanted = {}, {key(p) for p in problems}
    if out_path and Path(out_path).exists():  # rewritten without a partial last line (killed mid-write)
        old = read_records(out_path)
        Path(out_path).write_text("".join(json.dumps(r) + "\n" for r in old))
        done = {key(r): r for r in old if key(r) in wanted}
    todo = [p for p in problems if key(p) not in done]
    prompts = {key(p): tokenizer.encode(render_prompt(prompt_template, p["problem"], tokenizer)) for p in todo}
    todo.sort(key=lambda p: -len(prompts[key(p)]))  # similar lengths share a batch; longest first: OOM shows at once
    per_batch, stop, t0 = max(1, batch_size // num_samples), set(tokenizer.stop_ids), time.time()
    gen = torch.Generator(model.lm_head.weight.device).manual_seed(seed)
    for i in range(0, len(todo), per_batch):
        batch = todo[i:i + per_batch]
        rows = [prompts[key(p)] for p in batch for _ in range(num_samples)]
        outs = qwen3.generate(model, rows, max_new_tokens, temperature, top_p, 0, eos_ids=tokenizer.stop_ids,
                              generator=gen)
        responses = [tokenizer.decode(o[:-1] if o and o[-1] in stop else o) for o in outs]  # special tokens kept
        correct = verify.grade_batch(responses, [str(p["answer"]) for p in batch for _ in range(num_samples)],
                                     workers=workers)
        for j, p in enumerate(batch):
            s = slice(j * num_samples, (j + 1) * num_samples)
            fields = dict(extracted=[verify.extract_answer(r) for r in responses[s]], correct=correct[s],
                          num_tokens=[len(o) for o in outs[s]], response=responses[s],
                          truncated=[len(o) == max_new_tokens and o[-1] not in stop for o in outs[s]])
            if num_samples == 1:
                fields = {k: v[0] for k, v in fields.items()}
            done[key(p)] = dict(unique_id=p.get("unique_id"), subject=p.get("subject"), level=p.get("level"),
                                answer=p["answer"], **fields, problem=p["problem"])
        if out_path:  # reopened per batch, so all a killed run finished is on disk
            with open(out_path, "a") as f:
                f.write("".join(json.dumps(done[key(p)]) + "\n" for p in batch))
        if progress:  # done/total, running accuracy, and the time left at this run's pace
            ran, bar, acc = i + len(batch), "#" * (20 * len(done) // len(problems)), mean(map(score, done.values()))
            eta = (time.time() - t0) / ran * (len(todo) - ran) / 60
            print(f"\r{len(done)}/{len(problems)} [{bar:<20}] acc {acc:.1%} | ETA {eta:.1f} min ",
                  end="\n" if ran == len(todo) else "", file=sys.stderr, flush=True)
    return mean(score(done[key(p)]) for p in problems), [done[key(p)] for p in problems]

# -----------------------------------------------------------------------------
# metrics: accuracy with an interval, pass@k, maj@k


def as_list(x):
    return x if isinstance(x, list) else [x]  # a field of one sample, or the list of k samples


def score(record):
    return mean(as_list(record["correct"]))


def majority_correct(extracted, correct):
    """Majority vote over answers grouped by verify.is_equiv (first seen wins a tie; no answer, no vote)."""
    votes = {}  # index of a group's first member -> group size
    for i, a in enumerate(extracted):
        if a is not None:
            first = next((j for j in votes if verify.is_equiv(a, extracted[j])), i)
            votes[first] = votes.get(first, 0) + 1
    return bool(votes) and bool(correct[max(votes, key=votes.get)])


def summarize(records):
    """Accuracy with a 95% interval, accuracy by level and subject, lengths; pass@j and maj@k for k samples."""
    scores = [score(r) for r in records]
    n, acc = len(scores), mean(scores)  # interval: normal approximation over problems (their samples correlate)
    half = 1.96 * math.sqrt(sum((x - acc) ** 2 for x in scores) / n / n)
    s = dict(num_problems=n, accuracy=acc, ci95=[max(0.0, acc - half), min(1.0, acc + half)],
             mean_tokens=mean(t for r in records for t in as_list(r["num_tokens"])),
             truncated_frac=mean(t for r in records for t in as_list(r["truncated"])))
    for field in ("level", "subject"):
        values = [str(r.get(field)) for r in records]
        s[f"by_{field}"] = {g: dict(n=values.count(g), accuracy=mean(x for v, x in zip(values, scores) if v == g))
                            for g in sorted(set(values))}
    k = len(as_list(records[0]["correct"]))
    if k > 1:
        for j in sorted({2 ** e for e in range(k.bit_length())} | {k}):  # pass@1, 2, 4, ..., k
            # unbiased, from k samples of which c are correct: 1 - C(k-c, j) / C(k, j) (Chen et al., 2021)
            s[f"pass@{j}"] = mean(1 - math.comb(k - sum(r["correct"]), j) / math.comb(k, j) for r in records)
        s[f"maj@{k}"] = mean(majority_correct(r["extracted"], r["correct"]) for r in records)
    return s


def compare_results(path_a, path_b):
    """Per-problem difference of two result files -> counts (right: at least half of a problem's samples are)."""
    a, b = ({key(r): r for r in read_records(p)} for p in (path_a, path_b))
    common = [k for k in a if k in b]
    verdicts = {(0, 1): "fixed", (1, 0): "broken", (1, 1): "both right", (0, 0): "both wrong"}  # by (right in A, in B)
    groups = {v: [] for v in verdicts.values()}
    for k in common:
        groups[verdicts[score(a[k]) >= 0.5, score(b[k]) >= 0.5]].append(str(k)[:40])
    n, delta = len(common), len(groups["fixed"]) - len(groups["broken"])
    print(f"{n} problems in both ({len(a) - n} only in A, {len(b) - n} only in B): accuracy {delta / max(1, n):+.1%}")
    for name, ids in groups.items():  # with the first few problems that changed
        print(f"{name:>10}: {len(ids):4d}  " + ", ".join(ids[:5] if name in ("fixed", "broken") else []))
    return {name: len(ids) for name, ids in groups.items()}

# -----------------------------------------------------------------------------
# main

if __name__ == "__main__":
    if sys.argv[1:2] == ["--compare"]:
        if len(sys.argv) != 4:
            sys.exit("usage: python eval_math500.py --compare A.jsonl B.jsonl")
        sys.exit(compare_results(*sys.argv[2:]) and 0)
    for arg in sys.argv[1:]:
        name, eq, value = arg.removeprefix("--").partition("=")
        if not arg.startswith("--") or not eq or name not in FLAGS:
            sys.exit(f"unknown flag {arg!r}; flags: {' '.join(f'--{k}=' for k in FLAGS)} or --compare A.jsonl B.jsonl")
        try:
            globals()[name] = type(globals()[name])(value)
        except ValueError:
            sys.exit(f"--{name}={value}: not a valid {type(globals()[name]).__name__}")
    if not (model_dir or init_from):
        sys.exit("pass --model_dir=a Qwen3 folder, --init_from=Qwen/Qwen3-0.6B-Base, or --compare A.jsonl B.jsonl")
    dev = qwen3.pick_device(device)
    try:  # the model (downloaded with --init_from), and MATH-500 from --data_path or downloaded once (cached)
        if init_from:
            model_dir = str(qwen3.download(init_from, model_dir or f"out/models/{init_from.split('/')[-1]}"))
        problems = load_problems(data_path or download_data(MATH_500, "data_path"))[:max_items or None]
        model, tok = qwen3.load_model(model_dir, dev, qwen3.pick_dtype(dtype, dev)), qwen3.load_tokenizer(model_dir)
    except (OSError, ValueError) as e:
        sys.exit(f"error: {e}")
    name = prompt_template if prompt_template in PROMPT_TEMPLATES else "custom"
    out = out or os.path.join(model_dir, f"math500_{name}{f'_k{num_samples}' if num_samples > 1 else ''}.jsonl")
    acc, records = evaluate(model, tok, problems, prompt_template, max_new_tokens, batch_size, temperature, top_p,
                            num_samples, out, seed, workers)
    s = summarize(records)
    print(f"accuracy {acc:.1%} (95% interval {s['ci95'][0]:.1%} - {s['ci95'][1]:.1%}) on {len(records)} problems")
    print(f"mean response {s['mean_tokens']:.0f} tokens | truncated {s['truncated_frac']:.1%}"
          + "".join(f" | {k} {v:.1%}" for k, v in s.items() if k.startswith(("pass@", "maj@"))))
    for field in ("level", "subject"):
        print(f"by {field}: " + " | ".join(f"{g} {v['accuracy']:.1%} ({v['n']})" for g, v in s[f"by_{field}"].items()))
    summary_path = Path(out).with_name(Path(out).stem + "_summary.json")
    summary_path.write_text(json.dumps(s | {"config": {k: globals()[k] for k in FLAGS}}, indent=2))
    print(f"results in {out}, summary in {summary_path}")
