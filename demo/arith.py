"""
demo/arith.py: everything the CPU demo needs, made from nothing in about a minute, no download:
an arithmetic task in MATH's JSONL format, a character-level tokenizer, and a tiny Qwen3 (~100k
parameters) taught by supervised learning on worked solutions until it solves about 40% of held-out
problems when sampling: a middling warm start that GRPO can then improve.

    python demo/arith.py                  # -> out/arith/{train,test}.jsonl, out/arith/model/ (~30 s)
    python grpo.py config/arith_cpu.py    # GRPO on it (~1 minute)
    python demo/arith.py --replace_grpo_run=True   # again: deletes the GRPO run of the old model
    python demo/arith.py --task=hard && python grpo.py config/arith_cpu.py config/arith_hard.py   # hard (~5 min)

A worked solution goes digit by digit from the right inside <think>...</think>, then the boxed
answer:
    7752*4=?   ->  <think>2*4=8,5*4=20,7*4+2=30,7*4+3=31</think>\\boxed{31008}
    4821+97=?  ->  <think>1+7=8,2+9=11,8+0+1=9,4+0=4</think>\\boxed{4918}

The hard task (--task=hard, in out/arith_hard) keeps the products by one digit and replaces the
additions by products of a 2-3-digit number by a 2-digit number, worked as partial products (each
one shifted by its digit's place) and then their column sums, up to 109 tokens with the end
token; SFT stops at 8% sampled held-out accuracy:
    347*26=?  ->  <think>7*6=42,4*6+4=28,3*6+2=20=2082;7*2=14,4*2+1=9,3*2=6=6940;
                  2+0=2,8+4=12,0+9+1=10,2+6+1=9</think>\\boxed{9022}   (one line)
"""
import ast
import json
import random
import shutil
import sys
import time
from pathlib import Path

# qwen3.py lives in the project root
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import torch
import torch.nn.functional as F

import qwen3

task = "basic"  # basic: additions, products by one digit | hard: products by 1 or 2 digits (HARD)
out_dir = "out/arith"
seed = 1337
num_train = 20000  # training problems (GRPO's prompts too)
num_test = 300  # held-out problems, never in the training set
target_acc = 0.40  # stop SFT once sampled (temperature 1) held-out accuracy reaches this
eval_interval = 50  # SFT steps between held-out evaluations
max_steps = 3000  # give up (with an error) if the target is still not reached
batch_size = 64
learning_rate = 3e-3
max_new_tokens = 56  # the longest worked solution (5 digits + 5 digits) is 53 tokens with the end token
# PyTorch's CPU threads. A matrix product split over 2 threads sums in another order than over 1, so the
# warm start would depend on the core count (55.3% or 63.7% greedy on one Intel Xeon); one thread makes
# it depend on the CPU's kernels only, and spares a busy machine two threads fighting over one core
threads = 1
# out_dir/grpo holds a GRPO run of an earlier warm start, which a new model makes meaningless:
# True deletes it; False refuses to start while it exists
replace_grpo_run = False
FLAGS = ["task", "out_dir", "seed", "num_train", "num_test", "target_acc", "eval_interval",
         "max_steps", "batch_size", "learning_rate", "threads", "replace_grpo_run"]
# --task=hard: half the problems are a 2-3-digit number times a 2-digit number, worked as partial
# products in up to 109 tokens, and SFT stops at a weaker start, so that GRPO (config/arith_hard.py)
# meets groups that are all wrong or all right and answers cut at max_new_tokens. These values
# replace the defaults above, except for flags given on the command line.
HARD = dict(out_dir="out/arith_hard", target_acc=0.08, eval_interval=25, max_new_tokens=112)

# -----------------------------------------------------------------------------
# task: problems, worked solutions, held-out split


def addition_steps(numbers):
    """The column-by-column steps of a sum, from the right, the shorter numbers padded with
    zeros: [1+7=8, 2+9=11, 8+0+1=9, 4+0=4] for 4821+97. Each step adds the column's digits and
    the carry."""
    width = max(len(str(n)) for n in numbers)
    columns = zip(*[str(n).zfill(width)[::-1] for n in numbers])
    steps, carry = [], 0
    for digits in columns:
        total = sum(int(x) for x in digits) + carry
        step = "+".join(digits)
        if carry:
            step += f"+{carry}"
        steps.append(f"{step}={total}")
        carry = total // 10
    return steps


def times_digit_steps(a, d):
    """The digit-by-digit steps of a*d for one digit d, from the right: [2*4=8, 5*4=20, 7*4+2=30,
    7*4+3=31] for 7752*4. Each step multiplies one digit of a by d and adds the carry."""
    steps, carry = [], 0
    for x in str(a)[::-1]:
        total = int(x) * d + carry
        step = f"{x}*{d}"
        if carry:
            step += f"+{carry}"
        steps.append(f"{step}={total}")
        carry = total // 10
    return steps


def worked_solution(a, op, b):
    """The digit-by-digit solution of a+b or a*b, ending in the boxed answer. A product by a
    one-digit b is one list of steps; by a longer b it is written as partial products: for each
    digit of b from the right, the steps of a times that digit and then the partial product
    (shifted by the digit's place), after a ';' the column sums of the partial products."""
    if op == "+":
        work = ",".join(addition_steps([a, b]))
        answer = a + b
    elif op == "*" and b < 10:
        work = ",".join(times_digit_steps(a, b))
        answer = a * b
    elif op == "*":
        partials = []
        parts = []
        for place, d in enumerate(str(b)[::-1]):
            partial = a * int(d) * 10 ** place
            partials.append(partial)
            parts.append(",".join(times_digit_steps(a, int(d))) + f"={partial}")
        parts.append(",".join(addition_steps(partials)))
        work = ";".join(parts)
        answer = a * b
    else:
        raise ValueError(f"op must be '+' or '*', got {op!r}")
    # the answer (and a partial product) is the last carry followed by each step's last digit,
    # read back from the top
    return f"<think>{work}</think>\\boxed{{{answer}}}"


def number(rng, lo_digits, hi_digits):
    """A random number of lo_digits to hi_digits digits, the number of digits drawn first."""
    n = rng.randint(lo_digits, hi_digits)
    return rng.randint(10 ** (n - 1), 10 ** n - 1)


def random_problem(rng):
    """Half additions of two 2-5-digit numbers, half a 2-4-digit number times one digit (2-9)."""
    if rng.random() < 0.5:
        return number(rng, 2, 5), "+", number(rng, 2, 5)
    return number(rng, 2, 4), "*", rng.randint(2, 9)


def random_hard_problem(rng):
    """Half a 2-4-digit number times one digit (2-9), as in random_problem, half a 2-3-digit number
    times a 2-digit number, worked as partial products: answers of 18 to 109 tokens."""
    if rng.random() < 0.5:
        return number(rng, 2, 4), "*", rng.randint(2, 9)
    return number(rng, 2, 3), "*", number(rng, 2, 2)


def make_problems(num_train, num_test, seed, draw=random_problem):
    """(train, test) lists of MATH-style rows {problem, solution, answer}, each problem drawn by
    draw(rng): random_problem or random_hard_problem; no test problem is in train."""
    rng = random.Random(seed)
    rows = {"test": {}, "train": {}}
    # test first: train then skips its problems
    for split, n in (("test", num_test), ("train", num_train)):
        while len(rows[split]) < n:
            a, op, b = draw(rng)
            problem = f"{a}{op}{b}=?"
            if problem in rows["test"] or problem in rows["train"]:
                continue
            if op == "+":
                answer = a + b
            else:
                answer = a * b
            rows[split][problem] = dict(problem=problem, solution=worked_solution(a, op, b),
                                        answer=str(answer))
    return list(rows["train"].values()), list(rows["test"].values())

# -----------------------------------------------------------------------------
# tokenizer: one token per character, plus the few multi-character tokens the rewards look for


def build_tokenizer(model_dir, extra_chars=""):
    """Write a character-level tokenizer.json (+ tokenizer_config.json naming the end token) that
    qwen3.load_tokenizer reads like Qwen3's own, and return it loaded. extra_chars get tokens after
    the others (the hard task's ';'), so the other tokens keep their ids."""
    from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers
    special = ["<|endoftext|>", "<|pad|>"]  # skipped when decoding with skip_special_tokens
    # kept in decoded text, as in Qwen3: the verifier reads them
    words = ["<think>", "</think>", "\\boxed{"]
    vocab = {t: i for i, t in enumerate(special + words + list("0123456789+*=?,}" + extra_chars))}
    tok = Tokenizer(models.WordLevel(vocab))
    tok.pre_tokenizer = pre_tokenizers.Split(Regex("."), "isolated")  # every character is a word
    tok.decoder = decoders.Fuse()  # join tokens without spaces
    tok.add_special_tokens(special)
    tok.add_tokens(words)  # matched before the character split, so each is one token
    model_dir = Path(model_dir)
    model_dir.mkdir(parents=True, exist_ok=True)
    tok.save(str(model_dir / "tokenizer.json"))
    config = {"eos_token": "<|endoftext|>", "pad_token": "<|pad|>"}
    (model_dir / "tokenizer_config.json").write_text(json.dumps(config))
    return qwen3.load_tokenizer(model_dir)

# -----------------------------------------------------------------------------
# model and supervised warm start


def tiny_qwen3(tok):
    """Qwen3 blocks as in Qwen3-0.6B (q/k-norm, GQA, SwiGLU, tied embeddings), scaled down to
    ~100k parameters."""
    cfg = qwen3.Qwen3Config(vocab_size=tok.tok.get_vocab_size(), hidden_size=64,
                            intermediate_size=192, num_hidden_layers=2, num_attention_heads=4,
                            num_key_value_heads=2, head_dim=16, rope_theta=10000.0,
                            max_position_embeddings=128,
                            hf=dict(eos_token_id=tok.eos_id, pad_token_id=tok.pad_id))
    model = qwen3.Qwen3(cfg)
    for p in model.parameters():
        # nn.Embedding's N(0, 1) would also be the (tied) output layer: start small, as GPT-2 does
        if p.dim() == 2:
            torch.nn.init.normal_(p, std=0.02)
    return model


def sft_batch(rows, tok):
    """Token ids (B, T) of problem + solution + end token, right-padded, and targets (B, T) that
    are -100 (ignored) except on the solution: the model learns to answer, not to invent
    problems."""
    seqs = [(tok.encode(r["problem"]), tok.encode(r["solution"]) + [tok.eos_id]) for r in rows]
    T = max(len(p) + len(s) for p, s in seqs)
    ids = torch.full((len(rows), T), tok.pad_id)
    targets = torch.full((len(rows), T), -100)
    for i, (p, s) in enumerate(seqs):
        ids[i, :len(p) + len(s)] = torch.tensor(p + s)
        targets[i, len(p) - 1:len(p) + len(s) - 1] = torch.tensor(s)  # position t predicts token t+1
    return ids, targets


@torch.no_grad()
def accuracy(model, tok, rows, temperature, generator):
    """Share of rows whose sampled completion boxes the right answer (grpo.py grades with
    verify.py)."""
    model.eval()
    prompts = [tok.encode(r["problem"]) for r in rows]
    outs = qwen3.generate(model, prompts, max_new_tokens, temperature, eos_ids=tok.stop_ids,
                          generator=generator)
    model.train()
    return sum(f"\\boxed{{{r['answer']}}}" in tok.decode(o) for o, r in zip(outs, rows)) / len(rows)


def configure(argv, config):
    """Apply --name=value flags to the dict of globals, as grpo.py and eval_math500.py do: the value
    is read as a Python literal, true/false are accepted for booleans, an int where the default is a
    float, and any other type mismatch is refused with a message. Returns the names given."""
    for arg in argv:
        name, eq, value = arg.removeprefix("--").partition("=")
        if not arg.startswith("--") or not eq:
            sys.exit(f"flags are --name=value, got {arg!r}")
        if name not in FLAGS:
            sys.exit(f"unknown flag {arg!r}; flags: {' '.join('--' + f + '=' for f in FLAGS)}")
        default = config[name]
        if isinstance(default, bool) and value.lower() in ("true", "false"):
            parsed = value.lower() == "true"
        elif isinstance(default, str):
            parsed = value
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
    # the names given, which the task's own defaults must not replace
    return [arg.removeprefix("--").partition("=")[0] for arg in argv]


if __name__ == "__main__":
    qwen3.check_torch_version(torch.__version__)
    given = configure(sys.argv[1:], globals())
    if task not in ("basic", "hard"):
        sys.exit(f"--task={task}: the tasks are basic and hard")
    draw = random_problem
    extra_chars = ""
    if task == "hard":
        draw = random_hard_problem
        extra_chars = ";"
        for name, value in HARD.items():
            if name not in given:
                globals()[name] = value
    if threads < 1:
        sys.exit(f"--threads={threads}: pass 1 or more")
    t0 = time.perf_counter()
    torch.set_num_threads(threads)
    torch.manual_seed(seed)
    out = Path(out_dir)
    # a GRPO run of an earlier warm start does not apply to the new model: never mix the two
    grpo_run = out / "grpo"
    if grpo_run.exists() and not replace_grpo_run:
        sys.exit(f"{grpo_run} holds a GRPO run of the model this script made before, and a new model "
                 "would make it meaningless. Move it away, or pass --replace_grpo_run=True to delete it")
    if grpo_run.exists():
        shutil.rmtree(grpo_run)
        print(f"deleted {grpo_run} (--replace_grpo_run=True)")
    train, test = make_problems(num_train, num_test, seed, draw)
    out.mkdir(parents=True, exist_ok=True)
    for split, rows in (("train", train), ("test", test)):
        with open(out / f"{split}.jsonl", "w") as f:
            f.writelines(json.dumps(r) + "\n" for r in rows)
    tok = build_tokenizer(out / "model", extra_chars)
    model = tiny_qwen3(tok)
    n_params = sum(p.numel() for p in model.parameters())
    print(f"{len(train)} train / {len(test)} test problems, vocabulary {tok.tok.get_vocab_size()}, "
          f"{n_params / 1e3:.0f}k parameters")
    optimizer = torch.optim.AdamW(model.parameters(), lr=learning_rate, weight_decay=0.0)
    rng = random.Random(seed)  # which problems make a batch
    gen = torch.Generator().manual_seed(seed)  # the held-out evaluation's samples
    for step in range(1, max_steps + 1):
        ids, targets = sft_batch(rng.sample(train, batch_size), tok)
        logits = model(ids)  # (B, T, V); right padding never affects the positions before it
        loss = F.cross_entropy(logits.flatten(0, 1), targets.flatten(), ignore_index=-100)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        if step % eval_interval == 0:
            acc = accuracy(model, tok, test, 1.0, gen)
            print(f"sft step {step} | loss {loss.item():.3f} | held-out sampled acc {acc:.1%} | "
                  f"{time.perf_counter() - t0:.1f} s")
            if acc >= target_acc:
                break
    else:
        sys.exit(f"sampled held-out accuracy never reached {target_acc:.0%} in {max_steps} steps: "
                 "raise --max_steps or --learning_rate, or lower --target_acc")
    qwen3.save_model(model, out / "model")
    greedy = accuracy(model, tok, test, 0.0, gen)
    print(f"saved {out / 'model'} after {step} steps, {time.perf_counter() - t0:.1f} s: "
          f"held-out accuracy {acc:.1%} sampled, {greedy:.1%} greedy")
