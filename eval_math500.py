"""
eval_math500.py: accuracy of a Qwen3 model on MATH-500, AIME 2024/2025, AMC 2023 or GSM8K: greedy,
or avg@k, pass@k and maj@k from k samples, each with its standard error, and the protocol it was
measured under written beside every number.

    python eval_math500.py --model_dir=out/run1/ckpt_000100      # a grpo.py checkpoint, greedy
    python eval_math500.py --init_from=Qwen/Qwen3-0.6B-Base       # download the base model first
    python eval_math500.py --model_dir=DIR --benchmark=aime24 --num_samples=32 --temperature=0.6
    python eval_math500.py --model_dir=qwen3/step00050.pth --tokenizer_dir=DIR   # the book's checkpoints
    python eval_math500.py --compare base.jsonl trained.jsonl     # what did training change

The results file starts with a record of the settings: the protocol (benchmark, prompt template,
temperature / top-p / top-k, k, max new tokens, the verifier's version), the seed, and the model's
files (a SHA-256 of them). Then one JSON line per problem, appended as batches finish. A killed run
resumes where it stopped, but only with the same settings and the same model: otherwise it stops
and says what differs. A problem whose text changed in the data is generated again; one whose
answer changed is re-graded from the stored response. At the end it prints the protocol and the
metrics with their standard errors, by level and subject, and writes a summary JSON. --compare
refuses two files measured under different protocols. docs/eval_and_plots.md lists the protocols
behind the Qwen3-0.6B numbers people quote, with the command that reproduces each. grpo.py imports
evaluate, load_problems, check_prompts and the prompt templates from here.
"""
import ast
import difflib
import hashlib
import json
import math
import os
import sys
import time
from pathlib import Path
from statistics import fmean as mean

import torch
from safetensors import SafetensorError

import qwen3
import verify

# -----------------------------------------------------------------------------
# config: python eval_math500.py --name=value

# model and data
model_dir = ""  # Hugging Face-format Qwen3 folder (a downloaded model, a grpo.py checkpoint) or the book's .pth
tokenizer_dir = ""  # folder with tokenizer.json; empty = model_dir (a .pth: the folder it is in)
init_from = ""  # e.g. Qwen/Qwen3-0.6B-Base: download into out/models/<name> (or --model_dir) first
benchmark = ""  # math500 | aime24 | aime25 | amc23 | gsm8k; empty = math500, or data_path's problems
data_path = ""  # a local copy of the benchmark's file; alone: any JSON/JSONL with problem, answer
out = ""  # results JSONL; empty = <model_dir>/<benchmark>_<template>.jsonl (+ _summary.json)
max_items = 0  # evaluate the first N problems only (0 = all)
# sampling
prompt_template = "base"  # base | book | book_chat | qwen3_think | qwen3_nothink | a string with {problem}
max_new_tokens = 2048  # long enough that reasoning is rarely cut (the truncated fraction is reported)
batch_size = 64  # rows per generate call (with num_samples=k, batch_size // k problems)
temperature = 0.0  # 0 = greedy (the book's protocol)
top_p = 1.0
top_k = 0  # sample from the k most likely tokens only (0 = all); Qwen3's reported protocol uses 20
num_samples = 1  # k answers per problem: avg@k, pass@k and maj@k (majority vote); needs temperature > 0
seed = 0
# system
device = "auto"  # auto | cpu | cuda | mps
dtype = "auto"  # auto (float32 on CPU, bfloat16 elsewhere) | float32 | bfloat16 | float16
workers = 2  # processes for the SymPy part of grading
compile_generate = False  # torch.compile the decode step (CUDA graphs on a GPU): faster on a GPU
FLAGS = [name for name, value in globals().items()
         if not name.startswith("_") and isinstance(value, (int, float, str))]


def configure(argv, config):
    """Apply --name=value flags to the dict of globals, as grpo.py does: the value is read as a
    Python literal (a string when it is not one), true/false are accepted for booleans, an int is
    accepted where the default is a float, and any other type mismatch is refused with a message."""
    for arg in argv:
        name, eq, value = arg.removeprefix("--").partition("=")
        if not arg.startswith("--") or not eq:
            sys.exit(f"flags are --name=value, got {arg!r} (or: --compare A.jsonl B.jsonl)")
        if name not in FLAGS:
            close = difflib.get_close_matches(name, FLAGS)
            hint = f"did you mean {', '.join(close)}?" if close else f"flags: {', '.join(FLAGS)}"
            sys.exit(f"unknown flag {arg!r}; {hint}")
        default = config[name]
        if isinstance(default, bool) and value.lower() in ("true", "false"):
            parsed = value.lower() == "true"
        elif isinstance(default, str):
            parsed = value  # a string flag keeps its text as typed: --prompt_template={problem}
        else:
            try:
                parsed = ast.literal_eval(value)
            except (ValueError, SyntaxError):
                parsed = value  # not a literal: the type check below reports it
        if isinstance(default, float) and type(parsed) is int:
            parsed = float(parsed)
        if type(parsed) is not type(default):
            wanted = type(default).__name__
            sys.exit(f"--{name}={value}: {name} must be {wanted} (default {default!r})")
        config[name] = parsed


def typed(value):
    """A flag's value as typed on the command line: a string as is ("" when empty)."""
    if isinstance(value, str):
        return value or '""'
    return repr(value)


def flag_help(path, config):
    """--help: the flag block of the script at path (from the config rule to FLAGS), each group's
    header and then `  --name=default  comment` per flag, read from the file so that it cannot
    drift from the flags."""
    lines = Path(path).read_text().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("# config: "))
    end = next(i for i, line in enumerate(lines) if line.startswith("FLAGS = "))
    rows = []  # (flag with its default, comment); a header has no comment (None)
    for line in lines[start + 1:end]:
        if line.startswith("# "):
            rows.append((line[2:] + ":", None))
        elif line.strip():
            assignment, _, comment = line.partition("  # ")
            name = assignment.split("=")[0].strip()
            rows.append((f"--{name}={typed(config[name])}", comment))
    width = max(len(flag) for flag, comment in rows if comment is not None)
    out = []
    for flag, comment in rows:
        if comment is None:
            out.append(flag)
        else:
            out.append(f"  {flag:<{width}}  {comment}".rstrip())
    return "\n".join(out)

# -----------------------------------------------------------------------------
# prompts and data

# the model continues the solution after "Solution:"
BASE_TEMPLATE = ("Solve the following math problem. Reason step by step, then write the final "
                 "answer as \\boxed{answer}.\n\nProblem: {problem}\n\nSolution:")
# Qwen's own math prompt, appended to the problem inside the chat template
QWEN_INSTRUCTION = "\n\nPlease reason step by step, and put your final answer within \\boxed{}."
# the from-scratch book's prompt (its chapter 3), which its GRPO scripts send; its scripts for the
# reasoning model send it inside the chat template, thinking on (book_chat)
BOOK_TEMPLATE = ("You are a helpful math assistant.\nAnswer the question and write the final result "
                 "on a new line as:\n\\boxed{ANSWER}\n\nQuestion:\n{problem}\n\nAnswer:")
PROMPT_TEMPLATES = {  # name -> (problem, tokenizer) -> prompt text
    "base": lambda problem, tok: BASE_TEMPLATE.replace("{problem}", problem),
    "book": lambda problem, tok: BOOK_TEMPLATE.replace("{problem}", problem),
    "book_chat": lambda problem, tok: tok.chat_prompt(BOOK_TEMPLATE.replace("{problem}", problem),
                                                      thinking=True),
    "qwen3_think": lambda problem, tok: tok.chat_prompt(problem + QWEN_INSTRUCTION, thinking=True),
    "qwen3_nothink": lambda problem, tok: tok.chat_prompt(problem + QWEN_INSTRUCTION,
                                                          thinking=False),
}


def render_prompt(template, problem, tokenizer):
    """A named template, or a literal one with {problem}.
    str.replace, not str.format: templates hold other braces, as in \\boxed{}."""
    if template in PROMPT_TEMPLATES:
        return PROMPT_TEMPLATES[template](problem, tokenizer)
    if "{problem}" not in template:
        names = ", ".join(PROMPT_TEMPLATES)
        raise ValueError(f"prompt template {template!r} is neither a name ({names}) "
                         "nor a string containing {problem}")
    return template.replace("{problem}", problem)


# The benchmarks: name -> (Hugging Face dataset, file of its test split, field of the problem,
# field of the answer), each read as JSONL with no pandas or pyarrow. Where the usual copy is
# parquet only, the file is a JSONL mirror of the same problems, named here.
BENCHMARKS = {
    # the 500 MATH test problems of "Let's Verify Step by Step" (Lightman et al., 2023), with
    # subject, level and unique_id
    "math500": ("HuggingFaceH4/MATH-500", "test.jsonl", "problem", "answer"),
    # AIME 2024 I and II, 30 problems; answers are integers written as strings, as on the exam
    # ("025"). HuggingFaceH4/aime_2024, Maxwell-Jia/AIME_2024 and math-ai/aime24 are parquet: this
    # is Qwen2.5-Math's evaluation file (github.com/QwenLM/Qwen2.5-Math, evaluation/data), which
    # Hugging Face mirrors in HuggingFaceTB/math_tasks
    "aime24": ("HuggingFaceTB/math_tasks", "data/aime24/test.jsonl", "problem", "answer"),
    # AIME 2025 I and II, 30 problems
    "aime25": ("math-ai/aime25", "test.jsonl", "problem", "answer"),
    # AMC 2023 (12A and 12B), 40 problems; answers are JSON floats (27.0). math-ai/amc23 is
    # parquet: Qwen2.5-Math's file, as for aime24
    "amc23": ("HuggingFaceTB/math_tasks", "data/amc23/test.jsonl", "problem", "answer"),
    # GSM8K's 1,319 test problems (Cobbe et al., 2021); "answer" is the worked solution ending in
    # "#### 72", whose number is the answer. openai/gsm8k is parquet: this is the original
    # release's test.jsonl as Qwen2.5-Math keeps it (with an idx field)
    "gsm8k": ("HuggingFaceTB/math_tasks", "data/gsm8k/test.jsonl", "question", "answer"),
}


def benchmark_name(benchmark, data_path):
    """The name results are filed under: --benchmark, else data_path's file name (problems of
    one's own), else math500. An unknown benchmark is a one-line ValueError."""
    if benchmark and benchmark not in BENCHMARKS:
        raise ValueError(f"unknown benchmark {benchmark!r}: pass one of {', '.join(BENCHMARKS)}, "
                         "or leave it empty and pass a JSON/JSONL file of problems as the data")
    if benchmark:
        return benchmark
    if data_path:
        return Path(data_path).name
    return "math500"


def as_problem(item, benchmark, where):
    """A record of a benchmark's file in our fields, "problem" and "answer" (the others kept):
    GSM8K's question is the problem and the number after its solution's "####" the answer. A
    record of a custom file is returned as it is (check_problem judges it)."""
    if benchmark not in BENCHMARKS or not isinstance(item, dict):
        return item
    _, _, problem_field, answer_field = BENCHMARKS[benchmark]
    if problem_field not in item or answer_field not in item:
        raise ValueError(f"{where}: a problem of {benchmark} needs the fields {problem_field!r} "
                         f"and {answer_field!r}, got {str(item)[:80]}")
    record = dict(item)
    record["problem"] = record.pop(problem_field)
    record["answer"] = record.pop(answer_field)
    if benchmark == "gsm8k":
        solution = record["answer"]
        if not isinstance(solution, str) or "####" not in solution:
            raise ValueError(f"{where}: a gsm8k answer is a solution that ends with "
                             f"'#### <number>', got {solution!r:.80}")
        record["solution"] = solution
        record["answer"] = solution.rsplit("####", 1)[1].strip()
    return record


class Problem(dict):
    """One record of a data file, as read (a dict), that also knows where it was read: `where`
    ("file:line") names it in error messages. An attribute, not a key, so it never reaches a
    results file, a log or a prompt."""
    where = ""


def check_problem(item, where):
    """Raise a one-line ValueError that starts with `where`, unless item is
    {"problem": text, "answer": text or number} that a response could match."""
    if not isinstance(item, dict) or "problem" not in item or "answer" not in item:
        raise ValueError(f"{where}: a problem needs the fields 'problem' and 'answer', "
                         f"got {str(item)[:80]}")
    if not isinstance(item["problem"], str):
        raise ValueError(f"{where}: 'problem' must be a string, got {item['problem']!r:.80}")
    if not item["problem"].strip():
        raise ValueError(f"{where}: 'problem' is empty: write the problem, or remove the line")
    # a null answer would be graded as the text "None": every answer would score 0
    answer = item["answer"]
    if answer is None or isinstance(answer, bool) or not isinstance(answer, (str, int, float)):
        raise ValueError(f"{where}: 'answer' must be a string or a number, got {answer!r:.80}")
    # NaN or infinity, as a JSON number (NaN, 1e400 overflows) or as text: a missing or
    # overflowed value, not the answer to a problem. An int is exact at any size: no check.
    if isinstance(answer, (str, float)):
        try:
            value = float(answer)
        except ValueError:
            value = 0.0  # not a number: text, graded as text
        if not math.isfinite(value):
            raise ValueError(f"{where}: 'answer' {answer!r:.40} is not a finite number (NaN, or "
                             "past float's 1.8e308): write the answer, a large one as text such as "
                             "\"10^{400}\"")


def load_problems(path, benchmark=""):
    """Problems from a JSON list or JSONL (UTF-8): each needs "problem" (a string) and "answer" (a
    string or a number), or a benchmark's own fields (as_problem); other fields are kept. Each is
    a Problem whose .where names its line.
    A file that cannot be read as such is refused with its file:line. A problem whose answer is
    empty is skipped with one note: no response can match it, and MATH's own training set has two
    (their solutions box nothing), so refusing them would refuse the standard data."""
    data = Path(path).read_bytes()
    try:
        text = data.decode("utf-8-sig")  # -sig: a byte-order mark at the start is not text
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        raise ValueError(f"{path}:{line}: byte 0x{data[e.start]:02x} is not UTF-8: "
                         "save the file as UTF-8") from None
    # one JSON list: the error messages name item i instead of line i
    is_list = text.lstrip().startswith("[")
    if is_list:
        chunks = [text]
    else:
        chunks = text.splitlines()
    problems = []
    empty_answers = []
    for i, chunk in enumerate(chunks, 1):
        if not chunk.strip():
            continue
        try:
            parsed = json.loads(chunk)
        except json.JSONDecodeError as e:
            # e.lineno counts the lines inside a JSON list (and is 1 for a line of JSONL)
            raise ValueError(f"{path}:{i + e.lineno - 1}: invalid JSON ({e.msg})") from None
        if is_list:
            items = parsed
        else:
            items = [parsed]
        for j, item in enumerate(items, i):
            where = f"{path}:{j}"
            if is_list:
                where = f"{path}: item {j}"
            item = as_problem(item, benchmark, where)
            check_problem(item, where)
            if isinstance(item["answer"], str) and not item["answer"].strip():
                empty_answers.append(where)
                continue
            problem = Problem(item)
            problem.where = where
            problems.append(problem)
    if empty_answers:
        print(f"note: skipped {len(empty_answers)} problems with an empty answer, which no "
              f"response can match: {', '.join(empty_answers[:5])}", file=sys.stderr)
    if not problems:
        raise ValueError(f"{path} holds no problems")
    return problems


def without_added_tokens(tokenizer, texts):
    """texts less the tokenizer's added tokens (<think>, \\boxed{ in the demo's): each is one whole
    token, whose characters need no token of their own."""
    added = [t.content for t in tokenizer.tok.get_added_tokens_decoder().values()]
    for token in sorted(added, key=len, reverse=True):
        texts = [t.replace(token, "") for t in texts]
    return texts


def lost_characters(tokenizer, texts):
    """The characters of texts that the tokenizer cannot represent: it has no token for them (the
    demo's character-level vocabulary has none for a letter: encoding would drop it), or they do
    not decode back (an unknown token). Each distinct character is tried once, so 12,000 MATH
    problems take a fraction of a second; Qwen3's byte-level tokenizer represents them all."""
    lost = set()
    for char in set().union(*texts):
        try:
            ids = tokenizer.tok.encode(char, add_special_tokens=False).ids
        except Exception:  # tokenizers raises a bare Exception for a character it has no token for
            ids = []
        normalized = char
        if tokenizer.tok.normalizer is not None:
            normalized = tokenizer.tok.normalizer.normalize_str(char)  # e.g. Qwen3's NFC
        if tokenizer.decode(ids) != normalized:
            lost.add(char)
    if lost:
        # a character that stands only inside added tokens is not lost
        lost &= set().union(*without_added_tokens(tokenizer, texts))
    return lost


def check_prompts(problems, tokenizer, template, max_new_tokens, max_positions,
                  flag="max_new_tokens"):
    """Render and tokenize every problem once -> the token ids of each prompt, after checking that
    every one can be generated from: the tokenizer represents the whole prompt (lost_characters),
    it has tokens, and prompt + max_new_tokens fits the model's max_position_embeddings
    (max_positions; a longer one is beyond what the model was trained on, and its KV cache may not
    fit in memory).

    A problem that fails is refused (ValueError), not skipped: skipping would silently change the
    set a run trains on or an accuracy is measured on, and a template or max_new_tokens that does
    not fit fails every problem. The message names the first few by file:line and counts them all,
    so one edit fixes the file. `flag` is the name of max_new_tokens in the caller's messages."""
    if max_new_tokens >= max_positions:
        raise ValueError(f"--{flag}={max_new_tokens} leaves no room for a prompt in the model's "
                         f"{max_positions} positions (max_position_embeddings in its config.json): "
                         f"pass at most {max_positions - 1} less the longest prompt")
    # the template alone first: if it does not fit the tokenizer, no problem does
    lost = lost_characters(tokenizer, [render_prompt(template, "", tokenizer)])
    if lost:
        raise ValueError(f"the prompt template {template!r} holds characters the tokenizer cannot "
                         f"represent ({''.join(sorted(lost))!r}): pass a --prompt_template made "
                         "for this tokenizer")
    texts = [render_prompt(template, p["problem"], tokenizer) for p in problems]
    lost = lost_characters(tokenizer, texts)
    failed = []  # (index, reason)
    representable = []
    outside = texts
    if lost:
        outside = without_added_tokens(tokenizer, texts)
    for i, text in enumerate(outside):
        if lost & set(text):
            chars = "".join(sorted(lost & set(text)))
            failed.append((i, f"the tokenizer cannot represent {chars[:20]!r}"))
        else:
            representable.append(i)
    # all at once: the tokenizers library encodes a batch in parallel
    encoded = tokenizer.tok.encode_batch([texts[i] for i in representable], add_special_tokens=False)
    prompts = [e.ids for e in encoded]
    for i, ids in zip(representable, prompts):
        if not ids:
            failed.append((i, "the prompt has no tokens"))
        elif len(ids) + max_new_tokens > max_positions:
            failed.append((i, f"its prompt of {len(ids)} tokens + {flag}={max_new_tokens} exceeds "
                              f"the model's {max_positions} positions"))
    failed.sort()
    # a Problem knows its file:line; a plain dict is named by its place in the list
    named = [f"{getattr(problems[i], 'where', '') or f'problem {i + 1}'}: {reason}"
             for i, reason in failed[:3]]
    if failed:
        raise ValueError(f"{len(failed)} of {len(problems)} problems cannot be generated from "
                         f"({'; '.join(named)}): fix or remove them, or use a tokenizer, "
                         f"template or --{flag} that fits them")
    return prompts


def download_data(repo_and_file, flag):
    """The path of a file from the Hugging Face Hub, downloaded once and cached."""
    try:
        from huggingface_hub import hf_hub_download
        return hf_hub_download(*repo_and_file, repo_type="dataset")
    except Exception as e:
        sys.exit(f"could not download {'/'.join(repo_and_file)} ({type(e).__name__}). Offline? "
                 f"Get the file elsewhere and pass --{flag}=its local copy")


def benchmark_file(benchmark, data_path, flag):
    """The file to read the problems from: data_path, or the benchmark's file from the Hub,
    downloaded once (flag: the flag that names a local copy instead, for the offline hint)."""
    if data_path:
        return data_path
    repo, file, _, _ = BENCHMARKS[benchmark_name(benchmark, data_path)]
    return download_data((repo, file), flag)


def key(record):
    """A problem's identity in a results file: its unique_id, or its text when it has none."""
    if record.get("unique_id"):
        return record["unique_id"]
    return record["problem"]

# -----------------------------------------------------------------------------
# results files: a settings record, then one record per problem


def read_records(path):
    """The JSON records of a file, less a partial last line (from a run killed mid-write, or
    still writing). plot_logs.read_log is the same reader for logs; it stays separate so that
    plotting needs no torch."""
    text = Path(path).read_text()
    complete = text[:text.rfind("\n") + 1]
    return [json.loads(line) for line in complete.splitlines()]


def read_results(path):
    """(settings, per-problem records) of a results file; settings is None in a file without."""
    records = read_records(path)
    if records and "settings" in records[0]:
        return records[0]["settings"], records[1:]
    return None, records


def write_atomic(path, text):
    """Replace a file's contents so that a kill at any moment leaves either the old file or the
    new one: write a temporary file beside it, then rename it over the old one (atomically)."""
    tmp = Path(f"{path}.tmp")
    tmp.write_text(text)
    os.replace(tmp, path)


def fingerprint(model_dir, tokenizer_dir=None):
    """SHA-256 of the files that decide a model's answers: weights, config and tokenizer (from
    tokenizer_dir if given). model_dir may be a .pth state dict (the book's): its one file.
    Hashing the whole weight files is exact (two checkpoints of one model have the same sizes and
    safetensors headers; modification times change with a plain copy) and cheap next to an
    evaluation: about 1.5 GB/s on one CPU core, a second for Qwen3-0.6B (1.5 GB in bfloat16), read
    from the page cache right after loading."""
    model_dir = Path(model_dir)
    tok_dir = model_dir
    if tokenizer_dir is not None:
        tok_dir = Path(tokenizer_dir)
    files = [model_dir / "config.json", tok_dir / "tokenizer.json", tok_dir / "tokenizer_config.json",
             model_dir / "model.safetensors.index.json"]
    if model_dir.is_file():
        files.append(model_dir)
    else:
        files += sorted(model_dir.glob("*.safetensors"))
    digest = hashlib.sha256()
    for path in files:
        if not path.is_file():
            continue
        digest.update(f"{path.name}\n".encode())
        with open(path, "rb") as f:
            digest.update(hashlib.file_digest(f, "sha256").digest())
    return digest.hexdigest()


def settings_differences(old, new):
    """Lines 'name: OLD in the file, NEW now' for every setting that differs."""
    lines = []
    for name in sorted(set(old) | set(new)):
        if old.get(name) != new.get(name):
            lines.append(f"  {name}: {old.get(name)!r} in the file, {new.get(name)!r} now")
    return lines


# the settings that are no part of the protocol: the model (what is measured) and the seed (one
# draw of the samples)
NOT_PROTOCOL = ("model_sha256", "dtype", "seed")


def protocol(settings):
    """What a number was measured under: a results file's settings less the model and the seed.
    Two numbers compare only under one protocol."""
    return {name: value for name, value in settings.items() if name not in NOT_PROTOCOL}


def describe(settings):
    """The settings in one line: benchmark, template, decoding, k, token budget, the verifier's
    version, and the model when they name one."""
    decoding = "greedy"
    if settings["temperature"] > 0:
        decoding = (f"temperature {settings['temperature']:g}, top_p {settings['top_p']:g}, "
                    f"top_k {settings['top_k']}")
    parts = [settings["benchmark"], f"template {settings['template']}", decoding,
             f"k={settings['num_samples']}", f"max {settings['max_new_tokens']} new tokens",
             f"verifier {settings['verifier']}"]
    if "model_sha256" in settings:
        parts.append(f"model {settings['model_sha256'][:12]} ({settings['dtype']})")
    return " | ".join(parts)

# -----------------------------------------------------------------------------
# generate and grade, appending to the results file as batches finish


def reuse_records(old, problems, workers, out_path, progress):
    """(records to keep on file, done: key -> record) for a resumed evaluation. A problem's answers
    on file are reused while its text is the one in the data (the settings, checked before,
    decide the rest of the prompt); a changed text drops them, to be generated again. A changed
    reference answer re-grades the stored responses: grading is cheap, generating is not."""
    current = {key(p): p for p in problems}
    kept, done, regrade = [], {}, []
    for r in old:
        p = current.get(key(r))
        if p is not None and r["problem"] != p["problem"]:
            continue
        if p is not None and r["answer"] != p["answer"]:
            regrade.append((r, p["answer"]))
            continue
        kept.append(r)
        if p is not None:
            done[key(r)] = r
    if regrade:
        responses = [text for r, _ in regrade for text in as_list(r["response"])]
        answers = [str(a) for r, a in regrade for _ in as_list(r["response"])]
        verdicts = iter(verify.grade_batch(responses, answers, workers=workers))
        for r, answer in regrade:
            correct = [next(verdicts) for _ in as_list(r["response"])]
            if not isinstance(r["response"], list):
                correct = correct[0]  # greedy: one value, as written
            record = r | dict(answer=answer, correct=correct)
            kept.append(record)
            done[key(record)] = record
    changed = len(old) - len(kept)
    if progress and (regrade or changed):
        print(f"{out_path}: {len(regrade)} answers re-graded (the data's answer changed), "
              f"{changed} problems to generate again (their text changed)", file=sys.stderr)
    return kept, done


def sampling_problem(num_samples, temperature, batch_size, prefix=""):
    """Why k samples per problem cannot be drawn, as one line naming the flags (prefix: grpo.py's
    eval_), or "": k < 1; k > 1 greedy answers, which are all the same answer; k beyond the rows
    of one generate call (batch_size), which holds all the samples of a problem."""
    k = f"--{prefix}num_samples={num_samples}"
    if num_samples < 1:
        return f"{k}: k must be at least 1"
    if num_samples > 1 and temperature == 0:
        return (f"{k} with --{prefix}temperature=0: greedy answers are all the same; sample "
                f"(e.g. --{prefix}temperature=0.6) or pass k = 1")
    if num_samples > batch_size:
        return (f"{k}: a problem's k samples go in one generate call of at most "
                f"--{prefix}batch_size={batch_size} rows; raise it to {num_samples} or lower k")
    return ""


def eval_settings(tokenizer, benchmark, prompt_template, max_new_tokens, temperature, top_p, top_k,
                  num_samples, seed):
    """The settings that decide the answers and their grades: the protocol (the benchmark's name,
    the template and the prompt it renders, decoding, k, the token budget, the verifier's version)
    and the seed."""
    template = prompt_template
    if prompt_template not in PROMPT_TEMPLATES:
        template = "custom"  # the prompt itself says which
    return dict(benchmark=benchmark, template=template,
                prompt=render_prompt(prompt_template, "{problem}", tokenizer),
                max_new_tokens=max_new_tokens, temperature=temperature, top_p=top_p, top_k=top_k,
                num_samples=num_samples, seed=seed, verifier=verify.__version__)


def evaluate(model, tokenizer, problems, prompt_template="base", max_new_tokens=2048,
             batch_size=64, temperature=0.0, top_p=1.0, top_k=0, num_samples=1, out_path=None,
             seed=0, workers=2, progress=True, identity=None, compile_generate=False,
             benchmark="math500"):
    """Generate, grade, record -> (accuracy, records).

    With out_path, the results file starts with the settings that decide the answers
    (eval_settings, plus `identity`, e.g. the model's fingerprint and dtype). Problems already in
    it are read back, not redone, while their text is the data's (see reuse_records: a changed
    answer re-grades); a file made with other settings raises a ValueError that lists the
    differences. Not compared: batch_size and the device, which change greedy answers only
    through rounding. The problems to generate are checked first (check_prompts): one that cannot
    be generated from raises a ValueError."""
    settings = eval_settings(tokenizer, benchmark, prompt_template, max_new_tokens, temperature,
                             top_p, top_k, num_samples, seed)
    if identity:
        settings.update(identity)
    done = {}
    kept = []  # the records on file, less those of changed problems, re-graded where needed
    if out_path and Path(out_path).exists():
        old_settings, old = read_results(out_path)
        if old_settings is None:
            raise ValueError(f"{out_path} records no settings (an older version wrote it): its "
                             "answers may come from other settings or another model. Delete it, "
                             "or pass --out=a new file")
        differences = settings_differences(old_settings, settings)
        if differences:
            raise ValueError(f"{out_path} holds answers made with other settings or another "
                             "model:\n"
                             + "\n".join(differences)
                             + "\nDelete it, or pass --out=a new file")
        kept, done = reuse_records(old, problems, workers, out_path, progress)
    todo = [p for p in problems if key(p) not in done]
    # checked before the results file is touched: a refused problem leaves it as it was
    max_positions = model.config.max_position_embeddings
    todo_prompts = check_prompts(todo, tokenizer, prompt_template, max_new_tokens, max_positions)
    prompts = {key(p): ids for p, ids in zip(todo, todo_prompts)}
    if out_path:
        # rewritten without a partial last line (from a run killed mid-write)
        lines = [json.dumps({"settings": settings})] + [json.dumps(r) for r in kept]
        write_atomic(out_path, "".join(line + "\n" for line in lines))
    # similar lengths share a batch; longest first, so that running out of memory shows at once
    todo.sort(key=lambda p: -len(prompts[key(p)]))
    problems_per_batch = max(1, batch_size // num_samples)
    stop = set(tokenizer.stop_ids)
    gen = torch.Generator(model.lm_head.weight.device).manual_seed(seed)
    t0 = time.time()
    for i in range(0, len(todo), problems_per_batch):
        batch = todo[i:i + problems_per_batch]
        rows = [prompts[key(p)] for p in batch for _ in range(num_samples)]
        outs = qwen3.generate(model, rows, max_new_tokens, temperature, top_p, top_k,
                              eos_ids=tokenizer.stop_ids, generator=gen,
                              compile_generate=compile_generate)
        # the end token is stripped; other special tokens (<think>) stay: the verifier reads them
        responses = []
        for o in outs:
            if o and o[-1] in stop:
                o = o[:-1]
            responses.append(tokenizer.decode(o))
        answers = [str(p["answer"]) for p in batch for _ in range(num_samples)]
        texts = [p["problem"] for p in batch for _ in range(num_samples)]
        correct = verify.grade_batch(responses, answers, workers=workers, problems=texts)
        for j, p in enumerate(batch):
            mine = slice(j * num_samples, (j + 1) * num_samples)
            fields = dict(extracted=[verify.extract_answer(r) for r in responses[mine]],
                          correct=correct[mine],
                          num_tokens=[len(o) for o in outs[mine]],
                          response=responses[mine],
                          # cut off: the token budget ran out before the end token
                          truncated=[len(o) == max_new_tokens and o[-1] not in stop
                                     for o in outs[mine]])
            if num_samples == 1:
                fields = {name: values[0] for name, values in fields.items()}
            done[key(p)] = dict(unique_id=p.get("unique_id"), subject=p.get("subject"),
                                level=p.get("level"), answer=p["answer"], **fields,
                                problem=p["problem"])
        # reopened per batch, so that all a killed run finished is on disk
        if out_path:
            with open(out_path, "a") as f:
                f.write("".join(json.dumps(done[key(p)]) + "\n" for p in batch))
        if progress:
            print_progress(done, len(problems), i + len(batch), len(todo), time.time() - t0)
    records = [done[key(p)] for p in problems]
    return mean(score(r) for r in records), records


def print_progress(done, total, ran, todo, seconds):
    """Done/total, running accuracy, and the time left at this run's pace, on one rewritten line."""
    bar = "#" * (20 * len(done) // total)
    accuracy = mean(score(r) for r in done.values())
    eta_minutes = seconds / ran * (todo - ran) / 60
    end = "\n" if ran == todo else ""
    print(f"\r{len(done)}/{total} [{bar:<20}] acc {accuracy:.1%} | ETA {eta_minutes:.1f} min ",
          end=end, file=sys.stderr, flush=True)

# -----------------------------------------------------------------------------
# metrics: avg@k, pass@k and maj@k from the same k samples, each with its standard error


def as_list(x):
    """A field of one sample (greedy), or the list of k samples, as a list."""
    if isinstance(x, list):
        return x
    return [x]


def score(record):
    return mean(as_list(record["correct"]))


def majority_correct(extracted, correct):
    """Majority vote over answers grouped by verify.is_equiv (the first seen wins a tie; no
    answer, no vote)."""
    votes = {}  # index of a group's first member -> group size
    for i, answer in enumerate(extracted):
        if answer is None:
            continue
        first = next((j for j in votes if verify.is_equiv(answer, extracted[j])), i)
        votes[first] = votes.get(first, 0) + 1
    if not votes:
        return False
    winner = max(votes, key=votes.get)
    return bool(correct[winner])


def problem_scores(records):
    """Each metric's value on each problem, by name, from the same k samples per problem: avg@k,
    the fraction of its samples that are right (greedy: 1 or 0); for k > 1 also pass@j for
    j = 2, 4, ..., k and maj@k. A metric is the mean of its values over the problems."""
    k = len(as_list(records[0]["correct"]))
    right = [sum(as_list(r["correct"])) for r in records]
    scores = {f"avg@{k}": [c / k for c in right]}
    if k > 1:
        # pass@1 is avg@k: the estimator below is c / k for j = 1
        for j in sorted({2 ** e for e in range(1, k.bit_length())} | {k}):
            # unbiased, from k samples of which c are correct: 1 - C(k-c, j) / C(k, j)
            # (Chen et al., 2021)
            scores[f"pass@{j}"] = [1 - math.comb(k - c, j) / math.comb(k, j) for c in right]
        scores[f"maj@{k}"] = [float(majority_correct(r["extracted"], r["correct"]))
                              for r in records]
    return scores


def standard_error(values):
    """The standard error of a mean over problems: the sample standard deviation of the
    per-problem values over sqrt(n), as lm-evaluation-harness reports it; None for one problem.
    It measures how the number would move on another draw of problems like these (the samples of
    one problem are correlated, so they are averaged within the problem first)."""
    n = len(values)
    if n < 2:
        return None
    m = mean(values)
    return math.sqrt(sum((x - m) ** 2 for x in values) / (n - 1) / n)


def summarize(records):
    """avg@k (the accuracy; greedy: k = 1) with its standard error and a 95% interval, pass@j and
    maj@k with theirs for k > 1, accuracy by level and subject, lengths."""
    scores = problem_scores(records)
    k = len(as_list(records[0]["correct"]))
    per_problem = scores[f"avg@{k}"]
    acc = mean(per_problem)
    se = standard_error(per_problem)
    half = 1.96 * (se or 0.0)  # a normal approximation over problems
    s = dict(num_problems=len(records),
             accuracy=acc,
             accuracy_se=se,
             ci95=[max(0.0, acc - half), min(1.0, acc + half)],
             mean_tokens=mean(t for r in records for t in as_list(r["num_tokens"])),
             truncated_frac=mean(t for r in records for t in as_list(r["truncated"])))
    for field in ("level", "subject"):
        values = [str(r.get(field)) for r in records]
        groups = {}
        for g in sorted(set(values)):
            group_scores = [x for v, x in zip(values, per_problem) if v == g]
            groups[g] = dict(n=len(group_scores), accuracy=mean(group_scores))
        s[f"by_{field}"] = groups
    if k > 1:
        for name, values in scores.items():
            s[name] = mean(values)
            s[f"{name}_se"] = standard_error(values)
    return s


def compare_results(path_a, path_b):
    """Per-problem difference of two result files -> counts. A problem counts as right when at
    least half of its samples are. Two files measured under different protocols (or one that
    records none) raise a one-line ValueError: their numbers do not compare."""
    (settings_a, records_a), (settings_b, records_b) = read_results(path_a), read_results(path_b)
    for path, settings in [(path_a, settings_a), (path_b, settings_b)]:
        if settings is None or "verifier" not in settings:
            raise ValueError(f"{path} records no protocol (an older version wrote it): what its "
                             "numbers were measured under is unknown, so they compare with none")
    proto_a, proto_b = protocol(settings_a), protocol(settings_b)
    differ = [f"{name} {proto_a.get(name)!r:.40} in A, {proto_b.get(name)!r:.40} in B"
              for name in sorted(set(proto_a) | set(proto_b))
              if proto_a.get(name) != proto_b.get(name)]
    if differ:
        raise ValueError(f"{path_a} (A) and {path_b} (B) were measured under different protocols "
                         f"({'; '.join(differ)}): compare results of one protocol")
    a = {key(r): r for r in records_a}
    b = {key(r): r for r in records_b}
    common = [k for k in a if k in b]
    verdicts = {(False, True): "fixed", (True, False): "broken", (True, True): "both right",
                (False, False): "both wrong"}  # by (right in A, right in B)
    groups = {v: [] for v in verdicts.values()}
    for k in common:
        verdict = verdicts[score(a[k]) >= 0.5, score(b[k]) >= 0.5]
        groups[verdict].append(str(k)[:40])
    n = len(common)
    delta = len(groups["fixed"]) - len(groups["broken"])
    print(f"protocol: {describe(proto_a)}")
    print(f"{n} problems in both ({len(a) - n} only in A, {len(b) - n} only in B): "
          f"accuracy {delta / max(1, n):+.1%}")
    # with the first few problems that changed
    for name, ids in groups.items():
        examples = ""
        if name in ("fixed", "broken"):
            examples = ", ".join(ids[:5])
        print(f"{name:>10}: {len(ids):4d}  {examples}")
    return {name: len(ids) for name, ids in groups.items()}


def percent(value, se):
    """'47.2% ± 2.2%': a metric and its standard error (none for one problem)."""
    if se is None:
        return f"{value:.1%}"
    return f"{value:.1%} ± {se:.1%}"


def print_summary(s, settings):
    """The protocol, then the numbers measured under it."""
    print(f"protocol: {describe(settings)}")
    print(f"accuracy {percent(s['accuracy'], s['accuracy_se'])} (95% interval "
          f"{s['ci95'][0]:.1%} - {s['ci95'][1]:.1%}) on {s['num_problems']} problems "
          "(± one standard error over problems)")
    sampled = [f"{name} {percent(value, s[name + '_se'])}" for name, value in s.items()
               if name.startswith(("avg@", "pass@", "maj@")) and not name.endswith("_se")]
    if sampled:
        print(" | ".join(sampled))
    print(f"mean response {s['mean_tokens']:.0f} tokens | truncated {s['truncated_frac']:.1%}")
    for field in ("level", "subject"):
        groups = s[f"by_{field}"]
        if list(groups) == ["None"]:
            continue  # the data has no such field (the arithmetic demo's problems, for example)
        parts = [f"{g} {v['accuracy']:.1%} ({v['n']})" for g, v in groups.items()]
        print(f"by {field}: " + " | ".join(parts))

# -----------------------------------------------------------------------------
# main

if __name__ == "__main__":
    qwen3.check_torch_version(torch.__version__)
    if sys.argv[1:2] == ["--compare"]:
        if len(sys.argv) != 4:
            sys.exit("usage: python eval_math500.py --compare A.jsonl B.jsonl")
        try:
            compare_results(*sys.argv[2:])
        except (OSError, ValueError) as e:
            sys.exit(f"error: {e}")
        sys.exit(0)
    if "--help" in sys.argv or "-h" in sys.argv:
        print(__doc__.strip() + "\n")
        print(flag_help(__file__, globals()))
        sys.exit(0)
    defaults = {name: globals()[name] for name in FLAGS}
    configure(sys.argv[1:], globals())
    changed = [f"--{name}={typed(globals()[name])}" for name in FLAGS
               if globals()[name] != defaults[name]]
    if changed:
        print("flags (the rest are the defaults): " + " ".join(changed))
    if not (model_dir or init_from):
        sys.exit("pass --model_dir=a Qwen3 folder, --init_from=Qwen/Qwen3-0.6B-Base, "
                 "or --compare A.jsonl B.jsonl")
    if dtype not in ("auto", "float32", "bfloat16", "float16"):
        sys.exit(f"--dtype={dtype}: pass auto, float32, bfloat16 or float16")
    problem = sampling_problem(num_samples, temperature, batch_size)
    if problem:
        sys.exit(f"error: {problem}")
    # the model (downloaded with --init_from), and the benchmark from --data_path or downloaded
    # once; bad input is the user's to fix: one line that says what is wrong, no traceback
    try:
        name = benchmark_name(benchmark, data_path)
        dev = qwen3.pick_device(device)
        torch_dtype = qwen3.pick_dtype(dtype, dev)
        if init_from:
            if not model_dir:
                model_dir = f"out/models/{init_from.split('/')[-1]}"
            model_dir = str(qwen3.download(init_from, model_dir))
        problems = load_problems(benchmark_file(benchmark, data_path, "data_path"), benchmark)
        if max_items:
            problems = problems[:max_items]
        tok_dir = qwen3.tokenizer_folder(model_dir, tokenizer_dir)
    except (OSError, ValueError) as e:
        sys.exit(f"error: {e}")
    try:
        model = qwen3.load_model(model_dir, dev, torch_dtype)
    except (OSError, ValueError) as e:
        sys.exit(f"error: {e}")
    except SafetensorError as e:
        sys.exit(f"error: could not load {model_dir} on device {dev!r} ({e}): a damaged or "
                 "truncated .safetensors file (copy it again), or a device this machine cannot "
                 "use (--device=auto picks one)")
    except RuntimeError as e:
        # e.g. --device=cuda with a CPU-only PyTorch
        sys.exit(f"error: could not load {model_dir} on device {dev!r}: {e}")
    try:
        tok = qwen3.load_tokenizer(tok_dir)
    except (OSError, ValueError) as e:
        sys.exit(f"error: {e}")
    except Exception as e:  # tokenizers raises a bare Exception for a file it cannot parse
        sys.exit(f"error: {tok_dir}/tokenizer.json is damaged ({e}): copy it again")
    if not out:
        # named after the benchmark (or the data file), the template and k
        template = prompt_template if prompt_template in PROMPT_TEMPLATES else "custom"
        stem = f"{Path(name).stem}_{template}"
        if num_samples > 1:
            stem += f"_k{num_samples}"
        out = os.path.join(model_dir, f"{stem}.jsonl")
        if os.path.isfile(model_dir):
            # a .pth state dict: beside it, named after it (the book keeps several in one folder)
            out = f"{os.path.splitext(model_dir)[0]}_{stem}.jsonl"
    t0 = time.perf_counter()
    identity = dict(model_sha256=fingerprint(model_dir, tok_dir),
                    dtype=str(torch_dtype).removeprefix("torch."))
    seconds = time.perf_counter() - t0
    print(f"model files' SHA-256 {identity['model_sha256'][:12]}... ({seconds:.1f} s)")
    try:
        acc, records = evaluate(model, tok, problems, prompt_template, max_new_tokens, batch_size,
                                temperature, top_p, top_k, num_samples, out, seed, workers,
                                identity=identity, compile_generate=compile_generate,
                                benchmark=name)
    except ValueError as e:
        sys.exit(f"error: {e}")
    s = summarize(records)
    # the settings the answers were made with (checked equal to the flags), and every flag
    settings, _ = read_results(out)
    print_summary(s, settings)
    s["protocol"] = describe(settings)
    s["settings"] = settings
    s["config"] = {k: globals()[k] for k in FLAGS}
    summary_path = Path(out).with_name(Path(out).stem + "_summary.json")
    write_atomic(summary_path, json.dumps(s, indent=2))
    print(f"results in {out}, summary in {summary_path}")
