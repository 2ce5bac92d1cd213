"""
grpo.py: train a Qwen3 model to solve math problems with GRPO and verifiable rewards (RLVR).

Each step takes a few MATH problems, samples a group of answers to each with the current policy,
scores every answer with a SymPy verifier (1 when the last \\boxed{} answer is right, else 0), turns
the scores into group-relative advantages, and takes a policy-gradient step that makes the better
answers of each group more likely. Every variant (clipping, KL, loss aggregation, ...) is a flag.

    python grpo.py                                   # Qwen3-0.6B-Base on MATH, one GPU
    python grpo.py config/qwen3_0.6b_math.py         # the reference recipe (flags in a file)
    python grpo.py --kl_coef=0.0 --clip_eps=0.2      # any flag as --name=value, after config files
    python demo/arith.py && python grpo.py config/arith_cpu.py      # the CPU demo, no download
    torchrun --nproc_per_node=8 grpo.py config/qwen3_0.6b_math.py   # data parallel on 8 GPUs
    torchrun --nproc_per_node=8 grpo.py config/qwen3_0.6b_math.py --fsdp=True   # sharded (FSDP2)

Where the defaults differ from the GRPO paper (DeepSeekMath, 2024): the loss is a mean over all
tokens of the step (DAPO) rather than a mean of per-sequence means, there is no KL term (kl_coef=0),
and each batch of rollouts is used for one update. The formulas are in comments next to their code.

Reading order: config, data, rewards, advantages, log-probs, loss, optimization, batches, run folder
and checkpoints, the training loop, and last the memory and speed machinery (a blocked log-softmax
and a bf16 optimizer) that computes the same things with less memory.
"""
import ast
import difflib
import json
import math
import os
import re
import shutil
import signal
import sys
import time
from pathlib import Path

import torch
import torch.distributed as dist
from safetensors import SafetensorError

import qwen3
import verify
from eval_math500 import (MATH_500, PROMPT_TEMPLATES, download_data, evaluate, load_problems,
                          read_records, render_prompt)

# -----------------------------------------------------------------------------
# config: module globals, overridden by config files and --name=value on the command line
# model
init_from = "Qwen/Qwen3-0.6B-Base"  # Hugging Face repo to download when model_dir is empty
model_dir = ""  # a Hugging Face-format Qwen3 folder, or the book's .pth state dict (overrides init_from)
tokenizer_dir = ""  # folder with tokenizer.json; empty = model_dir (a .pth: the folder it is in)
dtype = "auto"  # auto (bfloat16 on GPU, float32 on CPU) | float32 | bfloat16
master_weights = True  # bf16: float32 weights in the optimizer; False: stochastic rounding
device = "auto"  # auto (cuda, mps, cpu) | cuda | cuda:1 | mps | cpu
compile = False  # torch.compile the training forward
compile_generate = False  # torch.compile the rollouts' decode step (CUDA graphs on a GPU)
# data
train_data = ""  # JSON/JSONL with problem, answer; empty = download MATH train (12k, no MATH-500)
eval_data = ""  # JSON/JSONL of problems for evaluation; empty = download MATH-500
prompt_template = "base"  # base | qwen3_think | qwen3_nothink | a literal string with {problem}
# rollouts
prompts_per_step = 4  # problems per step (over all processes)
num_rollouts = 8  # answers sampled per problem: the group size G
max_new_tokens = 512  # longest answer; longer ones are cut (and usually get reward 0)
temperature = 1.0  # sampling temperature of the rollouts; the log-probs use it too
top_p = 1.0  # nucleus sampling of the rollouts (1.0 = off); the log-probs use the full softmax
top_k = 0  # top-k sampling of the rollouts (0 = off); the log-probs use the full softmax
# every log-prob (policy, old, reference) and the entropy over the tokens the sampler could draw
# (top-k / top-p), renormalised (DeepSeek-V3.2); entropy is then the truncated distribution's
keep_sampling_mask = False
# rewards
correct_reward_weight = 1.0  # reward = this * correctness + format...; 0 = a format-only reward (hacking)
format_reward = "think"  # the format rewarded: think (<think> ... </think>) | boxed (a \boxed{})
format_reward_weight = 0.0  # reward += weight when the answer has the format
format_reward_if_correct = False  # give the format reward only to correct answers
unboxed_reward = 0.0  # reward for a right answer without \boxed{} (its last number); 0 = none
overlong_buffer = 0  # penalise answers this close to max_new_tokens, linearly (DAPO); 0 = off
overlong_penalty = 1.0  # the penalty at max_new_tokens; it grows linearly over the buffer
grade_workers = 2  # processes for the SymPy verifier
# advantages
adv_std_norm = True  # A = (r - mean) / (std + eps) (GRPO); False: A = r - mean (Dr. GRPO)
adv_batch_norm = False  # then whiten A over the step (REINFORCE++-baseline with adv_std_norm=False)
gdpo = False  # normalise each reward (correct, format, overlong) per group, sum, whiten (GDPO)
skip_zero_adv = True  # save the compute of groups with equal rewards (A = 0) when kl_coef = 0
dynamic_sampling_rounds = 0  # extra rounds of new problems to refill equal-reward groups (DAPO)
# loss
loss_type = "ppo"  # ppo: -min(rA, clip(r)A) | cispo: -sg(min(r, 1 + clip_eps_high)) A log p
ratio_level = "token"  # token (PPO) | sequence (GSPO: use seq_mean_token_mean, clip ~3e-4)
clip_eps = 0.2  # clip the ratio to [1 - clip_eps, 1 + clip_eps_high]; 0 = no clipping at all
clip_eps_high = None  # upper clip; None = clip_eps, larger = clip-higher (DAPO uses 0.28)
ratio_cap = 0.0  # dual-clip: no gradient for A < 0 where the ratio is above this (verl: 3); 0 = off
mask_truncated = False  # leave answers cut at max_new_tokens out of the loss (DAPO)
tis_cap = 0.0  # weight each token's term by min(p_trainer / p_sampler, tis_cap) (TIS; Olmo 3: 2); 0 = off
opsm_delta = 0.0  # drop A < 0 answers whose mean log(p_sampler / p) > this (DeepSeek-V3.2: 0.1); 0 = off
loss_agg = "token_mean"  # token_mean | seq_mean_token_mean | seq_sum | seq_mean_token_sum_norm
kl_coef = 0.0  # weight of the KL penalty to the frozen starting model (0 = no reference model)
kl_estimator = "k3"  # k3: grad of KL(ref||pi) | k2: of KL(pi||ref) | k1: none (see kl_penalty)
kl_is_weight = False  # KL term times the ratio pi/pi_old, with its gradient (DeepSeek-V3.2)
ref_update_interval = 0  # copy the policy into the reference model every this many steps; 0 = never
inner_epochs = 1  # passes over each batch of rollouts (PPO epochs), num_minibatches updates each
num_minibatches = 1  # updates per pass, each on its own slice of whole groups (DeepSeek-R1)
micro_batch_size = 8  # rollouts per forward/backward; gradients accumulate over the step
grad_checkpoint = False  # recompute activations in backward to save memory
logprob_impl = "blocked"  # blocked: no (tokens, vocab) tensor | plain: log_softmax of all logits
logprob_block_tokens = 0  # tokens per block of the blocked log-softmax; 0 = 512 on CPU, 8192 on GPU
logprob_block_vocab = 0  # vocabulary entries per block; 0 = 256 on CPU (in cache), 8192 on GPU
# optimization
learning_rate = 1e-5  # AdamW peak learning rate
weight_decay = 0.0  # AdamW weight decay
beta1 = 0.9  # AdamW beta1
beta2 = 0.99  # AdamW beta2
warmup_steps = 0  # linear warm-up steps
lr_schedule = "constant"  # constant | cosine (to 10% of the peak at max_steps)
grad_clip = 1.0  # clip the global gradient norm (0 = off)
max_steps = 500  # training steps
seed = 1337  # data order, sampling and initialisation
# logging, evaluation and checkpoints
out_dir = "out/grpo"  # log.jsonl, samples.jsonl and checkpoints go here
eval_interval = 50  # evaluate every this many steps, before the first and after the last; 0 = never
eval_max_items = 100  # evaluate on the first this many eval problems
eval_max_new_tokens = 1024  # answer length limit during evaluation
eval_batch_size = 64  # prompts per generate call during evaluation
sample_interval = 10  # write one group of samples to samples.jsonl every this many steps
ckpt_interval = 50  # checkpoint every this many steps (and on Ctrl-C); 0 = only at the end
keep_ckpts = 2  # keep the newest this many checkpoints; 0 = keep them all
resume = False  # continue from the newest checkpoint in out_dir
allow_flag_changes = False  # on resume, accept changed flags that change the run (seed, loss...)
# system
backend = ""  # torch.distributed backend under torchrun: empty = nccl on CUDA, gloo on CPU
fsdp = False  # shard weights, gradients and AdamW state over the processes (FSDP2; torchrun)
# MATH train less MATH-500, as (dataset repo, file) on the Hugging Face Hub
MATH_TRAIN = ("rasbt/math_full_minus_math500", "math_full_minus_math500.json")

# flags that a resumed run may change: they don't change what the run computes, only how long it
# runs, how often it reports, and how it spends memory and time
RESUME_SAFE_FLAGS = {
    "max_steps", "resume", "allow_flag_changes", "out_dir",
    "eval_interval", "eval_max_items", "eval_max_new_tokens", "eval_batch_size", "eval_data",
    "sample_interval", "ckpt_interval", "keep_ckpts",
    "grade_workers", "backend", "device", "compile", "compile_generate", "grad_checkpoint", "fsdp",
    "micro_batch_size",
    "logprob_impl", "logprob_block_tokens", "logprob_block_vocab",
}


def flag_names(config):
    """The flags: lower-case globals holding plain values (not modules, functions or constants)."""
    plain_types = (int, float, bool, str, type(None))
    names = []
    for k, v in config.items():
        if k.islower() and not k.startswith("_") and isinstance(v, plain_types):
            names.append(k)
    return names


def configure(argv, config):
    """Apply config files (python files of assignments), then --name=value flags, to a dict of globals."""
    names = flag_names(config)

    def apply(name, value, source):
        if name not in names:
            close = difflib.get_close_matches(name, names)
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            sys.exit(f"unknown flag {name!r} in {source}{hint}")
        default = config[name]
        if isinstance(value, str) and not isinstance(default, str):
            if isinstance(default, bool) and value.lower() in ("true", "false"):
                value = value.lower() == "true"
            else:
                try:
                    value = ast.literal_eval(value)
                except (ValueError, SyntaxError):
                    pass  # keep the string; the type checks report it
        if isinstance(default, float) and type(value) is int:
            value = float(value)
        if default is not None and type(value) is not type(default):
            expected = type(default).__name__
            sys.exit(f"{source}: {name} must be {expected} (default {default!r}), got {value!r}")
        config[name] = value
        print(f"override {name} = {value!r} ({source})")

    for arg in argv:
        if arg.startswith("--"):
            name, eq, value = arg[2:].partition("=")
            if not eq:
                sys.exit(f"flags are --name=value, got {arg!r}")
            apply(name, value, "command line")
        else:
            if not os.path.isfile(arg):
                sys.exit(f"config file {arg} not found (flags must look like --name=value)")
            file_vars = {}
            exec(open(arg).read(), {}, file_vars)
            for name, value in file_vars.items():
                if not name.startswith("_"):
                    apply(name, value, arg)


def check_flags(c, world):
    """Exit with a message that says what to change when a flag value cannot work (c: the flags)."""
    choices = {"loss_agg": ("token_mean", "seq_mean_token_mean", "seq_sum",
                            "seq_mean_token_sum_norm"),
               "ratio_level": ("token", "sequence"),
               "kl_estimator": ("k1", "k2", "k3"),
               "lr_schedule": ("constant", "cosine"),
               "logprob_impl": ("blocked", "plain"),
               "dtype": ("auto", "float32", "bfloat16"),
               "loss_type": ("ppo", "cispo"),
               "format_reward": ("think", "boxed")}
    if c["dtype"] == "float16":
        sys.exit("dtype=float16 would need loss scaling, which grpo.py does not do: "
                 "use bfloat16 or float32")
    for name, allowed in choices.items():
        if c[name] not in allowed:
            sys.exit(f"{name}={c[name]!r} is not one of {', '.join(allowed)}")
    # num_rollouts >= 2: advantages compare the answers within a group
    at_least = {"num_rollouts": 2, "prompts_per_step": 1, "micro_batch_size": 1,
                "max_new_tokens": 1, "inner_epochs": 1, "max_steps": 0, "keep_ckpts": 0,
                "eval_interval": 0, "eval_max_items": 1, "eval_max_new_tokens": 1, "eval_batch_size": 1,
                "ckpt_interval": 0, "sample_interval": 0, "warmup_steps": 0, "grade_workers": 0,
                "top_k": 0, "clip_eps": 0, "grad_clip": 0, "learning_rate": 0,
                "overlong_buffer": 0, "dynamic_sampling_rounds": 0, "num_minibatches": 1,
                "ref_update_interval": 0, "ratio_cap": 0, "unboxed_reward": 0, "tis_cap": 0,
                "opsm_delta": 0}
    for name, low in at_least.items():
        if c[name] < low:
            sys.exit(f"{name}={c[name]} must be at least {low}")
    if c["temperature"] <= 0:
        sys.exit("temperature must be above 0: a group needs different answers "
                 "(and the log-probs divide by it)")
    if not 0 < c["top_p"] <= 1:
        sys.exit(f"top_p={c['top_p']} must be in (0, 1]; 1 = off")
    if c["clip_eps_high"] is not None and not isinstance(c["clip_eps_high"], (int, float)):
        sys.exit(f"clip_eps_high must be a number or None, got {c['clip_eps_high']!r}")
    template = c["prompt_template"]
    if template not in PROMPT_TEMPLATES and "{problem}" not in template:
        sys.exit(f"prompt_template={template!r} is neither a name ({', '.join(PROMPT_TEMPLATES)}) "
                 "nor a string containing {problem}")
    if c["prompts_per_step"] % world:
        sys.exit(f"prompts_per_step={c['prompts_per_step']} must divide by the number of processes "
                 f"({world})")
    # the rules between flags
    local_prompts = c["prompts_per_step"] // world
    if local_prompts % c["num_minibatches"]:
        sys.exit(f"num_minibatches={c['num_minibatches']} must divide the problems of each process "
                 f"({local_prompts} = prompts_per_step / processes): a minibatch holds whole groups")
    if c["overlong_buffer"] >= c["max_new_tokens"]:
        sys.exit(f"overlong_buffer={c['overlong_buffer']} must be below "
                 f"max_new_tokens={c['max_new_tokens']}")
    clip_high = c["clip_eps"] if c["clip_eps_high"] is None else c["clip_eps_high"]
    if c["ratio_cap"] and c["ratio_cap"] <= 1 + clip_high:
        sys.exit(f"ratio_cap={c['ratio_cap']} must be above 1 + clip_eps_high = {1 + clip_high} "
                 "(or 0 = off): below it, it would clip positive advantages too")
    if c["loss_type"] == "cispo" and c["ratio_level"] != "token":
        sys.exit("loss_type=cispo weights each token by its own ratio: use ratio_level=token")
    if c["kl_is_weight"] and c["kl_coef"] == 0:
        sys.exit("kl_is_weight=True weights the KL term, which is off: set kl_coef > 0")
    reward_terms = [c["correct_reward_weight"], c["format_reward_weight"], c["overlong_buffer"]]
    if all(term == 0 for term in reward_terms):
        sys.exit("correct_reward_weight=0 with format_reward_weight=0 and overlong_buffer=0: every "
                 "reward is 0 and nothing can be learned; set one of them")
    if c["dynamic_sampling_rounds"] and not c["skip_zero_adv"]:
        sys.exit("dynamic_sampling_rounds > 0 replaces groups with equal rewards: "
                 "it needs skip_zero_adv=True")
    # what sharded training (FSDP2) does not do
    if c["fsdp"] and world == 1:
        sys.exit("fsdp=True shards the model over processes: launch with torchrun "
                 "--nproc_per_node=N (N >= 2), or use fsdp=False with one process")
    if c["fsdp"] and not c["master_weights"]:
        sys.exit("fsdp=True keeps float32 master weights in its shards (FSDP2's mixed precision): "
                 "master_weights=False (bf16 stochastic rounding) is not supported with it; pass "
                 "master_weights=True, or fsdp=False")
    if c["fsdp"] and (c["compile"] or c["compile_generate"]):
        sys.exit("fsdp=True with compile or compile_generate is not supported (FSDP's hooks on "
                 "every layer are not compiled here): pass compile=False compile_generate=False, "
                 "or fsdp=False")


def inert_flags(c):
    """Notes on flags that were set but do nothing in this combination (c: the flags)."""
    notes = []
    single_update = c["inner_epochs"] == 1 and c["num_minibatches"] == 1
    if c["ratio_cap"] and c["loss_type"] == "cispo":
        notes.append("ratio_cap does nothing with loss_type=cispo, whose weight is capped already")
    elif c["ratio_cap"] and single_update:
        notes.append("ratio_cap does nothing with one update per batch: the ratio is exactly 1")
    if c["loss_type"] == "cispo" and single_update:
        notes.append("loss_type=cispo has the same gradient as ppo with one update per batch (ratio 1)")
    if c["clip_eps_high"] is not None and c["clip_eps"] == 0 and c["loss_type"] == "ppo":
        notes.append("clip_eps_high does nothing with clip_eps=0, which switches clipping off")
    if c["ref_update_interval"] and c["kl_coef"] == 0:
        notes.append("ref_update_interval does nothing with kl_coef=0: there is no reference model")
    if c["adv_batch_norm"] and c["gdpo"]:
        notes.append("adv_batch_norm adds nothing to gdpo=True, which whitens over the step already")
    if c["format_reward"] != "think" and c["format_reward_weight"] == 0:
        notes.append("format_reward does nothing with format_reward_weight=0")
    no_filter = c["top_p"] == 1 and c["top_k"] == 0
    if c["keep_sampling_mask"] and no_filter:
        notes.append("keep_sampling_mask does nothing with top_p=1 and top_k=0: every token can be drawn")
    # the sampler and the trainer differ only through top-p/top-k, bf16 rounding, or updates within
    # the step
    same_policy = no_filter and single_update and c["dtype"] == "float32"
    if c["tis_cap"] and same_policy:
        notes.append("tis_cap does (almost) nothing here: with float32, no top-p/top-k and one update "
                     "per batch, the trainer's and the sampler's log-probs agree")
    if c["opsm_delta"] and same_policy:
        notes.append("opsm_delta masks (almost) nothing here: with float32, no top-p/top-k and one "
                     "update per batch, the trainer's and the sampler's log-probs agree")
    return notes

# -----------------------------------------------------------------------------
# data: MATH problems in a seeded order that a resumed run can recompute


def step_problem_ids(step, n_problems, prompts_per_step, seed):
    """Indices of the problems of a step: a stream of seeded permutations, one per pass over the data."""
    ids = []
    for k in range(step * prompts_per_step, (step + 1) * prompts_per_step):
        epoch, pos = divmod(k, n_problems)
        perm = torch.randperm(n_problems, generator=torch.Generator().manual_seed(seed + epoch))
        ids.append(int(perm[pos]))
    return ids

# -----------------------------------------------------------------------------
# rewards


def format_ok(text, kind):
    """1 when the answer has the format: think = <think> ... </think> in that order (the book's chapter
    7.6), boxed = a \\boxed{} answer (the book's GDPO script); else 0."""
    if kind == "boxed":
        return float(verify.extract_answer(text) is not None)
    start = text.find("<think>")
    return float(start >= 0 and text.find("</think>", start) >= 0)


LAST_NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:/\d+)?")


def unboxed_answer(text):
    """The answer of a text without \\boxed{}: its last number (as 12, -3.5 or 7/8), or None."""
    numbers = LAST_NUMBER.findall(text)
    if not numbers:
        return None
    return numbers[-1]


def soft_overlong_penalty(lengths, max_len, buffer, factor):
    """DAPO's soft overlong punishment (its Eq. 13): 0 for answers up to max_len - buffer tokens, then
    falling linearly to -factor at max_len: p_i = factor * min(0, (max_len - buffer - |o_i|) / buffer).
    lengths (N,) count the end token; 0 everywhere when buffer = 0."""
    if buffer == 0:
        return torch.zeros(len(lengths))
    lengths = torch.as_tensor(lengths, dtype=torch.float32)
    return factor * ((max_len - buffer - lengths) / buffer).clamp(max=0)


def compute_rewards(correct, formatted, weight, only_if_correct, correct_weight):
    """r = correct_weight * correct + weight * format, with the format counted only for correct answers
    if asked (times the correctness reward, which unboxed_reward can make partial)."""
    if only_if_correct:
        formatted = formatted * correct
    return correct_weight * correct + weight * formatted

# -----------------------------------------------------------------------------
# advantages


def equal_reward_groups(rewards, num_rollouts):
    """rewards (N,) in groups of num_rollouts consecutive rollouts -> (N / num_rollouts,) bool: whether
    all rewards of the group are equal. Decided from the rewards themselves, not from A == 0: the mean
    of equal floats is not always that float."""
    r = rewards.view(-1, num_rollouts)
    return (r == r[:, :1]).all(-1)


def group_advantages(rewards, num_rollouts, std_norm, eps=1e-6):
    """rewards (N,) in groups of num_rollouts consecutive rollouts -> advantages (N,).
    GRPO:     A_i = (r_i - mean(r)) / (std(r) + eps) within each group
    Dr. GRPO: A_i = r_i - mean(r)
    A group whose rewards are all equal gets A = 0 exactly: it carries no signal."""
    r = rewards.view(-1, num_rollouts)
    adv = r - r.mean(-1, keepdim=True)
    if std_norm:
        adv = adv / (r.std(-1, keepdim=True) + eps)
    equal = equal_reward_groups(rewards, num_rollouts)[:, None]
    return torch.where(equal, 0.0, adv).flatten()


def gdpo_advantages(components, weights, num_rollouts, std_norm):
    """GDPO (Liu et al. 2026): each reward component (N, K) normalised on its own within each group,
    then summed with its weight: S_i = sum_k w_k A_ik, with A_ik = group_advantages of component k.
    A component that is constant in a group adds 0 there. Whiten S over the step afterwards."""
    total = torch.zeros(len(components))
    for k, weight in enumerate(weights):
        total += weight * group_advantages(components[:, k], num_rollouts, std_norm)
    return total


def whiten(x, keep_zero, mean, std, eps=1e-6):
    """(x - mean) / (std + eps) with the step's mean and sample std over all processes (REINFORCE++,
    GDPO); rows of groups without signal (keep_zero) stay exactly 0."""
    return torch.where(keep_zero, 0.0, (x - mean) / (std + eps))


def take_informative(round_rewards, num_rollouts, need):
    """Dynamic sampling's bookkeeping (DAPO; Olmo 3's active sampling). round_rewards: the rewards of
    each sampling round, in groups of num_rollouts. A group is informative when its rewards are not
    all equal (on the total reward, not accuracy). Returns the first `need` informative groups as
    (round, group) pairs in order, how many groups were sampled, and how many had equal rewards."""
    kept = []
    sampled = 0
    equal = 0
    for round_index, rewards in enumerate(round_rewards):
        for group, is_equal in enumerate(equal_reward_groups(rewards, num_rollouts).tolist()):
            sampled += 1
            if is_equal:
                equal += 1
            elif len(kept) < need:
                kept.append((round_index, group))
    return kept, sampled, equal

# -----------------------------------------------------------------------------
# log-probs and entropy of the generated tokens


def sequence_logprobs(model, batch, temperature, impl="blocked", block_tokens=512, block_vocab=256):
    """Log-probs and entropies (B, Tc) of the completion tokens of a right-padded batch, 0 at padding:

        logits = model(input_ids)[row, position of token t] / temperature   # (tokens, vocab)
        logp_t = log_softmax(logits)[o_t]          entropy_t = -sum_v p_v log p_v

    - The temperature is the one the answers were sampled with, as in verl and TRL.
    - Right padding needs no attention mask: causal attention never looks at later positions.
    - impl="plain" computes exactly the two lines above. "blocked" computes the same numbers without
      ever holding the (tokens, vocab) logits, block_tokens x block_vocab of them at a time (see the
      memory and speed machinery at the end of this file).
    - With batch["allowed"] (B, Tc, K), the ids each token was sampled from (-1: padding; a row of -1
      only: any token), the softmax runs over those ids only (keep_sampling_mask): the logits of the
      others are -inf, so they get probability 0 and no gradient."""
    mask = batch["mask"]
    # only real completion tokens reach the vocabulary
    seq_idx, tok_idx = mask.nonzero(as_tuple=True)
    positions = batch["positions"][seq_idx, tok_idx]
    targets = batch["targets"][seq_idx, tok_idx]
    allowed = None
    if "allowed" in batch:
        allowed = batch["allowed"][seq_idx, tok_idx]  # (N, K)
    if impl == "plain":
        hidden = model(batch["input_ids"], return_hidden=True)  # (B, T, C)
        logits = model.lm_head(hidden[seq_idx, positions]).float() / temperature  # (N, V)
        if allowed is not None:
            logits = logits.masked_fill(~allowed_in_block(allowed, 0, logits.size(-1)), -math.inf)
        all_logp = logits.log_softmax(-1)
        logp = all_logp.gather(-1, targets[:, None]).squeeze(-1)  # (N,)
        # a metric, not a loss term; p log p = 0 where p = 0
        entropy = -(all_logp.exp() * all_logp.nan_to_num(neginf=0.0)).sum(-1).detach()
    else:
        embeds = None
        # a sharded model looks its embeddings up inside its forward, where FSDP collects the
        # gradient (the in-place hook would fire after FSDP has reduced the root's gradients)
        if not is_sharded(model):
            embeds = embed_with_grad_in_place(model, batch["input_ids"])
        hidden = model(batch["input_ids"], return_hidden=True, embeds=embeds)  # (B, T, C)
        h = hidden[seq_idx, positions] / temperature  # (N, C)
        block_tokens = block_tokens or len(h)  # 0 = all tokens in one block
        weight = model.lm_head.weight
        logp, entropy = BlockedLogprobs.apply(h, weight, targets, block_tokens, block_vocab, allowed)
    out_logp = torch.zeros_like(mask, dtype=logp.dtype)
    out_entropy = torch.zeros_like(mask, dtype=entropy.dtype)
    out_logp[seq_idx, tok_idx] = logp
    out_entropy[seq_idx, tok_idx] = entropy
    return out_logp, out_entropy

# -----------------------------------------------------------------------------
# loss


def policy_loss(logp, old_logp, adv, mask, ratio_level, clip_eps, clip_eps_high, loss_type, ratio_cap):
    """Per-token policy-gradient terms (B, T), the ratio (B, T, with its gradient), where the clip is
    active (B, T) and where the ratio cap is active (B, T).
    token:    rho_t = exp(logp_t - old_t)                                          (PPO)
    sequence: s = exp(sum_t (logp_t - old_t) / |o|), the same for every token of the answer (GSPO)
    ppo:   loss_t = -min(rho A, clip(rho, 1 - eps_low, 1 + eps_high) A), the same min for both signs
           of A; clip_eps = 0 switches clipping off. With ratio_cap C > 0 the first rho is min(rho, C):
           a token with A < 0 and rho > C gets no gradient (dual-clip PPO, Ye et al. 2020).
    cispo: loss_t = -sg(min(rho, 1 + eps_high)) A log p_t: every token keeps a gradient, with a capped
           and detached weight (MiniMax-M1)."""
    log_ratio = (logp - old_logp) * mask
    if ratio_level == "sequence":
        lengths = mask.sum(-1, keepdim=True).clamp(min=1)
        log_ratio = (log_ratio.sum(-1, keepdim=True) / lengths).expand_as(logp)
    ratio = log_ratio.exp()
    adv = adv[:, None]
    no_flags = torch.zeros_like(ratio, dtype=torch.bool)
    if loss_type == "cispo":
        weight = ratio.detach()
        if clip_eps > 0:
            weight = weight.clamp(max=1 + clip_eps_high)
        capped = ratio.detach() > 1 + clip_eps_high
        return -weight * adv * logp, ratio, capped & (clip_eps > 0), no_flags
    capped = no_flags
    unclipped = ratio * adv
    if ratio_cap > 0:
        unclipped = ratio.clamp(max=ratio_cap) * adv
        capped = (adv < 0) & (ratio.detach() > ratio_cap)
    if clip_eps <= 0:
        return -unclipped, ratio, no_flags, capped
    clipped = ratio.clamp(1 - clip_eps, 1 + clip_eps_high) * adv
    return -torch.minimum(unclipped, clipped), ratio, clipped < unclipped, capped


def tis_weights(old_logp, sampler_logp, cap):
    """Truncated importance sampling (Yao et al. 2025): w_t = min(p_old / p_sampler, cap) per token
    (B, T), with no gradient. It corrects for the sampler's distribution differing from the
    trainer's (bf16 decoding, top-p/top-k); old_logp is the trainer's log-prob of the policy that
    sampled, so w never carries the current policy's gradient."""
    return (old_logp.detach() - sampler_logp).exp().clamp(max=cap)


def offpolicy_mask(adv, logp, sampler_logp, mask, delta):
    """DeepSeek-V3.2's off-policy sequence masking: M_i = 0 (answer i out of the policy gradient)
    when A_i < 0 and (1/|o_i|) sum_t (log p_sampler - log p) > delta, the mean over the answer's real
    tokens; else M_i = 1. Returns M (B,), with no gradient: a negative answer the policy has already
    moved far away from is not pushed down further."""
    lengths = mask.sum(-1).clamp(min=1)
    mean_log_ratio = ((sampler_logp - logp.detach()) * mask).sum(-1) / lengths
    masked = (adv < 0) & (mean_log_ratio > delta)
    return (~masked).to(logp.dtype)


def kl_penalty(logp, ref_logp, estimator):
    """Per-token KL estimate from samples of the policy pi, with x = log ref - log pi
    (Schulman, "Approximating KL divergence", 2020). As values, all three estimate KL(pi || ref):
        k1 = -x             unbiased, can be negative
        k2 = x^2 / 2        biased, always >= 0, low variance
        k3 = e^x - x - 1    unbiased, always >= 0 (the GRPO paper's choice)
    As loss terms, differentiated through log pi only (the samples are fixed), their expected gradients:
        k1: E[grad log pi] = 0: noise, no pull toward the reference
        k2: E[(log pi - log ref) grad log pi] = grad KL(pi || ref)
        k3: E[(1 - ref/pi) grad log pi] = grad KL(ref || pi), the reverse KL (GRPO, TRL, verl)"""
    x = ref_logp - logp
    if estimator == "k1":
        return -x
    if estimator == "k2":
        return x ** 2 / 2
    return x.exp() - x - 1


def kl_term(logp, ref_logp, mask, ratio, estimator, is_weight):
    """The per-token KL penalty (B, T) of the loss. is_weight: times the ratio rho = pi / pi_old, with
    the gradient through both factors, since E_old[rho k] = E_pi[k] (DeepSeek-V3.2's unbiased KL)."""
    # padding gets ref = logp, so a stray inf there can't turn the loss into NaN
    ref_logp = torch.where(mask > 0, ref_logp, logp.detach())
    kl = kl_penalty(logp, ref_logp, estimator)
    if is_weight:
        kl = kl * ratio
    return kl


def aggregate(per_token, mask, loss_agg, num_seqs, num_tokens, max_len):
    """Turn per-token terms (B, T) into one number. num_seqs and num_tokens count the whole step (all
    micro-batches and processes, skipped groups too): the result does not depend on the split.
    token_mean:              sum_i sum_t l_it / sum_i |o_i|    (DAPO: every token weighs the same)
    seq_mean_token_mean:     1/N sum_i (1/|o_i|) sum_t l_it    (GRPO paper)
    seq_sum:                 1/N sum_i sum_t l_it              (sequence log-prob x advantage)
    seq_mean_token_sum_norm: 1/(N L_max) sum_i sum_t l_it      (Dr. GRPO, L_max = max_new_tokens)"""
    per_seq = (per_token * mask).sum(-1)
    if loss_agg == "token_mean":
        return per_seq.sum() / num_tokens
    if loss_agg == "seq_mean_token_mean":
        lengths = mask.sum(-1).clamp(min=1)
        return (per_seq / lengths).sum() / num_seqs
    if loss_agg == "seq_sum":
        return per_seq.sum() / num_seqs
    if loss_agg == "seq_mean_token_sum_norm":
        return per_seq.sum() / (num_seqs * max_len)
    raise ValueError(f"unknown loss_agg {loss_agg!r}")

# -----------------------------------------------------------------------------
# optimization


def lr_at(step, peak, warmup, total, schedule):
    """Linear warm-up, then constant or cosine decay to 10% of the peak at the last step."""
    if step < warmup:
        return peak * (step + 1) / warmup
    if schedule == "cosine":
        progress = min(1.0, (step - warmup) / max(1, total - warmup))
        return peak * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * progress)))
    return peak


def make_optimizer(params, weight_dtype, master_weights, lr, betas, weight_decay, seed):
    """AdamW for the model's weights. A 16-bit weight cannot hold small updates (bf16's spacing near
    0.02 is ~1e-4, the learning rate 1e-5), so with bf16 weights the optimizer either steps float32
    copies (master_weights=True, 18 bytes per parameter) or keeps everything in bf16 and rounds
    stochastically (8 bytes per parameter)."""
    if weight_dtype == torch.float32:
        # fused: one kernel for all tensors, no per-parameter temporaries
        return torch.optim.AdamW(params, lr=lr, betas=betas, weight_decay=weight_decay, fused=True)
    if master_weights:
        return MasterWeightAdamW(params, lr=lr, betas=betas, weight_decay=weight_decay, fused=True)
    return AdamWStochasticRounding(params, lr, betas, weight_decay, seed=seed)


class MasterWeightAdamW(torch.optim.AdamW):
    """AdamW on float32 copies of 16-bit weights.
    - The gradients of the micro-batches add up in float32 (collect_grads, after each backward).
    - The step runs in float32, and the rounded result is written back to the model.
    - Its state_dict carries the float32 weights, so a resume continues exactly."""

    def __init__(self, params, **adamw_args):
        self.model_params = list(params)
        super().__init__([p.detach().float() for p in self.model_params], **adamw_args)
        self.master = self.param_groups[0]["params"]

    def collect_grads(self):
        """Move each 16-bit .grad into its float32 copy's .grad, adding to earlier micro-batches'."""
        for p, m in zip(self.model_params, self.master):
            if p.grad is None:
                continue
            if m.grad is None:
                m.grad = p.grad.float()
            else:
                m.grad.add_(p.grad)
            p.grad = None

    @torch.no_grad()
    def step(self):
        super().step()
        for p, m in zip(self.model_params, self.master):
            p.copy_(m)

    def state_dict(self):
        state = super().state_dict()
        state["master"] = [m.detach() for m in self.master]
        return state

    def load_state_dict(self, state):
        state = dict(state)
        master = state.pop("master")
        super().load_state_dict(state)
        with torch.no_grad():
            for m, saved in zip(self.master, master):
                m.copy_(saved)

# -----------------------------------------------------------------------------
# batches


def minibatch_rows(equal_groups, truncated, num_rollouts, num_minibatches, skip_equal):
    """Which rollouts enter the loss, in which minibatch. The groups are cut in problem order into
    num_minibatches slices of whole groups, one optimizer step each (DeepSeek-R1's scheme; it is not
    inner_epochs, which passes over the same batch again). Per minibatch: the rows in the loss (all but
    the truncated ones; they still count in their group's advantages) and the rows to compute (less
    the groups with equal rewards when skip_equal: A = 0 adds nothing to the policy gradient)."""
    n_groups = len(equal_groups)
    per_minibatch = n_groups // num_minibatches
    out = []
    for m in range(num_minibatches):
        first = m * per_minibatch * num_rollouts
        rows = range(first, first + per_minibatch * num_rollouts)
        in_loss = [i for i in rows if not truncated[i]]
        train = [i for i in in_loss if not (skip_equal and equal_groups[i // num_rollouts])]
        out.append((in_loss, train))
    return out


def join_groups(rounds, kept, num_rollouts):
    """The rollouts of the (round, group) pairs in kept, or of every round when kept is None, as one
    dict of lists and tensors like each round's."""
    if kept is None:
        kept = []
        for r, one_round in enumerate(rounds):
            kept += [(r, g) for g in range(len(one_round["rewards"]) // num_rollouts)]
    joined = {}
    for key in rounds[0]:
        parts = [rounds[r][key][g * num_rollouts:(g + 1) * num_rollouts] for r, g in kept]
        if torch.is_tensor(rounds[0][key]):
            joined[key] = torch.cat(parts)
        else:
            joined[key] = [x for part in parts for x in part]
    return joined


def make_batch(prompts, completions, device, sampler_logps=None, kept_ids=None):
    """Right-padded rows prompt + completion. positions[i, j] is the position whose output predicts
    completion token j of row i, targets[i, j] that token, mask[i, j] whether it exists. With
    sampler_logps (per row, a log-prob per token): sampler_logp (B, Tc), 0 at padding. With kept_ids
    (per row, a (tokens, K) tensor): allowed (B, Tc, K), the ids each token was drawn from, -1 padded."""
    rows = [p + c for p, c in zip(prompts, completions)]
    T = max(len(r) for r in rows) - 1
    Tc = max(len(c) for c in completions)
    input_ids = torch.zeros(len(rows), T, dtype=torch.long)
    positions = torch.zeros(len(rows), Tc, dtype=torch.long)
    targets = torch.zeros(len(rows), Tc, dtype=torch.long)
    mask = torch.zeros(len(rows), Tc)
    for i, (p, c) in enumerate(zip(prompts, completions)):
        input_ids[i, :len(p) + len(c) - 1] = torch.tensor(p + c[:-1])
        positions[i] = torch.arange(len(p) - 1, len(p) - 1 + Tc).clamp(max=T - 1)
        targets[i, :len(c)] = torch.tensor(c)
        mask[i, :len(c)] = 1
    batch = dict(input_ids=input_ids, positions=positions, targets=targets, mask=mask)
    if sampler_logps is not None:
        batch["sampler_logp"] = torch.zeros(len(rows), Tc)
        for i, row_logps in enumerate(sampler_logps):
            batch["sampler_logp"][i, :len(row_logps)] = torch.tensor(row_logps)
    if kept_ids is not None:
        K = max(ids.size(1) for ids in kept_ids)
        batch["allowed"] = torch.full((len(rows), Tc, K), -1, dtype=torch.long)
        for i, ids in enumerate(kept_ids):
            batch["allowed"][i, :len(ids), :ids.size(1)] = ids
    return {k: v.to(device) for k, v in batch.items()}

# -----------------------------------------------------------------------------
# the run folder: one run at a time, checkpoints, and files rewritten atomically


def write_atomic(path, text):
    """Write a file under a temporary name, then rename it into place: a kill leaves the old file or
    the new one, never half of one."""
    tmp = Path(str(path) + ".tmp")
    tmp.write_text(text)
    os.replace(tmp, path)


def lock_out_dir(out):
    """Hold an exclusive lock on out/lock for the life of this process: two runs never share a folder.
    The operating system releases it when the process ends, however it ends, so a stale lock file
    blocks nothing."""
    try:
        import fcntl
    except ImportError:  # Windows: no fcntl, no lock
        return None
    handle = open(out / "lock", "a+")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        holder = handle.read().strip() or "another process"
        sys.exit(f"error: {out} is in use by {holder}: wait for it to end, "
                 "or pass another --out_dir")
    handle.seek(0)
    handle.truncate()
    handle.write(f"process {os.getpid()} (grpo.py)\n")
    handle.flush()
    return handle


CKPT_NAME = re.compile(r"ckpt_(\d+)")


def list_checkpoints(out):
    """The trainer's checkpoints in out, oldest first: folders named ckpt_ + digits that hold
    trainer_state.pt. Anything else (a copy named ckpt_best, a backup ckpt_000040.bak, a half-written
    .tmp) is not one."""
    found = []
    for path in Path(out).glob("ckpt_*"):
        if CKPT_NAME.fullmatch(path.name) and (path / "trainer_state.pt").is_file():
            found.append(path)
    return sorted(found, key=lambda p: int(CKPT_NAME.fullmatch(p.name).group(1)))


def save_checkpoint(path, model, tokenizer_dir, optimizer, step, config, ref=None):
    """A Hugging Face-format folder (loads in eval_math500.py, qwen3.py and transformers) plus
    trainer_state.pt, written under a temporary name and renamed: an interrupted save never leaves a
    broken checkpoint. An existing checkpoint is never rewritten (it may hold evaluation results).
    ref: a reference model that is not the starting model (ref_update_interval), saved for resume."""
    if path.exists():
        return False
    tmp = Path(str(path) + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    qwen3.save_model(model, tmp)
    for name in qwen3.TOKENIZER_FILES:
        if (Path(tokenizer_dir) / name).is_file():
            shutil.copy(Path(tokenizer_dir) / name, tmp / name)
    files = sorted(p.name for p in tmp.iterdir()) + ["trainer_state.pt"]
    # the data order and the sampling noise are functions of (seed, step), so the step is all a
    # resume needs
    state = {"step": step,
             "optimizer": optimizer.state_dict(),
             "optimizer_kind": type(optimizer).__name__,
             "config": config,
             "files": files,
             "ref": None if ref is None else ref.state_dict()}
    torch.save(state, tmp / "trainer_state.pt")
    os.rename(tmp, path)
    return True


def prune_checkpoints(out, keep):
    """Delete all but the newest `keep` checkpoints (0 = keep all). Only the files the trainer wrote
    go: a folder that holds anything else (evaluation results, notes) stays, with those files."""
    if keep == 0:
        return
    for path in list_checkpoints(out)[:-keep]:
        files = torch.load(path / "trainer_state.pt", weights_only=True).get("files", [])
        for name in files:
            (path / name).unlink(missing_ok=True)
        if any(path.iterdir()):
            print(f"pruned the trainer's files from {path}; kept what else it holds")
        else:
            path.rmdir()


def checkpoint_damage(path):
    """None when the checkpoint's files read back whole, else which file is damaged and how."""
    from safetensors import safe_open
    try:
        state = torch.load(path / "trainer_state.pt", weights_only=True)
    except Exception as e:  # torch raises several kinds for a truncated file
        return f"{path / 'trainer_state.pt'}: {type(e).__name__}: {e}"
    for name in state.get("files", []):
        if not name.endswith(".safetensors"):
            continue
        try:
            # opening checks the header against the file's size: a truncated file fails here
            with safe_open(path / name, framework="pt") as f:
                f.keys()
        except Exception as e:
            return f"{path / name}: {e}"
    return None


def pick_resume_checkpoint(out):
    """The newest intact checkpoint. A damaged one is renamed to <name>.damaged (kept to inspect),
    with a message, and the one before it is used."""
    for path in reversed(list_checkpoints(out)):
        damage = checkpoint_damage(path)
        if damage is None:
            return path
        aside = path.with_name(path.name + ".damaged")
        os.rename(path, aside)
        print(f"warning: checkpoint {path} is damaged ({damage}); moved it to {aside}, "
              "trying the one before")
    return None


def changed_flags(saved, now):
    """The flags that differ between a checkpoint's config and this run's, less the resume-safe ones."""
    names = sorted(set(saved) | set(now))
    return [n for n in names if n not in RESUME_SAFE_FLAGS and saved.get(n) != now.get(n)]

# -----------------------------------------------------------------------------
# processes, time and memory


def all_reduce_sum(values, world, device):
    """Sum a list of numbers (or 0-d tensors) over processes. With one process: the numbers themselves,
    and no tensor on the device (Apple's MPS has no float64)."""
    values = [float(v) for v in values]
    if world == 1:
        return values
    t = torch.tensor(values, dtype=torch.float64, device=device)
    dist.all_reduce(t)
    return t.tolist()


def all_reduce_max(value, world, device):
    if world == 1:
        return float(value)
    t = torch.tensor([float(value)], dtype=torch.float64, device=device)
    dist.all_reduce(t, op=dist.ReduceOp.MAX)
    return t.item()


def print0(*args, **kwargs):
    """print on the first process only."""
    if int(os.environ.get("RANK", 0)) == 0:
        print(*args, **kwargs)


def wall_clock(device):
    """Wall time, after the GPU has finished what was queued."""
    if device.startswith("cuda"):
        torch.cuda.synchronize(device)
    return time.perf_counter()


def peak_memory_gb(device):
    """On CUDA: the peak of allocated memory during this step (reset each step). Elsewhere: the peak
    resident memory of the process since it started (getrusage: KiB on Linux, bytes on macOS)."""
    if device.startswith("cuda"):
        return torch.cuda.max_memory_allocated(device) / 1e9
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if sys.platform != "darwin":
        peak *= 1024
    return peak / 1e9


def number(value, digits):
    """value with digits decimals, or "-" for None (a metric with nothing to measure this step)."""
    if value is None:
        return "-"
    return f"{value:.{digits}f}"


def format_duration(seconds):
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    if hours:
        return f"{hours}h{minutes:02d}m"
    return f"{minutes}m{secs:02d}s"


def run_eval(policy, tok, evals, template, max_new, batch_size, workers, compiled, rank, world, dev):
    """Greedy accuracy on the eval problems, each process on its share."""
    share = evals[rank::world]
    accuracy = 0.0
    gather_weights(policy)  # a sharded model generates from gathered weights
    if share:
        accuracy, _ = evaluate(policy, tok, share, prompt_template=template, max_new_tokens=max_new,
                               batch_size=batch_size, progress=False, workers=workers,
                               compile_generate=compiled)
    release_weights(policy)
    right, total = all_reduce_sum([accuracy * len(share), len(share)], world, dev)
    return right / total

# -----------------------------------------------------------------------------
# sharded training (FSDP2): each process holds 1/N of the weights, gradients and AdamW state
#
# fully_shard (PyTorch's FSDP2) cuts every parameter of a module into N pieces along its first dim,
# one per process, as a DTensor. Before a module's forward it all-gathers the full weights; after
# it (and after its backward) it frees them again, and each gradient is reduce-scattered: summed
# over processes, each process keeping the slice of the sum that matches its slice of the weight.
# AdamW then steps the slices. Each transformer block is one such unit; the root unit holds the
# rest (the embedding, the final norm and the head).
# The consequence for the loop: every process must run the same forwards and backwards in the same
# order, since each one gathers from all the others.


def is_sharded(model):
    if not dist.is_available():  # a torch built without torch.distributed has no FSDP either
        return False
    from torch.distributed.fsdp import FSDPModule
    return isinstance(model, FSDPModule)


def sharded_units(model):
    """The modules that fully_shard wrapped, the root (the model itself) last."""
    from torch.distributed.fsdp import FSDPModule
    units = [m for m in model.modules() if isinstance(m, FSDPModule) and m is not model]
    return units + [model]


def shard_model(model, shard_dtype, compute_dtype, device):
    """Wrap each block, then the root, with fully_shard, over all processes, on the model's device
    type (FSDP would pick CUDA wherever there is one). The shards are kept in shard_dtype; the
    forward computes in compute_dtype (FSDP's mixed precision: with bf16 compute, float32 shards
    are the master weights and gradients are summed in float32). Gradients are summed over the
    processes, as in the data-parallel loop, not averaged: the loss is normalised by the step's
    global counts already."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard
    mesh = init_device_mesh(torch.device(device).type, (dist.get_world_size(),))
    mixed = MixedPrecisionPolicy()
    if compute_dtype != shard_dtype:
        mixed = MixedPrecisionPolicy(param_dtype=compute_dtype, reduce_dtype=torch.float32)
    # one block at a time: the float32 copy of a bf16 checkpoint never exists whole
    for block in model.model.layers:
        fully_shard(block.to(shard_dtype), mesh=mesh, mp_policy=mixed)
    model.model.embed_tokens.to(shard_dtype)
    model.model.norm.to(shard_dtype)
    model.lm_head.to(shard_dtype)
    fully_shard(model, mesh=mesh, mp_policy=mixed)
    for unit in sharded_units(model):
        unit.set_force_sum_reduction_for_comms(True)
        unit.set_gradient_divide_factor(1.0)
    return model


def gather_weights(model):
    """All-gather the full weights of a sharded model and keep them until release_weights, so that
    generation decodes token after token without communication (FSDP alone would gather every layer
    again for every token, and processes that stop early would leave the others waiting). Returns
    the gathered copy's size in GB; a model that is not sharded is left as it is (0)."""
    if model is None or not is_sharded(model):
        return 0.0
    for unit in sharded_units(model):
        unit.set_reshard_after_forward(False, recurse=False)
        unit.unshard()
    gathered = 0
    for p in model.parameters():
        gathered += p.numel() * p.element_size()
    return gathered / 1e9


def release_weights(model):
    """Free the weights gathered by gather_weights (or left gathered by a forward without backward:
    FSDP keeps the root's weights after its forward) and restore FSDP's training behaviour: blocks
    free their weights after their forward, the root keeps them for the head and the backward."""
    if model is None or not is_sharded(model):
        return
    for unit in sharded_units(model):
        unit.reshard()
        unit.set_reshard_after_forward(unit is not model, recurse=False)


def pad_micro_batches(mb_rows, mb_batches, world, dev):
    """Give this process as many micro-batches as the process with the most: FSDP needs the same
    forwards and backwards everywhere. A padding micro-batch has no rows and one masked token: it
    adds exactly 0 to the loss and the gradients (a process whose groups all had equal rewards runs
    only these)."""
    most = int(all_reduce_max(len(mb_rows), world, dev))
    while len(mb_rows) < most:
        kept_ids = None
        if keep_sampling_mask:
            kept_ids = [torch.full((1, 1), -1)]
        padding = make_batch([[0]], [[0]], dev, [[0.0]], kept_ids)
        padding["mask"].zero_()
        mb_rows.append([])
        mb_batches.append(padding)


def save_sharded_checkpoint(path, model, tokenizer_dir, optimizer, step, config, ref, save_dtype,
                            rank, world, dev):
    """save_checkpoint for a sharded model; every process calls it.
    - The Hugging Face folder holds the full weights in save_dtype, gathered to the first process.
    - The float32 shards, AdamW's state (and a moving reference model) are written by each process
      for its part with torch.distributed.checkpoint (.distcp files and .metadata), which can load
      them into any number of processes.
    Same temporary name and rename as save_checkpoint; an existing checkpoint is never rewritten."""
    import torch.distributed.checkpoint as dcp
    from torch.distributed.checkpoint.state_dict import (StateDictOptions, get_model_state_dict,
                                                         get_optimizer_state_dict)
    exists = path.exists() if rank == 0 else False
    if all_reduce_max(exists, world, dev):
        return False
    tmp = Path(str(path) + ".tmp")
    if rank == 0:
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
    dist.barrier()
    full_options = StateDictOptions(full_state_dict=True, cpu_offload=True)
    full = get_model_state_dict(model, options=full_options)  # empty on the other processes
    if rank == 0:
        # an unsharded model on the meta device takes the gathered tensors as they are
        with torch.device("meta"):
            plain = qwen3.Qwen3(model.config)
        state = {k: v.to(save_dtype) for k, v in full.items()}
        plain.load_state_dict(state, assign=True)
        plain.tie_weights()
        qwen3.save_model(plain, tmp)
        del plain, state
    del full
    sharded = {"model": get_model_state_dict(model)}
    # AdamW has no state before its first step, and asking for it would make one (a step with lr 0)
    if optimizer.state:
        sharded["optimizer"] = get_optimizer_state_dict(model, optimizer)
    if ref is not None:
        sharded["ref"] = ref.state_dict()
    dcp.save(sharded, checkpoint_id=tmp)
    if rank == 0:
        for name in qwen3.TOKENIZER_FILES:
            if (Path(tokenizer_dir) / name).is_file():
                shutil.copy(Path(tokenizer_dir) / name, tmp / name)
        files = sorted(p.name for p in tmp.iterdir()) + ["trainer_state.pt"]
        state = {"step": step,
                 "optimizer_kind": type(optimizer).__name__,
                 "fsdp": True,
                 "config": config,
                 "files": files,
                 "ref": None,
                 "sharded_optimizer": "optimizer" in sharded,
                 "sharded_ref": ref is not None}
        torch.save(state, tmp / "trainer_state.pt")
        os.rename(tmp, path)
    dist.barrier()
    return True


def load_sharded_checkpoint(path, model, optimizer, ref):
    """Load what save_sharded_checkpoint wrote with torch.distributed.checkpoint into the sharded
    model, optimizer and ref (None for those it did not save), whatever the number of processes."""
    import torch.distributed.checkpoint as dcp
    from torch.distributed.checkpoint.state_dict import (get_model_state_dict,
                                                         get_optimizer_state_dict,
                                                         set_model_state_dict,
                                                         set_optimizer_state_dict)
    # the state dicts of this run's shards, which dcp.load fills in place
    sharded = {"model": get_model_state_dict(model)}
    if optimizer is not None:
        sharded["optimizer"] = get_optimizer_state_dict(model, optimizer)
    if ref is not None:
        sharded["ref"] = ref.state_dict()
    dcp.load(sharded, checkpoint_id=path)
    set_model_state_dict(model, sharded["model"])
    if optimizer is not None:
        set_optimizer_state_dict(model, optimizer, sharded["optimizer"])
    if ref is not None:
        ref.load_state_dict(sharded["ref"])

# -----------------------------------------------------------------------------
# training loop


def main():
    # --- distributed setup: torchrun sets RANK, WORLD_SIZE and LOCAL_RANK
    world = int(os.environ.get("WORLD_SIZE", 1))
    rank = int(os.environ.get("RANK", 0))
    local_rank = int(os.environ.get("LOCAL_RANK", 0))
    config = {k: globals()[k] for k in flag_names(globals())}
    check_flags(config, world)
    try:
        dev = qwen3.pick_device(device)
    except (RuntimeError, ValueError) as e:
        sys.exit(f"error: {e}")
    if dev.startswith("cuda") and not torch.cuda.is_available():
        sys.exit(f"error: --device={device} but torch sees no CUDA GPU here: "
                 "pass --device=cpu (or auto)")
    if dev == "mps" and not torch.backends.mps.is_available():
        sys.exit("error: --device=mps but torch sees no Apple GPU here: pass --device=cpu (or auto)")
    if world > 1:
        if dev.startswith("cuda"):
            dev = f"cuda:{local_rank}"
            torch.cuda.set_device(dev)
        dist.init_process_group(backend or ("nccl" if dev.startswith("cuda") else "gloo"))
    master_process = rank == 0
    torch.manual_seed(seed)
    eps_high = clip_eps if clip_eps_high is None else clip_eps_high

    # --- the run folder: one run at a time; a fresh run never touches an earlier run's files
    out = Path(out_dir)
    log_path = out / "log.jsonl"
    samples_path = out / "samples.jsonl"
    if master_process:
        out.mkdir(parents=True, exist_ok=True)
        lock = lock_out_dir(out)  # noqa: F841 (held until the process ends)
        has_log = log_path.exists() and log_path.stat().st_size > 0
        if not resume and (has_log or list_checkpoints(out)):
            sys.exit(f"error: {out} holds an earlier run (log.jsonl or checkpoints): pass "
                     "--resume=True to continue it, or another --out_dir (or delete them)")
    if world > 1:
        dist.barrier()  # the first process has checked the run folder
    ckpt = None
    if resume:
        if master_process:
            pick_resume_checkpoint(out)  # moves damaged checkpoints aside
        if world > 1:
            dist.barrier()
        intact = list_checkpoints(out)
        if not intact:
            sys.exit(f"error: --resume=True but {out} has no intact checkpoint "
                     "(a ckpt_<step> folder with trainer_state.pt)")
        ckpt = intact[-1]

    # --- data, model, reference model, optimizer
    if world > 1 and not master_process:
        dist.barrier()  # the first process downloads; the others then find everything in the cache
    try:  # bad input is the user's to fix: say what is wrong without a traceback
        if model_dir:
            mdir = model_dir
        else:
            download_dir = os.path.join("out", "models", init_from.split("/")[-1])
            mdir = qwen3.download(init_from, download_dir)
        train = load_problems(train_data or download_data(MATH_TRAIN, "train_data"))
        evals = []
        if eval_interval:
            evals = load_problems(eval_data or download_data(MATH_500, "eval_data"))
            evals = evals[:eval_max_items]
        weight_dtype = qwen3.pick_dtype(dtype, dev)
        policy = qwen3.load_model(ckpt or mdir, device=dev, dtype=weight_dtype)
        tok_dir = qwen3.tokenizer_folder(mdir, tokenizer_dir)
        tok = qwen3.load_tokenizer(tok_dir)
        ref = None
        if kl_coef > 0:
            ref = qwen3.load_model(mdir, device=dev, dtype=weight_dtype).requires_grad_(False)
    except (OSError, ValueError) as e:
        sys.exit(f"error: {e}")
    except SafetensorError as e:
        sys.exit(f"error: a .safetensors file in {ckpt or mdir} is damaged (truncated?): {e}")
    if world > 1 and master_process:
        dist.barrier()
    # sharded: float32 shards are the master weights, so AdamW steps them directly
    optimizer_dtype = weight_dtype
    if fsdp:
        policy = shard_model(policy, torch.float32, weight_dtype, dev)
        optimizer_dtype = torch.float32
        if ref is not None:
            ref = shard_model(ref, weight_dtype, weight_dtype, dev)
    policy.grad_checkpoint = grad_checkpoint
    on_cpu = torch.device(dev).type == "cpu"
    block_tokens = logprob_block_tokens or (512 if on_cpu else 8192)
    block_vocab = logprob_block_vocab or (256 if on_cpu else 8192)
    params = list(policy.parameters())
    optimizer = make_optimizer(params, optimizer_dtype, master_weights, learning_rate,
                               (beta1, beta2), weight_decay, seed)
    start_step = 0
    if ckpt is not None:
        state = torch.load(ckpt / "trainer_state.pt", map_location=dev, weights_only=True)
        if state.get("fsdp", False) != fsdp:
            saved_fsdp = state.get("fsdp", False)
            sys.exit(f"error: {ckpt} was saved with fsdp={saved_fsdp}: resume with --fsdp={saved_fsdp}")
        if state["optimizer_kind"] != type(optimizer).__name__:
            sys.exit(f"error: {ckpt} was saved with other --dtype / --master_weights flags: "
                     "resume with those")
        changed = changed_flags(state["config"], config)
        if changed and not allow_flag_changes:
            diffs = ", ".join(f"{n}: {state['config'].get(n)!r} -> {config.get(n)!r}" for n in changed)
            sys.exit(f"error: resuming with changed flags ({diffs}), which change what the run computes: "
                     "drop them, or pass --allow_flag_changes=True if the change is wanted")
        if fsdp:
            saved_optimizer = None
            if state["sharded_optimizer"]:
                saved_optimizer = optimizer
            moving_ref = None
            if state["sharded_ref"]:
                moving_ref = ref
            load_sharded_checkpoint(ckpt, policy, saved_optimizer, moving_ref)
        else:
            optimizer.load_state_dict(state["optimizer"])
        if ref is not None and state["ref"] is not None:
            ref.load_state_dict(state["ref"])  # as refreshed last (ref_update_interval)
        start_step = state["step"]
        print0(f"resumed from {ckpt} at step {start_step}")
    policy_fwd = torch.compile(policy) if compile else policy
    for note in inert_flags(config):
        print0(f"note: {note}")
    prompt_cache = {}

    def sample_groups(problems, row_seeds):
        """num_rollouts answers to each problem in one batched generate, graded and rewarded.
        Returns per rollout: prompts and completions (token ids), sampler_logps (the sampler's
        log-prob of each token), kept_mass (of each token's top-p/top-k set), kept_ids (with
        keep_sampling_mask), texts, answers, lengths, truncated, correct (strict: a right \\boxed{}
        answer), formatted, overlong, components and rewards."""
        for p in problems:
            if p["problem"] not in prompt_cache:
                text = render_prompt(prompt_template, p["problem"], tok)
                prompt_cache[p["problem"]] = tok.encode(text)
        prompts = [prompt_cache[p["problem"]] for p in problems for _ in range(num_rollouts)]
        gens = [torch.Generator().manual_seed(s) for s in row_seeds]
        # with the log-prob of each drawn token under the distribution it was drawn from, for
        # mismatch_kl, tis_cap and opsm_delta, and the ids it was drawn from for keep_sampling_mask
        generated = qwen3.generate(policy, prompts, max_new_tokens, temperature, top_p, top_k,
                                   eos_ids=tok.stop_ids, generator=gens, compile_generate=compile_generate,
                                   return_logprobs=True, return_kept_ids=keep_sampling_mask)
        completions = generated[0]
        sampler_logps = generated[1]
        kept_mass = [sum(row) for row in generated[2]]  # per rollout: summed over its tokens
        kept_ids = [None] * len(completions)
        if keep_sampling_mask:
            kept_ids = generated[3]
        texts = [tok.decode(c) for c in completions]
        answers = [p["answer"] for p in problems for _ in range(num_rollouts)]
        graded = verify.grade_batch(texts, answers, workers=grade_workers)
        correct = torch.tensor(graded, dtype=torch.float32)
        # partial credit for a right answer without a box: its last number, graded as if boxed
        unboxed_right = torch.zeros(len(texts))
        if unboxed_reward:
            unboxed = []
            for i, t in enumerate(texts):
                if verify.extract_answer(t) is None and unboxed_answer(t) is not None:
                    unboxed.append(i)
            boxed_texts = [f"\\boxed{{{unboxed_answer(texts[i])}}}" for i in unboxed]
            unboxed_answers = [answers[i] for i in unboxed]
            right = verify.grade_batch(boxed_texts, unboxed_answers, workers=grade_workers)
            for i, is_right in zip(unboxed, right):
                unboxed_right[i] = float(is_right)
        formatted = torch.tensor([format_ok(t, format_reward) for t in texts])
        lengths = [len(c) for c in completions]
        # cut at max_new_tokens: as long as allowed, and not ended by an end token
        cut = [len(c) == max_new_tokens and c[-1] not in tok.stop_ids for c in completions]
        truncated = torch.tensor(cut)
        overlong = soft_overlong_penalty(lengths, max_new_tokens, overlong_buffer, overlong_penalty)
        correctness = correct + unboxed_reward * unboxed_right
        rewards = compute_rewards(correctness, formatted, format_reward_weight,
                                  format_reward_if_correct, correct_reward_weight)
        rewards = rewards + overlong
        # the same rewards apart, for GDPO: (N, 3) correctness, format (as counted), overlong penalty
        counted_format = formatted
        if format_reward_if_correct:
            counted_format = formatted * correctness
        components = torch.stack([correctness, counted_format, overlong], dim=1)
        return dict(prompts=prompts, completions=completions, sampler_logps=sampler_logps,
                    kept_mass=kept_mass, kept_ids=kept_ids, texts=texts, answers=answers,
                    lengths=lengths, truncated=truncated, correct=correct, formatted=formatted,
                    overlong=overlong, components=components, rewards=rewards)

    # --- logs (only the first process writes): the first record is the config; a resumed run drops
    # the records past its checkpoint (it redoes those steps) and adds a config record at the resume
    # step
    if master_process:
        if start_step:
            for path in (log_path, samples_path):
                records = read_records(path) if path.exists() else []
                kept = [r for r in records if r.get("step", r.get("resumed_at", 0)) <= start_step]
                write_atomic(path, "".join(json.dumps(r) + "\n" for r in kept))
            with open(log_path, "a") as f:
                f.write(json.dumps({"config": config, "resumed_at": start_step}) + "\n")
        else:
            write_atomic(log_path, json.dumps({"config": config}) + "\n")
            write_atomic(samples_path, "")

    def log(record):
        if master_process:
            with open(log_path, "a") as f:
                f.write(json.dumps(record) + "\n")

    def checkpoint(step):
        path = out / f"ckpt_{step:06d}"
        moving_ref = ref if ref_update_interval else None
        if fsdp:  # every process writes its shards
            saved = save_sharded_checkpoint(path, policy, tok_dir, optimizer, step, config, moving_ref,
                                            weight_dtype, rank, world, dev)
            if saved and master_process:
                print(f"saved checkpoint {path}")
                prune_checkpoints(out, keep_ckpts)
        elif master_process:
            if save_checkpoint(path, policy, tok_dir, optimizer, step, config, moving_ref):
                print(f"saved checkpoint {path}")
                prune_checkpoints(out, keep_ckpts)

    # Ctrl-C (or a scheduler's SIGTERM) finishes the current step, then saves; a second Ctrl-C
    # stops at once
    stop = []

    def on_signal(signum, frame):
        stop.append(signum)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        if master_process:  # os.write: print is not safe inside a signal handler
            message = "\ninterrupt: finishing this step, then saving a checkpoint (again: stop now)\n"
            os.write(1, message.encode())

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    eval_args = (prompt_template, eval_max_new_tokens, eval_batch_size, grade_workers, compile_generate,
                 rank, world, dev)
    if evals and start_step == 0:
        acc = run_eval(policy, tok, evals, *eval_args)
        print0(f"step 0: eval accuracy {acc:.3f} on {len(evals)} problems")
        log({"step": 0, "eval_acc": acc})
    from plot_logs import LiveDoctor  # the run doctor: numpy only, no matplotlib
    doctor = LiveDoctor(config, log_path)  # reads the log so far: no finding is said twice
    step = start_step
    local_prompts = prompts_per_step // world
    step_times = []
    while step < max_steps:
        if all_reduce_sum([len(stop)], world, dev)[0]:  # every process stops at the same step
            print0(f"interrupted: saving a checkpoint at step {step}")
            break
        t0 = wall_clock(dev)
        if dev.startswith("cuda"):
            torch.cuda.reset_peak_memory_stats(dev)
        if ref is not None and ref_update_interval and step > 0 and step % ref_update_interval == 0:
            # a new reference: the policy as it is now (DeepSeek-R1)
            ref.load_state_dict(policy.state_dict())

        # --- rollouts: this process's share of the step's problems, all answers in one batched generate
        step_ids = step_problem_ids(step, len(train), prompts_per_step, seed)
        problems = [train[i] for i in step_ids[rank * local_prompts:(rank + 1) * local_prompts]]
        # one random stream per (step, problem, rollout), so the answers don't depend on the number of
        # processes (hashes of integer tuples are not randomised between runs, unlike hashes of strings)
        first_row = rank * local_prompts * num_rollouts
        rows = range(first_row, first_row + local_prompts * num_rollouts)
        row_seeds = [hash((seed, step, row)) % 2**62 for row in rows]
        policy.eval()
        gathered_gb = gather_weights(policy)  # sharded: the full weights, once for all the rollouts
        rounds = [sample_groups(problems, row_seeds)]

        # --- dynamic sampling (DAPO): while groups with equal rewards leave the step short of
        # prompts_per_step informative groups, sample that many new problems, at most
        # dynamic_sampling_rounds times; the problems and seeds of round k are functions of
        # (seed, step, k, rank), so a resumed run samples the same
        for k in range(1, dynamic_sampling_rounds + 1):
            kept, _, _ = take_informative([r["rewards"] for r in rounds], num_rollouts, local_prompts)
            deficit = local_prompts - len(kept)
            if all_reduce_sum([deficit], world, dev)[0] == 0:
                break
            if deficit > 0:
                round_gen = torch.Generator().manual_seed(hash((seed, step, k, rank)) % 2**62)
                new_ids = torch.randperm(len(train), generator=round_gen)[:deficit].tolist()
                new_rows = range(deficit * num_rollouts)
                new_seeds = [hash((seed, step, k, rank, i)) % 2**62 for i in new_rows]
                rounds.append(sample_groups([train[i] for i in new_ids], new_seeds))
        release_weights(policy)
        sampled = join_groups(rounds, None, num_rollouts)  # every rollout of the step, for the metrics
        if dynamic_sampling_rounds:
            kept, groups_sampled, equal_sampled = take_informative([r["rewards"] for r in rounds],
                                                                   num_rollouts, local_prompts)
            batch = join_groups(rounds, kept, num_rollouts)
        else:
            batch = sampled
        t_rollout = wall_clock(dev) - t0

        # --- advantages
        rewards = batch["rewards"]  # (N,)
        n_rows = len(rewards)
        if gdpo:
            components = batch["components"]  # (N, 3): correctness, format, overlong penalty
            weights = [correct_reward_weight, format_reward_weight, 1.0]
            adv = gdpo_advantages(components, weights, num_rollouts, adv_std_norm)
            # a group carries no signal when every component is constant in it
            per_component = [equal_reward_groups(components[:, k], num_rollouts) for k in range(3)]
            equal_groups = torch.stack(per_component).all(0)
        else:
            adv = group_advantages(rewards, num_rollouts, adv_std_norm)
            equal_groups = equal_reward_groups(rewards, num_rollouts)  # (groups,) A = 0 in these
        if gdpo or adv_batch_norm:
            adv_sum, adv_sq, adv_n = all_reduce_sum([adv.sum(), (adv ** 2).sum(), n_rows], world, dev)
            adv_batch_mean = adv_sum / adv_n
            adv_batch_var = max(adv_sq - adv_n * adv_batch_mean ** 2, 0.0) / max(adv_n - 1, 1)
            adv_batch_std = math.sqrt(adv_batch_var)
            zero_rows = equal_groups.repeat_interleave(num_rollouts)
            adv = whiten(adv, zero_rows, adv_batch_mean, adv_batch_std)

        # --- which rollouts train, in which minibatch: whole groups in problem order, num_minibatches
        # slices (one optimizer step each). Truncated answers leave the loss with mask_truncated (their
        # rewards still counted in their group). A row with A = 0 adds exactly nothing to the
        # policy-gradient term, at any ratio, so skipping it only saves compute; the KL term is on
        # every row, so with kl_coef > 0 nothing is skipped.
        skip_equal = skip_zero_adv and kl_coef == 0
        truncated_rows = torch.zeros(n_rows, dtype=torch.bool)
        if mask_truncated:
            truncated_rows = batch["truncated"]
        minibatches = []
        for in_loss, train_rows in minibatch_rows(equal_groups, truncated_rows, num_rollouts,
                                                  num_minibatches, skip_equal):
            # similar lengths share micro-batches
            train_rows.sort(key=lambda i: len(batch["prompts"][i]) + len(batch["completions"][i]))
            # the normalisers count every rollout of the minibatch in the loss, skipped ones too,
            # over all processes
            has_signal = len(in_loss)
            if kl_coef == 0:
                has_signal = sum(1 for i in in_loss if not equal_groups[i // num_rollouts])
            counts = [len(in_loss), sum(batch["lengths"][i] for i in in_loss), has_signal]
            n_seqs, n_tokens, n_signal = all_reduce_sum(counts, world, dev)
            starts = range(0, len(train_rows), micro_batch_size)
            mb_rows = [train_rows[s:s + micro_batch_size] for s in starts]
            mb_batches = []
            for rows_of_mb in mb_rows:
                mb_prompts = [batch["prompts"][i] for i in rows_of_mb]
                mb_completions = [batch["completions"][i] for i in rows_of_mb]
                mb_sampler_logps = [batch["sampler_logps"][i] for i in rows_of_mb]
                mb_kept_ids = None
                if keep_sampling_mask:
                    mb_kept_ids = [batch["kept_ids"][i] for i in rows_of_mb]
                mb_batches.append(make_batch(mb_prompts, mb_completions, dev, mb_sampler_logps,
                                             mb_kept_ids))
            if fsdp:
                pad_micro_batches(mb_rows, mb_batches, world, dev)
            minibatches.append(dict(n_seqs=n_seqs, n_tokens=n_tokens, n_signal=n_signal,
                                    mb_rows=mb_rows, mb_batches=mb_batches))

        # --- log-probs of the old policy (only with several updates per batch) and of the reference
        t1 = wall_clock(dev)
        several_updates = inner_epochs > 1 or num_minibatches > 1
        logprob_args = (temperature, logprob_impl, block_tokens, block_vocab)
        with torch.no_grad():
            for mbatch in minibatches:
                mbatch["old"] = [None] * len(mbatch["mb_batches"])
                mbatch["ref"] = [None] * len(mbatch["mb_batches"])
                for j, b in enumerate(mbatch["mb_batches"]):
                    if several_updates:
                        mbatch["old"][j] = sequence_logprobs(policy_fwd, b, *logprob_args)[0]
                    if ref is not None:
                        mbatch["ref"][j] = sequence_logprobs(ref, b, *logprob_args)[0]
        release_weights(policy)  # sharded: FSDP keeps the root's weights after a forward
        release_weights(ref)
        t_logprob = wall_clock(dev) - t1

        # --- loss and updates: inner_epochs passes, each one update per minibatch
        t2 = wall_clock(dev)
        policy.train()
        lr = lr_at(step, learning_rate, warmup_steps, max_steps, lr_schedule)
        for group in optimizer.param_groups:
            group["lr"] = lr
        sum_names = ("loss", "pg_loss", "kl", "entropy", "ratio", "clipped", "capped", "computed_tokens",
                     "mismatch_kl", "tis_weight", "tis_clipped", "opsm_masked", "opsm_rows")
        sums = {k: torch.zeros((), device=dev) for k in sum_names}
        grad_norms = []
        for epoch in range(inner_epochs):
            for mbatch in minibatches:
                agg_args = (loss_agg, mbatch["n_seqs"], mbatch["n_tokens"], max_new_tokens)
                for j, (rows, b) in enumerate(zip(mbatch["mb_rows"], mbatch["mb_batches"])):
                    logp, entropy = sequence_logprobs(policy_fwd, b, *logprob_args)  # (B, Tc)
                    mask = b["mask"]  # (B, Tc)
                    # one update per batch: the old policy is the current one; the ratio is 1 exactly
                    old = mbatch["old"][j] if several_updates else logp.detach()
                    mb_adv = adv[rows].to(dev)  # (B,)
                    loss_args = (ratio_level, clip_eps, eps_high, loss_type, ratio_cap)
                    pg, ratio, clipped, capped = policy_loss(logp, old, mb_adv, mask, *loss_args)
                    mu = b["sampler_logp"]  # the sampler's log-probs of the same tokens
                    if tis_cap > 0:
                        tis_w = tis_weights(old, mu, tis_cap)  # (B, Tc), min(p_old / p_sampler, cap)
                        pg = pg * tis_w
                    if opsm_delta > 0:
                        opsm_keep = offpolicy_mask(mb_adv, logp, mu, mask, opsm_delta)  # (B,)
                        pg = pg * opsm_keep[:, None]
                    kl = torch.zeros_like(pg)
                    if ref is not None:
                        kl = kl_term(logp, mbatch["ref"][j], mask, ratio, kl_estimator, kl_is_weight)
                    # normalised by the minibatch's global counts: summing the micro-batches' and the
                    # processes' gradients gives the minibatch's gradient
                    loss = aggregate(pg + kl_coef * kl, mask, *agg_args)
                    loss.backward()
                    if isinstance(optimizer, MasterWeightAdamW):
                        optimizer.collect_grads()  # the micro-batches add up in float32, not in bf16
                    if epoch == 0:  # loss, KL and entropy of the policy that sampled
                        sums["loss"] += loss.detach() / num_minibatches
                        sums["pg_loss"] += aggregate(pg.detach(), mask, *agg_args) / num_minibatches
                        sums["kl"] += (kl.detach() * mask).sum()
                        sums["entropy"] += (entropy.detach() * mask).sum()
                        sums["computed_tokens"] += mask.sum()
                        # k3 estimate of KL(sampler || trainer) per token, x = log p_old - log p_sampler;
                        # expm1(x) - x, not exp(x) - 1 - x, which rounds below 0 for x near 0
                        x = (old.detach() - mu) * mask
                        sums["mismatch_kl"] += ((torch.expm1(x) - x) * mask).sum()
                        if tis_cap > 0:
                            sums["tis_weight"] += (tis_w * mask).sum()
                            sums["tis_clipped"] += ((x > math.log(tis_cap)) * mask).sum()
                    # the ratio and clipping of the last pass (in the first, the ratio is 1)
                    if epoch == inner_epochs - 1:
                        sums["ratio"] += (ratio.detach().float() * mask).sum()
                        sums["clipped"] += (clipped.float() * mask).sum()
                        sums["capped"] += (capped.float() * mask).sum()
                        if opsm_delta > 0:
                            sums["opsm_masked"] += (1 - opsm_keep).sum()
                            sums["opsm_rows"] += len(opsm_keep)
                # no process has a signal to learn from: no update (AdamW's momentum would still move
                # the weights)
                if mbatch["n_signal"] > 0:
                    trained = [p for group in optimizer.param_groups for p in group["params"]]
                    for p in trained:
                        if p.grad is None:
                            p.grad = torch.zeros_like(p)
                        # sum over processes, one all-reduce per tensor; every process joins
                        # (sharded: FSDP's backward has summed them already)
                        if world > 1 and not fsdp:
                            dist.all_reduce(p.grad)
                    max_norm = grad_clip if grad_clip > 0 else float("inf")
                    norm = torch.nn.utils.clip_grad_norm_(trained, max_norm)
                    if fsdp:
                        norm = norm.full_tensor()  # a DTensor: the norm over every process's shards
                    grad_norms.append(norm.item())
                    optimizer.step()
                optimizer.zero_grad(set_to_none=True)
        t_train = wall_clock(dev) - t2
        step += 1

        # --- metrics, summed over processes: rewards, lengths and truncation over every sampled
        # rollout; advantages over the trained batch; per-token terms over the tokens computed
        trained_rows = sum(len(rows) for mbatch in minibatches for rows in mbatch["mb_rows"])
        if not dynamic_sampling_rounds:
            groups_sampled = len(problems)
            equal_sampled = equal_groups.sum()
        local = {"reward": sampled["rewards"].sum(), "correct": sampled["correct"].sum(),
                 "formatted": sampled["formatted"].sum(), "overlong": sampled["overlong"].sum(),
                 "rollouts": len(sampled["rewards"]), "tokens": sum(sampled["lengths"]),
                 "truncated": sampled["truncated"].sum(), "kept_mass": sum(sampled["kept_mass"]),
                 "adv": adv.sum(), "adv_sq": (adv ** 2).sum(),
                 "batch_rows": n_rows, "trained_rows": trained_rows, "equal_groups": equal_sampled,
                 "groups_sampled": groups_sampled, "groups_trained": n_rows // num_rollouts, **sums}
        total = dict(zip(local, all_reduce_sum(list(local.values()), world, dev)))
        step_time = wall_clock(dev) - t0
        n = total["rollouts"]
        per_token = 1 / max(total["computed_tokens"], 1)

        def per_token_mean(key):
            """A sum over the tokens computed, as a mean; None on a step that computed none (every
            group had equal rewards, with skip_zero_adv): a 0 there would read as a collapse."""
            if total["computed_tokens"] == 0:
                return None
            return total[key] * per_token
        adv_mean = total["adv"] / total["batch_rows"]
        rec = {"step": step,
               "loss": total["loss"],
               "pg_loss": total["pg_loss"],
               "kl": per_token_mean("kl"),
               "reward_mean": total["reward"] / n,
               "correct_mean": total["correct"] / n,
               "format_reward_mean": total["formatted"] / n,
               "adv_mean": adv_mean,
               "adv_std": math.sqrt(max(total["adv_sq"] / total["batch_rows"] - adv_mean ** 2, 0)),
               "zero_adv_frac": total["equal_groups"] / total["groups_sampled"],
               "trained_frac": total["trained_rows"] / n,
               "entropy": per_token_mean("entropy"),
               "mismatch_kl": per_token_mean("mismatch_kl"),
               "ratio_mean": per_token_mean("ratio"),
               "clip_frac": per_token_mean("clipped"),
               "resp_len_mean": total["tokens"] / n,
               "resp_len_max": all_reduce_max(max(sampled["lengths"]), world, dev),
               "truncated_frac": total["truncated"] / n,
               "grad_norm": sum(grad_norms) / max(len(grad_norms), 1),
               "lr": lr,
               "tokens_per_s": total["tokens"] / step_time,
               "rollout_s": t_rollout,
               "logprob_s": t_logprob,
               "train_s": t_train,
               "step_s": step_time,
               "peak_mem_gb": peak_memory_gb(dev)}
        # the metrics of flags that are on
        if dynamic_sampling_rounds:
            rec["sampling_rounds"] = all_reduce_max(len(rounds), world, dev)
            rec["groups_sampled"] = total["groups_sampled"]
            rec["groups_trained"] = total["groups_trained"]
        if ratio_cap:
            rec["capped_frac"] = per_token_mean("capped")
        if overlong_buffer:
            rec["overlong_penalty_mean"] = total["overlong"] / n
        if gdpo or adv_batch_norm:
            rec["adv_batch_std"] = adv_batch_std
        if top_p < 1 or top_k > 0:
            rec["sample_kept_mass"] = total["kept_mass"] / max(total["tokens"], 1)
        if tis_cap:
            rec["tis_weight_mean"] = per_token_mean("tis_weight")
            rec["tis_clip_frac"] = per_token_mean("tis_clipped")
        if opsm_delta:
            rec["opsm_frac"] = None  # no answer trained: nothing to mask
            if total["opsm_rows"]:
                rec["opsm_frac"] = total["opsm_masked"] / total["opsm_rows"]
        if fsdp:
            rec["gathered_gb"] = gathered_gb  # the full weights gathered for the rollouts
        if evals and (step % eval_interval == 0 or step == max_steps):
            rec["eval_acc"] = run_eval(policy, tok, evals, *eval_args)
            print0(f"step {step}: eval accuracy {rec['eval_acc']:.3f} on {len(evals)} problems")
        log(rec)
        step_times.append(step_time)
        eta = sum(step_times) / len(step_times) * (max_steps - step)
        print0(f"step {step}/{max_steps} | reward {rec['reward_mean']:.3f} "
               f"| correct {rec['correct_mean']:.3f} | len {rec['resp_len_mean']:.0f} "
               f"| kl {number(rec['kl'], 4)} | entropy {number(rec['entropy'], 3)} "
               f"| zero-adv {rec['zero_adv_frac']:.2f} | {step_time:.1f} s (rollout {t_rollout:.1f} s) "
               f"| eta {format_duration(eta)}")
        for finding in doctor.update(rec):  # a one-line warning the first time a rule fires
            print0(finding["message"])
            log(finding)
        if master_process and sample_interval and step % sample_interval == 0:
            prompt = render_prompt(prompt_template, problems[0]["problem"], tok)
            with open(samples_path, "a") as f:
                for i in range(num_rollouts):  # the first group of the step's first round
                    sample = dict(step=step, prompt=prompt, completion=rounds[0]["texts"][i],
                                  reward=rounds[0]["rewards"][i].item(), answer=rounds[0]["answers"][i])
                    f.write(json.dumps(sample) + "\n")
        if ckpt_interval and step % ckpt_interval == 0 and step < max_steps:
            checkpoint(step)
    checkpoint(step)
    if world > 1:
        dist.barrier()  # let the first process finish writing before any process leaves
        dist.destroy_process_group()

# -----------------------------------------------------------------------------
# memory and speed machinery (read last): the same numbers as above, with less memory and time


def add_rows_(dst, index, src):
    """dst[index[i]] += src[i], with the rows of a repeated index summed in float32 first: a bf16
    index_add_ on a GPU would round once per repeat, and a token recurs hundreds of times in a batch."""
    unique_rows, where = index.unique(return_inverse=True)
    summed = torch.zeros(len(unique_rows), src.shape[-1], dtype=torch.float32, device=src.device)
    summed.index_add_(0, where, src.float())
    dst.index_add_(0, unique_rows, summed.to(dst.dtype))


def allowed_in_block(allowed, start, width):
    """Which of the vocabulary entries [start, start + width) each token may use, (N, width) bool,
    from allowed (N, K): the ids it was sampled from, padded with -1; a row of -1 only allows every
    id. A scatter with no host sync: ids outside the block go to a spare column, then dropped."""
    inside = (allowed >= start) & (allowed < start + width)
    columns = torch.where(inside, allowed - start, width)
    keep = torch.zeros(len(allowed), width + 1, dtype=torch.bool, device=allowed.device)
    keep.scatter_(1, columns, True)
    return keep[:, :width] | (allowed < 0).all(-1, keepdim=True)


class BlockedLogprobs(torch.autograd.Function):
    """log p(target) and entropy (N,) in float32, for final hidden states (N, C) and the lm_head
    weight (V, C): log_softmax(hidden @ weight.T)[target] without the (N, V) logits.
    - It works in blocks of block_tokens x block_vocab logits, small enough to stay in a CPU's cache.
    - Forward is an online softmax, as in FlashAttention: per token, a running max m,
      s = sum e^(l - m) and u = sum e^(l - m) l over the vocabulary. It saves only log Z = m + log s;
      the entropy is H = log Z - u / s.
    - Backward recomputes each block's softmax from log Z. Of d log p(t) / d logits =
      onehot(t) - softmax, the onehot part touches one row of the weight per token: it is done
      outside the blocks.
    - allowed (N, K), or None: the ids each token may use (keep_sampling_mask, see
      allowed_in_block); the others' logits are -inf in every block, forward and backward. A block
      can then hold no allowed id for a token: the running max starts at -1e30, not -inf, so that
      exp(max - new max) is never exp(-inf + inf) = NaN, and the entropy's dot product takes the
      unmasked logits (0 * -inf is NaN too)."""

    @staticmethod
    def forward(ctx, hidden, weight, targets, block_tokens, block_vocab, allowed=None):
        logz = hidden.new_empty((len(hidden), 1), dtype=torch.float32)
        entropy = torch.empty_like(logz[:, 0])
        floor = -math.inf
        if allowed is not None:
            floor = -1e30
        for r in range(0, len(hidden), block_tokens):
            h = hidden[r:r + block_tokens]
            top = h.new_full((len(h), 1), floor, dtype=torch.float32)
            total = torch.zeros_like(top)
            dot = torch.zeros_like(top)
            for s in range(0, len(weight), block_vocab):
                logits = (h @ weight[s:s + block_vocab].T).float()  # (block_tokens, block_vocab)
                kept_logits = logits
                if allowed is not None:
                    keep = allowed_in_block(allowed[r:r + block_tokens], s, logits.size(-1))
                    kept_logits = logits.masked_fill(~keep, -math.inf)
                new_top = torch.maximum(top, kept_logits.amax(-1, keepdim=True))
                rescale = (top - new_top).exp()  # the sums so far, rescaled to the new max
                e = (kept_logits - new_top).exp_()
                total = total * rescale + e.sum(-1, keepdim=True)
                # e is 0 where a logit is left out, so the finite logits serve: no 0 * -inf
                dot = dot * rescale + torch.linalg.vecdot(e, logits)[:, None]
                top = new_top
            logz[r:r + block_tokens] = top + total.log()
            # H = log Z - sum_v p_v l_v = log Z - u / s
            entropy[r:r + block_tokens] = (logz[r:r + block_tokens] - dot / total).squeeze(-1)
        # h . w_t - log Z, with h . w_t rounded as the matmul rounds its logits, so that log p <= 0
        # in bf16 too
        target_logit = torch.linalg.vecdot(hidden.float(), weight[targets].float())
        target_logit = target_logit.to(hidden.dtype).float()
        logp = target_logit - logz.squeeze(-1)
        ctx.save_for_backward(hidden, weight, targets, logz)
        ctx.allowed = allowed
        ctx.block_tokens = block_tokens
        ctx.block_vocab = block_vocab
        ctx.mark_non_differentiable(entropy)  # a metric
        return logp, entropy

    @staticmethod
    def backward(ctx, grad_logp, grad_entropy):
        hidden, weight, targets, logz = ctx.saved_tensors
        block_tokens, block_vocab = ctx.block_tokens, ctx.block_vocab
        g = grad_logp.float()[:, None]  # (N, 1)
        grad_weight = torch.empty_like(weight)  # in the weight's dtype: no float32 (V, C) copy
        softmax_weight = torch.zeros_like(hidden, dtype=torch.float32)  # sum_v p_v w_v, per token
        neg_g_hidden = (-g * hidden).to(hidden.dtype)
        for s in range(0, len(weight), block_vocab):
            w = weight[s:s + block_vocab]
            grad_w = 0.0
            for r in range(0, len(hidden), block_tokens):
                logits = (hidden[r:r + block_tokens] @ w.T).float()
                if ctx.allowed is not None:
                    keep = allowed_in_block(ctx.allowed[r:r + block_tokens], s, logits.size(-1))
                    logits = logits.masked_fill_(~keep, -math.inf)
                # the softmax, from the saved log Z
                p = logits.sub_(logz[r:r + block_tokens]).exp_().to(w.dtype)
                softmax_weight[r:r + block_tokens] += (p @ w).float()
                # -sum_n g_n p_nv h_n
                grad_w = grad_w + (p.T @ neg_g_hidden[r:r + block_tokens]).float()
            grad_weight[s:s + block_vocab] = grad_w
        add_rows_(grad_weight, targets, g * hidden.float())  # + sum_n g_n onehot(t_n) h_n
        grad_hidden = g * (weight[targets].float() - softmax_weight)  # g (w_t - sum_v p_v w_v)
        return grad_hidden.to(hidden.dtype), grad_weight, None, None, None, None


def embed_with_grad_in_place(model, ids):
    """The input embeddings of ids, whose gradient is added into the weight's .grad in place.
    Autograd would make a dense (V, C) gradient for the lookup and, with the lm_head tied to it, sum
    that with the head's out of place: three (V, C) tensors at once, the peak of a step on a small
    model with Qwen3's 151,936-token vocabulary."""
    weight = model.model.embed_tokens.weight
    x = weight.detach()[ids]
    if torch.is_grad_enabled() and weight.requires_grad:
        def add_to_weight_grad(grad):
            if weight.grad is None:
                weight.grad = torch.zeros_like(weight)
            add_rows_(weight.grad, ids.flatten(), grad.flatten(0, 1))
        x.requires_grad_().register_hook(add_to_weight_grad)
    return x


class AdamWStochasticRounding:
    """AdamW that keeps everything in bfloat16: weights, gradients and both moments, 8 bytes per
    parameter against 18 with float32 master weights and moments.
    - The math runs in float32, a slice at a time.
    - A bf16 number cannot take a step far below its spacing (a 1e-5 update of a 0.02 weight, or 1e-3
      of a second moment averaged over 1,000 steps). So each new value is rounded up or down at
      random, with the odds that make its expected value the exact result, and the small steps add up
      over many updates (stochastic rounding: Gupta et al. 2015; Zamirai et al. 2020).
    - It has what the loop uses of a torch optimizer: param_groups, step, zero_grad, state_dict and
      load_state_dict. The gradients of the micro-batches add up in bf16."""

    def __init__(self, params, lr, betas, weight_decay, eps=1e-8, seed=0):
        self.params = list(params)
        self.betas = betas
        self.weight_decay = weight_decay
        self.eps = eps
        self.seed = seed
        self.param_groups = [dict(lr=lr, params=self.params)]
        self.steps = 0
        self.moments = [(torch.zeros_like(p), torch.zeros_like(p)) for p in self.params]

    def state_dict(self):
        return dict(steps=self.steps, moments=self.moments)

    def load_state_dict(self, state):
        if len(state["moments"]) != len(self.moments):
            raise ValueError(f"optimizer state for {len(state['moments'])} tensors, "
                             f"the model has {len(self.moments)}")
        self.steps = state["steps"]
        for (exp_avg, exp_avg_sq), (saved_avg, saved_avg_sq) in zip(self.moments, state["moments"]):
            exp_avg.copy_(saved_avg)
            exp_avg_sq.copy_(saved_avg_sq)

    def zero_grad(self, set_to_none=True):
        for p in self.params:
            p.grad = None

    @torch.no_grad()
    def step(self):
        self.steps += 1
        t = self.steps
        lr = self.param_groups[0]["lr"]
        beta1, beta2 = self.betas
        # the noise depends on (seed, step) only, so a resumed run rounds as the uninterrupted one
        # did
        gen = torch.Generator(self.params[0].device).manual_seed(self.seed * 1_000_003 + t)
        slice_size = 2**18  # float32 temporaries one slice at a time
        for p, (exp_avg, exp_avg_sq) in zip(self.params, self.moments):
            if p.grad is None:
                continue
            for s in range(0, p.numel(), slice_size):
                w = p.view(-1)[s:s + slice_size]
                g = p.grad.view(-1)[s:s + slice_size].float()
                m = exp_avg.view(-1)[s:s + slice_size]
                v = exp_avg_sq.view(-1)[s:s + slice_size]
                m32 = m.float().lerp_(g, 1 - beta1)  # m = b1 m + (1 - b1) g
                v32 = v.float().mul_(beta2).addcmul_(g, g, value=1 - beta2)  # v = b2 v + (1 - b2) g^2
                # w = w (1 - lr wd) - lr m_hat / (sqrt(v_hat) + eps), with the bias corrections of
                # Adam
                new = w.float().mul_(1 - lr * self.weight_decay)
                denominator = (v32 / (1 - beta2 ** t)).sqrt_().add_(self.eps)
                new.addcdiv_(m32, denominator, value=-lr / (1 - beta1 ** t))
                # One draw of noise serves all three: each rounding is unbiased on its own. A NaN
                # gradient makes all three NaN; they stay NaN, as in torch's AdamW (the noise could
                # carry a NaN's bits into a number)
                noise = torch.randint(0, 1 << 16, new.shape, generator=gen, dtype=torch.int32,
                                      device=new.device)
                nan = new.isnan()
                for dst, exact in ((w, new), (m, m32), (v, v32)):
                    dst.copy_(round_stochastic(exact, noise).masked_fill_(nan, math.nan))


def round_stochastic(x, noise):
    """float32 x -> the bf16 value just below or just above it (returned as float32), the upper one
    with probability (x - below) / (above - below), given uniform noise in [0, 2^16). bf16 is the top
    16 bits of float32: add the noise to the 16 bits below them, then cut those off."""
    return ((x.view(torch.int32) + noise) & -65536).view(torch.float32)


if __name__ == "__main__":
    configure(sys.argv[1:], globals())
    main()
